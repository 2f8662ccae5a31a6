"""Where the allocator's search differs by release, as the Go oracle showed it (tests/oracle)."""

from __future__ import annotations

import json

import pytest

from dra_conform.semantics.allocator import Features
from tests.upstream.test_allocator_table import run

DEVICE = {"attributes": {"model": {"string": "a"}}, "bindingConditions": ["ready"], "bindingFailureConditions": ["f"]}


def _case(resume_after_device: bool) -> dict:
    # three devices; req-0 takes one, then req-1's first subrequest wants three (never fits), its second one
    devices = [dict(DEVICE, name=f"dev-{i}") for i in range(3)]
    slice_ = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceSlice",
        "metadata": {"name": "slice-0"},
        "spec": {
            "driver": "d.io",
            "pool": {"name": "pool-0", "generation": 1, "resourceSliceCount": 1},
            "devices": devices,
            "nodeName": "node-1",
        },
    }
    claim = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceClaim",
        "metadata": {"name": "claim-0", "namespace": "default", "uid": "uid-0"},
        "spec": {
            "devices": {
                "requests": [
                    {
                        "name": "req-0",
                        "exactly": {"deviceClassName": "class-0", "allocationMode": "ExactCount", "count": 1},
                    },
                    {
                        "name": "req-1",
                        "firstAvailable": [
                            {"name": "s0", "deviceClassName": "class-0", "allocationMode": "ExactCount", "count": 3},
                            {"name": "s1", "deviceClassName": "class-0", "allocationMode": "ExactCount", "count": 1},
                        ],
                    },
                ]
            }
        },
    }
    klass = {"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass", "metadata": {"name": "class-0"}, "spec": {}}
    features = {"prioritized_list": True, "taints": True, "binding": True, "resume_after_device": resume_after_device}
    return {
        "features": features,
        "node": {"metadata": {"name": "node-1", "labels": {"region": "r1"}}},
        "classes": [klass],
        "slices": [slice_],
        "claims": [json.loads(json.dumps(claim))],
        "allocated": [],
    }


@pytest.mark.parametrize(("release", "steps"), [("1.34", 12), ("1.35", 12), ("1.36", 11), ("1.37", 11)])
def test_up_to_1_35_a_requests_next_device_is_sought_from_the_first_again(release: str, steps: int) -> None:
    # allocateOne's startLocation (allocator_experimental.go, 1.36 on) resumes after the device just taken; 1.34
    # and 1.35 start over, trying each order of a combination: one more allocateOne call here (oracle, 1.35.10:
    # 12 against 11 before this was modelled). The devices picked are the same.
    resume = Features.of((), release).resume_after_device
    kind, outcome = run(_case(resume))
    assert (kind, outcome.steps) == ("allocated", steps)
    assert [(r.request, r.device) for r in outcome.results[0]] == [("req-0", "dev-0"), ("req-1/s1", "dev-1")]
