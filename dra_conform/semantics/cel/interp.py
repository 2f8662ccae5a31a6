"""Evaluation of a checked expression against one device, with cel-go's runtime semantics.

The AST is turned once into nested closures (`program`), each taking the variable scope. Errors are
Python exceptions (EvalError, with cel-go's text); `&&`, `||`, `?:` and `@not_strictly_false` absorb
them as cel-go does. An evaluation spends a Budget (runtime_cost): where upstream's cost estimate does
not bound the expression the program is built "tracked", charging every step and call its cel-go cost
and stopping at the limit; the values that can grow at a low price (`list + list`, `split`, `replace`,
`join`, `lists.range`, ...) are charged to the memory bound always.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any, TypeVar

from . import formatting, gosort, k8s_format, netlib, numbers, regex, runtime_cost, timeval
from .decls import AUTHZ_FUNCTIONS, OVERLOADS
from .k8s_format import NamedFormat
from .numbers import INT_MAX, INT_MIN, UINT_MAX
from .syntax import ACCU, MAP_INSERT, SORT_BY_KEYS, Node, UInt
from .timeval import Duration, Timestamp
from .values import MapKey, Quantity, Semver, ValueError_, key_value

Scope = dict[str, Any]
Fn = Callable[[Scope], Any]
T = TypeVar("T")


class EvalError(Exception):
    """A CEL runtime error (the device does not match; the text is kept for the report)."""


class Unsupported(Exception):
    """dra-conform cannot evaluate this construct; the outcome is 'not checked'."""


class Err:
    """An error held as a value (comprehension accumulators, the operands `&&`/`||` absorb)."""

    __slots__ = ("error",)

    def __init__(self, error: Exception) -> None:
        self.error = error


class DomainMap(dict):
    """device.attributes / device.capacity: an unknown domain reads as an empty map (compile.go's mapper)."""

    __slots__ = ()


EMPTY: dict[str, Any] = {}


class Device:
    """The `device` variable: driver, attributes[domain][name], capacity[domain][name] (Quantity)."""

    __slots__ = ("driver", "attributes", "capacity", "allow_multiple_allocations")

    def __init__(
        self,
        driver: str,
        attributes: dict[str, dict[str, Any]],
        capacity: dict[str, dict[str, Quantity]],
        allow_multiple_allocations: bool = False,
    ) -> None:
        self.driver = driver
        self.attributes = DomainMap(attributes)
        self.capacity = DomainMap(capacity)
        self.allow_multiple_allocations = allow_multiple_allocations

    def field(self, name: str) -> Any:
        if name == "driver":
            return self.driver
        if name == "attributes":
            return self.attributes
        if name == "capacity":
            return self.capacity
        if name == "allowMultipleAllocations":
            return self.allow_multiple_allocations
        raise EvalError(f"no such key: {name}")


class Optional:
    """An optional_type value: `value` is the value held, or NO_VALUE for optional.none()."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def has_value(self) -> bool:
        return self.value is not NO_VALUE


NO_VALUE = object()
NONE = Optional(NO_VALUE)


class Budget(runtime_cost.Budget):
    """runtime_cost.Budget, and whether the program built with it charges costs (`tracked`)."""

    __slots__ = ("tracked",)

    def __init__(self, limit: int = runtime_cost.COST_LIMIT, tracked: bool = False) -> None:
        super().__init__(limit)
        self.tracked = tracked


class AccuList(list):  # type: ignore[type-arg]
    """The accumulator of a map/filter macro: `accu + [x]` appends in place (cel-go's mutable list), so a
    map over n elements is linear; the comprehension hands out a plain copy at its end."""

    __slots__ = ()


class AccuMap(dict):  # type: ignore[type-arg]
    """The accumulator of transformMap/transformMapEntry: cel.@mapInsert inserts in place (cel-go's mutable
    map), so a transform over n entries is linear; the comprehension hands out a plain copy at its end."""

    __slots__ = ()


def _map_insert(m: Any, k: Any, *v: Any) -> dict[Any, Any]:
    """cel.@mapInsert(m, k, v) and cel.@mapInsert(m, entries): a key already in m is cel-go's
    `insert failed: key K already exists` (keys compare as map lookups do: 0 and 0u are one key)."""
    _need(isinstance(m, dict))
    entries = [(k, v[0])] if v else list(map_items(_as(dict, k)))
    out = m if type(m) is AccuMap else dict(m)
    for key, value in entries:
        if _map_find(out, key) is not _MISSING:
            raise EvalError(f"insert failed: key {_show(key)} already exists")
        out[_map_key(key)] = value
    return out


def _validate_format(f: Any, s: Any) -> Optional:
    """<format>.validate(s): none when s is valid, else the list of the Go validation's messages."""
    errors = k8s_format.validate(_as(NamedFormat, f), _as(str, s))
    return Optional(errors) if errors else NONE


def _sort_by_keys(items: Any, keys: Any) -> list[Any]:
    """@sortByAssociatedKeys (ext/lists.go sortListByAssociatedKeys): the list in the order of its keys,
    which must be comparable and of one type. Go sorts with sort.Slice, unstable past 12 elements:
    gosort repeats its steps, so equal keys end where cel-go leaves them. A key that cannot be ordered
    (NaN) is never less, as cel-go's Compare error is not -1."""
    items, keys = _list(items), _list(keys)
    if len(items) != len(keys):
        raise EvalError(
            "@sortByAssociatedKeys() expected a list of the same size as the associated keys list, "
            f"but got {len(items)} and {len(keys)} elements respectively"
        )
    if not items:
        return items
    kind = type_name(keys[0])
    if kind not in _COMPARABLE:
        raise EvalError("list elements must be comparable")
    if any(type_name(k) != kind for k in keys):
        raise EvalError("list elements must have the same type")

    def less(i: int, j: int) -> bool:
        a, b = keys[i], keys[j]
        return a < b if type(a) is float else _compare(a, b) < 0

    order = list(range(len(keys)))
    gosort.slice_sort(order, less)
    return [items[i] for i in order]


_COMPARABLE = frozenset(
    ("int", "uint", "double", "bool", "string", "bytes", "google.protobuf.Timestamp", "google.protobuf.Duration")
)


def _no_receiver(*args: Any) -> Any:
    """The authorizer library's functions: no value of its types exists in the DRA environment (compile.go
    binds no `authorizer`), so a dyn receiver is always another type: cel-go's MaybeNoSuchOverloadErr."""
    raise EvalError("no such overload")


def type_name(v: Any) -> str:
    if v is None:
        return "null_type"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, UInt):
        return "uint"
    if isinstance(v, int):
        return "int"
    if isinstance(v, float):
        return "double"
    if isinstance(v, str):
        return "string"
    if isinstance(v, bytes):
        return "bytes"
    if isinstance(v, (list, tuple)):
        return "list"
    if isinstance(v, dict):
        return "map"
    if isinstance(v, Quantity):
        return "kubernetes.Quantity"
    if isinstance(v, Semver):
        return "kubernetes.Semver"
    if isinstance(v, Device):
        return "kubernetes.DRADevice"
    if isinstance(v, TypeValue):
        return "type"
    if isinstance(v, Optional):
        return "optional_type"
    if isinstance(v, Timestamp):
        return "google.protobuf.Timestamp"
    if isinstance(v, Duration):
        return "google.protobuf.Duration"
    if isinstance(v, NamedFormat):
        return "kubernetes.NamedFormat"
    return netlib.TYPE_NAMES.get(type(v)) or type(v).__name__


class TypeValue:
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TypeValue) and other.name == self.name

    def __hash__(self) -> int:
        return hash(("type", self.name))


def _num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def equal(a: Any, b: Any) -> bool:
    """CEL heterogeneous equality: numbers compare by value across int/uint/double, other kinds never equal."""
    if type(a) is type(b) and type(a) in _PLAIN:
        return a == b  # NaN != NaN holds in Python too
    if _num(a) and _num(b):
        return numbers.equal(a, b)
    if type(a) in netlib.TYPE_NAMES and a is not None and b is not None and type(b) is not type(a):
        raise EvalError("no such overload")  # apiserver/pkg/cel ip.go, cidr.go, url.go Equal: another kind is an error
    ta, tb = type_name(a), type_name(b)
    if ta != tb:
        return False
    if ta == "list":
        return len(a) == len(b) and all(_equal_or(x, y, True) for x, y in zip(a, b))
    if ta == "optional_type":
        return a.has_value() == b.has_value() and (not a.has_value() or equal(a.value, b.value))
    if ta == "map":
        if len(a) != len(b):
            return False
        for k, v in map_items(a):
            found = _map_find(b, k)
            if found is _MISSING or not _equal_or(v, found, True):
                return False
        return True
    return a == b


def _equal_or(a: Any, b: Any, on_error: bool) -> bool:
    """equal(), where cel-go reads an error (an IP against another kind) as `on_error`: a list's or map's
    Equal goes on past it (True: only False ends it), a list's Contains does not match it (False)."""
    try:
        return equal(a, b)
    except EvalError:
        return on_error


_PLAIN = frozenset({str, int, float, bool})
_ORDERED = frozenset({str, int, bytes, bool, float})
_MISSING = object()


# the kinds a map key can have (cel-go hashes any key; bytes, lists and maps are not hashable in Go)
_KEY_KINDS = frozenset(
    ("string", "int", "uint", "bool", "double", "null_type", "google.protobuf.Timestamp", "google.protobuf.Duration")
)


def _map_key(key: Any) -> Any:
    """How a CEL key is stored in a map: a string as itself, any other kind apart by its type (MapKey)."""
    if type(key) is str:
        return key
    kind = type_name(key)
    if kind not in _KEY_KINDS:
        raise EvalError("unsupported key type")
    return MapKey(key, kind)


def map_items(m: dict[Any, Any]) -> Any:
    """A map's entries with their keys as CEL values."""
    return ((key_value(k), v) for k, v in m.items())


def _map_find(m: dict[Any, Any], key: Any) -> Any:
    """cel-go's refValMapAccessor.Find: the key of the same type, else a number as a lossless int, uint
    (a double: int first, then uint); a bool, a string or a null only as itself."""
    if type(key) is str:
        return m.get(key, _MISSING)
    kind = type_name(key)
    if kind not in _KEY_KINDS:
        return _MISSING
    found = m.get(MapKey(key, kind), _MISSING)
    if found is not _MISSING:
        return found
    if kind == "double":
        if -(2.0**63) < key < 2.0**63 and key == int(key):
            found = m.get(MapKey(int(key), "int"), _MISSING)
            if found is not _MISSING:
                return found
        if 0 <= key < 2.0**64 and key == int(key):
            return m.get(MapKey(UInt(int(key)), "uint"), _MISSING)
    elif kind == "int" and key >= 0:
        return m.get(MapKey(UInt(key), "uint"), _MISSING)
    elif kind == "uint" and key <= INT_MAX:
        return m.get(MapKey(int(key), "int"), _MISSING)
    return _MISSING


def _compare(a: Any, b: Any) -> int:
    if type(a) is type(b) and type(a) in _ORDERED:  # same kind: Python's order is CEL's
        if type(a) is not float or a == a and b == b:
            return (a > b) - (a < b)
    if _num(a) and _num(b):
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


def _int(v: int) -> int:
    if not INT_MIN <= v <= INT_MAX:
        raise EvalError("integer overflow")
    return v


def _uint(v: int) -> UInt:
    if not 0 <= v <= UINT_MAX:
        raise EvalError("unsigned integer overflow")
    return UInt(v)


def _arith(op: str, a: Any, b: Any) -> Any:
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
        wrap = _int if ta == "int" else _uint
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
                return Timestamp(a.ns + b.ns)
            if isinstance(a, Duration) and isinstance(b, Timestamp):
                return Timestamp(a.ns + b.ns)
        if op == "-":
            if isinstance(b, Duration) and isinstance(a, (Duration, Timestamp)):
                return type(a)(a.ns - b.ns)
            if isinstance(a, Timestamp) and isinstance(b, Timestamp):
                return Duration(a.ns - b.ns)
    except timeval.TimeError as e:
        raise EvalError(str(e)) from None
    raise EvalError("no such overload")


def _duration(v: Any) -> Duration:
    if isinstance(v, Duration):
        return v
    _need(isinstance(v, str))
    d = timeval.parse_duration(v)
    if d is None:
        raise EvalError("type conversion error from 'string' to 'google.protobuf.Duration'")
    return d


def _timestamp(v: Any) -> Timestamp:
    try:
        if isinstance(v, Timestamp):
            return v
        if isinstance(v, int) and not isinstance(v, bool):
            return Timestamp(v * timeval.NANOS)
        _need(isinstance(v, str))
        t = timeval.parse_timestamp(v)
    except timeval.TimeError as e:
        raise EvalError(str(e)) from None
    if t is None:
        raise EvalError("type conversion error from 'string' to 'google.protobuf.Timestamp'")
    return t


_TIMESTAMP_PARTS: dict[str, Callable[[Any, int], int]] = {
    "getFullYear": lambda d, n: d.year,
    "getMonth": lambda d, n: d.month - 1,
    "getDate": lambda d, n: d.day,
    "getDayOfMonth": lambda d, n: d.day - 1,
    "getDayOfWeek": lambda d, n: (d.weekday() + 1) % 7,
    "getDayOfYear": lambda d, n: d.timetuple().tm_yday - 1,
    "getHours": lambda d, n: d.hour,
    "getMinutes": lambda d, n: d.minute,
    "getSeconds": lambda d, n: d.second,
    "getMilliseconds": lambda d, n: n // 1_000_000,
}
_DURATION_PARTS = {"getHours": 3600 * timeval.NANOS, "getMinutes": 60 * timeval.NANOS, "getSeconds": timeval.NANOS}
_DURATION_PARTS["getMilliseconds"] = 1_000_000


def _time_part(name: str) -> Callable[..., int]:
    def get(v: Any, *tz: Any) -> int:
        if isinstance(v, Duration) and not tz and name in _DURATION_PARTS:
            unit = _DURATION_PARTS[name]
            q = abs(v.ns) // unit  # Go truncates toward zero
            return q if v.ns >= 0 else -q
        _need(isinstance(v, Timestamp))
        try:
            zone = timeval.zone(_as(str, tz[0])) if tz else timeval.dt.timezone.utc
        except timeval.TimeError as e:
            raise EvalError(str(e)) from None
        return _TIMESTAMP_PARTS[name](v.datetime(zone), v.ns % timeval.NANOS)

    return get


def _index(c: Any, k: Any) -> Any:
    if isinstance(c, Optional):  # indexing an optional is optional (cel-go's optional_*_index overloads)
        return _opt_index(c, k)
    if isinstance(c, (list, tuple)):
        if not _num(k) or isinstance(k, float) and k != int(k):
            raise EvalError("no such overload")
        i = int(k)
        if not 0 <= i < len(c):
            raise EvalError(f"index out of bounds: {i}")
        return c[i]
    if isinstance(c, dict):
        v = _map_find(c, k)
        if v is _MISSING:
            if isinstance(c, DomainMap):
                return EMPTY
            raise EvalError(f"no such key: {_show(k)}")
        return v
    raise EvalError("no such overload")


def _opt_index(c: Any, k: Any) -> Optional:
    """c[?k]: optional.of(c[k]) when c has k, else optional.none()."""
    if isinstance(c, Optional):
        if not c.has_value():
            return NONE
        c = c.value
    if isinstance(c, (list, tuple)):
        if not _num(k) or isinstance(k, float) and k != int(k):
            raise EvalError("no such overload")
        i = int(k)
        return Optional(c[i]) if 0 <= i < len(c) else NONE
    if isinstance(c, dict):
        v = _map_find(c, k)
        if v is _MISSING:
            return Optional(EMPTY) if isinstance(c, DomainMap) else NONE
        return Optional(v)
    raise EvalError("no such overload")


def _opt_select(v: Any, name: str) -> Optional:
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
        return _opt_index(v, name)
    raise EvalError("no such overload")


def _is_zero(v: Any) -> bool:
    """Zero values, as optional.ofNonZeroValue tells them (traits.Zeroer)."""
    if v is None:
        return True
    if isinstance(v, (bool, int, float, str, bytes, list, tuple, dict)):
        return not v
    return isinstance(v, Optional) and not v.has_value()


def _value(o: Any) -> Any:
    if not isinstance(o, Optional):
        raise EvalError("no such overload")
    if not o.has_value():
        raise EvalError("optional.none() dereference")
    return o.value


def _unwrap(v: Any) -> list[Any]:
    items = _list(v)
    _need(all(isinstance(x, Optional) for x in items))
    return [x.value for x in items if x.has_value()]


def _first_last(v: Any, i: int) -> Optional:
    items = _list(v)
    return Optional(items[i]) if items else NONE


def _show(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def _select(v: Any, name: str, test_only: bool) -> Any:
    if isinstance(v, Optional):  # selecting from an optional is optional (viral after the first .?)
        if test_only:
            return v.has_value() and _select(v.value, name, True)
        return _opt_select(v, name)
    if isinstance(v, Device):
        return True if test_only else v.field(name)
    if isinstance(v, dict):
        if test_only:
            return name in v and not isinstance(v.get(name), Err)
        if name in v:
            return v[name]
        if isinstance(v, DomainMap):
            return EMPTY
        raise EvalError(f"no such key: {name}")
    raise EvalError("no such overload" if not test_only else "invalid type for field selection.")


def _size(v: Any) -> int:
    if isinstance(v, (str, bytes, list, tuple, dict)):
        return len(v)
    raise EvalError("no such overload")


def _quantity(s: Any) -> Quantity:
    try:
        return Quantity.parse(s)
    except ValueError_ as e:
        raise EvalError(str(e)) from None


def _semver(s: Any, normalize: bool = False) -> Semver:
    try:
        return Semver.parse_normalized(s) if normalize else Semver.parse(s)
    except ValueError_ as e:
        raise EvalError(str(e)) from None


def _ok(fn: Callable[..., Any], *args: Any) -> bool:
    try:
        fn(*args)
        return True
    except EvalError:
        return False


def _need(cond: bool) -> None:
    if not cond:
        raise EvalError("no such overload")


def _as(kind: type[T], v: Any) -> T:
    """v itself when it is a `kind`, else cel-go's "no such overload" (a typed _need, usable in an expression)."""
    if not isinstance(v, kind):
        raise EvalError("no such overload")
    return v


def _cmp_opaque(a: Any, b: Any) -> int:
    if isinstance(a, Quantity) and isinstance(b, Quantity):
        return (a.value > b.value) - (a.value < b.value)
    if isinstance(a, Semver) and isinstance(b, Semver):
        return a.compare(b)
    raise EvalError("no such overload")


def _to_int(v: Any) -> int:
    if isinstance(v, bool):
        raise EvalError("no such overload")
    if isinstance(v, int):
        return _int(int(v))
    if isinstance(v, float):
        if math.isnan(v) or not -9.223372036854776e18 < v < 9.223372036854776e18:
            raise EvalError("integer overflow")
        return int(v)
    if isinstance(v, str):
        n = numbers.parse_int(v)
        if n is None:
            raise EvalError("type conversion error from 'string' to 'int'")
        return n
    if isinstance(v, Timestamp):
        return v.unix()
    raise Unsupported(f"int() of {type_name(v)} is not evaluated")


def _to_string(v: Any) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(int(v))
    if isinstance(v, float):
        return numbers.format_double(v)
    if isinstance(v, (Timestamp, Duration)):
        return v.format()
    if isinstance(v, (netlib.IP, netlib.CIDR)):
        return str(v)
    if isinstance(v, bytes):
        try:
            return v.decode("utf-8")
        except UnicodeDecodeError:
            raise EvalError("invalid UTF-8 in bytes, cannot convert to string") from None
    raise Unsupported(f"string() of {type_name(v)} is not evaluated")


def _list(v: Any) -> list[Any]:
    _need(isinstance(v, (list, tuple)))
    return list(v)


def _sum(v: Any) -> Any:
    items = _list(v)
    if not items:
        return 0
    total = items[0]
    for x in items[1:]:
        total = _arith("+", total, x)
    return total


def _minmax(v: Any, want: int) -> Any:
    items = _list(v)
    if not items:
        raise EvalError("min called on empty list" if want < 0 else "max called on empty list")
    best = items[0]
    for x in items[1:]:
        if _compare(x, best) == want:
            best = x
    return best


def _index_of(c: Any, x: Any, last: bool) -> int:
    if isinstance(c, str):
        _need(isinstance(x, str))
        return c.rfind(x) if last else c.find(x)
    items = _list(c)
    rng = range(len(items) - 1, -1, -1) if last else range(len(items))
    return next((i for i in rng if equal(items[i], x)), -1)


def _cel_int(v: Any) -> bool:
    """A CEL int (Python's bool is an int, CEL's is not): what an int parameter takes at run time."""
    return isinstance(v, int) and not isinstance(v, (bool, UInt))


def _substring(s: Any, start: Any, end: Any = None) -> str:
    _need(isinstance(s, str) and _cel_int(start) and (end is None or _cel_int(end)))
    end = len(s) if end is None else end
    if start < 0 or start > len(s):
        raise EvalError(f"index out of range: {start}")
    if end < 0 or end > len(s):
        raise EvalError(f"index out of range: {end}")
    if start > end:
        raise EvalError(f"invalid substring range. start: {start}, end: {end}")
    return s[start:end]


def _split(budget: Budget, s: Any, sep: Any, n: Any = -1) -> list[str]:
    _need(isinstance(s, str) and isinstance(sep, str) and type(n) is int)
    if n == 0:
        return []
    parts = len(s) if sep == "" else s.count(sep) + 1
    budget.allocate(parts if n < 0 else min(parts, n))
    if sep == "":
        chars = list(s)
        return chars if n < 0 or n >= len(chars) else chars[: n - 1] + ["".join(chars[n - 1 :])]
    return s.split(sep) if n < 0 else s.split(sep, n - 1)


def _replace(budget: Budget, s: Any, old: Any, new: Any, n: Any = -1) -> str:
    _need(isinstance(s, str) and isinstance(old, str) and isinstance(new, str) and type(n) is int)
    count = (len(s) + 1 if old == "" else s.count(old)) if n < 0 else n
    budget.allocate((len(s) + count * max(0, len(new) - len(old))) >> 3)  # before building it
    return s.replace(old, new, n if n >= 0 else -1)


def _char_at(s: Any, i: Any) -> str:
    _need(isinstance(s, str) and _cel_int(i))
    if i < 0 or i > len(s):
        raise EvalError(f"index out of range: {i}")
    return s[i : i + 1]


def _join(budget: Budget, v: Any, sep: str = "") -> str:
    items = _list(v)
    _need(all(isinstance(x, str) for x in items))
    budget.allocate((sum(map(len, items)) + len(sep) * len(items)) >> 3)
    return sep.join(items)


def _distinct(v: Any) -> list[Any]:
    out: list[Any] = []
    for x in _list(v):
        if not any(equal(x, y) for y in out):
            out.append(x)
    return out


def _sorted(v: Any) -> list[Any]:
    return _sort_by_keys(v, v)  # ext/lists.go sortList


def _is_sorted(v: Any) -> bool:
    items = _list(v)
    return all(_compare(items[i], items[i + 1]) <= 0 for i in range(len(items) - 1))


def _flatten_charged(budget: Budget, v: Any, depth: int = 1) -> list[Any]:
    out = _flatten(v, depth)  # at most the elements of lists already built
    budget.allocate(len(out))
    return out


def _flatten(v: Any, depth: int = 1) -> list[Any]:
    if depth < 0:
        raise EvalError("level must be non-negative")
    out: list[Any] = []
    for x in _list(v):
        if isinstance(x, (list, tuple)) and depth > 0:
            out.extend(_flatten(x, depth - 1))
        else:
            out.append(x)
    return out


def _lists_range(budget: Budget, n: Any) -> list[int]:
    budget.allocate(max(0, n))
    return list(range(max(0, n)))


def _add(budget: Budget, a: Any, b: Any) -> Any:
    """`_+_`, the one way to grow a list at a price of one unit: charged to the memory bound first."""
    if type(a) is AccuList and isinstance(b, (list, tuple)):
        budget.allocate(len(b))
        a.extend(b)
        return a
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        budget.allocate(len(a) + len(b))
    elif isinstance(a, str) and isinstance(b, str):
        budget.allocate((len(a) + len(b)) >> 3)
    return _arith("+", a, b)


def _slice(v: Any, a: Any, b: Any) -> list[Any]:
    items = _list(v)
    if a < 0 or b < 0:
        raise EvalError(f"cannot slice({a}, {b}), negative indexes not supported")
    if a > b:
        raise EvalError(f"cannot slice({a}, {b}), start index must be less than or equal to end index")
    if b > len(items):
        raise EvalError(f"cannot slice({a}, {b}), list is length {len(items)}")
    return items[a:b]


def _sets(op: str, a: Any, b: Any) -> bool:
    la, lb = _list(a), _list(b)
    if op == "contains":
        return all(any(equal(x, y) for y in la) for x in lb)
    if op == "equivalent":
        return all(any(equal(x, y) for y in lb) for x in la) and all(any(equal(x, y) for y in la) for x in lb)
    return any(equal(x, y) for x in la for y in lb)


def _semver_or_quantity_bool(a: Any, b: Any, want: int) -> bool:
    return _cmp_opaque(a, b) == want


def _quote(s: Any) -> str:
    _need(isinstance(s, str))
    out = ['"']
    for ch in s:
        out.append(
            {
                "\a": "\\a",
                "\b": "\\b",
                "\f": "\\f",
                "\n": "\\n",
                "\r": "\\r",
                "\t": "\\t",
                "\v": "\\v",
                "\\": "\\\\",
                '"': '\\"',
            }.get(ch, ch)
        )
    out.append('"')
    return "".join(out)


def _regex_call(fn: Callable[..., T], *args: Any, prefix: str = "") -> T:
    """A regex function of the RE2 engine; Go's compile error as cel-go's (or the library's) runtime error."""
    try:
        return fn(*args)
    except regex.RegexError as e:
        raise EvalError(f"{prefix}{e}") from None
    except regex.Unavailable as e:
        raise Unsupported(str(e)) from None


def _find(s: Any, p: Any) -> str:
    _need(isinstance(s, str) and isinstance(p, str))
    return _regex_call(regex.find, s, p, prefix="Illegal regex: ")  # library/regex.go's text


def _find_all(s: Any, p: Any, n: Any = -1) -> list[str]:
    _need(isinstance(s, str) and isinstance(p, str))
    return _regex_call(regex.find_all, s, p, n, prefix="Illegal regex: ")


def _matches(s: Any, p: Any) -> bool:
    _need(isinstance(s, str) and isinstance(p, str))
    return _regex_call(regex.matches, s, p)  # cel-go's types.WrapErr(err): Go's text alone


def _bool(v: Any) -> bool:
    if isinstance(v, bool):
        return v
    if isinstance(v, str):
        if v in ("1", "t", "T", "true", "TRUE", "True"):
            return True
        if v in ("0", "f", "F", "false", "FALSE", "False"):
            return False
        raise EvalError("type conversion error from 'string' to 'bool'")
    raise EvalError("no such overload")


def _as_integer(q: Any) -> int:
    v = _as(Quantity, q).as_int64()
    if v is None:
        raise EvalError("cannot convert value to integer")
    return v


def _q_add(a: Any, b: Any, sign: int) -> Quantity:
    _need(isinstance(a, Quantity))
    if isinstance(b, Quantity):
        return Quantity(a.value + sign * b.value)
    _need(isinstance(b, int) and not isinstance(b, bool))
    return Quantity(a.value + sign * b)


def _double(v: Any) -> float:
    if isinstance(v, bool):
        raise EvalError("no such overload")
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        f = numbers.parse_float(v)
        if f is None:
            raise EvalError("type conversion error from 'string' to 'double'")
        return f
    raise EvalError("no such overload")


def _uint_of(v: Any) -> UInt:
    if isinstance(v, bool):
        raise EvalError("no such overload")
    if isinstance(v, float):
        if math.isnan(v) or not 0 <= v < 1.8446744073709552e19:
            raise EvalError("unsigned integer overflow")
        return UInt(int(v))
    if isinstance(v, int):
        return _uint(int(v))
    if isinstance(v, str):
        n = numbers.parse_uint(v)
        if n is None:
            raise EvalError("type conversion error from 'string' to 'uint'")
        return UInt(n)
    raise EvalError("no such overload")


def _bytes(v: Any) -> bytes:
    if isinstance(v, bytes):
        return v
    _need(isinstance(v, str))
    return v.encode("utf-8")


# function name -> implementation over evaluated arguments (receiver first for member calls)
FUNCTIONS: dict[str, Callable[..., Any]] = {
    "size": _size,
    "contains": lambda s, x: _as(str, x) in _as(str, s),
    "startsWith": lambda s, x: _as(str, s).startswith(_as(str, x)),
    "endsWith": lambda s, x: _as(str, s).endswith(_as(str, x)),
    "matches": _matches,
    "int": _to_int,
    "uint": _uint_of,
    "double": _double,
    "string": _to_string,
    "bytes": _bytes,
    "bool": _bool,
    "dyn": lambda v: v,
    "type": lambda v: TypeValue(type_name(v)),
    "charAt": _char_at,
    "indexOf": lambda c, x, start=None: _index_of(c, x, False) if start is None else _from(c, x, start, False),
    "lastIndexOf": lambda c, x, start=None: _index_of(c, x, True) if start is None else _from(c, x, start, True),
    "lowerAscii": lambda s: "".join(ch.lower() if ch.isascii() else ch for ch in _as(str, s)),
    "upperAscii": lambda s: "".join(ch.upper() if ch.isascii() else ch for ch in _as(str, s)),
    "substring": _substring,
    "trim": lambda s: _as(str, s).strip(
        " \t\n\v\f\r\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004"
        "\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f"
        "\u205f\u3000"
    ),
    "strings.quote": _quote,
    "find": _find,
    "findAll": _find_all,
    "isSorted": _is_sorted,
    "sum": _sum,
    "min": lambda v: _minmax(v, -1),
    "max": lambda v: _minmax(v, 1),
    "sets.contains": lambda a, b: _sets("contains", a, b),
    "sets.equivalent": lambda a, b: _sets("equivalent", a, b),
    "sets.intersects": lambda a, b: _sets("intersects", a, b),
    "slice": _slice,
    "distinct": _distinct,
    "reverse": lambda v: _list(v)[::-1],
    "sort": _sorted,
    "quantity": lambda s: _quantity(_as(str, s)),
    "isQuantity": lambda s: _ok(_quantity, _as(str, s)),
    "sign": lambda q: _as(Quantity, q).sign(),
    "isGreaterThan": lambda a, b: _semver_or_quantity_bool(a, b, 1),
    "isLessThan": lambda a, b: _semver_or_quantity_bool(a, b, -1),
    "compareTo": _cmp_opaque,
    "asApproximateFloat": lambda q: float(_as(Quantity, q).value),
    "asInteger": _as_integer,
    "isInteger": lambda q: _as(Quantity, q).as_int64() is not None,
    "add": lambda a, b: _q_add(a, b, 1),
    "sub": lambda a, b: _q_add(a, b, -1),
    "semver": lambda s, *n: _semver(_as(str, s), bool(n and n[0])),
    "isSemver": lambda s, *n: _ok(_semver, _as(str, s), bool(n and n[0])),
    "optional.of": Optional,
    "optional.ofNonZeroValue": lambda v: NONE if _is_zero(v) else Optional(v),
    "optional.none": lambda: NONE,
    "hasValue": lambda o: _as(Optional, o).has_value(),
    "value": _value,
    "optional.unwrap": _unwrap,
    "unwrapOpt": _unwrap,
    "first": lambda v: _first_last(v, 0),
    "last": lambda v: _first_last(v, -1),
    "_?._": _opt_select,
    "_[?_]": _opt_index,
    "major": lambda v: _as(Semver, v).major,
    "minor": lambda v: _as(Semver, v).minor,
    "patch": lambda v: _as(Semver, v).patch,
    "duration": _duration,
    "timestamp": _timestamp,
    MAP_INSERT: _map_insert,
    SORT_BY_KEYS: _sort_by_keys,
    **dict.fromkeys(AUTHZ_FUNCTIONS, _no_receiver),
    "format.named": lambda name: Optional(NamedFormat(name)) if _as(str, name) in k8s_format.VALIDATORS else NONE,
    "validate": _validate_format,
    **{f"format.{name}": functools.partial(NamedFormat, name) for name in k8s_format.VALIDATORS},
    **{name: _time_part(name) for name in _TIMESTAMP_PARTS},
}


def _net_call(impl: Callable[..., Any]) -> Callable[..., Any]:
    """A function of the IP, CIDR or URL library, its parse errors cel-go's runtime errors."""

    def call(*args: Any) -> Any:
        try:
            return impl(*args)
        except netlib.NetError as e:
            raise EvalError(str(e)) from None

    return call


FUNCTIONS.update({name: _net_call(impl) for name, impl in netlib.FUNCTIONS.items()})


def _overloads_by_arity(impl: Callable[..., Any]) -> Callable[..., Any]:
    """impl(budget, *args), with an argument count no overload takes refused as cel-go does ("no such
    overload", as in the unchecked `'1'.replace('1', '2', 1, false)`), never a Python TypeError."""
    code = impl.__code__  # type: ignore[attr-defined]  # plain functions, defined above
    most = code.co_argcount - 1  # the budget is not an argument of the call
    fewest = most - len(impl.__defaults__ or ())  # type: ignore[attr-defined]

    def call(budget: Any, *args: Any) -> Any:
        if not fewest <= len(args) <= most:
            raise EvalError("no such overload")
        return impl(budget, *args)

    return call


# functions that build values whose size the price does not bound: they charge the memory bound
def _format_to_string(v: Any) -> str:
    """cel-go's ConvertToType(StringType) as formatting.go's %s uses it."""
    if isinstance(v, TypeValue):
        return v.name
    try:
        return _to_string(v)
    except EvalError as e:
        raise formatting.FormatError(f"could not convert argument {netlib.go_quote(str(e))} to string") from None


def _format(budget: Budget, template: Any, args: Any) -> str:
    """The strings extension's format at the version Kubernetes pins (formatting.py), its output charged
    to the memory bound (a precision or width is a length the cost does not price)."""
    _need(isinstance(template, str) and isinstance(args, (list, tuple)))
    try:
        return formatting.format_string(
            template, list(args), type_name, _format_to_string, lambda chars: budget.allocate(chars >> 3)
        )
    except formatting.FormatError as e:
        raise EvalError(str(e)) from None
    except formatting.NotReproduced as e:
        raise Unsupported(str(e)) from None


_GROWING_IMPLS: dict[str, Callable[..., Any]] = {
    "format": _format,
    "replace": _replace,
    "split": _split,
    "join": _join,
    "lists.range": _lists_range,
    "flatten": _flatten_charged,
}
GROWING: dict[str, Callable[..., Any]] = {name: _overloads_by_arity(impl) for name, impl in _GROWING_IMPLS.items()}

# the operators as functions over evaluated arguments (a tracked program calls them after charging)
OPERATORS: dict[str, Callable[..., Any]] = {
    "!_": lambda x: _not(x),
    "-_": lambda x: _neg(x),
    "_==_": lambda x, y: equal(x, y),
    "_!=_": lambda x, y: not equal(x, y),
    "_<_": lambda x, y: _compare(x, y) < 0,
    "_<=_": lambda x, y: _compare(x, y) <= 0,
    "_>_": lambda x, y: _compare(x, y) > 0,
    "_>=_": lambda x, y: _compare(x, y) >= 0,
    "_-_": lambda x, y: _arith("-", x, y),
    "_*_": lambda x, y: _arith("*", x, y),
    "_/_": lambda x, y: _arith("/", x, y),
    "_%_": lambda x, y: _arith("%", x, y),
    "_[_]": lambda x, y: _index(x, y),
    "@in": lambda x, y: _in(x, y),
}


def _from(c: Any, x: Any, start: Any, last: bool) -> int:
    _need(isinstance(c, str) and isinstance(x, str) and _cel_int(start))
    if start < 0 or start > len(c):
        raise EvalError(f"index out of range: {start}")
    return c.rfind(x, 0, start + len(x)) if last else c.find(x, start)


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
        return lambda s: _select(operand(s), field, test_only)
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
                key = _map_key(kf(s))  # a repeated key keeps its last value (cel-go's evalMap: a Go map)
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
        return _call(n, budget)
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
    args = ([program(target, budget)] if target is not None else []) + [program(a, budget) for a in n.args]
    if budget.tracked:
        return _priced_call(fn, args, budget)
    if fn == "_+_":
        x, y = args
        return lambda s: _add(budget, x(s), y(s))
    grows = GROWING.get(fn)
    if grows is not None:
        return lambda s: grows(budget, *[a(s) for a in args])
    if fn == "!_":
        (x,) = args
        return lambda s: _not(x(s))
    if fn == "-_":
        (x,) = args
        return lambda s: _neg(x(s))
    if fn in ("_==_", "_!=_"):
        x, y = args
        if fn == "_==_":
            return lambda s: equal(x(s), y(s))
        return lambda s: not equal(x(s), y(s))
    if fn in ("_<_", "_<=_", "_>_", "_>=_"):
        x, y = args
        test = {"_<_": lambda c: c < 0, "_<=_": lambda c: c <= 0, "_>_": lambda c: c > 0, "_>=_": lambda c: c >= 0}[fn]
        return lambda s: test(_compare(x(s), y(s)))
    if fn in ("_-_", "_*_", "_/_", "_%_"):
        x, y = args
        op = fn[1]
        return lambda s: _arith(op, x(s), y(s))
    if fn == "_[_]":
        x, y = args
        return lambda s: _index(x(s), y(s))
    if fn == "@in":
        x, y = args
        return lambda s: _in(x(s), y(s))
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
        impl = functools.partial(_add, budget)
    elif fn in GROWING:
        impl = functools.partial(GROWING[fn], budget)
    else:
        impl = OPERATORS.get(fn) or FUNCTIONS.get(fn)
    if impl is None:
        if fn in OVERLOADS:  # declared, not evaluated: judged when the call is reached
            return lambda s: _unsupported([a(s) for a in args], fn)
        return lambda s: _raise(Err(EvalError(f"no matching overload for '{fn}'")))
    run = impl
    pricer = runtime_cost.PRICES.get(fn)
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


def _not(v: Any) -> bool:
    if not isinstance(v, bool):
        raise EvalError("no such overload")
    return not v


def _neg(v: Any) -> Any:
    if isinstance(v, bool) or isinstance(v, UInt):
        raise EvalError("no such overload")
    if isinstance(v, int):
        return _int(-v)
    if isinstance(v, float):
        return -v
    raise EvalError("no such overload")


def _in(x: Any, c: Any) -> bool:
    if isinstance(c, dict):
        return _map_find(c, x) is not _MISSING
    if isinstance(c, (list, tuple)):
        return any(_equal_or(x, y, False) for y in c)
    raise EvalError("no such overload")


def _comprehension(n: Node, budget: Budget) -> Fn:
    init_n, cond_n, step_n, result_n = n.args
    rng = program(n.target, budget)  # type: ignore[arg-type]
    init, cond, step, result = (program(x, budget) for x in (init_n, cond_n, step_n, result_n))
    soft_step = _soft(step)
    v1, v2, accu = n.iter_var, n.iter_var2, n.accu_var
    is_bind = n.macro == "cel.bind"
    appends = n.macro in ("map", "filter", "transformList")  # the accumulator is only ever extended: in place
    inserts = n.macro in ("transformMap", "transformMapEntry")

    def run(s: Scope) -> Any:
        if is_bind:
            inner = dict(s)
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
        start = init(s)
        inner[accu] = AccuList() if appends else AccuMap() if inserts else start
        for i, key in enumerate(r):
            if not cond(inner):
                break
            if v2:
                inner[v1], inner[v2] = (i, key) if is_list else (key_value(key), r[key])
            else:
                inner[v1] = key if is_list else key_value(key)
            inner[accu] = soft_step(inner)
        out = result(inner)
        if type(out) is AccuList:
            return list(out)
        return dict(out) if type(out) is AccuMap else out

    return run
