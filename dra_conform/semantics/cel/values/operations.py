"""The operations on CEL values that the operators and the standard library share, as cel-go's
common/types has them: heterogeneous equality (compare.go, each type's Equal), ordering, int/uint/double
arithmetic with Go's division and overflow errors, timestamp and duration arithmetic, map keys and
lookups (map.go), indexing and field selection (optional receivers included: optional.go).
"""

from __future__ import annotations

import math
from typing import Any

from . import numbers, timeval
from .core import NONE, Err, EvalError, Optional, UInt, Unsupported, is_number, show, type_name
from .kubernetes import EMPTY, Device, DomainMap, Quantity, Semver
from .netlib import CIDR, IP, URL
from .numbers import INT_MAX, INT_MIN, UINT_MAX
from .timeval import Duration, Timestamp

_PLAIN = frozenset({str, int, float, bool})
_ORDERED = frozenset({str, int, bytes, bool, float})
# the Kubernetes library types whose Equal answers another kind with MaybeNoSuchOverloadErr (null aside)
_STRICT_EQUAL = (IP, CIDR, URL, Semver)
MISSING = object()


def equal(a: Any, b: Any) -> bool:
    """CEL heterogeneous equality: numbers compare by value across int/uint/double, other kinds never equal."""
    if type(a) is type(b) and type(a) in _PLAIN:
        return a == b  # NaN != NaN holds in Python too
    if is_number(a) and is_number(b):
        return numbers.equal(a, b)
    if isinstance(a, Quantity) and b is not None:
        # quantity.go's Equal asserts other.(Quantity): add() and sub() give a *Quantity, which it does not take
        if type(b) is not Quantity:
            raise EvalError("no such overload")
        return bool(a.value == b.value)
    if isinstance(a, _STRICT_EQUAL) and b is not None and type(b) is not type(a):
        raise EvalError("no such overload")  # apiserver/pkg/cel ip.go, cidr.go, url.go, semver.go, quantity.go
    ta, tb = type_name(a), type_name(b)
    if ta != tb:
        return False
    if ta == "list":
        return len(a) == len(b) and all(equal_or(x, y, True) for x, y in zip(a, b))
    if ta == "optional_type":
        return a.has_value() == b.has_value() and (not a.has_value() or equal(a.value, b.value))
    if ta == "map":
        if len(a) != len(b):
            return False
        for k, v in map_items(a):
            found = map_find(b, k)
            if found is MISSING or not equal_or(v, found, True):
                return False
        return True
    return a == b


def equal_or(a: Any, b: Any, on_error: bool) -> bool:
    """equal(), where cel-go reads an error (an IP against another kind) as `on_error`: a list's or map's
    Equal goes on past it (True: only False ends it), a list's Contains does not match it (False)."""
    try:
        return equal(a, b)
    except EvalError:
        return on_error


def compare(a: Any, b: Any) -> int:
    """-1, 0 or 1, as cel-go's Compare; "no such overload" for kinds that are not ordered together."""
    if type(a) is type(b) and type(a) in _ORDERED:  # same kind: Python's order is CEL's
        if type(a) is not float or a == a and b == b:
            return (a > b) - (a < b)
    if is_number(a) and is_number(b):
        if isinstance(a, float) and math.isnan(a) or isinstance(b, float) and math.isnan(b):
            raise EvalError("NaN values cannot be ordered")
        return numbers.compare(a, b)
    ta = type_name(a)
    if ta != type_name(b):
        raise EvalError("no such overload")
    if isinstance(a, (Timestamp, Duration)):
        return (a.ns > b.ns) - (a.ns < b.ns)
    if ta not in ("string", "bytes", "bool"):
        raise EvalError("no such overload")
    return (a > b) - (a < b)


def compare_opaque(a: Any, b: Any) -> int:
    """<Quantity>.compareTo(<Quantity>), <Semver>.compareTo(<Semver>)."""
    if isinstance(a, Quantity) and isinstance(b, Quantity):
        return (a.value > b.value) - (a.value < b.value)
    if isinstance(a, Semver) and isinstance(b, Semver):
        return a.compare(b)
    raise EvalError("no such overload")


def checked_int(v: int) -> int:
    if not INT_MIN <= v <= INT_MAX:
        raise EvalError("integer overflow")
    return v


def checked_uint(v: int) -> UInt:
    if not 0 <= v <= UINT_MAX:
        raise EvalError("unsigned integer overflow")
    return UInt(v)


def arith(op: str, a: Any, b: Any) -> Any:
    """`a op b` for op in + - * / %, with Go's truncated division and cel-go's overflow errors."""
    if type(a) is int and type(b) is int and op in "+-*":  # the common case, before naming kinds
        v = a + b if op == "+" else a - b if op == "-" else a * b
        if INT_MIN <= v <= INT_MAX:
            return v
        raise EvalError("integer overflow")
    ta, tb = type_name(a), type_name(b)
    if isinstance(a, (Timestamp, Duration)) or isinstance(b, (Timestamp, Duration)):
        return _time_arith(op, a, b)
    if ta != tb:
        raise EvalError("no such overload")
    if ta == "int" or ta == "uint":
        wrap = checked_int if ta == "int" else checked_uint
        if op == "+":
            return wrap(a + b)
        if op == "-":
            return wrap(a - b)
        if op == "*":
            return wrap(a * b)
        if op == "/":
            if b == 0:
                raise EvalError("division by zero")
            q = abs(a) // abs(b)
            return wrap(q if (a >= 0) == (b >= 0) else -q)
        if b == 0:
            raise EvalError("modulus by zero")
        r = abs(a) % abs(b)
        return wrap(r if a >= 0 else -r)
    if ta == "double" and op != "%":
        if op == "/":
            if b == 0:
                return math.copysign(math.inf, a) * math.copysign(1, b) if a != 0 else math.nan
            return a / b
        return {"+": a + b, "-": a - b, "*": a * b}[op]
    if op == "+" and ta in ("string", "bytes"):
        return a + b
    if op == "+" and ta == "list":
        return list(a) + list(b)
    raise EvalError("no such overload")


def _time_arith(op: str, a: Any, b: Any) -> Any:
    """Timestamp and duration arithmetic, with cel-go's overflow errors."""
    try:
        if op == "+":
            if isinstance(a, Duration) and isinstance(b, Duration):
                return Duration(a.ns + b.ns)
            if isinstance(a, Timestamp) and isinstance(b, Duration):
                return Timestamp(a.ns + b.ns, a.offset)  # Time.Add keeps the location
            if isinstance(a, Duration) and isinstance(b, Timestamp):
                return Timestamp(a.ns + b.ns, b.offset)
        if op == "-":
            if isinstance(a, Timestamp) and isinstance(b, Duration):
                return Timestamp(a.ns - b.ns, a.offset)
            if isinstance(a, Duration) and isinstance(b, Duration):
                return Duration(a.ns - b.ns)
            if isinstance(a, Timestamp) and isinstance(b, Timestamp):
                return Duration(a.ns - b.ns)
    except timeval.TimeError as e:
        raise EvalError(str(e)) from None
    raise EvalError("no such overload")


def negate(v: Any) -> Any:
    if isinstance(v, bool) or isinstance(v, UInt):
        raise EvalError("no such overload")
    if isinstance(v, int):
        return checked_int(-v)
    if isinstance(v, float):
        return -v
    raise EvalError("no such overload")


def logical_not(v: Any) -> bool:
    if not isinstance(v, bool):
        raise EvalError("no such overload")
    return not v


# --- maps -----------------------------------------------------------------------------------------


class MapKey:
    """A map key other than a string, kept apart by its CEL type: cel-go's maps are Go maps keyed by
    ref.Val, where types.Int(1), types.Uint(1), types.Double(1) and types.Bool(true) are four keys, while
    Python's 1 == 1.0 == True would make them one. Strings, nearly every key, stay plain."""

    __slots__ = ("kind", "value", "_hash")

    def __init__(self, value: object, kind: str) -> None:
        self.value = value
        self.kind = kind
        self._hash = hash((kind, value))

    def __eq__(self, other: object) -> bool:  # NaN is no key of any map, as in Go
        return type(other) is MapKey and self.kind == other.kind and self.value == other.value

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"MapKey({self.kind}, {self.value!r})"


class IdentityKey:
    """A list or map as a key: cel-go's list and map values are Go pointers, hashed as such, so a key
    finds only the very value it was made with (another list of the same elements is another key)."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return type(other) is IdentityKey and other.value is self.value

    def __hash__(self) -> int:
        return id(self.value)


def key_value(key: object) -> object:
    """The CEL value of a key of a map (a plain string, or a MapKey's or IdentityKey's value)."""
    return key.value if type(key) is MapKey or type(key) is IdentityKey else key


# How cel-go's Go map hashes a key: by value (the primitives; netip's comparable addresses and prefixes;
# type values, singletons in Go), by identity (pointers: lists, maps, quantities, URLs, optionals), or not
# at all (a slice inside: bytes, semver): the Go map panics, and cel-go's Eval recovers it as an error.
_KEY_KINDS = frozenset(
    ("string", "int", "uint", "bool", "double", "null_type", "google.protobuf.Timestamp", "google.protobuf.Duration")
    + ("net.IP", "net.CIDR", "type")
)
_IDENTITY_KINDS = frozenset(("list", "map", "kubernetes.Quantity", "kubernetes.URL", "optional_type"))
_UNHASHABLE = {"bytes": "types.Bytes", "kubernetes.Semver": "cel.Semver"}
UNHASHABLE_BYTES = "internal error: runtime error: hash of unhashable type types.Bytes"

# Go's %T of the index values newQualifier refuses (interpreter/attributes.go takes string, int, uint, bool
# and double): a constant index fails the program (planner.py), one computed at run time the evaluation
_NOT_QUALIFIERS = {
    "null_type": "types.Null",
    "bytes": "types.Bytes",
    "google.protobuf.Timestamp": "types.Timestamp",
    "google.protobuf.Duration": "types.Duration",
    "list": "*types.baseList",
    "map": "*types.baseMap",
    "type": "*types.Type",
    "optional_type": "*types.Optional",
    "net.IP": "cel.IP",
    "net.CIDR": "cel.CIDR",
    "kubernetes.Semver": "cel.Semver",
    "kubernetes.Quantity": "cel.Quantity",
    "kubernetes.URL": "cel.URL",
}


def qualifier_error(k: Any) -> str | None:
    """newQualifier's error for an index value it does not take, None for one it takes."""
    if type(k) is str:
        return None
    go_type = _NOT_QUALIFIERS.get(type_name(k))
    return None if go_type is None else f"invalid qualifier type: {go_type}"


def set_member(v: Any, members: frozenset[tuple[str, Any]]) -> bool:
    """`v in <constant list>` as cel-go's evalSetMembership looks v up in a Go map: a value Go cannot hash
    panics (recovered as an error), another kind is never found."""
    kind = type_name(v)
    if kind in _UNHASHABLE:
        raise EvalError(f"internal error: runtime error: hash of unhashable type {_UNHASHABLE[kind]}")
    return kind in ("bool", "int", "uint", "double", "string") and (kind, v) in members


def map_key(key: Any) -> Any:
    """How a CEL key is stored in a map: a string as itself, any other kind apart by its type (MapKey)."""
    if type(key) is str:
        return key
    kind = type_name(key)
    if kind in _KEY_KINDS:
        return MapKey(key, kind)
    if kind in _IDENTITY_KINDS:
        return IdentityKey(key)
    if kind in _UNHASHABLE:
        raise EvalError(f"internal error: runtime error: hash of unhashable type {_UNHASHABLE[kind]}")
    raise Unsupported(f"a map key of type {kind} is not evaluated")


def map_items(m: dict[Any, Any]) -> Any:
    """A map's entries with their keys as CEL values."""
    return ((key_value(k), v) for k, v in m.items())


def map_find(m: dict[Any, Any], key: Any) -> Any:
    """cel-go's refValMapAccessor.Find: the key of the same type, else a number as a lossless int, uint
    (a double: int first, then uint); a bool, a string or a null only as itself. MISSING when absent."""
    if type(key) is str:
        return m.get(key, MISSING)
    kind = type_name(key)
    if kind not in _KEY_KINDS:
        return m.get(IdentityKey(key), MISSING) if kind in _IDENTITY_KINDS else MISSING
    found = m.get(MapKey(key, kind), MISSING)
    if found is not MISSING:
        return found
    if kind == "double":
        if -(2.0**63) < key < 2.0**63 and key == int(key):
            found = m.get(MapKey(int(key), "int"), MISSING)
            if found is not MISSING:
                return found
        if 0 <= key < 2.0**64 and key == int(key):
            return m.get(MapKey(UInt(int(key)), "uint"), MISSING)
    elif kind == "int" and key >= 0:
        return m.get(MapKey(UInt(key), "uint"), MISSING)
    elif kind == "uint" and key <= INT_MAX:
        return m.get(MapKey(int(key), "int"), MISSING)
    return MISSING


def contained(x: Any, c: Any) -> bool:
    """`x in c`: a map's key, or a list's element (an element that cannot be compared does not match)."""
    if isinstance(c, dict):
        return map_find(c, x) is not MISSING
    if isinstance(c, (list, tuple)):
        return any(equal_or(x, y, False) for y in c)
    raise EvalError("no such overload")


# --- indexing and selection -------------------------------------------------------------------------


def index(c: Any, k: Any) -> Any:
    """`c[k]`: a list's element, a map's value; indexing an optional is optional (cel-go's optional_*_index)."""
    if isinstance(c, Optional):
        return opt_index(c, k)
    refused = qualifier_error(k)
    if refused is not None:
        raise EvalError(refused)
    if isinstance(c, (list, tuple)):
        if not is_number(k) or isinstance(k, float) and k != int(k):
            raise EvalError("no such overload")
        i = int(k)
        if not 0 <= i < len(c):
            raise EvalError(f"index out of bounds: {i}")
        return c[i]
    if isinstance(c, dict):
        v = map_find(c, k)
        if v is MISSING:
            if isinstance(c, DomainMap):
                return EMPTY
            raise EvalError(f"no such key: {show(k)}")
        return v
    # cel-go plans c[k] as a qualifier on c: on a value that is neither a map nor a list, refQualify
    # answers missingKey (interpreter/attributes.go, v0.26 and v0.29)
    raise EvalError(f"no such key: {show(k)}")


def opt_index(c: Any, k: Any) -> Optional:
    """c[?k]: optional.of(c[k]) when c has k, else optional.none()."""
    if isinstance(c, Optional):
        if not c.has_value():
            return NONE
        c = c.value
    if isinstance(c, (list, tuple)):
        if not is_number(k) or isinstance(k, float) and k != int(k):
            raise EvalError("no such overload")
        i = int(k)
        return Optional(c[i]) if 0 <= i < len(c) else NONE
    if isinstance(c, dict):
        v = map_find(c, k)
        if v is MISSING:
            return Optional(EMPTY) if isinstance(c, DomainMap) else NONE
        return Optional(v)
    raise EvalError("no such overload")


def opt_select(v: Any, name: str) -> Optional:
    """v.?name: optional.of(v.name) when v has the field, else optional.none()."""
    if isinstance(v, Optional):
        if not v.has_value():
            return NONE
        v = v.value
    if isinstance(v, Device):
        try:
            return Optional(v.field(name))
        except EvalError:
            return NONE
    if isinstance(v, dict):
        return opt_index(v, name)
    raise EvalError("no such overload")


def select(v: Any, name: str, test_only: bool) -> Any:
    """`v.name`, or `has(v.name)` when test_only (a field held as an error is not present)."""
    if isinstance(v, Optional):  # selecting from an optional is optional (viral after the first .?)
        if test_only:
            return v.has_value() and select(v.value, name, True)
        return opt_select(v, name)
    if isinstance(v, Device):
        return True if test_only else v.field(name)
    if isinstance(v, dict):
        if test_only:  # the domain maps answer every domain (newStringInterfaceMapWithDefault): all present
            return type(v) is DomainMap or (name in v and not isinstance(v.get(name), Err))
        if name in v:
            return v[name]
        if isinstance(v, DomainMap):
            return EMPTY
        raise EvalError(f"no such key: {name}")
    raise EvalError("no such overload" if not test_only else "invalid type for field selection.")
