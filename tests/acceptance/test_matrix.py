"""A matrix run: `--kubernetes-version` repeated, a range or `all` checks every release in one run;
a finding found on some of them only says so ("only on 1.34, 1.35") in every format, the exit code is
the worst of the releases, and each release's findings are exactly those of a run of that release."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.engine.check import check_paths
from dra_conform.engine.matrix import at, merge
from dra_conform.engine.policy import apply_baseline
from dra_conform.model.findings import Finding, Location, Severity
from dra_conform.model.results import FileResult, Options, Report
from dra_conform.report import RunInfo, sarif
from dra_conform.rules import load
from dra_conform.semantics.releases import RELEASES, parse
from tests.helpers import PROJECT, cli
from tests.unit.test_releases import PARTITIONABLE

ALL = ("1.34", "1.35", "1.36", "1.37")
# A finding on every release (a device name upstream rejects) beside the partitionable pool's fields.
BAD_NAME = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "ResourceSlice",
    "metadata": {"name": "other"},
    "spec": {
        "driver": "gpu.example.com",
        "nodeName": "node-2",
        "pool": {"name": "node-2", "generation": 1, "resourceSliceCount": 1},
        "devices": [{"name": "Bad_Name"}],
    },
}
GATED = "an apiserver with the DRAPartitionableDevices feature gate off (off by default in 1.34, 1.35) drops this field"


def _pool(tmp_path: Path, objects=PARTITIONABLE) -> Path:
    path = tmp_path / "pool.yaml"
    path.write_text(yaml.safe_dump_all(objects))
    return path


def test_parse_takes_releases_ranges_lists_and_all():
    assert parse("1.34-1.36") == ("1.34", "1.35", "1.36")
    assert parse(["1.37", "1.34", "1.37"]) == ("1.34", "1.37")
    assert parse("all") == RELEASES == parse("1.34 - 1.37")
    assert parse("1.35, 1.37") == ("1.35", "1.37")


def test_a_partitionable_pool_is_labelled_with_the_releases_that_drop_its_fields(tmp_path):
    path = _pool(tmp_path)
    out = cli("check", "--kubernetes-version", "1.34-1.37", str(path))
    assert out.returncode == 1, out.stderr
    lines = out.stdout.decode().splitlines()
    assert [line.split(": error ", 1)[1] for line in lines[:-1]] == [
        f"DRA-RS-032 spec.sharedCounters: {GATED} (only on 1.34, 1.35)",
        f"DRA-RS-032 spec.devices[0].consumesCounters: {GATED} (only on 1.34, 1.35)",
    ]
    assert lines[-1].endswith("2 errors, 0 warnings, 0 notes, against Kubernetes 1.34, 1.35, 1.36, 1.37")
    # clean on the releases that have the gate on: exit 0, no label, no finding
    out = cli("check", "--kubernetes-version", "1.36", "--kubernetes-version", "1.37", str(path))
    assert out.returncode == 0 and b"DRA-RS-032" not in out.stdout


def test_every_format_says_the_releases(tmp_path):
    path = _pool(tmp_path, [*PARTITIONABLE, BAD_NAME])
    reports = {name: tmp_path / f"report.{name}" for name in ("json", "sarif", "junit", "markdown")}
    argv = ["check", "--kubernetes-version", "all", "--format", "github"]
    for name, where in reports.items():
        argv += ["--format", name, "--output", str(where)]
    out = cli(*argv, str(path))
    assert out.returncode == 1, out.stderr
    text = {name: where.read_text() for name, where in reports.items()}

    github = out.stdout.decode().splitlines()
    assert [line.split("::", 2)[2] for line in github if "DRA-RS-032" in line] == [
        f"spec.sharedCounters: {GATED} (only on 1.34, 1.35)",
        f"spec.devices[0].consumesCounters: {GATED} (only on 1.34, 1.35)",
    ]
    assert not [line for line in github if "Bad_Name" in line and "only on" in line]  # every release: no label

    report = json.loads(text["json"])
    schema = json.loads((PROJECT / "schemas/report/dra-conform-report.json").read_text())
    jsonschema.validate(report, schema)
    assert report["kubernetesVersions"] == list(ALL) and report["kubernetesVersion"] == "1.37"
    assert report["summary"]["releases"]["1.34"] == {"errors": 3, "warnings": 0, "notes": 0}
    assert report["summary"]["releases"]["1.37"] == {"errors": 1, "warnings": 0, "notes": 0}
    assert sorted((f["ruleId"], f["fieldPath"], tuple(f["releases"])) for f in report["findings"]) == [
        ("DRA-RS-010", "spec.devices[0].name", ALL),
        ("DRA-RS-032", "spec.devices[0].consumesCounters", ("1.34", "1.35")),
        ("DRA-RS-032", "spec.sharedCounters", ("1.34", "1.35")),
    ]

    log = json.loads(text["sarif"])
    assert log["runs"][0]["properties"]["kubernetesVersions"] == list(ALL)
    results = {r["message"]["text"]: r["properties"]["kubernetesVersions"] for r in log["runs"][0]["results"]}
    assert results[f"spec.sharedCounters: {GATED} (only on 1.34, 1.35)"] == ["1.34", "1.35"]
    assert [v for m, v in results.items() if m.startswith("spec.devices[0].name")] == [list(ALL)]

    suite = ET.fromstring(text["junit"]).find("testsuite")
    failures = [f.get("message") for f in suite.iter("failure")]
    assert f"spec.sharedCounters: {GATED} (only on 1.34, 1.35)" in failures
    assert "against Kubernetes 1.34, 1.35, 1.36, 1.37" in suite.find("system-out").text

    markdown = text["markdown"]
    assert f"spec.sharedCounters: {GATED} (only on 1.34, 1.35)" in markdown
    assert "| 1.34 | 3 | 0 | 0 |" in markdown and "| 1.37 | 1 | 0 | 0 |" in markdown


def test_a_run_of_one_release_carries_no_label(tmp_path):
    out = cli("check", "--format", "sarif", "--kubernetes-version", "1.35", str(_pool(tmp_path)))
    log = json.loads(out.stdout)
    assert "properties" not in log["runs"][0]
    assert all("only on" not in r["message"]["text"] and "properties" not in r for r in log["runs"][0]["results"])


def test_the_exit_code_is_the_worst_of_the_releases(tmp_path):
    path = _pool(tmp_path)
    assert cli("check", "--kubernetes-version", "1.35", "--kubernetes-version", "1.37", str(path)).returncode == 1
    assert cli("check", "--kubernetes-version", "1.37", str(path)).returncode == 0
    metadata = tmp_path / "m" / "x-metadata.json"
    metadata.parent.mkdir()
    metadata.write_text(json.dumps({"apiVersion": "metadata.resource.k8s.io/v1alpha1", "kind": "DeviceMetadata"}))
    # A metadata file is checked on the releases that have the API and said once to be left out of
    # the others: a driver's matrix over a tree holding metadata fixtures must not always exit 2.
    out = cli("check", "--kubernetes-version", "1.35-1.36", str(metadata))
    assert out.returncode == 1, out.stderr  # DRA-MD findings on 1.36
    assert out.stderr.count(b"Kubernetes 1.35 has no DeviceMetadata") == 1
    assert b"device-metadata files checked on 1.36 only" in out.stderr
    assert b"(only on 1.36)" in out.stdout
    # on no release of the run: not checkable (exit 2), as a run of 1.35 alone
    out = cli("check", "--kubernetes-version", "1.34-1.35", str(metadata))
    assert out.returncode == 2
    assert b"Kubernetes 1.34, 1.35 have no DeviceMetadata" in out.stderr and b"not checked" in out.stderr


def test_the_command_line_wins_over_the_configuration(tmp_path):
    (tmp_path / ".git").mkdir()
    _pool(tmp_path)
    config = tmp_path / ".dra-conform.yaml"
    config.write_text('kubernetes-version: ["1.34", 1.36-1.37]\n')
    out = cli("check", "--format", "json", "pool.yaml", cwd=tmp_path)
    report = json.loads(out.stdout)
    assert report["kubernetesVersions"] == ["1.34", "1.36", "1.37"]
    assert {tuple(f["releases"]) for f in report["findings"]} == {("1.34",)}
    out = cli("check", "--format", "json", "--kubernetes-version", "1.36", "pool.yaml", cwd=tmp_path)
    assert json.loads(out.stdout)["kubernetesVersions"] == ["1.36"] and out.returncode == 0
    config.write_text('kubernetes-version: "1.35-1.36"\n')
    out = cli("config", cwd=tmp_path)
    assert b'kubernetes-version: "1.35-1.36"' in out.stdout
    assert json.loads(cli("check", "--format", "json", "pool.yaml", cwd=tmp_path).stdout)["kubernetesVersions"] == [
        "1.35",
        "1.36",
    ]
    config.write_text('kubernetes-version: ["1.34", "1.38"]\n')
    out = cli("check", "pool.yaml", cwd=tmp_path)
    assert out.returncode == 2 and b"kubernetes-version: '1.38' is not a supported Kubernetes release" in out.stderr


def _finding(message: str, releases: tuple[str, ...] = (), line: int = 3) -> Finding:
    return Finding(
        "DRA-RS-032",
        Severity.ERROR,
        message,
        "pool.yaml",
        Location(line, 1, line, 2, -1, 0),
        "spec.x",
        0,
        "RS/a",
        releases,
    )


def test_merge_keeps_one_finding_per_thing_found_with_its_releases():
    old = [_finding("off by default in 1.34", ("1.34",)), _finding("off by default in 1.35", ("1.35",))]
    same = [_finding("same", (r,)) for r in ALL]
    merged = merge(old + same + [_finding("once", ())], ALL)
    assert [(f.message, f.releases) for f in merged] == [
        ("off by default in 1.34, 1.35", ("1.34", "1.35")),
        ("same", ()),
        ("once", ()),
    ]
    assert at(merged[0], "1.35", ALL) == old[1]._replace(releases=())
    assert at(merged[0], "1.36", ALL) is None
    twice = merge([_finding("dup", ("1.34",)), _finding("dup", ("1.34",)), _finding("dup", ("1.35",))], ALL)
    assert [(f.message, f.releases) for f in twice] == [("dup", ("1.34", "1.35")), ("dup", ("1.34",))]


def test_fingerprints_and_baselines_are_those_of_the_newest_release_a_finding_holds_on(tmp_path):
    newest = _finding("found on every release", ())
    only_old = _finding("found on 1.34 only", ("1.34",))
    files = [FileResult("pool.yaml", "manifest", [only_old, newest])]

    def prints(findings, releases):
        report = Report([FileResult("pool.yaml", "manifest", findings)], [])
        log = json.loads(sarif.render(report, RunInfo("0", "c", load(), "1.37", releases=releases)))
        return [r["partialFingerprints"]["draConform/v1"] for r in log["runs"][0]["results"]]

    single = prints([newest._replace(releases=())], ())
    matrix = prints([only_old, newest], ALL)
    assert matrix[1] == single[0] and len(set(matrix)) == 2  # the label and the older finding change nothing
    report = Report(files, [])
    baseline = tmp_path / "baseline.json"
    baseline.write_text(
        json.dumps(
            {
                "version": 1,
                "entries": [
                    {"rule": "DRA-RS-032", "file": "pool.yaml", "object": "RS/a", "fieldPath": "spec.x", "count": 1}
                ],
            }
        )
    )
    assert apply_baseline(report, str(baseline), ALL) == []
    assert report.findings == [only_old]  # the entry a 1.37 run wrote leaves out the 1.37 finding


# The oracle: a matrix run's findings for a release are exactly a run of that release's.
CORPUS = sorted(
    str(p.relative_to(PROJECT))
    for root in ("examples", "tests/corpus/upstream", "tests/corpus/drivers")
    for p in (PROJECT / root).rglob("*")
    if p.is_file() and p.suffix in (".yaml", ".yml", ".json", ".jsonl")
)


def _keys(findings):
    return sorted(
        (f.file, f.location, f.rule_id, f.severity, f.field_path, f.doc, f.identity, f.message) for f in findings
    )


def _oracle(paths: list[str], releases: tuple[str, ...], gates=()) -> None:
    cwd = os.getcwd()
    os.chdir(PROJECT)
    try:
        matrix = check_paths(paths, Options(releases[-1], feature_gates=gates, releases=releases))
        for release in releases:
            alone = check_paths(paths, Options(release, feature_gates=gates))
            found = [at(f, release, releases) for f in matrix.findings]
            assert _keys(f for f in found if f is not None) == _keys(alone.findings), release
    finally:
        os.chdir(cwd)


def test_each_release_of_a_matrix_run_finds_what_a_run_of_it_finds_over_the_corpus():
    _oracle(CORPUS, ALL)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.sampled_from(CORPUS), min_size=1, max_size=6, unique=True),
    st.lists(st.sampled_from(ALL), min_size=2, unique=True).map(lambda r: tuple(sorted(r))),
    st.sampled_from([(), (("DRAPartitionableDevices", True),), (("DRADeviceTaints", False),)]),
)
def test_each_release_of_a_matrix_run_finds_what_a_run_of_it_finds(paths, releases, gates):
    _oracle(paths, releases, gates)


def test_merge_reads_the_releases_of_a_matrix_run(tmp_path):
    report = tmp_path / "node.json"
    out = cli("check", "--kubernetes-version", "all", "--format", "json", "--output", str(report), str(_pool(tmp_path)))
    assert out.returncode == 1, out.stderr
    merged = json.loads(cli("merge", "--format", "json", str(report)).stdout)
    assert [f["message"] for f in merged["findings"]] == [f"{GATED} (only on 1.34, 1.35)"] * 2
    assert merged["nodes"][0]["kubernetesVersion"] == "1.34, 1.35, 1.36, 1.37"


def test_the_action_takes_a_range_or_several_releases(tmp_path, monkeypatch):
    from dra_conform.commands import action
    from tests.acceptance.test_action import run_action

    monkeypatch.setenv("INPUT_KUBERNETES_VERSION", "1.34-1.35, 1.37")
    argv = action.plan(str(tmp_path)).argv
    assert [argv[i + 1] for i, a in enumerate(argv) if a == "--kubernetes-version"] == ["1.34-1.35", "1.37"]
    ws = tmp_path / "ws"
    ws.mkdir()
    _pool(ws)
    _, outputs, summary = run_action(ws, tmp_path, format="github json", **{"kubernetes-version": "all"})
    assert (outputs["errors"], outputs["exit-code"]) == ("2", "1")
    assert f"{GATED} (only on 1.34, 1.35)" in summary and "| 1.36 | 0 | 0 | 0 |" in summary
    _, outputs, _ = run_action(ws, tmp_path, **{"kubernetes-version": "1.36 1.38"})
    assert outputs["exit-code"] == "2"


def test_adding_releases_keeps_the_fingerprints_and_the_baseline_of_the_newest(tmp_path):
    from dra_conform.engine.policy import baseline_entries, write_baseline

    cwd = os.getcwd()
    os.chdir(PROJECT)
    try:
        alone = check_paths(CORPUS, Options("1.37"))
        matrix = check_paths(CORPUS, Options("1.37", releases=ALL))

        def prints(report, releases):
            log = json.loads(
                sarif.render(report, RunInfo("0", "c", load(), "1.37", releases=releases, max_results=10**6))
            )
            return [r["partialFingerprints"]["draConform/v1"] for r in log["runs"][0]["results"]]

        on_newest = [p for p, f in zip(prints(matrix, ALL), matrix.findings) if f.applies_to("1.37")]
        assert sorted(on_newest) == sorted(prints(alone, ()))
        assert len(set(prints(matrix, ALL))) == len(matrix.findings)
        baseline = tmp_path / "baseline.json"
        write_baseline(baseline_entries(alone), str(baseline))
        assert apply_baseline(matrix, str(baseline), ALL) == []
        assert matrix.findings and not [f for f in matrix.findings if f.applies_to("1.37")]
    finally:
        os.chdir(cwd)


def _stale(out) -> list[str]:
    return [line.split("stale baseline entry: ")[1] for line in out.stderr.decode().splitlines() if "stale" in line]


def test_a_baseline_written_by_a_matrix_run_records_the_releases_and_a_run_of_one_release_sees_no_stale_entry(
    tmp_path,
):
    path, baseline = _pool(tmp_path, [*PARTITIONABLE, BAD_NAME]), str(tmp_path / "b.json")
    assert cli("check", "--kubernetes-version", "all", "--baseline-write", baseline, str(path)).returncode == 1
    written = json.loads(Path(baseline).read_text())
    assert written["version"] == 2
    assert [(e["rule"], e["fieldPath"], e.get("releases"), e["count"]) for e in written["entries"]] == [
        ("DRA-RS-010", "spec.devices[0].name", None, 1),  # found on every release: any release
        ("DRA-RS-032", "spec.sharedCounters", ["1.34", "1.35"], 1),
        ("DRA-RS-032", "spec.devices[0].consumesCounters", ["1.34", "1.35"], 1),
    ]
    for versions in ("all", "1.37", "1.36-1.37", "1.35", "1.34, 1.37"):
        out = cli("check", "--kubernetes-version", versions, "--baseline", baseline, str(path))
        assert (out.returncode, _stale(out)) == (0, []), (versions, out.stderr)
    # The partitionable pool gone: its entries are stale where they were expected, and only there.
    path.write_text(yaml.safe_dump(BAD_NAME))
    out = cli("check", "--kubernetes-version", "all", "--baseline", baseline, str(path))
    assert out.returncode == 0
    uri = os.path.relpath(path, PROJECT)
    assert _stale(out) == [
        f"DRA-RS-032 in {uri} at spec.sharedCounters (1 no longer found on 1.34, 1.35)",
        f"DRA-RS-032 in {uri} at spec.devices[0].consumesCounters (1 no longer found on 1.34, 1.35)",
    ]
    out = cli("check", "--kubernetes-version", "1.36-1.37", "--baseline", baseline, str(path))
    assert (out.returncode, _stale(out)) == (0, [])


def test_a_baseline_written_by_a_run_of_the_newest_release_leaves_the_older_releases_findings_new(tmp_path):
    path, baseline = _pool(tmp_path, [*PARTITIONABLE, BAD_NAME]), str(tmp_path / "b.json")
    assert cli("check", "--kubernetes-version", "1.37", "--baseline-write", baseline, str(path)).returncode == 1
    assert json.loads(Path(baseline).read_text()) == {  # as every release before wrote it: version 1
        "version": 1,
        "entries": [
            {
                "rule": "DRA-RS-010",
                "file": os.path.relpath(path, PROJECT),
                "object": "ResourceSlice/other",
                "fieldPath": "spec.devices[0].name",
                "count": 1,
            }
        ],
    }
    out = cli("check", "--kubernetes-version", "all", "--format", "json", "--baseline", baseline, str(path))
    assert out.returncode == 1 and _stale(out) == []
    assert [(f["ruleId"], f["fieldPath"], f["releases"]) for f in json.loads(out.stdout)["findings"]] == [
        ("DRA-RS-032", "spec.sharedCounters", ["1.34", "1.35"]),
        ("DRA-RS-032", "spec.devices[0].consumesCounters", ["1.34", "1.35"]),
    ]


def test_a_version_1_baseline_holds_on_every_release_as_before(tmp_path):
    path, baseline = _pool(tmp_path, [*PARTITIONABLE, BAD_NAME]), tmp_path / "b.json"
    uri = os.path.relpath(path, PROJECT)
    entries = [
        {
            "rule": "DRA-RS-032",
            "file": uri,
            "object": "ResourceSlice/node-1-counters",
            "fieldPath": "spec.sharedCounters",
        },
        {"rule": "DRA-RS-010", "file": uri, "object": "ResourceSlice/other", "fieldPath": "spec.devices[0].name"},
    ]
    baseline.write_text(json.dumps({"version": 1, "entries": [{**e, "count": 1} for e in entries]}))
    out = cli("check", "--kubernetes-version", "all", "--format", "json", "--baseline", str(baseline), str(path))
    assert out.returncode == 1 and _stale(out) == []
    assert [f["fieldPath"] for f in json.loads(out.stdout)["findings"]] == ["spec.devices[0].consumesCounters"]
    out = cli("check", "--kubernetes-version", "1.37", "--baseline", str(baseline), str(path))
    assert out.returncode == 0  # an entry of no release is expected on every one: on 1.37 it is stale
    assert _stale(out) == [f"DRA-RS-032 in {uri} at spec.sharedCounters (1 no longer found)"]


def _apply(tmp_path: Path, entries: list[dict], findings: list[Finding], releases=ALL) -> tuple[list, list[str]]:
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"version": 2, "entries": [{**ENTRY, **e} for e in entries]}))
    report = Report([FileResult("pool.yaml", "manifest", findings)], [])
    stale = apply_baseline(report, str(baseline), releases)
    return report.findings, [s.split("stale baseline entry: ")[1] for s in stale]


ENTRY = {"rule": "DRA-RS-032", "file": "pool.yaml", "object": "RS/a", "fieldPath": "spec.x", "count": 1}


def test_an_entry_absorbs_a_finding_on_the_releases_it_records_only(tmp_path):
    # Found on 1.35 when written, now on 1.34 too: reported on 1.34, its message naming 1.34 alone.
    found = _finding("off by default in 1.34, 1.35", ("1.34", "1.35"))
    kept, stale = _apply(tmp_path, [{"releases": ["1.35"]}], [found])
    assert kept == [found._replace(message="off by default in 1.34", releases=("1.34",))] and stale == []
    # Found on 1.34 and 1.35 when written, now on 1.35 only: absorbed, and stale on 1.34.
    kept, stale = _apply(tmp_path, [{"releases": ["1.34", "1.35"]}], [_finding("x", ("1.35",))])
    assert kept == [] and stale == ["DRA-RS-032 in pool.yaml at spec.x (1 no longer found on 1.34)"]
    # An entry of releases the run does not check neither absorbs nor goes stale; one of no release does both.
    found = _finding("x", ())
    assert _apply(tmp_path, [{"releases": ["1.34"]}], [found], ("1.36", "1.37")) == ([found], [])
    assert _apply(tmp_path, [{}], [found], ("1.36", "1.37")) == ([], [])
    assert _apply(tmp_path, [{}], [], ("1.37",)) == ([], ["DRA-RS-032 in pool.yaml at spec.x (1 no longer found)"])
    # Two findings at one place, each taking the entry written for its releases, whatever their order.
    both = [_finding("y", ("1.34",), line=2), _finding("x", ())]
    assert _apply(tmp_path, [{"releases": ["1.34"]}, {}], both) == ([], [])
    assert _apply(tmp_path, [{}, {"releases": ["1.34"]}], both[::-1]) == ([], [])


def _restricted(findings: list[Finding], written: tuple[str, ...], run_on: tuple[str, ...]) -> list[Finding]:
    """What a run of ``run_on`` (some of ``written``) finds of a run of ``written``'s findings."""
    out = []
    for f in findings:
        held = tuple(r for r in run_on if f.applies_to(r))
        if held:
            out.append(f._replace(releases=() if held == run_on or len(run_on) == 1 else held))
    return out


_FINDINGS = st.lists(
    st.tuples(
        st.sampled_from(["spec.x", "spec.y"]),
        st.lists(st.sampled_from(ALL), min_size=1, unique=True).map(lambda r: tuple(sorted(r))),
    ),
    max_size=8,
)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(ALL), min_size=1, unique=True).map(lambda r: tuple(sorted(r))),
    st.data(),
    _FINDINGS,
)
def test_a_baseline_of_a_run_is_exact_on_the_releases_of_any_run_among_them(tmp_path_factory, written, data, drawn):
    """Written by a run over random releases, a baseline applied to a run over any of them leaves
    nothing out and nothing stale; a finding it does not record stays, on exactly its releases."""
    from dra_conform.engine.policy import baseline_entries, write_baseline

    tmp = tmp_path_factory.mktemp("b")
    run_on = tuple(sorted(data.draw(st.lists(st.sampled_from(written), min_size=1, unique=True))))
    found = [
        _finding(f"{field} {held}", held, line=i)._replace(field_path=field)
        for i, (field, on) in enumerate(drawn)
        if (held := tuple(r for r in written if r in on))
    ]
    found = _restricted(found, ALL, written)  # as the run over ``written`` reports them
    baseline = tmp / "baseline.json"
    write_baseline(baseline_entries(Report([FileResult("pool.yaml", "manifest", list(found))], [])), str(baseline))
    new_on = tuple(sorted(data.draw(st.lists(st.sampled_from(run_on), min_size=1, unique=True))))
    new = _finding("new", () if new_on == run_on else new_on, line=99)._replace(field_path="spec.new")
    report = Report([FileResult("pool.yaml", "manifest", _restricted(found, written, run_on) + [new])], [])
    assert apply_baseline(report, str(baseline), run_on) == []
    assert report.findings == [new]


class _WithCheck:
    """The catalogue with one more check in a scope: what a rule that reads the release finds."""

    def __init__(self, scope, rule_id, func, kinds=()):
        from dra_conform.model.catalogue import Check

        self._catalog = load()
        self._scope, self._extra = scope, (self._catalog.rules[rule_id], Check(rule_id, scope, func, kinds))

    def __getattr__(self, name):
        return getattr(self._catalog, name)

    def checks_in(self, scope):
        found = self._catalog.checks_in(scope)
        return [*found, self._extra] if scope == self._scope else found


def _reading_the_release(release_of):
    from dra_conform.model.findings import Hit

    def check(_value, context):
        release = release_of(context)
        yield Hit(f"read on {release}")
        if release == "1.36":
            yield Hit("found on 1.36 alone")

    return check


def test_a_rule_that_reads_the_release_is_run_for_each_one(tmp_path):
    """The three contexts that note a read of the release (a manifest's, a metadata object's, a health
    capture's): such a rule's findings are those of each release, named as such."""
    cases = [
        ("manifest", "DRA-RS-010", lambda c: c.kubernetes_version, ("ResourceSlice",), str(_pool(tmp_path)), ALL),
        ("object", "DRA-MD-043", lambda c: c.file.profile.kubernetes, (), "examples/metadata", ("1.36", "1.37")),
        ("health", "DRA-HLT-006", lambda c: c.kubernetes_version, (), "examples/health", ALL),
    ]
    cwd = os.getcwd()
    os.chdir(PROJECT)
    try:
        for scope, rule_id, release_of, kinds, path, held in cases:
            catalog = _WithCheck(scope, rule_id, _reading_the_release(release_of), kinds)
            report = check_paths([path], Options("1.37", releases=ALL), catalog=catalog)
            mine = {(f.message, f.releases) for f in report.findings if f.message.startswith(("read on", "found on"))}
            label = () if held == ALL else held
            assert {(f"read on {', '.join(held)}", label), ("found on 1.36 alone", ("1.36",))} <= mine, scope
            # else only where the releases decode different copies of an object (1.36 v1alpha1, 1.37 v1beta1)
            assert mine <= {(f"read on {', '.join(held)}", label), ("found on 1.36 alone", ("1.36",))} | {
                (f"read on {release}", (release,)) for release in held
            }, scope
    finally:
        os.chdir(cwd)
