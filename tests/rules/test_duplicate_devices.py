"""DRA-MD-063: a device listed twice within one request; the same device in two requests is fine."""

from __future__ import annotations

import json

from dra_conform.rules.metadata_object import duplicate_devices
from dra_conform.semantics.metadata.file import MetadataFile, ObjectContext
from dra_conform.semantics.metadata.versions import DEFAULT_PROFILE, PROFILES

GPU = {"driver": "gpu.example.com", "pool": "p", "name": "gpu-0", "attributes": {}}
OTHER = {**GPU, "name": "gpu-1"}


def hits(*requests: list[dict]) -> list[tuple[tuple, str]]:
    obj = {
        "kind": "DeviceMetadata",
        "apiVersion": "metadata.resource.k8s.io/v1beta1",
        "requests": [{"name": f"r{i}", "devices": devices} for i, devices in enumerate(requests)],
    }
    mf = MetadataFile("f", json.dumps(obj).encode(), PROFILES[DEFAULT_PROFILE])
    return [(h.path, h.message) for h in duplicate_devices(mf.objects[0].value, ObjectContext(mf, mf.objects[0]))]


def test_twice_in_one_request() -> None:
    assert hits([GPU, OTHER, GPU]) == [
        (
            ("requests", 0, "devices", 2),
            "device gpu.example.com/p/gpu-0 is listed twice in this request (first at devices[0])",
        )
    ]


def test_once_in_each_of_two_requests() -> None:
    assert hits([GPU], [OTHER, GPU]) == []
    assert hits([GPU], [GPU, GPU]) == [
        (
            ("requests", 1, "devices", 1),
            "device gpu.example.com/p/gpu-0 is listed twice in this request (first at devices[0])",
        )
    ]
