"""How a library declares a CEL function: cel-go's cel.Function, its overloads (common/decls) and their
binding, with the cost hooks Kubernetes adds (library/cost.go's EstimateCallCost and CallCost).

A library (`Library`) is a tuple of `Function`s, one per name it declares or extends: the overloads the
checker resolves, the implementation the interpreter calls, its runtime price, its static cost estimate.
Several libraries may add to one name (`string` of an IP, `indexOf` of a list, `==` priced for IPs):
a part with `receiver` types serves those receivers, the part without serves the rest (env.py joins them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .types import T

Impl = Callable[..., Any]  # over the evaluated arguments, receiver first (a growing one: the budget first)
Price = Callable[[list[Any]], int]  # the runtime cost of one call from its evaluated arguments
# the static cost of the call itself (its arguments' costs are added by the estimator), as (low, high)
# bounds, from the estimator (cost.py), the call node and its arguments (receiver first); None: this
# part has no estimate for the call, the next one (or the default, one unit) answers
Estimate = Callable[[Any, Any, list[Any]], "tuple[float, float] | None"]
# the (low, high) bounds of the size of the call's result, from the estimator and the call node; None: unknown
ResultSize = Callable[[Any, Any], "tuple[float, float] | None"]


@dataclass(frozen=True, slots=True)
class Overload:
    id: str
    member: bool
    params: tuple[T, ...]
    result: T


def overload(oid: str, params: tuple[T, ...], result: T) -> Overload:
    """A global overload: `f(a, b)`."""
    return Overload(oid, False, params, result)


def member(oid: str, params: tuple[T, ...], result: T) -> Overload:
    """A member overload: `a.f(b)`, the receiver the first parameter."""
    return Overload(oid, True, params, result)


@dataclass(frozen=True, slots=True)
class Function:
    """One library's part of a CEL function."""

    name: str
    overloads: tuple[Overload, ...] = ()
    impl: Impl | None = None  # None: declared only (the interpreter, or another part, evaluates it)
    receiver: tuple[type, ...] = ()  # the first arguments this part's impl and price serve; () = the default
    grows: bool = False  # impl(budget, *args): charges what it builds to the memory bound (runtime_cost)
    price: Price | None = None  # None: one unit (cel-go's default)
    estimate: Estimate | None = None  # None: one unit, unless another part estimates the call
    result_size: ResultSize | None = None  # None: unknown (cel-go's estimator sizes few results)
    since: int | None = None  # the library version that introduced it (releases.CEL_LIBRARIES), None: all


@dataclass(frozen=True, slots=True)
class Library:
    """A CEL library: its functions and the type names it declares (`net.IP`)."""

    name: str  # releases.CEL_LIBRARIES' key for versioned libraries ("ext.lists"), else a description
    functions: tuple[Function, ...]
    types: dict[str, T] = field(default_factory=dict)
