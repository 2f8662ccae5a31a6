"""cel-go's lists extension, ext.Lists(ext.ListsVersion(3)) in the base environment (ext/lists.go): slice
(version 0), flatten (1), lists.range, distinct, reverse, sort and sortBy (2), first and last, with the
extension's own cost trackers and estimators (trackListOutputSize, trackListSelfCompare, ...).

sortBy is a macro (the parser expands it to @sortByAssociatedKeys over the keys' list); sort and sortBy
sort as cel-go's sortListByAssociatedKeys does, with Go's sort.Slice (gosort.py). A release whose
environment has an older version lacks the newer functions (`Function.since`, releases.CEL_LIBRARIES).
"""

from __future__ import annotations

import math
from typing import Any

from .. import estimates
from .. import runtime_cost as rc
from ..ast import SORT_BY_KEYS
from ..decls import Function, Library, member, overload
from ..runtime_cost import Budget, output_list, self_compare, size
from ..types import BOOL, BYTES, DOUBLE, DURATION, DYN, INT, STRING, TIMESTAMP, UINT, A, list_of, optional_of
from ..values.core import NONE, EvalError, Optional, as_list, type_name
from ..values.operations import compare, equal
from . import gosort

_COMPARABLE = frozenset(
    ("int", "uint", "double", "bool", "string", "bytes", "google.protobuf.Timestamp", "google.protobuf.Duration")
)


def sort_by_keys(items: Any, keys: Any) -> list[Any]:
    """@sortByAssociatedKeys (ext/lists.go sortListByAssociatedKeys): the list in the order of its keys,
    which must be comparable and of one type. Go sorts with sort.Slice, unstable past 12 elements:
    gosort repeats its steps, so equal keys end where cel-go leaves them. A key that cannot be ordered
    (NaN) is never less, as cel-go's Compare error is not -1."""
    items, keys = as_list(items), as_list(keys)
    if len(items) != len(keys):
        raise EvalError(
            "@sortByAssociatedKeys() expected a list of the same size as the associated keys list, "
            f"but got {len(items)} and {len(keys)} elements respectively"
        )
    if not items:
        return items
    kind = type_name(keys[0])
    if kind not in _COMPARABLE:
        raise EvalError("list elements must be comparable")
    if any(type_name(k) != kind for k in keys):
        raise EvalError("list elements must have the same type")

    def less(i: int, j: int) -> bool:
        a, b = keys[i], keys[j]
        return a < b if type(a) is float else compare(a, b) < 0

    order = list(range(len(keys)))
    gosort.slice_sort(order, less)
    return [items[i] for i in order]


def _slice(v: Any, a: Any, b: Any) -> list[Any]:
    items = as_list(v)
    if a < 0 or b < 0:
        raise EvalError(f"cannot slice({a}, {b}), negative indexes not supported")
    if a > b:
        raise EvalError(f"cannot slice({a}, {b}), start index must be less than or equal to end index")
    if b > len(items):
        raise EvalError(f"cannot slice({a}, {b}), list is length {len(items)}")
    return items[a:b]


def _flatten(v: Any, depth: int = 1) -> list[Any]:
    if depth < 0:
        raise EvalError("level must be non-negative")
    out: list[Any] = []
    for x in as_list(v):
        if isinstance(x, (list, tuple)) and depth > 0:
            out.extend(_flatten(x, depth - 1))
        else:
            out.append(x)
    return out


def _flatten_charged(budget: Budget, v: Any, depth: int = 1) -> list[Any]:
    out = _flatten(v, depth)  # at most the elements of lists already built
    budget.allocate(len(out))
    return out


def _flatten_price(args: list[Any]) -> int:
    depth = args[1] if len(args) == 2 and isinstance(args[1], int) else 1
    return int(size(args[0]) * depth) + 1 + rc.LIST_CREATE


def _range(budget: Budget, n: Any) -> list[int]:
    budget.allocate(max(0, n))
    return list(range(max(0, n)))


def _distinct(v: Any) -> list[Any]:
    out: list[Any] = []
    for x in as_list(v):
        if not any(equal(x, y) for y in out):
            out.append(x)
    return out


def _first_last(i: int) -> Any:
    def get(v: Any) -> Optional:
        items = as_list(v)
        return Optional(items[i]) if items else NONE

    return get


def _sort_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """estimateListSort: 2n^2 over the list (+0.1 for strings and bytes), the call and the new list."""
    if len(args) != 1:
        return None
    s = est.size(args[0])[1]
    return (1, 1 + (math.ceil(2.1 * s * s) + 10 if s < estimates.UNKNOWN else estimates.UNKNOWN))


def _sort_by_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """estimateListSortBy: 2n^2 over the keys (+0.1 for strings), the call and the list."""
    if len(args) != 2:
        return None
    s = est.size(args[1])[1]
    return (1, 1 + (math.ceil(2.1 * s * s) + 10 if s < estimates.UNKNOWN else estimates.UNKNOWN))


_KEY_TYPES = (
    ("int", INT),
    ("uint", UINT),
    ("double", DOUBLE),
    ("bool", BOOL),
    ("google.protobuf.Duration", DURATION),
    ("google.protobuf.Timestamp", TIMESTAMP),
    ("string", STRING),
    ("bytes", BYTES),
)

LIBRARY = Library(
    "ext.lists",
    (
        Function(
            "slice",
            (member("list_slice", (list_of(A), INT, INT), list_of(A)),),
            impl=_slice,
            price=lambda a: output_list(max(0, a[2] - a[1]) if isinstance(a[1], int) and isinstance(a[2], int) else 0),
            estimate=estimates.sized,
            since=0,
        ),
        Function(
            "flatten",
            (
                member("list_flatten", (list_of(list_of(A)),), list_of(A)),
                member("list_flatten_int", (list_of(DYN), INT), list_of(DYN)),
            ),
            impl=_flatten_charged,
            grows=True,
            price=_flatten_price,
            estimate=estimates.sized,
            since=1,
        ),
        Function(
            "lists.range",
            (overload("lists_range", (INT,), list_of(INT)),),
            impl=_range,
            grows=True,
            price=lambda a: output_list(max(0, a[0]) if isinstance(a[0], int) else 0),
            since=2,
        ),
        Function(
            "distinct",
            (member("list_distinct", (list_of(A),), list_of(A)),),
            impl=_distinct,
            price=self_compare,
            estimate=estimates.product,
            since=2,
        ),
        Function(
            "reverse",
            (member("list_reverse", (list_of(A),), list_of(A)),),
            impl=lambda v: as_list(v)[::-1],
            price=lambda a: output_list(size(a[0])),
            estimate=estimates.sized,
            since=2,
        ),
        Function(
            "sort",
            # one overload per comparable type, in comparableTypes' order: the checker binds a list of a free
            # element type (`[]`) to the first, list(int)
            tuple(member(f"list_{n}_sort", (list_of(t),), list_of(t)) for n, t in _KEY_TYPES),
            impl=lambda v: sort_by_keys(v, v),  # ext/lists.go sortList
            price=self_compare,
            estimate=_sort_estimate,
            since=2,
        ),
        # sortBy is a macro, expanded whatever the release: its expansion's call stands for it
        Function(
            SORT_BY_KEYS,
            tuple(
                member(f"list_{n}_sortByAssociatedKeys", (list_of(A), list_of(t)), list_of(A)) for n, t in _KEY_TYPES
            ),
            impl=sort_by_keys,
            price=lambda a: self_compare(a[1:]),  # trackListSortBy: over the keys
            estimate=_sort_by_estimate,
            since=2,
        ),
        Function("first", (member("list_first", (list_of(A),), optional_of(A)),), impl=_first_last(0)),
        Function("last", (member("list_last", (list_of(A),), optional_of(A)),), impl=_first_last(-1)),
    ),
)
