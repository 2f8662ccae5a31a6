"""Write schemas/resource.k8s.io/<version>/<Kind>.json for the DRA kinds `check` reads by hand-written
manifest (ResourceClaim, ResourceClaimTemplate, DeviceClass, DeviceTaintRule, ResourcePoolStatusRequest)
from a kubernetes-validate wheel's strict schemas, one self-contained file per kind and version:

    pip download --no-deps -d /tmp kubernetes-validate==1.37.0
    python tools/dra_kind_schemas.py /tmp/kubernetes_validate-1.37.0-py3-none-any.whl schemas

kubernetes-validate ships, for each release, the strict JSON schemas (additionalProperties false) that
openapi2jsonschema generates from the release's OpenAPI spec (kubernetes/kubernetes api/openapi-spec),
so every version the release serves a kind in has its file. Each kind's schema here is that file with
every definition it reaches copied into its own "$defs" (kubeconform and editors read one file), the
"description" texts dropped (as tools/k8s_schema_subset.py does; nothing validates against them), and
dra-conform's "$id" and "title". ResourceSlice and DeviceMetadata are not written here: their schemas
are dra-conform's decode-shape schemas, which the rule engine reads (see schemas/README.md).
Output is deterministic.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path
from typing import Any

from k8s_schema_subset import references, strip_descriptions

RELEASE = "1.37"
GROUP = "resource.k8s.io"
KINDS = ("ResourceClaim", "ResourceClaimTemplate", "DeviceClass", "DeviceTaintRule", "ResourcePoolStatusRequest")
PREFIX = f"kubernetes_validate/kubernetes-json-schema/v{RELEASE}.0-local-strict/"
SHARED = "/api/_definitions.json#/$defs/"  # how a kind's file refers to the shared definitions


def _local_refs(node: Any) -> Any:
    """The schema with its references to the shared definitions file pointing into its own $defs."""
    if isinstance(node, dict):
        return {
            k: (
                "#/$defs/" + v[len(SHARED) :]
                if k == "$ref" and isinstance(v, str) and v.startswith(SHARED)
                else _local_refs(v)
            )
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_local_refs(v) for v in node]
    return node


def standalone(kind_schema: dict[str, Any], definitions: dict[str, Any], kind: str, version: str) -> dict[str, Any]:
    """One kind's schema with every definition it reaches, the references made local."""
    wanted, done = references(kind_schema), set()
    while wanted - done:
        name = sorted(wanted - done)[0]
        done.add(name)
        wanted |= references(definitions[name])
    body = {k: v for k, v in kind_schema.items() if k not in ("$id", "$schema")}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"https://dra-conform.dev/schemas/{GROUP}/{version}/{kind}.json",
        "title": f"{kind} ({GROUP}/{version})",
        "$comment": f"kubernetes-validate {RELEASE}.0, v{RELEASE}.0-local-strict: see schemas/README.md",
        **strip_descriptions(_local_refs(body)),
        "$defs": {name: strip_descriptions(_local_refs(definitions[name])) for name in sorted(done)},
    }


def extract(wheel: Path, out: Path) -> list[Path]:
    written = []
    with zipfile.ZipFile(wheel) as archive:
        definitions = json.loads(archive.read(PREFIX + "_definitions.json"))["$defs"]
        for kind in KINDS:
            pattern = re.compile(re.escape(f"{PREFIX}{kind.lower()}-resource-") + r"(v\w+)\.json")
            versions = sorted(m.group(1) for m in map(pattern.fullmatch, archive.namelist()) if m)
            if not versions:
                raise SystemExit(f"{kind}: no schema in {wheel}")
            for version in versions:
                kind_schema = json.loads(archive.read(f"{PREFIX}{kind.lower()}-resource-{version}.json"))
                served = kind_schema.get("x-kubernetes-group-version-kind")
                if served != [{"group": GROUP, "kind": kind, "version": version}]:
                    raise SystemExit(f"{kind} {version}: the schema serves {served}")
                path = out / GROUP / version / f"{kind}.json"
                path.parent.mkdir(parents=True, exist_ok=True)
                schema = standalone(kind_schema, definitions, kind, version)
                path.write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n")
                written.append(path)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for written_path in extract(Path(sys.argv[1]), Path(sys.argv[2])):
        print(written_path)
