"""A file as a stream of JSON values: byte spans from the scanner, values from ``json``.

The scanner (C or its twin) validates syntax and splits the stream; each
complete value is then decoded by the stdlib ``json`` module, which is fast and
exact once the syntax is known to be good. Positions of keys and values are
computed only for values that need locating (``spans``).
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any, Iterator

from ..model.findings import Path
from .parser import batches, scan
from .parser import events as ev
from .positions import decode_key, fix_surrogates, repeated_keys
from .shape import GoNumber, parse_float

_WHITESPACE = b" \t\r\n"
_SURROGATE_ESCAPE = rb"\\u[dD][89a-fA-F]"  # compiled (re's cache) for the first value with a \u escape


def parse_int(text: str) -> int | GoNumber:
    """A JSON integer; past Python's digit limit for int() (4,300 digits, to keep conversion linear),
    a number that is not a Python int: no Go integer or float holds it either, and it keeps its text."""
    if len(text) <= _INT_DIGITS:
        return int(text)
    number = GoNumber("-inf" if text.startswith("-") else "inf")
    number.text = text
    return number


_INT_DIGITS = sys.get_int_max_str_digits() or 1 << 62
# One decoder for the process: json.loads(..., parse_float=...) would build a new one per call.
_DECODER = json.JSONDecoder(parse_float=parse_float, parse_int=parse_int)


# Plain classes, not dataclasses: see model.results.
class StreamValue:
    """One top-level value of the stream: its place, its value, the scanner's flags."""

    def __init__(
        self, index: int, start: int, end: int, value: Any, flags: int, depth: int, repeats: int | None = None
    ) -> None:
        self.index = index
        self.start = start
        self.end = end
        self.value = value
        self.flags = flags
        self.depth = depth
        # Index of an earlier value whose bytes this one repeats except for the top-level
        # apiVersion string: the same object in another version, as writers emit streams.
        self.repeats = repeats


class JsonStream:
    """A file's values, and where the scan stopped (a syntax error, or the end)."""

    def __init__(
        self,
        data: bytes,
        values: list[StreamValue],
        error_code: int = ev.OK,
        error_offset: int = 0,
        omitted: int = 0,
        omitted_offset: int = 0,
        values_end: int = 0,
    ) -> None:
        self.data = data
        self.values = values
        self.error_code = error_code
        self.error_offset = error_offset
        self.omitted = omitted  # values scanned past the limit read_stream was given, not decoded nor kept
        self.omitted_offset = omitted_offset  # where the first of them starts
        self.values_end = values_end  # where the last value scanned ends (kept or not)
        self._duplicates: dict[int, list[tuple[Path, int, int]]] = {}

    @property
    def error_message(self) -> str:
        return ev.error_message(self.data, self.error_code, self.error_offset)

    def next_token_offset(self) -> int:
        """Offset of the first non-space byte after the last complete value."""
        pos = self.values_end
        data = self.data
        while pos < len(data) and data[pos] in _WHITESPACE:
            pos += 1
        return pos

    def stops_early(self) -> bool:
        """Go's Decoder.More() is false at a top-level ']' or '}': reading just ends there."""
        return (
            self.error_code == ev.ERR_BEGIN_VALUE
            and self.error_offset == self.next_token_offset()
            and self.data[self.error_offset] in b"]}"
        )

    def duplicate_keys(self, index: int) -> list[tuple[Path, int, int]]:
        """The keys value ``index`` repeats in an object, each later one as (field path, key start, key
        end), in objects at most SPAN_DEPTH deep: none unless the scanner flagged the value."""
        flags = self.values[index].flags
        if not flags & (ev.FLAG_DUPLICATE_KEY | ev.FLAG_RECHECK_KEYS):
            return []
        found = self._duplicates.get(index)
        if found is None:
            value = self.values[index]
            repeated, _ = repeated_keys(self.data, value.start, value.end, kept=None)
            found = self._duplicates[index] = [(path, ks, ke) for path, ks, ke, _ in repeated]
        return found


def read_stream(data: bytes, limit: int | None = None) -> JsonStream:
    """The stream's values, the first ``limit`` of them decoded and kept (the rest only scanned: their
    syntax still counts, their number and place are kept): memory for a stream of ten million tiny
    objects stays that of ``limit`` objects."""
    found = batches(data, ev.MODE_VALUES)
    values: list[StreamValue] = []
    omitted = omitted_offset = values_end = 0
    for kind, start, end in (event for batch in found for event in batch):
        values_end = end
        if limit is not None and len(values) >= limit:
            if not omitted:
                omitted_offset = start
            omitted += 1
            continue
        values.append(_stream_value(data, values, kind, start, end))
    return JsonStream(data, values, found.error, found.error_offset, omitted, omitted_offset, values_end)


def _stream_value(data: bytes, values: list[StreamValue], kind: int, start: int, end: int) -> StreamValue:
    index = len(values)
    flags = ev.value_flags(kind)
    depth = ev.value_depth(kind)
    repeated = _repeated_version(data, values, start, end, flags)
    if repeated is not None:
        first, api_version = repeated
        value = dict(first.value)  # nested values are shared: they are byte-identical
        value["apiVersion"] = api_version
        return StreamValue(index, start, end, value, flags, depth, first.index)
    return StreamValue(index, start, end, _decode(data, start, end, flags), flags, depth)


_API_VERSION = re.compile(rb'"apiVersion"[ \t\r\n]*:[ \t\r\n]*"([^"\\]*)"')
_DUPLICATES = ev.FLAG_DUPLICATE_KEY | ev.FLAG_RECHECK_KEYS


def _top_level_api_version(data: bytes, start: int, end: int) -> re.Match[bytes] | None:
    """The top-level apiVersion literal of data[start:end], when its position is certain from the bytes alone."""
    m = _API_VERSION.search(data, start, end)
    if m is None:
        return None
    # Only the opening brace before it, and no string that could hide one: depth 1 for sure.
    if (
        data.count(b"{", start, m.start()) != 1
        or data.find(b"[", start, m.start()) >= 0
        or data.find(b"\\", start, m.start()) >= 0
    ):
        return None
    return m


def _repeated_version(
    data: bytes, values: list[StreamValue], start: int, end: int, flags: int
) -> tuple[StreamValue, str] | None:
    """An earlier value that this one repeats apart from the top-level apiVersion, and that version.

    Compared in place (no copies of the objects' bytes): the part before the version literal and
    the part after it must be the same bytes as the first value's.
    """
    if not values or flags & _DUPLICATES:
        return None
    first = values[0]
    if first.repeats is not None or first.flags != flags or type(first.value) is not dict:
        return None
    mine, theirs = _top_level_api_version(data, start, end), _top_level_api_version(data, first.start, first.end)
    if mine is None or theirs is None or mine.start() - start != theirs.start() - first.start:
        return None
    head, tail = theirs.start(1) - first.start, first.end - theirs.end(1)
    if mine.start(1) - start != head or end - mine.end(1) != tail:
        return None
    view = memoryview(data)
    if not data.startswith(view[first.start : theirs.start(1)], start) or not data.startswith(
        view[theirs.end(1) : first.end], mine.end(1)
    ):
        return None
    try:
        return first, mine.group(1).decode("utf-8")
    except UnicodeDecodeError:
        return None


def decode_value(data: bytes, start: int, end: int, flags: int = ev.FLAG_UNICODE_ESCAPE | ev.FLAG_WIDE_NUMBER) -> Any:
    """One well-formed JSON value of ``data`` (Go's handling of invalid UTF-8 and lone surrogates),
    part of a value whose scanner ``flags`` are given (without them it is decoded as if it held
    every kind of value: by json)."""
    return _decode(data, start, end, flags)


# orjson decodes the values of an input this large or larger: below it, importing orjson (1.2 ms,
# with the dataclasses module it imports) costs more than it saves (json decodes a 2 KB file in 20 µs).
FAST_FROM_BYTES = 64 * 1024


def _decode(data: bytes, start: int, end: int, flags: int) -> Any:
    raw = memoryview(data)[start:end]  # decoded in place, not copied first
    if not flags & ev.FLAG_WIDE_NUMBER and len(data) >= FAST_FROM_BYTES:
        # Integers that fit an int64 and no fractions: orjson builds what json would, 2.2x
        # faster. It refuses invalid UTF-8, lone surrogates and deep nesting, which json
        # then decodes as Go does (tests/unit/test_jsonstream.py holds the two to agree).
        fast = _fast_decoder()
        if fast is not None:
            try:
                return fast(raw)
            except ValueError:  # orjson.JSONDecodeError
                pass
    try:
        text = str(raw, "utf-8")
    except UnicodeDecodeError:
        text = str(raw, "utf-8", "replace")  # Go replaces invalid UTF-8 with U+FFFD
    try:
        value = _DECODER.decode(text)
    except RecursionError:
        value = build_value(data[start:end])
    if flags & ev.FLAG_UNICODE_ESCAPE and re.compile(_SURROGATE_ESCAPE).search(data, start, end):
        value = _fix_strings(value)
    return value


_FAST: Any = None  # orjson.loads, imported on first use; False where orjson is not installed


def _fast_decoder() -> Any:
    global _FAST
    if _FAST is None:
        try:
            from orjson import loads as _FAST
        except ImportError:  # a platform without its wheel: json decodes everything
            _FAST = False
    return _FAST or None


def build_value(raw: bytes) -> Any:
    """Iterative decode from token events, for nesting deeper than ``json`` recurses."""
    events, _, _ = scan(raw, ev.MODE_TOKENS)
    stack: list[Any] = []
    keys: list[Any] = []
    root: Any = None
    for kind, s, e in events:
        if kind == ev.KEY:
            keys[-1] = decode_key(raw[s:e])
            continue
        if kind == ev.OBJ_END or kind == ev.ARR_END:
            value = stack.pop()
            keys.pop()
        elif kind == ev.OBJ_BEGIN or kind == ev.ARR_BEGIN:
            container: Any = {} if kind == ev.OBJ_BEGIN else []
            _attach(stack, keys, container)
            if not stack:
                root = container
            stack.append(container)
            keys.append(None)
            continue
        else:
            value = _DECODER.decode(raw[s:e].decode("utf-8", "replace"))
        if kind not in (ev.OBJ_END, ev.ARR_END):
            _attach(stack, keys, value)
            if not stack:
                root = value
    return root


def _attach(stack: list[Any], keys: list[Any], value: Any) -> None:
    if not stack:
        return
    parent = stack[-1]
    if isinstance(parent, dict):
        parent[keys[-1]] = value
    else:
        parent.append(value)


def _fix_strings(value: Any) -> Any:
    """Replace lone surrogates (from \\uD800-style escapes) the way Go does, iteratively."""
    if isinstance(value, str):
        return fix_surrogates(value)
    todo = [value]
    while todo:
        node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, item in list(items):
            if isinstance(item, str):
                node[key] = fix_surrogates(item)
            elif isinstance(item, (dict, list)):
                todo.append(item)
        if isinstance(node, dict) and any(isinstance(k, str) and k != fix_surrogates(k) for k in node):
            fixed = {fix_surrogates(k): v for k, v in node.items()}
            node.clear()
            node.update(fixed)
    return value


# --- decoded values back to text, at any depth -----------------------------------------------------
# json.dumps and repr recurse: a value nested 3,000 deep (Go's decoder allows 10,000) raises
# RecursionError there. These walk the value with an explicit stack and can stop early.


class _Piece(str):
    """Text to emit as it is (punctuation), not a value to encode."""


def _members(value: dict[Any, Any], item_sep: str, key_sep: str, encode: Any) -> Iterator[Any]:
    for i, (key, item) in enumerate(value.items()):
        if not isinstance(key, str):
            key = "true" if key is True else "false" if key is False else "null" if key is None else str(key)
        yield _Piece((item_sep if i else "") + encode(key) + key_sep)
        yield item
    yield _Piece("}")


def _items(value: list[Any], item_sep: str) -> Iterator[Any]:
    for i, item in enumerate(value):
        if i:
            yield _Piece(item_sep)
        yield item
    yield _Piece("]")


def _json_pieces(value: Any, ensure_ascii: bool, separators: tuple[str, str]) -> Iterator[str]:
    """json.dumps(value, ensure_ascii=..., separators=...) in pieces, without recursion."""
    encode = json.encoder.encode_basestring_ascii if ensure_ascii else json.encoder.encode_basestring  # type: ignore[attr-defined]
    item_sep, key_sep = separators
    stack: list[Iterator[Any]] = [iter((value,))]
    while stack:
        item = next(stack[-1], _END)
        if item is _END:
            stack.pop()
        elif type(item) is _Piece:
            yield item
        elif isinstance(item, str):
            yield encode(item)
        elif item is None:
            yield "null"
        elif item is True or item is False:
            yield "true" if item else "false"
        elif isinstance(item, GoNumber):
            yield item.text
        elif isinstance(item, float):
            yield (
                "NaN"
                if item != item
                else "Infinity"
                if item == float("inf")
                else "-Infinity"
                if item == float("-inf")
                else float.__repr__(item)
            )
        elif isinstance(item, int):
            yield int.__repr__(item)
        elif isinstance(item, dict):
            yield "{"
            stack.append(_members(item, item_sep, key_sep, encode))
        elif isinstance(item, (list, tuple)):
            yield "["
            stack.append(_items(list(item), item_sep))
        else:
            yield encode(str(item))


_END = object()


def json_text(
    value: Any, ensure_ascii: bool = True, separators: tuple[str, str] = (", ", ": "), limit: int | None = None
) -> str:
    """json.dumps(value) at any depth; with ``limit``, at most that many characters (cut with "...")."""
    if limit is None:
        return "".join(_json_pieces(value, ensure_ascii, separators))
    out, size = [], 0
    for piece in _json_pieces(value, ensure_ascii, separators):
        out.append(piece)
        size += len(piece)
        if size > limit:
            return "".join(out)[: limit - 3] + "..."
    return "".join(out)


def json_size(value: Any, stop: int) -> int:
    """The UTF-8 size of compact JSON for ``value``, counted no further than just past ``stop``."""
    size = 0
    for piece in _json_pieces(value, False, (",", ":")):
        size += len(piece.encode("utf-8", "surrogatepass"))
        if size > stop:
            break
    return size


def shown(value: Any, limit: int = 200) -> str:
    """repr(value) for a message: the same for ordinary values, bounded in depth and length for any."""
    return (
        _SHOWN.repr(value)
        if isinstance(value, (dict, list, tuple))
        else value.text
        if isinstance(value, GoNumber)
        else repr(value)[:limit]
    )


def _bounded_repr() -> Any:
    import reprlib

    bounded = reprlib.Repr()
    bounded.maxlevel, bounded.maxdict, bounded.maxlist, bounded.maxtuple = 12, 64, 64, 64
    bounded.maxstring = bounded.maxother = bounded.maxlong = 200
    return bounded


_SHOWN = _bounded_repr()
