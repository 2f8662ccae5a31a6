"""The shipped schemas are valid draft 2020-12, and the compiled shape checker agrees with
the jsonschema package (the oracle) wherever JSON Schema and Go agree on types."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.model import shipped as schema_files
from dra_conform.reading.shape import QUANTITY_DEF, compile_schema, parse_float, release_fields

FILES = [f for f in schema_files.schema_files() if f.startswith("metadata.")]


def test_schema_files_are_shipped():
    assert schema_files.schema_files() == [
        "config/dra-conform-config.json",
        "metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json",
        "metadata.resource.k8s.io/v1beta1/DeviceMetadata.json",
        "report/dra-conform-report.json",
        "resource.k8s.io/v1/DeviceClass.json",
        "resource.k8s.io/v1/DeviceTaintRule.json",
        "resource.k8s.io/v1/ResourceClaim.json",
        "resource.k8s.io/v1/ResourceClaimTemplate.json",
        "resource.k8s.io/v1/ResourceSlice.json",
        "resource.k8s.io/v1alpha3/DeviceTaintRule.json",
        "resource.k8s.io/v1alpha3/ResourcePoolStatusRequest.json",
        "resource.k8s.io/v1beta1/DeviceClass.json",
        "resource.k8s.io/v1beta1/ResourceClaim.json",
        "resource.k8s.io/v1beta1/ResourceClaimTemplate.json",
        "resource.k8s.io/v1beta1/ResourceSlice.json",
        "resource.k8s.io/v1beta2/DeviceClass.json",
        "resource.k8s.io/v1beta2/DeviceTaintRule.json",
        "resource.k8s.io/v1beta2/ResourceClaim.json",
        "resource.k8s.io/v1beta2/ResourceClaimTemplate.json",
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
    errors, _, conditional = CHECK(doc)
    assert (errors == []) == ORACLE.is_valid(doc)
    assert conditional == []  # no field of DeviceMetadata varies by release


def test_go_rejections_jsonschema_would_allow():
    doc = {
        "apiVersion": "metadata.resource.k8s.io/v1beta1",
        "kind": "DeviceMetadata",
        "metadata": json.loads('{"generation": 1.0, "creationTimestamp": "yesterday"}', parse_float=parse_float),
    }
    errors, _, _ = CHECK(doc)
    assert [p for p, _ in errors] == [("metadata", "generation"), ("metadata", "creationTimestamp")]
    assert errors[1][1] == 'parsing time "yesterday" as "2006-01-02T15:04:05Z07:00"'


def test_unknown_fields_are_listed_not_errors():
    doc = {
        "apiVersion": "x",
        "kind": "y",
        "requests": [{"name": "a", "Devices": []}],
        "metadata": {"labels": {"a": "b"}},
    }
    errors, unknown, _ = CHECK(doc)
    assert errors == [] and unknown == [("requests", 0, "Devices")]


def test_the_checkers_generated_ahead_of_time_are_fresh():
    """reading/_shapes*.py must be regenerated (python tools/compile_shapes.py) after a schema or generator edit."""
    from dra_conform.reading import shape

    folder = Path(shape.__file__).parent
    shipped = {p.name: p.read_text(encoding="utf-8") for p in folder.glob("_shapes*.py")}
    assert shipped == shape.ahead_of_time_modules(shape.AHEAD_OF_TIME()), "run python tools/compile_shapes.py"


def test_a_shipped_schema_gets_its_checker_from_the_package_and_another_is_compiled(monkeypatch):
    import importlib

    from dra_conform.reading import _shapes, shape

    module = importlib.import_module(f"dra_conform.reading.{_shapes.CHECKERS[FILES[1]][1]}")
    shipped = shape.shipped_checker(FILES[1])
    assert shipped.__code__ is module.check.__code__  # generated ahead of time from the same source as CHECK
    assert CHECK.source in Path(module.__file__).read_text(encoding="utf-8")
    for doc in ({"kind": "DeviceMetadata"}, {"extra": 5}, {"requests": [{"devices": [{"attributes": 3}]}]}):
        assert shipped(doc) == CHECK(doc)
    edited = json.loads(json.dumps(SCHEMA))
    edited["properties"]["extra"] = {"type": "string", "x-go-type": "string"}
    other = compile_schema(edited)  # not shipped: compiled here
    assert other.source != CHECK.source
    assert other({"kind": "DeviceMetadata"}) == CHECK({"kind": "DeviceMetadata"})
    assert other({"extra": 5})[0] and CHECK({"extra": 5}) == ([], [("extra",)], [])
    # An edited generator (or schema file) is not the one the modules were made from: compiled now.
    monkeypatch.setattr(shape, "generator_key", lambda: (0, 0))
    again = shape.shipped_checker(FILES[1])
    assert again.__code__ is not module.check.__code__ and again.source == CHECK.source


_ON_THE_WAY = {"spec", "devices", "basic", "requests", "attributes", "capacity"}


def _documents(schema: dict) -> st.SearchStrategy:
    """Documents of the types the schema names (integers past int64, quantities and timestamps that
    do not parse among them)."""
    defs = schema.get("$defs", {})
    made: dict[str, st.SearchStrategy] = {}

    def of(node: dict) -> st.SearchStrategy:
        ref = node.get("$ref")
        if ref is not None:
            name = ref.rsplit("/", 1)[1]
            if name not in made:
                made[name] = st.deferred(lambda: of({**defs[name]}))
            return made[name]
        types = node.get("type")
        allowed = set(types) if isinstance(types, list) else {types}
        if "object" in allowed:
            props = node.get("properties", {})
            extra = node.get("additionalProperties")
            if isinstance(extra, dict):
                good = st.dictionaries(st.text(max_size=3), of(extra), max_size=3)
            else:
                # The fields on the way to the long arrays always, to reach them often; the rest at times.
                always = {k: of(v) for k, v in props.items() if k in _ON_THE_WAY}
                optional = {k: of(v) for k, v in props.items() if k not in _ON_THE_WAY}
                good = st.fixed_dictionaries(always, optional=optional)
        elif "array" in allowed:
            good = st.lists(of(node.get("items", {})), max_size=4)
        elif "integer" in allowed:
            good = st.integers(-(2**62), 2**62) | st.sampled_from([2**63, -(2**63) - 1, 2**63 - 1])
        elif "boolean" in allowed:
            good = st.booleans()
        elif node.get("format") == "quantity":
            good = st.sampled_from(["1Gi", "80", " 2Gi", "bad", "1e3", 4, 1.5])
        elif node.get("format") == "date-time":
            good = st.sampled_from(["2024-01-02T03:04:05Z", "yesterday", "2024-13-02T03:04:05Z"])
        elif types is None:
            return anything
        else:
            good = st.text(max_size=3)
        return good

    root = {k: v for k, v in schema.items() if k != "$defs"}
    return of(root)


# The decode-shape schemas, and kubernetes-validate's (unknown fields only; fields of older releases).
WHOLE = [
    "resource.k8s.io/v1/ResourceSlice.json",
    "resource.k8s.io/v1beta1/ResourceSlice.json",
    FILES[1],
    "resource.k8s.io/v1/ResourceClaim.json",
    "resource.k8s.io/v1alpha3/DeviceTaintRule.json",
]
_WHOLE_SCHEMAS = {name: json.loads(schema_files.read_text(name)) for name in WHOLE}
# Each schema's documents, and its checker with every array checked as a whole first, and without.
_WHOLE_CASES = {
    name: (
        _documents(schema),
        compile_schema(schema, together=0, fields=release_fields(name)),
        compile_schema(schema, together=None, fields=release_fields(name)),
    )
    for name, schema in _WHOLE_SCHEMAS.items()
}
# Unknown fields to put in: one of no release, and fields only older releases have.
_EXTRA = st.sampled_from(["zz", "nodeAllocatableResourceMappings", "deviceClassName", "selectors"])


@pytest.mark.parametrize("name", WHOLE)
@settings(max_examples=200)
@given(data=st.data())
def test_an_array_checked_as_a_whole_reports_what_its_loop_reports(name, data):
    """compile_schema(together=n): an array of n items or more is first checked as a whole by
    C-level passes, and looped over only when they find something to report: the same findings."""
    documents, whole, looped = _WHOLE_CASES[name]
    doc = copy.deepcopy(data.draw(documents))  # changed below: not the strategies' own values (st.just)
    # At most one value of another type, or one unknown field: one is enough to be reported.
    places = list(_containers(doc))
    if places and data.draw(st.integers(0, 3)):
        place = data.draw(st.sampled_from(places))
        if isinstance(place, dict) and (not place or data.draw(st.booleans())):
            place[data.draw(_EXTRA)] = data.draw(anything)
        elif place:
            place[data.draw(st.sampled_from(list(place.keys()) if isinstance(place, dict) else range(len(place))))] = (
                data.draw(anything)
            )
    assert whole(doc) == looped(doc)


def _containers(value):
    if isinstance(value, (dict, list)):
        yield value
        for item in value.values() if isinstance(value, dict) else value:
            yield from _containers(item)


def _full(schema: dict, node: dict, depth: int = 0):
    """A document with every field the schema names, two items in each array and map."""
    if node.get("$ref", "").endswith("/" + QUANTITY_DEF):  # kubernetes-validate's quantity: a oneOf
        return "1Gi"
    node = {**schema.get("$defs", {}).get(node["$ref"].rsplit("/", 1)[1], {}), **node} if "$ref" in node else node
    types = node.get("type")
    allowed = set(types) if isinstance(types, list) else {types}
    if depth > 12:
        return None
    if "object" in allowed:
        extra = node.get("additionalProperties")
        if isinstance(extra, dict):
            return {"k1": _full(schema, extra, depth + 1), "k2": _full(schema, extra, depth + 1)}
        return {k: _full(schema, v, depth + 1) for k, v in node.get("properties", {}).items()}
    if "array" in allowed:
        return [_full(schema, node.get("items", {}), depth + 1) for _ in range(2)]
    if "integer" in allowed:
        return 1
    if "boolean" in allowed:
        return True
    return {"quantity": "1Gi", "date-time": "2024-01-02T03:04:05Z"}.get(node.get("format", ""), "x")


@pytest.mark.parametrize("name", WHOLE)
def test_each_value_of_another_type_is_reported_when_arrays_are_checked_as_a_whole(name):
    """Every field of a full document, in turn, given each value of another type (and every map an
    unknown field): whole arrays report just what their loops report."""
    _, whole, looped = _WHOLE_CASES[name]
    schema = _WHOLE_SCHEMAS[name]
    doc = _full(schema, {k: v for k, v in schema.items() if k != "$defs"})
    assert whole(doc)[:2] == looped(doc)[:2] == ([], []) and whole(doc) == looped(doc)
    wrong = [None, True, 1, 2**63, -(2**63) - 1, parse_float("1.5"), "x", "bad", "", [], {}, [1], {"zz": 1}]
    reported = 0
    for place in _containers(doc):
        for key in _keys(place):
            kept = place[key]
            for value in wrong:
                place[key] = value
                found = looped(doc)
                assert whole(doc) == found, (key, value)
                reported += found[:2] != ([], [])
            place[key] = kept
        if isinstance(place, dict):  # unknown to a struct, a key like any other to a map
            place["zz"] = 1
            found = looped(doc)
            assert whole(doc) == found, "zz"
            reported += found[:2] != ([], [])
            del place["zz"]
    assert reported > (100 if "x-go-struct" in schema else 10)  # kubernetes-validate's: unknown fields only
    for items in (place for place in _containers(doc) if isinstance(place, list)):  # a null item beside
        first, items[0] = items[0], None
        for place, key in [(items, 1)] + [(p, k) for p in _containers(items[1]) for k in _keys(p)]:
            kept = place[key]
            for value in (2**63, "x", {"zz": 1}):
                place[key] = value
                assert whole(doc) == looped(doc), (key, value)
            place[key] = kept
        items[0] = first


def _keys(place):
    return list(place.keys()) if isinstance(place, dict) else range(len(place))
