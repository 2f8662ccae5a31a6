"""A fleet: many nodes' reports joined, each finding kept as a small record of its node.

The value types `merge` builds (engine/merge.py) and its views render (report/fleet.py), and what
makes one node's finding the same as another's (``generaliser``): the rule, severity and field
path, and the file and message once claim UIDs, the node's own name and durations are generalised
(``<uid>``, ``<node>``, ``<n> s``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from .findings import Severity

FORMAT_VERSION = 1  # of the node reports read (docs/json-report.md) and of the fleet report written
ORDER = (Severity.ERROR, Severity.WARNING, Severity.NOTE)  # most severe first

_UID = re.compile(
    r"(?<![0-9a-fA-F])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9a-fA-F])"
)
_SECONDS = re.compile(r"(?<![\w.])\d+(?:\.\d+)? s\b")


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
        return next((s for s in ORDER if self.counts[s]), None)


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


def generaliser(node: str) -> Callable[[str], str]:
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
