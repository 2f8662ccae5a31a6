"""DRA-CL-013...015 and 017: DeviceTaintRule (validateDeviceTaintRuleSpec), and whether the target
release serves the kind at all (gate DRADeviceTaintRules)."""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.gates import off
from ..semantics.values import as_dict, as_str
from .claim_spec import unknown_fields
from .claim_status import driver_name

TAINT_RULE: dict[str, Any] = {"scope": "manifest", "kinds": ("DeviceTaintRule",)}
VERSIONS = ("resource.k8s.io/v1", "resource.k8s.io/v1beta2", "resource.k8s.io/v1alpha3")
GATE = "DRADeviceTaintRules"


def _spec(obj: dict[str, Any], ctx: ManifestContext) -> dict[str, Any] | None:
    return as_dict(obj.get("spec")) if ctx.api_version in VERSIONS else None


@implements("DRA-CL-013", **TAINT_RULE)
def device_selector(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = _spec(obj, ctx)
    selector = spec.get("deviceSelector") if spec is not None else None
    if not isinstance(selector, dict):  # optional: without one, the rule matches no device
        return
    path: Path = ("spec", "deviceSelector")
    if isinstance(selector.get("driver"), str):
        driver = selector["driver"]
        for message in driver_name(driver, ctx.limits.empty_driver_checked):
            yield Hit(message, path=path + ("driver",))
    if isinstance(selector.get("pool"), str):
        pool = selector["pool"]
        for message in v.resource_pool_name(pool, segments=False) if pool else [v.required()]:  # validatePoolName
            yield Hit(message, path=path + ("pool",))
    if isinstance(selector.get("device"), str):
        for message in v.request_or_device_name(selector["device"]):  # validateDeviceName
            yield Hit(message, path=path + ("device",))


def taint_hits(taint: dict[str, Any], path: Path, effects: tuple[str, ...]) -> Iterator[Hit]:
    """validateDeviceTaint on create: key a label name (an empty key gives two errors), value a label value,
    the effect one of the release's ``effects``."""
    key = as_str(taint.get("key"))
    yield from (Hit(message, path=path + ("key",)) for message in v.label_name(key))
    value = as_str(taint.get("value"))
    if value:
        yield from (Hit(v.invalid(value, message), path=path + ("value",)) for message in v.label_value(value))
    effect = taint.get("effect") or ""
    if not effect:
        yield Hit(v.required(), path=path + ("effect",))
    elif effect not in effects:
        yield Hit(v.unsupported(effect, list(effects)), path=path + ("effect",))


@implements("DRA-CL-014", **TAINT_RULE)
def taint(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = _spec(obj, ctx)
    if spec is not None:
        yield from taint_hits(as_dict(spec.get("taint")), ("spec", "taint"), ctx.limits.taint_effects)


@implements("DRA-CL-015", **TAINT_RULE)
def served(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if ctx.api_version in VERSIONS and ctx.gate(GATE) is False:
        yield Hit(
            f"an apiserver with {off(ctx.feature_gates, GATE, ctx.kubernetes_version)} does not serve "
            f"DeviceTaintRules ({ctx.api_version}): the write fails",
            path=("kind",),
        )


@implements("DRA-CL-017", **TAINT_RULE)
def taint_rule_fields(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    """Every unknown field of a DeviceTaintRule, at every level (metadata, spec, status)."""
    yield from unknown_fields(ctx, _hint)


def _hint(ctx: ManifestContext, path: Path) -> str:
    if path[:2] == ("spec", "deviceSelector") and len(path) == 3 and path[2] in ("deviceClassName", "selectors"):
        return "the alpha API's class and CEL selectors are gone: select devices by driver, pool and device"
    return ""
