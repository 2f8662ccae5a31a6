"""What the allocator reads: the ResourceSlices given and their devices (with the taints of the
DeviceTaintRules given, as the scheduler's ResourceSlice tracker patches them in), a node, and every
device's answer to the CEL selectors asked of it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from .. import cel
from ..node_selector import node_selector as node_selector_problems
from ..values import as_dict, as_list, as_str
from .capacity import CapacityPolicy, quantity
from .taints import Taint, taint_rules

DeviceID = tuple[str, str, str]  # driver, pool, device
SLICE_VERSIONS = ("resource.k8s.io/v1", "resource.k8s.io/v1beta2", "resource.k8s.io/v1beta1")
UNREAD = "its slice's file changed since it was read"  # why the selectors of such a slice's devices are not judged


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
    published_taints: tuple[Taint, ...] = ()
    rule_taints: tuple[Taint, ...] = ()  # added by DeviceTaintRules

    @property
    def attributes(self) -> dict[str, Any]:
        return as_dict(self.body.get("attributes"))

    @property
    def taints(self) -> tuple[Taint, ...]:
        return self.published_taints + self.rule_taints

    @property
    def driver(self) -> str:
        return self.slice.driver

    @property
    def pool(self) -> str:
        return self.slice.pool

    @property
    def label(self) -> str:
        """pool/device, or the device's name alone when the pool has the same name."""
        return f"{self.slice.pool}/{self.name}" if self.slice.pool != self.name else self.name

    @cached_property  # read per device and node by the filters' counting: its slice and body do not change
    def published_for(self) -> tuple[str, bool, dict[str, Any] | None]:
        """(nodeName, allNodes, nodeSelector) of the device: its own with perDeviceNodeSelection, else its slice's."""
        if self.slice.per_device:
            return (
                as_str(self.body.get("nodeName")),
                self.body.get("allNodes") is True,
                selector_of(self.body),
            )
        return self.slice.node_name, self.slice.all_nodes, self.slice.node_selector

    @cached_property
    def node(self) -> str:
        """The node a node-local device is for; "" otherwise."""
        return self.published_for[0]

    @property
    def cost(self) -> tuple[tuple[str, str, Fraction], ...]:
        """consumesCounters, flat: (counter set, counter, amount)."""
        return tuple((s, c, a) for s, amounts in self.consumes for c, a in amounts.items())


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
    counter_texts: dict[tuple[str, str], str] = field(default_factory=dict)  # (set, counter) -> as written
    unread: bool = False  # its file changed since it was read: its devices' attributes are not known


def selector_of(body: dict[str, Any]) -> dict[str, Any] | None:
    """An object's nodeSelector, when it has one."""
    selector = body.get("nodeSelector")
    return selector if isinstance(selector, dict) else None


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
        self.pools: dict[tuple[Any, ...], Any] = {}  # pools.pools_for's answers, per node
        self._vectors: dict[tuple[Any, ...], list[Any]] = {}
        self._failures: dict[tuple[Any, ...], frozenset[int]] = {}
        self._open: dict[tuple[Any, ...], list[int]] = {}  # the devices every selector of a key matched
        self._broke: dict[tuple[Any, ...], bool] = {}  # a selector of the key did not compile
        self.nodes: tuple[list[Node], bool] | None = None  # nodes.candidate_nodes' answer without nodes given
        self.on_node: dict[str, list[Slice]] = {}  # slices by spec.nodeName
        self.shared: list[Slice] = []  # slices without one
        self.by_pool: dict[tuple[str, str], list[Slice]] = {}

    @classmethod
    def of(cls, slices: Iterable[dict[str, Any]], rules: Iterable[dict[str, Any]] = ()) -> Inventory:
        """The inventory of ``slices``, with the taints of the DeviceTaintRules ``rules``."""
        inventory = cls()
        for obj in slices:
            inventory.add(obj)
        inventory.taint(rules)
        return inventory

    def add(self, obj: dict[str, Any], unread: bool = False) -> None:
        """Add one ResourceSlice; ``unread`` for one whose file changed since it was first read (its devices
        are known, their attributes are not: a selector's answer on them is "not judged")."""
        if as_str(obj.get("apiVersion")) not in SLICE_VERSIONS and "apiVersion" in obj:
            return
        spec = as_dict(obj.get("spec"))
        pool = as_dict(spec.get("pool"))
        selector = spec.get("nodeSelector")
        per_device = spec.get("perDeviceNodeSelection")
        counter_sets = []
        texts: dict[tuple[str, str], str] = {}
        for raw in map(as_dict, as_list(spec.get("sharedCounters"))):
            counters = {}
            for name, counter in as_dict(raw.get("counters")).items():
                counters[str(name)] = quantity(as_dict(counter).get("value")) or Fraction(0)
                texts[(as_str(raw.get("name")), str(name))] = str(as_dict(counter).get("value"))
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
            counter_texts=texts,
            unread=unread,
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
                {str(n): CapacityPolicy.of(c) for n, c in as_dict(body.get("capacity")).items()},
                consumes,
                bool(as_list(body.get("bindingConditions"))),
                body.get("bindsToNode") is True,
                body.get("allowMultipleAllocations") is True,
                (s.driver, s.pool, as_str(raw.get("name"))),
                published_taints=tuple(Taint.of(t) for t in as_list(body.get("taints"))),
            )
            s.devices.append(device)
            self.devices.append(device)
        for selector in [s.node_selector] + [selector_of(d.body) for d in s.devices]:
            problems = list(node_selector_problems(selector, ())) if selector is not None else []
            if problems and not s.rejected:
                s.rejected = f"slice {s.name}: its node selector does not parse ({problems[0][1]})"
        self.slices.append(s)
        if s.node_name:
            self.on_node.setdefault(s.node_name, []).append(s)
        else:
            self.shared.append(s)
        self.by_pool.setdefault((s.driver, s.pool), []).append(s)

    def taint(self, rules: Iterable[dict[str, Any]]) -> None:
        """Add the taints DeviceTaintRules put on the devices they select (taints.taint_rules): the
        scheduler sees the slices with them, when DRADeviceTaintRules is on."""
        for rule in taint_rules(rules):
            for d in self.devices:
                if rule.selects(d.slice.driver, d.slice.pool, d.name):
                    d.rule_taints += (rule.taint,)

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
                elif views[i] is None:
                    got[i] = cel.Outcome(None, not_checked=UNREAD)
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

    def views(self, lists: bool) -> tuple[list[cel.Device | None], list[str | None], cel.DeviceIndex]:
        """Every device as CEL's `device` (None when it cannot be converted, or its slice is unread), the
        conversion's error, and the index that evaluates a selector once per group of equal values."""
        return self._views(lists)

    def _views(self, lists: bool) -> tuple[list[cel.Device | None], list[str | None], cel.DeviceIndex]:
        got = self._cel.get(lists)
        if got is None:
            views: list[cel.Device | None] = []
            bad: list[str | None] = []
            for d in self.devices:
                if d.slice.unread:
                    views.append(None)
                    bad.append(None)
                    continue
                try:
                    views.append(cel.device_from_slice(d.body, d.slice.driver, list_type_attributes=lists))
                    bad.append(None)
                except cel.BadDevice as exc:
                    views.append(None)
                    bad.append(str(exc))
            empty = cel.Device("", {}, {})
            got = self._cel[lists] = (views, bad, cel.DeviceIndex([v or empty for v in views]))
        return got
