"""The reader's error texts quote the whole object, as apimachinery's missingKindErr / missingVersionErr print
it (the Go oracle, tests/oracle, showed no 80-character cut: tests/unit/test_metadata_oracle_fixes.py)."""

from hypothesis import given
from hypothesis import strategies as st

from dra_conform.semantics.metadata.decode import _snippet


@given(st.one_of(st.binary(max_size=700), st.text(max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_snippet_is_the_whole_object(raw: bytes) -> None:
    assert _snippet(raw) == raw.decode("utf-8", "replace")
    assert _snippet(memoryview(b"xx" + raw)[2:]) == raw.decode("utf-8", "replace")


def test_snippet_of_a_long_object_is_not_cut() -> None:
    raw = "\U0001f600".encode() * 100
    assert _snippet(raw) == "\U0001f600" * 100


# --- objects equal in content: decoded once, validated once ---------------------------------------

import json  # noqa: E402

from dra_conform.semantics.metadata.file import MetadataFile  # noqa: E402
from dra_conform.semantics.metadata.versions import DEFAULT_PROFILE, PROFILES  # noqa: E402

_CONTENTS = [
    {"kind": "DeviceMetadata", "metadata": {"name": "a", "generation": 1}, "requests": []},
    {"kind": "DeviceMetadata", "metadata": {"name": "b", "generation": 1}, "requests": []},
    {"kind": "DeviceMetadata", "metadata": {"name": "a", "generation": "1"}, "requests": []},  # a type error
]
_VERSIONS = ["metadata.resource.k8s.io/v1beta1", "metadata.resource.k8s.io/v1alpha1"]


@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 1), st.booleans()), min_size=1, max_size=6))
def test_objects_equal_in_content_share_a_verdict_and_are_validated_once(stream):
    """Whatever the layout (a byte-for-byte repeat the scanner sees, or the same content written
    otherwise), each object gets the verdict of its content, and only the first object of each
    content is validated: as comparing each object with every earlier one decides."""
    text = b""
    for content, version, compact in stream:
        value = {"apiVersion": _VERSIONS[version], **_CONTENTS[content]}
        text += (json.dumps(value) if compact else json.dumps(value, indent=2)).encode() + b"\n"
    mf = MetadataFile("f", text, PROFILES[DEFAULT_PROFILE])
    statuses = [info.status for info in mf.objects]
    for (content, _, _), status in zip(stream, statuses):
        assert status is statuses[[c for c, _, _ in stream].index(content)]
    expected = []
    for i, info in enumerate(mf.objects):
        if info.status.name == "OK" and all(stream[j][0] != stream[i][0] for j in range(i)):
            expected.append(i)
    assert [info.index for info in mf.validated] == expected
