"""No error-level finding on complete, valid files that real DRA drivers publish (tests/golden/drivers/SOURCES.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dra_conform.engine.check import check_source
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.semantics.gates import parse

DRIVERS = Path(__file__).resolve().parents[1] / "golden" / "drivers"
FILES = sorted(p for p in DRIVERS.rglob("*") if p.is_file() and p.name != "SOURCES.md")


def test_every_file_is_listed_in_sources():
    sources = (DRIVERS / "SOURCES.md").read_text()
    assert len(FILES) >= 12
    for path in FILES:
        assert f"`{path.relative_to(DRIVERS).as_posix().split('/', 1)[1]}`" in sources, path


# Files published for a cluster with an alpha gate on. With the release's defaults the apiserver drops what
# the gate guards, an error (DRA-RS-032: the list attribute is left without a value and the slice rejected).
GATED = {
    "dra-driver-cpu/docs/user/device-attributes.md.resourceslice-grouped.yaml": "DRAListTypeAttributes=true",
    "dra-driver-cpu/docs/user/device-attributes.md.resourceslice-individual.yaml": "DRAListTypeAttributes=true",
}


@pytest.mark.parametrize("path", FILES, ids=[p.relative_to(DRIVERS).as_posix() for p in FILES])
def test_real_driver_file_has_no_error(path):
    gates = GATED.get(path.relative_to(DRIVERS).as_posix(), "")
    if gates:
        default = check_source(inputs.Source(str(path), str(path), True), Options())
        assert {f.rule_id for f in default.findings if f.severity is Severity.ERROR} == {"DRA-RS-032"}
    result = check_source(inputs.Source(str(path), str(path), True), Options(feature_gates=parse(gates)))
    assert result.error is None and result.kind != "skipped"
    assert result.kinds or result.kind == "metadata"  # something was read that a rule reads
    assert [(f.rule_id, f.field_path, f.message) for f in result.findings if f.severity is Severity.ERROR] == []
