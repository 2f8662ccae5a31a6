"""One device metadata file as the rules see it."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from ...reading.jsonstream import JsonStream, read_stream
from ...reading.layout import Layout
from ...reading.parser.events import FLAG_NULL
from .decode import COMPARABLE_DEPTH, Decoded, ObjectInfo, Status, content_key, decode
from .devices import DeviceFacts, device_facts
from .versions import Profile

# A writer puts one object per API version in a file; readers stop at the first they know. Past this
# many, the objects are scanned (syntax) but not decoded: DRA-MD-025 says how many were left.
MAX_OBJECTS = 1000


class MetadataFile:
    """A file read as upstream reads it, and what the rules compute from it once. (Not a dataclass: see model.results.)"""

    def __init__(
        self,
        display: str,
        data: bytes,
        profile: Profile,
        layout: Layout | None = None,
        same_file: MetadataFile | None = None,
    ) -> None:
        """``same_file``: this file as another release read it (a matrix run): its stream and device facts,
        which no release changes, are taken from it rather than made again."""
        self.display = display  # the path as reported
        self.data = data
        self.profile = profile
        self.layout = layout
        self.stream: JsonStream = same_file.stream if same_file else read_stream(data, MAX_OBJECTS)
        self.decoded: Decoded = decode(self.stream, profile)
        # by object index (shared with same_file: the facts are of the object's value, read alike by every release)
        self._devices: dict[int, list[DeviceFacts]] = same_file._devices if same_file else {}
        # A null literal is the only way to a None value: the scanner tells which values hold one.
        self.may_hold_null = any(v.flags & FLAG_NULL for v in self.stream.values)

    def devices(self, info: ObjectInfo) -> list[DeviceFacts]:
        """Each device of the object with its attributes sorted into kinds, computed once for the object
        and its copies in other versions (the same bytes but for the top-level apiVersion)."""
        original = self.stream.values[info.index].repeats if info.index < len(self.stream.values) else None
        key = info.index if original is None else original
        facts = self._devices.get(key)
        if facts is None:
            facts = self._devices[key] = device_facts(info.value, self.may_hold_null)
        return facts

    @property
    def objects(self) -> list[ObjectInfo]:
        return self.decoded.objects

    @cached_property
    def validated(self) -> list[ObjectInfo]:
        """Decoded objects whose content differs from every earlier one (validated once each)."""
        decoded = [info for info in self.objects if info.status is Status.OK]
        if len(decoded) < 2:
            return decoded
        out: list[ObjectInfo] = []
        kept: set[int] = set()  # the indexes in out
        seen: set[Any] | None = None  # content_key of each object kept, made once one must be compared
        values = self.stream.values
        for info in decoded:
            repeats = values[info.index].repeats
            if repeats is not None and repeats in kept:
                continue  # the scanner saw it repeat one kept: no key needed
            if out and values[info.index].depth <= COMPARABLE_DEPTH:
                if seen is None:
                    seen = {content_key(k.value) for k in out if values[k.index].depth <= COMPARABLE_DEPTH}
                content = content_key(info.value)
                if content in seen:
                    continue
                seen.add(content)
            out.append(info)
            kept.add(info.index)
        return out


class ObjectContext:
    """What an object rule gets besides the object: its file, and what is computed once per object.

    The file is as one release reads it (its profile, what its reader decodes), and so is the
    object's decoding (``info``): a rule that asks for either is noted (``release_read``) and, in a
    matrix run, run again for each release. One that reads only the object's content and its devices
    is run once for the object and the copies of it in other versions (the same bytes but for the
    top-level apiVersion: the writer's stream), whichever of them each release decodes: object rules
    judge the content, apiVersion aside (tests/unit/test_matrix_context.py holds them to it)."""

    def __init__(self, file: MetadataFile, info: ObjectInfo) -> None:
        self._file = file
        self._info = info
        self.release_read = False  # a rule asked for the file or the object's decoding since last set False

    @property
    def file(self) -> MetadataFile:
        self.release_read = True
        return self._file

    @property
    def info(self) -> ObjectInfo:
        """How the release's reader decoded the object (its version, where it is in the stream)."""
        self.release_read = True
        return self._info

    @cached_property  # a dozen rules ask, one after another
    def devices(self) -> list[DeviceFacts]:
        return self._file.devices(self._info)


def without_type(value: dict[str, Any]) -> dict[str, Any]:
    """An object's content without apiVersion (and the sniffed case variants of it)."""
    return {k: v for k, v in value.items() if k.lower() != "apiversion"}
