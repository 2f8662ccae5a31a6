"""Copy the Kubernetes JSON schemas the fleet manifest tests need out of a kubernetes-validate wheel.

    pip download --no-deps -d /tmp kubernetes-validate==1.37.0
    python tools/k8s_schema_subset.py /tmp/kubernetes_validate-1.37.0-py3-none-any.whl tests/fleet/schemas

kubernetes-validate ships, for each release, the strict JSON schemas (additionalProperties false)
that openapi2jsonschema generates from the release's OpenAPI spec. This keeps, for the releases
dra-conform supports, the kinds deploy/fleet uses and every definition they reach, with the
"description" texts dropped (nothing validates against them). Output is deterministic.
"""

from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path
from typing import Any

RELEASES = ("1.36", "1.37")
KINDS = ("namespace-v1", "serviceaccount-v1", "networkpolicy-networking-v1", "daemonset-apps-v1", "job-batch-v1")
PREFIX = "kubernetes_validate/kubernetes-json-schema/v{release}.0-local-strict/"
DEFS = ("/api/_definitions.json#/$defs/", "#/$defs/")  # from a kind's file, within the definitions


def strip_descriptions(node: Any) -> Any:
    """The schema without its description texts (nothing validates against them)."""
    if isinstance(node, dict):
        return {k: strip_descriptions(v) for k, v in node.items() if not (k == "description" and isinstance(v, str))}
    if isinstance(node, list):
        return [strip_descriptions(v) for v in node]
    return node


def references(node: Any) -> set[str]:
    """The names of the definitions the schema refers to."""
    found: set[str] = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            ref = item.get("$ref")
            for prefix in DEFS:
                if isinstance(ref, str) and ref.startswith(prefix):
                    found.add(ref[len(prefix) :])
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def extract(wheel: Path, out: Path) -> list[Path]:
    written = []
    with zipfile.ZipFile(wheel) as archive:
        for release in RELEASES:
            prefix = PREFIX.format(release=release)
            definitions = json.loads(archive.read(prefix + "_definitions.json"))
            target = out / f"v{release}"
            target.mkdir(parents=True, exist_ok=True)
            wanted: set[str] = set()
            for kind in KINDS:
                schema = strip_descriptions(json.loads(archive.read(f"{prefix}{kind}.json")))
                wanted |= references(schema)
                path = target / f"{kind}.json"
                path.write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n")
                written.append(path)
            done: set[str] = set()
            while wanted - done:
                name = sorted(wanted - done)[0]
                done.add(name)
                wanted |= references(definitions["$defs"][name])
            subset = {k: v for k, v in definitions.items() if k != "$defs"}
            subset["$defs"] = {name: strip_descriptions(definitions["$defs"][name]) for name in sorted(done)}
            path = target / "_definitions.json"
            path.write_text(json.dumps(subset, indent=1, sort_keys=True) + "\n")
            written.append(path)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for written_path in extract(Path(sys.argv[1]), Path(sys.argv[2])):
        print(written_path)
