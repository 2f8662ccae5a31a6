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
from tests.builders import claim, consumes, counter_set, device, device_class, request, resource_slice

DRIVER = "driver-a"
CLASS = device_class("c", selector=f'device.driver == "{DRIVER}"')
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


# the objects of a drawn inventory and its claims: generated from hypothesis' tuples above
def _slices(devices: list[tuple], units: int) -> list[dict]:
    """Two pools on node n, each of a slice of devices and a slice of the counter set ``set``."""
    out = []
    for pool in (0, 1):
        published = []
        for i, (numa, model, cost, tainted, ok, _, where) in enumerate(devices):
            if where != pool:
                continue
            attributes = {"numa": numa, "model": f"m{model}"} | ({} if ok is None else {"ok": ok})
            fields: dict = {}
            if cost:
                fields["consumesCounters"] = [consumes("set", units=str(cost))]
            if tainted:
                fields["taints"] = [{"key": "bad", "effect": "NoSchedule"}]
            published.append(device(f"d{i}", attributes=attributes, **fields))
        place = {"node": "n", "pool": f"p{pool}", "driver": DRIVER, "slice_count": 2}
        out.append(resource_slice(f"devices-{pool}", published, **place))
        out.append(resource_slice(f"counters-{pool}", **place, sharedCounters=[counter_set("set", units=str(units))]))
    return out


def _request(name: str, count: int, failing: bool, tolerates: bool, subrequest: bool = False) -> dict:
    tolerations = {"tolerations": [{"key": "bad", "operator": "Exists"}]} if tolerates else {}
    selector = FAILING if failing else None
    return request(
        name, class_name="c", count=count, selector=selector, mode="ExactCount", v1beta1=subrequest, **tolerations
    )


def _claim(index: int, requests: list[tuple], match: str | None, distinct: str | None) -> dict:
    out = []
    for k, (count, failing, tolerates, second) in enumerate(requests):
        if second is None:
            out.append(_request(f"r{k}", count, failing, tolerates))
        else:
            subs = [_request("a", count, failing, tolerates, True), _request("b", second, False, True, True)]
            out.append({"name": f"r{k}", "firstAvailable": subs})
    constraints = []
    if match:
        constraints.append({"matchAttribute": f"{DRIVER}/{match}"})
    if distinct:
        constraints.append({"distinctAttribute": f"{DRIVER}/{distinct}"})
    return claim(*out, name=f"x{index}", constraints=constraints)


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
