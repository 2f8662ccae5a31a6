"""The C scanner and its Python twin agree exactly; the stdlib json module agrees on values."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import assume, example, given
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


# Where a number stops fitting the scanner's fast paths: 18, 19 and 20 digits, and int64's ends.
BOUNDARY_INTEGERS = [
    10**17,
    10**18 - 1,
    10**18,
    10**19 - 1,
    10**19,
    10**20 - 1,
    10**20,
    2**63 - 1,
    2**63,
    2**64 - 1,
    2**64,
    -(2**63),
    -(2**63) - 1,
    -(10**18),
    -(10**19),
]


@given(
    st.integers(-(2**70), 2**70),
    st.sampled_from(["{}", "[{}]", '{{"a": {}}}', '{{"a": 0, "b": {}}}', "{}e0", "{}.0", "-{}"]),
)
@example(10**18 - 1, "{}")
@example(10**18, "{}")
@example(10**19 - 1, "{}")
@example(10**19, "{}")
@example(10**20 - 1, "{}")
@example(2**63 - 1, "{}")
@example(2**63, "{}")
@example(-(2**63), "{}")
@example(-(2**63) - 1, "{}")
@example(2**63, "[{}]")
@example(-(2**63) - 1, '{{"a": {}}}')
@example(10**18, '{{"a": 0, "b": {}}}')  # a later member: the twin's one-match member path
@example(10**19, "{}.0")
@example(2**63, "{}e0")
def test_numbers_at_the_width_boundaries_agree(number, layout):
    """Both scanners, and the value read, agree with json at every width (the C scanner reads up to
    18 digits in a machine word; a twin bug at 19 digits survived runs that drew no such number)."""
    text = layout.format(number).encode()
    assert_twins(text)
    stream = read_stream(text)
    if stream.error_code == ev.OK:
        assert [v.value for v in stream.values] == [json.loads(text)]


@given(st.sampled_from(BOUNDARY_INTEGERS), st.integers(-2, 2))
def test_every_boundary_and_its_neighbours_agree(number, step):
    text = str(number + step).encode()
    assert_twins(text)
    assert [v.value for v in read_stream(text).values] == [number + step]


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
    stream = read_stream(data)
    if stream.error_code == ev.OK and not data.startswith(b"\xef\xbb\xbf"):  # json.loads refuses a BOM
        # Scalars glued together ("1" "2" with no separator) read as one token, as in Go.
        decoded = [json.loads(data[v.start : v.end].decode("utf-8", "surrogatepass")) for v in stream.values]
        assert [v.value for v in stream.values] == decoded


@given(streams(), st.data())
def test_truncation_at_any_offset(sample, data_strategy):
    _, data = sample
    cut = data_strategy.draw(st.integers(0, len(data)))
    assert_twins(data[:cut])


# The twin skims runs of scalars where nothing is emitted nor noted (MODE_VALUES past an object's compared
# keys, MODE_OUTLINE below its levels): wide objects and arrays of every scalar, at depths on both sides of
# OUTLINE_LEVEL, compact or not, each with a byte changed at a drawn offset so runs meet errors.
_SCALARS = st.sampled_from(
    [
        '"v"',
        '"\\n"',
        '"\\u0041"',
        "1",
        "-0",
        "01",
        "123456789012345678",
        "1234567890123456789",
        "1.5",
        "2e3",
        "true",
        "false",
        "null",
        "nul",
        "[]",
        "{}",
        '{"a": 1}',
        '"\x01"',
    ]
)


@st.composite
def wide_values(draw):
    # Scalars from a small palette before the compared keys end and from another after: a flag (a null,
    # a wide number) met only in the skimmed part is not hidden by one met before it.
    head, tail = draw(st.lists(_SCALARS, min_size=1, max_size=3)), draw(st.lists(_SCALARS, min_size=1, max_size=3))
    width = draw(st.integers(ev.KEYS_COMPARED_PER_OBJECT - 2, ev.KEYS_COMPARED_PER_OBJECT + 40))
    space = draw(st.sampled_from(["", " ", "\n  ", "\t"]))
    scalars = [draw(st.sampled_from(head if i < ev.KEYS_COMPARED_PER_OBJECT else tail)) for i in range(width)]
    if draw(st.booleans()):
        distinct = draw(st.integers(1, width))
        body = "{" + ",".join(f'{space}"k{i % distinct}":{space}{v}' for i, v in enumerate(scalars)) + "}"
    else:
        body = "[" + ",".join(f"{space}{v}" for v in scalars) + "]"
    openers = draw(st.lists(st.sampled_from(["[", '{"a": ']), max_size=ev.OUTLINE_LEVEL + 2))
    closers = "".join("]" if opener == "[" else "}" for opener in reversed(openers))
    data = ("".join(openers) + body + closers).encode()
    if draw(st.booleans()):
        at = draw(st.integers(0, len(data) - 1))
        data = data[:at] + draw(st.sampled_from([b",", b":", b"}", b"]", b'"', b"x", b" "])) + data[at + 1 :]
    return data


@given(wide_values())
def test_wide_containers_agree(data):
    assert_twins(data)


# Depth matters where small stacks grow and at Go's limit (MAX_DEPTH, 10,000): the first is drawn,
# the second pinned (a value 10,000 deep takes the pure twin about 0.2 s a mode, so drawing there
# would cost minutes for nothing the pinned depths do not show).
@given(st.integers(1, 300), st.sampled_from([b"[", b'{"a":']))
@example(ev.MAX_DEPTH - 1, b"[")
@example(ev.MAX_DEPTH, b'{"a":')
@example(ev.MAX_DEPTH + 1, b"[")
@example(12000, b'{"a":')
def test_deep_nesting(depth, opener):
    closer = b"]" if opener == b"[" else b"}"
    assert_twins(opener * depth + b"1" + closer * depth)
    assert_twins(opener * depth)


@given(st.text(max_size=30))
def test_escapes_and_surrogates(text):
    data = json.dumps({"k": text, "\\u": "\ud800\udc00"}, ensure_ascii=True).encode()
    assert_twins(data)
    assert read_stream(data).values[0].value == json.loads(data)


# SARIF's line hashes: native/dra_lines.c against its twin in reading/line_hashes.py.
from dra_conform.reading.line_hashes import python_line_hashes  # noqa: E402
from dra_conform.reading.parser._c import line_hashes as c_line_hashes  # noqa: E402

LINE_ALPHABET = st.sampled_from(
    list(b'ab{} \t\r\n"')
    + [0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9D, 0x84, 0x9E, 0xED, 0xA0, 0x80, 0xBF, 0xFF, 0xC0, 0xF4, 0x90]
)


@given(st.lists(LINE_ALPHABET, max_size=600).map(bytes), st.integers(0, 40))
def test_line_hashes_agree(data, last):
    # Invalid UTF-8 of every kind (truncated, overlong, surrogates, past U+10FFFF) reads as Python reads it.
    assert list(c_line_hashes([data], last)) == list(python_line_hashes(data, last))


@given(st.binary(max_size=400), st.integers(0, 10))
def test_line_hashes_agree_on_arbitrary_bytes(data, last):
    assert list(c_line_hashes([data], last)) == list(python_line_hashes(data, last))


# Locating: dra_tree against its twin (reading.positions.python_tree) on every value and container
# of well-formed text in every layout; on any bytes at all it must stay within them (sanitize.sh).
from dra_conform.reading.parser._c import tree as c_tree  # noqa: E402
from dra_conform.reading.positions import python_tree  # noqa: E402


@given(streams())
def test_trees_of_every_container_agree(sample):
    _, data = sample
    events, code, _ = python_scan(data, ev.MODE_TOKENS)
    assume(code == ev.OK)
    opened = []
    for kind, start, end in events:
        if kind in (ev.OBJ_BEGIN, ev.ARR_BEGIN):
            opened.append(start)
        elif kind in (ev.OBJ_END, ev.ARR_END):
            begin = opened.pop()
            assert [list(part) for part in c_tree(data, begin, end + 1)] == [
                list(part) for part in python_tree(data, begin, end + 1)
            ]


@given(st.binary(max_size=300), st.sampled_from([b"{", b"[", b'{"a":', b'[{"a":[']))
def test_trees_of_malformed_text_stay_in_bounds(data, opener):
    text = b"  " + opener + data
    members, containers, keys = c_tree(text, 2, len(text))
    assert all(-1 <= offset <= len(text) for offset in members) and all(0 <= o <= len(text) for o in containers)
    assert len(keys) <= len(text)


from dra_conform.reading.line_hashes import python_line_ordinals  # noqa: E402
from dra_conform.reading.parser._c import line_ordinals as c_line_ordinals  # noqa: E402


@given(st.lists(st.integers(0, 5), min_size=1, max_size=300), st.data())
def test_line_ordinals_agree(values, data):
    from array import array

    hashes = array("Q", values)  # few distinct values: many repeats
    wanted = sorted(data.draw(st.sets(st.integers(1, len(values)), max_size=40)))
    assert c_line_ordinals(hashes, wanted) == python_line_ordinals(hashes, wanted)


@given(st.lists(LINE_ALPHABET, max_size=400).map(bytes), st.integers(0, 30), st.lists(st.integers(1, 7), max_size=50))
def test_line_hashes_of_chunks_agree(data, last, cuts):
    # Fed in pieces cut anywhere, inside UTF-8 sequences too: the same as the whole text at once.
    pieces, at = [], 0
    for cut in cuts:
        pieces.append(data[at : at + cut])
        at += cut
    pieces.append(data[at:])
    assert list(c_line_hashes(pieces, last)) == list(python_line_hashes(data, last))


@given(st.lists(st.sampled_from([b"\n", b"a", b"\r\n", b"\xc3\xa9", b"  "]), max_size=200).map(b"".join))
def test_line_starts_agree(data):
    import re

    from dra_conform.reading.parser._c import line_starts

    assert list(line_starts(data)) == [0] + [m.end() for m in re.finditer(b"\n", data)]


def test_the_hostile_corpus_agrees():
    """Every class tests/hostile generates (deep, wide, repeated, huge numbers, BOMs, NULs, surrogates,
    truncations, flipped bytes): both scanners give the same events and errors on each."""
    from tests.hostile.generate import scanner_corpus

    for name, data in scanner_corpus().items():
        for mode in MODES:
            assert c_scan(data, mode) == python_scan(data, mode), (name, mode)


# Lines and columns of many spans in one pass (dra_locations) against LineIndex.location, span by
# span, on any bytes at all (invalid UTF-8, offsets inside characters, past the text, reversed).
from dra_conform.reading.parser._c import locations as c_locations  # noqa: E402
from dra_conform.reading.parser._c import tree_walk as c_tree_walk  # noqa: E402
from dra_conform.reading.positions import Containers, LineIndex  # noqa: E402


@given(st.binary(max_size=300), st.lists(st.integers(-3, 310), max_size=60))
def test_locations_agree_on_arbitrary_bytes(data, offsets):
    spans = offsets[: len(offsets) // 2 * 2]
    lines = LineIndex(data)
    values = c_locations(data, spans)
    expected = [lines.location(start, end) for start, end in zip(spans[0::2], spans[1::2])]
    assert [tuple(values[i : i + 6]) for i in range(0, len(values), 6)] == expected


# Field paths walked together (dra_tree_walk) against the Python walk, path by path; and any
# code at all given to the walk stays within what it is given.
steps = st.one_of(
    st.sampled_from(["metadata", "name", "requests", "devices", "attributes", "pool", "é", "", "x\x00"]),
    st.integers(-1, 3),
)


@given(streams(), st.lists(st.lists(steps, max_size=4), max_size=6))
def test_tree_walks_agree_with_the_python_walk(sample, paths):
    _, data = sample
    events, code, _ = python_scan(data, ev.MODE_VALUES)
    assume(code == ev.OK)
    for _, start, end in events:
        paths_here = [tuple(path) for path in paths]
        together = Containers(data).locate_many(start, end, paths_here)
        alone = Containers(data)
        assert together == [alone.locate(start, end, path) for path in paths_here]


@given(st.binary(max_size=200), st.integers(0, 8))
def test_tree_walk_of_any_code_stays_in_bounds(code, count):
    data = b'{"a": [1, {"b": 2}], "c": {"d": []}}'
    members, containers, _ = c_tree(data, 0, len(data))
    out = c_tree_walk(data, members, containers, len(containers) // 7 - 1, code, count)
    assert len(out) == 2 * count and all(-1 <= member < len(members) // 5 for member in out[1::2])
