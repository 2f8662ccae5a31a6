"""engine/merge and report/fleet: reading node reports from files and `kubectl logs --prefix` streams, and the views."""

from __future__ import annotations

import io
import json
import random

from dra_conform.engine import merge
from dra_conform.model.findings import Severity
from dra_conform.model.fleet import Fleet
from dra_conform.reading.lines import LongLine, iter_lines
from dra_conform.report import fleet

UID = "c7e7b22e-239b-4498-b27c-7f1344481e14"


def finding(
    rule="DRA-MD-010",
    severity="error",
    message="mount options ['bind'] lack \"ro\"",
    uid=UID,
    field="devices[0].containerEdits.mounts[0].options",
    line=12,
):
    return {
        "ruleId": rule,
        "severity": severity,
        "message": message,
        "fieldPath": field,
        "file": f"/var/run/cdi/gpu.example.com_metadata_{uid}_gpu.json",
        "line": line,
        "column": 13,
        "endLine": line,
        "endColumn": 22,
        "object": 0,
    }


def report(node: str | None, findings=(), input_errors=()) -> dict:
    counts = {s: sum(1 for f in findings if f.get("severity") == s) for s in ("error", "warning", "note")}
    doc = {
        "formatVersion": 1,
        "tool": {"name": "dra-conform", "version": "0.1.0", "backend": "c"},
        "kubernetesVersion": "1.37",
        "summary": {
            "files": 2,
            "metadataFiles": 1,
            "errors": counts["error"],
            "warnings": counts["warning"],
            "notes": counts["note"],
            "inputErrors": list(input_errors),
        },
        "files": [],
        "findings": list(findings),
    }
    if node is not None:
        doc["node"] = node
    return doc


def prefixed(pod: str, doc: dict, container: str = "sweep") -> list[str]:
    return [f"[pod/{pod}/{container}] {line}" for line in json.dumps(doc, indent=2).splitlines()]


def read_text(text: str, origin: str = "<stdin>") -> Fleet:
    return merge.read([(origin, iter_lines(io.BytesIO(text.encode())))])


def test_kubectl_logs_prefix_stream_gives_one_node_per_pod():
    lines = []
    for i in range(3):
        lines += prefixed(
            f"dra-conform-fleet-{i}", report(f"node-{i}", [finding(uid=f"{i:08d}-0000-4000-8000-000000000000")])
        )
        lines.append(
            f"[pod/dra-conform-fleet-{i}/sweep] dra-conform: no DRA driver registered in "
            "/var/lib/kubelet/plugins_registry"
        )
    got = read_text("\n".join(lines) + "\n")
    assert [n.name for n in got.nodes] == ["node-0", "node-1", "node-2"]
    assert [n.source for n in got.nodes] == [f"pod/dra-conform-fleet-{i}/sweep" for i in range(3)]
    assert got.problems == [] and got.notices == []
    assert all(
        n.messages == ["dra-conform: no DRA driver registered in /var/lib/kubelet/plugins_registry"] for n in got.nodes
    )
    summary = fleet.summarise(got)
    (group,) = summary.groups  # three claim UIDs, one finding
    assert (group.count, group.file) == (3, "/var/run/cdi/gpu.example.com_metadata_<uid>_gpu.json")
    text = fleet.render_text(got)
    assert "DRA-MD-010 error on 3 of 3 nodes: node-0, node-1, node-2" in text
    assert "3× error /var/run/cdi/gpu.example.com_metadata_<uid>_gpu.json: devices[0]" in text
    assert "3× no DRA driver registered in /var/lib/kubelet/plugins_registry" in text


def test_interleaved_lines_of_followed_pods_are_told_apart_by_their_prefix():
    """`kubectl logs -f` with several pods writes whole lines from each in any order."""
    streams = [prefixed(f"p{i}", report(f"node-{i}", [finding()] * (i % 3))) for i in range(20)]
    rng = random.Random(7)
    merged = []
    while any(streams):
        stream = rng.choice([s for s in streams if s])
        merged.append(stream.pop(0))
    got = read_text("\n".join(merged) + "\n")
    assert sorted(n.name for n in got.nodes) == sorted(f"node-{i}" for i in range(20))
    assert {n.name: n.counts[Severity.ERROR] for n in got.nodes} == {f"node-{i}": i % 3 for i in range(20)}
    assert got.problems == []


def test_a_log_that_ends_without_a_newline_runs_into_the_next_pod_and_is_split_there():
    first = prefixed("a", report("node-a"))
    cut = first[:5]
    second = prefixed("b", report("node-b", [finding()]))
    # kubectl writes the last, newline-less line of pod a, then pod b's first line right after it
    text = "\n".join(cut[:-1]) + "\n" + cut[-1] + second[0] + "\n" + "\n".join(second[1:]) + "\n"
    got = read_text(text)
    assert [n.name for n in got.nodes] == ["node-b"]
    assert got.problems == [
        "pod/a/sweep: the report is cut off after 5 line(s) (did the pod stop, or the log "
        "rotate, before it was written?)"
    ]


def test_timestamps_and_stderr_inside_the_report_are_tolerated():
    lines = [
        f"[pod/a/sweep] 2026-05-01T10:00:00.123456789Z {line}"
        for line in json.dumps(report("node-a", [finding()]), indent=2).splitlines()
    ]
    lines.insert(3, "[pod/a/sweep] 2026-05-01T10:00:00.2Z dra-conform: registration socket x: cannot connect")
    got = read_text("\n".join(lines))
    assert [n.name for n in got.nodes] == ["node-a"] and got.problems == []
    assert got.nodes[0].messages == ["dra-conform: registration socket x: cannot connect"]


def test_files_with_one_or_many_reports_compact_or_indented(tmp_path):
    one = tmp_path / "a.json"
    one.write_text(json.dumps(report("node-a", [finding()]), indent=2))
    many = tmp_path / "b.json"
    many.write_text(
        json.dumps(report("node-b"))
        + json.dumps(report("node-c", [finding(severity="warning")]))
        + "\n"
        + json.dumps(report("node-d"))
        + "\n"
    )

    def lines(path):
        with path.open("rb") as f:
            yield from iter_lines(f)

    got = merge.read([(str(p), lines(p)) for p in (one, many)])
    assert [(n.name, n.source) for n in got.nodes] == [
        ("node-a", str(one)),
        ("node-b", str(many)),
        ("node-c", str(many)),
        ("node-d", str(many)),
    ]
    assert got.failing(Severity.ERROR) and got.failing(Severity.WARNING)
    assert not merge.read([("x", iter([json.dumps(report("n", [finding(severity="note")]))]))]).failing(
        Severity.WARNING
    )
    assert not got.failing(None)


def test_what_is_not_a_node_report_is_an_input_problem_never_a_silent_pass():
    text = "\n".join(
        [
            "[pod/a/sweep] dra-conform: internal error: boom",  # a pod with no report
            '[pod/b/sweep] {"formatVersion": 2, "findings": []}',  # another format
            '[pod/c/sweep] {"formatVersion": 1, "findings": [}',  # broken JSON, braces balanced
            "[pod/d/sweep] " + json.dumps({"formatVersion": 1, "kind": "FleetReport", "nodes": []}),
            "[pod/e/sweep] " + json.dumps(report("node-e", [finding(), {"ruleId": 5}, finding(severity="fatal")])),
        ]
    )
    got = read_text(text)
    problems = "\n".join(got.problems)
    assert "pod/a/sweep: no report; it said: dra-conform: internal error: boom" in problems
    assert "pod/b/sweep: not a dra-conform JSON report (formatVersion 1)" in problems
    assert "pod/c/sweep: not a JSON report (Expecting value" in problems
    assert "pod/d/sweep: a fleet report: merge reads the nodes' reports" in problems
    assert (
        "pod/e/sweep: node node-e: report unreadable: findings[1]: 'severity' is a required property "
        "(and 10 more) (line 5 of <stdin>)" in problems
    )
    assert got.nodes == [] and got.findings == []  # a report not of the format is not merged at all


def test_node_names_duplicates_and_the_nodes_own_input_errors():
    lines = (
        prefixed("a", report(None, [finding()]))
        + prefixed("b", report("node-x"))
        + prefixed("c", report("node-x", [finding()]))
        + prefixed("d", report("node-y", input_errors=["/x: cannot read"]))
    )
    got = read_text("\n".join(lines))
    assert [n.name for n in got.nodes] == ["pod/a/sweep", "node-x", "node-y"]
    assert len(got.notices) == 2
    assert "a report without a node name" in got.notices[0]
    assert "pod/c/sweep: a second report for node node-x (the first came from pod/b/sweep)" in got.notices[1]
    assert got.node_errors == ["node-y: /x: cannot read"]
    assert json.loads(fleet.render_json(got))["summary"]["inputProblems"] == ["node-y: /x: cannot read"]


def test_identical_findings_collapse_with_node_names_uids_and_times_generalised():
    got = merge.read(
        [
            (
                "x",
                [
                    json.dumps(
                        report(
                            f"worker-{i}",
                            [
                                finding(
                                    rule="DRA-HLT-009",
                                    severity="warning",
                                    field="",
                                    message=f"the stream ended after {i}.{i} s of the 40 s probe (pool worker-{i})",
                                ),
                                finding(uid=f"{i:08d}-0000-4000-8000-00000000000{i}"),
                            ],
                        )
                    )
                    for i in range(1, 6)
                ],
            )
        ]
    )
    summary = fleet.summarise(got)
    assert [(g.rule_id, g.count, len(g.nodes)) for g in summary.groups] == [("DRA-MD-010", 5, 5), ("DRA-HLT-009", 5, 5)]
    assert summary.groups[1].message == "the stream ended after <n> s of the <n> s probe (pool <node>)"
    # every node's exact finding stays in the JSON nodes and the SARIF results
    sarif = json.loads(fleet.render_sarif(got, "0.1.0", [{"id": "DRA-MD-010"}]))
    results = sarif["runs"][0]["results"]
    assert len(results) == 10
    assert {r["properties"]["node"] for r in results} == {f"worker-{i}" for i in range(1, 6)}
    assert len({r["partialFingerprints"]["draConform/v1"] for r in results}) == 10  # one node's never hides another's
    assert results[1]["ruleIndex"] == 0 and "ruleIndex" not in results[0]
    assert results[0]["message"]["text"] == "the stream ended after 1.1 s of the 40 s probe (pool worker-1)"
    assert results[1]["locations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "var/run/cdi/gpu.example.com_metadata_00000001-0000-4000-8000-000000000001_gpu.json",
        "uriBaseId": "NODEROOT",
    }


def test_per_rule_per_node_and_per_driver_counts():
    got = merge.read(
        [
            (
                "x",
                [
                    json.dumps(
                        report(
                            "a",
                            [finding(), finding(rule="DRA-MD-009", severity="note", message="hostPath is elsewhere")],
                        )
                    ),
                    json.dumps(report("b", [finding()])),
                    json.dumps(
                        report(
                            "c",
                            [
                                dict(
                                    finding(rule="DRA-HLT-009", severity="warning"),
                                    file="/var/lib/kubelet/plugins/net.example.com/dra.sock#NodeWatchResources",
                                )
                            ],
                        )
                    ),
                    json.dumps(report("d")),
                ],
            )
        ]
    )
    doc = json.loads(fleet.render_json(got, "0.1.0"))
    assert doc["summary"] | {"inputProblems": None} == {
        "nodes": 4,
        "nodesWithErrors": 2,
        "nodesWithWarnings": 1,
        "nodesWithNotesOnly": 0,
        "cleanNodes": 1,
        "errors": 2,
        "warnings": 1,
        "notes": 1,
        "inputProblems": None,
    }
    assert [(r["ruleId"], r["nodeCount"], r["nodes"]) for r in doc["rules"]] == [
        ("DRA-MD-010", 2, ["a", "b"]),
        ("DRA-HLT-009", 1, ["c"]),
        ("DRA-MD-009", 1, ["a"]),
    ]
    assert [(n["name"], n["errors"], n["warnings"], n["notes"]) for n in doc["nodes"]] == [
        ("a", 1, 0, 1),
        ("b", 1, 0, 0),
        ("c", 0, 1, 0),
        ("d", 0, 0, 0),
    ]
    assert doc["drivers"] == [
        {"driver": "gpu.example.com", "nodes": 2, "errors": 2, "warnings": 0, "notes": 1},
        {"driver": "net.example.com", "nodes": 1, "errors": 0, "warnings": 1, "notes": 0},
    ]
    text = fleet.render_text(got)
    assert "DRA-MD-010 error on 2 of 4 nodes: a, b" in text
    assert "  a: 1 error, 0 warnings, 1 note" in text and "clean: d" in text
    assert "  gpu.example.com: 2 errors, 0 warnings, 1 note on 2 nodes" in text


def test_driver_is_read_from_where_the_plugin_keeps_the_file():
    assert fleet.driver_of(f"/var/run/cdi/gpu.example.com_metadata_{UID}_gpu.json") == "gpu.example.com"
    assert (
        fleet.driver_of("/var/lib/kubelet/plugins/gpu.example.com/dra-device-metadata/ns_c/gpu/metadata.json")
        == "gpu.example.com"
    )
    assert fleet.driver_of("/var/lib/kubelet/plugins/net.example.com/dra.sock#NodeWatchResources") == "net.example.com"
    assert (
        fleet.driver_of("/var/run/kubernetes.io/dra-device-attributes/resourceclaims/c/r/x.example.com-metadata.json")
        == "x.example.com"
    )
    assert fleet.driver_of("/etc/other.json") == ""


def test_hostile_text_is_escaped_in_human_views():
    evil = "node-\x1b[31mred\x07"
    got = merge.read(
        [("x", [json.dumps(report(evil, [finding(message="<img src=x onerror=alert(1)> | `x` [l](u)")]))])]
    )
    text = fleet.render_text(got)
    assert "\x1b" not in text and "\x07" not in text and "node-\\x1b[31mred\\x07" in text
    markdown = fleet.render_markdown(got)
    assert "<img" not in markdown and "&lt;img src=x onerror=alert(1)&gt; \\| \\`x\\` \\[l\\](u)" in markdown
    assert "\x1b" not in markdown


def test_markdown_summary_for_a_ci_job():
    got = merge.read([("x", [json.dumps(report(f"n{i}", [finding()] if i < 3 else [])) for i in range(5)])])
    markdown = fleet.render_markdown(got)
    assert markdown.startswith("## dra-conform fleet: 5 nodes, errors\n")
    assert "| with errors | 3 |" in markdown and "| clean | 2 |" in markdown
    assert "| DRA-MD-010 | error | 3 of 5 | 3 |" in markdown
    assert "<details><summary>nodes</summary>n0, n1, n2</details>" in markdown


def test_an_oversized_report_is_refused_and_the_next_one_still_read():
    big = report("big", [finding(message="x" * 500)] * 50)
    text = "\n".join(prefixed("a", big) + prefixed("b", report("small", [finding()])))
    reader = merge.Reader(max_document_chars=10_000)
    reader.feed_lines("<stdin>", text.splitlines())
    got = reader.finish()
    assert [n.name for n in got.nodes] == ["small"]
    assert got.problems == ["pod/a/sweep: a report larger than 10000 characters; not read"]


def test_lines_are_read_in_bounded_pieces():
    data = b"a" * (3 << 20) + b"\nshort\r\nlast"
    lines = list(iter_lines(io.BytesIO(data), limit=1 << 20))
    assert lines == ["a" * 512, "short", "last"] and type(lines[0]) is LongLine


def test_a_whole_file_is_decoded_at_once_and_a_saved_log_line_by_line():
    reader = merge.Reader()
    reader.feed_text(
        "a.json", json.dumps(report("node-a", [finding()]), indent=2) + "\n" + json.dumps(report("node-b"))
    )
    reader.feed_text("c.log", json.dumps(report("node-c"), indent=2) + "\ndra-conform: no DRA driver registered\n")
    reader.feed_text("d.log", "\n".join(prefixed("d", report("node-d"))))
    reader.feed_text("e.json", json.dumps(report("node-e"))[:-3])
    got = reader.finish()
    assert [(n.name, n.source) for n in got.nodes] == [
        ("node-a", "a.json"),
        ("node-b", "a.json"),
        ("node-c", "c.log"),
        ("node-d", "pod/d/sweep"),
    ]
    assert got.nodes[2].messages == ["dra-conform: no DRA driver registered"]
    assert got.problems == [
        "e.json: the report is cut off after 1 line(s) (did the pod stop, or the log rotate, before it was written?)"
    ]


def test_sarif_keeps_the_most_severe_results_in_reading_order_as_check_does():
    """The result cap is check's (report.base.most_severe): the most severe findings of all nodes, in the
    order they were read, and one line for stderr saying how many were left out."""
    got = merge.read(
        [
            (
                "x",
                [
                    json.dumps(report(f"n{i}", [finding(severity="note", line=2), finding(severity="error", line=3)]))
                    for i in range(3)
                ],
            )
        ]
    )
    notices: list[str] = []
    results = json.loads(fleet.render_sarif(got, "0", [], max_results=4, notices=notices))["runs"][0]["results"]
    assert [(r["properties"]["node"], r["level"]) for r in results] == [
        ("n0", "note"),  # the first of the notes: ties are kept in reading order
        ("n0", "error"),
        ("n1", "error"),
        ("n2", "error"),
    ]
    assert notices == ["SARIF holds the 4 most severe of 6 findings (GitHub shows no more per run)"]
