"""Byte offsets to 1-based lines and columns, and field paths to byte spans.

``LineIndex`` is the only place where lines and columns are made: 1-based,
columns counted in Unicode code points, end columns exclusive (SARIF's
``columnKind: unicodeCodePoints``). ``Containers`` is the only place where a
field path is found in JSON text.
"""

from __future__ import annotations

import bisect
import json
import re
from array import array
from typing import Union

from ..model.findings import Location, Path
from .parser import events as ev
from .parser import native_line_starts, scan

_NEWLINE = re.compile(b"\n")
Offsets = tuple[int, int, int, int]  # key start, key end (-1 for array items and the root), value start, value end


class LineIndex:
    def __init__(self, data: bytes) -> None:
        self.data = data
        # Machine integers, not a list of int objects: a 100 MB dump has 3 million lines.
        if native_line_starts is not None:
            self.starts = native_line_starts(data)
        else:
            self.starts = array("q", [0])
            self.starts.extend(m.end() for m in _NEWLINE.finditer(data))
        self.ascii = data.isascii()  # then a column is a byte count

    def point(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.data)))
        line = bisect.bisect_right(self.starts, offset) - 1
        start = self.starts[line]
        if self.ascii:
            return line + 1, offset - start + 1
        return line + 1, len(self.data[start:offset].decode("utf-8", "replace")) + 1

    def location(self, start: int, end: int) -> Location:
        end = max(end, start)
        line, column = self.point(start)
        end_line, end_column = self.point(end)
        if (end_line, end_column) == (line, column):
            end_column = column + 1  # an empty span still marks one column
        return Location(line, column, end_line, end_column, start, end - start)


def decode_key(raw: bytes) -> str:
    """The text of a JSON string token (quotes included in ``raw``)."""
    if b"\\" not in raw:
        return raw[1:-1].decode("utf-8", "replace")
    return fix_surrogates(json.loads(raw.decode("utf-8", "replace")))


def fix_surrogates(text: str) -> str:
    """Go decodes a lone surrogate escape to U+FFFD; Python keeps it."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


class Containers:
    """Where field paths are in one JSON text, found by scanning only the containers on their way.

    A container is scanned for its members (MODE_CHILDREN: the C scanner passes over their
    insides) the first time a path goes through it, and its members are kept by the container's
    offset: the next path through it costs a dictionary lookup per step. Made per file (per
    text), by whoever locates in it.
    """

    def __init__(self, data: bytes) -> None:
        self.data = data
        # container start offset -> its members: {key: Offsets} for an object, [(start, end)] for an array
        self._members: dict[int, Union[dict[str, Offsets], list[tuple[int, int]]]] = {}

    def locate(self, start: int, end: int, path: Path) -> tuple[Path, Offsets]:
        """The offsets of ``path`` inside the value at data[start:end], or of its nearest existing
        ancestor, and the path found. An object's member is its last of that name, as Go keeps it."""
        span: Offsets = (-1, -1, start, end)
        for depth, step in enumerate(path):
            members = self._members.get(span[2])
            if members is None:
                members = self._scan(span[2], span[3])
                if members is None:  # a scalar: nothing inside
                    return path[:depth], span
            if type(members) is dict:
                child = members.get(step) if isinstance(step, str) else None
            elif isinstance(step, int) and 0 <= step < len(members):
                vs, ve = members[step]  # type: ignore[misc]
                child = (-1, -1, vs, ve)
            else:
                child = None
            if child is None:
                return path[:depth], span
            span = child
        return path, span

    def _scan(self, start: int, end: int) -> dict[str, Offsets] | list[tuple[int, int]] | None:
        data = self.data
        opener = data[start]
        if opener != 0x7B and opener != 0x5B:
            return None
        events, code, _ = scan(data, ev.MODE_CHILDREN, start, end)
        if code != ev.OK:  # not a value the stream scanner passed: nothing to find in it
            return None
        members: dict[str, Offsets] | list[tuple[int, int]]
        if opener == 0x5B:
            members = [(start + s, start + e) for _, s, e in events]
        else:
            members = {}
            pairs = iter(events)
            for (_, ks, ke), (_, vs, ve) in zip(pairs, pairs):
                ks += start
                ke += start
                key = data[ks + 1 : ke - 1].decode("utf-8", "replace") if data.find(b"\\", ks, ke) < 0 \
                    else decode_key(data[ks:ke])
                members[key] = (ks, ke, start + vs, start + ve)  # a later member of that name wins
        self._members[start] = members
        return members


class ValueSpans:
    """Spans of every key and value inside one top-level JSON value (for the rules that look at
    every key, as duplicate keys; locating one path is Containers' job).

    ``spans[path] = (key_start, key_end, value_start, value_end)``, absolute
    offsets, key offsets -1 for array items and the root. A key repeated in an
    object maps to its last occurrence (Go's decoder keeps the last value);
    earlier occurrences are listed in ``duplicates``.
    """

    def __init__(self, data: bytes, start: int, end: int) -> None:
        self.spans: dict[Path, tuple[int, int, int, int]] = {}
        self.duplicates: list[tuple[Path, int, int]] = []  # (path, key_start, key_end) of the later key
        events, code, _ = scan(data[start:end], ev.MODE_TOKENS)
        if code != ev.OK:
            return
        spans = self.spans
        # Frames: [path, is_object, next_index, pending_key, key_span, keys_seen]
        stack: list[list] = []
        for kind, s, e in events:
            s += start
            e += start
            if kind == ev.KEY:
                frame = stack[-1]
                key = decode_key(data[s:e])
                if key in frame[5]:
                    path = frame[0] + (key,)
                    self.duplicates.append((path, s, e))
                    # The earlier value is overwritten (Go keeps the last): forget its spans.
                    for stale in [p for p in spans if p[: len(path)] == path]:
                        del spans[stale]
                frame[5].add(key)
                frame[3] = key
                frame[4] = (s, e)
                continue
            if kind == ev.OBJ_END or kind == ev.ARR_END:
                path = stack.pop()[0]
                ks, ke, vs, _ = spans[path]
                spans[path] = (ks, ke, vs, e)
                continue
            if stack:
                frame = stack[-1]
                if frame[1]:
                    path = frame[0] + (frame[3],)
                    ks, ke = frame[4]
                else:
                    path = frame[0] + (frame[2],)
                    frame[2] += 1
                    ks = ke = -1
            else:
                path, ks, ke = (), -1, -1
            spans[path] = (ks, ke, s, e)
            if kind == ev.OBJ_BEGIN:
                stack.append([path, True, 0, None, None, set()])
            elif kind == ev.ARR_BEGIN:
                stack.append([path, False, 0, None, None, None])

    def nearest(self, path: Path) -> tuple[Path, tuple[int, int, int, int]]:
        """The span of ``path``, or of its nearest existing ancestor."""
        while path not in self.spans and path:
            path = path[:-1]
        return path, self.spans.get(path, (-1, -1, 0, 0))


def locate(data: bytes, start: int, end: int, path: Path) -> tuple[Path, Offsets]:
    """One path, once: ``Containers(data).locate(start, end, path)`` (a caller locating several
    paths in one text keeps a Containers)."""
    return Containers(data).locate(start, end, path)
