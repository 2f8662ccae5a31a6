"""One device metadata file as the rules see it."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ...reading.jsonstream import JsonStream, read_stream
from ...reading.layout import Layout
from ...reading.parser.events import FLAG_NULL
from .decode import COMPARABLE_DEPTH, Decoded, ObjectInfo, Status, decode
from .devices import DeviceFacts, device_facts
from .versions import Profile


@dataclass
class MetadataFile:
    display: str  # the path as reported
    data: bytes
    profile: Profile
    layout: Layout | None = None
    stream: JsonStream = field(init=False)
    decoded: Decoded = field(init=False)

    def __post_init__(self) -> None:
        self.stream = read_stream(self.data)
        self.decoded = decode(self.stream, self.profile)
        self._devices: dict[int, list[DeviceFacts]] = {}  # by object index
        # A null literal is the only way to a None value: the scanner tells which values hold one.
        self.may_hold_null = any(v.flags & FLAG_NULL for v in self.stream.values)

    def devices(self, info: ObjectInfo) -> list[DeviceFacts]:
        """Each device of the object with its attributes sorted into kinds, computed once."""
        facts = self._devices.get(info.index)
        if facts is None:
            facts = self._devices[info.index] = device_facts(info.value, self.may_hold_null)
        return facts

    @property
    def objects(self) -> list[ObjectInfo]:
        return self.decoded.objects

    @cached_property
    def validated(self) -> list[ObjectInfo]:
        """Decoded objects whose content differs from every earlier one (validated once each)."""
        seen: list[dict[str, Any]] = []
        out: list[ObjectInfo] = []
        for info in self.objects:
            if info.status is not Status.OK:
                continue
            repeats = self.stream.values[info.index].repeats
            if repeats is not None and any(o.index == repeats for o in out):
                continue
            if self.stream.values[info.index].depth <= COMPARABLE_DEPTH:
                content = without_type(info.value)
                if content in seen:
                    continue
                seen.append(content)
            out.append(info)
        return out


@dataclass
class ObjectContext:
    """What an object rule gets besides the object: its file, and what is computed once per object."""

    file: MetadataFile
    info: ObjectInfo

    @cached_property  # a dozen rules ask, one after another
    def devices(self) -> list[DeviceFacts]:
        return self.file.devices(self.info)


def without_type(value: dict[str, Any]) -> dict[str, Any]:
    """An object's content without apiVersion (and the sniffed case variants of it)."""
    return {k: v for k, v in value.items() if k.lower() != "apiversion"}
