"""--feature-gates: parsing, defaults, and the rules and oracle that consult them."""

from __future__ import annotations

import json

import pytest
import yaml

from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from dra_conform.semantics import gates
from dra_conform.semantics.poolstatus import Inputs, compute
from tests.helpers import cli
from tests.rules.test_poolstatus_oracle import DRIVER, PARTITIONS, REQUEST, slice_


def test_parse_like_kube_apiserver():
    assert gates.parse("") == ()
    assert gates.parse("B=false, A=True,B=true") == (("A", True), ("B", True))  # last wins, sorted
    with pytest.raises(ValueError, match="'A=yes' is not Name=true or Name=false"):
        gates.parse("A=yes")


def test_given_value_wins_over_the_known_default():
    assert gates.enabled((), "DRAPartitionableDevicesType", "1.37") is False
    assert gates.enabled((("DRAPartitionableDevicesType", True),), "DRAPartitionableDevicesType", "1.37") is True
    assert gates.enabled((), "SomethingElse", "1.37") is None


def gate_findings(tmp_path, *args):
    slices = [slice_("counters", counters="80Gi", count=2), slice_("parts", devices=PARTITIONS, count=2)]
    request = {
        "apiVersion": "resource.k8s.io/v1alpha3",
        "kind": "ResourcePoolStatusRequest",
        "metadata": {"name": "r"},
        "spec": {"driver": DRIVER, "defaultPartitionTypeAttribute": "a.b/c"},
    }
    for obj in slices:
        obj["apiVersion"] = "resource.k8s.io/v1"
    path = tmp_path / "objects.yaml"
    path.write_text(yaml.safe_dump_all([request, *slices]))
    out = cli("check", "--format", "json", *args, str(path))
    return sorted({f["ruleId"] for f in json.loads(out.stdout)["findings"]} & {"DRA-RS-019", "DRA-PSR-009"})


def test_gated_fields_warn_only_while_the_gate_is_off(tmp_path):
    assert gate_findings(tmp_path) == ["DRA-PSR-009", "DRA-RS-019"]
    assert gate_findings(tmp_path, "--feature-gates", "DRAPartitionableDevicesType=true") == []
    assert gate_findings(tmp_path, "--feature-gates", "DRAPartitionableDevicesType=false") == [
        "DRA-PSR-009",
        "DRA-RS-019",
    ]


def test_bad_gates_are_a_usage_error(tmp_path):
    out = cli("check", "--feature-gates", "DRAPartitionableDevicesType", str(tmp_path))
    assert out.returncode == 2 and b"is not Name=true or Name=false" in out.stderr


def test_device_taint_rules_count_only_with_their_gate(tmp_path):
    slices = [slice_("counters", counters="80Gi", count=2), slice_("parts", devices=PARTITIONS, count=2)]
    rule = {
        "apiVersion": "resource.k8s.io/v1alpha3",
        "kind": "DeviceTaintRule",
        "metadata": {"name": "t"},
        "spec": {
            "deviceSelector": {"driver": DRIVER, "device": "full"},
            "taint": {"key": "example.com/broken", "effect": "NoSchedule"},
        },
    }
    captured = compute(REQUEST, Inputs(slices))  # as the controller writes it without the rule
    request = {
        "apiVersion": "resource.k8s.io/v1alpha3",
        "kind": "ResourcePoolStatusRequest",
        "metadata": {"name": "r", "uid": "2b1c7f0e-5d3a-4e8b-9c1d-7a6f5e4d3c2b"},
        "spec": {"driver": DRIVER},
        "status": captured,
    }
    path = tmp_path / "all.yaml"
    path.write_text(yaml.safe_dump_all([request, rule, *slices]))

    def unavailable_mismatch(feature_gates):
        report = check_paths([str(path)], Options(feature_gates=feature_gates))
        return [f.field_path for f in report.findings if f.field_path.endswith("unavailableDevices")]

    assert unavailable_mismatch(()) == ["status.pools[0].unavailableDevices"]
    assert unavailable_mismatch((("DRADeviceTaintRules", False),)) == []


def test_config_file_gates_and_the_command_line_on_top(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".dra-conform.yaml").write_text("feature-gates:\n  DRAPartitionableDevicesType: true\n")
    parts = slice_("parts", devices=PARTITIONS)
    parts["apiVersion"] = "resource.k8s.io/v1"
    (tmp_path / "slice.yaml").write_text(yaml.safe_dump(parts))

    def rs_019(*args):
        out = cli("check", "--format", "json", *args, "slice.yaml", cwd=tmp_path)
        return [f["ruleId"] for f in json.loads(out.stdout)["findings"] if f["ruleId"] == "DRA-RS-019"]

    assert rs_019() == []
    assert rs_019("--feature-gates", "DRAPartitionableDevicesType=false") == ["DRA-RS-019"]
    (tmp_path / ".dra-conform.yaml").write_text("feature-gates:\n  DRAPartitionableDevicesType: maybe\n")
    out = cli("check", "slice.yaml", cwd=tmp_path)
    assert out.returncode == 2 and b"feature-gates.DRAPartitionableDevicesType" in out.stderr


@pytest.mark.parametrize(
    "given, meant",
    [
        ("DRAListTypeAtributes", "DRAListTypeAttributes"),
        ("draPartitionableDevicesType", "DRAPartitionableDevicesType"),
        ("DRADeviceTaint", "DRADeviceTaints"),
        ("DRAFoo", None),
    ],
)
def test_a_misspelt_dra_gate_is_refused_with_the_gate_meant(given, meant):
    with pytest.raises(ValueError) as refused:
        gates.parse(f"{given}=true")
    assert str(refused.value) == f"unrecognized feature gate: {given}" + (f" (did you mean {meant}?)" if meant else "")


def test_other_gates_of_the_apiserver_are_taken_as_given():
    assert gates.parse("SidecarContainers=true,DRADeviceTaints=false") == (
        ("DRADeviceTaints", False),
        ("SidecarContainers", True),
    )


def test_unknown_gates_are_usage_errors_on_the_command_line_and_in_the_configuration(tmp_path):
    out = cli("check", "--feature-gates", "DRAListTypeAtributes=true", "examples/health")
    assert out.returncode == 2
    assert b"unrecognized feature gate: DRAListTypeAtributes (did you mean DRAListTypeAttributes?)" in out.stderr
    config = tmp_path / "c.yaml"
    config.write_text("feature-gates: {DRAListTypeAtributes: true}\n")
    out = cli("check", "--config", str(config), "examples/health")
    assert out.returncode == 2 and out.stderr.decode().startswith(
        f"dra-conform: configuration: {config}: feature-gates."
    )
    assert b"did you mean DRAListTypeAttributes?" in out.stderr


def test_a_gate_no_dra_rule_reads_is_taken_and_said():
    out = cli("check", "--feature-gates", "SidecarContainers=true", "examples/health")
    assert out.returncode == 1  # the findings of examples/health, nothing refused
    assert b"dra-conform: feature gate SidecarContainers: not a DRA gate; no rule reads it\n" in out.stderr
