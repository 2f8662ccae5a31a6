import json

from hypothesis import example, given, settings
from hypothesis import strategies as st

from dra_conform.model.results import format_path
from dra_conform.reading.positions import LineIndex, ValueSpans, locate


def test_lines_and_columns_are_one_based_code_points():
    data = "ab\n€x\n".encode()
    index = LineIndex(data)
    assert index.point(0) == (1, 1)
    assert index.point(3) == (2, 1)
    assert index.point(6) == (2, 2)  # after the 3-byte euro sign: one code point
    loc = index.location(3, 7)
    assert (loc.line, loc.column, loc.end_line, loc.end_column, loc.byte_length) == (2, 1, 2, 3, 4)


@given(
    st.lists(st.sampled_from([b"\n", b"a", b"{", b" ", b"\xc3\xa9", b"\r\n", b"\xff", b"\xe2\x82"]), max_size=60).map(
        b"".join
    ),
    st.integers(-2, 70),
    st.integers(-2, 70),
)
@example(b"ab\ncd", 0, 3)  # a span that ends where the next line starts
@example(b"ab\ncd", 1, 9)  # past the end
def test_a_location_is_its_two_points(data, start, end):
    """location()'s short cut for a span on one ASCII line agrees with placing both ends."""
    index = LineIndex(data)
    loc = index.location(start, end)
    line, column = index.point(start)
    end_line, end_column = index.point(max(start, end))
    if (end_line, end_column) == (line, column):
        end_column += 1
    assert (loc.line, loc.column, loc.end_line, loc.end_column) == (line, column, end_line, end_column)
    assert (loc.byte_offset, loc.byte_length) == (start, max(start, end) - start)


def _column(data: bytes, offset: int) -> tuple[int, int]:
    """The oracle: line and column of a byte offset, from the text before it alone."""
    offset = max(0, min(offset, len(data)))
    before = data[:offset]
    line_start = before.rfind(b"\n") + 1
    return before.count(b"\n") + 1, len(data[line_start:offset].decode("utf-8", "replace")) + 1


@given(
    st.lists(st.sampled_from([b"\n", b"ab", b"\xc3\xa9", b"\xe2\x82\xac", b"\xff", b"\xc3", b"\xa9"]), max_size=80).map(
        b"".join
    ),
    st.lists(st.integers(-1, 200), max_size=20),
)
@example(b"\xc3\xa9a\xc3\xa9", [1, 2, 5])
def test_points_in_any_order_count_code_points(data, offsets):
    """A column counted on from the last one agrees with counting from the line's start."""
    index = LineIndex(data)
    for offset in offsets:
        assert index.point(offset) == _column(data, offset)


def test_empty_span_still_marks_a_column():
    loc = LineIndex(b"").location(0, 0)
    assert (loc.line, loc.column, loc.end_column) == (1, 1, 2)


def test_value_spans_and_duplicates():
    data = b'{"a": [1, {"b": "x"}], "a": 2}'
    spans = ValueSpans(data, 0, len(data))
    assert spans.spans[("a",)] == (23, 26, 28, 29)  # the last "a" wins, as in Go
    assert ("a", 1, "b") not in spans.spans  # the first "a" was overwritten
    assert [(p, s) for p, s, _ in spans.duplicates] == [(("a",), 23)]
    path, span = spans.nearest(("a", 5, "c"))
    assert path == ("a",)


def test_upstream_path_notation():
    assert format_path(("requests", 0, "devices", 1, "attributes", "model", "strings", 2)) == (
        "requests[0].devices[1].attributes[model].strings[2]"
    )
    assert format_path(("metadata", "labels", "a.b/c")) == "metadata.labels[a.b/c]"
    assert format_path(()) == ""


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.sampled_from(["", "x", 'a"b', "é"])),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        # pairs, so that a key can repeat (Go keeps the last)
        st.lists(st.tuples(st.sampled_from(["a", "b", "c", "é", 'q"']), inner), max_size=4),
    ),
    max_leaves=12,
)


def encode(value, indent):
    if isinstance(value, list) and all(isinstance(v, tuple) for v in value) and value:
        sep = "\n" + " " * indent if indent else ""
        return "{" + ",".join(f"{sep}{json.dumps(k)}: {encode(v, indent)}" for k, v in value) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(encode(v, indent) for v in value) + "]"
    return json.dumps(value)


paths = st.lists(st.one_of(st.sampled_from(["a", "b", "c", "é", 'q"', "z"]), st.integers(0, 4)), max_size=4)


@settings(max_examples=500, deadline=None)
@given(json_values, paths, st.sampled_from([0, 2]), st.sampled_from(["", "  ", "{}\n"]))
def test_locating_one_path_agrees_with_every_span(value, path, indent, before):
    """locate() is ValueSpans(...).nearest() without the rest: same path found, same span."""
    text = before + encode(value, indent)
    data = text.encode()
    start = len(before.encode())
    assert locate(data, start, len(data), tuple(path)) == ValueSpans(data, start, len(data)).nearest(tuple(path))


def raw_encode(value, indent):
    """encode(), with non-ASCII characters written as themselves (not as \\u escapes)."""
    if isinstance(value, list) and all(isinstance(v, tuple) for v in value) and value:
        sep = "\n" + " " * indent if indent else ""
        return (
            "{" + ",".join(f"{sep}{json.dumps(k, ensure_ascii=False)}: {raw_encode(v, indent)}" for k, v in value) + "}"
        )
    if isinstance(value, list):
        return "[" + ", ".join(raw_encode(v, indent) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


odd_keys = st.sampled_from(["a", "é", 'q"', "b\\c", "\u0001", "\ufffd", "\u2028", "\u00a0", "𝄞", ""])
odd_values = st.recursive(
    st.one_of(st.none(), st.integers(-5, 5), odd_keys),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.lists(st.tuples(odd_keys, inner), max_size=4)),
    max_leaves=14,
)


@settings(max_examples=300, deadline=None)
@given(
    odd_values,
    st.lists(st.lists(st.one_of(odd_keys, st.integers(0, 3)), max_size=4), max_size=6),
    st.sampled_from([0, 2]),
    st.booleans(),
)
def test_many_paths_through_one_text_agree_with_every_span(value, paths, indent, invalid_utf8):
    """Containers keeps what paths went through: each later path still finds what ValueSpans finds,
    whatever the names hold (escapes, control characters, U+FFFD, an invalid byte read as U+FFFD)."""
    from dra_conform.reading.positions import Containers

    data = raw_encode(value, indent).encode("utf-8", "surrogatepass")
    if invalid_utf8:
        data = data.replace("\ufffd".encode(), b"\xff")  # the raw byte Go and Python read as U+FFFD
    spans = ValueSpans(data, 0, len(data))
    located = Containers(data)
    for path in paths:
        assert located.locate(0, len(data), tuple(path)) == spans.nearest(tuple(path))


# Pieces of text: ASCII, whole characters of 2, 3 and 4 bytes, and invalid UTF-8 (a lone
# continuation byte, cut sequences, an overlong form, a surrogate, bytes that start nothing).
text_pieces = st.sampled_from(
    [
        b"a",
        b" ",
        b"\n",
        b"\r",
        b"{",
        b"\xc3\xa9",
        b"\xe2\x82\xac",
        b"\xf0\x9d\x84\x9e",
        b"\x80",
        b"\xe2\x82",
        b"\xf0\x9d",
    ]
    + [b"\xc0\xaf", b"\xed\xa0\x80", b"\xff", b"\xf5"]
)


@settings(max_examples=500)
@given(
    st.lists(text_pieces, max_size=40).map(b"".join),
    st.lists(st.tuples(st.integers(-3, 130), st.integers(-3, 130)), max_size=20),
)
@example(b"", [(0, 0), (-1, 5)])
@example(b"a\nb\n", [(1, 2), (2, 2), (4, 4), (3, 9)])
@example(b"\xe2\x82\xac\xe2\x82\xac\n\xf0\x9d\x84\x9e", [(1, 4), (4, 5), (2, 9), (8, 9)])
@example(b"ab" * 40 + b"\xc3\xa9" * 40, [(0, 200), (81, 83), (17, 160)])
def test_locations_of_many_spans_are_each_ones_location(data, spans):
    """LineIndex.locations (one C pass) is location() of each span, wherever it is: inside a
    character, past the text, reversed."""
    lines = LineIndex(data)
    flat = [offset for span in spans for offset in span]
    assert lines.locations(flat) == [lines.location(start, end) for start, end in spans]


def test_locating_span_by_span_after_a_pass_uses_the_line_starts():
    """The first call passes over the text; later calls (a caller locating one span at a time)
    must not pass over it again each time: they read the line starts, made once."""
    lines = LineIndex(b"ab\ncd\n" * 1000)
    first = lines.locations([4, 5])
    from dra_conform.reading.parser import native_locations

    assert (lines._starts is None) == (native_locations is not None)  # the C pass needs none
    later = [lines.locations([offset, offset + 1]) for offset in (4, 3000, 5999)]
    assert lines._starts is not None and len(lines._starts) == 2001
    assert first == later[0] == [lines.location(4, 5)]
    assert later[1] == [lines.location(3000, 3001)] and later[1][0].line == 1001


wide_values = st.lists(
    st.tuples(st.sampled_from([f"k{i}" for i in range(80)] + ["é", "b\\c"]), st.integers(0, 2)), max_size=90
)
odd_steps = st.one_of(odd_keys, st.integers(-1, 3), st.sampled_from([f"k{i}" for i in range(0, 80, 7)]))


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(odd_values, wide_values, st.lists(wide_values, max_size=3)),
    st.lists(st.lists(odd_steps, max_size=4), max_size=8),
    st.sampled_from([0, 2]),
    st.booleans(),
)
def test_paths_located_together_are_each_ones_place(value, paths, indent, invalid_utf8):
    """Containers.locate_many (one walk in C for all of a value's paths, with names, escapes,
    objects past the walk's 64 members, steps it leaves undecided) finds what ValueSpans finds for
    each, and what locating each alone finds."""
    from dra_conform.reading.positions import Containers

    data = raw_encode(value, indent).encode("utf-8", "surrogatepass")
    if invalid_utf8:
        data = data.replace("\ufffd".encode(), b"\xff")
    paths = [tuple(path) for path in paths]
    together = Containers(data).locate_many(0, len(data), paths)
    spans = ValueSpans(data, 0, len(data))
    assert together == [spans.nearest(path) for path in paths]
    alone = Containers(data)
    assert together == [alone.locate(0, len(data), path) for path in paths]


@settings(max_examples=500, deadline=None)
@given(json_values, st.sampled_from([0, 2]), st.sampled_from(["", "  ", "{}\n"]), st.integers(0, 3))
def test_a_streams_duplicate_keys_are_value_spans_duplicates(value, indent, before, nesting):
    """JsonStream.duplicate_keys keeps no span but the repeated keys': the same keys as ValueSpans, at
    the same places, in objects down to SPAN_DEPTH (a few levels around it drawn too)."""
    from dra_conform.reading.jsonstream import read_stream
    from dra_conform.reading.positions import SPAN_DEPTH

    depth = (SPAN_DEPTH - 2 + nesting) if nesting else 0
    text = before + "[" * depth + encode(value, indent) + "]" * depth
    data = text.encode()
    stream = read_stream(data)
    index = len(stream.values) - 1
    last = stream.values[index]
    assert stream.duplicate_keys(index) == ValueSpans(data, last.start, last.end).duplicates
