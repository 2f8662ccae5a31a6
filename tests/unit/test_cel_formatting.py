"""The strings extension's format() at the version Kubernetes pins (ext.StringsVersion(2): cel-go's
ext/formatting.go, printing through golang.org/x/text/message in en_US).

FORMAT_TEST_GO is cel-go's own table for this path, ext/formatting_test.go TestStringFormat (google/cel-go
at 14f6746a, Apache-2.0), its case names kept: each expression is `"<format>".format([<args>])` as the
Go test builds it, a dyn variable written as dyn(value). Left out: the fr_FR and nl_NL locale cases
whose output depends on the locale (the apiserver sets none: en_US), the cases on protobuf messages (no
message type in the DRA environment).
"""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import Device, compile, evaluate

E = "\u202f×\u202f10"  # x/text's en_US superscripting exponent: 2.718280 × 10⁰⁰

# (name, expression, expected output, or None when an error containing `error` is expected)
FORMAT_TEST_GO: list[tuple[str, str, str | None, str | None]] = [
    ("no-op", '"no substitution".format([])', "no substitution", None),
    ("mid-string substitution", '"str is %s and some more".format(["filler"])', "str is filler and some more", None),
    ("percent escaping", '"%% and also %%".format([])', "% and also %", None),
    ("substution inside escaped percent signs", '"%%%s%%".format(["text"])', "%text%", None),
    (
        "substitution with one escaped percent sign on the right",
        '"%s%%".format(["percent on the right"])',
        "percent on the right%",
        None,
    ),
    (
        "substitution with one escaped percent sign on the left",
        '"%%%s".format(["percent on the left"])',
        "%percent on the left",
        None,
    ),
    (
        "multiple substitutions",
        '"%d %d %d, %s %s %s, %d %d %d, %s %s %s".format([1, 2, 3, "A", "B", "C", 4, 5, 6, "D", "E", "F"])',
        "1 2 3, A B C, 4 5 6, D E F",
        None,
    ),
    (
        "percent sign escape sequence support",
        '"\\u0025\\u0025escaped \\u0025s\\u0025\\u0025".format(["percent"])',
        "%escaped percent%",
        None,
    ),
    ("fixed point formatting clause", '"%.3f".format([1.2345])', "1.234", None),
    ("binary formatting clause", '"this is 5 in binary: %b".format([5])', "this is 5 in binary: 101", None),
    (
        "negative binary formatting clause",
        '"this is -5 in binary: %b".format([-5])',
        "this is -5 in binary: -101",
        None,
    ),
    (
        "uint support for binary formatting",
        '"unsigned 64 in binary: %b".format([uint(64)])',
        "unsigned 64 in binary: 1000000",
        None,
    ),
    ("bool support for binary formatting", '"bit set from bool: %b".format([true])', "bit set from bool: 1", None),
    ("octal formatting clause", '"%o".format([11])', "13", None),
    ("negative octal formatting clause", '"%o".format([-11])', "-13", None),
    (
        "uint support for octal formatting clause",
        '"this is an unsigned octal: %o".format([uint(65535)])',
        "this is an unsigned octal: 177777",
        None,
    ),
    (
        "lowercase hexadecimal formatting clause",
        '"%x is 30 in hexadecimal".format([30])',
        "1e is 30 in hexadecimal",
        None,
    ),
    (
        "uppercase hexadecimal formatting clause",
        '"%X is 20 in hexadecimal".format([30])',
        "1E is 20 in hexadecimal",
        None,
    ),
    (
        "negative hexadecimal formatting clause",
        '"%x is -30 in hexadecimal".format([-30])',
        "-1e is -30 in hexadecimal",
        None,
    ),
    (
        "unsigned support for hexadecimal formatting clause",
        '"%X is 6000 in hexadecimal".format([uint(6000)])',
        "1770 is 6000 in hexadecimal",
        None,
    ),
    (
        "string support with hexadecimal formatting clause",
        '"%x".format(["Hello world!"])',
        "48656c6c6f20776f726c6421",
        None,
    ),
    (
        "string support with uppercase hexadecimal formatting clause",
        '"%X".format(["Hello world!"])',
        "48656C6C6F20776F726C6421",
        None,
    ),
    (
        "byte support with hexadecimal formatting clause",
        '"%x".format([b"byte string"])',
        "6279746520737472696e67",
        None,
    ),
    (
        "byte support with hexadecimal formatting clause leading zero",
        '"%x".format([b"\\x00\\x00byte string\\x00"])',
        "00006279746520737472696e6700",
        None,
    ),
    (
        "byte support with uppercase hexadecimal formatting clause",
        '"%X".format([b"byte string"])',
        "6279746520737472696E67",
        None,
    ),
    ("scientific notation formatting clause", '"%.6e".format([1052.032911275])', "1.052033" + E + "⁰³", None),
    ("default precision for fixed-point clause", '"%f".format([2.71828])', "2.718280", None),
    ("default precision for scientific notation", '"%e".format([2.71828])', "2.718280" + E + "⁰⁰", None),
    ("default precision for string", '"%s".format([2.71])', "2.71", None),
    ("default list precision for string", '"%s".format([[2.71]])', "[2.710000]", None),
    ("default scientific notation for string", '"%s".format([0.000000002])', "2e-09", None),
    ("default list scientific notation for string", '"%s".format([[0.000000002]])', "[0.000000]", None),
    (
        "unicode output for scientific notation",
        '"unescaped unicode: %e, escaped unicode: %e".format([2.71828, 2.71828])',
        "unescaped unicode: 2.718280" + E + "⁰⁰, escaped unicode: 2.718280" + E + "⁰⁰",
        None,
    ),
    ("NaN support for fixed-point", '"%f".format(["NaN"])', "NaN", None),
    ("positive infinity support for fixed-point", '"%f".format(["Infinity"])', "∞", None),
    ("negative infinity support for fixed-point", '"%f".format(["-Infinity"])', "-∞", None),
    ("NaN support for string", '"%s".format([double("NaN")])', "NaN", None),
    ("positive infinity support for string", '"%s".format([double("Inf")])', "+Inf", None),
    ("negative infinity support for string", '"%s".format([double("-Inf")])', "-Inf", None),
    (
        "infinity list support for string",
        '"%s".format([[double("NaN"),double("+Inf"), double("-Inf")]])',
        '["NaN", "+Inf", "-Inf"]',
        None,
    ),
    ("uint support for decimal clause", '"%d".format([uint(64)])', "64", None),
    ("null support for string", '"null: %s".format([null])', "null: null", None),
    ("int support for string", '"%s".format([999999999999])', "999999999999", None),
    ("bytes support for string", '"some bytes: %s".format([b"xyz"])', "some bytes: xyz", None),
    ("type() support for string", '"type is %s".format([type("test string")])', "type is string", None),
    (
        "timestamp support for string",
        '"%s".format([timestamp("2023-02-03T23:31:20+00:00")])',
        "2023-02-03T23:31:20Z",
        None,
    ),
    ("duration support for string", '"%s".format([duration("1h45m47s")])', "6347s", None),
    ("small duration support for string", '"%s".format([duration("2ns")])', "0.000000002s", None),
    (
        "list support for string",
        '"%s".format([["abc", 3.14, null, [9, 8, 7, 6], timestamp("2023-02-03T23:31:20Z")]])',
        '["abc", 3.140000, null, [9, 8, 7, 6], timestamp("2023-02-03T23:31:20Z")]',
        None,
    ),
    (
        "map support for string",
        '"%s".format([{"key1": b"xyz", "key5": null, "key2": duration("2h"), "key4": true, "key3": 2.71828}])',
        '{"key1":b"xyz", "key2":duration("7200s"), "key3":2.718280, "key4":true, "key5":null}',
        None,
    ),
    (
        "map support (all key types)",
        '"map with multiple key types: %s".format([{1: "value1", uint(2): "value2", true: double("NaN")}])',
        'map with multiple key types: {1:"value1", 2:"value2", true:"NaN"}',
        None,
    ),
    (
        "boolean support for %s",
        '"true bool: %s, false bool: %s".format([true, false])',
        "true bool: true, false bool: false",
        None,
    ),
    (
        "dyntype support for string formatting clause",
        '"dynamic string: %s".format([dyn("a string")])',
        "dynamic string: a string",
        None,
    ),
    (
        "dyntype support for numbers with string formatting clause",
        '"dynIntStr: %s dynDoubleStr: %s".format([dyn(32), dyn(56.8)])',
        "dynIntStr: 32 dynDoubleStr: 56.8",
        None,
    ),
    ("dyntype support for integer formatting clause", '"dynamic int: %d".format([dyn(128)])', "dynamic int: 128", None),
    (
        "dyntype support for integer formatting clause (unsigned)",
        '"dynamic unsigned int: %d".format([dyn(uint(256))])',
        "dynamic unsigned int: 256",
        None,
    ),
    (
        "dyntype support for hex formatting clause",
        '"dynamic hex int: %x".format([dyn(22)])',
        "dynamic hex int: 16",
        None,
    ),
    (
        "dyntype support for hex formatting clause (uppercase)",
        '"dynamic hex int: %X (uppercase)".format([dyn(26)])',
        "dynamic hex int: 1A (uppercase)",
        None,
    ),
    (
        "dyntype support for unsigned hex formatting clause",
        '"dynamic hex int: %x (unsigned)".format([dyn(uint(500))])',
        "dynamic hex int: 1f4 (unsigned)",
        None,
    ),
    (
        "dyntype support for fixed-point formatting clause",
        '"dynamic double: %.3f".format([dyn(4.5)])',
        "dynamic double: 4.500",
        None,
    ),
    (
        "dyntype support for scientific notation",
        '"(dyntype) e: %e".format([dyn(2.71828)])',
        "(dyntype) e: 2.718280" + E + "⁰⁰",
        None,
    ),
    (
        "dyntype NaN/infinity support for fixed-point",
        '"NaN: %f, infinity: %f".format([dyn(double("NaN")), dyn(double("Inf"))])',
        "NaN: NaN, infinity: ∞",
        None,
    ),
    (
        "dyntype support for timestamp",
        '"dyntype timestamp: %s".format([dyn(timestamp("2009-11-10T23:00:00Z"))])',
        "dyntype timestamp: 2009-11-10T23:00:00Z",
        None,
    ),
    (
        "dyntype support for duration",
        '"dyntype duration: %s".format([dyn(duration("2h25m47s"))])',
        "dyntype duration: 8747s",
        None,
    ),
    (
        "dyntype support for lists",
        '"dyntype list: %s".format([dyn([6, 4.2, "a string"])])',
        'dyntype list: [6, 4.200000, "a string"]',
        None,
    ),
    (
        "dyntype support for maps",
        '"dyntype map: %s".format([dyn({"strKey": "x", true: 42, 6: duration("7m2s")})])',
        'dyntype map: {"strKey":"x", 6:duration("422s"), true:42}',
        None,
    ),
    (
        "unrecognized formatting clause",
        '"%a".format([1])',
        None,
        'could not parse formatting clause: unrecognized formatting clause "a"',
    ),
    ("out of bounds arg index", '"%d %d %d".format([0, 1])', None, "index 2 out of range"),
    (
        "string substitution is not allowed with binary clause",
        '"string is %b".format(["abc"])',
        None,
        "error during formatting: only integers and bools can be formatted as binary, was given string",
    ),
    (
        "duration substitution not allowed with decimal clause",
        '"%d".format([duration("30m2s")])',
        None,
        "error during formatting: decimal clause can only be used on integers, was given google.protobuf.Duration",
    ),
    (
        "string substitution not allowed with octal clause",
        '"octal: %o".format(["a string"])',
        None,
        "error during formatting: octal clause can only be used on integers, was given string",
    ),
    (
        "double substitution not allowed with hex clause",
        '"double is %x".format([0.5])',
        None,
        "error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given double",
    ),
    (
        "uppercase not allowed for scientific clause",
        '"double is %E".format([0.5])',
        None,
        'could not parse formatting clause: unrecognized formatting clause "E"',
    ),
    (
        "null not allowed for %d",
        '"null: %d".format([null])',
        None,
        "error during formatting: decimal clause can only be used on integers, was given null_type",
    ),
    (
        "null not allowed for %e",
        '"null: %e".format([null])',
        None,
        "error during formatting: scientific clause can only be used on doubles, was given null_type",
    ),
    (
        "null not allowed for %f",
        '"null: %f".format([null])',
        None,
        "error during formatting: fixed-point clause can only be used on doubles, was given null_type",
    ),
    (
        "null not allowed for %x",
        '"null: %x".format([null])',
        None,
        "error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given null_type",
    ),
    (
        "null not allowed for %X",
        '"null: %X".format([null])',
        None,
        "error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given null_type",
    ),
    (
        "null not allowed for %b",
        '"null: %b".format([null])',
        None,
        "error during formatting: only integers and bools can be formatted as binary, was given null_type",
    ),
    (
        "null not allowed for %o",
        '"null: %o".format([null])',
        None,
        "error during formatting: octal clause can only be used on integers, was given null_type",
    ),
    ("compile-time cardinality check (too few for string)", '"%s %s".format(["abc"])', None, "index 1 out of range"),
    (
        "compile-time cardinality check (too many for string)",
        '"%s %s".format(["abc", "def", "ghi"])',
        None,
        "too many arguments supplied to string.format (expected 2, got 3)",
    ),
    ("compile-time syntax check (unexpected end of string)", '"filler %".format([])', None, "unexpected end of string"),
    (
        "compile-time syntax check (unrecognized formatting clause)",
        '"%j".format([123])',
        None,
        'could not parse formatting clause: unrecognized formatting clause "j"',
    ),
    (
        "compile-time %d check",
        '"int is %d".format([5.2])',
        None,
        "error during formatting: decimal clause can only be used on integers",
    ),
    (
        "compile-time %f check",
        '"double is %f".format([true])',
        None,
        "error during formatting: fixed-point clause can only be used on doubles",
    ),
    (
        "compile-time precision syntax check",
        '"double is %.34".format([5.0])',
        None,
        "could not parse formatting clause: error while parsing precision: could not find end of precision specifier",
    ),
    (
        "compile-time %e check",
        '"double is %e".format([true])',
        None,
        "error during formatting: scientific clause can only be used on doubles",
    ),
    (
        "compile-time %b check",
        '"string is %b".format(["a string"])',
        None,
        "error during formatting: only integers and bools can be formatted as binary",
    ),
    (
        "compile-time %x check",
        '"%x is a double".format([2.5])',
        None,
        "error during formatting: only integers, byte buffers, and strings can be formatted as hex",
    ),
    (
        "compile-time %X check",
        '"%X is a double".format([2.5])',
        None,
        "error during formatting: only integers, byte buffers, and strings can be formatted as hex",
    ),
    (
        "compile-time %o check",
        '"an octal: %o".format([3.14])',
        None,
        "error during formatting: octal clause can only be used on integers",
    ),
    ("high precision allowed on older version", '"%.200f".format([1.0])', "1." + "0" * 200, None),
]


def cel_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@pytest.mark.parametrize(("name", "expression", "output", "error"), FORMAT_TEST_GO, ids=[c[0] for c in FORMAT_TEST_GO])
def test_format_as_cel_go_formatting_test(name, expression, output, error):
    if output is not None:
        result = compile(f"{expression} == {cel_string(output)}")
        assert result.problem is None, result.problem
        out = evaluate(result, Device("", {}, {}))
        assert (out.matched, out.error) == (True, None), name
        return
    result = compile(f'{expression} == ""')
    if result.problem is not None:  # the format validator, at compile time as in the apiserver
        assert error in result.problem.detail
        return
    out = evaluate(result, Device("", {}, {}))
    assert out.matched is False and error in (out.error or "")


def test_the_validator_reports_at_the_argument_as_cel_go():
    result = compile('"%s and %d".format(["a", 1.5]) == ""')
    assert result.problem is not None and result.problem.column == 26  # the 1.5, not the call
    assert "decimal clause can only be used on integers, was given double" in result.problem.detail


def test_an_attribute_of_the_any_type_is_refused_by_the_s_clause_as_upstream():
    # attributes are apiservercel.AnyType (google.protobuf.Any), which the validator does not take for dyn
    result = compile('"%s".format([device.attributes["a.example.com"].model]) == ""')
    assert result.problem is not None and "was given google.protobuf.Any" in result.problem.detail
    result = compile('"%s".format([dyn(device.attributes["a.example.com"].model)]) == "x"')
    assert result.problem is None and result.not_checked is None


def test_format_arguments_may_mix_types_where_other_literals_may_not():
    assert compile('"%d %s".format([1, "a"]) == "1 a"').problem is None
    mixed = compile('[1, "a"].size() == 2')
    assert mixed.problem is not None and "expected type 'int' but found 'string'" in mixed.problem.detail


def test_a_computed_template_fails_at_run_time_with_the_same_text():
    out = evaluate(compile('dyn("%j").format([1]) == ""'), Device("", {}, {}))
    assert (out.matched, out.error) == (False, 'could not parse formatting clause: unrecognized formatting clause "j"')


def test_a_large_precision_is_built_within_the_memory_bound():
    # strings version 2 bounds no precision (cel-go caps it from version 5): ten million zeros are built
    out = evaluate(compile('"%.10000000f".format([1.0]).size() == 10000002'), Device("", {}, {}))
    assert (out.matched, out.error) == (True, None)


def test_a_precision_x_text_cannot_read_is_not_judged_never_guessed():
    # past 10,000,009 x/text's parsenum overflows and the output is "%!(NOVERB)...": not reproduced
    out = evaluate(compile('"%.10000010f".format([1.0]).size() > 0'), Device("", {}, {}))
    assert out.matched is None and "x/text/message" in (out.not_checked or "")
