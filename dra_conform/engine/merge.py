"""Merging many nodes' JSON reports (`live --host`, `health-probe`) into one Fleet (model/fleet.py).

Input is lines: report files, or what `kubectl logs --prefix` prints for many pods. Each line goes
to its source (the ``[pod/<name>/<container>] `` prefix kubectl puts before it, else the input it
came from), and each source gathers the lines of its current JSON document until the document's
braces balance; the document is then decoded, validated against the node report's schema (an
untrusted report that breaks it is a problem of its node, not merged), its findings kept as small
records with shared strings (and their generalised file and message, model.fleet.generaliser), and
its text dropped. No line is held past ``max_line_bytes`` (reading/lines.py). One pass, and memory
grows with the nodes and findings, never with the text. Lines outside a document (the tool's stderr
shares the container log) are kept, a few per source, as that node's messages.

report/fleet.py renders the Fleet.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Iterable

from ..model import shipped
from ..model.findings import Severity
from ..model.fleet import FORMAT_VERSION, Fleet, Node, NodeFinding, generaliser
from ..model.results import format_path
from ..model.schema import parse_int, schema_errors
from ..reading.lines import MAX_LINE_BYTES, LongLine

REPORT_SCHEMA = "report/dra-conform-report.json"  # what a node report must be to be merged
MAX_DOCUMENT_CHARS = 256 * 1024 * 1024  # one node's report; a larger one is refused, the others still read
MAX_MESSAGES = 20  # lines besides its report kept per source
MAX_MESSAGE_CHARS = 1000

# `kubectl logs --prefix` writes "[pod/<name>/<container>] " before each line (kubectl pkg/cmd/logs/logs.go).
_PREFIX = re.compile(r"\[pod/([^/\]\s]+)/([^/\]\s]*)\] ")
# `kubectl logs --timestamps`: the kubelet's RFC 3339 time and a space.
_TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d) ")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')  # JSON strings never span lines
_SEVERITIES = {s.label: s for s in Severity}


class _Source:
    __slots__ = (
        "name",
        "parts",
        "start",
        "size",
        "depth",
        "overflow",
        "messages",
        "dropped",
        "reports",
        "problems",
        "node",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.parts: list[str] | None = None  # lines of the document being read; None between documents
        self.start = ""  # where that document starts: "line N of <input>"
        self.size = self.depth = 0
        self.overflow = False
        self.messages: list[str] = []
        self.dropped = 0
        self.reports = self.problems = 0
        self.node: int | None = None

    def say(self, text: str) -> None:
        if len(self.messages) < MAX_MESSAGES:
            self.messages.append(text[:MAX_MESSAGE_CHARS])
        else:
            self.dropped += 1


class Reader:
    """Feed it lines (``feed``), then take the Fleet (``finish``)."""

    def __init__(self, max_document_chars: int = MAX_DOCUMENT_CHARS, max_line_bytes: int = MAX_LINE_BYTES) -> None:
        self.fleet = Fleet()
        self.max_document_chars = max_document_chars
        self.max_line_bytes = max_line_bytes
        self._sources: dict[str, _Source] = {}
        self._names: dict[str, int] = {}
        self._strings: dict[str, str] = {}
        self._decoder = json.JSONDecoder(parse_int=parse_int)  # a 5,000-digit number is a value, not a ValueError
        self._schema: dict[str, Any] = json.loads(shipped.read_text(REPORT_SCHEMA))
        self._last: _Source | None = None
        self._origin, self._line_number = "", 0  # the input being read, and its line

    def feed(self, origin: str, line: str) -> None:
        """One line (without its newline) of the input named ``origin`` (a file, or <stdin>)."""
        if origin != self._origin:
            self._origin, self._line_number = origin, 0
        self._line_number += 1
        if type(line) is LongLine or len(line) > self.max_line_bytes:
            self._long_line(origin, line)
            return
        first = _PREFIX.match(line) if line.startswith("[pod/") else None
        if first is None:
            self._line(origin, line)
            return
        start, source = first.end(), f"pod/{first.group(1)}/{first.group(2)}"
        if line.find("[pod/", start) >= 0:  # a pod whose log ended without a newline ran into the next pod's line
            for m in _PREFIX.finditer(line, start):
                self._line(source, line[start : m.start()])
                start, source = m.end(), f"pod/{m.group(1)}/{m.group(2)}"
        self._line(source, line[start:])

    def _long_line(self, origin: str, head: str) -> None:
        """A line past the limit, skipped: a problem of the pod it came from (its prefix is in the line's
        first bytes), whose report being read, if any, is then dropped (a part of it is missing)."""
        first = _PREFIX.match(head) if head.startswith("[pod/") else None
        name = f"pod/{first.group(1)}/{first.group(2)}" if first else origin
        source = self._sources.get(name) or self._sources.setdefault(name, _Source(name))
        where = f"line {self._line_number}" + ("" if name == origin else f" of {origin}")
        self._problem(source, f"{where} longer than {self.max_line_bytes} bytes, skipped")
        if source.parts is not None:
            source.overflow, source.parts = True, []

    def feed_text(self, origin: str, text: str) -> None:
        """A whole input at once: report files (one or more reports, nothing else) are decoded as they are,
        anything else (a saved log, a cut report) line by line as `feed` takes it."""
        values: list[tuple[Any, int]] = []
        pos, end = 0, len(text)
        try:
            while True:
                while pos < end and text[pos] in " \t\r\n":
                    pos += 1
                if pos >= end:
                    break
                if text[pos] != "{":
                    raise ValueError("not a report")
                start = pos
                value, pos = self._decoder.raw_decode(text, pos)
                values.append((value, start))
        except (ValueError, RecursionError):
            self.feed_lines(origin, text.splitlines())
            return
        source = self._sources.get(origin) or self._sources.setdefault(origin, _Source(origin))
        line, counted = 1, 0
        for value, start in values:
            line += text.count("\n", counted, start)
            counted = start
            source.start = _line_of(line, origin, source.name)
            self._report(source, value)

    def feed_lines(self, origin: str, lines: Iterable[str]) -> None:
        feed = self.feed
        for line in lines:
            feed(origin, line)

    def _line(self, name: str, text: str) -> None:
        source = self._last
        if source is None or source.name != name:  # consecutive lines mostly come from one pod
            source = self._sources.get(name)
            if source is None:
                source = self._sources[name] = _Source(name)
            self._last = source
        if text[:1].isdigit() and (stamp := _TIMESTAMP.match(text)):
            text = text[stamp.end() :]
        if source.parts is None:
            head = text.lstrip()
            if not head:
                return
            if head[0] != "{":
                source.say(text)
                return
            source.parts, source.size, source.depth, source.overflow = [], 0, 0, False
            source.start = _line_of(self._line_number, self._origin, name)
        elif text.startswith("dra-conform: "):  # the tool's stderr, interleaved with its report
            source.say(text)
            return
        source.size += len(text) + 1
        if source.overflow:
            pass
        elif source.size > self.max_document_chars:
            source.overflow, source.parts = True, []
            self._problem(source, f"a report larger than {self.max_document_chars} characters; not read")
        else:
            source.parts.append(text)
        if "{" in text or "}" in text:
            bare = _STRING.sub("", text) if '"' in text else text
            source.depth += bare.count("{") - bare.count("}")
            if source.depth <= 0:
                parts, overflow, source.parts = source.parts, source.overflow, None
                if not overflow:
                    self._document(source, "\n".join(parts))

    def _document(self, source: _Source, text: str) -> None:
        pos, end = 0, len(text)
        while True:
            while pos < end and text[pos] in " \t\r\n":
                pos += 1
            if pos >= end:
                return
            try:
                value, pos = self._decoder.raw_decode(text, pos)
            except json.JSONDecodeError as exc:
                self._problem(
                    source, f"not a JSON report ({exc.msg}, line {exc.lineno} column {exc.colno} of the report)"
                )
                return
            except RecursionError:
                self._problem(source, "not a JSON report (nested too deeply)")
                return
            self._report(source, value)

    def _problem(self, source: _Source, text: str) -> None:
        source.problems += 1
        self.fleet.problems.append(f"{source.name}: {text}")

    def _text(self, text: str) -> str:
        return self._strings.setdefault(text, text)

    def _report(self, source: _Source, value: Any) -> None:
        fleet_report = isinstance(value, dict) and value.get("kind") == "FleetReport"
        if fleet_report or not isinstance(value, dict) or value.get("formatVersion") != FORMAT_VERSION:
            self._problem(
                source,
                "a fleet report: merge reads the nodes' reports"
                if fleet_report
                else f"not a dra-conform JSON report (formatVersion {FORMAT_VERSION})",
            )
            return
        source.reports += 1
        name = value.get("node")
        if not isinstance(name, str) or not name:
            name = source.name
        errors = schema_errors(self._schema, value)
        if errors:  # untrusted input: a report not of the format is not merged, and said where it breaks
            where, message = errors[0]
            more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
            self._problem(
                source,
                f"node {name}: report unreadable: {format_path(where) or '(top level)'}: {message}{more} ({source.start})",
            )
            return
        if not value.get("node"):
            self.fleet.notices.append(
                f"{source.name}: a report without a node name (run it with --node-name or "
                "NODE_NAME); named after where it came from"
            )
        if name in self._names:
            first = self.fleet.nodes[self._names[name]].source
            self.fleet.notices.append(
                f"{source.name}: a second report for node {name} (the first came from {first}); the first is kept"
            )
            return
        index = self._names[name] = len(self.fleet.nodes)
        source.node = index
        node = Node(name, source.name)
        summary = value.get("summary", {})  # the schema holds every value read below to its type
        node.files = int(summary.get("files", 0))
        node.kubernetes_version = self._text(value.get("kubernetesVersion", ""))
        node.input_errors = list(summary.get("inputErrors", ()))
        self.fleet.nodes.append(node)
        general = generaliser(name)
        checked = value.get("kubernetesVersions")
        if checked and len(checked) > 1:  # a matrix run: the releases it checked against
            node.kubernetes_version = self._text(", ".join(checked))
        for item in value["findings"]:
            finding = self._finding(index, item, general, checked or ())
            node.counts[finding.severity] += 1
            self.fleet.findings.append(finding)

    def _finding(
        self, node: int, item: dict[str, Any], general: Callable[[str], str], checked: Iterable[str] = ()
    ) -> NodeFinding:
        """One finding of a report the schema accepted (its integers may be written 12.0: int() them).
        A finding of a matrix run that holds on some of its releases (``checked``) only says which, as
        the node's own report does, and is grouped only with findings that say the same."""
        message, file, obj = self._text(item["message"]), self._text(item["file"]), item["object"]
        releases = item.get("releases")
        if releases and list(releases) != list(checked):
            message = f"{message} (only on {self._text(', '.join(releases))})"
        return NodeFinding(
            node,
            self._text(item["ruleId"]),
            _SEVERITIES[item["severity"]],
            message,
            self._text(item["fieldPath"]),
            file,
            int(item["line"]),
            int(item["column"]),
            int(item["endLine"]),
            int(item["endColumn"]),
            None if obj is None else int(obj),
            self._text(general(file)),
            self._text(general(message)),
        )

    def finish(self) -> Fleet:
        fleet = self.fleet
        for source in self._sources.values():
            if source.parts is not None and not source.overflow:
                self._problem(
                    source,
                    f"the report is cut off after {len(source.parts)} line(s) (did the pod stop, "
                    "or the log rotate, before it was written?)",
                )
            if source.dropped:
                source.messages.append(f"({source.dropped} more line(s) not kept)")
            if source.reports == 1 and source.node is not None:
                fleet.nodes[source.node].messages.extend(source.messages)
            elif source.reports == 0 and not source.problems:
                said = f"; it said: {source.messages[0]}" if source.messages else ""
                self._problem(source, f"no report{said}")
            elif source.messages:  # several reports from one source: its lines cannot be told apart
                fleet.notices.extend(f"{source.name}: {m}" for m in source.messages)
        self._sources.clear()
        return fleet


def _line_of(line: int, origin: str, source: str) -> str:
    """Where a report starts, for the problem that names it."""
    return f"line {line}" if origin == source else f"line {line} of {origin}"


def read(inputs: Iterable[tuple[str, Iterable[str]]], max_document_chars: int = MAX_DOCUMENT_CHARS) -> Fleet:
    """The fleet from ``(name, lines)`` pairs, read one after the other."""
    reader = Reader(max_document_chars)
    for origin, lines in inputs:
        reader.feed_lines(origin, lines)
    return reader.finish()
