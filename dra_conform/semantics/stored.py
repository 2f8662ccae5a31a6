"""What the apiserver stores of an object it is asked to create: the fields whose feature gate is off under
the run's release and gates are dropped, without an error, before validation (the strategies'
dropDisabledFields in pkg/registry/resource/resourceslice, resourceclaim and deviceclass strategy.go).

The gate rules report these fields (DRA-RS-032, DRA-CL-011) from the tables below; the claim rules across
objects (DRA-CL-040...043) and explain-claim judge the stored view this module makes from the same tables,
since that is what the scheduler reads. We judge creates: upstream keeps a field on update when the stored
object uses it already, which a file being applied for the first time cannot tell.

A drop that leaves the object invalid (a list-type attribute left without a value, a request whose only
`firstAvailable` is dropped, a constraint whose only `distinctAttribute` is dropped) makes the apiserver
reject the object: nothing is stored, the gate rules say why, and the view keeps the object as written
(the allocator then applies the scheduler's own gates to it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from .claims import SHAPES
from .gates import Gates, enabled

PARTITIONABLE = "DRAPartitionableDevices"
OPTIONAL_NODE_OPERATIONS = "DRAOptionalNodeOperations"
DEVICE_TAINTS = "DRADeviceTaints"
CONSUMABLE_CAPACITY = "DRAConsumableCapacity"
COMPATIBILITY_GROUPS = "DRADeviceCompatibilityGroups"
EXTENDED_RESOURCE = "DRAExtendedResource"
SINCE_1_37 = "1.37"  # skipNodeOperations, compatibilityGroups, derivedAttributes: unknown to older apiservers

# ResourceSlice (resourceslice/strategy.go): spec field -> its gate; device field -> the gates it needs (all).
SPEC_FIELDS = {"sharedCounters": PARTITIONABLE, "perDeviceNodeSelection": PARTITIONABLE}
DEVICE_FIELDS = {
    "consumesCounters": (PARTITIONABLE,),
    "nodeName": (PARTITIONABLE,),
    "nodeSelector": (PARTITIONABLE,),
    "allNodes": (PARTITIONABLE,),
    "taints": (DEVICE_TAINTS,),
    "bindsToNode": ("DRADeviceBindingConditions", "DRAResourceClaimDeviceStatus"),
    "bindingConditions": ("DRADeviceBindingConditions", "DRAResourceClaimDeviceStatus"),
    "bindingFailureConditions": ("DRADeviceBindingConditions", "DRAResourceClaimDeviceStatus"),
    "allowMultipleAllocations": (CONSUMABLE_CAPACITY,),
    "nodeAllocatableResources": ("DRANodeAllocatableResources",),
}
# ResourceClaim and its template (resourceclaim/strategy.go): fields of an exact request or subrequest. Not
# tolerations: no release drops them from a claim (only a slice's taints), so they are validated whatever the gate.
REQUEST_GATES = (
    ("adminAccess", "DRAAdminAccess"),
    ("capacity", CONSUMABLE_CAPACITY),
    ("derivedAttributes", "DRADerivedAttributes"),
)
DERIVED_ATTRIBUTES_SINCE = SINCE_1_37
# DeviceClass (deviceclass/strategy.go).
CLASS_FIELDS = {"extendedResourceName": EXTENDED_RESOURCE}


def gate_off(gates: Gates, version: str, needs: tuple[str, ...]) -> str | None:
    """The first of the gates ``needs`` that is off on the target apiserver (given off, or off by default)."""
    return next((gate for gate in needs if enabled(gates, gate, version) is False), None)


@dataclass(frozen=True)
class Stored:
    """The fields an apiserver of one release and gates drops on create. Equal for releases that drop
    alike, so it keys what is computed from stored views (a matrix run shares it between them)."""

    slice_spec: frozenset[str] = frozenset()
    device: frozenset[str] = frozenset()
    request_policy: bool = False  # spec.devices[*].capacity[*].requestPolicy
    compatibility_groups: bool = False  # spec.devices[*].consumesCounters[*].compatibilityGroups
    request: frozenset[str] = frozenset()  # of an exact request or a subrequest
    device_class: frozenset[str] = frozenset()

    @staticmethod
    @cache
    def of(gates: Gates, version: str) -> Stored:
        def off(*needs: str) -> bool:
            return gate_off(gates, version, needs) is not None

        new = version < SINCE_1_37
        spec = {name for name, gate in SPEC_FIELDS.items() if off(gate)}
        if new or off(OPTIONAL_NODE_OPERATIONS):
            spec.add("skipNodeOperations")
        request = {name for name, gate in REQUEST_GATES if off(gate)}
        if version < DERIVED_ATTRIBUTES_SINCE:
            request.add("derivedAttributes")
        return Stored(
            slice_spec=frozenset(spec),
            device=frozenset(name for name, needs in DEVICE_FIELDS.items() if off(*needs)),
            request_policy=off(CONSUMABLE_CAPACITY),
            compatibility_groups=new or off(COMPATIBILITY_GROUPS),
            request=frozenset(request),
            device_class=frozenset(name for name, gate in CLASS_FIELDS.items() if off(gate)),
        )

    def view(self, kind: str, obj: dict[str, Any], found: set[str] | None = None) -> dict[str, Any]:
        """``obj`` as the apiserver stores it: ``obj`` itself when it has none of the fields dropped, else a
        copy of the parts that change (the rest shared, never modified). ``found`` gets the names of the
        fields dropped: each name is dropped in one place only, so objects whose ``found`` are equal under
        two Stored have equal views under them."""
        return _Dropper(self, found if found is not None else set()).view(kind, obj)

    @property
    def slice_part(self) -> tuple[Any, ...]:
        """What a slice's view depends on."""
        return (self.slice_spec, self.device, self.request_policy, self.compatibility_groups)


@dataclass
class _Dropper:
    stored: Stored
    found: set[str]

    def view(self, kind: str, obj: dict[str, Any]) -> dict[str, Any]:
        if kind == "ResourceSlice":
            return _at(obj, ("spec",), self._slice_spec)
        if kind in ("ResourceClaim", "ResourceClaimTemplate") and self.stored.request:
            api_version = obj.get("apiVersion")
            shape = SHAPES.get(api_version) if isinstance(api_version, str) else None
            if shape is None:
                return obj
            where = ("spec", "devices") if kind == "ResourceClaim" else ("spec", "spec", "devices")
            return _at(obj, where + ("requests",), lambda items: _map(items, lambda r: self._request(r, shape)))
        if kind == "DeviceClass" and obj.get("apiVersion") in SHAPES:
            return _at(obj, ("spec",), lambda spec: self._without(spec, self.stored.device_class))
        return obj

    def _without(self, value: Any, keys: frozenset[str] | tuple[str, ...]) -> Any:
        if not isinstance(value, dict):  # malformed (a list where a mapping belongs): judged as written
            return value
        hit = [key for key in keys if key in value] if keys else ()
        if not hit:
            return value
        self.found.update(hit)
        return {k: v for k, v in value.items() if k not in hit}

    def _each_item(self, items: Any, *keys: str) -> Any:
        """A list of dicts with ``keys`` dropped from each."""
        return _map(items, lambda item: self._without(item, keys) if isinstance(item, dict) else item)

    def _slice_spec(self, spec: Any) -> Any:
        if not isinstance(spec, dict):
            return spec
        stored = self.stored
        spec = self._without(spec, stored.slice_spec)
        devices = spec.get("devices")
        if isinstance(devices, list) and (stored.device or stored.request_policy or stored.compatibility_groups):
            kept = _map(devices, lambda d: self._device(d) if isinstance(d, dict) else d)
            if kept is not devices:
                spec = {**spec, "devices": kept}
        return spec

    def _device(self, device: dict[str, Any]) -> dict[str, Any]:
        device = self._without(device, self.stored.device)
        if self.stored.request_policy:
            device = _at(device, ("capacity",), self._capacities)
        if self.stored.compatibility_groups:
            device = _at(device, ("consumesCounters",), lambda uses: self._each_item(uses, "compatibilityGroups"))
        return device

    def _capacities(self, capacities: Any) -> Any:
        if not isinstance(capacities, dict):
            return capacities
        kept = {k: self._without(v, ("requestPolicy",)) if isinstance(v, dict) else v for k, v in capacities.items()}
        return capacities if all(kept[k] is capacities[k] for k in capacities) else kept

    def _request(self, item: Any, shape: str) -> Any:
        """A request with its gated fields dropped (v1beta1 writes an exact request's fields on the request
        itself, v1 and v1beta2 under `exactly`), and its subrequests'."""
        if not isinstance(item, dict):
            return item
        drop = self.stored.request
        out = (
            self._without(item, drop) if shape == "flat" else _at(item, ("exactly",), lambda e: self._without(e, drop))
        )
        return _at(out, ("firstAvailable",), lambda subs: self._each_item(subs, *drop))


# --- copy on write: each returns its argument itself when nothing in it changes --------------------------


def _at(value: dict[str, Any], path: tuple[str, ...], change: Any) -> dict[str, Any]:
    """``value`` with the dict at ``path`` replaced by ``change(it)``; ``value`` itself when that is the same."""
    inner = value.get(path[0])
    if not isinstance(inner, (dict, list)):
        return value
    if len(path) > 1:
        changed = _at(inner, path[1:], change) if isinstance(inner, dict) else inner
    else:
        changed = change(inner)
    return value if changed is inner else {**value, path[0]: changed}


def _map(items: Any, change: Any) -> Any:
    if not isinstance(items, list):
        return items
    kept = [change(item) for item in items]
    return items if all(a is b for a, b in zip(kept, items)) else kept
