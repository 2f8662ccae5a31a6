"""What a run produces and what it is given: options, each file's result, the report;
and the two notations every output shares (upstream's field paths, relative URIs)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, NamedTuple
from urllib.parse import quote

from .findings import REPORT_ORDER, Finding, Path

DEFAULT_KUBERNETES_VERSION = (
    "1.37"  # semantics.metadata.versions.DEFAULT_PROFILE: the release a run follows unless told
)
MAP_FIELDS = frozenset({"attributes", "labels", "annotations", "capacity", "counters", "consumedCapacity"})


class Options(NamedTuple):
    kubernetes_version: str = DEFAULT_KUBERNETES_VERSION
    interpret_as: str = "auto"
    jobs: int = 1  # processes at most
    jobs_from_bytes: int = 0  # start a helper process per this much input queued (-j auto); 0: at once (-j N)
    line_hashes: bool = False  # SARIF is written: keep standard input's bytes for its line hashes
    feature_gates: tuple[tuple[str, bool], ...] = ()  # --feature-gates, as semantics.gates.parse gives them


@dataclass
class FileResult:
    display: str
    kind: str  # "metadata", "ignored" (in a metadata tree, skipped by consumers), "skipped"
    findings: list[Finding] = field(default_factory=list)
    decoded_version: str | None = None  # what upstream's reader selects (DRA-MD-113)
    annotations: dict[int, dict[str, Any]] = field(default_factory=dict)  # per decoded object, for suppressions
    error: str | None = None
    note: str | None = None  # a line for stderr (a manifest that could not be read, say)
    path: str = ""  # where it was read, to read again for SARIF's line hashes ("" for standard input)
    data: bytes | None = None  # standard input's bytes, kept for SARIF's line hashes (Options.line_hashes)
    objects: int = 0  # manifests: objects checked
    other_objects: int = 0  # manifests: objects of kinds no rule checks
    directives: list[Any] = field(default_factory=list)  # YAML comment suppressions (engine.policy.Directive)
    bundle: list[Any] = field(default_factory=list)  # BundleItems for the rules across objects
    capture: Any = None  # a health capture, checked once every file is read (reading.capture.Capture)


@dataclass
class Report:
    files: list[FileResult]
    errors: list[str]
    notes: list[str] = field(default_factory=list)  # informational lines for stderr
    _sorted: list[Finding] | None = field(default=None, repr=False, compare=False)

    @property
    def findings(self) -> list[Finding]:
        """Every finding in report order: sorted once, when first asked for (``files_changed`` again)."""
        if self._sorted is None:
            self._sorted = sorted((f for r in self.files for f in r.findings), key=REPORT_ORDER)
        return self._sorted

    def files_changed(self) -> None:
        """The findings of a file were changed (the policy drops some): sort again when asked."""
        self._sorted = None


def format_path(path: Path) -> str:
    """Upstream's field path notation: requests[0].devices[0].attributes[model]."""
    out = ""
    parent: Any = None
    for part in path:
        out = format_step(out, parent, part)
        parent = part
    return out


def format_step(text: str, parent: Any, part: Any) -> str:
    """``text``, the notation of a path ending in ``parent``, with ``part`` added."""
    if isinstance(part, int) or parent in MAP_FIELDS:
        return f"{text}[{part}]"
    return f"{text}.{part}" if text else str(part)


@dataclass(eq=False)  # one item per object of the run: equal only to itself (the rules tell objects apart)
class BundleItem:
    """An object kept for the rules that look across objects (a pool's slices)."""

    display: str
    index: int  # the object's position in its file
    obj: Any  # reading.manifests.ManifestObject

    @property
    def identity(self) -> str:
        return f"{self.obj.kind}/{self.obj.name or self.index}"


class BundleItems(list):  # type: ignore[type-arg]
    """The items a rule across objects is given: a list of BundleItem, and a memo for what several
    such rules compute from the same items. The engine makes one per run and kinds; the memo goes
    with it (never a process-wide cache holding a run's objects)."""

    def __init__(self, items: Any = ()) -> None:
        super().__init__(items)
        self.memo: dict[Any, Any] = {}


def relative_uri(display: str) -> str:
    """A path relative to the working directory, as a URI reference with '/' separators."""
    if display == "<stdin>":
        return "stdin"
    path = os.path.relpath(display) if os.path.isabs(display) else os.path.normpath(display)
    return quote(path.replace(os.sep, "/"), safe="/")
