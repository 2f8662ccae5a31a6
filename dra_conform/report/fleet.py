"""The fleet report's views: text, JSON, markdown (a CI job summary) and SARIF of a Fleet (model/fleet.py),
which `merge` reads and joins (engine/merge.py).

Findings identical across nodes collapse for the text and markdown views: same rule, severity,
field path, and file and message once generalised (model.fleet.generaliser). JSON and SARIF keep
every node's exact findings.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..model.findings import Severity
from ..model.fingerprint import own_fingerprint
from ..model.fleet import FORMAT_VERSION, ORDER, Fleet, Node, generaliser
from ..model.results import json_document
from .base import automation_details, most_severe, printable
from .markdown import code, escape, finding_item

NAMES_SHOWN = 10  # node names listed per line in text and markdown; JSON lists them all


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
    return ", ".join(_plural(counts[s], s.label) for s in ORDER)


def _names(names: list[str], shown: int = NAMES_SHOWN) -> str:
    listed = ", ".join(names[:shown])
    return listed + (f", … ({len(names) - shown} more)" if len(names) > shown else "")


def _headline(summary: Summary) -> str:
    fleet = summary.fleet
    nodes = len(fleet.nodes)
    parts = [f"{_plural(nodes, 'node')} reported"]
    for severity in ORDER:
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
        general = generaliser(node.name)
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
    findings = most_severe(fleet.findings, max_results, [] if notices is None else notices)
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
