"""What a manifest rule gets besides the object: its place in the run."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from ..model.findings import Path
from ..reading.manifests import ManifestObject
from .claims import DeviceClaim, device_claim
from .gates import Gates, enabled
from .releases import Validation, validation
from .slices import SliceFacts, devices, slice_facts
from .stored import gate_off
from .strict import Decoded, decode, unknown_at
from .values import as_dict

# What a context computes once and shares with the contexts of the other releases of a matrix run
# (``at``): facts of the object alone, none reading the release (tests/unit/test_context.py holds it).
RELEASE_FREE = ("slice_devices", "slice_facts", "_claim_as_read", "decoded")


class ManifestContext:
    """The object's file, the release checked against and the feature gates given; what several rules
    compute from the object, once.

    It notes whether a rule read the release (``kubernetes_version``, and ``gate``, which reads
    it): in a matrix run the engine runs each rule for the first release, and again for the others
    only where it read the release. A rule gets the release from here and nowhere else."""

    def __init__(self, display: str, obj: ManifestObject, kubernetes_version: str, feature_gates: Gates = ()) -> None:
        self.display = display
        self.obj = obj
        self._release = kubernetes_version
        self.feature_gates = feature_gates
        self.release_read = False  # a rule read the release since the engine last set this to False

    @property
    def kubernetes_version(self) -> str:
        self.release_read = True
        return self._release

    def at(self, release: str) -> ManifestContext:
        """The context of the same object for another release, sharing what reads no release."""
        other = ManifestContext(self.display, self.obj, release, self.feature_gates)
        other.__dict__.update({name: self.__dict__[name] for name in RELEASE_FREE if name in self.__dict__})
        return other

    def gate(self, name: str) -> bool | None:
        """The feature gate on the target apiserver: True, False, or None when neither given nor known."""
        return enabled(self.feature_gates, name, self.kubernetes_version)

    def keeps(self, *needs: str) -> bool:
        """Whether the apiserver keeps a field that needs these gates: with one of them off, its strategy drops
        the field before validating (semantics/stored.py), so the field's own rules do not judge it (the gate
        rules, DRA-RS-032 and DRA-CL-011, report the drop)."""
        return gate_off(self.feature_gates, self.kubernetes_version, needs) is None

    @property
    def limits(self) -> Validation:
        """The validation constants and enums of the target release (releases.VALIDATION)."""
        return validation(self.kubernetes_version)

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
        """A ResourceClaim's or ResourceClaimTemplate's requests after defaulting, read once for its rules;
        past the list's size, only on a release that validates the entries of such a list (1.34)."""
        claim = self._claim_as_read
        if claim is not None and claim.cut and not self.limits.size_stops_items:
            return device_claim(self.obj.value, self.kind, self.api_version, every_entry=True)
        return claim

    @cached_property
    def _claim_as_read(self) -> DeviceClaim | None:
        return device_claim(self.obj.value, self.kind, self.api_version)

    @cached_property
    def decoded(self) -> Decoded | None:
        """The object as the strict decoder reads it against its kind's schema (semantics.strict), walked
        once: type errors, unknown fields, fields only some releases have. None without a schema."""
        return decode(self.obj.value, self.api_version, self.kind)

    @property
    def unknown_fields(self) -> list[tuple[Path, tuple[str, ...]]]:
        """The unknown fields at the target release, each with the releases that have it (() for none).
        The release is read (release_read, on every access: the value is cached) only when the object
        has a field that some releases lack."""
        decoded = self.decoded
        if decoded is None:
            return []
        if not decoded.conditional:
            return self._unknown_everywhere
        self.release_read = True
        return self._unknown_at_release

    @cached_property
    def _unknown_everywhere(self) -> list[tuple[Path, tuple[str, ...]]]:
        return [(path, ()) for path in self.decoded.unknown] if self.decoded else []

    @cached_property
    def _unknown_at_release(self) -> list[tuple[Path, tuple[str, ...]]]:
        return unknown_at(self.decoded, self._release) if self.decoded else []

    @cached_property
    def _unknown_paths(self) -> frozenset[Path]:
        return frozenset(path for path, _ in self.unknown_fields)

    def known_at_release(self, path: Path) -> bool:
        """Whether the target release has the field at ``path`` (it is not, nor is it below, one of
        unknown_fields): a field it does not have is an unknown field, never one a feature gate drops."""
        self.unknown_fields  # noqa: B018 - notes that the answer read the release, when it does
        unknown = self._unknown_paths
        return not unknown or not any(path[:i] in unknown for i in range(1, len(path) + 1))
