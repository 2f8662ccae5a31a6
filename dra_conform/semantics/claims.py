"""A ResourceClaim's or ResourceClaimTemplate's device requests as the apiserver has them after
decoding and defaulting (pkg/apis/resource/v1/defaults.go, v1beta1/conversion.go), for the rules
and analyses that read claims.

An exact request or subrequest without allocationMode is ExactCount, and an ExactCount one
without count (or count 0) asks for one device. resource.k8s.io/v1 and v1beta2 nest an exact
request under `exactly`; v1beta1 writes its fields on the request itself, counts any of them as
an exact request (hasAnyMainRequestFieldsSet) and defaults them only when deviceClassName is
set. Paths are the file's own, so a v1beta1 request's fields are where they are written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..model.findings import Path
from .values import as_dict, as_list, as_str

KINDS = {"ResourceClaim": ("spec", "devices"), "ResourceClaimTemplate": ("spec", "spec", "devices")}
SHAPES = {"resource.k8s.io/v1": "nested", "resource.k8s.io/v1beta2": "nested", "resource.k8s.io/v1beta1": "flat"}
MAX_REQUESTS = 32  # DeviceRequestsMaxSize: past it upstream validates nothing inside the list
MAX_SUBREQUESTS = 8  # FirstAvailableDeviceRequestMaxSize
# The fields of an exact request, which v1beta1 writes on the request itself.
EXACT_FIELDS = (
    "deviceClassName",
    "selectors",
    "allocationMode",
    "count",
    "adminAccess",
    "tolerations",
    "capacity",
    "derivedAttributes",
)


@dataclass(frozen=True)
class Exact:
    """An exact request or a subrequest: its fields where the file has them, defaults applied."""

    path: Path
    fields: dict[str, Any]
    mode: Any  # allocationMode after defaulting
    count: Any  # count after defaulting


@dataclass(frozen=True)
class Request:
    path: Path
    name: str
    exact: Exact | None
    subrequests: list[Exact]  # empty when there are none, or too many to be validated
    first_available: list[Any]  # as written

    @property
    def kind(self) -> str | None:
        """ "exactly" or "firstAvailable" when the request uses exactly one of them, else None."""
        if (self.exact is not None) == bool(self.first_available):
            return None
        return "exactly" if self.exact is not None else "firstAvailable"


@dataclass(frozen=True)
class DeviceClaim:
    path: Path  # spec.devices or spec.spec.devices
    fields: dict[str, Any]
    requests: list[Request]  # empty when there are too many to be validated (unless read for 1.34)
    too_many: bool
    names: dict[str, frozenset[str] | None]  # request -> its subrequests (gatherRequestNames), from every request
    cut: bool = False  # some requests or subrequests past a list's size were not read

    def exact_requests(self, subrequests: bool = True, both: bool = False) -> Iterator[Exact]:
        """Every exact request and subrequest upstream validates further. A request that sets both `exactly`
        and `firstAvailable` is "multiple fields are set" alone from 1.35; 1.34 validates both branches
        (``both``: Validation.both_branches_validated). Without ``subrequests`` (DRAPrioritizedList off:
        firstAvailable dropped before validation), the exact ones."""
        for request in self.requests:
            first = bool(request.first_available) and subrequests
            if request.exact is not None and first and not both:
                continue
            if request.exact is not None:
                yield request.exact
            if first:
                yield from request.subrequests

    def has_request(self, reference: str, subrequests: bool = True) -> bool:
        """requestNames.Has: `<request>`, or `<request>/<subrequest>` of a request with firstAvailable (none
        without ``subrequests``: DRAPrioritizedList off, firstAvailable dropped before validation)."""
        segments = reference.split("/")
        if len(segments) > 2 or segments[0] not in self.names:
            return False
        named = self.names[segments[0]]
        return len(segments) == 1 or (subrequests and named is not None and segments[1] in named)


def _defaulted(fields: dict[str, Any], defaults: bool) -> tuple[Any, Any]:
    """SetDefaults_ExactDeviceRequest / SetDefaults_DeviceSubRequest ("" means unset, as in Go)."""
    mode, count = fields.get("allocationMode") or "", fields.get("count") or 0
    if defaults and mode == "":
        mode = "ExactCount"
    if defaults and mode == "ExactCount" and count == 0:
        count = 1
    return mode, count


def _exact(fields: dict[str, Any], path: Path, defaults: bool = True) -> Exact:
    mode, count = _defaulted(fields, defaults)
    return Exact(path, fields, mode, count)


def _set(value: Any) -> bool:
    """Not Go's zero value for the field: an empty string or count 0 is unset, `false` or `[]` is set."""
    return value is not None and value != "" and not (type(value) is int and value == 0)


def _request(item: Any, path: Path, shape: str, every_entry: bool = False) -> Request:
    request = as_dict(item)
    first = as_list(request.get("firstAvailable"))
    subrequests = (
        []
        if len(first) > MAX_SUBREQUESTS and not every_entry
        else [_exact(as_dict(sub), path + ("firstAvailable", j)) for j, sub in enumerate(first)]
    )
    exact = None
    if shape == "nested":
        if isinstance(request.get("exactly"), dict):
            exact = _exact(request["exactly"], path + ("exactly",))
    elif any(_set(request.get(f)) for f in EXACT_FIELDS):  # hasAnyMainRequestFieldsSet
        exact = _exact(request, path, defaults=bool(as_str(request.get("deviceClassName"))))
    return Request(path, as_str(request.get("name")), exact, subrequests, first)


def device_claim(obj: dict[str, Any], kind: str, api_version: str, every_entry: bool = False) -> DeviceClaim | None:
    """The claim spec of a ResourceClaim or ResourceClaimTemplate of a version read here, else None. Past
    MAX_REQUESTS its requests are not read, past MAX_SUBREQUESTS a request's subrequests, unless
    ``every_entry`` (1.34 validates them all); ``cut`` says whether some were not."""
    shape = SHAPES.get(api_version)
    if shape is None or kind not in KINDS:
        return None
    path = KINDS[kind]
    spec = as_dict(obj.get("spec"))
    if kind == "ResourceClaimTemplate":
        spec = as_dict(spec.get("spec"))
    fields = as_dict(spec.get("devices"))
    items = as_list(fields.get("requests"))
    names: dict[str, frozenset[str] | None] = {}
    for item in items:
        request = as_dict(item)
        first = as_list(request.get("firstAvailable"))
        names[as_str(request.get("name"))] = frozenset(as_str(as_dict(s).get("name")) for s in first) if first else None
    too_many = len(items) > MAX_REQUESTS
    requests = (
        []
        if too_many and not every_entry
        else [_request(item, path + ("requests", i), shape, every_entry) for i, item in enumerate(items)]
    )
    cut = too_many or any(len(as_list(as_dict(item).get("firstAvailable"))) > MAX_SUBREQUESTS for item in items)
    return DeviceClaim(path, fields, requests, too_many, names, cut and not every_entry)


# The versioned request types' fields in their Go order (k8s.io/api resource/<version>/types.go), each
# omitted when empty as its `omitempty` says (`name` and `deviceClassName` never are).
_EXACT_ORDER: tuple[str, ...] = EXACT_FIELDS
_SUB_ORDER: tuple[str, ...] = ("name", *(f for f in EXACT_FIELDS if f != "adminAccess"))
_FLAT_ORDER: tuple[str, ...] = ("name", *EXACT_FIELDS[:5], "firstAvailable", *EXACT_FIELDS[5:])
_TOLERATION_ORDER = ("key", "operator", "value", "effect", "tolerationSeconds")
_ALWAYS = frozenset(("name", "deviceClassName"))


def encoded_request(item: Any, shape: str, dropped: frozenset[str], subrequest: bool = False) -> str:
    """A request (or subrequest) as the apiserver's declarative validation shows it in a Duplicate: Go's
    json.Marshal of the versioned type after defaulting (allocationMode, count, a toleration's operator)
    and after the strategy dropped the fields of disabled gates (``dropped``)."""
    import json

    def fields(values: dict[str, Any], order: tuple[str, ...], exact: bool) -> dict[str, Any]:
        values = {k: v for k, v in values.items() if k not in dropped}
        if exact and (shape == "nested" or subrequest or as_str(values.get("deviceClassName"))):
            mode, count = _defaulted(values, True)
            values = {**values, "allocationMode": mode, "count": count}
        out: dict[str, Any] = {}
        for key in order:
            value = values.get(key)
            if key == "tolerations" and isinstance(value, list):
                value = [_toleration(t) for t in value]
            elif key == "selectors" and isinstance(value, list):
                value = [_selector(s) for s in value]
            elif key == "firstAvailable" and isinstance(value, list):
                value = [fields(as_dict(s), _SUB_ORDER, True) for s in value]
            if key in _ALWAYS:
                out[key] = "" if value is None else value
            elif key == "capacity" and isinstance(value, dict):  # a pointer: set, even empty, it is written
                out[key] = {k: v for k, v in value.items() if v not in (None, {}, [])}
            elif _set(value) and value != [] and value != {}:
                out[key] = value
        return out

    request = as_dict(item)
    if subrequest:
        shown = fields(request, _SUB_ORDER, True)
    elif shape == "flat":
        shown = fields(request, _FLAT_ORDER, any(_set(request.get(f)) for f in EXACT_FIELDS))
    else:
        shown = {"name": as_str(request.get("name"))}
        if isinstance(request.get("exactly"), dict):
            shown["exactly"] = fields(request["exactly"], _EXACT_ORDER, True)
        first = request.get("firstAvailable")
        if isinstance(first, list) and first:
            shown["firstAvailable"] = [fields(as_dict(s), _SUB_ORDER, True) for s in first]
    text = json.dumps(shown, ensure_ascii=False, separators=(",", ":"))
    # encoding/json escapes these (HTML-safe output), as Go's ErrorBody then prints them
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _selector(value: Any) -> Any:
    """A DeviceSelector as Go writes it: `cel` a pointer (omitempty), its `expression` always written."""
    if not isinstance(value, dict):
        return value
    cel = value.get("cel")
    return {"cel": {"expression": as_str(cel.get("expression"))}} if isinstance(cel, dict) else {}


def _toleration(value: Any) -> Any:
    if not isinstance(value, dict):
        return value
    value = {**value, "operator": value.get("operator") or "Equal"}  # SetDefaults_DeviceToleration
    return {k: value[k] for k in _TOLERATION_ORDER if _set(value.get(k))}
