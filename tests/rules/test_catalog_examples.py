"""Every checkable rule's documented examples behave as documented: the failing one
triggers the rule, the passing one does not (the catalogue doubles as fixtures)."""

from __future__ import annotations

import pytest

from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from dra_conform.rules import load
from dra_conform.semantics import gates
from tests.helpers import by_rule, place

RULES = [r for r in sorted(load().rules.values(), key=lambda r: r.id) if r.checkable == "yes"]


def run(tmp_path, example, family="DRA-MD"):
    if family == "DRA-MD":  # metadata examples sit in a metadata tree, at their path
        target = place(tmp_path, example.content, example.path)
    else:  # manifests sit anywhere
        target = tmp_path / example.path
        target.write_text(example.content)
    options = Options(example.kubernetes_version or "1.37", feature_gates=gates.parse(example.feature_gates or ""))
    report = check_paths([str(target)], options)  # bundle rules included
    return report.findings


@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_failing_example_triggers_rule(tmp_path, rule):
    assert rule.fail_example is not None, f"{rule.id} needs a failing example"
    assert by_rule(run(tmp_path, rule.fail_example, rule.family), rule.id), (
        f"{rule.id} did not fire on its failing example"
    )


@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_passing_example_is_clean_for_rule(tmp_path, rule):
    assert rule.pass_example is not None, f"{rule.id} needs a passing example"
    assert by_rule(run(tmp_path, rule.pass_example, rule.family), rule.id) == []


def test_every_checkable_rule_has_why_source_and_remediation():
    for rule in RULES:
        assert rule.why and rule.source and rule.upstream, rule.id
        assert rule.remediation.endswith("."), f"{rule.id}: remediation must be a sentence"


def test_catalogue_lists_every_spec_rule():
    ids = set(load().rules)
    expected = {
        f"DRA-MD-{n:03d}"
        for n in [
            *range(1, 14),
            *range(20, 30),
            *range(40, 45),
            *range(50, 55),
            *range(60, 64),
            *range(70, 78),
            *range(80, 83),
            *range(90, 97),
            *range(100, 103),
            *range(110, 115),
        ]
    }
    assert len(expected) == 63
    assert expected <= ids
