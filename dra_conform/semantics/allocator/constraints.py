"""Claim constraints as allocate() checks them while devices are added (constraint.go)."""

from __future__ import annotations

from typing import Any

from ..values import as_dict

_SCALARS = ("string", "int", "bool", "version")
_LISTS = {"strings": "string", "ints": "int", "bools": "bool", "versions": "version"}


def lookup_attribute(attributes: dict[str, Any], driver: str, name: str) -> dict[str, Any] | None:
    """lookupAttribute: the fully qualified name, or its short name when the domain is the driver's."""
    if name in attributes:
        return as_dict(attributes[name])
    index = name.find("/")
    if index < 0 or name[:index] != driver:
        return None
    short = name[index + 1 :]
    return as_dict(attributes[short]) if short in attributes else None


def _scalar(attribute: dict[str, Any]) -> tuple[str, Any] | None:
    for kind in _SCALARS:
        if attribute.get(kind) is not None:
            return kind, attribute[kind]
    return None


def as_set(attribute: dict[str, Any]) -> tuple[str, frozenset[Any]] | None:
    """attributeAsSet: (type, values) for a scalar or list attribute; None for an unknown or empty one."""
    for key, kind in _LISTS.items():
        values = attribute.get(key)
        if isinstance(values, list) and values:
            return kind, frozenset(values)
    scalar = _scalar(attribute)
    return (scalar[0], frozenset([scalar[1]])) if scalar else None


def _intersects(a: tuple[str, frozenset[Any]], b: tuple[str, frozenset[Any]]) -> bool:
    return a[0] == b[0] and bool(a[1] & b[1])


class Constraint:
    """One entry of spec.devices.constraints; ``add`` and ``remove`` are called in pairs."""

    def __init__(self, requests: list[str], attribute: str, lists: bool) -> None:
        self.requests = set(requests)
        self.attribute = attribute
        self.lists = lists
        self.count = 0

    def applies(self, request: str, subrequest: str) -> bool:
        if not self.requests:
            return True
        if not subrequest:
            return request in self.requests
        return request in self.requests or f"{request}/{subrequest}" in self.requests

    def add(self, request: str, subrequest: str, attributes: dict[str, Any], driver: str) -> bool:
        raise NotImplementedError

    def cost(self) -> int:
        """What the next ``add`` compares, in values: the search's budget counts it."""
        return 1

    def remove(self, request: str, subrequest: str) -> None:
        raise NotImplementedError


class MatchAttribute(Constraint):
    """All devices share the attribute's value (with list attributes: a common element). From 1.37
    (``restored``) a device taken back gives back the intersection from before it (intersectionStack); up to
    1.36 the intersection stays narrowed by it."""

    def __init__(self, requests: list[str], attribute: str, lists: bool, restored: bool = True) -> None:
        super().__init__(requests, attribute, lists)
        self.value: tuple[str, Any] | None = None
        self.intersection: tuple[str, frozenset[Any]] | None = None
        self.restored = restored
        self.earlier: list[tuple[str, frozenset[Any]] | None] = []  # 1.37: the intersection before each add

    def add(self, request: str, subrequest: str, attributes: dict[str, Any], driver: str) -> bool:
        if not self.applies(request, subrequest):
            return True
        attribute = lookup_attribute(attributes, driver, self.attribute)
        if attribute is None:
            return False
        if self.count == 0:
            if self.lists:
                self.intersection = as_set(attribute)
                if self.intersection is None:
                    return False
            else:
                self.value = _scalar(attribute) or ("", None)
            self.count = 1
            return True
        if self.lists:
            new = as_set(attribute)
            if new is None or self.intersection is None or not _intersects(self.intersection, new):
                return False
            if self.restored:
                self.earlier.append(self.intersection)
            self.intersection = (new[0], self.intersection[1] & new[1])
        else:
            value = _scalar(attribute)
            if value is None or self.value is None or value != self.value:
                return False
        self.count += 1
        return True

    def remove(self, request: str, subrequest: str) -> None:
        if self.applies(request, subrequest):
            self.count -= 1
            if self.lists and self.restored and self.count:
                self.intersection = self.earlier.pop()

    def cost(self) -> int:
        return 1 + (len(self.intersection[1]) if self.lists and self.intersection else 0)


class DistinctAttribute(Constraint):
    """No two devices share the attribute's value. Up to 1.36, as upstream, what is remembered is the value of
    the last device added per request name; from 1.37 (``every``) the value of every device added."""

    def __init__(self, requests: list[str], attribute: str, lists: bool, by_value: bool = True, every: bool = True):
        super().__init__(requests, attribute, lists)
        self.values: dict[str, dict[str, Any]] = {}  # up to 1.36: per request name
        self.stack: list[dict[str, Any]] = []  # 1.37 on: every device's, removed last first
        # 1.34's matchesAttribute compares the values' pointers (attribute.StringValue == attr.StringValue),
        # so only the same device's attribute is a duplicate there (constraint.go at 1.34.13; fixed in 1.35)
        self.by_value = by_value
        self.every = every

    def add(self, request: str, subrequest: str, attributes: dict[str, Any], driver: str) -> bool:
        if not self.applies(request, subrequest):
            return True
        attribute = lookup_attribute(attributes, driver, self.attribute)
        if attribute is None:
            return False
        # up to 1.36 the first device is taken unseen; 1.37 compares it too (a list of no known type fails)
        if (self.count or self.every) and not self._distinct(attribute):
            return False
        if self.every:
            self.stack.append(attribute)
        else:
            self.values[request] = attribute
        self.count += 1
        return True

    def _remembered(self) -> Any:
        return self.stack if self.every else self.values.values()

    def _distinct(self, attribute: dict[str, Any]) -> bool:
        if self.lists:
            new = as_set(attribute)
            if new is None:
                return False
            return not any((old := as_set(a)) is not None and _intersects(new, old) for a in self._remembered())
        value = _scalar(attribute)
        if value is None:
            return False
        if not self.by_value:
            return all(a is not attribute for a in self._remembered())
        return all(_scalar(a) != value for a in self._remembered())

    def remove(self, request: str, subrequest: str) -> None:
        if self.applies(request, subrequest):
            if self.every:
                self.stack.pop()
            else:
                self.values.pop(request, None)
            self.count -= 1

    def cost(self) -> int:
        return 1 + len(self.stack) + len(self.values)
