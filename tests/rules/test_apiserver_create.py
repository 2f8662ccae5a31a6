"""Verdicts, messages and field paths the apiserver's create path gives (dra-oracle-apiserver, tests/oracle/
test_validation_live.py found each difference): each expected answer is upstream's, as that oracle gave it for
the release, with the upstream function that words it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dra_conform.engine.check import check_manifest
from dra_conform.model.findings import Severity
from dra_conform.model.results import FileResult, Options
from dra_conform.rules import load


def errors(release: str, obj: dict[str, Any]) -> list[tuple[str, str]]:
    """(field path, message) of `check`'s error findings for the object, as `check` reads a file of it."""
    result = FileResult("object.json", "manifest")
    check_manifest(result, json.dumps(obj).encode() + b"\n", Options(kubernetes_version=release), load())
    return [(f.field_path, f.message) for f in result.findings if f.severity is Severity.ERROR]


def device_class(release: str, **metadata: Any) -> dict[str, Any]:
    version = "resource.k8s.io/v1beta1" if release == "1.34" else "resource.k8s.io/v1"
    return {"apiVersion": version, "kind": "DeviceClass", "metadata": {"name": "c", **metadata}}


OWNERS = [
    {"apiVersion": "", "kind": "", "name": "", "uid": ""},
    {"apiVersion": "a/b/c", "kind": "K", "name": "n", "uid": "u", "controller": True},
    {"apiVersion": "v1", "kind": "Event", "name": "n<", "uid": "u", "controller": True},
]
_EVENT = '{"apiVersion":"v1","kind":"Event","name":"n\\u003c","uid":"u","controller":true}'
_ALL = '[{"apiVersion":"","kind":"","name":"","uid":""},{"apiVersion":"a/b/c","kind":"K","name":"n","uid":"u",' + (
    f'"controller":true}},{_EVENT}]'
)
_CONTROLLERS = f'Invalid value: {_ALL}: Only one reference can have Controller set to true. Found "true" in references for K/n and Event/n<'


def test_owner_references_are_validated_at_their_index_on_1_37() -> None:
    """apimachinery 0.37 validateOwnerReference: Required at ownerReferences[i].<field>; encoding/json's text of
    a reference (HTML characters escaped) in the Event and the second-controller errors."""
    refs = "metadata.ownerReferences"
    assert sorted(errors("1.37", device_class("1.37", ownerReferences=OWNERS))) == sorted(
        [
            (f"{refs}[0].apiVersion", "Required value: must not be empty"),
            (f"{refs}[0].kind", "Required value: must not be empty"),
            (f"{refs}[0].name", "Required value: must not be empty"),
            (f"{refs}[0].uid", "Required value: must not be empty"),
            (f"{refs}[1].apiVersion", 'Invalid value: "a/b/c": must be <group>/<version> or <version>'),
            (f"{refs}[2]", f"Invalid value: {_EVENT}: /v1, Kind=Event is disallowed from being an owner"),
            (refs, _CONTROLLERS),
        ]
    )


@pytest.mark.parametrize("release", ["1.34", "1.35", "1.36"])
def test_owner_references_are_validated_without_an_index_before_1_37(release: str) -> None:
    """apimachinery 0.34 to 0.36: every reference's errors Invalid at ownerReferences.<field>."""
    refs = "metadata.ownerReferences"
    assert sorted(errors(release, device_class(release, ownerReferences=OWNERS))) == sorted(
        [
            (f"{refs}.apiVersion", 'Invalid value: "": version must not be empty'),
            (f"{refs}.kind", 'Invalid value: "": must not be empty'),
            (f"{refs}.name", 'Invalid value: "": must not be empty'),
            (f"{refs}.uid", 'Invalid value: "": must not be empty'),
            (f"{refs}.apiVersion", 'Invalid value: "a/b/c": version must not be empty'),
            (refs, f"Invalid value: {_EVENT}: /v1, Kind=Event is disallowed from being an owner"),
            (refs, _CONTROLLERS),
        ]
    )


def test_valid_owner_references_give_no_error() -> None:
    owner = {"apiVersion": "apps/v1", "kind": "Deployment", "name": "d", "uid": "u", "controller": True}
    assert errors("1.37", device_class("1.37", ownerReferences=[owner, {**owner, "controller": False}])) == []
