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
