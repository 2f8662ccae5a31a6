"""semantics.allocator's shortcuts (pruning.py) against upstream's search without them: on small random
inventories full of devices alike, with constraints, counters, taints, subrequests, devices allocated
already and selectors that fail on some devices, the search that takes the shortcuts from its first
step gives the same answer as the one that never takes them: the same verdict, the same devices, the
same node selector, the same error."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from dra_conform.semantics.allocator import AllocatedState, Budget, Features, Inventory, Node, allocate, pruning

DRIVER = "driver-a"
CLASS = {"metadata": {"name": "c"}, "spec": {"selectors": [{"cel": {"expression": f'device.driver == "{DRIVER}"'}}]}}
# a runtime error ("no such key") on the devices without the attribute
FAILING = f'device.attributes["{DRIVER}"].ok'

device_st = st.tuples(
    st.integers(0, 1),  # numa
    st.integers(0, 2),  # model
    st.sampled_from([0, 0, 1, 2]),  # counter it consumes (0: none)
    st.booleans(),  # tainted
    st.sampled_from([True] * 6 + [False, None]),  # the attribute FAILING reads (None: absent)
    st.booleans(),  # allocated to another claim already
    st.integers(0, 1),  # pool
)
request_st = st.tuples(
    st.integers(1, 2),  # count
    st.booleans(),  # with the FAILING selector
    st.booleans(),  # tolerates the taint
    st.sampled_from([None, 1, 2]),  # firstAvailable: a second subrequest with this count
)
claim_st = st.tuples(
    st.lists(request_st, min_size=1, max_size=3),
    st.sampled_from([None, "numa", "model"]),  # matchAttribute
    st.sampled_from([None, "numa", "model"]),  # distinctAttribute
)


def _slices(devices: list[tuple], units: int) -> list[dict]:
    out = []
    for pool in (0, 1):
        published = []
        for i, (numa, model, cost, tainted, ok, _, where) in enumerate(devices):
            if where != pool:
                continue
            attributes = {"numa": {"int": numa}, "model": {"string": f"m{model}"}}
            if ok is not None:
                attributes["ok"] = {"bool": ok}
            device = {"name": f"d{i}", "attributes": attributes}
            if cost:
                device["consumesCounters"] = [{"counterSet": "set", "counters": {"units": {"value": str(cost)}}}]
            if tainted:
                device["taints"] = [{"key": "bad", "effect": "NoSchedule"}]
            published.append(device)
        pool_spec = {"name": f"p{pool}", "generation": 1, "resourceSliceCount": 2}
        counters = [{"name": "set", "counters": {"units": {"value": str(units)}}}]
        for name, field, value in (("devices", "devices", published), ("counters", "sharedCounters", counters)):
            spec = {"driver": DRIVER, "nodeName": "n", "pool": pool_spec, field: value}
            out.append(
                {
                    "apiVersion": "resource.k8s.io/v1",
                    "kind": "ResourceSlice",
                    "metadata": {"name": f"{name}-{pool}"},
                    "spec": spec,
                }
            )
    return out


def _exactly(count: int, failing: bool, tolerates: bool) -> dict:
    body: dict = {"deviceClassName": "c", "allocationMode": "ExactCount", "count": count}
    if failing:
        body["selectors"] = [{"cel": {"expression": FAILING}}]
    if tolerates:
        body["tolerations"] = [{"key": "bad", "operator": "Exists"}]
    return body


def _claim(index: int, requests: list[tuple], match: str | None, distinct: str | None) -> dict:
    out = []
    for k, (count, failing, tolerates, second) in enumerate(requests):
        if second is None:
            out.append({"name": f"r{k}", "exactly": _exactly(count, failing, tolerates)})
        else:
            subs = [dict(_exactly(count, failing, tolerates), name="a"), dict(_exactly(second, False, True), name="b")]
            out.append({"name": f"r{k}", "firstAvailable": subs})
    constraints = []
    if match:
        constraints.append({"matchAttribute": f"{DRIVER}/{match}"})
    if distinct:
        constraints.append({"distinctAttribute": f"{DRIVER}/{distinct}"})
    return {
        "metadata": {"name": f"x{index}", "namespace": "default"},
        "spec": {"devices": {"requests": out, "constraints": constraints}},
    }


@settings(max_examples=400, deadline=None)
@given(
    devices=st.lists(device_st, min_size=0, max_size=10),
    units=st.integers(0, 5),
    claims=st.lists(claim_st, min_size=1, max_size=2),
    partitionable=st.booleans(),
    lists=st.booleans(),
)
# d1 is d0 but for the attribute r0's selector reads: its runtime error must be met, not passed over
@example(
    devices=[(0, 0, 0, False, True, False, 0), (0, 0, 0, False, None, False, 0)],
    units=0,
    claims=[([(1, True, False, None), (1, False, False, None)], None, "model")],
    partitionable=True,
    lists=False,
)
# once matchAttribute holds numa 0, d1 fails r1's selector: tried, not left out with the other values
@example(
    devices=[(0, 0, 0, False, True, False, 0), (0, 0, 0, False, None, False, 0)],
    units=0,
    claims=[([(1, False, False, None), (1, True, False, None)], "numa", None)],
    partitionable=True,
    lists=False,
)
def test_the_shortcuts_never_change_the_answer(devices, units, claims, partitionable, lists):
    slices = _slices(devices, units)
    objects = [_claim(i, *c) for i, c in enumerate(claims)]
    state = AllocatedState(devices={(DRIVER, f"p{d[6]}", f"d{i}") for i, d in enumerate(devices) if d[5]})
    features = Features(partitionable=partitionable, list_attributes=lists)

    def search(after: int):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(pruning, "AFTER", after)
            return allocate(Inventory.of(slices), Node("n"), objects, {"c": CLASS}, state, features, Budget(10**7))

    exact, shortcut = search(10**9), search(0)
    assert exact.tries <= 10**7 and not exact.over_budget
    assert (shortcut.kind, shortcut.error) == (exact.kind, exact.error)
    assert shortcut.results == exact.results
    assert shortcut.node_selectors == exact.node_selectors
    assert shortcut.tries <= exact.tries
