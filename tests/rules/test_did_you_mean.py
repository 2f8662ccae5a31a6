"""An unknown field names the field of its object it most likely misspells, after upstream's words."""

from __future__ import annotations

import json

from tests.helpers import by_rule, lint

SLICE = """apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata:
  name: s
spec:
  driver: gpu.example.com
  nodeName: node-1
  pool: {{name: p, generation: 1, resourceSliceCount: 1}}
  devices:
  - name: gpu-0
    {key}:
      memory: {{value: 1Gi}}
"""
STRICT = "strict field validation (kubectl's default) rejects the object, other clients' writes drop the field"


def test_a_slice_device_field_misspelt(tmp_path):
    (found,) = by_rule(lint(tmp_path, SLICE.format(key="capacty"), interpret_as="manifest"), "DRA-RS-031")
    assert found.message == f'unknown field "spec.devices[0].capacty": {STRICT}; did you mean `capacity`?'
    assert (found.field_path, found.location.line, found.location.column) == ("spec.devices[0].capacty", 11, 5)


def test_a_field_like_none_gets_no_hint(tmp_path):
    (found,) = by_rule(lint(tmp_path, SLICE.format(key="bandwidth"), interpret_as="manifest"), "DRA-RS-031")
    assert found.message == f'unknown field "spec.devices[0].bandwidth": {STRICT}'


def test_a_hostile_long_field_name_gets_no_hint(tmp_path):
    device = {"name": "gpu-0", "capacity" * 50_000: {}}  # JSON: YAML's simple keys stop at 1024 characters
    text = json.dumps(
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "ResourceSlice",
            "metadata": {"name": "s"},
            "spec": {
                "driver": "gpu.example.com",
                "nodeName": "node-1",
                "pool": {"name": "p", "generation": 1, "resourceSliceCount": 1},
                "devices": [device],
            },
        }
    )
    (found,) = by_rule(lint(tmp_path, text, interpret_as="manifest"), "DRA-RS-031")
    assert found.message.endswith(STRICT)


def test_a_claim_request_field_misspelt(tmp_path):
    claim = """apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: c}
spec:
  devices:
    requests:
    - name: gpu
      exactly: {deviceClassName: gpu.example.com, alocationMode: All}
"""
    (found,) = by_rule(lint(tmp_path, claim, interpret_as="manifest"), "DRA-CL-016")
    assert found.message == (
        f'unknown field "spec.devices.requests[0].exactly.alocationMode": {STRICT}; did you mean `allocationMode`?'
    )


def test_a_taint_rule_field_misspelt(tmp_path):
    rule = """apiVersion: resource.k8s.io/v1beta2
kind: DeviceTaintRule
metadata: {name: t}
spec:
  deviceSelector: {driver: gpu.example.com}
  taint: {key: example.com/broken, efect: NoSchedule}
"""
    found = [f for f in lint(tmp_path, rule, interpret_as="manifest") if "efect" in f.message]
    assert [f.message for f in found] == [f'unknown field "spec.taint.efect": {STRICT}; did you mean `effect`?']


def test_a_metadata_field_misspelt(tmp_path):
    metadata = {
        "apiVersion": "metadata.resource.k8s.io/v1alpha1",
        "kind": "DeviceMetadata",
        "metadata": {"name": "c", "namespace": "default", "uid": "6f1b3c2a-8d4e-4f6a-9b2c-1e5d7a9c0b3f"},
        "requests": [
            {"name": "gpu", "devices": [{"driver": "gpu.example.com", "pool": "p", "name": "d", "atributes": {}}]}
        ],
    }
    found = [f for f in lint(tmp_path, json.dumps(metadata)) if "atributes" in f.message]
    assert [f.message for f in found] == [
        'unknown field "atributes": the decoder drops it, so no reader sees it; did you mean `attributes`?'
    ]
