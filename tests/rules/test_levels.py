"""Levels the policy of docs/levels.md sets where a rule's code, not its catalogue entry, picks the level
of a finding, or where no other test pins it: each would be a warning without the policy."""

from __future__ import annotations

import json

from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from tests.helpers import PROJECT

METADATA = (
    PROJECT
    / "examples/metadata/var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu"
    / "gpu.example.com-metadata.json"
)


def levels(path, rule_id):
    return [
        (f.field_path, f.severity.label) for f in check_paths([str(path)], Options()).findings if f.rule_id == rule_id
    ]


def metadata_file(tmp_path, change):
    obj, _ = json.JSONDecoder().raw_decode(METADATA.read_text())  # the first object of the stream
    change(obj)
    target = tmp_path / "gpu.example.com-metadata.json"
    target.write_text(json.dumps(obj, indent=2))
    return target


def test_an_unknown_metadata_field_is_an_error(tmp_path):
    """Upstream's reader decodes with encoding/json, which drops an unknown field: what it carries never
    reaches a consumer (a field dropped)."""
    target = metadata_file(tmp_path, lambda o: o["requests"][0]["devices"][0].update(networkdata={}))
    assert levels(target, "DRA-MD-026") == [("requests[0].devices[0].networkdata", "error")]


def test_a_metadata_file_without_its_request_is_an_error(tmp_path):
    target = metadata_file(tmp_path, lambda o: o.update(requests=[]))
    assert levels(target, "DRA-MD-051") == [("requests", "error")]


def test_a_health_value_outside_the_enum_is_an_error(tmp_path):
    """The kubelet reads 3 as Unknown: a device the driver meant to report otherwise never reads so."""
    capture = tmp_path / "health.jsonl"
    capture.write_text(
        json.dumps({"devices": [{"device": {"poolName": "node-1", "deviceName": "gpu-0"}, "health": 3}]}) + "\n"
    )
    assert levels(capture, "DRA-HLT-005") == [("devices[0].health", "error")]


def test_a_beta_version_off_by_default_is_a_warning(tmp_path):
    """A default apiserver does not serve resource.k8s.io/v1beta1; one that enables it does: it can work."""
    claim = tmp_path / "claim.yaml"
    claim.write_text(
        "apiVersion: resource.k8s.io/v1beta1\nkind: ResourceClaim\nmetadata: {name: gpu, namespace: default}\n"
        "spec: {devices: {requests: [{name: gpu, deviceClassName: gpu.example.com}]}}\n"
    )
    assert levels(claim, "DRA-API-001") == [("apiVersion", "warning")]
