"""The static cost estimates that many functions share (cel-go's checker/cost.go and Kubernetes'
library/cost.go charge strings and lists by their sizes), for the libraries' `Function.estimate`.

Each takes the estimator (cost.py: `size(node)` gives (low, high) bounds of a node's size, `subst` the
checker's type substitution), the call node and its arguments (receiver first), and returns the call's
own cost as (low, high) bounds. The low bound charges only what cel-go certainly charges: the size-
dependent parts go to the high bound alone.
"""

from __future__ import annotations

import math
from typing import Any

from .types import substitute

UNKNOWN = math.inf
STRING_FACTOR = 0.1  # common.StringTraversalCostFactor
REGEX_FACTOR = 0.25  # common.RegexStringLengthCostFactor
_SIZED = ("string", "bytes", "list", "map", "dyn", "any")


def ceil(x: float) -> float:
    return math.ceil(x) if x < UNKNOWN else UNKNOWN


def _sizes(est: Any, args: list[Any]) -> list[float]:
    """The high sizes of the operands whose cost grows with their size (strings, bytes, lists, maps or unknown)."""
    sized = [a for a in args if a.ctype is None or substitute(a.ctype, est.subst).name in _SIZED]
    return [est.size(a)[1] for a in sized]


def _by_total(total: float) -> tuple[float, float]:
    return (1, 1 + (math.ceil(total * STRING_FACTOR) + total if total < UNKNOWN else UNKNOWN))


def sized(est: Any, n: Any, args: list[Any]) -> tuple[float, float]:
    """By the sizes of the sized operands together: a traversal of each."""
    return _by_total(sum(_sizes(est, args)))


def smaller(est: Any, n: Any, args: list[Any]) -> tuple[float, float]:
    """A comparison: by its smaller operand when both are sized (cel-go charges the shorter one)."""
    sizes = _sizes(est, args)
    return _by_total(min(sizes) if len(sizes) == 2 else sum(sizes))


def product(est: Any, n: Any, args: list[Any]) -> tuple[float, float]:
    """By the product of the sized operands' sizes (a membership test, distinct, sort)."""
    total = 1.0
    for s in _sizes(est, args):
        total *= max(s, 1)
    return _by_total(total)


def regex(est: Any, n: Any, args: list[Any]) -> tuple[float, float]:
    """matches, find, findAll: the text's size by the pattern's, by 0.25."""
    s, p = est.size(args[0])[1], est.size(args[1])[1]
    return (1, 1 + (math.ceil(s * p * REGEX_FACTOR) if s < UNKNOWN and p < UNKNOWN else UNKNOWN))
