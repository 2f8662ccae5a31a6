"""Equality and membership as cel-go evaluates them, each case the 1.37 Go oracle's answer: the Kubernetes
library types answer another kind with "no such overload" (their Equal's MaybeNoSuchOverloadErr; null is
types.Equal's own), `!=` is `Equal(...) != true` (an error is not equal), and `x in <constant list of
primitives>` is cel-go's set membership (interpreter/decorators.go maybeOptimizeSetMembership): a Go map
lookup, where a value Go cannot hash panics and another kind is not found."""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import compile, device_from_slice, evaluate

DEVICE = device_from_slice(
    {"attributes": {"q": {"version": "1.0.0"}, "n": {"int": 3}, "s": {"string": "a"}}, "capacity": {}}, "d.io"
)
UNHASHABLE = "internal error: runtime error: hash of unhashable type"


@pytest.mark.parametrize(
    ("expression", "matched", "error"),
    [
        ('device.attributes["d.io"].q == 3', False, "no such overload"),
        ('dyn(quantity("1")) == dyn(1)', False, "no such overload"),
        ('dyn(semver("1.0.0")) == dyn("a")', False, "no such overload"),
        ('dyn(semver("1.0.0")) == dyn(null)', False, None),
        ('3 == device.attributes["d.io"].q', False, None),  # an int's Equal says false
        ('dyn(semver("1.0.0")) != dyn("a")', True, None),
        # add() and sub() return a *Quantity: Quantity.Equal's other.(Quantity) does not take it
        ('quantity("1") == quantity("1").add(0)', False, "no such overload"),
        ('quantity("1").add(0) == quantity("1")', True, None),
        ('[quantity("1")] == [quantity("1").sub(0)]', True, None),  # a list's Equal goes on past the error
        ('dyn(ip("1.2.3.4")) != dyn(1)', True, None),
        # set membership over a constant list
        ('device.attributes["d.io"].q in [1, 2]', False, f"{UNHASHABLE} cel.Semver"),
        ('dyn(b"a") in [1]', False, f"{UNHASHABLE} types.Bytes"),
        ('dyn(b"a") in [b"a"]', True, None),  # a list of bytes is not optimized: the list's own `in`
        ('device.attributes["d.io"].n in [3.0]', True, None),
        ('device.attributes["d.io"].n in [1u, 3u]', True, None),
        ('device.attributes["d.io"].s in [1]', False, None),
        ("dyn(9007199254740993) in [9007199254740992.0]", False, None),
        ("dyn(9007199254740992.0) in [9007199254740993]", True, None),  # the int's double is in the set
        ("dyn(1/0) in []", False, None),  # a constant false: the left side is not evaluated
    ],
)
def test_equality_and_membership_are_cel_gos(expression, matched, error):
    out = evaluate(compile(expression), DEVICE)
    assert (out.matched, out.error) == (matched, error)


@pytest.mark.parametrize(
    ("expression", "cost"),
    [
        # the 1.37 oracle's estimates: == and != by 0.1 of the smaller operand's size (cel-go's sizeOrUnknown),
        # one unit for == of two quantities (the Kubernetes estimator); optional.of is a function, not a field
        ("null == null", 1),
        ("dyn(1) == dyn(1)", 3),
        ("optional.of(1) == optional.of(1)", 3),
        ('device.capacity["d.io"].c == device.capacity["d.io"].c', 9),
        ('url("a") != url("a")', 3),
        ("optional.of(1).hasValue()", 2),
        ("sets.contains([1], [1])", 22),
        ("sets.equivalent([1], [1])", 23),
        ("sets.intersects([1, 2], [1, 2, 3])", 27),
        # the Kubernetes lists' traversal estimate, in place of the call's unit
        ("[1, 2].isSorted()", 12),
        ('"abc".indexOf("a") == 0', 2),
        ("[[1]].indexOf([1]) == 0", 32),
    ],
)
def test_equality_is_estimated_as_cel_go_does(expression, cost):
    result = compile(expression)
    assert result.problem is None and (result.max_cost, result.cost_bound) == (cost, cost)


@pytest.mark.parametrize(
    "expression",
    [
        # no size cel-go knows (a quantity, a type value, an optional string): the estimate saturates
        'quantity("1") != quantity("1")',
        'device.capacity["d.io"].c != quantity("1")',
        'semver("1.0.0") != semver("1.0.0")',
        "type(1) == int",
        'optional.of("a") == optional.of("a")',
        'quantity("1") == dyn(quantity("1"))',
        # a list of strings: the per-element size of its strings is not known
        '["a", "b"].isSorted()',
        '["a"].max() == "a"',
    ],
)
def test_equality_of_values_without_a_size_is_too_complex(expression):
    problem = compile(expression).problem
    assert problem is not None and (problem.kind, problem.detail) == ("Forbidden", "too complex, exceeds cost limit")


def test_an_empty_list_by_an_unknown_size_is_no_nan():
    # SizeEstimate.Multiply of 0 and an unknown size is 0 (Python's inf * 0 is NaN: a traceback before)
    result = compile("sets.contains([], lists.range(size(device.attributes)))")
    assert result.problem is None and result.max_cost == 15
