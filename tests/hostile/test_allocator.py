"""Searches the allocator cannot finish, or finishes only by passing over devices alike (issue 32
point 1), judged by `check` and `explain-claim` under a CPU bound tighter than the runner's: start-up,
reading the files, and at most the search's budget of tries (about a second of CPU) per claim, and per
pod. Before the budget counted device tries and was shared by the nodes, each of these ran for minutes.

Where the devices are alike, the answer is upstream's "cannot be allocated"; where no two are, upstream's
own search tries millions of devices (its scheduler gives up after 10 s a node) and the answer is "not
judged", never a verdict.
"""

from __future__ import annotations

import pytest

from .generate import allocator_search
from .runner import assert_sane, run, run_formats

CPU_BOUND = 6.0  # CPU seconds for a run: start-up and reading 8,000 devices take about one
NOT_JUDGED = "the search tried more than"


def judged(tmp_path, shape: str, claim: list[str]) -> tuple[list[dict], str]:
    """The JSON findings of `check` (one run writing its text report too) and the text of
    `explain-claim` for ``claim``, both held to the promises under CPU_BOUND."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "all.json").write_bytes(allocator_search(shape))
    _, reports = run_formats(["check", "in"], tmp_path, ("text", "json"), codes=(0, 1), cpu_bound=CPU_BOUND)
    explained = assert_sane(run(["explain-claim", *claim, "in"], tmp_path, cpu_bound=CPU_BOUND), codes=(0, 1))
    return reports["json"]["findings"], explained.out  # type: ignore[index]


def on(findings: list[dict], rule: str, path: str) -> list[str]:
    return [f["message"] for f in findings if f["ruleId"] == rule and f["fieldPath"] == path]


@pytest.mark.parametrize("shape", ["distinct-4", "three-requests", "match-8x1000"])
def test_an_easy_cannot_is_proven_at_once(tmp_path, shape):
    findings, explained = judged(tmp_path, shape, ["default/c"])
    assert any("finds no allocation of its requests" in m for m in on(findings, "DRA-CL-040", "spec.devices"))
    assert "verdict: CANNOT be allocated" in explained, explained
    assert NOT_JUDGED not in explained


def test_a_search_without_devices_alike_is_not_judged_within_its_budget(tmp_path):
    findings, explained = judged(tmp_path, "distinct-4-unlike", ["default/c"])
    assert not on(findings, "DRA-CL-040", "spec.devices")
    assert any(NOT_JUDGED in m for m in on(findings, "DRA-CL-041", "spec.devices")), findings
    assert "not judged" in explained and NOT_JUDGED in explained and "CANNOT" not in explained


def test_a_pod_whose_claims_fit_alone_but_not_together_is_proven_at_once(tmp_path):
    findings, explained = judged(tmp_path, "pod-12", ["--pod", "default/p"])
    assert any(
        "finds no node with devices for all of them" in m for m in on(findings, "DRA-CL-040", "spec.resourceClaims")
    )
    assert "CANNOT" in explained and NOT_JUDGED not in explained, explained


def test_a_pod_of_claims_is_judged_within_one_budget_for_all_its_nodes(tmp_path):
    findings, explained = judged(tmp_path, "pod-12-unlike", ["--pod", "default/p"])
    together = on(findings, "DRA-CL-041", "spec.resourceClaims")
    assert any(NOT_JUDGED in m and "7 more nodes were not searched" in m for m in together), findings
    assert not on(findings, "DRA-CL-040", "spec.resourceClaims")
    assert NOT_JUDGED in explained and "CANNOT" not in explained, explained
