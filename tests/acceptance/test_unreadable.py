"""A manifest that does not parse is a finding (DRA-MF-001, error) where the parser stopped, in
every report format; a Go template gets a note (DRA-MF-002) instead; `exclude:` leaves files out."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from tests.helpers import cli

BROKEN = "apiVersion: resource.k8s.io/v1\nkind: ResourceSlice\nmetadata:\n  name: node-1-gpu\n spec: {}\n"
# A truncated `kubectl get -o json` dump: the ResourceSlice in it is visible, and unreadable.
TRUNCATED = (
    '{"apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice",\n "metadata": {"name": "s"},\n'
    ' "spec": {"driver": "gpu.example.com", "devices": [\n'
)
TEMPLATE = (
    "{{- if .Values.enabled }}\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n{{- end }}\n"
)


@pytest.fixture
def tree(tmp_path):
    (tmp_path / "broken.yaml").write_text(BROKEN)
    (tmp_path / "dump.json").write_text(TRUNCATED)
    return tmp_path


def test_broken_yaml_and_truncated_json_fail_the_run_located_where_the_parser_stopped(tree):
    out = cli("check", str(tree))
    assert out.returncode == 1 and out.stderr == b""
    lines = out.stdout.decode().splitlines()
    assert (
        lines[0]
        == f"{tree}/broken.yaml:5:2: error DRA-MF-001 not valid YAML: did not find expected key while parsing a block mapping"
    )
    assert lines[1] == f"{tree}/dump.json:4:1: error DRA-MF-001 not valid JSON: unexpected EOF"
    assert lines[-1].startswith("0 metadata files checked, 2 manifest files")


def test_every_report_format_carries_the_finding(tree, tmp_path):
    reports = tmp_path / "reports"
    reports.mkdir()
    args = ["check", str(tree / "broken.yaml")]
    for name in ("json", "sarif", "junit", "github"):
        args += ["--format", name, "--output", str(reports / name)]
    assert cli(*args).returncode == 1
    [finding] = json.loads((reports / "json").read_text())["findings"]
    assert (finding["ruleId"], finding["severity"], finding["line"], finding["column"]) == ("DRA-MF-001", "error", 5, 2)
    [result] = json.loads((reports / "sarif").read_text())["runs"][0]["results"]
    region = result["locations"][0]["physicalLocation"]["region"]
    assert (result["ruleId"], result["level"], region["startLine"], region["startColumn"]) == (
        "DRA-MF-001",
        "error",
        5,
        2,
    )
    failures = ET.parse(reports / "junit").getroot().iter("failure")
    assert any("DRA-MF-001" in (f.get("message", "") + (f.text or "")) for f in failures)
    assert (reports / "github").read_text().startswith(f"::error file={tree}/broken.yaml,line=5,col=2,")


def test_a_template_is_a_note_that_says_yaml_and_does_not_fail_the_run(tmp_path):
    chart = tmp_path / "templates"
    chart.mkdir()
    (chart / "configmap.yaml").write_text(TEMPLATE)  # starts with "{": never called JSON
    (chart / "quoted.yaml").write_text('a: "{{ fine }}"\nb: [\n')  # a quoted action is a string: broken YAML
    out = cli("check", "--format", "json", str(chart))
    assert out.returncode == 1
    found = {
        (f["file"].rsplit("/", 1)[1], f["ruleId"], f["severity"], f["line"], f["column"])
        for f in json.loads(out.stdout)["findings"]
    }
    assert found == {("configmap.yaml", "DRA-MF-002", "note", 1, 1), ("quoted.yaml", "DRA-MF-001", "error", 3, 1)}
    alone = cli("check", str(chart / "configmap.yaml"))
    assert alone.returncode == 0
    assert "note DRA-MF-002 template, not checked: " in alone.stdout.decode()
    assert "not valid YAML" in alone.stdout.decode() and "JSON" not in alone.stdout.decode()


def test_exclude_in_the_config_leaves_files_out_on_purpose(tree):
    (tree / ".dra-conform.yaml").write_text('exclude: ["broken.yaml", "*.json"]\n')
    out = cli("check", "--config", str(tree / ".dra-conform.yaml"), "--format", "json", str(tree))
    assert out.returncode == 0, out.stdout
    assert json.loads(out.stdout)["findings"] == []


def test_forced_manifest_reading_gives_the_same_finding(tree):
    out = cli("check", "--as", "manifest", "--format", "json", str(tree / "broken.yaml"))
    assert out.returncode == 1 and out.stderr == b""
    assert [f["ruleId"] for f in json.loads(out.stdout)["findings"]] == ["DRA-MF-001"]


def test_an_array_that_is_not_json_is_read_as_yaml_as_upstream_does(tmp_path):
    (tmp_path / "flow.yaml").write_text(
        "[{apiVersion: resource.k8s.io/v1, kind: ResourceSlice, metadata: {name: Bad_Name}}]\n"
    )
    out = cli("check", "--format", "json", str(tmp_path))
    assert "DRA-RS-001" in {f["ruleId"] for f in json.loads(out.stdout)["findings"]}
