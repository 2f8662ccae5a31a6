"""Where building the program fails (dra_conform.semantics.cel.planner): cel-go's planner with the
decorators cel.OptOptimize adds (the apiserver's EvalOptions; interpreter/planner.go planCallIndex,
decorators.go decOptimize, attributes.go newQualifier), the same in cel-go v0.26.0 and v0.29.2. Each case
was asked of the 1.37 Go oracle: upstream's field.InternalError "program instantiation failed: ...".
"""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import Device, compile, evaluate


def problem(expression: str) -> tuple[str, str] | None:
    result = compile(expression)
    return None if result.problem is None else (result.problem.kind, result.problem.detail)


def run(expression: str) -> tuple[bool | None, str | None]:
    result = compile(expression)
    assert result.problem is None, result.problem
    out = evaluate(result, Device("d.io", {}, {}))
    return out.matched, out.error


@pytest.mark.parametrize(
    ("expression", "go_type"),
    [
        ("{null: false}[null] == false", "types.Null"),  # the case
        ("{null: 1}[?null] == optional.of(1)", "types.Null"),
        ("dyn({null: 1})[dyn(null)] == 1", "types.Null"),  # dyn() of a constant is folded
        ("[1, 2][dyn(null)] == 1", "types.Null"),
        ("{int: 1}[int] == 1", "*types.Type"),
        ("{[1]: 1}[[1]] == 1", "*types.baseList"),
        ('{"a": 1}[dyn({"a": 1})] == 1', "*types.baseMap"),
        ('{timestamp("2009-02-13T23:31:30Z"): 1}[timestamp("2009-02-13T23:31:30Z")] == 1', "types.Timestamp"),
        ('{duration("1s"): 1}[duration("1s")] == 1', "types.Duration"),
    ],
)
def test_a_constant_index_newqualifier_refuses_fails_the_program(expression, go_type):
    assert problem(expression) == ("Internal", f"program instantiation failed: invalid qualifier type: {go_type}")


def test_a_constant_index_newqualifier_takes_evaluates():
    # a repeated key keeps its last value (evalMap fills a Go map): no error upstream
    assert run("{true: 1, false: 2, true: 3}[true] == 3") == (True, None)
    assert run("{2.5: 1}[2.5] == 1") == (True, None)


@pytest.mark.parametrize(
    ("expression", "go_type"),
    [
        ('{null: device.driver}[[null][device.attributes.size()]] == "d.io"', "types.Null"),
        ("[[device.driver]].map(l, {l: 'a'}[l]) == ['a']", "*types.baseList"),
        ('{ip("1.2.3.4"): device.driver}[ip("1.2.3.4")] == "d.io"', "cel.IP"),
        ('{optional.of(1): device.driver}[optional.of(1)] == "d.io"', "*types.Optional"),
    ],
)
def test_an_index_computed_at_run_time_fails_the_evaluation_alike(expression, go_type):
    assert run(expression) == (False, f"invalid qualifier type: {go_type}")


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ('int("a") == 1 || true', "type conversion error from 'string' to 'int'"),  # folded before || is
        ('type(int("a")) == int', "type conversion error from 'string' to 'int'"),
        ('[int("a")][0] == 1', "type conversion error from 'string' to 'int'"),
        ('[1].exists(x, int("z") == x)', "type conversion error from 'string' to 'int'"),
        ('double("0x10") == 16.0', "type conversion error from 'string' to 'double'"),  # hex needs a p exponent
        ('uint("+5") == 5u', "type conversion error from 'string' to 'uint'"),
        ('"a".matches(string("["))', "error parsing regexp: missing closing ]: `[`"),  # a folded pattern
    ],
)
def test_a_conversion_of_a_constant_is_folded_and_its_error_fails_the_program(expression, error):
    assert problem(expression) == ("Internal", f"program instantiation failed: {error}")


def test_a_conversion_of_a_constant_that_converts_evaluates():
    assert run('double("1_0") == 10.0') == (True, None)  # ParseFloat takes underscores between digits
    assert run('int("+5") == 5') == (True, None)
    assert run("1 in []") == (False, None)


def test_a_map_of_bytes_keys_panics_upstream():
    # constant: Go cannot hash the slice while planning, and nothing recovers the panic there
    kind, detail = problem("{b'a': 1}.size() == 1")  # type: ignore[misc]
    assert kind == "Internal" and "hash of unhashable type types.Bytes" in detail
    # at run time cel-go's Eval recovers it as an error
    assert run("{bytes(device.driver): 1}.size() == 1") == (
        False,
        "internal error: runtime error: hash of unhashable type types.Bytes",
    )
