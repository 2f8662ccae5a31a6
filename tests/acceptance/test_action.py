"""action.yml, run step by step the way a runner does, in a simulated GitHub environment."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import yaml

from tests.helpers import PROJECT

ACTION = yaml.safe_load((PROJECT / "action.yml").read_text())
EXPRESSION = re.compile(r"\$\{\{\s*([^}]+?)\s*\}\}")


def test_inputs_reach_scripts_only_through_env():
    for step in ACTION["runs"]["steps"]:
        assert "${{" not in step["run"], f"step {step['id']} interpolates into shell"
        for value in step.get("env", {}).values():
            assert EXPRESSION.fullmatch(str(value)), value
    declared = set(ACTION["inputs"])
    used = {
        m.group(1).split(".", 1)[1]
        for s in ACTION["runs"]["steps"]
        for v in s.get("env", {}).values()
        for m in EXPRESSION.finditer(str(v))
        if m.group(1).startswith("inputs.")
    }
    assert used == declared - set() and all(ACTION["inputs"][i].get("description") for i in declared)


def run_action(workspace: Path, tmp: Path, **inputs: str) -> tuple[subprocess.CompletedProcess, dict, str]:
    values = {name: spec.get("default", "") for name, spec in ACTION["inputs"].items()}
    values.update(inputs)
    context = {"github.action_path": str(PROJECT), **{f"inputs.{k}": v for k, v in values.items()}}
    output, summary = tmp / "output", tmp / "summary"
    base_env = {
        **os.environ,
        "GITHUB_OUTPUT": str(output),
        "GITHUB_STEP_SUMMARY": str(summary),
        "GITHUB_ACTIONS": "true",
        "GITHUB_WORKSPACE": str(workspace),
        # the steps' python3 is the one running the tests (its dra-conform), activated or not
        "PATH": os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")]),
    }
    result = None
    for step in ACTION["runs"]["steps"]:
        env = {k: EXPRESSION.sub(lambda m: context[m.group(1)], str(v)) for k, v in step.get("env", {}).items()}
        result = subprocess.run(
            ["bash", "-e", "-c", step["run"]], cwd=workspace, env={**base_env, **env}, capture_output=True
        )
        if result.returncode != 0 and step["id"] != "check":
            raise AssertionError(result.stderr.decode())
    outputs = dict(line.split("=", 1) for line in output.read_text().splitlines()) if output.exists() else {}
    return result, outputs, summary.read_text() if summary.exists() else ""


def workspace_with_example(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    subprocess.run(["cp", "-r", str(PROJECT / "examples" / "metadata"), str(ws)], check=True)
    return ws


def test_default_run_annotates_writes_sarif_summary_and_outputs(tmp_path):
    ws = workspace_with_example(tmp_path)
    result, outputs, summary = run_action(ws, tmp_path)
    assert result.returncode == 1
    assert outputs == {
        "sarif-file": "dra-conform.sarif",
        "json-file": "",
        "junit-file": "",
        "text-file": "",
        "markdown-file": "",
        "errors": "3",
        "warnings": "4",
        "notes": "0",
        "exit-code": "1",
    }
    sarif = json.loads((ws / "dra-conform.sarif").read_text())
    assert "automationDetails" not in sarif["runs"][0]  # upload-sarif's `category:` decides
    annotations = [line for line in result.stdout.decode().splitlines() if line.startswith("::error ")]
    assert len(annotations) == 3
    assert "| 3 | 4 | 0 |" in summary and "| DRA-MD-080 | error | 1 |" in summary


def test_inputs_are_data_not_shell(tmp_path):
    ws = workspace_with_example(tmp_path)
    marker = tmp_path / "pwned"
    result, outputs, _ = run_action(
        ws, tmp_path, paths=f'"; touch {marker}; echo "', annotations="false", format="sarif"
    )
    assert not marker.exists()
    assert outputs["exit-code"] == "2" and result.returncode == 2  # an odd path, reported as unreadable


def test_fail_on_never_and_config(tmp_path):
    ws = workspace_with_example(tmp_path)
    (ws / "ci.yaml").write_text("rules:\n  DRA-MD-080: warning\n")
    result, outputs, _ = run_action(ws, tmp_path, config="ci.yaml", **{"fail-on": "never"})
    assert result.returncode == 0
    assert outputs["errors"] == "2" and outputs["exit-code"] == "0"


def test_github_annotations_go_to_standard_output_whatever_the_order(tmp_path):
    ws = workspace_with_example(tmp_path)
    result, _, _ = run_action(ws, tmp_path, format="text github")
    annotations = [line for line in result.stdout.decode().splitlines() if line.startswith("::error ")]
    assert len(annotations) == 3  # GitHub reads annotations from the step's output only
    assert (ws / "dra-conform.text").read_text().splitlines()[-1].startswith("5 metadata files checked")


def test_an_early_exit_2_still_leaves_a_valid_sarif_file(tmp_path):
    import jsonschema

    from tests.helpers import EXTERNAL

    ws = workspace_with_example(tmp_path)
    (ws / "broken.yaml").write_text("rules: [\n")
    result, outputs, _ = run_action(ws, tmp_path, config="broken.yaml")
    assert result.returncode == 2 and outputs["exit-code"] == "2"
    assert b"configuration: broken.yaml:2:1: not valid YAML" in result.stderr
    log = json.loads((ws / outputs["sarif-file"]).read_text())
    assert (
        list(jsonschema.Draft4Validator(json.loads((EXTERNAL / "sarif-2.1.0.json").read_text())).iter_errors(log)) == []
    )
    [run_] = log["runs"]
    assert "automationDetails" not in run_
    assert run_["results"] == [] and run_["invocations"][0]["executionSuccessful"] is False
    assert (
        "stopped before checking anything" in run_["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"]
    )


def test_sarif_category_input_sets_automation_details_also_on_an_early_exit(tmp_path):
    ws = workspace_with_example(tmp_path)
    _, outputs, _ = run_action(ws, tmp_path, **{"sarif-category": "dra-conform-metadata/"})
    log = json.loads((ws / outputs["sarif-file"]).read_text())
    assert log["runs"][0]["automationDetails"] == {"id": "dra-conform-metadata/"}
    (ws / "broken.yaml").write_text("rules: [\n")
    _, outputs, _ = run_action(ws, tmp_path, config="broken.yaml", **{"sarif-category": "dra-conform-metadata/"})
    assert outputs["exit-code"] == "2"
    log = json.loads((ws / outputs["sarif-file"]).read_text())
    assert log["runs"][0]["automationDetails"] == {"id": "dra-conform-metadata/"}


def test_every_report_written_is_an_output_with_its_documented_name(tmp_path):
    ws = workspace_with_example(tmp_path)
    _, outputs, _ = run_action(ws, tmp_path, format="github sarif json junit markdown")
    assert outputs == {
        "sarif-file": "dra-conform.sarif",
        "json-file": "dra-conform.json",
        "junit-file": "dra-conform.xml",
        "text-file": "",  # annotations have standard output
        "markdown-file": "dra-conform.md",
        "errors": "3",
        "warnings": "4",
        "notes": "0",
        "exit-code": "1",
    }
    assert json.loads((ws / "dra-conform.json").read_text())["summary"]["errors"] == 3
    assert (ws / "dra-conform.xml").read_text().startswith("<?xml")
    assert (ws / "dra-conform.md").read_text().startswith("## dra-conform")
    _, outputs, _ = run_action(ws, tmp_path, format="json")
    assert outputs["sarif-file"] == "" and outputs["json-file"] == "dra-conform.json"


def test_baseline_input_and_config_key_leave_out_what_the_baseline_records(tmp_path):
    from tests.helpers import cli

    ws = workspace_with_example(tmp_path)
    (ws / "ci").mkdir()
    assert cli("check", "--baseline-write", "ci/baseline.json", ".", cwd=ws).returncode == 1
    result, outputs, _ = run_action(ws, tmp_path, baseline="ci/baseline.json")
    assert (outputs["errors"], outputs["warnings"], outputs["exit-code"]) == ("0", "0", "0"), result.stderr
    # The configuration's `baseline`, relative to the configuration file's directory.
    (ws / "ci" / "dra-conform.yaml").write_text("baseline: baseline.json\n")
    _, outputs, _ = run_action(ws, tmp_path, config="ci/dra-conform.yaml")
    assert (outputs["errors"], outputs["exit-code"]) == ("0", "0")
    (ws / ".dra-conform.yaml").write_text("baseline: ci/baseline.json\n")
    assert cli("check", ".", cwd=ws).returncode == 0  # found from the working directory, as every key is
    # A new finding is still reported and fails the step.
    nic = next(ws.rglob("net.example.com-metadata.json"))
    nic.write_text(nic.read_text().replace('"02:42:ac:11:00:02"', '"' + "a" * 200 + '"'))
    _, outputs, summary = run_action(ws, tmp_path, baseline="ci/baseline.json")
    assert (outputs["errors"], outputs["exit-code"]) == ("1", "1")
    assert "networkData.hardwareAddress: Too long" in summary


def test_feature_gates_pools_and_args_reach_the_check(tmp_path, monkeypatch):
    from dra_conform.commands import action

    for name, value in {
        "INPUT_FORMAT": "sarif",
        "INPUT_FEATURE_GATES": "DRAPartitionableDevicesType=true",
        "INPUT_POOLS": "per-file",
        "INPUT_ARGS": "--as manifest --no-inline-suppressions",
        "INPUT_PATHS": "deploy 'a b'",
    }.items():
        monkeypatch.setenv(name, value)
    argv = action.plan(str(tmp_path)).argv
    assert argv[argv.index("--feature-gates") + 1] == "DRAPartitionableDevicesType=true"
    assert argv[argv.index("--pools") + 1] == "per-file"
    assert argv[-6:] == ["--as", "manifest", "--no-inline-suppressions", "--", "deploy", "a b"]
    # And the check takes them: a gate it does not know is a usage error naming the flag.
    ws = workspace_with_example(tmp_path)
    result, outputs, summary = run_action(ws, tmp_path, **{"feature-gates": "DRAPartitionableDevicesType=maybe"})
    assert outputs["exit-code"] == "2" and b"--feature-gates" in result.stderr
    assert "stopped before checking anything" in summary
    result, outputs, _ = run_action(ws, tmp_path, args="--fail-on never")
    assert outputs["exit-code"] == "0" and outputs["errors"] == "3"


CEL = """\
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: gpu
spec:
  selectors:
  - cel:
      expression: device.driver == "gpu.example.com" &&
"""


def test_job_summary_escapes_a_cel_message_as_merge_markdown_does(tmp_path):
    from dra_conform.report.markdown import finding_item
    from tests.helpers import cli

    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "class.yaml").write_text(CEL)
    _, outputs, summary = run_action(ws, tmp_path, format="github json")
    [finding] = json.loads((ws / outputs["json-file"]).read_text())["findings"]
    assert "<input>" in finding["message"] and "\n | " in finding["message"]  # what upstream's CEL error holds
    assert "<input>" not in summary and "&lt;input&gt;" in summary  # text, never a tag
    [first, *snippet] = finding_item("", finding["fieldPath"], finding["message"])
    lines = summary.splitlines()
    [at] = [i for i, line in enumerate(lines) if line.startswith("- ")]  # one finding, one list item
    assert lines[at].endswith(first[2:])
    assert lines[at + 1 : at + 1 + len(snippet)] == snippet  # the snippet: a code block inside the item
    assert snippet[1] == "  ```" and all(line.startswith("  ") for line in snippet[1:])
    merged = cli("merge", "--format", "markdown", outputs["json-file"], cwd=ws).stdout.decode().splitlines()
    [at] = [i for i, line in enumerate(merged) if line.endswith(first[2:])]  # merge writes the same text
    assert merged[at + 1 : at + 1 + len(snippet)] == snippet


def test_version_input_installs_a_release_or_a_requirement_as_given(tmp_path):
    """The install step with a python3 that records what it is asked to do."""
    shim = tmp_path / "bin"
    shim.mkdir()
    log = tmp_path / "calls"
    (shim / "python3").write_text(f'#!/bin/sh\necho "$@" >> {log}\n')
    (shim / "python3").chmod(0o755)
    [install] = [s for s in ACTION["runs"]["steps"] if s["id"] == "install"]

    def installs(version: str) -> list[str]:
        log.write_text("")
        env = {"PATH": f"{shim}:/usr/bin:/bin", "ACTION_PATH": str(PROJECT), "DRA_CONFORM_VERSION": version}
        subprocess.run(["bash", "-e", "-c", install["run"]], env=env, check=True, capture_output=True)
        return [line for line in log.read_text().splitlines() if line.startswith("-m pip")]

    assert installs("0.2.0") == ["-m pip install --quiet dra-conform==0.2.0"]
    assert installs("v0.2.0") == ["-m pip install --quiet dra-conform==0.2.0"]  # a release tag's version
    url = "git+https://github.com/example/dra-conform@v0.2.0"
    assert installs(url) == [f"-m pip install --quiet {url}"]
    assert installs("") == [f"-m pip install --quiet {PROJECT}"]  # the shim has no dra-conform: the checkout


def test_the_readme_workflow_uses_only_what_the_action_declares_and_names_all_of_it():
    readme = (PROJECT / "README.md").read_text()
    [block] = [b for b in re.findall(r"```yaml\n(.*?)```", readme, re.S) if "dra-conform@" in b]
    steps = yaml.safe_load(block)["jobs"]["metadata"]["steps"]
    [dra] = [s for s in steps if s.get("id") == "dra"]
    assert set(dra["with"]) <= set(ACTION["inputs"])
    used = set(re.findall(r"steps\.dra\.outputs\.([\w-]+)", block))
    assert used and used <= set(ACTION["outputs"])
    for name in [*ACTION["inputs"], *ACTION["outputs"]]:
        assert f"`{name}`" in readme, name
