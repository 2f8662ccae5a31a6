"""Files shipped inside the package (checks/, schemas/), read through the package's own
loader: plain files, a wheel or a zipapp alike, without importlib.resources (whose import
alone cost 9 ms of every start); and the JSON Schemas among them (schemas/)."""

from __future__ import annotations

import importlib
import json
import os
from functools import cache
from typing import Any


def read(package: str, name: str) -> bytes:
    """The bytes of ``name`` (a relative path with "/") inside ``package``."""
    module = importlib.import_module(package)
    directory = os.path.dirname(module.__file__ or "")
    return module.__spec__.loader.get_data(os.path.join(directory, *name.split("/")))  # type: ignore[union-attr]


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


def export_name(relpath: str) -> str:
    """Where `schemas export` writes a shipped schema: ``group/version/kind.json`` with the kind in
    lower case, the file kubeconform's -schema-location 'DIR/{{.Group}}/{{.ResourceAPIVersion}}/{{.ResourceKind}}.json'
    names (its registry.schemaPath lower-cases ResourceKind); the tool's own schemas (config, report) keep
    their names."""
    directory, _, name = relpath.rpartition("/")
    return relpath if directory in ("config", "report") else f"{directory}/{name.lower()}"


def read_text(relpath: str) -> str:
    return read("dra_conform.schemas", relpath).decode("utf-8")


@cache
def load(group: str, version: str, kind: str) -> dict[str, Any]:
    return json.loads(read_text(f"{group}/{version}/{kind}.json"))


def export_text(relpath: str) -> str:
    """What `schemas export` writes for a shipped schema: a Kubernetes kind's schema closed (see
    ``closed``), the tool's own schemas (config, report) as they are."""
    if relpath.split("/", 1)[0] in ("config", "report"):
        return read_text(relpath)
    return json.dumps(closed(json.loads(read_text(relpath))), indent=1, ensure_ascii=False) + "\n"


def closed(schema: Any) -> Any:
    """The schema with each object that lists its fields and says nothing of others made strict
    (``additionalProperties: false``), as kubeconform's -strict schemas are: the fields
    reading/shape.py reports as unknown, which strict field validation (kubectl's default) rejects.
    The decode-shape schemas (DeviceMetadata, ResourceSlice) leave them open, for the engine lists them;
    the other kinds' (tools/dra_kind_schemas.py) are strict already. Only what the shape checker walks
    is closed (fields, map values, list items, definitions): a oneOf's branches narrow their object."""
    if not isinstance(schema, dict):
        return schema
    out = dict(schema)
    for keyword in ("properties", "$defs"):
        if isinstance(schema.get(keyword), dict):
            out[keyword] = {name: closed(sub) for name, sub in schema[keyword].items()}
    for keyword in ("items", "additionalProperties"):
        if isinstance(schema.get(keyword), dict):
            out[keyword] = closed(schema[keyword])
    if isinstance(schema.get("properties"), dict) and "additionalProperties" not in schema:
        out["additionalProperties"] = False
    return out
