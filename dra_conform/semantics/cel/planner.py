"""cel-go's program planning where it can fail (interpreter/planner.go, with the decorators the
apiserver's cel.EvalOptions(cel.OptOptimize) and the regex optimizations add: decorators.go), the same in
v0.26.0 and v0.29.2. env.Program fails, and validateCELSelector answers a field.InternalError "program
instantiation failed: ...", on the first of these in planning order (children first, left to right):

- a type conversion (int, uint, double, string, bytes, bool, duration, timestamp, dyn, type) of a constant
  is evaluated when planned (maybeOptimizeConstUnary): its error fails the program (`int("a")`);
- an index whose key is a constant of a type no qualifier takes (newQualifier): `{null: 1}[null]` is
  "invalid qualifier type: types.Null";
- a constant regular expression that Go's regexp refuses (matches, and the Kubernetes find/findAll);
- a constant map with a bytes key: Go cannot hash the slice and panics while planning (no recovery there:
  the apiserver fails the request; cel-go's Eval recovers the same panic at run time as an error).

A constant is a literal, a type name, a list or map of constants (maybeBuildListLiteral/MapLiteral), a
folded conversion, or `x in []` (maybeOptimizeSetMembership): constants are evaluated here by the
interpreter, so a folded value is the one the evaluation computes.
"""

from __future__ import annotations

import math
from typing import Any

from . import regex
from .ast import Node
from .interpreter import _DOTTED_TYPES, Budget, _dotted, _qualified_fn, program
from .values.core import Err, EvalError, UInt, type_name
from .values.numbers import INT_MAX, INT_MIN
from .values.operations import UNHASHABLE_BYTES, qualifier_error

# overloads.IsTypeConversionFunction
_CONVERSIONS = frozenset({"bool", "bytes", "double", "duration", "dyn", "int", "string", "timestamp", "type", "uint"})
# the regex optimizations' functions and the argument each compiles (RegexIndex, counting the receiver)
_REGEX_ARGUMENT = {"matches": 1, "find": 1, "findAll": 1}


class _Failed(Exception):
    """The program cannot be instantiated: cel-go's error text."""


class _Plan:
    """A planned node: its constant value (`const` True) or not a constant."""

    __slots__ = ("const", "value")

    def __init__(self, const: bool = False, value: Any = None) -> None:
        self.const = const
        self.value = value


_NOT_CONST = _Plan()


def instantiation_error(ast: Node) -> str | None:
    """The error that fails env.Program for this checked AST, None when it instantiates."""
    try:
        _plan(ast)
    except _Failed as e:
        return str(e)
    return None


_PRIMITIVE = frozenset(("bool", "int", "uint", "double", "string"))  # types.IsPrimitiveType, bytes aside


def _value_set(values: list[Any]) -> frozenset[tuple[str, Any]] | None:
    """maybeOptimizeSetMembership: the value set `x in <values>` looks x up in when the values are primitives
    (an int is there as itself, its double and its uint; a double as its lossless int and uint; a uint as its
    double and int), None when they are not (the list's own `in` is evaluated)."""
    members: set[tuple[str, Any]] = set()
    for v in values:
        kind = type_name(v)
        if kind not in _PRIMITIVE:
            return None
        members.add((kind, v))
        if kind in ("int", "uint"):
            members.add(("double", float(v)))
            if kind == "int" and v >= 0:
                members.add(("uint", UInt(v)))
            if kind == "uint" and v <= INT_MAX:
                members.add(("int", int(v)))
        elif kind == "double" and math.isfinite(v) and v == int(v):  # lossless: doubleToInt64Checked's range
            if INT_MIN < v < 2.0**63:
                members.add(("int", int(v)))
            if 0 <= v < 2.0**64:
                members.add(("uint", UInt(int(v))))
    return frozenset(members)


def _evaluate(n: Node) -> _Plan:
    """A constant node's value (an error value when evaluating it fails, as cel-go's Eval returns one)."""
    try:
        return _Plan(True, program(n, Budget())({}))
    except EvalError as e:
        return _Plan(True, Err(e))


def _literal(p: _Plan, like: Node) -> Node:
    return Node("lit", like.pos, p.value)


def _plan(n: Node) -> _Plan:
    k = n.kind
    if k == "lit":
        return _Plan(True, n.value)
    if k == "ident":
        is_type = n.ctype is not None and n.ctype.name == "type"  # a type name (planCheckedIdent)
        return _evaluate(n) if is_type else _NOT_CONST
    if k == "select":
        if _dotted(n) in _DOTTED_TYPES:  # a qualified type name: the checker's reference, a constant
            return _evaluate(n)
        _plan(n.target)  # type: ignore[arg-type]
        return _NOT_CONST
    if k in ("list", "map"):
        parts = [_plan(a) for a in n.args]
        if not all(p.const for p in parts):
            return _NOT_CONST
        errors = [p.value for p in parts if isinstance(p.value, Err)]
        if errors:  # evalList / evalMap return the first error of an element
            return _Plan(True, errors[0])
        built = _evaluate(Node(k, n.pos, args=[_literal(p, a) for p, a in zip(parts, n.args)], optional=n.optional))
        if isinstance(built.value, Err) and str(built.value.error) == UNHASHABLE_BYTES:
            raise _Failed(f"upstream panics building the program ({UNHASHABLE_BYTES.removeprefix('internal error: ')})")
        return built
    if k == "comp":
        for part in (n.args[0], n.target, *n.args[1:]):  # accuInit, iterRange, condition, step, result
            if part is not None:
                _plan(part)
        return _NOT_CONST
    if k != "call":
        return _NOT_CONST
    target = n.target if n.target is not None and _qualified_fn(n) is None else None
    args = ([_plan(target)] if target is not None else []) + [_plan(a) for a in n.args]
    fn = n.value
    if fn in ("_[_]", "_[?_]") and len(args) == 2 and args[1].const:
        _check_qualifier(args[1].value)
        return _NOT_CONST
    if fn == "@in" and n.overloads == ("in_list",) and args[1].const and isinstance(args[1].value, list):
        n.members = _value_set(args[1].value)  # the interpreter looks x up there (maybeOptimizeSetMembership)
        if not args[1].value:
            return _Plan(True, False)
    if fn in _CONVERSIONS and target is None and len(args) == 1 and args[0].const:
        if isinstance(args[0].value, Err):
            raise _Failed(str(args[0].value.error))
        folded = _evaluate(Node("call", n.pos, fn, args=[_literal(args[0], n.args[0])], overloads=n.overloads))
        if isinstance(folded.value, Err):
            raise _Failed(str(folded.value.error))
        return folded
    index = _REGEX_ARGUMENT.get(fn)
    if index is not None and len(args) > index and args[index].const and isinstance(args[index].value, str):
        error = regex.go_error(args[index].value)
        if error is not None:
            raise _Failed(error)
    return _NOT_CONST


def _check_qualifier(value: Any) -> None:
    """newQualifier's refusal of a constant index."""
    refused = "invalid qualifier type: *types.Err" if isinstance(value, Err) else qualifier_error(value)
    if refused is not None:
        raise _Failed(refused)
