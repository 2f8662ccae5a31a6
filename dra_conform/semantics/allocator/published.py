"""The devices the filter counts of filters.py count, as the allocator's inventory holds them: every device
of the newest generation of its pool (with --node, those published for the nodes judged), and what the
allocator makes of each whatever the request: the pool's problem (its buildPool), a gate that is off, no
node to be used on, its taints, the claims it is allocated to, every selector's answer on it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .. import cel
from ..spelling import closest
from .allocatedstate import AllocatedState
from .features import Features
from .inventory import Device, Inventory
from .pools import Pool, newest_pools
from .taints import ALLOCATING_EFFECTS

NodeFilter = Callable[[str, bool, "dict[str, Any] | None"], bool]  # (nodeName, allNodes, nodeSelector) -> judged


@dataclass
class Selection:
    """One selector over the devices: those it matches, fails on with a runtime error, or that dra-conform
    could not judge (with why); every other device it does not match."""

    true: set[int] = field(default_factory=set)
    errors: dict[int, str] = field(default_factory=dict)
    unknown: dict[int, str] = field(default_factory=dict)


def _pool_problem(pool: Pool) -> str | None:
    """Why the allocator takes no device from the pool (GatherPools, buildPool)."""
    if pool.incomplete and pool.seen < pool.expected:
        return (
            f"pool {pool.id} is incomplete ({pool.seen} of {pool.expected} slices at generation "
            f"{pool.generation}): the scheduler waits for the rest"
        )
    if pool.incomplete:  # upstream compares for equality: more slices than counted is incomplete too
        return (
            f"pool {pool.id} is incomplete ({pool.seen} slices at generation {pool.generation}, but "
            f"resourceSliceCount is {pool.expected})"
        )
    return f"pool {pool.id} is invalid: {pool.reason}" if pool.invalid else None


def _device_problem(device: Device, features: Features) -> str | None:
    """Why the allocator never uses the device, whatever the request and the node."""
    if device.slice.counter_sets and features.partitionable:
        return f"slice {device.slice.name} also publishes sharedCounters: the scheduler reads only its counters"
    if device.binding_conditions and not features.binding:
        return "it has bindingConditions and the DRADeviceBindingConditions feature is off"
    if device.consumes and not features.partitionable:
        return "it consumes counters and the DRAPartitionableDevices feature is off"
    name, everywhere, selector = device.published_for
    if not (name or everywhere or selector is not None):
        return "it is published for no node (no nodeName, allNodes or nodeSelector)"
    return None


class Published:
    """The devices counted (``members``, indices into ``inventory.devices``) and what the allocator holds of them."""

    def __init__(
        self,
        inventory: Inventory,
        allocated: AllocatedState,
        features: Features,
        for_nodes: NodeFilter | None = None,
        nodes_text: str = "",
    ) -> None:
        self.inventory = inventory
        self.devices = inventory.devices
        self.features = features
        # " for node-2" when only the devices of the nodes judged are counted (messages say so)
        self.scope = f" for {nodes_text or 'the nodes judged'}" if for_nodes is not None else ""
        self.members: list[int] = []
        self.pools: dict[tuple[str, str], Pool] = {}
        self.problems: dict[tuple[str, str], str] = {}  # pools the allocator takes nothing from, and why
        self.pool_nodes: dict[tuple[str, str], set[str]] = {}  # the nodes a pool's devices are for ("" = any)
        self.counter_texts: dict[tuple[str, str], dict[tuple[str, str], str]] = {}
        self.unusable: dict[int, str] = {}  # devices the allocator never uses, and why
        for pool, newest in newest_pools(inventory, features.partitionable):
            if not pool.driver or not pool.name:
                continue  # the apiserver requires both
            key = (pool.driver, pool.name)
            self.pools[key] = pool
            problem = _pool_problem(pool)
            if problem:
                self.problems[key] = problem
            self.counter_texts[key] = {k: t for s in newest for k, t in s.counter_texts.items()}
            nodes = self.pool_nodes[key] = set()
            for s in newest:
                for d in s.devices:
                    if for_nodes is not None and not for_nodes(*d.published_for):
                        continue  # the slice still counts for its pool
                    self.members.append(d.index)
                    nodes.add(d.node)
                    why = problem or _device_problem(d, features)
                    if why:
                        self.unusable[d.index] = why
        by_id = {self.devices[i].id: i for i in self.members}
        self.in_use = {by_id[d]: owner for d, owner in allocated.owners.items() if d in by_id}
        self.shared = {by_id[d]: used for d, used in allocated.capacity.items() if d in by_id}
        self.shared_by = {by_id[d]: owners for d, owners in allocated.sharers.items() if d in by_id}
        # each device's node, by index: read per request over every member (a list beats the attribute 3:1)
        self.node_of: list[str] = [d.node for d in self.devices]
        self.nodes = sorted({self.node_of[i] for i in self.members} - {""})
        self.tainted = {i for i in self.members if any(t.effect in ALLOCATING_EFFECTS for t in self.devices[i].taints)}
        self._views = inventory.views(True)[0]
        self._selections: dict[str, Selection] = {}
        self._values: dict[tuple[str, ...], list[tuple[Any, set[int]]]] = {}
        self._misspelt: dict[str, list[str]] = {}
        # attributes/capacity -> domain -> names, frozen once read: spelling.closest indexes a frozenset once
        self._published: dict[str, dict[str, frozenset[str]]] | None = None

    def view(self, i: int) -> cel.Device | None:
        """The device as CEL's `device`; None when it cannot be converted or its attributes are unknown."""
        return self._views[i]

    def shareable(self, i: int) -> bool:
        return self.features.consumable and self.devices[i].allow_multiple

    def counters(self, pool: tuple[str, str]) -> dict[tuple[str, str], Fraction]:
        """The pool's shared counters: (counter set, counter) -> what it holds."""
        return {(s, c): v for s, counters in self.pools[pool].counter_sets.items() for c, v in counters.items()}

    def selection(self, expression: str) -> Selection:
        """Every device's answer to one selector, from the allocator's (devices upstream cannot convert fail
        with its error); once per expression."""
        got = self._selections.get(expression)
        if got is None:
            got = self._selections[expression] = Selection()
            compiled = cel.compile(expression, self.features.cel_options)
            if compiled.problem is not None:
                got.unknown.update(dict.fromkeys(self.members, "the expression does not compile"))
                return got
            outcomes = self.inventory.outcomes(expression, compiled)
            for i in self.members:
                outcome = outcomes[i]
                if outcome.matched is None:
                    got.unknown[i] = outcome.not_checked or "not evaluated"
                elif outcome.matched:
                    got.true.add(i)
                elif outcome.error is not None:
                    got.errors[i] = outcome.error
        return got

    def misspelt(self, expression: str) -> list[str]:
        """'did you mean' for each attribute or capacity a selector reads that no device of the run publishes,
        when one the devices publish is close (beyond upstream: the apiserver cannot know what will be
        published, and the selector fails with "no such key" or never matches)."""
        got = self._misspelt.get(expression)
        if got is None:
            got = self._misspelt[expression] = self._hints(expression)
        return got

    def _hints(self, expression: str) -> list[str]:
        compiled = cel.compile(expression, self.features.cel_options)
        paths = cel.reads(compiled.ast) if compiled.ast is not None else None
        if not paths or not self.members:
            return []
        if self._published is None:
            published: dict[str, defaultdict[str, set[str]]] = {
                "attributes": defaultdict(set),
                "capacity": defaultdict(set),
            }
            for view in filter(None, map(self.view, self.members)):
                for domain, names in view.attributes.items():
                    published["attributes"][domain].update(names)
                for domain, names in view.capacity.items():
                    published["capacity"][domain].update(names)
            self._published = {
                kind: {domain: frozenset(names) for domain, names in by_domain.items()}
                for kind, by_domain in published.items()
            }
        hints = []
        for path in paths:
            if len(path) < 2 or path[0] not in self._published:
                continue
            domains = self._published[path[0]]
            if path[1] not in domains:
                meant = closest(path[1], domains)
                hint = f"no device of the run publishes {path[0]} of {path[1]}; did you mean `{meant}`?"
                if meant is not None and hint not in hints:
                    hints.append(hint)
            elif len(path) == 3 and path[2] not in domains[path[1]]:
                meant = closest(path[2], domains[path[1]])
                if meant is not None:
                    hints.append(
                        f"no device of the run publishes {path[0]} {path[1]}/{path[2]}; did you mean `{meant}`?"
                    )
        return hints

    def values_at(self, path: tuple[str, ...]) -> list[tuple[Any, set[int]]]:
        """The distinct values the devices have at a device path, each with the devices having it."""
        got = self._values.get(path)
        if got is None:
            by_value: dict[Any, set[int]] = {}
            for i in self.members:
                by_value.setdefault(raw_value(self.devices[i].driver, self.view(i), path), set()).add(i)
            got = self._values[path] = list(by_value.items())
        return got

    def counters_in_use(self) -> dict[tuple[str, str], dict[tuple[str, str], Fraction]]:
        """Counters the allocated devices consume, per pool (checkAvailableCounters subtracts them)."""
        used: dict[tuple[str, str], dict[tuple[str, str], Fraction]] = defaultdict(dict)
        for i in self.in_use:
            device = self.devices[i]
            for counter_set, counter, amount in device.cost:
                pool = used[(device.driver, device.pool)]
                pool[(counter_set, counter)] = pool.get((counter_set, counter), Fraction(0)) + amount
        return used


NONE = ("none",)


def raw_value(driver: str, device: cel.Device | None, path: tuple[str, ...]) -> Any:
    """What a device has at a path a selector reads, hashable; NONE when it has nothing there."""
    if path[0] == "driver":
        return driver
    if device is None:
        return ("unreadable",)
    if path[0] not in ("attributes", "capacity"):
        return NONE
    m: Any = device.attributes if path[0] == "attributes" else device.capacity
    for part in path[1:]:
        if not hasattr(m, "get") or m.get(part) is None:
            return NONE
        m = m.get(part)
    if isinstance(m, cel.Quantity):
        return ("q", m.value)
    if isinstance(m, list):
        return ("l", tuple(str(x) for x in m))
    return m if isinstance(m, (str, int, bool)) else str(m)
