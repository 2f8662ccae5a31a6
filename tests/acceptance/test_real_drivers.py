"""No error-level finding on complete, valid files that real DRA drivers publish (tests/corpus/drivers/SOURCES.md)."""

from __future__ import annotations

import pytest

from dra_conform.engine.check import check_source
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.semantics.gates import parse
from tests.helpers import CORPUS

DRIVERS = CORPUS / "drivers"
# The corpus files that are complete and valid as published (the others are fragments, known-bad or stale).
VALID = (
    "dra-driver-cpu/docs/user/device-attributes.md.resourceslice-grouped.yaml",
    "dra-driver-cpu/docs/user/device-attributes.md.resourceslice-individual.yaml",
    "dra-driver-nvidia-gpu/demo/specs/quickstart/v1/gpu-test4.yaml",
    "dra-example-driver/README.md.resourceslice-list.yaml",
    "dra-example-driver/demo/examples/admin-access/admin-access.yaml",
    "dranet/examples/aws_eks_examples/gpu-efa/resourceslice-dranet.yaml",
    "dranet/examples/aws_eks_examples/gpu-efa/resourceslice-gpu.yaml",
    "dranet/examples/azure_aks_examples/mi300x/resourceslice-dranet.yaml",
    "dranet/examples/oci_oke_examples/BM.GPU.GB200-v3.4/resourceslice-dranet.yaml",
    "dranet/site/content/docs/user/gke-rdma.md.resourceclaim-list.yaml",
    "dranet/tests/manifests/resourceclaim.yaml",
    "intel-resource-drivers-for-kubernetes/deployments/gpu/examples/pod-inline-gpu-dranet.yaml",
    "intel-resource-drivers-for-kubernetes/doc/gaudi/USAGE.md.resourceslice.yaml",
    "intel-resource-drivers-for-kubernetes/doc/gpu/USAGE.md.resourceslice.yaml",
    "kubernetes-website/content/en/docs/concepts/resource-management/dynamic-resource-allocation/"
    "dra-observability.md.device-metadata.json",
)
FILES = [DRIVERS / name for name in VALID]


def test_every_file_is_in_the_corpus_and_listed_in_its_sources():
    sources = (DRIVERS / "SOURCES.md").read_text()
    for path in FILES:
        assert path.is_file(), path
        assert f"`{path.relative_to(DRIVERS).as_posix().split('/', 1)[1]}`" in sources, path


# Files published for a cluster with an alpha gate on. With the release's defaults the apiserver drops what
# the gate guards (DRA-RS-032), and the list attribute left without a value is rejected in upstream's words
# (DRA-RS-014: "exactly one value must be specified", as dra-oracle-apiserver 1.36.3 says).
GATED = {
    "dra-driver-cpu/docs/user/device-attributes.md.resourceslice-grouped.yaml": "DRAListTypeAttributes=true",
    "dra-driver-cpu/docs/user/device-attributes.md.resourceslice-individual.yaml": "DRAListTypeAttributes=true",
}


# Files `kubectl get -o yaml` printed and the publisher trimmed: the owner reference lost its uid, which the
# apiserver requires on create (ValidateOwnerReferences; dra-oracle-apiserver 1.37.2 says so too).
TRIMMED_OWNER = ("DRA-RS-001", "metadata.ownerReferences[0].uid", "Required value: must not be empty")
TRIMMED = {
    "dranet/examples/aws_eks_examples/gpu-efa/resourceslice-dranet.yaml": [TRIMMED_OWNER],
    "dranet/examples/aws_eks_examples/gpu-efa/resourceslice-gpu.yaml": [TRIMMED_OWNER],
}


@pytest.mark.parametrize("path", FILES, ids=[p.relative_to(DRIVERS).as_posix() for p in FILES])
def test_real_driver_file_has_no_error(path):
    gates = GATED.get(path.relative_to(DRIVERS).as_posix(), "")
    if gates:
        default = check_source(inputs.Source(str(path), str(path), True), Options())
        assert {f.rule_id for f in default.findings if f.severity is Severity.ERROR} == {"DRA-RS-014", "DRA-RS-032"}
    result = check_source(inputs.Source(str(path), str(path), True), Options(feature_gates=parse(gates)))
    assert result.error is None and result.kind != "skipped"
    assert result.kinds or result.kind == "metadata"  # something was read that a rule reads
    errors = [(f.rule_id, f.field_path, f.message) for f in result.findings if f.severity is Severity.ERROR]
    assert errors == TRIMMED.get(path.relative_to(DRIVERS).as_posix(), [])
