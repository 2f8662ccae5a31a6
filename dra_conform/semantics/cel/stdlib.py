"""cel-go's standard library (common/stdlib/standard.go, the implementations of common/types and
interpreter/functions): the operators, size, the string tests, matches, the type conversions,
timestamps, durations and their accessors, with cel.CrossTypeNumericComparisons (on since 1.28).

Prices are interpreter/runtimecost.go's costCall; estimates checker/cost.go's (as bounds: estimates.py).
`&&`, `||`, `?:` and @not_strictly_false are declared here and evaluated by the interpreter itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from . import estimates, regex
from . import runtime_cost as rc
from .decls import Function, Library, Overload, member, overload
from .runtime_cost import Budget, size, string_cost
from .types import (
    BOOL,
    BYTES,
    DOUBLE,
    DURATION,
    DYN,
    INT,
    STRING,
    TIMESTAMP,
    UINT,
    A,
    K,
    T,
    V,
    list_of,
    map_of,
    type_of,
)
from .values import numbers, timeval
from .values.core import EvalError, MutableList, TypeValue, UInt, Unsupported, expect, need, type_name
from .values.netlib import CIDR, IP
from .values.operations import (
    arith,
    checked_int,
    checked_uint,
    compare,
    contained,
    equal,
    equal_or,
    index,
    logical_not,
    negate,
)
from .values.timeval import Duration, Timestamp

_NUM = (("int", INT), ("uint", UINT), ("double", DOUBLE))
_ORD = _NUM + (("string", STRING), ("bytes", BYTES), ("bool", BOOL), ("timestamp", TIMESTAMP), ("duration", DURATION))


# --- operators ------------------------------------------------------------------------------------


def add(budget: Budget, a: Any, b: Any) -> Any:
    """`_+_`, the one way to grow a list at a price of one unit: charged to the memory bound first.
    A comprehension's accumulator (a MutableList) is extended in place."""
    if type(a) is MutableList and isinstance(b, (list, tuple)):
        budget.allocate(len(b))
        a.extend(b)
        return a
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        budget.allocate(len(a) + len(b))
    elif isinstance(a, str) and isinstance(b, str):
        budget.allocate((len(a) + len(b)) >> 3)
    return arith("+", a, b)


def _sum_sizes(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    return (a[0] + b[0], a[1] + b[1])


def _add_price(args: list[Any]) -> int:
    if isinstance(args[0], (str, bytes)) and isinstance(args[1], (str, bytes)):
        return math.ceil((size(args[0]) + size(args[1])) * rc.STRING_FACTOR)
    return 1


def _compare_price(args: list[Any]) -> int:
    if isinstance(args[0], (str, bytes)) and isinstance(args[1], (str, bytes)):
        return rc.smaller_string(args)
    return 1


def _comparison(op: str, name: str, test: Callable[[int], bool]) -> Function:
    overloads = [overload(f"{name}_{n}", (t, t), BOOL) for n, t in _ORD]
    overloads += [  # cel.CrossTypeNumericComparisons(true), enabled since 1.28
        overload(f"{name}_{n1}_{n2}", (t1, t2), BOOL) for n1, t1 in _NUM for n2, t2 in _NUM if n1 != n2
    ]
    return Function(
        op,
        tuple(overloads),
        impl=lambda x, y: test(compare(x, y)),
        price=_compare_price,
        estimate=estimates.smaller,
    )


def _arithmetic(op: str, name: str, extra: tuple[tuple[str, tuple[T, ...], T], ...] = ()) -> Function:
    symbol = op[1]
    overloads = [overload(f"{name}_{n}", (t, t), t) for n, t in _NUM]
    overloads += [overload(oid, params, result) for oid, params, result in extra]
    return Function(op, tuple(overloads), impl=lambda x, y: arith(symbol, x, y))


_OPERATORS = (
    Function("!_", (overload("logical_not", (BOOL,), BOOL),), impl=logical_not),
    Function("-_", (overload("negate_int64", (INT,), INT), overload("negate_double", (DOUBLE,), DOUBLE)), impl=negate),
    Function("_&&_", (overload("logical_and", (BOOL, BOOL), BOOL),)),
    Function("_||_", (overload("logical_or", (BOOL, BOOL), BOOL),)),
    Function("_?_:_", (overload("conditional", (BOOL, A, A), A),)),
    Function("@not_strictly_false", (overload("not_strictly_false", (BOOL,), BOOL),)),
    Function(
        "_==_", (overload("equals", (A, A), BOOL),), impl=equal, price=rc.smaller_string, estimate=estimates.equality
    ),
    Function(
        "_!=_",
        (overload("not_equals", (A, A), BOOL),),
        impl=lambda x, y: not equal_or(x, y, False),  # evalNe: Equal(...) != True, an error is not equal
        price=rc.smaller_string,
        estimate=estimates.equality,
    ),
    _comparison("_<_", "less", lambda c: c < 0),
    _comparison("_<=_", "less_equals", lambda c: c <= 0),
    _comparison("_>_", "greater", lambda c: c > 0),
    _comparison("_>=_", "greater_equals", lambda c: c >= 0),
    Function(
        "_+_",
        tuple(overload(f"add_{n}", (t, t), t) for n, t in _NUM + (("string", STRING), ("bytes", BYTES)))
        + (
            overload("add_list", (list_of(A), list_of(A)), list_of(A)),
            overload("add_timestamp_duration", (TIMESTAMP, DURATION), TIMESTAMP),
            overload("add_duration_timestamp", (DURATION, TIMESTAMP), TIMESTAMP),
            overload("add_duration_duration", (DURATION, DURATION), DURATION),
        ),
        impl=add,
        grows=True,
        price=_add_price,
        estimate=estimates.sized,
        result_size=lambda est, n: _sum_sizes(est.size(n.args[0]), est.size(n.args[1])) if len(n.args) == 2 else None,
    ),
    _arithmetic(
        "_-_",
        "subtract",
        (
            ("subtract_timestamp_timestamp", (TIMESTAMP, TIMESTAMP), DURATION),
            ("subtract_timestamp_duration", (TIMESTAMP, DURATION), TIMESTAMP),
            ("subtract_duration_duration", (DURATION, DURATION), DURATION),
        ),
    ),
    _arithmetic("_*_", "multiply"),
    _arithmetic("_/_", "divide"),
    Function(
        "_%_",
        (overload("modulo_int64", (INT, INT), INT), overload("modulo_uint64", (UINT, UINT), UINT)),
        impl=lambda x, y: arith("%", x, y),
    ),
    Function(
        "_[_]",
        (overload("index_list", (list_of(A), INT), A), overload("index_map", (map_of(K, V), K), V)),
        impl=index,
    ),
    Function(
        "@in",
        (overload("in_list", (A, list_of(A)), BOOL), overload("in_map", (K, map_of(K, V)), BOOL)),
        impl=contained,
        price=lambda a: size(a[1]) if isinstance(a[1], (list, tuple)) else 1,
        estimate=estimates.product,
    ),
)


# --- functions ------------------------------------------------------------------------------------


def _size(v: Any) -> int:
    if isinstance(v, (str, bytes, list, tuple, dict)):
        return len(v)
    raise EvalError("no such overload")


def regex_call(fn: Callable[..., Any], *args: Any, prefix: str = "") -> Any:
    """A regex function of the RE2 engine; Go's compile error as cel-go's (or the library's) runtime error."""
    try:
        return fn(*args)
    except regex.RegexError as e:
        raise EvalError(f"{prefix}{e}") from None
    except regex.Unavailable as e:
        raise Unsupported(str(e)) from None


def _matches(s: Any, p: Any) -> bool:
    need(isinstance(s, str) and isinstance(p, str))
    return regex_call(regex.matches, s, p)  # cel-go's types.WrapErr(err): Go's text alone


_SIZE_OF = (("string", STRING), ("bytes", BYTES), ("list", list_of(A)), ("map", map_of(K, V)))

_FUNCTIONS = (
    Function(
        "size",
        tuple(make(f"size_{n}", (t,), INT) for make in (overload, member) for n, t in _SIZE_OF),
        impl=_size,
    ),
    Function(
        "contains",
        (member("contains_string", (STRING, STRING), BOOL),),
        impl=lambda s, x: expect(str, x) in expect(str, s),
        price=lambda a: string_cost(a[0]) * string_cost(a[1]),
        estimate=estimates.sized,
    ),
    Function(
        "startsWith",
        (member("startsWith_string", (STRING, STRING), BOOL),),
        impl=lambda s, x: expect(str, s).startswith(expect(str, x)),
        price=rc.first_string,
        estimate=estimates.sized,
    ),
    Function(
        "endsWith",
        (member("endsWith_string", (STRING, STRING), BOOL),),
        impl=lambda s, x: expect(str, s).endswith(expect(str, x)),
        price=rc.first_string,
        estimate=estimates.sized,
    ),
    Function(
        "matches",
        (overload("matches", (STRING, STRING), BOOL), member("matches_string", (STRING, STRING), BOOL)),
        impl=_matches,
        price=rc.regex,
        estimate=estimates.regex,
    ),
)


# --- type conversions -----------------------------------------------------------------------------


def _to_int(v: Any) -> int:
    if isinstance(v, bool):
        raise EvalError("no such overload")
    if isinstance(v, int):
        return checked_int(int(v))
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


def _to_uint(v: Any) -> UInt:
    if isinstance(v, bool):
        raise EvalError("no such overload")
    if isinstance(v, float):
        if math.isnan(v) or not 0 <= v < 1.8446744073709552e19:
            raise EvalError("unsigned integer overflow")
        return UInt(int(v))
    if isinstance(v, int):
        return checked_uint(int(v))
    if isinstance(v, str):
        n = numbers.parse_uint(v)
        if n is None:
            raise EvalError("type conversion error from 'string' to 'uint'")
        return UInt(n)
    raise EvalError("no such overload")


def _to_double(v: Any) -> float:
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


def to_string(v: Any) -> str:
    """string(v), each value's ConvertToType(StringType): the standard types', and an IP's or a CIDR's
    canonical form (netlib's str(); the IP and CIDR libraries declare their overloads of string)."""
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
    if isinstance(v, (IP, CIDR)):
        return str(v)
    if isinstance(v, bytes):
        try:
            return v.decode("utf-8")
        except UnicodeDecodeError:
            raise EvalError("invalid UTF-8 in bytes, cannot convert to string") from None
    raise Unsupported(f"string() of {type_name(v)} is not evaluated")


def _to_bytes(v: Any) -> bytes:
    if isinstance(v, bytes):
        return v
    need(isinstance(v, str))
    return v.encode("utf-8")


def _to_bool(v: Any) -> bool:
    if isinstance(v, bool):
        return v
    if isinstance(v, str):
        if v in ("1", "t", "T", "true", "TRUE", "True"):
            return True
        if v in ("0", "f", "F", "false", "FALSE", "False"):
            return False
        raise EvalError("type conversion error from 'string' to 'bool'")
    raise EvalError("no such overload")


def _conversions(suffix: str, sources: tuple[T, ...], result: T) -> tuple[Overload, ...]:
    return tuple(overload(f"{src}_to_{suffix}", (src,), result) for src in sources)


# int(), uint() and double() cost one unit whatever the string (checker/cost.go sizes only string <-> bytes)
_CONVERSIONS = (
    Function("int", _conversions("int64", (INT, UINT, DOUBLE, STRING, TIMESTAMP), INT), impl=_to_int),
    Function("uint", _conversions("uint64", (INT, UINT, DOUBLE, STRING), UINT), impl=_to_uint),
    Function("double", _conversions("double", (INT, UINT, DOUBLE, STRING), DOUBLE), impl=_to_double),
    Function(
        "string",
        _conversions("string", (INT, UINT, DOUBLE, STRING, BYTES, BOOL, TIMESTAMP, DURATION), STRING),
        impl=to_string,
        price=lambda a: string_cost(a[0]) if isinstance(a[0], bytes) else 1,
        estimate=estimates.sized,
    ),
    Function(
        "bytes",
        (overload("string_to_bytes", (STRING,), BYTES), overload("bytes_to_bytes", (BYTES,), BYTES)),
        impl=_to_bytes,
        price=lambda a: string_cost(a[0]) if isinstance(a[0], str) else 1,
        estimate=estimates.sized,
    ),
    Function(
        "bool",
        (overload("bool_to_bool", (BOOL,), BOOL), overload("string_to_bool", (STRING,), BOOL)),
        impl=_to_bool,
    ),
    Function(
        "dyn",
        (overload("to_dyn", (A,), DYN),),
        impl=lambda v: v,
        # cel-go's maybeUnwrapDynCall copies its argument's sizes
        result_size=lambda est, n: est.size(n.args[0]) if len(n.args) == 1 and n.target is None else None,
    ),
    Function("type", (overload("type", (A,), type_of(A)),), impl=lambda v: TypeValue(type_name(v))),
)


# --- timestamps and durations ---------------------------------------------------------------------


def to_duration(v: Any) -> Duration:
    if isinstance(v, Duration):
        return v
    need(isinstance(v, str))
    d = timeval.parse_duration(v)
    if d is None:
        raise EvalError("type conversion error from 'string' to 'google.protobuf.Duration'")
    return d


def to_timestamp(v: Any) -> Timestamp:
    try:
        if isinstance(v, Timestamp):
            return v
        if isinstance(v, int) and not isinstance(v, bool):
            return Timestamp(v * timeval.NANOS)
        need(isinstance(v, str))
        t = timeval.parse_timestamp(v)
    except timeval.TimeError as e:
        raise EvalError(str(e)) from None
    if t is None:
        raise EvalError("type conversion error from 'string' to 'google.protobuf.Timestamp'")
    return t


# common/stdlib/standard.go's timestampGet*: t.Year(), t.Month()-1, t.Day(), t.Day()-1, t.Weekday(), ...
_TIMESTAMP_PARTS: dict[str, Callable[[timeval.Civil, int], int]] = {
    "getFullYear": lambda c, n: c.year,
    "getMonth": lambda c, n: c.month - 1,
    "getDate": lambda c, n: c.day,
    "getDayOfMonth": lambda c, n: c.day - 1,
    "getDayOfWeek": lambda c, n: c.weekday,
    "getDayOfYear": lambda c, n: c.yday - 1,
    "getHours": lambda c, n: c.hour,
    "getMinutes": lambda c, n: c.minute,
    "getSeconds": lambda c, n: c.second,
    "getMilliseconds": lambda c, n: n // 1_000_000,
}
_DURATION_PARTS = {"getHours": 3600 * timeval.NANOS, "getMinutes": 60 * timeval.NANOS, "getSeconds": timeval.NANOS}
_DURATION_PARTS["getMilliseconds"] = 1_000_000


def _time_part(name: str) -> Callable[..., int]:
    def get(v: Any, *tz: Any) -> int:
        if isinstance(v, Duration) and not tz and name in _DURATION_PARTS:
            unit = _DURATION_PARTS[name]
            q = abs(v.ns) // unit  # Go truncates toward zero
            return q if v.ns >= 0 else -q
        need(isinstance(v, Timestamp))
        try:
            zone = timeval.zone(expect(str, tz[0])) if tz else timeval.UTC
        except timeval.TimeError as e:
            raise EvalError(str(e)) from None
        return _TIMESTAMP_PARTS[name](v.civil(zone), v.ns % timeval.NANOS)

    return get


def _accessor(name: str) -> Function:
    overloads = [
        member(f"timestamp_to_{name}", (TIMESTAMP,), INT),
        member(f"timestamp_to_{name}_with_tz", (TIMESTAMP, STRING), INT),
    ]
    if name in _DURATION_PARTS:
        overloads.append(member(f"duration_to_{name}", (DURATION,), INT))
    return Function(name, tuple(overloads), impl=_time_part(name))


_TIME = (
    Function(
        "duration",
        (overload("string_to_duration", (STRING,), DURATION), overload("duration_to_duration", (DURATION,), DURATION)),
        impl=to_duration,
    ),
    Function(
        "timestamp",
        (
            overload("string_to_timestamp", (STRING,), TIMESTAMP),
            overload("int64_to_timestamp", (INT,), TIMESTAMP),
            overload("timestamp_to_timestamp", (TIMESTAMP,), TIMESTAMP),
        ),
        impl=to_timestamp,
    ),
    *(_accessor(name) for name in _TIMESTAMP_PARTS),
)

LIBRARY = Library(
    "cel-go standard library",
    _OPERATORS + _FUNCTIONS + _CONVERSIONS + _TIME,
    types={
        "bool": BOOL,
        "int": INT,
        "uint": UINT,
        "double": DOUBLE,
        "string": STRING,
        "bytes": BYTES,
        "null_type": T("null_type"),
        "list": list_of(DYN),
        "map": map_of(DYN, DYN),
        "type": type_of(DYN),
        "google.protobuf.Timestamp": TIMESTAMP,
        "google.protobuf.Duration": DURATION,
    },
)
