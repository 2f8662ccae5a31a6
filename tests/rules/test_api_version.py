"""DRA-API-001: an object is validated as the version it names, and only when the release serves it."""

from __future__ import annotations

import json

import pytest

from dra_conform.engine.check import check_source
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs

SLICE = {
    "kind": "ResourceSlice",
    "metadata": {"name": "s"},
    "spec": {
        "driver": "gpu.example.com",
        "nodeName": "n",
        "pool": {"name": "n", "generation": 1, "resourceSliceCount": 1},
        "devices": [{"name": "BAD_NAME"}],
    },
}  # invalid under resource.k8s.io/v1


def findings(tmp_path, obj):
    target = tmp_path / "obj.json"
    target.write_text(json.dumps(obj))
    return sorted(
        (f.rule_id, f.severity.label)
        for f in check_source(inputs.Source(str(target), str(target), True), Options()).findings
    )


@pytest.mark.parametrize(
    ("api_version", "expected"),
    [
        ("resource.k8s.io/v1", [("DRA-RS-010", "error")]),
        ("resource.k8s.io/v1beta1", [("DRA-API-001", "warning"), ("DRA-RS-010", "error")]),  # served, off by default
        ("resource.k8s.io/v1alpha3", [("DRA-API-001", "error")]),  # removed: rejected before validation
        ("resource.k8s.io/v2", [("DRA-API-001", "error")]),
        ("resource.example.com/v1", [("DRA-API-001", "note")]),  # not a Kubernetes DRA kind
    ],
)
def test_slice_versions(tmp_path, api_version, expected):
    assert findings(tmp_path, dict(SLICE, apiVersion=api_version)) == expected


def test_a_core_kind_under_v2_is_not_served(tmp_path):
    pod = {"apiVersion": "v2", "kind": "Pod", "metadata": {"name": "p"}, "spec": {"containers": []}}
    assert findings(tmp_path, pod) == [("DRA-API-001", "error")]
