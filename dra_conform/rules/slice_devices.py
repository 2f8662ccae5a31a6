"""DRA-RS-028, 029: a ResourceSlice device's binding conditions and consumable capacity,
as validateDevice (pkg/apis/resource/validation) checks them."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.slices import quantity, quantity_format, quantity_string
from ..semantics.values import as_dict, as_list
from .resource_slice import SLICE

MAX_BINDING_CONDITIONS = 4  # BindingConditionsMaxSize, BindingFailureConditionsMaxSize
MAX_VALID_VALUES = 10  # CapacityRequestPolicyDiscreteMaxOptions


def binding_conditions(fields: dict[str, Any], where: Path) -> Iterator[Hit]:
    """validateDeviceBindingParameters; allocation results (DRA-RC-015) carry the same pair."""
    conditions = as_list(fields.get("bindingConditions"))
    failures = as_list(fields.get("bindingFailureConditions"))
    for name, items in (("bindingConditions", conditions), ("bindingFailureConditions", failures)):
        if len(items) > MAX_BINDING_CONDITIONS:  # the size check short-circuits the item checks
            yield Hit(v.too_many(len(items), MAX_BINDING_CONDITIONS), path=where + (name,))
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
            f"Invalid value: {json.dumps(fields.get('bindingConditions'))}: bindingConditions are required "
            "to use bindingFailureConditions",
            path=where + ("bindingConditions",),
        )
    if not failures and conditions:
        yield Hit(
            f"Invalid value: {json.dumps(fields.get('bindingFailureConditions'))}: bindingFailureConditions "
            "are required to use bindingConditions",
            path=where + ("bindingFailureConditions",),
        )


@implements("DRA-RS-028", **SLICE)
def device_binding_conditions(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, device in ctx.slice_devices:
        yield from binding_conditions(device, path)


class _Quantity:
    """A quantity from the manifest: its exact number, its format, and Quantity.String() for messages."""

    def __init__(self, raw: Any) -> None:
        parsed = quantity(raw)
        self.format = quantity_format(raw)
        self.number: Fraction | None = parsed if isinstance(parsed, Fraction) else None
        self.text = quantity_string(self.number, self.format) if self.number is not None else str(raw)

    def value(self) -> int:
        """Quantity.Value(): rounded up to an integer."""
        assert self.number is not None
        return math.ceil(self.number)


def _quantities(*raws: Any) -> list[_Quantity] | None:
    """All parsed, or None: an unparsable quantity is the schema's finding, not this rule's."""
    out = [_Quantity(raw) for raw in raws]
    return out if all(q.number is not None for q in out) else None


def _valid_values(default: _Quantity, capacity: _Quantity, values: list[Any], where: Path) -> Iterator[Hit]:
    options = _quantities(*values)
    if options is None:
        return
    for i in range(len(options) - 1):
        if options[i].number > options[i + 1].number:
            yield Hit(v.invalid(options[i + 1].text, "values must be sorted in ascending order"), path=where + (i + 1,))
    found_default = False
    if len(options) > MAX_VALID_VALUES:
        yield Hit(v.too_many(len(options), MAX_VALID_VALUES), path=where)
    else:
        seen: set[int] = set()  # quantityKey: the value rounded up to an integer
        for i, option in enumerate(options):
            if option.number > capacity.number:
                yield Hit(
                    v.invalid(option.text, f"option is larger than capacity value: {capacity.text}"), path=where + (i,)
                )
            if option.number == default.number:
                found_default = True
            if option.value() in seen:
                yield Hit(v.duplicate(str(option.value())), path=where + (i,))
            seen.add(option.value())
    if not found_default:
        yield Hit(v.invalid(default.text, "default value is not valid according to the requestPolicy"), path=where)


def _step_multiple(value: _Quantity, low: _Quantity, step: _Quantity, where: Path) -> Iterator[Hit]:
    if step.value() != 0 and (value.value() - low.value()) % step.value() != 0:
        yield Hit(
            v.invalid(value.text, f"value is not a multiple of a given step ({step.text}) from ({low.text})"),
            path=where,
        )


def _valid_range(default: _Quantity, capacity: _Quantity, bounds: dict[str, Any], where: Path) -> Iterator[Hit]:
    if bounds.get("min") is None:
        yield Hit(v.required() + ": required when validRange is defined", path=where + ("min",))
        return
    parsed = _quantities(bounds["min"], *(bounds[k] for k in ("max", "step") if bounds.get(k) is not None))
    if parsed is None:
        return
    low = parsed[0]
    high = _Quantity(bounds["max"]) if bounds.get("max") is not None else None
    step = _Quantity(bounds["step"]) if bounds.get("step") is not None else None
    if low.number > capacity.number:
        yield Hit(v.invalid(low.text, f"min is larger than capacity value: {capacity.text}"), path=where + ("min",))
    if default.number < low.number:
        yield Hit(v.invalid(default.text, f"default is less than min: {low.text}"), path=where + ("min",))
    if high is not None:
        if low.number > high.number:
            yield Hit(v.invalid(low.text, f"min is larger than max: {high.text}"), path=where + ("max",))
        if high.number > capacity.number:
            yield Hit(
                v.invalid(high.text, f"max is larger than capacity value: {capacity.text}"), path=where + ("max",)
            )
        if default.number > high.number:
            yield Hit(v.invalid(default.text, f"default is more than max: {high.text}"), path=where + ("max",))
    if step is not None:
        one_step = low.number + step.number
        if one_step > capacity.number:
            yield Hit(
                v.invalid(
                    step.text,
                    f"one step {quantity_string(one_step, low.format)} is larger than capacity value: {capacity.text}",
                ),
                path=where + ("step",),
            )
        yield from _step_multiple(default, low, step, where + ("step",))
        if high is not None:
            yield from _step_multiple(high, low, step, where + ("step",))


def _request_policy(capacity: dict[str, Any], where: Path) -> Iterator[Hit]:
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
    parsed = _quantities(policy["default"], capacity.get("value"))
    if parsed is None:
        return
    default, maximum = parsed
    if values:
        yield from _valid_values(default, maximum, values, where + ("validValues",))
    else:
        yield from _valid_range(default, maximum, as_dict(bounds), where + ("validRange",))


@implements("DRA-RS-029", **SLICE)
def consumable_capacity(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, device in ctx.slice_devices:
        shareable = device.get("allowMultipleAllocations") is True
        for name, capacity in as_dict(device.get("capacity")).items():
            capacity = as_dict(capacity)
            if capacity.get("requestPolicy") is None:
                continue
            where = path + ("capacity", name, "requestPolicy")
            if not shareable:
                yield Hit("Forbidden: allowMultipleAllocations must be true", path=where)
            else:
                yield from _request_policy(capacity, where)
