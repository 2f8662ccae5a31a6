"""Known event streams and errors, for each backend available here."""

from __future__ import annotations

import pytest

from dra_conform.reading.parser import events as ev
from dra_conform.reading.parser import python_scan

try:
    from dra_conform.reading.parser._c import scan as c_scan
except ImportError:  # the native build is optional; CI requires it (DRA_CONFORM_REQUIRE_NATIVE)
    c_scan = None

BACKENDS = [pytest.param(python_scan, id="python")]
if c_scan is not None:
    BACKENDS.append(pytest.param(c_scan, id="c"))


@pytest.fixture(params=BACKENDS)
def scan(request):
    return request.param


def test_tokens_of_a_small_object(scan):
    events, code, _ = scan(b'{"a": [1, true, null], "b": "x"}', ev.MODE_TOKENS)
    assert code == ev.OK
    assert events == [
        (ev.OBJ_BEGIN, 0, 1),
        (ev.KEY, 1, 4),
        (ev.ARR_BEGIN, 6, 7),
        (ev.NUMBER, 7, 8),
        (ev.TRUE, 10, 14),
        (ev.NULL, 16, 20),
        (ev.ARR_END, 20, 21),
        (ev.KEY, 23, 26),
        (ev.STRING, 28, 31),
        (ev.OBJ_END, 31, 32),
    ]


def test_values_of_a_stream_with_flags(scan):
    data = b'{"a":1,"a":2}\n{"k\\u0041":"\\ud800"} [[[]]] 7'
    events, code, _ = scan(data, ev.MODE_VALUES)
    assert code == ev.OK
    spans = [(s, e) for _, s, e in events]
    assert spans == [(0, 13), (14, 34), (35, 41), (42, 43)]
    flags = [ev.value_flags(k) for k, _, _ in events]
    compact = ev.FLAG_NOT_INDENTED
    assert flags == [
        ev.FLAG_DUPLICATE_KEY | compact,
        ev.FLAG_RECHECK_KEYS | ev.FLAG_UNICODE_ESCAPE | compact,
        compact,
        0,
    ]
    assert [ev.value_depth(k) for k, _, _ in events] == [1, 1, 3, 0]


@pytest.mark.parametrize(
    "data, code, offset, message",
    [
        (b"{not-json", ev.ERR_BEGIN_KEY, 1, "invalid character 'n' looking for beginning of object key string"),
        (b'{"a" 1}', ev.ERR_AFTER_KEY, 5, "invalid character '1' after object key"),
        (b'{"a":1 "b"}', ev.ERR_AFTER_OBJECT_VALUE, 7, "invalid character '\"' after object key:value pair"),
        (b"[1 2]", ev.ERR_AFTER_ARRAY_VALUE, 3, "invalid character '2' after array element"),
        (b"[1,]", ev.ERR_BEGIN_VALUE, 3, "invalid character ']' looking for beginning of value"),
        (b'{"a":1,}', ev.ERR_BEGIN_KEY, 7, "invalid character '}' looking for beginning of object key string"),
        (b'"a\nb"', ev.ERR_IN_STRING, 2, "invalid character '\\n' in string literal"),
        (b'"\\x"', ev.ERR_IN_ESCAPE, 2, "invalid character 'x' in string escape code"),
        (b'"\\u12g4"', ev.ERR_IN_UNICODE_ESCAPE, 5, "invalid character 'g' in \\u hexadecimal character escape"),
        (b"-a", ev.ERR_IN_NUMBER, 1, "invalid character 'a' in numeric literal"),
        (b"1.e5", ev.ERR_IN_NUMBER, 2, "invalid character 'e' in numeric literal"),
        (b"[01]", ev.ERR_AFTER_ARRAY_VALUE, 2, "invalid character '1' after array element"),
        (b"trux", ev.ERR_IN_LITERAL, 3, "invalid character 'x' in literal true (expecting 'e')"),
        (b"nul", ev.ERR_EOF, 3, "unexpected EOF"),
        (b'{"a":', ev.ERR_EOF, 5, "unexpected EOF"),
        (b"\xef\xbb\xbf{}", ev.ERR_BEGIN_VALUE, 0, "invalid character 'ï' looking for beginning of value"),
        (b"NaN", ev.ERR_BEGIN_VALUE, 0, "invalid character 'N' looking for beginning of value"),
        (b"'a'", ev.ERR_BEGIN_VALUE, 0, "invalid character '\\'' looking for beginning of value"),
    ],
)
def test_errors_carry_go_contexts(scan, data, code, offset, message):
    _, got_code, got_offset = scan(data, ev.MODE_TOKENS)
    assert (got_code, got_offset) == (code, offset)
    assert ev.error_message(data, got_code, got_offset) == message


def test_depth_limit_is_gos_and_not_a_crash(scan):
    ok = b"[" * ev.MAX_DEPTH + b"]" * ev.MAX_DEPTH
    assert scan(ok, ev.MODE_VALUES)[1] == ev.OK
    deep = b"[" * 100_000
    events, code, offset = scan(deep, ev.MODE_VALUES)
    assert (code, offset) == (ev.ERR_TOO_DEEP, ev.MAX_DEPTH)
    assert ev.error_message(deep, code, offset) == "invalid character '[' exceeded max depth"


def test_invalid_utf8_inside_strings_is_not_a_syntax_error(scan):
    # Go's decoder accepts it (and substitutes U+FFFD); the linter warns separately.
    events, code, _ = scan(b'{"a":"\xff\xfe"}', ev.MODE_VALUES)
    assert code == ev.OK and len(events) == 1


def test_many_keys_stop_comparing_and_ask_for_a_recheck(scan):
    data = b"{" + b",".join(b'"k%d":0' % i for i in range(ev.KEYS_COMPARED_PER_OBJECT + 1)) + b"}"
    ((kind, _, _),) = scan(data, ev.MODE_VALUES)[0]
    assert ev.value_flags(kind) == ev.FLAG_RECHECK_KEYS | ev.FLAG_NOT_INDENTED


def test_batches_are_resumable(scan):
    data = b"[" + b",".join(b"%d" % i for i in range(20000)) + b"]"
    events, code, _ = scan(data, ev.MODE_TOKENS)
    assert code == ev.OK and len(events) == 20002


@pytest.mark.parametrize("value", [{"a": [1, {"b": {}}, []], "c": {"d": "x y"}}, [], {}])
def test_marshal_indent_layout_is_recognised(scan, value):
    import json

    pretty = json.dumps(value, indent=2).encode()  # the same layout as Go's MarshalIndent(v, "", "  ")
    ((kind, _, _),) = scan(pretty + b"\n", ev.MODE_VALUES)[0]
    assert not ev.value_flags(kind) & ev.FLAG_NOT_INDENTED
    for variant in (pretty.replace(b"  ", b"    "), pretty.replace(b": ", b":"), pretty.replace(b"\n", b"\r\n")):
        if variant != pretty:
            ((kind, _, _),) = scan(variant, ev.MODE_VALUES)[0]
            assert ev.value_flags(kind) & ev.FLAG_NOT_INDENTED


def test_outline_keeps_the_top_two_levels(scan):
    data = b'{"kind": "List", "items": [{"a": {"b": 1}}, 2], "x": [[3]]}'
    events, code, _ = scan(data, ev.MODE_OUTLINE)
    assert code == ev.OK
    assert [(k, data[s:e].decode()) for k, s, e in events] == [
        (ev.OBJ_BEGIN, "{"),
        (ev.KEY, '"kind"'),
        (ev.STRING, '"List"'),
        (ev.KEY, '"items"'),
        (ev.ARR_BEGIN, "["),
        (ev.OBJ_BEGIN, "{"),
        (ev.OBJ_END, "}"),
        (ev.NUMBER, "2"),
        (ev.ARR_END, "]"),
        (ev.KEY, '"x"'),
        (ev.ARR_BEGIN, "["),
        (ev.ARR_BEGIN, "["),
        (ev.ARR_END, "]"),
        (ev.ARR_END, "]"),
        (ev.OBJ_END, "}"),
    ]
