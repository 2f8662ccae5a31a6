"""What a manifest rule gets besides the object: its place in the run."""

from __future__ import annotations

from dataclasses import dataclass

from .load import ManifestObject


@dataclass(frozen=True)
class ManifestContext:
    display: str
    obj: ManifestObject
    kubernetes_version: str

    @property
    def api_version(self) -> str:
        return self.obj.api_version

    @property
    def kind(self) -> str:
        return self.obj.kind
