"""DRA-RS-032: ResourceSlice fields that an apiserver with their feature gate off drops on write.

The apiserver's strategy (pkg/registry/resource/resourceslice/strategy.go, dropDisabledFields)
clears these fields, without an error, when their gate is off and the stored slice does not
already use them. Drivers that publish them for a cluster without the gate lose them quietly
(Project-HAMi/k8s-dra-driver#5); a list attribute emptied so is then rejected as having no value.
The field's own gate for partitionTypeAttribute is DRA-RS-019. A field the target release does not
have at all (skipNodeOperations before 1.37) is an unknown field, DRA-RS-031's, not a dropped one.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..semantics.context import ManifestContext
from ..semantics.gates import dropped
from ..semantics.slices import LIST_MEMBERS, no_lists
from ..semantics.stored import DEVICE_FIELDS, OPTIONAL_NODE_OPERATIONS, SPEC_FIELDS  # the stored view's tables
from ..semantics.values import as_dict, as_list
from .resource_slice import SLICE


def _off(ctx: ManifestContext, gates: tuple[str, ...]) -> str | None:
    """The first of ``gates`` that is off on the target apiserver (given off, or off by default)."""
    return next((gate for gate in gates if ctx.gate(gate) is False), None)


def _dropped(ctx: ManifestContext, gate: str, path: Path, also: str = "") -> Hit:
    return Hit(dropped(ctx.feature_gates, gate, ctx.kubernetes_version) + also, path=path, key=True)


@implements("DRA-RS-032", **SLICE)
def gated_fields(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = as_dict(obj.get("spec"))
    for name, gate in SPEC_FIELDS.items():
        if spec.get(name) is not None and _off(ctx, (gate,)):
            yield _dropped(ctx, gate, ("spec", name))
    # 1.37, alpha; before 1.37 an unknown field (DRA-RS-031), as every field the release does not have
    if "skipNodeOperations" in spec and ctx.known_at_release(("spec", "skipNodeOperations")):
        if not ctx.gate(OPTIONAL_NODE_OPERATIONS):
            yield _dropped(ctx, OPTIONAL_NODE_OPERATIONS, ("spec", "skipNodeOperations"))
    # Each part of the loop below, only where the slice's facts say a device may have what it looks for.
    facts = ctx.slice_facts
    gated = [name for name, gates in DEVICE_FIELDS.items() if facts.may_set(name) and _off(ctx, gates)]
    list_gate = None if facts.no_list_attributes else _off(ctx, ("DRAListTypeAttributes",))
    policies = facts.capacity_fields is None or "requestPolicy" in facts.capacity_fields
    capacity_gate = _off(ctx, ("DRAConsumableCapacity",)) if policies else None
    groups_gate = _off(ctx, ("DRADeviceCompatibilityGroups",)) if facts.may_set("consumesCounters") else None
    if not (gated or list_gate or capacity_gate or groups_gate):
        return
    known = ctx.known_at_release  # a field the release does not have is DRA-RS-031's unknown field, not dropped
    for path, device in ctx.slice_devices:  # listed once for all the slice rules
        for name in sorted(device.keys() & gated):  # most devices have none of them
            off = _off(ctx, DEVICE_FIELDS[name])
            if off and device[name] is not None and known(path + (name,)):
                yield _dropped(ctx, off, path + (name,))
        if capacity_gate:
            for key, capacity in as_dict(device.get("capacity")).items():
                if as_dict(capacity).get("requestPolicy") is not None:
                    yield _dropped(ctx, capacity_gate, path + ("capacity", key, "requestPolicy"))
        attributes = as_dict(device.get("attributes"))
        if list_gate and not no_lists(attributes):
            for key, attribute in attributes.items():
                for member in LIST_MEMBERS:
                    if as_dict(attribute).get(member) is not None and known(path + ("attributes", key, member)):
                        yield _dropped(
                            ctx,
                            list_gate,
                            path + ("attributes", key, member),
                            "; the attribute is left without a value and the slice is rejected",
                        )
        if groups_gate:
            for i, use in enumerate(as_list(device.get("consumesCounters"))):
                where = path + ("consumesCounters", i, "compatibilityGroups")
                if as_dict(use).get("compatibilityGroups") is not None and known(where):
                    yield _dropped(ctx, groups_gate, where)
