"""DRA-RS-001...017, 019...022: one ResourceSlice (resource.k8s.io/v1, v1beta2; v1beta1's
`basic` wrapper is read through), as the apiserver's validateResourceSliceSpec sees it."""

from __future__ import annotations

import json
from functools import lru_cache
from itertools import repeat
from typing import Any, Callable, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..reading.jsonstream import json_text
from ..semantics import strict
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.gates import dropped
from ..semantics.node_selector import node_selector
from ..semantics.releases import Validation
from ..semantics.slices import LIST_MEMBERS, LIST_SET, lookup, no_lists
from ..semantics.stored import DEVICE_FIELDS, SPEC_FIELDS, Stored  # the stored view's tables
from ..semantics.values import as_dict, as_list, as_str
from .claim_status import driver_name
from .pool_status_request import fully_qualified_name

SLICE: dict[str, Any] = {"scope": "manifest", "kinds": ("ResourceSlice",)}
MEMBERS = ("int", "bool", "string", "version", "ints", "bools", "strings", "versions")
SELECTION = ("nodeName", "nodeSelector", "allNodes", "perDeviceNodeSelection")
# validateMap's truncateKeyLen for attribute and capacity names: DeviceMaxDomainLength + 1 + DeviceMaxIDLength;
# counter names use DNS1123LabelMaxLength (63)
MAX_QUALIFIED_NAME = 63 + 1 + 32
MAX_COUNTER_NAME = 63
ONE_VALUE = "exactly one value must be specified"


def _q(names: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{n}`" for n in names)


def _spec(obj: dict[str, Any]) -> dict[str, Any]:
    return as_dict(obj.get("spec"))


LIST_TYPES = "DRAListTypeAttributes"


def _without_lists(attribute: Any) -> Any:
    """An attribute as stored with DRAListTypeAttributes off: its list values dropped (before 1.36 they are
    unknown fields, DRA-RS-031's), which may leave it without a value."""
    if not isinstance(attribute, dict) or not attribute.keys() & LIST_SET:
        return attribute
    return {m: value for m, value in attribute.items() if m not in LIST_SET}


def _uses_list_attributes(device: dict[str, Any]) -> bool:
    return any(
        isinstance(a, dict) and any(m in LIST_SET and value is not None for m, value in a.items())
        for a in as_dict(device.get("attributes")).values()
    )


@implements("DRA-RS-001", **SLICE)
def slice_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, message in v.object_meta(
        as_dict(obj.get("metadata")), owners_indexed=ctx.limits.owner_references_indexed
    ):
        yield Hit(message, path=path)


@implements("DRA-RS-002", **SLICE)
def slice_driver(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    driver = as_str(_spec(obj).get("driver"))
    for message in driver_name(driver, ctx.limits.empty_driver_checked):
        yield Hit(message, path=("spec", "driver"))


@implements("DRA-RS-003", **SLICE)
def pool_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    name = as_str(as_dict(_spec(obj).get("pool")).get("name"))
    for message in v.resource_pool_name(name, segments=False) if name else [v.required()]:
        yield Hit(message, path=("spec", "pool", "name"))


@implements("DRA-RS-004", **SLICE)
def pool_slice_count(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    count = as_dict(_spec(obj).get("pool")).get("resourceSliceCount", 0)
    if type(count) is int and count <= 0:
        yield Hit(v.invalid(count, "must be greater than zero"), path=("spec", "pool", "resourceSliceCount"))


@implements("DRA-RS-005", **SLICE)
def pool_generation(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    generation = as_dict(_spec(obj).get("pool")).get("generation")
    if type(generation) is int and generation < 0:
        yield Hit(v.invalid(generation, "must be greater than or equal to zero"), path=("spec", "pool", "generation"))


def _selection(fields: dict[str, Any], names: tuple[str, ...], path: Path) -> Iterator[Hit]:
    """The slice-level choice of where devices are available (validateResourceSliceSpec)."""
    # Go's zero values count as unset: nodeName "", allNodes and perDeviceNodeSelection false get
    # their own error below, never also "multiple fields are set".
    chosen = [n for n in names if fields.get(n) is not None and fields.get(n) != "" and fields.get(n) is not False]
    if not chosen:
        yield Hit(f"Required value: exactly one of {_q(names)} is required", path=path)
    elif len(chosen) > 1:
        yield Hit(
            v.invalid("{" + _q(chosen) + "}", f"exactly one of {_q(names)} is required, but multiple fields are set"),
            path=path,
        )
    node = fields.get("nodeName")
    if isinstance(node, str):
        if not node:
            yield Hit(v.invalid("", "must be either unset or set to a non-empty string"), path=path + ("nodeName",))
        else:
            for message in v.hand_written_subdomain(node):  # corevalidation.ValidateNodeName
                yield Hit(message, path=path + ("nodeName",))
    for flag in ("allNodes", "perDeviceNodeSelection"):
        if flag in names and fields.get(flag) is False:
            yield Hit(v.invalid(False, "must be either unset or set to true"), path=path + (flag,))
    selector = fields.get("nodeSelector")
    if isinstance(selector, dict):
        yield from (Hit(message, path=where) for where, message in node_selector(selector, path + ("nodeSelector",)))
        terms = as_list(selector.get("nodeSelectorTerms"))
        if len(terms) != 1:  # keeps merging selectors across slices simple
            shown = v.go_internal_terms(selector.get("nodeSelectorTerms"))
            yield Hit(
                f"Invalid value: {shown}: must have exactly one node selector term",
                path=path + ("nodeSelector", "nodeSelectorTerms"),
            )


@implements("DRA-RS-006", **SLICE)
def node_selection(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = _spec(obj)
    if "perDeviceNodeSelection" in spec and not ctx.keeps(SPEC_FIELDS["perDeviceNodeSelection"]):
        spec = {k: value for k, value in spec.items() if k != "perDeviceNodeSelection"}  # dropped before validation
    yield from _selection(spec, SELECTION, ("spec",))


PER_DEVICE = (
    "exactly one of `nodeName`, `nodeSelector`, or `allNodes` is required when `perDeviceNodeSelection` "
    "is set to true in the ResourceSlice spec"
)


def _device_selection(device: dict[str, Any], path: Path) -> Iterator[Hit]:
    """validateDevice's per-device node selection: no single-term rule, its own messages."""
    chosen = []
    node = device.get("nodeName")
    if isinstance(node, str):
        if node:
            chosen.append("`nodeName`")
            for detail in v.dns1123_subdomain(node):
                yield Hit(v.invalid(node, detail), path=path + ("nodeName",))
        else:
            yield Hit(v.invalid("", "must not be empty"), path=path + ("nodeName",))
    if isinstance(device.get("nodeSelector"), dict):
        chosen.append("`nodeSelector`")
        yield from (
            Hit(message, path=where)
            for where, message in node_selector(device["nodeSelector"], path + ("nodeSelector",))
        )
    if device.get("allNodes") is True:
        chosen.append("`allNodes`")
    elif device.get("allNodes") is False:
        yield Hit(v.invalid(False, "must be either unset or set to true"), path=path + ("allNodes",))
    if not chosen:
        yield Hit(f"Required value: {PER_DEVICE}", path=path)
    elif len(chosen) > 1:
        yield Hit(v.invalid("{" + ", ".join(chosen) + "}", PER_DEVICE), path=path)


@implements("DRA-RS-007", **SLICE)
def per_device_node_selection(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    per_device = _spec(obj).get("perDeviceNodeSelection") is True
    if not per_device and not ctx.slice_facts.may_set(*SELECTION[:3]):
        return
    if not ctx.keeps(SPEC_FIELDS["perDeviceNodeSelection"]):  # it and the devices' selection dropped
        return
    for path, device in devices_judged(ctx):
        if per_device:
            yield from _device_selection(device, path)
        elif any(device.get(n) is not None for n in SELECTION[:3]):
            yield Hit(
                "Invalid value: null: `nodeName`, `nodeSelector` and `allNodes` can only be set if "
                "`perDeviceNodeSelection` is set to true in the ResourceSlice spec",
                path=path,
            )


@implements("DRA-RS-008", **SLICE)
def counters_or_devices(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = _spec(obj)
    # Go's `spec.SharedCounters != nil && spec.Devices != nil`: an empty list is set, null is not; the
    # strategy drops sharedCounters first when DRAPartitionableDevices is off (DRA-RS-032 says so).
    if not isinstance(spec.get("sharedCounters"), list):
        return
    if "sharedCounters" in Stored.of(ctx.feature_gates, ctx.kubernetes_version).slice_spec:
        return
    if ctx.limits.counters_apart and isinstance(spec.get("devices"), list):  # 1.34 keeps them in one slice
        yield Hit(v.invalid("", "only one of `sharedCounters` or `devices` is allowed"), path=("spec",))


def _device_limit(ctx: ManifestContext) -> int | None:
    """The size past which the slice's devices are Too many, None within any limit. 1.35 on: 64 when a device
    uses taints or counters the apiserver keeps, or list attributes; 128 otherwise (1.34: always)."""
    devices = ctx.slice_devices
    advanced = ctx.limits.advanced_devices_max  # None on 1.34: 128 whatever the devices use
    if len(devices) <= (advanced or 128):  # within either limit: no need to look at each device
        return None
    taints, counters = ctx.keeps(*DEVICE_FIELDS["taints"]), ctx.keeps(*DEVICE_FIELDS["consumesCounters"])
    lists = ctx.keeps(LIST_TYPES)
    limited = advanced is not None and any(
        (taints and as_list(d.get("taints")))
        or (counters and as_list(d.get("consumesCounters")))
        or (lists and _uses_list_attributes(d))
        for _, d in devices
    )
    limit = advanced if limited and advanced is not None else 128
    return limit if len(devices) > limit else None


def devices_judged(ctx: ManifestContext, declarative: bool = False) -> list[tuple[Path, dict[str, Any]]]:
    """The devices judged one by one: past the list's size none from 1.35, where validateSlice says Too many
    alone (1.34 judges them all); on 1.37 a ``declarative`` check still judges them (taints, consumesCounters:
    Validation.devices_past_size_judged)."""
    limits = ctx.limits
    if limits.size_stops_items and _device_limit(ctx) is not None:
        return ctx.slice_devices if declarative and limits.devices_past_size_judged else []
    return ctx.slice_devices


@implements("DRA-RS-009", **SLICE)
def device_count(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    limit = _device_limit(ctx)
    if limit is not None:
        yield Hit(v.too_many(len(ctx.slice_devices), limit), path=("spec", "devices"))


def _usual_names(listed: list[Any]) -> bool:
    """Every device a map with a valid name, none twice (the usual slice), by C-level passes."""
    if not set(map(type, listed)) <= {dict}:
        return False
    names = list(map(dict.get, listed, repeat("name")))
    return set(map(type, names)) <= {str} and len(set(names)) == len(names) and not any(map(v.short_name, names))


@implements("DRA-RS-010", **SLICE)
def device_names(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    listed = as_list(_spec(obj).get("devices"))
    if _usual_names(listed) or not devices_judged(ctx):
        return
    seen: set[str] = set()
    for i, device in enumerate(listed):  # the name sits beside v1beta1's `basic`
        if not isinstance(device, dict):  # a placeholder such as "...": its decode error is DRA-RS-031's
            continue
        name = as_str(device.get("name"))
        where: Path = ("spec", "devices", i, "name")
        for message in v.request_or_device_name(name):  # validateDeviceName: "" is Invalid, not Required
            yield Hit(message, path=where)
        # validateSet: at the entry, at its name on 1.34; "" is a key like any other (1.37's listMapKey too)
        if name in seen:
            yield Hit(v.duplicate(name), path=where if ctx.limits.duplicate_at_key else where[:-1])
        seen.add(name)


@implements("DRA-RS-011", **SLICE)
def attribute_capacity_count(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if ctx.slice_facts.most_entries <= 32:
        return
    for path, device in devices_judged(ctx):
        total = len(as_dict(device.get("attributes"))) + len(as_dict(device.get("capacity")))
        if total > 32:
            yield Hit(v.invalid(total, "the total number of attributes and capacities must not exceed 32"), path=path)


def _value_count(attribute: Any) -> int:
    """numEntriesDeviceAttribute: an attribute counts the items of its lists, or 1 when they hold none (a
    scalar, or no value at all); a scalar beside a list is not counted (the hot loop of big dumps)."""
    count = 0
    for member, value in as_dict(attribute).items():
        if member in LIST_SET and isinstance(value, list):
            count += len(value)
    return count or 1


@implements("DRA-RS-012", **SLICE)
def attribute_value_count(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    facts = ctx.slice_facts
    lists = facts.no_list_attributes or ctx.keeps(LIST_TYPES)
    if facts.most_attributes <= 48 and (facts.no_list_attributes or not lists):  # at most one value each
        return
    for path, device in devices_judged(ctx):
        attributes = as_dict(device.get("attributes"))
        if len(attributes) <= 48 and (not lists or no_lists(attributes)):
            continue  # at most one value each
        total = sum(_value_count(a if lists else _without_lists(a)) for a in attributes.values())
        if total > 48:
            yield Hit(v.invalid(total, "the total number of attribute values must not exceed 48"), path=path)


@lru_cache(maxsize=8192)  # keys repeat across devices; callers must not modify the list
def qualified_name(key: str, empty_required: bool = False, second_slash: bool = True) -> list[str]:
    """validateQualifiedName: a C identifier, or <caseless DNS domain>/<C identifier>. ``empty_required``:
    1.34's wording, where an empty name, domain or identifier is Required; ``second_slash``: a name with two
    slashes is rejected (else, as before 1.36, accepted whole: releases.Validation)."""
    parts = key.split("/")
    if len(parts) > 2:
        return [v.invalid(key, "must not contain more than one slash")] if second_slash else []
    if empty_required and not key:
        return [f"{v.required()}: name required"]
    empty = (lambda what: f"{v.required()}: {what}") if empty_required else (lambda what: v.invalid("", what))
    errors: list[str] = []
    if len(parts) == 2:
        domain, name = parts
        if not domain:
            errors.append(empty("the domain must not be empty"))
        else:
            if len(domain) > 63:
                errors.append(v.too_long_bytes(63))
            # validateDriverName: the domain lowercased, so the message is the lowercase one
            errors.extend(v.invalid(domain, d) for d in v.dns1123_subdomain(domain.lower()))
    else:
        name = parts[0]
    if not name and len(parts) == 2:  # a bare "" is an invalid C identifier, as validateCIdentifier says
        errors.append(empty("the name must not be empty"))
    else:
        errors.extend(v.c_identifier_errors(name))
    return errors


@implements("DRA-RS-013", **SLICE)
def attribute_names(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    names = ctx.slice_facts.names
    if names is not None and not any(map(qualified_name, names)):  # each name judged once a slice (strictest)
        return
    limits = ctx.limits
    at_key = limits.map_key_errors_at_key  # on the map from 1.36, at the key before
    for path, device in devices_judged(ctx):
        for field in ("attributes", "capacity"):
            for key in as_dict(device.get(field)):
                for message in qualified_name(key, limits.empty_name_required, limits.second_slash_rejected):
                    where = (field, v.truncated_key(key, MAX_QUALIFIED_NAME)) if at_key else (field,)
                    yield Hit(message, path=path + where, key=True)


def _render(attribute: dict[str, Any]) -> str:
    return "{" + ", ".join(f"{m}: {json_text(attribute[m])}" for m in MEMBERS if attribute.get(m) is not None) + "}"


def _plain_scalar(attribute: Any) -> bool:
    """The common case that cannot break RS-014: one int, bool, string of at most 64 bytes, or short semver."""
    if type(attribute) is not dict or len(attribute) != 1:
        return False
    ((member, value),) = attribute.items()
    if member == "string":
        return type(value) is str and (len(value) <= 16 or (len(value) <= 64 and value.isascii()))
    if member == "version":
        return type(value) is str and len(value) <= 64 and value.isascii() and v.is_semver(value)
    return (member == "int" or member == "bool") and value is not None


@implements("DRA-RS-014", **SLICE)
def attribute_values(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if ctx.slice_facts.plain:
        return
    lists = ctx.slice_facts.no_list_attributes or ctx.keeps(LIST_TYPES)
    for path, device in devices_judged(ctx):
        for key, attribute in as_dict(device.get("attributes")).items():
            if not lists:
                attribute = _without_lists(attribute)
            # _plain_scalar's string case inline: most attributes are short strings (no call for them)
            string = attribute.get("string") if type(attribute) is dict and len(attribute) == 1 else None
            if (
                type(string) is str and (len(string) <= 16 or (len(string) <= 64 and string.isascii()))
            ) or _plain_scalar(attribute):
                continue
            attribute = as_dict(attribute)
            where = path + ("attributes", v.truncated_key(key, MAX_QUALIFIED_NAME))  # validateMap's keyPath
            chosen = [m for m in MEMBERS if attribute.get(m) is not None]
            if not chosen:  # Required on 1.34 (releases.Validation.empty_name_required)
                none = f"{v.required()}: {ONE_VALUE}" if ctx.limits.empty_name_required else v.invalid("", ONE_VALUE)
                yield Hit(none, path=where)
            elif len(chosen) > 1:
                limits = ctx.limits
                # 1.37's declarative union takes an empty list as unset: where it then sees one value or none,
                # validation.go's error stands, with the internal DeviceAttribute; where it sees two, its own
                # words replace it (known.yaml slice-attribute-union-declarative)
                union = not limits.attribute_value_internal and sum(1 for m in chosen if attribute[m] != []) > 1
                shown = _render(attribute) if union else v.go_internal_attribute(attribute, limits.internal_list_values)
                yield Hit(f"Invalid value: {shown}: {ONE_VALUE}", path=where)
            for member in LIST_MEMBERS:
                if member in attribute and attribute[member] is not None and not as_list(attribute[member]):
                    # the bad value is the empty list, which ErrorBody prints as JSON: []
                    yield Hit("Invalid value: []: must not be empty if specified", path=where + (member,))
            yield from _scalar_limits(attribute.get("string"), attribute.get("version"), where)
            for i, item in enumerate(as_list(attribute.get("strings"))):
                yield from _scalar_limits(item, None, where + ("strings", i))
            for i, item in enumerate(as_list(attribute.get("versions"))):
                yield from _scalar_limits(None, item, where + ("versions", i))


def _scalar_limits(string: Any, version: Any, where: Path) -> Iterator[Hit]:
    at_string = where if where[-2] == "strings" else where + ("string",)
    at_version = where if where[-2] == "versions" else where + ("version",)
    if isinstance(string, str) and len(string.encode()) > 64:
        yield Hit(v.too_long_bytes(64), path=at_string)
    if isinstance(version, str):
        if not v.is_semver(version):
            yield Hit(v.invalid(version, "must be a string compatible with semver.org spec 2.0.0"), path=at_version)
        if len(version.encode()) > 64:
            yield Hit(v.too_long_bytes(64), path=at_version)


@implements("DRA-RS-015", **SLICE)
def taints(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not ctx.slice_facts.may_set("taints") or not ctx.keeps(*DEVICE_FIELDS["taints"]):
        return
    most, effects = ctx.limits.device_taints_max, list(ctx.limits.taint_effects)
    past_size = not devices_judged(ctx)  # 1.37: validation.go stops at the devices' size, the declared effect not
    for path, device in devices_judged(ctx, declarative=True):
        items = as_list(device.get("taints"))
        if past_size:
            for i, taint in enumerate(items):
                yield from _effect(as_dict(taint).get("effect"), path + ("taints", i, "effect"), effects)
            continue
        too_many = len(items) > most
        if too_many and ctx.limits.size_stops_items:  # 1.35 on: Too many alone, but for a declared effect
            yield Hit(v.too_many(len(items), most), path=path + ("taints",))
            if ctx.limits.taint_effect_declarative:
                for i, taint in enumerate(items):
                    yield from _effect(as_dict(taint).get("effect"), path + ("taints", i, "effect"), effects)
            continue
        for i, taint in enumerate(items):
            taint = as_dict(taint)
            where = path + ("taints", i)
            key = as_str(taint.get("key"))
            for detail in v.qualified_name(key):  # an empty key gets both of upstream's errors
                yield Hit(v.invalid(key, detail), path=where + ("key",))
            value = taint.get("value")
            if isinstance(value, str) and value:
                for detail in v.label_value(value):
                    yield Hit(v.invalid(value, detail), path=where + ("value",))
            yield from _effect(taint.get("effect"), where + ("effect",), effects)
        if too_many:  # 1.34: after the entries
            yield Hit(v.too_many(len(items), most), path=path + ("taints",))


def _effect(effect: Any, path: Path, effects: list[str]) -> Iterator[Hit]:
    if not effect:
        yield Hit(v.required(), path=path)
    elif effect not in effects:
        yield Hit(v.unsupported(effect, effects), path=path)


def _counters(
    counters: Any, where: Path, most: int | None, at_key: bool, check: Callable[[str], list[str]] = v.short_name
) -> Iterator[Hit]:
    counters = as_dict(counters)
    if not counters:
        yield Hit(v.required(), path=where)
    elif most is not None and len(counters) > most:  # validateMap stops at the size (1.35 on; 1.34 has no size)
        yield Hit(v.too_many(len(counters), most), path=where)
        return
    for name in counters:
        for message in check(name):  # on the map from 1.36, at the key before (map_key_errors_at_key)
            yield Hit(message, path=where + (v.truncated_key(name, MAX_COUNTER_NAME),) if at_key else where, key=at_key)


def _counter_set(
    fields: dict[str, Any], name_field: str, seen: set[str], where: Path, most: int | None, limits: Validation
) -> Iterator[Hit]:
    """A named set of counters: a slice's sharedCounters entry or a device's consumesCounters entry (whose set
    name 1.34 only requires: Validation.consumed_set_name_checked)."""
    name = as_str(fields.get(name_field))
    checked = name_field == "name" or limits.consumed_set_name_checked
    # validateCounterName: corevalidation's DNS label ("characters") until 1.37 checks it declaratively ("bytes")
    check = v.short_name if limits.counter_names_declarative else v.request_or_device_name
    messages = v.required_then(name, check) if checked else ([] if name else [v.required()])
    for message in messages:
        yield Hit(message, path=where + (name_field,))
    # validateSet: at the entry, at its key field on 1.34, its key "" one like any other (1.37's declarative
    # uniqueness shows an empty-named duplicate as the whole entry: known.yaml slice-duplicate-whole-entry)
    if name in seen and (name or not limits.counter_names_declarative):
        yield Hit(v.duplicate(name), path=where + (name_field,) if limits.duplicate_at_key else where)
    seen.add(name)
    yield from _counters(fields.get("counters"), where + ("counters",), most, limits.map_key_errors_at_key, check)


def _total(entries: list[Any]) -> int:
    return sum(len(as_dict(as_dict(entry).get("counters"))) for entry in entries)


@implements("DRA-RS-016", **SLICE)
def shared_counters(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not ctx.keeps(SPEC_FIELDS["sharedCounters"]):
        return
    limits = ctx.limits
    sets = as_list(_spec(obj).get("sharedCounters"))
    if limits.counter_sets_max is not None and len(sets) > limits.counter_sets_max:
        yield Hit(v.too_many(len(sets), limits.counter_sets_max), path=("spec", "sharedCounters"))
        if limits.size_stops_items:  # 1.35 on: Too many alone (1.34 has no such limit)
            return
    total_max = limits.shared_counters_total_max  # 1.34: the counters of all sets together
    if total_max is not None and _total(sets) > total_max:
        detail = f"the total number of shared counters must not exceed {total_max}"
        yield Hit(v.invalid(_total(sets), detail), path=("spec", "sharedCounters"))
    seen: set[str] = set()
    for i, counter_set in enumerate(sets):
        counter_set = as_dict(counter_set)
        where = ("spec", "sharedCounters", i)
        yield from _counter_set(counter_set, "name", seen, where, limits.counters_per_set_max, limits)


@implements("DRA-RS-017", **SLICE)
def consumes_counters(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not ctx.slice_facts.may_set("consumesCounters") or not ctx.keeps(*DEVICE_FIELDS["consumesCounters"]):
        return
    limits = ctx.limits
    most = limits.consumptions_per_device_max
    # 1.34: a device's counters must be of this slice's sets, with totals per device and per slice
    in_slice = _sets_in_slice(_spec(obj)) if not limits.counters_apart else None
    total = 0
    for path, device in devices_judged(ctx, declarative=True):
        entries = as_list(device.get("consumesCounters"))
        if most is not None and len(entries) > most:
            yield Hit(v.too_many(len(entries), most), path=path + ("consumesCounters",))
            if limits.size_stops_items:  # 1.35 on: Too many alone (1.34 has no such limit)
                continue
        device_max = limits.device_counters_total_max
        if device_max is not None and _total(entries) > device_max:
            detail = f"the total number of counters must not exceed {device_max}"
            yield Hit(v.invalid(_total(entries), detail), path=path)
        total += _total(entries)
        seen: set[str] = set()
        for i, entry in enumerate(entries):
            entry = as_dict(entry)
            where = path + ("consumesCounters", i)
            yield from _counter_set(entry, "counterSet", seen, where, limits.counters_per_set_max, limits)
            if in_slice is not None:
                yield from _referenced(entry, in_slice, where)
    slice_max = limits.slice_device_counters_total_max
    if slice_max is not None and total > slice_max:
        detail = f"the total number of counters in devices must not exceed {slice_max}"
        yield Hit(v.invalid(total, detail), path=("spec", "devices"))


def _sets_in_slice(spec: dict[str, Any]) -> dict[str, frozenset[str]]:
    """The slice's counter sets by name, with their counters' names (1.34's references stay in the slice)."""
    sets = (as_dict(s) for s in as_list(spec.get("sharedCounters")))
    return {as_str(s.get("name")): frozenset(as_dict(s.get("counters"))) for s in sets}


def _referenced(entry: dict[str, Any], in_slice: dict[str, frozenset[str]], where: Path) -> Iterator[Hit]:
    """1.34's validateDeviceCounterConsumption: the set and each counter defined in this slice's sharedCounters."""
    name = as_str(entry.get("counterSet"))
    if name not in in_slice:
        detail = "must reference a counterSet defined in the ResourceSlice sharedCounters"
        yield Hit(v.invalid(name, detail), path=where + ("counterSet",))
        return
    for counter in as_dict(entry.get("counters")):
        if counter not in in_slice[name]:
            detail = "must reference a counter defined in the ResourceSlice sharedCounters"
            yield Hit(v.invalid(counter, detail), path=where + ("counters",))


PARTITION_TYPES = "DRAPartitionableDevicesType"


@implements("DRA-RS-019", **SLICE)
def partition_type_gate(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if "partitionTypeAttribute" not in _spec(obj):
        return
    if not ctx.known_at_release(("spec", "partitionTypeAttribute")):  # before 1.37: DRA-RS-031's unknown field
        return
    if not ctx.gate(PARTITION_TYPES):
        yield Hit(
            dropped(ctx.feature_gates, PARTITION_TYPES, ctx.kubernetes_version),
            path=("spec", "partitionTypeAttribute"),
            key=True,
        )


def _knows_partition_type(ctx: ManifestContext) -> bool:
    """An apiserver before 1.37 does not have partitionTypeAttribute (DRA-RS-031 says so): nothing else to check."""
    return ctx.kubernetes_version >= "1.37"


@implements("DRA-RS-031", **SLICE)
def decodes(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    decoded = ctx.decoded
    if decoded is None:
        return
    for path, message in decoded.errors:
        yield Hit(message, path)
    release = lambda: ctx.kubernetes_version  # noqa: E731 - read only for a field some releases have
    for path, _, text in strict.reported(ctx.unknown_fields, ctx.api_version, ctx.kind, release):
        yield Hit(text, path, key=True)


NODE_OPERATIONS = ["NodePrepareResources", "NodeUnprepareResources", "*"]


@implements("DRA-RS-030", **SLICE)
def skip_node_operations(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = _spec(obj)
    if "skipNodeOperations" not in spec:
        return
    path: Path = ("spec", "skipNodeOperations")
    if ctx.kubernetes_version < "1.37":  # an unknown field: DRA-RS-031 says so, nothing else applies
        return
    values = as_list(spec.get("skipNodeOperations"))
    seen: set[str] = set()
    for i, value in enumerate(values):
        if value not in NODE_OPERATIONS:
            yield Hit(v.unsupported(value, NODE_OPERATIONS), path + (i,))
        elif value in seen:
            yield Hit(v.duplicate(value), path + (i,))
        if isinstance(value, str):
            seen.add(value)
    if "NodePrepareResources" in seen and not seen & {"NodeUnprepareResources", "*"}:
        yield Hit(
            f"Invalid value: {json.dumps(values)}: NodePrepareResources cannot be skipped unless "
            "NodeUnprepareResources is also skipped",
            path,
        )


@implements("DRA-RS-020", **SLICE)
def partition_type_format(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    value = _spec(obj).get("partitionTypeAttribute")
    if isinstance(value, str) and _knows_partition_type(ctx):
        for message in fully_qualified_name(value):
            yield Hit(message, path=("spec", "partitionTypeAttribute"))


def _partitionable(ctx: ManifestContext) -> list[tuple[Path, dict[str, Any]]]:
    return [(p, d) for p, d in ctx.slice_devices if as_list(d.get("consumesCounters"))]


@implements("DRA-RS-021", **SLICE)
def partition_type_placement(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    value = _spec(obj).get("partitionTypeAttribute")
    if isinstance(value, str) and value and _knows_partition_type(ctx) and not _partitionable(ctx):
        yield Hit(
            v.invalid(value, "may only be set on a slice which declares devices that consume counters"),
            path=("spec", "partitionTypeAttribute"),
        )


@implements("DRA-RS-022", **SLICE)
def partition_type_on_devices(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = _spec(obj)
    name = spec.get("partitionTypeAttribute")
    if not isinstance(name, str) or name.count("/") != 1 or not _knows_partition_type(ctx):
        return
    driver = as_str(spec.get("driver"))
    for path, device in _partitionable(ctx):
        attributes = as_dict(device.get("attributes"))
        found = lookup(attributes, name, driver)
        if found is None:
            yield Hit(
                "Required value: device consumes counters and `partitionTypeAttribute` names this attribute, "
                "so it must be set",
                path=path + ("attributes", name),
            )
        elif not isinstance(as_dict(found[1]).get("string"), str):
            yield Hit(
                f"Invalid value: {_render(as_dict(found[1]))}: must be a string value because "
                "`partitionTypeAttribute` names this attribute",
                path=path + ("attributes", name),
            )


@implements("DRA-RS-027", **SLICE)
def generation_zero(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    pool = as_dict(_spec(obj).get("pool"))
    if "generation" in pool and pool["generation"] == 0 and type(pool["generation"]) is int:
        yield Hit(
            "generation 0 is valid here, but a ResourcePoolStatusRequest status for this pool can never be "
            "written (status.pools[].generation must be at least 1)",
            path=("spec", "pool", "generation"),
        )
