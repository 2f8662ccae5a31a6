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

Each function's price is its library's (`Function.price`, from the helpers below); env.price joins them.
"""

from __future__ import annotations

import math
from typing import Any

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
    """cel-go's actualSize: the Size() of a string (code points), bytes, list or map, or of a value with a
    size() (cel-go's traits.Sizer: an IP, its bytes; a CIDR, its prefix in bytes); 1 for the rest."""
    if isinstance(v, (str, bytes, list, tuple, dict)):
        return len(v)
    sizer = getattr(v, "size", None)
    return sizer() if sizer is not None else 1


def string_cost(v: Any) -> int:
    """A traversal of a string's characters (or a value's size) by the traversal factor, rounded up."""
    return math.ceil(size(v) * STRING_FACTOR)


def traversal(v: Any) -> int:
    """library/cost.go traversalCost: a string by its characters, a list by its elements' traversals."""
    if isinstance(v, (str, bytes)):
        return int(len(v) * STRING_FACTOR)
    if isinstance(v, (list, tuple)):
        return sum(traversal(x) for x in v)
    return 1


def first_string(args: list[Any]) -> int:
    return string_cost(args[0])


def first_string_twice(args: list[Any]) -> int:
    return math.ceil(size(args[0]) * 2 * STRING_FACTOR)


def first_traversal(args: list[Any]) -> int:
    return traversal(args[0])


def smaller_string(args: list[Any]) -> int:
    """A comparison of two values by the smaller one's size."""
    return math.ceil(min(size(args[0]), size(args[1])) * STRING_FACTOR)


def regex(args: list[Any]) -> int:
    """A regular expression's match: the text's traversal by the pattern's size by 0.25."""
    return math.ceil((1 + size(args[0])) * STRING_FACTOR) * math.ceil(size(args[1]) * REGEX_FACTOR)


def output_list(n: int) -> int:
    """ext/lists trackListOutputSize: the result's size plus the call and the list."""
    return n + 1 + LIST_CREATE


def self_compare(args: list[Any]) -> int:
    """ext/lists trackListSelfCompare (distinct, sort): 2n^2 (2.1n^2 for strings) plus the call and list."""
    items = args[0]
    n = size(items)
    factor = 2.0
    if n and isinstance(items[0], (str, bytes)):
        factor += STRING_FACTOR
    return int(n * n * factor) + 1 + LIST_CREATE
