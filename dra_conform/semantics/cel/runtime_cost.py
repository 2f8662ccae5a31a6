"""The actual cost of one evaluation, as cel-go's runtime cost tracker counts it, and a bound on the
memory an evaluation may build.

Cost (interpreter/runtimecost.go, with Kubernetes' library.CostEstimator.CallCost from
apiserver/pkg/cel/library/cost.go and the cost trackers of cel-go's ext lists and sets): one unit per
identifier, field selection and index; 10 per list literal, 30 per map literal; a call costs 1 unless
its function is priced by the size of its arguments (strings by characters times 0.1, regular
expressions by 0.25 per pattern character, `distinct`/`sort` twice the square of the list, set
functions the product of the sizes, ...). cel-go checks the total against the limit after each step and
stops with "operation cancelled: actual cost limit exceeded"; compile.go sets the limit to
resource.CELSelectorExpressionMaxCost (1,000,000). Every price here depends on the arguments and the
result's size only, which is known before the work: the evaluator charges a call first, so a call over
the limit stops before it is run (cel-go runs it, then stops: the same verdict, without the work).

Memory: cel-go prices some growth at one unit (`list + list`, `flatten` by its input), so a few cheap
calls can build a list of billions of elements, which no verdict follows from (the scheduler would run
out of memory). An evaluation may build MEMORY_BOUND list elements (a string counts one per eight
characters); past that it is "not checked", never a verdict.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .netlib import CIDR, IP, URL

COST_LIMIT = 1_000_000  # resource.CELSelectorExpressionMaxCost
MEMORY_BOUND = 2_000_000  # list elements built in one evaluation (some 30-70 MB in Python)
STRING_FACTOR = 0.1  # common.StringTraversalCostFactor
REGEX_FACTOR = 0.25  # common.RegexStringLengthCostFactor
LIST_CREATE = 10  # common.ListCreateBaseCost
MAP_CREATE = 30  # common.MapCreateBaseCost
CANCELLED = "operation cancelled: actual cost limit exceeded"


class CostExceeded(Exception):
    """The evaluation passed the cost limit (the device does not match, with upstream's text)."""


class MemoryExceeded(Exception):
    """The evaluation would build more than MEMORY_BOUND elements (not judged)."""


class Budget:
    """What one evaluation may still spend: cost units (upstream's limit) and elements (ours)."""

    __slots__ = ("cost", "memory", "limit")

    def __init__(self, limit: int = COST_LIMIT) -> None:
        self.limit = limit
        self.cost = limit
        self.memory = MEMORY_BOUND

    def reset(self) -> None:
        self.cost = self.limit
        self.memory = MEMORY_BOUND

    def charge(self, units: int) -> None:
        self.cost -= units
        if self.cost < 0:
            raise CostExceeded(CANCELLED)

    def allocate(self, elements: int) -> None:
        self.memory -= elements
        if self.memory < 0:
            raise MemoryExceeded(
                f"not evaluated: the values this expression builds for one device pass dra-conform's bound "
                f"of {MEMORY_BOUND:,} list elements (upstream's cost model prices this growth at a few units)"
            )


def size(v: Any) -> int:
    """cel-go's actualSize: the Size() of a string (code points), bytes, list or map, of an IP (its bytes)
    or a CIDR (its prefix in bytes); 1 for the rest."""
    if isinstance(v, (str, bytes, list, tuple, dict)):
        return len(v)
    if isinstance(v, (IP, CIDR)):
        return v.size()
    return 1


def _string(v: Any) -> int:
    return math.ceil(size(v) * STRING_FACTOR)


def _traversal(v: Any) -> int:
    """library/cost.go traversalCost: a string by its characters, a list by its elements' traversals."""
    if isinstance(v, (str, bytes)):
        return int(len(v) * STRING_FACTOR)
    if isinstance(v, (list, tuple)):
        return sum(_traversal(x) for x in v)
    return 1


def _regex(args: list[Any]) -> int:
    return math.ceil((1 + size(args[0])) * STRING_FACTOR) * math.ceil(size(args[1]) * REGEX_FACTOR)


def _min_size(args: list[Any]) -> int:
    return math.ceil(min(size(args[0]), size(args[1])) * STRING_FACTOR)


def _self_compare(args: list[Any]) -> int:
    """ext/lists trackListSelfCompare (distinct, sort): 2n^2 (2.1n^2 for strings) plus the call and list."""
    items = args[0]
    n = size(items)
    factor = 2.0
    if n and isinstance(items[0], (str, bytes)):
        factor += STRING_FACTOR
    return int(n * n * factor) + 1 + LIST_CREATE


def _output_list(n: int) -> int:
    """ext/lists trackListOutputSize: the result's size plus the call and the list."""
    return n + 1 + LIST_CREATE


def _range(args: list[Any]) -> int:
    return _output_list(max(0, args[0]) if isinstance(args[0], int) else 0)


def _slice(args: list[Any]) -> int:
    a, b = args[1], args[2]
    return _output_list(max(0, b - a) if isinstance(a, int) and isinstance(b, int) else 0)


def _flatten(args: list[Any]) -> int:
    depth = args[1] if len(args) == 2 and isinstance(args[1], int) else 1
    return int(size(args[0]) * depth) + 1 + LIST_CREATE


def _join(args: list[Any]) -> int:
    items = args[0]
    sep = args[1] if len(args) > 1 and isinstance(args[1], str) else ""
    if not isinstance(items, (list, tuple)):
        return 1
    total = sum(len(x) for x in items if isinstance(x, str)) + len(sep) * max(0, len(items) - 1)
    return math.ceil(total * 2 * STRING_FACTOR)  # size of the result


def _sets(args: list[Any]) -> int:
    return 1 + size(args[0]) * size(args[1])  # ext/sets trackSetsCost(1)


def _add(args: list[Any]) -> int:
    if isinstance(args[0], (str, bytes)) and isinstance(args[1], (str, bytes)):
        return math.ceil((size(args[0]) + size(args[1])) * STRING_FACTOR)
    return 1


def _compare(args: list[Any]) -> int:
    if isinstance(args[0], (str, bytes)) and isinstance(args[1], (str, bytes)):
        return _min_size(args)
    return 1


def _contains(args: list[Any]) -> int:
    return _string(args[0]) * _string(args[1])


def _in(args: list[Any]) -> int:
    return size(args[1]) if isinstance(args[1], (list, tuple)) else 1


def _first_string(args: list[Any]) -> int:
    return _string(args[0])


def _first_string_twice(args: list[Any]) -> int:
    return math.ceil(size(args[0]) * 2 * STRING_FACTOR)


def _first_traversal(args: list[Any]) -> int:
    return _traversal(args[0])


def _equals(args: list[Any]) -> int:
    """library/cost.go: `==` of an IP, CIDR or URL is one unit; else cel-go's smaller operand."""
    return 1 if isinstance(args[0], (IP, CIDR, URL)) else _min_size(args)


def _ip(args: list[Any]) -> int:
    """ip(string) traverses the string; <CIDR>.ip() reads a field."""
    return 1 if isinstance(args[0], CIDR) else _string(args[0])


def _contains_ip(args: list[Any]) -> int:
    """Both bytes of the prefix compared; a string argument parsed first."""
    cost = math.ceil(2 * size(args[0]) * STRING_FACTOR)
    return cost + (_string(args[1]) if isinstance(args[1], str) else 0)


def _contains_cidr(args: list[Any]) -> int:
    """As containsIP, and the prefix masked once more, plus one."""
    cost = math.ceil(2 * size(args[0]) * STRING_FACTOR) + math.ceil(size(args[0]) * STRING_FACTOR) + 1
    return cost + (_string(args[1]) if isinstance(args[1], str) else 0)


# function -> its price over the evaluated arguments (receiver first); absent: 1
PRICES: dict[str, Callable[[list[Any]], int]] = {
    # cel-go costCall
    "startsWith": _first_string,
    "endsWith": _first_string,
    "bytes": lambda a: _string(a[0]) if isinstance(a[0], str) else 1,
    "string": lambda a: _string(a[0]) if isinstance(a[0], bytes) else 1,
    "strings.quote": _first_string,
    "format": _first_string,
    "@in": _in,
    "_==_": _equals,
    "_!=_": _min_size,
    "_<_": _compare,
    "_<=_": _compare,
    "_>_": _compare,
    "_>=_": _compare,
    "_+_": _add,
    "matches": _regex,
    "contains": _contains,
    # Kubernetes library.CostEstimator.CallCost
    "isSorted": _first_traversal,
    "sum": _first_traversal,
    "max": _first_traversal,
    "min": _first_traversal,
    "indexOf": _first_traversal,
    "lastIndexOf": _first_traversal,
    "url": _first_string,
    "lowerAscii": _first_string,
    "upperAscii": _first_string,
    "substring": _first_string,
    "trim": _first_string,
    "replace": _first_string_twice,
    "split": _first_string_twice,
    "join": _join,
    "find": _regex,
    "findAll": _regex,
    "cidr": _first_string,
    "isIP": _first_string,
    "isCIDR": _first_string,
    "ip": _ip,
    "ip.isCanonical": _first_string_twice,
    "containsIP": _contains_ip,
    "containsCIDR": _contains_cidr,
    "quantity": _first_string,
    "isQuantity": _first_string,
    "check": lambda a: 350_000,  # an authorization check: two per expression
    # cel-go ext/lists (version 3) and ext/sets trackers
    "lists.range": _range,
    "slice": _slice,
    "reverse": lambda a: _output_list(size(a[0])),
    "flatten": _flatten,
    "distinct": _self_compare,
    "sort": _self_compare,
    "@sortByAssociatedKeys": lambda a: _self_compare(a[1:]),  # trackListSortBy: over the keys
    "sets.contains": _sets,
    "sets.intersects": _sets,
    "sets.equivalent": _sets,
}


def price(function: str, args: list[Any]) -> int:
    p = PRICES.get(function)
    return 1 if p is None else p(args)
