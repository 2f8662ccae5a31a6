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
