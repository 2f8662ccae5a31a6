"""Pod allocatedResourcesStatus (DRA-HLT-012...018, 020) on real pod shapes (fixtures/pods-list.yaml)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from tests.helpers import CORPUS, summary

FIXTURES = Path(__file__).parent / "fixtures"
PODS = yaml.safe_load((FIXTURES / "pods-list.yaml").read_text())["items"]
HLT = "DRA-HLT-"


def check(tmp_path: Path, *pods: dict) -> list[tuple[str, str, str]]:
    target = tmp_path / "pods.yaml"
    target.write_text(yaml.safe_dump({"apiVersion": "v1", "kind": "List", "items": list(pods)}, sort_keys=False))
    return summary(check_paths([str(target)], Options()).findings)


def pod(index: int = 0) -> dict:
    return copy.deepcopy(PODS[index])


def entries(p: dict, container: int = 0, status_list: str = "containerStatuses") -> list[dict]:
    return p["status"][status_list][container]["allocatedResourcesStatus"]


def test_real_pod_shapes_are_clean(tmp_path):
    assert check(tmp_path, pod(0), pod(1)) == []


def test_upstream_cases_each_give_one_error(tmp_path):
    """§2.4: a claim name not matching the container's claims, a non-claim name not in requests, health
    Sick or "", and a repeated resourceID each produce one error (validateContainerStatusAllocatedResourcesStatus)."""
    p = pod(1)
    status = entries(p)
    status[0]["name"] = "claim:gpu"  # the container's claim has request "large"
    status[1]["name"] = "memory"  # not in resources.requests
    status[0]["resources"][0]["health"] = "Sick"
    status[0]["resources"][1]["health"] = ""
    status[0]["resources"].append({"resourceID": "gpu.example.com/kind-worker/gpu-2", "health": "Healthy"})
    base = "status.containerStatuses[0].allocatedResourcesStatus"
    assert check(tmp_path, p) == [
        (
            "DRA-HLT-015",
            "error",
            f'{base}[0].name: Invalid value: "claim:gpu": must match one of the container\'s '
            "resource claims in a format 'claim:<claimName>/<request>' or 'claim:<claimName>' if request is empty",
        ),
        (
            "DRA-HLT-016",
            "error",
            f'{base}[0].resources[0].health: Unsupported value: "Sick": supported values: '
            '"Healthy", "Unhealthy", "Unknown"',
        ),
        (
            "DRA-HLT-016",
            "error",
            f'{base}[0].resources[1].health: Unsupported value: "": supported values: '
            '"Healthy", "Unhealthy", "Unknown"',
        ),
        (
            "DRA-HLT-017",
            "error",
            f'{base}[0].resources[2].resourceID: Duplicate value: "gpu.example.com/kind-worker/gpu-2"',
        ),
        (
            "DRA-HLT-015",
            "error",
            f'{base}[1].name: Invalid value: "memory": must match one of the container\'s resource requests',
        ),
    ]


def test_init_containers_are_checked_against_init_containers(tmp_path):
    p = pod(1)
    p["spec"]["initContainers"][0]["resources"]["claims"][0]["request"] = "small"
    [(rule, _, message)] = check(tmp_path, p)
    assert rule == "DRA-HLT-015" and message.startswith("status.initContainerStatuses[0].allocatedResourcesStatus[0]")


def test_statuses_of_containers_not_in_the_spec_are_left_to_the_kubelet_rule(tmp_path):
    p = pod(0)
    p["status"]["containerStatuses"][0]["name"] = "sidecar"  # kubernetes#124915: the apiserver skips it
    entries(p)[0]["name"] = "claim:gpus"
    assert check(tmp_path, p) == [
        (
            "DRA-HLT-012",
            "warning",
            "status.containerStatuses[0].allocatedResourcesStatus[0].name: claim:gpus names no "
            "claim of spec.resourceClaims (gpu): the kubelet never writes it",
        )
    ]


def test_generated_claim_name_is_explained(tmp_path):
    p = pod(0)
    entries(p)[0]["name"] = "claim:pod0-gpu-9xk2m"
    rules = [r for r, _, _ in check(tmp_path, p)]
    assert rules == ["DRA-HLT-012", "DRA-HLT-015"]
    assert "the kubelet names statuses after the pod's claim, claim:gpu" in check(tmp_path, p)[0][2]


def test_ephemeral_containers_must_not_have_any(tmp_path):
    p = pod(0)
    p["status"]["ephemeralContainerStatuses"] = [
        {
            "name": "debugger",
            "image": "busybox",
            "ready": False,
            "restartCount": 0,
            "allocatedResourcesStatus": entries(p),
        }
    ]
    assert check(tmp_path, p) == [
        (
            "DRA-HLT-018",
            "error",
            "status.ephemeralContainerStatuses[0].allocatedResourcesStatus: Forbidden: must not be "
            "specified in container status",
        )
    ]


@pytest.mark.parametrize(
    ("resource_id", "flagged"),
    [
        ("gpu.example.com/kind-worker/gpu-0", False),
        ("gpu.example.com/pool/with/slashes/gpu-0", False),  # pool names may have several segments
        ("k8s.gpu.nvidia.com/claim=6b0f3c1e-gpu-0", False),  # a CDI device ID
        ("gpu-0", True),
        ("GPU-5d2c8e1a-3b4f-4c6d-8e9f-0a1b2c3d4e5f", True),
        ("gpu.example.com//gpu-0", True),
    ],
)
def test_resource_id_shapes(tmp_path, resource_id, flagged):
    p = pod(0)
    entries(p)[0]["resources"][0]["resourceID"] = resource_id
    assert [r for r, _, _ in check(tmp_path, p)] == (["DRA-HLT-014"] if flagged else [])


def test_empty_entries_and_duplicate_names(tmp_path):
    p = pod(1)
    entries(p).append(
        {"name": "claim:gpu/large", "resources": [{"resourceID": "x.example.com/p/d", "health": "Healthy"}]}
    )
    entries(p).append({"name": "cpu"})
    assert [(r, s) for r, s, _ in check(tmp_path, p)] == [
        ("DRA-HLT-020", "warning"),
        ("DRA-HLT-013", "note"),
        ("DRA-HLT-020", "warning"),
    ]


def test_corpus_pods_without_status_are_quiet():
    paths = [str(p) for p in (CORPUS / "drivers").rglob("*.yaml")]
    assert paths, "needs tests/corpus"
    findings = check_paths(paths, Options()).findings
    assert [f for f in findings if f.rule_id.startswith(HLT)] == []


def test_resource_ids_are_checked_against_the_claims_allocation(tmp_path):
    claim = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceClaim",
        "metadata": {"name": "pod1-gpu-c4v8q", "namespace": "prioritized-alternatives"},
        "spec": {"devices": {"requests": [{"name": "large", "exactly": {"deviceClassName": "gpu.example.com"}}]}},
        "status": {
            "allocation": {
                "devices": {
                    "results": [
                        {"request": "large", "driver": "gpu.example.com", "pool": "kind-worker", "device": d}
                        for d in ("gpu-1", "gpu-2")
                    ]
                }
            }
        },
    }
    (tmp_path / "claims.yaml").write_text(yaml.safe_dump(claim))
    p = pod(1)
    entries(p)[0]["resources"].append({"resourceID": "gpu.example.com/kind-worker/gpu-7", "health": "Healthy"})
    check(tmp_path, p)  # writes pods.yaml beside claims.yaml
    findings = check_paths([str(tmp_path)], Options()).findings
    assert summary(findings) == [
        (
            "DRA-HLT-013",
            "warning",
            "status.containerStatuses[0].allocatedResourcesStatus[0].resources[2].resourceID: "
            'resourceID "gpu.example.com/kind-worker/gpu-7" is not a device allocated to ResourceClaim '
            "prioritized-alternatives/pod1-gpu-c4v8q for request large (allocated: gpu.example.com/kind-worker/gpu-1, "
            "gpu.example.com/kind-worker/gpu-2): the kubelet reports the claim's allocated devices only",
        )
    ]
    # the init container's gpu-1 is allocated; ctr0's CDI-form ID cannot be compared and is not judged


def test_status_is_checked_against_the_first_container_of_its_name(tmp_path):
    """validateContainerStatusAllocatedResourcesStatus stops at the first container with the status's name."""
    p = pod(0)
    first = p["spec"]["containers"][0]
    p["spec"]["containers"].append({**copy.deepcopy(first), "resources": {"requests": {"cpu": "1"}}})
    assert check(tmp_path, p) == []
