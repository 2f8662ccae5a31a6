"""What the configuration does to findings: levels, off, suppressions, exclusions, baselines.

Applied after checking, in one place: rules keep reporting what they see, and the
user's choices decide what is shown. Suppressed findings leave the report
entirely (so they never reach SARIF); suppressions that matched nothing are
reported, so they do not outlive the problem they hid.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from typing import Any, NamedTuple

from ..model.findings import Finding
from ..model.results import FileResult, Report, json_document, relative_uri
from .config import Config, Suppression
from .globs import matches

ANNOTATION = "dra-conform.io/ignore"
ANNOTATION_REASON = "dra-conform.io/ignore-reason"


def relative_to(base: str, path: str) -> str:
    try:
        return os.path.relpath(os.path.abspath(path), base).replace(os.sep, "/")
    except ValueError:
        return path


def excluded(config: Config, path: str, cli_patterns: tuple[str, ...] = ()) -> bool:
    """Whether a file is left out on purpose: by the configuration's ``exclude`` (globs relative to
    the configuration file's directory) or by ``check --exclude`` (relative to the working directory)."""
    patterns = config.values["exclude"]
    if patterns and any(matches(p, relative_to(config.base_dir, path)) for p in patterns):
        return True
    return bool(cli_patterns) and any(matches(p, relative_to(os.getcwd(), path)) for p in cli_patterns)


class Outcome(NamedTuple):
    notices: list[str]


# `# dra-conform: disable-next-line DRA-PSR-005, DRA-PSR-006 -- reason` (also disable-line, disable-file).
_DIRECTIVE = (  # compiled (re's cache) when a file holds a directive: most runs have none
    rb"(?:^|\s)#\s*dra-conform:\s*(disable-next-line|disable-line|disable-file)\b([^\n#]*?)(?:--([^\n]*))?$"
)
_RULE_ID = r"DRA-[A-Z]+-\d{3}"


class Directive(NamedTuple):
    """A YAML comment suppression: ``line`` 0 for the whole file; no rules means every rule."""

    line: int
    written_on: int
    rules: frozenset[str]
    reason: str

    def covers(self, f: Finding) -> bool:
        return (self.line in (0, f.location.line)) and (not self.rules or f.rule_id in self.rules)


def directives(data: bytes) -> list[Directive]:
    out = []
    for m in re.finditer(_DIRECTIVE, data, re.MULTILINE):
        line = data.count(b"\n", 0, m.start(1)) + 1
        kind, ids, reason = m.group(1).decode(), m.group(2).decode("utf-8", "replace"), m.group(3) or b""
        target = {"disable-line": line, "disable-next-line": line + 1, "disable-file": 0}[kind]
        out.append(
            Directive(target, line, frozenset(re.findall(_RULE_ID, ids)), reason.decode("utf-8", "replace").strip())
        )
    return out


def apply(report: Report, config: Config, inline: bool) -> Outcome:
    notices: list[str] = []
    used: Counter[int] = Counter()
    for result in report.files:
        kept = []
        inline_rules = _inline(result, config, notices) if inline else {}
        inline_used: set[tuple[int, str]] = set()
        comments = _comments(result, config, notices) if inline else []
        comments_used: set[int] = set()
        for f in result.findings:
            severity = config.severity_for(f.rule_id, f.severity)
            if severity is None:
                continue
            if f.doc is not None and f.rule_id in inline_rules.get(f.doc, ()):
                inline_used.add((f.doc, f.rule_id))
                continue
            covering = next((i for i, d in enumerate(comments) if d.covers(f)), None)
            if covering is not None:
                comments_used.add(covering)
                continue
            match = next((s for s in config.suppressions if _matches(s, f, config)), None)
            if match is not None:
                used[match.index] += 1
                continue
            kept.append(f if severity is f.severity else _with_severity(f, severity))
        result.findings = kept
        for doc, rules in sorted(inline_rules.items()):
            for rule_id in sorted(rules - {r for d, r in inline_used if d == doc}):
                notices.append(f"{result.display}: unused suppression: {ANNOTATION} {rule_id} on object {doc + 1}")
        for i, d in enumerate(comments):
            if i not in comments_used:
                notices.append(f"{result.display}:{d.written_on}: unused suppression comment")
    for s in config.suppressions:
        if not used[s.index]:
            notices.append(f"{config.path}: unused suppression: ignore[{s.index}] ({s.rule}) matched nothing")
    report.files_changed()
    return Outcome(notices)


def _with_severity(f: Finding, severity) -> Finding:  # type: ignore[no-untyped-def]
    return f._replace(severity=severity)


def _matches(s: Suppression, f: Finding, config: Config) -> bool:
    if s.rule != f.rule_id:
        return False
    if s.paths and not any(matches(p, relative_to(config.base_dir, f.file)) for p in s.paths):
        return False
    return not s.field or matches(s.field, f.field_path)


def _comments(result: FileResult, config: Config, notices: list[str]) -> list[Directive]:
    out = []
    for d in result.directives:
        if config.values["require-reasons"] and not d.reason:
            notices.append(
                f"{result.display}:{d.written_on}: suppression comment ignored: it needs a reason "
                "after '--' (require-reasons)"
            )
        else:
            out.append(d)
    return out


def _inline(result: FileResult, config: Config, notices: list[str]) -> dict[int, set[str]]:
    """Rules suppressed per object by its dra-conform.io/ignore annotation."""
    out: dict[int, set[str]] = {}
    for doc, found in result.annotations.items():
        rules = {r.strip() for r in str(found.get(ANNOTATION, "")).split(",") if r.strip()}
        if not rules:
            continue
        if config.values["require-reasons"] and not str(found.get(ANNOTATION_REASON, "")).strip():
            notices.append(
                f"{result.display}: {ANNOTATION} on object {doc + 1} ignored: it needs "
                f"{ANNOTATION_REASON} (require-reasons)"
            )
            continue
        out[doc] = rules
    return out


BASELINE_VERSION = 1


def _key(f: Finding) -> tuple[str, str, str, str]:
    return f.rule_id, relative_uri(f.file), f.identity, f.field_path


class BaselineError(Exception):
    """A baseline that cannot be read or written; the text names the file and what is wrong."""


def baseline_entries(report: Report) -> list[dict[str, Any]]:
    """The report's findings as baseline entries; take them before apply_baseline leaves findings out."""
    counts = Counter(_key(f) for f in report.findings)
    return [
        {"rule": r, "file": u, "object": i, "fieldPath": p, "count": n} for (r, u, i, p), n in sorted(counts.items())
    ]


def write_baseline(entries: list[dict[str, Any]], path: str) -> int:
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        raise BaselineError(f"cannot write baseline {path}: directory {directory} does not exist")
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(json_document({"version": BASELINE_VERSION, "entries": entries}) + "\n")
    except OSError as exc:
        raise BaselineError(f"cannot write baseline {path}: {exc.strerror}") from None
    return len(entries)


_ENTRY = {"rule": str, "file": str, "object": str, "fieldPath": str, "count": int}
_KIND_NAMES = {str: "a string", int: "an integer"}


def read_baseline(path: str) -> Counter[tuple[str, str, str, str]]:
    """The entries of a baseline file, each checked: a broken one says where and what."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as exc:
        raise BaselineError(f"cannot read baseline {path}: {exc.strerror}") from None
    except ValueError as exc:  # json.JSONDecodeError, UnicodeDecodeError
        raise BaselineError(f"baseline {path}: not valid JSON: {exc}") from None
    if (
        not isinstance(data, dict)
        or data.get("version") != BASELINE_VERSION
        or not isinstance(data.get("entries"), list)
    ):
        raise BaselineError(f"baseline {path}: not a dra-conform baseline (version {BASELINE_VERSION} with entries)")
    found: Counter[tuple[str, str, str, str]] = Counter()
    for i, entry in enumerate(data["entries"]):
        for name, kind in _ENTRY.items():
            value = entry.get(name) if isinstance(entry, dict) else None
            if not isinstance(value, kind) or isinstance(value, bool):
                raise BaselineError(
                    f"baseline {path}: entries[{i}].{name}: "
                    f"{'missing' if value is None else 'not ' + _KIND_NAMES[kind]}"
                )
        found[(entry["rule"], entry["file"], entry["object"], entry["fieldPath"])] += entry["count"]
    return found


def apply_baseline(report: Report, path: str, releases: tuple[str, ...] = ()) -> list[str]:
    """Drop findings the baseline records (by rule, file, object and field path, never by line).

    In a matrix run (``releases``) the findings that hold on its newest release take the entries first,
    then those of the next newest, and so on: a baseline written by a run of the newest release alone
    leaves out what it left out there, whatever the findings of older releases at the same place."""
    remaining = read_baseline(path)
    for result in report.files:
        dropped: set[int] = set()
        order: list[int] = list(range(len(result.findings)))
        if releases:
            rank = {release: -i for i, release in enumerate(releases)}
            order = sorted(order, key=lambda i: rank[result.findings[i].newest(releases)])  # newest first, stable
        for i in order:
            key = _key(result.findings[i])
            if remaining[key] > 0:
                remaining[key] -= 1
                dropped.add(i)
        result.findings = [f for i, f in enumerate(result.findings) if i not in dropped]
    report.files_changed()
    return [
        f"{path}: stale baseline entry: {r} in {u} at {p or '(file)'} ({n} no longer found)"
        for (r, u, _, p), n in sorted(remaining.items())
        if n > 0
    ]
