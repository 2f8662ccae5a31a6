"""The C scanner and its Python twin agree exactly; the stdlib json module agrees on values."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.reading.jsonstream import read_stream
from dra_conform.reading.parser import events as ev
from dra_conform.reading.parser import python_scan

try:
    from dra_conform.reading.parser._c import scan as c_scan
except ImportError:
    if os.environ.get("DRA_CONFORM_REQUIRE_NATIVE") == "1":
        raise
    pytest.skip("the native scanner is not built here, so there is no twin to compare", allow_module_level=True)

MODES = (ev.MODE_TOKENS, ev.MODE_VALUES, ev.MODE_OUTLINE)


def assert_twins(data: bytes) -> None:
    for mode in MODES:
        assert c_scan(data, mode) == python_scan(data, mode), (mode, data[:200])


@given(st.binary(max_size=2000))
def test_arbitrary_bytes(data):
    assert_twins(data)


JSON_ALPHABET = st.sampled_from(
    list(b'{}[]:," \t\r\n\\/-+.0123456789eEtrufalsn') + [0xEF, 0xFF, 0xC3, 0xA9, 0x00, 0x1F]
)


@given(st.lists(JSON_ALPHABET, max_size=400).map(bytes))
def test_json_shaped_noise(data):
    assert_twins(data)


scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=30,
)
attribute = st.one_of(
    st.fixed_dictionaries({"int": st.integers(-(2**63), 2**63 - 1)}),
    st.fixed_dictionaries({"string": st.text(max_size=70)}),
    st.fixed_dictionaries({"version": st.sampled_from(["1.0.0", "550.127.08", "v1"])}),
    st.fixed_dictionaries({"bools": st.lists(st.booleans(), max_size=3)}),
)
dra_object = st.fixed_dictionaries(
    {
        "kind": st.just("DeviceMetadata"),
        "apiVersion": st.sampled_from(["metadata.resource.k8s.io/v1beta1", "metadata.resource.k8s.io/v1alpha1"]),
        "metadata": st.fixed_dictionaries({"name": st.text(max_size=12), "generation": st.integers(0, 5)}),
        "requests": st.lists(
            st.fixed_dictionaries(
                {
                    "name": st.sampled_from(["gpu", "gpu/high-memory", ""]),
                    "devices": st.lists(
                        st.fixed_dictionaries(
                            {
                                "driver": st.just("gpu.example.com"),
                                "pool": st.text(max_size=10),
                                "name": st.text(max_size=10),
                                "attributes": st.dictionaries(st.text(max_size=10), attribute, max_size=4),
                            }
                        ),
                        max_size=3,
                    ),
                }
            ),
            max_size=2,
        ),
        "extra": values,
    }
)


@st.composite
def streams(draw):
    objects = draw(st.lists(dra_object | values, min_size=1, max_size=3))
    indent = draw(st.sampled_from([None, 2, 4]))
    ascii_only = draw(st.booleans())
    parts = [json.dumps(o, indent=indent, ensure_ascii=ascii_only) for o in objects]
    separator = draw(st.sampled_from(["\n", "", " ", "\r\n", "\n\n"]))
    text = separator.join(parts) + draw(st.sampled_from(["", "\n"]))
    if draw(st.booleans()):
        text = text.replace("\n", "\r\n")  # CRLF: json.dumps escapes newlines inside strings
    data = text.encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 9)) == 0:
        data = b"\xef\xbb\xbf" + data
    return objects, data


@given(streams())
def test_dra_like_streams_agree_and_match_json(sample):
    objects, data = sample
    assert_twins(data)
    if data.startswith(b"\xef\xbb\xbf"):
        return
    stream = read_stream(data)
    if stream.error_code == ev.OK:
        # Scalars glued together ("1" "2" with no separator) read as one token, as in Go.
        decoded = [json.loads(data[v.start : v.end].decode("utf-8", "surrogatepass")) for v in stream.values]
        assert [v.value for v in stream.values] == decoded


@given(streams(), st.data())
def test_truncation_at_any_offset(sample, data_strategy):
    _, data = sample
    cut = data_strategy.draw(st.integers(0, len(data)))
    assert_twins(data[:cut])


@given(st.integers(1, 12000), st.sampled_from([b"[", b'{"a":']))
def test_deep_nesting(depth, opener):
    closer = b"]" if opener == b"[" else b"}"
    assert_twins(opener * depth + b"1" + closer * depth)
    assert_twins(opener * depth)


@given(st.text(max_size=30))
def test_escapes_and_surrogates(text):
    data = json.dumps({"k": text, "\\u": "\ud800\udc00"}, ensure_ascii=True).encode()
    assert_twins(data)
    assert read_stream(data).values[0].value == json.loads(data)


def test_the_hostile_corpus_agrees():
    """Every class tests/hostile generates (deep, wide, repeated, huge numbers, BOMs, NULs, surrogates,
    truncations, flipped bytes): both scanners give the same events and errors on each."""
    from tests.hostile.generate import scanner_corpus

    for name, data in scanner_corpus().items():
        for mode in MODES:
            assert c_scan(data, mode) == python_scan(data, mode), (name, mode)
