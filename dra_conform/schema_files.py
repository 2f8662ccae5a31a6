"""The JSON Schemas shipped in the wheel (schemas/)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from . import package_data


def _root():  # type: ignore[no-untyped-def]
    from importlib import resources  # only to list them (tests, docs)

    return resources.files("dra_conform.schemas")


def schema_files() -> list[str]:
    """Relative paths of every shipped schema, ``group/version/Kind.json``."""
    found: list[str] = []
    stack = [(_root(), "")]
    while stack:
        node, prefix = stack.pop()
        for child in node.iterdir():
            rel = f"{prefix}{child.name}"
            if child.is_dir() and child.name != "__pycache__":
                stack.append((child, rel + "/"))
            elif child.name.endswith(".json"):
                found.append(rel)
    return sorted(found)


def read_text(relpath: str) -> str:
    return package_data.read("dra_conform.schemas", relpath).decode("utf-8")


@cache
def load(group: str, version: str, kind: str) -> dict[str, Any]:
    return json.loads(read_text(f"{group}/{version}/{kind}.json"))
