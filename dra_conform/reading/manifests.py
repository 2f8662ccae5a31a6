"""Reading manifests: objects with the position of every key and value.

YAML goes through libyaml's parser (PyYAML's C loader when available): values are built
from its events, scalars typed by PyYAML's own resolver and constructors, and positions
read from the events again, from their marks, only for objects with a finding. PyYAML's
composer serves what the event builder leaves to it. JSON goes through dra-conform's
scanner. ``kind: List`` and ``*List`` objects are unwrapped into their items.
"""

from __future__ import annotations

import gc
from array import array
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Iterator, Mapping, NamedTuple

from ..model.findings import Path

# (line, column, end_line, end_column), 1-based, columns in code points, end exclusive.
Span = tuple[int, int, int, int]


class Repeated(NamedTuple):
    """A key written twice in an object (DRA-MF-003): where the later one is, and the earlier's line.
    ``more``: the keys written twice in the same document past the ones listed (on its last one)."""

    path: Path  # relative to the object, or, for a List's own keys, to its document
    span: Span  # the later key
    first: Span | None  # the earlier key, when the reader saw it (else found from the object's spans)
    more: int = 0


class ManifestError(Exception):
    """The file is not YAML or JSON that can be read: why, in the parser's words, and where
    (1-based line and column in code points; the byte offset when the parser gives one)."""

    def __init__(self, reason: str, line: int = 1, column: int = 1, offset: int = -1) -> None:
        super().__init__(f"{reason} (line {line}, column {column})")
        self.reason, self.line, self.column, self.offset = reason, line, column, offset


@dataclass(frozen=True)
class Unreadable:
    """A manifest file that could not be read, for the rules that say so (scope "unread")."""

    error: ManifestError
    template: tuple[int, int] | None  # line and column of its first Go template action, if it has one


def template_action(data: bytes) -> tuple[int, int] | None:
    """Where the first Go template action (``{{`` outside quoted strings and comments) is: a
    Helm chart's templates/ file, say, which is YAML only once rendered. Linear in the text."""
    if b"{{" not in data:
        return None
    for number, line in enumerate(data.split(b"\n"), 1):
        at = line.find(b"{{")
        if at >= 0 and _outside_strings(line, at):
            return number, len(line[:at].decode("utf-8", "replace")) + 1
    return None


def _outside_strings(line: bytes, at: int) -> bool:
    """Whether ``at`` is outside the quoted scalars and the comment of a YAML line. A quote opens
    a string only where a scalar can start (the plain scalar it's holds a quote)."""
    quote, can_start, i = 0, True, 0
    while i < at:
        byte = line[i]
        if quote:
            if byte == 0x5C and quote == 0x22:  # \" inside "..."
                i += 1
            elif byte == quote and quote == 0x27 and line[i + 1 : i + 2] == b"'":  # '' inside '...'
                i += 1
            elif byte == quote:
                quote, can_start = 0, False
        elif byte in b"'\"" and can_start:
            quote = byte
        elif byte == 0x23 and (i == 0 or line[i - 1] in b" \t"):
            return False  # the rest of the line is a comment
        elif byte not in b" \t":
            can_start = byte in b":-[{,?"
        i += 1
    return not quote


Spans = Mapping[Path, tuple["Span | None", Span]]  # path -> (key span, value span), relative to the object


@dataclass
class ManifestObject:
    value: dict[str, Any]
    doc: int  # document index in the file
    prefix: Path  # where the object sits in its document (("items", 3) inside a List)
    json_range: tuple[int, int] | None = None  # the object's bytes in a JSON file
    # Positions are worked out only for objects that need one (most have no finding).
    locate: Callable[[], Spans] | None = field(default=None, repr=False)
    _spans: Spans | None = field(default=None, repr=False)
    trimmed: bool = False  # values dropped for memory (slices.drop_unread_attributes): reread() has them
    repeated: list[Repeated] = field(default_factory=list)  # keys written twice (the last value is kept)

    @property
    def spans(self) -> Spans:
        if self._spans is None:
            self._spans = self.locate() if self.locate else {}
        return self._spans

    def release_positions(self, reread: bool) -> None:
        """Forget the spans worked out so far (a big object's are many); they come back when asked
        for. With ``reread``, forget how to work them out too (a YAML object's way holds its whole
        file's text): Reread finds them in the file again if a finding needs one."""
        self._spans = None
        if reread:
            self.locate = None

    def __getstate__(self) -> dict[str, Any]:
        # Pickled back from -j workers without positions: Reread finds them in the file if needed.
        return {**self.__dict__, "locate": None, "_spans": None}

    @property
    def kind(self) -> str:
        kind = self.value.get("kind")
        return kind if isinstance(kind, str) else ""

    @property
    def api_version(self) -> str:
        version = self.value.get("apiVersion")
        return version if isinstance(version, str) else ""

    @property
    def name(self) -> str:
        metadata = self.value.get("metadata")
        name = metadata.get("name") if isinstance(metadata, dict) else None
        return name if isinstance(name, str) else ""

    def place(self, path: Path, key: bool = False) -> Span:
        """The span of ``path`` (its key when asked or when it is multi-line), or its nearest ancestor's."""
        exact = path in self.spans
        while path not in self.spans and path:
            path = path[:-1]
        key_span, value_span = self.spans.get(path, (None, (1, 1, 1, 2)))
        multi_line = value_span[0] != value_span[2]
        if key_span is not None and (key or multi_line or not exact):
            return key_span
        if multi_line or not exact:
            return (value_span[0], value_span[1], value_span[0], value_span[1] + 1)
        return value_span


def place_inside(lines: list[str], start: tuple[int, int], text: str, offset: int) -> tuple[int, int] | None:
    """The line and column of code point ``offset`` of the string ``text``, whose scalar starts at
    ``start`` (line, column) in a file of these ``lines``: plain, single- or double-quoted (escapes
    decoded, lines folded) or a block (`|` literal, `>` folded). The scalar is decoded again from the
    file, each character with the place it comes from, and the answer given only where that decoding
    agrees with ``text``. An offset at the string's end is placed just after its last character.
    None where no character of the file stands for it (a folded line break, an escape such as `\\n`)
    or the file does not hold the string as written: the caller keeps the scalar's own place."""
    line, column = start
    if not 0 < line <= len(lines) or not 0 < column <= len(lines[line - 1]) or not 0 <= offset <= len(text):
        return None
    indicator = lines[line - 1][column - 1]
    if indicator in "|>":
        chars = _block_chars(lines, line, column, indicator == ">")
    elif indicator in "\"'":
        chars = _flow_chars(lines, line, column, indicator)
    else:
        chars = _flow_chars(lines, line, column - 1, "")
    got: list[tuple[int, int] | None] = []
    for char, place in chars:
        if len(got) >= len(text) or char != text[len(got)]:
            break
        got.append(place)
        if len(got) > offset:
            return place
    if offset == len(text) == len(got) and got and got[-1] is not None:
        return got[-1][0], got[-1][1] + 1
    return None


_DOUBLE_ESCAPES = {
    "0": "\0",
    "a": "\a",
    "b": "\b",
    "t": "\t",
    "\t": "\t",
    "n": "\n",
    "v": "\v",
    "f": "\f",
    "r": "\r",
    "e": "\x1b",
    "N": "\x85",
    "_": "\xa0",
    "L": "\u2028",
    "P": "\u2029",
}
_AS_WRITTEN = ' "/\\'  # escapes whose decoded character is the one after the backslash
Place = tuple[int, int] | None


def _flow_chars(lines: list[str], line: int, column: int, quote: str) -> Iterator[tuple[str, Place]]:
    """A plain (quote "") or quoted scalar's characters from (line, column), the character before its
    first, with YAML's flow folding: trailing white space dropped, one line break a space, more breaks
    newlines, leading white space of the next line skipped."""
    ln, i = line - 1, column
    pending: list[tuple[str, Place]] = []  # white space that a line break would drop
    while ln < len(lines):
        source = lines[ln]
        while i < len(source):
            c = source[i]
            if quote and c == quote:
                if quote == "'" and source.startswith("''", i):
                    yield from pending
                    pending = []
                    yield "'", (ln + 1, i + 2)
                    i += 2
                    continue
                return
            if c in " \t":
                pending.append((c, (ln + 1, i + 1)))
                i += 1
                continue
            yield from pending
            pending = []
            if quote == '"' and c == "\\":
                if i + 1 >= len(source):  # an escaped line break: nothing, and the next line's indent skipped
                    ln, i = ln + 1, 0
                    while ln < len(lines) and i < len(lines[ln]) and lines[ln][i] in " \t":
                        i += 1
                    break
                e = source[i + 1]
                if e in _AS_WRITTEN:
                    yield e, (ln + 1, i + 2)
                    i += 2
                elif e in _DOUBLE_ESCAPES:
                    yield _DOUBLE_ESCAPES[e], None
                    i += 2
                elif e in "xuU":
                    width = {"x": 2, "u": 4, "U": 8}[e]
                    digits = source[i + 2 : i + 2 + width]
                    try:
                        yield chr(int(digits, 16)), None
                    except ValueError:
                        return
                    i += 2 + width
                else:
                    return
                continue
            yield c, (ln + 1, i + 1)
            i += 1
        else:
            # a line break: fold it with the empty lines after it
            pending = []
            breaks = 0
            ln += 1
            while ln < len(lines) and not lines[ln].strip(" \t"):
                breaks += 1
                ln += 1
            if ln >= len(lines):
                return
            i = len(lines[ln]) - len(lines[ln].lstrip(" \t"))
            for folded in " " if breaks == 0 else "\n" * breaks:
                yield folded, None


def _block_chars(lines: list[str], line: int, column: int, folded: bool) -> Iterator[tuple[str, Place]]:
    """A block scalar's characters: its lines after the header, at the indentation of the first that
    is not empty; `>` folds a break between two lines that are not more indented into a space."""
    header = lines[line - 1][column:].split("#", 1)[0].strip()
    if any(c.isdigit() for c in header):  # an explicit indentation indicator: not followed here
        return
    body = lines[line:]
    indent = next((len(s) - len(s.lstrip(" ")) for s in body if s.strip(" ")), None)
    if not indent:
        return
    previous = ""  # the kind of the last content line: "" none yet, "normal", "more" (more indented)
    empty = 0
    for k, source in enumerate(body):
        if not source.strip(" "):
            empty += 1
            continue
        if len(source) - len(source.lstrip(" ")) < indent:
            return
        kind = "more" if source[indent] in " \t" else "normal"
        if previous:
            if folded and previous == kind == "normal":
                breaks = " " if empty == 0 else "\n" * empty
            else:
                breaks = "\n" * (empty + 1)
            for i, b in enumerate(breaks):  # a kept break stands after its line; a folded one nowhere
                yield b, (line + k - empty, len(body[k - empty - 1]) + 1) if b == "\n" and i == 0 else None
        previous, empty = kind, 0
        for j, c in enumerate(source[indent:]):
            yield c, (line + 1 + k, indent + j + 1)
    if previous:
        yield "\n", None


def _composed(text: str) -> Iterator[tuple[Any, Any]]:
    """Each document's node tree, composed one at a time, with its loader (which constructs values)."""
    from .yaml_values import open_loader

    loader = open_loader(text)
    try:
        while loader.check_node():
            node = loader.get_node()
            if node is not None:
                yield loader, node
    finally:
        loader.dispose()


def _yaml_values(
    text: str,
) -> Iterator[tuple[Any, Callable[[Path], dict[Path, tuple[Span | None, Span]]], list[Repeated]]]:
    """Each document's value, built from parse events (no node tree), a way to its spans, read
    from the events again when a finding asks for a position, and the keys it writes twice."""
    import yaml

    from .yaml_values import Refused, Repeats, documents

    positions = YamlPositions(text)
    repeats: list[tuple[int, Repeats]] = []
    try:
        for doc, value in enumerate(documents(text, repeats)):
            repeated: list[Repeated] = []
            if repeats and repeats[-1][0] == doc:
                found = repeats.pop()[1]
                repeated = [Repeated(path, span, first) for path, span, first in found.found]
                repeated[-1] = repeated[-1]._replace(more=found.total - len(found.found))
            yield value, partial(positions.spans, doc), repeated
    except Refused as exc:  # YAML that Kubernetes' reader refuses: in its words, where it stopped
        raise ManifestError(
            f"refused by Kubernetes' YAML reader (sigs.k8s.io/yaml): {exc}", exc.line or 1, exc.column or 1
        ) from None
    except yaml.YAMLError as exc:
        raise yaml_error(exc) from None


class YamlPositions:
    """The spans of a YAML file's objects, asked for in file order: read from the parse events
    (the composer only for an object holding an alias)."""

    def __init__(self, text: str) -> None:
        self.events, self.composed = _EventLocator(text), _ForwardComposer(text)

    def spans(self, doc: int, prefix: Path) -> dict[Path, tuple[Span | None, Span]]:
        found = self.events.spans(doc, prefix)
        return self.composed.spans(doc, prefix) if found is None else found


class _ForwardComposer:
    """Composes a file's documents in order, holding only the latest one's node tree: findings
    ask for positions document after document, as the objects are checked."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.nodes: Iterator[Any] | None = None
        self.doc, self.node = -1, None

    def spans(self, doc: int, prefix: Path) -> dict[Path, tuple[Span | None, Span]]:
        if doc < self.doc or self.nodes is None:
            self.nodes, self.doc, self.node = self._compose(), -1, None
        while self.doc < doc:
            self.node = next(self.nodes, None)
            self.doc += 1
        if self.node is None:
            return {}
        return _node_spans(self.node)(prefix)

    def _compose(self) -> Iterator[Any]:
        return (node for _, node in _composed(self.text))


def yaml_error(exc: Any) -> ManifestError:
    """PyYAML's error in the parser's words, at its problem mark (manifests and the configuration)."""
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    context = getattr(exc, "context", None)
    reason = f"not valid YAML: {problem}" + (f" {context}" if context else "")
    return ManifestError(reason, mark.line + 1, mark.column + 1) if mark else ManifestError(reason)


def _span(node: Any) -> Span:
    return _marks_span(node.start_mark, node.end_mark)


def _marks_span(start: Any, end: Any) -> Span:
    return (
        start.line + 1,
        start.column + 1,
        end.line + 1,
        max(end.column + 1, start.column + 2 if end.line == start.line else 1),
    )


class _EventLocator:
    """The spans of the objects findings ask for, read forward from the parse events: only the
    asked object's spans are made, where composing its document took ~40 times the text.

    Gives what _node_spans gives on the composed document (a repeated key's first occurrence
    wins there too); an object holding an alias, or a collection as a key, is left to the
    composer (None).
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.events: Iterator[Any] | None = None  # read from the start again when None
        self.doc = -1  # the document the events are in
        self.frames: list[list[Any]] = []  # [path, "key"/"value"/"items", item count, open span, key]
        self.at: tuple[int, Path] = (-1, ())  # the object returned last: later ones lie ahead

    def spans(self, doc: int, prefix: Path) -> dict[Path, tuple[Span | None, Span]] | None:
        if self.events is None or (doc, prefix) <= self.at:
            self.events, self.doc, self.frames = _parse_events(self.text), -1, []
        self.at = (doc, prefix)
        from yaml import events as E

        from .yaml_values import key_of

        recording: dict[Path, Any] = {}  # the asked object's spans, from the event that starts it on
        started = False
        for event in self.events:
            kind = type(event)
            if kind is E.DocumentStartEvent:
                self.doc, self.frames = self.doc + 1, []
                continue
            if kind is E.MappingEndEvent or kind is E.SequenceEndEvent:
                path, _, _, open_span = self.frames.pop()[:4]
                if started and open_span is not None:
                    key, start = open_span
                    recording[path[len(prefix) :]] = (key, _marks_span(start, event.end_mark))
                if started and path == prefix:
                    return recording
                continue
            if kind not in (E.ScalarEvent, E.MappingStartEvent, E.SequenceStartEvent, E.AliasEvent):
                continue
            key_span = None
            if not self.frames:
                path = ()
            else:
                frame = self.frames[-1]
                if frame[1] == "key":  # this node is a mapping key: the next node is its value
                    if kind is not E.ScalarEvent:
                        self.events = None
                        return None
                    name = key_of(event.value, event.tag, event.implicit[0])
                    frame[1], frame[4] = "value", (name, _marks_span(event.start_mark, event.end_mark))
                    continue
                if frame[1] == "value":
                    name, key_span = frame[4]
                    path, frame[1] = frame[0] + (name,), "key"
                else:  # a sequence: frame[2] counts its items
                    path, frame[2] = frame[0] + (frame[2],), frame[2] + 1
            if self.doc == doc and path == prefix:
                recording, started = {}, True
            inside = started and path[: len(prefix)] == prefix and self.doc == doc
            if inside and kind is E.AliasEvent:
                self.events = None
                return None  # the composer shares the anchored node: its spans are the composer's to give
            first = inside and path[len(prefix) :] not in recording
            if kind is E.MappingStartEvent or kind is E.SequenceStartEvent:
                self.frames.append(
                    [
                        path,
                        "key" if kind is E.MappingStartEvent else "items",
                        0,
                        (key_span, event.start_mark) if first else None,
                        None,
                    ]
                )
                if first:
                    recording[path[len(prefix) :]] = None  # completed at its end
                continue
            if first:
                recording[path[len(prefix) :]] = (key_span, _marks_span(event.start_mark, event.end_mark))
            if started and path == prefix:
                return recording
        self.events = None
        return recording


def _parse_events(text: str) -> Iterator[Any]:
    from .yaml_values import open_loader

    loader = open_loader(text)
    try:
        while loader.check_event():
            yield loader.get_event()
    finally:
        loader.dispose()


def _node_spans(node: Any) -> Callable[[Path], dict[Path, tuple[Span | None, Span]]]:
    """Spans of the object at ``prefix`` inside a YAML document, worked out when asked for:
    only that object's subtree is walked (a List of many objects is not walked once per object)."""

    def spans(prefix: Path) -> dict[Path, tuple[Span | None, Span]]:
        out: dict[Path, tuple[Span | None, Span]] = {}
        _walk_node(_descend(node, prefix), (), None, out)
        return out

    return spans


def _descend(node: Any, prefix: Path) -> Any:
    """The node at ``prefix``: () or (i,) or ("items", i), as read() unwraps Lists."""
    for step in prefix:
        if isinstance(step, int):
            node = node.value[step]
        else:  # the last `items` key, as the constructed value has it
            node = [value for key, value in node.value if key.value == step][-1]
    return node


def _walk_node(root: Any, path: Path, key_node: Any, spans: dict[Path, tuple[Span | None, Span]]) -> None:
    import yaml

    from .yaml_values import key_of

    todo = [(root, path, key_node)]
    while todo:
        node, where, key = todo.pop()
        spans[where] = (_span(key) if key is not None else None, _span(node))
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                name = key_of(k.value, None, k.style is None) if isinstance(k, yaml.ScalarNode) else str(k.value)
                todo.append((v, where + (name,), k))
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                todo.append((item, where + (i,), None))


def _json_objects(data: bytes) -> Iterator[ManifestObject]:
    """JSON objects, with a List's items decoded one by one from the scanner's outline, as the
    caller asks for them: a 100 MB dump is never held as one Python value, nor all its items
    at once, nor its outline (read in batches), and positions come only for items that need them.
    Errors are raised before the first object (kubectl reads the file whole)."""
    from .parser import batches
    from .parser import events as ev
    from .positions import LineIndex

    syntax = batches(data, ev.MODE_VALUES)
    # Only whether the file is JSON, and each top-level value's flags (how its objects may be decoded).
    flags = [ev.value_flags(kind) for batch in syntax for kind, _, _ in batch]
    if syntax.error:
        line, column = LineIndex(data).point(syntax.error_offset)
        message = ev.error_message(data, syntax.error, syntax.error_offset)
        raise ManifestError(f"not valid JSON: {message}", line, column, syntax.error_offset)
    return _outlined(data, flags)


def _outlined(data: bytes, flags: list[int]) -> Iterator[ManifestObject]:
    from .jsonstream import decode_value
    from .parser import batches
    from .parser import events as ev

    text = JsonPositions(data)  # its line index is made on the first position asked for

    def locate(start: int, end: int) -> Callable[[], Spans]:
        return lambda: _JsonSpans(text, start, end)

    def decoded(
        doc: int, prefix: Path, start: int, end: int, repeated: dict[Path, list[Repeated]]
    ) -> ManifestObject | None:
        value = decode_value(data, start, end, flags[doc])  # by orjson where the document's flags allow
        if not isinstance(value, dict):
            return None
        return ManifestObject(value, doc, prefix, (start, end), locate(start, end), repeated=repeated.get(prefix, []))

    def repeats(doc: int, start: int, end: int, items_at: Path | None, count: int) -> dict[Path, list[Repeated]]:
        """The keys the document writes twice, by object (the scanner flags the documents that may)."""
        if not flags[doc] & (ev.FLAG_DUPLICATE_KEY | ev.FLAG_RECHECK_KEYS):
            return {}
        from .positions import repeated_keys

        found, total = repeated_keys(data, start, end)
        if not found:
            return {}
        lines = text.lines
        listed = [Repeated(path, _line_span(lines, ks, ke), _line_span(lines, *first)) for path, ks, ke, first in found]
        listed[-1] = listed[-1]._replace(more=total - len(found))
        return _shared(listed, items_at, count)

    depth, doc = 0, -1
    top_start, key, kind, in_items = 0, None, None, False
    items = array("q")  # start and end of each item of the current top-level value, in pairs
    item_start = 0
    for event, start, end in (event for batch in batches(data, ev.MODE_OUTLINE) for event in batch):
        if event in (ev.OBJ_BEGIN, ev.ARR_BEGIN):
            if depth == 0:
                doc, top_start, key, kind, items = doc + 1, start, None, None, array("q")
                in_items = event == ev.ARR_BEGIN  # a bare array of objects
            elif depth == 1 and key == "items" and event == ev.ARR_BEGIN:
                in_items = True
            elif event == ev.OBJ_BEGIN and in_items and depth == (1 if data[top_start] == 0x5B else 2):
                item_start = start
            depth += 1
            continue
        if event in (ev.OBJ_END, ev.ARR_END):
            depth -= 1
            if event == ev.OBJ_END and in_items and depth == (1 if data[top_start] == 0x5B else 2):
                items.extend((item_start, end))
            elif depth == 1 and event == ev.ARR_END:
                in_items = False
            elif depth == 0:
                # A List's kind may follow its items: the value is complete before they are given.
                wrapper = data[top_start] == 0x5B or (bool(items) and (kind is None or kind.endswith("List")))
                if wrapper:
                    prefix_key: Path = () if data[top_start] == 0x5B else ("items",)
                    repeated = repeats(doc, top_start, end, prefix_key, len(items) // 2)
                    for i in range(0, len(items), 2):
                        found = decoded(doc, prefix_key + (i // 2,), items[i], items[i + 1], repeated)
                        if found is not None:
                            yield found
                elif data[top_start] == 0x7B:
                    found = decoded(doc, (), top_start, end, repeats(doc, top_start, end, None, 1))
                    if found is not None:
                        yield found
            continue
        if depth == 1 and data[top_start] == 0x7B:
            if event == ev.KEY:
                key = decode_value(data, start, end)
            elif key == "kind" and event == ev.STRING:
                kind = decode_value(data, start, end)


class JsonPositions:
    """What locating in one JSON file keeps: its line index, made on the first position asked for."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self._lines: Any = None

    @property
    def lines(self) -> Any:  # positions.LineIndex
        if self._lines is None:
            from .positions import LineIndex

            self._lines = LineIndex(self.data)
        return self._lines


class _JsonSpans(Mapping[Path, tuple["Span | None", Span]]):
    """The spans of one JSON object, found path by path as findings ask for them (a slice has a
    thousand paths and one finding), with lines and columns made only for those. Its containers
    (positions.Tree) are this object's: they go when its positions are released."""

    def __init__(self, text: JsonPositions, start: int, end: int) -> None:
        self.text, self.start, self.end = text, start, end
        self.found: dict[Path, tuple[int, int, int, int] | None] = {}
        self._tree: Any = None

    def _offsets(self, path: Path) -> tuple[int, int, int, int] | None:
        if path not in self.found:
            if self._tree is None:
                from .positions import Tree

                self._tree = Tree(self.text.data, self.start, self.end)
            where, span = self._tree.locate(path)
            self.found[where] = span
            for i in range(len(where) + 1, len(path) + 1):  # the steps below it are missing
                self.found[path[:i]] = None
        return self.found[path]

    def __getitem__(self, path: Path) -> tuple[Span | None, Span]:
        offsets = self._offsets(path)
        if offsets is None:
            raise KeyError(path)
        ks, ke, vs, ve = offsets
        lines = self.text.lines
        return (_line_span(lines, ks, ke) if ks >= 0 else None, _line_span(lines, vs, ve))

    def __contains__(self, path: object) -> bool:
        return isinstance(path, tuple) and self._offsets(path) is not None

    def __iter__(self) -> Iterator[Path]:  # every path: only for callers that want them all
        from .positions import ValueSpans

        return iter(ValueSpans(self.text.data, self.start, self.end).spans)

    def __len__(self) -> int:
        return sum(1 for _ in self)


def _line_span(lines: Any, start: int, end: int) -> Span:
    loc = lines.location(start, end)
    return loc.line, loc.column, loc.end_line, loc.end_column


class Reread:
    """Positions for objects kept without them (from -j workers, or YAML objects that let their
    document go): each file is read again, once, and only for objects that gained a finding
    there. Ask in file order (YAML positions are read forward)."""

    def __init__(self) -> None:
        self._files: dict[str, Any] = {}  # path -> its JsonPositions or YamlPositions

    def place(self, path: str, obj: ManifestObject, field_path: Path, key: bool = False) -> Span:
        if obj.locate is None and path != "<stdin>":
            obj.locate = self._locator(path, obj)
        return obj.place(field_path, key)

    def _locator(self, path: str, obj: ManifestObject) -> Callable[[], Spans]:
        if path not in self._files:
            from .sources import read_again

            data = read_again(path)
            try:
                self._files[path] = (
                    None
                    if data is None
                    else JsonPositions(data)
                    if obj.json_range
                    else YamlPositions(data.decode("utf-8-sig"))
                )
            except (ValueError, ManifestError):  # changed since: the positions are lost
                self._files[path] = None
        found = self._files[path]
        if found is None:
            return dict
        if obj.json_range is not None:
            start, end = obj.json_range
            return lambda: _JsonSpans(found, start, end)
        return lambda: found.spans(obj.doc, obj.prefix)


def reread(path: str, objs: list[ManifestObject]) -> Iterator[tuple[ManifestObject, dict[str, Any] | None]]:
    """The whole values of objects read from ``path`` before, decoded again from the file, one at a
    time and in file order; None for an object that is not there as it was (the file changed or
    went). For the rules that need what was trimmed off a big dump, only in runs that need it: a JSON
    object's own bytes are read again, a YAML file's documents composed again one by one."""
    from . import sources as inputs

    wanted = sorted(objs, key=lambda o: (o.doc, o.prefix))
    if all(o.json_range is not None for o in wanted):
        from .jsonstream import decode_value

        done = 0
        try:
            for obj, chunk in zip(wanted, inputs.read_ranges(path, [o.json_range for o in wanted])):  # type: ignore[misc]
                done += 1
                try:
                    value = decode_value(chunk, 0, len(chunk))
                except (ValueError, RecursionError):
                    value = None
                yield obj, value if isinstance(value, dict) and _same(obj.value, value) else None
        except inputs.InputError:
            pass
        for obj in wanted[done:]:
            yield obj, None
        return
    pending = iter(wanted)
    waiting = next(pending, None)
    try:
        data = inputs.read(inputs.Source(path, path, True))
        with building(data):
            for found in objects(data):
                while waiting is not None and (waiting.doc, waiting.prefix) < (found.doc, found.prefix):
                    yield waiting, None  # not there any more
                    waiting = next(pending, None)
                if waiting is not None and (waiting.doc, waiting.prefix) == (found.doc, found.prefix):
                    yield waiting, found.value if _same(waiting.value, found.value) else None
                    waiting = next(pending, None)
                if waiting is None:
                    break
    except (inputs.InputError, ManifestError, ValueError):
        pass  # what could not be read again is None
    while waiting is not None:
        yield waiting, None
        waiting = next(pending, None)


def _same(kept: dict[str, Any], whole: dict[str, Any]) -> bool:
    """The object read again is the one kept (trimming only ever drops device attributes)."""
    if kept.get("kind") != whole.get("kind") or kept.get("metadata") != whole.get("metadata"):
        return False
    spec, again = kept.get("spec"), whole.get("spec")
    if not isinstance(spec, dict) or not isinstance(again, dict):
        return spec == again
    return {k: v for k, v in spec.items() if k != "devices"} == {k: v for k, v in again.items() if k != "devices"} and [
        _name(d) for d in spec.get("devices") or []
    ] == [_name(d) for d in again.get("devices") or []]


def _name(device: Any) -> Any:
    return device.get("name") if isinstance(device, dict) else device


FREEZE_BYTES = 1 << 20  # below this the collector's rescans cost nothing worth a permanent freeze


@contextmanager
def _gc_paused(freeze: bool) -> Iterator[None]:
    """Building a large tree allocates millions of objects and none of them is garbage yet;
    the cyclic collector would rescan them all again and again (5x the time on a 10 MB YAML).
    Once built, they are frozen out of its reach: the trees hold no cycles (reference counting
    frees them), and a later full collection over them cost a third of a 20 MB YAML check."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
        if was_enabled:
            gc.enable()


def read(data: bytes) -> list[ManifestObject]:
    """Every object of a manifest file, List wrappers unwrapped, documents that are not objects left out."""
    with building(data):
        return list(objects(data))


def objects(data: bytes) -> Iterator[ManifestObject]:
    """read(), one object at a time: JSON objects are decoded, YAML documents built, as they
    are asked for. Iterate under ``building(data)``. A ManifestError comes before the first
    object, except for a YAML syntax error after the first document, which comes when reached.

    As upstream's YAMLOrJSONDecoder: text that starts with ``{`` is JSON (its errors are
    JSON's), the rest YAML; a ``[`` that is not JSON is read as YAML too."""
    stripped = data.lstrip()
    if stripped[:1] == b"{":
        return _json_objects(data)
    if stripped[:1] == b"[":
        try:
            return _json_objects(data)
        except ManifestError:
            pass
    return _yaml_objects(data)


def building(data: bytes) -> Any:
    """The context to build a file's objects in (see _gc_paused)."""
    return _gc_paused(freeze=len(data) >= FREEZE_BYTES)


def _yaml_objects(data: bytes) -> Iterator[ManifestObject]:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = len(data[data.rfind(b"\n", 0, exc.start) + 1 : exc.start].decode("utf-8", "replace")) + 1
        raise ManifestError(f"not UTF-8 text: byte {exc.start} cannot be decoded", line, column, exc.start) from None
    return _yaml_items(text)


def _shared(repeated: list[Repeated], items_at: Path | None, count: int) -> dict[Path, list[Repeated]]:
    """A document's repeated keys by the object they are in (its prefix), paths made relative to it;
    a List's own keys go to its first item, with their paths in the document. A List is given by
    where its items are (() for a bare array, ("items",)) and how many, never a path per item: a
    List of many tiny objects must not hold one for each (None: the document is one object)."""
    by_object: dict[Path, list[Repeated]] = {}
    if not count:
        return by_object
    width = 0 if items_at is None else len(items_at) + 1
    first: Path = () if items_at is None else (*items_at, 0)

    def item(path: Path) -> bool:  # path[:width] names one of the document's objects
        if items_at is None:
            return True
        index = path[width - 1] if len(path) >= width else None
        return path[: width - 1] == items_at and type(index) is int and 0 <= index < count

    for found in repeated:
        inside = len(found.path) > width and item(found.path)
        prefix = found.path[:width] if inside else first
        by_object.setdefault(prefix, []).append(found._replace(path=found.path[width:]) if inside else found)
    return by_object


def _yaml_items(text: str) -> Iterator[ManifestObject]:
    for doc, (value, spans, repeated) in enumerate(_yaml_values(text)):
        items: list[tuple[Path, Any]]
        if isinstance(value, list):  # a bare JSON array of objects
            items = [((i,), item) for i, item in enumerate(value)]
        elif (
            isinstance(value, dict)
            and isinstance(value.get("items"), list)
            and (
                str(value.get("kind", "")).endswith("List") or "kind" not in value  # hand-trimmed dumps lose it
            )
        ):
            items = [(("items", i), item) for i, item in enumerate(value["items"])]
        else:
            items = [((), value)]
        items_at = items[0][0][:-1] if items and items[0][0] else None  # () or ("items",) for a List's items
        by_object = _shared(repeated, items_at, len(items)) if repeated else {}
        for prefix, item in items:
            if isinstance(item, dict):
                found = by_object.get(prefix, [])
                yield ManifestObject(item, doc, prefix, locate=partial(spans, prefix), repeated=found)
