"""Where the allocator's search differs by release, as the Go oracle showed it (tests/oracle)."""

from __future__ import annotations

import json

import pytest

from dra_conform.semantics.allocator import Features
from dra_conform.semantics.allocator.features import RELEASE_BEHAVIOURS
from tests.builders import GPU, claim, consumes, counter_set, device, device_class, request, resource_slice
from tests.upstream.test_allocator_table import TABLE, run

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


def _table_case(features: dict, slices: list, claims: list, **state: list) -> dict:
    return {
        "features": features,
        "node": {"metadata": {"name": "node-1", "labels": {"region": "r1"}}},
        "classes": [device_class()],
        "slices": slices,
        "claims": claims,
        "allocated": state.get("allocated", []),
        "allocated_shared": state.get("allocated_shared", []),
        "allocated_capacity": state.get("allocated_capacity", []),
    }


def _release(release: str, **gates: bool) -> dict:
    """The Features a release's allocator has with ``gates``, in the table's shape (test_allocator_table.run)."""
    of = Features.of((), release)
    out = {name: getattr(of, name) for name in RELEASE_BEHAVIOURS}
    return out | gates


def _all_on_a_full_device(release: str) -> dict:
    # upstream's consumable-capacity-multi-allocatable-device-allocation-mode-all-in-use-insufficient: device-1's
    # only unit of capacity is allocated already, device-2's is free; "All" asks for one unit of each
    devices = [device(f"device-{i}", capacity={"capacity-0": "1"}, allowMultipleAllocations=True) for i in (1, 2)]
    req = request("req-0", mode="All", capacity={"requests": {"capacity-0": "1"}})
    full = [{"device": [GPU, "node-1", "device-1"], "capacity": {"capacity-0": "1"}}]
    return _table_case(
        _release(release, consumable=True), [resource_slice("slice-1", devices)], [claim(req)], allocated_capacity=full
    )


@pytest.mark.parametrize(
    ("release", "kind"),
    [("1.34", "unsatisfiable"), ("1.35", "allocated"), ("1.36", "allocated"), ("1.37", "unsatisfiable")],
)
def test_from_1_37_all_keeps_a_device_whose_capacity_is_used_up_and_fails(release: str, kind: str) -> None:
    # 1.37.2's allocator counts into "all" every device whose capacity could fit the request at all (its
    # static capacity) and then fails to allocate the full one; 1.35 and 1.36 leave the full device out of
    # "all". (1.34 leaves it out too, then checks device-2's capacity on device-1, the slice's device at the
    # request's index 0: Features.capacity_at_request_index.) Each verdict is the oracle's, 1.34.13 to 1.37.2.
    got, outcome = run(_all_on_a_full_device(release))
    assert got == kind
    if kind == "allocated":
        assert [r.device for r in outcome.results[0]] == ["device-2"]


def _counters_beside_devices(count: int) -> dict:
    # 1.34's partitionable slice: its counter set and the devices consuming it in one slice
    devices = [device(f"dev-{i}", consumesCounters=[consumes("set-0", c="1")]) for i in range(2)]
    counters = resource_slice("slice-0", devices, sharedCounters=[counter_set("set-0", c="1")])
    return _table_case(
        _release("1.34", partitionable=True), [counters], [claim(request("gpu", count=count, mode="ExactCount"))]
    )


@pytest.mark.parametrize(("count", "kind"), [(1, "allocated"), (2, "unsatisfiable")])
def test_1_34_counts_counters_in_the_devices_own_slice(count: int, kind: str) -> None:
    # pools_experimental.go/checkAvailableCounters at 1.34.13: sharedCounters sit beside the devices, keyed by
    # the slice's name; the one counter serves one device. (Read as 1.35's pool, the slice would be only a
    # counter slice, its devices never allocatable: the oracle found dra-conform allocating nothing here.)
    assert run(_counters_beside_devices(count))[0] == kind


@pytest.mark.parametrize(
    ("release", "kind"), [("1.34", "allocated"), ("1.35", "unsatisfiable"), ("1.37", "unsatisfiable")]
)
def test_1_34_allocates_an_exact_count_from_an_incomplete_pool(release: str, kind: str) -> None:
    # 1.34's allocateOne passes over invalid pools only; from 1.35 an incomplete pool has no devices to offer
    half = resource_slice("slice-0", [device("dev-0")], slice_count=2)
    assert run(_table_case(_release(release), [half], [claim(request("gpu", count=1, mode="ExactCount"))]))[0] == kind


def test_pools_of_two_drivers_with_one_name_keep_their_own_counters() -> None:
    # availableCounters is keyed by pool ID (driver and pool name): a pool of another driver with the same
    # name has counters of its own
    mine = resource_slice("a", [device("dev-0", consumesCounters=[consumes("set-0", c="1")])], pool="p")
    mine_counters = resource_slice("a-counters", None, pool="p", sharedCounters=[counter_set("set-0", c="1")])
    other = resource_slice(
        "b", [device("dev-0", consumesCounters=[consumes("set-0", c="1")])], pool="p", driver="other.example.com"
    )
    other_counters = resource_slice(
        "b-counters", None, pool="p", driver="other.example.com", sharedCounters=[counter_set("set-0", c="1")]
    )
    for s in (mine_counters, other_counters):
        s["spec"]["nodeName"] = "node-1"
        s["spec"]["pool"]["resourceSliceCount"] = 2
    for s in (mine, other):
        s["spec"]["pool"]["resourceSliceCount"] = 2
    klass = {"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass", "metadata": {"name": "any"}, "spec": {}}
    case = _table_case(
        _release("1.37", partitionable=True),
        [mine, mine_counters, other, other_counters],
        [claim(request("gpu", class_name="any", count=2, mode="ExactCount"))],
    )
    case["classes"] = [klass]
    kind, outcome = run(case)
    assert kind == "allocated"
    assert sorted(r.driver for r in outcome.results[0]) == ["gpu.example.com", "other.example.com"]


def _tainted_first(release: str, tainted: bool = True) -> dict:
    # three devices of one counter set (2 counters, 1 taken by the allocated dev-2); dev-0 may be tainted
    taints = [{"key": "t", "effect": "NoSchedule"}] if tainted else []
    devices = [
        device("dev-0", consumesCounters=[consumes("set-0", c="1")], taints=taints),
        device("dev-1", consumesCounters=[consumes("set-0", c="1")]),
        device("dev-2", consumesCounters=[consumes("set-0", c="1")]),
    ]
    shared = [counter_set("set-0", c="2")]
    if release == "1.34":  # the counters beside the devices
        slices = [resource_slice("slice-0", devices, sharedCounters=shared)]
    else:  # a slice of counters in the devices' pool
        counters = resource_slice("slice-1", None, slice_count=2, pool="node-1", sharedCounters=shared)
        counters["spec"]["nodeName"] = "node-1"
        slices = [resource_slice("slice-0", devices, slice_count=2), counters]
    return _table_case(
        _release(release, partitionable=True, taints=True),
        slices,
        [claim(request("gpu", count=1, mode="ExactCount"))],
        allocated=[[GPU, "node-1", "dev-2"]],
    )


@pytest.mark.parametrize(
    ("release", "tainted", "kind"),
    [("1.34", True, "unsatisfiable"), ("1.34", False, "allocated"), ("1.35", True, "unsatisfiable")]
    + [("1.36", True, "allocated"), ("1.37", True, "allocated")],
)
def test_up_to_1_35_a_refused_device_keeps_the_counters_it_took(release: str, tainted: bool, kind: str) -> None:
    # allocateDevice takes dev-0's counter, then refuses it for its taint; up to 1.35 without giving it back
    # (allocator_experimental.go, incubating too), so dev-1 finds none left; 1.36's rollbackDevice gives it back
    assert run(_tainted_first(release, tainted))[0] == kind


def _distinct_over_three(release: str) -> dict:
    # one request of two devices, then another: the idx values 0, 1 and 0 again
    devices = [device(f"dev-{i}", attributes={"idx": i % 2}) for i in range(3)]
    two = request("a", count=2, mode="ExactCount")
    one = request("b", count=1, mode="ExactCount", selector='device.attributes["gpu.example.com"].idx == 0')
    return _table_case(
        _release(release, binding=True),
        [resource_slice("slice-0", devices)],
        [claim(two, one, constraints=[{"distinctAttribute": "gpu.example.com/idx"}])],
    )


@pytest.mark.parametrize(("release", "kind"), [("1.36", "allocated"), ("1.37", "unsatisfiable")])
def test_from_1_37_distinct_attribute_compares_with_every_device(release: str, kind: str) -> None:
    # a takes dev-0 (idx 0) and dev-1 (idx 1); up to 1.36 the constraint remembers a's last value only (1), so
    # b's dev-2 (idx 0) passes; 1.37.2's constraint keeps every device's value (constraint.go) and refuses it
    assert run(_distinct_over_three(release))[0] == kind


def test_1_34_fails_at_an_invalid_pool_in_its_walk() -> None:
    # 1.34 errors out where its walk meets an invalid pool (from 1.35 the pool is passed over)
    twice = resource_slice("slice-0", [device("dev-0"), device("dev-0")], pool="pool-a")
    other = resource_slice("slice-1", [device("dev-1")], pool="pool-b")
    for release, want in (("1.34", "error"), ("1.35", "allocated")):
        kind, outcome = run(
            _table_case(_release(release), [twice, other], [claim(request("gpu", count=1, mode="ExactCount"))])
        )
        assert kind == want
        if release == "1.34":
            assert outcome.error == "pool pool-a is invalid: duplicate device name dev-0"


def _shared_then_all(release: str) -> dict:
    # req-0 takes dev-0 whole (shareable, 1Gi); req-1 wants all of the class's devices, dev-0 again first
    shared = device("dev-0", attributes={"model": "a"}, capacity={"mem": "1Gi"}, allowMultipleAllocations=True)
    pool_a = resource_slice("slice-0", [shared, device("dev-1", attributes={"model": "a"})], pool="pool-0")
    pool_b = resource_slice("slice-1", [device("dev-2", attributes={"model": "b"})], pool="pool-1")
    requests = [request("req-0", count=1, mode="ExactCount"), request("req-1", mode="All")]
    return _table_case(
        _release(release, consumable=True),
        [pool_a, pool_b],
        [claim(*requests, constraints=[{"matchAttribute": "gpu.example.com/model"}])],
        allocated=[[GPU, "pool-0", "dev-1"]],
    )


@pytest.mark.parametrize(("release", "kind"), [("1.35", "unsatisfiable"), ("1.36", "error"), ("1.37", "error")])
def test_from_1_36_a_device_refused_for_capacity_leaves_no_constraint_behind(release: str, kind: str) -> None:
    # req-1 adds dev-0 to the constraint, then finds its capacity taken. Up to 1.35 the constraint keeps it, so
    # after req-0 moves on to dev-2 (model b) nothing fits; 1.36's rollbackDevice removes it, and req-1 then
    # fails to add dev-0 beside dev-2: "All" makes that an error
    got, outcome = run(_shared_then_all(release))
    assert got == kind
    if kind == "error":
        assert outcome.error.endswith(
            "cannot add device gpu.example.com/pool-0/dev-0 because a claim constraint would not be satisfied"
        )


def _upstream(name: str, release: str) -> dict:
    """Upstream's TestAllocator case ``name`` (v0.37.2's table) as the release's allocator runs it."""
    (case,) = [c for c in TABLE["cases"] if c["name"] == name]
    return dict(case, features=_release(release, **case["features"]))


@pytest.mark.parametrize(
    ("name", "consumed", "error"),
    [
        (
            "consumable-capacity-range-policy-request-above-int64-rejected",
            0,  # Value() of 2^64 wraps to 0
            "claim claim-0, request req-0: checking capacity for device driver-a/pool-1/device-1: capacity "
            '"capacity-0": capacity request cannot be represented in the device\'s range arithmetic: request '
            "18446744073709551616 exceeds MaxInt64",
        ),
        (
            "consumable-capacity-range-policy-rounded-value-overflow-rejected",
            -(2**63),  # MaxInt64 rounded up to the next step of 2 wraps
            "claim claim-0, request req-0: checking capacity for device driver-a/pool-1/device-1: capacity "
            '"capacity-0": capacity request cannot be represented in the device\'s range arithmetic: rounding '
            "request 9223372036854775807 up to the next step passes MaxInt64",
        ),
        (
            "consumable-capacity-range-policy-allocation-mode-all-overflow-aborts",
            0,
            'claim claim-0, request req-0: checking capacity for device device-1: capacity "capacity-0": '
            "capacity request cannot be represented in the device's range arithmetic: request 18446744073709551616 "
            "exceeds MaxInt64",  # the "All" pre-scan names the device by its name alone
        ),
        (
            "consumable-capacity-negative-request-aborts",
            -5,
            "claim claim-0, request req-0: checking capacity for device driver-a/pool-1/device-1: capacity "
            '"capacity-0": capacity value is negative',
        ),
    ],
)
def test_from_1_37_a_capacity_request_out_of_int64_aborts(name: str, consumed: int, error: str) -> None:
    # 1.37.2's CmpRequestOverCapacity aborts (errCapacityRequestNotRepresentable, errNegativeCapacity); up to
    # 1.36 Value()'s int64 wraps and the device is allocated with what it wraps to (the oracle, 1.34.13-1.36.6)
    for release in ("1.34", "1.35", "1.36"):
        kind, outcome = run(_upstream(name, release))
        assert kind == "allocated", release
        assert [r.consumed for r in outcome.results[0]] == [(("capacity-0", consumed),)], release
    kind, outcome = run(_upstream(name, "1.37"))
    assert (kind, outcome.error) == ("error", error)


def test_1_35_keys_the_counters_by_the_pool_name_alone() -> None:
    # checkAvailableCounters at 1.35.10 keys availableCounters and consumedCounters by pool.PoolID.Pool: driver
    # b's pool-1 is compared with driver a's cached counters (c: 1, taken), so device-2 is refused
    name = "partitionable-devices-counter-cache-scoped-by-pool-ID"
    assert [run(_upstream(name, release))[0] for release in ("1.35", "1.36")] == ["unsatisfiable", "allocated"]
    # and the other way round: device-2's own counter set (d: 1 < 2) is never compared at 1.35
    name = "partitionable-devices-counter-cache-not-crossed-between-driver-schemas"
    assert [run(_upstream(name, release))[0] for release in ("1.35", "1.36")] == ["allocated", "unsatisfiable"]


@pytest.mark.parametrize(
    ("release", "kind"),
    [("1.35", "allocated"), ("1.36", "unsatisfiable"), ("1.37", "allocated")],
)
def test_a_shared_device_with_a_share_allocated_and_its_counters(release: str, kind: str) -> None:
    # device-1 (shareable) has a share allocated (a shareID, no consumed capacity) and consumes the pool's only
    # counter. Up to 1.35 only devices allocated whole consume counters, so it is free again; 1.36 counts the
    # share's counters and refuses another share; 1.37's deviceCapacityInUse sees the share and skips the
    # counter check, as for any further share
    assert run(_upstream("partitionable-consumable-capacity-shared-device-counter-not-recharged", release))[0] == kind


@pytest.mark.parametrize(("release", "kind"), [("1.36", "unsatisfiable"), ("1.37", "allocated")])
def test_from_1_37_match_attribute_gives_back_the_intersection_on_backtracking(release: str, kind: str) -> None:
    # device-1 [v1 v2] then device-2 [v1] narrow the intersection to {v1}; device-2 is taken back, but up to
    # 1.36 the intersection stays {v1}, so device-3 and device-4 [v2] never fit; 1.37's intersectionStack pops
    name = "list-attributes-match-constraint-backtrack-needs-intersection-restore"
    assert run(_upstream(name, release))[0] == kind
