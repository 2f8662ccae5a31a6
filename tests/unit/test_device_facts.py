"""The per-device attribute pass: its C-level fast path files every attribute as the plain loop does."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dra_conform.semantics.metadata import devices

NAMES = st.one_of(
    st.sampled_from(
        [
            "model",
            "index",
            "uuid",
            "a" * 32,
            "a" * 33,
            "9lives",
            "resource.kubernetes.io/pciBusID",
            "gpu.example.com/x",
            "",
            "a/b/c",
            "naïve",
        ]
    ),
    st.text(min_size=0, max_size=40),
)
# Lengths near the limits the pass files strings by (16 characters, 64 bytes), ASCII or not.
STRINGS = st.one_of(
    st.text(max_size=70),
    st.tuples(st.sampled_from("xé€😀"), st.sampled_from([15, 16, 17, 21, 32, 33, 63, 64, 65])).map(
        lambda c: c[0] * c[1]
    ),
)
SCALARS = {
    "int": st.integers(-(2**63), 2**63 - 1),
    "bool": st.booleans(),
    "string": STRINGS,
    "version": STRINGS,
}
MEMBER = st.one_of(
    st.sampled_from(sorted(SCALARS)).flatmap(lambda m: st.tuples(st.just(m), st.one_of(SCALARS[m], st.none()))),
    st.tuples(
        st.sampled_from(["ints", "bools", "strings", "versions"]),
        st.lists(st.one_of(st.integers(), st.text(max_size=70)), max_size=3),
    ),
    st.tuples(st.sampled_from(["intValue", "other"]), st.integers()),
)
VALUE = st.one_of(
    st.lists(MEMBER, min_size=1, max_size=1).map(dict),  # the usual shape, drawn most
    st.lists(MEMBER, min_size=1, max_size=1).map(dict),
    st.lists(MEMBER, max_size=3).map(dict),
    st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=2)),
)
FIELDS = ("not_single", "with_lists", "qualified", "long_strings", "versions")


def _facts(obj: dict[str, Any], may_hold_null: bool = True) -> list[tuple[Any, ...]]:
    return [(f.path, *(getattr(f, name) for name in FIELDS)) for f in devices.device_facts(obj, may_hold_null)]


PLAIN_VALUE = st.sampled_from(sorted(SCALARS)).flatmap(lambda m: SCALARS[m].map(lambda x: {m: x}))
ATTRIBUTE_MAPS = st.one_of(st.dictionaries(NAMES, VALUE, max_size=8), st.dictionaries(NAMES, PLAIN_VALUE, max_size=8))


@given(st.lists(ATTRIBUTE_MAPS, min_size=1, max_size=3))
@example([{"model": {"string": "x" * 16}, "uuid": {"string": "x" * 17}, "v": {"version": "1.0.0"}}])
@example([{"model": {"string": "é" * 17}, "gpu.example.com/x": {"int": 1}, "index": {"bool": True}}])
def test_fast_path_files_attributes_as_the_plain_loop(attribute_maps: list[dict[str, Any]]) -> None:
    obj = {"requests": [{"devices": [{"attributes": a} for a in attribute_maps]}]}
    with pytest.MonkeyPatch.context() as mp:  # names not judged yet: every device takes the plain loop
        mp.setattr(devices, "_PLAIN", {})
        mp.setattr(devices, "_QUALIFIED", set())
        mp.setattr(devices, "_QUALIFIED_OF", {})
        plain = _facts(obj)
        assert _facts(obj) == plain  # names judged now: the fast path where it applies
        assert _facts(obj) == plain  # name lists remembered too
        if b"null" not in json.dumps(obj).encode():
            assert _facts(obj, may_hold_null=False) == plain


def test_a_null_member_is_not_a_plain_scalar() -> None:
    obj = {"requests": [{"devices": [{"attributes": {"model": {"string": None}, "index": {"int": 1}}}]}]}
    devices.device_facts(obj)  # judge the names
    (facts,) = devices.device_facts(obj)
    assert facts.not_single == ["model"]


def test_string_limit_is_64_bytes_whatever_the_characters() -> None:
    from dra_conform.rules.metadata_object import attribute_scalars
    from dra_conform.semantics.metadata.file import MetadataFile, ObjectContext
    from dra_conform.semantics.metadata.versions import DEFAULT_PROFILE, PROFILES

    strings = {
        "emoji17": "😀" * 17,
        "ascii64": "x" * 64,
        "ascii65": "x" * 65,
        "e33": "é" * 33,
        "e32": "é" * 32,
        "short": "é" * 16,
    }
    obj = {
        "kind": "DeviceMetadata",
        "apiVersion": "metadata.resource.k8s.io/v1alpha1",
        "requests": [
            {
                "name": "r",
                "devices": [
                    {
                        "driver": "d",
                        "pool": "p",
                        "name": "n",
                        "attributes": {k: {"string": s} for k, s in strings.items()},
                    }
                ],
            }
        ],
    }
    mf = MetadataFile("f", json.dumps(obj).encode(), PROFILES[DEFAULT_PROFILE])
    for _ in range(2):  # names unjudged (the plain loop), then judged (the fast path)
        flagged = [hit.path[-2] for hit in attribute_scalars(mf.objects[0].value, ObjectContext(mf, mf.objects[0]))]
        assert flagged == ["emoji17", "ascii65", "e33"]
        mf = MetadataFile("f", json.dumps(obj).encode(), PROFILES[DEFAULT_PROFILE])
