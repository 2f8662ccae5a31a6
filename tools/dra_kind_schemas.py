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
RELEASES = ("1.34", "1.35", "1.36", "1.37")  # dra_conform.semantics.releases.RELEASES; RELEASE the newest
GROUP = "resource.k8s.io"
KINDS = ("ResourceClaim", "ResourceClaimTemplate", "DeviceClass", "DeviceTaintRule", "ResourcePoolStatusRequest")
PREFIX = f"kubernetes_validate/kubernetes-json-schema/v{RELEASE}.0-local-strict/"
RELEASE_PREFIX = "kubernetes_validate/kubernetes-json-schema/v{}.0-local-strict/"
ITEMS, VALUES = "[]", "{}"  # an abstract path's step for a list's items and a map's values
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


def _inline(node: Any, definitions: dict[str, Any], seen: tuple[str, ...] = ()) -> Any:
    """The schema with every reference replaced by what it names (the DRA types have no cycles)."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[1]
            if name in seen:
                raise SystemExit(f"{name}: a cycle")
            return _inline(definitions[name], definitions, seen + (name,))
        return {k: _inline(v, definitions, seen) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline(v, definitions, seen) for v in node]
    return node


def _fields(schema: Any, prefix: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    """Every field path of an inlined schema (ITEMS for a list's items, VALUES for a map's values),
    with the schema of the field."""
    out: dict[tuple[str, ...], Any] = {}
    if not isinstance(schema, dict):
        return out
    for name, sub in (schema.get("properties") or {}).items():
        out[prefix + (name,)] = sub
        out |= _fields(sub, prefix + (name,))
    if isinstance(schema.get("additionalProperties"), dict):
        out |= _fields(schema["additionalProperties"], prefix + (VALUES,))
    if isinstance(schema.get("items"), dict):
        out |= _fields(schema["items"], prefix + (ITEMS,))
    return out


def field_releases(archive: zipfile.ZipFile, kind: str, version: str) -> dict[tuple[str, ...], dict[str, Any]]:
    """The fields of the kind's version that not every release serving it has: parent path -> field ->
    (the releases that have it, its schema where the newest lacks it, else None). A field is listed
    where its releases differ from its parent's (a field new in 1.37 is listed, its own fields not)."""
    per_release = {}
    for release in RELEASES:
        prefix = RELEASE_PREFIX.format(release)
        try:
            kind_schema = json.loads(archive.read(f"{prefix}{kind.lower()}-resource-{version}.json"))
        except KeyError:  # not served by that release (semantics.releases.KINDS says the same)
            continue
        definitions = json.loads(archive.read(prefix + "_definitions.json"))["$defs"]
        body = {k: v for k, v in kind_schema.items() if k not in ("$id", "$schema")}
        per_release[release] = _fields(strip_descriptions(_inline(_local_refs(body), definitions)))
    serving = tuple(per_release)
    everything = {path: sub for fields in per_release.values() for path, sub in fields.items()}
    found: dict[tuple[str, ...], dict[str, Any]] = {}
    for path in sorted(everything):
        have = tuple(r for r in serving if path in per_release[r])
        parent = path[:-1]
        above = serving if all(step in (ITEMS, VALUES) for step in parent) else None
        for cut in range(len(parent), 0, -1):  # the nearest field above (list items and map values are not fields)
            if parent[cut - 1] not in (ITEMS, VALUES):
                above = tuple(r for r in serving if parent[:cut] in per_release[r])
                break
        if have != above:
            schema = None if RELEASE in have else per_release[have[-1]][path]
            found.setdefault(parent, {})[path[-1]] = (have, schema)
    return found


def write_field_releases(wheel: Path, target: Path) -> Path:
    """Write reading/_field_releases.py for every shipped resource.k8s.io kind schema."""
    lines = [
        f'"""Generated by tools/dra_kind_schemas.py from kubernetes-validate {RELEASE}.0 (the strict schemas of',
        f"releases {', '.join(RELEASES)}): the fields of each shipped resource.k8s.io kind schema that not every",
        "release serving the kind's version has. Schema -> (parent path: field names, list items as [], map",
        "values as {}) -> field -> (the releases that have it, its schema where the newest release lacks it).",
        'reading/shape.py reads it when it generates the checkers. Do not edit."""',
        "# ruff: noqa",
        "",
        f"RELEASES = {RELEASES!r}",
        "FIELDS: dict = {  # type: ignore[type-arg]",
    ]
    with zipfile.ZipFile(wheel) as archive:
        for kind in (*KINDS, "ResourceSlice"):
            pattern = re.compile(re.escape(f"{PREFIX}{kind.lower()}-resource-") + r"(v\w+)\.json")
            for version in sorted(m.group(1) for m in map(pattern.fullmatch, archive.namelist()) if m):
                found = field_releases(archive, kind, version)
                if not found:
                    continue
                lines.append(f"    {GROUP + '/' + version + '/' + kind + '.json'!r}: {{")
                for parent in sorted(found):
                    lines.append(f"        {parent!r}: {{")
                    for name in sorted(found[parent]):
                        have, schema = found[parent][name]
                        text = repr(json.loads(json.dumps(schema, sort_keys=True)))  # Python literals, keys sorted
                        lines.append(f"            {name!r}: ({have!r}, {text}),")
                    lines.append("        },")
                lines.append("    },")
    lines.append("}")
    target.write_text("\n".join(lines) + "\n")
    return target


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for written_path in extract(Path(sys.argv[1]), Path(sys.argv[2])):
        print(written_path)
    reading = Path(__file__).resolve().parents[1] / "dra_conform" / "reading" / "_field_releases.py"
    print(write_field_releases(Path(sys.argv[1]), reading))
