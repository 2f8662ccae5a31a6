"""What a long search passes over without changing its answer: devices that cannot lead anywhere.

Upstream's allocateOne tries every device in order, and a search that cannot succeed tries every
combination. Two shortcuts make the easy "cannot be allocated" cheap, and leave the answer as
upstream's: the same first allocation, the same error, the same "cannot". Both only pass over
devices where upstream's search finds nothing and meets no error, so the first allocation upstream
finds, or the first error it meets, is still the one found.

- **Devices alike.** Two free devices with the same shape (the same fields but the name, in the same
  pool, with the same selector answers for every request and the same values of the attributes the
  claims' constraints name; the search reads nothing else of a device) are interchangeable: swapping them
  maps every continuation after the second onto one after the first. When a device failed at a
  point of the search (refused, or nothing was found after it), a free device of its shape fails
  there too, and is passed over. Not with ``allocationMode: All``, whose fixed device list tells
  the two apart.
- **A matchAttribute already set.** Once a request's matchAttribute constraint holds a value, only
  the devices with that value can be added (and those a selector fails on, which must raise their
  error in turn); the others would be refused by the constraint, so they are not considered at all.

Both start once a search has used ``AFTER`` tries: searches shorter than that are upstream's step
for step (its table counts their allocateOne calls).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TypeAlias

from .budget import OverBudget
from .constraints import MatchAttribute, _scalar, as_set, lookup_attribute

if TYPE_CHECKING:
    from .inventory import Device
    from .pools import Pool

# The search (search._Allocator) and its requests (search._Request) are typed Any here: search.py
# imports this module, and the layering allows no import back.
Search: TypeAlias = Any
SearchRequest: TypeAlias = Any

AFTER = 2_000  # tries a search uses before it takes the shortcuts

Position = tuple[int, int, int, "Device", "Pool"]  # pool, slice and device index; the device; its pool


class Shortcuts:
    """For one Allocate: the shapes of its devices and the devices by matchAttribute value."""

    def __init__(self, search: Search) -> None:
        self.search = search
        allocated = search.allocated
        self.busy = allocated.devices | set(allocated.capacity) | {d for d, _ in allocated.shared}
        self.requests = list(search.requests.values())
        self.attributes = sorted({m.attribute for claim in search.constraints for m in claim})  # what constraints read
        self.shapes: dict[int, Any] = {}  # device index -> its shape
        self.indexes: dict[tuple[Any, ...], tuple[dict[Any, list[Position]], list[Position]]] = {}

    @classmethod
    def of(cls, search: Search) -> Shortcuts | None:
        if any(r.mode == "All" for r in search.requests.values()):
            return None
        if search.features.counters_per_slice and any(p.invalid for p in search.pools):
            return None  # 1.34's walk fails where it meets an invalid pool: the pools are walked in order
        return cls(search)

    def shape(self, device: Device) -> Any:
        """The device's shape while it is free; None once the search or a claim holds some of it."""
        search = self.search
        if device.id in self.busy or search.allocating.get(device.id) or device.id in search.allocating_capacity:
            return None
        got = self.shapes.get(device.index)
        if got is None:
            i, driver = device.index, device.slice.driver
            body = [(k, v) for k, v in device.body.items() if k not in ("name", "attributes")]
            body += [(name, lookup_attribute(device.attributes, driver, name)) for name in self.attributes]
            body.append(("taints of DeviceTaintRules", device.rule_taints))
            answers = tuple((r.class_answers[i], r.answers[i]) for r in self.requests)
            got = self.shapes[i] = (driver, device.slice.pool, device.slice.per_device, repr(body), answers)
        return got

    def walk(
        self, c: int, key: tuple[int, int, int], request: SearchRequest, start: tuple[int, int, int]
    ) -> Iterator[Position] | None:
        """The devices the request can still add from ``start`` when one of its matchAttribute
        constraints holds a value (None when none does), each costing a try."""
        base, sub = (request.parent, request.name) if request.parent else (request.name, "")
        constraint = next(
            (
                m
                for m in self.search.constraints[c]
                if isinstance(m, MatchAttribute) and m.count and m.applies(base, sub)
            ),
            None,
        )
        if constraint is None:
            return None
        by_value, loud = self._index(key, request, constraint)
        if constraint.lists:
            kind, values = constraint.intersection or ("", frozenset())
            wanted = [(kind, v) for v in values]
        else:
            wanted = [constraint.value or ("", None)]
        try:
            found = {id(p[3]): p for value in wanted for p in by_value.get(value, ())}
        except TypeError:  # a value that is not a scalar (the attribute is malformed): no shortcut
            return None
        merged = [*found.values(), *loud]
        if len(wanted) > 1 or (found and loud):
            merged.sort(key=lambda p: p[:3])
        return self._from(merged, start)

    def _from(self, positions: list[Position], start: tuple[int, int, int]) -> Iterator[Position]:
        search = self.search
        first = bisect_left(positions, start, key=lambda p: p[:3])
        for position in positions[first:]:
            search.left -= 1
            if search.left < 0:
                raise OverBudget
            yield position

    def _index(
        self, key: tuple[int, int, int], request: SearchRequest, constraint: MatchAttribute
    ) -> tuple[dict[Any, list[Position]], list[Position]]:
        """The request's devices by the constraint's attribute value (each element of a list attribute),
        in the search's order, and those a selector fails on (they are tried whatever their value)."""
        got = self.indexes.get((key, id(constraint)))
        if got is not None:
            return got
        by_value: dict[Any, list[Position]] = {}
        loud: list[Position] = []
        class_answers, answers = request.class_answers, request.answers
        for pool_index, pool in enumerate(self.search.pools):
            if pool.skipped:
                continue
            for slice_index, s in enumerate(pool.slices):
                for device_index, device in enumerate(s.devices):
                    in_class, answer = class_answers[device.index], answers[device.index]
                    if in_class is False or (in_class is None and answer is False):
                        continue
                    position = (pool_index, slice_index, device_index, device, pool)
                    if in_class is not None or answer is not None:
                        loud.append(position)
                        continue
                    attribute = lookup_attribute(device.attributes, device.slice.driver, constraint.attribute)
                    if attribute is None:
                        continue  # refused by the constraint whatever its value
                    try:
                        if constraint.lists:
                            kind, values = as_set(attribute) or ("", frozenset())
                            for value in values:
                                by_value.setdefault((kind, value), []).append(position)
                        elif (scalar := _scalar(attribute)) is not None:
                            by_value.setdefault(scalar, []).append(position)
                    except TypeError:  # not hashable, so not a value the constraint can hold: tried in turn
                        loud.append(position)
        got = self.indexes[(key, id(constraint))] = (by_value, loud)
        return got
