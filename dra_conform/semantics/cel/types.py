"""CEL types as cel-go's checker names them, and the assignability rules of its type checker."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class T:
    name: str
    params: tuple[T, ...] = ()
    is_param: bool = False  # a type parameter of an overload (A, K, V)

    def __str__(self) -> str:
        if self.name == "list":
            return f"list({self.params[0]})"
        if self.name == "map":
            return f"map({self.params[0]}, {self.params[1]})"
        if self.name in ("type", "optional_type") and self.params:
            return f"{self.name}({self.params[0]})"
        return self.name


BOOL, INT, UINT, DOUBLE, STRING, BYTES = T("bool"), T("int"), T("uint"), T("double"), T("string"), T("bytes")
NULL, DYN, ANY, ERROR = T("null_type"), T("dyn"), T("any"), T("*error*")
TIMESTAMP, DURATION = T("google.protobuf.Timestamp"), T("google.protobuf.Duration")
QUANTITY, SEMVER, DEVICE = T("kubernetes.Quantity"), T("kubernetes.Semver"), T("kubernetes.DRADevice")
NAMED_FORMAT = T("kubernetes.NamedFormat")
IP, CIDR, URL = T("net.IP"), T("net.CIDR"), T("kubernetes.URL")
A, B, K, V = T("A", is_param=True), T("B", is_param=True), T("K", is_param=True), T("V", is_param=True)


def list_of(t: T) -> T:
    return T("list", (t,))


def map_of(k: T, v: T) -> T:
    return T("map", (k, v))


def type_of(t: T) -> T:
    return T("type", (t,))


def optional_of(t: T) -> T:
    return T("optional_type", (t,))


def unwrap_optional(t: T) -> tuple[T, bool]:
    """(T, True) for optional_type(T), else (t, False)."""
    if t.name == "optional_type" and t.params:
        return t.params[0], True
    return t, False


def is_dyn(t: T) -> bool:
    """dyn, any and *error* unify with everything (cel-go treats google.protobuf.Any like dyn)."""
    return t.name in ("dyn", "any", "*error*")


def substitute(t: T, subst: dict[str, T], dyn_free: bool = False) -> T:
    if t.is_param:
        got = subst.get(t.name)
        if got is None:
            return DYN if dyn_free else t
        return substitute(got, subst, dyn_free)
    if t.params:
        return T(t.name, tuple(substitute(p, subst, dyn_free) for p in t.params))
    return t


def assignable(want: T, got: T, subst: dict[str, T]) -> bool:
    """Whether a value of type `got` may be passed where `want` is declared, binding type params in subst."""
    if want.is_param:
        bound = subst.get(want.name)
        if bound is None:
            if not _occurs(want.name, got, subst):
                subst[want.name] = got
            return True
        return _agrees(want.name, bound, got, subst)
    if got.is_param:
        bound = subst.get(got.name)
        if bound is None:
            subst[got.name] = want
            return True
        return _agrees(got.name, bound, want, subst)
    if is_dyn(want) or is_dyn(got):  # isDynOrError: a wildcard, binding nothing (`dyn([]) + [1]` is list(int))
        return True
    if want.name == "null_type" or got.name == "null_type":
        other = got if want.name == "null_type" else want
        return other.name in (
            "null_type",
            "google.protobuf.Timestamp",
            "google.protobuf.Duration",
            "optional_type",
        ) or other.name.startswith(("kubernetes.", "google.protobuf.", "net."))
    if want.name == "type" and got.name == "type":
        # cel-go: any type value is assignable to any other (type(7) == type(7u) checks, and is false)
        trial = dict(subst)
        if all(assignable(w, g, trial) for w, g in zip(want.params, got.params)):
            subst.update(trial)
        return True
    if want.name != got.name or len(want.params) != len(got.params):
        return False
    return all(assignable(w, g, subst) for w, g in zip(want.params, got.params))


def _agrees(name: str, bound: T, t: T, subst: dict[str, T]) -> bool:
    """cel-go's isValidTypeSubstitution of a bound type parameter: `t` agrees with what it is bound to when
    assignable, and the parameter becomes the more general of the two (`[1] + [dyn(2)]` is list(dyn))."""
    if t == bound:
        return True
    if not assignable(bound, t, subst):
        return False
    widened = most_general(t, bound)
    if not _occurs(name, widened, subst):
        subst[name] = widened
    return True


def _occurs(name: str, t: T, subst: dict[str, T]) -> bool:
    if t.is_param:
        if t.name == name:
            return True
        b = subst.get(t.name)
        return b is not None and _occurs(name, b, subst)
    return any(_occurs(name, p, subst) for p in t.params)


def less_specific(a: T, b: T) -> bool:
    """cel-go's isEqualOrLessSpecific: `a` is as general as `b`, or more (dyn and type params most)."""
    if a in (DYN, ANY) or a.is_param:  # isDyn: not the error type
        return True
    if b in (DYN, ANY) or b.is_param:
        return False
    if a.name != b.name or len(a.params) != len(b.params):
        return False
    if a.name == "type":
        return True
    return all(less_specific(x, y) for x, y in zip(a.params, b.params))


def most_general(a: T, b: T) -> T:
    """cel-go's mostGeneral: the type an aggregate literal's elements of types a and b join to."""
    return a if less_specific(a, b) else b


# cel-go's FormatCELType (checker/format.go) spells these kinds so in the checker's messages
_DISPLAY = {
    "google.protobuf.Duration": "duration",
    "google.protobuf.Timestamp": "timestamp",
    "null_type": "null",
    "*error*": "!error!",
}


def display(t: T) -> str:
    """A type as cel-go's checker errors write it (FormatCELType): `duration`, `null`, `list(timestamp)`;
    str(t) is its declared name (the selector's "must evaluate to bool" message)."""
    if t.is_param or not t.params:
        return t.name if t.is_param else _DISPLAY.get(t.name, t.name)
    return f"{t.name}({', '.join(display(p) for p in t.params)})"
