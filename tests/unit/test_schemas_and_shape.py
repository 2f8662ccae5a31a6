"""The shipped schemas are valid draft 2020-12, and the compiled shape checker agrees with
the jsonschema package (the oracle) wherever JSON Schema and Go agree on types."""

from __future__ import annotations

import json

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.model import shipped as schema_files
from dra_conform.reading.shape import compile_schema, parse_float

FILES = [f for f in schema_files.schema_files() if f.startswith("metadata.")]


def test_schema_files_are_shipped():
    assert schema_files.schema_files() == [
        "config/dra-conform-config.json",
        "metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json",
        "metadata.resource.k8s.io/v1beta1/DeviceMetadata.json",
        "resource.k8s.io/v1/ResourceSlice.json",
        "resource.k8s.io/v1beta1/ResourceSlice.json",
        "resource.k8s.io/v1beta2/ResourceSlice.json",
    ]


@pytest.mark.parametrize("rel", FILES)
def test_schema_is_valid_draft_2020_12(rel):
    schema = json.loads(schema_files.read_text(rel))
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$id"].endswith(rel)


def test_versions_differ_only_in_apiversion():
    a, b = (json.loads(schema_files.read_text(r)) for r in FILES)
    for doc in (a, b):
        for key in ("$id", "title"):
            doc.pop(key)
        doc["properties"].pop("apiVersion")
    text_a = json.dumps(a).replace("v1alpha1", "VERSION")
    text_b = json.dumps(b).replace("v1beta1", "VERSION")
    assert text_a == text_b


SCHEMA = json.loads(schema_files.read_text(FILES[1]))
CHECK = compile_schema(SCHEMA)
VALIDATION_KEYWORDS = {"required", "oneOf", "minLength", "maxLength", "maxItems", "maxProperties", "pattern"}


def decode_shape(node):
    """The schema without the validation keywords (which rule code, not the shape checker, reports)."""
    if isinstance(node, dict):
        return {k: decode_shape(v) for k, v in node.items() if k not in VALIDATION_KEYWORDS or k == "properties"}
    if isinstance(node, list):
        return [decode_shape(v) for v in node]
    return node


def test_schema_marks_upstream_validation_for_editors():
    validator = jsonschema.Draft202012Validator(SCHEMA)
    good = {
        "apiVersion": "metadata.resource.k8s.io/v1beta1",
        "kind": "DeviceMetadata",
        "requests": [
            {
                "name": "gpu",
                "devices": [
                    {
                        "driver": "d.example.com",
                        "pool": "p",
                        "name": "gpu-0",
                        "attributes": {"a": {"int": 1, "ints": []}},
                    }
                ],
            }
        ],
    }
    assert validator.is_valid(good)
    bad = json.loads(json.dumps(good))
    bad["requests"][0]["devices"][0]["attributes"]["a"] = {"int": 1, "bool": True}
    assert not validator.is_valid(bad)


STRICT_INT = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", lambda _, value: type(value) is int)
ORACLE = jsonschema.validators.extend(jsonschema.Draft202012Validator, type_checker=STRICT_INT)(decode_shape(SCHEMA))

anything = st.none() | st.booleans() | st.integers(-(2**62), 2**62) | st.text(max_size=5) | st.just([]) | st.just({})


def field(good):
    return st.one_of(good, anything)


attribute = st.dictionaries(
    st.sampled_from(["int", "bool", "string", "version", "ints", "bools", "strings", "versions"]),
    field(st.integers(-5, 5) | st.booleans() | st.text(max_size=3) | st.lists(st.integers(0, 3), max_size=2)),
    max_size=3,
)
device = st.fixed_dictionaries(
    {},
    optional={
        "driver": field(st.text(max_size=5)),
        "pool": field(st.text(max_size=5)),
        "attributes": field(st.dictionaries(st.text(max_size=4), field(attribute), max_size=3)),
        "networkData": field(
            st.fixed_dictionaries({}, optional={"ips": field(st.lists(field(st.text(max_size=4)), max_size=2))})
        ),
    },
)
document = st.fixed_dictionaries(
    {"apiVersion": st.just("metadata.resource.k8s.io/v1beta1"), "kind": st.just("DeviceMetadata")},
    optional={
        "metadata": field(
            st.fixed_dictionaries(
                {},
                optional={
                    "name": field(st.text(max_size=4)),
                    "generation": field(st.integers(-3, 3)),
                    "labels": field(st.dictionaries(st.text(max_size=3), field(st.text(max_size=3)), max_size=2)),
                },
            )
        ),
        "podClaimName": field(st.text(max_size=4)),
        "requests": field(
            st.lists(
                field(
                    st.fixed_dictionaries(
                        {},
                        optional={
                            "name": field(st.text(max_size=3)),
                            "devices": field(st.lists(field(device), max_size=2)),
                        },
                    )
                ),
                max_size=2,
            )
        ),
    },
)


@given(document)
def test_shape_checker_agrees_with_jsonschema(doc):
    errors, _ = CHECK(doc)
    assert (errors == []) == ORACLE.is_valid(doc)


def test_go_rejections_jsonschema_would_allow():
    doc = {
        "apiVersion": "metadata.resource.k8s.io/v1beta1",
        "kind": "DeviceMetadata",
        "metadata": json.loads('{"generation": 1.0, "creationTimestamp": "yesterday"}', parse_float=parse_float),
    }
    errors, _ = CHECK(doc)
    assert [p for p, _ in errors] == [("metadata", "generation"), ("metadata", "creationTimestamp")]
    assert errors[1][1] == 'parsing time "yesterday" as "2006-01-02T15:04:05Z07:00"'


def test_unknown_fields_are_listed_not_errors():
    doc = {
        "apiVersion": "x",
        "kind": "y",
        "requests": [{"name": "a", "Devices": []}],
        "metadata": {"labels": {"a": "b"}},
    }
    errors, unknown = CHECK(doc)
    assert errors == [] and unknown == [("requests", 0, "Devices")]
