"""`schemas export` writes a strict schema for every Kubernetes kind `check` validates, and the schemas
agree with dra-conform's own verdicts: every object of an exported kind and version that dra-conform
finds no error in (upstream's valid table cases, the corpus, the examples, and data/exported_schemas
for the versions none of those holds) validates, and a misspelt field (`capacty`) in any object that
lists its fields is rejected, and reported by `check` too. The property test renames fields anywhere in
those objects and holds `check`'s unknown fields to the ones the exported schema rejects: the same set."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import jsonschema
import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.engine.check import check_source
from dra_conform.model import shipped
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options, format_path
from dra_conform.reading import sources as inputs

PROJECT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).parent / "data" / "exported_schemas"
KINDS = ("ResourceClaim", "ResourceClaimTemplate", "DeviceClass", "DeviceTaintRule", "ResourcePoolStatusRequest")
TYPO = "capacty"


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict[tuple[str, str], dict[str, Any]]:
    """Every Kubernetes kind's schema as `schemas export` writes it, by (apiVersion, kind)."""
    out = tmp_path_factory.mktemp("export")
    done = subprocess.run([sys.executable, "-m", "dra_conform", "schemas", "export", str(out)], capture_output=True)
    assert done.returncode == 0, done.stderr
    schemas = {}
    for line in done.stdout.decode().splitlines():
        path = Path(line)
        if path.parent.name in ("config", "report"):
            continue
        schema = json.loads(path.read_text())
        kind, api_version = schema["title"].removesuffix(")").split(" (")
        assert path.relative_to(out).as_posix() == f"{api_version}/{kind.lower()}.json"  # kubeconform's lookup
        schemas[api_version, kind] = schema
    return schemas


def test_every_kind_check_validates_is_exported_in_every_version_upstream_serves(exported):
    from dra_conform.semantics import releases

    served = releases.KINDS[releases.NEWEST]  # register.go of each version, as dra-conform reads it
    assert sorted(exported) == sorted(
        [(f"metadata.resource.k8s.io/{v}", "DeviceMetadata") for v in ("v1alpha1", "v1beta1")]
        + [(f"{releases.RESOURCE}/{version}", kind) for version, kinds in served.items() for kind in kinds]
    )
    assert {kind for kinds in served.values() for kind in kinds} == {*KINDS, "ResourceSlice"}
    for schema in exported.values():
        jsonschema.Draft202012Validator.check_schema(schema)


def _documents() -> Iterator[tuple[str, Any]]:
    """(where, object) for every object the examples, the corpus and data/exported_schemas hold."""
    for root in (PROJECT / "examples", PROJECT / "tests" / "corpus", DATA):
        for path in sorted(root.rglob("*")):
            if path.suffix not in (".yaml", ".yml", ".json") or not path.is_file():
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            try:
                docs = list(yaml.load_all(text, Loader=yaml.CSafeLoader))
            except yaml.YAMLError:  # a JSON stream of several objects (device metadata), or broken
                docs, decoder, at = [], json.JSONDecoder(), 0
                while text[at:].strip():
                    at += len(text[at:]) - len(text[at:].lstrip())
                    try:
                        value, at = decoder.raw_decode(text, at)
                    except ValueError:  # the corpus's broken files: dra-conform reports them
                        break
                    docs.append(value)
            for i, doc in enumerate(docs):
                yield f"{path.relative_to(PROJECT)}#{i}", doc


def _table_cases() -> Iterator[tuple[str, Any]]:
    """(where, object) for every case upstream's tables call valid (tests/upstream: dra-conform agrees)."""
    for table in sorted((PROJECT / "tests" / "upstream").glob("*/Test*.yaml")):
        if table.parent.name == "allocator":  # the allocator's table: slices, claims and classes by the thousand
            continue
        doc = yaml.load(table.read_bytes(), Loader=yaml.CSafeLoader)
        for case in doc.get("cases", []) if isinstance(doc, dict) else []:
            if case.get("verdict") == "valid" and "object" in case and not {"gap", "deliberate"} & set(case):
                yield f"{table.relative_to(PROJECT)}: {case['name']}", case["object"]


def _errors_of_dra_conform(obj: Any, tmp: Path) -> list[str]:
    """The field paths of the error-level findings `check` gives for the object alone."""
    target = tmp / "object.json"
    target.write_text(json.dumps(obj))
    result = check_source(inputs.Source(str(target), str(target), True), Options(kubernetes_version="1.37"))
    assert result.error is None, result.error
    return [f.field_path for f in result.findings if f.severity is Severity.ERROR]


@pytest.fixture(scope="module")
def valid(exported, tmp_path_factory) -> dict[tuple[str, str], list[tuple[str, Any]]]:
    """The objects of each exported kind and version that dra-conform finds no error in."""
    tmp = tmp_path_factory.mktemp("objects")
    found: dict[tuple[str, str], list[tuple[str, Any]]] = {key: [] for key in exported}
    for where, obj in _table_cases():
        if (obj.get("apiVersion"), obj.get("kind")) in found:
            found[obj["apiVersion"], obj["kind"]].append((where, obj))
    for where, obj in _documents():
        key = (obj.get("apiVersion"), obj.get("kind")) if isinstance(obj, dict) else None
        if key in found and not _errors_of_dra_conform(obj, tmp):
            found[key].append((where, obj))
    return found


def test_what_dra_conform_finds_valid_the_exported_schema_accepts(exported, valid):
    for key, schema in sorted(exported.items()):
        assert valid[key], f"no object of {key} that dra-conform finds valid: add one to {DATA}"
        validator = jsonschema.Draft202012Validator(schema)
        for where, obj in valid[key]:
            assert not [e.message for e in validator.iter_errors(obj)], (key, where)


def _resolve(schema: dict[str, Any], root: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = root["$defs"][schema["$ref"].removeprefix("#/$defs/")]
    return schema


def _objects_with_fields(value: Any, schema: dict[str, Any], root: dict[str, Any], path: tuple = ()) -> Iterator[tuple]:
    """The path of every object in ``value`` whose schema lists its fields (not maps such as labels)."""
    schema = _resolve(schema, root)
    if isinstance(value, dict) and isinstance(schema.get("properties"), dict):
        yield path
    if isinstance(value, dict):
        for key, item in value.items():
            sub = schema.get("properties", {}).get(key, schema.get("additionalProperties"))
            if isinstance(sub, dict):
                yield from _objects_with_fields(item, sub, root, path + (key,))
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for i, item in enumerate(value):
            yield from _objects_with_fields(item, schema["items"], root, path + (i,))


def _with_typo(obj: Any, paths: list[tuple]) -> Any:
    spoilt = copy.deepcopy(obj)
    for path in paths:
        node = spoilt
        for step in path:
            node = node[step]
        node[TYPO] = 1
    return spoilt


def test_a_misspelt_field_is_rejected_in_every_object_that_lists_its_fields(exported, valid, tmp_path):
    for key, schema in sorted(exported.items()):
        where, obj = max(valid[key], key=lambda item: len(json.dumps(item[1])))  # the richest
        paths = list(_objects_with_fields(obj, schema, schema))
        assert () in paths and len(paths) > 1, (key, where)
        errors = jsonschema.Draft202012Validator(schema).iter_errors(_with_typo(obj, paths))
        rejected = {tuple(e.absolute_path) for e in errors if e.validator == "additionalProperties"}
        assert rejected == set(paths), (key, where, set(paths) ^ rejected)
        reported = _errors_of_dra_conform(_with_typo(obj, paths), tmp_path)
        assert {format_path(p + (TYPO,)) for p in paths} <= set(reported), (key, where)


def test_the_request_fields_dra_conform_knows_are_the_schemas(exported):
    """DRA-CL-016's hint for a request written in the other shape knows an exact request's fields."""
    from dra_conform.rules import claim_spec

    for version in ("v1", "v1beta2"):
        defs = exported[f"resource.k8s.io/{version}", "ResourceClaim"]["$defs"]
        assert set(defs[f"io.k8s.api.resource.{version}.ExactDeviceRequest"]["properties"]) == claim_spec._EXACT


# The rules that report unknown fields, one per kind (DRA-PSR-033: fields of 1.37 on 1.36).
UNKNOWN_RULES = {"DRA-CL-016", "DRA-CL-017", "DRA-RS-031", "DRA-PSR-032", "DRA-PSR-033", "DRA-MD-026"}


def _rejected(schema: dict[str, Any], obj: Any) -> set[tuple]:
    """The paths of the fields the schema rejects as unknown (additionalProperties false)."""
    found = set()
    for error in jsonschema.Draft202012Validator(schema).iter_errors(obj):
        if error.validator == "additionalProperties" and error.validator_value is False:
            listed = error.schema.get("properties", {})
            found |= {tuple(error.absolute_path) + (key,) for key in error.instance if key not in listed}
    return found


def _dict_paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    if isinstance(value, dict):
        yield path
        for key, item in value.items():
            yield from _dict_paths(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _dict_paths(item, path + (i,))


def _unknown_of_dra_conform(obj: Any, tmp: Path) -> set[str]:
    """The field paths of `check`'s unknown-field findings, each checked to be at its key and in the strict
    decoder's words."""
    from dra_conform.reading.shape import strict_path

    target = tmp / "object.json"
    text = json.dumps(obj, indent=2)
    target.write_text(text)
    result = check_source(inputs.Source(str(target), str(target), True), Options(kubernetes_version="1.37"))
    lines = text.splitlines()
    found = set()
    for f in result.findings:
        if f.rule_id not in UNKNOWN_RULES or not f.message.startswith("unknown field"):
            continue
        assert f.severity is Severity.ERROR, f
        found.add(f.field_path)
        line = lines[f.location.line - 1]
        key, _ = json.JSONDecoder().raw_decode(line, f.location.column - 1)  # where the finding points: a key
        assert line[f.location.column - 1 + len(json.dumps(key)) :].startswith(":"), (f, line)
        paths = [p for p in _paths_in(obj) if format_path(p) == f.field_path and p[-1] == key]
        assert paths, (f, key)
        strict = strict_path(paths[0])
        if strict.isascii() and strict.isprintable():  # where Go's strconv.Quote is json.dumps
            assert f.message.startswith(f"unknown field {json.dumps(strict)}"), f
    return found


def _paths_in(value: Any, path: tuple = ()) -> Iterator[tuple]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield path + (key,)
            yield from _paths_in(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths_in(item, path + (i,))


@pytest.fixture(scope="module")
def mutable(exported, valid) -> list[tuple[tuple[str, str], str, Any, list[str]]]:
    """(kind, where, a valid object, field names of its schema) for every exported kind and version."""
    out = []
    for key, schema in sorted(exported.items()):
        if key[1] == "DeviceMetadata":  # a metadata file, not a manifest: DRA-MD-026, held by its own tests
            continue
        names = sorted({name for d in [schema, *schema.get("$defs", {}).values()] for name in d.get("properties", {})})
        for where, obj in valid[key]:
            out.append((key, where, obj, names))
    return out


_NAME = st.one_of(
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=12),
    st.sampled_from(["capacty", "requestz", "spex", "labelz", "selectorz", "Spec", "name ", "exactly", "basic"]),
    st.just("*"),  # a field name of the kind's schema, from another level or the same one
)


# One change: (which object of the document, which of its keys, rename it or add one, the new name, a value).
_CHANGE = st.tuples(st.integers(0, 2**16), st.integers(0, 2**16), st.booleans(), _NAME, st.booleans())


def test_check_reports_the_unknown_fields_the_exported_schema_rejects(exported, mutable, tmp_path_factory):
    """Fields renamed or added anywhere (metadata, maps, lists, status; a typo, a field of another level, any
    text): `check`'s unknown-field findings are the fields the exported strict schema rejects, no more, no fewer."""
    tmp = tmp_path_factory.mktemp("mutated")

    @given(pick=st.integers(0, 2**16), changes=st.lists(_CHANGE, min_size=1, max_size=3), other=st.integers(0, 2**16))
    def renamed(pick, changes, other):  # the fixtures stay out of hypothesis' reports
        key, where, obj, names = mutable[pick % len(mutable)]
        spoilt = copy.deepcopy(obj)
        for at, which, rename, name, object_value in changes:
            paths = list(_dict_paths(spoilt))
            node_path = paths[at % len(paths)]
            node = spoilt
            for step in node_path:
                node = node[step]
            keep = () if node_path else ("apiVersion", "kind")  # the object stays of its kind
            new = names[other % len(names)] if name == "*" else name
            if new in keep:
                continue
            keys = [k for k in node if k not in keep]
            if keys and rename:
                node[new] = node.pop(keys[which % len(keys)])
            else:
                node[new] = {"x": 1} if object_value else "x"
        expected = {format_path(p) for p in _rejected(exported[key], spoilt)}
        assert _unknown_of_dra_conform(spoilt, tmp) == expected, (key, where, spoilt)

    renamed()


def test_export_closes_only_what_the_engine_calls_unknown():
    """The decode-shape schemas are exported with their objects closed; the other kinds are strict as
    generated, so exporting leaves them as they are shipped."""
    for rel in shipped.schema_files():
        shipped_schema, written = json.loads(shipped.read_text(rel)), json.loads(shipped.export_text(rel))
        if rel.endswith(("/ResourceSlice.json", "/DeviceMetadata.json")):
            assert written != shipped_schema and shipped.closed(written) == written
            assert '"additionalProperties": false' not in shipped.read_text(rel)
        else:
            assert written == shipped_schema, rel
