"""What every CEL value shares (cel-go common/types: err.go, types.go, optional.go): the runtime errors,
a value's type name, type values, optional values, and the checks a function makes of its arguments.

A value is a plain Python value where one fits (bool, int, UInt, float, str, bytes, list, dict, None)
and an instance of a class that names its CEL type in `CEL_TYPE` otherwise (Timestamp, Quantity, IP, ...).
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


class UInt(int):
    """A CEL uint value (Python int subclass so arithmetic stays cheap)."""

    __slots__ = ()


class EvalError(Exception):
    """A CEL runtime error (the device does not match; the text is kept for the report)."""


class Unsupported(Exception):
    """dra-conform cannot evaluate this construct; the outcome is 'not checked'."""


class Err:
    """An error held as a value (comprehension accumulators, the operands `&&`/`||` absorb)."""

    __slots__ = ("error",)

    def __init__(self, error: Exception) -> None:
        self.error = error


class TypeValue:
    """A value of type `type` (`type(1)`, `int`, `net.IP`): equal when the names are."""

    CEL_TYPE = "type"
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TypeValue) and other.name == self.name

    def __hash__(self) -> int:
        return hash(("type", self.name))


class Optional:
    """An optional_type value: `value` is the value held, or NO_VALUE for optional.none()."""

    CEL_TYPE = "optional_type"
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def has_value(self) -> bool:
        return self.value is not NO_VALUE


NO_VALUE = object()
NONE = Optional(NO_VALUE)


class MutableList(list):  # type: ignore[type-arg]
    """The accumulator of a map/filter macro (cel-go's mutable list): `accu + [x]` appends in place, so a
    map over n elements is linear; the comprehension hands out a plain copy at its end."""

    __slots__ = ()


class MutableMap(dict):  # type: ignore[type-arg]
    """The accumulator of transformMap/transformMapEntry (cel-go's mutable map): cel.@mapInsert inserts in
    place, so a transform over n entries is linear; the comprehension hands out a plain copy at its end."""

    __slots__ = ()


_BUILTIN_NAMES: dict[type, str] = {
    bool: "bool",
    UInt: "uint",
    int: "int",
    float: "double",
    str: "string",
    bytes: "bytes",
    list: "list",
    tuple: "list",
    dict: "map",
}


def type_name(v: Any) -> str:
    """The CEL type of a value, as cel-go's Type().TypeName() names it."""
    if v is None:
        return "null_type"
    kind = type(v)
    name = _BUILTIN_NAMES.get(kind) or getattr(kind, "CEL_TYPE", None)
    if name is not None:
        return name
    for base, base_name in _BUILTIN_NAMES.items():  # a subclass: an accumulator, the attribute maps
        if isinstance(v, base):
            return base_name
    return kind.__name__


def need(cond: bool) -> None:
    """cel-go's "no such overload" unless `cond`: arguments no overload takes (only an unchecked expression
    passes them, or a dyn value of another type)."""
    if not cond:
        raise EvalError("no such overload")


def expect(kind: type[T], v: Any) -> T:
    """v itself when it is a `kind`, else cel-go's "no such overload" (a typed need, usable in an expression)."""
    if not isinstance(v, kind):
        raise EvalError("no such overload")
    return v


def as_list(v: Any) -> list[Any]:
    need(isinstance(v, (list, tuple)))
    return list(v)


def is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def is_int(v: Any) -> bool:
    """A CEL int (Python's bool is an int, CEL's is not): what an int parameter takes at run time."""
    return isinstance(v, int) and not isinstance(v, (bool, UInt))


def show(v: Any) -> str:
    """A value in an error text (`no such key: true`)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def succeeds(fn: Any, *args: Any) -> bool:
    """Whether fn(*args) evaluates without a CEL error (isQuantity, isSemver)."""
    try:
        fn(*args)
        return True
    except EvalError:
        return False
