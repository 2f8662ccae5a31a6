"""The fleet report: many nodes' JSON reports (`live --host`, `health-probe`) joined into one.

Input is lines: report files, or what `kubectl logs --prefix` prints for many pods. Each line goes
to its source (the ``[pod/<name>/<container>] `` prefix kubectl puts before it, else the input it
came from), and each source gathers the lines of its current JSON document until the document's
braces balance; the document is then decoded, validated against the node report's schema (an
untrusted report that breaks it is a problem of its node, not merged), its findings kept as small
records with shared strings, and its text dropped. No line is held past ``max_line_bytes``. One
pass, and memory grows with the nodes and findings, never with the text. Lines outside a document (the tool's stderr shares the container log) are kept, a few
per source, as that node's messages.

Findings identical across nodes collapse for the text and markdown views: same rule, severity,
field path, and file and message once claim UIDs, the node's own name and durations are
generalised (``<uid>``, ``<node>``, ``<n> s``). JSON and SARIF keep every node's exact findings.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from ..model import shipped
from ..model.findings import Severity
from ..model.fingerprint import own_fingerprint
from ..model.results import format_path, json_document
from ..model.schema import parse_int, schema_errors
from .base import automation_details, printable
from .markdown import code, escape, finding_item

FORMAT_VERSION = 1  # of the node reports read (docs/json-report.md) and of the fleet report written
REPORT_SCHEMA = "report/dra-conform-report.json"  # what a node report must be to be merged
MAX_DOCUMENT_CHARS = 256 * 1024 * 1024  # one node's report; a larger one is refused, the others still read
# One line of input: longer ones are skipped, never held (the tool's own reports are indented, a line a
# member; a report squeezed onto one line by `jq -c` fits unless it has some 50,000 findings).
MAX_LINE_BYTES = 16 * 1024 * 1024
MAX_MESSAGES = 20  # lines besides its report kept per source
MAX_MESSAGE_CHARS = 1000
NAMES_SHOWN = 10  # node names listed per line in text and markdown; JSON lists them all

# `kubectl logs --prefix` writes "[pod/<name>/<container>] " before each line (kubectl pkg/cmd/logs/logs.go).
_PREFIX = re.compile(r"\[pod/([^/\]\s]+)/([^/\]\s]*)\] ")
# `kubectl logs --timestamps`: the kubelet's RFC 3339 time and a space.
_TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d) ")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')  # JSON strings never span lines
_UID = re.compile(
    r"(?<![0-9a-fA-F])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9a-fA-F])"
)
_SECONDS = re.compile(r"(?<![\w.])\d+(?:\.\d+)? s\b")
_SEVERITIES = {s.label: s for s in Severity}
_ORDER = (Severity.ERROR, Severity.WARNING, Severity.NOTE)


@dataclass(frozen=True, slots=True)
class NodeFinding:
    """One finding of one node's report, and its generalised file and message (for collapsing)."""

    node: int  # index in Fleet.nodes
    rule_id: str
    severity: Severity
    message: str
    field_path: str
    file: str
    line: int
    column: int
    end_line: int
    end_column: int
    object: int | None
    general_file: str
    general_message: str


@dataclass(slots=True)
class Node:
    name: str
    source: str  # the pod (`pod/<name>/<container>`) or file its report came from
    counts: Counter[Severity] = field(default_factory=Counter)
    files: int = 0
    kubernetes_version: str = ""
    input_errors: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)  # what its pod wrote besides the report (stderr)

    @property
    def worst(self) -> Severity | None:
        return next((s for s in _ORDER if self.counts[s]), None)


@dataclass
class Fleet:
    nodes: list[Node] = field(default_factory=list)
    findings: list[NodeFinding] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # inputs that gave no usable report (exit 2)
    notices: list[str] = field(default_factory=list)  # for stderr: reports named after their source, duplicates

    def failing(self, threshold: Severity | None) -> bool:
        return threshold is not None and any(f.severity >= threshold for f in self.findings)

    @property
    def node_errors(self) -> list[str]:
        """Input errors the nodes' own runs had (their `summary.inputErrors`): the merge exits 2 for them too."""
        return [f"{n.name}: {e}" for n in self.nodes for e in n.input_errors]


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
        general = _generaliser(name)
        checked = value.get("kubernetesVersions")
        if checked and len(checked) > 1:  # a matrix run: the releases it checked against
            node.kubernetes_version = self._text(", ".join(checked))
        for item in value["findings"]:
            finding = self._finding(index, item, general, checked or ())
            node.counts[finding.severity] += 1
            self.fleet.findings.append(finding)

    def _finding(self, node: int, item: dict[str, Any], general: Any, checked: Any = ()) -> NodeFinding:
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


def _generaliser(node: str):  # type: ignore[no-untyped-def]
    """What makes a node's file or message the same as another node's: no claim UIDs, no own name, no times."""
    own: list[re.Pattern[str]] = []  # compiled only once the name occurs: most texts never name their node

    def general(text: str) -> str:
        if not text:
            return text
        if "-" in text:
            text = _UID.sub("<uid>", text)
        if " s" in text:
            text = _SECONDS.sub("<n> s", text)
        if len(node) >= 3 and node in text:
            if not own:
                own.append(re.compile(r"(?<![\w.-])" + re.escape(node) + r"(?![\w-]|\.\w)"))
            text = own[0].sub("<node>", text)
        return text

    return general


def read(inputs: Iterable[tuple[str, Iterable[str]]], max_document_chars: int = MAX_DOCUMENT_CHARS) -> Fleet:
    """The fleet from ``(name, lines)`` pairs, read one after the other."""
    reader = Reader(max_document_chars)
    for origin, lines in inputs:
        reader.feed_lines(origin, lines)
    return reader.finish()


# ---- what the views share -------------------------------------------------------------------------------


@dataclass
class Group:
    """Identical findings on one or more nodes."""

    rule_id: str
    severity: Severity
    field_path: str
    file: str  # generalised
    message: str  # generalised
    count: int = 0
    nodes: list[int] = field(default_factory=list)  # node indexes, each once, in reading order


@dataclass
class RuleSummary:
    rule_id: str
    severity: Severity  # the most severe of its findings
    count: int
    nodes: list[str]  # names, sorted


@dataclass
class DriverSummary:
    driver: str
    counts: Counter[Severity]
    nodes: int


@dataclass
class Summary:
    fleet: Fleet
    groups: list[Group]
    rules: list[RuleSummary]
    drivers: list[DriverSummary]

    @property
    def counts(self) -> Counter[Severity]:
        total: Counter[Severity] = Counter()
        for node in self.fleet.nodes:
            total.update(node.counts)
        return total

    def nodes_by(self, severity: Severity | None) -> list[Node]:
        return [n for n in self.fleet.nodes if n.worst == severity]


def driver_of(path: str) -> str:
    """The driver a file belongs to, from where the kubelet plugin keeps it ('' when the path names none).

    <cdi>/<driver>_metadata_<uid>_<request>.json, .../<driver>-metadata.json (in a container),
    <plugins>/<driver>/... (host files, DRA sockets; a health stream is named <socket>#NodeWatchResources).
    """
    path = path.split("#", 1)[0]
    name = path.rsplit("/", 1)[-1]
    if "_metadata_" in name and name.endswith(".json"):
        return name.split("_metadata_", 1)[0]
    if name.endswith("-metadata.json"):
        return name[: -len("-metadata.json")]
    parts = path.split("/")
    if "plugins" in parts:
        i = parts.index("plugins")
        if i + 2 < len(parts):
            return parts[i + 1]
    return ""


def summarise(fleet: Fleet) -> Summary:
    groups: dict[tuple[str, Severity, str, str, str], Group] = {}
    rules: dict[str, tuple[Severity, int, set[int]]] = {}
    drivers: dict[str, tuple[Counter[Severity], set[int]]] = {}
    for f in fleet.findings:
        key = (f.rule_id, f.severity, f.field_path, f.general_file, f.general_message)
        group = groups.get(key)
        if group is None:
            group = groups[key] = Group(*key)
        group.count += 1
        if not group.nodes or group.nodes[-1] != f.node:  # a node's findings arrive together
            group.nodes.append(f.node)
        worst, count, nodes = rules.get(f.rule_id, (f.severity, 0, set()))
        nodes.add(f.node)
        rules[f.rule_id] = (max(worst, f.severity), count + 1, nodes)
        counts, on = drivers.setdefault(driver_of(f.file), (Counter(), set()))
        counts[f.severity] += 1
        on.add(f.node)
    names = [n.name for n in fleet.nodes]
    rule_list = [RuleSummary(r, s, c, sorted(names[i] for i in on)) for r, (s, c, on) in rules.items()]
    rule_list.sort(key=lambda r: (-r.severity, -len(r.nodes), r.rule_id))
    group_list = sorted(
        groups.values(), key=lambda g: (-g.severity, g.rule_id, -len(g.nodes), g.file, g.field_path, g.message)
    )
    driver_list = [DriverSummary(d, c, len(on)) for d, (c, on) in drivers.items()]
    driver_list.sort(key=lambda d: (d.driver == "", d.driver))
    return Summary(fleet, group_list, rule_list, driver_list)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _counts(counts: Counter[Severity]) -> str:
    return ", ".join(_plural(counts[s], s.label) for s in _ORDER)


def _names(names: list[str], shown: int = NAMES_SHOWN) -> str:
    listed = ", ".join(names[:shown])
    return listed + (f", … ({len(names) - shown} more)" if len(names) > shown else "")


def _headline(summary: Summary) -> str:
    fleet = summary.fleet
    nodes = len(fleet.nodes)
    parts = [f"{_plural(nodes, 'node')} reported"]
    for severity in _ORDER:
        parts.append(
            f"{len(summary.nodes_by(severity))} with {severity.label}s"
            if severity is not Severity.NOTE
            else f"{len(summary.nodes_by(severity))} with notes only"
        )
    parts.append(f"{len(summary.nodes_by(None))} clean")
    line = ", ".join(parts) + f"; {_counts(summary.counts)}"
    problems = len(fleet.problems) + len(fleet.node_errors)
    return line + (f"; {_plural(problems, 'input problem')}" if problems else "")


# ---- text ------------------------------------------------------------------------------------------------


def render_text(fleet: Fleet) -> str:
    summary = summarise(fleet)
    names = [n.name for n in fleet.nodes]
    total = len(fleet.nodes)
    out = [f"fleet: {printable(_headline(summary))}"]
    by_rule: dict[str, list[Group]] = {}
    for group in summary.groups:
        by_rule.setdefault(group.rule_id, []).append(group)
    for rule in summary.rules:
        out.append(
            f"{printable(rule.rule_id)} {rule.severity.label} on {len(rule.nodes)} of {total} nodes: "
            f"{printable(_names(rule.nodes))}"
        )
        for g in by_rule[rule.rule_id]:
            where = f"{g.file}: " if g.file else ""
            what = f"{g.field_path}: {g.message}" if g.field_path else g.message
            on = sorted(names[i] for i in g.nodes)
            out.append(
                printable(f"  {g.count}× {g.severity.label} {where}{what}")
                + (f"  [{printable(_names(on, 3))}]" if len(on) < total else "  [every node]")
            )
    with_findings = sorted((n for n in fleet.nodes if n.worst), key=lambda n: (-n.worst, n.name))  # type: ignore[operator]
    if with_findings:
        out.append("nodes:")
        out += [printable(f"  {n.name}: {_counts(n.counts)}") for n in with_findings]
    clean = sorted(n.name for n in fleet.nodes if n.worst is None)
    if clean:
        out.append(printable(f"clean: {_names(clean)}"))
    if summary.drivers:
        out.append("drivers:")
        out += [
            printable(f"  {d.driver or '(no driver in the path)'}: {_counts(d.counts)} on {_plural(d.nodes, 'node')}")
            for d in summary.drivers
        ]
    messages = _collapsed_messages(fleet)
    if messages:
        out.append("messages from the nodes:")
        out += [printable(f"  {len(on)}× {text}  [{_names(sorted(on), 3)}]") for text, on in messages]
    problems = fleet.problems + fleet.node_errors
    if problems:
        out.append("input problems:")
        out += [f"  {printable(p)}" for p in problems]
    return "\n".join(out) + "\n"


def _collapsed_messages(fleet: Fleet) -> list[tuple[str, list[str]]]:
    """The nodes' stderr lines, generalised and collapsed like findings."""
    seen: dict[str, list[str]] = {}
    for node in fleet.nodes:
        general = _generaliser(node.name)
        for message in node.messages:
            on = seen.setdefault(general(message.removeprefix("dra-conform: ")), [])
            if not on or on[-1] != node.name:
                on.append(node.name)
    return sorted(seen.items(), key=lambda item: (-len(item[1]), item[0]))


# ---- JSON ------------------------------------------------------------------------------------------------


def render_json(fleet: Fleet, tool_version: str = "") -> str:
    summary = summarise(fleet)
    names = [n.name for n in fleet.nodes]
    counts = summary.counts
    document = {
        "formatVersion": FORMAT_VERSION,
        "kind": "FleetReport",
        "tool": {"name": "dra-conform", "version": tool_version},
        "summary": {
            "nodes": len(fleet.nodes),
            "nodesWithErrors": len(summary.nodes_by(Severity.ERROR)),
            "nodesWithWarnings": len(summary.nodes_by(Severity.WARNING)),
            "nodesWithNotesOnly": len(summary.nodes_by(Severity.NOTE)),
            "cleanNodes": len(summary.nodes_by(None)),
            "errors": counts[Severity.ERROR],
            "warnings": counts[Severity.WARNING],
            "notes": counts[Severity.NOTE],
            "inputProblems": fleet.problems + fleet.node_errors,
        },
        "rules": [
            {
                "ruleId": r.rule_id,
                "severity": r.severity.label,
                "findings": r.count,
                "nodeCount": len(r.nodes),
                "nodes": r.nodes,
            }
            for r in summary.rules
        ],
        "findings": [
            {
                "ruleId": g.rule_id,
                "severity": g.severity.label,
                "file": g.file,
                "fieldPath": g.field_path,
                "message": g.message,
                "count": g.count,
                "nodeCount": len(g.nodes),
                "nodes": sorted(names[i] for i in g.nodes),
            }
            for g in summary.groups
        ],
        "nodes": [
            {
                "name": n.name,
                "source": n.source,
                "errors": n.counts[Severity.ERROR],
                "warnings": n.counts[Severity.WARNING],
                "notes": n.counts[Severity.NOTE],
                "files": n.files,
                "kubernetesVersion": n.kubernetes_version,
                "inputErrors": n.input_errors,
                "messages": n.messages,
            }
            for n in sorted(fleet.nodes, key=lambda n: n.name)
        ],
        "drivers": [
            {
                "driver": d.driver,
                "nodes": d.nodes,
                "errors": d.counts[Severity.ERROR],
                "warnings": d.counts[Severity.WARNING],
                "notes": d.counts[Severity.NOTE],
            }
            for d in summary.drivers
        ],
    }
    return json_document(document) + "\n"  # exact: a lone surrogate as its \u escape


# ---- markdown (a CI job summary) -------------------------------------------------------------------------


def render_markdown(fleet: Fleet, max_rows: int = 200) -> str:
    summary = summarise(fleet)
    names = [n.name for n in fleet.nodes]
    total = len(fleet.nodes)
    verdict = "errors" if summary.nodes_by(Severity.ERROR) else "clean" if not fleet.findings else "findings"
    out = [f"## dra-conform fleet: {_plural(total, 'node')}, {verdict}", "", escape(_headline(summary)), ""]
    out += ["| nodes | count |", "| --- | ---: |"]
    for label, severity in (
        ("with errors", Severity.ERROR),
        ("with warnings", Severity.WARNING),
        ("with notes only", Severity.NOTE),
        ("clean", None),
    ):
        out.append(f"| {label} | {len(summary.nodes_by(severity))} |")
    problems = fleet.problems + fleet.node_errors
    if problems:
        out.append(f"| input problems | {len(problems)} |")
    if summary.rules:
        out += ["", "### Rules", "", "| rule | severity | nodes | findings |", "| --- | --- | ---: | ---: |"]
        out += [
            f"| {escape(r.rule_id)} | {r.severity.label} | {len(r.nodes)} of {total} | {r.count} |"
            for r in summary.rules
        ]
        out += ["", "### Findings", ""]
        for g in summary.groups[:max_rows]:
            on = sorted(names[i] for i in g.nodes)
            where = f"`{code(g.file)}` " if g.file else ""
            head = f"**{escape(g.rule_id)}** {g.severity.label}, {g.count}× on {len(on)} of {total} nodes: {where}"
            out += finding_item(head, g.field_path, g.message)
            out.append(f"  <details><summary>nodes</summary>{escape(', '.join(on))}</details>")
        if len(summary.groups) > max_rows:
            out.append(f"- … {len(summary.groups) - max_rows} more (the JSON and SARIF reports have them all)")
    with_findings = sorted((n for n in fleet.nodes if n.worst), key=lambda n: (-n.worst, n.name))  # type: ignore[operator]
    if with_findings:
        out += [
            "",
            "### Nodes with findings",
            "",
            "| node | errors | warnings | notes |",
            "| --- | ---: | ---: | ---: |",
        ]
        out += [
            f"| {escape(n.name)} | {n.counts[Severity.ERROR]} | {n.counts[Severity.WARNING]} | {n.counts[Severity.NOTE]} |"
            for n in with_findings[:max_rows]
        ]
        if len(with_findings) > max_rows:
            out.append(f"| … {len(with_findings) - max_rows} more | | | |")
    if summary.drivers:
        out += [
            "",
            "### Drivers",
            "",
            "| driver | nodes | errors | warnings | notes |",
            "| --- | ---: | ---: | ---: | ---: |",
        ]
        out += [
            f"| {escape(d.driver) or '(none in the path)'} | {d.nodes} | {d.counts[Severity.ERROR]} | "
            f"{d.counts[Severity.WARNING]} | {d.counts[Severity.NOTE]} |"
            for d in summary.drivers
        ]
    if problems:
        out += ["", "### Input problems", ""]
        out += [f"- {escape(p)}" for p in problems[:max_rows]]
    return "\n".join(out) + "\n"


# ---- SARIF -----------------------------------------------------------------------------------------------


def render_sarif(
    fleet: Fleet,
    tool_version: str,
    rules: list[dict[str, Any]],
    category: str = "",
    max_results: int = 5000,
    notices: list[str] | None = None,
) -> str:
    """One run; a result per finding per node, with the node in its properties. ``rules`` are the
    catalogue's rule descriptors (report.sarif.rule_descriptor), in ruleIndex order."""
    index = {r["id"]: i for i, r in enumerate(rules)}
    names = [n.name for n in fleet.nodes]
    findings = fleet.findings
    if len(findings) > max_results:  # GitHub keeps no more per run: the most severe, in reading order
        ranked = sorted(range(len(findings)), key=lambda i: -findings[i].severity)[:max_results]
        if notices is not None:
            notices.append(
                f"SARIF holds the {max_results} most severe of {len(findings)} findings (GitHub shows no more per run)"
            )
        findings = [findings[i] for i in sorted(ranked)]
    results = []
    ordinals: Counter[tuple[str, ...]] = Counter()
    for f in findings:
        node = names[f.node]
        uri = f.file.lstrip("/")
        key = (f.rule_id, f"{node}:{uri}", str(f.object), f.field_path)
        ordinals[key] += 1
        region = {
            "startLine": max(f.line, 1),
            "startColumn": max(f.column, 1),
            "endLine": max(f.end_line, f.line, 1),
            "endColumn": max(f.end_column, 1),
        }
        result: dict[str, Any] = {
            "ruleId": f.rule_id,
            "level": f.severity.label,
            "message": {"text": f"{f.field_path}: {f.message}" if f.field_path else f.message},
            "locations": [
                {"physicalLocation": {"artifactLocation": {"uri": uri, "uriBaseId": "NODEROOT"}, "region": region}}
            ],
            "partialFingerprints": {"draConform/v1": own_fingerprint(*key, ordinals[key])},
            "properties": {"node": node},
        }
        if f.rule_id in index:
            result["ruleIndex"] = index[f.rule_id]
        if f.field_path:
            result["locations"][0]["logicalLocations"] = [{"fullyQualifiedName": f.field_path, "kind": "member"}]
        results.append(result)
    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "dra-conform",
                        "version": tool_version,
                        "semanticVersion": tool_version,
                        "rules": rules,
                    }
                },
                **automation_details(category),
                "originalUriBaseIds": {
                    "NODEROOT": {
                        "uri": "file:///",
                        "description": {
                            "text": "The root of a node's filesystem; each result's properties.node names the node."
                        },
                    }
                },
                "columnKind": "unicodeCodePoints",
                "invocations": [{"executionSuccessful": not (fleet.problems or fleet.node_errors)}],
                "results": results,
                "properties": {"nodes": sorted(names)},
            }
        ],
    }
    return json_document(log) + "\n"


class LongLine(str):
    """In the place of a line longer than the limit: its first bytes (where kubectl's prefix is)."""

    __slots__ = ()


_BLOCK = 1 << 20
_HEAD = 512  # bytes of a long line kept: kubectl's prefix is at its start


def _decoded(raw: bytes) -> str:
    line = raw.decode("utf-8", "replace")
    return line[:-1] if line.endswith("\r") else line


def iter_lines(stream, limit: int = MAX_LINE_BYTES) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """Lines of a binary stream, decoded (UTF-8, bad bytes replaced), without their line ends.

    Read in blocks of 1 MiB, and no more than ``limit`` bytes of a line are ever held: a longer line
    is read to its end and dropped, a LongLine with its first bytes yielded in its place. Memory
    stays the same whatever the lines' lengths."""
    pending: list[bytes] = []  # the start of a line that runs over blocks
    held = 0  # its length
    head: bytes | None = None  # the first bytes of a line past the limit, being skipped to its end
    while block := stream.read(_BLOCK):
        start = 0
        if pending or head is not None:
            end = block.find(b"\n")
            piece = block if end < 0 else block[:end]
            if head is None:
                held += len(piece)
                pending.append(piece)
                if held > limit:  # the line is dropped: only its first bytes are kept
                    head, pending = _first(pending), []
            elif len(head) < _HEAD:
                head += piece[: _HEAD - len(head)]
            if end < 0:
                continue
            if head is not None:
                yield LongLine(_decoded(head))
            else:
                yield _decoded(b"".join(pending))
            pending, held, head = [], 0, None
            start = end + 1
        cut = block.rfind(b"\n", start)
        if cut >= start:
            if cut - start <= limit:  # no line in it can be too long: decoded at once
                for line in block[start:cut].decode("utf-8", "replace").split("\n"):
                    yield line[:-1] if line.endswith("\r") else line
            else:
                for raw in block[start:cut].split(b"\n"):
                    yield LongLine(_decoded(raw[:_HEAD])) if len(raw) > limit else _decoded(raw)
            start = cut + 1
        if start < len(block):
            tail = block[start:]
            if len(tail) > limit:
                head = tail[:_HEAD]
            else:
                pending, held = [tail], len(tail)
    if head is not None:
        yield LongLine(_decoded(head))
    elif pending:
        yield _decoded(b"".join(pending))


def _first(pieces: list[bytes]) -> bytes:
    """The first bytes of a line held in many pieces, without joining them all."""
    head = b""
    for piece in pieces:
        head += piece[: _HEAD - len(head)]
        if len(head) >= _HEAD:
            break
    return head
