"""Reading manifests: objects with the position of every key and value.

YAML goes through PyYAML's composer (the libyaml-backed loader when available):
values come from PyYAML's own constructor, positions from the node marks, so
YAML's typing rules stay PyYAML's. JSON goes through dra-conform's scanner.
``kind: List`` and ``*List`` objects are unwrapped into their items.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..jsonstream import read_stream
from ..model import Path

# (line, column, end_line, end_column), 1-based, columns in code points, end exclusive.
Span = tuple[int, int, int, int]


class ManifestError(Exception):
    """The file is not YAML or JSON that can be read; the text says where."""


@dataclass
class ManifestObject:
    value: dict[str, Any]
    doc: int  # document index in the file
    prefix: Path  # where the object sits in its document (("items", 3) inside a List)
    spans: dict[Path, tuple[Span | None, Span]] = field(default_factory=dict)  # path -> (key, value)

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


def _yaml_objects(text: str) -> list[tuple[Any, dict[Path, tuple[Span | None, Span]]]]:
    import yaml

    loader_class = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    loader = loader_class(text)
    out = []
    try:
        while loader.check_node():
            node = loader.get_node()
            if node is None:
                continue
            spans: dict[Path, tuple[Span | None, Span]] = {}
            _walk_node(node, (), None, spans)
            out.append((loader.construct_document(node), spans))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ManifestError(f"not valid YAML: {where}{problem}") from None
    finally:
        loader.dispose()
    return out


def _span(node: Any) -> Span:
    start, end = node.start_mark, node.end_mark
    return start.line + 1, start.column + 1, end.line + 1, max(end.column + 1, start.column + 2 if end.line == start.line else 1)


def _walk_node(root: Any, path: Path, key_node: Any, spans: dict[Path, tuple[Span | None, Span]]) -> None:
    import yaml

    todo = [(root, path, key_node)]
    while todo:
        node, where, key = todo.pop()
        spans[where] = (_span(key) if key is not None else None, _span(node))
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                name = k.value if isinstance(k, yaml.ScalarNode) else str(k.value)
                todo.append((v, where + (name,), k))
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                todo.append((item, where + (i,), None))


def _json_objects(data: bytes) -> list[tuple[Any, dict[Path, tuple[Span | None, Span]]]]:
    from ..positions import LineIndex

    stream = read_stream(data)
    if stream.error_code:
        index = LineIndex(data)
        line, column = index.point(stream.error_offset)
        raise ManifestError(f"not valid JSON: line {line}, column {column}: {stream.error_message}")
    lines = LineIndex(data)
    out = []
    for value in stream.values:
        spans: dict[Path, tuple[Span | None, Span]] = {}
        for path, (ks, ke, vs, ve) in stream.spans(value.index).spans.items():
            key = _line_span(lines, ks, ke) if ks >= 0 else None
            spans[path] = (key, _line_span(lines, vs, ve))
        out.append((value.value, spans))
    return out


def _line_span(lines: Any, start: int, end: int) -> Span:
    loc = lines.location(start, end)
    return loc.line, loc.column, loc.end_line, loc.end_column


def read(data: bytes) -> list[ManifestObject]:
    """Every object of a manifest file, List wrappers unwrapped, documents that are not objects left out."""
    stripped = data.lstrip()
    if stripped[:1] in (b"{", b"["):
        documents = _json_objects(data)
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ManifestError(f"not UTF-8 text (byte {exc.start})") from None
        documents = _yaml_objects(text)
    objects: list[ManifestObject] = []
    for doc, (value, spans) in enumerate(documents):
        if isinstance(value, list):  # a bare JSON array of objects
            items = [((i,), item) for i, item in enumerate(value)]
        elif isinstance(value, dict) and isinstance(value.get("items"), list) and (
            str(value.get("kind", "")).endswith("List") or "kind" not in value  # hand-trimmed dumps lose it
        ):
            items = [(("items", i), item) for i, item in enumerate(value["items"])]
        else:
            items = [((), value)]
        for prefix, item in items:
            if isinstance(item, dict):
                own = {p[len(prefix):]: s for p, s in spans.items() if p[: len(prefix)] == prefix}
                objects.append(ManifestObject(item, doc, prefix, own))
    return objects
