"""What a manifest rule gets besides the object: its place in the run."""

from __future__ import annotations

from dataclasses import dataclass

from .gates import Gates, enabled
from ..reading.manifests import ManifestObject


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
