"""DRA-MD-020...029: the file as a JSON stream, decoded the way upstream's reader does."""

from __future__ import annotations

import json
from typing import Any, Iterator

from ..metadata.decode import ObjectInfo, Status
from ..metadata.file import MetadataFile, without_type
from ..metadata.versions import GROUP, KIND, version_rank
from ..model import Hit, Path, Severity
from ..registry import implements

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
        mf.data[:limit].decode("utf-8")
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
            "no compatible metadata version found in stream (unknown versions: "
            + ", ".join(d.unknown_versions) + ")",
            doc=0,
            path=("apiVersion",),
            severity=Severity.ERROR,
        )


@implements("DRA-MD-025")
def later_objects_decode(mf: MetadataFile) -> Iterator[Hit]:
    for info in _later_failures(mf):
        yield Hit(f"object {info.index + 1}: {info.reader_error}; {_LATER}", doc=info.index, path=info.error_path)


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
                doc=obj.index, path=(key,), key=True, severity=Severity.WARNING,
            )
        for path in obj.unknown_fields:
            if len(path) == 1 and path[0] in obj.odd_case_keys:
                continue
            yield Hit(
                f'unknown field "{path[-1]}": the decoder ignores it',
                doc=obj.index, path=path, key=True, severity=Severity.WARNING,
            )
    for value in mf.stream.values:
        if mf.stream.has_duplicate_keys(value.index):
            for path, _, _ in mf.stream.spans(value.index).duplicates:
                yield Hit(
                    f'duplicate key "{path[-1]}": the last value wins',
                    doc=value.index, path=path, key=True, severity=Severity.WARNING,
                )


@implements("DRA-MD-027")
def version_order(mf: MetadataFile) -> Iterator[Hit]:
    objects = [o for o in mf.objects if o.group == GROUP and o.kind == KIND and o.version]
    if not objects:
        return
    required = mf.profile.required
    versions = [o.version for o in objects]
    if required and required not in versions:
        yield Hit(
            f"the stream has no {GROUP}/{required} object: Kubernetes {mf.profile.kubernetes} "
            f"writers always write it, and readers of that version need it",
            doc=objects[0].index, path=("apiVersion",), severity=Severity.ERROR,
        )
    seen: dict[str, int] = {}
    for position, obj in enumerate(objects):
        rank = version_rank(obj.version)
        if obj.version in seen:
            yield Hit(
                f"{obj.group_version} repeats object {seen[obj.version] + 1}: each version appears once",
                doc=obj.index, path=("apiVersion",), severity=Severity.WARNING,
            )
            continue
        seen[obj.version] = obj.index
        older = [p for p in objects[:position] if (r := version_rank(p.version)) and rank and r < rank]
        if older:
            yield Hit(
                f"{obj.group_version} follows the older {older[0].group_version}: write the newest version first",
                doc=obj.index, path=("apiVersion",), severity=Severity.WARNING,
            )
    if len(objects) == 1 and not (required and required not in versions):
        yield Hit(
            f"the stream carries a single version ({objects[0].group_version}); readers that only know "
            "another version cannot use it",
            doc=objects[0].index, path=("apiVersion",), severity=Severity.NOTE,
        )


def first_difference(a: Any, b: Any, path: Path = ()) -> Path | None:
    """The first path at which two decoded JSON values differ (iterative)."""
    todo = [(a, b, path)]
    while todo:
        x, y, p = todo.pop(0)
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
        where = first_difference(base, without_type(other.value))
        if where is not None:
            yield Hit(
                f"object {other.index + 1} ({other.group_version}) differs from object {first.index + 1} "
                f"({first.group_version}) here: every version must carry the same data",
                doc=other.index, path=where,
            )


# Go field order of each struct, for the writer's canonical encoding.
_TOP_ORDER = ("kind", "apiVersion", "metadata", "podClaimName", "requests")
_ORDER = {
    "metadata": ("name", "generateName", "namespace", "selfLink", "uid", "resourceVersion", "generation",
                 "creationTimestamp", "deletionTimestamp", "deletionGracePeriodSeconds", "labels",
                 "annotations", "ownerReferences", "finalizers", "managedFields"),
    "requests": ("name", "devices"),
    "devices": ("driver", "pool", "name", "attributes", "networkData"),
    "attribute": ("int", "bool", "string", "version", "ints", "bools", "strings", "versions"),
    "networkData": ("interfaceName", "ips", "hardwareAddress"),
}


def _ordered(value: dict[str, Any], order: tuple[str, ...]) -> dict[str, Any]:
    rank = {k: i for i, k in enumerate(order)}
    return {k: value[k] for k in sorted(value, key=lambda k: (rank.get(k, len(order)), k)) if value[k] is not None}


def canonical(value: dict[str, Any]) -> bytes:
    """What the upstream writer would emit for this object (MarshalIndent, 2 spaces)."""
    obj = _ordered(value, _TOP_ORDER)
    if isinstance(obj.get("metadata"), dict):
        obj["metadata"] = _ordered(obj["metadata"], _ORDER["metadata"])
    if isinstance(obj.get("requests"), list):
        obj["requests"] = [_canonical_request(r) for r in obj["requests"]]
    text = json.dumps(obj, indent=2, ensure_ascii=False)
    for char, escape in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(char, escape)
    return text.encode("utf-8")


def _canonical_request(request: Any) -> Any:
    if not isinstance(request, dict):
        return request
    request = _ordered(request, _ORDER["requests"])
    if isinstance(request.get("devices"), list):
        request["devices"] = [_canonical_device(d) for d in request["devices"]]
    return request


def _canonical_device(device: Any) -> Any:
    if not isinstance(device, dict):
        return device
    device = _ordered(device, _ORDER["devices"])
    if isinstance(device.get("attributes"), dict):
        device["attributes"] = {
            k: _ordered(v, _ORDER["attribute"]) if isinstance(v, dict) else v
            for k, v in sorted(device["attributes"].items())
        }
    if isinstance(device.get("networkData"), dict):
        device["networkData"] = _ordered(device["networkData"], _ORDER["networkData"])
    return device


@implements("DRA-MD-029")
def canonical_encoding(mf: MetadataFile) -> Iterator[Hit]:
    data = mf.data
    for info in mf.validated:
        value = mf.stream.values[info.index]
        try:
            expected = canonical(info.value)
        except (RecursionError, ValueError):
            continue
        actual = data[value.start : value.end]
        if actual != expected:
            at = next((i for i, (x, y) in enumerate(zip(actual, expected)) if x != y), min(len(actual), len(expected)))
            yield Hit(
                "not the writer's canonical encoding (2-space indent, Go field order, sorted attributes, "
                "\\u003c-style escapes); it differs from here",
                offset=value.start + at,
            )
        following = data[value.end : value.end + 2]
        if actual == expected and following[:1] != b"\n":
            yield Hit("the writer ends every object with a single newline", offset=value.end)


@implements("DRA-MD-073")
def attribute_member_types(mf: MetadataFile) -> Iterator[Hit]:
    info = _deciding(mf)
    if info is not None and info.status is Status.TYPE_ERROR:
        for path, message in info.type_errors:
            if _is_attribute_member(path):
                yield Hit(f"decode {info.group_version}: {message}", doc=info.index, path=path)
