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
from ..semantics.releases import joined
from .config import Config, Suppression
from .globs import Globs
from .matrix import narrowed

ANNOTATION = "dra-conform.io/ignore"
ANNOTATION_REASON = "dra-conform.io/ignore-reason"


def relative_to(base: str, path: str) -> str:
    try:
        return os.path.relpath(os.path.abspath(path), base).replace(os.sep, "/")
    except ValueError:
        return path


class Exclusions:
    """Which files are left out on purpose: the configuration's ``exclude`` (globs relative to the
    configuration file's directory) and ``check --exclude`` (relative to the working directory), each
    list compiled once (engine.globs) for every file of the run, pre-commit's file lists included."""

    def __init__(self, config: Config, cli_patterns: tuple[str, ...] = ()) -> None:
        self._lists = [
            (base, Globs(patterns))
            for base, patterns in ((config.base_dir, config.values["exclude"]), (os.getcwd(), cli_patterns))
            if patterns
        ]

    def __call__(self, path: str) -> bool:
        return any(globs.any(relative_to(base, path)) for base, globs in self._lists)


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
    ignores = Ignores(config)
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
            match = ignores.first(f)
            if match is not None:
                used[match] += 1
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


class Ignores:
    """The configuration's ``ignore`` entries, for finding the first that covers a finding: per rule,
    the ``paths`` globs of its entries compiled together (engine.globs) and matched once per file,
    and their ``field`` globs compiled together and matched once per field path. So thousands of
    entries cost a pass over each file's name and each finding's field path, not one per entry."""

    def __init__(self, config: Config) -> None:
        self._base = config.base_dir
        by_rule: dict[str, list[Suppression]] = {}
        for s in config.suppressions:
            by_rule.setdefault(s.rule, []).append(s)
        self._rules = {rule: _RuleIgnores(entries) for rule, entries in by_rule.items()}

    def first(self, f: Finding) -> int | None:
        """The index of the first entry that covers ``f``, or None."""
        ignores = self._rules.get(f.rule_id)
        return None if ignores is None else ignores.first(relative_to(self._base, f.file), f.field_path)


_FIELDS_REMEMBERED = 1024  # field paths whose matching entries are kept, per rule: they repeat across files


class _RuleIgnores:
    """The entries of one rule. An entry covers a finding when each condition it gives holds: one of
    its ``paths`` matches the file, its ``field`` matches the field path. The first entry that covers
    a finding is the least of four: one matched by both, one matched by its paths that gives no
    field, one matched by its field that gives no paths, and the first that gives neither; the
    middle two are found once per file and once per field path."""

    def __init__(self, entries: list[Suppression]) -> None:
        path_globs, field_globs = [], []
        self._path_owner: list[int] = []  # glob -> the index of its entry
        self._field_owner: list[int] = []
        for s in entries:
            for pattern in s.paths:
                path_globs.append(pattern)
                self._path_owner.append(s.index)
            if s.field:
                field_globs.append(s.field)
                self._field_owner.append(s.index)
        self._paths, self._fields = Globs(path_globs), Globs(field_globs)
        self._no_paths = frozenset(s.index for s in entries if not s.paths)
        self._no_field = frozenset(s.index for s in entries if not s.field)
        self._neither = min(self._no_paths & self._no_field, default=None)
        self._by_file: dict[str, tuple[frozenset[int], int | None]] = {}
        self._by_field: dict[str, tuple[frozenset[int], int | None]] = {}

    def first(self, file: str, field_path: str) -> int | None:
        by_paths = self._by_file.get(file)
        if by_paths is None:
            hits = frozenset(self._path_owner[i] for i in self._paths.matching(file))
            by_paths = self._by_file[file] = (hits, min(hits & self._no_field, default=None))
        by_field = self._by_field.get(field_path)
        if by_field is None:
            hits = frozenset(self._field_owner[i] for i in self._fields.matching(field_path))
            by_field = (hits, min(hits & self._no_paths, default=None))
            if len(self._by_field) < _FIELDS_REMEMBERED:
                self._by_field[field_path] = by_field
        found = [i for i in (by_paths[1], by_field[1], self._neither) if i is not None]
        both = by_paths[0] & by_field[0]
        if both:
            found.append(min(both))
        return min(found, default=None)


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


# Version 2 adds an entry's ``releases``; a file none of whose entries has them is written as version 1,
# which dra-conform has always read. Both are read.
BASELINE_VERSION = 2
BASELINE_VERSIONS = (1, 2)

Key = tuple[str, str, str, str]


def _key(f: Finding) -> Key:
    return f.rule_id, relative_uri(f.file), f.identity, f.field_path


class BaselineError(Exception):
    """A baseline that cannot be read or written; the text names the file and what is wrong."""


class BaselineEntry(NamedTuple):
    """``findings`` findings at ``key``, each held on ``releases`` (() for any release: written by a run of
    one release, or found on every release of the matrix run that wrote it)."""

    key: Key
    releases: tuple[str, ...]
    findings: int


def baseline_entries(report: Report) -> list[dict[str, Any]]:
    """The report's findings as baseline entries; take them before apply_baseline leaves findings out.
    A matrix run's finding found on some of its releases only records them."""
    counts = Counter((_key(f), f.releases) for f in report.findings)
    return [
        {"rule": r, "file": u, "object": i, "fieldPath": p, **({"releases": list(held)} if held else {}), "count": n}
        for ((r, u, i, p), held), n in sorted(counts.items())
    ]


def write_baseline(entries: list[dict[str, Any]], path: str) -> int:
    """Write the entries to ``path`` whole (model.written: renamed over a regular file, never through a
    link or into a FIFO or device); returns how many."""
    from ..model.written import WriteError, write_under

    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        raise BaselineError(f"cannot write baseline {path}: directory {directory} does not exist")
    version = BASELINE_VERSION if any("releases" in e for e in entries) else 1
    try:
        text = json_document({"version": version, "entries": entries}) + "\n"
        write_under(directory, os.path.basename(path), text, shown=f"baseline {path}")
    except WriteError as exc:
        raise BaselineError(str(exc)) from None
    return len(entries)


_ENTRY = {"rule": str, "file": str, "object": str, "fieldPath": str, "count": int}
_KIND_NAMES = {str: "a string", int: "an integer"}


def read_baseline(path: str) -> list[BaselineEntry]:
    """The entries of a baseline file, each checked: a broken one says where and what."""
    from ..reading.sources import InputError, parse_settings, read_settings

    try:
        raw = read_settings(path)
        data = parse_settings(path, lambda: json.loads(raw.decode("utf-8")))
    except InputError as exc:  # a FIFO, a device, too large, nested too deeply: the text names the file
        raise BaselineError(f"baseline {exc}") from None
    except ValueError as exc:  # json.JSONDecodeError, UnicodeDecodeError
        raise BaselineError(f"baseline {path}: not valid JSON: {exc}") from None
    if (
        not isinstance(data, dict)
        or data.get("version") not in BASELINE_VERSIONS
        or isinstance(data.get("version"), bool)
        or not isinstance(data.get("entries"), list)
    ):
        raise BaselineError(f"baseline {path}: not a dra-conform baseline (version 1 or 2 with entries)")
    found: list[BaselineEntry] = []
    for i, entry in enumerate(data["entries"]):
        for name, kind in _ENTRY.items():
            value = entry.get(name) if isinstance(entry, dict) else None
            if not isinstance(value, kind) or isinstance(value, bool):
                raise BaselineError(
                    f"baseline {path}: entries[{i}].{name}: "
                    f"{'missing' if value is None else 'not ' + _KIND_NAMES[kind]}"
                )
        held = entry.get("releases", [])
        if "releases" in entry and (
            data["version"] == 1 or not held or not isinstance(held, list) or not all(isinstance(r, str) for r in held)
        ):
            raise BaselineError(
                f"baseline {path}: entries[{i}].releases: "
                + ("needs version 2" if data["version"] == 1 else "not a non-empty list of releases")
            )
        key = (entry["rule"], entry["file"], entry["object"], entry["fieldPath"])
        found.append(BaselineEntry(key, tuple(held), entry["count"]))
    return found


class _Recorded:
    """The findings a baseline records at one key on some releases of the run, still to be found on
    each of them."""

    def __init__(self, releases: frozenset[str]) -> None:
        self.releases = releases
        self.left = dict.fromkeys(releases, 0)

    def available(self, held: frozenset[str]) -> frozenset[str]:
        return frozenset(r for r in held if self.left.get(r, 0) > 0)

    def take(self, releases: frozenset[str]) -> None:
        for r in releases:
            self.left[r] -= 1


def _absorb(held: frozenset[str], recorded: list[_Recorded], anywhere: Counter[Key], key: Key) -> frozenset[str]:
    """Absorb a finding held on ``held`` by the entries of its key; the releases it is still reported on.
    An entry recording all of them takes it (the narrowest first, so a broader one is left for the
    finding it was written for), else an entry of any release, else those recording some of them."""
    covering = [u for u in recorded if u.available(held) == held]
    if covering:
        min(covering, key=lambda u: len(u.releases)).take(held)
        return frozenset()
    if anywhere[key] > 0:
        anywhere[key] -= 1
        return frozenset()
    while held and (some := [u for u in recorded if u.available(held)]):
        unit = max(some, key=lambda u: len(u.available(held)))
        got = unit.available(held)
        unit.take(got)
        held -= got
    return held


def apply_baseline(report: Report, path: str, releases: tuple[str, ...]) -> list[str]:
    """Drop findings the baseline records (by rule, file, object and field path, never by line), of a
    run over ``releases``, on the releases an entry records (on any release when it records none).

    An entry that records releases absorbs its findings on those only: a finding held on other releases
    of the run too stays reported on them, and the entry is stale on each of its releases the run checks
    where its findings were not found. An entry of any release absorbs one finding wherever it holds,
    and is stale when not used at all. The findings that hold on the run's newest release take the
    entries first, then those of the next newest, and so on: a baseline written by a run of the newest
    release alone leaves out what it left out there, whatever the older releases find at the same place."""
    run = frozenset(releases)
    anywhere: Counter[Key] = Counter()
    units: dict[Key, list[_Recorded]] = {}
    for entry in read_baseline(path):
        if not entry.releases:
            anywhere[entry.key] += entry.findings
            continue
        recorded = run & frozenset(entry.releases)
        if recorded:  # an entry of releases the run does not check neither absorbs nor goes stale
            for_key = units.setdefault(entry.key, [])
            unit = next((u for u in for_key if u.releases == recorded), None)
            if unit is None:
                for_key.append(unit := _Recorded(recorded))
            for r in recorded:
                unit.left[r] += entry.findings
    rank = {release: -i for i, release in enumerate(releases)}
    for result in report.files:
        left: dict[int, frozenset[str]] = {}  # the releases each finding is still reported on
        order = sorted(range(len(result.findings)), key=lambda i: rank[result.findings[i].newest(releases)])
        for i in order:  # newest first, stable
            f = result.findings[i]
            key = _key(f)
            left[i] = _absorb(frozenset(f.releases) if f.releases else run, units.get(key, []), anywhere, key)
        kept: list[Finding] = []
        for i, f in enumerate(result.findings):
            if left[i] == (frozenset(f.releases) if f.releases else run):
                kept.append(f)
            elif left[i]:
                kept += narrowed(f, tuple(r for r in releases if r in left[i]), releases)
        result.findings = kept
    report.files_changed()
    stale: dict[Key, list[tuple[int, tuple[str, ...]]]] = {k: [(n, ())] for k, n in anywhere.items() if n > 0}
    for key, for_key in units.items():
        for unit in for_key:
            for n in sorted(set(unit.left.values()) - {0}):
                on = tuple(r for r in releases if unit.left.get(r) == n)
                stale.setdefault(key, []).append((n, () if len(on) == len(releases) else on))
    return [
        f"{path}: stale baseline entry: {r} in {u} at {p or '(file)'} ({n} no longer found"
        + (f" on {joined(on)})" if on else ")")
        for (r, u, _, p), found in sorted(stale.items())
        for n, on in sorted(found)
    ]
