"""DRA-RS-028, 029, 033: a ResourceSlice device's binding conditions, consumable capacity and node-allocatable resources,
as validateDevice (pkg/apis/resource/validation) checks them."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..reading.jsonstream import json_text
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.slices import quantity, quantity_format, quantity_string
from ..semantics.stored import DEVICE_FIELDS  # the stored view's table
from ..semantics.values import as_dict, as_list
from .resource_slice import SLICE, devices_judged

MAX_BINDING_CONDITIONS = 4  # BindingConditionsMaxSize, BindingFailureConditionsMaxSize
MAX_VALID_VALUES = 10  # CapacityRequestPolicyDiscreteMaxOptions


def binding_conditions(fields: dict[str, Any], where: Path, size_stops_items: bool = True) -> Iterator[Hit]:
    """validateDeviceBindingParameters; allocation results (DRA-RC-015) carry the same pair.
    ``size_stops_items``: a list over its size is Too many alone (1.35 on), else its entries are judged too."""
    conditions = as_list(fields.get("bindingConditions"))
    failures = as_list(fields.get("bindingFailureConditions"))
    for name, items in (("bindingConditions", conditions), ("bindingFailureConditions", failures)):
        if len(items) > MAX_BINDING_CONDITIONS:  # the size check short-circuits the item checks
            yield Hit(v.too_many(len(items), MAX_BINDING_CONDITIONS), path=where + (name,))
            if size_stops_items:
                continue
        for i, item in enumerate(items):
            for message in v.qualified_name(str(item)):
                yield Hit(v.invalid(item, message), path=where + (name, i))
    seen: set[Any] = set()
    for i, item in enumerate(conditions):
        if item in seen:
            yield Hit(v.duplicate(item), path=where + ("bindingConditions", i))
        seen.add(item)
    seen = set()
    for i, item in enumerate(failures):
        if item in seen:
            yield Hit(v.duplicate(item), path=where + ("bindingFailureConditions", i))
        seen.add(item)
        if item in conditions:
            yield Hit(
                v.invalid(item, "bindingFailureConditions must not overlap with bindingConditions"),
                path=where + ("bindingFailureConditions", i),
            )
    # Upstream prints the empty list as JSON: null when omitted, [] when written empty.
    if not conditions and failures:
        yield Hit(
            f"Invalid value: {json_text(fields.get('bindingConditions'))}: bindingConditions are required "
            "to use bindingFailureConditions",
            path=where + ("bindingConditions",),
        )
    if not failures and conditions:
        yield Hit(
            f"Invalid value: {json_text(fields.get('bindingFailureConditions'))}: bindingFailureConditions "
            "are required to use bindingConditions",
            path=where + ("bindingFailureConditions",),
        )


@implements("DRA-RS-028", **SLICE)
def device_binding_conditions(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not ctx.slice_facts.may_set("bindingConditions", "bindingFailureConditions"):
        return
    if not ctx.keeps(*DEVICE_FIELDS["bindingConditions"]):
        return
    for path, device in devices_judged(ctx):
        yield from binding_conditions(device, path, ctx.limits.size_stops_items)


class _Quantity:
    """A quantity from the manifest that parsed: its exact number, its format, and Quantity.String() for messages."""

    __slots__ = ("number", "format", "text")

    def __init__(self, number: Fraction, format: str) -> None:
        self.number = number
        self.format = format
        self.text = quantity_string(number, format)

    def value(self) -> int:
        """Quantity.Value(): rounded up to an integer."""
        return math.ceil(self.number)


def _quantities(*raws: Any) -> list[_Quantity] | None:
    """All parsed, or None: an unparsable quantity is the schema's finding, not this rule's."""
    out = []
    for raw in raws:
        number = quantity(raw)
        if not isinstance(number, Fraction):
            return None
        out.append(_Quantity(number, quantity_format(raw)))
    return out


FRACTIONAL = "DRAFractionalCapacityRange"
MAX_INT64 = 2**63 - 1
MIN_INT64 = -(2**63)


def _fractional(q: _Quantity) -> bool:
    """isFractionalQuantity: the value has sub-integer precision."""
    return q.number.denominator != 1


def _milli_exact(q: _Quantity) -> bool:
    """Quantity == NewMilliQuantity(q.MilliValue()): a whole number of thousandths that fits an int64."""
    milli = q.number * 1000
    return milli.denominator == 1 and MIN_INT64 <= milli <= MAX_INT64


def _valid_values(
    default: _Quantity, capacity: _Quantity, values: list[Any], fractional: bool, where: Path, stops: bool = True
) -> Iterator[Hit]:
    """validateRequestPolicyValidValues; past the list's size 1.35 on says Too many alone, 1.34 (``stops``
    False: Validation.size_stops_items) judges the options too."""
    options = _quantities(*values)
    if options is None:
        return
    for i in range(len(options) - 1):
        if options[i].number > options[i + 1].number:
            yield Hit(v.invalid(options[i + 1].text, "values must be sorted in ascending order"), path=where + (i + 1,))
    found_default = False
    too_many = len(options) > MAX_VALID_VALUES
    if too_many:
        yield Hit(v.too_many(len(options), MAX_VALID_VALUES), path=where)
    if not too_many or not stops:
        # validateSet's key: quantityKeyAsDec (the exact value) with the fractional gate, else
        # quantityKeyInt (the value rounded up to an integer).
        seen: set[Any] = set()
        for i, option in enumerate(options):
            if option.number > capacity.number:
                yield Hit(
                    v.invalid(option.text, f"option is larger than capacity value: {capacity.text}"), path=where + (i,)
                )
            if option.number == default.number:
                found_default = True
            key = option.number if fractional else option.value()
            if key in seen:
                yield Hit(v.duplicate(option.text if fractional else str(option.value())), path=where + (i,))
            seen.add(key)
    if not found_default:
        yield Hit(v.invalid(default.text, "default value is not valid according to the requestPolicy"), path=where)


def _step_multiple(value: _Quantity, low: _Quantity, step: _Quantity, milli: bool, where: Path) -> Iterator[Hit]:
    """validateRequestPolicyRangeStep: milli-values when any bound is fractional (gate on), else Value()."""
    if milli:
        scaled = [math.ceil(q.number * 1000) for q in (value, low, step)]
    else:
        scaled = [q.value() for q in (value, low, step)]
    if scaled[2] != 0 and (scaled[0] - scaled[1]) % scaled[2] != 0:
        yield Hit(
            v.invalid(value.text, f"value is not a multiple of a given step ({step.text}) from ({low.text})"),
            path=where,
        )


def _int64_range(q: _Quantity, where: Path) -> Iterator[Hit]:
    """validateInt64Range: the integer path reads Quantity.Value(), usable only in [0, MaxInt64]."""
    if q.number < 0:
        yield Hit(v.invalid(q.text, "must be greater than or equal to 0"), path=where)
    elif q.number > MAX_INT64:
        yield Hit(v.invalid(q.text, f"must not be larger than {MAX_INT64}"), path=where)


def _valid_range(
    default: _Quantity, capacity: _Quantity, bounds: dict[str, Any], fractional: bool, where: Path, strict: bool = True
) -> Iterator[Hit]:
    """validateRequestPolicyRange, check by check and path by path. ``strict`` (1.37: Validation.range_checks_1_37)
    reports a default out of range at `default`, reads milli-values when a bound is fractional and checks the
    step and int64 ranges; 1.34 to 1.36 (read on 1.34.4, 1.35.4, 1.36.3) report it at the bound, read Value()
    and check none of it, and a step whose Value() is 0 divides by zero: the apiserver's handler recovers the
    panic and answers 500 (dra-oracle-apiserver 1.34.4)."""
    if bounds.get("min") is None:
        yield Hit(v.required() + ": required when validRange is defined", path=where + ("min",))
        return
    given = [k for k in ("max", "step") if bounds.get(k) is not None]
    parsed = _quantities(bounds["min"], *(bounds[k] for k in given))
    if parsed is None:
        return
    low, named_bounds = parsed[0], dict(zip(given, parsed[1:]))
    high, step = named_bounds.get("max"), named_bounds.get("step")
    if low.number > capacity.number:
        yield Hit(v.invalid(low.text, f"min is larger than capacity value: {capacity.text}"), path=where + ("min",))
    if default.number < low.number:
        yield Hit(
            v.invalid(default.text, f"default is less than min: {low.text}"),
            path=where + ("default" if strict else "min",),
        )
    if high is not None:
        if low.number > high.number:
            yield Hit(v.invalid(low.text, f"min is larger than max: {high.text}"), path=where + ("max",))
        if high.number > capacity.number:
            yield Hit(
                v.invalid(high.text, f"max is larger than capacity value: {capacity.text}"), path=where + ("max",)
            )
        if default.number > high.number:
            at = "default" if strict else "max"
            yield Hit(v.invalid(default.text, f"default is more than max: {high.text}"), path=where + (at,))
    if not strict:
        yield from _steps_before_1_37(default, low, high, step, capacity, where)
        return
    named = [
        (q, name) for q, name in ((default, "default"), (low, "min"), (high, "max"), (step, "step")) if q is not None
    ]
    milli = fractional and any(_fractional(q) for q, _ in named)
    if milli:
        unsafe = [
            Hit(v.invalid(q.text, "value cannot be represented as a milli value"), path=where + (name,))
            for q, name in named
            if not _milli_exact(q)
        ]
        if unsafe:  # upstream returns here, before any arithmetic on them
            yield from unsafe
            return
    if step is None:
        return
    if step.number <= 0:
        yield Hit(v.invalid(step.text, "must be greater than zero"), path=where + ("step",))
        return
    one_step = low.number + step.number
    if one_step > capacity.number:
        yield Hit(
            v.invalid(
                step.text,
                f"one step {quantity_string(one_step, low.format)} is larger than capacity value: {capacity.text}",
            ),
            path=where + ("step",),
        )
    if not milli:
        unsafe = [hit for q, name in named for hit in _int64_range(q, where + (name,))]
        if unsafe:
            yield from unsafe
            return
    yield from _step_multiple(default, low, step, milli, where + ("step",))
    if high is not None:
        yield from _step_multiple(high, low, step, milli, where + ("step",))


def _steps_before_1_37(
    default: _Quantity, low: _Quantity, high: _Quantity | None, step: _Quantity | None, capacity: _Quantity, where: Path
) -> Iterator[Hit]:
    if step is None:
        return
    one_step = low.number + step.number
    if one_step > capacity.number:
        text = f"one step {quantity_string(one_step, low.format)} is larger than capacity value: {capacity.text}"
        yield Hit(v.invalid(step.text, text), path=where + ("step",))
    if step.value() == 0:
        yield Hit(
            "Internal error: validateRequestPolicyRangeStep divides by this step's value, 0: the apiserver's "
            "validation panics and the request fails (500 Internal Server Error)",
            path=where + ("step",),
        )
        return
    yield from _step_multiple(default, low, step, False, where + ("step",))
    if high is not None:
        yield from _step_multiple(high, low, step, False, where + ("step",))


def _request_policy(
    capacity: dict[str, Any], fractional: bool, where: Path, strict_range: bool = True, stops: bool = True
) -> Iterator[Hit]:
    policy = as_dict(capacity.get("requestPolicy"))
    values, bounds = as_list(policy.get("validValues")), policy.get("validRange")
    if values and bounds is not None:
        yield Hit(
            'Forbidden: exactly one policy can be specified, cannot specify "validValues" and "validRange" '
            "at the same time",
            path=where,
        )
        return
    if not values and bounds is None:
        return
    kind = "validValues" if values else "validRange"
    if policy.get("default") is None:
        yield Hit(v.required() + f": required when {kind} is defined", path=where + ("default",))
        return
    value = capacity.get("value")
    parsed = _quantities(policy["default"], "0" if value is None else value)  # unset: Go's zero Quantity
    if parsed is None:
        return
    default, maximum = parsed
    if values:
        yield from _valid_values(default, maximum, values, fractional, where + ("validValues",), stops)
    else:
        yield from _valid_range(default, maximum, as_dict(bounds), fractional, where + ("validRange",), strict_range)


@implements("DRA-RS-029", **SLICE)
def consumable_capacity(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    policies = ctx.slice_facts.capacity_fields
    if policies is not None and "requestPolicy" not in policies:
        return
    if not ctx.keeps(*DEVICE_FIELDS["allowMultipleAllocations"]):  # requestPolicy dropped with it
        return
    for path, device in devices_judged(ctx):
        shareable = device.get("allowMultipleAllocations") is True
        for name, capacity in as_dict(device.get("capacity")).items():
            capacity = as_dict(capacity)
            if capacity.get("requestPolicy") is None:
                continue
            where = path + ("capacity", v.truncated_key(name, 63 + 1 + 32), "requestPolicy")  # validateMap's keyPath
            if not shareable:
                yield Hit("Forbidden: allowMultipleAllocations must be true", path=where)
            else:
                limits = ctx.limits
                yield from _request_policy(
                    capacity, ctx.gate(FRACTIONAL) is True, where, limits.range_checks_1_37, limits.size_stops_items
                )


def _node_allocatable_name(name: str) -> bool:
    """IsNodeAllocatableResourceName: cpu, memory and hugepages-<size>; not ephemeral-storage or extended names."""
    return name in ("cpu", "memory") or name.startswith("hugepages-")


def _mapping(mapping: dict[str, Any], capacities: dict[str, Any], where: Path) -> Iterator[Hit]:
    """validateNodeAllocatableMapping."""
    key, multiplier = mapping.get("capacityKey"), mapping.get("capacityMultiplier")
    if key is not None:
        if key == "":
            yield Hit(v.invalid("", "capacityKey must not be an empty string"), path=where + ("capacityKey",))
        elif key not in capacities:
            yield Hit(f"Not found: {v.go_quote(key)}", path=where + ("capacityKey",))
        if multiplier is None:
            yield Hit(
                "Required value: capacityMultiplier is required when capacityKey is set",
                path=where + ("capacityMultiplier",),
            )
        else:
            yield from _positive(multiplier, where + ("capacityMultiplier",))
    if mapping.get("deviceMultiplier") is not None:
        yield from _positive(mapping["deviceMultiplier"], where + ("deviceMultiplier",))
    if multiplier is not None and key is None:
        yield Hit(
            "Required value: capacityKey is required when capacityMultiplier is set", path=where + ("capacityKey",)
        )


def _positive(raw: Any, where: Path) -> Iterator[Hit]:
    parsed = _quantities(raw)
    if parsed and parsed[0].number <= 0:
        yield Hit(v.invalid(parsed[0].text, "must be positive"), path=where)


def _overhead(overhead: dict[str, Any], where: Path) -> Iterator[Hit]:
    """validateNodeAllocatableOverheadMapping."""
    if overhead.get("perPod") is None and overhead.get("perContainer") is None:
        yield Hit(v.invalid("", "at least one of perPod or perContainer must be set"), path=where)
        return
    for name in ("perPod", "perContainer"):
        parsed = _quantities(overhead[name]) if overhead.get(name) is not None else None
        if parsed and parsed[0].number < 0:
            yield Hit(v.invalid(parsed[0].text, "must be non-negative"), path=where + (name,))


@implements("DRA-RS-033", **SLICE)
def node_allocatable_resources(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not ctx.slice_facts.may_set("nodeAllocatableResources") or not ctx.keeps(
        *DEVICE_FIELDS["nodeAllocatableResources"]
    ):
        return
    for path, device in devices_judged(ctx):
        resources = device.get("nodeAllocatableResources")
        if not isinstance(resources, dict):
            continue
        capacities = as_dict(device.get("capacity"))
        for name, entry in resources.items():
            entry = as_dict(entry)
            where = path + ("nodeAllocatableResources", name)
            if not _node_allocatable_name(name):
                yield Hit(v.invalid(name, "must be a node allocatable resource name"), path=where)
            if entry.get("mapping") is None and entry.get("overhead") is None:
                yield Hit("Required value: at least one of mapping or overhead must be set", path=where)
            if isinstance(entry.get("mapping"), dict):
                yield from _mapping(entry["mapping"], capacities, where + ("mapping",))
            if isinstance(entry.get("overhead"), dict):
                yield from _overhead(entry["overhead"], where + ("overhead",))
