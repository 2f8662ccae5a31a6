"""Random expressions from CEL's grammar (CEL.g4 with the optional syntax, the macros of the DRA
environment's extensions and the string format) never crash the parser,
the checker or the evaluator, and each ends in bounded time: compile() always gives a verdict and
evaluate() an Outcome, whatever the expression."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.semantics.cel import Device, Options, compile, evaluate
from dra_conform.semantics.cel.interpreter import Budget, program
from dra_conform.semantics.cel.values.core import EvalError, Unsupported

DEVICE = Device(
    "gpu.example.com",
    {"gpu.example.com": {"model": "A100", "index": 3, "package": True}, "x.io": {"tags": ["a", "b"]}},
    {},
)
HANG = 10.0  # seconds: far above any expression here; reached only by a runaway

_literal = st.one_of(
    st.integers(-(2**63), 2**63 - 1).map(str),
    st.integers(0, 2**64 - 1).map(lambda i: f"{i}u"),
    st.floats(allow_nan=False, allow_infinity=False).map(repr),
    st.text(alphabet="ab'\"\\\n é", max_size=4).map(lambda s: repr(s)),
    st.sampled_from(["true", "false", "null", 'b"\\x00"', "r'\\d'", "'''x'''"]),
)
_name = st.sampled_from(
    ["driver", "attributes", "capacity", "model", "index", "package", "namespace", "if", "as", "x", "tags"]
)
_atom = st.one_of(
    _literal,
    st.sampled_from(
        [
            "device",
            'device.attributes["gpu.example.com"]',
            'device.attributes["x.io"].tags',
            "int",
            "optional.none()",
            "[]",
            "{}",
            "x",
        ]
    ),
)


def _grow(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    unary = st.tuples(st.sampled_from(["!", "-", ""]), inner).map("".join)
    binary = st.tuples(
        inner, st.sampled_from(["+", "-", "*", "/", "%", "==", "!=", "<", ">=", "&&", "||", " in "]), inner
    ).map(lambda t: f"({t[0]} {t[1]} {t[2]})")
    select = st.tuples(inner, st.sampled_from([".", ".?"]), _name).map(lambda t: f"{t[0]}{t[1]}{t[2]}")
    index = st.tuples(inner, st.sampled_from(["[", "[?"]), inner).map(lambda t: f"{t[0]}{t[1]}{t[2]}]")
    ternary = st.tuples(inner, inner, inner).map(lambda t: f"({t[0]} ? {t[1]} : {t[2]})")
    call = st.tuples(
        st.sampled_from(
            ["size", "type", "dyn", "string", "int", "uint", "double", "optional.of", "optional.ofNonZeroValue", "has"]
        ),
        inner,
    ).map(lambda t: f"{t[0]}({t[1]})")
    method = st.tuples(
        inner,
        st.sampled_from(
            ["contains", "startsWith", "orValue", "or", "indexOf", "split", "lowerAscii", "value", "hasValue", "size"]
        ),
        st.lists(inner, max_size=1),
    ).map(lambda t: f"{t[0]}.{t[1]}({', '.join(t[2])})")
    macro = st.tuples(inner, st.sampled_from(["all", "exists", "exists_one", "map", "filter", "optMap"]), inner).map(
        lambda t: f"{t[0]}.{t[1]}(v, {t[2]})"
    )
    two = st.tuples(
        inner, st.sampled_from(["all", "exists", "transformList", "transformMap", "transformMapEntry"]), inner
    ).map(lambda t: f"{t[0]}.{t[1]}(k, v, {t[2]})")
    sort_by = st.tuples(inner, inner).map(lambda t: f"{t[0]}.sortBy(v, {t[1]})")
    # the string format: templates with every clause, precisions, stray and doubled percent signs
    template = st.lists(
        st.sampled_from(
            ["%s", "%d", "%f", "%.3f", "%e", "%.2e", "%b", "%x", "%X", "%o", "%%", "%", "%.", "%a", "a", "é"]
        ),
        max_size=4,
    ).map(lambda ps: repr("".join(ps)))
    fmt = st.tuples(st.one_of(template, inner), st.lists(inner, max_size=3)).map(
        lambda t: f"{t[0]}.format([{', '.join(t[1])}])"
    )
    bind = st.tuples(inner, inner).map(lambda t: f"cel.bind(x, {t[0]}, {t[1]})")
    lst = st.lists(st.tuples(st.sampled_from(["", "?"]), inner).map("".join), max_size=3).map(
        lambda xs: "[" + ", ".join(xs) + "]"
    )
    mp = st.lists(st.tuples(st.sampled_from(["", "?"]), inner, inner), max_size=2).map(
        lambda es: "{" + ", ".join(f"{o}{k}: {v}" for o, k, v in es) + "}"
    )
    return st.one_of(unary, binary, select, index, ternary, call, method, macro, two, sort_by, fmt, bind, lst, mp)


EXPRESSIONS = st.recursive(_atom, _grow, max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(EXPRESSIONS, st.booleans())
def test_random_expressions_end_in_a_verdict_and_an_outcome(expression, list_type_attributes):
    start = time.monotonic()
    result = compile(expression, Options(list_type_attributes=list_type_attributes))
    assert result.problem is not None or result.not_checked is not None or result.ast is not None
    if result.problem is not None:
        assert result.problem.kind in ("Invalid", "TooLong", "Forbidden", "Internal")  # Internal: env.Program fails
    if result.can_evaluate:
        out = evaluate(result, DEVICE)
        assert out.matched in (True, False, None)
        assert out.matched is not None or out.not_checked
    assert time.monotonic() - start < HANG, expression


@settings(max_examples=200, deadline=None)
@given(EXPRESSIONS)
def test_random_expressions_run_unchecked_without_a_crash(expression):
    """The evaluator alone (as the conformance cases that turn the checker off run it): a CEL error or a
    value, never a Python exception."""
    from dra_conform.semantics.cel.syntax import ParseError, parse

    try:
        ast = parse(expression)
    except (ParseError, RecursionError):
        return
    try:
        program(ast, Budget())({"device": DEVICE})
    except (EvalError, Unsupported, RecursionError):
        pass
