"""schemas/report/dra-conform-report.json: what merge takes as a node report. The reports the tool
writes are valid by it, and merge's validator (model.schema, no jsonschema package at run time)
gives jsonschema's verdicts on generated reports, the hostile values included."""

from __future__ import annotations

import json
import subprocess
import sys

import jsonschema
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dra_conform.model.schema import LongInteger, parse_int, schema_errors, shown
from tests.helpers import PROJECT

SCHEMA = json.loads((PROJECT / "schemas" / "report" / "dra-conform-report.json").read_text())
REFERENCE = jsonschema.Draft202012Validator(SCHEMA)
FINDING = {
    "ruleId": "DRA-MD-010",
    "severity": "error",
    "message": "m",
    "fieldPath": "devices[0]",
    "file": "/f.json",
    "line": 1,
    "column": 2,
    "endLine": 1,
    "endColumn": 5,
    "object": 0,
}
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([2**63 - 1, 2**63, -1, 1.0, 1.5, 1e300]),
    st.sampled_from(["", "error", "warning", "note", "fatal", "DRA-MD-010", "\ud800", "\x1b[2J"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=2) | st.dictionaries(st.text(max_size=2), inner, max_size=2),
    max_leaves=4,
)
FINDINGS = st.dictionaries(st.sampled_from(sorted(FINDING)), VALUES, max_size=3).map(
    lambda changes: {**FINDING, **changes}
)
REPORTS = st.fixed_dictionaries(
    {"formatVersion": st.sampled_from([1, 1, 1, 2, True, "1"]), "findings": st.lists(FINDINGS, max_size=3)},
    optional={
        "node": VALUES,
        "kubernetesVersion": VALUES,
        "summary": st.dictionaries(st.sampled_from(["files", "errors", "inputErrors", "other"]), VALUES, max_size=3),
        "tool": VALUES,
    },
)


def verdicts(value):
    ours = sorted({where for where, _ in schema_errors(SCHEMA, value)})
    theirs = sorted({tuple(e.absolute_path) for e in REFERENCE.iter_errors(value)})
    return ours, theirs


def test_the_schema_is_a_draft_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@given(REPORTS)
@example({"formatVersion": 1, "findings": [{**FINDING, "severity": []}]})
@example({"formatVersion": 1, "findings": [{**FINDING, "severity": {}}]})
@example({"formatVersion": 1, "findings": [{**FINDING, "line": 2**63}], "summary": {"files": -1}})
@example({"formatVersion": 1, "findings": {}})
def test_generated_reports_get_jsonschemas_verdicts(value):
    ours, theirs = verdicts(value)
    assert ours == theirs


def test_a_number_past_ints_digit_limit_is_an_integer_above_every_maximum():
    number = parse_int("9" * 5000)
    assert isinstance(number, LongInteger) and number.text == "9" * 5000
    report = {"formatVersion": 1, "findings": [{**FINDING, "line": number}]}
    assert schema_errors(SCHEMA, report) == [
        (("findings", 0, "line"), "999999999999... (5000 digits) is greater than the maximum of 9223372036854775807")
    ]
    assert schema_errors(SCHEMA, {"formatVersion": 1, "findings": [], "extra": number}) == []  # no member of ours
    assert parse_int("-" + "1" * 5000) < 0 and parse_int("12") == 12


def test_values_in_messages_are_short_whatever_their_size_or_depth():
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    assert len(shown(deep)) < 20 and len(shown("x" * 1_000_000)) < 80 and len(shown(list(range(10**5)))) < 40


@pytest.mark.parametrize("command", [["check", "examples/metadata"], ["check", "examples/health"]])
def test_the_reports_the_tool_writes_are_valid(command):
    out = subprocess.run(
        [sys.executable, "-m", "dra_conform", *command, "--format", "json"], cwd=PROJECT, capture_output=True, text=True
    ).stdout
    report = json.loads(out)
    assert report["findings"]  # findings of every kind of file, not an empty report
    assert list(REFERENCE.iter_errors(report)) == [] and schema_errors(SCHEMA, report) == []
