"""semantics/allocator/filters: requests judged against published devices as the scheduler's allocator
filters them (upstream structured/internal/{incubating,experimental}), and cross-checked against
the pool-status oracle (poolstatus.compute) where both count the same devices."""

from __future__ import annotations

import copy
import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.semantics import gates
from dra_conform.semantics.allocator import AllocatedState, Features, Inventory
from dra_conform.semantics.allocator.filters import Analysis, Classes
from dra_conform.semantics.allocator.published import Published
from dra_conform.semantics.poolstatus import Inputs, compute
from tests.builders import (
    DRIVER_SELECTOR,
    GPU,
    allocated,
    claim,
    consumes,
    counter_set,
    device,
    device_class,
    request,
    resource_slice,
    template,
)

CLASS = device_class()
STATUS_REQUEST = {"kind": "ResourcePoolStatusRequest", "spec": {"driver": GPU}}


def gpu(name, model="A100", **fields):
    # every device here has a model: the messages name the models published
    return device(name, attributes={"model": model}, **fields)


def analyse(slices, claim_obj, classes=(CLASS,), rules=(), claims=(), feature_gates="", version="1.37"):
    features = Features.of(gates.parse(feature_gates), version)
    inventory = Inventory.of([copy.deepcopy(s) for s in slices], rules if features.taint_rules else ())
    published = Published(inventory, AllocatedState.of_claims(claims), features)
    return Analysis(published, Classes.of(classes)).claim(claim_obj)


def one(slices, wanted, **kw):
    (verdict,) = analyse(slices, claim(wanted), **kw)
    return verdict


# --- plain devices -----------------------------------------------------------------------------------


def test_the_issue_example_word_for_word():
    slices = [resource_slice(f"node-{n}", [gpu(f"gpu-{i}") for i in range(8)], node=f"node-{n}") for n in (1, 2)]
    verdict = one(slices, request(selector=f'device.attributes["{GPU}"].model == "H100"'))
    assert verdict.satisfiable is False
    assert verdict.message() == (
        f"request gpu: 0 of 16 devices published by {GPU} match; 16 fail "
        f'`device.attributes["{GPU}"].model == "H100"` (models published: A100)'
    )


def test_a_match_is_a_note_with_counts():
    slices = [
        resource_slice("s", [gpu("gpu-0"), gpu("gpu-1", "A30")]),
        resource_slice("cpu", [gpu("cpu-0")], driver="cpu.example.com", node="node-1", pool="cpu"),
    ]
    verdict = one(slices, request(selector=f'device.attributes["{GPU}"].model == "A30"'))
    assert verdict.satisfiable is True
    assert verdict.message() == f"request gpu: 1 of 2 devices published by {GPU} match on node node-1"


def test_too_few_on_any_one_node():
    slices = [resource_slice(f"node-{n}", [gpu(f"gpu-{i}") for i in range(4)], node=f"node-{n}") for n in (1, 2, 3)]
    verdict = one(slices, request(count=6))
    assert verdict.satisfiable is False
    assert "asks for 6 devices; 12 of 12 devices published by gpu.example.com match" in verdict.message()
    assert "at most 4 on one node (node-1: 4, node-2: 4, node-3: 4)" in verdict.message()
    assert one(slices, request(count=4)).satisfiable is True


def test_devices_for_all_nodes_count_on_every_node():
    slices = [
        resource_slice("local", [gpu("gpu-0")], node="node-1"),
        resource_slice("shared", [gpu("net-0"), gpu("net-1")], node=None, pool="fabric", allNodes=True),
    ]
    assert one(slices, request(count=3)).satisfiable is True
    assert one(slices, request(count=4)).satisfiable is False


def test_per_device_node_selection():
    devices = [gpu("gpu-0", nodeName="node-1"), gpu("gpu-1", nodeName="node-2"), gpu("gpu-2", allNodes=True)]
    slices = [resource_slice("s", devices, node=None, pool="p", perDeviceNodeSelection=True)]
    assert one(slices, request(count=2)).satisfiable is True
    verdict = one(slices, request(count=3))
    assert verdict.satisfiable is False
    assert "at most 2 on one node (node-1: 2, node-2: 2)" in verdict.message()


def test_node_selector_devices_may_be_anywhere():
    selector = {"nodeSelectorTerms": [{"matchExpressions": [{"key": "gpu", "operator": "Exists"}]}]}
    slices = [
        resource_slice("s", [gpu("gpu-0"), gpu("gpu-1")], node=None, pool="p", nodeSelector=selector),
        resource_slice("n1", [gpu("gpu-2")], node="node-1"),
    ]
    assert one(slices, request(count=3)).satisfiable is True  # counted optimistically on every node


def test_count_above_the_claim_limit():
    verdict = one([resource_slice("s", [gpu(f"gpu-{i}") for i in range(40)])], request(count=33))
    assert verdict.satisfiable is False
    assert "exceeds the claim limit of 32" in verdict.message()


def test_incomplete_and_older_pools():
    slices = [
        resource_slice("a", [gpu("gpu-0")], slice_count=2),
        resource_slice("old", [gpu("gpu-9")], pool="p2", generation=1),
        resource_slice("new", [gpu("gpu-8")], pool="p2", generation=2),
    ]
    verdict = one(slices, request(count=2))
    assert verdict.satisfiable is False
    assert "pool gpu.example.com/node-1 is incomplete (1 of 2 slices at generation 1)" in verdict.message()
    assert "2 of 2 devices" in verdict.message()  # the old generation's device is not counted


def test_duplicate_device_names_make_a_pool_invalid():
    verdict = one([resource_slice("a", [gpu("gpu-0"), gpu("gpu-0")])], request())
    assert verdict.satisfiable is False
    assert "invalid: duplicate device name gpu-0" in verdict.message()


def test_v1beta1_requests_are_read_flat():
    flat = request(count=2, v1beta1=True)
    (verdict,) = analyse([resource_slice("s", [gpu("gpu-0")])], claim(flat, api_version="resource.k8s.io/v1beta1"))
    assert verdict.satisfiable is False
    assert verdict.request.path == ("spec", "devices", "requests", 0)


def test_templates_are_judged_like_claims():
    published = Published(Inventory.of([resource_slice("s", [gpu("gpu-0")])]), AllocatedState(), Features())
    (verdict,) = Analysis(published, Classes.of([CLASS])).claim(template(request(count=2)))
    assert verdict.satisfiable is False
    assert verdict.verdicts[0].want.path == ("spec", "spec", "devices", "requests", 0, "exactly")


# --- classes and CEL ---------------------------------------------------------------------------------


def test_class_selectors_narrow_the_base_and_say_so():
    gpu_class = device_class(selector=[DRIVER_SELECTOR, f'device.attributes["{GPU}"].model.startsWith("A")'])
    slices = [resource_slice("s", [gpu("gpu-0"), gpu("gpu-1", "H100")])]
    verdict = one(slices, request(count=2), classes=[gpu_class])
    assert verdict.satisfiable is False
    assert (
        "1 of 2 devices published by gpu.example.com match; 1 fail the class's "
        f'`device.attributes["{GPU}"].model.startsWith("A")` (models published: H100)'
    ) in verdict.message()


def test_a_class_selecting_nothing_counts_from_every_device():
    slices = [resource_slice("s", [gpu("cpu-0")], driver="cpu.example.com")]
    verdict = one(slices, request())
    assert verdict.message() == (
        "request gpu: 0 of 1 device published match; 1 fail the class's "
        f'`device.driver == "{GPU}"` (drivers published: cpu.example.com)'
    )


def test_runtime_errors_are_no_match_and_are_recorded():
    slices = [resource_slice("s", [gpu("gpu-0"), device("gpu-1")])]
    (verdict,) = analyse(slices, claim(request(selector=f'device.attributes["{GPU}"].model == "A100"')))
    assert verdict.satisfiable is True
    (error,) = verdict.verdicts[0].errors
    assert (error.owner, error.selector, error.device, error.text) == (
        "claim default/c",
        0,
        "node-1/gpu-1",
        "no such key: model",
    )
    assert verdict.verdicts[0].steps == [
        f'1 fail `device.attributes["{GPU}"].model == "A100"`, 1 of them with a CEL '
        "runtime error (no such key: model on node-1/gpu-1)"
    ]


def test_unconvertible_attributes_fail_every_selector_as_upstream():
    bad = device("gpu-1", attributes={"driverVersion": {"version": "v1"}})
    (verdict,) = analyse([resource_slice("s", [bad])], claim(request()))
    assert verdict.satisfiable is False
    assert verdict.verdicts[0].errors[0].owner == f"class {GPU}"
    assert "parse semantic version" in verdict.verdicts[0].errors[0].text


def test_a_missing_class_gives_upper_bounds_without_class_errors():
    slices = [
        resource_slice("s", [gpu("gpu-0")]),
        resource_slice("c", [device("cpu-0")], driver="cpu.example.com", pool="c"),
    ]
    (verdict,) = analyse(
        slices, claim(request(selector=f'device.attributes["{GPU}"].model == "A100"', class_name="nope"))
    )
    assert verdict.satisfiable is True
    assert verdict.verdicts[0].class_missing
    assert verdict.verdicts[0].errors == []  # the class would have kept the scheduler off the cpu device
    assert "no DeviceClass nope is given" in verdict.message()


def test_without_classes_the_drivers_a_request_names_stand_in():
    slices = [
        resource_slice("s", [gpu("gpu-0")]),
        resource_slice("c", [device("cpu-0")], driver="cpu.example.com", pool="c"),
    ]
    named = request(count=2, selector=f'device.attributes["{GPU}"].model == "A100"')
    verdict = one(slices, named, classes=())
    assert verdict.satisfiable is False
    assert verdict.message() == (
        f"request gpu: asks for 2 devices; 1 of 1 device published by {GPU} match; "
        f"DeviceClass {GPU} is not in the run: its selectors are not applied, so the counts "
        "are upper bounds"
    )
    verdict = one(slices, request(count=2), classes=())
    assert verdict.satisfiable is None  # names no driver: other drivers' devices say nothing about it
    assert "the request names no driver whose devices the run publishes" in verdict.message()


def test_selectors_dra_conform_cannot_evaluate_count_as_possible_matches(monkeypatch):
    # without the RE2 wheel (the zipapp) matches() is not evaluated: the device is "not judged"
    from dra_conform.semantics.cel import regex

    monkeypatch.setattr(regex, "_engine", lambda: None)
    monkeypatch.setattr(regex, "compiled", functools.lru_cache(maxsize=1024)(regex.compiled.__wrapped__))
    slices = [resource_slice("s", [gpu("gpu-0"), gpu("gpu-1", "A30")])]
    model = f'device.attributes["{GPU}"].model'
    unknown = f'{model} == "A30" || {model}.matches({model} + "+$")'
    verdict = one(slices, request(count=1, selector=unknown))
    assert verdict.satisfiable is True  # gpu-1 matches whatever gpu-0 does
    verdict = one(slices, request(count=2, selector=unknown))
    assert verdict.satisfiable is None  # enough only if gpu-0 matches too: not a warning, not a pass
    assert "(1 of them not judged: " in verdict.message()
    assert one(slices, request(count=3, selector=unknown)).satisfiable is False  # too few even so


# --- taints --------------------------------------------------------------------------------------------

TAINT = {"key": "example.com/unhealthy", "value": "true", "effect": "NoSchedule"}


def test_taints_without_tolerations():
    slices = [resource_slice("s", [gpu("gpu-0", taints=[TAINT]), gpu("gpu-1", taints=[{**TAINT, "effect": "None"}])])]
    verdict = one(slices, request(count=2))
    assert verdict.satisfiable is False
    assert (
        "1 of them has a taint the request does not tolerate (example.com/unhealthy=true:NoSchedule on node-1/gpu-0)"
    ) in verdict.message()
    assert one(
        slices, request(count=2, tolerations=[{"key": "example.com/unhealthy", "operator": "Exists"}])
    ).satisfiable
    assert one(slices, request(count=2, tolerations=[{"key": "example.com/unhealthy", "value": "true"}])).satisfiable
    assert not one(slices, request(count=2, tolerations=[{"key": "example.com/unhealthy", "value": "no"}])).satisfiable
    assert one(slices, request(count=2), feature_gates="DRADeviceTaints=false").satisfiable


def test_device_taint_rules():
    rule = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "DeviceTaintRule",
        "metadata": {"name": "drain"},
        "spec": {"deviceSelector": {"driver": GPU, "pool": "node-1"}, "taint": TAINT},
    }
    slices = [resource_slice("s", [gpu("gpu-0"), gpu("gpu-1")])]
    verdict = one(slices, request(), rules=[rule])
    assert verdict.satisfiable is False
    assert "(DeviceTaintRule drain)" in verdict.message()
    assert one(slices, request(), rules=[rule], feature_gates="DRADeviceTaintRules=false").satisfiable
    assert one(slices, request(), rules=[{**rule, "spec": {"taint": TAINT}}]).satisfiable  # no selector: no device


# --- allocationMode All --------------------------------------------------------------------------------


def test_all_takes_every_matching_device_or_none():
    slices = [resource_slice("s", [gpu("gpu-0"), gpu("gpu-1", taints=[TAINT])])]
    assert one(
        slices,
        request(
            mode="All",
            selector=f'device.attributes["{GPU}"].model == "A100"',
            tolerations=[{"operator": "Exists"}],
        ),
    ).satisfiable
    verdict = one(slices, request(mode="All"))
    assert verdict.satisfiable is False
    assert "node-1/gpu-1 has a taint the request does not tolerate" in verdict.message()


def test_all_fails_above_the_claim_limit_and_on_an_incomplete_pool():
    many = [resource_slice("s", [gpu(f"gpu-{i}") for i in range(33)])]
    assert "more than the 32 a claim can get" in one(many, request(mode="All")).message()
    other = resource_slice("cpu", [device("cpu-0")], driver="cpu.example.com", pool="cpu", slice_count=2)
    verdict = one([resource_slice("s", [gpu("gpu-0")]), other], request(mode="All"))
    assert verdict.satisfiable is False  # any pool for the node, of any driver (validateDeviceRequest)
    assert "while pool cpu.example.com/cpu is incomplete" in verdict.message()


def test_all_needs_one_device():
    verdict = one(
        [resource_slice("s", [gpu("gpu-0")])],
        request(mode="All", selector=f'device.attributes["{GPU}"].model == "H100"'),
    )
    assert verdict.satisfiable is False
    assert "All needs at least one" in verdict.message()


# --- firstAvailable -----------------------------------------------------------------------------------


def test_first_available_takes_the_first_subrequest_that_fits():
    wanted = {
        "name": "gpu",
        "firstAvailable": [
            {"name": "big", "deviceClassName": GPU, "count": 4},
            {"name": "small", "deviceClassName": GPU, "count": 2},
        ],
    }
    verdict = one([resource_slice("s", [gpu("gpu-0"), gpu("gpu-1")])], wanted)
    assert verdict.satisfiable is True
    assert verdict.message().startswith(
        "request gpu: the scheduler takes subrequest small (subrequest big: asks for 4 devices; 2 of 2 devices"
    )
    wanted["firstAvailable"][1]["count"] = 3
    verdict = one([resource_slice("s", [gpu("gpu-0"), gpu("gpu-1")])], wanted)
    assert verdict.satisfiable is False
    assert verdict.message().startswith("request gpu: none of its 2 subrequests can be satisfied: subrequest big:")


def test_first_available_needs_its_gate():
    wanted = {"name": "gpu", "firstAvailable": [{"name": "one", "deviceClassName": GPU}]}
    verdict = one([resource_slice("s", [gpu("gpu-0")])], wanted, feature_gates="DRAPrioritizedList=false")
    assert verdict.satisfiable is False
    assert "DRAPrioritizedList feature is off" in verdict.message()


# --- partitionable devices (shared counters) -------------------------------------------------------------


def partitions(extra_full=0):
    """One physical GPU of 80Gi: a full device, two halves, four quarters, all drawing on one counter set."""

    def part(name, profile, memory):
        return device(name, attributes={"profile": profile}, consumesCounters=[consumes("gpu-0", memory=memory)])

    devices = [part("full", "full", "80Gi"), part("half-0", "half", "40Gi"), part("half-1", "half", "40Gi")]
    devices += [part(f"quarter-{i}", "quarter", "20Gi") for i in range(4)]
    counters = resource_slice("counters", slice_count=2, sharedCounters=[counter_set("gpu-0", memory="80Gi")])
    parts = resource_slice("parts", devices, slice_count=2, partitionTypeAttribute=f"{GPU}/profile")
    return [counters, parts]


def profile(name):
    return [f'device.attributes["{GPU}"].profile == "{name}"']


def test_shared_counters_limit_devices_taken_together():
    slices = partitions()
    assert one(slices, request(count=2, selector=profile("half"))).satisfiable is True
    assert one(slices, request(count=4, selector=profile("quarter"))).satisfiable is True
    verdict = one(slices, request(count=5))
    assert verdict.satisfiable is False
    assert "their shared counters let at most 4 be allocated together" in verdict.message()
    assert "(pool gpu.example.com/node-1, counter set gpu-0: memory 80Gi)" in verdict.message()


def test_shared_counters_search_beyond_the_greedy_pick():
    # Cheapest first takes `mid` (a=1, b=1), after which neither `left` (a=2) nor `right` (b=2) fits;
    # left + right together use both counters exactly: the search finds the pair the greedy pick misses.
    def part(name, **cost):
        return device(name, consumesCounters=[consumes("s", **cost)])

    counters = resource_slice("c", pool="p", slice_count=2, sharedCounters=[counter_set("s", a="2", b="2")])
    parts = resource_slice(
        "d", [part("mid", a="1", b="1"), part("left", a="2"), part("right", b="2")], pool="p", slice_count=2
    )
    assert one([counters, parts], request(count=2)).satisfiable is True
    verdict = one([counters, parts], request(count=3))
    assert verdict.satisfiable is False
    assert "their shared counters let at most 2 be allocated together" in verdict.message()


def test_counters_of_several_gpus_add_up():
    halves = [
        device(f"g{n}-half-{i}", attributes={"profile": "half"}, consumesCounters=[consumes(f"gpu-{n}", memory="40Gi")])
        for n in range(4)
        for i in range(3)
    ]  # three halves of each GPU published, two fit
    counters = resource_slice(
        "c", slice_count=2, sharedCounters=[counter_set(f"gpu-{n}", memory="80Gi") for n in range(4)]
    )
    parts = resource_slice("d", halves, slice_count=2)
    assert one([counters, parts], request(count=8)).satisfiable is True
    verdict = one([counters, parts], request(count=9))
    assert verdict.satisfiable is False
    assert "their shared counters let at most 8 be allocated together" in verdict.message()


def test_a_counter_search_too_wide_is_not_judged():
    costs = [device(f"d{i}", consumesCounters=[consumes("s", a=str(i + 1))]) for i in range(70)]
    counters = resource_slice("c", pool="p", slice_count=2, sharedCounters=[counter_set("s", a="10")])
    verdict = one([counters, resource_slice("d", costs, pool="p", slice_count=2)], request(count=5))
    assert verdict.satisfiable is None  # 1+2+3+4 = 10 is the most; 70 kinds of device are more than it searches
    assert "not judged (search budget)" in verdict.message()


def test_partition_counts_agree_with_the_pool_status_oracle():
    slices = partitions()
    (pool,) = compute(STATUS_REQUEST, Inputs(copy.deepcopy(slices), []))["pools"]
    for summary in pool["partitionSummary"]:
        allocatable = summary["allocatable"]
        assert one(slices, request(count=allocatable, selector=profile(summary["type"]))).satisfiable is True
        assert one(slices, request(count=allocatable + 1, selector=profile(summary["type"]))).satisfiable is False


def test_counters_of_allocated_devices_are_taken_now():
    slices = partitions()
    other = claim(request(), name="other", status=allocated("half-0"))
    (verdict,) = analyse(slices, claim(request(count=3, selector=profile("quarter"))), claims=[other])
    assert verdict.satisfiable is True
    assert verdict.verdicts[0].now is not None and verdict.verdicts[0].now.startswith("not now")


# --- shareable devices (consumable capacity) -----------------------------------------------------------------


def nic(**policy):
    capacity = {"bandwidth": {"value": "10G", "requestPolicy": {"default": "1G", **policy}}}
    return device("nic-0", capacity=capacity, allowMultipleAllocations=True)


RANGE = {"validRange": {"min": "1G", "max": "10G", "step": "1G"}}
SHARE = "1b4e28ba-2fa1-11d2-883f-0016d3cca427"


def test_shareable_devices_give_several_shares():
    slices = [resource_slice("s", [nic(**RANGE)])]
    want = {"capacity": {"requests": {"bandwidth": "4G"}}}
    assert one(slices, request(count=2, **want)).satisfiable is True  # two shares of one device
    verdict = one(slices, request(count=3, **want))
    assert verdict.satisfiable is False
    assert one(slices, request(count=10)).satisfiable is True  # the default, 1G a share
    assert one(slices, request(count=1, capacity={"requests": {"bandwidth": "3500M"}})).satisfiable  # rounded up to 4G


def test_fractional_ranges_in_milli_units_with_their_gate():
    policy = {"validRange": {"min": "500m", "max": "4", "step": "250m"}}
    slices = [
        resource_slice(
            "s",
            [
                device(
                    "nic-0",
                    capacity={"queues": {"value": "4", "requestPolicy": {"default": "1", **policy}}},
                    allowMultipleAllocations=True,
                )
            ],
        )
    ]
    want = {"capacity": {"requests": {"queues": "600m"}}}
    # With the gate, 600m rounds up to 750m: five shares of 4. Without it, whole numbers: min 1, step 1, 4 shares.
    assert one(slices, request(count=5, **want), feature_gates="DRAFractionalCapacityRange=true").satisfiable is True
    assert one(slices, request(count=5, **want)).satisfiable is False
    assert one(slices, request(count=4, **want)).satisfiable is True


def test_capacity_requests_a_device_cannot_meet():
    slices = [resource_slice("s", [nic(**RANGE), device("plain", capacity={"memory": "8Gi"})])]
    verdict = one(slices, request(capacity={"requests": {"bandwidth": "11G"}}))
    assert verdict.satisfiable is False
    assert "they lack the capacity capacity.requests asks for (bandwidth)" in verdict.message()
    assert one(slices, request(capacity={"requests": {"memory": "8Gi"}})).satisfiable  # a plain device: up to its value
    assert not one(slices, request(capacity={"requests": {"memory": "9Gi"}})).satisfiable
    valid = [resource_slice("s", [nic(validValues=["1G", "5G"])])]
    assert not one(valid, request(capacity={"requests": {"bandwidth": "6G"}})).satisfiable


def test_shares_of_other_claims_use_capacity_now():
    slices = [resource_slice("s", [nic(**RANGE)])]
    shares = allocated("nic-0", request="nic", shareID=SHARE, consumedCapacity={"bandwidth": "8G"})
    other = claim(request(), name="other", status=shares)
    (verdict,) = analyse(slices, claim(request(capacity={"requests": {"bandwidth": "4G"}})), claims=[other])
    assert verdict.satisfiable is True and verdict.verdicts[0].now.startswith("not now")
    (verdict,) = analyse(slices, claim(request(capacity={"requests": {"bandwidth": "2G"}})), claims=[other])
    assert verdict.verdicts[0].now is None


def test_shareable_summary_of_the_oracle_agrees():
    slices = [resource_slice("s", [nic(**RANGE), {**nic(**RANGE), "name": "nic-1"}])]
    shares = allocated("nic-0", request="nic", shareID=SHARE, consumedCapacity={"bandwidth": "6G"})
    other = claim(request(), name="other", status=shares)
    (pool,) = compute(STATUS_REQUEST, Inputs(copy.deepcopy(slices), [other]))["pools"]
    (bandwidth,) = pool["shareableSummary"]["capacity"]
    assert bandwidth["available"] == "14G"
    # Of the 14G left, 4G on nic-0 and 10G on nic-1: three 4G shares now (1 + 2), four when nothing is taken.
    fits = {"capacity": {"requests": {"bandwidth": "4G"}}}
    (verdict,) = analyse(slices, claim(request(count=3, **fits)), claims=[other])
    assert verdict.satisfiable is True and verdict.verdicts[0].now is None
    (verdict,) = analyse(slices, claim(request(count=4, **fits)), claims=[other])
    assert verdict.satisfiable is True and verdict.verdicts[0].now.startswith("not now")
    (verdict,) = analyse(slices, claim(request(count=5, **fits)), claims=[other])
    assert verdict.satisfiable is False


# --- allocated devices ---------------------------------------------------------------------------------------


def test_devices_allocated_to_other_claims_say_not_now():
    slices = [resource_slice("s", [gpu("gpu-0"), gpu("gpu-1")])]
    other = claim(request(), name="other", status=allocated("gpu-0"))
    (verdict,) = analyse(slices, claim(request(count=2)), claims=[other])
    assert verdict.satisfiable is True
    assert verdict.verdicts[0].now.startswith(
        "not now: 1 of the 2 usable devices are allocated to other claims (default/other)"
    )
    admin = request(count=2, adminAccess=True)
    (verdict,) = analyse(slices, claim(admin), claims=[other])
    assert verdict.verdicts[0].now is None  # admin access uses devices in use


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["free", "allocated", "NoSchedule", "NoExecute", "None"]), min_size=1, max_size=8))
def test_available_devices_agree_with_the_pool_status_oracle(states):
    """The oracle's availableDevices (not allocated, not tainted) is how many devices the allocator can
    give now to a request that matches every device and tolerates nothing. (A device both allocated and
    tainted is left out: the oracle subtracts it twice, as the controller's arithmetic does.)"""
    published = [
        gpu(f"gpu-{i}", **({"taints": [{**TAINT, "effect": state}]} if state[0].isupper() else {}))
        for i, state in enumerate(states)
    ]
    slices = [resource_slice("s", published)]
    taken = [f"gpu-{i}" for i, state in enumerate(states) if state == "allocated"]
    claims = [claim(request(), name="other", status=allocated(*taken))] if taken else []
    (pool,) = compute(STATUS_REQUEST, Inputs(copy.deepcopy(slices), copy.deepcopy(claims)))["pools"]
    available = pool["availableDevices"]
    if available:
        (verdict,) = analyse(slices, claim(request(count=available)), claims=claims)
        assert verdict.satisfiable and not (verdict.verdicts[0].now or "").startswith("not now")
    (verdict,) = analyse(slices, claim(request(count=available + 1)), claims=claims)
    assert verdict.satisfiable is False or verdict.verdicts[0].now.startswith("not now")
    assert verdict.verdicts[0].candidates == pool["totalDevices"] - pool["unavailableDevices"]


@pytest.mark.parametrize(
    "bad", [{"count": -1}, {"allocationMode": "Sometimes"}, {"deviceClassName": ""}, {"selectors": [{"cel": None}]}]
)
def test_malformed_requests_are_left_to_the_validation_rules(bad):
    assert analyse([resource_slice("s", [gpu("gpu-0")])], claim(request(**bad))) == []


def test_a_slice_the_apiserver_refuses_is_not_counted():
    """A slice whose node selector does not parse (operator "IN") is refused by the apiserver: the allocator
    never sees it, and the filter counts no longer do either. They used to count it, so its pool's problem
    (invalid: a counter set not found) stopped every `allocationMode: All` request on every node, of any
    driver, as in the corpus's multihost-tpu example next to dranet's RDMA claim."""
    refused = resource_slice(
        "tpu",
        [
            gpu(
                "tpu-0",
                consumesCounters=[consumes("missing", c="1")],
                nodeSelector={
                    "nodeSelectorTerms": [{"matchExpressions": [{"key": "k", "operator": "IN", "values": ["a"]}]}]
                },
            )
        ],
        node=None,
        pool="tpu-pool",
        driver="tpu.example.com",
        perDeviceNodeSelection=True,
    )
    verdict = one([resource_slice("s", [gpu("gpu-0")]), refused], request(mode="All"))
    assert verdict.satisfiable is True
    assert (
        verdict.message()
        == f"request gpu: 1 of 1 device published by {GPU} match (all 1 on node node-1 can be allocated together)"
    )
