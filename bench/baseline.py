"""The hand-written baseline the tool is measured against, run as a whole process over the
same files as the tool: walk the tree, split each file with json.JSONDecoder.raw_decode,
validate every object with the jsonschema package.

    python bench/baseline.py TREE [--plain]

``--plain`` validates against a plain schema: the shipped one with only its structural
keywords (type, properties, required, items, additionalProperties, $ref), which is what a
hand-written pipeline would use; without it, the shipped schema with its formats, patterns
and oneOf (about 4x slower). bench/run.py times this whole process, start-up included,
exactly as it times the tool.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

import jsonschema

SCHEMA_DIR = Path(__file__).resolve().parents[1] / "schemas" / "metadata.resource.k8s.io"
STRUCTURAL = {"type", "properties", "required", "items", "additionalProperties", "$ref", "$defs", "$schema", "$id"}


def plain(schema: Any) -> Any:
    """The schema with only its structural keywords (property names under `properties` are kept)."""
    if isinstance(schema, list):
        return [plain(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    return {
        key: ({name: plain(sub) for name, sub in value.items()} if key in ("properties", "$defs") else plain(value))
        for key, value in schema.items()
        if key in STRUCTURAL
    }


def validators(structural_only: bool) -> dict[str, Any]:
    out = {}
    for version in ("v1alpha1", "v1beta1"):
        schema = json.loads((SCHEMA_DIR / version / "DeviceMetadata.json").read_text())
        out[f"metadata.resource.k8s.io/{version}"] = jsonschema.Draft202012Validator(
            plain(schema) if structural_only else schema
        )
    return out


def check_tree(tree: str, structural_only: bool) -> tuple[int, int]:
    checkers = validators(structural_only)
    decoder = json.JSONDecoder()
    files = errors = 0
    for directory, _, names in os.walk(tree):
        for name in names:
            if not name.endswith("-metadata.json"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as f:
                text = f.read()
            pos = 0
            while pos < len(text):
                while pos < len(text) and text[pos] in " \t\r\n":
                    pos += 1
                if pos >= len(text):
                    break
                obj, pos = decoder.raw_decode(text, pos)
                checker = checkers.get(obj.get("apiVersion", ""))
                if checker is not None:
                    errors += sum(1 for _ in checker.iter_errors(obj))
            files += 1
    return files, errors


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("tree")
    parser.add_argument("--plain", action="store_true", help="structural keywords of the schema only")
    args = parser.parse_args()
    files, errors = check_tree(args.tree, args.plain)
    print(json.dumps({"files": files, "errors": errors}))


if __name__ == "__main__":
    main()
