"""What DecodeMetadataFromStream returns, as the Go oracle (tests/oracle) showed it on 1.36.6 and 1.37.2,
for the cases where dra-conform's reader said otherwise (each failed before its fix)."""

from __future__ import annotations

import pytest

from dra_conform.semantics.metadata.file import MetadataFile
from dra_conform.semantics.metadata.versions import PROFILES

LONG = '{"kind": "Other", "metadata": {"name": "claim"}, "requests": "nope", "podClaimName": "pod-claim-name"}'


def reader_error(release: str, stream: str) -> str:
    mf = MetadataFile("m.json", stream.encode(), PROFILES[release])
    assert mf.decoded.deciding is not None
    return mf.objects[mf.decoded.deciding].reader_error


@pytest.mark.parametrize("release", ["1.36", "1.37"])
def test_missing_type_meta_quotes_the_whole_object(release: str) -> None:
    # apimachinery's missingVersionErr prints the raw object, however long (it was cut at 80 characters)
    assert reader_error(release, LONG + "\n") == f"decode metadata object: Object 'apiVersion' is missing in '{LONG}'"


@pytest.mark.parametrize("release", ["1.36", "1.37"])
def test_null_is_an_object_without_kind(release: str) -> None:
    # json.Unmarshal of null into the TypeMeta struct succeeds and leaves it empty
    assert reader_error(release, "null\n") == "decode metadata object: Object 'Kind' is missing in 'null'"


@pytest.mark.parametrize("release", ["1.36", "1.37"])
def test_a_generic_kind_in_core_v1_is_not_registered(release: str) -> None:
    assert (
        reader_error(release, '{"apiVersion": "v1", "kind": "WatchEvent"}')
        == 'decode v1: no kind "WatchEvent" is registered for version "v1" in scheme'
    )


@pytest.mark.parametrize(
    ("release", "where"),
    [("1.36", ""), ("1.37", "metadata.resource.k8s.io/v1alpha1, Kind=WatchEvent")],
)
def test_a_generic_kind_fails_conversion_named_as_each_release_names_it(release: str, where: str) -> None:
    stream = '{"apiVersion": "metadata.resource.k8s.io/v1alpha1", "kind": "WatchEvent"}'
    assert (
        reader_error(release, stream)
        == f"convert {where}: converting (v1.WatchEvent) to (metadata.DeviceMetadata): unknown conversion"
    )


@pytest.mark.parametrize("release", ["1.36", "1.37"])
def test_a_copy_after_an_unknown_version_is_decoded_for_itself(release: str) -> None:
    # The reader skips the unknown v9 and decodes the v1alpha1 copy, whose name is a number: a type error.
    # dra-conform reused the v9 twin's verdict, never checked, and said the stream decoded (oracle, 1.37.2).
    body = '"kind": "DeviceMetadata", "metadata": {"name": "claim"}, "requests": [{"name": 1}]}'
    stream = f'{{"apiVersion": "metadata.resource.k8s.io/v9", {body}\n{{"apiVersion": "metadata.resource.k8s.io/v1alpha1", {body}\n'
    assert reader_error(release, stream) == (
        "decode metadata.resource.k8s.io/v1alpha1: json: cannot unmarshal number into Go struct field "
        "DeviceMetadataRequest.requests.name of type string"
    )
