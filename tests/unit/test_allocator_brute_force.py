"""semantics.allocator against a brute-force search on small random inventories: an allocation exists
exactly when the allocator finds one, and the one it finds keeps every rule (each device once, the
request's count, the matchAttribute constraint, the shared counters, devices allocated already)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from dra_conform.semantics.allocator import AllocatedState, Features, Inventory, Node, allocate

DRIVER = "driver-a"
CLASS = {"metadata": {"name": "c"}, "spec": {"selectors": [{"cel": {"expression": f'device.driver == "{DRIVER}"'}}]}}

devices_st = st.lists(st.tuples(st.integers(0, 1), st.integers(0, 2), st.booleans()), min_size=0, max_size=5)


@settings(max_examples=150, deadline=None)
@given(
    devices=devices_st,
    budget=st.integers(0, 4),
    counts=st.lists(st.integers(1, 3), min_size=1, max_size=2),
    constrained=st.booleans(),
)
# found by the property: r0 tries d0, r1 is refused d2 by matchAttribute; d2's counters must go back
@example(devices=[(0, 0, False), (1, 0, False), (1, 1, False)], budget=1, counts=[1, 1], constrained=True)
def test_allocation_exists_exactly_when_brute_force_finds_one(devices, budget, counts, constrained):
    # each device: (numa, counter it consumes, allocated to another claim already)
    published = [
        {
            "name": f"d{i}",
            "attributes": {"numa": {"int": numa}},
            "consumesCounters": [{"counterSet": "set", "counters": {"units": {"value": str(cost)}}}],
        }
        for i, (numa, cost, _) in enumerate(devices)
    ]
    slices = [
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "ResourceSlice",
            "metadata": {"name": "devices"},
            "spec": {
                "driver": DRIVER,
                "nodeName": "n",
                "pool": {"name": "p", "generation": 1, "resourceSliceCount": 2},
                "devices": published,
            },
        },
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "ResourceSlice",
            "metadata": {"name": "counters"},
            "spec": {
                "driver": DRIVER,
                "nodeName": "n",
                "pool": {"name": "p", "generation": 1, "resourceSliceCount": 2},
                "sharedCounters": [{"name": "set", "counters": {"units": {"value": str(budget)}}}],
            },
        },
    ]
    requests = [
        {"name": f"r{k}", "exactly": {"deviceClassName": "c", "allocationMode": "ExactCount", "count": n}}
        for k, n in enumerate(counts)
    ]
    claim = {"metadata": {"name": "x"}, "spec": {"devices": {"requests": requests}}}
    if constrained:
        claim["spec"]["devices"]["constraints"] = [{"matchAttribute": f"{DRIVER}/numa"}]
    taken = {(DRIVER, "p", f"d{i}") for i, (_, _, busy) in enumerate(devices) if busy}
    state = AllocatedState(devices=taken)
    outcome = allocate(Inventory.of(slices), Node("n"), [claim], {"c": CLASS}, state, Features())

    free = [i for i, (_, _, busy) in enumerate(devices) if not busy]
    used_by_others = sum(cost for _, cost, busy in devices if busy)

    def valid(chosen: list[tuple[int, ...]]) -> bool:
        flat = [i for group in chosen for i in group]
        if len(set(flat)) != len(flat):
            return False
        if constrained and len({devices[i][0] for i in flat}) > 1:
            return False
        return used_by_others + sum(devices[i][1] for i in flat) <= budget

    def exists(k: int, chosen: list[tuple[int, ...]]) -> bool:
        if k == len(counts):
            return valid(chosen)
        return any(exists(k + 1, [*chosen, group]) for group in combinations(free, counts[k]))

    assert outcome.kind in ("allocated", "unsatisfiable"), outcome.error
    assert (outcome.kind == "allocated") == exists(0, [])
    if outcome.kind == "allocated":
        got = [tuple(int(r.device[1:]) for r in outcome.results[0] if r.request == f"r{k}") for k in range(len(counts))]
        assert [len(g) for g in got] == counts and all(set(g) <= set(free) for g in got)
        assert valid(got)
