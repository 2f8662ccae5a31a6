"""The pool-status oracle: the status the 1.37 ResourcePoolStatusRequest controller would write
for a request, computed from the ResourceSlices, ResourceClaims and DeviceTaintRules given.

Follows observability-apis.md section A.3 (DRA-PSR-041...064) and, where docs and code
differ, the code (views.go): highest generation only, completeness against the first
slice's resourceSliceCount, distinct non-admin allocations, taints, sorting and
truncation, partition and shareable summaries from counter arithmetic. For 1.36 it
computes what that release's controller wrote (DRA-PSR-048): one allocated device per
allocation result, AdminAccess included, no taints and no summaries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .slices import DECIMAL_SI, lookup, quantity, quantity_format, quantity_string
from .values import as_dict, as_list, as_str

DEFAULT_LIMIT = 100
MAX_MESSAGE = 256
MAX_SUMMARIES = 32
UNAVAILABLE_EFFECTS = ("NoSchedule", "NoExecute")


class QuantitySum:
    """A running sum as Go's Quantity.Add keeps it: while the sum is zero, each addend sets its
    format (BinarySI, DecimalSI...), and String() prints it canonically in that format."""

    def __init__(self) -> None:
        self.value: Fraction | str = Fraction(0)
        self.format = DECIMAL_SI

    def add(self, text: Any) -> None:
        amount = quantity(text)
        if not isinstance(amount, Fraction):
            self.value = str(text)  # not a quantity: shown as written
        elif isinstance(self.value, Fraction):
            if self.value == 0:
                self.format = quantity_format(text)
            self.value += amount

    def remaining(self, used: QuantitySum) -> QuantitySum:
        """max(0, self - used), in the format Go's Sub leaves: this sum's, or used's when this is zero."""
        out = QuantitySum()
        out.value, out.format = self.value, self.format
        if isinstance(self.value, Fraction) and isinstance(used.value, Fraction):
            if self.value == 0:
                out.format = used.format
            out.value = max(Fraction(0), self.value - used.value)
        return out

    def __str__(self) -> str:
        return self.value if isinstance(self.value, str) else quantity_string(self.value, self.format)


@dataclass
class Inputs:
    slices: list[dict[str, Any]] = field(default_factory=list)
    claims: list[dict[str, Any]] = field(default_factory=list)
    taint_rules: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def gathered(
        cls,
        slices: list[dict[str, Any]],
        claims: list[dict[str, Any]],
        taint_rules: list[dict[str, Any]],
        feature_gates: tuple[tuple[str, bool], ...],
    ) -> Inputs:
        """What the controller reads: DeviceTaintRules only with their gate on (unless told it is off, assume on)."""
        rules = taint_rules if dict(feature_gates).get("DRADeviceTaintRules") is not False else []
        return cls(slices, claims, rules)


def _spec(obj: dict[str, Any]) -> dict[str, Any]:
    return as_dict(obj.get("spec"))


def _devices(slice_: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for device in as_list(_spec(slice_).get("devices")):
        device = as_dict(device)
        basic = device.get("basic")
        out.append(dict(basic, name=device.get("name")) if isinstance(basic, dict) else device)
    return out


def _results(claims: list[dict[str, Any]], driver: str, pool: str, admin_access: bool = False) -> list[dict[str, Any]]:
    """The allocation results of the pool's devices (those with adminAccess only when asked)."""
    out = []
    for claim in claims:
        allocation = as_dict(as_dict(claim.get("status")).get("allocation"))
        for result in as_list(as_dict(allocation.get("devices")).get("results")):
            result = as_dict(result)
            if (
                as_str(result.get("driver")) == driver
                and as_str(result.get("pool")) == pool
                and (admin_access or result.get("adminAccess") is not True)
            ):
                out.append(result)
    return out


def _tainted(device: dict[str, Any], driver: str, pool: str, rules: list[dict[str, Any]]) -> bool:
    if any(as_dict(t).get("effect") in UNAVAILABLE_EFFECTS for t in as_list(device.get("taints"))):
        return True
    for rule in rules:
        spec = _spec(rule)
        taint, selector = as_dict(spec.get("taint")), spec.get("deviceSelector")
        if taint.get("effect") not in UNAVAILABLE_EFFECTS or not isinstance(selector, dict):
            continue  # a rule without a device selector matches nothing
        wanted = [
            (selector.get("driver"), driver),
            (selector.get("pool"), pool),
            (selector.get("device"), device.get("name")),
        ]
        if all(want is None or want == have for want, have in wanted):
            return True
    return False


def _cost(device: dict[str, Any]) -> dict[tuple[str, str], Fraction | str]:
    cost: dict[tuple[str, str], Fraction | str] = {}
    for use in as_list(device.get("consumesCounters")):
        use = as_dict(use)
        for counter, value in as_dict(use.get("counters")).items():
            cost[(as_str(use.get("counterSet")), counter)] = quantity(as_dict(value).get("value"))
    return cost


def _fits(cost: dict[tuple[str, str], Any], available: dict[tuple[str, str], Any]) -> bool:
    for key, amount in cost.items():
        have = available.get(key)
        if not isinstance(have, Fraction) or not isinstance(amount, Fraction) or have < amount:
            return False
    return True


def _partition_summary(
    pool_label: str, slices: list[dict[str, Any]], default: str | None, in_use: set[str]
) -> tuple[list[dict[str, Any]] | None, str | None]:
    declared = any(isinstance(_spec(s).get("partitionTypeAttribute"), str) for s in slices)
    groups: dict[tuple[str, str], list[tuple[str, dict[tuple[str, str], Any]]]] = {}
    counters: dict[tuple[str, str], Fraction | str] = {}
    for slice_ in slices:
        for counter_set in as_list(_spec(slice_).get("sharedCounters")):
            counter_set = as_dict(counter_set)
            for name, value in as_dict(counter_set.get("counters")).items():
                counters[(as_str(counter_set.get("name")), name)] = quantity(as_dict(value).get("value"))
    all_devices: list[tuple[str, dict[tuple[str, str], Any]]] = []
    for slice_ in slices:
        spec = _spec(slice_)
        attribute = spec.get("partitionTypeAttribute") if declared else default
        for device in _devices(slice_):
            if not as_list(device.get("consumesCounters")):
                continue
            name = as_str(device.get("name"))
            all_devices.append((name, _cost(device)))
            if not isinstance(attribute, str):
                continue
            found = lookup(as_dict(device.get("attributes")), attribute, as_str(spec.get("driver")))
            value = as_dict(found[1]).get("string") if found else None
            if not isinstance(value, str):
                return None, (
                    f'PartitionTypeMissing: device "{name}" in pool {pool_label} does not carry partition '
                    f'type attribute "{attribute}"'
                )
            groups.setdefault((attribute, value), []).append((name, _cost(device)))
    if not groups:
        return [], None
    if not counters:
        return (
            None,
            f"PartitionTypeMissing: pool {pool_label} declares partitionTypeAttribute but publishes no sharedCounters",
        )
    for (_, kind), members in sorted(groups.items()):
        if any(cost != members[0][1] for _, cost in members):
            return (
                None,
                f'PartitionCostMismatch: devices of partition type "{kind}" in pool {pool_label} consume different counters',
            )
    if len(groups) > MAX_SUMMARIES:
        return None, (
            f"PartitionSummaryOverCap: pool {pool_label} has {len(groups)} partition types, exceeding the "
            f"maximum of {MAX_SUMMARIES}"
        )
    baseline = dict(counters)
    for name, cost in all_devices:
        if name in in_use:
            for key, amount in cost.items():
                held = baseline.get(key)
                if isinstance(held, Fraction) and isinstance(amount, Fraction):
                    baseline[key] = held - amount
    summary = []
    for (attribute, kind), members in sorted(groups.items()):
        available, allocatable = dict(baseline), 0
        for name, cost in members:
            if name in in_use or not _fits(cost, available):
                continue
            allocatable += 1
            for key, amount in cost.items():
                available[key] -= amount
        summary.append({"attribute": attribute, "type": kind, "total": len(members), "allocatable": allocatable})
    return summary, None


def _shareable_summary(
    slices: list[dict[str, Any]], results: list[dict[str, Any]], in_use: set[str]
) -> dict[str, Any] | None:
    shareable = [d for s in slices for d in _devices(s) if d.get("allowMultipleAllocations") is True]
    if not shareable:
        return None
    totals: dict[str, QuantitySum] = {}
    for device in shareable:
        for key, value in as_dict(device.get("capacity")).items():
            totals.setdefault(key, QuantitySum()).add(as_dict(value).get("value"))
    consumed: dict[str, QuantitySum] = {}
    for result in results:
        for key, value in as_dict(result.get("consumedCapacity")).items():
            if isinstance(quantity(value), Fraction):
                consumed.setdefault(key, QuantitySum()).add(value)
    capacity = []
    for key in sorted(totals):
        total, used = totals[key], consumed.get(key, QuantitySum())
        capacity.append(
            {"name": key, "total": str(total), "consumed": str(used), "available": str(total.remaining(used))}
        )
    partially = sum(1 for d in shareable if as_str(d.get("name")) in in_use)
    return {
        "fullyAvailableDevices": len(shareable) - partially,
        "partiallyAvailableDevices": partially,
        "capacity": capacity,
    }


def compute(request: dict[str, Any], inputs: Inputs, version: str = "1.37") -> dict[str, Any]:
    """The status the controller would write for ``request`` (a ResourcePoolStatusRequest object)."""
    spec = _spec(request)
    driver, only_pool = as_str(spec.get("driver")), spec.get("poolName")
    limit = spec.get("limit") if type(spec.get("limit")) is int else DEFAULT_LIMIT
    default = spec.get("defaultPartitionTypeAttribute")
    by_pool: dict[str, list[dict[str, Any]]] = {}
    for slice_ in inputs.slices:
        slice_spec = _spec(slice_)
        pool = as_str(as_dict(slice_spec.get("pool")).get("name"))
        if as_str(slice_spec.get("driver")) == driver and (only_pool is None or pool == only_pool):
            by_pool.setdefault(pool, []).append(slice_)
    pools = []
    for pool_name in sorted(by_pool):
        slices = by_pool[pool_name]
        generation = max(as_dict(_spec(s).get("pool")).get("generation", 0) for s in slices)
        current = [s for s in slices if as_dict(_spec(s).get("pool")).get("generation", 0) == generation]
        expected = as_dict(_spec(slices[0]).get("pool")).get("resourceSliceCount", 0)
        label = f"{driver}/{pool_name}"
        entry: dict[str, Any] = {"driver": driver, "poolName": pool_name, "generation": generation}
        if len(current) < expected:
            message = f"PoolIncomplete: pool {label} is incomplete: observed {len(current)}/{expected} slices at generation {generation}"
            entry["validationError"] = message[:MAX_MESSAGE]
            pools.append(entry)
            continue
        nodes = {as_str(_spec(s).get("nodeName")) for s in current}
        if len(nodes) == 1 and "" not in nodes:
            entry["nodeName"] = nodes.pop()
        devices = [d for s in current for d in _devices(s)]
        total = len(devices)
        if version == "1.36":  # DRA-PSR-048: one per allocation result, AdminAccess too; no taints, no views
            allocated = len(_results(inputs.claims, driver, pool_name, admin_access=True))
            entry.update(
                resourceSliceCount=len(current),
                totalDevices=total,
                allocatedDevices=allocated,
                availableDevices=max(0, total - allocated),
                unavailableDevices=0,
            )
            pools.append(entry)
            continue
        results = _results(inputs.claims, driver, pool_name)
        in_use = {as_str(r.get("device")) for r in results}
        unavailable = sum(1 for d in devices if _tainted(d, driver, pool_name, inputs.taint_rules))
        entry.update(
            resourceSliceCount=len(current),
            totalDevices=total,
            allocatedDevices=len(in_use),
            availableDevices=max(0, total - len(in_use) - unavailable),
            unavailableDevices=unavailable,
        )
        summary, error = _partition_summary(label, current, default if isinstance(default, str) else None, in_use)
        if error:
            entry["validationError"] = error[:MAX_MESSAGE]
        elif summary:
            entry["partitionSummary"] = summary
        shareable = _shareable_summary(current, results, in_use)
        if shareable is not None:
            entry["shareableSummary"] = shareable
        pools.append(entry)
    listed = pools[:limit]
    incomplete = sum(1 for p in listed if "validationError" in p)
    message = f"Calculated status for {len(listed)} pools" + (f" ({incomplete} incomplete)" if incomplete else "")
    return {
        "poolCount": len(pools),
        "pools": listed,
        "conditions": [{"type": "Complete", "status": "True", "reason": "CalculationComplete", "message": message}],
    }
