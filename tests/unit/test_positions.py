import json

from hypothesis import given, settings
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
