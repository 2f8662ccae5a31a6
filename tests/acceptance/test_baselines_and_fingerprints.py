"""What a user's trust in baselines and SARIF fingerprints rests on.

A baseline hides exactly the findings it records, by rule, file, object and field path: a new finding,
or a known one moved to another field, is reported and fails the run. The tool's fingerprint
(`draConform/v1`) stays the same when lines move and changes when the field path does, so code scanning
keeps an alert open across an edit above it and opens a new one for a new place.
"""

from __future__ import annotations

import json
from pathlib import Path

from dra_conform.engine.policy import apply_baseline, baseline_entries, write_baseline
from dra_conform.model.findings import Finding, Location, Severity
from dra_conform.model.results import FileResult, Report
from tests.acceptance.test_config import NIC, repo, run

DUPLICATE = '"10.0.0.5/24",\n              "10.0.0.5/24",\n'
# One more address ahead of the duplicate: the same DRA-MD-080, in the same object, one index further on.
SHIFTED = '"10.0.0.4/24",\n              "10.0.0.5/24",\n              "10.0.0.5/24",\n'


def findings(out) -> list[tuple[str, str, str]]:
    return sorted((f["ruleId"], f["file"], f["fieldPath"]) for f in json.loads(out.stdout)["findings"])


def test_a_finding_the_baseline_does_not_record_is_reported_and_fails_the_run(tmp_path):
    root = repo(tmp_path)
    assert run(root, "check", "--baseline-write", "baseline.json", ".").returncode == 1
    nic = root / NIC
    # A new error of a rule the baseline records, in the same file and object (in both objects, so
    # they still agree): reported, and the run fails.
    nic.write_text(nic.read_text().replace('"02:42:ac:11:00:02"', '"' + "a" * 200 + '"'))
    out = run(root, "check", "--format", "json", "--baseline", "baseline.json", ".")
    assert out.returncode == 1, out.stderr
    assert [(rule, field) for rule, _, field in findings(out)] == [
        ("DRA-MD-080", "requests[0].devices[0].networkData.hardwareAddress"),
        ("DRA-MD-082", "requests[0].devices[0].networkData.hardwareAddress"),
    ]
    assert "stale baseline entry" not in out.stderr.decode()


def test_a_finding_moved_to_another_field_path_is_not_absorbed(tmp_path):
    root = repo(tmp_path)
    nic = root / NIC
    assert DUPLICATE in nic.read_text()
    assert run(root, "check", "--baseline-write", "baseline.json", ".").returncode == 1
    nic.write_text(nic.read_text().replace(DUPLICATE, SHIFTED))  # in both objects: they agree
    out = run(root, "check", "--format", "json", "--baseline", "baseline.json", ".")
    assert out.returncode == 1, out.stderr
    assert [(rule, field) for rule, _, field in findings(out)] == [
        ("DRA-MD-080", "requests[0].devices[0].networkData.ips[2]"),
        ("DRA-MD-081", "requests[0].devices[0].networkData.ips[3]"),
    ]
    stale = sorted(line for line in out.stderr.decode().splitlines() if "stale baseline entry" in line)
    assert stale == [
        "dra-conform: baseline.json: stale baseline entry: DRA-MD-080 in "
        f"{NIC} at requests[0].devices[0].networkData.ips[1] (1 no longer found)",
        "dra-conform: baseline.json: stale baseline entry: DRA-MD-081 in "
        f"{NIC} at requests[0].devices[0].networkData.ips[2] (1 no longer found)",
    ]


def finding(line: int, field: str = "metadata.generation", file: str = "f.json", rule: str = "DRA-MD-043") -> Finding:
    return Finding(rule, Severity.ERROR, "m", file, Location(line, 1, line, 2, -1, 0), field, 0, "obj")


def baseline_of(tmp_path: Path, recorded: list[Finding]) -> str:
    path = str(tmp_path / "baseline.json")
    write_baseline(baseline_entries(Report([FileResult("f.json", "metadata", recorded)], [])), path)
    return path


def left(tmp_path: Path, recorded: list[Finding], found: list[Finding]) -> tuple[list[Finding], list[str]]:
    path = baseline_of(tmp_path, recorded)
    files: dict[str, list[Finding]] = {}
    for f in found:
        files.setdefault(f.file, []).append(f)
    report = Report([FileResult(name, "metadata", list(fs)) for name, fs in files.items()], [])
    stale = apply_baseline(report, path, ("1.37",))
    return report.findings, stale


def test_a_baseline_absorbs_as_many_findings_as_it_counts_and_no_more(tmp_path):
    kept, stale = left(tmp_path, [finding(3)], [finding(3), finding(9)])
    assert kept == [finding(9)] and stale == []  # the second of the same key is new
    kept, stale = left(tmp_path, [finding(3), finding(9)], [finding(30), finding(90)])
    assert kept == [] and stale == []  # by key, never by line


def test_a_baseline_tells_findings_apart_by_rule_file_object_and_field_path(tmp_path):
    recorded = finding(3)
    others = [
        finding(3, rule="DRA-MD-044"),
        finding(3, file="g.json"),
        recorded._replace(identity="other-object"),
        finding(3, field="metadata.name"),
    ]
    kept, stale = left(tmp_path, [recorded], others)
    assert sorted(kept) == sorted(others)
    assert stale == [
        f"{tmp_path}/baseline.json: stale baseline entry: DRA-MD-043 in f.json at metadata.generation (1 no longer found)"
    ]


def fingerprints(root: Path) -> dict[tuple[str, str], tuple[str, int]]:
    """(rule, field path) -> (draConform/v1, start line) of each result of the nic file."""
    log = json.loads(run(root, "check", "--format", "sarif", NIC).stdout)
    out = {}
    for r in log["runs"][0]["results"]:
        field = r["locations"][0].get("logicalLocations", [{}])[0].get("fullyQualifiedName", "")
        out[(r["ruleId"], field)] = (
            r["partialFingerprints"]["draConform/v1"],
            r["locations"][0]["physicalLocation"]["region"]["startLine"],
        )
    return out


def test_fingerprints_stay_when_lines_are_inserted_above_and_change_with_the_field_path(tmp_path):
    root = repo(tmp_path)
    nic = root / NIC
    original = nic.read_text()
    before = fingerprints(root)
    assert ("DRA-MD-080", "requests[0].devices[0].networkData.ips[1]") in before
    nic.write_text("\n\n\n" + original)  # three lines above every finding
    moved = fingerprints(root)
    assert {k: fp for k, (fp, _) in moved.items()} == {k: fp for k, (fp, _) in before.items()}
    assert {k: line for k, (_, line) in moved.items()} == {k: line + 3 for k, (_, line) in before.items()}
    nic.write_text(original.replace(DUPLICATE, SHIFTED))  # the duplicate now one index further on
    shifted = fingerprints(root)
    old = before[("DRA-MD-080", "requests[0].devices[0].networkData.ips[1]")][0]
    new = shifted[("DRA-MD-080", "requests[0].devices[0].networkData.ips[2]")][0]
    assert new != old
    assert old not in {fp for fp, _ in shifted.values()}


def test_findings_of_one_key_are_told_apart_by_their_order_not_their_lines():
    from dra_conform.report import RunInfo, sarif
    from dra_conform.rules import load

    def ids(lines: list[int]) -> list[str]:
        report = Report([FileResult("f.json", "metadata", [finding(line) for line in lines])], [])
        log = json.loads(sarif.render(report, RunInfo("0", "c", load(), "1.37")))
        return [r["partialFingerprints"]["draConform/v1"] for r in log["runs"][0]["results"]]

    first = ids([3, 9])
    assert len(set(first)) == 2  # two alerts, not one
    assert ids([13, 19]) == first  # the same two after ten lines were inserted above


def test_fleet_fingerprints_stay_when_lines_move():
    from dra_conform.engine import merge
    from dra_conform.report import fleet
    from tests.fleet.test_merge import finding as node_finding
    from tests.fleet.test_merge import report as node_report

    def ids(line: int) -> list[str]:
        merged = merge.read([("r", [json.dumps(node_report("node-1", [node_finding(line=line)]))])])
        log = json.loads(fleet.render_sarif(merged, "0", []))
        return [r["partialFingerprints"]["draConform/v1"] for r in log["runs"][0]["results"]]

    assert ids(12) == ids(40) and len(ids(12)) == 1
