"""Kubernetes' lists library (apiserver/pkg/cel/library/lists.go): isSorted, sum, min, max, and
indexOf / lastIndexOf of a list (the strings extension has those of a string), priced by the list's
traversal (library/cost.go)."""

from __future__ import annotations

from typing import Any

from .. import estimates
from .. import runtime_cost as rc
from ..decls import Function, Library, member
from ..types import BOOL, INT, A, list_of
from ..values.core import EvalError, as_list
from ..values.operations import arith, compare, equal


def _is_sorted(v: Any) -> bool:
    items = as_list(v)
    return all(compare(items[i], items[i + 1]) <= 0 for i in range(len(items) - 1))


def _sum(v: Any) -> Any:
    items = as_list(v)
    if not items:
        return 0
    total = items[0]
    for x in items[1:]:
        total = arith("+", total, x)
    return total


def _extreme(want: int) -> Any:
    def pick(v: Any) -> Any:
        items = as_list(v)
        if not items:
            raise EvalError("min called on empty list" if want < 0 else "max called on empty list")
        best = items[0]
        for x in items[1:]:
            if compare(x, best) == want:
                best = x
        return best

    return pick


def _index_of(last: bool) -> Any:
    def index_of(c: Any, x: Any) -> int:
        items = as_list(c)
        rng = range(len(items) - 1, -1, -1) if last else range(len(items))
        return next((i for i in rng if equal(items[i], x)), -1)

    return index_of


def _reduction(name: str, impl: Any) -> Function:
    return Function(
        name, (member(f"list_{name}", (list_of(A),), A),), impl=impl, price=rc.first_traversal, estimate=estimates.sized
    )


LIBRARY = Library(
    "Kubernetes lists",
    (
        Function(
            "isSorted",
            (member("list_is_sorted", (list_of(A),), BOOL),),
            impl=_is_sorted,
            price=rc.first_traversal,
            estimate=estimates.sized,
        ),
        _reduction("sum", _sum),
        _reduction("min", _extreme(-1)),
        _reduction("max", _extreme(1)),
        Function(
            "indexOf",
            (member("list_a_index_of_int", (list_of(A), A), INT),),
            impl=_index_of(False),
            receiver=(list, tuple),
            price=rc.first_traversal,
            estimate=estimates.sized,
        ),
        Function(
            "lastIndexOf",
            (member("list_a_last_index_of_int", (list_of(A), A), INT),),
            impl=_index_of(True),
            receiver=(list, tuple),
            price=rc.first_traversal,
            estimate=estimates.sized,
        ),
    ),
)
