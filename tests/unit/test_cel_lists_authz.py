"""The lists extension's sortBy (ext.Lists version 2, in the DRA environment at version 3) and the
authorizer library's declarations (library/authz.go, base.go since 1.27) in the DRA environment.

sortBy cases from cel-go ext/lists_test.go (TestLists, the sortBy expressions; the ExampleType one
needs a message type the DRA environment lacks), their expressions unchanged.
"""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import Device, compile, evaluate


def outcome(expression: str):
    result = compile(expression)  # a list of a size the estimate cannot bound is evaluated with its cost tracked
    assert result.problem is None, result.problem
    return evaluate(result, Device("", {}, {}))


@pytest.mark.parametrize(
    "expression",
    [
        "[].sortBy(e, e) == []",
        '["a"].sortBy(e, e) == ["a"]',
        "[-3, 1, -5, -2, 4].sortBy(e, -(e * e)) == [-5, 4, -3, -2, 1]",
        "[-3, 1, -5, -2, 4].map(e, e * 2).sortBy(e, -(e * e)) == [-10, 8, -6, -4, 2]",
        "lists.range(3).sortBy(e, -e) == [2, 1, 0]",
        '["a", "c", "b", "first"].sortBy(e, e == "first" ? "" : e) == ["first", "a", "b", "c"]',
        "[{'field': 'lo'}, {'field': 'hi'}].sortBy(m, m.field) == [{'field': 'hi'}, {'field': 'lo'}]",
        "[{'x':4}, {'x':3}].sortBy(m, m['x']) == [{'x':3}, {'x':4}]",
        # equal keys keep their order up to 12 elements (Go's sort.Slice sorts those by insertion)
        "lists.range(12).sortBy(e, e % 2) == [0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 11]",
    ],
)
def test_sort_by_as_cel_go(expression):
    out = outcome(expression)
    assert (out.matched, out.error) == (True, None)


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ("[dyn(1), dyn('a')].sortBy(e, e).size() == 2", "list elements must have the same type"),
        ("dyn([[1], [2]]).sortBy(e, dyn(e)).size() == 2", "list elements must be comparable"),
        # sort() is the same function with the list as its own keys (ext/lists.go sortList)
        ("[dyn(1), dyn('a')].sort().size() == 2", "list elements must have the same type"),
        ("dyn([[1], [2]]).sort().size() == 2", "list elements must be comparable"),
    ],
)
def test_sort_by_runtime_errors_as_cel_go(expression, error):
    out = outcome(expression)
    assert (out.matched, out.error) == (False, error)


@pytest.mark.parametrize(
    "expression",
    [
        # Go's sort.Slice past 12 elements (pdqsort; the orders traced in tests/unit/test_cel_gosort.py)
        "lists.range(13).sortBy(e, e % 2) == [8, 12, 2, 0, 4, 10, 6, 3, 7, 9, 5, 11, 1]",
        "lists.range(13).sortBy(e, e == 0 ? 1 : 0) == [6, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 0]",
        # a NaN key is never less (cel-go's Compare gives an error, not -1): insertion leaves it in place
        "[1.0, 0.0 / 0.0, -1.0].sort().map(x, string(x)) == ['1', 'NaN', '-1']",
    ],
)
def test_sort_past_twelve_elements_with_equal_keys_is_gos_order(expression):
    out = outcome(expression)
    assert (out.matched, out.error) == (True, None)


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ('{"a": 1}.sortBy(e, e)', "sortBy can only be applied to a list, identifier, comprehension, call or select"),
        ("[1].sortBy(e.f, e)", "argument must be a simple name"),
        ("lists.range(3).sortBy(e, [e]).size() == 3", "found no matching overload for '@sortByAssociatedKeys'"),
    ],
)
def test_sort_by_compile_errors_as_cel_go(expression, error):
    result = compile(expression)
    assert result.problem is not None and error in result.problem.detail


def test_the_authorizer_library_is_declared_but_has_no_receiver_in_the_dra_environment():
    typed = compile('device.driver.path("/healthz")')
    assert typed.problem is not None
    assert "found no matching overload for 'path' applied to 'string.(string)'" in typed.problem.detail
    out = outcome('dyn(device.driver).path("/healthz").check("get").allowed()')
    assert (out.matched, out.error) == (False, "no such overload")


def test_three_authorization_checks_are_too_complex_as_upstream():
    checks = " || ".join(f'dyn(device.driver).path("/{i}").check("get").allowed()' for i in range(3))
    result = compile(checks)  # library/cost.go prices a check at 350,000: two per expression
    assert result.problem is not None and result.problem.detail == "too complex, exceeds cost limit"


def test_cel_block_is_an_undeclared_reference_as_in_the_dra_environment():
    result = compile("cel.block([1], true)")
    assert result.problem is not None and "undeclared reference to 'cel'" in result.problem.detail


@pytest.mark.parametrize(
    ("expression", "type_name"),
    [
        # cel-go's resolveOverload commits each matching overload's substitutions: a free element type is
        # bound by the first of the overloads templated over comparableTypes (int), as the oracle types it
        ("[].sort()", "list(int)"),
        ("[].max()", "int"),
        ("[].sum()", "int"),
        ("lists.range(0).sort()", "list(int)"),
        ('["b"].sort()', "list(string)"),
        ("dyn([]).sort()", "dyn"),  # a dyn list matches every overload: their results differ, dyn
    ],
)
def test_a_free_type_parameter_is_bound_by_the_first_matching_overload(expression, type_name):
    problem = compile(expression).problem
    assert problem is not None
    assert problem.detail == f"must evaluate to bool or the unknown type, not {type_name}"


@pytest.mark.parametrize("function", ["sort", "max", "min", "isSorted"])
def test_a_list_of_lists_has_no_comparable_overload(function):
    problem = compile(f"[[1]].{function}() == []").problem
    assert problem is not None
    assert f"found no matching overload for '{function}' applied to 'list(list(int)).()'" in problem.detail


@pytest.mark.parametrize(
    "expression",
    [
        '[duration("1s")].filter(x, false).sum() == duration("0s")',
        "[1u].filter(x, false).sum() == 0u",
        "[1.5].filter(x, false).sum() == 0.0",
    ],
)
def test_an_empty_sum_is_its_overloads_zero(expression):
    out = outcome(expression)
    assert (out.matched, out.error) == (True, None)
