"""A file as a stream of JSON values: byte spans from the scanner, values from ``json``.

The scanner (C or its twin) validates syntax and splits the stream; each
complete value is then decoded by the stdlib ``json`` module, which is fast and
exact once the syntax is known to be good. Positions of keys and values are
computed only for values that need locating (``spans``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .parser import events as ev
from .parser import scan
from .positions import ValueSpans, decode_key, fix_surrogates
from .shape import parse_float

_WHITESPACE = b" \t\r\n"


@dataclass
class StreamValue:
    index: int
    start: int
    end: int
    value: Any
    flags: int
    depth: int


@dataclass
class JsonStream:
    data: bytes
    values: list[StreamValue]
    error_code: int = ev.OK
    error_offset: int = 0
    _spans: dict[int, ValueSpans] = field(default_factory=dict, repr=False)

    @property
    def error_message(self) -> str:
        return ev.error_message(self.data, self.error_code, self.error_offset)

    def next_token_offset(self) -> int:
        """Offset of the first non-space byte after the last complete value."""
        pos = self.values[-1].end if self.values else 0
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

    def spans(self, index: int) -> ValueSpans:
        found = self._spans.get(index)
        if found is None:
            value = self.values[index]
            found = self._spans[index] = ValueSpans(self.data, value.start, value.end)
        return found

    def has_duplicate_keys(self, index: int) -> bool:
        flags = self.values[index].flags
        if not flags & (ev.FLAG_DUPLICATE_KEY | ev.FLAG_RECHECK_KEYS):
            return False
        return bool(self.spans(index).duplicates)


def read_stream(data: bytes) -> JsonStream:
    events, code, offset = scan(data, ev.MODE_VALUES)
    values = []
    for index, (kind, start, end) in enumerate(events):
        flags = ev.value_flags(kind)
        values.append(StreamValue(index, start, end, _decode(data, start, end, flags), flags, ev.value_depth(kind)))
    return JsonStream(data, values, code, offset)


def _decode(data: bytes, start: int, end: int, flags: int) -> Any:
    raw = data[start:end]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("utf-8", "replace")  # Go replaces invalid UTF-8 with U+FFFD
    try:
        value = json.loads(text, parse_float=parse_float)
    except RecursionError:
        value = build_value(raw)
    if flags & ev.FLAG_UNICODE_ESCAPE:
        value = _fix_strings(value)
    return value


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
            value = json.loads(raw[s:e].decode("utf-8", "replace"), parse_float=parse_float)
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
