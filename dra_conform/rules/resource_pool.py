"""DRA-RS-018, 023...026: the slices of one pool, taken together (every slice given in the run).

The apiserver validates slices one at a time; these invariants span slices, so
only the scheduler or the pool-status controller notices them, late and
quietly. Findings name the pool, the generation and the slices in plain words.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path, Severity
from ..model.results import BundleItem, Options, memoized
from ..reading.jsonstream import shown
from ..semantics.slices import consuming, lookup, quantity
from ..semantics.values import as_dict, as_list, as_str

SLICES: dict[str, Any] = {"scope": "bundle", "kinds": ("ResourceSlice",)}


@dataclass
class Pool:
    driver: str
    name: str
    slices: list[BundleItem]
    generation: int = field(init=False)  # the highest generation of its slices
    current: list[BundleItem] = field(init=False)  # the slices at that generation: the only ones consumers use

    def __post_init__(self) -> None:
        generations = [_generation(s) for s in self.slices]
        self.generation = max(generations)
        self.current = [s for s, g in zip(self.slices, generations) if g == self.generation]

    @property
    def incomplete(self) -> bool:
        """Fewer slices at the highest generation than its resourceSliceCount: the scheduler allocates
        nothing from the pool, and validates nothing of it, until the rest arrives."""
        counts = [as_dict(_spec(s).get("pool")).get("resourceSliceCount") for s in self.current]
        return len(self.current) < max((c for c in counts if type(c) is int), default=0)

    @property
    def label(self) -> str:
        """The pool's name, and the files its slices come from when there are several (--pools says how
        slices of different files are taken together)."""
        files = sorted({s.display for s in self.slices})
        if len(files) == 1:
            return f"{self.driver}/{self.name}"
        shown = ", ".join(files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
        return f"{self.driver}/{self.name} (slices from {shown})"


def _spec(item: BundleItem) -> dict[str, Any]:
    return as_dict(item.obj.value.get("spec"))


def _generation(item: BundleItem) -> int:
    value = as_dict(_spec(item).get("pool")).get("generation", 0)
    return value if type(value) is int else 0


def _name(item: BundleItem) -> str:
    return item.obj.name or f"object {item.index + 1} of {item.display}"


def pools(items: list[BundleItem]) -> list[Pool]:
    """The pools of these slices, made once for the rules of this module that ask for them."""
    return memoized(items, "resource pools", lambda: _pools(items))


def _pools(items: list[BundleItem]) -> list[Pool]:
    grouped: dict[tuple[str, str], list[BundleItem]] = defaultdict(list)
    for item in items:
        spec = _spec(item)
        grouped[(as_str(spec.get("driver")), as_str(as_dict(spec.get("pool")).get("name")))].append(item)
    return [Pool(driver, name, slices) for (driver, name), slices in grouped.items() if driver and name]


def _consuming(item: BundleItem) -> Iterator[tuple[Path, dict[str, Any]]]:
    """The slice's devices that consume counters: the only ones these rules look at."""
    return consuming(_spec(item))


def _count(value: Any) -> Any:
    """A resourceSliceCount as a set member (a value of the wrong type is still compared, as text)."""
    return value if value is None or type(value) in (int, str, bool, float) else shown(value)


@implements("DRA-RS-026", **SLICES)
def pool_complete(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for pool in pools(items):
        top, current = pool.generation, pool.current
        counts = {_count(as_dict(_spec(s).get("pool")).get("resourceSliceCount")) for s in current}
        expected = max((c for c in counts if type(c) is int), default=0)
        if len(counts) > 1:
            yield (
                current[0],
                Hit(
                    f"the slices of pool {pool.label} at generation {top} disagree on resourceSliceCount "
                    f"({', '.join(sorted(map(str, counts)))}): consumers may see the pool as complete or not "
                    "depending on the order they read them",
                    path=("spec", "pool", "resourceSliceCount"),
                ),
            )
        if len(current) < expected:
            yield (
                current[0],
                Hit(
                    f"pool {pool.label} generation {top} is incomplete: {len(current)} of {expected} slices seen "
                    f"({', '.join(_name(s) for s in current)})",
                    path=("spec", "pool"),
                    key=True,
                ),
            )
        for old in (s for s in pool.slices if _generation(s) < top):
            yield (
                old,
                Hit(
                    f"generation {_generation(old)} of pool {pool.label} is older than {top}: consumers "
                    "ignore this slice",
                    path=("spec", "pool", "generation"),
                    severity=Severity.NOTE,
                ),
            )
        nodes = {as_str(_spec(s).get("nodeName")) for s in current}
        if len(nodes) > 1:
            yield (
                current[0],
                Hit(
                    f"pool {pool.label} is published for several nodes ({', '.join(sorted(n or '(none)' for n in nodes))}): "
                    "device names of different nodes collide",
                    path=("spec", "nodeName"),
                ),
            )


@implements("DRA-RS-018", **SLICES)
def counter_references(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for pool in pools(items):
        sets: dict[str, tuple[BundleItem, dict[str, Any]]] = {}
        for item in pool.current:
            for i, counter_set in enumerate(as_list(_spec(item).get("sharedCounters"))):
                name = as_str(as_dict(counter_set).get("name"))
                if name in sets:
                    yield (
                        item,
                        Hit(
                            f"counter set {name!r} is also published by slice {_name(sets[name][0])} of pool "
                            f"{pool.label}: the scheduler treats the pool as invalid and allocates none of its devices",
                            path=("spec", "sharedCounters", i, "name"),
                        ),
                    )
                else:
                    sets[name] = (item, as_dict(as_dict(counter_set).get("counters")))
        for item in pool.current:
            for path, device in _consuming(item):
                for i, use in enumerate(as_list(device.get("consumesCounters"))):
                    use = as_dict(use)
                    name = as_str(use.get("counterSet"))
                    where = path + ("consumesCounters", i)
                    if name not in sets:
                        # In a pool incomplete in the run the set may be in a slice the run does not hold
                        # (the scheduler validates a pool only once it is complete): likely, not certain.
                        yield (
                            item,
                            Hit(
                                f"counter set {name!r} is not published in pool {pool.label} at generation "
                                f"{pool.generation}"
                                + (
                                    f" in the {len(pool.current)} slices seen: the pool is incomplete here, so it "
                                    "may be in another slice"
                                    if pool.incomplete
                                    else ": the scheduler treats the pool as invalid and allocates none of its devices"
                                ),
                                path=where + ("counterSet",),
                                severity=Severity.WARNING if pool.incomplete else None,
                            ),
                        )
                        continue
                    for counter in as_dict(use.get("counters")):
                        if counter not in sets[name][1]:
                            yield (
                                item,
                                Hit(
                                    f"counter {counter!r} is not in counter set {name!r} of pool {pool.label}: "
                                    "the scheduler treats the pool as invalid and allocates none of its devices",
                                    path=where + ("counters", counter),
                                    key=True,
                                ),
                            )


def _cost(device: dict[str, Any]) -> tuple[tuple[str, str, Any], ...]:
    """A device's counter consumption in a canonical, order-free form (80Gi equals 85899345920)."""
    out = []
    for use in as_list(device.get("consumesCounters")):
        use = as_dict(use)
        for counter, value in as_dict(use.get("counters")).items():
            out.append((as_str(use.get("counterSet")), counter, quantity(as_dict(value).get("value"))))
    return tuple(sorted(out, key=lambda t: (t[0], t[1], str(t[2]))))


@implements("DRA-RS-023", **SLICES)
def partition_costs(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for pool in pools(items):
        first: dict[tuple[str, str], tuple[str, tuple[Any, ...]]] = {}
        for item in pool.current:
            spec = _spec(item)
            attribute = spec.get("partitionTypeAttribute")
            if not isinstance(attribute, str):
                continue
            for path, device in _consuming(item):
                found = lookup(as_dict(device.get("attributes")), attribute, as_str(spec.get("driver")))
                value = as_dict(found[1]).get("string") if found else None
                if not isinstance(value, str):
                    continue
                cost, name = _cost(device), as_str(device.get("name"))
                seen = first.setdefault((attribute, value), (name, cost))
                if seen[1] != cost:
                    yield (
                        item,
                        Hit(
                            f"devices of partition type {value!r} in pool {pool.label} consume different "
                            f"counters ({seen[0]} and {name}): the pool status reports PartitionCostMismatch",
                            path=path + ("consumesCounters",),
                            key=True,
                        ),
                    )


@implements("DRA-RS-024", **SLICES)
def partition_needs_counters(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for pool in pools(items):
        if any(as_list(_spec(s).get("sharedCounters")) for s in pool.current):
            continue
        for item in pool.current:
            if isinstance(_spec(item).get("partitionTypeAttribute"), str):
                yield (
                    item,
                    Hit(
                        f"pool {pool.label} declares partitionTypeAttribute but publishes no sharedCounters "
                        "in any slice given: the pool status reports PartitionTypeMissing",
                        path=("spec", "partitionTypeAttribute"),
                    ),
                )


@implements("DRA-RS-025", **SLICES)
def partition_mixed(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for pool in pools(items):
        declaring = [s for s in pool.current if isinstance(_spec(s).get("partitionTypeAttribute"), str)]
        if not declaring:
            continue
        for item in pool.current:
            if item in declaring or next(_consuming(item), None) is None:
                continue
            yield (
                item,
                Hit(
                    f"other slices of pool {pool.label} declare partitionTypeAttribute and this one does "
                    "not: its devices are not grouped by partition type",
                    path=("spec",),
                    key=True,
                ),
            )
