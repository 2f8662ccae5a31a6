"""`dra-conform poolstatus` as an operator runs it: gates, the request's spec, a status `check`
accepts, and plain words when nothing matches or a file is not a manifest."""

from __future__ import annotations

import json
import shutil

import yaml

from tests.helpers import PROJECT, cli
from tests.rules.test_poolstatus_oracle import DRIVER, slice_

GATE = "DRAPartitionableDevicesType=true"
PARTS = [
    {
        "name": n,
        "attributes": {"profile": {"string": "1g.10gb"}},
        "consumesCounters": [{"counterSet": "gpu-0", "counters": {"memory": {"value": "10Gi"}}}],
    }
    for n in ("a", "b")
]
REQUEST = {
    "apiVersion": "resource.k8s.io/v1alpha3",
    "kind": "ResourcePoolStatusRequest",
    "metadata": {"name": "r"},
    "spec": {"driver": DRIVER, "defaultPartitionTypeAttribute": "gpu.example.com/profile"},
}
TAINT = {
    "apiVersion": "resource.k8s.io/v1beta2",
    "kind": "DeviceTaintRule",
    "metadata": {"name": "t"},
    "spec": {"deviceSelector": {"driver": DRIVER, "device": "a"}, "taint": {"key": "k", "effect": "NoSchedule"}},
}


def tree(tmp_path, *extra):
    docs = [
        slice_("counters", counters="80Gi", count=2),
        slice_("parts", devices=PARTS, count=2, attribute=None),
        *extra,
    ]
    for doc in docs:
        doc.setdefault("apiVersion", "resource.k8s.io/v1")
    (tmp_path / "dump.yaml").write_text(yaml.safe_dump_all(docs, sort_keys=False))
    return tmp_path / "dump.yaml"


def poolstatus(*args):
    out = cli("poolstatus", "--driver", DRIVER, *args)
    assert out.returncode == 0, out.stderr
    return yaml.safe_load(out.stdout)["status"], out.stderr.decode()


def test_a_requests_default_partition_type_attribute_is_used_and_its_gate_said(tmp_path):
    path = tree(tmp_path)
    (tmp_path / "request.yaml").write_text(yaml.safe_dump(REQUEST))
    status, stderr = poolstatus(str(path), str(tmp_path / "request.yaml"))
    assert [(s["attribute"], s["type"], s["total"]) for s in status["pools"][0]["partitionSummary"]] == [
        ("gpu.example.com/profile", "1g.10gb", 2)
    ]
    assert (
        "spec.defaultPartitionTypeAttribute: an apiserver with the DRAPartitionableDevicesType feature gate off "
        "(off by default in 1.37) drops this field"
    ) in stderr
    _, quiet = poolstatus("--feature-gates", GATE, str(path), str(tmp_path / "request.yaml"))
    assert quiet == ""
    without, _ = poolstatus(str(path))  # no request, no option: no default attribute
    assert "partitionSummary" not in without["pools"][0]


def test_feature_gates_decide_whether_device_taint_rules_are_read(tmp_path):
    path = tree(tmp_path, TAINT)
    on, _ = poolstatus(str(path))
    off, _ = poolstatus("--feature-gates", "DRADeviceTaintRules=false", str(path))
    assert (on["pools"][0]["unavailableDevices"], off["pools"][0]["unavailableDevices"]) == (1, 0)
    refused = cli("poolstatus", "--driver", DRIVER, "--feature-gates", "DRADeviceTaintRule=false", str(path))
    assert refused.returncode == 2 and b"did you mean DRADeviceTaintRules?" in refused.stderr


def test_the_printed_status_is_one_check_accepts(tmp_path):
    path = tree(tmp_path)
    (tmp_path / "request.yaml").write_text(yaml.safe_dump(REQUEST))
    out = cli("poolstatus", "--driver", DRIVER, "--feature-gates", GATE, str(path), str(tmp_path / "request.yaml"))
    status = yaml.safe_load(out.stdout)["status"]
    assert isinstance(status["conditions"][0]["lastTransitionTime"], str)
    captured = tmp_path / "captured" / "request.yaml"
    captured.parent.mkdir()
    captured.write_text(yaml.safe_dump({**REQUEST, "status": status}))
    report = json.loads(cli("check", "--format", "json", "--feature-gates", GATE, str(captured), str(path)).stdout)
    # only "the server discards status on create", which says a status was captured, not that it is wrong
    assert [(f["ruleId"], f["severity"]) for f in report["findings"]] == [("DRA-PSR-013", "warning")]


def test_the_status_time_is_the_clock_or_source_date_epoch(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1782900000")
    status, _ = poolstatus(str(tree(tmp_path)))
    assert status["conditions"][0]["lastTransitionTime"] == "2026-07-01T10:00:00Z"


def test_a_driver_or_pool_that_matches_nothing_is_said(tmp_path):
    path = tree(tmp_path)
    out = cli("poolstatus", "--driver", "nic.example.com", str(path))
    assert out.returncode == 0 and yaml.safe_load(out.stdout)["status"]["pools"] == []
    assert (
        out.stderr.decode()
        == f"dra-conform: no ResourceSlice of driver nic.example.com (the slices given are of {DRIVER})\n"
    )
    _, stderr = poolstatus("--pool", "node-9", str(path))
    assert stderr == f"dra-conform: no pool node-9 of driver {DRIVER} (its pools: node-1)\n"


def test_a_pool_at_generation_0_is_said_since_its_status_is_rejected(tmp_path):
    status, stderr = poolstatus(str(tree(tmp_path, slice_("other", generation=0, pool="node-2"))))
    assert {p["poolName"]: p["generation"] for p in status["pools"]} == {"node-1": 1, "node-2": 0}
    assert f"pool {DRIVER}/node-2 is at generation 0: the apiserver rejects a status" in stderr


def test_metadata_files_and_captures_are_skipped_with_a_note(tmp_path):
    path = tree(tmp_path)
    shutil.copytree(PROJECT / "examples" / "metadata", tmp_path / "metadata")
    shutil.copy(PROJECT / "examples" / "health" / "gpu.example.com-health.jsonl", tmp_path)
    status, stderr = poolstatus(str(tmp_path))
    assert status["poolCount"] == 1
    lines = stderr.splitlines()
    assert f"dra-conform: {tmp_path}/gpu.example.com-health.jsonl: a health capture, not a manifest; skipped" in lines
    metadata = [line for line in lines if "device metadata" in line]
    assert len(metadata) == 5 and all(line.endswith(", not a manifest; skipped") for line in metadata)
    assert path.exists()
