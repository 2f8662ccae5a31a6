"""The hand-written baseline the issue measures against: walk the tree, split each file
with json.JSONDecoder.raw_decode, validate every object with the jsonschema package.

    python bench/baseline.py TREE [--limit N]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import jsonschema

SCHEMA_DIR = Path(__file__).resolve().parents[1] / "schemas" / "metadata.resource.k8s.io"


def validators() -> dict[str, jsonschema.protocols.Validator]:
    out = {}
    for version in ("v1alpha1", "v1beta1"):
        schema = json.loads((SCHEMA_DIR / version / "DeviceMetadata.json").read_text())
        out[f"metadata.resource.k8s.io/{version}"] = jsonschema.Draft202012Validator(schema)
    return out


def check_tree(tree: str, limit: int | None = None) -> tuple[int, int]:
    checkers = validators()
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
            if limit and files >= limit:
                return files, errors
    return files, errors


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("tree")
    parser.add_argument("--limit", type=int)
    args = parser.parse_args()
    start = time.perf_counter()
    files, errors = check_tree(args.tree, args.limit)
    elapsed = time.perf_counter() - start
    print(json.dumps({"files": files, "errors": errors, "seconds": elapsed}))
    sys.exit(0)


if __name__ == "__main__":
    main()
