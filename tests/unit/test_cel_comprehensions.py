"""transformList, transformMap, transformMapEntry (cel-go ext.TwoVarComprehensions, base.go since 1.32).

Cases from cel-go ext/comprehensions_test.go (TestTwoVarComprehensionsStaticErrors,
TestTwoVarComprehensionsRuntimeErrors and the expressions of TestTwoVarComprehensions), with
their expressions unchanged; the conformance suite's macros2 sections run in tests/cel_spec.
"""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import Device, compile, evaluate


def outcome(expression: str):
    result = compile(expression)
    assert result.problem is None, result.problem
    assert result.not_checked is None, result.not_checked
    return evaluate(result, Device("", {}, {}))


@pytest.mark.parametrize(
    "expression",
    [
        "[1, 2, 3].transformList(i, v, v * 2) == [2, 4, 6]",
        "[1, 2, 3].transformList(i, v, i > 0, v * 2) == [4, 6]",
        "{'a': 1, 'b': 2}.transformMap(k, v, v + 1) == {'a': 2, 'b': 3}",
        "{'a': 1, 'b': 2}.transformMap(k, v, k == 'b', v + 1) == {'b': 3}",
        "{1: 2}.transformMapEntry(k, v, {v: k}) == {2: 1}",
        "['a', 'b'].transformMapEntry(i, v, {v: i}) == {'a': 0, 'b': 1}",
        "{'hello': 'world', 'greetings': 'tacocat'}.transformMapEntry(k, v, {}) == {}",
        "{'hello': 'world', 'greetings': 'tacocat'}.transformMapEntry(k, v, v == 'tacocat', {v: k}) == "
        "{'tacocat': 'greetings'}",
        "[1, 2].transformMapEntry(i, v, {v: i, -v: -i}).size() == 4",
        "[{'a': 1}, {'b': 2}].transformList(i, m, m.transformMap(k, v, v * 10)) == [{'a': 10}, {'b': 20}]",
    ],
)
def test_transforms_evaluate_as_cel_go(expression):
    out = outcome(expression)
    assert (out.matched, out.error) == (True, None)


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ("[1, 1].transformMapEntry(i, v, {v: i}).size() == 1", "insert failed: key 1 already exists"),
        ("[dyn(0), dyn(0u)].transformMapEntry(i, v, {v: i}).size() == 1", "insert failed: key 0 already exists"),
        ("['x', 'x'].transformMapEntry(i, v, {v: i}).size() == 1", "insert failed: key x already exists"),
        ("[true, true].transformMapEntry(i, v, {v: i}).size() == 1", "insert failed: key true already exists"),
        ("[2, 1, 0].transformList(i, v, v / i).size() == 3", "division by zero"),
    ],
)
def test_transform_runtime_errors_are_cel_gos(expression, error):
    out = outcome(expression)
    assert (out.matched, out.error) == (False, error)


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ("[].all(i, i, i < i)", "duplicate variable name: i"),
        ("[].all(__result__, i, __result__ < i)", "iteration variable overwrites accumulator variable"),
        ("[].all(j, __result__, __result__ < j)", "iteration variable overwrites accumulator variable"),
        ("[].transformList(i.j, k, i.j + k)", "argument must be a simple name"),
        ("[].transformList(j, i.k, j + i.k)", "argument must be a simple name"),
        ("{}.transformMap(i.j, k, i.j + k)", "argument must be a simple name"),
        ("{}.transformMap(j, i.k, j + i.k)", "argument must be a simple name"),
        ("{}.transformMapEntry(j, i.k, {j: i.k})", "argument must be a simple name"),
        ("{}.transformMapEntry(i.j, k, {k: i.j})", "argument must be a simple name"),
        ("{}.transformMapEntry(j, k, 'bad filter', {k: j})", "no matching overload"),
        ("[1, 2].transformList(i, v, v % 2 == 0 ? [v] : v)", "no matching overload"),
        ("{'hello': 'world', 'greetings': 'tacocat'}.transformMapEntry(k, v, []) == {}", "no matching overload"),
        ("1.transformList(j, k, j < k)", "cannot be range"),
        ("[].transformList(i, i, i)", "duplicate variable name: i"),
    ],
)
def test_transform_static_errors_are_cel_gos(expression, error):
    result = compile(expression)
    assert result.problem is not None and error in result.problem.detail


def test_a_transform_over_device_attributes_is_checked_not_declined():
    result = compile('device.attributes["a.example.com"].transformList(k, v, k).size() > 0')
    assert result.problem is None and result.not_checked is None
