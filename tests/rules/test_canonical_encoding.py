"""DRA-MD-029: the writer's field order, sorted attributes and omitted nulls, read off the decoded object."""

from __future__ import annotations

import json
from typing import Any

from dra_conform.rules.metadata_stream import canonical_encoding
from dra_conform.semantics.metadata.file import MetadataFile
from dra_conform.semantics.metadata.versions import DEFAULT_PROFILE, PROFILES


def device(attributes: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"driver": "gpu.example.com", "pool": "p", "name": "gpu-0", "attributes": attributes, **extra}


def obj(*devices: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": "DeviceMetadata",
        "apiVersion": "metadata.resource.k8s.io/v1beta1",
        "metadata": {"name": "c", "namespace": "default", "uid": "u", "generation": 1},
        "requests": [{"name": "gpu", "devices": list(devices)}],
    }


def paths(value: dict[str, Any]) -> list[tuple[Any, ...]]:
    mf = MetadataFile("f", (json.dumps(value, indent=2) + "\n").encode(), PROFILES[DEFAULT_PROFILE])
    return [hit.path for hit in canonical_encoding(mf)]


SORTED = {"a": {"int": 1}, "b": {"bool": True}}


def test_canonical_object_passes() -> None:
    assert paths(obj(device(SORTED), device(SORTED))) == []


def test_unsorted_attributes_are_found_after_a_sorted_list_of_the_same_names() -> None:
    assert paths(obj(device(SORTED), device({"b": {"bool": True}, "a": {"int": 1}}))) == [
        ("requests", 0, "devices", 1, "attributes")
    ]


def test_a_null_member_is_out_of_order() -> None:
    assert paths(obj(device(SORTED, networkData=None))) == [("requests", 0, "devices", 0, "networkData")]
    assert paths(obj(device(SORTED, networkData={"interfaceName": None}))) == [
        ("requests", 0, "devices", 0, "networkData", "interfaceName")
    ]


def test_network_data_in_go_order() -> None:
    good = {"interfaceName": "eth0", "ips": ["10.0.0.1/24"], "hardwareAddress": "00:11:22:33:44:55"}
    assert paths(obj(device(SORTED, networkData=good))) == []
    bad = {"ips": ["10.0.0.1/24"], "interfaceName": "eth0"}
    assert paths(obj(device(SORTED, networkData=bad))) == [
        ("requests", 0, "devices", 0, "networkData", "interfaceName")
    ]
