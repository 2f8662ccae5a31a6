"""The strings extension's `format` as the apiserver runs it: base.go pins ext.StringsVersion(2), so
cel-go takes ext/formatting.go (the path of versions below 4), whose clauses print through
golang.org/x/text/message with the library's default locale, en_US.

What that means, and what the cel-spec conformance suite (written for version 4's formatting_v2.go)
does not expect: `%f` groups thousands (`1,234.500000`) and prints infinity as `∞`; `%e` prints
`2.718280 × 10⁰⁰` (CLDR's superscript exponent, narrow no-break spaces around the ×) and reads
its precision as a width (`%.3e` is Go's `%3e`: six fraction digits, padded to three runes); `%f`
and `%e` take doubles and the strings "NaN", "Infinity", "-Infinity" only; `%s` of a list or map
writes CEL literals (`["abc", 3.140000, timestamp("...")]`, `{"a":1, 2:b"x"}`, keys sorted as text).
Tested against cel-go's own table for this path, ext/formatting_test.go (TestStringFormat).

Values are dra-conform's interp values; the caller passes how to name their types and how to convert
one to a string (cel-go's ConvertToType(StringType)), so this module depends on no evaluator.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..values.netlib import go_quote
from ..values.operations import key_value

_DOUBLE = "double"
_TIMESTAMP, _DURATION = "google.protobuf.Timestamp", "google.protobuf.Duration"
_SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_TIMES_TEN = "\u202f×\u202f10"  # CLDR en: the superscripting exponent symbol, then the digits 1 0
_SPECIAL_FLOATS = {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}
# Every string a format may build is charged to the caller's memory bound first (one unit per character).
Allocate = Callable[[int], None]


class FormatError(Exception):
    """A format failure with cel-go's text (the evaluation error of the call)."""


class NotReproduced(Exception):
    """A clause whose output dra-conform does not reproduce (the evaluation is not judged)."""


# x/text/message reads a precision or width like Go's fmt: past 10,000,009 (its parsenum's overflow) the
# verb is lost and the output is "%!(NOVERB)%!(EXTRA ...)", which dra-conform does not write out.
_X_TEXT_NUM_LIMIT = 10_000_009


def _clause_error(kind: str, type_name: str) -> FormatError:
    return FormatError(f"{_CLAUSE_ERRORS[kind]}, was given {type_name}")


_CLAUSE_ERRORS = {
    "b": "only integers and bools can be formatted as binary",
    "d": "decimal clause can only be used on integers",
    "f": "fixed-point clause can only be used on doubles",
    "x": "only integers, byte buffers, and strings can be formatted as hex",
    "o": "octal clause can only be used on integers",
    "e": "scientific clause can only be used on doubles",
    "s": "string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, "
    "and timestamps",
}


class _Formatter:
    """One format call: the clauses of formatting.go's stringFormatter over interp values."""

    def __init__(self, describe: Callable[[Any], str], to_string: Callable[[Any], str], allocate: Allocate) -> None:
        self.describe = describe
        self.to_string = to_string
        self.allocate = allocate

    # %s and the CEL literals of lists and maps (FormatString, formatList, formatMap, quoteForCEL)
    def string(self, v: Any) -> str:
        kind = self.describe(v)
        if kind == "list":
            return self.list(v)
        if kind == "map":
            return self.map(v)
        if kind == "null_type":
            return "null"
        if kind in ("int", "uint", _DOUBLE, "bool", "string", _TIMESTAMP, "bytes", _DURATION, "type"):
            return self.to_string(v)
        raise _clause_error("s", kind)

    def literal(self, v: Any) -> str:
        """An element of a list or map as clauseForType formats it, quoted by quoteForCEL."""
        kind = self.describe(v)
        if kind in ("int", "uint"):
            return str(int(v))
        if kind in ("string", "bytes", "bool", "null_type", "type"):
            text = self.string(v)
            return go_quote(text) if kind == "string" else "b" + go_quote(text) if kind == "bytes" else text
        if kind in (_TIMESTAMP, _DURATION):
            return ("timestamp(" if kind == _TIMESTAMP else "duration(") + go_quote(self.to_string(v)) + ")"
        if kind == "list":
            return self.list(v)
        if kind == "map":
            return self.map(v)
        if kind == _DOUBLE:
            text = _go_fixed(v, 6)
            return go_quote(text) if math.isinf(v) or math.isnan(v) else text
        raise FormatError(f"no formatting function for {kind}")

    def list(self, items: Any) -> str:
        self.allocate(len(items))
        return "[" + ", ".join(self.literal(x) for x in items) + "]"

    def map(self, m: Any) -> str:
        self.allocate(len(m))
        pairs = []
        for stored, value in m.items():
            key = key_value(stored)
            kind = self.describe(key)
            if kind not in ("string", "bool", "int", "uint"):
                raise FormatError(f"no formatting function for map key of type {kind}")
            pairs.append((self.literal(key), self.literal(value)))
        pairs.sort(key=lambda p: p[0])  # Go's string order: by UTF-8 bytes, the order of code points
        return "{" + ", ".join(f"{k}:{v}" for k, v in pairs) + "}"

    def decimal(self, v: Any) -> str:
        kind = self.describe(v)
        if kind not in ("int", "uint"):
            raise _clause_error("d", kind)
        return str(int(v))

    def _double(self, clause: str, v: Any) -> float:
        kind = self.describe(v)
        if kind == "string" and v in _SPECIAL_FLOATS:
            return _SPECIAL_FLOATS[v]
        if kind != _DOUBLE:
            raise _clause_error(clause, kind)
        return float(v)

    def fixed(self, precision: int, v: Any) -> str:
        x = self._double("f", v)
        _within_x_text(precision)
        self.allocate(precision)
        return _en_fixed(x, precision)

    def scientific(self, width: int, v: Any) -> str:
        x = self._double("e", v)
        _within_x_text(width)
        self.allocate(width)
        return _en_scientific(x).rjust(width)

    def binary(self, v: Any) -> str:
        kind = self.describe(v)
        if kind == "bool":
            return "1" if v else "0"
        if kind not in ("int", "uint"):
            raise _clause_error("b", kind)
        return format(int(v), "b")

    def hex(self, v: Any, upper: bool) -> str:
        kind = self.describe(v)
        if kind in ("string", "bytes"):
            text = (v.encode("utf-8", "surrogatepass") if kind == "string" else v).hex()
        elif kind in ("int", "uint"):
            text = format(int(v), "x")
        else:
            raise _clause_error("x", kind)
        return text.upper() if upper else text

    def octal(self, v: Any) -> str:
        kind = self.describe(v)
        if kind not in ("int", "uint"):
            raise _clause_error("o", kind)
        return format(int(v), "o")


def _within_x_text(n: int) -> None:
    if n > _X_TEXT_NUM_LIMIT:
        raise NotReproduced(
            f"not evaluated: a format precision of {n} is past what x/text/message reads (10,000,009); "
            "its '%!(NOVERB)' output is not reproduced"
        )


def _go_fixed(x: float, precision: int) -> str:
    """Go's fmt %.Nf (no locale): what formatList and formatMap use for a double."""
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "+Inf" if x > 0 else "-Inf"
    return f"{x:.{precision}f}"


def _en_fixed(x: float, precision: int) -> str:
    """x/text/message's %.Nf in en_US: strconv's correctly rounded digits, grouped by thousands; the
    sign only for a value below zero (negative zero prints as zero), infinity as ∞."""
    if math.isnan(x):
        return "NaN"
    sign = "-" if x < 0 else ""
    if math.isinf(x):
        return sign + "∞"
    return sign + f"{abs(x):,.{precision}f}"


def _en_scientific(x: float) -> str:
    """x/text/message's %e in en_US (precision 6): one integer digit, six fraction digits, then
    CLDR's superscripted power of ten with at least two exponent digits."""
    if math.isnan(x):
        return "NaN"
    sign = "-" if x < 0 else ""
    if math.isinf(x):
        return sign + "∞"
    mantissa, exponent = f"{abs(x):.6e}".split("e")
    power = int(exponent)
    digits = "".join(_SUPERSCRIPT[int(d)] for d in str(abs(power)).rjust(2, "0"))
    return sign + mantissa + _TIMES_TEN + ("⁻" if power < 0 else "") + digits


def _precision(template: str, i: int) -> tuple[int, int | None]:
    """parsePrecision at template[i:]: (the index after it, the precision or None)."""
    if template[i] != ".":
        return i, None
    j = i + 1
    while True:
        if j >= len(template):
            raise FormatError(
                "could not parse formatting clause: error while parsing precision: "
                "could not find end of precision specifier"
            )
        if not ("0" <= template[j] <= "9"):
            break
        j += 1
    digits = template[i + 1 : j]
    if not digits or len(digits) > 18:  # strconv.Atoi: empty, or past int64 (cel-go has no bound below 5)
        why = "invalid syntax" if not digits else "value out of range"
        raise FormatError(
            "could not parse formatting clause: error while parsing precision: error while converting precision "
            f'to integer: strconv.Atoi: parsing "{digits}": {why}'
        )
    return j, int(digits)


def _clause_letter(template: str, i: int) -> str:
    """The clause at template[i]: Go reads one byte, so a multi-byte character shows as its first byte."""
    ch = template[i]
    return ch if ord(ch) < 0x80 else chr(ch.encode("utf-8", "surrogatepass")[0])


def format_string(
    template: str,
    args: list[Any],
    describe: Callable[[Any], str],
    to_string: Callable[[Any], str],
    allocate: Allocate,
) -> str:
    """cel-go's parseFormatString with the runtime formatter: the formatted string, or FormatError."""
    fmt = _Formatter(describe, to_string, allocate)
    out: list[str] = []
    i = arg_index = 0
    n = len(template)
    allocate(n)
    while i < n:
        ch = template[i]
        if ch != "%":
            out.append(ch)
            i += 1
            continue
        if i + 1 < n and template[i + 1] == "%":
            out.append("%")
            i += 2
            continue
        if arg_index >= len(args):
            raise FormatError(f"index {arg_index} out of range")
        if i + 1 >= n:
            raise FormatError("unexpected end of string")
        value = args[arg_index]
        j, precision = _precision(template, i + 1)
        clause = _clause_letter(template, j)
        try:
            if clause == "s":
                text = fmt.string(value)
            elif clause == "d":
                text = fmt.decimal(value)
            elif clause == "f":
                text = fmt.fixed(6 if precision is None else precision, value)
            elif clause == "e":
                text = fmt.scientific(6 if precision is None else precision, value)
            elif clause == "b":
                text = fmt.binary(value)
            elif clause in ("x", "X"):
                text = fmt.hex(value, clause == "X")
            elif clause == "o":
                text = fmt.octal(value)
            else:
                raise FormatError(f'could not parse formatting clause: unrecognized formatting clause "{clause}"')
        except FormatError as e:
            if str(e).startswith("could not parse"):
                raise
            raise FormatError(f"error during formatting: {e}") from None
        out.append(text)
        i = j + 1
        arg_index += 1
    return "".join(out)


# --- the compile-time check (stringFormatValidator) --------------------------------------------------

# the kinds each clause accepts statically (stringFormatChecker.verifyTypeOneOf; dyn passes every one)
_STATIC_KINDS = {
    "d": ("int", "uint"),
    "f": (_DOUBLE, "string"),
    "e": (_DOUBLE, "string"),
    "b": ("int", "uint", "bool"),
    "x": ("int", "uint", "string", "bytes"),
    "X": ("int", "uint", "string", "bytes"),
    "o": ("int", "uint"),
    "s": ("list", "map", "int", "uint", _DOUBLE, "bool", "string", _TIMESTAMP, "bytes", _DURATION, "type", "null_type"),
}


@dataclass(frozen=True, slots=True)
class StaticArg:
    """An argument of a checked format call: its static type as cel-go's TypeName gives it ("dyn" passes
    every clause), where it is, and, for a list or map literal, its elements (keys and values)."""

    kind: str
    pos: int
    inner: tuple[StaticArg, ...] = ()


def check_literal(template: str, args: list[StaticArg]) -> tuple[str, int | None] | None:
    """cel-go's stringFormatValidator for a literal template and a list literal of arguments: the first
    problem as (message, the position of the argument it is at, or None for the call), else None."""
    n = len(template)
    i = arg_index = 0
    while i < n:
        if template[i] != "%":
            i += 1
            continue
        if i + 1 < n and template[i + 1] == "%":
            i += 2
            continue
        if i + 1 >= n:
            return "unexpected end of string", None
        if arg_index >= len(args):
            return f"index {arg_index} out of range", None
        try:
            j, _ = _precision(template, i + 1)
        except FormatError as e:
            return str(e), None
        clause = _clause_letter(template, j)
        if clause not in _STATIC_KINDS:
            return f'could not parse formatting clause: unrecognized formatting clause "{clause}"', None
        bad = _static_bad(clause, args[arg_index])
        if bad is not None:
            return f"error during formatting: {_CLAUSE_ERRORS[clause.lower()]}, was given {bad.kind}", bad.pos
        i = j + 1
        arg_index += 1
    if len(args) > arg_index:
        return f"too many arguments supplied to string.format (expected {arg_index}, got {len(args)})", None
    return None


def _static_bad(clause: str, arg: StaticArg) -> StaticArg | None:
    """The argument (or, for %s, the element of a literal inside it) whose static type fails the clause."""
    if arg.kind != "dyn" and arg.kind not in _STATIC_KINDS[clause]:
        return arg
    if clause == "s":
        for element in arg.inner:
            bad = _static_bad("s", element)
            if bad is not None:
                return bad
    return None


__all__ = ["FormatError", "NotReproduced", "StaticArg", "format_string", "check_literal"]
