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

from ..model.findings import Location, Path
from .parser import events as ev
from .parser import native_line_starts, native_tree, python_scan, scan

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
        # Long lines that are not ASCII: (byte offset, code points before it) every _STEP bytes, made as
        # far as asked, so that each column costs at most _STEP bytes of decoding (a one-line file with
        # 100,000 findings was 100,000 decodes of the line so far: quadratic).
        self._marks: dict[int, tuple[array, array]] = {}
        # The last column counted where lines are not ASCII: (line start, offset, code points before
        # it). Findings come mostly in order, so the next column on that line counts on from there.
        self._last = (-1, -1, 0)

    def point(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.data)))
        line = bisect.bisect_right(self.starts, offset) - 1
        start = self.starts[line]
        if self.ascii:
            return line + 1, offset - start + 1
        return line + 1, self._code_points(start, offset) + 1

    def _code_points(self, start: int, offset: int) -> int:
        """The code points of data[start:offset], the start of its line to a place on it."""
        data = self.data
        line, before, chars = self._last
        # Decoding in two parts counts the same where the cut is before an ASCII byte: it ends any
        # sequence, so no character (nor an invalid sequence's U+FFFD) spans it.
        if line == start and before <= offset and data[before : before + 1] < b"\x80":
            chars += len(data[before:offset].decode("utf-8", "replace"))
        elif offset - start <= _STEP:
            chars = len(data[start:offset].decode("utf-8", "replace"))
        else:
            at, chars = self._mark(start, offset)
            chars += len(data[at:offset].decode("utf-8", "replace"))
        self._last = (start, offset, chars)
        return chars

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
        if end < start:
            end = start
        data, starts = self.data, self.starts
        if not 0 <= start <= end <= len(data):
            line, column = self.point(start)
            end_line, end_column = self.point(end)
        else:
            line = bisect.bisect_right(starts, start)  # 1-based
            line_start = starts[line - 1]
            on_one_line = line == len(starts) or end < starts[line]  # the usual span
            if self.ascii:  # columns are byte counts
                column = start - line_start + 1
                width = end - start
            else:
                column = self._code_points(line_start, start) + 1
                # The span's own code points, where it starts at an ASCII byte (a token does): that
                # ends any sequence before it, so the line's count splits there (see _code_points).
                width = len(data[start:end].decode("utf-8", "replace")) if data[start : start + 1] < b"\x80" else -1
            if on_one_line and width >= 0:
                end_line, end_column = line, column + width
            else:
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


class Containers:
    """Where field paths are in the JSON values of one text: the one place a path is found.

    A value's containers and their members are recorded in one pass the first time a path is
    looked up in it (the scanner's dra_tree, in C, or its twin), kept as machine integers; a
    container's member names are decoded only when a path goes through it, and the containers
    paths went through are kept by path, so a path that shares its parent with an earlier one
    costs one lookup. Made per file (per text), by whoever locates in it.
    """

    def __init__(self, data: bytes) -> None:
        self.data = data
        self._trees: dict[int, Tree] = {}  # by the value's start offset

    def locate(self, start: int, end: int, path: Path) -> tuple[Path, Offsets]:
        """The offsets of ``path`` inside the value at data[start:end], or of its nearest existing
        ancestor, and the path found. An object's member is its last of that name, as Go keeps it."""
        tree = self._trees.get(start)
        if tree is None:
            tree = self._trees[start] = Tree(self.data, start, end)
        return tree.locate(path)


_ROOT = -1  # Tree member index standing for the value itself


TREE_OBJECT, TREE_ESCAPED_KEYS = 1, 2  # dra_tree's container flags


class Tree:
    """One JSON value's containers and members (dra_tree): per member, key start and end (-1 for
    an array item), value start and end, and the container its value is (-1 for a scalar); per
    container, start, end, first member, member count, flags (TREE_OBJECT, TREE_ESCAPED_KEYS)."""

    def __init__(self, data: bytes, start: int, end: int) -> None:
        self.data, self.start, self.end = data, start, end
        self.members, self.containers = (native_tree or python_tree)(data, start, end)
        self.root = len(self.containers) // 5 - 1  # the value's own container closes last; -1: a scalar
        self._found: dict[Path, int] = {(): _ROOT}  # path -> member index, for every path found or gone through
        # container -> its members by name (an object's, decoded once a path goes through it) or, for
        # an array, its first member's index
        self._steps: dict[int, dict[str, int] | int] = {}

    def locate(self, path: Path) -> tuple[Path, Offsets]:
        found = self._found
        at = found.get(path)
        if at is not None:
            return path, self._offsets(at)
        depth = len(path) - 1
        at = found.get(path[:depth])
        while at is None:  # from the longest prefix found before (the root, at worst)
            depth -= 1
            at = found.get(path[:depth])
        while depth < len(path):
            child = self._child(at, path[depth])
            if child is None:
                return path[:depth], self._offsets(at)
            at = child
            depth += 1
            found[path[:depth]] = at
        return path, self._offsets(at)

    def _offsets(self, member: int) -> Offsets:
        if member == _ROOT:
            return -1, -1, self.start, self.end
        m, members = 5 * member, self.members
        return members[m], members[m + 1], members[m + 2], members[m + 3]

    def _child(self, member: int, step: str | int) -> int | None:
        container = self.root if member == _ROOT else self.members[5 * member + 4]
        if container < 0:  # a scalar: nothing inside
            return None
        steps = self._steps.get(container)
        if steps is None:
            steps = self._steps[container] = self._members_of(container)
        if type(steps) is int:  # an array: its items follow its first
            return steps + step if type(step) is int and 0 <= step < self.containers[5 * container + 3] else None
        return steps.get(step) if type(step) is str else None  # type: ignore[union-attr]

    def _members_of(self, container: int) -> dict[str, int] | int:
        """An object's members by name (a later member of a name wins, as Go keeps it), or an
        array's first member."""
        c, containers = 5 * container, self.containers
        first, count, flags = containers[c + 2], containers[c + 3], containers[c + 4]
        if not flags & TREE_OBJECT:
            return first
        data, members, at, stop = self.data, self.members, 5 * first, 5 * (first + count)
        keys = zip(members[at:stop:5], members[at + 1 : stop : 5])
        if flags & TREE_ESCAPED_KEYS:
            names = [decode_key(data[s:e]) for s, e in keys]
        else:  # decode_key without the test for a backslash
            names = [data[s + 1 : e - 1].decode("utf-8", "replace") for s, e in keys]
        return dict(zip(names, range(first, first + count)))


def python_tree(data: bytes, start: int, end: int) -> tuple[array[int], array[int]]:
    """The twin of the scanner's dra_tree, from the token events of data[start:end]."""
    events, _, _ = python_scan(data[start:end], ev.MODE_TOKENS)
    members, containers = array("q"), array("q")
    pending: list[int] = []  # members of the open containers, innermost last
    frames: list[
        list[int]
    ] = []  # per open container: start, where its pending members begin, flags, key start, key end
    for kind, s, e in events:
        s += start
        e += start
        if kind == ev.KEY:
            frames[-1][2:5] = [frames[-1][2] | (TREE_ESCAPED_KEYS if data.find(b"\\", s, e) >= 0 else 0), s, e]
        elif kind == ev.OBJ_BEGIN or kind == ev.ARR_BEGIN:
            frames.append([s, len(pending), TREE_OBJECT if kind == ev.OBJ_BEGIN else 0, -1, -1])
        elif kind == ev.OBJ_END or kind == ev.ARR_END:
            opened, first, flags, _, _ = frames.pop()
            block = pending[first:]
            del pending[first:]
            containers.extend((opened, e, len(members) // 5, len(block) // 5, flags))
            members.extend(block)
            if not frames:
                break
            pending.extend((*frames[-1][3:5], opened, e, len(containers) // 5 - 1))
        elif frames:
            pending.extend((*frames[-1][3:5], s, e, -1))
        else:
            break  # a scalar value: no containers
    return members, containers


SPAN_DEPTH = 256  # deeper values are placed at their ancestor 256 levels down (no schema goes past 20)


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


def locate(data: bytes, start: int, end: int, path: Path) -> tuple[Path, Offsets]:
    """One path, once: ``Containers(data).locate(start, end, path)`` (a caller locating several
    paths in one text keeps a Containers)."""
    return Containers(data).locate(start, end, path)
