from dra_conform.engine import format_path
from dra_conform.positions import LineIndex, ValueSpans


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
