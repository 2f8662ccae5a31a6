"""DRA-CL-001 and 002: the object metadata of the kinds users write by hand (ResourceClaim,
ResourceClaimTemplate, DeviceClass, DeviceTaintRule), and a claim template's own metadata."""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path, Severity
from ..reading.shape import valid_time
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.values import as_dict, as_str

NAMESPACED = {"ResourceClaim": True, "ResourceClaimTemplate": True, "DeviceClass": False, "DeviceTaintRule": False}
HAND_WRITTEN: dict[str, Any] = {"scope": "manifest", "kinds": tuple(NAMESPACED)}
# the kinds whose PrepareForCreate leaves metadata.generation as written (the others set it to 1)
KEEP_GENERATION = ("ResourceClaim", "ResourceClaimTemplate")


@implements("DRA-CL-001", **HAND_WRITTEN)
def object_metadata(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    namespaced = NAMESPACED.get(ctx.kind)
    if namespaced is None or not ctx.api_version.startswith("resource.k8s.io/"):
        return
    metadata = as_dict(obj.get("metadata"))
    owners = ctx.limits.owner_references_indexed
    declared = ctx.kind == "DeviceClass" and ctx.limits.class_name_declarative
    for path, message in v.object_meta(
        metadata,
        namespaced,
        owners_indexed=owners,
        keeps_generation=ctx.kind in KEEP_GENERATION,
        name_declarative=declared,
    ):
        yield Hit(message, path=path)
    yield from _undecodable_times(metadata, ("metadata",))
    if not namespaced and as_str(metadata.get("namespace")):
        yield Hit(
            f"{ctx.kind} is cluster-scoped: the apiserver clears metadata.namespace",
            path=("metadata", "namespace"),
            severity=Severity.WARNING,
        )


TIME_FORMAT = "2006-01-02T15:04:05Z07:00"  # time.RFC3339, as metav1.Time's decoder names it


def _undecodable_times(metadata: dict[str, Any], path: Path) -> Iterator[Hit]:
    """metav1.Time fields the decoder cannot parse: the apiserver refuses the object at decoding. (A ResourceSlice's
    are its schema checker's: semantics.strict.)"""
    times: list[tuple[Path, Any]] = [
        ((name,), metadata.get(name)) for name in ("creationTimestamp", "deletionTimestamp")
    ]
    managed = metadata.get("managedFields")
    for i, entry in enumerate(managed if isinstance(managed, list) else ()):
        if isinstance(entry, dict):
            times.append((("managedFields", i, "time"), entry.get("time")))
    for where, value in times:
        if isinstance(value, str) and not valid_time(value):
            yield Hit(f'parsing time "{value}" as "{TIME_FORMAT}"', path=path + where)


@implements("DRA-CL-002", scope="manifest", kinds=("ResourceClaimTemplate",))
def template_metadata(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not ctx.api_version.startswith("resource.k8s.io/"):
        return
    spec = as_dict(obj.get("spec"))
    if "metadata" in spec:
        for path, message in v.template_object_meta(spec["metadata"], ("spec", "metadata")):
            yield Hit(message, path=path)
        yield from _undecodable_times(as_dict(spec["metadata"]), ("spec", "metadata"))
