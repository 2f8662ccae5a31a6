"""Counts never claim coverage: per kind, what was validated and what was only read (for context, or
for its apiVersion),
the same in the text summary, JSON summary.kinds, JUnit and the Action's job summary."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET

from tests.acceptance.test_action import run_action
from tests.helpers import PROJECT, cli

# A claim without status and a DeviceTaintRule are validated by the DRA-CL rules (spec, taint); a Pod
# without allocatedResourcesStatus is only read, by the rules across objects (HLT-013).
CONTEXT = """apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: gpu, namespace: default}
spec: {devices: {requests: [{name: gpu, exactly: {deviceClassName: gpu.example.com}}]}}
---
apiVersion: resource.k8s.io/v1beta2
kind: DeviceTaintRule
metadata: {name: maintenance}
spec: {taint: {key: example.com/maintenance, effect: NoSchedule}}
---
apiVersion: v1
kind: Pod
metadata: {name: pending}
spec: {containers: [{name: app, image: busybox}]}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: unrelated}
"""
PHRASE = (
    "2 manifest files (validated: 1 DeviceTaintRule, 2 Pod, 1 ResourceClaim, 1 ResourceSlice; read, "
    "not validated: 1 Pod; 1 of other kinds ignored)"
)
KINDS = {
    "DeviceTaintRule": {"validated": 1, "notValidated": 0},
    "Pod": {"validated": 2, "notValidated": 1},
    "ResourceClaim": {"validated": 1, "notValidated": 0},
    "ResourceSlice": {"validated": 1, "notValidated": 0},
}


def workspace(tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    shutil.copy(PROJECT / "examples" / "health" / "slices.yaml", ws)
    (ws / "context.yaml").write_text(CONTEXT)
    # two pods with allocatedResourcesStatus, one without: only the first two are validated
    pods = (PROJECT / "examples" / "health" / "pods.yaml").read_text().split("\n---\n")
    (ws / "context.yaml").write_text(
        CONTEXT + "---\n" + "\n---\n".join(p for p in pods if "allocatedResourcesStatus" in p)
    )
    return ws


def test_text_json_and_junit_say_per_kind_what_was_validated(tmp_path):
    ws = workspace(tmp_path)
    out = cli(
        "check",
        "--format",
        "text",
        "--format",
        "json",
        "--output",
        str(tmp_path / "r.json"),
        "--format",
        "junit",
        "--output",
        str(tmp_path / "r.xml"),
        ".",
        cwd=ws,
    )
    summary = out.stdout.decode().splitlines()[-1]
    assert summary.startswith(f"0 metadata files checked, {PHRASE}, "), summary
    report = json.loads((tmp_path / "r.json").read_text())["summary"]
    assert report["kinds"] == KINDS
    assert (report["objectsChecked"], report["unvalidatedObjects"], report["otherObjects"]) == (5, 1, 1)
    suite = ET.parse(tmp_path / "r.xml").getroot().find("testsuite")
    properties = {p.get("name"): int(p.get("value")) for p in suite.find("properties")}
    assert properties == {f"{state}.{kind}": n for kind, c in KINDS.items() for state, n in c.items()}
    assert suite.find("system-out").text == summary


def test_the_job_summary_headline_counts_manifests_and_captures(tmp_path):
    ws = workspace(tmp_path)
    shutil.copy(PROJECT / "examples" / "health" / "gpu.example.com-health.jsonl", ws)
    text_summary = cli("check", ".", cwd=ws).stdout.decode().splitlines()[-1]  # before the action writes its SARIF
    _, _, job_summary = run_action(ws, tmp_path, format="sarif")
    headline, verdict = job_summary.splitlines()[2], job_summary.splitlines()[4]
    assert headline.startswith(f"0 metadata files checked, 1 health capture checked, {PHRASE}, "), headline
    assert headline == text_summary  # in the text summary's words
    assert verdict.startswith("**exit code 1**: ")
