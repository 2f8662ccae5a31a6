"""Options: what selects the DRA CEL environment of one compilation (the feature gates compile.go reads,
stored against new expressions, the release whose libraries a new expression may call, the cost limit).
Kept apart from the compiler so that a caller can hold its options without loading the compiler."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..releases import NEWEST

if TYPE_CHECKING:
    from .checker import DeviceShape

MAX_COST = 1_000_000  # resource.CELSelectorExpressionMaxCost


@dataclass(frozen=True, slots=True)
class Options:
    """What selects the environment: the feature gates compile.go reads, and stored vs new expressions.

    `stored=True` is the apiserver's StoredExpressions environment (an update that keeps the expression):
    every field and type declared by any version is available there, whatever the gates.
    """

    consumable_capacity: bool = False  # DRAConsumableCapacity: device.allowMultipleAllocations
    list_type_attributes: bool = False  # DRAListTypeAttributes: attribute values are dyn (lists allowed)
    stored: bool = False
    release: str = NEWEST  # whose libraries a new expression may call (releases.CEL_LIBRARIES)
    cost_limit: int = MAX_COST

    def shape(self) -> DeviceShape:
        """The declared type of `device` in this environment."""
        # stored expressions take every declaration of `device`, the last winning: from 1.37 that is one with
        # list-type (dyn) attributes; before, compile.go had one attribute type, any unless the gate is on
        dyn_attributes = self.list_type_attributes or (self.stored and _release(self.release) >= (1, 37))
        # compile.go declares includes from 1.36 with the gate, and in stored expressions (FeatureEnabled ignored)
        includes = self.list_type_attributes or (self.stored and _release(self.release) >= (1, 36))
        return _shape(self.stored, dyn_attributes, self.consumable_capacity, includes)


def _release(release: str) -> tuple[int, ...]:
    return tuple(int(part) for part in release.split("."))


@functools.cache
def _shape(stored: bool, dyn_attributes: bool, consumable_capacity: bool, includes: bool) -> DeviceShape:
    from .checker import DeviceShape  # compiling: the checker is loaded already
    from .types import ANY, DYN

    attribute = DYN if dyn_attributes else ANY
    return DeviceShape(attribute, allow_multiple_allocations=stored or consumable_capacity, includes=includes)


DEFAULT = Options()  # new expressions, gates off, the newest release
