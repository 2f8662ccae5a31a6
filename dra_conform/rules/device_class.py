"""DRA-CL-012: what only a DeviceClass has. Its selectors and config are checked as a claim's
are (DRA-CL-007, 009, in claim_spec), as validateDeviceClassSpec does."""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit
from ..semantics import validation as v
from ..semantics.claims import SHAPES
from ..semantics.context import ManifestContext
from ..semantics.stored import CLASS_FIELDS  # the stored view's table
from ..semantics.values import as_dict


@implements("DRA-CL-012", scope="manifest", kinds=("DeviceClass",))
def extended_resource_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    name = as_dict(obj.get("spec")).get("extendedResourceName")
    if not ctx.keeps(CLASS_FIELDS["extendedResourceName"]):  # dropped before validation
        return
    if ctx.api_version in SHAPES and isinstance(name, str) and not v.extended_resource_name(name):
        yield Hit(v.invalid(name, "must be a valid extended resource name"), path=("spec", "extendedResourceName"))
