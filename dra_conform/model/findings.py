"""The value types every layer shares: severities, rule metadata, hits and findings.

Annotations here are evaluated, not postponed (no ``from __future__ import annotations``): a
named tuple compiles each of its fields' annotations given as text, 40 compiles (0.4 ms) of
every start for these five."""

import enum
from operator import attrgetter
from typing import Any, NamedTuple


class Severity(enum.IntEnum):
    """SARIF levels, ordered so that ``>=`` means 'at least as severe'."""

    NOTE = 1
    WARNING = 2
    ERROR = 3

    @property
    def label(self) -> str:
        return _SEVERITY_LABELS[self]  # not self.name.lower(): enum's name lookup, per finding per report

    @classmethod
    def parse(cls, text: str) -> "Severity":
        return cls[text.upper()]


_SEVERITY_LABELS = {severity: severity.name.lower() for severity in Severity}

Path = tuple[Any, ...]  # keys (str) and indices (int) from an object's root


# The value types are named tuples: Hit, Location and Finding are made tens of thousands of times a
# run, where a frozen dataclass pays object.__setattr__ per field (5x the time), and are sent back
# from -j workers (pickled in half the time); and making a dataclass costs start-up ~0.8 ms (its
# methods are generated and compiled), a named tuple 0.2 ms. Change one with ``_replace``.


class Hit(NamedTuple):
    """What rule code yields: a message about a place; the engine does the rest.

    ``path`` is a field path inside object ``doc`` of the file; ``offset`` a byte
    offset (syntax errors), used when there is no path. ``severity`` overrides
    the catalogue's default for rules whose spec gives graded severities.
    """

    message: str
    path: Path = ()
    doc: int | None = None
    offset: int | None = None
    severity: Severity | None = None
    key: bool = False  # locate the key of ``path`` rather than its value
    inside: int | None = None  # a code point of the string at ``path`` to point at (where a CEL error is)


class Location(NamedTuple):
    """1-based lines and columns (Unicode code points); end column exclusive."""

    line: int
    column: int
    end_line: int
    end_column: int
    byte_offset: int
    byte_length: int


class Finding(NamedTuple):
    rule_id: str
    severity: Severity
    message: str
    file: str  # as given on the command line (relative where it was)
    location: Location
    field_path: str = ""  # upstream notation, e.g. requests[0].devices[0].attributes[model]
    doc: int | None = None
    identity: str = ""  # stable object identity for fingerprints (never a line number)
    # The releases of a matrix run (Options.releases) the finding applies to, oldest first; () when it
    # applies to every release the run checked (engine.matrix merges the findings of the releases).
    releases: tuple[str, ...] = ()

    def applies_to(self, release: str) -> bool:
        return not self.releases or release in self.releases

    def newest(self, run: tuple[str, ...]) -> str:
        """The newest release it holds on, of a run over ``run``: its fingerprint and baseline entry are
        those a run of that release alone gives it."""
        return self.releases[-1] if self.releases else run[-1]


# The report order of findings: ``sort(key=REPORT_ORDER)`` (a C-level key). Stable sorts keep
# emission order (upstream's order) within one place and rule.
REPORT_ORDER = attrgetter("file", "location.line", "location.column", "rule_id")


class Example(NamedTuple):
    content: str
    path: str | None = None  # where the file sits, for layout rules
    kubernetes_version: str | None = None  # the release it is checked against, when not the default
    feature_gates: str | None = None  # --feature-gates it is checked with, when any


class Rule(NamedTuple):
    id: str
    name: str
    title: str
    severity: Severity
    family: str
    checkable: str  # "yes", "live" (checked by `dra-conform live`), or "no"
    why: str
    upstream: str
    source: str
    remediation: str
    not_checkable_reason: str = ""
    fail_example: Example | None = None
    pass_example: Example | None = None
    beyond_upstream: bool = False
    severity_notes: str = ""
    tags: tuple[str, ...] = ()
    basis: str = ""  # "upstream validation", "upstream decoding" or "beyond upstream" (BASES)
    breaks_reader: str = ""  # why a beyond-upstream rule is an error: what certainly breaks


BASES = ("upstream validation", "upstream decoding", "beyond upstream")
