"""semantics.stored: an object as the apiserver stores it on create, the fields of a gate that is off dropped
(pkg/registry/resource/{resourceslice,resourceclaim,deviceclass}/strategy.go dropDisabledFields, oldObj nil),
from the same tables the gate rules (DRA-RS-032, DRA-CL-011) report with."""

from __future__ import annotations

import copy

from dra_conform.rules.applicability import gated_fields
from dra_conform.semantics.stored import DEVICE_FIELDS, REQUEST_GATES, SPEC_FIELDS, Stored

ON = (("DRAPartitionableDevices", True),)


def partitionable_slice():
    return {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceSlice",
        "metadata": {"name": "s"},
        "spec": {
            "driver": "gpu.example.com",
            "nodeName": "node-1",
            "pool": {"name": "node-1", "generation": 1, "resourceSliceCount": 1},
            "sharedCounters": [{"name": "set", "counters": {"memory": {"value": "40Gi"}}}],
            "devices": [
                {
                    "name": "gpu-0",
                    "consumesCounters": [{"counterSet": "set", "counters": {"memory": {"value": "40Gi"}}}],
                    "capacity": {"memory": {"value": "40Gi", "requestPolicy": {"default": "1Gi"}}},
                },
                {"name": "gpu-1", "attributes": {"model": {"string": "A100"}}},
            ],
        },
    }


def test_a_release_with_the_gate_off_drops_the_partitionable_fields_and_leaves_the_written_object_alone():
    written = partitionable_slice()
    before = copy.deepcopy(written)
    view = Stored.of((), "1.34").view("ResourceSlice", written)
    assert "sharedCounters" not in view["spec"]
    assert "consumesCounters" not in view["spec"]["devices"][0]
    # DRAConsumableCapacity is alpha in 1.34: requestPolicy goes, the capacity stays
    assert view["spec"]["devices"][0]["capacity"] == {"memory": {"value": "40Gi"}}
    assert view["spec"]["devices"][1] is written["spec"]["devices"][1]  # untouched parts shared, not copied
    assert written == before  # never modified


def test_nothing_dropped_is_the_object_itself():
    written = partitionable_slice()
    gates = ON + (("DRAConsumableCapacity", True),)
    assert Stored.of(gates, "1.34").view("ResourceSlice", written) is written
    plain = {"apiVersion": "resource.k8s.io/v1", "spec": {"devices": [{"name": "a"}]}}
    assert Stored.of((), "1.34").view("ResourceSlice", plain) is plain


def test_releases_that_drop_alike_are_equal_and_those_that_do_not_differ():
    assert Stored.of((), "1.34") == Stored.of((), "1.35")
    assert Stored.of((), "1.35") != Stored.of((), "1.36")
    assert Stored.of((), "1.34") != Stored.of(ON, "1.34")
    assert "sharedCounters" in Stored.of((), "1.35").slice_spec
    assert "sharedCounters" not in Stored.of((), "1.36").slice_spec
    assert "consumesCounters" in Stored.of((("DRAPartitionableDevices", False),), "1.37").device


def test_claim_request_fields_dropped_in_both_shapes_and_in_templates():
    exactly = {"deviceClassName": "gpu", "capacity": {"requests": {"memory": "1Gi"}}, "tolerations": [{"key": "k"}]}
    v1 = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceClaim",
        "spec": {
            "devices": {
                "requests": [
                    {"name": "a", "exactly": dict(exactly)},
                    {"name": "b", "firstAvailable": [{"name": "x", **exactly}]},
                ]
            }
        },
    }
    stored = Stored.of((("DRADeviceTaints", False),), "1.34")  # DRAConsumableCapacity alpha: off
    requests = stored.view("ResourceClaim", v1)["spec"]["devices"]["requests"]
    # capacity dropped; tolerations kept: no claim strategy drops them, whatever DRADeviceTaints says
    kept = {"deviceClassName": "gpu", "tolerations": [{"key": "k"}]}
    assert requests[0]["exactly"] == kept
    assert requests[1]["firstAvailable"] == [{"name": "x", **kept}]
    flat = {
        "apiVersion": "resource.k8s.io/v1beta1",
        "kind": "ResourceClaimTemplate",
        "spec": {"spec": {"devices": {"requests": [{"name": "a", **exactly}]}}},
    }
    assert stored.view("ResourceClaimTemplate", flat)["spec"]["spec"]["devices"]["requests"] == [{"name": "a", **kept}]
    on = Stored.of((("DRAConsumableCapacity", True), ("DRADeviceTaints", True)), "1.37")
    assert on.view("ResourceClaim", v1) is v1


def test_device_class_extended_resource_name_dropped_with_its_gate_off():
    written = {"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass", "spec": {"extendedResourceName": "x.io/gpu"}}
    assert Stored.of((("DRAExtendedResource", False),), "1.37").view("DeviceClass", written)["spec"] == {}
    assert Stored.of((("DRAExtendedResource", True),), "1.34").view("DeviceClass", written) is written


def test_the_gate_rules_report_the_fields_the_stored_view_drops():
    slice_rule = gated_fields("DRA-RS-032")
    assert all(f"spec.{name}" in slice_rule for name in SPEC_FIELDS)
    assert all(f"spec.devices[*].{name}" in slice_rule for name in DEVICE_FIELDS)
    claim_rule = gated_fields("DRA-CL-011")
    assert all(name in claim_rule for name, _ in REQUEST_GATES)


def test_found_names_the_fields_dropped_so_releases_that_drop_the_same_share_verdicts():
    found: set[str] = set()
    Stored.of((), "1.34").view("ResourceSlice", partitionable_slice(), found)
    assert found == {"sharedCounters", "consumesCounters", "requestPolicy"}
    # 1.36 and 1.37 differ (fields of 1.37 unknown to 1.36) but drop nothing from this slice
    for release in ("1.36", "1.37"):
        nothing: set[str] = set()
        written = partitionable_slice()
        assert Stored.of((("DRAConsumableCapacity", True),), release).view("ResourceSlice", written, nothing) is written
        assert nothing == set()
