"""SARIF 2.1.0 for GitHub code scanning: one run, deterministic bytes.

No timestamps and no absolute paths: URIs are relative to ``%SRCROOT%`` (the
working directory), results are sorted, JSON has a fixed indent and a final
newline. Every result has a region with startLine >= 1.
"""

from __future__ import annotations

import json
from typing import Any

from ..model.findings import Finding, Location, Rule, Severity
from ..model.fingerprint import own_fingerprint
from ..model.results import Report, exact_json, json_document, relative_uri
from .base import RunInfo, automation_details, full_message, most_severe, release_label
from .rule_docs import render_rule

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_PROBLEM = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "recommendation"}


def rule_descriptor(rule: Rule, docs_url: str = "") -> dict[str, Any]:
    markdown = render_rule(rule)  # the text of `explain` and docs/rules/<ID>.md, less the releases section
    tags = ["dra", rule.family.lower(), *rule.tags]
    descriptor: dict[str, Any] = {
        "id": rule.id,
        "name": rule.name,
        "shortDescription": {"text": rule.title},
        "fullDescription": {"text": rule.why[:1024]},
        "help": {"text": rule.remediation or rule.title, "markdown": markdown},
        "defaultConfiguration": {"level": rule.severity.label},
        "properties": {
            "tags": tags,
            "precision": "high" if rule.beyond_upstream else "very-high",
            "problem.severity": _PROBLEM[rule.severity],
        },
    }
    if docs_url:
        descriptor["helpUri"] = f"{docs_url.rstrip('/')}/{rule.id}.md"
    return descriptor


def _region(loc: Location) -> dict[str, int]:
    region = {"startLine": loc.line, "startColumn": loc.column, "endLine": loc.end_line, "endColumn": loc.end_column}
    if loc.byte_offset >= 0:  # known for JSON; YAML positions come as lines and columns only
        region.update(byteOffset=loc.byte_offset, byteLength=loc.byte_length)
    return region


def _line_hashes(report: Report, emitted: list[Finding], run: RunInfo) -> dict[str, dict[int, str]]:
    """The line hashes of the lines the emitted results point at, file by file."""
    if run.line_hashes is None:
        return {}
    lines: dict[str, set[int]] = {}
    for f in emitted:
        lines.setdefault(f.file, set()).add(f.location.line)
    files = {r.display: r for r in reversed(report.files)}  # the first result of a file given twice
    return {display: run.line_hashes(files[display], wanted) for display, wanted in lines.items() if display in files}


def _run_properties(run: RunInfo) -> dict[str, dict[str, Any]]:
    """The node a live report is about; a matrix run's releases."""
    properties: dict[str, Any] = {"node": run.node_name} if run.node_name else {}
    if run.releases:
        properties["kubernetesVersions"] = list(run.releases)
    return {"properties": properties} if properties else {}


def _ordinals(findings: list[Finding], releases: tuple[str, ...]) -> list[int]:
    """Each finding's ordinal among those of its rule, file, object and field path (its fingerprint's
    last part): the one a run of the newest release it holds on gives it (1 + the findings before it
    there that hold on that release too), so that checking more releases, and labelling findings
    with theirs, leaves fingerprints as they were. Should two findings of different releases get
    the same one, the finding of the newer release keeps it and the other takes the next free one."""
    counted: dict[tuple[str, str, str, str, str], int] = {}
    natural = []
    for f in findings:
        key = (f.rule_id, f.file, f.identity, f.field_path)
        natural.append(counted.get((*key, f.newest(releases)), 0) + 1)
        for release in releases:
            if f.applies_to(release):
                counted[(*key, release)] = counted.get((*key, release), 0) + 1
    rank = {release: -i for i, release in enumerate(releases)}
    taken: set[tuple[str, str, str, str, int]] = set()
    ordinals = natural[:]
    for i in sorted(range(len(findings)), key=lambda i: rank[findings[i].newest(releases)]):  # newest first
        f = findings[i]
        key = (f.rule_id, f.file, f.identity, f.field_path)
        while (*key, ordinals[i]) in taken:
            ordinals[i] += 1
        taken.add((*key, ordinals[i]))
    return ordinals


def render(report: Report, run: RunInfo) -> str:
    rules = [r for r in sorted(run.catalog.rules.values(), key=lambda r: r.id) if r.checkable in run.checkable]
    index = {r.id: i for i, r in enumerate(rules)}
    emitted = most_severe(report.findings, run.max_results, run.notices)
    hashes = _line_hashes(report, emitted, run)
    results = []
    ordinals = _ordinals(emitted, run.releases or (run.kubernetes_version,))
    for f, ordinal in zip(emitted, ordinals):
        uri = relative_uri(f.file)
        loc = f.location
        key = (f.rule_id, uri, f.identity, f.field_path)
        fingerprints = {"draConform/v1": own_fingerprint(*key, ordinal)}
        line_hash = hashes.get(f.file, {}).get(loc.line)
        if line_hash:
            fingerprints["primaryLocationLineHash"] = line_hash
        result: dict[str, Any] = {
            "ruleId": f.rule_id,
            "ruleIndex": index[f.rule_id],
            "level": f.severity.label,
            "message": {
                "text": full_message(f.field_path, f.message)
                + (f" ({release_label(f.releases)})" if f.releases else "")
            },
            "locations": [
                {
                    "physicalLocation": {
                        "artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"},
                        "region": _region(loc),
                    }
                }
            ],
            "partialFingerprints": fingerprints,
        }
        if run.node_name:
            result["properties"] = {"node": run.node_name}
        if run.releases:  # a matrix run: the releases the result holds on
            result.setdefault("properties", {})["kubernetesVersions"] = run.holds_on(f)
        if f.field_path:
            result["locations"][0]["logicalLocations"] = [{"fullyQualifiedName": f.field_path, "kind": "member"}]
        results.append(result)
    log = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "dra-conform",
                        "version": run.version,
                        "semanticVersion": run.version,
                        "rules": [rule_descriptor(r, run.docs_url) for r in rules],
                    }
                },
                **automation_details(run.sarif_category),
                "originalUriBaseIds": {"%SRCROOT%": {"description": {"text": "The directory dra-conform ran in."}}},
                "columnKind": "unicodeCodePoints",
                "invocations": [{"executionSuccessful": not report.errors}],
                "results": results,
                **_run_properties(run),
            }
        ],
    }
    return json_document(log) + "\n"


def failed_run(version: str, category: str, message: str) -> str:
    """A valid SARIF log with no results for a run that stopped before checking anything (a usage or
    configuration error): an upload finds the file, and the invocation says it failed and why."""
    log = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {"name": "dra-conform", "version": version, "semanticVersion": version, "rules": []}
                },
                **automation_details(category),
                "invocations": [
                    {
                        "executionSuccessful": False,
                        "exitCode": 2,
                        "toolExecutionNotifications": [{"level": "error", "message": {"text": message}}],
                    }
                ],
                "results": [],
            }
        ],
    }
    return exact_json(json.dumps(log, indent=2, ensure_ascii=False)) + "\n"
