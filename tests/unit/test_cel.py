"""The DRA CEL environment (dra_conform.semantics.cel): compile errors as the apiserver reports them,
evaluation as the scheduler's allocator does, and the Kubernetes quantity/semver libraries.

Expected texts come from upstream tests: pkg/apis/resource/validation/validation_resourceclaim_test.go
(CEL-compile-errors, CEL-length, CEL-cost), dynamic-resource-allocation/cel/compile_test.go,
apiserver/pkg/cel/library/semver_test.go and the examples in library/quantity.go's doc comment.
"""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.semantics.cel import (
    MAX_LENGTH,
    Device,
    Options,
    Quantity,
    Semver,
    compile,
    device_from_slice,
    evaluate,
    match_devices,
    reads,
)
from dra_conform.semantics.cel.values import ValueError_
from dra_conform.semantics.slices import quantity as slices_quantity

DATA = Path(__file__).parent / "data" / "cel"


DEFAULT_OPTIONS = Options()  # frozen, so one shared default is safe


def run(expression: str, device: Device | None = None, options: Options = DEFAULT_OPTIONS):
    result = compile(expression, options)
    assert result.problem is None, result.problem
    assert result.not_checked is None, result.not_checked
    return evaluate(result, device or Device("", {}, {}))


# --- compile errors, exactly as upstream's validation tests expect them ---------------------------


def test_no_matching_overload_message_matches_upstream_validation_test():
    r = compile("device.attributes[true].someBoolean")
    assert r.problem.kind == "Invalid"
    assert r.problem.detail == (
        "compilation failed: ERROR: <input>:1:18: found no matching overload for '_[_]' applied to "
        "'(map(string, map(string, any)), bool)'\n | device.attributes[true].someBoolean\n | .................^"
    )
    assert (r.problem.offset, r.problem.line, r.problem.column) == (17, 1, 18)


def test_length_limit_is_10_kib_of_bytes():
    base = 'device.driver == ""'
    fits = base.replace('""', '"' + "x" * (MAX_LENGTH - len(base)) + '"')
    too_long = base.replace('""', '"' + "x" * (MAX_LENGTH - len(base) + 1) + '"')
    assert compile(fits).problem is None
    p = compile(too_long).problem
    assert (p.kind, p.detail, p.offset) == ("TooLong", "may not be more than 10240 bytes", None)
    # bytes, not characters: 'é' is two bytes in UTF-8
    assert compile(base.replace('""', '"' + "é" * ((MAX_LENGTH - len(base)) // 2 + 1) + '"')).problem.kind == "TooLong"


def test_cost_limit_example_from_upstream_is_forbidden():
    u = "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"
    expr = (
        f"{u}.all(x, {u}.all(y, {u}.all(z, {u}.all(z2, {u}.all(z3, {u}.all(z4, {u}.all(z5, "
        "int('1'.find('[0-9]*')) < 100)))))))"
    )
    p = compile(expr).problem
    assert (p.kind, p.detail) == ("Forbidden", "too complex, exceeds cost limit")


def test_cheap_nested_comprehension_passes_and_reports_its_cost():
    u = "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"
    r = compile(f"{u}.all(x, {u}.all(y, x + y > 0))")
    assert r.problem is None and r.not_checked is None
    assert 0 < r.max_cost < 1_000_000


@pytest.mark.parametrize(
    ("expression", "message", "column"),
    [
        ("?!", "Syntax error: extraneous input '?'", 1),
        ("device.driver ==", "Syntax error: mismatched input '<EOF>'", 17),
        ("device.drivr == 'x'", "undefined field 'drivr'", 7),
        ("foo(device.driver)", "undeclared reference to 'foo' (in container '')", 4),
        ("x > 1", "undeclared reference to 'x' (in container '')", 1),
        ("device.driver.contains(1)", "found no matching overload for 'contains' applied to 'string.(int)'", 23),
        ("device.driver == 1", "found no matching overload for '_==_' applied to '(string, int)'", 15),
        ("device.driver.size", "type 'string' does not support field selection", 14),
        ('[1, "a"].size() > 0', "expected type 'int' but found 'string'", 5),
        ('quantity("1") > 1', "found no matching overload for '_>_' applied to '(kubernetes.Quantity, int)'", 15),
        ("isSemver([1, 2, 3])", "found no matching overload for 'isSemver' applied to '(list(int))'", 9),
        ("math.greatest(1, 2) > 0", "undeclared reference to 'math' (in container '')", 1),
    ],
)
def test_compile_errors_carry_cel_go_message_and_column(expression, message, column):
    p = compile(expression).problem
    assert p is not None and p.kind == "Invalid"
    assert p.detail.startswith("compilation failed: ERROR: <input>:1:")
    assert message in p.detail
    assert p.column == column and p.line == 1


def test_error_position_on_a_later_line_and_snippet():
    p = compile('device.driver == "a" &&\n  device.attributes["a"].x.foo(1)').problem
    assert (p.line, p.column) == (2, 31)
    assert p.detail.endswith('\n |   device.attributes["a"].x.foo(1)\n | ..............................^')


def test_an_empty_expression_is_reported_at_column_0_without_a_snippet():
    # as cel-go reports it (the 1.34 and 1.37 oracles): ANTLR's EOF of an empty input is at column -1, and
    # common.Source.Snippet has no line for an empty source
    p = compile("").problem
    assert p is not None and p.kind == "Invalid"
    assert p.detail.startswith("compilation failed: ERROR: <input>:1:0: Syntax error: mismatched input '<EOF>' ")
    assert "\n" not in p.detail
    assert compile(" ").problem.detail.startswith("compilation failed: ERROR: <input>:1:2: ")


@pytest.mark.parametrize(
    ("expression", "type_name"), [("1", "int"), ('"a"', "string"), ("dyn(true)", "dyn"), ("[true]", "list(bool)")]
)
def test_result_must_be_bool_or_the_attribute_type(expression, type_name):
    p = compile(expression).problem
    assert p.detail == f"must evaluate to bool or the unknown type, not {type_name}"


def test_attribute_value_alone_is_a_valid_selector_of_the_unknown_type():
    assert compile('device.attributes["dra.example.com"].healthy').problem is None


def test_gated_device_fields_and_attribute_type():
    expr = "device.allowMultipleAllocations"
    assert "undefined field 'allowMultipleAllocations'" in compile(expr).problem.detail
    assert compile(expr, Options(consumable_capacity=True)).problem is None
    assert compile(expr, Options(stored=True)).problem is None  # stored expressions see every field
    listy = "device.attributes[true].x"
    assert "map(string, map(string, dyn))" in compile(listy, Options(list_type_attributes=True)).problem.detail


def test_real_driver_expressions_compile_cleanly():
    cases = json.loads((DATA / "driver_expressions.json").read_text())
    assert len(cases) >= 20
    for case in cases:
        r = compile(case["expression"])
        assert r.problem is None and r.not_checked is None, (case, r)


def test_compile_is_cached_on_expression_and_options():
    assert compile("device.driver == 'a'") is compile("device.driver == 'a'")
    assert compile("device.driver == 'a'") is not compile("device.driver == 'a'", Options(stored=True))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("device.atrbus[]()\"'!?:&|=<>+-*/%, 0123456789xyz_{}\\\n")), max_size=60))
def test_any_text_compiles_to_a_verdict_without_raising(text):
    r = compile(text)
    assert r.problem is not None or r.not_checked is not None or r.ast is not None
    if r.can_evaluate:
        evaluate(r, Device("d", {"d": {"x": 1}}, {}))  # never raises


# --- evaluation -----------------------------------------------------------------------------------

GPU = {
    "name": "gpu-0",
    "attributes": {
        "model": {"string": "A100"},
        "index": {"int": 0},
        "driverVersion": {"version": "1.2.3"},
        "healthy": {"bool": True},
        "other.example.com/name": {"bool": True},
    },
    "capacity": {"memory": {"value": "80Gi"}},
}


@pytest.fixture
def gpu() -> Device:
    return device_from_slice(GPU, "gpu.example.com")


@pytest.mark.parametrize(
    ("expression", "matched"),
    [
        ('device.driver == "gpu.example.com"', True),
        ('device.attributes["gpu.example.com"].model == "A100"', True),
        ('device.attributes["gpu.example.com"].model == "H100"', False),
        ('device.attributes["gpu.example.com"].index > 0', False),
        ('device.attributes["gpu.example.com"].healthy', True),  # the unqualified name gets the driver's domain
        ('device.attributes["other.example.com"].name', True),  # a qualified name keeps its own domain
        ('device.attributes["gpu.example.com"].driverVersion.isGreaterThan(semver("0.0.1"))', True),
        ('device.capacity["gpu.example.com"].memory.compareTo(quantity("1Ti")) >= 0', False),
        ('device.capacity["gpu.example.com"].memory.isGreaterThan(quantity("10Gi"))', True),
        ('cel.bind(g, device.attributes["gpu.example.com"], g.model == "A100" && g.index == 0)', True),
        ('has(device.attributes["gpu.example.com"].model)', True),
        ('has(device.attributes["gpu.example.com"].uuid)', False),
        ('"gpu.example.com" in device.attributes && !("x.com" in device.attributes)', True),
        ('device.attributes["gpu.example.com"].exists(k, k == "model")', True),
        ('device.attributes["gpu.example.com"].model == 1', False),  # heterogeneous equality: false, no error
        ('device.attributes["gpu.example.com"].index == 0.0', True),  # numbers compare by value across types
        ('device.attributes["gpu.example.com"].model.startsWith("A") && device.driver.matches("^gpu[.]")', True),
        ("[1, 2, 3].map(x, x * 2).filter(y, y > 2) == [4, 6]", True),
        ("[1, 2, 3].exists_one(x, x > 2) && [1, 2].all(x, x > 0)", True),
        ('{"a": 1}.all(k, v, v == 1 && k == "a")', True),
    ],
)
def test_evaluation_against_a_published_device(gpu, expression, matched):
    out = run(expression, gpu)
    assert (out.matched, out.error) == (matched, None)


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ('device.attributes["nope.example.com"].model == "A100"', "no such key: model"),  # unknown domain -> {}
        ('device.attributes["gpu.example.com"].uuid == "x"', "no such key: uuid"),
        ('device.attributes["gpu.example.com"].model > 1', "no such overload"),
        (
            'device.attributes["gpu.example.com"].model',
            "CEL result of type string could not be converted to bool: unsupported native conversion from string to 'bool'",
        ),
        ("1 / 0 == 1", "division by zero"),
        ("9223372036854775807 + 1 > 0", "integer overflow"),
        ('quantity("200K").isInteger()', "unable to parse quantity's suffix"),
    ],
)
def test_runtime_errors_are_no_match_with_the_error_kept(gpu, expression, error):
    out = run(expression, gpu)
    assert out.matched is False and out.error == error


def test_logical_operators_absorb_errors_like_cel_go(gpu):
    missing = 'device.attributes["gpu.example.com"].uuid == "x"'
    assert run(f"{missing} || true", gpu).matched is True
    assert run(f"false && {missing}", gpu).matched is False
    assert run(f"{missing} && false", gpu).matched is False
    assert run(f"true && {missing}", gpu).error == "no such key: uuid"


# --- syntax and types as cel-go: optionals, reserved words as names, type values ------------------

RESERVED_DEVICE = {
    "name": "d",
    "attributes": {f"example.com/{w}": {"bool": True} for w in ("package", "namespace", "function", "if", "as")},
}


@pytest.mark.parametrize("word", ["package", "namespace", "function", "if", "as"])
def test_reserved_words_are_field_names_as_in_cel_go(word):
    dev = device_from_slice(RESERVED_DEVICE, "d.example.com")
    assert run(f'device.attributes["example.com"].{word}', dev).matched is True
    assert run(f'has(device.attributes["example.com"].{word})', dev).matched is True
    assert run(f'device.attributes["example.com"].?{word}.orValue(false)', dev).matched is True


@pytest.mark.parametrize(
    ("expression", "message", "column"),
    [
        ("package == 1", "reserved identifier: package", 1),  # cel-go's VisitIdent
        ("if(true)", "reserved identifier: if", 1),  # VisitGlobalCall
        ('device.attributes["a"].true', "Syntax error: mismatched input 'true' expecting IDENTIFIER", 24),
    ],
)
def test_reserved_words_are_still_not_identifiers(expression, message, column):
    p = compile(expression).problem
    assert p is not None and p.column == column and f"1:{column}: {message}" in p.detail


def _reported(detail: str) -> list[str]:
    """A compilation failure's errors as 'line:col: message', a syntax error's tail (ANTLR's) cut."""
    found = re.findall(r"ERROR: <input>:(\d+:\d+): (.*)", detail)
    return [f"{at}: {'Syntax error' if text.startswith('Syntax error') else text}" for at, text in found]


@pytest.mark.parametrize(
    ("expression", "release", "errors"),
    [
        # each as the release's own cel-go reports it (the Go oracle, cel.compile); the visitor goes on past
        # a reserved name, a misused macro or an unsupported escape, and ANTLR recovers a call left unclosed
        ("(as(device.attributes.x)", "1.36", ["1:2: reserved identifier: as", "1:25: Syntax error"]),
        (".as(1)", "1.37", ["1:1: reserved identifier: as"]),
        ("as(99999999999999999999)", "1.37", ["1:1: reserved identifier: as"]),  # its arguments never visited
        ("has(1", "1.37", ["1:5: invalid argument to has() macro", "1:6: Syntax error"]),
        ("[1].all(as, true)", "1.37", ["1:9: reserved identifier: as", "1:9: argument must be a simple name"]),
        ("[1].all(1, 2", "1.36", ["1:9: argument must be a simple name", "1:13: Syntax error"]),
        ("x{`a`: 1, `b`: 2}", "1.36", ["1:3: unsupported syntax: '`'", "1:3: unsupported syntax: '`'"]),
        ("x{`a`: 1, `b`: 2}", "1.37", ["1:2: undeclared reference to 'x' (in container '')"]),
        ('device.`driver` == "d.io"', "1.36", ["1:8: unsupported syntax: '`'"]),
        ("`driver`", "1.37", ["1:1: Syntax error"]),
        ("device.`driver`(1)", "1.37", ["1:16: Syntax error"]),
        # ANTLR's lexer skips what it cannot take and goes on: two errors, then the parser's at the end
        ("device.`a!`", "1.37", ["1:8: Syntax error", "1:11: Syntax error", "1:12: Syntax error"]),
        ('""" < ""', "1.37", ["1:3: Syntax error", "1:8: Syntax error"]),  # the longest match: "" then " < "
        ("[, 2, 3]", "1.36", ["1:4: Syntax error"]),  # `'[' listInit? ','? ']'`: a lone comma, then ']'
        ("0xg", "1.36", ["1:2: Syntax error"]),  # the int 0, then the identifier xg
        ("a | b", "1.37", ["1:3: Syntax error", "1:5: Syntax error"]),
        # a tie of positions goes by validator: the homogeneous-literal one before the strings library's format
        (
            '0 in [url("https://e.com/?x=1").getQuery(), "".format([0, ""])]',
            "1.37",
            [
                "1:54: expected type 'map(string, list(string))' but found 'string'",
                "1:54: too many arguments supplied to string.format (expected 0, got 2)",
            ],
        ),  # '|' takes the space: only '||' starts so
        ('[].join(",") == -', "1.37", ["1:18: Syntax error", "1:18: Syntax error"]),  # no viable '-', then EOF
        ('"\\uD800" + 1 +', "1.36", ["1:1: invalid unicode code point", "1:15: Syntax error"]),
        ("a.b{}", "1.37", ["1:4: undeclared reference to 'a.b' (in container '')"]),
        ("x{?z: 1}", "1.36", ["1:2: undeclared reference to 'x' (in container '')"]),
        ("x{,}", "1.36", ["1:2: undeclared reference to 'x' (in container '')"]),
        (".true", "1.37", ["1:2: Syntax error"]),
    ],
)
def test_parse_errors_as_cel_go_reports_them(expression, release, errors):
    p = compile(expression, Options(release=release)).problem
    assert p is not None and _reported(p.detail) == errors


def test_escaped_field_names_select_from_1_37_only():
    expression = 'device.`driver` == "d.io"'
    assert compile(expression, Options(release="1.37")).problem is None
    assert compile(expression, Options(release="1.36")).problem is not None


@pytest.mark.parametrize(
    ("expression", "matched"),
    [
        ('device.attributes["gpu.example.com"].?model.orValue("") == "A100"', True),
        ('device.attributes["gpu.example.com"].?uuid.orValue("none") == "none"', True),
        ('device.attributes["gpu.example.com"][?"uuid"].hasValue()', False),
        ('device.attributes["nope.example.com"].?model.hasValue()', False),  # unknown domain: {} as upstream
        ('device.attributes["gpu.example.com"].?model.optMap(m, m + "!").value() == "A100!"', True),
        ('device.attributes["gpu.example.com"].?uuid.or(optional.of("x")).value() == "x"', True),
        # elements of one type (cel.ValidateHomogeneousAggregateLiterals: an attribute is not an int)
        (
            '[?device.attributes["gpu.example.com"].?uuid, ?device.attributes["gpu.example.com"].?model] == ["A100"]',
            True,
        ),
        (
            '{?"u": device.attributes["gpu.example.com"].?uuid, "m": device.attributes["gpu.example.com"].model}.size() == 1',
            True,
        ),
        ("optional.ofNonZeroValue(0) == optional.none() && optional.ofNonZeroValue(1).value() == 1", True),
    ],
)
def test_optional_syntax_and_type_values_evaluate_as_cel_go(gpu, expression, matched):
    out = run(expression, gpu)
    assert (out.matched, out.error) == (matched, None)


@pytest.mark.parametrize(
    ("expression", "matched"),
    [
        ("type(optional.none()) == optional_type", True),
        ("type(7) == type(7u)", False),  # type values are values: false, not a type error
        ("type(7) == int && type(type(7)) == type", True),
    ],
)
def test_type_values_compare_as_cel_go_past_the_dra_cost_limit(expression, matched):
    # within the DRA limit a type comparison is "too complex" (the estimate knows no size of a type value)
    problem = compile(expression).problem
    assert problem is not None and (problem.kind, problem.detail) == ("Forbidden", "too complex, exceeds cost limit")
    out = run(expression, options=Options(cost_limit=2**64))
    assert (out.matched, out.error) == (matched, None)


@pytest.mark.parametrize(
    ("expression", "hint"),
    [
        ('device.atributes["x"].a', "did you mean 'attributes'?"),
        ("device.drivr == 'a'", "did you mean 'driver'?"),
        ("devise.driver == 'a'", "did you mean 'device'?"),
        ("device.zzz == 1", None),  # nothing close: no guess
    ],
)
def test_a_misspelt_name_gets_a_did_you_mean_beside_upstreams_error(expression, hint):
    p = compile(expression).problem
    assert p is not None and p.kind == "Invalid" and p.hint == hint
    assert "did you mean" not in p.detail  # upstream's message stays upstream's


def test_optional_value_of_none_is_upstreams_runtime_error(gpu):
    out = run('device.attributes["gpu.example.com"].?uuid.value() == "x"', gpu)
    assert (out.matched, out.error) == (False, "optional.none() dereference")


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("[?1] == [1]", "expected type 'optional_type(int)' but found 'int'"),
        ("{?'k': 1} == {}", "expected type 'optional_type(int)' but found 'int'"),
        ("optional.of(1).value() == 'a'", "found no matching overload for '_==_' applied to '(int, string)'"),
    ],
)
def test_optional_type_errors_as_cel_go(expression, message):
    p = compile(expression).problem
    assert p is not None and message in p.detail


def test_runaway_comprehension_is_stopped_with_upstreams_error():
    r = compile("lists.range(2000).all(x, lists.range(2000).all(y, x + y >= 0))")
    # the estimate cannot bound lists.range: not judged at compile time, bounded at run time
    assert r.problem is None and r.not_checked
    out = evaluate(r, Device("", {}, {}))
    assert out.matched is False and out.error == "operation cancelled: actual cost limit exceeded"


def test_unparseable_published_version_is_reported():
    from dra_conform.semantics.cel import BadDevice

    with pytest.raises(BadDevice, match=r"attribute v: parse semantic version: No Major.Minor.Patch elements found"):
        device_from_slice({"attributes": {"v": {"version": "1.0"}}}, "d")


# --- the Kubernetes libraries ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expression", "value"),
    [  # library/quantity.go doc comment examples
        ('quantity("200M").compareTo(quantity("0.2G")) == 0', True),
        ('quantity("50M").compareTo(quantity("50Mi")) == -1', True),
        ('quantity("50Mi").compareTo(quantity("50M")) == 1', True),
        ('quantity("150Mi").isGreaterThan(quantity("100Mi"))', True),
        ('quantity("50Mi").isGreaterThan(quantity("100Mi"))', False),
        ('quantity("50M").isLessThan(quantity("100M"))', True),
        ('quantity("100M").isLessThan(quantity("50M"))', False),
        ('quantity("50000000G").isInteger()', True),
        ('quantity("50k").isInteger()', True),
        ('quantity("9999999999999999999999999999999999999G").isInteger()', False),
        ('quantity("50k").asInteger() == 50000', True),
        ('quantity("50k").sub(20000).asApproximateFloat() == 30000.0', True),
        ('quantity("50k").add(20) == quantity("50020")', True),
        ('quantity("50k").sub(20000) == quantity("30k")', True),
        ('quantity("50k").add(20).sub(quantity("100k")).sub(-50000) == quantity("20")', True),
        ('isQuantity("1.3G") && isQuantity("1.3Gi") && isQuantity("10000k")', True),
        ('isQuantity("1,3G") || isQuantity("200K") || isQuantity("Three") || isQuantity("Mi")', False),
        ('sign(quantity("-5")) == -1 && sign(quantity("0")) == 0', True),
    ],
)
def test_quantity_library(expression, value):
    assert run(expression).matched is value


def test_quantity_errors():
    assert (
        run('quantity("9999999999999999999999999999999999999G").asInteger() > 0').error
        == "cannot convert value to integer"
    )
    assert "must match the regular expression" in run('quantity("Three").isInteger()').error


SEMVER_CASES = [  # apiserver/pkg/cel/library/semver_test.go
    ('semver("1.2.3") == semver("1.2.3")', True, None),
    ('semver("v1.0") == semver("1.0.0")', None, "No Major.Minor.Patch elements found"),
    ('isSemver("1.2.3-beta.1+build.1")', True, None),
    ('isSemver("")', False, None),
    ('isSemver("v1.0.0")', False, None),
    ('isSemver(" 1.0.0")', False, None),
    ('isSemver("1. 0.0")', False, None),
    ('isSemver("1.0.0 ")', False, None),
    ('isSemver("01.01.01")', False, None),
    ('isSemver("1")', False, None),
    ('isSemver("1.1")', False, None),
    ('isSemver("", true)', False, None),
    ('isSemver(" 1.0.0", true)', False, None),
    ('isSemver("1. 0.0", true)', False, None),
    ('isSemver("1.0.0 ", true)', False, None),
    ('isSemver("v1.0.0", true)', True, None),
    ('isSemver("01.01.01", true)', True, None),
    ('isSemver("1", true)', True, None),
    ('isSemver("1.1", true)', True, None),
    ('semver("v01.01", true) == semver("1.1.0")', True, None),
    ('semver("1.2.3") == semver("1.0.0")', False, None),
    ('semver("1.0.0").isLessThan(semver("1.2.3"))', True, None),
    ('semver("1.0.0").isLessThan(semver("1.0.0"))', False, None),
    ('semver("1.2.3").isGreaterThan(semver("1.0.0"))', True, None),
    ('semver("1.0.0").isGreaterThan(semver("1.0.0"))', False, None),
    ('semver("1.2.3").compareTo(semver("1.2.3")) == 0', True, None),
    ('semver("1.0.0").compareTo(semver("1.2.3")) == -1', True, None),
    ('semver("1.2.3").compareTo(semver("1.0.0")) == 1', True, None),
    ('semver("1.2.3").major() == 1 && semver("1.2.3").minor() == 2 && semver("1.2.3").patch() == 3', True, None),
]


@pytest.mark.parametrize(("expression", "value", "error"), SEMVER_CASES)
def test_semver_library(expression, value, error):
    out = run(expression)
    if error:
        assert out.matched is False and out.error == error
    else:
        assert (out.matched, out.error) == (value, None)


@pytest.mark.parametrize(
    ("a", "b"),
    [  # semver.org's precedence example, in order
        ("1.0.0-alpha", "1.0.0-alpha.1"),
        ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
        ("1.0.0-alpha.beta", "1.0.0-beta"),
        ("1.0.0-beta", "1.0.0-beta.2"),
        ("1.0.0-beta.2", "1.0.0-beta.11"),
        ("1.0.0-beta.11", "1.0.0-rc.1"),
        ("1.0.0-rc.1", "1.0.0"),
        ("1.0.0", "1.0.1"),
        ("1.9.0", "1.10.0"),
    ],
)
def test_semver_precedence(a, b):
    assert Semver.parse(a).compare(Semver.parse(b)) == -1
    assert Semver.parse(b).compare(Semver.parse(a)) == 1
    assert Semver.parse(a + "+build.1") == Semver.parse(a)  # build metadata does not count


@settings(max_examples=300, deadline=None)
@given(
    st.integers(-(10**12), 10**12),
    st.integers(-9, 9),
    st.sampled_from(["", "k", "M", "G", "m", "u", "n", "Ki", "Mi", "Gi", "Ti", "e3", "E-2"]),
)
def test_quantity_parse_agrees_with_the_slice_quantity_oracle(mantissa, shift, suffix):
    # slices.quantity is an independent exact parser without the nano rounding; both must accept
    # and reject the same texts (a float repr such as "1e-05" with a suffix is rejected by both)
    text = f"{mantissa / 10 ** max(shift, 0) if shift > 0 else mantissa}{suffix}"
    expected = slices_quantity(text)
    if isinstance(expected, str):
        with pytest.raises(ValueError_):
            Quantity.parse(text)
        return
    nanos = expected * 10**9  # ParseQuantity rounds finer values up (away from zero) to a nano
    assert Quantity.parse(text).value == Fraction(math.ceil(abs(nanos)) * (1 if nanos >= 0 else -1), 10**9)


def test_quantity_parse_is_parse_quantity_not_unmarshal_json():
    # the CEL quantity() function calls ParseQuantity, which does not trim; a decoded object's
    # value went through UnmarshalJSON, which does (slices.quantity and device_from_slice)
    with pytest.raises(ValueError_):
        Quantity.parse(" 1Gi")
    assert "must match the regular expression" in run('quantity(" 1Gi").isInteger()').error
    assert slices_quantity(" 1Gi") == 2**30
    device = device_from_slice({"capacity": {"memory": {"value": " 1Gi "}}}, "d")
    assert device.capacity["d"]["memory"] == Quantity(Fraction(2**30))
    assert Quantity.parse("0.0000000001").value == Fraction(1, 10**9)  # RoundUp to Nano
    assert Quantity.parse("-0.0000000001").value == Fraction(-1, 10**9)


# --- many devices at once -------------------------------------------------------------------------


def test_reads_names_the_device_paths_an_expression_observes():
    assert reads(compile('device.attributes["a"].x == 1 && device.driver == "d"').ast) == (
        ("attributes", "a", "x"),
        ("driver",),
    )
    assert reads(compile('cel.bind(a, device.attributes["a"], a.x == 1)').ast) == (("attributes", "a"),)
    assert reads(compile('"a" in device.attributes').ast) == (("attributes",),)
    assert reads(compile("true").ast) == ()


_values = st.one_of(
    st.integers(-3, 3).map(lambda v: {"int": v}),
    st.booleans().map(lambda v: {"bool": v}),
    st.sampled_from(["A100", "H100", "1"]).map(lambda v: {"string": v}),
    st.sampled_from(["1.0.0", "2.1.0-rc.1"]).map(lambda v: {"version": v}),
)
_devices = st.lists(
    st.fixed_dictionaries(
        {
            "attributes": st.dictionaries(st.sampled_from(["model", "index", "x.com/flag", "v"]), _values, max_size=4),
            "capacity": st.dictionaries(
                st.sampled_from(["memory"]),
                st.sampled_from(["1Gi", "80Gi", "512Mi"]).map(lambda v: {"value": v}),
                max_size=1,
            ),
        }
    ),
    min_size=1,
    max_size=12,
)
EXPRESSIONS = [
    'device.attributes["d.com"].model == "A100"',
    'device.attributes["d.com"].index > 0 || device.attributes["x.com"].flag',
    'has(device.attributes["d.com"].v) && device.attributes["d.com"].v.isGreaterThan(semver("1.5.0"))',
    'device.capacity["d.com"].memory.compareTo(quantity("2Gi")) >= 0',
    'device.attributes["d.com"].exists(k, k == "index")',
    'cel.bind(a, device.attributes["d.com"], a.model == "1" || a.index == 1)',
]


@settings(max_examples=150, deadline=None)
@given(_devices, st.sampled_from(EXPRESSIONS))
def test_grouped_matching_equals_evaluating_each_device(devices, expression):
    devs = [device_from_slice(d, "d.com") for d in devices]
    r = compile(expression)
    assert match_devices(r, devs) == [evaluate(r, d) for d in devs]


@pytest.mark.parametrize(
    ("expression", "detail"),
    [
        # library/quantity.go declares sign as a global overload only (its doc's `<Quantity>.sign()` aside)
        ('quantity("-5").sign() == -1', "found no matching overload for 'sign' applied to 'kubernetes.Quantity.()'"),
        (
            'isGreaterThan(quantity("1"), quantity("2"))',
            "found no matching overload for 'isGreaterThan' applied to '(kubernetes.Quantity, kubernetes.Quantity)'",
        ),
        ('quantity("1").nosuch()', "undeclared reference to 'nosuch' (in container '')"),
    ],
)
def test_a_function_called_in_the_other_style_matches_no_overload(expression, detail):
    # cel-go's resolveOverload skips overloads of the other call style, then reports no matching overload;
    # only a name with no declaration at all is an undeclared reference
    result = compile(expression)
    assert result.problem is not None and detail in result.problem.detail


@pytest.mark.parametrize(
    ("value", "message"),
    [
        # DeviceMatches goes on with ConvertToNative's reason (the oracle's texts, 1.36 with DRAListTypeAttributes)
        ("1", "CEL result of type int could not be converted to bool: unsupported type conversion from 'int' to bool"),
        (
            '"a"',
            "CEL result of type string could not be converted to bool: unsupported native conversion from string to 'bool'",
        ),
        ("[1]", "CEL result of type list could not be converted to bool: type conversion error from list to 'bool'"),
        (
            'duration("1s")',
            "CEL result of type google.protobuf.Duration could not be converted to bool: "
            "type conversion error from 'Duration' to 'bool'",
        ),
        (
            "optional.of(1.5)",
            "CEL result of type optional_type could not be converted to bool: "
            "type conversion error from Double to 'bool'",
        ),
        (
            "optional.none()",
            "CEL result of type optional_type could not be converted to bool: optional.none() dereference",
        ),
    ],
)
def test_a_result_that_is_not_a_bool_gets_upstreams_reason(value, message):
    result = compile(f"dyn({value})", Options(list_type_attributes=True, release="1.36"))
    out = evaluate(result, Device("d.io", {}, {}))
    assert (out.matched, out.error) == (False, message)
