"""What ``DecodeMetadataFromStream`` (k8s.io/dynamic-resource-allocation/devicemetadata)
makes of a file, object by object, so the rules can report it in upstream's words.

Upstream reads objects in order, skips unknown group/versions, and stops at the
first other object: decoded, it is the result; failing, the read is fatal.
Objects after it are never read; dra-conform still classifies them all.
"""

from __future__ import annotations

import enum
from functools import cache
from typing import Any, NamedTuple

from ...model.findings import Path
from ...reading.jsonstream import JsonStream, StreamValue
from ...reading.shape import Checker, Errors, Unknown, go_kind, shipped_checker
from .versions import CORE_V1, GROUP, KIND, META_KINDS, Profile


class Status(enum.Enum):
    NOT_OBJECT = "not an object"
    NO_KIND = "kind missing"
    NO_API_VERSION = "apiVersion missing"
    BAD_API_VERSION = "apiVersion malformed"
    UNKNOWN_VERSION = "unknown version"
    WRONG_KIND = "kind not registered"
    META_KIND = "generic kind"
    TYPE_ERROR = "type error"
    OK = "decoded"


class ObjectInfo:
    """What upstream's reader makes of one object of the file. (Not a dataclass: see model.results.)"""

    def __init__(
        self,
        index: int,
        value: Any,
        status: Status,
        api_version: str = "",
        kind: str = "",
        group: str = "",
        version: str = "",
        reader_error: str = "",
        error_path: Path = (),
        type_errors: Errors | None = None,
        unknown_fields: Unknown | None = None,
        odd_case_keys: list[str] | None = None,
    ) -> None:
        self.index = index
        self.value = value
        self.status = status
        self.api_version = api_version
        self.kind = kind
        self.group = group
        self.version = version
        self.reader_error = reader_error  # what upstream's reader returns for it (when it would fail)
        self.error_path = error_path  # where that error points
        self.type_errors: Errors = [] if type_errors is None else type_errors
        self.unknown_fields: Unknown = [] if unknown_fields is None else unknown_fields
        self.odd_case_keys: list[str] = [] if odd_case_keys is None else odd_case_keys

    @property
    def group_version(self) -> str:
        return f"{self.group}/{self.version}" if self.group else self.version

    @property
    def is_metadata(self) -> bool:
        return self.group == GROUP and self.kind == KIND


COMPARABLE_DEPTH = 200


@cache
def _checker(version: str) -> Checker:
    return shipped_checker(f"{GROUP}/{version}/{KIND}.json")


def _snippet(raw: bytes | memoryview) -> str:
    """The object's text as Go's 'Object ... is missing in' message quotes it: whole (apimachinery's
    missingKindErr / missingVersionErr print the raw object; the Go oracle showed it, tests/oracle)."""
    return bytes(raw).decode("utf-8", "replace")


# DeviceMetadata's own field names: no two are equal ignoring case, so in an object with no
# other keys a field is found by its exact name (the usual object, without lowering each key).
_FIELD_NAMES = frozenset(("kind", "apiVersion", "metadata", "requests"))


def _sniff(obj: dict[str, Any], name: str) -> tuple[Any, list[str]]:
    """Go's case-insensitive field match: the last key equal to ``name`` ignoring case wins."""
    if obj.keys() <= _FIELD_NAMES:
        return obj.get(name), []
    found: Any = None
    odd = []
    lowered = name.lower()
    for key, value in obj.items():
        if key == name:
            found = value
        elif key.lower() == lowered:
            found = value
            odd.append(key)
    return found, odd


def content_key(value: dict[str, Any]) -> Any:
    """An object's content without apiVersion (and its sniffed case variants) as a hashable value:
    two keys are equal exactly when the contents are (==). Looked up, not compared with every
    earlier object: a stream of a million objects was a million squared comparisons. For values no
    deeper than COMPARABLE_DEPTH (it recurses that far)."""
    return frozenset((k, _frozen(v)) for k, v in value.items() if k.lower() != "apiversion")


def _comparable(v: StreamValue) -> bool:
    """Whether a stream value is compared by content: an object no deeper
    than COMPARABLE_DEPTH (deeper values are never compared: Python's recursion limit)."""
    return type(v.value) is dict and v.depth <= COMPARABLE_DEPTH


def _frozen(value: Any) -> Any:
    kind = type(value)
    if kind is dict:
        return frozenset((k, _frozen(v)) for k, v in value.items())
    if kind is list:
        return tuple(_frozen(v) for v in value)
    return value


def classify(index: int, value: Any, raw: bytes | memoryview, profile: Profile, shape: bool = True) -> ObjectInfo:
    if value is None:  # json.Unmarshal of null into the TypeMeta struct does nothing: the kind is missing
        return ObjectInfo(
            index,
            value,
            Status.NOT_OBJECT,
            reader_error=f"decode metadata object: Object 'Kind' is missing in '{_snippet(raw)}'",
        )
    if type(value) is not dict:
        return ObjectInfo(
            index,
            value,
            Status.NOT_OBJECT,
            reader_error="decode metadata object: couldn't get version/kind; json parse error: "
            f"json: cannot unmarshal {go_kind(value)} into Go value of type struct "
            '{ APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" }',
        )
    api_version, odd_api = _sniff(value, "apiVersion")
    kind, odd_kind = _sniff(value, "kind")
    info = ObjectInfo(index, value, Status.OK, odd_case_keys=odd_api + odd_kind)
    for name, got in (("apiVersion", api_version), ("kind", kind)):
        if got is not None and type(got) is not str:
            info.status = Status.BAD_API_VERSION if name == "apiVersion" else Status.NO_KIND
            info.error_path = (name,)
            info.reader_error = (
                "decode metadata object: couldn't get version/kind; json parse error: "
                f"json: cannot unmarshal {go_kind(got)} into Go struct field .{name} of type string"
            )
            return info
    info.api_version = api_version or ""
    info.kind = kind or ""
    if info.api_version.count("/") > 1:
        info.status = Status.BAD_API_VERSION
        info.error_path = ("apiVersion",)
        info.reader_error = f"decode metadata object: unexpected GroupVersion string: {info.api_version}"
        return info
    if "/" in info.api_version:
        info.group, info.version = info.api_version.split("/")
    elif info.api_version != "/":
        info.version = info.api_version
    if not info.kind:
        info.status = Status.NO_KIND
        info.error_path = ("kind",)
        where = f"decode {info.group_version}" if info.version else "decode metadata object"
        info.reader_error = f"{where}: Object 'Kind' is missing in '{_snippet(raw)}'"
        return info
    if not info.version:
        info.status = Status.NO_API_VERSION
        info.error_path = ("apiVersion",)
        info.reader_error = f"decode metadata object: Object 'apiVersion' is missing in '{_snippet(raw)}'"
        return info
    gv = info.group_version
    registered = gv == CORE_V1 or (info.group == GROUP and info.version in profile.versions)
    if not registered:
        info.status = Status.UNKNOWN_VERSION
        return info
    if info.kind in META_KINDS and gv != CORE_V1:  # the core v1 group/version registers none of them
        info.status = Status.META_KIND
        info.error_path = ("kind",)
        # 1.36's reader names the decoded object's own group/version, which a generic kind leaves empty;
        # 1.37's names the group/version/kind it decoded (schema.GroupVersionKind's String)
        where = "" if profile.kubernetes == "1.36" else f"{gv}, Kind={info.kind}"
        info.reader_error = f"convert {where}: converting (v1.{info.kind}) to (metadata.{KIND}): unknown conversion"
        return info
    if gv == CORE_V1 or info.kind != KIND:
        info.status = Status.WRONG_KIND
        info.error_path = ("kind",)
        info.reader_error = f'decode {gv}: no kind "{info.kind}" is registered for version "{gv}" in scheme'
        return info
    if not shape:
        return info
    info.type_errors, info.unknown_fields, _ = _checker(info.version)(value)  # no field varies by release
    if info.type_errors:
        info.status = Status.TYPE_ERROR
        info.error_path, first = info.type_errors[0]
        info.reader_error = f"decode {gv}: {first}"
    return info


class Decoded(NamedTuple):
    """The reader's verdict on a whole stream, plus every object classified."""

    objects: list[ObjectInfo]
    deciding: int | None  # index of the object the reader stops at, if any
    reads_syntax_error: bool  # the reader reaches the syntax error (all earlier objects skipped)
    unknown_versions: list[str]

    @property
    def selected(self) -> ObjectInfo | None:
        if self.deciding is None:
            return None
        info = self.objects[self.deciding]
        return info if info.status is Status.OK else None


def decode(stream: JsonStream, profile: Profile) -> Decoded:
    data = memoryview(stream.data)  # each object's bytes without a copy (quoted only in two errors)
    objects: list[ObjectInfo] = []
    decoded: dict[Any, ObjectInfo] = {}  # content_key -> the first object with that content that decodes
    # Objects the scanner saw repeat an earlier one are known twins; the others are looked up by
    # content among each other, so their keys are made only when there are two of them or more
    # (the usual stream, one object and its copies under other versions, makes none).
    fresh = sum(1 for v in stream.values if v.repeats is None and _comparable(v))
    for v in stream.values:
        key = content_key(v.value) if fresh > 1 and v.repeats is None and _comparable(v) else None
        if v.repeats is not None:
            twin: ObjectInfo | None = objects[v.repeats]
        else:
            twin = decoded.get(key) if key is not None else None
        if twin is not None and twin.group == GROUP and twin.status in (Status.OK, Status.TYPE_ERROR):
            # Every version shares one schema: an object equal to an earlier one (apiVersion
            # aside) decodes the same way, so reuse that verdict instead of checking again; only a
            # verdict on its fields, though (a twin of an unknown version was never checked).
            info = classify(v.index, v.value, data[v.start : v.end], profile, shape=False)
            if info.status is Status.OK:
                info.status, info.error_path = twin.status, twin.error_path
                info.type_errors, info.unknown_fields = twin.type_errors, twin.unknown_fields
                if twin.type_errors:
                    info.reader_error = f"decode {info.group_version}: {twin.type_errors[0][1]}"
            objects.append(info)
            continue
        info = classify(v.index, v.value, data[v.start : v.end], profile)
        if key is not None and info.status in (Status.OK, Status.TYPE_ERROR):
            decoded.setdefault(key, info)
        objects.append(info)
    unknown: list[str] = []
    deciding = None
    for info in objects:
        if info.status is Status.UNKNOWN_VERSION:
            unknown.append(info.group_version)
            continue
        deciding = info.index
        break
    reads_error = deciding is None and stream.error_code != 0 and not stream.stops_early()
    return Decoded(objects, deciding, reads_error, unknown)
