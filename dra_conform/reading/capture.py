"""A DRAResourceHealth capture: NodeWatchResourcesResponse messages in proto3 JSON.

This is what `grpcurl` prints for the stream (and what `health-probe --save`
writes): camelCase field names (the proto names are accepted too, as protojson
does), enums by name or number, int64 as strings or numbers, defaults left
out. Responses follow each other as a JSON stream, concatenated or one per
line. Decoding follows Go's protojson, which rejects unknown and duplicate
fields and values of the wrong type; those are DRA-HLT-001 hits here, and the
rest of the rules see only what decoded.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from ..model.findings import Hit, Path, Severity
from .jsonstream import JsonStream, json_text, read_stream
from .shape import INT64_MAX, INT64_MIN, GoNumber

HEALTH_NAMES = ("UNKNOWN", "HEALTHY", "UNHEALTHY")  # enum HealthStatus, by number
MESSAGE_LIMIT = 1024  # bytes; longer messages are cut to 1021 bytes + "..." by the kubelet
DEFAULT_TIMEOUT_SECONDS = 30
MAX_RESPONSES = 10_000  # a day of one response every 10 s; past it, responses are scanned, not decoded

# Message name -> {JSON key as protojson accepts it: (proto field name, type)}.
_FIELDS: dict[str, dict[str, tuple[str, str]]] = {
    "NodeWatchResourcesResponse": {"devices": ("devices", "repeated DeviceHealth")},
    "DeviceHealth": {
        "device": ("device", "DeviceIdentifier"),
        "health": ("health", "enum"),
        "lastUpdatedTime": ("last_updated_time", "int64"),
        "last_updated_time": ("last_updated_time", "int64"),
        "healthCheckTimeoutSeconds": ("health_check_timeout_seconds", "int64"),
        "health_check_timeout_seconds": ("health_check_timeout_seconds", "int64"),
        "message": ("message", "string"),
    },
    "DeviceIdentifier": {
        "poolName": ("pool_name", "string"),
        "pool_name": ("pool_name", "string"),
        "deviceName": ("device_name", "string"),
        "device_name": ("device_name", "string"),
    },
}
_JSON_NAME = {
    "last_updated_time": "lastUpdatedTime",
    "health_check_timeout_seconds": "healthCheckTimeoutSeconds",
    "pool_name": "poolName",
    "device_name": "deviceName",
}
# protojson's int64 text: an optional minus, digits, an optional fraction and exponent; no spaces.
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?\Z")

# What a capture looks like from its first bytes (auto-detection in `check`): empty responses
# (grpcurl prints `{}` for a response without devices), then one that lists devices.
SNIFF = re.compile(
    rb'\A(?:\xef\xbb\xbf)?\s*(?:\{\s*\}\s*)*\{\s*"devices"\s*:\s*\[\s*(?:\]|\{\s*"(?:device|health|lastUpdatedTime|last_updated_time'
    rb'|healthCheckTimeoutSeconds|health_check_timeout_seconds|message)")'
)


@dataclass
class DeviceHealth:
    """One decoded ``DeviceHealth``; ``keys`` maps proto field names to the JSON keys the file used."""

    response: int  # index of the response in the capture (the stream value)
    index: int  # position in the response's devices
    pool: str = ""
    device: str = ""
    health: int = 0
    last_updated: int = 0
    timeout: int | None = None  # None: the field was absent (unset)
    message: str = ""
    keys: dict[str, str] = field(default_factory=dict)

    @property
    def key(self) -> tuple[str, str]:
        """The kubelet's cache key: the device within the driver."""
        return self.pool, self.device

    @property
    def name(self) -> str:
        return f"{self.pool}/{self.device}"

    def path(self, proto_field: str = "") -> Path:
        base: Path = ("devices", self.index)
        if proto_field in ("pool_name", "device_name"):
            return base + (self.keys.get("device", "device"), self.keys.get(proto_field, _JSON_NAME[proto_field]))
        if proto_field:
            return base + (self.keys.get(proto_field, _JSON_NAME.get(proto_field, proto_field)),)
        return base


@dataclass
class Response:
    index: int
    devices: list[DeviceHealth] = field(default_factory=list)
    received: float | None = None  # seconds after the stream opened (live probe only)


@dataclass
class Capture:
    display: str
    stream: JsonStream
    responses: list[Response]
    errors: list[Hit]  # DRA-HLT-001: what protojson would refuse
    probe: Any = None  # live.probe.Session when the capture comes from `health-probe`


def read_capture(display: str, data: bytes, received: list[float] | None = None) -> Capture:
    stream = read_stream(data, MAX_RESPONSES)
    errors: list[Hit] = []
    if stream.omitted:
        errors.append(
            Hit(
                f"{stream.omitted} more responses after response {MAX_RESPONSES} were not read: "
                f"dra-conform checks the first {MAX_RESPONSES} of a capture",
                offset=stream.omitted_offset,
                severity=Severity.WARNING,
            )
        )
    if stream.error_code:
        errors.append(
            Hit(f"read NodeWatchResourcesResponse from stream: {stream.error_message}", offset=stream.error_offset)
        )
    elif not stream.values:
        errors.append(Hit("no NodeWatchResourcesResponse found in the capture", offset=0))
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:  # Go's protojson refuses it; Python would read U+FFFD
        errors.append(Hit(f"invalid UTF-8 at byte {exc.start}", offset=exc.start))
    responses = []
    for value in stream.values:
        for path, _, _ in stream.duplicate_keys(value.index):
            errors.append(Hit(f"duplicate field {json.dumps(path[-1])}", path, value.index, key=True))
        decoder = _Decoder(value.index, errors)
        responses.append(decoder.response(value.value))
    if received:
        for response, at in zip(responses, received):
            response.received = at
    return Capture(display, stream, responses, errors)


class _Decoder:
    def __init__(self, doc: int, errors: list[Hit]) -> None:
        self.doc = doc
        self.errors = errors

    def fail(self, message: str, path: Path, key: bool = False) -> None:
        self.errors.append(Hit(message, path, self.doc, key=key))

    def fields(self, message: str, value: Any, path: Path) -> dict[str, tuple[str, Any]]:
        """proto field -> (JSON key, value) of one message object; unknown and repeated fields refused."""
        if value is None:
            return {}
        if not isinstance(value, dict):
            self.fail(f"invalid value for message {message}: {_literal(value)}", path)
            return {}
        known = _FIELDS[message]
        out: dict[str, tuple[str, Any]] = {}
        for key, item in value.items():
            spec = known.get(key)
            if spec is None:
                self.fail(f"unknown field {json.dumps(key)} in {message}", path + (key,), key=True)
            elif spec[0] in out:
                self.fail(
                    f"duplicate field {json.dumps(key)} ({spec[0]} is also given as {json.dumps(out[spec[0]][0])})",
                    path + (key,),
                    key=True,
                )
            elif item is not None:  # protojson reads null as the field's default
                out[spec[0]] = (key, item)
        return out

    def response(self, value: Any) -> Response:
        response = Response(self.doc)
        fields = self.fields("NodeWatchResourcesResponse", value, ())
        if "devices" not in fields:
            return response
        key, items = fields["devices"]
        if not isinstance(items, list):
            self.fail(f"invalid value for repeated field devices: {_literal(items)}", (key,))
            return response
        for index, item in enumerate(items):
            if item is None:
                self.fail("invalid value for repeated field devices: null element", (key, index))
                continue
            response.devices.append(self.device(item, index, (key, index)))
        return response

    def device(self, value: Any, index: int, path: Path) -> DeviceHealth:
        found = DeviceHealth(self.doc, index)
        fields = self.fields("DeviceHealth", value, path)
        found.keys = {name: key for name, (key, _) in fields.items()}
        if "device" in fields:
            key, ident = fields["device"]
            inner = self.fields("DeviceIdentifier", ident, path + (key,))
            found.keys.update({name: k for name, (k, _) in inner.items()})
            found.pool = self.string(inner.get("pool_name"), path + (key,))
            found.device = self.string(inner.get("device_name"), path + (key,))
        found.message = self.string(fields.get("message"), path)
        found.last_updated = self.int64(fields.get("last_updated_time"), path) or 0
        found.timeout = self.int64(fields.get("health_check_timeout_seconds"), path)
        found.health = self.enum(fields.get("health"), path) or 0
        return found

    def string(self, entry: tuple[str, Any] | None, path: Path) -> str:
        if entry is None:
            return ""
        key, value = entry
        if isinstance(value, str):
            return value
        self.fail(f"invalid value for string field {key}: {_literal(value)}", path + (key,))
        return ""

    def int64(self, entry: tuple[str, Any] | None, path: Path) -> int | None:
        if entry is None:
            return None
        key, value = entry
        number = _int64(value)
        if number is None:
            self.fail(f"invalid value for int64 field {key}: {_literal(value)}", path + (key,))
        return number

    def enum(self, entry: tuple[str, Any] | None, path: Path) -> int | None:
        if entry is None:
            return None
        key, value = entry
        if isinstance(value, str) and value in HEALTH_NAMES:
            return HEALTH_NAMES.index(value)
        number = _int64(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None
        if number is not None and -(2**31) <= number < 2**31:
            return number  # open enum: any int32 decodes (DRA-HLT-005 says what the kubelet makes of it)
        expected = ", ".join(HEALTH_NAMES)
        self.fail(
            f"invalid value for enum field {key}: {_literal(value)} (HealthStatus is {expected}, or a number)",
            path + (key,),
        )
        return None


def _int64(value: Any) -> int | None:
    """protojson's int64: a JSON number or a string holding one, integral and in range."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = value
    elif isinstance(value, (GoNumber, float, str)):
        text = value.text if isinstance(value, GoNumber) else value if isinstance(value, str) else repr(value)
        if not _NUMBER.match(text):
            return None
        exact = Decimal(text)
        if exact and exact.adjusted() > 19:  # far outside int64: don't build the integer
            return None
        if exact != exact.to_integral_value():
            return None
        number = int(exact)
    else:
        return None
    return number if INT64_MIN <= number <= INT64_MAX else None


def _literal(value: Any) -> str:
    if isinstance(value, GoNumber):
        return value.text
    return json_text(value, ensure_ascii=False, limit=60)
