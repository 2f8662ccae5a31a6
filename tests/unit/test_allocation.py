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

GPU = "gpu.example.com"
CLASS = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "DeviceClass",
    "metadata": {"name": GPU},
    "spec": {"selectors": [{"cel": {"expression": f'device.driver == "{GPU}"'}}]},
}


def device(name, model="A100", **fields):
    return {"name": name, "attributes": {"model": {"string": model}}, **fields}


def slice_(name, devices, node="node-1", pool=None, driver=GPU, count=1, generation=1, **spec):
    where = {"nodeName": node} if node else {}
    return {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceSlice",
        "metadata": {"name": name},
        "spec": {
            "driver": driver,
            **where,
            "pool": {"name": pool or node or name, "generation": generation, "resourceSliceCount": count},
            "devices": devices,
            **spec,
        },
    }


def claim(*requests, name="c", status=None, api="resource.k8s.io/v1"):
    obj = {
        "apiVersion": api,
        "kind": "ResourceClaim",
        "metadata": {"name": name, "namespace": "default"},
        "spec": {"devices": {"requests": list(requests)}},
    }
    if status:
        obj["status"] = status
    return obj


def exact(name="gpu", selectors=(), **fields):
    fields.setdefault("deviceClassName", GPU)
    if selectors:
        fields["selectors"] = [{"cel": {"expression": e}} for e in selectors]
    return {"name": name, "exactly": fields}


def analyse(slices, claim_obj, classes=(CLASS,), rules=(), claims=(), feature_gates="", version="1.37"):
    features = Features.of(gates.parse(feature_gates), version)
    inventory = Inventory.of([copy.deepcopy(s) for s in slices], rules if features.taint_rules else ())
    published = Published(inventory, AllocatedState.of_claims(claims), features)
    return Analysis(published, Classes.of(classes)).claim(claim_obj)


def one(slices, request, **kw):
    (verdict,) = analyse(slices, claim(request), **kw)
    return verdict


# --- plain devices -----------------------------------------------------------------------------------


def test_the_issue_example_word_for_word():
    slices = [slice_(f"node-{n}", [device(f"gpu-{i}") for i in range(8)], node=f"node-{n}") for n in (1, 2)]
    verdict = one(slices, exact(selectors=[f'device.attributes["{GPU}"].model == "H100"']))
    assert verdict.satisfiable is False
    assert verdict.message() == (
        f"request gpu: 0 of 16 devices published by {GPU} match; 16 fail "
        f'`device.attributes["{GPU}"].model == "H100"` (models published: A100)'
    )


def test_a_match_is_a_note_with_counts():
    slices = [
        slice_("s", [device("gpu-0"), device("gpu-1", "A30")]),
        slice_("cpu", [device("cpu-0")], driver="cpu.example.com", node="node-1", pool="cpu"),
    ]
    verdict = one(slices, exact(selectors=[f'device.attributes["{GPU}"].model == "A30"']))
    assert verdict.satisfiable is True
    assert verdict.message() == f"request gpu: 1 of 2 devices published by {GPU} match on node node-1"


def test_too_few_on_any_one_node():
    slices = [slice_(f"node-{n}", [device(f"gpu-{i}") for i in range(4)], node=f"node-{n}") for n in (1, 2, 3)]
    verdict = one(slices, exact(count=6))
    assert verdict.satisfiable is False
    assert "asks for 6 devices; 12 of 12 devices published by gpu.example.com match" in verdict.message()
    assert "at most 4 on one node (node-1: 4, node-2: 4, node-3: 4)" in verdict.message()
    assert one(slices, exact(count=4)).satisfiable is True


def test_devices_for_all_nodes_count_on_every_node():
    slices = [
        slice_("local", [device("gpu-0")], node="node-1"),
        slice_("shared", [device("net-0"), device("net-1")], node=None, pool="fabric", allNodes=True),
    ]
    assert one(slices, exact(count=3)).satisfiable is True
    assert one(slices, exact(count=4)).satisfiable is False


def test_per_device_node_selection():
    devices = [device("gpu-0", nodeName="node-1"), device("gpu-1", nodeName="node-2"), device("gpu-2", allNodes=True)]
    slices = [slice_("s", devices, node=None, pool="p", perDeviceNodeSelection=True)]
    assert one(slices, exact(count=2)).satisfiable is True
    verdict = one(slices, exact(count=3))
    assert verdict.satisfiable is False
    assert "at most 2 on one node (node-1: 2, node-2: 2)" in verdict.message()


def test_node_selector_devices_may_be_anywhere():
    selector = {"nodeSelectorTerms": [{"matchExpressions": [{"key": "gpu", "operator": "Exists"}]}]}
    slices = [
        slice_("s", [device("gpu-0"), device("gpu-1")], node=None, pool="p", nodeSelector=selector),
        slice_("n1", [device("gpu-2")], node="node-1"),
    ]
    assert one(slices, exact(count=3)).satisfiable is True  # counted optimistically on every node


def test_count_above_the_claim_limit():
    verdict = one([slice_("s", [device(f"gpu-{i}") for i in range(40)])], exact(count=33))
    assert verdict.satisfiable is False
    assert "exceeds the claim limit of 32" in verdict.message()


def test_incomplete_and_older_pools():
    slices = [
        slice_("a", [device("gpu-0")], count=2),
        slice_("old", [device("gpu-9")], pool="p2", generation=1),
        slice_("new", [device("gpu-8")], pool="p2", generation=2),
    ]
    verdict = one(slices, exact(count=2))
    assert verdict.satisfiable is False
    assert "pool gpu.example.com/node-1 is incomplete (1 of 2 slices at generation 1)" in verdict.message()
    assert "2 of 2 devices" in verdict.message()  # the old generation's device is not counted


def test_duplicate_device_names_make_a_pool_invalid():
    verdict = one([slice_("a", [device("gpu-0"), device("gpu-0")])], exact())
    assert verdict.satisfiable is False
    assert "invalid: duplicate device name gpu-0" in verdict.message()


def test_v1beta1_requests_are_read_flat():
    request = {"name": "gpu", "deviceClassName": GPU, "count": 2}
    (verdict,) = analyse([slice_("s", [device("gpu-0")])], claim(request, api="resource.k8s.io/v1beta1"))
    assert verdict.satisfiable is False
    assert verdict.request.path == ("spec", "devices", "requests", 0)


def test_templates_are_judged_like_claims():
    template = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceClaimTemplate",
        "metadata": {"name": "t", "namespace": "default"},
        "spec": {"spec": {"devices": {"requests": [exact(count=2)]}}},
    }
    published = Published(Inventory.of([slice_("s", [device("gpu-0")])]), AllocatedState(), Features())
    (verdict,) = Analysis(published, Classes.of([CLASS])).claim(template)
    assert verdict.satisfiable is False
    assert verdict.verdicts[0].want.path == ("spec", "spec", "devices", "requests", 0, "exactly")


# --- classes and CEL ---------------------------------------------------------------------------------


def test_class_selectors_narrow_the_base_and_say_so():
    gpu_class = {
        **CLASS,
        "spec": {
            "selectors": [
                {"cel": {"expression": f'device.driver == "{GPU}"'}},
                {"cel": {"expression": f'device.attributes["{GPU}"].model.startsWith("A")'}},
            ]
        },
    }
    slices = [slice_("s", [device("gpu-0"), device("gpu-1", "H100")])]
    verdict = one(slices, exact(count=2), classes=[gpu_class])
    assert verdict.satisfiable is False
    assert (
        "1 of 2 devices published by gpu.example.com match; 1 fail the class's "
        f'`device.attributes["{GPU}"].model.startsWith("A")` (models published: H100)'
    ) in verdict.message()


def test_a_class_selecting_nothing_counts_from_every_device():
    slices = [slice_("s", [device("cpu-0")], driver="cpu.example.com")]
    verdict = one(slices, exact())
    assert verdict.message() == (
        "request gpu: 0 of 1 device published match; 1 fail the class's "
        f'`device.driver == "{GPU}"` (drivers published: cpu.example.com)'
    )


def test_runtime_errors_are_no_match_and_are_recorded():
    slices = [slice_("s", [device("gpu-0"), {"name": "gpu-1"}])]
    (verdict,) = analyse(slices, claim(exact(selectors=[f'device.attributes["{GPU}"].model == "A100"'])))
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
    bad = {"name": "gpu-1", "attributes": {"driverVersion": {"version": "v1"}}}
    (verdict,) = analyse([slice_("s", [bad])], claim(exact()))
    assert verdict.satisfiable is False
    assert verdict.verdicts[0].errors[0].owner == f"class {GPU}"
    assert "parse semantic version" in verdict.verdicts[0].errors[0].text


def test_a_missing_class_gives_upper_bounds_without_class_errors():
    slices = [slice_("s", [device("gpu-0")]), slice_("c", [{"name": "cpu-0"}], driver="cpu.example.com", pool="c")]
    (verdict,) = analyse(
        slices, claim(exact(selectors=[f'device.attributes["{GPU}"].model == "A100"'], deviceClassName="nope"))
    )
    assert verdict.satisfiable is True
    assert verdict.verdicts[0].class_missing
    assert verdict.verdicts[0].errors == []  # the class would have kept the scheduler off the cpu device
    assert "no DeviceClass nope is given" in verdict.message()


def test_without_classes_the_drivers_a_request_names_stand_in():
    slices = [slice_("s", [device("gpu-0")]), slice_("c", [{"name": "cpu-0"}], driver="cpu.example.com", pool="c")]
    named = exact(count=2, selectors=[f'device.attributes["{GPU}"].model == "A100"'])
    verdict = one(slices, named, classes=())
    assert verdict.satisfiable is False
    assert verdict.message() == (
        f"request gpu: asks for 2 devices; 1 of 1 device published by {GPU} match; "
        f"DeviceClass {GPU} is not in the run: its selectors are not applied, so the counts "
        "are upper bounds"
    )
    verdict = one(slices, exact(count=2), classes=())
    assert verdict.satisfiable is None  # names no driver: other drivers' devices say nothing about it
    assert "the request names no driver whose devices the run publishes" in verdict.message()


def test_selectors_dra_conform_cannot_evaluate_count_as_possible_matches(monkeypatch):
    # without the RE2 wheel (the zipapp) matches() is not evaluated: the device is "not judged"
    from dra_conform.semantics.cel import regex

    monkeypatch.setattr(regex, "_engine", lambda: None)
    monkeypatch.setattr(regex, "compiled", functools.lru_cache(maxsize=1024)(regex.compiled.__wrapped__))
    slices = [slice_("s", [device("gpu-0"), device("gpu-1", "A30")])]
    model = f'device.attributes["{GPU}"].model'
    unknown = f'{model} == "A30" || {model}.matches({model} + "+$")'
    verdict = one(slices, exact(count=1, selectors=[unknown]))
    assert verdict.satisfiable is True  # gpu-1 matches whatever gpu-0 does
    verdict = one(slices, exact(count=2, selectors=[unknown]))
    assert verdict.satisfiable is None  # enough only if gpu-0 matches too: not a warning, not a pass
    assert "(1 of them not judged: " in verdict.message()
    assert one(slices, exact(count=3, selectors=[unknown])).satisfiable is False  # too few even so


# --- taints --------------------------------------------------------------------------------------------

TAINT = {"key": "example.com/unhealthy", "value": "true", "effect": "NoSchedule"}


def test_taints_without_tolerations():
    slices = [slice_("s", [device("gpu-0", taints=[TAINT]), device("gpu-1", taints=[{**TAINT, "effect": "None"}])])]
    verdict = one(slices, exact(count=2))
    assert verdict.satisfiable is False
    assert (
        "1 of them has a taint the request does not tolerate (example.com/unhealthy=true:NoSchedule on node-1/gpu-0)"
    ) in verdict.message()
    assert one(slices, exact(count=2, tolerations=[{"key": "example.com/unhealthy", "operator": "Exists"}])).satisfiable
    assert one(slices, exact(count=2, tolerations=[{"key": "example.com/unhealthy", "value": "true"}])).satisfiable
    assert not one(slices, exact(count=2, tolerations=[{"key": "example.com/unhealthy", "value": "no"}])).satisfiable
    assert one(slices, exact(count=2), feature_gates="DRADeviceTaints=false").satisfiable


def test_device_taint_rules():
    rule = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "DeviceTaintRule",
        "metadata": {"name": "drain"},
        "spec": {"deviceSelector": {"driver": GPU, "pool": "node-1"}, "taint": TAINT},
    }
    slices = [slice_("s", [device("gpu-0"), device("gpu-1")])]
    verdict = one(slices, exact(), rules=[rule])
    assert verdict.satisfiable is False
    assert "(DeviceTaintRule drain)" in verdict.message()
    assert one(slices, exact(), rules=[rule], feature_gates="DRADeviceTaintRules=false").satisfiable
    assert one(slices, exact(), rules=[{**rule, "spec": {"taint": TAINT}}]).satisfiable  # no selector: no device


# --- allocationMode All --------------------------------------------------------------------------------


def test_all_takes_every_matching_device_or_none():
    slices = [slice_("s", [device("gpu-0"), device("gpu-1", taints=[TAINT])])]
    assert one(
        slices,
        exact(
            allocationMode="All",
            selectors=[f'device.attributes["{GPU}"].model == "A100"'],
            tolerations=[{"operator": "Exists"}],
        ),
    ).satisfiable
    verdict = one(slices, exact(allocationMode="All"))
    assert verdict.satisfiable is False
    assert "node-1/gpu-1 has a taint the request does not tolerate" in verdict.message()


def test_all_fails_above_the_claim_limit_and_on_an_incomplete_pool():
    many = [slice_("s", [device(f"gpu-{i}") for i in range(33)])]
    assert "more than the 32 a claim can get" in one(many, exact(allocationMode="All")).message()
    other = slice_("cpu", [{"name": "cpu-0"}], driver="cpu.example.com", pool="cpu", count=2)
    verdict = one([slice_("s", [device("gpu-0")]), other], exact(allocationMode="All"))
    assert verdict.satisfiable is False  # any pool for the node, of any driver (validateDeviceRequest)
    assert "while pool cpu.example.com/cpu is incomplete" in verdict.message()


def test_all_needs_one_device():
    verdict = one(
        [slice_("s", [device("gpu-0")])],
        exact(allocationMode="All", selectors=[f'device.attributes["{GPU}"].model == "H100"']),
    )
    assert verdict.satisfiable is False
    assert "All needs at least one" in verdict.message()


# --- firstAvailable -----------------------------------------------------------------------------------


def test_first_available_takes_the_first_subrequest_that_fits():
    request = {
        "name": "gpu",
        "firstAvailable": [
            {"name": "big", "deviceClassName": GPU, "count": 4},
            {"name": "small", "deviceClassName": GPU, "count": 2},
        ],
    }
    verdict = one([slice_("s", [device("gpu-0"), device("gpu-1")])], request)
    assert verdict.satisfiable is True
    assert verdict.message().startswith(
        "request gpu: the scheduler takes subrequest small (subrequest big: asks for 4 devices; 2 of 2 devices"
    )
    request["firstAvailable"][1]["count"] = 3
    verdict = one([slice_("s", [device("gpu-0"), device("gpu-1")])], request)
    assert verdict.satisfiable is False
    assert verdict.message().startswith("request gpu: none of its 2 subrequests can be satisfied: subrequest big:")


def test_first_available_needs_its_gate():
    request = {"name": "gpu", "firstAvailable": [{"name": "one", "deviceClassName": GPU}]}
    verdict = one([slice_("s", [device("gpu-0")])], request, feature_gates="DRAPrioritizedList=false")
    assert verdict.satisfiable is False
    assert "DRAPrioritizedList feature is off" in verdict.message()


# --- partitionable devices (shared counters) -------------------------------------------------------------


def partitions(extra_full=0):
    """One physical GPU of 80Gi: a full device, two halves, four quarters, all drawing on one counter set."""

    def part(name, profile, memory):
        return {
            "name": name,
            "attributes": {"profile": {"string": profile}},
            "consumesCounters": [{"counterSet": "gpu-0", "counters": {"memory": {"value": memory}}}],
        }

    devices = [part("full", "full", "80Gi"), part("half-0", "half", "40Gi"), part("half-1", "half", "40Gi")]
    devices += [part(f"quarter-{i}", "quarter", "20Gi") for i in range(4)]
    counters = slice_(
        "counters",
        [],
        pool="node-1",
        count=2,
        sharedCounters=[{"name": "gpu-0", "counters": {"memory": {"value": "80Gi"}}}],
    )
    del counters["spec"]["devices"]
    parts = slice_("parts", devices, pool="node-1", count=2, partitionTypeAttribute=f"{GPU}/profile")
    return [counters, parts]


def profile(name):
    return [f'device.attributes["{GPU}"].profile == "{name}"']


def test_shared_counters_limit_devices_taken_together():
    slices = partitions()
    assert one(slices, exact(count=2, selectors=profile("half"))).satisfiable is True
    assert one(slices, exact(count=4, selectors=profile("quarter"))).satisfiable is True
    verdict = one(slices, exact(count=5))
    assert verdict.satisfiable is False
    assert "their shared counters let at most 4 be allocated together" in verdict.message()
    assert "(pool gpu.example.com/node-1, counter set gpu-0: memory 80Gi)" in verdict.message()


def test_shared_counters_search_beyond_the_greedy_pick():
    # Cheapest first takes `mid` (a=1, b=1), after which neither `left` (a=2) nor `right` (b=2) fits;
    # left + right together use both counters exactly: the search finds the pair the greedy pick misses.
    def part(name, **cost):
        return {
            "name": name,
            "consumesCounters": [{"counterSet": "s", "counters": {k: {"value": str(v)} for k, v in cost.items()}}],
        }

    counters = slice_(
        "c",
        [],
        pool="p",
        count=2,
        sharedCounters=[{"name": "s", "counters": {"a": {"value": "2"}, "b": {"value": "2"}}}],
    )
    del counters["spec"]["devices"]
    parts = slice_("d", [part("mid", a=1, b=1), part("left", a=2), part("right", b=2)], pool="p", count=2)
    assert one([counters, parts], exact(count=2)).satisfiable is True
    verdict = one([counters, parts], exact(count=3))
    assert verdict.satisfiable is False
    assert "their shared counters let at most 2 be allocated together" in verdict.message()


def test_counters_of_several_gpus_add_up():
    def gpu(n):
        parts = [
            {
                "name": f"g{n}-half-{i}",
                "attributes": {"profile": {"string": "half"}},
                "consumesCounters": [{"counterSet": f"gpu-{n}", "counters": {"memory": {"value": "40Gi"}}}],
            }
            for i in range(3)
        ]  # three halves published, two fit
        return parts

    counters = slice_(
        "c",
        [],
        pool="node-1",
        count=2,
        sharedCounters=[{"name": f"gpu-{n}", "counters": {"memory": {"value": "80Gi"}}} for n in range(4)],
    )
    del counters["spec"]["devices"]
    parts = slice_("d", [d for n in range(4) for d in gpu(n)], pool="node-1", count=2)
    assert one([counters, parts], exact(count=8)).satisfiable is True
    verdict = one([counters, parts], exact(count=9))
    assert verdict.satisfiable is False
    assert "their shared counters let at most 8 be allocated together" in verdict.message()


def test_a_counter_search_too_wide_is_not_judged():
    costs = [
        {"name": f"d{i}", "consumesCounters": [{"counterSet": "s", "counters": {"a": {"value": str(i + 1)}}}]}
        for i in range(70)
    ]
    counters = slice_("c", [], pool="p", count=2, sharedCounters=[{"name": "s", "counters": {"a": {"value": "10"}}}])
    del counters["spec"]["devices"]
    verdict = one([counters, slice_("d", costs, pool="p", count=2)], exact(count=5))
    assert verdict.satisfiable is None  # 1+2+3+4 = 10 is the most; 70 kinds of device are more than it searches
    assert "not judged (search budget)" in verdict.message()


def test_partition_counts_agree_with_the_pool_status_oracle():
    slices = partitions()
    request = {"kind": "ResourcePoolStatusRequest", "spec": {"driver": GPU}}
    (pool,) = compute(request, Inputs(copy.deepcopy(slices), []))["pools"]
    for summary in pool["partitionSummary"]:
        allocatable = summary["allocatable"]
        assert one(slices, exact(count=allocatable, selectors=profile(summary["type"]))).satisfiable is True
        assert one(slices, exact(count=allocatable + 1, selectors=profile(summary["type"]))).satisfiable is False


def test_counters_of_allocated_devices_are_taken_now():
    slices = partitions()
    taken = {
        "allocation": {
            "devices": {"results": [{"request": "gpu", "driver": GPU, "pool": "node-1", "device": "half-0"}]}
        }
    }
    other = claim(exact(), name="other", status=taken)
    (verdict,) = analyse(slices, claim(exact(count=3, selectors=profile("quarter"))), claims=[other])
    assert verdict.satisfiable is True
    assert verdict.verdicts[0].now is not None and verdict.verdicts[0].now.startswith("not now")


# --- shareable devices (consumable capacity) -----------------------------------------------------------------


def nic(**policy):
    return {
        "name": "nic-0",
        "allowMultipleAllocations": True,
        "capacity": {"bandwidth": {"value": "10G", "requestPolicy": {"default": "1G", **policy}}},
    }


RANGE = {"validRange": {"min": "1G", "max": "10G", "step": "1G"}}


def test_shareable_devices_give_several_shares():
    slices = [slice_("s", [nic(**RANGE)])]
    want = {"capacity": {"requests": {"bandwidth": "4G"}}}
    assert one(slices, exact(count=2, **want)).satisfiable is True  # two shares of one device
    verdict = one(slices, exact(count=3, **want))
    assert verdict.satisfiable is False
    assert one(slices, exact(count=10)).satisfiable is True  # the default, 1G a share
    assert one(slices, exact(count=1, capacity={"requests": {"bandwidth": "3500M"}})).satisfiable  # rounded up to 4G


def test_fractional_ranges_in_milli_units_with_their_gate():
    policy = {"validRange": {"min": "500m", "max": "4", "step": "250m"}}
    slices = [
        slice_(
            "s",
            [
                {
                    "name": "nic-0",
                    "allowMultipleAllocations": True,
                    "capacity": {"queues": {"value": "4", "requestPolicy": {"default": "1", **policy}}},
                }
            ],
        )
    ]
    want = {"capacity": {"requests": {"queues": "600m"}}}
    # With the gate, 600m rounds up to 750m: five shares of 4. Without it, whole numbers: min 1, step 1, 4 shares.
    assert one(slices, exact(count=5, **want), feature_gates="DRAFractionalCapacityRange=true").satisfiable is True
    assert one(slices, exact(count=5, **want)).satisfiable is False
    assert one(slices, exact(count=4, **want)).satisfiable is True


def test_capacity_requests_a_device_cannot_meet():
    slices = [slice_("s", [nic(**RANGE), {"name": "plain", "capacity": {"memory": {"value": "8Gi"}}}])]
    verdict = one(slices, exact(capacity={"requests": {"bandwidth": "11G"}}))
    assert verdict.satisfiable is False
    assert "they lack the capacity capacity.requests asks for (bandwidth)" in verdict.message()
    assert one(slices, exact(capacity={"requests": {"memory": "8Gi"}})).satisfiable  # a plain device: up to its value
    assert not one(slices, exact(capacity={"requests": {"memory": "9Gi"}})).satisfiable
    valid = [slice_("s", [nic(validValues=["1G", "5G"])])]
    assert not one(valid, exact(capacity={"requests": {"bandwidth": "6G"}})).satisfiable


def test_shares_of_other_claims_use_capacity_now():
    slices = [slice_("s", [nic(**RANGE)])]
    shares = {
        "allocation": {
            "devices": {
                "results": [
                    {
                        "request": "nic",
                        "driver": GPU,
                        "pool": "node-1",
                        "device": "nic-0",
                        "shareID": "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
                        "consumedCapacity": {"bandwidth": "8G"},
                    }
                ]
            }
        }
    }
    other = claim(exact(), name="other", status=shares)
    (verdict,) = analyse(slices, claim(exact(capacity={"requests": {"bandwidth": "4G"}})), claims=[other])
    assert verdict.satisfiable is True and verdict.verdicts[0].now.startswith("not now")
    (verdict,) = analyse(slices, claim(exact(capacity={"requests": {"bandwidth": "2G"}})), claims=[other])
    assert verdict.verdicts[0].now is None


def test_shareable_summary_of_the_oracle_agrees():
    slices = [slice_("s", [nic(**RANGE), {**nic(**RANGE), "name": "nic-1"}])]
    shares = {
        "allocation": {
            "devices": {
                "results": [
                    {
                        "request": "nic",
                        "driver": GPU,
                        "pool": "node-1",
                        "device": "nic-0",
                        "shareID": "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
                        "consumedCapacity": {"bandwidth": "6G"},
                    }
                ]
            }
        }
    }
    other = claim(exact(), name="other", status=shares)
    request = {"kind": "ResourcePoolStatusRequest", "spec": {"driver": GPU}}
    (pool,) = compute(request, Inputs(copy.deepcopy(slices), [other]))["pools"]
    (bandwidth,) = pool["shareableSummary"]["capacity"]
    assert bandwidth["available"] == "14G"
    # Of the 14G left, 4G on nic-0 and 10G on nic-1: three 4G shares now (1 + 2), four when nothing is taken.
    fits = {"capacity": {"requests": {"bandwidth": "4G"}}}
    (verdict,) = analyse(slices, claim(exact(count=3, **fits)), claims=[other])
    assert verdict.satisfiable is True and verdict.verdicts[0].now is None
    (verdict,) = analyse(slices, claim(exact(count=4, **fits)), claims=[other])
    assert verdict.satisfiable is True and verdict.verdicts[0].now.startswith("not now")
    (verdict,) = analyse(slices, claim(exact(count=5, **fits)), claims=[other])
    assert verdict.satisfiable is False


# --- allocated devices ---------------------------------------------------------------------------------------


def test_devices_allocated_to_other_claims_say_not_now():
    slices = [slice_("s", [device("gpu-0"), device("gpu-1")])]
    taken = {
        "allocation": {"devices": {"results": [{"request": "gpu", "driver": GPU, "pool": "node-1", "device": "gpu-0"}]}}
    }
    other = claim(exact(), name="other", status=taken)
    (verdict,) = analyse(slices, claim(exact(count=2)), claims=[other])
    assert verdict.satisfiable is True
    assert verdict.verdicts[0].now.startswith(
        "not now: 1 of the 2 usable devices are allocated to other claims (default/other)"
    )
    admin = dict(exact(count=2))
    admin["exactly"] = {**admin["exactly"], "adminAccess": True}
    (verdict,) = analyse(slices, claim(admin), claims=[other])
    assert verdict.verdicts[0].now is None  # admin access uses devices in use


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["free", "allocated", "NoSchedule", "NoExecute", "None"]), min_size=1, max_size=8))
def test_available_devices_agree_with_the_pool_status_oracle(states):
    """The oracle's availableDevices (not allocated, not tainted) is how many devices the allocator can
    give now to a request that matches every device and tolerates nothing. (A device both allocated and
    tainted is left out: the oracle subtracts it twice, as the controller's arithmetic does.)"""
    published = [
        device(f"gpu-{i}", **({"taints": [{**TAINT, "effect": state}]} if state[0].isupper() else {}))
        for i, state in enumerate(states)
    ]
    slices = [slice_("s", published)]
    results = [
        {"request": "gpu", "driver": GPU, "pool": "node-1", "device": f"gpu-{i}"}
        for i, state in enumerate(states)
        if state == "allocated"
    ]
    claims = [claim(exact(), name="other", status={"allocation": {"devices": {"results": results}}})] if results else []
    request = {"kind": "ResourcePoolStatusRequest", "spec": {"driver": GPU}}
    (pool,) = compute(request, Inputs(copy.deepcopy(slices), copy.deepcopy(claims)))["pools"]
    available = pool["availableDevices"]
    if available:
        (verdict,) = analyse(slices, claim(exact(count=available)), claims=claims)
        assert verdict.satisfiable and not (verdict.verdicts[0].now or "").startswith("not now")
    (verdict,) = analyse(slices, claim(exact(count=available + 1)), claims=claims)
    assert verdict.satisfiable is False or verdict.verdicts[0].now.startswith("not now")
    assert verdict.verdicts[0].candidates == pool["totalDevices"] - pool["unavailableDevices"]


@pytest.mark.parametrize(
    "bad", [{"count": -1}, {"allocationMode": "Sometimes"}, {"deviceClassName": ""}, {"selectors": [{"cel": None}]}]
)
def test_malformed_requests_are_left_to_the_validation_rules(bad):
    assert analyse([slice_("s", [device("gpu-0")])], claim(exact(**bad))) == []


def test_a_slice_the_apiserver_refuses_is_not_counted():
    """A slice whose node selector does not parse (operator "IN") is refused by the apiserver: the allocator
    never sees it, and the filter counts no longer do either. They used to count it, so its pool's problem
    (invalid: a counter set not found) stopped every `allocationMode: All` request on every node, of any
    driver, as in the corpus's multihost-tpu example next to dranet's RDMA claim."""
    refused = slice_(
        "tpu",
        [
            device(
                "tpu-0",
                consumesCounters=[{"counterSet": "missing", "counters": {"c": {"value": "1"}}}],
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
    verdict = one([slice_("s", [device("gpu-0")]), refused], exact(allocationMode="All"))
    assert verdict.satisfiable is True
    assert (
        verdict.message()
        == f"request gpu: 1 of 1 device published by {GPU} match (all 1 on node node-1 can be allocated together)"
    )
