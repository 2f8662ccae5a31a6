"""What a manifest rule gets besides the object: its place in the run."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..model.findings import Path
from ..reading.manifests import ManifestObject
from .claims import DeviceClaim, device_claim
from .gates import Gates, enabled
from .slices import SliceFacts, devices, slice_facts
from .values import as_dict


@dataclass(frozen=True)
class ManifestContext:
    display: str
    obj: ManifestObject
    kubernetes_version: str
    feature_gates: Gates = ()

    def gate(self, name: str) -> bool | None:
        """The feature gate on the target apiserver: True, False, or None when neither given nor known."""
        return enabled(self.feature_gates, name, self.kubernetes_version)

    @property
    def api_version(self) -> str:
        return self.obj.api_version

    @property
    def kind(self) -> str:
        return self.obj.kind

    @cached_property
    def slice_devices(self) -> list[tuple[Path, dict[str, Any]]]:
        """A ResourceSlice's devices with their paths, listed once: a dozen rules walk them one after another
        (the engine makes one context per object, and rules never change what they read)."""
        return list(devices(as_dict(self.obj.value.get("spec"))))

    @cached_property
    def slice_facts(self) -> SliceFacts:
        """What those devices hold, taken once for the rules that skip their loops by it."""
        return slice_facts(device for _, device in self.slice_devices)

    @cached_property
    def device_claim(self) -> DeviceClaim | None:
        """A ResourceClaim's or ResourceClaimTemplate's requests after defaulting, read once for its rules."""
        return device_claim(self.obj.value, self.kind, self.api_version)
