"""The Kubernetes releases dra-conform checks against, each as upstream builds it: which DRA feature
gates are on by default, which group/versions the apiserver serves for each kind, and which of the
newer APIs (device metadata, pool status) exist at all.

One table per concern, read from upstream's own files (docs/releases.md says how to add a release):

- GATE_SPECS: kubernetes/kubernetes pkg/features, `defaultVersionedKubernetesFeatureGates`, the DRA
  entries as they are, newest stored version (master after the 1.37 branch; the 1.35 line's
  pkg/features/kube_features.go agrees on every DRA gate it has). A release's default is that of the
  last spec whose Version <= the release, as component-base's featuregate takes it at its default
  emulation version; a release before a gate's first spec does not have it (off, "PreAlpha").
  A spec with a MinCompatibilityVersion applies only to an apiserver that can no longer roll back
  below it, which a binary's default compatibility version can (it is one minor below the binary):
  such specs are left out.
- SPEC_STATED: gates not in that list whose default observability-apis.md states, per release.
- SERVED: pkg/controlplane DefaultAPIResourceConfigSource: resource.k8s.io/v1 on by default from
  1.34 (stableAPIGroupVersionsEnabledByDefault), v1beta1 and v1beta2 served but off by default
  (betaAPIGroupVersionsDisabledByDefault).
- SINCE: the APIs that a release before their first does not have (ResourcePoolStatusRequest,
  DRAResourcePoolStatus, alpha in 1.36; the device-metadata files, metadata.resource.k8s.io,
  from 1.36: semantics.metadata.versions.PROFILES).
"""

from __future__ import annotations

from typing import NamedTuple

RELEASES = ("1.34", "1.35", "1.36", "1.37")  # oldest first; --kubernetes-version takes these
NEWEST = RELEASES[-1]


class Spec(NamedTuple):
    """One of upstream's featuregate.VersionedSpecs entries."""

    version: str
    default: bool
    stage: str  # Alpha, Beta, GA
    min_compatibility: str | None = None


def _v(release: str) -> tuple[int, ...]:
    return tuple(int(part) for part in release.split("."))


GATE_SPECS: dict[str, tuple[Spec, ...]] = {
    "DRAAdminAccess": (Spec("1.32", False, "Alpha"), Spec("1.34", True, "Beta"), Spec("1.36", True, "GA")),
    "DRAConsumableCapacity": (Spec("1.34", False, "Alpha"), Spec("1.36", True, "Beta")),
    "DRADerivedAttributes": (Spec("1.37", False, "Alpha"),),
    "DRADeviceBindingConditions": (Spec("1.34", False, "Alpha"), Spec("1.36", True, "Beta")),
    "DRADeviceCompatibilityGroups": (Spec("1.37", False, "Alpha"),),
    # Beta in 1.36 but off: it depends on an off-by-default beta API (resource.k8s.io/v1beta2).
    "DRADeviceTaintRules": (Spec("1.35", False, "Alpha"), Spec("1.36", False, "Beta"), Spec("1.37", True, "GA")),
    "DRADeviceTaints": (Spec("1.33", False, "Alpha"), Spec("1.36", True, "Beta"), Spec("1.37", True, "GA")),
    "DRAExtendedResource": (Spec("1.34", False, "Alpha"), Spec("1.36", True, "Beta"), Spec("1.37", True, "GA")),
    "DRAFractionalCapacityRange": (
        Spec("1.37", False, "Beta"),
        Spec("1.37", True, "Beta", min_compatibility="1.37"),
    ),
    "DRAListTypeAttributes": (Spec("1.36", False, "Alpha"),),
    "DRANodeAllocatableResources": (Spec("1.36", False, "Alpha"),),
    "DRAOptionalNodeOperations": (Spec("1.37", False, "Alpha"),),
    "DRAPartitionableDevices": (Spec("1.33", False, "Alpha"), Spec("1.36", True, "Beta")),
    "DRAPrioritizedList": (
        Spec("1.33", False, "Alpha"),
        Spec("1.34", True, "Beta"),
        Spec("1.36", True, "GA"),
        Spec("1.37", True, "GA"),
    ),
    "DRAResourceClaimDeviceStatus": (
        Spec("1.32", False, "Alpha"),
        Spec("1.33", True, "Beta"),
        Spec("1.37", True, "GA"),
    ),
    "DRASchedulerFilterTimeout": (Spec("1.34", True, "Beta"),),
    "DRAWorkloadResourceClaims": (Spec("1.36", False, "Alpha"), Spec("1.37", False, "Beta")),
    "DynamicResourceAllocation": (Spec("1.26", False, "Alpha"), Spec("1.32", False, "Beta"), Spec("1.34", True, "GA")),
}
# Gates outside that list, with the defaults observability-apis.md states (None elsewhere: not said).
SPEC_STATED: dict[tuple[str, str], bool] = {
    ("DRAPartitionableDevicesType", "1.37"): False,  # alpha in 1.37
    ("DRAResourcePoolStatus", "1.36"): False,  # alpha in 1.36
}


def spec_at(gate: str, release: str) -> Spec | None:
    """The spec upstream applies at ``release`` (the last one not newer), None before the first."""
    found = None
    for spec in GATE_SPECS.get(gate, ()):
        if _v(spec.version) <= _v(release) and (
            spec.min_compatibility is None or _v(spec.min_compatibility) < _v(release)
        ):
            found = spec
    return found


def _default(gate: str, release: str) -> bool:
    spec = spec_at(gate, release)
    return spec.default if spec else False  # not yet in this release: upstream has it off


# (gate, release) -> default: the one table semantics.gates.enabled reads. A new release is a new
# entry in RELEASES (and the specs upstream added), not a new column written by hand.
GATE_DEFAULTS: dict[tuple[str, str], bool] = {
    (gate, release): _default(gate, release) for gate in GATE_SPECS for release in RELEASES
} | SPEC_STATED

# kind -> (group, {version: on | off}); the same for 1.34 to 1.37.
_DRA = {"v1": "on", "v1beta2": "off", "v1beta1": "off"}
SERVED: dict[str, dict[str, tuple[str, dict[str, str]]]] = {
    release: {
        "ResourceSlice": ("resource.k8s.io", _DRA),
        "ResourceClaim": ("resource.k8s.io", _DRA),
        "ResourceClaimTemplate": ("resource.k8s.io", _DRA),
        "DeviceClass": ("resource.k8s.io", _DRA),
        "Pod": ("", {"v1": "on"}),
    }
    for release in RELEASES
}
# An API a release before its first does not have: (first release, what it is).
SINCE: dict[str, tuple[str, str]] = {
    "ResourcePoolStatusRequest": ("1.36", "the DRAResourcePoolStatus API"),
    "DeviceMetadata": ("1.36", "device metadata (metadata.resource.k8s.io)"),
}


def has(api: str, release: str) -> bool:
    """Whether ``release`` has the API of SINCE at all."""
    first = SINCE.get(api)
    return first is None or _v(release) >= _v(first[0])


def missing(api: str, release: str) -> str:
    """What to say of a file or object of an API ``release`` does not have."""
    first, what = SINCE[api]
    return f"Kubernetes {release} has no {api}: {what} was added in {first}"
