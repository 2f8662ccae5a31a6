"""What the allocator reads: slices and their devices, a node, what is allocated already; node matching
and the pools a node sees (pools_experimental.go: NodeMatches, GatherPools, buildPool, checkSlicesInPool)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .. import cel
from ..allocation import SLICE_VERSIONS, quantity
from ..node_selector import node_selector as node_selector_problems
from ..values import as_dict, as_list, as_str

DeviceID = tuple[str, str, str]  # driver, pool, device


class Failed(Exception):
    """An error that ends Allocate (upstream returns it): the text is upstream's."""


@dataclass(frozen=True)
class Node:
    """A node: its name and labels (None when they are not known: every label requirement then holds)."""

    name: str
    labels: dict[str, str] | None = field(default_factory=dict)

    @classmethod
    def of(cls, obj: dict[str, Any]) -> Node:
        metadata = as_dict(obj.get("metadata"))
        labels = {str(k): str(v) for k, v in as_dict(metadata.get("labels")).items() if isinstance(v, str)}
        return cls(as_str(metadata.get("name")), labels)


@dataclass
class AllocatedState:
    """Devices allocated to claims that are not being allocated now (status.allocation in the tree)."""

    devices: set[DeviceID] = field(default_factory=set)
    shared: set[tuple[DeviceID, str]] = field(default_factory=set)  # (device, shareID)
    capacity: dict[DeviceID, dict[str, Fraction]] = field(default_factory=dict)  # aggregated consumed capacity

    def is_allocated(self, device: DeviceID) -> bool:
        """internal.IsDeviceAllocated."""
        return device in self.devices or device in self.capacity or any(d == device for d, _ in self.shared)

    @classmethod
    def of_claims(cls, claims: list[dict[str, Any]]) -> AllocatedState:
        """What the scheduler's allocated-devices tracker holds for these claims' status.allocation."""
        state = cls()
        for claim in claims:
            allocation = as_dict(as_dict(claim.get("status")).get("allocation"))
            for result in map(as_dict, as_list(as_dict(allocation.get("devices")).get("results"))):
                key = (as_str(result.get("driver")), as_str(result.get("pool")), as_str(result.get("device")))
                if result.get("adminAccess") is True:
                    continue  # admin access does not make a device busy
                share = result.get("shareID")
                if isinstance(share, str) and share:
                    state.shared.add((key, share))
                    used = state.capacity.setdefault(key, {})
                    for name, amount in as_dict(result.get("consumedCapacity")).items():
                        value = quantity(amount)
                        if value is not None:
                            used[str(name)] = used.get(str(name), Fraction(0)) + value
                else:
                    state.devices.add(key)
        return state


@dataclass(frozen=True)
class CapacityPolicy:
    value: Fraction
    default: Fraction | None
    valid_values: tuple[Fraction, ...] | None  # None: not given
    has_policy: bool
    has_range: bool
    minimum: Fraction | None
    maximum: Fraction | None
    step: Fraction | None


def _capacity(raw: Any) -> CapacityPolicy:
    raw = as_dict(raw)
    policy = raw.get("requestPolicy")
    policy_d = as_dict(policy)
    valid_range = policy_d.get("validRange")
    range_d = as_dict(valid_range)
    values = policy_d.get("validValues")
    return CapacityPolicy(
        quantity(raw.get("value")) or Fraction(0),
        quantity(policy_d.get("default")),
        tuple(q for q in (quantity(v) for v in as_list(values)) if q is not None) if isinstance(values, list) else None,
        isinstance(policy, dict),
        isinstance(valid_range, dict),
        quantity(range_d.get("min")),
        quantity(range_d.get("max")),
        quantity(range_d.get("step")),
    )


@dataclass
class Device:
    """One device of a slice, v1 shape (a v1beta1 ``basic`` body is read the same way)."""

    name: str
    body: dict[str, Any]
    slice: Slice
    index: int  # in Inventory.devices
    capacity: dict[str, CapacityPolicy]
    consumes: list[tuple[str, dict[str, Fraction]]]  # (counter set, counter -> amount), in order
    binding_conditions: bool
    binds_to_node: bool
    allow_multiple: bool
    id: DeviceID = ("", "", "")  # driver, pool, device: set when made
    fits_by_default: bool | None = None  # its capacity holds a request without capacity.requests (when free)

    @property
    def attributes(self) -> dict[str, Any]:
        return as_dict(self.body.get("attributes"))

    @property
    def taints(self) -> list[dict[str, Any]]:
        return [as_dict(t) for t in as_list(self.body.get("taints"))]


@dataclass
class Slice:
    name: str
    driver: str
    pool: str
    generation: int
    count: int
    node_name: str
    all_nodes: bool
    node_selector: dict[str, Any] | None
    per_device: bool | None  # perDeviceNodeSelection: None when not set
    counter_sets: list[tuple[str, dict[str, Fraction]]]
    devices: list[Device] = field(default_factory=list)
    rejected: str = ""  # why the apiserver refuses the slice (a node selector that does not parse)


def _int(value: Any) -> int:
    return value if type(value) is int else 0


class Inventory:
    """Every ResourceSlice given, read once; CEL views of its devices made when first asked for."""

    def __init__(self) -> None:
        self.slices: list[Slice] = []
        self.devices: list[Device] = []
        self._cel: dict[bool, tuple[list[cel.Device | None], list[str | None], cel.DeviceIndex]] = {}
        self._outcomes: dict[tuple[str, bool], list[cel.Outcome]] = {}
        # What is the same for every claim judged on this inventory, kept here for the next one:
        self._pools: dict[tuple[Any, ...], list[Pool] | Failed] = {}
        self._vectors: dict[tuple[Any, ...], list[Any]] = {}
        self._failures: dict[tuple[Any, ...], frozenset[int]] = {}
        self._open: dict[tuple[Any, ...], list[int]] = {}  # the devices every selector of a key matched
        self._broke: dict[tuple[Any, ...], bool] = {}  # a selector of the key did not compile
        self.nodes: tuple[list[Node], bool] | None = None  # nodes.candidate_nodes' answer without nodes given
        self.on_node: dict[str, list[Slice]] = {}  # slices by spec.nodeName
        self.shared: list[Slice] = []  # slices without one
        self.by_pool: dict[tuple[str, str], list[Slice]] = {}

    @classmethod
    def of(cls, slices: list[dict[str, Any]]) -> Inventory:
        inventory = cls()
        for obj in slices:
            inventory.add(obj)
        return inventory

    def add(self, obj: dict[str, Any]) -> None:
        if as_str(obj.get("apiVersion")) not in SLICE_VERSIONS and "apiVersion" in obj:
            return
        spec = as_dict(obj.get("spec"))
        pool = as_dict(spec.get("pool"))
        selector = spec.get("nodeSelector")
        per_device = spec.get("perDeviceNodeSelection")
        counter_sets = []
        for raw in map(as_dict, as_list(spec.get("sharedCounters"))):
            counters = {}
            for name, counter in as_dict(raw.get("counters")).items():
                counters[str(name)] = quantity(as_dict(counter).get("value")) or Fraction(0)
            counter_sets.append((as_str(raw.get("name")), counters))
        s = Slice(
            as_str(as_dict(obj.get("metadata")).get("name")),
            as_str(spec.get("driver")),
            as_str(pool.get("name")),
            _int(pool.get("generation")),
            _int(pool.get("resourceSliceCount")),
            as_str(spec.get("nodeName")),
            spec.get("allNodes") is True,
            selector if isinstance(selector, dict) else None,
            per_device if isinstance(per_device, bool) else None,
            counter_sets,
        )
        for raw in map(as_dict, as_list(spec.get("devices"))):
            body = dict(as_dict(raw.get("basic"))) if isinstance(raw.get("basic"), dict) else raw
            consumes = []
            for use in map(as_dict, as_list(body.get("consumesCounters"))):
                amounts = {
                    str(n): quantity(as_dict(c).get("value")) or Fraction(0)
                    for n, c in as_dict(use.get("counters")).items()
                }
                consumes.append((as_str(use.get("counterSet")), amounts))
            device = Device(
                as_str(raw.get("name")),
                body,
                s,
                len(self.devices),
                {str(n): _capacity(c) for n, c in as_dict(body.get("capacity")).items()},
                consumes,
                bool(as_list(body.get("bindingConditions"))),
                body.get("bindsToNode") is True,
                body.get("allowMultipleAllocations") is True,
                (s.driver, s.pool, as_str(raw.get("name"))),
            )
            s.devices.append(device)
            self.devices.append(device)
        for selector in [s.node_selector] + [_selector(d.body) for d in s.devices]:
            problems = list(node_selector_problems(selector, ())) if selector is not None else []
            if problems and not s.rejected:
                s.rejected = f"slice {s.name}: its node selector does not parse ({problems[0][1]})"
        self.slices.append(s)
        if s.node_name:
            self.on_node.setdefault(s.node_name, []).append(s)
        else:
            self.shared.append(s)
        self.by_pool.setdefault((s.driver, s.pool), []).append(s)

    def taint(self, rules: list[dict[str, Any]]) -> None:
        """Add the taints DeviceTaintRules put on devices (the scheduler sees the slices with them, when
        DRADeviceTaintRules is on): a rule's deviceSelector names driver, pool and device, each optional;
        a rule without one selects nothing."""
        for rule in rules:
            spec = as_dict(rule.get("spec"))
            selector, taint = spec.get("deviceSelector"), spec.get("taint")
            if not isinstance(selector, dict) or not isinstance(taint, dict):
                continue
            for d in self.devices:
                wanted = ((selector.get("driver"), d.slice.driver), (selector.get("pool"), d.slice.pool))
                if all(w is None or w == have for w, have in wanted + ((selector.get("device"), d.name),)):
                    d.body = dict(d.body, taints=[*as_list(d.body.get("taints")), taint])

    def outcomes(self, expression: str, compiled: cel.CompileResult) -> list[cel.Outcome]:
        """Every device's outcome for one compiled selector (one evaluation per group of equal values).
        List attributes are converted whatever DRAListTypeAttributes says: upstream's conversion keeps
        them too, and only a selector that reads one can tell."""
        key = (expression, compiled.options.list_type_attributes)
        got = self._outcomes.get(key)
        if got is None:
            views, bad, index = self._views(True)
            got = [cel.Outcome(None)] * len(self.devices)
            for outcome, members in index.matches(compiled):
                for i in members:
                    got[i] = outcome
            for i, problem in enumerate(bad):
                if problem is not None:
                    got[i] = cel.Outcome(False, error=problem)
            self._outcomes[key] = got
        return got

    def selectors(self, expressions: tuple[str, ...], options: cel.Options) -> list[Any]:
        """For every device, what selectorsMatch says of these selectors in order: None when all match,
        False when one does not match first, else (what, selector index, text) for the first that
        fails to compile ("compile"), fails at run time ("runtime") or cannot be evaluated ("unknown")."""
        return self._selected(expressions, options)[0]

    def _selected(self, expressions: tuple[str, ...], options: cel.Options) -> tuple[list[Any], list[int], bool]:
        """selectors(), the devices every selector matched, and whether a selector did not compile (the
        later ones are then never compiled nor evaluated). Built on the answer for all the selectors but
        the last (cached: claims share their first selectors), so each device is looked at only by the
        selectors it reaches, as selectorsMatch does."""
        key = (expressions, options)
        got = self._vectors.get(key)
        if got is not None:
            return got, self._open[key], self._broke[key]
        if not expressions:
            got, open_, broke, failing = [None] * len(self.devices), list(range(len(self.devices))), False, []
        else:
            before, before_open, broke = self._selected(expressions[:-1], options)
            got, open_, failing = before, before_open, list(self._failures[(expressions[:-1], options)])
            if not broke:
                i, expression = len(expressions) - 1, expressions[-1]
                got = list(before)
                compiled = cel.compile(expression, options)
                if compiled.problem is not None:
                    for d in open_:
                        got[d] = ("compile", i, compiled.problem.detail)
                    open_, broke = [], True
                else:
                    outcomes = self.outcomes(expression, compiled)
                    still = []
                    for d in open_:
                        outcome = outcomes[d]
                        if outcome.error is not None:
                            got[d] = ("runtime", i, outcome.error)
                            failing.append(d)
                        elif outcome.matched is None:
                            got[d] = ("unknown", i, outcome.not_checked or "not evaluated")
                        elif outcome.matched:
                            still.append(d)
                        else:
                            got[d] = False
                    open_ = still
        self._vectors[key], self._open[key], self._broke[key] = got, open_, broke
        self._failures[key] = frozenset(failing)
        return got, open_, broke

    def runtime_failures(self, expressions: tuple[str, ...], options: cel.Options) -> frozenset[int]:
        """The devices on which these selectors, in order, stop at a CEL runtime error (selectors())."""
        key = (expressions, options)
        if key not in self._failures:
            self.selectors(expressions, options)
        return self._failures[key]

    def pools_for(self, node: Node | None, partitionable: bool) -> list[Pool]:
        """gather_pools, once per node for all the claims judged (pools are read, never changed)."""
        key = (
            node.name if node else None,
            None if node is None or node.labels is None else tuple(sorted(node.labels.items())),
            node is not None and node.labels is None,
            partitionable,
        )
        got = self._pools.get(key)
        if got is None:
            try:
                got = gather_pools(self, node, partitionable)
            except Failed as exc:
                got = exc
            self._pools[key] = got
        if isinstance(got, Failed):
            raise got
        return got

    def _views(self, lists: bool) -> tuple[list[cel.Device | None], list[str | None], cel.DeviceIndex]:
        got = self._cel.get(lists)
        if got is None:
            views: list[cel.Device | None] = []
            bad: list[str | None] = []
            for d in self.devices:
                try:
                    views.append(cel.device_from_slice(d.body, d.slice.driver, list_type_attributes=lists))
                    bad.append(None)
                except cel.BadDevice as exc:
                    views.append(None)
                    bad.append(str(exc))
            empty = cel.Device("", {}, {})
            got = self._cel[lists] = (views, bad, cel.DeviceIndex([v or empty for v in views]))
        return got


# --- node matching --------------------------------------------------------------------------------------


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

    @property
    def id(self) -> str:
        return f"{self.driver}/{self.name}"


def gather_pools(inventory: Inventory, node: Node | None, partitionable: bool) -> list[Pool]:
    """GatherPools: the pools with devices for the node, sorted by driver and pool name, those with
    binding conditions last. Raises Failed where upstream's node selection fails."""
    node_name = node.name if node is not None else ""
    for_node = inventory.on_node.get(node_name, []) + inventory.shared
    pools: dict[tuple[str, str], list[Slice]] = {}
    for s in for_node:
        if s.rejected:
            continue  # the apiserver refuses it (DRA-RS rules say why): no cluster holds it
        if not partitionable and (s.per_device is not None or s.counter_sets):
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
                        node, as_str(d.body.get("nodeName")), d.body.get("allNodes") is True, _selector(d.body)
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
        if len(members) == expected:
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


def _selector(body: dict[str, Any]) -> dict[str, Any] | None:
    selector = body.get("nodeSelector")
    return selector if isinstance(selector, dict) else None


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
    names: set[str] = set()
    for s in device_slices:
        for d in s.devices:
            if d.name in names:
                return Pool(driver, name, invalid=True, reason=f"duplicate device name {d.name}")
            names.add(d.name)
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
