"""What a run produces and what it is given: options, each file's result, the report;
and the two notations every output shares (upstream's field paths, relative URIs)."""

from __future__ import annotations

import functools
import os
import re
from typing import Any, Callable, NamedTuple, TypeVar

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
    nodes: tuple[str, ...] = ()  # --node: the nodes claims are judged on (else the Node objects, else the slices')
    complete_inventory: bool = False  # the files hold every DeviceClass, driver and pool of the cluster
    # A matrix run (--kubernetes-version given several releases): the releases, oldest first, the last
    # being kubernetes_version. () for a run of kubernetes_version alone.
    releases: tuple[str, ...] = ()

    @property
    def matrix(self) -> tuple[str, ...]:
        """The releases the run checks against, oldest first (one for a run of one release)."""
        return self.releases or (self.kubernetes_version,)

    def at(self, release: str) -> Options:
        """These options for one release of the matrix, as a run of that release alone gets them."""
        return self._replace(kubernetes_version=release, releases=())


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


# FileResult, Report and BundleItem are plain classes, as every value type a check of one file
# makes: a dataclass costs each start ~0.5 ms to generate and compile its methods, a dozen of
# them a sixth of the start-up. They compare by identity (nothing compares two of them).


class FileResult:
    """What a run found in one input file."""

    def __init__(
        self,
        display: str,
        kind: str,
        findings: list[Finding] | None = None,
        decoded_version: str | None = None,
        annotations: dict[int, dict[str, Any]] | None = None,
        error: str | None = None,
        path: str = "",
        data: bytes | None = None,
        kinds: dict[str, list[int]] | None = None,
        other_objects: int = 0,
        directives: list[Any] | None = None,
        bundle: list[Any] | None = None,
        capture: Any = None,
    ) -> None:
        self.display = display
        self.kind = kind  # "metadata", "ignored" (in a metadata tree, skipped by consumers), "skipped"
        self.findings: list[Finding] = [] if findings is None else findings
        self.decoded_version = decoded_version  # what upstream's reader selects (DRA-MD-113)
        # per decoded object, for suppressions
        self.annotations: dict[int, dict[str, Any]] = {} if annotations is None else annotations
        self.error = error
        self.path = path  # where it was read, to read again for SARIF's line hashes ("" for standard input)
        self.data = data  # standard input's bytes, kept for SARIF's line hashes (Options.line_hashes)
        # manifests: per kind some rule reads, [validated, read but not validated] (a claim without status is
        # read by the rules across objects and validated by none; a DeviceClass has its apiVersion checked, no more)
        self.kinds: dict[str, list[int]] = {} if kinds is None else kinds
        self.other_objects = other_objects  # manifests: objects of kinds no rule reads
        # YAML comment suppressions (engine.policy.Directive)
        self.directives: list[Any] = [] if directives is None else directives
        self.bundle: list[Any] = [] if bundle is None else bundle  # BundleItems for the rules across objects
        self.capture = capture  # a health capture, checked once every file is read (reading.capture.Capture)

    @property
    def objects(self) -> int:
        """Objects some rule validated."""
        return sum(validated for validated, _ in self.kinds.values())

    @property
    def unvalidated_objects(self) -> int:
        """Objects read (for the rules across objects, or for their apiVersion) that no rule validated."""
        return sum(context for _, context in self.kinds.values())


class Report:
    """A run's results: each file's, the errors (exit 2) and the notes for stderr."""

    def __init__(self, files: list[FileResult], errors: list[str], notes: list[str] | None = None) -> None:
        self.files = files
        self.errors = errors
        self.notes: list[str] = [] if notes is None else notes  # informational lines for stderr
        self._sorted: list[Finding] | None = None

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
    for i, part in enumerate(path):
        if parent == "capacity" and _request_capacity(path, i - 1):  # a struct: capacity.requests[memory]
            out = f"{out}.{part}"
        elif parent == "requests" and i > 1 and path[i - 2] == "capacity" and _request_capacity(path, i - 2):
            out = f"{out}[{part}]"
        else:
            out = format_step(out, parent, part)
        parent = part
    return out


def _request_capacity(path: Path, i: int) -> bool:
    """Whether path[i], a `capacity`, is a claim request's CapacityRequirements (under `exactly`, a subrequest
    or a v1beta1 request), not a slice device's map of capacities."""
    before = path[i - 1] if i > 0 else None
    return before == "exactly" or (isinstance(before, int) and i > 1 and path[i - 2] in ("firstAvailable", "requests"))


def format_step(text: str, parent: Any, part: Any) -> str:
    """``text``, the notation of a path ending in ``parent``, with ``part`` added."""
    if isinstance(part, int) or parent in MAP_FIELDS:
        return f"{text}[{part}]"
    return f"{text}.{part}" if text else str(part)


class BundleItem:
    """An object kept for the rules that look across objects (a pool's slices): one item per object of
    the run, equal only to itself (the rules tell objects apart)."""

    def __init__(self, display: str, index: int, obj: Any) -> None:
        self.display = display
        self.index = index  # the object's position in its file
        self.obj = obj  # reading.manifests.ManifestObject

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


def memoized(items: list[Any] | tuple[Any, ...], key: Any, compute: Callable[[], _T]) -> _T:
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
    return _relative_uri(display, os.getcwd())


@functools.lru_cache(maxsize=1024)  # every finding of a file asks (90,000 findings: 1 s uncached)
def _relative_uri(display: str, cwd: str) -> str:
    from urllib.parse import quote  # 2 ms to import (with ipaddress): SARIF and baselines only

    path = os.path.relpath(display, cwd) if os.path.isabs(display) else os.path.normpath(display)
    return quote(os.fsencode(path.replace(os.sep, "/")), safe="/")  # the name's own bytes, percent-encoded


def exact_json(text: str) -> str:
    """JSON text with lone surrogates (a file name's undecodable bytes, kept by surrogateescape) as
    \\uXXXX escapes: valid UTF-8 to write, and the same code units back for a JSON reader."""
    return re.sub("[\ud800-\udfff]", lambda m: f"\\u{ord(m.group()):04x}", text)


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
