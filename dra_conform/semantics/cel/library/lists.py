"""Kubernetes' lists library (apiserver/pkg/cel/library/lists.go): isSorted, sum, min, max, and
indexOf / lastIndexOf of a list (the strings extension has those of a string), priced by the list's
traversal (library/cost.go)."""

from __future__ import annotations

from typing import Any

from .. import estimates
from .. import runtime_cost as rc
from ..decls import Function, Library, member
from ..types import BOOL, BYTES, DOUBLE, DURATION, INT, STRING, TIMESTAMP, UINT, A, T, list_of, substitute
from ..values.core import EvalError, UInt, as_list
from ..values.operations import arith, compare, equal
from ..values.timeval import Duration


def _is_sorted(v: Any) -> bool:
    items = as_list(v)
    return all(compare(items[i], items[i + 1]) <= 0 for i in range(len(items) - 1))


# each sum overload is bound its own zero (lists.go zeroValuesOfSummableTypes): the checker's one overload
# decides an empty list's sum (the interpreter applies it); of a dyn list cel-go's dispatch tries int first
SUM_ZEROS: dict[str, Any] = {
    "list_uint_sum_uint": UInt(0),
    "list_double_sum_double": 0.0,
    "list_duration_sum_duration": Duration(0),
}


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


def _traversal(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """library/cost.go's estimate of isSorted, sum, min, max, indexOf, lastIndexOf (in place of the call's
    unit): a list's size by one per element, and by 0.1 of a string or bytes element's size, which it does not
    know for a list's elements (the estimate saturates); a string's (or dyn's) size by 0.1."""
    if not args:
        return None
    target = args[0]
    t = substitute(target.ctype, est.subst, dyn_free=True) if target.ctype is not None else None
    low, high = est.size(target)
    if t is not None and t.name == "list" and t.params:
        if t.params[0].name not in ("string", "bytes"):
            return (low, high)
        per = estimates.ceil(estimates.SATURATED * estimates.STRING_FACTOR) + 1
        return (low * per if low else 0, high * per if high else 0)
    return (estimates.ceil(low * estimates.STRING_FACTOR), estimates.ceil(high * estimates.STRING_FACTOR))


# lists.go's summableTypes and comparableTypes, in their order: a function has one overload per type, and the
# checker binds a list of a free element type (`[]`) to the first, int
_SUMMABLE: tuple[tuple[str, T], ...] = (("int", INT), ("uint", UINT), ("double", DOUBLE), ("duration", DURATION))
_COMPARABLE: tuple[tuple[str, T], ...] = (*_SUMMABLE[:3], ("bool", BOOL), ("duration", DURATION))
_COMPARABLE += (("timestamp", TIMESTAMP), ("string", STRING), ("bytes", BYTES))


def _reduction(name: str, impl: Any) -> Function:
    types = _SUMMABLE if name == "sum" else _COMPARABLE
    overloads = tuple(member(f"list_{n}_{name}_{n}", (list_of(t),), t) for n, t in types)
    return Function(name, overloads, impl=impl, price=rc.first_traversal, estimate=_traversal)


LIBRARY = Library(
    "Kubernetes lists",
    (
        Function(
            "isSorted",
            tuple(member(f"list_{n}_is_sorted_bool", (list_of(t),), BOOL) for n, t in _COMPARABLE),
            impl=_is_sorted,
            price=rc.first_traversal,
            estimate=_traversal,
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
            estimate=_traversal,
        ),
        Function(
            "lastIndexOf",
            (member("list_a_last_index_of_int", (list_of(A), A), INT),),
            impl=_index_of(True),
            receiver=(list, tuple),
            price=rc.first_traversal,
            estimate=_traversal,
        ),
    ),
)
