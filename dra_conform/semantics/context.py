"""What a manifest rule gets besides the object: its place in the run."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..model.findings import Path
from ..reading.manifests import ManifestObject
from .gates import Gates, enabled
from .slices import devices
from .values import as_dict


@dataclass(frozen=True)
class ManifestContext:
    display: str
    obj: ManifestObject
    kubernetes_version: str
    feature_gates: Gates = ()
    # What the rules of one object work out once and share (a claim's parsed requests): made with
    # the context, one per object, and gone with it.
    shared: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

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
