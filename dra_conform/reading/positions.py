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
from .parser import native_line_starts, native_locations, native_tree, native_tree_walk, python_scan, scan

TYPE_CHECKING = False  # typing's own costs an import
if TYPE_CHECKING:
    from collections.abc import Sequence

_NEWLINE = re.compile(b"\n")
Offsets = tuple[int, int, int, int]  # key start, key end (-1 for array items and the root), value start, value end


class LineIndex:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self._starts: Sequence[int] | None = None  # made when a span is located alone (``starts``)
        self._swept = False  # spans were located by a pass over the text (``locations``)
        self.ascii = data.isascii()  # then a column is a byte count
        # Long lines that are not ASCII: (byte offset, code points before it) every _STEP bytes, made as
        # far as asked, so that each column costs at most _STEP bytes of decoding (a one-line file with
        # 100,000 findings was 100,000 decodes of the line so far: quadratic).
        self._marks: dict[int, tuple[array, array]] = {}
        # The last column counted where lines are not ASCII: (line start, offset, code points before
        # it). Findings come mostly in order, so the next column on that line counts on from there.
        self._last = (-1, -1, 0)

    @property
    def starts(self) -> Sequence[int]:
        """The offset of each line's first byte: machine integers, not a list of int objects (a
        100 MB dump has 3 million lines)."""
        starts = self._starts
        if starts is None:
            if native_line_starts is not None:
                starts = native_line_starts(self.data)
            else:
                starts = array("q", [0])
                starts.extend(m.end() for m in _NEWLINE.finditer(self.data))
            self._starts = starts
        return starts

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

    def locations(self, spans: list[int]) -> list[Location]:
        """``location`` of each span, given as start, end, start, end...: the first time by one C
        pass over the text up to the last span, without line starts; later (or without the C
        scanner) span by span, from the line starts made once."""
        if native_locations is not None and self._starts is None and not self._swept:
            self._swept = True  # once: a caller locating span by span must not pass over the text each time
            values = iter(native_locations(self.data, spans))
            return list(map(Location._make, zip(values, values, values, values, values, values)))
        ends = iter(spans)
        return [self.location(start, end) for start, end in zip(ends, ends)]


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
    looked up in it (the scanner's dra_tree, in C, or its twin), kept as machine integers. The
    paths of a value are best located together (``locate_many``: one walk in C); one by one, an
    object's names are searched in its raw keys the first time and decoded the second, and the
    containers paths went through are kept by path, so a path that shares its parent with an
    earlier one costs one lookup. Made per file (per text), by whoever locates in it.
    """

    def __init__(self, data: bytes) -> None:
        self.data = data
        self._trees: dict[int, Tree] = {}  # by the value's start offset

    def locate(self, start: int, end: int, path: Path) -> tuple[Path, Offsets]:
        """The offsets of ``path`` inside the value at data[start:end], or of its nearest existing
        ancestor, and the path found. An object's member is its last of that name, as Go keeps it."""
        return self._tree(start, end).locate(path)

    def locate_many(self, start: int, end: int, paths: list[Path]) -> list[tuple[Path, Offsets]]:
        """``locate`` of each path, all in one walk where the scanner is there (dra_tree_walk)."""
        return self._tree(start, end).locate_many(paths)

    def _tree(self, start: int, end: int) -> Tree:
        tree = self._trees.get(start)
        if tree is None:
            tree = self._trees[start] = Tree(self.data, start, end)
        return tree


_ROOT = -1  # Tree member index standing for the value itself


TREE_OBJECT, TREE_ESCAPED_KEYS = 1, 2  # dra_tree's container flags
MEMBER, CONTAINER = 5, 7  # dra_tree's values per member and per container


class Tree:
    """One JSON value's containers and members (dra_tree): per member, key start and end (-1 for
    an array item), value start and end, and the container its value is (-1 for a scalar); per
    container, start, end, first member, member count, flags (TREE_OBJECT, TREE_ESCAPED_KEYS),
    and where its keys are in ``keys``: an object's keys unquoted, '\\0' between them (none for
    an object with an escaped key, whose keys are decoded one by one)."""

    def __init__(self, data: bytes, start: int, end: int) -> None:
        self.data, self.start, self.end = data, start, end
        self.members, self.containers, self.keys = (native_tree or python_tree)(data, start, end)
        self.root = len(self.containers) // CONTAINER - 1  # the value's own container closes last; -1: a scalar
        self._found: dict[Path, int] = {(): _ROOT}  # path -> member index, of the containers paths went through
        # An object's members by name, decoded when a second step goes through it; the first is
        # found in its raw keys, decoding nothing (most objects are gone through once).
        self._names: dict[int, dict[str, int]] = {}
        self._searched: set[int] = set()  # objects a step went through by their raw keys
        self._codes: dict[Path, str] = {}  # paths as dra_tree_walk reads them, by parent (see _code)

    def locate(self, path: Path) -> tuple[Path, Offsets]:
        if not path:
            return path, self._offsets(_ROOT)
        found, members = self._found, self.members
        at = found.get(path[:-1])
        if at is not None:  # the usual: a path whose parent was gone through before
            container = self.root if at == _ROOT else members[MEMBER * at + 4]
            child = self._member(container, path[-1]) if container >= 0 else None  # < 0: a scalar
            return (path, self._offsets(child)) if child is not None else (path[:-1], self._offsets(at))
        depth = len(path) - 1 if len(found) > 1 else 0  # a first path starts at the root
        at = found.get(path[:depth])
        while at is None:  # from the longest prefix found before (the root, at worst)
            depth -= 1
            at = found.get(path[:depth])
        while depth < len(path):  # one step down
            container = self.root if at == _ROOT else members[MEMBER * at + 4]
            child = self._member(container, path[depth]) if container >= 0 else None
            if child is None:
                return path[:depth], self._offsets(at)
            at = child
            depth += 1
            if depth < len(path):  # the containers on the way, not the place itself
                found[path[:depth]] = at
        return path, self._offsets(at)

    def locate_many(self, paths: list[Path]) -> list[tuple[Path, Offsets]]:
        """``locate`` of each path: walked together in C (dra_tree_walk), or one by one; a path the
        C walk leaves undecided (a name not in ASCII, an escaped key, a big object) is gone on with
        here."""
        if native_tree_walk is None or self.root < 0:
            return [self.locate(path) for path in paths]
        code = "".join([self._code(path) for path in paths]).encode()  # ASCII: see _code
        walked = native_tree_walk(self.data, self.members, self.containers, self.root, code, len(paths))
        located = []
        members = self.members
        for path, depth, member in zip(paths, walked[0::2], walked[1::2]):
            if depth < 0:  # undecided
                located.append(self.locate(path))
            elif member >= 0:  # _offsets, inline: a value's every finding comes here
                m = MEMBER * member
                found = path if depth == len(path) else path[:depth]
                located.append((found, (members[m], members[m + 1], members[m + 2], members[m + 3])))
            else:
                located.append(((), self._offsets(_ROOT)))
        return located

    def _code(self, path: Path) -> str:
        """A path as dra_tree_walk reads it: per step 's' and an ASCII name, 'i' and an index, or
        'u' (a step the walk leaves to ``locate``), each ended by NUL; then \\1. Parents are made
        once: a value's findings share them."""
        if not path:
            return "\1"
        parent, step = path[:-1], path[-1]
        head = self._codes.get(parent)
        if head is None:
            head = self._codes[parent] = "".join(map(_step_code, parent))
        if type(step) is str and step.isascii() and "\0" not in step:  # _step_code's usual case, inline
            return f"{head}s{step}\0\1"
        return head + _step_code(step) + "\1"

    def _offsets(self, member: int) -> Offsets:
        if member == _ROOT:
            return -1, -1, self.start, self.end
        m, members = MEMBER * member, self.members
        return members[m], members[m + 1], members[m + 2], members[m + 3]

    def _member(self, container: int, step: str | int) -> int | None:
        """The member of ``container`` that ``step`` names: an array's item, or an object's last
        member of that name (as Go keeps it)."""
        names = self._names.get(container)
        if names is not None:
            return names.get(step) if type(step) is str else None
        c, containers = CONTAINER * container, self.containers
        first, count, flags = containers[c + 2], containers[c + 3], containers[c + 4]
        if not flags & TREE_OBJECT:  # an array: its items follow its first
            return first + step if type(step) is int and 0 <= step < count else None
        if type(step) is not str or not count:
            return None
        if container not in self._searched and not flags & TREE_ESCAPED_KEYS and step.isascii():
            keys = self.keys[containers[c + 5] : containers[c + 6]]
            # ASCII names are their raw bytes, '\0' between them (none inside: JSON holds none)
            if keys.isascii() and keys.count(b"\0") == count - 1:
                self._searched.add(container)
                keys = b"\0" + keys + b"\0"
                at = keys.rfind(b"\0" + step.encode() + b"\0")
                return None if at < 0 else first + keys.count(b"\0", 0, at)
        names = self._names[container] = self._names_of(container)
        return names.get(step)

    def _names_of(self, container: int) -> dict[str, int]:
        """An object's members by name (a later member of a name wins, as Go keeps it)."""
        c, containers = CONTAINER * container, self.containers
        first, count, flags = containers[c + 2], containers[c + 3], containers[c + 4]
        names: list[str] = []
        if not flags & TREE_ESCAPED_KEYS:
            # decode_key of each, in one decode: '\0' is ASCII, so no character (nor an invalid
            # sequence's U+FFFD) spans it
            names = self.keys[containers[c + 5] : containers[c + 6]].decode("utf-8", "replace").split("\0")
        if len(names) != count:  # escaped keys (or a '\0' in a key, which JSON text cannot hold)
            data, members, at, stop = self.data, self.members, MEMBER * first, MEMBER * (first + count)
            names = [decode_key(data[s:e]) for s, e in zip(members[at:stop:MEMBER], members[at + 1 : stop : MEMBER])]
        return dict(zip(names, range(first, first + count)))


def _step_code(step: str | int) -> str:
    if type(step) is str:
        return f"s{step}\0" if step.isascii() and "\0" not in step else "u\0"
    return f"i{step}\0" if type(step) is int else "u\0"


def python_tree(data: bytes, start: int, end: int) -> tuple[array[int], array[int], bytes]:
    """The twin of the scanner's dra_tree, from the token events of data[start:end]."""
    events, _, _ = python_scan(data[start:end], ev.MODE_TOKENS)
    members, containers, keys = array("q"), array("q"), bytearray()
    pending: list[int] = []  # members of the open containers, innermost last
    # per open container: start, where its pending members begin, flags, key start, key end
    frames: list[list[int]] = []
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
            keys_start = len(keys)
            if flags == TREE_OBJECT:
                keys += b"\0".join(data[ks + 1 : ke - 1] for ks, ke in zip(block[0::MEMBER], block[1::MEMBER]))
            containers.extend((opened, e, len(members) // MEMBER, len(block) // MEMBER, flags, keys_start, len(keys)))
            members.extend(block)
            if not frames:
                break
            pending.extend((*frames[-1][3:5], opened, e, len(containers) // CONTAINER - 1))
        elif frames:
            pending.extend((*frames[-1][3:5], s, e, -1))
        else:
            break  # a scalar value: no containers
    return members, containers, bytes(keys)


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


def repeated_keys(
    data: bytes, start: int, end: int, kept: int | None = 100
) -> tuple[list[tuple[Path, int, int, tuple[int, int]]], int]:
    """The keys of data[start:end] (one JSON value, valid) written twice in an object: the first
    ``kept`` of them (None: all those in objects at most SPAN_DEPTH deep, as ValueSpans.duplicates)
    as (field path, key start, key end, the first key's start and end), absolute offsets, and how
    many there are. One pass of the scanner's tokens in batches, keeping only each open object's
    keys: memory is that of the deepest open objects, never of the value."""
    from .parser import batches

    found: list[tuple[Path, int, int, tuple[int, int]]] = []
    total = 0
    # Frames: [keys seen -> where first (None for an array), pending key or next index]
    stack: list[list] = []
    for batch in batches(data[start:end], ev.MODE_TOKENS):
        for kind, s, e in batch:
            if kind == ev.KEY:
                frame = stack[-1]
                key = decode_key(data[start + s : start + e])
                first = frame[0].get(key)
                if first is None:
                    frame[0][key] = (start + s, start + e)
                elif kept is not None or len(stack) <= SPAN_DEPTH + 1:
                    total += 1
                    if kept is None or len(found) < kept:  # the path is made only for those kept: O(depth) each
                        path = tuple(f[1] if f[0] is not None else f[1] - 1 for f in stack[:-1])
                        found.append(((*path, key), start + s, start + e, first))
                frame[1] = key
                continue
            if kind == ev.OBJ_END or kind == ev.ARR_END:
                stack.pop()
                continue
            if stack and stack[-1][0] is None:  # an array's item: the next index is counted past it
                stack[-1][1] += 1
            if kind == ev.OBJ_BEGIN:
                stack.append([{}, None])
            elif kind == ev.ARR_BEGIN:
                stack.append([None, 0])
    return found, total


def locate(data: bytes, start: int, end: int, path: Path) -> tuple[Path, Offsets]:
    """One path, once: ``Containers(data).locate(start, end, path)`` (a caller locating several
    paths in one text keeps a Containers)."""
    return Containers(data).locate(start, end, path)
