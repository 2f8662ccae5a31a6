"""The pools a node sees (pools_experimental.go: NodeMatches, GatherPools, buildPool, checkSlicesInPool),
and the node selection they rest on (nodeaffinity's NodeSelector.Match)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..node_selector import node_selector as node_selector_problems
from ..values import as_dict, as_list, as_str
from .inventory import Failed, Inventory, Node, Slice, selector_of


def _label_requirement(req: dict[str, Any], labels: dict[str, str] | None) -> bool:
    if labels is None:
        return True
    key, op = as_str(req.get("key")), req.get("operator")
    values = [str(v) for v in as_list(req.get("values"))]
    if op == "In":
        return key in labels and labels[key] in values
    if op == "NotIn":
        return key not in labels or labels[key] not in values
    if op == "Exists":
        return key in labels
    if op == "DoesNotExist":
        return key not in labels
    if key not in labels:
        return False
    try:
        have, want = int(labels[key]), int(values[0])
    except (ValueError, IndexError):
        return False
    return have > want if op == "Gt" else have < want


def _field_requirement(req: dict[str, Any], node: Node) -> bool:
    fields = {"metadata.name": node.name}
    key, values = as_str(req.get("key")), [str(v) for v in as_list(req.get("values"))]
    have = fields.get(key)
    if req.get("operator") == "In":
        return have is not None and have == values[0]
    return have is None or have != values[0]


def selector_matches(selector: dict[str, Any], node: Node | None) -> bool:
    """nodeaffinity.NewNodeSelector(selector).Match(node): terms ORed, a term's requirements ANDed,
    a term with no requirement matches nothing. Raises Failed for a selector that does not parse."""
    problems = list(node_selector_problems(selector, ()))
    problems = [p for p in problems if not (p[0] == ("nodeSelectorTerms",))]  # no terms: matches nothing
    if problems:
        raise Failed(f"failed to parse node selector: {problems[0][1]}")
    if node is None:
        return False
    for term in map(as_dict, as_list(selector.get("nodeSelectorTerms"))):
        expressions = [as_dict(r) for r in as_list(term.get("matchExpressions"))]
        fields = [as_dict(r) for r in as_list(term.get("matchFields"))]
        if not expressions and not fields:
            continue
        if all(_label_requirement(r, node.labels) for r in expressions) and all(
            _field_requirement(r, node) for r in fields
        ):
            return True
    return False


def node_matches(node: Node | None, name: str, all_nodes: bool, selector: dict[str, Any] | None) -> bool:
    """NodeMatches."""
    if name:
        return node is not None and node.name == name
    if all_nodes:
        return True
    if selector is not None:
        return selector_matches(selector, node)
    return False


# --- pools ----------------------------------------------------------------------------------------------


@dataclass
class Pool:
    driver: str
    name: str
    incomplete: bool = False
    invalid: bool = False
    reason: str = ""
    slices: list[Slice] = field(default_factory=list)  # DeviceSlicesTargetingNode
    not_targeting: list[Slice] = field(default_factory=list)  # DeviceSlicesNotTargetingNode
    counter_sets: dict[str, dict[str, Fraction]] = field(default_factory=dict)
    generation: int = 0  # newest_pools: its newest generation, the slices seen of it and the count expected
    seen: int = 0
    expected: int = 0
    walked_incomplete: bool = False  # 1.34: an incomplete pool's devices still serve an exact count

    @property
    def id(self) -> str:
        return f"{self.driver}/{self.name}"

    @property
    def skipped(self) -> bool:
        """allocateOne passes over the pool's devices."""
        return self.invalid or (self.incomplete and not self.walked_incomplete)


def gather_pools(inventory: Inventory, node: Node | None, partitionable: bool, per_slice: bool = False) -> list[Pool]:
    """GatherPools: the pools with devices for the node, sorted by driver and pool name, those with
    binding conditions last. Raises Failed where upstream's node selection fails. ``per_slice``: 1.34's,
    whose counters live in each slice (_build_1_34)."""
    node_name = node.name if node is not None else ""
    for_node = inventory.on_node.get(node_name, []) + inventory.shared
    pools: dict[tuple[str, str], list[Slice]] = {}
    for s in for_node:
        if s.rejected:
            continue  # the apiserver refuses it (DRA-RS rules say why): no cluster holds it
        if not partitionable and (s.per_device is not None or (s.counter_sets and not per_slice)):
            continue
        if s.node_name or s.all_nodes or s.node_selector is not None:
            try:
                relevant = node_matches(node, s.node_name, s.all_nodes, s.node_selector)
            except Failed as exc:
                raise Failed(
                    f"gather pool information: failed to perform node selection for slice {s.name}: {exc}"
                ) from None
        elif s.per_device:
            relevant = False
            for d in s.devices:
                try:
                    matched = node_matches(
                        node, as_str(d.body.get("nodeName")), d.body.get("allNodes") is True, selector_of(d.body)
                    )
                except Failed as exc:
                    raise Failed(
                        f"gather pool information: failed to perform node selection for device {d.name} "
                        f"in slice {s.name}: {exc}"
                    ) from None
                if matched:
                    relevant = True
                    break
        else:
            continue  # some future node selection: not known, skipped
        if relevant:
            key = (s.driver, s.pool)
            have = pools.get(key)
            if have is None or s.generation > have[0].generation:
                pools[key] = [s]
            elif s.generation == have[0].generation:
                have.append(s)
    result, with_binding = [], []
    for (driver, name), members in pools.items():
        expected = members[0].count
        if per_slice:
            pool = _build_1_34(driver, name, members, incomplete=len(members) != expected)
        elif len(members) == expected:
            pool = _build(driver, name, members, partitionable, None)
        else:
            generation = members[0].generation
            same = [s for s in inventory.by_pool.get((driver, name), []) if not s.rejected]
            if any(s.generation > generation for s in same):
                continue  # obsolete: the driver is replacing this generation
            everything = [s for s in same if s.generation == generation]
            if len(everything) != expected:
                result.append(Pool(driver, name, incomplete=True))
                continue
            pool = _build(driver, name, members, partitionable, everything)
        if any(d.body.get("bindingConditions") is not None for s in pool.slices for d in s.devices):
            with_binding.append(pool)
        else:
            result.append(pool)
    result.sort(key=lambda p: (p.driver, p.name))
    with_binding.sort(key=lambda p: (p.driver, p.name))
    return result + with_binding


def _duplicate_device(slices: list[Slice]) -> str | None:
    """poolIsInvalid: the first device name met twice in the pool's slices."""
    names: set[str] = set()
    for s in slices:
        for d in s.devices:
            if d.name in names:
                return d.name
            names.add(d.name)
    return None


def _build_1_34(driver: str, name: str, members: list[Slice], incomplete: bool) -> Pool:
    """1.34's pool (pools_experimental.go at 1.34.13): the slices the node sees, incomplete unless they are
    all of it (no look at the slices not targeting it), invalid only for a duplicate device name. Counters
    are each slice's own (counters.py checks a device against its slice's sharedCounters)."""
    members = sorted(members, key=lambda s: s.name)
    twice = _duplicate_device(members)
    if twice is not None:
        return Pool(driver, name, invalid=True, reason=f"duplicate device name {twice}")
    return Pool(driver, name, incomplete=incomplete, slices=members, walked_incomplete=True)


def _build(driver: str, name: str, members: list[Slice], partitionable: bool, everything: list[Slice] | None) -> Pool:
    """buildPool."""
    members = sorted(members, key=lambda s: s.name)
    device_slices: list[Slice] = []
    counter_slices: list[Slice] = []
    not_targeting: list[Slice] = []
    for s in members:
        (counter_slices if partitionable and s.counter_sets else device_slices).append(s)
    if everything is not None and len(members) < len(everything):
        seen = {s.name for s in members}
        for s in everything:
            if s.name in seen:
                continue
            (counter_slices if partitionable and s.counter_sets else not_targeting).append(s)
    twice = _duplicate_device(device_slices)
    if twice is not None:
        return Pool(driver, name, invalid=True, reason=f"duplicate device name {twice}")
    if not partitionable:
        return Pool(driver, name, slices=device_slices)
    counter_sets: dict[str, dict[str, Fraction]] = {}
    for s in counter_slices:
        for set_name, counters in s.counter_sets:
            if set_name in counter_sets:
                return Pool(driver, name, invalid=True, reason=f"duplicate counter set name {set_name}")
            counter_sets[set_name] = counters
    for group in (device_slices, not_targeting):
        for s in group:
            for d in s.devices:
                for set_name, amounts in d.consumes:
                    if set_name not in counter_sets:
                        return Pool(driver, name, invalid=True, reason=f"counter set {set_name} not found")
                    for counter in amounts:
                        if counter not in counter_sets[set_name]:
                            return Pool(
                                driver,
                                name,
                                invalid=True,
                                reason=f"counter {counter} not found in counter set {set_name}",
                            )
    return Pool(driver, name, slices=device_slices, not_targeting=not_targeting, counter_sets=counter_sets)


def pools_for(inventory: Inventory, node: Node | None, partitionable: bool, per_slice: bool = False) -> list[Pool]:
    """gather_pools, once per node for all the claims judged on the inventory (pools are read, never
    changed). Raises Failed where upstream's node selection fails."""
    key = (
        node.name if node else None,
        None if node is None or node.labels is None else tuple(sorted(node.labels.items())),
        node is not None and node.labels is None,
        partitionable,
        per_slice,
    )
    got = inventory.pools.get(key)
    if got is None:
        try:
            got = gather_pools(inventory, node, partitionable, per_slice)
        except Failed as exc:
            got = exc
        inventory.pools[key] = got
    if isinstance(got, Failed):
        raise got
    return got


def newest_pools(inventory: Inventory, partitionable: bool) -> list[tuple[Pool, list[Slice]]]:
    """Every pool as a node that sees all its slices gathers it, with the slices of its newest generation
    (sorted by driver and pool name): what the filter counts of DRA-CL-040 count over every node."""
    out = []
    for (driver, name), slices in sorted(inventory.by_pool.items()):
        slices = [
            s for s in slices if not s.rejected and (partitionable or (s.per_device is None and not s.counter_sets))
        ]
        if not slices:
            continue
        generation = max(s.generation for s in slices)
        newest = [s for s in slices if s.generation == generation]
        if len(newest) == newest[0].count:
            pool = _build(driver, name, newest, partitionable, None)
        else:
            pool = Pool(driver, name, incomplete=True)
        pool.generation, pool.seen, pool.expected = generation, len(newest), newest[0].count
        out.append((pool, newest))
    return out
