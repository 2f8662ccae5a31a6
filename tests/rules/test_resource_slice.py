"""ResourceSlice: the upstream cases of observability-apis.md section 2.2."""

from __future__ import annotations

import copy
import json

import pytest

from dra_conform import inputs
from dra_conform import validation as v
from dra_conform.engine import Options, check_source
from dra_conform.model import Severity


def device(n: int) -> dict:
    return {"name": f"device-{n}", "attributes": {"int": {"int": 42}, "string": {"string": "hello world"},
                                                  "version": {"version": "1.2.3"}, "bool": {"bool": True}},
            "capacity": {"memory": {"value": "1Gi"}}}


SLICE = {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice", "metadata": {"name": "foo"},
         "spec": {"driver": "test.example.com", "nodeName": "foo",
                  "pool": {"name": "foo", "generation": 1, "resourceSliceCount": 1}, "devices": [device(0)]}}


def errors(tmp_path, change=None):
    obj = copy.deepcopy(SLICE)
    if change:
        change(obj)
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(obj))
    result = check_source(inputs.Source(str(target), str(target), True), Options())
    return [(f.field_path, f.message) for f in result.findings if f.severity is Severity.ERROR]


def partitionable(o, attribute="test.example.com/string"):
    o["spec"]["partitionTypeAttribute"] = attribute
    o["spec"]["devices"][0]["consumesCounters"] = [{"counterSet": "set", "counters": {"memory": {"value": "1Gi"}}}]


CASES = [
    ("valid", None, []),
    ("good partition type attribute (bare key in the driver's domain)", partitionable, []),
    ("with an exempt device", lambda o: (partitionable(o), o["spec"]["devices"].append({"name": "device-1"})), []),
    ("without partitionable devices", lambda o: o["spec"].__setitem__("partitionTypeAttribute", "test.example.com/string"),
     [("spec.partitionTypeAttribute", 'Invalid value: "test.example.com/string": may only be set on a slice which '
                                      "declares devices that consume counters")]),
    ("missing on a partitionable device", lambda o: partitionable(o, "gpu.example.com/profile"),
     [("spec.devices[0].attributes[gpu.example.com/profile]",
       "Required value: device consumes counters and `partitionTypeAttribute` names this attribute, so it must be set")]),
    ("not a string", lambda o: partitionable(o, "test.example.com/int"),
     [("spec.devices[0].attributes[test.example.com/int]",
       "Invalid value: {int: 42}: must be a string value because `partitionTypeAttribute` names this attribute")]),
    ("explicit form wins", lambda o: (partitionable(o), o["spec"]["devices"][0]["attributes"].__setitem__(
        "test.example.com/string", {"int": 1})),
     [("spec.devices[0].attributes[test.example.com/string]",
       "Invalid value: {int: 1}: must be a string value because `partitionTypeAttribute` names this attribute")]),
    ("128 devices", lambda o: o["spec"].__setitem__("devices", [device(i) for i in range(128)]), []),
    ("129 devices", lambda o: o["spec"].__setitem__("devices", [device(i) for i in range(129)]),
     [("spec.devices", "Too many: 129: must have at most 128 items")]),
    ("65 tainted devices", lambda o: o["spec"].__setitem__("devices", [
        dict(device(i), taints=[{"key": "example.com/t", "effect": "NoSchedule"}]) for i in range(65)]),
     [("spec.devices", "Too many: 65: must have at most 64 items")]),
    ("both shared counters and devices", lambda o: o["spec"].__setitem__(
        "sharedCounters", [{"name": "set", "counters": {"memory": {"value": "1Gi"}}}]),
     [("spec", 'Invalid value: "": only one of `sharedCounters` or `devices` is allowed')]),
    ("bad device name", lambda o: o["spec"]["devices"].append(dict(device(1), name="!@#$%^")),
     [("spec.devices[1].name", v.invalid("!@#$%^", v.LABEL_MSG))]),
    ("string and version set", lambda o: o["spec"]["devices"][0]["attributes"].__setitem__(
        "both", {"string": "a", "version": "1.0.0"}),
     [("spec.devices[0].attributes[both]", 'Invalid value: {string: "a", version: "1.0.0"}: exactly one value must '
                                           "be specified")]),
    ("version too long", lambda o: o["spec"]["devices"][0]["attributes"].__setitem__("v", {"version": "x" * 65}),
     [("spec.devices[0].attributes[v].version", v.invalid("x" * 65, "must be a string compatible with semver.org spec 2.0.0")),
      ("spec.devices[0].attributes[v].version", "Too long: may not be more than 64 bytes")]),
    ("32-char key and a 63-char domain", lambda o: o["spec"]["devices"][0]["attributes"].update(
        {"a" * 32: {"int": 1}, "d" * 63 + "/" + "b" * 32: {"int": 2}}), []),
    ("key of a slash", lambda o: o["spec"]["devices"][0]["attributes"].__setitem__("/", {"int": 1}),
     [("spec.devices[0].attributes", 'Invalid value: "": the domain must not be empty'),
      ("spec.devices[0].attributes", 'Invalid value: "": the name must not be empty')]),
    ("32 attributes and a capacity", lambda o: o["spec"]["devices"][0]["attributes"].update(
        {f"x{i}": {"int": i} for i in range(29)}),
     [("spec.devices[0]", "Invalid value: 34: the total number of attributes and capacities must not exceed 32")]),
    ("pool limits", lambda o: o["spec"]["pool"].update(name="x/" * 126 + "xyz", resourceSliceCount=0, generation=-1),
     [("spec.pool.name", "Too long: may not be more than 253 bytes"),
      ("spec.pool.generation", "Invalid value: -1: must be greater than or equal to zero"),
      ("spec.pool.resourceSliceCount", "Invalid value: 0: must be greater than zero")]),
    ("node name and node selector", lambda o: o["spec"].__setitem__(
        "nodeSelector", {"nodeSelectorTerms": [{"matchExpressions": [{"key": "k", "operator": "Exists"}]}]}),
     [("spec", 'Invalid value: "{`nodeName`, `nodeSelector`}": exactly one of `nodeName`, `nodeSelector`, '
               "`allNodes`, `perDeviceNodeSelection` is required, but multiple fields are set")]),
    ("no node selection", lambda o: o["spec"].pop("nodeName"),
     [("spec", "Required value: exactly one of `nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection` "
               "is required")]),
    ("allNodes false", lambda o: (o["spec"].pop("nodeName"), o["spec"].__setitem__("allNodes", False)),
     [("spec.allNodes", "Invalid value: false: must be either unset or set to true")]),
    ("invalid taint effect", lambda o: o["spec"]["devices"][0].__setitem__("taints", [{"key": "k", "effect": "Drain"}]),
     [("spec.devices[0].taints[0].effect",
       'Unsupported value: "Drain": supported values: "NoExecute", "NoSchedule", "None"')]),
    ("duplicate counter set", lambda o: (o["spec"].pop("devices"), o["spec"].__setitem__("sharedCounters", [
        {"name": "set", "counters": {"c": {"value": "1"}}}] * 2)),
     [("spec.sharedCounters[1]", 'Duplicate value: "set"')]),
    ("counter set without counters", lambda o: (o["spec"].pop("devices"), o["spec"].__setitem__(
        "sharedCounters", [{"name": "set"}])), [("spec.sharedCounters[0].counters", "Required value")]),
]


@pytest.mark.parametrize("name, change, expected", CASES, ids=[c[0] for c in CASES])
def test_slice_validation(tmp_path, name, change, expected):
    assert errors(tmp_path, change) == expected


def test_v1beta1_basic_wrapper_is_read_through(tmp_path):
    def change(o):
        o["apiVersion"] = "resource.k8s.io/v1beta1"
        o["spec"]["devices"] = [{"name": "d", "basic": {"attributes": {"numa-1": {"int": 1}}}}]
    assert errors(tmp_path, change) == [
        ("spec.devices[0].basic.attributes", v.invalid("numa-1", v.C_IDENTIFIER_MSG))]
