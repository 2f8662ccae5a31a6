"""Record upstream's answers (dra-oracle-apiserver, every release built) for the create-path cases the validation
property found into tests/rules/apiserver_create_cases.yaml, which tests/rules/test_apiserver_create.py replays.

    python tools/oracle/build.py build --command dra-oracle-apiserver 1.34 1.35 1.36 1.37
    python tools/oracle/record_create_cases.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.oracle.client import Oracle  # noqa: E402


def slice_(devices=None, **spec):
    s = {
        "driver": "d.example.com",
        "nodeName": "n",
        "pool": {"name": "p", "resourceSliceCount": 1},
        "devices": devices or [],
    }
    s.update(spec)
    return {"apiVersion": "resource.k8s.io/v1beta2", "kind": "ResourceSlice", "metadata": {"name": "s"}, "spec": s}


def claim(requests, **meta):
    return {
        "apiVersion": "resource.k8s.io/v1beta2",
        "kind": "ResourceClaim",
        "metadata": {"name": "c", "namespace": "ns", **meta},
        "spec": {"devices": {"requests": requests}},
    }


def cls(**meta):
    return {
        "apiVersion": "resource.k8s.io/v1beta2",
        "kind": "DeviceClass",
        "metadata": {"name": "c", **meta},
        "spec": {},
    }


def dev(**fields):
    return {"name": "d", **fields}


CASES = [
    (
        "a claim's tolerations are validated with DRADeviceTaints off (no strategy drops them)",
        ["1.34"],
        claim([{"name": "r", "exactly": {"deviceClassName": "c", "tolerations": [{"operator": "Sometimes"}]}}]),
        {"DRADeviceTaints": False},
        "spec.devices.requests",
    ),
    (
        "1.37 shows a duplicate request whole: a selector's expression is always written",
        ["1.37"],
        claim([{"name": "r", "exactly": {"deviceClassName": "c", "selectors": [{"cel": {}}]}}] * 2),
        None,
        "spec.devices.requests",
    ),
    ("an empty driver is Required, and Invalid on 1.34", ["1.34", "1.37"], slice_(driver=""), None, "spec.driver"),
    (
        "a dropped field is not validated: taints with DRADeviceTaints off",
        ["1.34"],
        slice_([dev(taints=[{"key": "k", "effect": "Bogus"}])]),
        {"DRADeviceTaints": False},
        "spec.devices",
    ),
    (
        "a dropped perDeviceNodeSelection leaves no node selection",
        ["1.34"],
        slice_([dev(nodeName="n")], nodeName=None, perDeviceNodeSelection=True),
        {"DRAPartitionableDevices": False},
        "spec",
    ),
    (
        "an attribute with two values (1.37: known.yaml slice-attribute-union-declarative)",
        ["1.34", "1.35", "1.36"],
        slice_([dev(attributes={"a": {"string": "x", "version": "1.2.3"}})]),
        None,
        "spec.devices",
    ),
    (
        "an over-long namespace and name say characters",
        ["1.34", "1.37"],
        claim([], **{"name": "a" * 254, "namespace": "n" * 64}),
        None,
        "metadata",
    ),
    (
        "an over-long label value: characters on 1.34, bytes from 1.35",
        ["1.34", "1.37"],
        cls(labels={"k": "v" * 64}),
        None,
        "metadata",
    ),
    (
        "33 requests: each judged on 1.34, then Too many",
        ["1.34", "1.37"],
        claim([{"name": "r", "exactly": {}}] * 33),
        None,
        "spec.devices.requests",
    ),
    (
        "9 subrequests: each judged on 1.34, then Too many",
        ["1.34", "1.37"],
        claim([{"name": "r", "firstAvailable": [{"name": "x", "deviceClassName": "c"}] * 9}]),
        None,
        "spec.devices.requests",
    ),
    (
        "a default below min is at min before 1.37, at default on 1.37",
        ["1.34", "1.37"],
        slice_(
            [
                dev(
                    allowMultipleAllocations=True,
                    capacity={"c": {"value": "10", "requestPolicy": {"default": "1", "validRange": {"min": "2"}}}},
                )
            ]
        ),
        {"DRAConsumableCapacity": True},
        "spec.devices",
    ),
    (
        "a capacity without value is zero",
        ["1.34", "1.37"],
        slice_(
            [dev(allowMultipleAllocations=True, capacity={"c": {"requestPolicy": {"default": "1", "validRange": {}}}})]
        ),
        {"DRAConsumableCapacity": True},
        "spec.devices",
    ),
    (
        "an empty CEL expression lists ANTLR's tokens",
        ["1.34", "1.37"],
        claim([{"name": "r", "exactly": {"deviceClassName": "c", "selectors": [{"cel": {"expression": ""}}]}}]),
        None,
        "spec.devices",
    ),
    (
        "both exactly and firstAvailable: both branches on 1.34",
        ["1.34", "1.37"],
        claim(
            [
                {
                    "name": "r",
                    "exactly": {"deviceClassName": "BAD"},
                    "firstAvailable": [{"name": "BAD", "deviceClassName": "c"}],
                }
            ]
        ),
        None,
        "spec.devices",
    ),
    (
        "firstAvailable dropped with DRAPrioritizedList off",
        ["1.34"],
        claim([{"name": "r", "firstAvailable": [{"name": "x", "deviceClassName": "c"}]}]),
        {"DRAPrioritizedList": False},
        "spec.devices",
    ),
    (
        "a consumed counter set's name is only required on 1.34",
        ["1.34"],
        slice_(
            [dev(consumesCounters=[{"counterSet": "x" * 64, "counters": {"c": {"value": "1"}}}])],
            sharedCounters=[{"name": "s", "counters": {"c": {"value": "1"}}}],
        ),
        {"DRAPartitionableDevices": True},
        "spec.devices",
    ),
    (
        "a creationTimestamp that is not RFC 3339",
        ["1.34", "1.37"],
        cls(creationTimestamp="yesterday"),
        None,
        "metadata",
    ),
    ("two devices without a name are duplicates", ["1.34", "1.37"], slice_([{}, {}]), None, "spec.devices"),
    (
        "11 validValues: each judged on 1.34, then Too many",
        ["1.34", "1.37"],
        slice_(
            [
                dev(
                    allowMultipleAllocations=True,
                    capacity={"c": {"value": "100", "requestPolicy": {"default": "5", "validValues": ["5"] * 11}}},
                )
            ]
        ),
        {"DRAConsumableCapacity": True},
        "spec.devices",
    ),
    (
        "a DeviceClass's long name: characters on 1.34, declarative bytes from 1.35",
        ["1.34", "1.35", "1.36", "1.37"],
        cls(name="a" * 254),
        None,
        "metadata",
    ),
    (
        "65 devices with taints DRADeviceTaints drops: within 128",
        ["1.35"],
        slice_([{"name": f"d{i}", "taints": [{"key": "k", "effect": "NoSchedule"}]} for i in range(65)]),
        {"DRADeviceTaints": False},
        "spec.devices",
    ),
    (
        "129 devices: Too many alone on 1.35 and 1.36, each judged on 1.34 and 1.37",
        ["1.34", "1.35", "1.36", "1.37"],
        slice_([{"name": f"d{i}"} for i in range(128)] + [{"name": "BAD"}]),
        None,
        "spec.devices",
    ),
    (
        "list values DRAListTypeAttributes drops leave the attribute without a value",
        ["1.36"],
        slice_([dev(attributes={"a": {"strings": ["x"]}, "b": {"int": 1, "ints": [1]}})]),
        {"DRAListTypeAttributes": False},
        "spec.devices",
    ),
    (
        "a long counter name: characters until 1.37's declarative bytes",
        ["1.35", "1.36", "1.37"],
        slice_(sharedCounters=[{"name": "a" * 64, "counters": {"b" * 64: {"value": "1"}}}]),
        {"DRAPartitionableDevices": True},
        "spec.sharedCounters",
    ),
    (
        "an empty list value is [] in upstream's words (1.37 adds its union's words: known.yaml)",
        ["1.36"],
        slice_([dev(attributes={"a": {"strings": []}})]),
        {"DRAListTypeAttributes": True},
        "spec.devices",
    ),
    (
        "an attribute without a value counts one of the 48 (1.37: known.yaml union words)",
        ["1.36"],
        slice_(
            [dev(attributes={**{f"a{i}": {"strings": ["x"]} for i in range(47)}, "b": {"strings": ["x"]}, "c": {}})]
        ),
        {"DRAListTypeAttributes": True},
        "spec.devices",
    ),
    (
        "a DeviceClass's generateName beside its name is not checked from 1.35",
        ["1.34", "1.35", "1.37"],
        cls(generateName=" "),
        None,
        "metadata",
    ),
    (
        "two consumed counter sets without a name are duplicates at the entry from 1.35",
        ["1.35", "1.36"],
        slice_([dev(consumesCounters=[{}, {}])]),
        {"DRAPartitionableDevices": True},
        "spec.devices",
    ),
    (
        "an empty list beside a value: 1.37's union sees one value, validation.go's error stands",
        ["1.36", "1.37"],
        slice_([dev(attributes={"a": {"bools": [], "ints": [1]}})]),
        {"DRAListTypeAttributes": True},
        "spec.devices",
    ),
    (
        "a subrequest reference once DRAPrioritizedList drops firstAvailable names no request",
        ["1.34"],
        claim(
            [{"name": "r", "firstAvailable": [{"name": "x", "deviceClassName": "c"}]}],
        )
        | {
            "spec": {
                "devices": {
                    "requests": [{"name": "r", "firstAvailable": [{"name": "x", "deviceClassName": "c"}]}],
                    "constraints": [{"matchAttribute": "d.io/m", "requests": ["r/x"]}],
                }
            }
        },
        {"DRAPrioritizedList": False},
        "spec.devices.constraints",
    ),
    (
        "a node field selector's value is a node name",
        ["1.34", "1.37"],
        slice_(
            nodeName=None,
            nodeSelector={
                "nodeSelectorTerms": [{"matchFields": [{"key": "metadata.name", "operator": "In", "values": [""]}]}]
            },
        ),
        None,
        "spec.nodeSelector",
    ),
    (
        "a duplicate request shows an empty capacity as the pointer Go writes",
        ["1.37"],
        claim([{"name": "r", "exactly": {"deviceClassName": "c", "capacity": {}}}] * 2),
        {"DRAConsumableCapacity": True},
        "spec.devices.requests",
    ),
    (
        "past the devices' size 1.37 checks a taint's declared effect, not its key",
        ["1.35", "1.37"],
        slice_(
            [{"name": f"d{i}", "taints": [{"key": "k", "effect": "NoSchedule"}]} for i in range(64)]
            + [{"name": "d64", "taints": [{"key": "-a"}]}]
        ),
        {"DRADeviceTaints": True},
        "spec.devices",
    ),
    (
        "two counter sets without a name are duplicates on 1.34",
        ["1.34"],
        slice_(sharedCounters=[{"counters": {"c": {"value": "1"}}}, {"counters": {"c": {"value": "1"}}}]),
        {"DRAPartitionableDevices": True},
        "spec.sharedCounters",
    ),
]
out = []
for name, releases, obj, gates, focus in CASES:
    for rel in releases:
        o = Oracle(rel, "dra-oracle-apiserver")
        ob = json.loads(json.dumps(obj))
        if ob["spec"].get("nodeName", "") is None:
            del ob["spec"]["nodeName"]
        req = {"object": ob, "namespaceLabels": {"resource.kubernetes.io/admin-access": "true"}}
        if gates:
            req["gates"] = gates
        a = o.call("validate", **req)
        errs = sorted(
            [e["field"], e["message"]]
            for e in a["errors"]
            if e["field"] == focus or e["field"].startswith(focus + ".") or e["field"].startswith(focus + "[")
        )
        out.append(
            {
                "case": name,
                "release": rel,
                "gates": gates,
                "object": ob,
                "focus": focus,
                "verdict": a["verdict"],
                "upstream": errs,
            }
        )
        print(rel, name, a["verdict"], len(errs))
hello = Oracle("1.34", "dra-oracle-apiserver").call("hello")["modules"]["deps"]["k8s.io/kubernetes"]
hello37 = Oracle("1.37", "dra-oracle-apiserver").call("hello")["modules"]["deps"]["k8s.io/kubernetes"]
head = (
    f"# Upstream's create-path answers (dra-oracle-apiserver, k8s.io/kubernetes {hello} to {hello37}) for the\n"
    "# differences the validation property found on 1.34 to 1.36 (tests/oracle/test_validation_live.py); recorded by asking\n"
    "# the oracle, replayed by tests/rules/test_apiserver_create.py without Go. `upstream`: the field errors at\n"
    "# `focus` or under it, sorted; `verdict` the oracle's.\n"
)
(ROOT / "tests" / "rules" / "apiserver_create_cases.yaml").open("w").write(
    head + yaml.safe_dump(out, sort_keys=False, width=120, allow_unicode=True)
)
