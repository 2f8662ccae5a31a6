"""Hostile CEL selectors (issue 26): patterns that backtrack in Python's re, and selectors whose cost
or memory explodes, each in a claim beside a published device, judged by `check` and `explain-claim`
under the hostile runner's limits (10 s of CPU time, a 1.5 GiB address space). Every run ends by
itself with upstream's verdict: RE2's answer for the patterns, cel-go's "operation cancelled: actual
cost limit exceeded" for the costs, and "not checked" (never a verdict) where only memory bounds it.
"""

from __future__ import annotations

import pytest

from .runner import assert_sane, run, run_formats

MATCHING = "a" * 64
FAILING = "a" * 63 + "b"
CANCELLED = "operation cancelled: actual cost limit exceeded"
ATTR = 'device.attributes["gpu.example.com"].s'


def manifests(expression: str, value: str) -> str:
    quoted = expression.replace("'", "''")
    return f"""apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata:
  name: node-1-gpu
spec:
  driver: gpu.example.com
  nodeName: node-1
  pool: {{name: node-1, generation: 1, resourceSliceCount: 1}}
  devices:
  - name: gpu-0
    attributes:
      s: {{string: {value}}}
---
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: gpu.example.com
spec:
  selectors:
  - cel: {{expression: 'device.driver == "gpu.example.com"'}}
---
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata:
  name: c
  namespace: default
spec:
  devices:
    requests:
    - name: r
      exactly:
        deviceClassName: gpu.example.com
        selectors:
        - cel: {{expression: '{quoted}'}}
"""


def judge(tmp_path, expression: str, value: str = MATCHING) -> tuple[list[dict], str]:
    """The JSON findings of `check` (one run writing its text report too) and the text of
    `explain-claim`, both runs held to the promises."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "all.yaml").write_text(manifests(expression, value))
    _, reports = run_formats(["check", "in"], tmp_path, ("text", "json"), codes=(0, 1))
    explained = assert_sane(run(["explain-claim", "default/c", "in"], tmp_path), codes=(0, 1))
    return reports["json"]["findings"], explained.out  # type: ignore[index]


def rule_ids(findings: list[dict]) -> set[str]:
    return {f["ruleId"] for f in findings}


@pytest.mark.parametrize(
    ("pattern", "value", "satisfiable"),
    [
        ("(a|aa)+$", FAILING, False),
        ("(a|aa)+$", MATCHING, True),
        ("((a+))+$", FAILING, False),
        ("(a?){31}a{31}", FAILING, True),
        ("(a|a)*$", FAILING, True),  # the empty text at the end
    ],
)
def test_patterns_that_backtrack_in_pythons_re_get_re2s_verdict(tmp_path, pattern, value, satisfiable):
    findings, explained = judge(tmp_path, f'{ATTR}.matches("{pattern}")', value)
    assert ("DRA-CL-040" in rule_ids(findings)) is not satisfiable
    assert ("verdict: CAN be allocated" if satisfiable else "verdict: CANNOT be allocated") in explained
    assert "not checked" not in explained and "not judged" not in explained


@pytest.mark.parametrize(
    "expression",
    [
        "lists.range(1000).map(x, lists.range(999999)).size() > 0",
        "lists.range(20000).distinct().size() > 0",
        "sets.contains(lists.range(30000), lists.range(30000))",
        'lists.range(100000).map(x, string(x)).join("").split("").size() > 0',
        "lists.range(1000).all(x, lists.range(1000).all(y, x + y >= 0))",
        ATTR + '.replace("a", "aa")' * 20 + ".size() > 0",  # a doubling chain: 64 characters to 67 million
        "lists.range(1000).transformList(i, x, lists.range(999999)).size() > 0",
        "lists.range(1000000).transformMap(i, x, x).size() > 0",
        "lists.range(500000).transformMapEntry(i, x, {x: i}).size() > 0",
        'lists.range(100).map(x, "%s".format([lists.range(10000)])).size() > 0',  # format's price is its template
    ],
)
def test_selectors_past_the_cost_limit_stop_with_upstreams_error(tmp_path, expression):
    findings, explained = judge(tmp_path, expression)
    runtime = [f for f in findings if f["ruleId"] == "DRA-CL-043"]
    assert runtime and CANCELLED in runtime[0]["message"], findings
    assert "verdict: the scheduler refuses it: " in explained and CANCELLED in explained


def test_list_doublings_priced_at_one_unit_are_not_judged_never_built(tmp_path):
    # `list + list` costs one unit in cel-go: twenty doublings are cheap in cost and 2^20 times the memory
    doubled = "lists.range(8)"
    for _ in range(20):
        doubled = f"cel.bind(l, {doubled}, l + l)"
    findings, explained = judge(tmp_path, f"{doubled}.size() > 0")
    assert "DRA-CL-040" not in rule_ids(findings) and "DRA-CL-043" not in rule_ids(findings)
    assert "not judged" in explained and "CANNOT" not in explained


def test_replace_that_squares_the_string_is_not_built(tmp_path):
    # replace("", s) puts s between every two characters: 64 -> 4,224 -> 17.8 million -> ...
    squared = ATTR
    for _ in range(3):
        squared = f'cel.bind(t, {squared}, t.replace("", t))'
    findings, explained = judge(tmp_path, f"{squared}.size() > 0")
    assert "DRA-CL-040" not in rule_ids(findings) and "DRA-CL-043" not in rule_ids(findings)
    assert "not judged" in explained and "CANNOT" not in explained


def test_a_format_precision_past_what_x_text_reads_is_not_judged_never_built(tmp_path):
    # strings version 2 bounds no precision (cel-go caps it from version 5): 900 MB of zeros priced at 1 unit,
    # which x/text/message does not read either (past 10,000,009: "%!(NOVERB)"); dra-conform builds nothing
    findings, explained = judge(tmp_path, '"%.900000000f".format([1.0]).size() > 0')
    assert "DRA-CL-040" not in rule_ids(findings) and "DRA-CL-043" not in rule_ids(findings)
    assert "not judged" in explained and "CANNOT" not in explained
