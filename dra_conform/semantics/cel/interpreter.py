"""Evaluation of a checked expression against one device, with cel-go's runtime semantics (interpreter/).

The AST is turned once into nested closures (`program`), each taking the variable scope. Errors are
Python exceptions (EvalError, with cel-go's text); `&&`, `||`, `?:` and `@not_strictly_false` absorb
them as cel-go does. An evaluation spends a Budget (runtime_cost): where upstream's cost estimate does
not bound the expression the program is built "tracked", charging every step and call its cel-go cost
and stopping at the limit; the values that can grow at a low price (`list + list`, `split`, `replace`,
`join`, `lists.range`, ...) are charged to the memory bound always.

The functions are the environment's (env.py: each library's implementation and price); the operators
the interpreter calls directly are the value operations they are implemented by (values/operations.py).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from . import runtime_cost
from .ast import ACCU, Node
from .env import FUNCTIONS, GROWING, OVERLOADS, PRICES
from .library.lists import SUM_ZEROS
from .stdlib import add
from .values.core import Err, EvalError, MutableList, MutableMap, Optional, TypeValue, Unsupported
from .values.operations import (
    arith,
    compare,
    contained,
    equal,
    equal_or,
    index,
    key_value,
    logical_not,
    map_key,
    negate,
    select,
    set_member,
)

Scope = dict[str, Any]
ROOT_DEVICE = ".device"  # the activation's device where a comprehension variable named device hides it
Fn = Callable[[Scope], Any]


class Budget(runtime_cost.Budget):
    """runtime_cost.Budget, and whether the program built with it charges costs (`tracked`)."""

    __slots__ = ("tracked",)

    def __init__(self, limit: int = runtime_cost.COST_LIMIT, tracked: bool = False) -> None:
        super().__init__(limit)
        self.tracked = tracked


_STEP_COST = {"ident": 1, "select": 1, "list": runtime_cost.LIST_CREATE, "map": runtime_cost.MAP_CREATE}


def program(n: Node, budget: Budget) -> Fn:
    """The closure that evaluates `n` (a checked node) in a scope; a tracked budget's program charges
    each identifier, selection and literal list or map its cel-go cost (a call charges in _call)."""
    f = _build(n, budget)
    units = _STEP_COST.get(n.kind) if budget.tracked else None
    if units is None or n.test_only:  # has() is free (base.go: PresenceTestHasCost(false))
        return f

    def charged(s: Scope) -> Any:
        budget.cost -= units
        if budget.cost < 0:
            raise runtime_cost.CostExceeded(runtime_cost.CANCELLED)
        return f(s)

    return charged


def _build(n: Node, budget: Budget) -> Fn:
    k = n.kind
    if k == "lit":
        v = n.value
        return lambda s: v
    if k == "ident":
        name = n.value
        if name == "device":
            return lambda s: s["device"]
        if name == ".device":  # the root scope's device, past a comprehension variable of that name
            return lambda s: s.get(ROOT_DEVICE, s["device"])
        if name.lstrip(".") in (
            "bool",
            "int",
            "uint",
            "double",
            "string",
            "bytes",
            "list",
            "map",
            "null_type",
            "type",
            "optional_type",
        ):
            tv = TypeValue(name.lstrip("."))
            return lambda s: s.get(name, tv) if not isinstance(s.get(name, tv), Err) else _raise(s[name])

        def ident(s: Scope) -> Any:
            v = s.get(name, _UNBOUND)
            if v is _UNBOUND:  # only an unchecked expression gets here
                raise EvalError(f"undeclared reference to '{name}' (in container '')")
            if isinstance(v, Err):
                raise v.error
            return v

        return ident
    if k == "select" and _dotted(n) in _DOTTED_TYPES:  # type names written with a dot
        tv = TypeValue(_dotted(n))  # type: ignore[arg-type]
        return lambda s: tv
    if k == "select":
        operand = program(n.target, budget)  # type: ignore[arg-type]
        field, test_only = n.value, n.test_only
        return lambda s: select(operand(s), field, test_only)
    if k == "list":
        items = [program(a, budget) for a in n.args]
        if not n.optional:
            return lambda s: [f(s) for f in items]
        optional = frozenset(n.optional)

        def make_list(s: Scope) -> list[Any]:
            out = []
            for i, f in enumerate(items):
                v = f(s)
                if i not in optional:
                    out.append(v)
                elif not isinstance(v, Optional):
                    raise EvalError("cannot initialize optional list element from non-optional value")
                elif v.has_value():
                    out.append(v.value)
            return out

        return make_list
    if k == "map":
        pairs = [(program(n.args[i], budget), program(n.args[i + 1], budget)) for i in range(0, len(n.args), 2)]
        optional_entries = frozenset(n.optional)

        def make_map(s: Scope) -> dict[Any, Any]:
            out: dict[Any, Any] = {}
            for i, (kf, vf) in enumerate(pairs):
                key = map_key(kf(s))  # a repeated key keeps its last value (cel-go's evalMap: a Go map)
                v = vf(s)
                if i in optional_entries:
                    if not isinstance(v, Optional):
                        raise EvalError("cannot initialize optional entry from non-optional value")
                    if not v.has_value():
                        out.pop(key, None)
                        continue
                    v = v.value
                out[key] = v
            return out

        return make_map
    if k == "comp":
        return _comprehension(n, budget)
    if k == "call":
        zero = SUM_ZEROS.get(n.overloads[0]) if n.value == "sum" and len(n.overloads) == 1 else None
        return _call(n, budget) if zero is None else _summed(_call(n, budget), zero)
    raise Unsupported(f"{k} is not evaluated")


_UNBOUND = object()


_DOTTED_TYPES = ("google.protobuf.Timestamp", "google.protobuf.Duration", "net.IP", "net.CIDR")


def _dotted(n: Node) -> str | None:
    """`a.b.c` of plain selections on an identifier, as one name; None for anything else."""
    parts = []
    while n.kind == "select" and not n.test_only:
        parts.append(n.value)
        n = n.target  # type: ignore[assignment]
    if n.kind != "ident":
        return None
    return ".".join([n.value.lstrip("."), *reversed(parts)])


def _raise(e: Err) -> Any:
    raise e.error


def _soft(f: Fn) -> Callable[[Scope], Any]:
    def run(s: Scope) -> Any:
        try:
            return f(s)
        except EvalError as e:
            return Err(e)

    return run


def _soft_node(n: Node, budget: Budget) -> Callable[[Scope], Any]:
    if n.kind == "ident" and n.value == ACCU:
        if budget.tracked:

            def accumulator(s: Scope) -> Any:
                budget.charge(1)
                return s[ACCU]

            return accumulator
        return lambda s: s[ACCU]
    return _soft(program(n, budget))


def _logic(n: Node, budget: Budget, is_and: bool) -> Fn:
    left, right = _soft_node(n.args[0], budget), _soft_node(n.args[1], budget)
    stop = not is_and  # the value that decides alone: false for &&, true for ||

    def run(s: Scope) -> Any:
        a = left(s)
        if a is stop:
            return stop
        b = right(s)
        if b is stop:
            return stop
        for v in (a, b):
            if isinstance(v, Err):
                raise v.error
            if not isinstance(v, bool):
                raise EvalError("no such overload")
        return not stop

    return run


def _summed(f: Fn, zero: Any) -> Fn:
    """sum() of the overload that has `zero`: the int 0 of an empty list is that zero (no other sum of
    that overload's static type is an int)."""

    def summed(s: Scope) -> Any:
        v = f(s)
        return zero if type(v) is int else v

    return summed


def _call(n: Node, budget: Budget) -> Fn:
    fn = n.value
    if fn == "_&&_":
        return _logic(n, budget, True)
    if fn == "_||_":
        return _logic(n, budget, False)
    if fn == "@not_strictly_false":
        inner = _soft_node(n.args[0], budget)
        if budget.tracked:

            def not_strictly_false(s: Scope) -> bool:
                budget.charge(1)
                return inner(s) is not False

            return not_strictly_false
        return lambda s: inner(s) is not False
    if fn == "_?_:_":
        c, a, b = (program(x, budget) for x in n.args)

        def cond(s: Scope) -> Any:
            v = c(s)
            if v is True:
                return a(s)
            if v is False:
                return b(s)
            raise EvalError("no such overload")

        return cond
    target = n.target
    if target is not None and _qualified_fn(n) is not None:
        fn, target = _qualified_fn(n), None  # type: ignore[assignment]
    if fn in ("or", "orValue") and target is not None and len(n.args) == 1:
        return _or(program(target, budget), program(n.args[0], budget), fn == "orValue")
    members = n.members  # set by the planner: cel-go's set membership, no call, no cost
    if members is not None:
        x = program(n.args[0], budget)
        return (lambda s: False) if not members else (lambda s: set_member(x(s), members))
    args = ([program(target, budget)] if target is not None else []) + [program(a, budget) for a in n.args]
    if budget.tracked:
        return _priced_call(fn, args, budget)
    if fn == "_+_":
        x, y = args
        return lambda s: add(budget, x(s), y(s))
    grows = GROWING.get(fn)
    if grows is not None:
        return lambda s: grows(budget, *[a(s) for a in args])
    if fn == "!_":
        (x,) = args
        return lambda s: logical_not(x(s))
    if fn == "-_":
        (x,) = args
        return lambda s: negate(x(s))
    if fn in ("_==_", "_!=_"):
        x, y = args
        if fn == "_==_":
            return lambda s: equal(x(s), y(s))
        return lambda s: not equal_or(x(s), y(s), False)  # evalNe: an error of Equal is not equal
    if fn in ("_<_", "_<=_", "_>_", "_>=_"):
        x, y = args
        test = {"_<_": lambda c: c < 0, "_<=_": lambda c: c <= 0, "_>_": lambda c: c > 0, "_>=_": lambda c: c >= 0}[fn]
        return lambda s: test(compare(x(s), y(s)))
    if fn in ("_-_", "_*_", "_/_", "_%_"):
        x, y = args
        op = fn[1]
        return lambda s: arith(op, x(s), y(s))
    if fn == "_[_]":
        x, y = args
        return lambda s: index(x(s), y(s))
    if fn == "@in":
        x, y = args
        return lambda s: contained(x(s), y(s))
    impl = FUNCTIONS.get(fn)
    if impl is None:
        if fn in OVERLOADS:  # declared, not evaluated: judged when the call is reached
            return lambda s: _unsupported([a(s) for a in args], fn)
        # no such function (an unchecked expression): cel-go fails the call at run time
        return lambda s: _raise(Err(EvalError(f"no matching overload for '{fn}'")))
    # a TypeError is arguments no overload takes (only an unchecked expression passes them): cel-go's error
    if len(args) == 1:
        (a0,) = args

        def run1(s: Scope) -> Any:
            v = a0(s)
            try:
                return impl(v)
            except TypeError:
                raise EvalError("no such overload") from None

        return run1
    if len(args) == 2:
        a0, a1 = args

        def run2(s: Scope) -> Any:
            v, w = a0(s), a1(s)
            try:
                return impl(v, w)
            except TypeError:
                raise EvalError("no such overload") from None

        return run2

    def run(s: Scope) -> Any:
        values = [a(s) for a in args]
        try:
            return impl(*values)
        except TypeError:
            raise EvalError("no such overload") from None

    return run


def _unsupported(args: list[Any], fn: str) -> Any:
    raise Unsupported(f"function '{fn}' is not evaluated")


def _or(left: Fn, right: Fn, or_value: bool) -> Fn:
    """opt.or(other) / opt.orValue(v): the right side is evaluated only when opt has no value."""

    def run(s: Scope) -> Any:
        o = left(s)
        if not isinstance(o, Optional):
            raise EvalError("no such overload")
        if o.has_value():
            return o.value if or_value else o
        v = right(s)
        if not or_value and not isinstance(v, Optional):
            raise EvalError("no such overload")
        return v

    return run


def _priced_call(fn: str, args: list[Fn], budget: Budget) -> Fn:
    """A call of a tracked program: its cel-go price charged from the evaluated arguments, then run."""
    impl: Callable[..., Any] | None
    if fn == "_+_":
        impl = functools.partial(add, budget)
    elif fn in GROWING:
        impl = functools.partial(GROWING[fn], budget)
    else:
        impl = FUNCTIONS.get(fn)
    if impl is None:
        if fn in OVERLOADS:  # declared, not evaluated: judged when the call is reached
            return lambda s: _unsupported([a(s) for a in args], fn)
        return lambda s: _raise(Err(EvalError(f"no matching overload for '{fn}'")))
    run = impl
    pricer = PRICES.get(fn)
    if pricer is None:  # one unit, charged inline: the common case of a tracked loop's body
        if len(args) == 2:
            a0, a1 = args

            def call2(s: Scope) -> Any:
                x, y = a0(s), a1(s)
                budget.cost -= 1
                if budget.cost < 0:
                    raise runtime_cost.CostExceeded(runtime_cost.CANCELLED)
                return run(x, y)

            return call2

        def call1(s: Scope) -> Any:
            values = [a(s) for a in args]
            budget.charge(1)
            return run(*values)

        return call1

    def call(s: Scope) -> Any:
        values = [a(s) for a in args]
        budget.charge(pricer(values))
        return run(*values)

    return call


def _qualified_fn(n: Node) -> str | None:
    t = n.target
    parts = []
    while t is not None and t.kind == "select":
        parts.append(t.value)
        t = t.target
    if t is None or t.kind != "ident" or t.value in ("device",):
        return None
    parts.append(t.value)
    name = ".".join(reversed(parts)) + "." + n.value
    return name if name in FUNCTIONS or name in GROWING else None


def _comprehension(n: Node, budget: Budget) -> Fn:
    init_n, cond_n, step_n, result_n = n.args
    rng = program(n.target, budget)  # type: ignore[arg-type]
    init, cond, step, result = (program(x, budget) for x in (init_n, cond_n, step_n, result_n))
    soft_step = _soft(step)
    v1, v2, accu = n.iter_var, n.iter_var2, n.accu_var
    is_bind = n.macro == "cel.bind"
    appends = n.macro in ("map", "filter", "transformList")  # the accumulator is only ever extended: in place
    inserts = n.macro in ("transformMap", "transformMapEntry")
    shadows = "device" in (v1, v2, accu)  # `.device` still names the root's

    def run(s: Scope) -> Any:
        if is_bind:
            inner = dict(s)
            if shadows:
                inner.setdefault(ROOT_DEVICE, s.get("device"))
            inner[accu] = _soft(init)(s)
            return result(inner)
        r = rng(s)
        if isinstance(r, dict):
            is_list = False
        elif isinstance(r, (list, tuple)):
            is_list = True
        else:
            raise EvalError("no such overload")
        inner = dict(s)
        if shadows:
            inner.setdefault(ROOT_DEVICE, s.get("device"))
        start = init(s)
        inner[accu] = MutableList() if appends else MutableMap() if inserts else start
        for i, key in enumerate(r):
            if not cond(inner):
                break
            if v2:
                inner[v1], inner[v2] = (i, key) if is_list else (key_value(key), r[key])
            else:
                inner[v1] = key if is_list else key_value(key)
            inner[accu] = soft_step(inner)
        out = result(inner)
        if type(out) is MutableList:
            return list(out)
        return dict(out) if type(out) is MutableMap else out

    return run
