"""Byte offsets to 1-based lines and columns, and field paths to byte spans.

``LineIndex`` is the only place where lines and columns are made: 1-based,
columns counted in Unicode code points, end columns exclusive (SARIF's
``columnKind: unicodeCodePoints``).
"""

from __future__ import annotations

import bisect
import json
import re
from array import array

from ..model.findings import Location, Path
from .parser import events as ev
from .parser import scan

_NEWLINE = re.compile(b"\n")


class LineIndex:
    def __init__(self, data: bytes) -> None:
        self.data = data
        # Machine integers, not a list of int objects: a 100 MB dump has 3 million lines.
        self.starts = array("q", [0])
        self.starts.extend(m.end() for m in _NEWLINE.finditer(data))
        self.ascii = data.isascii()  # then a column is a byte count
        # Long lines that are not ASCII: (byte offset, code points before it) every _STEP bytes, made as
        # far as asked, so that each column costs at most _STEP bytes of decoding (a one-line file with
        # 100,000 findings was 100,000 decodes of the line so far: quadratic).
        self._marks: dict[int, tuple[array, array]] = {}

    def point(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.data)))
        line = bisect.bisect_right(self.starts, offset) - 1
        start = self.starts[line]
        if self.ascii:
            return line + 1, offset - start + 1
        if offset - start <= _STEP:
            return line + 1, len(self.data[start:offset].decode("utf-8", "replace")) + 1
        at, chars = self._mark(start, offset)
        return line + 1, chars + len(self.data[at:offset].decode("utf-8", "replace")) + 1

    def _mark(self, start: int, offset: int) -> tuple[int, int]:
        """The last mark of the line at or before ``offset``: a byte that starts a character."""
        marks = self._marks.get(start)
        if marks is None:
            marks = self._marks[start] = (array("q", [start]), array("q", [0]))
        positions, counts = marks
        data = self.data
        while positions[-1] + _STEP < offset:
            last = positions[-1]
            cut = last + _STEP
            while cut > last and 0x80 <= data[cut] < 0xC0:  # not inside a character: UTF-8 resynchronises here
                cut -= 1
            counts.append(counts[-1] + len(data[last:cut].decode("utf-8", "replace")))
            positions.append(cut)
        i = bisect.bisect_right(positions, offset) - 1
        return positions[i], counts[i]

    def location(self, start: int, end: int) -> Location:
        end = max(end, start)
        line, column = self.point(start)
        end_line, end_column = self.point(end)
        if (end_line, end_column) == (line, column):
            end_column = column + 1  # an empty span still marks one column
        return Location(line, column, end_line, end_column, start, end - start)


_STEP = 4096


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


SPAN_DEPTH = 256  # deeper values are placed at their ancestor 256 levels down (no schema goes past 20)


class ValueSpans:
    """Spans of every key and value inside one top-level JSON value.

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
        # Paths in the order they were added: a value's descendants follow it, so an overwritten
        # value's spans are one slice of this list (forgotten once each, not searched for each time).
        order: list[Path | None] = []
        where: dict[Path, tuple[int, int]] = {}  # path -> its place in order, and the end of its subtree there
        # Frames: [path (None past SPAN_DEPTH), is_object, next_index, pending_key, key_span, keys_seen, place]
        stack: list[list] = []
        for kind, s, e in events:
            s += start
            e += start
            if kind == ev.KEY:
                frame = stack[-1]
                key = decode_key(data[s:e])
                if key in frame[5] and frame[0] is not None:
                    path = frame[0] + (key,)
                    self.duplicates.append((path, s, e))
                    # The earlier value is overwritten (Go keeps the last): forget its spans.
                    first, last = where.pop(path, (0, 0))
                    for stale in order[first:last]:
                        if stale is not None:
                            spans.pop(stale, None)
                            where.pop(stale, None)
                frame[5].add(key)
                frame[3] = key
                frame[4] = (s, e)
                continue
            if kind == ev.OBJ_END or kind == ev.ARR_END:
                frame = stack.pop()
                path = frame[0]
                if path is not None:
                    ks, ke, vs, _ = spans[path]
                    spans[path] = (ks, ke, vs, e)
                    where[path] = (frame[6], len(order))
                continue
            if stack:
                frame = stack[-1]
                parent = frame[0]
                if frame[1]:
                    step: str | int = frame[3]
                    ks, ke = frame[4]
                else:
                    step = frame[2]
                    frame[2] += 1
                    ks = ke = -1
                # Past SPAN_DEPTH a value has no span of its own (a finding there is placed at its
                # ancestor there): each level's path is a new tuple, and a value 10,000 deep (Go's
                # limit) made 50 million of them.
                path = parent + (step,) if parent is not None and len(parent) < SPAN_DEPTH else None
            else:
                path, ks, ke = (), -1, -1
            place = len(order)
            if path is not None:
                spans[path] = (ks, ke, s, e)
                order.append(path)
                where[path] = (place, place + 1)
            if kind == ev.OBJ_BEGIN:
                stack.append([path, True, 0, None, None, set(), place])
            elif kind == ev.ARR_BEGIN:
                stack.append([path, False, 0, None, None, None, place])

    def nearest(self, path: Path) -> tuple[Path, tuple[int, int, int, int]]:
        """The span of ``path``, or of its nearest existing ancestor."""
        while path not in self.spans and path:
            path = path[:-1]
        return path, self.spans.get(path, (-1, -1, 0, 0))


def locate(data: bytes, start: int, end: int, path: Path) -> tuple[Path, tuple[int, int, int, int]]:
    """``ValueSpans(data, start, end).nearest(path)`` without the spans of everything else.

    Each step scans in outline only the container it descends into (the scanner passes
    over the rest in C), so locating one field of a 70 KB slice costs a few short scans
    instead of a span for each of its thousand paths.
    """
    found: Path = ()
    span = (-1, -1, start, end)
    for step in path:
        child = _child(data, span[2], span[3], step)
        if child is None:
            break
        found, span = found + (step,), child
    return found, span


def _child(data: bytes, start: int, end: int, step: str | int) -> tuple[int, int, int, int] | None:
    """The span of member ``step`` of the object or array at data[start:end] (an object's last
    member of that name, as Go keeps it), or None."""
    raw = data[start:end]
    if raw[:1] not in (b"{", b"[") or (raw[:1] == b"{") != isinstance(step, str):
        return None
    events, code, _ = scan(raw, ev.MODE_OUTLINE)
    if code != ev.OK:
        return None
    found = None
    depth, index, key, value_start = 0, -1, (-1, -1), 0
    for kind, s, e in events:
        if kind == ev.OBJ_BEGIN or kind == ev.ARR_BEGIN:
            depth += 1
            if depth == 2:
                value_start = s
            continue
        if kind == ev.OBJ_END or kind == ev.ARR_END:
            depth -= 1
            if depth != 1:
                continue
            s = value_start  # a member that is a container: it spans from its begin to this end
        elif depth != 1:
            continue
        elif kind == ev.KEY:
            key = (s, e)
            continue
        if isinstance(step, int):
            index += 1
            if index == step:
                return -1, -1, start + s, start + e
        elif decode_key(raw[key[0] : key[1]]) == step:
            found = (start + key[0], start + key[1], start + s, start + e)
    return found
