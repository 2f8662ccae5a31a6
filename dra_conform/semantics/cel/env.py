"""The DRA CEL environment: the libraries dynamic-resource-allocation/cel/compile.go declares on the
apiserver's base environment (apiserver/pkg/cel/environment/base.go), and the tables the checker, the
cost estimator and the interpreter read from them.

cel-go's standard library and optional types (stdlib.py, optional.py); the extensions the base
environment enables (ext/: strings v2, lists v3, sets, two-variable comprehensions; bindings and the
comprehension macros are the parser's); the Kubernetes libraries (library/: regex, lists, quantity,
semver v1, format, IP, CIDR, URL, authorizer). Any other function name is an undeclared reference, as
upstream: `cel.block` among them (compile.go's ext.Bindings(ext.BindingsVersion(0)) has no block, and
cel-go's is `cel.@block`, an optimizer's form no source can name).

Where several libraries add to one name, their parts are joined here: the overloads in library order;
the implementation and price of a part with `receiver` types for those receivers, the default part's for
the rest; the estimates of the later libraries before the first one's (library/cost.go's estimator is
asked before cel-go's).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ..releases import cel_has
from . import optional, stdlib
from .decls import Estimate, Function, Impl, Library, Overload, Price, ResultSize
from .ext import comprehensions, sets, strings
from .ext import lists as ext_lists
from .library import authz, cidr, ip, lists, quantity, regex, semver, urls
from .library import format as k8s_format
from .types import T
from .values.core import EvalError

LIBRARIES: tuple[Library, ...] = (
    stdlib.LIBRARY,
    optional.LIBRARY,
    strings.LIBRARY,
    ext_lists.LIBRARY,
    sets.LIBRARY,
    comprehensions.LIBRARY,
    regex.LIBRARY,
    lists.LIBRARY,
    quantity.LIBRARY,
    semver.LIBRARY,
    k8s_format.LIBRARY,
    ip.LIBRARY,
    cidr.LIBRARY,
    urls.LIBRARY,
    authz.LIBRARY,
)


def _parts() -> dict[str, list[tuple[Library, Function]]]:
    out: dict[str, list[tuple[Library, Function]]] = {}
    for library in LIBRARIES:
        for function in library.functions:
            out.setdefault(function.name, []).append((library, function))
    return out


_PARTS = _parts()


def _no_overload(*args: Any) -> Any:
    raise EvalError("no such overload")


def _by_receiver(
    special: list[tuple[tuple[type, ...], Callable[..., Any]]], default: Callable[..., Any] | None
) -> Callable[..., Any]:
    """Call the part whose receiver types the first argument is, else the default part."""
    rest = default or _no_overload

    def call(*args: Any) -> Any:
        if args:
            for kinds, impl in special:
                if isinstance(args[0], kinds):
                    return impl(*args)
        return rest(*args)

    return call


def _impl(parts: list[Function]) -> Impl | None:
    default = next((p.impl for p in parts if not p.receiver and p.impl is not None), None)
    special = [(p.receiver, p.impl) for p in parts if p.receiver and p.impl is not None]
    return _by_receiver(special, default) if special else default  # type: ignore[arg-type]


def _one(args: list[Any]) -> int:
    return 1


def _price(parts: list[Function]) -> Price | None:
    if all(p.price is None for p in parts):
        return None  # one unit, whatever the arguments
    default = next((p.price for p in parts if not p.receiver and p.price is not None), None) or _one
    special = [(p.receiver, p.price or _one) for p in parts if p.receiver and (p.impl or p.price)]
    if not special:
        return default

    def price(args: list[Any]) -> int:
        if args:
            for kinds, own in special:
                if isinstance(args[0], kinds):
                    return own(args)
        return default(args)

    return price


def _first_answer(hooks: list[Callable[..., Any]]) -> Callable[..., Any] | None:
    if not hooks:
        return None
    if len(hooks) == 1:
        return hooks[0]

    def answer(*args: Any) -> Any:
        for hook in hooks:
            got = hook(*args)
            if got is not None:
                return got
        return None

    return answer


def _estimate(parts: list[Function]) -> Estimate | None:
    hooks = [p.estimate for p in parts[1:] + parts[:1] if p.estimate is not None]
    return _first_answer(hooks)


def _result_size(parts: list[Function]) -> ResultSize | None:
    return _first_answer([p.result_size for p in parts if p.result_size is not None])


def _within_arity(impl: Impl) -> Impl:
    """impl(budget, *args), with an argument count no overload takes refused as cel-go does ("no such
    overload", as in the unchecked `'1'.replace('1', '2', 1, false)`), never a Python TypeError."""
    code = impl.__code__  # type: ignore[attr-defined]  # plain functions
    most = code.co_argcount - 1  # the budget is not an argument of the call
    fewest = most - len(impl.__defaults__ or ())  # type: ignore[attr-defined]

    def call(budget: Any, *args: Any) -> Any:
        if not fewest <= len(args) <= most:
            raise EvalError("no such overload")
        return impl(budget, *args)

    return call


# name -> the overloads the checker resolves a call against
OVERLOADS: dict[str, list[Overload]] = {
    name: [o for _, p in parts for o in p.overloads]
    for name, parts in _PARTS.items()
    if any(p.overloads for _, p in parts)
}
# identifiers that name types (values of type `type`)
TYPE_IDENTS: dict[str, T] = {name: t for library in LIBRARIES for name, t in library.types.items()}
# name -> its implementation over the evaluated arguments (receiver first)
FUNCTIONS: dict[str, Impl] = {}
# name -> impl(budget, *args) for the functions that build values the price does not bound
GROWING: dict[str, Impl] = {}
for _name, _entries in _PARTS.items():
    _functions = [p for _, p in _entries]
    if any(p.grows for p in _functions):
        assert len(_functions) == 1 or all(p.impl is None for p in _functions[1:]), _name
        GROWING[_name] = _within_arity(_functions[0].impl)  # type: ignore[arg-type]
    else:
        _joined = _impl(_functions)
        if _joined is not None:
            FUNCTIONS[_name] = _joined
# name -> the runtime cost of a call from its evaluated arguments (absent: one unit)
PRICES: dict[str, Price] = {n: p for n, e in _PARTS.items() if (p := _price([f for _, f in e])) is not None}
# name -> the static cost of the call itself (cost.py adds its arguments'); absent: one unit
ESTIMATES: dict[str, Estimate] = {n: x for n, e in _PARTS.items() if (x := _estimate([f for _, f in e])) is not None}
# name -> the bounds of its result's size (absent: unknown)
RESULT_SIZES: dict[str, ResultSize] = {
    n: r for n, e in _PARTS.items() if (r := _result_size([f for _, f in e])) is not None
}


def price(function: str, args: list[Any]) -> int:
    """The runtime cost of one call of `function` with these evaluated arguments."""
    p = PRICES.get(function)
    return 1 if p is None else p(args)


@functools.cache
def absent(release: str) -> frozenset[str]:
    """The functions ``release``'s environment for new expressions does not declare: those of a library
    version it lacks (releases.CEL_LIBRARIES), the one place the compiler asks."""
    return frozenset(
        name
        for name, entries in _PARTS.items()
        for library, part in entries
        if part.since is not None and not cel_has(release, library.name, part.since)
    )
