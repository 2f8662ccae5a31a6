"""The type checker of the DRA CEL environment, with cel-go's messages and positions.

It types every node (`Node.ctype`), resolves calls against env.OVERLOADS (the libraries' declarations), and reports what
cel-go's checker reports: undeclared references, undefined fields, no matching overload,
heterogeneous literals, comprehension ranges. A call of a function the apiserver declares but
dra-conform does not model raises NotChecked instead (the caller turns it into a note).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .ast import SORT_BY_KEYS, Node
from .decls import Overload
from .env import OVERLOADS, TYPE_IDENTS
from .types import (
    ANY,
    BOOL,
    DEVICE,
    DYN,
    ERROR,
    INT,
    QUANTITY,
    STRING,
    T,
    assignable,
    display,
    is_dyn,
    list_of,
    map_of,
    most_general,
    optional_of,
    substitute,
    type_of,
    unwrap_optional,
)


class NotChecked(Exception):
    """The expression uses something dra-conform cannot judge; say so rather than guess."""


@dataclass(frozen=True, slots=True)
class DeviceShape:
    """The declared type of `device` in one environment (feature gates pick the fields)."""

    attribute: T  # any (1.31) or dyn (DRAListTypeAttributes)
    allow_multiple_allocations: bool  # DRAConsumableCapacity
    includes: bool = False  # compile.go's <dyn>.includes(<dyn>) (DRAListTypeAttributes, stored expressions)

    def fields(self) -> dict[str, T]:
        out = {
            "driver": STRING,
            "attributes": map_of(STRING, map_of(STRING, self.attribute)),
            "capacity": map_of(STRING, map_of(STRING, QUANTITY)),
        }
        if self.allow_multiple_allocations:
            out["allowMultipleAllocations"] = BOOL
        return out


# the Kubernetes library types cel-go sees as structs (apiserver/pkg/cel's NewObjectType): selecting a field
# looks the struct up and fails (checker.go checkSelectField: "unexpected failed resolution")
_UNRESOLVED_STRUCTS = frozenset(
    ("kubernetes.URL", "kubernetes.Quantity", "kubernetes.Semver", "kubernetes.NamedFormat")
)


class Checker:
    def __init__(
        self, shape: DeviceShape, variables: dict[str, T] | None = None, absent: frozenset[str] = frozenset()
    ) -> None:
        self.fields = shape.fields()
        self.includes = shape.includes
        self.absent = absent  # functions the release's environment does not declare (env.absent)
        self.errors: list[tuple[int, str]] = []
        self.hints: list[tuple[int, str]] = []  # "did you mean" for a misspelt name, beside its error
        # declared variables beside `device` (the conformance suite's type environments)
        self.scopes: list[dict[str, T]] = [dict(variables)] if variables else []
        self.fresh = 0
        self.subst: dict[str, T] = {}

    def error(self, pos: int, msg: str) -> T:
        self.errors.append((pos, msg))
        return ERROR

    def new_var(self) -> T:
        self.fresh += 1
        return T(f"_var{self.fresh}", is_param=True)

    def final(self, t: T) -> T:
        return substitute(t, self.subst, dyn_free=True)

    def shown(self, t: T) -> str:
        """`t` in an error message: its final type as cel-go's FormatCELType writes it."""
        return display(self.final(t))

    def check(self, n: Node) -> T:
        t = getattr(self, "c_" + n.kind)(n)
        n.ctype = t
        return t

    def c_lit(self, n: Node) -> T:
        v = n.value
        if v is None:
            return T("null_type")
        if isinstance(v, bool):
            return BOOL
        if type(v).__name__ == "UInt":
            return T("uint")
        if isinstance(v, int):
            return INT
        if isinstance(v, float):
            return T("double")
        if isinstance(v, str):
            return STRING
        return T("bytes")

    def lookup(self, name: str) -> T | None:
        if name.startswith("."):  # resolved in the root scope only, past comprehension variables
            name = name[1:]
        else:
            for scope in reversed(self.scopes):
                if name in scope:
                    return scope[name]
        if name == "device":
            return DEVICE
        t = TYPE_IDENTS.get(name.lstrip("."))
        return type_of(t) if t is not None else None

    def hint(self, pos: int, name: str, known: Iterable[str]) -> None:
        from ..spelling import closest  # only on the error path: bounded however many names are known

        close = closest(name, known, cutoff=0.7)
        if close:
            self.hints.append((pos, f"did you mean '{close}'?"))

    def c_ident(self, n: Node) -> T:
        t = self.lookup(n.value)
        if t is None:
            names = ["device", *TYPE_IDENTS, *(v for scope in self.scopes for v in scope if not v.startswith("@"))]
            self.hint(n.pos, n.value.lstrip("."), names)
            return self.error(n.pos, f"undeclared reference to '{n.value}' (in container '')")  # '.x' as written
        return t

    def c_select(self, n: Node) -> T:
        qname = _qualified(n)
        if qname is not None and not any(qname.split(".")[0] in s for s in self.scopes):
            t = TYPE_IDENTS.get(qname)
            if t is not None:
                return type_of(t)
        ft = self.field_type(n, self.check(n.target), n.value, optional=False)  # type: ignore[arg-type]
        return BOOL if n.test_only and ft != ERROR else ft

    def field_type(self, n: Node, operand: T, name: str, optional: bool) -> T:
        """checkSelectField: the type of `operand.name`, optional when the operand is or `optional` asks."""
        op, was_optional = unwrap_optional(substitute(operand, self.subst))
        if op == DEVICE:
            ft = self.fields.get(name)
            if ft is None:  # the error type, optional after `.?` (cel-go goes on checking with it)
                self.hint(n.pos, name, self.fields)
                ft = self.error(n.pos, f"undefined field '{name}'")
        elif op.name == "map":
            ft = op.params[1]
        elif is_dyn(op) or op.is_param:
            ft = DYN
        elif op.name in _UNRESOLVED_STRUCTS:  # declared as object types the type provider has no fields of
            return self.error(n.pos, f"unexpected failed resolution of '{op.name}'")
        else:
            return self.error(n.pos, f"type '{self.shown(op)}' does not support field selection")
        return optional_of(ft) if optional or was_optional else ft

    def c_list(self, n: Node) -> T:
        elem: T | None = None
        for i, a in enumerate(n.args):
            t = self.check(a)
            if i in n.optional:
                t = self.optional_element(a, t)
            elem = self.homogeneous(elem, t, a)
        return list_of(elem if elem is not None else self.new_var())

    def optional_element(self, at: Node, t: T) -> T:
        """[?x] and {?k: x}: x must be optional (or dyn); the aggregate holds what it wraps."""
        inner, is_optional = unwrap_optional(substitute(t, self.subst))
        if not is_optional and not is_dyn(inner) and inner != ERROR:
            self.error(
                at.pos, f"expected type '{display(optional_of(self.final(inner)))}' but found '{self.shown(inner)}'"
            )
        return inner

    def homogeneous(self, have: T | None, t: T, at: Node) -> T:
        """cel-go's joinTypes: the most general of the two, or dyn (mixed literals are the homogeneous
        aggregate literal validator's, after checking: literal_type_errors)."""
        if have is None:
            return t
        trial = dict(self.subst)
        if assignable(have, t, trial):
            self.subst = trial
            return most_general(substitute(have, trial), substitute(t, trial))
        return DYN

    def c_map(self, n: Node) -> T:
        kt: T | None = None
        vt: T | None = None
        for i in range(0, len(n.args), 2):
            k, v = n.args[i], n.args[i + 1]
            kt = self.homogeneous(kt, self.check(k), k)
            t = self.check(v)
            if i // 2 in n.optional:
                t = self.optional_element(v, t)
            vt = self.homogeneous(vt, t, v)
        return map_of(kt or self.new_var(), vt or self.new_var())

    def c_struct(self, n: Node) -> T:
        # checkCreateStruct: a name no declaration resolves fails, its fields unchecked; a type's, a variable's
        # or a protobuf message's construction is not modeled
        if self.lookup(n.value) is None and not n.value.lstrip(".").startswith("google.protobuf."):
            return self.error(n.pos, f"undeclared reference to '{n.value}' (in container '')")
        raise NotChecked(f"message construction '{n.value}{{...}}' is not modeled")

    def c_comp(self, n: Node) -> T:
        init, cond, step, result = n.args
        rng = self.check(n.target)  # type: ignore[arg-type]
        r = substitute(rng, self.subst)
        if n.macro == "cel.bind":
            v1 = v2 = None
        elif r.name == "list":
            v1, v2 = (INT, r.params[0]) if n.iter_var2 else (r.params[0], None)
        elif r.name == "map":
            v1, v2 = r.params[0], (r.params[1] if n.iter_var2 else None)
        elif r in (DYN, ERROR) or r.is_param:  # not any: checkComprehension ranges over dyn, error, params
            v1, v2 = DYN, (DYN if n.iter_var2 else None)
        else:
            self.error(
                n.target.pos,  # type: ignore[union-attr]
                f"expression of type '{self.shown(r)}' cannot be range of a comprehension "
                "(must be list, map, or dynamic)",
            )
            v1 = v2 = DYN
        accu = self.check(init)
        self.scopes.append({n.accu_var: accu})
        scope: dict[str, T] = {}
        if v1 is not None:
            scope[n.iter_var] = v1
            if n.iter_var2:
                scope[n.iter_var2] = v2  # type: ignore[assignment]
        self.scopes.append(scope)
        self.check(cond)
        st = self.check(step)
        trial = dict(self.subst)
        if not assignable(accu, st, trial):
            self.error(step.pos, f"expected type '{self.shown(accu)}' but found '{self.shown(st)}'")
        else:
            self.subst = trial
        self.scopes.pop()
        out = self.check(result)
        self.scopes.pop()
        return out

    def c_call(self, n: Node) -> T:
        fn = n.value
        if fn in self.absent:  # not declared in this release: cel-go's checker sees a plain call it cannot resolve
            return self.undeclared_call(n)
        if fn == "includes" and n.target is not None and self.includes:
            # compile.go declares <dyn>.includes(<dyn>) with DRAListTypeAttributes (and in stored expressions)
            raise NotChecked("'includes' (DRAListTypeAttributes, compile.go's includesFunc) is not modeled")
        target = n.target
        if fn == "_?._" and target is None and len(n.args) == 2 and isinstance(n.args[1].value, str):
            operand = self.check(n.args[0])
            self.check(n.args[1])
            return self.field_type(n, operand, n.args[1].value, optional=True)
        if target is not None:
            q = _qualified(target)
            declared = q is not None and f"{q}.{fn}" in OVERLOADS and f"{q}.{fn}" not in self.absent
            if q is not None and declared and self.lookup(q.split(".")[0]) is None:
                fn, target = f"{q}.{fn}", None
        args = [self.check(a) for a in n.args]
        if target is not None:
            args.insert(0, self.check(target))
        if fn not in OVERLOADS:
            return self.error(n.pos, f"undeclared reference to '{fn}' (in container '')")
        # a declared function called in the other style (receiver vs global) matches no overload (resolveOverload)
        cands = [o for o in OVERLOADS[fn] if o.member == (target is not None)]
        # cel-go's resolveOverload: every overload that matches commits its substitutions (isAssignableList),
        # so a free type parameter is bound by the first (`[].sort()` is list(int), sort's first overload);
        # the first match's result is the call's type, dyn when a later match's differs
        matched: list[str] = []
        result_type: T | None = None
        for o in cands:
            params, result = self.instantiate(o)
            if len(params) != len(args):
                continue
            trial = dict(self.subst)
            if all(assignable(p, a, trial) for p, a in zip(params, args)):
                self.subst = trial
                matched.append(o.id)
                found = substitute(result, trial)
                if result_type is None:
                    result_type = found
                elif result_type != DYN and found != result_type:
                    result_type = DYN
        if result_type is None:
            sig = ", ".join(self.shown(a) for a in (args[1:] if target is not None else args))
            shown = f"{self.shown(args[0])}.({sig})" if target is not None else f"({sig})"
            return self.error(n.pos, f"found no matching overload for '{fn}' applied to '{shown}'")
        n.overloads = tuple(matched)
        return result_type

    def undeclared_call(self, n: Node) -> T:
        """A call of a function the environment lacks: its target and arguments are checked, then the name is
        an undeclared reference (cel-go's checkCall)."""
        for part in ([n.target] if n.target is not None else []) + list(n.args):
            self.check(part)
        name = "sortBy" if n.value == SORT_BY_KEYS else n.value  # the macro the release's parser would not know
        return self.error(n.pos, f"undeclared reference to '{name}' (in container '')")

    def instantiate(self, o: Overload) -> tuple[tuple[T, ...], T]:
        names: dict[str, T] = {}

        def fresh(t: T) -> T:
            if t.is_param:
                if t.name not in names:
                    names[t.name] = self.new_var()
                return names[t.name]
            if t.params:
                return T(t.name, tuple(fresh(p) for p in t.params))
            return t

        return tuple(fresh(p) for p in o.params), fresh(o.result)


def literal_type_errors(ast: Node, subst: dict[str, T]) -> list[tuple[int, str]]:
    """cel.ValidateHomogeneousAggregateLiterals (an AST validator of the Kubernetes environment, run on a
    checked AST): a list literal's first element of another type than the first element's, each map entry's
    key and value of another type than the first entry's, the exact types compared (dyn is not int); the
    literals inside a `format` call are exempt (the strings extension's exempt function)."""
    errors: list[tuple[int, str]] = []
    stack = [(ast, False)]
    while stack:
        n, exempt = stack.pop()
        exempt = exempt or (n.kind == "call" and n.value == "format")
        stack.extend((c, exempt) for c in ([n.target] if n.target is not None else []) + list(n.args))
        if exempt or n.kind not in ("list", "map") or not n.args:
            continue
        if n.kind == "list":
            first = _element_type(n, 0, subst)
            for i in range(1, len(n.args)):
                t = _element_type(n, i, subst)
                if t != first:
                    errors.append((n.args[i].pos, f"expected type '{display(first)}' but found '{display(t)}'"))
                    break
            continue
        keys = [substitute(n.args[i].ctype or DYN, subst, dyn_free=True) for i in range(0, len(n.args), 2)]
        values = [_element_type(n, i, subst) for i in range(len(keys))]
        for i in range(1, len(keys)):
            for have, t, at in ((keys[0], keys[i], n.args[2 * i]), (values[0], values[i], n.args[2 * i + 1])):
                if t != have:
                    errors.append((at.pos, f"expected type '{display(have)}' but found '{display(t)}'"))
    return errors


def _element_type(n: Node, i: int, subst: dict[str, T]) -> T:
    """The type of a list's element i (a map's value i), of what it wraps when optional (`?x`)."""
    at = n.args[i] if n.kind == "list" else n.args[2 * i + 1]
    t = substitute(at.ctype or DYN, subst, dyn_free=True)
    if i in n.optional:
        if t.name != "optional_type" or not t.params:
            # the validator takes the type's first parameter: a dyn has none, and Go panics (index out of range)
            raise NotChecked("an optional element of type dyn in a literal: upstream's literal validator panics")
        t = t.params[0]
    return t


def _qualified(n: Node) -> str | None:
    """`a.b.c` as a dotted name when the chain is only identifiers and selections."""
    parts: list[str] = []
    while n.kind == "select" and not n.test_only:
        parts.append(n.value)
        n = n.target  # type: ignore[assignment]
    if n.kind != "ident":
        return None
    parts.append(n.value.lstrip("."))
    return ".".join(reversed(parts))


__all__ = ["Checker", "DeviceShape", "NotChecked", "ANY", "DYN", "INT", "list_of"]
