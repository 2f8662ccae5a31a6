"""DRA-MD-020...029: the file as a JSON stream, decoded the way upstream's reader does."""

from __future__ import annotations

import bisect
import re
from collections import deque
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path, Severity
from ..reading.parser import events as ev
from ..reading.shape import fields_at, shipped_schema
from ..semantics.metadata.decode import COMPARABLE_DEPTH, ObjectInfo, Status
from ..semantics.metadata.file import MetadataFile, without_type
from ..semantics.metadata.versions import GROUP, KIND, version_rank
from ..semantics.spelling import did_you_mean
from ..semantics.values import requests

_BOM = b"\xef\xbb\xbf"
_LATER = "readers stop at an earlier object, but one that skips it (an older release) fails here"


def _deciding(mf: MetadataFile) -> ObjectInfo | None:
    d = mf.decoded
    return mf.objects[d.deciding] if d.deciding is not None else None


def _later_failures(mf: MetadataFile) -> Iterator[ObjectInfo]:
    deciding = mf.decoded.deciding
    for info in mf.objects:
        if deciding is not None and info.index > deciding and info.status not in (Status.OK, Status.UNKNOWN_VERSION):
            yield info


@implements("DRA-MD-020")
def stream_syntax(mf: MetadataFile) -> Iterator[Hit]:
    stream = mf.stream
    if stream.error_code and not stream.stops_early():
        message = f"read metadata object from stream: {stream.error_message}"
        if stream.error_offset == 0 and mf.data.startswith(_BOM):
            message += " (the file starts with a UTF-8 byte order mark, which Go's decoder rejects)"
        if mf.decoded.reads_syntax_error:
            yield Hit(message, offset=stream.error_offset)
        else:
            yield Hit(f"{message}; {_LATER}", offset=stream.error_offset, severity=Severity.WARNING)
    elif stream.stops_early() and stream.values:
        char = chr(mf.data[stream.error_offset])
        yield Hit(
            f"unexpected '{char}' between objects: readers stop reading the stream here",
            offset=stream.error_offset,
            severity=Severity.WARNING,
        )
    info = _deciding(mf)
    if info is not None and info.status is Status.NOT_OBJECT:
        yield Hit(info.reader_error, doc=info.index)
    limit = stream.error_offset if stream.error_code else len(mf.data)
    try:
        if not mf.data.isascii():  # ASCII is UTF-8: decoded to check only when it is not
            str(memoryview(mf.data)[:limit], "utf-8")
    except UnicodeDecodeError as exc:
        yield Hit(
            f"invalid UTF-8 at byte {exc.start}: Go's decoder replaces it with U+FFFD",
            offset=exc.start,
            severity=Severity.WARNING,
        )


@implements("DRA-MD-021")
def stream_not_empty(mf: MetadataFile) -> Iterator[Hit]:
    stream = mf.stream
    if not stream.values and (not stream.error_code or stream.stops_early()):
        yield Hit("no metadata objects found in stream", offset=stream.error_offset if stream.error_code else 0)


@implements("DRA-MD-022")
def type_meta_required(mf: MetadataFile) -> Iterator[Hit]:
    info = _deciding(mf)
    if info is not None and info.status in (Status.NO_KIND, Status.NO_API_VERSION, Status.BAD_API_VERSION):
        yield Hit(info.reader_error, doc=info.index, path=info.error_path)


@implements("DRA-MD-023")
def known_kind(mf: MetadataFile) -> Iterator[Hit]:
    info = _deciding(mf)
    if info is not None and info.status in (Status.WRONG_KIND, Status.META_KIND):
        yield Hit(info.reader_error, doc=info.index, path=info.error_path)


@implements("DRA-MD-024")
def unknown_versions(mf: MetadataFile) -> Iterator[Hit]:
    d = mf.decoded
    known = ", ".join(mf.profile.known_group_versions)
    for info in mf.objects:
        if info.status is Status.UNKNOWN_VERSION:
            yield Hit(
                f"{info.group_version} is not a metadata version Kubernetes {mf.profile.kubernetes} readers know "
                f"({known}): they skip this object",
                doc=info.index,
                path=("apiVersion",),
                severity=Severity.NOTE,
            )
    if d.unknown_versions and d.deciding is None and not d.reads_syntax_error:
        yield Hit(
            "no compatible metadata version found in stream (unknown versions: " + ", ".join(d.unknown_versions) + ")",
            doc=0,
            path=("apiVersion",),
            severity=Severity.ERROR,
        )


@implements("DRA-MD-025")
def later_objects_decode(mf: MetadataFile) -> Iterator[Hit]:
    for info in _later_failures(mf):
        yield Hit(f"object {info.index + 1}: {info.reader_error}; {_LATER}", doc=info.index, path=info.error_path)
    stream = mf.stream
    if stream.omitted:
        deciding = mf.decoded.deciding
        stop = f"readers stop at object {deciding + 1}" if deciding is not None else "no reader gets this far"
        yield Hit(
            f"{stream.omitted} more objects after object {len(stream.values)} were not read: dra-conform "
            f"decodes the first {len(stream.values)} objects of a stream ({stop})",
            offset=stream.omitted_offset,
        )


def _is_attribute_member(path: Path) -> bool:
    return len(path) >= 6 and path[4] == "attributes"


@implements("DRA-MD-026")
def json_decoding(mf: MetadataFile) -> Iterator[Hit]:
    info = _deciding(mf)
    if info is not None and info.status is Status.TYPE_ERROR:
        gv = info.group_version
        for path, message in info.type_errors:
            if not _is_attribute_member(path):
                yield Hit(f"decode {gv}: {message}", doc=info.index, path=path)
    for obj in mf.objects:
        for key in obj.odd_case_keys:
            canonical = "apiVersion" if key.lower() == "apiversion" else "kind"
            yield Hit(
                f'key "{key}" matches "{canonical}" only case-insensitively; write "{canonical}"',
                doc=obj.index,
                path=(key,),
                key=True,
                severity=Severity.WARNING,
            )
        for path in obj.unknown_fields:
            if len(path) == 1 and path[0] in obj.odd_case_keys:
                continue
            known = fields_at(shipped_schema(f"{GROUP}/{obj.version}/{KIND}.json"), path[:-1])
            yield Hit(
                f'unknown field "{path[-1]}": the decoder drops it, so no reader sees it'
                f"{did_you_mean(str(path[-1]), known)}",
                doc=obj.index,
                path=path,
                key=True,
            )
    for value in mf.stream.values:
        for path, _, _ in mf.stream.duplicate_keys(value.index):
            yield Hit(
                f'duplicate key "{path[-1]}": the last value wins',
                doc=value.index,
                path=path,
                key=True,
                severity=Severity.WARNING,
            )


def _negated(rank: tuple[int, int, int]) -> tuple[int, int, int]:
    return -rank[0], -rank[1], -rank[2]


@implements("DRA-MD-027")
def version_order(mf: MetadataFile) -> Iterator[Hit]:
    objects = [o for o in mf.objects if o.group == GROUP and o.kind == KIND and o.version]
    if not objects:
        return
    required = mf.profile.required
    versions = [o.version for o in objects]
    # Producer conformance, not a read failure: readers of the release decode an older-only
    # stream. A stream that fails to decode already has its error; this would only add to it.
    if required and required not in versions and mf.decoded.selected is not None:
        yield Hit(
            f"the stream has no {GROUP}/{required} object: Kubernetes {mf.profile.kubernetes} writers always "
            f"include {required}; consumers that read only {required} will skip this file",
            doc=objects[0].index,
            path=("apiVersion",),
        )
    seen: dict[str, int] = {}
    # The ranked objects each lower than every ranked one before it, ranks falling: the first earlier
    # object older than a version is the first of these older than it (found by bisection, where
    # comparing with every earlier object was quadratic in a stream of many versions).
    lows: list[ObjectInfo] = []
    low_ranks: list[tuple[int, int, int]] = []  # their ranks, negated to rise for bisect
    for obj in objects:
        rank = version_rank(obj.version)
        if obj.version in seen:
            yield Hit(
                f"{obj.group_version} repeats object {seen[obj.version] + 1}: each version appears once",
                doc=obj.index,
                path=("apiVersion",),
                severity=Severity.WARNING,
            )
            continue
        seen[obj.version] = obj.index
        if rank:
            i = bisect.bisect_right(low_ranks, _negated(rank))  # the first low with a rank below this one
            if i < len(lows):
                yield Hit(
                    f"{obj.group_version} follows the older {lows[i].group_version}: write the newest version first",
                    doc=obj.index,
                    path=("apiVersion",),
                    severity=Severity.WARNING,
                )
            if not low_ranks or _negated(rank) > low_ranks[-1]:
                lows.append(obj)
                low_ranks.append(_negated(rank))
    if len(objects) == 1 and not (required and required not in versions):
        yield Hit(
            f"the stream carries a single version ({objects[0].group_version}); readers that only know "
            "another version cannot use it",
            doc=objects[0].index,
            path=("apiVersion",),
            severity=Severity.NOTE,
        )


def first_difference(a: Any, b: Any, path: Path = ()) -> Path | None:
    """The first path at which two decoded JSON values differ (iterative)."""
    todo = deque([(a, b, path)])  # breadth first: the shallowest difference (a list's pop(0) was quadratic)
    while todo:
        x, y, p = todo.popleft()
        if type(x) is not type(y):
            return p
        if isinstance(x, dict):
            for key in list(x) + [k for k in y if k not in x]:
                if key not in x or key not in y:
                    return p + (key,)
                todo.append((x[key], y[key], p + (key,)))
        elif isinstance(x, list):
            if len(x) != len(y):
                return p
            todo.extend((xi, yi, p + (i,)) for i, (xi, yi) in enumerate(zip(x, y)))
        elif x != y:
            return p
    return None


@implements("DRA-MD-028")
def versions_agree(mf: MetadataFile) -> Iterator[Hit]:
    decoded = [o for o in mf.objects if o.status is Status.OK]
    if len(decoded) < 2:
        return
    first = decoded[0]
    base = without_type(first.value)
    for other in decoded[1:]:
        if mf.stream.values[other.index].repeats == first.index:
            continue  # byte for byte the same object apart from apiVersion
        content = without_type(other.value)
        deep = max(mf.stream.values[o.index].depth for o in (first, other)) > COMPARABLE_DEPTH
        if not deep and content == base:
            continue
        where = first_difference(base, content)
        if where is not None:
            yield Hit(
                f"object {other.index + 1} ({other.group_version}) differs from object {first.index + 1} "
                f"({first.group_version}) here: every version must carry the same data",
                doc=other.index,
                path=where,
            )


# Go field order of each struct, for the writer's canonical encoding.
_ORDER = {
    "object": ("kind", "apiVersion", "metadata", "podClaimName", "requests"),
    "metadata": (
        "name",
        "generateName",
        "namespace",
        "selfLink",
        "uid",
        "resourceVersion",
        "generation",
        "creationTimestamp",
        "deletionTimestamp",
        "deletionGracePeriodSeconds",
        "labels",
        "annotations",
        "ownerReferences",
        "finalizers",
        "managedFields",
    ),
    "request": ("name", "devices"),
    "device": ("driver", "pool", "name", "attributes", "networkData"),
    "attribute": ("int", "bool", "string", "version", "ints", "bools", "strings", "versions"),
    "networkData": ("interfaceName", "ips", "hardwareAddress"),
}
# Every escape in order (pairs are consumed whole, so the "\\\\" of an escaped backslash
# never starts another): Go writes \uXXXX only for <, >, &, U+2028/9 and control characters.
_ESCAPE = rb"(?s)\\(?:u([0-9a-fA-F]{4})|(.))"  # compiled (re's cache) for the first file with a backslash
_GO_U_ESCAPES = frozenset([b"003c", b"003e", b"0026", b"2028", b"2029"] + [b"%04x" % i for i in range(0x20)])


def _non_canonical_escape(data: bytes, start: int, end: int) -> int:
    """Offset of the first escape in data[start:end] that Go's encoder would not write, or -1."""
    if data.find(b"\\", start, end) < 0:
        return -1
    for m in re.compile(_ESCAPE).finditer(data, start, end):
        hex_digits, char = m.groups()
        if (hex_digits is not None and hex_digits not in _GO_U_ESCAPES) or char == b"/":
            return m.start()
    return -1


def _in_order(names: tuple[str, ...]) -> frozenset[tuple[str, ...]]:
    """Every sequence of these names that keeps their order (the key orders Go can write): each name
    added to every sequence of the names before it (a seventh of the time of a pass per subset)."""
    found: list[tuple[str, ...]] = [()]
    for name in names:
        found += [kept + (name,) for kept in found]
    return frozenset(found)


_CANONICAL_KEYS = {kind: _in_order(names) if len(names) <= 8 else frozenset() for kind, names in _ORDER.items()}


def _order_problem(value: Any, kind: str, path: Path, nulls: bool = True) -> Path | None:
    """The path of the first member out of Go's field order (or null, which Go omits).

    ``nulls`` is false when the file holds no null literal."""
    if not isinstance(value, dict) or (
        tuple(value) in _CANONICAL_KEYS[kind] and not (nulls and None in value.values())
    ):
        return None
    rank = _ORDER[kind]
    keys = list(value)
    positions = [rank.index(k) if k in rank else len(rank) for k in keys]
    for i, key in enumerate(keys):
        if value[key] is None or (i and positions[i] < positions[i - 1]):
            return path + (key,)
    return None


_SORTED_NAMES: set[tuple[str, ...]] = set()  # attribute name lists known to be in Go's (sorted) map order


def _first_order_problem(info: ObjectInfo, mf: MetadataFile) -> Path | None:
    obj, nulls = info.value, mf.may_hold_null
    found = _order_problem(obj, "object", (), nulls) or _order_problem(
        obj.get("metadata"), "metadata", ("metadata",), nulls
    )
    if found:
        return found
    for rpath, request in requests(obj):
        found = _order_problem(request, "request", rpath, nulls)
        if found:
            return found
    for d in mf.devices(info):
        found = _order_problem(d.device, "device", d.path, nulls)
        if found:
            return found
        names = tuple(d.attributes)
        if names not in _SORTED_NAMES:  # a driver's devices share a few name lists
            if list(names) != sorted(names):
                return d.path + ("attributes",)
            if len(_SORTED_NAMES) < 4096:  # bounded
                _SORTED_NAMES.add(names)
        for name in d.not_single:  # only these can have several members
            found = _order_problem(d.attributes[name], "attribute", d.path + ("attributes", name), nulls)
            if found:
                return found
        network = d.device.get("networkData")
        if network is not None:
            found = _order_problem(network, "networkData", d.path + ("networkData",), nulls)
            if found:
                return found
    return None


@implements("DRA-MD-029")
def canonical_encoding(mf: MetadataFile) -> Iterator[Hit]:
    """Go's MarshalIndent layout, field order, escaping, and one newline after each object.

    The layout comes from the scanner (FLAG_NOT_INDENTED); order and escapes are
    checked on the decoded object and raw bytes, so a canonical file costs little.
    """
    data = mf.data
    values = mf.stream.values
    clean: set[int] = set()
    for info in mf.objects:
        if info.status is not Status.OK:
            continue
        value = values[info.index]
        if value.repeats in clean and data[value.end : value.end + 1] == b"\n":
            clean.add(info.index)  # the same bytes as a canonical object, but for apiVersion
            continue
        where = _first_order_problem(info, mf)
        if where is not None:
            yield Hit(
                "not in the writer's field order (Go struct order, attributes sorted, nulls omitted)",
                doc=info.index,
                path=where,
                key=True,
            )
            continue
        start, end = value.start, value.end
        html = min(
            (
                i
                for i in (data.find(b"<", start, end), data.find(b">", start, end), data.find(b"&", start, end))
                if i >= 0
            ),
            default=-1,
        )
        escape = _non_canonical_escape(data, start, end)
        if html >= 0 or escape >= 0:
            yield Hit(
                "not escaped as the writer does (<, > and & as \\u003c, \\u003e, \\u0026; other characters as UTF-8)",
                offset=html if html >= 0 else escape,
            )
            continue
        if value.flags & ev.FLAG_NOT_INDENTED:
            yield Hit("not laid out as the writer does (json.MarshalIndent with two spaces)", doc=info.index)
            continue
        if data[value.end : value.end + 1] != b"\n" or data[value.end + 1 : value.end + 2] in (
            b" ",
            b"\n",
            b"\r",
            b"\t",
        ):
            yield Hit("the writer ends every object with exactly one newline", offset=value.end)
            continue
        clean.add(info.index)


@implements("DRA-MD-073")
def attribute_member_types(mf: MetadataFile) -> Iterator[Hit]:
    info = _deciding(mf)
    if info is not None and info.status is Status.TYPE_ERROR:
        for path, message in info.type_errors:
            if _is_attribute_member(path):
                yield Hit(f"decode {info.group_version}: {message}", doc=info.index, path=path)
