"""cel-go's sets extension, ext.Sets() (ext/sets.go): sets.contains, sets.equivalent, sets.intersects
over lists, with the extension's cost tracker (trackSetsCost: the product of the sizes)."""

from __future__ import annotations

from typing import Any

from ..decls import Function, Library, overload
from ..runtime_cost import size
from ..types import BOOL, A, list_of
from ..values.core import as_list
from ..values.operations import equal


def _contains(a: Any, b: Any) -> bool:
    la, lb = as_list(a), as_list(b)
    return all(any(equal(x, y) for y in la) for x in lb)


def _equivalent(a: Any, b: Any) -> bool:
    la, lb = as_list(a), as_list(b)
    return all(any(equal(x, y) for y in lb) for x in la) and all(any(equal(x, y) for y in la) for x in lb)


def _intersects(a: Any, b: Any) -> bool:
    la, lb = as_list(a), as_list(b)
    return any(equal(x, y) for x in la for y in lb)


def _price(args: list[Any]) -> int:
    return 1 + size(args[0]) * size(args[1])  # trackSetsCost(1)


def _product(a: float, b: float) -> float:
    """SizeEstimate.Multiply: an empty list's zero even by an unknown size (inf * 0 is NaN in Python)."""
    return 0 if a == 0 or b == 0 else a * b


def _estimate(factor: int) -> Any:
    """estimateSetsCost: the product of the two lists' sizes by the factor (2 for equivalent), and the call."""

    def estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
        if len(args) != 2:
            return None
        (low_a, high_a), (low_b, high_b) = est.size(args[0]), est.size(args[1])
        return (1 + _product(low_a, low_b) * factor, 1 + _product(high_a, high_b) * factor)

    return estimate


LIBRARY = Library(
    "ext.sets",
    tuple(
        Function(
            name,
            (overload(name.replace(".", "_") + "_list", (list_of(A), list_of(A)), BOOL),),
            impl=impl,
            price=_price,
            estimate=_estimate(2 if name == "sets.equivalent" else 1),
        )
        for name, impl in (
            ("sets.contains", _contains),
            ("sets.equivalent", _equivalent),
            ("sets.intersects", _intersects),
        )
    ),
)
