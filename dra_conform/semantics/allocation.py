"""What each device request's filters let through on their own: the per-request analysis behind the
messages of DRA-CL-040..043 and explain-claim's filter lines ("3 of 8 devices published by
gpu.example.com match; 5 fail `device.attributes[...].model == "H100"`").

Whether a claim can be allocated, and which devices upstream would pick, node by node and with a
pod's claims together, is semantics/allocator's (a port of upstream's allocator); this module gives
the reasons in the words a person reads, and the pieces both share (Features, quantities, the taint
effects that stop allocation). It filters as the scheduler's allocator does:

Upstream: staging/src/k8s.io/dynamic-resource-allocation/structured/internal/{incubating,experimental}:
allocator_*.go (validateDeviceRequest, allocateOne, isSelectable, selectorsMatch, allocateDevice,
checkAvailableCounters, taintPreventsAllocation), pools_*.go (GatherPools, buildPool, NodeMatches),
consumable_capacity.go (CmpRequestOverCapacity) and resourceclaim.ToleratesTaint.

A request is judged over the devices of every node the slices name (with --node, of the nodes named:
InventoryBuilder's node filter, whose messages then say so): what its class and its own
selectors match, what counters, capacity and taints leave. Whatever it cannot judge (a selector it
cannot evaluate, a counter search over its budget) counts as a possible match, so "cannot be
satisfied" is certain. Pure: values in, values out; nothing here reads files or keeps state
between calls.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from ..model.findings import Path
from . import cel
from .claims import Exact, device_claim
from .gates import Gates, enabled
from .slices import BINARY_SI, DECIMAL_SI, quantity_string
from .spelling import closest
from .values import as_dict, as_list, as_str

MAX_RESULTS = 32  # resourceapi.AllocationResultsMaxSize: no claim gets more devices
SEARCH_BUDGET = 20_000  # steps of the exact shared-counter search before it gives up ("not judged")
SHOWN = 4  # values, devices or nodes named in a message before "…"
ALLOCATING_EFFECTS = ("NoSchedule", "NoExecute")  # taintPreventsAllocation: None and unknown effects do not
SLICE_VERSIONS = ("resource.k8s.io/v1", "resource.k8s.io/v1beta2", "resource.k8s.io/v1beta1")


# --- what the scheduler has switched on ----------------------------------------------------------


@dataclass(frozen=True)
class Features:
    """The allocator's Features, from the scheduler's gates (AllocatorFeatures)."""

    prioritized_list: bool = True
    partitionable: bool = True
    taints: bool = True
    taint_rules: bool = True
    binding: bool = True
    consumable: bool = True
    admin_access: bool = True
    list_attributes: bool = False
    fractional_range: bool = False  # DRAFractionalCapacityRange: milli-unit requestPolicy ranges

    @classmethod
    def of(cls, gates: Gates, version: str) -> Features:
        def on(name: str, default: bool = True) -> bool:
            value = enabled(gates, name, version)
            return default if value is None else value

        return cls(
            prioritized_list=on("DRAPrioritizedList"),
            partitionable=on("DRAPartitionableDevices"),
            taints=on("DRADeviceTaints"),
            taint_rules=on("DRADeviceTaintRules"),
            binding=on("DRADeviceBindingConditions") and on("DRAResourceClaimDeviceStatus"),
            consumable=on("DRAConsumableCapacity"),
            admin_access=on("DRAAdminAccess"),
            list_attributes=on("DRAListTypeAttributes", False),
            fractional_range=on("DRAFractionalCapacityRange", False),
        )

    @property
    def cel_options(self) -> cel.Options:
        # The scheduler compiles with the StoredExpressions environment (celCache.GetOrCompile).
        return cel.Options(stored=True, list_type_attributes=self.list_attributes)


# --- quantities ------------------------------------------------------------------------------------


def quantity(text: Any) -> Fraction | None:
    """A Kubernetes quantity's exact value, or None when it does not parse (bounded for any input)."""
    if isinstance(text, bool) or not isinstance(text, (str, int)) or len(str(text)) > 64:
        return None
    try:
        return cel.Quantity.parse(str(text).strip()).value
    except (cel.values.ValueError_, ValueError, ArithmeticError):
        return None


@dataclass(frozen=True)
class Capacity:
    """One capacity of a device: its value and requestPolicy (consumable capacity, KEP-5075)."""

    text: str
    value: Fraction
    default: Fraction | None = None
    valid_values: tuple[Fraction, ...] = ()
    minimum: Fraction | None = None
    maximum: Fraction | None = None
    step: Fraction | None = None

    @classmethod
    def read(cls, raw: Any) -> Capacity | None:
        raw = as_dict(raw)
        value = quantity(raw.get("value"))
        if value is None:
            return None
        policy = as_dict(raw.get("requestPolicy"))
        valid_range = as_dict(policy.get("validRange"))
        values = tuple(v for v in (quantity(x) for x in as_list(policy.get("validValues"))) if v is not None)
        return cls(
            str(raw.get("value")),
            value,
            quantity(policy.get("default")),
            values,
            quantity(valid_range.get("min")),
            quantity(valid_range.get("max")),
            quantity(valid_range.get("step")),
        )

    def consumed(self, requested: Fraction | None, fractional: bool = False) -> Fraction | None:
        """calculateConsumedCapacity, then violatesPolicy: what one allocation takes, None if refused.
        The range arithmetic is on whole numbers, as upstream's Quantity.Value() (rounded up) is; in
        milli-units with DRAFractionalCapacityRange when min, max or step has a fraction."""
        bounds = [b for b in (self.minimum, self.maximum, self.step) if b is not None]
        scale = 1000 if fractional and any(b.denominator != 1 for b in bounds) else 1

        def units(x: Fraction) -> int:
            return math.ceil(x * scale)

        if requested is None:  # fillEmptyRequest
            amount = self.default if self.default is not None else self.value
        elif self.minimum is not None:  # roundUpRange
            if requested < self.minimum:
                amount = self.minimum
            elif self.step:
                start, step = units(self.minimum), units(self.step)
                amount = Fraction(start + step * -((start - units(requested)) // step), scale)
            else:
                amount = requested
        elif self.valid_values:  # roundUpValidValues
            amount = next((v for v in self.valid_values if requested <= v), requested)
        else:
            amount = requested
        if self.default is not None and amount == self.default:
            return amount
        if self.minimum is not None:
            if self.maximum is not None and amount > self.maximum:
                return None
            if self.step and (units(amount) - units(self.minimum)) % units(self.step):
                return None
        elif self.valid_values and amount not in self.valid_values:
            return None
        return amount


# --- published devices -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Taint:
    key: str
    value: str
    effect: str
    rule: str = ""  # the DeviceTaintRule that adds it ("" for a taint the slice publishes)

    def __str__(self) -> str:
        text = f"{self.key}={self.value}:{self.effect}" if self.value else f"{self.key}:{self.effect}"
        return f"{text} (DeviceTaintRule {self.rule})" if self.rule else text


@dataclass(slots=True)
class Device:
    """One published device with what the allocator reads of it."""

    driver: str
    pool: str
    name: str
    slice: str
    node: str  # the node a node-local slice or device is for; "" otherwise
    everywhere: bool  # allNodes
    behind_selector: bool  # a node selector: its nodes are not known here
    cel: cel.Device | None  # None when upstream's conversion fails (``bad``)
    bad: str | None
    taints: tuple[Taint, ...]
    cost: tuple[tuple[str, str, Fraction], ...]  # consumesCounters: (counter set, counter, amount)
    capacity: dict[str, Capacity]
    shareable: bool  # allowMultipleAllocations
    binding: bool  # has bindingConditions
    in_counter_slice: bool  # published in a slice that also has sharedCounters
    unusable: str | None = None  # why the allocator never uses it (pool incomplete, ...)

    @property
    def label(self) -> str:
        return f"{self.pool}/{self.name}" if self.pool != self.name else self.name

    @property
    def key(self) -> tuple[str, str, str]:
        return self.driver, self.pool, self.name


@dataclass
class Pool:
    driver: str
    name: str
    generation: int
    slices: int = 0
    expected: int = 0  # the first slice's resourceSliceCount
    counters: dict[tuple[str, str], Fraction] = field(default_factory=dict)
    counter_texts: dict[tuple[str, str], str] = field(default_factory=dict)  # as the slice writes them
    problem: str | None = None  # incomplete or invalid: the allocator takes nothing from it
    nodes: set[str] = field(default_factory=set)  # the nodes its device slices are for ("" = any)

    @property
    def label(self) -> str:
        return f"{self.driver}/{self.name}"


def _spec(obj: dict[str, Any]) -> dict[str, Any]:
    return as_dict(obj.get("spec"))


def _int(value: Any, default: int = 0) -> int:
    return value if type(value) is int else default


NodeFilter = Callable[
    [str, bool, "dict[str, Any] | None"], bool
]  # (nodeName, allNodes, nodeSelector) -> for a node judged


class InventoryBuilder:
    """Collects slices one at a time (a big dump is read again slice by slice), then builds the
    Inventory: the highest generation of each pool, pools checked as buildPool does."""

    def __init__(self, features: Features, for_nodes: NodeFilter | None = None, nodes_text: str = "") -> None:
        self.features = features
        # Whether a device published for (nodeName, allNodes, nodeSelector) is for one of the nodes judged
        # (named by nodes_text); None: every device counts. A slice's other devices are left out, the slice
        # still counts for its pool.
        self.for_nodes = for_nodes
        self.nodes_text = nodes_text
        # (driver, pool) -> generation -> [(slice name, nodes, counter sets, devices)]
        self._pools: dict[
            tuple[str, str], dict[int, list[tuple[str, int, dict[str, dict[str, Any]], list[Device]]]]
        ] = {}

    def add_slice(self, value: dict[str, Any], attributes_known: bool = True) -> None:
        """Add one ResourceSlice; ``attributes_known=False`` for one whose attributes are not all there
        (its selectors' outcomes are then not judged)."""
        if as_str(value.get("apiVersion")) not in SLICE_VERSIONS:
            return
        spec = _spec(value)
        driver, pool = as_str(spec.get("driver")), as_str(as_dict(spec.get("pool")).get("name"))
        if not driver or not pool:
            return
        slice_name = as_str(as_dict(value.get("metadata")).get("name")) or "(unnamed slice)"
        counter_sets = {
            as_str(as_dict(c).get("name")): as_dict(as_dict(c).get("counters"))
            for c in as_list(spec.get("sharedCounters"))
        }
        per_device = spec.get("perDeviceNodeSelection") is True
        if not self.features.partitionable and (counter_sets or "perDeviceNodeSelection" in spec):
            return  # GatherPools skips such slices without the feature
        node, everywhere, selector = (
            as_str(spec.get("nodeName")),
            spec.get("allNodes") is True,
            isinstance(spec.get("nodeSelector"), dict),
        )
        devices = []
        for raw in as_list(spec.get("devices")):
            raw = as_dict(raw)
            body = as_dict(raw.get("basic")) if isinstance(raw.get("basic"), dict) else raw
            published_for = body if per_device else spec
            if per_device:
                where = (
                    as_str(body.get("nodeName")),
                    body.get("allNodes") is True,
                    isinstance(body.get("nodeSelector"), dict),
                )
            else:
                where = (node, everywhere, selector)
            if self.for_nodes is not None and not self.for_nodes(
                where[0], where[1], as_dict(published_for.get("nodeSelector")) if where[2] else None
            ):
                continue
            device = self._device(driver, pool, slice_name, as_str(raw.get("name")), body, where, bool(counter_sets))
            if not attributes_known:
                device.cel, device.bad = None, None
            devices.append(device)
        info = as_dict(spec.get("pool"))
        generation = _int(info.get("generation"))
        entry = (slice_name, _int(info.get("resourceSliceCount")), counter_sets, devices)
        self._pools.setdefault((driver, pool), {}).setdefault(generation, []).append(entry)

    def _device(
        self,
        driver: str,
        pool: str,
        slice_name: str,
        name: str,
        body: dict[str, Any],
        where: tuple[str, bool, bool],
        in_counter_slice: bool,
    ) -> Device:
        try:
            # List values are converted whatever DRAListTypeAttributes says: without the gate the apiserver
            # refuses the whole slice (DRA-RS-032 says so), and judging its devices is still worth more.
            device: cel.Device | None = cel.device_from_slice(body, driver, list_type_attributes=True)
            bad = None
        except cel.BadDevice as exc:
            device, bad = None, str(exc)
        taints = tuple(
            Taint(as_str(t.get("key")), as_str(t.get("value")), as_str(t.get("effect")))
            for t in map(as_dict, as_list(body.get("taints")))
        )
        cost = []
        for use in map(as_dict, as_list(body.get("consumesCounters"))):
            for counter, amount in as_dict(use.get("counters")).items():
                value = quantity(as_dict(amount).get("value"))
                cost.append((as_str(use.get("counterSet")), str(counter), value if value is not None else Fraction(0)))
        capacity = {}
        for cap_name, raw in as_dict(body.get("capacity")).items():
            read = Capacity.read(raw)
            if read is not None:
                capacity[str(cap_name)] = read  # requests name capacities exactly as the slice does
        shareable = self.features.consumable and body.get("allowMultipleAllocations") is True
        binding = bool(as_list(body.get("bindingConditions")))
        return Device(
            driver,
            pool,
            name,
            slice_name,
            where[0],
            where[1],
            where[2],
            device,
            bad,
            taints,
            tuple(cost),
            capacity,
            shareable,
            binding,
            in_counter_slice,
        )

    def build(self, taint_rules: Iterable[dict[str, Any]] = (), claims: Iterable[dict[str, Any]] = ()) -> Inventory:
        pools: dict[tuple[str, str], Pool] = {}
        devices: list[Device] = []
        for (driver, name), generations in sorted(self._pools.items()):
            top = max(generations)
            entries = generations[top]
            pool = Pool(driver, name, top, len(entries), entries[0][1])
            pools[(driver, name)] = pool
            mine = [d for entry in entries for d in entry[3]]
            pool.problem = _pool_problem(pool, entries, self.features)
            for counter_set, counters in ((n, c) for entry in entries for n, c in entry[2].items()):
                for counter, amount in counters.items():
                    value = quantity(as_dict(amount).get("value"))
                    pool.counters[(counter_set, str(counter))] = value if value is not None else Fraction(0)
                    pool.counter_texts[(counter_set, str(counter))] = str(as_dict(amount).get("value"))
            for device in mine:
                pool.nodes.add(device.node)
                device.unusable = pool.problem or _device_problem(device, self.features)
            devices.extend(mine)
        rules = [r for r in taint_rules if self.features.taint_rules]
        for device in devices:
            extra = tuple(_rule_taints(device, rules))
            if extra:
                device.taints = device.taints + extra
        inventory = Inventory(devices, pools, self.features, claims)
        inventory.scope = f" for {self.nodes_text or 'the nodes judged'}" if self.for_nodes is not None else ""
        return inventory


def _pool_problem(pool: Pool, entries: list[Any], features: Features) -> str | None:
    """GatherPools and buildPool: why the allocator takes no device from the pool."""
    if pool.slices < pool.expected:
        return (
            f"pool {pool.label} is incomplete ({pool.slices} of {pool.expected} slices at generation "
            f"{pool.generation}): the scheduler waits for the rest"
        )
    if pool.slices > pool.expected:  # upstream compares for equality: more slices than counted is incomplete too
        return (
            f"pool {pool.label} is incomplete ({pool.slices} slices at generation {pool.generation}, but "
            f"resourceSliceCount is {pool.expected})"
        )
    seen: set[str] = set()
    for entry in entries:
        if entry[2] and features.partitionable:
            continue  # a counter-set slice: its devices are not read (buildPool)
        for device in entry[3]:
            if device.name in seen:
                return f"pool {pool.label} is invalid: duplicate device name {device.name}"
            seen.add(device.name)
    if not features.partitionable:
        return None
    sets: dict[str, set[str]] = {}
    for entry in entries:
        for name, counters in entry[2].items():
            if name in sets:
                return f"pool {pool.label} is invalid: duplicate counter set name {name}"
            sets[name] = {str(c) for c in counters}
    for entry in entries:
        for device in entry[3]:
            for counter_set, counter, _ in device.cost:
                if counter_set not in sets:
                    return f"pool {pool.label} is invalid: counter set {counter_set} not found"
                if counter not in sets[counter_set]:
                    return f"pool {pool.label} is invalid: counter {counter} not found in counter set {counter_set}"
    return None


def _device_problem(device: Device, features: Features) -> str | None:
    if device.in_counter_slice and features.partitionable:
        return f"slice {device.slice} also publishes sharedCounters: the scheduler reads only its counters"
    if device.binding and not features.binding:
        return "it has bindingConditions and the DRADeviceBindingConditions feature is off"
    if device.cost and not features.partitionable:
        return "it consumes counters and the DRAPartitionableDevices feature is off"
    if not (device.node or device.everywhere or device.behind_selector):
        return "it is published for no node (no nodeName, allNodes or nodeSelector)"
    return None


def _rule_taints(device: Device, rules: list[dict[str, Any]]) -> Iterator[Taint]:
    """The taints DeviceTaintRules add: a rule's deviceSelector names driver, pool, device (all optional)."""
    for rule in rules:
        spec = _spec(rule)
        selector, taint = spec.get("deviceSelector"), as_dict(spec.get("taint"))
        if not isinstance(selector, dict):
            continue  # a rule without a device selector matches no device
        wanted = (
            (selector.get("driver"), device.driver),
            (selector.get("pool"), device.pool),
            (selector.get("device"), device.name),
        )
        if all(want is None or want == have for want, have in wanted):
            name = as_str(as_dict(rule.get("metadata")).get("name")) or "(unnamed)"
            yield Taint(as_str(taint.get("key")), as_str(taint.get("value")), as_str(taint.get("effect")), name)


@dataclass
class Selection:
    """One selector over the inventory: the devices it matches, fails with a runtime error, or that
    dra-conform could not judge (with why); every other device it does not match."""

    true: set[int] = field(default_factory=set)
    errors: dict[int, str] = field(default_factory=dict)
    unknown: dict[int, str] = field(default_factory=dict)


class Inventory:
    """The devices of a run, with what is allocated already (status.allocation of the claims given)."""

    def __init__(
        self,
        devices: list[Device],
        pools: dict[tuple[str, str], Pool],
        features: Features,
        claims: Iterable[dict[str, Any]] = (),
    ) -> None:
        self.devices = devices
        self.pools = pools
        self.features = features
        self.scope = ""  # " for node-2" when only the devices of the nodes judged are here (messages say so)
        empty = cel.Device("", {}, {})
        self.index = cel.DeviceIndex([d.cel or empty for d in devices])
        self._by_key = {d.key: i for i, d in enumerate(devices)}
        self.in_use: dict[int, str] = {}  # device -> the claim it is allocated to (exclusively)
        self.shared: dict[int, dict[str, Fraction]] = {}  # device -> capacity consumed by its shares
        self.shared_by: dict[int, list[str]] = defaultdict(list)
        for claim in claims:
            self._allocated(claim)
        self.nodes = sorted({d.node for d in devices if d.node})
        self.unusable = {i: d.unusable for i, d in enumerate(devices) if d.unusable}
        self.tainted = {i for i, d in enumerate(devices) if any(t.effect in ALLOCATING_EFFECTS for t in d.taints)}
        self._selections: dict[str, Selection] = {}
        self._values: dict[tuple[str, ...], list[tuple[Any, set[int]]]] = {}
        self._misspelt: dict[str, list[str]] = {}  # selector -> its 'did you mean' hints
        self._published: dict[str, dict[str, set[str]]] | None = None  # attributes/capacity -> domain -> names

    def _allocated(self, claim: dict[str, Any]) -> None:
        metadata = as_dict(claim.get("metadata"))
        label = "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)
        allocation = as_dict(as_dict(claim.get("status")).get("allocation"))
        for result in map(as_dict, as_list(as_dict(allocation.get("devices")).get("results"))):
            if result.get("adminAccess") is True:
                continue  # admin access does not make a device busy
            i = self._by_key.get(
                (as_str(result.get("driver")), as_str(result.get("pool")), as_str(result.get("device")))
            )
            if i is None:
                continue
            if result.get("shareID") is not None:
                used = self.shared.setdefault(i, {})
                for name, amount in as_dict(result.get("consumedCapacity")).items():
                    value = quantity(amount)
                    if value is not None:
                        used[str(name)] = used.get(str(name), Fraction(0)) + value
                self.shared_by[i].append(label)
            else:
                self.in_use[i] = label

    def selection(self, expression: str) -> Selection:
        """Every device's outcome for one selector, as sets (devices upstream cannot convert fail with its
        error); computed once per expression, from one evaluation per group of equal values read."""
        got = self._selections.get(expression)
        if got is None:
            compiled = cel.compile(expression, self.features.cel_options)
            got = self._selections[expression] = Selection()
            for outcome, members in self.index.matches(compiled):
                if outcome.matched is None:
                    got.unknown.update(dict.fromkeys(members, outcome.not_checked or "not evaluated"))
                elif outcome.matched:
                    got.true.update(members)
                elif outcome.error is not None:
                    got.errors.update(dict.fromkeys(members, outcome.error))
            if compiled.problem is None:
                for i, device in enumerate(self.devices):
                    if device.bad is not None:
                        got.true.discard(i)
                        got.unknown.pop(i, None)
                        got.errors[i] = device.bad
                    elif device.cel is None:
                        got.true.discard(i)
                        got.errors.pop(i, None)
                        got.unknown[i] = "its slice's file changed since it was read"
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
        if not paths or not self.devices:
            return []
        if self._published is None:
            self._published = {"attributes": defaultdict(set), "capacity": defaultdict(set)}
            for device in self.devices:
                if device.cel is not None:
                    for domain, names in device.cel.attributes.items():
                        self._published["attributes"][domain].update(names)
                    for domain, names in device.cel.capacity.items():
                        self._published["capacity"][domain].update(names)
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
            for i, device in enumerate(self.devices):
                by_value.setdefault(_raw_value(device, path), set()).add(i)
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


# --- requests as the allocator reads them ------------------------------------------------------------


@dataclass(frozen=True)
class Toleration:
    key: str
    operator: str
    value: str
    effect: str

    def tolerates(self, taint: Taint) -> bool:
        """resourceclaim.ToleratesTaint."""
        if self.effect and self.effect != taint.effect:
            return False
        if self.key and self.key != taint.key:
            return False
        if self.operator in ("", "Equal"):
            return self.value == taint.value
        return self.operator == "Exists"


@dataclass(frozen=True)
class Want:
    """An exact request or one firstAvailable subrequest, defaulted as the apiserver stores it."""

    name: str  # "gpu", or "gpu/big" for a subrequest
    path: Path  # where its fields are written
    class_name: str
    selectors: tuple[str, ...]
    all: bool  # allocationMode All
    count: int
    admin: bool
    tolerations: tuple[Toleration, ...]
    capacity: tuple[tuple[str, Fraction | None], ...] | None  # capacity.requests, when given


@dataclass(frozen=True)
class Request:
    name: str
    path: Path
    exact: Want | None
    alternatives: tuple[Want, ...]  # firstAvailable, in order


def requests(obj: dict[str, Any]) -> list[Request]:
    """The requests of a claim or template as the allocator reads them (semantics.claims: decoded and
    defaulted); a malformed one is left out, for the validation rules report it (DRA-CL-003...)."""
    claim = device_claim(obj, as_str(obj.get("kind")), as_str(obj.get("apiVersion")))
    out: list[Request] = []
    for request in claim.requests if claim is not None else ():
        if not request.name:
            continue
        if request.kind == "exactly" and request.exact is not None:
            want = _want(request.name, request.exact)
            if want is not None:
                out.append(Request(request.name, request.path, want, ()))
        elif request.kind == "firstAvailable" and request.subrequests:
            wants = [_want(f"{request.name}/{as_str(sub.fields.get('name'))}", sub) for sub in request.subrequests]
            if None not in wants:  # judging the others alone would mislead
                out.append(Request(request.name, request.path, None, tuple(w for w in wants if w is not None)))
    return out


def _want(name: str, exact: Exact) -> Want | None:
    fields = exact.fields
    class_name, mode, count = as_str(fields.get("deviceClassName")), exact.mode, exact.count
    if not class_name or mode not in ("ExactCount", "All") or type(count) is not int or count < 0:
        return None
    selectors = []
    for selector in as_list(fields.get("selectors")):
        expression = as_dict(as_dict(selector).get("cel")).get("expression")
        if not isinstance(expression, str):
            return None  # an unknown selector type: the allocator refuses the claim
        selectors.append(expression)
    tolerations = tuple(
        Toleration(as_str(t.get("key")), as_str(t.get("operator")), as_str(t.get("value")), as_str(t.get("effect")))
        for t in map(as_dict, as_list(fields.get("tolerations")))
    )
    capacity = None
    if isinstance(fields.get("capacity"), dict):
        capacity = tuple(sorted((str(k), quantity(v)) for k, v in as_dict(fields["capacity"].get("requests")).items()))
    return Want(
        name,
        exact.path,
        class_name,
        tuple(selectors),
        mode == "All",
        count,
        fields.get("adminAccess") is True,
        tolerations,
        capacity,
    )


# --- the analysis --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SelectorError:
    """A CEL runtime error on a device: upstream's Allocate stops with it when it evaluates that pair."""

    owner: str  # "class gpu.example.com" or "claim default/c1"
    selector: int
    expression: str
    device: str  # the first such device
    text: str
    devices: int = 1  # how many devices give an error
    request: str = ""  # the request or subrequest ("req/sub") whose selectors the scheduler evaluates


@dataclass
class Verdict:
    """One exact request or subrequest against the inventory."""

    want: Want
    satisfiable: bool | None  # None: dra-conform could not judge
    summary: str  # plain words: what matches and what stops it
    matched: int = 0  # devices its class and selectors match (on any node, before taints)
    candidates: int = 0  # ... that it can also use (pools, capacity, taints)
    best: int = 0  # most allocatable together on one node (up to what it needs)
    best_node: str = ""
    now: str | None = None  # what allocations of other claims change, when they do
    errors: list[SelectorError] = field(default_factory=list)
    class_missing: bool = False
    steps: list[str] = field(default_factory=list)  # the filter steps, for explain-claim
    head: str = ""  # the summary's first sentence (the steps follow it there)


@dataclass
class RequestVerdict:
    request: Request
    verdicts: list[Verdict]

    @property
    def satisfiable(self) -> bool | None:
        """A request with firstAvailable is satisfiable when one of its subrequests is."""
        values = [v.satisfiable for v in self.verdicts]
        if any(v is True for v in values):
            return True
        return None if any(v is None for v in values) else False

    def message(self) -> str:
        if self.request.exact is not None:
            return f"request {self.request.name}: {self.verdicts[0].summary}"
        parts = [f"subrequest {v.want.name.split('/', 1)[1]}: {v.summary}" for v in self.verdicts]
        first = next((k for k, v in enumerate(self.verdicts) if v.satisfiable), None)
        if first is not None:  # the allocator tries them in order: the ones before it cannot be used
            before = f" ({'; '.join(parts[:first])})" if first else ""
            name = self.verdicts[first].want.name.split("/", 1)[1]
            surely = all(v.satisfiable is False for v in self.verdicts[:first])  # else one not judged may fit
            verb = "takes subrequest" if surely else "takes, unless one before it fits, subrequest"
            return f"request {self.request.name}: the scheduler {verb} {name}{before}; {parts[first]}"
        if self.satisfiable is False:
            return f"request {self.request.name}: none of its {len(parts)} subrequests can be satisfied: " + "; ".join(
                parts
            )
        return f"request {self.request.name}: " + "; ".join(parts)


@dataclass(frozen=True)
class Classes:
    """The DeviceClasses of a run: name -> CEL selectors (None when the run gives none at all)."""

    selectors: dict[str, tuple[str, ...]] | None

    @classmethod
    def of(cls, objects: Iterable[dict[str, Any]]) -> Classes:
        found: dict[str, tuple[str, ...]] = {}
        any_class = False
        for obj in objects:
            any_class = True
            name = as_str(as_dict(obj.get("metadata")).get("name"))
            found[name] = tuple(
                e
                for e in (
                    as_dict(as_dict(s).get("cel")).get("expression") for s in as_list(_spec(obj).get("selectors"))
                )
                if isinstance(e, str)
            )
        return cls(found if any_class else None)


class Analysis:
    """Requests judged against one inventory; verdicts of equal requests are computed once."""

    def __init__(self, inventory: Inventory, classes: Classes) -> None:
        self.inventory = inventory
        self.classes = classes
        self._memo: dict[tuple[Any, ...], Verdict] = {}
        self._classes: dict[str, ClassStage] = {}

    def stage(self, class_name: str) -> ClassStage:
        if class_name not in self._classes:
            self._classes[class_name] = class_stage(self.inventory, self.classes, class_name)
        return self._classes[class_name]

    def claim(self, obj: dict[str, Any]) -> list[RequestVerdict]:
        metadata = as_dict(obj.get("metadata"))
        label = "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)
        allocated = bool(as_dict(as_dict(obj.get("status")).get("allocation")))
        owner = f"claim {label or '(unnamed)'}"
        out = []
        for request in requests(obj):
            wants = [request.exact] if request.exact is not None else list(request.alternatives)
            out.append(RequestVerdict(request, [self.want(w, owner, now=not allocated) for w in wants]))
        return out

    def want(self, want: Want, owner: str, now: bool = True) -> Verdict:
        key = (
            want.class_name,
            want.selectors,
            want.all,
            want.count,
            want.admin,
            want.tolerations,
            want.capacity,
            "/" in want.name,
            now,
            owner if want.selectors else "",
        )
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = _judge(
                self.inventory, self.classes, self.stage(want.class_name), want, owner, now
            )
        return replace(found, want=want)


def _code(expression: str) -> str:
    """A selector in a message: on one line (a line break and the spaces around it read as one space)."""
    return "`" + re.sub(r"\s*\n\s*", " ", expression.strip()) + "`"


def _plural(word: str, n: int) -> str:
    return word if n == 1 else word + "s"


def _plurals(name: str) -> str:
    """ "models", "drivers"; a name English does not pluralise with an s is said as "memory values"."""
    return f"{name}s" if name[-1:].isalpha() and name[-1:] not in "sxyz" and name.isascii() else f"{name} values"


def _devices(n: int) -> str:
    return f"{n} {_plural('device', n)}"


def _listing(items: list[str], limit: int = SHOWN) -> str:
    shown = items[:limit]
    return ", ".join(shown) + (f", … ({len(items)} in all)" if len(items) > limit else "")


def _hint(inventory: Inventory, expression: str, members: list[int]) -> str:
    """The values a selector read on the devices it refused: "(models published: A100, A30)"."""
    compiled = cel.compile(expression, inventory.features.cel_options)
    paths = cel.reads(compiled.ast) if compiled.ast is not None else None
    if not paths or len(paths) > 2:
        return ""
    refused = set(members)
    parts = []
    for path in paths:
        if path[0] in ("attributes", "capacity") and len(path) < 3:
            continue  # a whole map
        found = []
        for value, having in inventory.values_at(path):
            if not having.isdisjoint(refused):
                found.append(value)
                if len(found) > SHOWN:
                    break
        values = sorted({_shown(value) for value in found})
        if values == ["(none)"]:
            continue  # a value no device has: the runtime error says so
        name = path[-1] if path[0] != "driver" else "driver"
        parts.append(f"{_plurals(name)} published: {_listing(values)}")
    return f" ({'; '.join(parts)})" if parts else ""


_NONE = ("none",)


def _raw_value(published: Device, path: tuple[str, ...]) -> Any:
    """What a device has at a path the selector reads, hashable; _NONE when it has nothing there."""
    if path[0] == "driver":
        return published.driver
    device = published.cel
    if device is None:
        return ("unreadable",)
    if path[0] not in ("attributes", "capacity"):
        return _NONE
    m: Any = device.attributes if path[0] == "attributes" else device.capacity
    for part in path[1:]:
        if not hasattr(m, "get") or m.get(part) is None:
            return _NONE
        m = m.get(part)
    if isinstance(m, cel.Quantity):
        return ("q", m.value)
    if isinstance(m, list):
        return ("l", tuple(str(x) for x in m))
    return m if isinstance(m, (str, int, bool)) else str(m)


def _shown(value: Any) -> str:
    if value is _NONE:
        return "(none)"
    if isinstance(value, tuple) and value[:1] == ("unreadable",):
        return "(unreadable)"
    if isinstance(value, tuple) and value[:1] == ("q",):
        return _quantity_text(value[1])
    if isinstance(value, tuple) and value[:1] == ("l",):
        return "[" + ", ".join(value[1]) + "]"
    return str(value).lower() if isinstance(value, bool) else str(value)


def _quantity_text(value: Fraction) -> str:
    """A quantity as Quantity.String() prints it (80Gi, 1500m), binary when a multiple of 1024."""
    binary = value.denominator == 1 and value >= 1024 and value % 1024 == 0
    return quantity_string(value, BINARY_SI if binary else DECIMAL_SI)


def _class_driver_label(inventory: Inventory, members: list[int]) -> str:
    drivers = sorted({inventory.devices[i].driver for i in members})
    return f"published by {_listing(drivers)}{inventory.scope}"


@dataclass
class ClassStage:
    """What one DeviceClass's selectors let through, computed once per class for all its requests."""

    name: str
    given: bool  # the class is in the run (with classes given at all)
    after: list[int]  # the devices all its selectors accept (or could: see unknown)
    refused: list[tuple[str, list[int], list[int]]]  # (selector, devices it refuses, of them with an error)
    errors: list[SelectorError]
    unknown: set[int]
    base: list[int]  # the devices messages count from: those of the drivers the class selects
    label: str  # "published by gpu.example.com", or "published" (and the inventory's scope)


def class_stage(inventory: Inventory, classes: Classes, name: str) -> ClassStage:
    everything = list(range(len(inventory.devices)))
    if classes.selectors is None or name not in classes.selectors:
        return ClassStage(name, False, everything, [], [], set(), everything, f"published{inventory.scope}")
    errors: list[SelectorError] = []
    unknown: set[int] = set()
    selectors = classes.selectors[name]
    after, refused = _select(inventory, everything, selectors, f"class {name}", errors, unknown, True)
    base, label = _base(inventory, everything, after) if selectors else (everything, f"published{inventory.scope}")
    return ClassStage(name, True, after, refused, errors, unknown, base, label)


def _judge(inventory: Inventory, classes: Classes, stage: ClassStage, want: Want, owner: str, now: bool) -> Verdict:
    features = inventory.features
    refused = _refused(want, features)
    if refused:
        return Verdict(want, False, refused)
    class_selectors = (classes.selectors or {}).get(want.class_name, ()) if stage.given else ()
    for whose, expressions in (("its DeviceClass's", class_selectors), ("its", want.selectors)):
        for index, expression in enumerate(expressions):
            problem = cel.compile(expression, features.cel_options).problem
            if problem is not None:  # the scheduler refuses the claim before it looks at a device
                return Verdict(
                    want,
                    None,
                    f"{whose} selector #{index} does not compile, and the scheduler refuses the claim with its "
                    f"CEL compile error ({problem.detail.splitlines()[0]})",
                )
    everything = list(range(len(inventory.devices)))
    class_missing = classes.selectors is not None and not stage.given
    errors = list(stage.errors)
    unknown = set(stage.unknown)  # devices whose match dra-conform could not judge: counted as matches
    after_class, base, label = stage.after, stage.base, stage.label
    steps: list[str] = []
    if not stage.given:
        # Without its class, the drivers the request's selectors name stand in for what the class selects;
        # a request that names none of the drivers published is not judged (the run has other drivers' devices).
        named = _named_drivers(inventory, want.selectors)
        if not named:
            why = "is not given" if class_missing else "is not in the run"
            return Verdict(
                want,
                None,
                f"DeviceClass {want.class_name} {why}, and the request names no driver whose devices the run publishes",
                class_missing=class_missing,
            )
        base = after_class = [i for i in everything if inventory.devices[i].driver in named]
        label = _class_driver_label(inventory, base)
    if class_missing:
        steps.append(
            f"no DeviceClass {want.class_name} is given: its selectors are not applied, so the counts are upper bounds"
        )
    elif classes.selectors is None:
        steps.append(
            f"DeviceClass {want.class_name} is not in the run: its selectors are not applied, so the counts "
            "are upper bounds"
        )
    in_base = set(base)
    for expression, members, failed in stage.refused:
        members = [i for i in members if i in in_base]
        if members:
            steps.append(
                f"{len(members)} fail the class's {_code(expression)}{_hint(inventory, expression, members)}"
                + _errors_text(inventory, expression, [i for i in failed if i in in_base])
            )
    matched, request_refused = _select(
        inventory,
        after_class,
        want.selectors,
        owner,
        errors,
        unknown,
        report_errors=not class_missing and classes.selectors is not None,
    )
    for expression, members, failed in request_refused:
        steps.append(
            f"{len(members)} fail {_code(expression)}{_hint(inventory, expression, members)}"
            + _errors_text(inventory, expression, failed)
        )
    verdict = Verdict(want, None, "", matched=len(matched), errors=errors, class_missing=class_missing, steps=steps)
    head = f"{len(matched)} of {_devices(len(base))} {label} match"
    # Pools, gates and capacity: devices the allocator passes over; then taints.
    off: dict[str, list[int]] = defaultdict(list)
    candidates = matched
    if inventory.unusable:
        for i in matched:
            if i in inventory.unusable:
                off[inventory.unusable[i]].append(i)
        candidates = [i for i in matched if i not in inventory.unusable]
    if want.capacity is not None:
        lacking = f"they lack the capacity capacity.requests asks for ({_capacity_text(want)})"
        fits = [_fits_capacity(inventory.devices[i], want, {}, features.fractional_range) for i in candidates]
        off[lacking] = [i for i, ok in zip(candidates, fits) if not ok]
        candidates = [i for i, ok in zip(candidates, fits) if ok]
    for reason, members in off.items():
        if members:
            steps.append(f"{len(members)} of them {'is' if len(members) == 1 else 'are'} not used: {reason}")
    untolerated = {
        i: why
        for i in candidates
        if i in inventory.tainted
        if (why := _untolerated(inventory.devices[i], want, features))
    }
    tainted = [i for i in candidates if i in untolerated]
    if tainted and not want.all:
        steps.append(
            f"{len(tainted)} of them {'has' if len(tainted) == 1 else 'have'} a taint the request does not "
            f"tolerate ({untolerated[tainted[0]]} on {inventory.devices[tainted[0]].label})"
        )
    usable = [i for i in candidates if i not in untolerated] if untolerated else candidates
    verdict.candidates = len(usable)
    if want.all:
        return _judge_all(inventory, want, verdict, head, candidates, untolerated, now)
    need = want.count
    best, node, limit = _most_on_a_node(inventory, usable, need, {}, {}, want)
    verdict.best, verdict.best_node = best, node
    if best >= need:
        judged = [i for i in usable if i not in unknown]
        # Enough only with devices dra-conform could not judge: not judged, rather than satisfiable.
        verdict.satisfiable = (
            True
            if len(judged) == len(usable) or _most_on_a_node(inventory, judged, need, {}, {}, want)[0] >= need
            else None
        )
        nodes = {inventory.devices[i].node for i in usable} - {""}
        verdict.summary = verdict.head = head + (
            f", on {len(nodes)} nodes" if len(nodes) > 1 else f" on node {node}" if node else ""
        )
        if class_missing or classes.selectors is None:
            verdict.summary += f"; {steps[0]}"
        if unknown:
            verdict.summary += f" ({len(unknown)} of them not judged: {_not_judged(inventory, want, classes, unknown)})"
        if now:
            verdict.now = _now(inventory, want, usable, need)
        return verdict
    # Devices not judged were counted as matches and node selectors as matching every node: a
    # shortage is certain unless the counter search ran out of budget.
    verdict.satisfiable = False if limit != "unknown" else None
    if limit and limit != "unknown":
        steps.append(limit)
    elif limit == "unknown":
        steps.append("whether their shared counters allow enough together was not judged (search budget)")
    verdict.head = (f"asks for {_devices(need)}; " if need > 1 else "") + head
    verdict.summary = verdict.head + ("; " + "; ".join(steps) if steps else "")
    return verdict


def _named_drivers(inventory: Inventory, selectors: tuple[str, ...]) -> set[str]:
    """The published drivers a request's selectors name: an attribute or capacity domain, or a string."""
    published = {d.driver for d in inventory.devices}
    named: set[str] = set()
    for expression in selectors:
        compiled = cel.compile(expression, inventory.features.cel_options)
        stack = [compiled.ast] if compiled.ast is not None else []
        while stack:
            node = stack.pop()
            if node.kind == "lit" and isinstance(node.value, str) and node.value in published:
                named.add(node.value)
            stack.extend(n for n in (node.target, *node.args) if n is not None)
    return named


def _refused(want: Want, features: Features) -> str:
    """What the allocator refuses outright (an error for the whole claim), before looking at devices."""
    if not want.all and want.count > MAX_RESULTS:
        return (
            f"asks for {want.count} devices; the scheduler allocates at most {MAX_RESULTS} to one claim (its "
            f"error: number of requested devices {want.count} exceeds the claim limit of {MAX_RESULTS})"
        )
    if want.capacity is not None and not features.consumable:
        return "has capacity requests, but the DRAConsumableCapacity feature is off: the scheduler refuses the claim"
    if want.admin and not features.admin_access:
        return "asks for admin access, but the DRAAdminAccess feature is off: the scheduler refuses the claim"
    if "/" in want.name and not features.prioritized_list:
        return (
            "is a firstAvailable subrequest, but the DRAPrioritizedList feature is off: the scheduler refuses the claim"
        )
    return ""


def _select(
    inventory: Inventory,
    members: list[int],
    selectors: tuple[str, ...],
    owner: str,
    errors: list[SelectorError],
    unknown: set[int],
    report_errors: bool,
) -> tuple[list[int], list[tuple[str, list[int], list[int]]]]:
    """selectorsMatch over ``members``: (devices all selectors accept, [(selector, refused, of them with
    a runtime error)]). A device the scheduler would evaluate and get a runtime error on is recorded once
    per selector in ``errors``; one dra-conform cannot judge is kept and noted in ``unknown``."""
    alive, refused_by = members, []
    for index, expression in enumerate(selectors):
        selection = inventory.selection(expression)
        true, maybe = selection.true, selection.unknown
        kept = [i for i in alive if i in true or i in maybe]
        if len(kept) == len(alive):
            unknown.update(i for i in alive if i in maybe)
            continue
        refused = [i for i in alive if i not in true and i not in maybe]
        failed = [i for i in refused if i in selection.errors]
        unknown.update(i for i in kept if i in maybe)
        reached = [i for i in failed if i not in inventory.unusable]
        if reached and report_errors:
            errors.append(
                SelectorError(
                    owner,
                    index,
                    expression,
                    inventory.devices[reached[0]].label,
                    selection.errors[reached[0]],
                    len(reached),
                )
            )
        refused_by.append((expression, refused, failed))
        alive = kept
    return alive, refused_by


def _errors_text(inventory: Inventory, expression: str, failed: list[int]) -> str:
    if not failed:
        return ""
    error = inventory.selection(expression).errors[failed[0]]
    return f", {len(failed)} of them with a CEL runtime error ({error} on {inventory.devices[failed[0]].label})"


def _base(inventory: Inventory, everything: list[int], after_class: list[int]) -> tuple[list[int], str]:
    """The devices a message counts from: those of the drivers the class selects, when it selects any."""
    if not after_class:
        return everything, f"published{inventory.scope}"
    drivers = {inventory.devices[i].driver for i in after_class}
    return [i for i in everything if inventory.devices[i].driver in drivers], _class_driver_label(
        inventory, after_class
    )


def _not_judged(inventory: Inventory, want: Want, classes: Classes, unknown: set[int]) -> str:
    for expression in (classes.selectors or {}).get(want.class_name, ()) + want.selectors:
        maybe = inventory.selection(expression).unknown
        for i in sorted(unknown):
            if i in maybe:
                return maybe[i]
    return "dra-conform could not evaluate a selector"


def _capacity_text(want: Want) -> str:
    return ", ".join(f"{name}" for name, _ in want.capacity or ())


def _fits_capacity(device: Device, want: Want, consumed: dict[str, Fraction], fractional: bool) -> bool:
    """CmpRequestOverCapacity for one more allocation, with ``consumed`` taken by others already."""
    wanted = dict(want.capacity or ())
    if any(name not in device.capacity for name in wanted):
        return False  # "some requested capacity has not been defined"
    for name, capacity in device.capacity.items():
        if name in wanted and wanted[name] is None:
            return False
        amount = capacity.consumed(wanted.get(name), fractional)
        if amount is None or consumed.get(name, Fraction(0)) + amount > capacity.value:
            return False
    return True


def _shares(device: Device, want: Want, consumed: dict[str, Fraction], need: int, fractional: bool) -> int:
    """How many allocations of this request the device takes: 1, or for a shareable device as many as
    its capacity holds (each share consumes what the request asks, rounded by the requestPolicy)."""
    if not device.shareable:
        return 1 if _fits_capacity(device, want, {}, fractional) else 0
    wanted = dict(want.capacity or ())
    if any(name not in device.capacity or amount is None for name, amount in wanted.items()):
        return 0
    most = need
    for name, capacity in device.capacity.items():
        amount = capacity.consumed(wanted.get(name), fractional)
        if amount is None:
            return 0
        left = capacity.value - consumed.get(name, Fraction(0))
        if amount > 0:
            most = min(most, int(left // amount))
        elif left < 0:
            return 0
    return max(most, 0)


def _untolerated(device: Device, want: Want, features: Features) -> str:
    if not features.taints:
        return ""
    for taint in device.taints:
        if taint.effect in ALLOCATING_EFFECTS and not any(t.tolerates(taint) for t in want.tolerations):
            return str(taint)
    return ""


def _by_node(inventory: Inventory, members: list[int]) -> dict[str, list[int]]:
    """Devices per node: node-local ones under their node, the rest under "" (usable on every node)."""
    out: dict[str, list[int]] = defaultdict(list)
    for i in members:
        out[inventory.devices[i].node].append(i)
    return out


def _most_on_a_node(
    inventory: Inventory,
    members: list[int],
    need: int,
    counters_used: dict[Any, Any],
    consumed: dict[int, dict[str, Fraction]],
    want: Want | None = None,
) -> tuple[int, str, str]:
    """(most devices allocatable together on one node, up to ``need``; that node; what limits them)."""
    grouped = _by_node(inventory, members)
    shared = grouped.pop("", [])
    nodes = sorted(grouped) or [""]
    best, best_node, limit = -1, "", ""
    per_node: list[tuple[str, int]] = []
    for node in nodes:
        got, why = _most(inventory, shared + grouped.get(node, []), need, counters_used, consumed, want)
        per_node.append((node, got))
        if got > best:
            best, best_node, limit = got, node, why
        if best >= need:
            break
    if best < need and len(nodes) > 1 and sum(g for _, g in per_node) >= need and limit != "unknown":
        spread = sorted(per_node, key=lambda p: (-p[1], p[0]))
        limit = (
            f"at most {best} on one node ({_listing([f'{n}: {g}' for n, g in spread])}); a claim's devices "
            "must all be on the node of its pod"
        ) + (f"; {limit}" if limit else "")
    return max(best, 0), best_node, limit


def _most(
    inventory: Inventory,
    members: list[int],
    need: int,
    counters_used: dict[Any, Any],
    consumed: dict[int, dict[str, Fraction]],
    want: Want | None,
) -> tuple[int, str]:
    """How many of ``members`` (up to ``need``) one request can get together: plain devices count one,
    shareable ones as many shares as their capacity holds, and counter-consuming ones as many as the
    pool's shared counters allow (an exact search when the greedy pick falls short)."""
    free = 0
    groups: dict[tuple[Any, ...], list[int]] = defaultdict(list)
    for i in members:
        device = inventory.devices[i]
        shares = (
            _shares(device, want, consumed.get(i, {}), need, inventory.features.fractional_range)
            if want is not None
            else 1
        )
        if shares <= 0:
            continue
        if device.cost and i not in consumed:  # a shared device in use already took its counters (skipCounterCheck)
            groups[((device.driver, device.pool), device.cost, shares)].append(i)
        else:
            free += shares
    if free >= need or not groups:
        return min(free, need), ""
    capacity: dict[tuple[str, str], dict[tuple[str, str], Fraction]] = {}
    for pool, _, _ in groups:
        have = dict(inventory.pools[pool].counters)
        for key, used in counters_used.get(pool, {}).items():
            have[key] = have.get(key, Fraction(0)) - used
        capacity[pool] = have
    items = sorted(groups.items(), key=lambda g: sum(a for _, _, a in g[0][1]))
    left = {pool: dict(have) for pool, have in capacity.items()}
    got = free
    for (pool, cost, shares), members_ in items:  # greedy: cheapest first
        for _ in members_:
            if got >= need:
                break
            if all(left[pool].get((s, c), Fraction(0)) >= a for s, c, a in cost):
                for s, c, a in cost:
                    left[pool][(s, c)] -= a
                got += shares
    if got >= need:
        return need, ""
    found = _search(items, capacity, need - free)
    if found is None:
        return got, "unknown"
    if found + free >= need:
        return need, ""
    return found + free, (
        f"their shared counters let at most {found + free} be allocated together{_counters_text(inventory, items)}"
    )


MAX_GROUPS = 64  # kinds of counter-consuming devices searched together (deeper is "not judged")


def _search(
    items: list[tuple[tuple[Any, ...], list[int]]], capacity: dict[Any, dict[Any, Fraction]], need: int
) -> int | None:
    """The most shares the counter-consuming groups give together (up to ``need``), or None when the
    search is over its budget. Groups that share no counter set are independent: each component of
    groups linked by the counter sets they draw on is searched on its own, and their bests add up."""
    total = 0
    for component in _components(items):
        if total >= need:
            break
        got = _component_most(component, capacity, need - total)
        if got is None:
            return None
        total += got
    return min(total, need)


def _components(items: list[tuple[tuple[Any, ...], list[int]]]) -> list[list[tuple[tuple[Any, ...], list[int]]]]:
    owner: dict[Any, int] = {}  # (pool, counter set) -> the component that draws on it
    parts: list[list[tuple[tuple[Any, ...], list[int]]]] = []
    for item in items:
        (pool, cost, _), _ = item
        linked = sorted({owner[(pool, s)] for s, _, _ in cost if (pool, s) in owner})
        if not linked:
            target = len(parts)
            parts.append([])
        else:
            target = linked[0]
            for other in linked[1:]:  # this group joins components: merge them into the first
                parts[target].extend(parts[other])
                for key, index in owner.items():
                    if index == other:
                        owner[key] = target
                parts[other] = []
        parts[target].append(item)
        for s, _, _ in cost:
            owner[(pool, s)] = target
    return [p for p in parts if p]


def _component_most(
    items: list[tuple[tuple[Any, ...], list[int]]], capacity: dict[Any, dict[Any, Fraction]], need: int
) -> int | None:
    """A bounded depth-first search over how many devices to take from each group of one component."""
    if len(items) > MAX_GROUPS:
        return None
    suffix = [0] * (len(items) + 1)  # the most shares the groups from k on could add
    for k in range(len(items) - 1, -1, -1):
        suffix[k] = suffix[k + 1] + items[k][0][2] * len(items[k][1])
    budget, best = [SEARCH_BUDGET], [0]

    def dfs(k: int, got: int, left: dict[Any, dict[Any, Fraction]]) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            raise TimeoutError
        best[0] = max(best[0], got)
        if got >= need:
            return True
        if k == len(items) or got + suffix[k] <= best[0]:
            return False
        (pool, cost, shares), members = items[k]
        most = len(members)
        for s, c, a in cost:
            if a > 0:
                most = min(most, int(left[pool].get((s, c), Fraction(0)) // a))
        for take in range(max(most, 0), -1, -1):
            after = dict(left)
            after[pool] = dict(left[pool])
            for s, c, a in cost:
                after[pool][(s, c)] = after[pool].get((s, c), Fraction(0)) - a * take
            if dfs(k + 1, got + take * shares, after):
                return True
        return False

    try:
        dfs(0, 0, capacity)
    except TimeoutError:
        return None
    return min(best[0], need)


def _counters_text(inventory: Inventory, items: list[tuple[tuple[Any, ...], list[int]]]) -> str:
    """The counter sets the devices draw on, with what they hold, for the message."""
    shown: dict[str, None] = {}
    for (pool_key, cost, _), _members in items:
        pool = inventory.pools[pool_key]
        for counter_set, counter, _amount in cost:
            text = pool.counter_texts.get((counter_set, counter), "0")
            shown[f"pool {pool.label}, counter set {counter_set}: {counter} {text}"] = None
    return f" ({_listing(list(shown), 2)})" if shown else ""


def _now(inventory: Inventory, want: Want, usable: list[int], need: int) -> str | None:
    """What the allocations of the claims given change: devices in use, counters and capacity taken."""
    if not inventory.in_use and not inventory.shared:
        return None
    busy = [] if want.admin else [i for i in usable if i in inventory.in_use]
    free = [i for i in usable if i not in set(busy)]
    best, node, limit = _most_on_a_node(inventory, free, need, inventory.counters_in_use(), inventory.shared, want)
    if best >= need:
        if busy:
            return f"{len(busy)} of them are allocated to other claims; enough are free"
        return None
    owners = sorted({inventory.in_use[i] for i in busy})
    text = (
        f"not now: {len(busy)} of the {len(usable)} usable devices are allocated to other claims ({_listing(owners)})"
    )
    text += f", and at most {best} of the rest can be allocated together" + (
        f" ({limit})" if limit and limit != "unknown" else ""
    )
    return text


def _judge_all(
    inventory: Inventory,
    want: Want,
    verdict: Verdict,
    head: str,
    candidates: list[int],
    untolerated: dict[int, str],
    now: bool,
) -> Verdict:
    """allocationMode All, node by node: every matching device on the node (at least one) must be
    allocatable at once, untainted, within the shared counters and within the claim limit."""
    steps = verdict.steps
    matched_nodes = _by_node(inventory, candidates)
    shared = matched_nodes.pop("", [])
    nodes = sorted(matched_nodes) or [""]
    problems: list[tuple[str, str]] = []
    for node in nodes:
        members = shared + matched_nodes.get(node, [])
        why = _all_on(inventory, want, node, members, untolerated)
        if why is None:
            verdict.satisfiable, verdict.best, verdict.best_node = True, len(members), node
            verdict.summary = verdict.head = head + (
                f" (all {len(members)} on node {node} can be allocated together)"
                if node
                else f" (all {len(members)} can be allocated together)"
            )
            if now and not want.admin:
                busy = sorted({inventory.in_use[i] for i in members if i in inventory.in_use})
                if busy:
                    verdict.now = f"not now: some of them are allocated to other claims ({_listing(busy)})"
            return verdict
        problems.append((node, why))
    verdict.satisfiable = False
    if len(problems) == 1:
        steps.append(problems[0][1] + (f" (node {problems[0][0]})" if problems[0][0] else ""))
    else:
        steps.append("on every node something stops it: " + _listing([f"{n}: {w}" for n, w in problems], 3))
    verdict.head = "asks for all matching devices; " + head
    verdict.summary = verdict.head + "; " + "; ".join(steps)
    return verdict


def _all_on(inventory: Inventory, want: Want, node: str, members: list[int], untolerated: dict[int, str]) -> str | None:
    for pool in inventory.pools.values():  # every pool for the node, of any driver (validateDeviceRequest)
        if pool.problem and (node in pool.nodes or "" in pool.nodes):
            return f"the scheduler refuses a request for all devices while {pool.problem.split(':')[0]}"
    if not members:
        return "no device matches, and All needs at least one"
    if len(members) > MAX_RESULTS:
        return (
            f"{len(members)} devices match, more than the {MAX_RESULTS} a claim can get: the scheduler refuses "
            "the claim"
        )
    tainted = [i for i in members if untolerated.get(i)]
    if tainted:
        return (
            f"{inventory.devices[tainted[0]].label} has a taint the request does not tolerate "
            f"({untolerated[tainted[0]]}), and All takes every matching device"
        )
    got, limit = _most(inventory, members, len(members), {}, {}, None)  # each device once
    if got < len(members):
        return f"{limit or 'their shared counters do not let all of them be allocated together'}, and All takes every matching device"
    return None
