"""DRA-API-001: an object's group/version against what the target release serves (api_versions.py)."""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Severity
from ..semantics.api_versions import GROUP_ONLY, SERVED, verdict
from ..semantics.context import ManifestContext


@implements("DRA-API-001", scope="manifest", kinds=tuple(sorted(SERVED.keys() | GROUP_ONLY.keys())))
def served_api_version(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    found = verdict(ctx.obj.kind, ctx.api_version, ctx.kubernetes_version)
    if found.problem:
        yield Hit(found.problem, path=("apiVersion",), severity=Severity.parse(found.level))
