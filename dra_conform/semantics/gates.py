"""Feature gates (`--feature-gates Name=true,...`): what the target apiserver has switched on.

Only gates whose default upstream's versioned feature list (pkg/features) or the spec states are
known (semantics.releases, per release); others may be given and are
used by the rules that consult them. A rule asks `enabled(...)` and gets True, False, or None
for "not said".
"""

from __future__ import annotations

import re

from .releases import GATE_DEFAULTS as DEFAULTS  # (gate, release) -> default, from upstream's versioned list
from .releases import GATE_SPECS, governing, spec_at

# Every DRA gate of 1.34 to 1.37, read by a rule or not: kubernetes/kubernetes pkg/features and the
# scheduler's versioned feature list (DRAAdminAccess ... DRAWorkloadResourceClaims), with the spec's.
DRA_GATES = frozenset(
    {
        "DRAAdminAccess",
        "DRAConsumableCapacity",
        "DRADerivedAttributes",
        "DRADeviceBindingConditions",
        "DRADeviceCompatibilityGroups",
        "DRADeviceTaintRules",
        "DRADeviceTaints",
        "DRAExtendedResource",
        "DRAFractionalCapacityRange",
        "DRAListTypeAttributes",
        "DRANodeAllocatableResources",
        "DRAOptionalNodeOperations",
        "DRAPartitionableDevices",
        "DRAPartitionableDevicesType",
        "DRAPrioritizedList",
        "DRAResourceClaimDeviceStatus",
        "DRAResourceClaimGranularStatusAuthorization",
        "DRAResourcePoolStatus",
        "DRASchedulerFilterTimeout",
        "DRAWorkloadResourceClaims",
        "DynamicResourceAllocation",
    }
    | {gate for gate, _ in DEFAULTS}
)
_ITEM = r"\s*([A-Za-z][A-Za-z0-9]*)\s*=\s*(true|false)\s*\Z"  # compiled (re's cache) when gates are given

Gates = tuple[tuple[str, bool], ...]  # hashable and picklable, for -j workers


def parse(text: str) -> Gates:
    """'A=true,B=false' as kube-apiserver's --feature-gates takes it; ValueError names the bad item."""
    gates: dict[str, bool] = {}
    for item in filter(str.strip, text.split(",")):
        match = re.match(_ITEM, item, re.IGNORECASE)
        if not match:
            raise ValueError(f"{item.strip()!r} is not Name=true or Name=false")
        problem = unrecognized(match.group(1))
        if problem:
            raise ValueError(problem)
        gates[match.group(1)] = match.group(2).lower() == "true"
    return tuple(sorted(gates.items()))


def unread(gates: Gates) -> list[str]:
    """A note for each gate given that no DRA rule reads (another component's, or unknown here): taken as given."""
    return [f"feature gate {name}: not a DRA gate; no rule reads it" for name, _ in gates if name not in DRA_GATES]


def unrecognized(name: str) -> str | None:
    """kube-apiserver's refusal of a gate it does not know, with the DRA gate meant, for a name that
    is spelt like a DRA gate and is none (DRAListTypeAtributes). Other names are left alone: the
    apiserver has hundreds of gates, no rule here reads them, and refusing a real one would be worse."""
    from .spelling import closest

    if name in DRA_GATES:
        return None
    meant = closest(name, DRA_GATES)
    if not (meant or name.upper().startswith("DRA")):
        return None
    return f"unrecognized feature gate: {name}" + (f" (did you mean {meant}?)" if meant else "")


def enabled(gates: Gates, name: str, kubernetes_version: str) -> bool | None:
    """The gate as given, else its known default for the release, else None (a gate the release predates
    is asked of the gate that governed its part then: releases.governing)."""
    name = governing(name, kubernetes_version)
    given = dict(gates)
    return given[name] if name in given else DEFAULTS.get((name, kubernetes_version))


def off(gates: Gates, name: str, kubernetes_version: str) -> str:
    """Why the gate is off: "the X feature gate off (set off by --feature-gates)"."""
    name = governing(name, kubernetes_version)
    if dict(gates).get(name) is False:
        said = "set off by --feature-gates"
    elif name in GATE_SPECS and spec_at(name, kubernetes_version) is None:  # the release predates the gate
        said = f"not yet in {kubernetes_version}: added in {GATE_SPECS[name][0].version}"
    else:
        said = f"off by default in {kubernetes_version}"
    return f"the {name} feature gate off ({said})"


def dropped(gates: Gates, name: str, kubernetes_version: str) -> str:
    """The finding for a field an apiserver with this gate off drops."""
    return f"an apiserver with {off(gates, name, kubernetes_version)} drops this field"
