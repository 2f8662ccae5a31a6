"""ResourceSlice: the upstream cases of observability-apis.md section 2.2."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.engine.check import check_source
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.semantics import validation as v
from dra_conform.semantics.gates import parse


def device(n: int) -> dict:
    return {
        "name": f"device-{n}",
        "attributes": {
            "int": {"int": 42},
            "string": {"string": "hello world"},
            "version": {"version": "1.2.3"},
            "bool": {"bool": True},
        },
        "capacity": {"memory": {"value": "1Gi"}},
    }


SLICE = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "ResourceSlice",
    "metadata": {"name": "foo"},
    "spec": {
        "driver": "test.example.com",
        "nodeName": "foo",
        "pool": {"name": "foo", "generation": 1, "resourceSliceCount": 1},
        "devices": [device(0)],
    },
}


def errors(tmp_path, change=None):
    obj = copy.deepcopy(SLICE)
    if change:
        change(obj)
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(obj))
    result = check_source(inputs.Source(str(target), str(target), True), Options())
    return [
        (f.field_path, f.message)
        for f in result.findings
        if f.severity is Severity.ERROR and f.rule_id not in GATE_RULES
    ]


# Fields a gate that is off drops are errors too (DRA-RS-019, 032), held by their own tests below; the
# validation tables here run with the release's default gates, where alpha fields are dropped first.
GATE_RULES = frozenset(("DRA-RS-019", "DRA-RS-032"))


def partitionable(o, attribute="test.example.com/string"):
    o["spec"]["partitionTypeAttribute"] = attribute
    o["spec"]["devices"][0]["consumesCounters"] = [{"counterSet": "set", "counters": {"memory": {"value": "1Gi"}}}]


CASES = [
    ("valid", None, []),
    ("good partition type attribute (bare key in the driver's domain)", partitionable, []),
    ("with an exempt device", lambda o: (partitionable(o), o["spec"]["devices"].append({"name": "device-1"})), []),
    (
        "without partitionable devices",
        lambda o: o["spec"].__setitem__("partitionTypeAttribute", "test.example.com/string"),
        [
            (
                "spec.partitionTypeAttribute",
                'Invalid value: "test.example.com/string": may only be set on a slice which '
                "declares devices that consume counters",
            )
        ],
    ),
    (
        "missing on a partitionable device",
        lambda o: partitionable(o, "gpu.example.com/profile"),
        [
            (
                "spec.devices[0].attributes[gpu.example.com/profile]",
                "Required value: device consumes counters and `partitionTypeAttribute` names this attribute, so it must be set",
            )
        ],
    ),
    (
        "not a string",
        lambda o: partitionable(o, "test.example.com/int"),
        [
            (
                "spec.devices[0].attributes[test.example.com/int]",
                "Invalid value: {int: 42}: must be a string value because `partitionTypeAttribute` names this attribute",
            )
        ],
    ),
    (
        "explicit form wins",
        lambda o: (
            partitionable(o),
            o["spec"]["devices"][0]["attributes"].__setitem__("test.example.com/string", {"int": 1}),
        ),
        [
            (
                "spec.devices[0].attributes[test.example.com/string]",
                "Invalid value: {int: 1}: must be a string value because `partitionTypeAttribute` names this attribute",
            )
        ],
    ),
    ("128 devices", lambda o: o["spec"].__setitem__("devices", [device(i) for i in range(128)]), []),
    (
        "129 devices",
        lambda o: o["spec"].__setitem__("devices", [device(i) for i in range(129)]),
        [("spec.devices", "Too many: 129: must have at most 128 items")],
    ),
    (
        "65 tainted devices",
        lambda o: o["spec"].__setitem__(
            "devices", [dict(device(i), taints=[{"key": "example.com/t", "effect": "NoSchedule"}]) for i in range(65)]
        ),
        [("spec.devices", "Too many: 65: must have at most 64 items")],
    ),
    (
        "both shared counters and devices",
        lambda o: o["spec"].__setitem__("sharedCounters", [{"name": "set", "counters": {"memory": {"value": "1Gi"}}}]),
        [("spec", 'Invalid value: "": only one of `sharedCounters` or `devices` is allowed')],
    ),
    (
        "bad device name",
        lambda o: o["spec"]["devices"].append(dict(device(1), name="!@#$%^")),
        [("spec.devices[1].name", v.invalid("!@#$%^", v.LABEL_MSG))],
    ),
    (
        "string and version set",
        lambda o: o["spec"]["devices"][0]["attributes"].__setitem__("both", {"string": "a", "version": "1.0.0"}),
        [
            (
                "spec.devices[0].attributes[both]",
                'Invalid value: {string: "a", version: "1.0.0"}: exactly one value must be specified',
            )
        ],
    ),
    (
        "version too long",
        lambda o: o["spec"]["devices"][0]["attributes"].__setitem__("v", {"version": "x" * 65}),
        [
            (
                "spec.devices[0].attributes[v].version",
                v.invalid("x" * 65, "must be a string compatible with semver.org spec 2.0.0"),
            ),
            ("spec.devices[0].attributes[v].version", "Too long: may not be more than 64 bytes"),
        ],
    ),
    (
        "32-char key and a 63-char domain",
        lambda o: o["spec"]["devices"][0]["attributes"].update(
            {"a" * 32: {"int": 1}, "d" * 63 + "/" + "b" * 32: {"int": 2}}
        ),
        [],
    ),
    (
        "key of a slash",
        lambda o: o["spec"]["devices"][0]["attributes"].__setitem__("/", {"int": 1}),
        [
            ("spec.devices[0].attributes", 'Invalid value: "": the domain must not be empty'),
            ("spec.devices[0].attributes", 'Invalid value: "": the name must not be empty'),
        ],
    ),
    (
        "32 attributes and a capacity",
        lambda o: o["spec"]["devices"][0]["attributes"].update({f"x{i}": {"int": i} for i in range(29)}),
        [("spec.devices[0]", "Invalid value: 34: the total number of attributes and capacities must not exceed 32")],
    ),
    (
        "pool limits",
        lambda o: o["spec"]["pool"].update(name="x/" * 126 + "xyz", resourceSliceCount=0, generation=-1),
        [
            ("spec.pool.name", "Too long: may not be more than 253 bytes"),
            ("spec.pool.generation", "Invalid value: -1: must be greater than or equal to zero"),
            ("spec.pool.resourceSliceCount", "Invalid value: 0: must be greater than zero"),
        ],
    ),
    (
        "node name and node selector",
        lambda o: o["spec"].__setitem__(
            "nodeSelector", {"nodeSelectorTerms": [{"matchExpressions": [{"key": "k", "operator": "Exists"}]}]}
        ),
        [
            (
                "spec",
                'Invalid value: "{`nodeName`, `nodeSelector`}": exactly one of `nodeName`, `nodeSelector`, '
                "`allNodes`, `perDeviceNodeSelection` is required, but multiple fields are set",
            )
        ],
    ),
    (
        "no node selection",
        lambda o: o["spec"].pop("nodeName"),
        [
            (
                "spec",
                "Required value: exactly one of `nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection` "
                "is required",
            )
        ],
    ),
    (
        "allNodes false",
        lambda o: (o["spec"].pop("nodeName"), o["spec"].__setitem__("allNodes", False)),
        [
            (
                "spec",
                "Required value: exactly one of `nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection` is "
                "required",
            ),  # false counts as unset, as Go's zero value does
            ("spec.allNodes", "Invalid value: false: must be either unset or set to true"),
        ],
    ),
    (
        "invalid taint effect",
        lambda o: o["spec"]["devices"][0].__setitem__("taints", [{"key": "k", "effect": "Drain"}]),
        [
            (
                "spec.devices[0].taints[0].effect",
                'Unsupported value: "Drain": supported values: "NoExecute", "NoSchedule", "None"',
            )
        ],
    ),
    (
        "duplicate counter set",
        lambda o: (
            o["spec"].pop("devices"),
            o["spec"].__setitem__("sharedCounters", [{"name": "set", "counters": {"c": {"value": "1"}}}] * 2),
        ),
        [("spec.sharedCounters[1]", 'Duplicate value: "set"')],
    ),
    (
        "counter set without counters",
        lambda o: (o["spec"].pop("devices"), o["spec"].__setitem__("sharedCounters", [{"name": "set"}])),
        [("spec.sharedCounters[0].counters", "Required value")],
    ),
]


@pytest.mark.parametrize("name, change, expected", CASES, ids=[c[0] for c in CASES])
def test_slice_validation(tmp_path, name, change, expected):
    assert errors(tmp_path, change) == expected


def test_v1beta1_basic_wrapper_is_read_through(tmp_path):
    def change(o):
        o["apiVersion"] = "resource.k8s.io/v1beta1"
        o["spec"]["devices"] = [{"name": "d", "basic": {"attributes": {"numa-1": {"int": 1}}}}]

    assert errors(tmp_path, change) == [("spec.devices[0].basic.attributes", v.invalid("numa-1", v.C_IDENTIFIER_MSG))]


def binding(conditions=None, failures=None):
    def change(o):
        device = o["spec"]["devices"][0]
        if conditions is not None:
            device["bindingConditions"] = conditions
        if failures is not None:
            device["bindingFailureConditions"] = failures

    return change


QUALIFIED = v.invalid("-x", "name part " + v.QUALIFIED_NAME_MSG)
BINDING_CASES = [  # validateDeviceBindingParameters
    ("pair", binding(["a.example.com/ready"], ["a.example.com/failed"]), []),
    (
        "conditions alone",
        binding(["ready"]),
        [
            (
                "spec.devices[0].bindingFailureConditions",
                "Invalid value: null: bindingFailureConditions are required to use bindingConditions",
            )
        ],
    ),
    (
        "failures alone, conditions written empty",
        binding([], ["failed"]),
        [
            (
                "spec.devices[0].bindingConditions",
                "Invalid value: []: bindingConditions are required to use bindingFailureConditions",
            )
        ],
    ),
    (
        "five conditions",
        binding([f"c{i}" for i in range(5)], ["failed"]),
        [("spec.devices[0].bindingConditions", "Too many: 5: must have at most 4 items")],
    ),
    ("bad name", binding(["-x"], ["failed"]), [("spec.devices[0].bindingConditions[0]", QUALIFIED)]),
    (
        "duplicate and overlap",
        binding(["ready", "ready"], ["ready"]),
        [
            ("spec.devices[0].bindingConditions[1]", 'Duplicate value: "ready"'),
            (
                "spec.devices[0].bindingFailureConditions[0]",
                'Invalid value: "ready": bindingFailureConditions must not overlap with bindingConditions',
            ),
        ],
    ),
]


def policy(request_policy, shareable=True, value="10Gi"):
    def change(o):
        device = o["spec"]["devices"][0]
        device["capacity"] = {"memory": {"value": value, "requestPolicy": request_policy}}
        if shareable:
            device["allowMultipleAllocations"] = True

    return change


POLICY = "spec.devices[0].capacity[memory].requestPolicy"
POLICY_CASES = [  # validateDevice's capacity checks and validateRequestPolicy*
    ("valid values", policy({"default": "1Gi", "validValues": ["1Gi", "2Gi", "10Gi"]}), []),
    ("valid range", policy({"default": "2Gi", "validRange": {"min": "1Gi", "max": "9Gi", "step": "1Gi"}}), []),
    (
        "not shareable",
        policy({"default": "1Gi"}, shareable=False),
        [(POLICY, "Forbidden: allowMultipleAllocations must be true")],
    ),
    (
        "both kinds",
        policy({"default": "1Gi", "validValues": ["1Gi"], "validRange": {"min": "1Gi"}}),
        [
            (
                POLICY,
                'Forbidden: exactly one policy can be specified, cannot specify "validValues" and "validRange" at '
                "the same time",
            )
        ],
    ),
    (
        "values without default",
        policy({"validValues": ["1Gi"]}),
        [(POLICY + ".default", "Required value: required when validValues is defined")],
    ),
    (
        "values unsorted, too large, default missing",
        policy({"default": "3Gi", "validValues": ["2Gi", "1Gi", "11Gi"]}),
        [
            (
                POLICY + ".validValues",
                'Invalid value: "3Gi": default value is not valid according to the requestPolicy',
            ),
            (POLICY + ".validValues[1]", 'Invalid value: "1Gi": values must be sorted in ascending order'),
            (POLICY + ".validValues[2]", 'Invalid value: "11Gi": option is larger than capacity value: 10Gi'),
        ],
    ),
    # quantityKey is strconv.FormatInt(q.Value(), 10): equal values are duplicates, named by their integer value
    (
        "duplicate value",
        policy({"default": "1Gi", "validValues": ["1Gi", "1024Mi"]}),
        [(POLICY + ".validValues[1]", 'Duplicate value: "1073741824"')],
    ),
    (
        "values rounding up to the same integer are duplicates",
        policy({"default": "100m", "validValues": ["100m", "200m"]}, value="1"),
        [(POLICY + ".validValues[1]", 'Duplicate value: "1"')],
    ),
    # messages print Quantity.String(), the canonical form, not the text as written
    (
        "canonical quantities",
        policy({"default": "0.5Gi", "validValues": ["1024Mi", "0.5Gi", "12Gi"]}),
        [
            (POLICY + ".validValues[1]", 'Invalid value: "512Mi": values must be sorted in ascending order'),
            (POLICY + ".validValues[2]", 'Invalid value: "12Gi": option is larger than capacity value: 10Gi'),
        ],
    ),
    (
        "one step in the minimum's format",
        policy({"default": "1.5", "validRange": {"min": "1.5", "step": "9"}}, value="10"),
        [(POLICY + ".validRange.step", 'Invalid value: "9": one step 10500m is larger than capacity value: 10')],
    ),
    (
        "eleven values",
        policy({"default": "1", "validValues": [str(i) for i in range(1, 12)]}, value="20"),
        [
            (POLICY + ".validValues", "Too many: 11: must have at most 10 items"),
            (POLICY + ".validValues", 'Invalid value: "1": default value is not valid according to the requestPolicy'),
        ],
    ),
    (
        "range without min",
        policy({"default": "1Gi", "validRange": {"max": "2Gi"}}),
        [(POLICY + ".validRange.min", "Required value: required when validRange is defined")],
    ),
    (
        "range out of bounds",
        policy({"default": "12Gi", "validRange": {"min": "11Gi", "max": "10Gi"}}),
        [
            (POLICY + ".validRange.max", 'Invalid value: "11Gi": min is larger than max: 10Gi'),
            (POLICY + ".validRange.default", 'Invalid value: "12Gi": default is more than max: 10Gi'),
            (POLICY + ".validRange.min", 'Invalid value: "11Gi": min is larger than capacity value: 10Gi'),
        ],
    ),
    (
        "steps",
        policy({"default": "3", "validRange": {"min": "1", "max": "8", "step": "2"}}, value="10"),
        [(POLICY + ".validRange.step", 'Invalid value: "8": value is not a multiple of a given step (2) from (1)')],
    ),
    (
        "one step too far",
        policy({"default": "9", "validRange": {"min": "9", "step": "2"}}, value="10"),
        [(POLICY + ".validRange.step", 'Invalid value: "2": one step 11 is larger than capacity value: 10')],
    ),
]


@pytest.mark.parametrize(
    "name, change, expected", BINDING_CASES + POLICY_CASES, ids=[c[0] for c in BINDING_CASES + POLICY_CASES]
)
def test_device_binding_conditions_and_consumable_capacity(tmp_path, name, change, expected):
    assert sorted(errors(tmp_path, change)) == sorted(expected)


def per_device(**fields):
    def change(o):
        o["spec"].pop("nodeName")
        o["spec"]["perDeviceNodeSelection"] = True
        o["spec"]["devices"][0].update(fields)

    return change


def selector(*expressions):
    return {"nodeSelectorTerms": [{"matchExpressions": list(expressions)}]}


DEV = "spec.devices[0]"
ONE_OF = (
    "exactly one of `nodeName`, `nodeSelector`, or `allNodes` is required when `perDeviceNodeSelection` is "
    "set to true in the ResourceSlice spec"
)
SELECTION_CASES = [  # validateDevice's node selection and core ValidateNodeSelector
    (
        "per-device selector with two terms",
        per_device(
            nodeSelector={
                "nodeSelectorTerms": [
                    {"matchExpressions": [{"key": "zone", "operator": "In", "values": ["a"]}]},
                    {"matchFields": [{"key": "metadata.name", "operator": "In", "values": ["node-1"]}]},
                ]
            }
        ),
        [],
    ),
    (
        "operator spelled IN",
        per_device(nodeSelector=selector({"key": "kubernetes.io/hostname", "operator": "IN", "values": ["node-1"]})),
        [
            (
                DEV + ".nodeSelector.nodeSelectorTerms[0].matchExpressions[0].operator",
                'Invalid value: "IN": not a valid selector operator',
            )
        ],
    ),
    (
        "In without values, Exists with values",
        per_device(
            nodeSelector=selector({"key": "a", "operator": "In"}, {"key": "b", "operator": "Exists", "values": ["x"]})
        ),
        [
            (
                DEV + ".nodeSelector.nodeSelectorTerms[0].matchExpressions[0].values",
                "Required value: must be specified when `operator` is 'In' or 'NotIn'",
            ),
            (
                DEV + ".nodeSelector.nodeSelectorTerms[0].matchExpressions[1].values",
                "Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist'",
            ),
        ],
    ),
    (
        "bad field key",
        per_device(
            nodeSelector={
                "nodeSelectorTerms": [{"matchFields": [{"key": "metadata.uid", "operator": "In", "values": ["x"]}]}]
            }
        ),
        [
            (
                DEV + ".nodeSelector.nodeSelectorTerms[0].matchFields[0].key",
                'Invalid value: "metadata.uid": not a valid field selector key',
            )
        ],
    ),
    ("nothing chosen", per_device(), [(DEV, "Required value: " + ONE_OF)]),
    (
        "two chosen",
        per_device(nodeName="node-1", allNodes=True),
        [(DEV, 'Invalid value: "{`nodeName`, `allNodes`}": ' + ONE_OF)],
    ),
    (
        "empty node name",
        per_device(nodeName="", allNodes=True),
        [(DEV + ".nodeName", 'Invalid value: "": must not be empty')],
    ),
    (
        "per-device fields without the flag",
        lambda o: o["spec"]["devices"][0].__setitem__("allNodes", True),
        [
            (
                DEV,
                "Invalid value: null: `nodeName`, `nodeSelector` and `allNodes` can only be set if "
                "`perDeviceNodeSelection` is set to true in the ResourceSlice spec",
            )
        ],
    ),
    (
        "slice selector needs exactly one term",
        lambda o: (o["spec"].pop("nodeName"), o["spec"].__setitem__("nodeSelector", {"nodeSelectorTerms": []})),
        [
            ("spec.nodeSelector.nodeSelectorTerms", "Required value: must have at least one node selector term"),
            # the terms as validation.go holds them (dra-oracle-apiserver 1.37.2 and 1.34.4), not their count
            ("spec.nodeSelector.nodeSelectorTerms", "Invalid value: []: must have exactly one node selector term"),
        ],
    ),
]


@pytest.mark.parametrize("name, change, expected", SELECTION_CASES, ids=[c[0] for c in SELECTION_CASES])
def test_node_selection(tmp_path, name, change, expected):
    assert sorted(errors(tmp_path, change)) == sorted(expected)


ATTRIBUTE_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.text(max_size=70),
    st.sampled_from(["1.2.3", "1.2", "v1.0.0", "1.0.0-rc.1+b", "é" * 20, "x" * 65]),
    st.lists(st.text(max_size=3), max_size=2),
)


@given(
    st.dictionaries(
        st.sampled_from(["int", "bool", "string", "version", "ints", "strings", "other"]), ATTRIBUTE_VALUES, max_size=3
    )
)
def test_rs_014_fast_path_agrees_with_the_full_check(attribute):
    from dra_conform.reading.manifests import ManifestObject
    from dra_conform.rules import resource_slice
    from dra_conform.semantics.context import ManifestContext
    from dra_conform.semantics.slices import UNKNOWN

    class Unknowing(ManifestContext):  # the slice's facts say nothing: the loop over attributes runs
        slice_facts = UNKNOWN

    obj = {"spec": {"devices": [{"name": "d", "attributes": {"a": attribute}}]}}
    ctx = Unknowing("f", ManifestObject(obj, 0, (0,), locate=dict), "1.37")
    fast = [(h.message, h.path) for h in resource_slice.attribute_values(obj, ctx)]
    original = resource_slice._plain_scalar
    resource_slice._plain_scalar = lambda _: False
    try:
        full = [(h.message, h.path) for h in resource_slice.attribute_values(obj, ctx)]
    finally:
        resource_slice._plain_scalar = original
    assert fast == full


@pytest.mark.parametrize(
    ("operations", "expected"),
    [
        (["*"], []),
        (["NodeUnprepareResources"], []),
        (["NodePrepareResources", "NodeUnprepareResources"], []),
        (["NodePrepareResources", "*"], []),
        (
            ["NodePrepareResources"],
            [
                (
                    "spec.skipNodeOperations",
                    'Invalid value: ["NodePrepareResources"]: '
                    "NodePrepareResources cannot be skipped unless NodeUnprepareResources is also skipped",
                )
            ],
        ),
        (["*", "*"], [("spec.skipNodeOperations[1]", 'Duplicate value: "*"')]),
        (
            ["NodeReboot"],
            [
                (
                    "spec.skipNodeOperations[0]",
                    'Unsupported value: "NodeReboot": supported values: '
                    '"NodePrepareResources", "NodeUnprepareResources", "*"',
                )
            ],
        ),
    ],
)
def test_skip_node_operations(tmp_path, operations, expected):
    def change(o):
        o["spec"]["skipNodeOperations"] = operations

    assert errors(tmp_path, change) == expected


@pytest.mark.parametrize(
    ("version", "gates", "says"),
    [
        ("1.37", "", "DRAOptionalNodeOperations feature gate off (off by default in 1.37)"),
        ("1.37", "DRAOptionalNodeOperations=false", "(set off by --feature-gates)"),
        ("1.36", "", None),
        ("1.37", "DRAOptionalNodeOperations=true", None),
    ],
)
def test_skip_node_operations_gate(tmp_path, version, gates, says):
    """A field the target apiserver drops is reported under the gate rule, DRA-RS-032, and only there; one
    the release does not have (1.36: the field is 1.37's) is DRA-RS-031's unknown field, and only that."""
    obj = copy.deepcopy(SLICE)
    obj["spec"]["skipNodeOperations"] = ["*"]
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(obj))
    result = check_source(inputs.Source(str(target), str(target), True), Options(version, feature_gates=parse(gates)))
    assert [f for f in result.findings if f.rule_id == "DRA-RS-030"] == []
    found = [f for f in result.findings if f.rule_id == "DRA-RS-032"]
    unknown = [f.message for f in result.findings if f.rule_id == "DRA-RS-031"]
    if says is None:
        assert found == []
    else:
        [finding] = found
        assert finding.severity is Severity.ERROR and says in finding.message  # dropped: an error
    if version == "1.36":
        assert unknown == [
            'unknown field "spec.skipNodeOperations" (a 1.36 apiserver does not have it: added in 1.37): strict '
            "field validation (kubectl's default) rejects the object, other clients' writes drop the field"
        ]
    else:
        assert unknown == []


@pytest.mark.parametrize("version", ["v1", "v1beta2"])
def test_slice_schema_is_valid_and_knows_every_field_of_upstreams_roundtrip_fixture(version):
    """The API round-trip fixtures set every field of the type: they must decode without a finding."""
    import jsonschema

    from dra_conform.model import shipped as schema_files
    from tests.helpers import CORPUS

    jsonschema.Draft202012Validator.check_schema(schema_files.load("resource.k8s.io", version, "ResourceSlice"))
    fixture = CORPUS / "upstream/manifests/api-roundtrip-fixtures" / f"resource.k8s.io.{version}.ResourceSlice.json"
    assert _decoder(version)(json.loads(fixture.read_text()))[:2] == ([], [])


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda o: o["spec"]["devices"][0]["capacity"].update(tpus="16"),  # KEP-4815's example
            (
                "spec.devices[0].capacity[tpus]",
                "json: cannot unmarshal string into Go struct field Device.spec.devices."
                "capacity of type v1.DeviceCapacity",
            ),
        ),
        (
            lambda o: o["spec"]["pool"].update(generation="1"),
            (
                "spec.pool.generation",
                "json: cannot unmarshal string into Go struct field ResourcePool.spec.pool.generation of type int64",
            ),
        ),
        (
            lambda o: o["spec"].update(allNodes="true", nodeName=None),
            (
                "spec.allNodes",
                "json: cannot unmarshal string into Go struct field ResourceSliceSpec.spec.allNodes of type bool",
            ),
        ),  # a pointer field: Go names the type it points to
        (
            lambda o: o["spec"]["devices"][0]["capacity"]["memory"].update(value="1 Gi"),
            (
                "spec.devices[0].capacity[memory].value",
                "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
            ),
        ),
        (
            lambda o: o["spec"]["devices"][0]["capacity"]["memory"].update(value=True),
            (
                "spec.devices[0].capacity[memory].value",
                "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
            ),
        ),
    ],
)
def test_decode_errors(tmp_path, change, expected):
    assert expected in errors(tmp_path, change)


@pytest.mark.parametrize("value", ["1Gi", "1.5", "+2", "1e3", "500m", 16, 2.5])
def test_quantities_that_decode(tmp_path, value):
    assert errors(tmp_path, lambda o: o["spec"]["devices"][0]["capacity"]["memory"].update(value=value)) == []


def test_unknown_fields_are_errors(tmp_path):
    """Strict field validation, kubectl's default, rejects an unknown field; a writer without it has the
    field dropped: either way the slice does not publish what it says (docs/levels.md)."""
    obj = copy.deepcopy(SLICE)
    obj["spec"]["devices"][0]["basic"] = {}  # the v1beta1 shape under v1
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(obj))
    [finding] = [
        f
        for f in check_source(inputs.Source(str(target), str(target), True), Options()).findings
        if f.rule_id == "DRA-RS-031"
    ]
    assert finding.severity is Severity.ERROR
    assert finding.message.startswith('unknown field "spec.devices[0].basic"')


def test_v1beta1_slices_decode_with_their_basic_nesting():
    """v1beta1 keeps a device's fields under `basic`: upstream's v1beta2 round-trip fixture, nested so,
    decodes without a finding; the v1 shape under v1beta1, and 1.37's compatibilityGroups, are judged as Go would."""
    import jsonschema

    from dra_conform.model import shipped as schema_files
    from tests.helpers import CORPUS

    jsonschema.Draft202012Validator.check_schema(schema_files.load("resource.k8s.io", "v1beta1", "ResourceSlice"))
    fixture = CORPUS / "upstream/manifests/api-roundtrip-fixtures/resource.k8s.io.v1beta2.ResourceSlice.json"
    obj = json.loads(fixture.read_text())
    obj["apiVersion"] = "resource.k8s.io/v1beta1"
    obj["spec"]["devices"] = [{"name": d.pop("name"), "basic": d} for d in obj["spec"]["devices"]]
    for device in obj["spec"]["devices"]:
        for use in device["basic"].get("consumesCounters") or []:
            use["compatibilityGroups"] = ["mig"]  # DRADeviceCompatibilityGroups (1.37 alpha): a known field
    assert _decoder("v1beta1")(obj)[:2] == ([], [])

    flat = {
        "apiVersion": "resource.k8s.io/v1beta1",
        "kind": "ResourceSlice",
        "spec": {
            "devices": [
                {
                    "name": "gpu-0",
                    "attributes": {"model": {"string": "a"}},
                    "basic": {"capacity": {"memory": {"value": 5}}, "allNodes": "yes"},
                }
            ]
        },
    }
    errors, unknown, _ = _decoder("v1beta1")(flat)
    assert unknown == [("spec", "devices", 0, "attributes")]  # the v1 shape: outside `basic`
    assert errors == [
        (
            ("spec", "devices", 0, "basic", "allNodes"),
            "json: cannot unmarshal string into Go struct field BasicDevice.spec.devices.basic.allNodes of type bool",
        )
    ]


def gated(tmp_path, spec, version="1.37", gates="", api="resource.k8s.io/v1", rule="DRA-RS-032"):
    obj = {
        "apiVersion": api,
        "kind": "ResourceSlice",
        "metadata": {"name": "s"},
        "spec": {
            "driver": "gpu.example.com",
            "nodeName": "node-1",
            "pool": {"name": "node-1", "generation": 1, "resourceSliceCount": 1},
            **spec,
        },
    }
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(obj))
    result = check_source(inputs.Source(str(target), str(target), True), Options(version, feature_gates=parse(gates)))
    return [(f.field_path, f.message) for f in result.findings if f.rule_id == rule]


def test_fields_behind_a_gate_that_is_off_are_dropped(tmp_path):
    device = {
        "name": "gpu-0",
        "attributes": {"cores": {"ints": [0, 1]}, "model": {"string": "a"}},
        "capacity": {"memory": {"value": "1Gi", "requestPolicy": {"default": "1Gi"}}},
        "bindsToNode": True,
        "taints": [{"key": "k", "effect": "NoSchedule"}],
        "consumesCounters": [{"counterSet": "c", "counters": {"m": {"value": "1"}}, "compatibilityGroups": ["g"]}],
    }
    # 1.37 defaults: alpha gates are off (list attributes, compatibilityGroups); beta and GA ones are on
    assert gated(tmp_path, {"devices": [device]}) == [
        (
            "spec.devices[0].attributes[cores].ints",
            "an apiserver with the DRAListTypeAttributes feature gate off "
            "(off by default in 1.37) drops this field; the attribute is left without a value and the slice is rejected",
        ),
        (
            "spec.devices[0].consumesCounters[0].compatibilityGroups",
            "an apiserver with the DRADeviceCompatibilityGroups "
            "feature gate off (off by default in 1.37) drops this field",
        ),
    ]
    said_off = gated(
        tmp_path,
        {"devices": [device]},
        gates="DRAConsumableCapacity=false,DRADeviceTaints=false,"
        "DRAResourceClaimDeviceStatus=false,DRAListTypeAttributes=true,DRADeviceCompatibilityGroups=true",
    )
    assert dict(said_off).keys() == {
        "spec.devices[0].taints",
        "spec.devices[0].bindsToNode",
        "spec.devices[0].capacity[memory].requestPolicy",
    }
    assert (
        "DRAResourceClaimDeviceStatus feature gate off (set off by --feature-gates)"
        in dict(said_off)["spec.devices[0].bindsToNode"]
    )  # binding conditions need both gates


def test_compatibility_groups_are_unknown_to_1_36(tmp_path):
    """A field 1.36 does not have is an unknown field (DRA-RS-031), not one a gate drops (DRA-RS-032)."""
    spec = {"devices": [{"name": "gpu-0", "consumesCounters": [{"counterSet": "c", "compatibilityGroups": ["g"]}]}]}
    assert gated(tmp_path, spec, version="1.36") == []
    assert gated(tmp_path, spec, version="1.36", rule="DRA-RS-031") == [
        (
            "spec.devices[0].consumesCounters[0].compatibilityGroups",
            'unknown field "spec.devices[0].consumesCounters[0].compatibilityGroups" (a 1.36 apiserver does not have '
            "it: added in 1.37): strict field validation (kubectl's default) rejects the object, other clients' "
            "writes drop the field",
        )
    ]
    assert gated(tmp_path, spec, gates="DRADeviceCompatibilityGroups=true") == []
    assert gated(tmp_path, spec, rule="DRA-RS-031") == []


def test_gated_fields_of_v1beta1_devices_sit_under_basic(tmp_path):
    spec = {"devices": [{"name": "gpu-0", "basic": {"consumesCounters": []}}], "sharedCounters": []}
    message = (
        "an apiserver with the DRAPartitionableDevices feature gate off (set off by --feature-gates) drops this field"
    )
    assert gated(tmp_path, spec, gates="DRAPartitionableDevices=false", api="resource.k8s.io/v1beta1") == [
        ("spec.devices[0].basic.consumesCounters", message),
        ("spec.sharedCounters", message),
    ]
    assert gated(tmp_path, spec, api="resource.k8s.io/v1beta1") == []  # on by default since 1.36


def test_each_slice_context_lists_its_own_devices_once():
    from dra_conform.reading.manifests import ManifestObject
    from dra_conform.rules.resource_slice import attribute_names
    from dra_conform.semantics.context import ManifestContext

    def context(obj):
        return ManifestContext("f", ManifestObject(obj, 0, (0,), locate=dict), "1.37")

    bad = {"name": "d0", "attributes": {"a/b/c": {"int": 1}}}
    obj = {"kind": "ResourceSlice", "spec": {"devices": [bad, {**bad, "name": "d1"}]}}
    ctx = context(obj)
    assert [h.path for h in attribute_names(obj, ctx)] == [
        ("spec", "devices", 0, "attributes"),
        ("spec", "devices", 1, "attributes"),
    ]
    assert ctx.slice_devices is ctx.slice_devices  # listed once for all the slice rules
    other = {"kind": "ResourceSlice", "spec": {"devices": [{"name": "d2", "attributes": {}}]}}
    assert list(attribute_names(other, context(other))) == []
    assert len(list(attribute_names(obj, context(obj)))) == 2


def _decoder(version):
    """The shipped ResourceSlice checker of a version: (type errors, unknown fields, fields only some releases have)."""
    from dra_conform.reading.shape import shipped_checker

    return shipped_checker(f"resource.k8s.io/{version}/ResourceSlice.json")


def _findings(tmp_path, obj, version="1.37"):
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(obj))
    return check_source(inputs.Source(str(target), str(target), True), Options(version)).findings


def test_a_device_that_fails_to_decode_has_only_its_decode_error(tmp_path):
    obj = copy.deepcopy(SLICE)
    obj["spec"]["devices"] = ["..."]  # a documentation placeholder
    errors_found = [(f.rule_id, f.field_path) for f in _findings(tmp_path, obj) if f.severity is Severity.ERROR]
    assert errors_found == [("DRA-RS-031", "spec.devices[0]")]


def test_a_field_1_36_does_not_have_gets_the_unknown_field_error_only(tmp_path):
    obj = copy.deepcopy(SLICE)
    obj["spec"]["partitionTypeAttribute"] = "gpu.example.com/profile"  # no partitionable devices either
    found = [
        (f.rule_id, f.severity) for f in _findings(tmp_path, obj, "1.36") if "partitionTypeAttribute" in f.field_path
    ]
    assert found == [("DRA-RS-031", Severity.ERROR)]
    assert ("DRA-RS-021", Severity.ERROR) in [(f.rule_id, f.severity) for f in _findings(tmp_path, obj, "1.37")]


@pytest.mark.parametrize("devices", [[], [device(0)]])
def test_shared_counters_beside_an_empty_devices_list(tmp_path, devices):
    # Found by the validation oracle: upstream checks `spec.SharedCounters != nil && spec.Devices != nil`,
    # so `devices: []` beside sharedCounters is rejected as a non-empty list is (1.37.2:
    # spec: Invalid value: "": only one of `sharedCounters` or `devices` is allowed); dra-conform looked
    # at the list's length and let the empty one pass.
    def change(obj):
        obj["spec"]["devices"] = devices
        obj["spec"]["sharedCounters"] = [{"name": "set", "counters": {"mem": {"value": "1Gi"}}}]

    assert ("spec", 'Invalid value: "": only one of `sharedCounters` or `devices` is allowed') in errors(
        tmp_path, change
    )


@pytest.mark.parametrize(
    "name, message",
    [
        (None, 'Invalid value: "": ' + v.LABEL_MSG),
        ("x" * 64, f'Invalid value: "{"x" * 64}": must be no more than 63 characters'),
    ],
)
def test_device_name_as_validate_device_name_says(tmp_path, name, message):
    # Found by the validation oracle (1.35.4, 1.36.3, 1.37.2 alike): validation.go's validateDeviceName is
    # corevalidation.ValidateDNS1123Label, so a device without a name is Invalid "" with the label regex
    # (not Required) and a long one "must be no more than 63 characters" (not bytes).
    def change(obj):
        if name is None:
            del obj["spec"]["devices"][0]["name"]
        else:
            obj["spec"]["devices"][0]["name"] = name

    assert [m for p, m in errors(tmp_path, change) if p == "spec.devices[0].name"] == [message]


def test_shared_counters_dropped_by_their_gate_leave_devices_alone(tmp_path):
    # Found by the validation oracle (1.35.4, DRAPartitionableDevices off by default): the strategy drops
    # sharedCounters before validating, so a slice with devices and sharedCounters is not "only one of
    # `sharedCounters` or `devices` is allowed" there (DRA-RS-032 reports the drop); with the gate on it is.
    obj = copy.deepcopy(SLICE)
    obj["spec"]["sharedCounters"] = [{"name": "set", "counters": {"mem": {"value": "1Gi"}}}]
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(obj))
    for gates, expected in (("", []), ("DRAPartitionableDevices=true", ["DRA-RS-008"])):
        options = Options("1.35", "manifest", feature_gates=parse(gates))
        result = check_source(inputs.Source(str(target), str(target), True), options)
        assert [f.rule_id for f in result.findings if f.rule_id == "DRA-RS-008"] == expected, gates
