"""CEL's numbers as cel-go has them: int/uint/double compared across kinds (common/types/compare.go),
strings read by Go's strconv (ParseInt, ParseUint, ParseFloat: ASCII only, Go's underscore rules) and
doubles written by Go's `%g` (string(1e6) is "1e+06").

Python differs from Go in each: `int()` and `float()` accept Unicode digits and `1_000`, a comparison
of an int with a float is exact (cel-go converts the int to a double first), and repr() is not `%g`.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal

from .core import UInt

INT_MIN, INT_MAX, UINT_MAX = -(2**63), 2**63 - 1, 2**64 - 1
_TWO_63 = 9.223372036854775808e18  # float64(math.MaxInt64) and float64(math.MinInt64) negated
_TWO_64 = 1.8446744073709551616e19  # float64(math.MaxUint64)


def compare(a: int | float, b: int | float) -> int:
    """-1, 0 or 1 as cel-go's Compare between two numbers (NaN excluded by the caller)."""
    if isinstance(a, float):
        if isinstance(b, float):
            return (a > b) - (a < b)
        return _cmp_double_uint(a, b) if isinstance(b, UInt) else _cmp_double_int(a, b)
    if isinstance(b, float):
        return -(_cmp_double_uint(b, a) if isinstance(a, UInt) else _cmp_double_int(b, a))
    return (a > b) - (a < b)  # int/uint: exact in both (compareIntUint orders a negative int first)


def _cmp_double_int(d: float, i: int) -> int:
    if d < -_TWO_63:
        return -1
    if d > _TWO_63:
        return 1
    f = float(i)  # Double(i): rounded to the nearest double, as Go converts
    return (d > f) - (d < f)


def _cmp_double_uint(d: float, u: int) -> int:
    if d < 0:
        return -1
    if d > _TWO_64:
        return 1
    f = float(u)
    return (d > f) - (d < f)


def equal(a: int | float, b: int | float) -> bool:
    """cel-go's Equal between two numbers: NaN equals nothing, otherwise compare() == 0."""
    if isinstance(a, float) and math.isnan(a) or isinstance(b, float) and math.isnan(b):
        return False
    return compare(a, b) == 0


_INT_SYNTAX = re.compile(r"[+-]?[0-9]+\Z")
_UINT_SYNTAX = re.compile(r"[0-9]+\Z")
# Go's float literal syntax as ParseFloat reads it (underscores are judged by _underscores_ok)
_FLOAT_SYNTAX = re.compile(
    r"[+-]?(?:"
    r"(?:[0-9_]+\.?[0-9_]*|\.[0-9_]+)(?:[eE][+-]?[0-9_]+)?"
    r"|0[xX](?:[0-9a-fA-F_]+\.?[0-9a-fA-F_]*|\.[0-9a-fA-F_]+)[pP][+-]?[0-9_]+"
    r")\Z"
)
_SPECIAL = {"inf": math.inf, "+inf": math.inf, "-inf": -math.inf, "infinity": math.inf}
_SPECIAL.update({"+infinity": math.inf, "-infinity": -math.inf, "nan": math.nan})


def parse_int(s: str) -> int | None:
    """strconv.ParseInt(s, 10, 64), None where it fails (syntax or range)."""
    digits = s.lstrip("+-").lstrip("0") or "0"
    if not _INT_SYNTAX.match(s) or len(digits) > 19:
        return None  # (19 digits at most: Python's int() refuses over 4300 of them)
    v = -int(digits) if s[0] == "-" else int(digits)
    return v if INT_MIN <= v <= INT_MAX else None


def parse_uint(s: str) -> int | None:
    """strconv.ParseUint(s, 10, 64): no sign at all, ASCII digits, below 2^64."""
    digits = s.lstrip("0") or "0"
    if not _UINT_SYNTAX.match(s) or len(digits) > 20:
        return None
    v = int(digits)
    return v if v <= UINT_MAX else None


def parse_float(s: str) -> float | None:
    """strconv.ParseFloat(s, 64), None where it fails: a syntax error, or out of range (ErrRange)."""
    special = _SPECIAL.get(s.lower())
    if special is not None:
        return special
    if not _FLOAT_SYNTAX.match(s):
        return None
    if "_" in s:
        if not _underscores_ok(s):
            return None
        s = s.replace("_", "")
    body = s.lstrip("+-")
    if body[:2] in ("0x", "0X"):
        try:
            v = float.fromhex(s)
        except OverflowError:
            return None
    else:
        v = float(s)
    return None if math.isinf(v) else v


def _underscores_ok(s: str) -> bool:
    """strconv's underscoreOK: an underscore only between digits, or after a base prefix."""
    if s[:1] in ("+", "-"):
        s = s[1:]
    saw, i, hexa = "^", 0, False
    if len(s) >= 2 and s[0] == "0" and s[1] in "bBoOxX":
        i, saw, hexa = 2, "0", s[1] in "xX"
    for ch in s[i:]:
        if "0" <= ch <= "9" or hexa and ch in "abcdefABCDEF":
            saw = "0"
        elif ch == "_":
            if saw != "0":
                return False
            saw = "_"
        elif saw == "_":
            return False
        else:
            saw = "!"
    return saw != "_"


def format_double(v: float) -> str:
    """fmt.Sprintf("%g", v): the shortest digits that read back as v, in %e form when the exponent is
    below -4 or at least 6 (strconv's 'g' with precision -1)."""
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "+Inf" if v > 0 else "-Inf"
    if v == 0:
        return "-0" if math.copysign(1, v) < 0 else "0"
    sign, digit_tuple, exponent = Decimal(repr(v)).as_tuple()
    digits = "".join(map(str, digit_tuple)).rstrip("0") or "0"
    exponent = int(exponent) + len(digit_tuple) - len(digits)
    dp = len(digits) + exponent  # the decimal point's place after the first digit's
    neg = "-" if sign else ""
    exp = dp - 1
    if exp < -4 or exp >= 6:
        mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
        return f"{neg}{mantissa}e{'-' if exp < 0 else '+'}{abs(exp):02d}"
    if dp <= 0:
        return f"{neg}0.{'0' * -dp}{digits}"
    if dp >= len(digits):
        return f"{neg}{digits}{'0' * (dp - len(digits))}"
    return f"{neg}{digits[:dp]}.{digits[dp:]}"
