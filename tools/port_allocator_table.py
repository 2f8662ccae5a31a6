"""Translate upstream's allocator test table into tests/upstream/allocator/TestAllocator.yaml.

Reads tests/upstream/allocator/allocator_testing.go (a copy of
structured/internal/allocatortesting/allocator_testing.go, version in SOURCES.md) and evaluates the
`testcases` map of TestAllocator with a small interpreter for the Go it uses: composite literals,
calls of the file's helpers (re-written below in Python, each a few lines, the Go one named beside
it), and the short func literals some cases build their objects with. Each case becomes data:
the features, the Node, DeviceClasses, ResourceSlices and ResourceClaims as resource.k8s.io/v1
objects, what is allocated already, and the expected results or error substring.

    python tools/port_allocator_table.py          # rewrites the YAML; review the diff

A case the interpreter cannot evaluate is written with `gap:` and the error, never left out.
"""

from __future__ import annotations

import copy
import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tests/upstream/allocator/allocator_testing.go"
TARGET = ROOT / "tests/upstream/allocator/TestAllocator.yaml"
# the module release the copy is from (k8s.io/dynamic-resource-allocation, its go.sum hash)
VERSION = "v0.37.2"
MODULE_HASH = "h1:HpaB0hW3oBDNVhpDYnceTanFeaRcDRmduTpdbf4kjAs="

# --- tokens -------------------------------------------------------------------------------------------

TOKEN = re.compile(
    r"(?P<ws>[ \t\r]+)|(?P<nl>\n)|(?P<comment>//[^\n]*|/\*.*?\*/)|(?P<raw>`[^`]*`)|(?P<str>\"(?:\\.|[^\"\\])*\")"
    r"|(?P<num>\d+(?:\.\d+)?)|(?P<id>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<op>\.\.\.|:=|\+\+|--|\+=|-=|==|!=|<=|>=|&&|\|\||[{}()\[\],.:;&*=+\-<>!/%])",
    re.S,
)


def tokenize(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise SyntaxError(f"cannot tokenize at {text[pos : pos + 30]!r}")
        pos = m.end()
        kind = m.lastgroup
        assert kind is not None
        if kind in ("ws", "comment"):
            if kind == "comment" and "\n" in m.group() and out:
                _semicolon(out)
            continue
        if kind == "nl":
            _semicolon(out)
            continue
        out.append((kind, m.group()))
    return out


def _semicolon(out: list[tuple[str, str]]) -> None:
    """Go's automatic semicolons: after a line ending in an operand, ), ], }, ++ or --, return..."""
    if not out:
        return
    kind, text = out[-1]
    if kind in ("id", "num", "str", "raw") or text in (")", "]", "}", "++", "--"):
        out.append(("op", ";"))


# --- values -------------------------------------------------------------------------------------------


class Q(str):
    """A resource.Quantity, written as its string."""


class Struct(dict):  # type: ignore[type-arg]
    """A Go struct value, with the JSON names of its fields as keys."""


SPECIAL = {
    "ObjectMeta": "metadata",
    "StringValue": "string",
    "IntValue": "int",
    "BoolValue": "bool",
    "VersionValue": "version",
    "StringValues": "strings",
    "IntValues": "ints",
    "BoolValues": "bools",
    "VersionValues": "versions",
    "CEL": "cel",
    "ShareID": "shareID",
}
PROMOTED = {"Name": "name", "Namespace": "namespace", "Labels": "labels", "UID": "uid"}


def json_key(go: str) -> str:
    return SPECIAL.get(go) or go[0].lower() + go[1:]


def get_field(value: Any, name: str) -> Any:
    if isinstance(value, dict) and "metadata" in value and name in PROMOTED:
        return value["metadata"].get(PROMOTED[name])
    if isinstance(value, dict):
        return value.get(json_key(name))
    raise TypeError(f"field {name} of {type(value).__name__}")


def set_field(value: Any, name: str, new: Any) -> None:
    if "metadata" in value and name in PROMOTED:
        value["metadata"][PROMOTED[name]] = new
    else:
        value[json_key(name)] = new


# --- the helpers of allocator_testing.go, in Python ------------------------------------------------------

V1 = "resource.k8s.io/v1"
CONSTS: dict[str, Any] = {
    "region1": "region-1",
    "region2": "region-2",
    "node1": "node-1",
    "node2": "node-2",
    "classA": "class-a",
    "classB": "class-b",
    "driverA": "driver-a",
    "driverB": "driver-b",
    "fieldNameKey": "metadata.name",
    "regionKey": "region",
    "planetKey": "planet",
    "planetValueEarth": "earth",
    "fromCounters": "fromCounters",
    "nodeSelectionAll": "nodeSelectionAll",
    "nodeSelectionPerDevice": "nodeSelectionPerDevice",
    "nil": None,
    "true": True,
    "false": False,
    "fixedShareID": "aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa",
    "zero": Q("0"),
    "one": Q("1"),
    "two": Q("2"),
    "three": Q("3"),
    "four": Q("4"),
    "pointOne": Q("100m"),
    "pointTwo": Q("200m"),
    "pointTwoFive": Q("250m"),
    "pointThree": Q("300m"),
}
for _n in range(5):
    CONSTS[f"pool{_n}"] = f"pool-{_n}"
    CONSTS[f"req{_n}"] = f"req-{_n}"
    CONSTS[f"slice{_n}"] = f"slice-{_n}"
    CONSTS[f"device{_n}"] = f"device-{_n}"
    CONSTS[f"claim{_n}"] = f"claim-{_n}"
    CONSTS[f"subReq{_n}"] = f"subReq-{_n}"
    CONSTS[f"counterSet{_n}"] = f"counter-set-{_n}"
    CONSTS[f"capacity{_n}"] = f"capacity-{_n}"
    for _m in range(2):
        CONSTS[f"req{_n}SubReq{_m}"] = f"req-{_n}/subReq-{_m}"
ENUMS = {
    "DeviceAllocationModeExactCount": "ExactCount",
    "DeviceAllocationModeAll": "All",
    "DeviceTaintEffectNone": "None",
    "DeviceTaintEffectNoSchedule": "NoSchedule",
    "DeviceTaintEffectNoExecute": "NoExecute",
    "DeviceTolerationOpExists": "Exists",
    "DeviceTolerationOpEqual": "Equal",
    "NodeSelectorOpIn": "In",
    "NodeSelectorOpNotIn": "NotIn",
    "NodeSelectorOpExists": "Exists",
    "AllocationConfigSourceClass": "FromClass",
    "AllocationConfigSourceClaim": "FromClaim",
    "BinarySI": "BinarySI",
    "Stable": "stable",
    "Incubating": "incubating",
    "Experimental": "experimental",
    "DecimalSI": "DecimalSI",
}


def h_node(name: str, region: str) -> Struct:
    return Struct(metadata={"name": name, "labels": {"region": region, "planet": "earth"}})


def h_class(name: str, driver: str, extra: str = "") -> Struct:
    expression = f'device.driver == "{driver}"' + extra
    return Struct(metadata={"name": name}, spec={"selectors": [{"cel": {"expression": expression}}]})


def h_class_multi(name: str, driver: str, multi: bool) -> Struct:
    return h_class(name, driver, f" && device.allowMultipleAllocations == {str(multi).lower()}")


def h_device_configuration(driver: str, attribute: str) -> Struct:
    return Struct(opaque={"driver": driver, "parameters": {attribute: attribute + "Value"}})


def h_class_with_config(name: str, driver: str, attribute: str) -> Struct:
    c = h_class(name, driver)
    c["spec"]["config"] = [dict(h_device_configuration(driver, attribute))]
    return c


def h_claim_with_requests(name: str, constraints: Any, *requests: Any) -> Struct:
    return Struct(metadata={"name": name}, spec={"devices": {"requests": list(requests), "constraints": constraints}})


def h_request(name: str, cls: str, count: int, *selectors: Any) -> Struct:
    return Struct(
        name=name,
        exactly={"count": count, "allocationMode": "ExactCount", "deviceClassName": cls, "selectors": list(selectors)},
    )


def h_all_request(name: str, cls: str) -> Struct:
    return Struct(name=name, exactly={"allocationMode": "All", "deviceClassName": cls})


def h_subrequest(name: str, cls: str, count: int, *fields: Any) -> Struct:
    sub = Struct(name=name, count=count, allocationMode="ExactCount", deviceClassName=cls)
    for f in fields:
        sub.setdefault("tolerations" if "operator" in f or "effect" in f else "selectors", []).append(f)
    return sub


def h_prioritized(name: str, *subs: Any) -> Struct:
    return Struct(name=name, firstAvailable=list(subs))


def h_claim_with_request(name: str, req: str, cls: str, *constraints: Any) -> Struct:
    return h_claim_with_requests(name, list(constraints), h_request(req, cls, 1))


def h_claim(name: str) -> Struct:
    return Struct(metadata={"name": name}, spec={"devices": {}})


def h_claim_with_device_config(name: str, request: str, cls: str, driver: str, attribute: str) -> Struct:
    c = h_claim_with_request(name, request, cls)
    c["spec"]["devices"]["config"] = [dict(h_device_configuration(driver, attribute))]
    return c


def h_device_claim_config(requests: list[str], config: Any) -> Struct:
    return Struct(requests=requests, **config)


def h_device(name: str, capacity: Any, attributes: Any) -> Struct:
    d = Struct(name=name, attributes=attributes)
    if isinstance(capacity, dict):
        # a map of quantities, or of DeviceCapacity literals (value and requestPolicy)
        d["capacity"] = {k: v if isinstance(v, dict) else {"value": v} for k, v in capacity.items()}
    elif capacity == "fromCounters":
        d["_fromCounters"] = True
    return d


def h_counter_consumption(counter_set: str, counters: dict[str, Any]) -> Struct:
    return Struct(counterSet=counter_set, counters={k: {"value": v} for k, v in (counters or {}).items()})


def h_slice(name: str, node_selection: Any, pool: Any, driver: str) -> Struct:
    if isinstance(pool, str):
        pool = {"name": pool, "resourceSliceCount": 1, "generation": 1}
    s = Struct(apiVersion=V1, kind="ResourceSlice", metadata={"name": name}, spec={"driver": driver, "pool": pool})
    if isinstance(node_selection, dict):
        s["spec"]["nodeSelector"] = node_selection
    elif node_selection == "nodeSelectionAll":
        s["spec"]["allNodes"] = True
    elif node_selection == "nodeSelectionPerDevice":
        s["spec"]["perDeviceNodeSelection"] = True
    else:
        s["spec"]["nodeName"] = node_selection
    return s


def h_slice_with_devices(name: str, node_selection: Any, pool: Any, driver: str, *devices: Any) -> Struct:
    s = h_slice(name, node_selection, pool, driver)
    s["spec"]["devices"] = [{k: v for k, v in d.items() if k != "_fromCounters"} for d in devices]
    return s


def h_slice_with_counter_sets(name: str, node_selection: Any, pool: Any, driver: str, *sets: Any) -> Struct:
    s = h_slice(name, node_selection, pool, driver)
    s["spec"]["sharedCounters"] = list(sets)
    return s


def h_resource_pool(name: str, count: int) -> Struct:
    return Struct(name=name, resourceSliceCount=count, generation=1)


def h_allocation_result_entry(
    request: str, driver: str, pool: str, device: str, admin: bool = False, *tol: Any
) -> Struct:
    r = Struct(request=request, driver=driver, pool=pool, device=device)
    if admin:
        r["adminAccess"] = True
    return r


def h_result_with_binding(
    request: str, driver: str, pool: str, device: str, conditions: Any, failures: Any, *t: Any
) -> Struct:
    r = h_allocation_result_entry(request, driver, pool, device)
    r["bindingConditions"] = conditions
    return r


def h_capacity_requests(q: Any) -> Struct | None:
    return None if q is None else Struct(requests={"capacity-0": q})


def h_multiple_results(request: str, driver: str, pool: str, count: int, start: int) -> list[Struct]:
    return [h_allocation_result_entry(request, driver, pool, f"device-{i}") for i in range(start, start + count)]


def h_node_label_selector(key: str, *values: str) -> Struct:
    return Struct(nodeSelectorTerms=[{"matchExpressions": [{"key": key, "operator": "In", "values": list(values)}]}])


def h_local_node_selector(name: str) -> Struct:
    return Struct(nodeSelectorTerms=[{"matchFields": [{"key": "metadata.name", "operator": "In", "values": [name]}]}])


def h_allocation_result(selector: Any, *results: Any) -> Struct:
    return Struct(_expect=True, nodeSelector=selector, results=list(results))


def h_allocation_result_with_configs(selector: Any, results: Any, configs: Any) -> Struct:
    return Struct(_expect=True, nodeSelector=selector, results=list(results or []), config=configs)


def h_allocation_result_with_config(selector: Any, driver: str, source: str, attribute: str, *results: Any) -> Struct:
    config = dict(h_device_configuration(driver, attribute), source=source)
    return h_allocation_result_with_configs(selector, list(results), [config])


def h_counter_set(name: str, counters: dict[str, Any]) -> Struct:
    return Struct(name=name, counters={k: {"value": v} for k, v in (counters or {}).items()})


def h_slice_one(name: str, node_selection: Any, pool: Any, driver: str) -> Struct:
    return h_slice_with_devices(name, node_selection, pool, driver, h_device("device-1", None, None))


def h_slice_multiple(name: str, node_selection: Any, pool: Any, driver: str, count: int) -> Struct:
    devices = [h_device(f"device-{i}", None, None) for i in range(count)]
    return h_slice_with_devices(name, node_selection, pool, driver, *devices)


def h_request_result(request: str, driver: str, pool: str, device: str) -> Struct:
    return h_allocation_result_entry(request, driver, pool, device)


def h_device_id(driver: str, pool: str, device: str) -> tuple[str, str, str]:
    return (driver, pool, device)


HELPERS: dict[str, Any] = {
    "node": h_node,
    "class": h_class,
    "classWithAllowMultipleAllocations": h_class_multi,
    "deviceConfiguration": h_device_configuration,
    "classWithConfig": h_class_with_config,
    "claimWithRequests": h_claim_with_requests,
    "request": h_request,
    "deviceRequest": lambda n, c, k: h_request(n, c, k),
    "allDeviceRequest": h_all_request,
    "subRequest": h_subrequest,
    "requestWithPrioritizedList": h_prioritized,
    "claimWithRequest": h_claim_with_request,
    "claim": h_claim,
    "claimWithDeviceConfig": h_claim_with_device_config,
    "deviceClaimConfig": h_device_claim_config,
    "device": h_device,
    "deviceCounterConsumption": h_counter_consumption,
    "slice": h_slice,
    "sliceWithDevices": h_slice_with_devices,
    "sliceWithCounterSets": h_slice_with_counter_sets,
    "resourcePool": h_resource_pool,
    "deviceAllocationResult": h_allocation_result_entry,
    "deviceRequestAllocationResult": h_request_result,
    "deviceRequestAllocationResultWithBindingConditions": h_result_with_binding,
    "capacityRequests": h_capacity_requests,
    "multipleDeviceAllocationResults": h_multiple_results,
    "nodeLabelSelector": h_node_label_selector,
    "localNodeSelector": h_local_node_selector,
    "allocationResult": h_allocation_result,
    "allocationResultWithConfig": h_allocation_result_with_config,
    "allocationResultWithConfigs": h_allocation_result_with_configs,
    "objects": lambda *xs: list(xs),
    "unwrap": lambda *xs: list(xs),
    "unwrapResourceSlices": lambda *xs: list(xs),
    "sliceWithNoDevices": lambda n, ns, p, d: h_slice_with_devices(n, ns, p, d),
    "sliceWithOneDevice": h_slice_one,
    "sliceWithMultipleDevices": h_slice_multiple,
    "counterSet": h_counter_set,
    "MakeDeviceID": h_device_id,
    "new": lambda x: x,
    "append": lambda xs, *ys: list(xs or []) + list(ys),
    "len": len,
    "int64": int,
    "int": int,
    "string": str,
}


def m_with_taints(d: Struct, *taints: Any) -> Struct:
    d = copy.deepcopy(d)
    d.setdefault("taints", []).extend(taints)
    return d


def m_with_counters(d: Struct, *uses: Any) -> Struct:
    d = copy.deepcopy(d)
    d.setdefault("consumesCounters", []).extend(uses)
    if d.pop("_fromCounters", False):
        d["capacity"] = {
            name: {"value": c["value"]} for use in d["consumesCounters"] for name, c in use["counters"].items()
        }
    return d


def m_with_node_selection(d: Struct, selection: Any) -> Struct:
    d = copy.deepcopy(d)
    if isinstance(selection, dict):
        d["nodeSelector"] = selection
    elif selection == "nodeSelectionAll":
        d["allNodes"] = True
    else:
        d["nodeName"] = selection
    return d


def m_with_range(d: Struct, capacity: dict[str, Any]) -> Struct:
    d = copy.deepcopy(d)
    caps = d.setdefault("capacity", None) or {}
    for name, q in capacity.items():
        caps[name] = {
            "value": q,
            "requestPolicy": {"default": Q("2"), "validRange": {"min": Q("2"), "step": Q("2"), "max": Q("4")}},
        }
    d["capacity"] = caps
    return d


def m_with_fractional_range(d: Struct, capacity: dict[str, Any]) -> Struct:
    d = copy.deepcopy(d)
    caps = d.setdefault("capacity", None) or {}
    for name, q in capacity.items():
        caps[name] = {
            "value": q,
            "requestPolicy": {
                "default": Q("200m"),
                "validRange": {"min": Q("200m"), "step": Q("100m"), "max": Q("1")},
            },
        }
    d["capacity"] = caps
    return d


def m_with_valid_values(d: Struct, default: Any, capacity: dict[str, Any], additional: Any) -> Struct:
    d = copy.deepcopy(d)
    caps = d.get("capacity") or {}
    for name, q in capacity.items():
        caps[name] = {
            "value": q,
            "requestPolicy": {"default": default, "validValues": [default] + list(additional or [])},
        }
    d["capacity"] = caps
    return d


def m_with_binding(d: Struct, conditions: Any, failures: Any) -> Struct:
    d = copy.deepcopy(d)
    d["bindingConditions"] = conditions
    d["bindingFailureConditions"] = failures
    return d


def _set(key: str, value: Any) -> Any:
    def method(d: Struct, *args: Any) -> Struct:
        d = copy.deepcopy(d)
        d[key] = value if not callable(value) else value(*args)
        return d

    return method


def m_capacity_request(r: Struct, q: Any) -> Struct:
    r = copy.deepcopy(r)
    (r["exactly"] if "exactly" in r else r)["capacity"] = h_capacity_requests(q)
    return r


def m_with_selectors(r: Struct, *selectors: Any) -> Struct:
    r = copy.deepcopy(r)
    r["exactly"]["selectors"] = list(selectors)
    return r


def m_with_mode(r: Struct, mode: str) -> Struct:
    r = copy.deepcopy(r)
    r["allocationMode"] = mode
    return r


def m_tolerations(c: Struct, *tolerations: Any) -> Struct:
    c = copy.deepcopy(c)
    for r in c["spec"]["devices"]["requests"]:
        r["exactly"].setdefault("tolerations", []).extend(tolerations)
    return c


def m_requests(c: Struct, *requests: Any) -> Struct:
    c = copy.deepcopy(c)
    c["spec"]["devices"]["requests"] = list(requests)
    return c


def m_constraints(c: Struct, *constraints: Any) -> Struct:
    c = copy.deepcopy(c)
    c["spec"]["devices"]["constraints"] = list(constraints)
    return c


def m_configs(c: Struct, configs: Any) -> Struct:
    c = copy.deepcopy(c)
    c["spec"]["devices"]["config"] = configs
    return c


def m_consumed(r: Struct, share: Any, consumed: Any) -> Struct:
    r = copy.deepcopy(r)
    r["shareID"] = share
    r["consumedCapacity"] = consumed
    return r


METHODS: dict[str, Any] = {
    "withTaints": m_with_taints,
    "withDeviceCounterConsumption": m_with_counters,
    "withNodeSelection": m_with_node_selection,
    "withBindingConditions": m_with_binding,
    "withBindsToNode": lambda d, b: _set("bindsToNode", b)(d),
    "withAllowMultipleAllocations": _set("allowMultipleAllocations", True),
    "withCapacityRequestPolicyRange": m_with_range,
    "withFractionalCapacityRequestPolicyRange": m_with_fractional_range,
    "withCapacityRequestPolicyValidValues": m_with_valid_values,
    "withCapacityRequest": m_capacity_request,
    "withSelectors": m_with_selectors,
    "withAllocationMode": m_with_mode,
    "withTolerations": m_tolerations,
    "withRequests": m_requests,
    "withConstraints": m_constraints,
    "withConfigs": m_configs,
    "withConsumedCapacity": m_consumed,
    "obj": lambda x: x,
    "DeepCopy": copy.deepcopy,
}


# --- the interpreter ------------------------------------------------------------------------------------


class Return(Exception):
    def __init__(self, value: Any) -> None:
        self.value = value


MAP_TYPES = {"ConsumedCapacity", "ConsumedCapacityCollection"}


class Parser:
    def __init__(self, tokens: list[tuple[str, str]], scope: dict[str, Any]) -> None:
        self.t = tokens
        self.i = 0
        self.scope = scope
        self.no_composite = False

    def peek(self, k: int = 0) -> str:
        return self.t[self.i + k][1] if self.i + k < len(self.t) else ""

    def kind(self, k: int = 0) -> str:
        return self.t[self.i + k][0] if self.i + k < len(self.t) else ""

    def take(self, want: str | None = None) -> str:
        text = self.peek()
        if want is not None and text != want:
            raise SyntaxError(f"expected {want!r}, got {text!r} near {self.context()}")
        self.i += 1
        return text

    def context(self) -> str:
        return " ".join(t for _, t in self.t[max(0, self.i - 8) : self.i + 8])

    # types: ('slice', elem) ('map', key, val) ('named', name) -- a pointer is its element
    def parse_type(self) -> tuple[Any, ...]:
        if self.peek() == "*":
            self.take()
            return self.parse_type()
        if self.peek() == "[":
            self.take()
            if self.peek() != "]":
                self.take()  # an array length
            self.take("]")
            return ("slice", self.parse_type())
        if self.peek() == "map":
            self.take()
            self.take("[")
            key = self.parse_type()
            self.take("]")
            return ("map", key, self.parse_type())
        if self.peek() == "func":
            self.take()
            self.skip_group("(", ")")
            if self.peek() not in ("{",):
                self.parse_type()
            return ("func",)
        name = self.take()
        if self.peek() == "." and self.kind(1) == "id":
            self.take()
            name = self.take()
        if self.peek() == "[" and name in ("Set",):
            self.skip_group("[", "]")
        return ("named", name)

    def skip_group(self, open_: str, close: str) -> None:
        depth = 0
        while True:
            text = self.take()
            if text == open_:
                depth += 1
            elif text == close:
                depth -= 1
                if depth == 0:
                    return

    def composite(self, typ: tuple[Any, ...]) -> Any:
        self.take("{")
        saved, self.no_composite = self.no_composite, False
        kind = typ[0]
        is_map = kind == "map" or (kind == "named" and typ[1] in MAP_TYPES)
        is_list = kind == "slice"
        elem = typ[2] if kind == "map" else typ[1] if kind == "slice" else ("named", "?")
        out: Any = [] if is_list else {} if is_map else Struct()
        while self.peek() != "}":
            if self.peek() == ";":
                self.take()
                continue
            if is_list:
                out.append(self.element(elem))
            else:
                if is_map:
                    key = self.element(("named", "?"))
                else:
                    key = self.take()
                self.take(":")
                value = self.element(elem)
                if is_map:
                    out[key if not isinstance(key, list) else tuple(key)] = value
                else:
                    out[json_key(key)] = value
            if self.peek() == ",":
                self.take()
        self.take("}")
        self.no_composite = saved
        if isinstance(out, Struct) and "metadata" in out and isinstance(out["metadata"], dict):
            pass
        if isinstance(out, Struct) and "DeviceConfiguration" in out:
            out.update(out.pop("DeviceConfiguration"))
        if isinstance(out, Struct) and typ == ("named", "RawExtension"):
            return json.loads(out.get("raw", "{}"))
        return out

    def element(self, typ: tuple[Any, ...]) -> Any:
        if self.peek() == "{":
            return self.composite(typ)
        if self.peek() == "&" and self.peek(1) == "{":
            self.take()
            return self.composite(typ)
        return self.expr()

    # expressions
    def expr(self, level: int = 0) -> Any:
        left = self.unary()
        ops = [("||",), ("&&",), ("==", "!=", "<", "<=", ">", ">="), ("+", "-"), ("*", "/", "%")]
        return self.binary(left, 0, ops)

    def binary(self, left: Any, level: int, ops: list[tuple[str, ...]]) -> Any:
        while True:
            op = self.peek()
            prec = next((k for k, group in enumerate(ops) if op in group), None)
            if prec is None or prec < level:
                return left
            self.take()
            right = self.unary()
            while True:
                nxt = next((k for k, group in enumerate(ops) if self.peek() in group), None)
                if nxt is None or nxt <= prec:
                    break
                right = self.binary(right, nxt, ops)
            left = _apply(op, left, right)

    def unary(self) -> Any:
        op = self.peek()
        if op in ("&", "*"):
            self.take()
            return self.unary()
        if op == "-":
            self.take()
            return -self.unary()
        if op == "!":
            self.take()
            return not self.unary()
        return self.postfix(self.primary())

    def primary(self) -> Any:
        kind, text = self.kind(), self.peek()
        if kind == "str":
            self.take()
            return json.loads(text)
        if kind == "raw":
            self.take()
            return text[1:-1]
        if kind == "num":
            self.take()
            return float(text) if "." in text else int(text)
        if text == "(":
            self.take()
            saved, self.no_composite = self.no_composite, False
            value = self.expr()
            self.no_composite = saved
            self.take(")")
            return value
        if text in ("[", "map"):
            typ = self.parse_type()
            return self.composite(typ)
        if text == "func":
            return self.func_literal()
        if kind == "id":
            return self.name()
        raise SyntaxError(f"unexpected {text!r} near {self.context()}")

    def name(self) -> Any:
        start = self.i
        first = self.take()
        if self.peek() == "." and self.kind(1) == "id" and first in PACKAGES:
            self.take()
            member = self.take()
            if self.peek() == "{" and not self.no_composite:
                return self.composite(("named", member))
            return ("pkg", first, member)
        if (
            self.peek() == "{"
            and not self.no_composite
            and first[0].isupper()
            or (self.peek() == "{" and first in ("wrapResourceClaim",))
        ):
            return self.composite(("named", first))
        del start
        if first in self.scope:
            return self.scope[first]
        if first in CONSTS:
            return CONSTS[first]
        if first in HELPERS:
            return ("fn", HELPERS[first])
        raise NameError(first)

    def postfix(self, value: Any) -> Any:
        while True:
            text = self.peek()
            if text == ".":
                self.take()
                name = self.take()
                if self.peek() == "(" and not (isinstance(value, tuple) and value[:1] == ("pkg",)):
                    args = self.args()
                    value = self.method(value, name, args)
                else:
                    value = self.select(value, name)
            elif text == "(":
                args = self.args()
                value = self.call(value, args)
            elif text == "[":
                self.take()
                index = self.expr()
                self.take("]")
                value = value[index]
            else:
                return value

    def args(self) -> list[Any]:
        self.take("(")
        saved, self.no_composite = self.no_composite, False
        out: list[Any] = []
        while self.peek() != ")":
            if self.peek() == ";":
                self.take()
                continue
            value = self.element(("named", "?"))
            if self.peek() == "...":
                self.take()
                out.extend(value or [])
            else:
                out.append(value)
            if self.peek() == ",":
                self.take()
        self.take(")")
        self.no_composite = saved
        return out

    def select(self, value: Any, name: str) -> Any:
        if isinstance(value, tuple) and value[:1] == ("pkg",):
            return ("pkg", value[1], value[2] + "." + name)
        return get_field(value, name)

    def method(self, value: Any, name: str, args: list[Any]) -> Any:
        if name in METHODS:
            return METHODS[name](value, *args)
        raise NameError(f"method {name}")

    def call(self, fn: Any, args: list[Any]) -> Any:
        if isinstance(fn, tuple) and fn[:1] == ("fn",):
            return fn[1](*args)
        if isinstance(fn, tuple) and fn[:1] == ("pkg",):
            return package_call(fn[1], fn[2], args)
        if callable(fn):
            return fn(*args)
        raise TypeError(f"cannot call {fn!r}")

    def func_literal(self) -> Any:
        self.take("func")
        self.skip_group("(", ")")
        if self.peek() != "{":
            self.parse_type()
        body_start = self.i
        self.skip_group("{", "}")
        body = self.t[body_start + 1 : self.i - 1]
        scope = self.scope

        def run(*_: Any) -> Any:
            inner = Parser(body, dict(scope))
            try:
                inner.block()
            except Return as r:
                return r.value
            return None

        return run

    # statements
    def block(self) -> None:
        while self.i < len(self.t):
            if self.peek() in (";",):
                self.take()
                continue
            if self.peek() == "}":
                return
            self.statement()

    def statement(self) -> None:
        if self.peek() == "return":
            self.take()
            raise Return(self.expr())
        if self.peek() == "for":
            return self.for_loop()
        if self.peek() == "var":
            self.take()
            name = self.take()
            typ = self.parse_type()
            self.scope[name] = [] if typ[0] == "slice" else {} if typ[0] == "map" else None
            if self.peek() == "=":
                self.take()
                self.scope[name] = self.expr()
            return
        if self.kind() == "id" and self.peek(1) in (":=",):
            name = self.take()
            self.take()
            self.scope[name] = self.expr()
            return
        if self.kind() == "id" and self.peek(1) == "," and self.peek(3) == ":=":
            raise SyntaxError("multiple assignment")
        # an assignment to a selector path, an increment, or an expression
        target = self.lvalue()
        op = self.take()
        if op == "++":
            self.assign(target, self.read(target) + 1)
        elif op == "--":
            self.assign(target, self.read(target) - 1)
        elif op == "=":
            self.assign(target, self.expr())
        elif op == "+=":
            self.assign(target, self.read(target) + self.expr())
        else:
            raise SyntaxError(f"statement {op!r} near {self.context()}")

    def lvalue(self) -> list[Any]:
        path: list[Any] = [self.take()]
        while self.peek() in (".", "["):
            if self.take() == ".":
                path.append(("field", self.take()))
            else:
                path.append(("index", self.expr()))
                self.take("]")
        return path

    def read(self, path: list[Any]) -> Any:
        value = self.scope[path[0]]
        for kind, key in path[1:]:
            value = get_field(value, key) if kind == "field" else value[key]
        return value

    def assign(self, path: list[Any], new: Any) -> None:
        if len(path) == 1:
            self.scope[path[0]] = new
            return
        holder = self.read(path[:-1])
        kind, key = path[-1]
        if kind == "field":
            set_field(holder, key, new)
        else:
            holder[key] = new

    def for_loop(self) -> None:
        self.take("for")
        self.no_composite = True
        var = self.take()
        if self.peek() == ",":  # for i, x := range xs
            raise SyntaxError("range loops")
        self.take(":=")
        self.scope[var] = self.expr()
        self.take(";")
        cond_start = self.i
        while self.peek() != ";":
            self.take()
        cond = self.t[cond_start : self.i]
        self.take(";")
        post_start = self.i
        while self.peek() != "{":
            self.take()
        post = self.t[post_start : self.i]
        self.no_composite = False
        body_start = self.i
        self.skip_group("{", "}")
        body = self.t[body_start + 1 : self.i - 1]
        while Parser(cond, self.scope).expr():
            inner = Parser(body, self.scope)
            inner.block()
            Parser(post + [("op", ";")], self.scope).statement()


PACKAGES = {
    "resourceapi",
    "resource",
    "ptr",
    "fmt",
    "gomega",
    "v1",
    "metav1",
    "internal",
    "sets",
    "slices",
    "apitypes",
    "runtime",
    "math",
}


def _apply(op: str, a: Any, b: Any) -> Any:
    return {
        "+": lambda: a + b,
        "-": lambda: a - b,
        "*": lambda: a * b,
        "/": lambda: a // b,
        "%": lambda: a % b,
        "==": lambda: a == b,
        "!=": lambda: a != b,
        "<": lambda: a < b,
        "<=": lambda: a <= b,
        ">": lambda: a > b,
        ">=": lambda: a >= b,
        "&&": lambda: a and b,
        "||": lambda: a or b,
    }[op]()


def _sprintf(fmt: str, *args: Any) -> str:
    parts = iter(args)
    return re.sub(r"%[sdvq]", lambda m: json.dumps(next(parts)) if m.group() == "%q" else _go_str(next(parts)), fmt)


def _go_str(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def package_call(package: str, member: str, args: list[Any]) -> Any:
    if package == "resource" and member == "MustParse":
        return Q(args[0])
    if package == "resource" and member == "NewQuantity":
        return Q(str(args[0]))
    if package == "ptr" and member == "To":
        return copy.deepcopy(args[0])
    if package == "fmt" and member == "Sprintf":
        return _sprintf(*args)
    if package == "gomega" and member == "MatchError":
        return {"error": args[0]}
    if package == "gomega" and member == "ContainSubstring":
        return args[0]
    if package == "gomega" and member == "And":  # every substring: a list of them
        return [s for a in args for s in (a if isinstance(a, list) else [a])]
    if package == "sets" and member == "New":
        return list(args)
    if package == "slices" and member == "Concat":
        return [x for xs in args for x in xs]
    if package == "internal" and member == "MakeSharedDeviceID":
        return [*args[0], args[1]]
    if package == "resourceapi" and member in ("DeviceAllocationMode", "QualifiedName", "FullyQualifiedName"):
        return args[0]
    raise NameError(f"{package}.{member}")


def package_value(package: str, member: str) -> Any:
    if member in ENUMS:
        return ENUMS[member]
    if member == "AllocationResultsMaxSize":
        return 32
    if package == "math" and member in ("MaxInt", "MaxInt64"):
        return 2**63 - 1
    raise NameError(f"{package}.{member}")


_orig_name = Parser.name


def _name(self: Parser) -> Any:
    value = _orig_name(self)
    if isinstance(value, tuple) and value[:1] == ("pkg",) and self.peek() != "(":
        return package_value(value[1], value[2])
    return value


Parser.name = _name  # type: ignore[method-assign]


# --- the table --------------------------------------------------------------------------------------------


FEATURES = {
    "AdminAccess": "admin_access",
    "ConsumableCapacity": "consumable",
    "DeviceBindingAndStatus": "binding",
    "DeviceTaints": "taints",
    "FractionalCapacityRange": "fractional_range",
    "ListTypeAttributes": "list_attributes",
    "PartitionableDevices": "partitionable",
    "PrioritizedList": "prioritized_list",
}


def _plain(value: Any) -> Any:
    """Go values as YAML data: quantities as strings, nil fields dropped."""
    if isinstance(value, Q):
        return str(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items() if v is not None and not str(k).startswith("_")}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def locals_of(text: str) -> dict[str, Any]:
    """The variables TestAllocator declares before its table (attribute names, taints, tolerations)."""
    start = text.index("func TestAllocator(")
    body = text[text.index("{\n", start) + 2 : text.index("testcases := map[string]AllocatorTestCase{", start)]
    parser = Parser(tokenize(body), {})
    parser.block()
    return parser.scope


def cases(text: str) -> list[tuple[str, Any]]:
    start = text.index("testcases := map[string]AllocatorTestCase{")
    tokens = tokenize(text[start + len("testcases := map[string]AllocatorTestCase") :])
    scope = locals_of(text)
    parser = Parser(tokens, scope)
    parser.take("{")
    out: list[tuple[str, Any]] = []
    while parser.peek() != "}":
        if parser.peek() in (";", ","):
            parser.take()
            continue
        name = json.loads(parser.take())
        parser.take(":")
        begin = parser.i
        try:
            value = parser.composite(("named", "AllocatorTestCase"))
        except Exception as exc:  # noqa: BLE001 - recorded as a gap of the translation, never hidden
            parser.i = begin
            parser.skip_group("{", "}")
            out.append((name, {"gap": f"not translated: {type(exc).__name__}: {exc}"}))
            continue
        out.append((name, value))
    return out


def _expected(result: Any) -> dict[str, Any]:
    """An allocationResult(...) matcher or a resourceapi.AllocationResult literal, as data."""
    devices = result.get("results") if "_expect" in result else (result.get("devices") or {}).get("results")
    return {"nodeSelector": _plain(result.get("nodeSelector")), "devices": _plain(devices or [])}


def case_data(name: str, tc: Any) -> dict[str, Any]:
    if "gap" in tc:
        return {"name": name, **tc}
    features = {FEATURES[k[0].upper() + k[1:]]: bool(v) for k, v in (tc.get("features") or {}).items()}
    data: dict[str, Any] = {"name": name, "features": features}
    data["node"] = _plain(tc.get("node") or h_node("node-1", "region-1"))
    data["classes"] = [_plain(dict(c, apiVersion=V1, kind="DeviceClass")) for c in tc.get("classes") or []]
    data["slices"] = [_plain(s) for s in tc.get("slices") or []]
    data["claims"] = [_plain(dict(c, apiVersion=V1, kind="ResourceClaim")) for c in tc.get("claimsToAllocate") or []]
    data["allocated"] = [list(d) for d in tc.get("allocatedDevices") or []]
    if tc.get("allocatedSharedDeviceIDs"):
        data["allocated_shared"] = [list(d) for d in tc["allocatedSharedDeviceIDs"]]
    if tc.get("allocatedCapacityDevices"):
        data["allocated_capacity"] = [
            {"device": list(k), "capacity": _plain(v)} for k, v in tc["allocatedCapacityDevices"].items()
        ]
    expect = tc.get("expectError")
    if expect:
        data["error"] = expect["error"]
    else:
        data["results"] = [_expected(r) for r in tc.get("expectResults") or []]
    if tc.get("expectNumAllocateOneInvocations"):
        steps = tc["expectNumAllocateOneInvocations"]
        data["steps"] = (tc.get("expectNumAllocateOneInvocationsByChannel") or {}).get("experimental", steps)
    return data


def main() -> int:
    text = SOURCE.read_text()
    table = {
        "source": {
            "module": "k8s.io/dynamic-resource-allocation",
            "path": "structured/internal/allocatortesting/allocator_testing.go",
            "version": VERSION,
            "hash": MODULE_HASH,
        },
        "test": "TestAllocator",
        "cases": [case_data(name, tc) for name, tc in cases(text)],
    }
    TARGET.write_text(
        "# Generated by tools/port_allocator_table.py from allocator_testing.go: do not edit by hand.\n"
        + yaml.safe_dump(table, sort_keys=False, width=120)
    )
    gaps = [c["name"] for c in table["cases"] if "gap" in c]
    print(f"{len(table['cases'])} cases, {len(gaps)} not translated: {gaps}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
