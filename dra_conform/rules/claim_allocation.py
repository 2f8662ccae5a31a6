"""DRA-RC-015: a ResourceClaim's status.allocation.devices, as validateDeviceAllocationResult
(pkg/apis/resource/validation) checks it: results (with their tolerations, validateDeviceToleration)
and config entries (with their opaque parameters, validateOpaqueConfiguration)."""

from __future__ import annotations

from functools import partial
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.node_selector import node_selector
from ..semantics.values import as_dict, as_list, as_str
from .claim_status import CLAIM, driver_name
from .slice_devices import binding_conditions

MAX_RESULTS = 32  # AllocationResultsMaxSize
MAX_CONFIG = 2 * 32  # DeviceConfigMaxSize, class + claim
MAX_REQUESTS = 32  # DeviceRequestsMaxSize
SOURCES = ["FromClaim", "FromClass"]
MAX_TOLERATIONS = 16  # DeviceTolerationsMaxLength
TOLERATION_OPERATORS = ["Equal", "Exists"]
MAX_OPAQUE_PARAMETERS = 10 * 1024  # OpaqueParametersMaxLength
REQUEST_REF = "must be the name of a request in the claim or the name of a request and a subrequest separated by '/'"
ALLOCATION = ("status", "allocation", "devices")


def request_names(obj: dict[str, Any]) -> set[str]:
    """Every name a result may point at: each request, and request/subrequest for firstAvailable."""
    names = set()
    for request in as_list(as_dict(as_dict(obj.get("spec")).get("devices")).get("requests")):
        request = as_dict(request)
        name = as_str(request.get("name"))
        names.add(name)
        for sub in as_list(request.get("firstAvailable")):
            names.add(f"{name}/{as_str(as_dict(sub).get('name'))}")
    return names


def _request_ref(name: str, names: set[str], where: Path) -> Iterator[Hit]:
    segments = name.split("/")
    if len(segments) > 2:
        yield Hit(v.invalid(name, REQUEST_REF), path=where)
        return
    for segment in segments:
        for message in v.request_or_device_name(segment) if segment else [v.required()]:
            yield Hit(message, path=where)
    if name not in names:
        yield Hit(v.invalid(name, REQUEST_REF), path=where)


def _result(
    result: dict[str, Any],
    names: set[str],
    where: Path,
    effects: tuple[str, ...] = (),
    stops: bool = True,
    empty_driver_checked: bool = False,
) -> Iterator[Hit]:
    yield from _request_ref(as_str(result.get("request")), names, where + ("request",))
    for message in driver_name(as_str(result.get("driver")), empty_driver_checked):
        yield Hit(message, path=where + ("driver",))
    for field, check in (("pool", v.resource_pool_name), ("device", v.short_name)):
        for message in v.required_then(result.get(field), check):
            yield Hit(message, path=where + (field,))
    yield from binding_conditions(result, where, stops)
    share = result.get("shareID")
    if isinstance(share, str) and not v.UUID_RE.match(share):
        yield Hit(v.invalid(share, "must be a lowercase UUID in 8-4-4-4-12 format"), path=where + ("shareID",))
    tolerations = as_list(result.get("tolerations"))
    if len(tolerations) > MAX_TOLERATIONS:
        yield Hit(v.too_many(len(tolerations), MAX_TOLERATIONS), path=where + ("tolerations",))
    for i, toleration in enumerate(tolerations[:MAX_TOLERATIONS]):
        yield from _toleration(as_dict(toleration), where + ("tolerations", i), effects)


def _toleration(toleration: dict[str, Any], where: Path, effects: tuple[str, ...]) -> Iterator[Hit]:
    """validateDeviceToleration; ``effects``: the release's (sets.List(validDeviceTaintEffects), sorted)."""
    key, value = as_str(toleration.get("key")), as_str(toleration.get("value"))
    if key:
        for message in v.qualified_name(key):
            yield Hit(v.invalid(key, message), path=where + ("key",))
    operator = as_str(toleration.get("operator")) or "Equal"  # the API default, set before validation
    if operator == "Exists":
        if value:
            yield Hit(v.invalid(value, "must be empty for operator `Exists`"), path=where + ("value",))
    elif operator == "Equal":
        for message in v.label_value(value):
            yield Hit(v.invalid(value, message), path=where + ("value",))
    else:
        yield Hit(v.unsupported(operator, TOLERATION_OPERATORS), path=where + ("operator",))
    effect = as_str(toleration.get("effect"))
    if effect and effect not in effects:
        yield Hit(v.unsupported(effect, list(effects)), path=where + ("effect",))


def _config(
    config: dict[str, Any], names: set[str], where: Path, stops: bool = True, empty_driver_checked: bool = False
) -> Iterator[Hit]:
    source = as_str(config.get("source"))
    if not source:
        yield Hit(v.required(), path=where + ("source",))
    elif source not in SOURCES:
        yield Hit(v.unsupported(source, SOURCES), path=where + ("source",))
    requests = as_list(config.get("requests"))
    if len(requests) > MAX_REQUESTS:
        yield Hit(v.too_many(len(requests), MAX_REQUESTS), path=where + ("requests",))
        if stops:
            return
    seen: set[str] = set()
    for i, name in enumerate(requests):
        name = as_str(name)
        yield from _request_ref(name, names, where + ("requests", i))
        if name in seen:
            yield Hit(v.duplicate(name), path=where + ("requests", i))
        seen.add(name)
    opaque = config.get("opaque")
    if opaque is None:
        yield Hit(v.required(), path=where + ("opaque",))
        return
    opaque = as_dict(opaque)
    # An empty driver is Required alone from 1.35 (ValidateCSIDriverName stops there; 1.34 checks on).
    for message in driver_name(as_str(opaque.get("driver")), empty_driver_checked):
        yield Hit(message, path=where + ("opaque", "driver"))
    for message in v.raw_extension(opaque.get("parameters"), MAX_OPAQUE_PARAMETERS):
        yield Hit(message, path=where + ("opaque", "parameters"))


@implements("DRA-RC-015", **CLAIM)
def allocation_results(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    allocation = as_dict(as_dict(obj.get("status")).get("allocation"))
    selector = allocation.get("nodeSelector")
    if isinstance(selector, dict):  # validateAllocationResult: corevalidation.ValidateNodeSelector
        for where, message in node_selector(selector, ALLOCATION[:-1] + ("nodeSelector",)):
            yield Hit(message, path=where)
    devices = as_dict(allocation.get("devices"))
    if not devices:
        return
    names = request_names(obj)
    stops = ctx.limits.size_stops_items  # 1.35 on: Too many alone; 1.34 judges the entries too
    checked = ctx.limits.empty_driver_checked
    result = partial(_result, effects=ctx.limits.taint_effects, stops=stops, empty_driver_checked=checked)
    config = partial(_config, stops=stops, empty_driver_checked=checked)
    for field, limit, check in (("results", MAX_RESULTS, result), ("config", MAX_CONFIG, config)):
        items = as_list(devices.get(field))
        if len(items) > limit:  # the size check short-circuits the item checks, as upstream's validateSlice
            yield Hit(v.too_many(len(items), limit), path=ALLOCATION + (field,))
            if stops:
                continue
        for i, item in enumerate(items):
            yield from check(as_dict(item), names, ALLOCATION + (field, i))
