"""CEL numbers as cel-go has them (dra_conform.semantics.cel.values.numbers).

Sources: cel-go common/types/compare.go, int.go, uint.go, double.go (Compare, Equal, ConvertToType),
overflow.go (doubleToInt64Checked), string.go (ConvertToType: strconv.ParseInt(s, 10, 64),
ParseUint, ParseFloat); Go's strconv/atof_test.go (atoftests: the underscore and hex cases below keep
their inputs) and fmt's %g.
"""

from __future__ import annotations

import math
import struct

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dra_conform.semantics.cel import Device, compile, evaluate
from dra_conform.semantics.cel.values.core import UInt
from dra_conform.semantics.cel.values.numbers import compare, format_double, parse_float, parse_int, parse_uint


def run(expression: str):
    result = compile(expression)
    assert result.problem is None, result.problem
    assert result.can_evaluate, result.not_checked  # (dyn() leaves the cost estimate open: a note, not here)
    return evaluate(result, Device("", {}, {}))


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        # the case: Double(9223372036854775807) is 2^63, equal to the right side
        ("dyn(9223372036854775807) < 9223372036854775808.0", False),
        ("dyn(9223372036854775807) == 9223372036854775808.0", True),
        ("dyn(9223372036854775807) >= 9223372036854775808.0", True),
        ("dyn(-9223372036854775808) == -9223372036854775808.0", True),
        ("dyn(-9223372036854775808) > -9223372036854777856.0", True),  # the next double below -2^63
        ("dyn(9007199254740993) == 9007199254740992.0", True),  # 2^53+1 rounds to 2^53
        ("dyn(18446744073709551615u) == 18446744073709551616.0", True),
        ("dyn(18446744073709551615u) < 18446744073709555712.0", True),  # above 2^64: compareDoubleUint's first branch
        ("dyn(0u) > -0.5", True),
        ("dyn(9223372036854775808u) > 9223372036854775807", True),  # compareIntUint: u > MaxInt64
        ("dyn(-1) < 0u", True),
        ("dyn(1) == 1u && dyn(1u) == 1.0 && dyn(1.0) == 1", True),
        ("dyn(2.5) > 2 && dyn(2.5) < 3u", True),
    ],
)
def test_heterogeneous_numbers_compare_as_cel_go(expression, value):
    assert run(expression).matched is value


def test_nan_cannot_be_ordered_and_equals_nothing():
    out = run("dyn(1) < double('NaN')")
    assert (out.matched, out.error) == (False, "NaN values cannot be ordered")
    assert run("double('NaN') != double('NaN') && !(dyn(1) == double('NaN'))").matched is True


def _go_compare_int_double(i: int, d: float) -> int:
    """compareIntDouble written out from compare.go, as the oracle for the property test."""
    if d < float(-(2**63)):
        return 1
    if d > float(2**63 - 1):
        return -1
    fi = float(i)
    return -1 if fi < d else 1 if fi > d else 0


_INTS = st.integers(-(2**63), 2**63 - 1)
_DOUBLES = st.floats(allow_nan=False)


@given(_INTS, _DOUBLES)
@example(2**63 - 1, 9223372036854775808.0)
@example(-(2**63), -9223372036854775808.0)
@example(2**53 + 1, 9007199254740992.0)
@example(2**63 - 1, math.inf)
@example(-(2**63), -math.inf)
def test_int_against_double_matches_compare_go(i, d):
    assert compare(i, d) == _go_compare_int_double(i, d)
    assert compare(d, i) == -_go_compare_int_double(i, d)


@given(st.integers(0, 2**64 - 1), _DOUBLES)
@example(2**64 - 1, 18446744073709551616.0)
@example(0, -0.0)
@example(2**63, 9223372036854775808.0)
def test_uint_against_double_matches_compare_go(u, d):
    want = 1 if d < 0 else -1 if d > float(2**64 - 1) else (float(u) > d) - (float(u) < d)
    assert compare(UInt(u), d) == want


@given(_INTS, st.integers(0, 2**64 - 1))
@example(-1, 0)
@example(2**63 - 1, 2**63)
def test_int_against_uint_is_exact(i, u):
    assert compare(i, UInt(u)) == (i > u) - (i < u)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("0", 0),
        ("-9223372036854775808", -(2**63)),
        ("9223372036854775807", 2**63 - 1),
        ("+12", 12),
        ("007", 7),
        ("0" * 5000 + "1", 1),  # ParseInt reads leading zeros; Python's int() would refuse 4300+ digits
        ("9223372036854775808", None),  # ErrRange
        ("1_000", None),  # base 10: no underscores (only base 0 takes them)
        ("١٢٣", None),  # Arabic-Indic digits: Python's int() reads them, Go does not
        ("１２", None),  # fullwidth digits
        (" 1", None),
        ("1 ", None),
        ("", None),
        ("-", None),
        ("0x10", None),
        ("9" * 5000, None),
    ],
)
def test_parse_int_is_strconv_parse_int_base_10(text, value):
    assert parse_int(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("18446744073709551615", 2**64 - 1),
        ("18446744073709551616", None),
        ("+1", None),  # ParseUint takes no sign
        ("-0", None),
        ("١٢٣", None),
        ("1_0", None),
        ("0", 0),
    ],
)
def test_parse_uint_is_strconv_parse_uint(text, value):
    assert parse_uint(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # strconv/atof_test.go atoftests
        ("1", 1.0),
        ("+1", 1.0),
        ("1x", None),
        ("1.1.", None),
        ("1e23", 1e23),
        ("-0", -0.0),
        ("625e-3", 0.625),
        ("0x1p-1", 0.5),
        ("-0x1_ep-1", -15.0),
        ("0x1fFe2.p0", 131042.0),
        ("0x0.fp4", 15.0),
        ("0x1e2", None),  # a hexadecimal mantissa needs a p exponent
        ("1p2", None),
        ("0e+01234567890123456789", 0.0),
        ("inf", math.inf),
        ("-Infinity", -math.inf),
        ("+INF", math.inf),
        ("1.7976931348623157e308", 1.7976931348623157e308),
        ("1.7976931348623159e308", None),  # ErrRange
        ("0x1p1024", None),
        ("1e400000", None),
        ("1e-400", 0.0),  # underflow is no error
        ("1_23.50_0_0e+1_2", 1.235e14),  # ParseFloat takes Go's underscores between digits
        ("-_123.5e+12", None),
        ("1__23.5e+12", None),
        ("123_.5e+12", None),
        ("123.5e+12_", None),
        ("0x_1_2.3_4_5p+1_2", 74565.0),
        ("1_0", 10.0),
        # not Go syntax, though Python's float() reads them
        ("١٢٣", None),
        (" 1", None),
        ("1e", None),
        (".", None),
        ("+nan", None),
        ("infin", None),
        ("0x1.8", None),
    ],
)
def test_parse_float_is_strconv_parse_float(text, value):
    got = parse_float(text)
    if value is None:
        assert got is None
    else:
        assert got == value and math.copysign(1, got) == math.copysign(1, value)


def test_parse_float_nan():
    for text in ("nan", "NaN", "NAN"):
        assert math.isnan(parse_float(text))


@pytest.mark.parametrize(
    ("function", "argument", "error"),
    [
        ("int", '"1_000"', "type conversion error from 'string' to 'int'"),
        ("int", '"١٢٣"', "type conversion error from 'string' to 'int'"),
        ("uint", '"١٢٣"', "type conversion error from 'string' to 'uint'"),
        ("uint", '"-1"', "type conversion error from 'string' to 'uint'"),
        ("int", '"9223372036854775808"', "type conversion error from 'string' to 'int'"),
        ("double", '"1,5"', "type conversion error from 'string' to 'double'"),
        ("double", '"١٢٣"', "type conversion error from 'string' to 'double'"),
        ("int", "9223372036854775807.0", "integer overflow"),  # doubleToInt64Checked: v >= float64(MaxInt64)
        ("int", "-9223372036854775808.0", "integer overflow"),  # v <= float64(MinInt64)
        ("uint", "18446744073709551616.0", "unsigned integer overflow"),
        ("uint", "-1", "unsigned integer overflow"),
        ("int", "18446744073709551615u", "integer overflow"),
    ],
)
def test_conversions_fail_where_cel_go_fails(function, argument, error):
    # of a value known only at run time (the element of a list the device's attribute count picks)
    out = run(f"dyn({function}([{argument}][device.attributes.size()])) == 0")
    assert (out.matched, out.error) == (False, error)
    # of a constant: cel.OptOptimize folds the conversion when the program is built, and its error fails
    # env.Program (interpreter/decorators.go maybeOptimizeConstUnary): an InternalError for the apiserver
    problem = compile(f"dyn({function}({argument})) == 0").problem
    assert problem is not None
    assert (problem.kind, problem.detail) == ("Internal", f"program instantiation failed: {error}")


@pytest.mark.parametrize(
    "expression",
    [
        'int("-9223372036854775808") == -9223372036854775807 - 1',
        'uint("18446744073709551615") == 18446744073709551615u',
        'double("1_0") == 10.0',
        'double("0x1p-2") == 0.25',
        "int(-9223372036854774784.0) == -9223372036854774784",
        "uint(18446744073709549568.0) == 18446744073709549568u",
        "int(-1.9) == -1",
    ],
)
def test_conversions_that_succeed_in_cel_go(expression):
    assert run(expression).matched is True


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (1.0, "1"),
        (1.5, "1.5"),
        (123456.0, "123456"),
        (1e6, "1e+06"),
        (1234567.0, "1.234567e+06"),
        (0.0001, "0.0001"),
        (0.00001, "1e-05"),
        (1e21, "1e+21"),
        (1.5e-7, "1.5e-07"),
        (1e100, "1e+100"),
        (-0.0, "-0"),
        (math.inf, "+Inf"),
        (-math.inf, "-Inf"),
        (math.nan, "NaN"),
        (123456700.0, "1.234567e+08"),  # atoftests' "123456700"
        (0.1, "0.1"),
        (5e-324, "5e-324"),
    ],
)
def test_string_of_double_is_go_percent_g(value, text):
    assert format_double(value) == text


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_percent_g_reads_back_as_the_same_double(v):
    text = format_double(v)
    assert struct.pack("<d", parse_float(text)) == struct.pack("<d", v)


def test_string_of_double_in_cel():
    assert run('string(1e6) == "1e+06" && string(2.5) == "2.5" && string(100.0) == "100"').matched is True


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("١٢٣ == 123", "Syntax error: token recognition error at: '١'"),  # CEL's DIGIT is ASCII
        ("² == 1", "Syntax error: token recognition error at: '²'"),
        ("9" * 5000 + " == 1", "invalid int literal"),  # no ValueError from Python's 4300-digit limit
        ("9" * 5000 + "u == 1u", "invalid uint literal"),
    ],
)
def test_number_literals_are_ascii_and_bounded(expression, message):
    problem = compile(expression).problem
    assert problem is not None and problem.detail.startswith(f"compilation failed: ERROR: <input>:1:1: {message}\n")


def test_number_literal_with_leading_zeros_is_read():
    assert run("0" * 5000 + "1 == 1").matched is True


@pytest.mark.parametrize(
    ("expression", "cost"),
    [
        # the oracle's estimates: a conversion of a string costs one unit, whatever the string's size
        ("int(device.driver) == 1", 4),
        ("double(device.driver) == 1.0", 4),
        ('int(["inf"][size(device.attributes)]) == 1', 16),
    ],
)
def test_a_string_conversion_is_estimated_at_one_unit(expression, cost):
    result = compile(expression)
    assert result.not_checked is None
    assert (result.max_cost, result.cost_bound) == (cost, cost)
