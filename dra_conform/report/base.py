"""What every reporter needs besides the findings."""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable, Protocol, Sequence, TypeVar

from ..model.catalogue import Catalog
from ..model.findings import Finding, Severity
from ..model.results import FileResult, Report


class RunInfo:
    """What a reporter is told about the run. (Not a dataclass: see model.results.)"""

    def __init__(
        self,
        version: str,
        backend: str,
        catalog: Catalog,
        kubernetes_version: str,
        color: bool = False,
        sarif_category: str = "",
        checkable: tuple[str, ...] = ("yes",),
        fail_on: Severity | None = Severity.ERROR,
        max_results: int = 5000,
        notices: list[str] | None = None,
        docs_url: str = "",
        node_name: str = "",
        line_hashes: Callable[[FileResult, set[int]], dict[int, str]] | None = None,
        releases: tuple[str, ...] = (),
    ) -> None:
        self.version = version
        self.backend = backend
        self.catalog = catalog
        self.kubernetes_version = kubernetes_version
        self.color = color
        # SARIF automationDetails.id; "" leaves it out, so upload-sarif's `category` (or its default) applies
        self.sarif_category = sarif_category
        self.checkable = checkable  # the catalogue entries this command applies ("live" for live)
        self.fail_on = fail_on  # None: never fail
        self.max_results = max_results  # GitHub keeps the top 5,000 results of a run
        self.notices: list[str] = [] if notices is None else notices  # lines for stderr, from the renderers
        self.docs_url = docs_url  # where docs/rules pages are published, for SARIF helpUri
        self.node_name = node_name  # the node a live report is about (--node-name, $NODE_NAME)
        # GitHub's primaryLocationLineHash of lines of a file (engine.check.line_hashes): SARIF hashes the
        # lines of the results it emits, after the cap; None: no line hashes.
        self.line_hashes = line_hashes
        # a matrix run's releases, oldest first (kubernetes_version is the newest); () for a run of one
        self.releases = releases

    def holds_on(self, finding: Finding) -> list[str]:
        """The releases a finding holds on: those it names, else every release of the run."""
        return list(finding.releases or self.releases or (self.kubernetes_version,))

    def fails(self, finding: Finding) -> bool:
        return self.fail_on is not None and finding.severity >= self.fail_on


class _Ranked(Protocol):
    @property
    def severity(self) -> Severity: ...


_F = TypeVar("_F", bound=_Ranked)


def most_severe(findings: Sequence[_F], limit: int, notices: list[str]) -> list[_F]:
    """SARIF's result cap, for `check` and `merge` alike: at most ``limit`` findings (GitHub keeps the
    top 5,000 results of a run), the most severe ones, still in their order; a line for stderr
    (``notices``) when some are left out."""
    if len(findings) <= limit:
        return list(findings)
    ranked = sorted(range(len(findings)), key=lambda i: -findings[i].severity)[:limit]
    notices.append(f"SARIF holds the {limit} most severe of {len(findings)} findings (GitHub shows no more per run)")
    return [findings[i] for i in sorted(ranked)]


def counts(report: Report) -> Counter[Severity]:
    return Counter(f.severity for f in report.findings)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def kind_counts(report: Report) -> dict[str, tuple[int, int]]:
    """Per manifest object kind some rule reads: (validated, read but not validated), by kind name."""
    totals: dict[str, list[int]] = {}
    for result in report.files:
        for kind, (validated, context) in result.kinds.items():
            total = totals.setdefault(kind, [0, 0])
            total[0] += validated
            total[1] += context
    return {kind: (v, c) for kind, (v, c) in sorted(totals.items())}


def kinds_phrase(counts: dict[str, tuple[int, int]]) -> str:
    """``validated: 1 Pod, 2 ResourceSlice; read, not validated: 1 ResourceClaim``, from kind_counts: what
    every summary says (text, JUnit, the Action's job summary)."""
    validated = ", ".join(f"{v} {kind}" for kind, (v, _) in counts.items() if v) or "nothing"
    context = ", ".join(f"{c} {kind}" for kind, (_, c) in counts.items() if c)
    return f"validated: {validated}" + (f"; read, not validated: {context}" if context else "")


def release_label(releases: tuple[str, ...]) -> str:
    """How every human-readable format says a matrix run's finding holds on some of its releases
    only: ``only on 1.34, 1.35`` ("" for a finding of every release)."""
    return f"only on {', '.join(releases)}" if releases else ""


def summary_line(report: Report, releases: tuple[str, ...] = ()) -> str:
    c = counts(report)
    checked = sum(1 for r in report.files if r.kind == "metadata")
    skipped = sum(1 for r in report.files if r.kind == "skipped")
    manifests = [r for r in report.files if r.kind == "manifest"]
    captures = sum(1 for r in report.files if r.kind == "health")
    parts = [f"{checked} metadata file{'s' if checked != 1 else ''} checked"]
    if captures:
        parts.append(f"{_plural(captures, 'health capture')} checked")
    if manifests:
        others = sum(r.other_objects for r in manifests)
        parts.append(
            f"{_plural(len(manifests), 'manifest file')} ({kinds_phrase(kind_counts(report))}; "
            f"{others} of other kinds ignored)"
        )
    parts += [
        f"{c[Severity.ERROR]} error{'s' if c[Severity.ERROR] != 1 else ''}",
        f"{c[Severity.WARNING]} warning{'s' if c[Severity.WARNING] != 1 else ''}",
        f"{c[Severity.NOTE]} note{'s' if c[Severity.NOTE] != 1 else ''}",
    ]
    if skipped:
        parts.append(f"{skipped} other file{'s' if skipped != 1 else ''} skipped")
    if releases:
        parts.append(f"against Kubernetes {', '.join(releases)}")
    return ", ".join(parts)


# A few controls by their usual names; every other control (C0, DEL, C1) as \xNN.
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def escaped_char(char: str) -> str:
    """How a character that is not printable is shown: \\n, \\r, \\t; other controls (C0, DEL, C1) as
    \\xNN; a file name's undecodable byte (surrogateescape) as that byte, \\xNN; anything else
    (bidirectional overrides, zero-width characters, lone surrogates) as \\uNNNN."""
    code = ord(char)
    if char in _ESCAPES:
        return _ESCAPES[char]
    if code < 0x20 or 0x7F <= code <= 0x9F:
        return f"\\x{code:02x}"
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def printable(text: str) -> str:
    """``text`` safe for a terminal, a log or an annotation: every character Python's (and Go's
    strconv.IsPrint's) printable test refuses (controls such as ESC and BEL, line breaks, bidi
    overrides, lone surrogates) escaped by escaped_char. The one function every human-readable output
    (text, github, fleet, stderr) passes text from outside through."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else escaped_char(char) for char in text)


def automation_details(category: str) -> dict[str, dict[str, str]]:
    """``automationDetails`` only when a category is asked for: GitHub's upload-sarif sets its own
    ``category`` (or the workflow's job) only on a run without one, and a fixed id would make every
    upload of the tool replace the previous one's alerts. A category without its final ``/`` gets one,
    as upload-sarif adds it (codeql-action src/upload-lib.ts, getAutomationID): the category is what
    comes before the last ``/``."""
    if not category:
        return {}
    return {"automationDetails": {"id": category if category.endswith("/") else category + "/"}}


def full_message(field_path: str, message: str) -> str:
    """Upstream's field.Error format: ``<path>: <body>``."""
    return f"{field_path}: {message}" if field_path else message


# A CEL compile error as the apiserver words it: Invalid value: "<expression>": compilation failed: ERROR: ...
_CEL_ERROR = re.compile(r'Invalid value: "(?:[^"\\]|\\.)*": (compilation failed: ERROR: <input>:)')
SNIPPET_INDENT = "    "


def human_lines(field_path: str, message: str, releases: tuple[str, ...] = ()) -> list[str]:
    """A finding's message as a person reads it, each line escaped by printable(): one line, except a
    CEL compile error, whose cel-go snippet and caret lines follow on their own (indented) and whose
    expression is shown once, in its snippet, rather than quoted again before it. Machine formats
    (JSON, SARIF) keep upstream's message whole. ``releases``: a matrix run's finding that holds on
    some of its releases only, said at the end of the first line (release_label)."""
    label = f" ({release_label(releases)})" if releases else ""
    head, *rest = message.split("\n")
    if not rest or not _CEL_ERROR.search(head):
        return [printable(full_message(field_path, message)) + label]
    head = _CEL_ERROR.sub(r"Invalid value: \1", head, count=1)
    return [printable(full_message(field_path, head)) + label] + [SNIPPET_INDENT + printable(line) for line in rest]
