"""Configuration, suppressions and baselines, as a repository would use them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dra_conform.engine.config import ConfigError
from tests.helpers import PROJECT

EXAMPLE = PROJECT / "examples" / "metadata"
NIC = "var/run/kubernetes.io/dra-device-attributes/resourceclaims/nic-claim/nic/net.example.com-metadata.json"


def repo(tmp_path: Path, config: str | None = None, pyproject: str | None = None) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    root = tmp_path / "repo"
    subprocess.run(["cp", "-r", str(EXAMPLE), str(root)], check=True)
    (root / ".git").mkdir()
    if config is not None:
        (root / ".dra-conform.yaml").write_text(config)
    if pyproject is not None:
        (root / "pyproject.toml").write_text(pyproject)
    return root


def run(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dra_conform", *args], capture_output=True, cwd=cwd)


def rules(out: subprocess.CompletedProcess) -> list[str]:
    return sorted(f["ruleId"] for f in json.loads(out.stdout)["findings"])


BASE = ["DRA-MD-005", "DRA-MD-020", "DRA-MD-027", "DRA-MD-043", "DRA-MD-075", "DRA-MD-080", "DRA-MD-081"]


def test_no_config_gives_the_catalogue_defaults(tmp_path):
    root = repo(tmp_path)
    assert rules(run(root, "check", "--format", "json", ".")) == BASE


def test_config_is_found_from_a_subdirectory_and_turns_rules_off_or_up(tmp_path):
    root = repo(tmp_path, "rules:\n  DRA-MD-081: off\n  DRA-MD-043: error\n")
    out = run(root / "var" / "run", "check", "--format", "json", ".")
    found = json.loads(out.stdout)["findings"]
    assert "DRA-MD-081" not in [f["ruleId"] for f in found]
    assert [f["severity"] for f in found if f["ruleId"] == "DRA-MD-043"] == ["error"]


def test_pyproject_table_is_read(tmp_path):
    root = repo(tmp_path, pyproject='[tool.dra-conform]\nfail-on = "never"\nexclude = ["**/half-claim/**"]\n')
    out = run(root, "check", "--format", "json", ".")
    assert out.returncode == 0
    assert "DRA-MD-020" not in rules(out)  # the truncated file is excluded


def test_pyproject_table_is_found_by_its_toml_name_only(tmp_path):
    from dra_conform.engine.config import _pyproject_table

    (tmp_path / "escaped.toml").write_text('[tool."dra\\u002Dconform"]\nfail-on = "never"\n')
    assert _pyproject_table(str(tmp_path / "escaped.toml")) == {"fail-on": "never"}
    (tmp_path / "other.toml").write_text("[tool.black]\nline-length = 100\n# dra-conform is not configured here\n")
    assert _pyproject_table(str(tmp_path / "other.toml")) is None
    (tmp_path / "broken.toml").write_text("[tool.dra-conform\n")
    with pytest.raises(ConfigError):
        _pyproject_table(str(tmp_path / "broken.toml"))


def test_a_pyproject_that_is_not_ours_is_not_parsed(tmp_path):
    root = repo(
        tmp_path, pyproject="[project\nthis is not TOML, and not about dra-conform's table\n".replace("dra-", "x-")
    )
    out = run(root, "check", "--format", "json", ".")
    assert out.returncode == 1 and rules(out) == BASE


def test_unknown_keys_and_rules_are_errors(tmp_path):
    root = repo(tmp_path, "rulez: {}\n")
    out = run(root, "check", ".")
    assert out.returncode == 2
    assert out.stderr.decode().startswith("dra-conform: configuration: ")
    assert "Additional properties are not allowed ('rulez' was unexpected)" in out.stderr.decode()
    root2 = repo(tmp_path / "b", "rules:\n  DRA-MD-999: off\n")
    assert b"rules.DRA-MD-999: unknown rule" in run(root2, "check", ".").stderr


def test_strict_preset_and_config_command(tmp_path):
    root = repo(tmp_path, "extends: strict\nrules:\n  DRA-MD-081: off\n")
    shown = run(root, "config").stdout.decode()
    assert 'fail-on: "warning"  # preset strict' in shown
    assert "DRA-MD-081: off  # " in shown and shown.splitlines()[0].endswith(".dra-conform.yaml")
    assert "DRA-MD-043: error  # preset strict" in shown
    assert run(root, "check", "--fail-on", "error", ".").returncode == 1
    assert 'fail-on: "warning"' in shown


def test_config_ignores_by_rule_path_and_field_and_reports_unused_ones(tmp_path):
    root = repo(
        tmp_path,
        (
            "ignore:\n"
            "  - rule: DRA-MD-080\n    paths: ['**/nic-claim/**']\n    field: 'requests[*].devices[*].networkData.ips[*]'\n"
            "    reason: fixed in the next driver release\n"
            "  - rule: DRA-MD-029\n    reason: nothing to hide\n"
        ),
    )
    out = run(root, "check", "--format", "json", ".")
    assert "DRA-MD-080" not in rules(out)
    assert "unused suppression: ignore[1] (DRA-MD-029) matched nothing" in out.stderr.decode()


def test_strict_requires_reasons(tmp_path):
    root = repo(tmp_path, "extends: strict\nignore:\n  - rule: DRA-MD-080\n")
    out = run(root, "check", ".")
    assert out.returncode == 2 and b"ignore[0]: a reason is required" in out.stderr


def annotate(path: Path, rules_value: str, reason: str | None = None) -> None:
    text = path.read_text()
    annotations = {"dra-conform.io/ignore": rules_value}
    if reason:
        annotations["dra-conform.io/ignore-reason"] = reason
    text = text.replace('"generation": 2', '"generation": 2,\n    "annotations": ' + json.dumps(annotations))
    path.write_text(text)


def test_annotation_suppresses_on_its_object_and_can_be_disabled(tmp_path):
    root = repo(tmp_path)
    annotate(root / NIC, "DRA-MD-080, DRA-MD-081", "lab NIC")
    out = run(root, "check", "--format", "json", ".")
    found = rules(out)
    assert "DRA-MD-080" not in found and "DRA-MD-081" not in found and "DRA-MD-044" not in found
    gate = run(root, "check", "--no-inline-suppressions", "--format", "json", ".")
    assert "DRA-MD-080" in rules(gate)


def test_unused_annotation_is_reported(tmp_path):
    root = repo(tmp_path)
    annotate(root / NIC, "DRA-MD-062")
    out = run(root, "check", ".")
    assert "unused suppression: dra-conform.io/ignore DRA-MD-062 on object 1" in out.stderr.decode()


def test_baseline_hides_known_findings_survives_line_moves_and_reports_stale_entries(tmp_path):
    root = repo(tmp_path)
    assert run(root, "check", "--baseline-write", "baseline.json", ".").returncode == 1
    assert run(root, "check", "--baseline", "baseline.json", ".").returncode == 0
    # Move every line down: the baseline is keyed by rule, file, object and field path.
    nic = root / NIC
    nic.write_text("\n\n" + nic.read_text())
    assert run(root, "check", "--baseline", "baseline.json", ".").returncode == 0
    # Fix one problem: its entry is stale, and said so.
    nic.write_text(nic.read_text().replace('"10.0.0.5/24",\n', '"10.0.0.6/24",\n', 1))
    out = run(root, "check", "--baseline", "baseline.json", ".")
    assert "stale baseline entry: DRA-MD-080" in out.stderr.decode()


@pytest.mark.parametrize(
    "content, said",
    [
        ("[]", "not a dra-conform baseline (version 1 or 2 with entries)"),
        ('{"version": 3, "entries": []}', "not a dra-conform baseline (version 1 or 2 with entries)"),
        (
            '{"version": 1, "entries": [{"rule": "DRA-MD-080", "file": "f", "object": "x", "fieldPath": "",'
            ' "releases": ["1.34"], "count": 1}]}',
            "entries[0].releases: needs version 2",
        ),
        (
            '{"version": 2, "entries": [{"rule": "DRA-MD-080", "file": "f", "object": "x", "fieldPath": "",'
            ' "releases": [], "count": 1}]}',
            "entries[0].releases: not a non-empty list of releases",
        ),
        ('{"version": 1, "entries": [', "not valid JSON: Expecting value: line 1 column 28 (char 27)"),
        (
            '{"version": 1, "entries": [{"rule": "DRA-MD-080", "object": "x", "fieldPath": "", "count": 1}]}',
            "entries[0].file: missing",
        ),
        (
            '{"version": 1, "entries": [{"rule": "DRA-MD-080", "file": "f", "object": "x", "fieldPath": "", "count": "1"}]}',
            "entries[0].count: not an integer",
        ),
    ],
)
def test_bad_baseline_is_a_clean_error(tmp_path, content, said):
    root = repo(tmp_path)
    (root / "b.json").write_text(content)
    out = run(root, "check", "--baseline", "b.json", ".")
    assert out.returncode == 2 and out.stderr.decode() == f"dra-conform: baseline b.json: {said}\n"


def test_one_file_as_baseline_and_baseline_write_keeps_its_entries(tmp_path):
    root = repo(tmp_path)
    assert run(root, "check", "--baseline-write", "b.json", ".").returncode == 1
    written = json.loads((root / "b.json").read_text())["entries"]
    assert written
    assert run(root, "check", "--baseline", "b.json", "--baseline-write", "b.json", ".").returncode == 0
    assert json.loads((root / "b.json").read_text())["entries"] == written  # read before it was written


def test_baseline_write_into_a_missing_directory_says_so(tmp_path):
    root = repo(tmp_path)
    out = run(root, "check", "--baseline-write", "no/such/b.json", ".")
    assert out.returncode == 2
    assert out.stderr.decode() == (
        f"dra-conform: cannot write baseline no/such/b.json: directory {root}/no/such does not exist\n"
    )


MANIFEST = """apiVersion: resource.k8s.io/v1alpha3
kind: ResourcePoolStatusRequest
metadata:
  name: check-gpus
spec:
{driver_line}
  limit: 0{limit_comment}
"""


def manifest_repo(tmp_path: Path, driver_line: str, limit_comment: str = "", config: str | None = None) -> Path:
    root = tmp_path / "m"
    root.mkdir(parents=True)
    (root / ".git").mkdir()
    (root / "rpsr.yaml").write_text(MANIFEST.format(driver_line=driver_line, limit_comment=limit_comment))
    if config:
        (root / ".dra-conform.yaml").write_text(config)
    return root


@pytest.mark.parametrize(
    "driver_line, limit_comment, expected",
    [
        ("  driver: example.com/gpu", "", ["DRA-PSR-005", "DRA-PSR-008"]),
        (
            "  driver: example.com/gpu  # dra-conform: disable-line DRA-PSR-005 -- as the KEP shows it",
            "",
            ["DRA-PSR-008"],
        ),
        (
            "  # dra-conform: disable-next-line DRA-PSR-005\n  driver: example.com/gpu",
            "  # dra-conform: disable-line",
            [],
        ),
        ("  # dra-conform: disable-file -- a broken example on purpose\n  driver: example.com/gpu", "", []),
    ],
)
def test_yaml_comment_suppressions(tmp_path, driver_line, limit_comment, expected):
    root = manifest_repo(tmp_path, driver_line, limit_comment)
    assert rules(run(root, "check", "--format", "json", ".")) == expected
    gate = run(root, "check", "--no-inline-suppressions", "--format", "json", ".")
    assert rules(gate) == ["DRA-PSR-005", "DRA-PSR-008"]


def test_unused_and_reasonless_comments_are_reported(tmp_path):
    root = manifest_repo(
        tmp_path,
        "  driver: gpu.example.com  # dra-conform: disable-line DRA-PSR-005",
        "  # dra-conform: disable-line DRA-PSR-008",
        config="extends: strict\n",
    )
    out = run(root, "check", ".")
    err = out.stderr.decode()
    assert "rpsr.yaml:6: suppression comment ignored: it needs a reason after '--'" in err
    assert "DRA-PSR-008" in out.stdout.decode()  # the reasonless comment did not suppress it
    root2 = manifest_repo(tmp_path / "b", "  driver: gpu.example.com  # dra-conform: disable-line DRA-PSR-005 -- x")
    assert "rpsr.yaml:6: unused suppression comment" in run(root2, "check", ".").stderr.decode()


def test_docs_url_gives_sarif_rules_a_help_uri(tmp_path):
    root = repo(tmp_path, "docs-url: https://example.org/dra-conform/docs/rules/\n")
    out = run(root, "check", "--format", "sarif", ".")
    rules = json.loads(out.stdout)["runs"][0]["tool"]["driver"]["rules"]
    rule = next(r for r in rules if r["id"] == "DRA-MD-001")
    assert rule["helpUri"] == "https://example.org/dra-conform/docs/rules/DRA-MD-001.md"
    assert run(repo(tmp_path / "b", "docs-url: docs/rules\n"), "check", ".").returncode == 2


def test_a_configuration_that_is_not_yaml_says_where_and_why(tmp_path):
    root = repo(tmp_path, config="fail-on: error\nrules:\n  DRA-MD-029: off\n bad: [\n")
    out = run(root, "check", ".")
    assert out.returncode == 2
    # The configuration is read as manifests are: libyaml's words where PyYAML has it (as go-yaml, a libyaml
    # port, words it), PyYAML's own parser's otherwise.
    assert out.stderr.decode() in [
        f"dra-conform: configuration: {root}/.dra-conform.yaml:4:2: not valid YAML: {why} "
        "while parsing a block mapping\n"
        for why in ("did not find expected key", "expected <block end>, but found '<block mapping start>'")
    ]
