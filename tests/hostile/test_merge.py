"""Hostile node reports for `merge`: every report file and every pod's stream in a `kubectl logs
--prefix` stream is untrusted. A report that breaks schemas/report/dra-conform-report.json is an
input problem naming its node and where it breaks ("node X: report unreadable: <path>: ..."), the
other nodes are still merged, merge exits 2 with every report written, and JSON and SARIF stay
exact (a lone surrogate round-trips as its escape). Each run is a child process under the suite's
limits (tests/hostile/runner.py)."""

from __future__ import annotations

import io
import json
import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from .runner import assert_sane, run

DIGITS = "7" * 5000  # past int()'s 4,300-digit limit


def finding(rule: str = "DRA-MD-010", message: str = "mount options ['bind'] lack \"ro\"", file: str = "") -> dict:
    return {
        "ruleId": rule,
        "severity": "error",
        "message": message,
        "fieldPath": "devices[0].containerEdits.mounts[0].options",
        "file": file or "/var/run/cdi/gpu.example.com_metadata_u_gpu.json",
        "line": 12,
        "column": 13,
        "endLine": 12,
        "endColumn": 22,
        "object": 0,
    }


def node_report(node: str, findings: list[dict] | None = None) -> dict:
    """A node's report as `live --host --format json` writes it."""
    findings = [finding()] if findings is None else findings
    return {
        "formatVersion": 1,
        "tool": {"name": "dra-conform", "version": "0.1.0", "backend": "c"},
        "kubernetesVersion": "1.37",
        "node": node,
        "summary": {"files": 3, "errors": len(findings), "warnings": 0, "notes": 0, "inputErrors": []},
        "files": [],
        "findings": findings,
    }


PLACES = {"findings": ("findings",), "files": ("summary", "files"), "inputErrors": ("summary", "inputErrors")}


def bad_text(edit: str) -> str:
    """The report of node "bad" with one member (of its finding, its summary, or itself) given as raw JSON
    text, so any JSON can be said: ``member=raw``; ``+member=raw`` adds a member to the report."""
    doc = node_report("bad")
    member, _, raw = edit.partition("=")
    path = (member[1:],) if member.startswith("+") else PLACES.get(member)
    if path is None:
        path = (member,) if member in doc else ("findings", 0, member)
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = "@@raw@@"
    return json.dumps(doc, indent=2).replace('"@@raw@@"', raw, 1)


# name -> (edit, where the report breaks: the field path the problem names; None: the report is valid)
HOSTILE = {
    "severity-array": ("severity=[]", "findings[0].severity"),
    "severity-object": ("severity={}", "findings[0].severity"),
    "severity-nested": ("severity=" + "[" * 500 + "]" * 500, "findings[0].severity"),
    "rule-number": ("ruleId=5", "findings[0].ruleId"),
    "line-digits": ("line=" + DIGITS, "findings[0].line"),
    "line-negative-digits": ("line=-" + DIGITS, "findings[0].line"),
    "line-huge-float": ("line=1" + "0" * 400 + ".5", "findings[0].line"),
    "object-digits": ("object=" + DIGITS, "findings[0].object"),
    "files-digits": ("files=" + DIGITS, "summary.files"),
    "errors-list": ("inputErrors=[1, {}]", "summary.inputErrors[0]"),
    "findings-object": ("findings={}", "findings"),
    "node-number": ("node=5", "node"),
    "version-true": ("formatVersion=true", "formatVersion"),  # true is not 1
    "unknown-member-digits": ("+extra=" + DIGITS, None),  # members are only ever added: a valid report
}


def stream(reports: dict[str, str]) -> bytes:
    """`kubectl logs --prefix` over one pod per report."""
    return (
        "\n".join(f"[pod/{pod}/sweep] {line}" for pod, text in reports.items() for line in text.splitlines()) + "\n"
    ).encode()


FORMATS = ["--format", "text", "--format", "json", "--output", "r.json", "--format", "sarif", "--output", "r.sarif"]
FORMATS += ["--format", "markdown", "--output", "r.md"]


def merged(tmp_path, args: list[str], stdin: bytes | None = None, codes=(0, 1, 2)):
    result = assert_sane(run(["merge", *FORMATS, *args], tmp_path, stdin=stdin), codes=codes)
    fleet = json.loads((tmp_path / "r.json").read_bytes().decode("utf-8"))  # strict UTF-8, then JSON
    sarif = json.loads((tmp_path / "r.sarif").read_bytes().decode("utf-8"))
    (tmp_path / "r.md").read_bytes().decode("utf-8")
    return result, fleet, sarif


@pytest.mark.parametrize("how", ["files", "stream"])
def test_reports_not_of_the_format_are_problems_of_their_nodes_and_the_others_are_merged(tmp_path, how):
    """Every hostile report of HOSTILE in one run, between two good nodes: one child process a way in."""
    reports = {"a": json.dumps(node_report("node-a"))}
    reports |= {name: bad_text(edit).replace('"bad"', f'"{name}"', 1) for name, (edit, _) in HOSTILE.items()}
    reports["c"] = json.dumps(node_report("node-c", []))
    if how == "files":
        for pod, text in reports.items():
            (tmp_path / f"{pod}.json").write_text(text)
        result, fleet, sarif = merged(tmp_path, [f"{pod}.json" for pod in reports])
        sources = {pod: f"{pod}.json" for pod in reports}
    else:
        result, fleet, sarif = merged(tmp_path, ["-"], stdin=stream(reports))
        sources = {pod: f"pod/{pod}/sweep" for pod in reports}
    assert result.code == 2
    names = {n["name"] for n in fleet["nodes"]}
    assert names == {"node-a", "node-c", "unknown-member-digits"}  # a member added is no breach of the format
    assert sarif["runs"][0]["properties"]["nodes"] == sorted(names)
    assert "node-a: 1 error, 0 warnings, 0 notes" in result.out and "clean: node-c" in result.out
    problems = {p.split(": ", 1)[0]: p for p in fleet["summary"]["inputProblems"]}
    assert set(problems) == {sources[name] for name in HOSTILE if name != "unknown-member-digits"}
    for name, (_, where) in HOSTILE.items():
        if where is None:
            continue
        problem, source = problems[sources[name]], sources[name]
        node = source if name == "node-number" else name  # a report without a usable name is named after its source
        assert problem.startswith(f"{source}: node {node}: report unreadable: {where}: "), problem
        assert re.search(r"\(line \d+( of <stdin>)?\)$", problem), problem
        assert len(problem) < 300, problem  # a value is shown shortened, whatever its size
        assert problem in result.err


SURROGATES = {"node": "gpu-\ud800-node", "message": "lone \udfff here", "file": "/var/run/cdi/\ud834.json"}


def surrogate_report() -> str:
    """A report whose node, message and file hold JSON-escaped lone surrogates (json.dumps writes \\udXXX)."""
    doc = node_report(SURROGATES["node"], [finding(message=SURROGATES["message"], file=SURROGATES["file"])])
    text = json.dumps(doc)
    assert "\\ud800" in text and "\ud800" not in text
    return text


@pytest.mark.parametrize("how", ["files", "stream"])
def test_lone_surrogates_round_trip_as_escapes_in_json_and_sarif(tmp_path, how):
    if how == "files":
        (tmp_path / "s.json").write_text(surrogate_report())
        result, fleet, sarif = merged(tmp_path, ["s.json"])
    else:
        result, fleet, sarif = merged(tmp_path, ["-"], stdin=stream({"s": surrogate_report()}))
    assert result.code == 1
    assert "\\ud800" in (tmp_path / "r.json").read_text() and "\\udfff" in (tmp_path / "r.sarif").read_text()
    node = fleet["nodes"][0]
    assert node["name"] == SURROGATES["node"]
    assert fleet["findings"][0]["message"] == SURROGATES["message"]
    assert fleet["findings"][0]["file"] == SURROGATES["file"]
    results = sarif["runs"][0]["results"]
    assert results[0]["properties"]["node"] == SURROGATES["node"]
    assert results[0]["message"]["text"].endswith(SURROGATES["message"])
    assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == SURROGATES["file"][1:]
    assert "gpu-\\ud800-node" in result.out  # the text report shows it escaped


INJECTED = ["DRA-MD-010\x1b[2J\nforged: 0 nodes reported", "DRA\rMD\x07", "DRA-\u202eMD", "DRA-\x9b31m", "\ud800"]


@pytest.mark.parametrize("rule", INJECTED)
def test_a_rule_id_cannot_forge_lines_or_reach_the_terminal(tmp_path, rule):
    (tmp_path / "x.json").write_text(json.dumps(node_report("node-x", [finding(rule=rule)])))
    result, fleet, _ = merged(tmp_path, ["x.json"])  # assert_sane: no raw control character on stdout
    assert result.code == 1 and fleet["rules"][0]["ruleId"] == rule
    assert not any(line.startswith("forged") for line in result.out.splitlines())
    assert len(result.out.splitlines()) == 7, result.out  # fleet, rule, finding, nodes: and node, drivers: and driver


def oracle_lines(data: bytes, limit: int) -> list[tuple[str, bool]]:
    """What iter_lines must yield: each line without its end (and a \\r before it), decoded; a line
    longer than ``limit`` bytes as its first 512 bytes, marked long."""
    raw = data.split(b"\n")
    if raw and raw[-1] == b"":
        raw.pop()
    out = []
    for line in raw:
        if len(line) > limit:
            out.append((line[:512].decode("utf-8", "replace").removesuffix("\r"), True))
        else:
            out.append((line.decode("utf-8", "replace").removesuffix("\r"), False))
    return out


@given(
    st.lists(
        st.one_of(st.binary(max_size=40), st.sampled_from([b"\n", b"\r\n", b"\xc3\xa9", b"\xe2\x82", b"[pod/a/b] {"])),
        max_size=30,
    ).map(b"".join),
    st.integers(1, 50),
    st.integers(1, 9),
)
@example(b"x" * 30 + b"\nab\n", 8, 4)
@example(b"\xc3\xa9" * 10, 30, 3)
def test_lines_are_split_as_the_oracle_splits_them_whatever_the_blocks(data, limit, block):
    from dra_conform.reading import lines

    original = lines._BLOCK
    lines._BLOCK = block  # the boundaries of 1 MiB blocks, at a size Hypothesis can reach
    try:
        got = [(str(line), type(line) is lines.LongLine) for line in lines.iter_lines(io.BytesIO(data), limit)]
    finally:
        lines._BLOCK = original
    assert got == oracle_lines(data, limit)


def long_line_stream(size: int) -> bytes:
    good = stream({"a": json.dumps(node_report("node-a"), indent=2)})
    return good + b"[pod/long/sweep] {" + b'"x' * (size // 2) + b"\n" + stream({"c": json.dumps(node_report("node-c"))})


@pytest.mark.parametrize(("size", "limit"), [(64 << 20, "1Mi"), (100 << 20, None)])
def test_a_line_past_the_limit_is_skipped_and_said_in_bounded_memory(tmp_path, size, limit):
    """`merge -` on one long line: never held, whatever its length (memory far below the line's size)."""
    data = long_line_stream(size)
    options = ["--max-line-size", limit] if limit else []
    result, fleet, _ = merged(tmp_path, [*options, "-"], stdin=data)
    assert result.code == 2 and {n["name"] for n in fleet["nodes"]} == {"node-a", "node-c"}
    line = data[: data.index(b"[pod/long/")].count(b"\n") + 1
    bound = 1 << 20 if limit else 16 << 20
    assert fleet["summary"]["inputProblems"] == [
        f"pod/long/sweep: line {line} of <stdin> longer than {bound} bytes, skipped"
    ]
    assert result.max_rss < size // 2, f"{result.max_rss >> 20} MiB for a {size >> 20} MiB line"
