"""SARIF output: valid against the OASIS schema, deterministic, golden, GitHub-compatible fingerprints."""

from __future__ import annotations

import json

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.model.results import json_document
from dra_conform.reading.line_hashes import primary_line_hashes
from tests.helpers import EXTERNAL, PROJECT, cli

GOLDEN = PROJECT / "tests" / "golden"
RULES_GOLDEN = GOLDEN / "sarif-rules.json"  # check's rule descriptors, the same for every case
OASIS = EXTERNAL / "sarif-2.1.0.json"
CASES = {
    "examples": ["examples/metadata"],
    "health-examples": ["examples/health"],
    "upstream-fixtures": ["tests/corpus/upstream/metadata"],
}


@pytest.fixture(scope="module")
def oasis_validator():
    schema = json.loads(OASIS.read_text())
    return jsonschema.Draft4Validator(schema)


def split(sarif: bytes) -> tuple[str, str]:
    """A SARIF log as its two goldens: the log without ``tool.driver.rules``, and those rule descriptors.

    The descriptors (the whole catalogue's text, 900 KB) and the results are reviewed apart: a rule's
    wording changes only ``sarif-rules.json``, a finding only its case's ``expected.sarif``."""
    log = json.loads(sarif)
    rules = log["runs"][0]["tool"]["driver"].pop("rules")
    return json_document(log) + "\n", json_document(rules) + "\n"


def joined(results: str, rules: str) -> bytes:
    """The SARIF bytes the two goldens stand for (``rules`` back as the driver's last key)."""
    log = json.loads(results)
    log["runs"][0]["tool"]["driver"]["rules"] = json.loads(rules)
    return (json_document(log) + "\n").encode()


@pytest.mark.parametrize("case", sorted(CASES))
def test_sarif_matches_golden_and_validates(case, oasis_validator, update_golden):
    out = cli("check", "--format", "sarif", "--kubernetes-version", "1.37", *CASES[case])
    assert out.returncode in (0, 1), out.stderr
    golden = GOLDEN / case / "expected.sarif"
    results, rules = split(out.stdout)
    if update_golden:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(results, encoding="utf-8")
        RULES_GOLDEN.write_text(rules, encoding="utf-8")
    hint = "rerun with --update-golden if intended, and read the diff"
    assert results == golden.read_text(encoding="utf-8"), f"results differ from {case}/expected.sarif; {hint}"
    assert rules == RULES_GOLDEN.read_text(encoding="utf-8"), f"rule descriptors differ from sarif-rules.json; {hint}"
    assert out.stdout == joined(results, rules)  # nothing else in the bytes: the two goldens are the whole log
    log = json.loads(out.stdout)
    errors = sorted(oasis_validator.iter_errors(log), key=str)
    assert errors == []
    run_ = log["runs"][0]
    assert len(log["runs"]) == 1
    rule_ids = [r["id"] for r in run_["tool"]["driver"]["rules"]]
    assert len(rule_ids) == len(set(rule_ids))
    for result in run_["results"]:
        region = result["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        assert rule_ids[result["ruleIndex"]] == result["ruleId"]
        assert not result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].startswith("/")
        assert set(result["partialFingerprints"]) == {"primaryLocationLineHash", "draConform/v1"}
    assert 'Z"' not in out.stdout.decode()  # no timestamps


def test_sarif_has_no_absolute_paths_even_for_absolute_inputs():
    out = cli("check", "--format", "sarif", str(PROJECT / "examples" / "metadata"))
    assert str(PROJECT) not in out.stdout.decode()


def rolling_reference(text: str) -> dict[int, str]:
    """A line-by-line port of codeql-action's fingerprints.ts hash(), as the oracle."""
    block, mask = 100, (1 << 64) - 1
    window = [0] * block
    line_numbers = [-1] * block
    hash_raw, first_mod = 0, pow(37, block, 1 << 64)
    index, line_number, line_start, prev_cr = 0, 0, True, False
    counts: dict[str, int] = {}
    out: dict[int, str] = {}

    def output():
        nonlocal hash_raw
        value = format(hash_raw & mask, "x")
        counts[value] = counts.get(value, 0) + 1
        out[line_numbers[index]] = f"{value}:{counts[value]}"
        line_numbers[index] = -1

    def update(current):
        nonlocal hash_raw, index
        begin = window[index]
        window[index] = current
        hash_raw = (37 * hash_raw + current - first_mod * begin) & mask
        index = (index + 1) % block

    def process(current):
        nonlocal line_start, line_number, prev_cr
        if current in (32, 9) or (prev_cr and current == 10):
            prev_cr = False
            return
        if current == 13:
            current, prev_cr = 10, True
        else:
            prev_cr = False
        if line_numbers[index] != -1:
            output()
        if line_start:
            line_start = False
            line_number += 1
            line_numbers[index] = line_number
        if current == 10:
            line_start = True
        update(current)

    raw = text.encode("utf-16-le", "surrogatepass")
    for i in range(0, len(raw), 2):
        process(int.from_bytes(raw[i : i + 2], "little"))
    process(65535)
    for _ in range(block):
        if line_numbers[index] != -1:
            output()
        update(0)
    return out


@given(st.text(alphabet=st.sampled_from(list('ab{} \t\r\n"é𝄞')), max_size=600))
def test_line_hash_matches_codeql_action(text):
    expected = rolling_reference(text)
    data = text.encode()
    wanted = set(expected)
    assert primary_line_hashes(data, wanted) == expected


def test_line_hash_on_a_real_file():
    data = (
        PROJECT / "examples/metadata/var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu/"
        "gpu.example.com-metadata.json"
    ).read_bytes()
    expected = rolling_reference(data.decode())
    assert primary_line_hashes(data, set(expected)) == expected


def test_sarif_keeps_the_most_severe_5000_results_and_says_so(tmp_path):
    from dra_conform.model.findings import Finding, Location, Severity
    from dra_conform.model.results import FileResult, Report
    from dra_conform.report import RunInfo, sarif
    from dra_conform.rules import load

    def finding(i, severity):
        return Finding("DRA-MD-043", severity, "m", "f.json", Location(i + 1, 1, i + 1, 2, 0, 1), "metadata.generation")

    findings = [finding(i, Severity.NOTE if i % 3 else Severity.ERROR) for i in range(6000)]
    report = Report([FileResult("f.json", "metadata", findings)], [])
    info = RunInfo("0", "c", load(), "1.37", max_results=5000)
    log = json.loads(sarif.render(report, info))
    results = log["runs"][0]["results"]
    assert len(results) == 5000
    assert sum(1 for r in results if r["level"] == "error") == 2000  # every error kept
    lines = [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in results]
    assert lines == sorted(lines)
    assert info.notices == ["SARIF holds the 5000 most severe of 6000 findings (GitHub shows no more per run)"]


def test_line_hashes_are_asked_for_only_the_results_emitted():
    from dra_conform.model.findings import Finding, Location, Severity
    from dra_conform.model.results import FileResult, Report
    from dra_conform.report import RunInfo, sarif
    from dra_conform.rules import load

    findings = [
        Finding(
            "DRA-MD-043",
            Severity.ERROR if i < 3 else Severity.NOTE,
            "m",
            "f.json",
            Location(i + 1, 1, i + 1, 2, 0, 1),
            "metadata.generation",
        )
        for i in range(10)
    ]
    asked = []

    def line_hashes(result, lines):
        asked.append((result.display, sorted(lines)))
        return {line: f"{line:x}:1" for line in lines}

    report = Report([FileResult("f.json", "metadata", findings)], [])
    log = json.loads(sarif.render(report, RunInfo("0", "c", load(), "1.37", max_results=4, line_hashes=line_hashes)))
    assert asked == [("f.json", [1, 2, 3, 4])]  # after the cap: the three errors and the first note
    hashes = [r["partialFingerprints"]["primaryLocationLineHash"] for r in log["runs"][0]["results"]]
    assert hashes == ["1:1", "2:1", "3:1", "4:1"]


def test_standard_input_gets_the_line_hashes_of_the_file():
    path = PROJECT / "examples/metadata/var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu"
    data = next(p for p in sorted(path.iterdir()) if p.name.endswith("-metadata.json")).read_bytes()
    data = data.replace(b'"generation": 1', b'"generation": 0')  # a finding to point at
    from_stdin = json.loads(cli("check", "--format", "sarif", "-", stdin=data).stdout)["runs"][0]["results"]
    assert from_stdin
    for result in from_stdin:
        line = result["locations"][0]["physicalLocation"]["region"]["startLine"]
        assert result["partialFingerprints"]["primaryLocationLineHash"] == primary_line_hashes(data, {line})[line]


def test_automation_details_only_when_a_category_is_asked_for(oasis_validator):
    # GitHub's upload-sarif sets its `category` input only on a run without automationDetails
    # (codeql-action src/upload-lib.ts, populateRunAutomationDetails): a fixed id would make that input
    # do nothing, and two jobs uploading dra-conform SARIF would replace each other's alerts.
    plain = json.loads(cli("check", "--format", "sarif", "examples/metadata").stdout)
    asked = json.loads(
        cli("check", "--format", "sarif", "--sarif-category", "dra-conform-metadata/", "examples/metadata").stdout
    )
    assert "automationDetails" not in plain["runs"][0]
    assert asked["runs"][0]["automationDetails"] == {"id": "dra-conform-metadata/"}
    for log in (plain, asked):
        assert sorted(oasis_validator.iter_errors(log), key=str) == []
    del asked["runs"][0]["automationDetails"]
    assert asked == plain  # the category changes nothing else
    # As upload-sarif's category: input, a category gets its final '/' (the category is what precedes it).
    bare = cli("check", "--format", "sarif", "--sarif-category", "dra-conform-metadata", "examples/metadata")
    assert json.loads(bare.stdout)["runs"][0]["automationDetails"] == {"id": "dra-conform-metadata/"}


def test_merge_writes_automation_details_only_when_asked(tmp_path, oasis_validator):
    node = cli("check", "--format", "json", "examples/metadata").stdout
    report = tmp_path / "node.json"
    report.write_bytes(node)
    plain = json.loads(cli("merge", "--format", "sarif", str(report)).stdout)
    asked = json.loads(cli("merge", "--format", "sarif", "--sarif-category", "fleet/", str(report)).stdout)
    assert "automationDetails" not in plain["runs"][0]
    assert asked["runs"][0]["automationDetails"] == {"id": "fleet/"}
    for log in (plain, asked):
        assert sorted(oasis_validator.iter_errors(log), key=str) == []
