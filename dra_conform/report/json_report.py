"""The JSON report, format version 1 (documented in docs/json-report.md)."""

from __future__ import annotations

from collections import Counter

from ..model.findings import Severity
from ..model.results import Report, json_document
from .base import RunInfo, counts, kind_counts

FORMAT_VERSION = 1


def _by_release(report: Report, releases: tuple[str, ...]) -> dict[str, dict[str, int]]:
    """A matrix run's counts as each release alone would report them."""
    out = {}
    for release in releases:
        held = Counter(f.severity for f in report.findings if f.applies_to(release))
        out[release] = {
            "errors": held[Severity.ERROR],
            "warnings": held[Severity.WARNING],
            "notes": held[Severity.NOTE],
        }
    return out


def render(report: Report, run: RunInfo) -> str:
    c = counts(report)
    document = {
        "formatVersion": FORMAT_VERSION,
        "tool": {"name": "dra-conform", "version": run.version, "backend": run.backend},
        "kubernetesVersion": run.kubernetes_version,  # the newest of kubernetesVersions
        "kubernetesVersions": list(run.releases or (run.kubernetes_version,)),
        **({"node": run.node_name} if run.node_name else {}),
        "summary": {
            "files": len(report.files),
            "metadataFiles": sum(1 for r in report.files if r.kind == "metadata"),
            "skippedFiles": sum(1 for r in report.files if r.kind == "skipped"),
            "manifestFiles": sum(1 for r in report.files if r.kind == "manifest"),
            "healthCaptures": sum(1 for r in report.files if r.kind == "health"),
            "objectsChecked": sum(r.objects for r in report.files),
            "unvalidatedObjects": sum(r.unvalidated_objects for r in report.files),
            "otherObjects": sum(r.other_objects for r in report.files),
            "kinds": {kind: {"validated": v, "notValidated": c} for kind, (v, c) in kind_counts(report).items()},
            "errors": c[Severity.ERROR],
            "warnings": c[Severity.WARNING],
            "notes": c[Severity.NOTE],
            "inputErrors": report.errors,
            **({"releases": _by_release(report, run.releases)} if run.releases else {}),
        },
        "files": [
            {"path": r.display, "kind": r.kind, "decodedVersion": r.decoded_version}
            for r in report.files
            if r.kind != "skipped"
        ],
        "findings": [
            {
                "ruleId": f.rule_id,
                "severity": f.severity.label,
                "message": f.message,
                "fieldPath": f.field_path,
                "file": f.file,
                "line": f.location.line,
                "column": f.location.column,
                "endLine": f.location.end_line,
                "endColumn": f.location.end_column,
                "object": f.doc,
                "releases": run.holds_on(f),
            }
            for f in report.findings
        ],
    }
    return json_document(document) + "\n"
