"""What a run produces and what it is given: options, each file's result, the report;
and the two notations every output shares (upstream's field paths, relative URIs)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple, TypeVar
from urllib.parse import quote

from .findings import REPORT_ORDER, Finding, Path

DEFAULT_KUBERNETES_VERSION = (
    "1.37"  # semantics.metadata.versions.DEFAULT_PROFILE: the release a run follows unless told
)
MAX_FILE_BYTES = 512 * 1024 * 1024  # the input-size cap unless `check --max-file-size` says otherwise
MAP_FIELDS = frozenset(
    {"attributes", "labels", "annotations", "capacity", "counters", "consumedCapacity", "nodeAllocatableResources"}
)


class Options(NamedTuple):
    kubernetes_version: str = DEFAULT_KUBERNETES_VERSION
    interpret_as: str = "auto"
    jobs: int = 1  # processes at most
    jobs_from_bytes: int = 0  # start a helper process per this much input queued (-j auto); 0: at once (-j N)
    line_hashes: bool = False  # SARIF is written: keep standard input's bytes for its line hashes
    feature_gates: tuple[tuple[str, bool], ...] = ()  # --feature-gates, as semantics.gates.parse gives them
    max_file_bytes: int = MAX_FILE_BYTES  # a larger input is refused (exit 2), never read in part
    pools: str = "per-run"  # which objects the rules across objects take together (POOL_SCOPES)


# --pools: slices form a pool with the slices of the whole run, of their directory, or of their file;
# every rule across objects (pools, claims against slices, pool status, health captures) takes its
# objects from one such group at a time.
POOL_SCOPES = ("per-run", "per-directory", "per-file")


def scope_key(display: str, scope: str) -> str:
    """The group an input belongs to under a --pools scope."""
    if scope == "per-file":
        return display
    if scope == "per-directory":
        return os.path.dirname(display)
    return ""


@dataclass
class FileResult:
    display: str
    kind: str  # "metadata", "ignored" (in a metadata tree, skipped by consumers), "skipped"
    findings: list[Finding] = field(default_factory=list)
    decoded_version: str | None = None  # what upstream's reader selects (DRA-MD-113)
    annotations: dict[int, dict[str, Any]] = field(default_factory=dict)  # per decoded object, for suppressions
    error: str | None = None
    path: str = ""  # where it was read, to read again for SARIF's line hashes ("" for standard input)
    data: bytes | None = None  # standard input's bytes, kept for SARIF's line hashes (Options.line_hashes)
    # manifests: per kind some rule reads, [validated, read but not validated] (a claim without status is
    # read by the rules across objects and validated by none; a DeviceClass has its apiVersion checked, no more)
    kinds: dict[str, list[int]] = field(default_factory=dict)
    other_objects: int = 0  # manifests: objects of kinds no rule reads
    directives: list[Any] = field(default_factory=list)  # YAML comment suppressions (engine.policy.Directive)
    bundle: list[Any] = field(default_factory=list)  # BundleItems for the rules across objects
    capture: Any = None  # a health capture, checked once every file is read (reading.capture.Capture)

    @property
    def objects(self) -> int:
        """Objects some rule validated."""
        return sum(validated for validated, _ in self.kinds.values())

    @property
    def unvalidated_objects(self) -> int:
        """Objects read (for the rules across objects, or for their apiVersion) that no rule validated."""
        return sum(context for _, context in self.kinds.values())


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


_T = TypeVar("_T")


def memoized(items: list[Any], key: Any, compute: Callable[[], _T]) -> _T:
    """``compute()`` once for the rules across objects that ask for it with these items: kept in the
    items' memo (BundleItems); a plain list, as tests give, is computed for each."""
    memo = getattr(items, "memo", None)
    if memo is None:
        return compute()
    if key not in memo:
        memo[key] = compute()
    return memo[key]  # type: ignore[no-any-return]


def relative_uri(display: str) -> str:
    """A path relative to the working directory, as a URI reference with '/' separators."""
    if display == "<stdin>":
        return "stdin"
    path = os.path.relpath(display) if os.path.isabs(display) else os.path.normpath(display)
    return quote(os.fsencode(path.replace(os.sep, "/")), safe="/")  # the name's own bytes, percent-encoded


_SURROGATE = re.compile("[\ud800-\udfff]")


def exact_json(text: str) -> str:
    """JSON text with lone surrogates (a file name's undecodable bytes, kept by surrogateescape) as
    \\uXXXX escapes: valid UTF-8 to write, and the same code units back for a JSON reader."""
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def json_document(document: Any) -> str:
    """json.dumps(document, indent=2, ensure_ascii=False), exact (see exact_json). json's indenting
    encoder is pure Python: 7 s for a report of 50,000 findings; orjson writes the same bytes (tests
    hold them equal) 30 times faster, and refuses what json must then write (lone surrogates)."""
    try:
        import orjson

        return orjson.dumps(document, option=orjson.OPT_INDENT_2).decode()
    except (ImportError, TypeError):  # orjson.JSONEncodeError is a TypeError
        import json

        return exact_json(json.dumps(document, indent=2, ensure_ascii=False))
