"""Why a device is not used (semantics/allocator/reasons.py): each device's first reason in the order
upstream's allocator looks at it, for a request alone on one node, grouped by reason; and the bounded
form explain-claim prints of it."""

from __future__ import annotations

from dra_conform.commands.explain_claim import explain, gather, render
from dra_conform.semantics import gates
from dra_conform.semantics.allocator import AllocatedState, Features, Inventory, Node
from dra_conform.semantics.allocator.nodes import as_v1
from dra_conform.semantics.allocator.reasons import reasons
from tests.builders import (
    GPU,
    allocated,
    claim,
    consumes,
    counter_set,
    device,
    device_class,
    request,
    resource_slice,
    write_manifests,
)

CLASS = device_class("gpu")
SELECTOR = f'device.attributes["{GPU}"].model == "A100" && device.attributes["{GPU}"].numa == 0'


def gpu(name, model="A100", numa=0, **more):
    # the two attributes SELECTOR reads, each device failing on one of them where a test says so
    return device(name, attributes={"model": model, "numa": numa}, **more)


COSTS_10 = [consumes("mem", gb="10")]
SLICES = [
    resource_slice(
        "node-1",
        [
            gpu("gpu-0"),  # usable
            gpu("gpu-1", numa=1),  # the request's second clause
            gpu("gpu-2", model="L4"),  # its first clause
            gpu("gpu-3"),  # allocated to another claim
            gpu("gpu-4", taints=[{"key": "maint", "effect": "NoSchedule"}]),
            gpu("gpu-5", bindingConditions=["ready"], bindingFailureConditions=["failed"]),
        ],
    ),
    resource_slice("nic", [gpu("nic-0")], driver="nic.example.com", pool="nic"),  # the class's selector
    resource_slice("node-2", [gpu("gpu-0")], node="node-2"),  # another node
    resource_slice("half", [gpu("h-0")], pool="half", slice_count=2),  # incomplete pool
    resource_slice("parts-counters", pool="parts", slice_count=2, sharedCounters=[counter_set("mem", gb="10")]),
    resource_slice(
        "parts",
        [gpu("p-0", consumesCounters=COSTS_10), gpu("p-1", consumesCounters=COSTS_10)],
        pool="parts",
        slice_count=2,
    ),
]
CLAIM = claim(request(class_name="gpu", count=8, selector=SELECTOR))
OTHER = claim(request(class_name="gpu", count=2), name="other", status=allocated("gpu-3", ("parts", "p-0")))


BINDING_OFF = Features(binding=False)


def first_reasons(features=BINDING_OFF):
    inventory = Inventory.of(SLICES)
    got = reasons(inventory, Node("node-1"), as_v1(CLAIM), {"gpu": CLASS}, AllocatedState.of_claims([OTHER]), features)
    assert not isinstance(got, str), got
    [one] = got
    by_device = {
        f"{d.slice.pool}/{d.name}": r.reason + (f" ({', '.join(r.values)})" if r.values else "")
        for r in one.refused
        for d in r.devices
    }
    return [f"{d.slice.pool}/{d.name}" for d in one.usable], by_device


def test_each_device_gets_its_first_reason_in_the_allocators_order():
    usable, why = first_reasons()
    assert usable == ["node-1/gpu-0"]
    assert why == {
        "node-1/gpu-1": f'the request\'s selector #0 does not match: `device.attributes["{GPU}"].numa == 0` is '
        "false (numa: 1)",
        "node-1/gpu-2": f'the request\'s selector #0 does not match: `device.attributes["{GPU}"].model == '
        '"A100"` is false (model: L4)',
        "node-1/gpu-3": "allocated to another claim already",
        "node-1/gpu-4": "a taint the request does not tolerate (maint:NoSchedule)",
        "node-1/gpu-5": "it has bindingConditions, and DRADeviceBindingConditions is off",
        "nic/nic-0": f'the class\'s selector #0 does not match: `device.driver == "{GPU}"` is false (driver: '
        "nic.example.com)",
        "parts/p-0": "allocated to another claim already",
        "parts/p-1": "its shared counters are used up (by the devices allocated to other claims)",
        "node-2/gpu-0": "published for another node",
        "half/h-0": f"pool {GPU}/half is incomplete (not all its slices of the newest generation are published)",
    }


def test_with_the_gate_on_a_device_with_binding_conditions_can_be_used():
    usable, why = first_reasons(Features())
    assert usable == ["node-1/gpu-0", "node-1/gpu-5"] and "node-1/gpu-5" not in why


def test_explain_claim_prints_the_reasons_grouped_and_bounded(tmp_path, monkeypatch):
    from dra_conform.commands import explain_claim

    many = resource_slice("big", [gpu(f"m-{i}", model=f"M{i % 12}") for i in range(40)], pool="big")
    target = write_manifests(tmp_path, CLASS, *SLICES, many, OTHER, CLAIM)
    monkeypatch.setattr(explain_claim, "REASONS_SHOWN", 5)
    gathered = gather("default/c", [str(target)], gates.parse(""), "1.37", ("node-1",))
    report = explain(gathered)
    [node] = report["nodes"]
    [devices] = node["devices"]
    assert devices["usable"] == 2  # gpu-0, and gpu-5: binding conditions are on by default in 1.37
    assert [r["count"] for r in devices["refused"]] == sorted((r["count"] for r in devices["refused"]), reverse=True)
    assert len(devices["refused"]) == 5 and all(len(r["devices"]) <= 3 for r in devices["refused"])
    # the 40 devices of other models and gpu-2 (L4) fail the same clause: one line, its values counted
    first = devices["refused"][0]
    assert (first["count"], first["reason"]) == (
        41,
        f'the request\'s selector #0 does not match: `device.attributes["{GPU}"].model == "A100"` is false',
    )
    assert first["published"].endswith(", … (13 values)") and first["published"].count(" ×") == 4
    shown = sum(r["count"] for r in devices["refused"])
    left = devices["refused_left_out"]
    away = sum(r["count"] for r in devices["not_for_the_node"])
    assert away == 1 and devices["not_for_the_node"][0]["reason"] == "published for another node"
    assert shown + left["devices"] + away + devices["usable"] == 6 + 1 + 1 + 1 + 2 + 40  # every device once
    assert left["reasons"] > 0
    text = render(gathered)[0]
    assert f"      … {left['devices']} more devices for {left['reasons']} other reasons" in text
    assert "    gpu: 2 usable alone (gpu.example.com/node-1/gpu-0, gpu.example.com/node-1/gpu-5)" in text


def _unrepresentable():
    """A shareable device whose capacity has a step, and a request past int64 (upstream's
    consumable-capacity-range-policy-request-above-int64-rejected)."""
    policy = {"default": "2", "validRange": {"min": "2", "step": "2", "max": "4"}}
    shared = device("gpu-0", capacity={"mem": {"value": "4", "requestPolicy": policy}}, allowMultipleAllocations=True)
    wanted = request(
        class_name="gpu", count=1, mode="ExactCount", capacity={"requests": {"mem": "18446744073709551616"}}
    )
    return resource_slice("s", [shared]), as_v1(claim(wanted))


def test_a_request_upstream_aborts_on_is_the_reason_and_the_error():
    # 1.37 fails the claim where it compares the device's capacity; the reasons say so rather than crash
    slice_, wanted = _unrepresentable()
    (why,) = reasons(Inventory.of([slice_]), Node("node-1"), wanted, {"gpu": CLASS}, AllocatedState(), Features())
    (refused,) = why.refused
    assert refused.reason == (
        "the scheduler fails the claim on it: claim default/c, request gpu: checking capacity for device "
        f'{GPU}/node-1/gpu-0: capacity "mem": capacity request cannot be represented in the device\'s range '
        "arithmetic: request 18446744073709551616 exceeds MaxInt64"
    )
