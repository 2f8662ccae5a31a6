"""cel-spec's conformance suite, mapped onto the DRA CEL environment (conformance.py says how).

Every case runs, or is listed as not applicable with the part of cel-go's conformance environment
the DRA environment lacks, or that cel-go (which the apiserver runs) answers otherwise. A case that
fails waits in XFAIL, strict, with its topic, so that each entry goes once it passes: none does today.
"""

from __future__ import annotations

import collections

import pytest

from dra_conform.semantics.cel import compile, compiler
from dra_conform.semantics.cel import types as t
from dra_conform.semantics.cel.interpreter import Budget, program

from .conformance import CEL_GO_SKIPS, FORMAT_V4_CASES, HOMOGENEOUS_CASES, Case, cases, not_applicable, run

# case id, "file/section" or "file" -> why it fails today
XFAIL: dict[str, str] = {}

# How many cases each reason takes out (the listing of what cannot apply, held here so it changes on purpose).
NOT_APPLICABLE_COUNTS = {
    "a container (cel.Container) for name resolution": 13,
    "a variable with a dotted name": 8,
    "cel.block": 37,
    "enums of": 85,
    "functions the test declares": 5,
    "IPv4-mapped IPv6 addresses as IP values": 2,
    "messages of the conformance protos": 134,
    "mixed-type list or map literals": len(HOMOGENEOUS_CASES),
    "proto2 extensions": 18,
    "proto2 messages": 118,
    "proto3 messages": 85,
    "protobuf wrapper and JSON types": 262,
    "strings extension version 3": 3,
    "the encoders extension": 4,
    "the math extension": 199,
    "the strings extension's format of version 4": len(FORMAT_V4_CASES),
    "cel-go fails it": len(CEL_GO_SKIPS),
}


def _xfail(case: Case) -> str | None:
    for key in (case.id, f"{case.file}/{case.section}", case.file):
        if key in XFAIL:
            return XFAIL[key]
    return None


def _params() -> list[object]:
    out = []
    for case in cases():
        if not_applicable(case) is not None:
            continue
        why = _xfail(case)
        marks = [pytest.mark.xfail(reason=why, strict=True)] if why else []
        out.append(pytest.param(case, id=case.id, marks=marks))
    return out


@pytest.mark.parametrize("case", _params())
def test_conformance_case(case: Case) -> None:
    assert run(case) is None


def test_every_case_runs_or_is_listed_with_its_reason() -> None:
    counts: collections.Counter[str] = collections.Counter()
    for case in cases():
        reason = not_applicable(case)
        if reason is not None:
            (prefix,) = [p for p in NOT_APPLICABLE_COUNTS if reason.startswith(p)]
            counts[prefix] += 1
    assert dict(counts) == NOT_APPLICABLE_COUNTS
    assert len(cases()) == 2456  # every test of the copied files is read
    applicable = len(cases()) - sum(counts.values())
    assert applicable > 1400


def test_xfail_table_names_only_cases_that_run() -> None:
    runnable = {c.id for c in cases() if not_applicable(c) is None}
    for key in XFAIL:
        assert any(i == key or i.startswith(key + "/") for i in runnable), key


@pytest.mark.parametrize("case", [c for c in cases() if c.id in HOMOGENEOUS_CASES], ids=lambda c: c.id)
def test_mixed_type_literals_are_rejected_as_the_apiserver_does(case: Case) -> None:
    problem = compile(case.one("expr")).problem
    assert problem is not None
    assert "expected type" in problem.detail or "found no matching overload" in problem.detail


@pytest.mark.parametrize("case", [c for c in cases() if c.id in FORMAT_V4_CASES], ids=lambda c: c.id)
def test_format_cases_of_version_4_are_not_what_the_apiserver_prints(case: Case) -> None:
    outcome = run(case)  # another value or an error: Kubernetes' strings version 2 prints differently
    assert outcome is not None and (outcome.startswith("value ") or outcome.startswith("runtime error: "))


def test_a_case_cel_go_skips_gets_cel_gos_answer() -> None:
    # null_assignable_to_abstract_parameter_candidate: cel-go's mostGeneral(optional(int), null) is null_type
    assert compiler.check("[optional.of(1), null][0]").output == t.NULL


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        # map_key_float, map_key_null, map_value_repeat_key (their expressions; values made dyn where the
        # case disables the checker, which would refuse the mixed values)
        ("{3.3: dyn(15.15), 1.0: dyn(5)}[1.0]", 5),
        ("{true: 1, false: 2, true: 3}[true]", 3),
    ],
)
def test_map_keys_cel_go_skips_get_cel_gos_answer(expression: str, value: object) -> None:
    checked = compiler.check(expression)
    assert checked.result is None
    assert program(checked.ast, Budget())({}) == value


def test_a_null_index_is_refused_as_cel_gos_planner_refuses_it() -> None:
    # map_key_null: the spec's value is false, but cel-go's newQualifier takes no null index (the oracle's
    # answer on every release): a constant one fails env.Program
    problem = compile("{null: false}[null]").problem
    assert problem is not None
    assert (problem.kind, problem.detail) == (
        "Internal",
        "program instantiation failed: invalid qualifier type: types.Null",
    )
