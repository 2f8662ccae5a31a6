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


SATURATED = 2**64 - 1  # cel-go's unknown size (math.MaxUint64)
_SCALAR = frozenset(("bool", "int", "uint", "double", "google.protobuf.Duration", "google.protobuf.Timestamp"))
# the Kubernetes estimator's own `==` of two values of one of these types (library/cost.go): one unit
_UNIT_EQUALITY = frozenset(("kubernetes.Quantity", "kubernetes.Semver", "net.IP", "net.CIDR"))


def _scalar(t: Any) -> bool:
    """checker/cost.go isScalar: a type of one size (an optional of one)."""
    return t.name in _SCALAR or (t.name == "optional_type" and bool(t.params) and _scalar(t.params[0]))


def _operand_size(est: Any, a: Any) -> tuple[float, float]:
    """cel-go's sizeOrUnknown of an operand of == or != as (low, high) bounds of the size it estimates: a
    literal's own, a scalar's 1, a sized value's bounds; a value of another type (a quantity, an IP, a type,
    an optional string) has no size cel-go knows unless a call sized it (url(), dyn()): unknown, saturated."""
    if a.kind == "lit":
        size = len(a.value) if isinstance(a.value, (str, bytes)) else 1
        return (size, size)
    if a.kind in ("list", "map"):
        return est.size(a)  # type: ignore[no-any-return]
    if a.kind == "call" and a.value == "dyn" and len(a.args) == 1 and a.target is None:
        return _operand_size(est, a.args[0])  # dyn() copies its argument's size estimate
    t = substitute(a.ctype, est.subst, dyn_free=True) if a.ctype is not None else None
    if t is not None and _scalar(t):
        return (1, 1)
    if t is None or t.name in _SIZED or est.sized_by_call(a):
        return (0, est.size(a)[1])
    return (SATURATED, SATURATED)


def equality(est: Any, n: Any, args: list[Any]) -> tuple[float, float]:
    """Equals / NotEquals (checker/cost.go): the smaller operand's size by 0.1; the Kubernetes estimator's
    one unit for `==` of two quantities, semvers, IPs or CIDRs (`!=` has no such estimate)."""
    if len(args) != 2:
        return (1, 1)
    types = [substitute(a.ctype, est.subst, dyn_free=True) if a.ctype is not None else None for a in args]
    if n.value == "_==_" and types[0] is not None and types[0] == types[1]:
        if types[0].name in _UNIT_EQUALITY:
            return (1, 1)
        if types[0].name == "kubernetes.URL":  # its size: the right operand's, when computed
            high = est.size(args[1])[1]
            return (1, ceil(max(1.0, high) * STRING_FACTOR) if high < UNKNOWN else 1)
    (low_a, high_a), (low_b, high_b) = (_operand_size(est, a) for a in args)
    low, high = min(low_a, low_b), min(high_a, high_b)
    return (ceil(low * STRING_FACTOR) if low else 0, ceil(high * STRING_FACTOR) if high else 0)


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
