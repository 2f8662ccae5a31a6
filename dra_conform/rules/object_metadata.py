"""DRA-CL-001 and 002: the object metadata of the kinds users write by hand (ResourceClaim,
ResourceClaimTemplate, DeviceClass, DeviceTaintRule), and a claim template's own metadata."""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Severity
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
    for path, message in v.object_meta(
        metadata, namespaced, owners_indexed=owners, keeps_generation=ctx.kind in KEEP_GENERATION
    ):
        yield Hit(message, path=path)
    if not namespaced and as_str(metadata.get("namespace")):
        yield Hit(
            f"{ctx.kind} is cluster-scoped: the apiserver clears metadata.namespace",
            path=("metadata", "namespace"),
            severity=Severity.WARNING,
        )


@implements("DRA-CL-002", scope="manifest", kinds=("ResourceClaimTemplate",))
def template_metadata(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not ctx.api_version.startswith("resource.k8s.io/"):
        return
    spec = as_dict(obj.get("spec"))
    if "metadata" in spec:
        for path, message in v.template_object_meta(spec["metadata"], ("spec", "metadata")):
            yield Hit(message, path=path)
