"""DRA-CL-003...011 and 016: the device requests of a ResourceClaim (spec.devices) and of a
ResourceClaimTemplate (spec.spec.devices), and the selectors and config a DeviceClass shares
with them, as validateDeviceClaim (pkg/apis/resource/validation) sees them on create: after
decoding and defaulting (semantics/claims.py reads the requests so, once per object; a
toleration without operator is Equal). Messages are upstream's; paths are the file's own, so a
v1beta1 request's fields are reported where they are written.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path, Severity
from ..semantics import strict
from ..semantics import validation as v
from ..semantics.claims import (
    EXACT_FIELDS,
    MAX_REQUESTS,
    MAX_SUBREQUESTS,
    SHAPES,
    DeviceClaim,
    Exact,
    encoded_request,
)
from ..semantics.context import ManifestContext
from ..semantics.gates import dropped
from ..semantics.releases import Validation
from ..semantics.stored import REQUEST_GATES, Stored  # the stored view's tables
from ..semantics.values import as_dict, as_list, as_str
from .claim_status import driver_name
from .resource_slice import qualified_name

PRIORITIZED_LIST = "DRAPrioritizedList"  # firstAvailable: dropped before validation with the gate off
CLAIMS: dict[str, Any] = {"scope": "manifest", "kinds": ("ResourceClaim", "ResourceClaimTemplate")}
WITH_CLASS: dict[str, Any] = {"scope": "manifest", "kinds": ("ResourceClaim", "ResourceClaimTemplate", "DeviceClass")}

# pkg/apis/resource/types.go limits.
MAX_SELECTORS = 32  # DeviceSelectorsMaxSize
MAX_CONSTRAINTS = 32  # DeviceConstraintsMaxSize
MAX_CONFIG = 32  # DeviceConfigMaxSize
CEL_MAX_LENGTH = 10 * 1024  # CELSelectorExpressionMaxLength, in bytes
PARAMETERS_MAX_LENGTH = 10 * 1024  # OpaqueParametersMaxLength
MODES = ["All", "ExactCount"]
OPERATORS = ["Equal", "Exists"]
REQUEST_REF = "must be the name of a request in the claim or the name of a request and a subrequest separated by '/'"
ONE_OF = "exactly one of `exactly` or `firstAvailable` is required"


@implements("DRA-CL-003", **CLAIMS)
def request_names(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    claim = ctx.device_claim
    if claim is None:
        return
    requests_path = claim.path + ("requests",)
    too_many = (
        Hit(v.too_many(len(as_list(claim.fields.get("requests"))), MAX_REQUESTS), path=requests_path)
        if claim.too_many
        else None
    )
    if (
        too_many is not None and not claim.requests
    ):  # validateSet stops at the size (1.35 on): nothing inside is validated
        yield too_many
        return
    at_key = ctx.limits.duplicate_at_key
    shown = _entry_shown(ctx)
    items = as_list(claim.fields.get("requests"))
    yield from _unique_names([(r.path, r.name) for r in claim.requests], at_key, shown and [shown(i) for i in items])
    for request in claim.requests:
        if not request.first_available or not ctx.keeps(PRIORITIZED_LIST):
            continue
        if request.exact is not None and not ctx.limits.both_branches_validated:  # "multiple fields" alone
            continue
        count = len(request.first_available)
        too_many_subs = (
            Hit(v.too_many(count, MAX_SUBREQUESTS), path=request.path + ("firstAvailable",))
            if count > MAX_SUBREQUESTS
            else None
        )
        if too_many_subs is not None and not request.subrequests:  # validateSet stops at the size (1.35 on)
            yield too_many_subs
            continue
        subs = [(s.path, as_str(s.fields.get("name"))) for s in request.subrequests]
        yield from _unique_names(subs, at_key, shown and [shown(sub, True) for sub in request.first_available])
        if too_many_subs is not None:  # 1.34: after the entries
            yield too_many_subs
    if too_many is not None:  # 1.34: after the entries
        yield too_many


def _validated(claim: DeviceClaim, ctx: ManifestContext) -> Iterator[Exact]:
    """The exact requests and subrequests the release validates further (DeviceClaim.exact_requests)."""
    return claim.exact_requests(ctx.keeps(PRIORITIZED_LIST), ctx.limits.both_branches_validated)


def _entry_shown(ctx: ManifestContext) -> Any:
    """How a duplicate request is shown: None for its name, else a function of the entry (1.37's
    declarative uniqueness shows the entry as encoded, the fields of disabled gates dropped)."""
    if not ctx.limits.duplicate_request_whole:
        return None
    shape, drop = SHAPES[ctx.api_version], Stored.of(ctx.feature_gates, ctx.kubernetes_version).request
    return lambda item, sub=False: encoded_request(item, shape, drop, sub)


def _unique_names(named: list[tuple[Path, str]], at_key: bool, shown: list[str] | None = None) -> Iterator[Hit]:
    """validateRequestName on each, then the uniqueness check's Duplicate on the list entry (its name on
    1.34), showing the name, or the entry as ``shown`` has it."""
    for path, name in named:
        for message in v.request_or_device_name(name):
            yield Hit(message, path=path + ("name",))
    seen: set[str] = set()
    for i, (path, name) in enumerate(named):
        if name in seen:
            value = v.duplicate(name) if shown is None else f"Duplicate value: {shown[i]}"
            yield Hit(value, path=path + ("name",) if at_key else path)
        seen.add(name)


@implements("DRA-CL-004", **CLAIMS)
def request_kind(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    claim = ctx.device_claim
    for request in claim.requests if claim else ():
        used = (request.exact is not None) + (bool(request.first_available) and ctx.keeps(PRIORITIZED_LIST))
        if used == 0:
            yield Hit(f"{v.required()}: {ONE_OF}", path=request.path)
        elif used > 1:
            yield Hit(f"Invalid value: null: {ONE_OF}, but multiple fields are set", path=request.path)  # a nil value


@implements("DRA-CL-005", **CLAIMS)
def device_class_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    claim = ctx.device_claim
    # an exact request's class name is validation.go's (corevalidation.ValidateDNS1123Subdomain); a subrequest's
    # is declarative on 1.37 (content's words), hand-written before it (1.34, dra-oracle-apiserver)
    declared = ctx.limits.subrequest_class_declarative
    for exact in _validated(claim, ctx) if claim else ():
        name = as_str(exact.fields.get("deviceClassName"))
        subrequest = "firstAvailable" in exact.path
        check = _declared_subdomain if declared and subrequest else v.hand_written_subdomain
        for message in v.required_then(name, check):
            yield Hit(message, path=exact.path + ("deviceClassName",))


def _declared_subdomain(name: str) -> list[str]:
    return [v.invalid(name, d) for d in v.dns1123_subdomain(name)]


@implements("DRA-CL-006", **CLAIMS)
def allocation_mode(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    claim = ctx.device_claim
    for exact in _validated(claim, ctx) if claim else ():
        count = exact.count
        if type(count) is not int:  # a count that is not an integer does not decode
            continue
        if exact.mode == "All":
            if count != 0:
                yield Hit(
                    v.invalid(count, "must not be specified when allocationMode is 'All'"), path=exact.path + ("count",)
                )
        elif exact.mode == "ExactCount":
            if count <= 0:
                yield Hit(v.invalid(count, "must be greater than zero"), path=exact.path + ("count",))
        else:
            yield Hit(v.unsupported(exact.mode, MODES), path=exact.path + ("allocationMode",))


def cel_hits(expression: str, path: Path, ctx: ManifestContext) -> Iterator[Hit]:
    """The one place a selector expression meets the CEL compiler: upstream's field error on ``path``
    (`cel.expression`, its message naming the line and column inside the expression, as the apiserver's
    does), or a note for what the compiler could not judge (never a false error)."""
    from ..semantics.cel import Options, compile

    options = Options(
        consumable_capacity=ctx.gate("DRAConsumableCapacity") is True,
        list_type_attributes=ctx.gate("DRAListTypeAttributes") is True,
        stored=False,
        release=ctx.kubernetes_version,
    )
    result = compile(expression, options)
    problem = result.problem
    if problem is not None:
        if problem.kind == "Forbidden":
            yield Hit(f"Forbidden: {problem.detail}", path=path)
        elif problem.kind == "TooLong":
            yield Hit(v.too_long_bytes(CEL_MAX_LENGTH), path=path)
        elif problem.kind == "Internal":  # convertCELErrorToValidationError: field.InternalError
            yield Hit(f"Internal error: {problem.detail}", path=path)
        else:  # placed at the error in the expression, where the file holds it as written
            yield Hit(v.invalid(expression, problem.detail), path=path, inside=problem.offset)
            if problem.hint:  # beyond upstream: the name the expression probably meant, at the same place
                yield Hit(problem.hint, path=path, severity=Severity.NOTE, inside=problem.offset)
    elif result.not_checked:
        yield Hit(f"not checked: {result.not_checked}", path=path, severity=Severity.NOTE)


def selector_hits(selectors: Any, path: Path, ctx: ManifestContext) -> Iterator[Hit]:
    """validateSelectorSlice: at most 32, each with a `cel` whose expression fits 10 KiB and compiles."""
    items = as_list(selectors)
    if len(items) > MAX_SELECTORS:
        yield Hit(v.too_many(len(items), MAX_SELECTORS), path=path)
        if ctx.limits.size_stops_items:  # 1.35 on: Too many alone; 1.34 judges the entries too
            return
    for i, selector in enumerate(items):
        cel = as_dict(selector).get("cel")
        if not isinstance(cel, dict):
            yield Hit(v.required(), path=path + (i, "cel"))
            continue
        expression = as_str(cel.get("expression"))
        where = path + (i, "cel", "expression")
        if len(expression.encode()) > CEL_MAX_LENGTH:
            yield Hit(v.too_long_bytes(CEL_MAX_LENGTH), path=where)  # too long to be compiled
            continue
        yield from cel_hits(expression, where, ctx)


@implements("DRA-CL-007", **WITH_CLASS)
def selectors(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if ctx.kind == "DeviceClass":
        if ctx.api_version in SHAPES:
            yield from selector_hits(as_dict(obj.get("spec")).get("selectors"), ("spec", "selectors"), ctx)
        return
    claim = ctx.device_claim
    for exact in _validated(claim, ctx) if claim else ():
        yield from selector_hits(exact.fields.get("selectors"), exact.path + ("selectors",), ctx)


def request_refs(
    items: Any, claim: DeviceClaim, path: Path, size_stops_items: bool, subrequests: bool = True
) -> Iterator[Hit]:
    """The `requests` of a constraint or a config entry (validateSet of validateRequestNameRef); past the size,
    Too many alone unless ``size_stops_items`` is off (1.34); ``subrequests``: DeviceClaim.has_request's."""
    refs = as_list(items)
    if len(refs) > MAX_REQUESTS:
        yield Hit(v.too_many(len(refs), MAX_REQUESTS), path=path)
        if size_stops_items:
            return
    seen: set[str] = set()
    for k, ref in enumerate(refs):
        ref = as_str(ref)
        where = path + (k,)
        segments = ref.split("/")
        if len(segments) > 2:
            yield Hit(v.invalid(ref, REQUEST_REF), path=where)
        else:
            for segment in segments:
                for message in v.request_or_device_name(segment):
                    yield Hit(message, path=where)
            if not claim.has_request(ref, subrequests):
                yield Hit(v.invalid(ref, REQUEST_REF), path=where)
    for k, ref in enumerate(refs):
        if as_str(ref) in seen:
            yield Hit(v.duplicate(as_str(ref)), path=path + (k,))
        seen.add(as_str(ref))


def fully_qualified_name(value: str, limits: Validation) -> list[str]:
    """validateFullyQualifiedName: a qualified name (validateQualifiedName) that has a domain; on 1.34 an
    empty one is only "name required" (releases.Validation)."""
    errors = list(qualified_name(value, limits.empty_name_required, limits.second_slash_rejected))
    if "/" not in value and (value or not limits.empty_name_required):
        errors.append(v.invalid(value, limits.missing_domain))
    return errors


CONSUMABLE_CAPACITY = "DRAConsumableCapacity"


@implements("DRA-CL-008", **CLAIMS)
def constraints(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    claim = ctx.device_claim
    if claim is None:
        return
    items = as_list(claim.fields.get("constraints"))
    path = claim.path + ("constraints",)
    stops = ctx.limits.size_stops_items  # 1.35 on: Too many alone; 1.34 judges the entries too
    if len(items) > MAX_CONSTRAINTS:
        yield Hit(v.too_many(len(items), MAX_CONSTRAINTS), path=path)
        if stops:
            return
    distinct_kept = ctx.gate(CONSUMABLE_CAPACITY) is not False  # dropped, before validation, with the gate off
    for i, item in enumerate(items):
        constraint = as_dict(item)
        where = path + (i,)
        yield from request_refs(
            constraint.get("requests"), claim, where + ("requests",), stops, ctx.keeps(PRIORITIZED_LIST)
        )
        match, distinct = constraint.get("matchAttribute"), constraint.get("distinctAttribute")
        if match is not None:
            yield from (
                Hit(m, path=where + ("matchAttribute",)) for m in fully_qualified_name(as_str(match), ctx.limits)
            )
        elif distinct is not None and distinct_kept:
            yield from (
                Hit(m, path=where + ("distinctAttribute",)) for m in fully_qualified_name(as_str(distinct), ctx.limits)
            )
        elif distinct_kept:
            yield Hit(
                f'{v.required()}: exactly one of "matchAttribute" or "distinctAttribute" is required, but '
                "multiple fields are set",
                path=where,
            )  # sic: upstream's wording for "neither"
        else:
            yield Hit(v.required(), path=where + ("matchAttribute",))


def config_hits(entry: dict[str, Any], path: Path, limits: Validation) -> Iterator[Hit]:
    """validateDeviceConfiguration: an opaque configuration with a driver and JSON object parameters (the
    driver's rule as the release has it: Validation.opaque_driver_declarative, empty_driver_checked)."""
    opaque = entry.get("opaque")
    if not isinstance(opaque, dict):
        yield Hit(v.required(), path=path + ("opaque",))
        return
    driver = as_str(opaque.get("driver"))
    declared = driver and limits.opaque_driver_declarative  # an empty one is Required either way
    for message in declared_driver_name(driver) if declared else driver_name(driver, limits.empty_driver_checked):
        yield Hit(message, path=path + ("opaque", "driver"))
    for message in v.raw_extension(opaque.get("parameters"), PARAMETERS_MAX_LENGTH):
        yield Hit(message, path=path + ("opaque", "parameters"))


@implements("DRA-CL-009", **WITH_CLASS)
def config(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if ctx.kind == "DeviceClass":
        if ctx.api_version not in SHAPES:
            return
        fields, path, claim = as_dict(obj.get("spec")), ("spec", "config"), None
    else:
        claim = ctx.device_claim
        if claim is None:
            return
        fields, path = claim.fields, claim.path + ("config",)
    items = as_list(fields.get("config"))
    stops = ctx.limits.size_stops_items  # 1.35 on: Too many alone; 1.34 judges the entries too
    if len(items) > MAX_CONFIG:
        yield Hit(v.too_many(len(items), MAX_CONFIG), path=path)
        if stops:
            return
    for i, item in enumerate(items):
        entry = as_dict(item)
        if claim is not None:  # a class's config names no requests
            yield from request_refs(
                entry.get("requests"), claim, path + (i, "requests"), stops, ctx.keeps(PRIORITIZED_LIST)
            )
        yield from config_hits(entry, path + (i,), ctx.limits)


def declared_driver_name(driver: str) -> list[str]:
    """1.37's declarative opaque driver (+k8s:maxLength=63, format=k8s-long-name-caseless), which supersedes
    ValidateCSIDriverName's errors it matches: over 63 characters is Too long in characters (over 63 bytes
    alone stays the hand-written bytes), and a name that is no subdomain in any case is reported in the
    caseless format's words."""
    if len(driver) > 63:
        errors = [v.too_long_chars(63)]
    else:
        errors = [v.too_long_bytes(63)] if len(driver.encode()) > 63 else []
    errors += [v.invalid(driver, d) for d in v.dns1123_subdomain(driver, caseless=True)]
    return errors


def toleration_hits(toleration: dict[str, Any], path: Path, effects: tuple[str, ...]) -> Iterator[Hit]:
    """validateDeviceToleration, after defaulting (an unset operator is Equal); ``effects``: the release's."""
    key = as_str(toleration.get("key"))
    if key:
        yield from (Hit(m, path=path + ("key",)) for m in v.label_name(key))
    operator = toleration.get("operator") or "Equal"
    value = as_str(toleration.get("value"))
    if operator == "Exists":
        if value:
            yield Hit(v.invalid(value, "must be empty for operator `Exists`"), path=path + ("value",))
    elif operator == "Equal":
        yield from (Hit(v.invalid(value, m), path=path + ("value",)) for m in v.label_value(value))
    else:
        yield Hit(v.unsupported(operator, OPERATORS), path=path + ("operator",))
    effect = toleration.get("effect") or ""
    if effect and effect not in effects:
        yield Hit(v.unsupported(effect, list(effects)), path=path + ("effect",))


@implements("DRA-CL-010", **CLAIMS)
def tolerations(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    claim = ctx.device_claim
    if claim is None:  # validated whatever DRADeviceTaints says: no strategy drops a claim's tolerations
        return
    for exact in _validated(claim, ctx):
        for j, toleration in enumerate(as_list(exact.fields.get("tolerations"))):
            yield from toleration_hits(as_dict(toleration), exact.path + ("tolerations", j), ctx.limits.taint_effects)


def _gated(fields: dict[str, Any], path: Path, name: str, gate: str, ctx: ManifestContext) -> Iterator[Hit]:
    if fields.get(name) is None:
        return
    if not ctx.known_at_release(path + (name,)):  # derivedAttributes before 1.37: DRA-CL-016's unknown field
        return
    if ctx.gate(gate) is False:
        yield Hit(dropped(ctx.feature_gates, gate, ctx.kubernetes_version), path=path + (name,), key=True)


@implements("DRA-CL-011", **WITH_CLASS)
def gated_fields(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if ctx.kind == "DeviceClass":
        if ctx.api_version in SHAPES:
            yield from _gated(as_dict(obj.get("spec")), ("spec",), "extendedResourceName", "DRAExtendedResource", ctx)
        return
    claim = ctx.device_claim
    if claim is None:
        return
    for request in claim.requests:
        if request.first_available:
            yield from _gated(
                {"firstAvailable": request.first_available}, request.path, "firstAvailable", PRIORITIZED_LIST, ctx
            )
        for exact in ([request.exact] if request.exact else []) + request.subrequests:
            for name, gate in REQUEST_GATES:
                yield from _gated(exact.fields, exact.path, name, gate, ctx)
    for i, constraint in enumerate(as_list(claim.fields.get("constraints"))):
        yield from _gated(
            as_dict(constraint), claim.path + ("constraints", i), "distinctAttribute", CONSUMABLE_CAPACITY, ctx
        )


# The fields each part of a request has (staging/src/k8s.io/api/resource/<version>/types.go, 1.37 line):
# for the hints below; which fields exist is the schema's (semantics.strict).
_EXACT = frozenset(EXACT_FIELDS)
_DEVICES = {"ResourceClaim": ("spec", "devices"), "ResourceClaimTemplate": ("spec", "spec", "devices")}


@implements("DRA-CL-016", **WITH_CLASS)
def object_fields(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    """Every unknown field of a claim, template or class, at every level (metadata, spec, status), and what
    does not decode (a quantity that is not one: `capacity.requests`), as strict decoding reports them."""
    decoded = ctx.decoded
    for path, message in decoded.errors if decoded is not None else ():
        yield Hit(message, path)
    yield from unknown_fields(ctx, _request_hint)


def unknown_fields(ctx: ManifestContext, hint: Callable[[ManifestContext, Path], str]) -> Iterator[Hit]:
    """The object's unknown fields at the target release, as strict decoding reports them (semantics.strict),
    each with ``hint``'s word on it and the field of the schema it most likely misspells."""
    release = lambda: ctx.kubernetes_version  # noqa: E731 - read only for a field some releases have
    for path, _, text in strict.reported(ctx.unknown_fields, ctx.api_version, ctx.kind, release, partial(hint, ctx)):
        yield Hit(text, path=path, key=True)


def _request_hint(ctx: ManifestContext, path: Path) -> str:
    """A request written in the other shape (v1 and v1beta2 nest an exact request under `exactly`)."""
    where = _DEVICES.get(ctx.kind)
    shape = SHAPES.get(ctx.api_version)
    if where is None or shape is None or len(path) != len(where) + 3 or path[: len(where) + 1] != where + ("requests",):
        return ""
    key = path[-1]
    if shape == "nested" and key in _EXACT:
        return f"{ctx.api_version} puts it under `exactly`; this is the v1beta1 shape"
    if shape == "flat" and key == "exactly":
        return f"{ctx.api_version} writes an exact request's fields on the request itself"
    return ""
