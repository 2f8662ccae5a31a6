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
from .base import RunInfo, automation_details, full_message
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


def _most_severe(findings: list[Finding], run: RunInfo) -> list[Finding]:
    """At most ``run.max_results`` findings, the most severe ones, still in file order."""
    if len(findings) <= run.max_results:
        return findings
    ranked = sorted(range(len(findings)), key=lambda i: -findings[i].severity)[: run.max_results]
    kept = [findings[i] for i in sorted(ranked)]
    run.notices.append(
        f"SARIF holds the {run.max_results} most severe of {len(findings)} findings (GitHub shows no more per run)"
    )
    return kept


def _line_hashes(report: Report, emitted: list[Finding], run: RunInfo) -> dict[str, dict[int, str]]:
    """The line hashes of the lines the emitted results point at, file by file."""
    if run.line_hashes is None:
        return {}
    lines: dict[str, set[int]] = {}
    for f in emitted:
        lines.setdefault(f.file, set()).add(f.location.line)
    files = {r.display: r for r in reversed(report.files)}  # the first result of a file given twice
    return {display: run.line_hashes(files[display], wanted) for display, wanted in lines.items() if display in files}


def render(report: Report, run: RunInfo) -> str:
    rules = [r for r in sorted(run.catalog.rules.values(), key=lambda r: r.id) if r.checkable in run.checkable]
    index = {r.id: i for i, r in enumerate(rules)}
    emitted = _most_severe(report.findings, run)
    hashes = _line_hashes(report, emitted, run)
    results = []
    ordinals: dict[tuple[str, str, str, str], int] = {}
    for f in emitted:
        uri = relative_uri(f.file)
        loc = f.location
        key = (f.rule_id, uri, f.identity, f.field_path)
        ordinals[key] = ordinals.get(key, 0) + 1
        fingerprints = {"draConform/v1": own_fingerprint(*key, ordinals[key])}
        line_hash = hashes.get(f.file, {}).get(loc.line)
        if line_hash:
            fingerprints["primaryLocationLineHash"] = line_hash
        result: dict[str, Any] = {
            "ruleId": f.rule_id,
            "ruleIndex": index[f.rule_id],
            "level": f.severity.label,
            "message": {"text": full_message(f.field_path, f.message)},
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
                **({"properties": {"node": run.node_name}} if run.node_name else {}),
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
