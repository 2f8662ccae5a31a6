"""Files in, findings out: detect what each file is, run its rules, locate every hit.

Per file: read -> split and decode the JSON stream -> file rules -> object
rules on each distinct decoded object -> hits located to line/column and
upstream field paths. ``check_paths`` can spread files over processes
(``jobs``); results come back in input order, so the output is identical.
"""

from __future__ import annotations

import os
import re
from typing import Any, Callable, Iterable, Iterator

from ..model.catalogue import Catalog
from ..model.findings import REPORT_ORDER, Finding, Hit, Location, Path, Severity
from ..model.results import BundleItem, BundleItems, FileResult, Options, Report, format_path, format_step, scope_key
from ..reading import sources as inputs
from ..reading.jsonstream import JsonStream
from ..reading.layout import Layout, holds_metadata, is_metadata_name, layout_of
from ..reading.line_hashes import primary_line_hashes
from ..reading.positions import Containers, LineIndex
from ..rules import load
from ..semantics.metadata.decode import ObjectInfo
from ..semantics.metadata.file import MetadataFile, ObjectContext
from ..semantics.metadata.versions import GROUP, PROFILES
from ..semantics.releases import joined, missing, validation
from .matrix import merge

# A JSON object whose apiVersion is a metadata version (key case as Go's sniffing allows); compiled
# (re's cache) when a file must be sniffed: a metadata tree's files are known by their names.
_SNIFF = rb'"(?i:apiversion)"\s*:\s*"' + re.escape(GROUP.encode()) + rb"/"


_MANIFEST_SUFFIXES = (".yaml", ".yml", ".json")
_CAPTURE_SUFFIXES = (".jsonl", ".ndjson")  # grpcurl output saved one response per line


def _classify(source: inputs.Source, layout: Layout | None, interpret_as: str) -> str:
    """metadata, manifest, health, ignored (a non-metadata file in a metadata tree), skipped, or sniff (stdin)."""
    if interpret_as in ("metadata", "manifest", "health"):
        return interpret_as
    name = os.path.basename(source.display)
    if layout is not None:
        return "metadata" if is_metadata_name(name) else "ignored"
    if is_metadata_name(name):
        return "metadata"
    if source.path == inputs.STDIN:
        return "sniff"
    if not (name.endswith(_MANIFEST_SUFFIXES + _CAPTURE_SUFFIXES) or source.explicit):
        return "skipped"
    from ..reading.capture import SNIFF as CAPTURE

    head = inputs.head(source)
    if CAPTURE.match(head):
        return "health"
    if re.search(_SNIFF, head):
        return "metadata"
    return "manifest" if name.endswith(_MANIFEST_SUFFIXES) else "skipped"


def classify(source: inputs.Source) -> str:
    """What `check` reads a source as, by default (metadata, manifest, health, ignored, skipped, sniff)."""
    return _classify(source, layout_of(source.path) if source.path != inputs.STDIN else None, "auto")


class Locator:
    """Turns the hits of one file into findings: the one place a metadata or capture hit is located.

    ``stream`` locates hits by (doc, path), scanning only the containers on each path's way
    (reading.positions.Containers, kept for the file); ``objects`` names each object for
    fingerprints. The line index is built on the first finding.
    """

    def __init__(
        self, display: str, data: bytes, stream: JsonStream | None = None, objects: list[ObjectInfo] | None = None
    ) -> None:
        self.display = display
        self.data = data
        self.stream = stream
        self.objects = objects or []
        self._lines: LineIndex | None = None
        self._containers = Containers(data)
        self._identities: dict[int | None, str] = {}
        self._parents: dict[Path, str] = {}  # field paths of the parents of paths located, formatted

    @classmethod
    def for_metadata(cls, mf: MetadataFile) -> Locator:
        return cls(mf.display, mf.data, mf.stream, mf.objects)

    def finding(self, rule_id: str, default: Severity, hit: Hit, doc: int | None = None) -> Finding:
        """The finding of ``hit``, in object ``doc`` when given (object rules' hits name none)."""
        return self.findings([(rule_id, default, hit, doc)])[0]

    def findings(self, hits: Iterable[tuple[str, Severity, Hit, int | None]]) -> list[Finding]:
        """The findings of many hits (rule id, default severity, hit, doc as for ``finding``): located
        together, each value's paths in one walk and the file's lines and columns in one pass."""
        hits = hits if isinstance(hits, list) else list(hits)
        if not hits:
            return []
        spans = self._spans(hits)
        lines = self._lines
        if lines is None:  # made on the first finding: most files have none
            lines = self._lines = LineIndex(self.data)
        identities, display = self._identities, self.display
        found = []
        for (rule_id, default, hit, doc), location in zip(hits, lines.locations(spans)):
            if doc is None:
                doc = hit.doc
            identity = identities.get(doc)
            if identity is None:
                identity = identities[doc] = self._identity(doc)
            # rule_id, severity, message, file, location, field_path, doc, identity (positional: made per finding)
            found.append(
                Finding(
                    rule_id,
                    hit.severity or default,
                    hit.message,
                    display,
                    location,
                    self._field_path(hit.path),
                    doc,
                    identity,
                )
            )
        return found

    def _field_path(self, path: Path) -> str:
        """format_path(path), the parent's part made once: a file's findings share parents."""
        if len(path) < 2:
            return format_path(path)
        parent = path[:-1]
        text = self._parents.get(parent)
        if text is None:
            text = self._parents[parent] = format_path(parent)
        return format_step(text, parent[-1], path[-1])

    def _identity(self, doc: int | None) -> str:
        if doc is None:
            return "stream"
        if doc < len(self.objects):
            info = self.objects[doc]
            return f"{info.kind or 'object'}/{info.api_version or doc}"
        return f"object/{doc}"

    def _spans(self, hits: list[tuple[str, Severity, Hit, int | None]]) -> list[int]:
        """Where each hit is, as start, end, start, end...: the paths of each value located
        together (reading.positions.Containers)."""
        spans = [0] * (2 * len(hits))
        values = self.stream.values if self.stream is not None else []
        in_value: dict[int, list[int]] = {}  # doc -> its hits, by index
        for i, (_, _, hit, doc) in enumerate(hits):
            if doc is None:
                doc = hit.doc
            if doc is None or doc >= len(values):  # no value to look in: the offset given, if any
                spans[2 * i] = offset = hit.offset or 0
                spans[2 * i + 1] = offset + 1
            else:
                in_value.setdefault(doc, []).append(i)
        data = self.data
        for doc, indices in in_value.items():
            value = values[doc]
            found = self._containers.locate_many(value.start, value.end, [hits[i][2].path for i in indices])
            for i, (path, (ks, ke, vs, ve)) in zip(indices, found):
                hit = hits[i][2]
                exact = len(path) == len(hit.path)
                if ks >= 0 and (hit.key or not exact):  # a key, or a path found only in part: mark the key found
                    spans[2 * i], spans[2 * i + 1] = ks, ke
                elif data.find(b"\n", vs, ve) >= 0:  # a multi-line value: its key line, else its first byte
                    spans[2 * i], spans[2 * i + 1] = (ks, ke) if ks >= 0 else (vs, vs + 1)
                else:
                    spans[2 * i], spans[2 * i + 1] = vs, ve if exact else vs + 1
        return spans


def check_source(source: inputs.Source, options: Options, catalog: Catalog | None = None) -> FileResult:
    catalog = catalog or load()
    layout = layout_of(source.display) if source.path != inputs.STDIN else None  # the kernel's path, '..' resolved
    kind = _classify(source, layout, options.interpret_as)
    result = FileResult(source.display, kind, path=source.path if source.path != inputs.STDIN else "")
    if kind == "skipped":
        return result
    if kind == "ignored":
        locator = Locator(source.display, b"")
        beside = holds_metadata(os.path.dirname(source.path)) if layout is not None and layout.well_formed else None
        for rule, check in catalog.checks_in("ignored"):
            for hit in check.func(source.display, layout, beside):
                result.findings.append(locator.finding(rule.id, rule.severity, hit))
        return result
    try:
        data = inputs.read(source, options.max_file_bytes)
    except inputs.InputError as exc:
        result.error = str(exc)
        return result
    if options.line_hashes and source.path == inputs.STDIN:
        result.data = data  # SARIF's line hashes read a file again; standard input cannot be
    if kind == "sniff":
        from ..reading.capture import SNIFF as CAPTURE

        head = data[:65536]
        result.kind = kind = "health" if CAPTURE.match(head) else "metadata" if re.search(_SNIFF, head) else "manifest"
    if kind == "health":  # checked after every file is read: HLT-003/004 compare with the slices given
        from ..reading.capture import read_capture

        result.capture = read_capture(result.display, data)
        return result
    if kind == "manifest":
        return check_manifest(result, data, options, catalog)
    return check_data(result, data, layout, options, catalog)


def check_manifest(result: FileResult, data: bytes, options: Options, catalog: Catalog) -> FileResult:
    """The manifest rules over every object of the file whose kind some rule checks. A file that
    cannot be read is unread as a whole (no pool is judged on the documents before a YAML
    error): it gets the "unread" rules' findings only."""
    from ..reading.manifests import ManifestError, building, objects

    with building(data):
        try:
            _check_objects(result, objects(data), options, catalog, data)
        except ManifestError as exc:
            result = FileResult(result.display, result.kind, path=result.path, data=result.data)
            result.findings.extend(_unread_findings(result.display, data, exc, catalog))
    result.findings.sort(key=REPORT_ORDER)
    if b"dra-conform:" in data:
        from .policy import directives

        result.directives = directives(data)
    return result


def _unread_findings(display: str, data: bytes, error: Any, catalog: Catalog) -> Iterator[Finding]:
    """At the template action of a template, else where the parser stopped: from its byte offset
    when it gives one (JSON), else from its line and column."""
    from ..reading.manifests import Unreadable, template_action

    unread = Unreadable(error, template_action(data))
    locator = Locator(display, data)
    for rule, check in catalog.checks_in("unread"):
        for hit in check.func(unread):
            if unread.template is None and error.offset >= 0:
                yield locator.finding(rule.id, rule.severity, hit._replace(offset=error.offset))
                continue
            line, column = unread.template or (error.line, error.column)
            yield Finding(
                rule.id,
                hit.severity or rule.severity,
                hit.message,
                display,
                Location(line, column, line, column + 2 if unread.template else column + 1, -1, 0),
                "",
                None,
                "file",
            )


def _check_objects(result: FileResult, found: Iterable[Any], options: Options, catalog: Catalog, data: bytes) -> None:
    """Each object's rules, one object at a time; a bundle kind is kept for the rules across objects."""
    from ..semantics import api_versions
    from ..semantics.context import ManifestContext
    from ..semantics.slices import drop_unread_attributes

    by_kind: dict[str, list[tuple[Any, Any]]] = {}  # each kind's checks, in id order: not every check per object
    for rule, check in catalog.checks_in("manifest"):
        for kind in check.kinds:
            by_kind.setdefault(kind, []).append((rule, check))
    kinds = catalog.kinds()
    bundle_kinds = catalog.kinds("bundle")
    releases = options.matrix
    lines: list[str] = []  # the file's text by line, split for the first hit that points inside a string
    repeated_checks = catalog.checks_in("repeated")
    for index, obj in enumerate(found):
        if obj.repeated and repeated_checks:
            result.findings.extend(_repeated_findings(result.display, obj, index, obj.kind in kinds, repeated_checks))
        if obj.kind not in kinds:
            result.other_objects += 1
            continue
        # A version the release does not serve, or another group's kind, is not validated as one (DRA-API-001).
        wanted = [
            (rule, check) for rule, check in by_kind.get(obj.kind, ()) if check.when is None or check.when(obj.value)
        ]
        applicable = [
            [(rule, check) for rule, check in wanted if served or rule.id == api_versions.RULE]
            for served in (api_versions.verdict(obj.kind, obj.api_version, r).checked for r in releases)
        ]
        # validated: some rule looked at its content on some release (its apiVersion alone does not count)
        validated = any(rule.id != api_versions.RULE for rules in applicable for rule, _ in rules)
        result.kinds.setdefault(obj.kind, [0, 0])[0 if validated else 1] += 1
        metadata = obj.value.get("metadata")
        annotations = metadata.get("annotations") if isinstance(metadata, dict) else None
        if isinstance(annotations, dict) and annotations:
            result.annotations[index] = annotations
        context = ManifestContext(result.display, obj, releases[0], options.feature_gates)
        identity = f"{obj.kind}/{obj.name or index}"
        for rule, held, hits in _object_hits(obj, context, releases, applicable):
            for hit in hits:
                place = obj.place(hit.path, hit.key)
                if hit.inside is not None:
                    if not lines:
                        lines = data.decode("utf-8", "replace").split("\n")
                    place = _inside(obj, hit, lines) or place
                line, column, end_line, end_column = place
                result.findings.append(
                    Finding(
                        rule.id,
                        hit.severity or rule.severity,
                        hit.message,
                        result.display,
                        Location(line, column, end_line, end_column, -1, 0),
                        format_path(hit.path),
                        index,
                        identity,
                        held,
                    )
                )
        if obj.kind in bundle_kinds:  # its own rules have run: keep what the rules across objects read
            # A YAML object's way to its positions holds the file's text: found again in the file if needed.
            obj.release_positions(reread=obj.json_range is None and result.display != "<stdin>")
            if obj.kind == "ResourceSlice" and result.display != "<stdin>":  # stdin cannot be read again
                obj.trimmed = drop_unread_attributes(obj.value, context.slice_devices)
            result.bundle.append(BundleItem(result.display, index, obj))


def _object_hits(
    obj: Any, context: Any, releases: tuple[str, ...], applicable: list[list[tuple[Any, Any]]]
) -> Iterator[tuple[Any, tuple[str, ...], list[Hit]]]:
    """Each check's hits on one object (``applicable``: the checks that apply on each release), with
    the releases they are of: () for every one.

    Each check is run for the first release it applies on. One that applies on every release and
    did not read the release (the context notes it: semantics.context.ManifestContext) has found
    what it finds on every release, and is not run again; the others are run for each release."""
    if len(releases) == 1:
        limits = validation(releases[0])
        for rule, check in applicable[0]:
            hits = _worded(list(check.func(obj.value, context)), limits.max_len_in_characters)
            yield rule, (), _once(hits) if limits.errors_once else hits
        return
    characters = {r for r in releases if validation(r).max_len_in_characters}
    everywhere = set.intersection(*({check for _, check in rules} for rules in applicable))
    done: set[Any] = set()  # the checks whose hits hold on every release
    for i, (release, rules) in enumerate(zip(releases, applicable)):
        if i:
            context = context.at(release)  # made once the first release's checks have filled its caches
        for rule, check in rules:
            if check in done:
                continue
            context.release_read = False
            hits = list(check.func(obj.value, context))
            worded = _worded(hits, release in characters)
            # shared only when every release words the hits alike
            alike = _worded(hits, True) is hits or len(characters) == len(releases)
            if check in everywhere and not context.release_read and alike:
                hits = worded
                done.add(check)
                single = _once(hits)
                if len(single) == len(hits):
                    yield rule, (), hits
                else:  # a repeated hit: once on the releases that report an error once, as often elsewhere
                    yield rule, tuple(r for r in releases if validation(r).errors_once), single
                    yield rule, tuple(r for r in releases if not validation(r).errors_once), hits
            else:
                yield rule, (release,), _once(worded) if validation(release).errors_once else worded


_MAX_LEN_BYTES = re.compile(r"must be no more than (\d+) bytes")


def _worded(hits: list[Hit], in_characters: bool) -> list[Hit]:
    """The hits in the release's words: 1.34's apimachinery has one MaxLenError, "must be no more than N
    characters" (of a length in bytes), where later releases' content checks say "bytes"
    (Validation.max_len_in_characters); ``hits`` itself when no word changes."""
    if not in_characters or not any("must be no more than" in h.message for h in hits):
        return hits
    return [h._replace(message=_MAX_LEN_BYTES.sub(r"must be no more than \1 characters", h.message)) for h in hits]


def _once(hits: list[Hit]) -> list[Hit]:
    """The hits without repeats of an earlier one (Validation.errors_once)."""
    return list(dict.fromkeys(hits)) if len(hits) > 1 else hits


def _repeated_findings(display: str, obj: Any, index: int, read: bool, checks: list[Any]) -> Iterator[Finding]:
    """The keys ``obj`` writes twice, each at its later key. In an object of a kind no rule reads only
    those of its top level: two documents run together without `---` (where an object of a kind
    dra-conform reads may be the one that vanished)."""
    identity = f"{obj.kind}/{obj.name or index}"
    for repeated in obj.repeated:
        if not read and len(repeated.path) != 1:
            continue
        first = repeated.first or obj.place(repeated.path, key=True)  # a YAML object's spans hold the first key
        line, column, end_line, end_column = repeated.span
        for rule, check in checks:
            for hit in check.func(repeated, first[0]):
                yield Finding(
                    rule.id,
                    hit.severity or rule.severity,
                    hit.message,
                    display,
                    Location(line, column, end_line, end_column, -1, 0),
                    format_path(hit.path),
                    index,
                    identity,
                )


def _inside(obj: Any, hit: Hit, lines: list[str]) -> tuple[int, int, int, int] | None:
    """Where ``hit.inside`` is in the string at ``hit.path``, one column wide, if the file (its ``lines``)
    holds it as written."""
    from ..reading.manifests import place_inside

    text: Any = obj.value
    for step in hit.path:  # the path may end at a key the object lacks (a Required value)
        if isinstance(text, dict):
            text = text.get(step)
        elif isinstance(text, list) and isinstance(step, int) and 0 <= step < len(text):
            text = text[step]
        else:
            text = None
    spans = obj.spans.get(hit.path)
    if not isinstance(text, str) or spans is None or hit.inside is None:
        return None
    line, column = spans[1][:2]
    found = place_inside(lines, (line, column), text, hit.inside)
    return (found[0], found[1], found[0], found[1] + 1) if found else None


def check_bundle(
    files: list[FileResult], options: Options, catalog: Catalog, context: frozenset[str] = frozenset()
) -> None:
    """Rules across the objects of each --pools group (the whole run by default); findings join
    the files their objects are in, but for the files read only as ``context`` (their displays)."""
    groups: dict[str, list[BundleItem]] = {}
    # In the order a walk of their tree reads them, whatever order they were given in: the rules
    # across objects report a pool's finding on its first slice, and a check of some of the files
    # (pre-commit's shuffled batches) must name the slice a check of the whole tree names.
    for result in in_walk_order(files):
        if result.bundle:
            groups.setdefault(scope_key(result.display, options.pools), []).extend(result.bundle)
    if not groups:
        return
    from ..reading.manifests import Reread

    by_file = {result.display: result for result in files}
    touched: set[str] = set()
    hits = []
    # Each release of a matrix run in turn, with its own options (a memo of the items keyed by them:
    # what reads no options, such as the pools, is computed once for all releases).
    runs = [(options, ())] if len(options.matrix) == 1 else [(options.at(r), (r,)) for r in options.matrix]
    for items in groups.values():
        given: dict[tuple[str, ...], BundleItems] = {}  # one list (and memo) per kinds the rules read
        for rule, check in catalog.checks_in("bundle"):
            if check.kinds not in given:
                given[check.kinds] = BundleItems(i for i in items if i.obj.kind in check.kinds)
            hits += [
                (rule, item, hit, held)
                for release_options, held in runs
                for item, hit in check.func(given[check.kinds], release_options)
                if item.display not in context
            ]
    hits.sort(key=lambda h: (h[1].display, h[1].obj.doc, h[1].obj.prefix))  # Reread goes through each file once
    again = Reread()
    for i, (rule, item, hit, held) in enumerate(hits):
        line, column, end_line, end_column = again.place(item.display, item.obj, hit.path, hit.key)
        if i + 1 == len(hits) or hits[i + 1][1].obj is not item.obj:  # the object's last finding: let its spans go
            item.obj.release_positions(reread=False)
        by_file[item.display].findings.append(
            Finding(
                rule.id,
                hit.severity or rule.severity,
                hit.message,
                item.display,
                Location(line, column, end_line, end_column, -1, 0),
                format_path(hit.path),
                item.index,
                item.identity,
                held,
            )
        )
        touched.add(item.display)
    for display in touched:
        by_file[display].findings.sort(key=REPORT_ORDER)


def in_walk_order(files: Iterable[FileResult]) -> list[FileResult]:
    """The files in the order a walk of their tree reads them, whatever order they were given in."""
    return sorted(files, key=lambda r: walk_order(r.display))


def walk_order(display: str) -> tuple[tuple[int, str], ...]:
    """Where a file comes in a walk of its tree (reading.sources): a directory's files in name order,
    then its subdirectories."""
    *directories, name = display.split(os.sep)
    return (*((1, d) for d in directories), (0, name))


def check_data(
    result: FileResult, data: bytes, layout: Layout | None, options: Options, catalog: Catalog
) -> FileResult:
    """Every metadata rule over one file's bytes, for each release of the run; findings are added to
    ``result``. The stream is read once; each release decodes it as its readers do (the metadata
    versions it knows), its file rules run on that, and an object rule runs once for every release
    that decodes the object, unless it read the release (semantics.metadata.file.ObjectContext)."""
    releases = options.matrix
    checked = tuple(r for r in releases if r in PROFILES)
    if not checked:  # not validated as if the release had the API; a matrix run says it once (check_paths)
        result.error = f"{result.display}: {_missing(list(releases))}; not checked"
    hits: list[tuple[str, Severity, Hit, int | None]] = []
    held: list[tuple[str, ...]] = []  # the releases of each hit, () for every release of the run
    tag: tuple[str, ...]
    # (object or the object it copies, check) -> the rule, its hits, and (release, object) for each
    # release that decoded the object or a copy of it, for the rules that read no release
    release_free: dict[tuple[int, Any], tuple[Any, list[Hit], list[tuple[str, int]]]] = {}
    object_checks = catalog.checks_in("object")
    mf: MetadataFile | None = None
    for release in checked:
        mf = MetadataFile(result.display, data, PROFILES[release], layout, same_file=mf)
        tag = () if len(releases) == 1 else (release,)
        for rule, check in catalog.checks_in("file"):
            found = list(check.func(mf))
            hits += [(rule.id, rule.severity, hit, None) for hit in found]
            held += [tag] * len(found)
        values = mf.stream.values
        for info in mf.validated:
            context = ObjectContext(mf, info)
            original = values[info.index].repeats
            original = info.index if original is None else original
            for rule, check in object_checks:
                free = release_free.get((original, check))
                if free is not None:
                    free[2].append((release, info.index))
                    continue
                context.release_read = False
                found = list(check.func(info.value, context))
                if not context.release_read:
                    release_free[(original, check)] = (rule, found, [(release, info.index)])
                    continue
                hits += [(rule.id, rule.severity, hit, info.index) for hit in found]
                held += [tag] * len(found)
    for rule, found, decoded in release_free.values():
        if not found:
            continue
        for index in dict.fromkeys(i for _, i in decoded):  # each object, in the order first decoded
            on = tuple(r for r, i in decoded if i == index)
            hits += [(rule.id, rule.severity, hit, index) for hit in found]
            held += [() if len(on) == len(releases) else on] * len(found)
    if mf is None:
        return result
    selected = mf.decoded.selected  # as the newest release checked reads it
    result.decoded_version = selected.api_version if selected else None
    for info in mf.objects:
        metadata = info.value.get("metadata") if isinstance(info.value, dict) else None
        annotations = metadata.get("annotations") if isinstance(metadata, dict) else None
        if isinstance(annotations, dict) and annotations:
            result.annotations[info.index] = annotations
    findings = Locator.for_metadata(mf).findings(hits)
    if len(releases) > 1:
        findings = [f._replace(releases=on) for f, on in zip(findings, held)]
    result.findings.extend(findings)
    result.findings.sort(key=REPORT_ORDER)
    return result


def _missing(releases: list[str]) -> str:
    """What to say of a device-metadata file checked against releases that do not have the API."""
    if len(releases) == 1:
        return missing("DeviceMetadata", releases[0])
    said = missing("DeviceMetadata", releases[0])
    return said.replace(f"Kubernetes {releases[0]} has", f"Kubernetes {joined(releases)} have", 1)


def check_paths(
    paths: list[str],
    options: Options,
    skip: Callable[[str], bool] | None = None,
    catalog: Catalog | None = None,
    context: list[str] | None = None,
) -> Report:
    """Check every file found under ``paths``; ``skip(path)`` leaves a file out (excludes);
    ``catalog``: the checks to run (default: all of them). The manifests found under ``context``
    and not in ``paths`` are read for the rules across objects only (``read_context``)."""
    catalog = catalog or load()
    errors: list[str] = []
    excluded = [0]  # files left out on purpose (exclude)

    def sources() -> Iterator[inputs.Source]:
        for item in inputs.discover(paths):
            if isinstance(item, inputs.InputError):
                errors.append(str(item))
            elif skip is None or item.path == inputs.STDIN or not skip(item.path):
                yield item
            else:
                excluded[0] += 1

    results: Iterable[FileResult]
    if options.jobs > 1 and inputs.STDIN not in paths:
        from functools import partial

        from . import parallel

        results = parallel.run(
            sources(),
            partial(check_source, options=options, catalog=catalog),
            options.jobs,
            weight=inputs.size if options.jobs_from_bytes else None,
            start_at=options.jobs_from_bytes,
        )
    else:
        results = (check_source(s, options, catalog) for s in sources())
    files = []
    for result in results:
        if result.error:
            errors.append(result.error)
        files.append(result)
    notes: list[str] = []
    checked_on = [r for r in options.matrix if r in PROFILES]
    if checked_on and len(checked_on) < len(options.matrix) and any(r.kind == "metadata" for r in files):
        # the other releases check the manifests; their findings are labelled with the releases they hold on
        without = [r for r in options.matrix if r not in PROFILES]
        notes.append(f"device-metadata files checked on {joined(checked_on)} only: {_missing(without)}")
    around = read_context(context, files, options, skip, catalog, notes) if context else []
    check_bundle(files + around, options, catalog, frozenset(r.display for r in around))
    check_captures(files + around, options, catalog)
    for result in files:  # the objects kept for the rules across files (and their files' bytes) can go
        result.bundle = []
        result.findings = merge(result.findings, options.matrix)
    return Report(files, errors, (_nothing_checked(paths, files, excluded[0]) if not errors else []) + notes)


def read_context(
    context: list[str],
    files: list[FileResult],
    options: Options,
    skip: Callable[[str], bool] | None,
    catalog: Catalog,
    notes: list[str],
) -> list[FileResult]:
    """The manifests under ``context`` that are not among ``files``, read for the rules across objects
    only: what `check` of the whole tree would read (the configuration's excludes too), so that a
    check of some of its files (pre-commit's batches) finds in them what a check of the tree finds
    in them. Their own findings are never reported: their per-object rules are not run, the
    rules across objects do not report on them, and what cannot be read is a note."""
    given = {_same_file(r.path) for r in files if r.path}
    around = []
    for source in inputs.discover(context):
        if isinstance(source, inputs.InputError):
            notes.append(f"{source} (context for the rules across objects, not checked)")
            continue
        if _same_file(source.path) in given or (skip is not None and skip(source.path)):
            continue
        # named as a file given would be (deploy/a.yaml, not ./deploy/a.yaml): --pools per-directory groups alike
        source = source._replace(display=inputs.display_name(source.display), explicit=False)
        if classify(source) != "manifest":
            continue
        result = read_objects(source, options, catalog)
        if result.error:
            notes.append(f"{result.error} (context for the rules across objects, not checked)")
        elif result.bundle:
            around.append(result)
    return around


def read_objects(source: inputs.Source, options: Options, catalog: Catalog) -> FileResult:
    """A manifest read for the rules across objects only, as `check` reads it (check_source without the
    per-object rules): its objects of their kinds kept (``bundle``), or why it could not be read."""
    objects_only = catalog.without(rule.id for rule, _ in catalog.checks_in("manifest"))
    return check_source(source, options._replace(interpret_as="manifest"), objects_only)


def _same_file(path: str) -> str:
    return os.path.normpath(os.path.abspath(path))


def _nothing_checked(paths: list[str], files: list[FileResult], excluded: int) -> list[str]:
    """A run that checked no file says so, and why: nothing passes silently."""
    if any(r.kind != "skipped" for r in files):
        return []
    where = ", ".join(paths)
    if not files and not excluded:
        return [f"no files found in {where}"]
    reasons = [f"{len(files)} of a kind dra-conform does not read"] if files else []
    reasons += [f"{excluded} excluded by --exclude or the configuration"] if excluded else []
    return [
        f"no file checked in {where}: {' and '.join(reasons)} (it reads *.yaml, *.yml, *.json, *.jsonl, "
        "*.ndjson and *-metadata.json)"
    ]


def health_findings(
    capture: Any, context: Any, catalog: Catalog, scopes: tuple[str, ...] = ("health",)
) -> list[Finding]:
    """Every health rule of ``scopes`` over one capture, located in its bytes."""
    hits: list[tuple[str, Severity, Hit, int | None]] = [
        (rule.id, rule.severity, hit, None)
        for scope in scopes
        for rule, check in catalog.checks_in(scope)
        for hit in check.func(capture, context)
    ]
    findings = [
        finding if finding.doc is None else finding._replace(identity=f"NodeWatchResourcesResponse/{finding.doc}")
        for finding in Locator(capture.display, capture.stream.data, capture.stream).findings(hits)
    ]
    findings.sort(key=REPORT_ORDER)
    return findings


def check_captures(files: list[FileResult], options: Options, catalog: Catalog) -> None:
    captured = [result for result in files if result.capture is not None]
    if not captured:
        return
    from ..rules.health_capture import HealthContext

    slices: dict[str, list[Any]] = {}  # the slices each capture is compared with: those of its --pools group
    for r in files:
        for i in r.bundle:
            if i.obj.kind == "ResourceSlice":
                slices.setdefault(scope_key(r.display, options.pools), []).append(i.obj.value)
    contexts: dict[tuple[str, str], Any] = {}
    matrix = options.matrix
    for result in captured:
        key = scope_key(result.display, options.pools)
        # Checked for the first release; again for each other only if a rule read the release (the
        # context notes it), the findings then of the release they were found on.
        for release in matrix:
            if (key, release) not in contexts:
                contexts[key, release] = HealthContext.from_slices(slices.get(key, []), release)
            context = contexts[key, release]
            context.release_read = False
            found = health_findings(result.capture, context, catalog)
            if release == matrix[0] and not context.release_read:
                result.findings.extend(found)
                break
            result.findings.extend(found if len(matrix) == 1 else (f._replace(releases=(release,)) for f in found))
        result.capture = None  # the bytes are not needed any more


def line_hashes(result: FileResult, lines: set[int]) -> dict[int, str]:
    """GitHub's primaryLocationLineHash of these lines of a checked file: SARIF asks for the lines of
    the results it emits, once it has capped them. The file is read again as it was read to be checked
    (standard input's bytes were kept); {} when it cannot be."""
    if result.data is not None:
        return primary_line_hashes(result.data, lines)
    if not result.path:
        return {}
    try:  # read a chunk at a time: a 100 MB dump is not held a second time for this
        return primary_line_hashes(inputs.chunks(inputs.Source(result.display, result.path, True)), lines)
    except inputs.InputError:
        return {}
