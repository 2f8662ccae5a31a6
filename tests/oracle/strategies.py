"""Hypothesis strategies for the differential properties: DRA selector expressions typed by what they
yield, the devices they run on, and small allocator inventories.

The expressions are built from typed pieces (int, string, bool, timestamp, duration, quantity, semver,
IP, CIDR, URL, list, map) joined by the operators and library functions of the DRA environment, with a
share of ill-typed joins, unknown names and broken syntax so that compile errors are exercised as much as
values and runtime errors.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

DRIVER = "d.io"
OTHER = "x.io"

# -- devices ------------------------------------------------------------------------------------------------
_versions = st.sampled_from(["1.0.0", "1.2.3-rc.1", "2.0.0+build.5", "01.2.3", "1.2", "v1.2.3", "10.20.30", "1.0.0-"])
_strings = st.sampled_from(["", "a", "A100", "abc", "a.b", "10.0.0.1", "1.2.3", "x y", "é", "192.168.0.0/16"])
_ints = st.one_of(st.integers(-5, 5), st.sampled_from([2**63 - 1, -(2**63), 1000, 4096]))
_quantities = st.sampled_from(["0", "1", "1Gi", "1500m", "2k", "1e3", "0.5", "100M", "1Ki", "-1"])


def _attribute(lists: bool) -> st.SearchStrategy[dict[str, Any]]:
    single = st.one_of(
        _ints.map(lambda v: {"int": v}),
        st.booleans().map(lambda v: {"bool": v}),
        _strings.map(lambda v: {"string": v}),
        _versions.map(lambda v: {"version": v}),
    )
    if not lists:
        return single
    many = st.one_of(
        st.lists(_ints, min_size=1, max_size=3).map(lambda v: {"ints": v}),
        st.lists(st.booleans(), min_size=1, max_size=3).map(lambda v: {"bools": v}),
        st.lists(_strings, min_size=1, max_size=3).map(lambda v: {"strings": v}),
        st.lists(_versions, min_size=1, max_size=2).map(lambda v: {"versions": v}),
    )
    return st.one_of(single, single, many)


ATTRIBUTE_NAMES = ("i", "s", "b", "v", f"{OTHER}/i", f"{OTHER}/s", f"{DRIVER}/q")
CAPACITY_NAMES = ("mem", "cores", f"{OTHER}/mem")


@st.composite
def devices(draw: st.DrawFn, lists: bool = False, multi: bool = False) -> dict[str, Any]:
    """A device as cel.eval takes it (v1 JSON): driver, attributes, capacity, allowMultipleAllocations."""
    names = draw(st.lists(st.sampled_from(ATTRIBUTE_NAMES), unique=True, max_size=5))
    attributes = {n: draw(_attribute(lists)) for n in names}
    caps = draw(st.lists(st.sampled_from(CAPACITY_NAMES), unique=True, max_size=3))
    device: dict[str, Any] = {
        "driver": draw(st.sampled_from([DRIVER, DRIVER, OTHER])),
        "attributes": attributes,
        "capacity": {n: {"value": draw(_quantities)} for n in caps},
    }
    if multi and draw(st.booleans()):
        device["allowMultipleAllocations"] = draw(st.booleans())
    return device


# -- expressions --------------------------------------------------------------------------------------------
_ATTR = [f'device.attributes["{DRIVER}"].{n}' for n in ("i", "s", "b", "v", "q", "missing")] + [
    f'device.attributes["{OTHER}"].{n}' for n in ("i", "s")
]
_ATOMS: dict[str, list[str]] = {
    "int": ["0", "1", "-7", "9223372036854775807", "-9223372036854775808", "3", "42", "size(device.attributes)"],
    "uint": ["0u", "7u", "18446744073709551615u"],
    "double": ["0.5", "1e308", "-0.0", "2.0", "1.5e-3"],
    "string": ['""', '"a"', '"abc"', '"A100"', "device.driver", '"1.2.3"', '"%s-%d"', '"10.0.0.1"', "'\\u00e9'"],
    "bool": ["true", "false", "device.allowMultipleAllocations"],
    "timestamp": [
        'timestamp("2023-01-01T00:00:00Z")',
        'timestamp("2024-02-29T23:59:59.999999999+05:30")',
        'timestamp("0001-01-01T00:00:00Z")',
        'timestamp("9999-12-31T23:59:59Z")',
        "timestamp(1700000000)",
    ],
    "duration": ['duration("1h30m")', 'duration("-1.5s")', 'duration("0")', 'duration("2562047h")', 'duration("1ns")'],
    "quantity": ['quantity("1Gi")', 'quantity("1500m")', 'quantity("2k")', f'device.capacity["{DRIVER}"].mem'],
    "semver": ['semver("1.2.3")', 'semver("1.0.0-alpha")', 'semver("2.0.0+b")', 'semver("v1.2", true)'],
    "ip": ['ip("10.0.0.1")', 'ip("::1")', 'ip("2001:db8::68")', 'ip("127.0.0.1")'],
    "cidr": ['cidr("10.0.0.0/8")', 'cidr("::/0")', 'cidr("192.168.1.0/24")', 'cidr("2001:db8::/32")'],
    "url": ['url("https://example.com:8080/a/b?x=1#f")', 'url("http://[::1]/")', 'url("/path")'],
    "list": ["[]", "[1, 2, 3]", '["a", "b"]', "[1, 1, 2]", '[1, "a"]', "lists.range(3)", '"a,b".split(",")'],
    "map": ["{}", '{"a": 1}', '{"a": 1, "b": 2}', "{1: true}", "device.attributes", "device.capacity"],
    "tz": ['"UTC"', '"America/New_York"', '"Asia/Kolkata"', '"+05:30"', '"-08:00"', '"Mars/Olympus"', '"local"', '""']
    + ['"Local"', '"a..b"', '"/etc/localtime"', '"America"', '"UTC/foo"', '"Etc/GMT+5"', '"Australia/Sydney"'],
    # strings for double(), int(), uint(): strconv's forms (underscores, hex, inf/nan spellings, range)
    "numstr": ['"1_0"', '"1__0"', '"_1"', '"0x10"', '"0x1p-2"', '"0x1_0p0"', '"1e400"', '"1e-400"', '"1e1_0"']
    + ['"Inf"', '"-infinity"', '"+Infinity"', '"nan"', '"NaN"', '"+nan"', '"infx"', '"+5"', '"-0"', '"0b1"', '"٣"']
    + ['"18446744073709551615"', '"9223372036854775808"', '"-9223372036854775808"', '"1.5"', '""'],
    # map keys of every kind: cel-go keys a Go map by ref.Val (bytes, which Go cannot hash, are left out here:
    # a constant map of them panics the oracle's planner)
    "mapkey": ["true", "false", "null", "1", "1u", "1.0", "2.5", '"a"', "[1]", "int", 'duration("1s")']
    + ["dyn(null)", "device.driver", "[device.driver]", "size(device.attributes)"],
    "any": _ATTR,
}
_STRING_ARGS = ['"1Gi"', '"10Mo"', '"1.2.3"', '"1.2"', '"10.0.0.1"', '"::ffff:1.2.3.4"', '"10.0.0.0/33"', '"x"']

# Each rule: (result type, template over typed holes {int} {string} ...). Several holes of one type are {int}
# and {int2}. Ill-typed rules are listed too: they must be compile errors in both.
_RULES: list[tuple[str, str]] = [
    ("int", "{int} + {int2}"),
    ("int", "{int} * {int2}"),
    ("int", "{int} / {int2}"),
    ("int", "{int} % {int2}"),
    ("int", "-{int}"),
    ("int", "size({string})"),
    ("int", "size({list})"),
    ("int", "int({string})"),
    ("int", "int({double})"),
    ("int", "int({timestamp})"),
    ("int", "{timestamp}.getFullYear({tz})"),
    ("int", "{timestamp}.getHours({tz})"),
    ("int", "{timestamp}.getDayOfWeek()"),
    ("int", "{timestamp}.getMilliseconds({tz})"),
    ("int", "{timestamp}.getMonth({tz})"),
    ("int", "{timestamp}.getDayOfYear({tz})"),
    ("int", "{timestamp}.getDate({tz})"),
    ("int", "{timestamp}.getDayOfWeek({tz})"),
    ("int", "{timestamp}.getMinutes({tz})"),
    ("int", "int({numstr})"),
    ("int", "int([{numstr}][size(device.attributes) * 0])"),  # the same conversion at run time, not folded
    ("int", "{{true: 1, false: 2, true: {int}}}[true]"),
    ("int", "{{{mapkey}: 1, {mapkey2}: 2}}[{mapkey3}]"),
    ("int", "{{{mapkey}: 1, {mapkey2}: 2}}.size()"),
    ("bool", "{{null: false}}[null]"),
    ("bool", "{mapkey} in {{{mapkey2}: 1}}"),
    ("uint", "uint({numstr})"),
    ("double", "double({numstr})"),
    ("double", "double([{numstr}][size(device.attributes) * 0])"),
    ("int", "{duration}.getMinutes()"),
    ("int", "{quantity}.asInteger()"),
    ("int", "{quantity}.compareTo({quantity2})"),
    ("int", "{semver}.major()"),
    ("int", "{semver}.compareTo({semver2})"),
    ("int", "{string}.indexOf({string2})"),
    ("int", "{ip}.family()"),
    ("int", "{cidr}.prefixLength()"),
    ("int", "{list}.sum()"),
    ("int", "math.greatest({int}, {int2})"),
    ("int", "{any}"),
    ("uint", "uint({int})"),
    ("uint", "{uint} + {uint2}"),
    ("double", "double({string})"),
    ("double", "{double} / {double2}"),
    ("double", "{quantity}.asApproximateFloat()"),
    ("double", "math.ceil({double})"),
    ("string", "{string} + {string2}"),
    ("string", "string({int})"),
    ("string", "string({double})"),
    ("string", "string({timestamp})"),
    ("string", "string({duration})"),
    ("string", "string({ip})"),
    ("string", "string({cidr})"),
    ("string", "{string}.lowerAscii()"),
    ("string", "{string}.replace({string2}, {string3})"),
    ("string", "{string}.substring({int})"),
    ("string", "{string}.format([{int}, {string2}])"),
    ("string", '"%d|%s|%.2f".format([{int}, {string}, {double}])'),
    ("string", '{list}.join(",")'),
    ("string", "{url}.getHost()"),
    ("string", "{url}.getPort()"),
    ("string", "{url}.getQuery()"),
    ("string", '{string}.find("[a-z]+")'),
    ("string", "{cidr}.ip().string()"),
    ("string", "{any}"),
    ("string", 'format.dns1123Label().validate({string}).orValue([]).join(";")'),
    ("bool", "{int} == {int2}"),
    ("bool", "{int} < {double}"),
    ("bool", "{uint} >= {int}"),
    ("bool", "{string} < {string2}"),
    ("bool", "{string}.startsWith({string2})"),
    ("bool", "{string}.matches({string2})"),
    ("bool", '{string}.matches("^[a-z0-9]+$")'),
    ("bool", "{bool} && {bool2}"),
    ("bool", "{bool} || {bool2}"),
    ("bool", "!{bool}"),
    ("bool", "{bool} ? {bool2} : {bool3}"),
    ("bool", "{timestamp} < {timestamp2}"),
    ("bool", "{timestamp} + {duration} > {timestamp2}"),
    ("bool", "{timestamp} - {timestamp2} > {duration}"),
    ("bool", "{duration} == {duration2}"),
    ("bool", "{quantity}.isGreaterThan({quantity2})"),
    ("bool", "{quantity} == {quantity2}"),
    ("bool", "{quantity}.add({quantity2}).isLessThan({quantity})"),
    ("bool", "{semver}.isLessThan({semver2})"),
    ("bool", "{semver} == {semver2}"),
    ("bool", "{ip}.isLoopback()"),
    ("bool", "{ip}.isCanonical()"),
    ("bool", "{ip} == {ip2}"),
    ("bool", "{cidr}.containsIP({ip})"),
    ("bool", "{cidr}.containsCIDR({cidr2})"),
    ("bool", "isIP({string})"),
    ("bool", "isCIDR({string})"),
    ("bool", "isURL({string})"),
    ("bool", "isQuantity({string})"),
    ("bool", "isSemver({string})"),
    ("bool", "{int} in {list}"),
    ("bool", "{string} in {map}"),
    ("bool", "{list}.all(x, x == x)"),
    ("bool", "{list}.exists(x, x == {int})"),
    ("bool", "{list}.exists_one(x, x == {int})"),
    ("bool", "{list}.map(x, x).size() == {int}"),
    ("bool", "{list}.filter(x, x != {int}).size() > 0"),
    ("bool", "{map}.all(k, k != {string})"),
    ("bool", "{map}.exists(k, v, v == v)"),
    ("bool", "{list}.transformList(i, v, v).size() == {int}"),
    ("bool", "sets.contains({list}, {list2})"),
    ("bool", "sets.intersects({list}, {list2})"),
    ("bool", "{list}.isSorted()"),
    ("bool", "{list}.distinct() == {list2}"),
    ("bool", "{list}.reverse().size() > {int}"),
    ("bool", "has(device.attributes.x)"),
    ("bool", f'"{DRIVER}" in device.attributes'),
    ("bool", f'device.attributes["{DRIVER}"].?s.orValue("") == {{string}}'),
    ("bool", f'has(device.attributes["{DRIVER}"].i)'),
    ("bool", "cel.bind(x, {int}, x + x > {int2})"),
    ("bool", "optional.of({int}).hasValue()"),
    ("bool", "{any} == {int}"),
    ("bool", "{any} == {string}"),
    ("bool", "{any}"),
    ("bool", "{any}.includes({int})"),
    ("bool", '{any}.isGreaterThan(semver("1.0.0"))'),
    ("bool", "type({int}) == type({uint})"),
    ("bool", "dyn({int}) == {double}"),
    ("bool", "{string} == {int}"),  # ill-typed
    ("bool", "{int} + {string} > 0"),  # ill-typed
    ("bool", "{timestamp}.getNope()"),  # undeclared method
    ("bool", "nope({int})"),  # undeclared function
    ("bool", "device.nope"),  # undefined field
    ("bool", "{map}[{string}] == {int}"),
    ("bool", "{list}[{int}] == {int2}"),
    ("timestamp", "{timestamp} + {duration}"),
    ("timestamp", "{timestamp} - {duration}"),
    ("timestamp", "timestamp({string})"),
    ("duration", "{duration} + {duration2}"),
    ("duration", "duration({string})"),
    ("duration", "{timestamp} - {timestamp2}"),
    ("quantity", "{quantity}.add({int})"),
    ("quantity", "{quantity}.sub({quantity2})"),
    ("quantity", "quantity({string})"),
    ("semver", "semver({string})"),
    ("ip", "ip({string})"),
    ("ip", "{cidr}.ip()"),
    ("cidr", "cidr({string})"),
    ("cidr", "{cidr}.masked()"),
    ("url", "url({string})"),
    ("list", "{list} + {list2}"),
    ("list", "{list}.slice(0, 1)"),
    ("list", "{list}.sort()"),
    ("list", "{list}.flatten()"),
    ("list", "[{int}, {int2}]"),
    ("list", "[{string}, {string2}]"),
    ("list", "{string}.split({string2})"),
    ("list", '{string}.findAll("[a-z]")'),
    ("list", "{any}"),
    ("map", "{{{string}: {int}}}"),
    ("map", "{{{string}: {int}, {string2}: {int2}}}"),
    ("map", "{map}.transformMap(k, v, v)"),
    ("string", "{string}.charAt({int})"),
    ("string", "strings.quote({string})"),
]
_BY_TYPE: dict[str, list[str]] = {}
for _t, _template in _RULES:
    _BY_TYPE.setdefault(_t, []).append(_template)


def _fill(template: str, child: Any) -> st.SearchStrategy[str]:
    import re

    holes = re.findall(r"\{(?!\{)([a-z]+?)(\d?)\}", template.replace("{{", "\0").replace("}}", "\1"))
    parts = [child(kind) for kind, _ in holes]

    def render(values: tuple[str, ...]) -> str:
        out = template.replace("{{", "\0").replace("}}", "\1")
        for (kind, n), v in zip(holes, values):
            out = out.replace("{" + kind + n + "}", f"({v})" if " " in v else v, 1)
        return out.replace("\0", "{").replace("\1", "}")

    return st.tuples(*parts).map(render) if parts else st.just(render(()))


def _offsets() -> st.SearchStrategy[str]:
    """`hh:mm` zones as cel-go reads them with strconv.Atoi: odd signs, huge and malformed numbers."""
    signs = st.sampled_from(["", "+", "-", "+-", "--"])
    hours = st.sampled_from(["0", "1", "05", "14", "23", "24", "25", "240", "99999999999", "9223372036854775807"])
    hours = st.one_of(hours, st.sampled_from(["9223372036854775808", "153722867280912930", "1_0", "0x1", "", "x"]))
    minutes = st.sampled_from(["00", "30", "+30", "-30", "59", "75", "", "x", "9223372036854775807"])
    return st.tuples(signs, hours, minutes).map(lambda t: f'"{t[0]}{t[1]}:{t[2]}"')


def expression_of(kind: str, depth: int) -> st.SearchStrategy[str]:
    atoms = st.sampled_from(_ATOMS.get(kind, ["null"]))
    if kind == "tz":
        return st.one_of(atoms, _offsets())
    if kind in ("any", "numstr", "mapkey") or depth <= 0 or kind not in _BY_TYPE:
        if kind == "string":
            atoms = st.one_of(atoms, st.sampled_from(_STRING_ARGS))
        return atoms
    grown = st.sampled_from(_BY_TYPE[kind]).flatmap(lambda t: _fill(t, lambda k: expression_of(k, depth - 1)))
    return st.one_of(atoms, grown, grown)


def _mangle(draw: st.DrawFn, text: str) -> str:
    """Broken syntax: a character dropped, doubled or replaced."""
    if not text:
        return text
    i = draw(st.integers(0, len(text) - 1))
    how = draw(st.sampled_from(["drop", "double", "replace"]))
    if how == "drop":
        return text[:i] + text[i + 1 :]
    if how == "double":
        return text[:i] + text[i] + text[i:]
    return text[:i] + draw(st.sampled_from(list("()[]{}.,?:\"'!"))) + text[i + 1 :]


@st.composite
def selectors(draw: st.DrawFn) -> str:
    """A selector expression: mostly bool-typed, some of another type (the output-type error), some broken."""
    kind = draw(st.sampled_from(["bool"] * 8 + ["int", "string", "list", "any"]))
    text = draw(expression_of(kind, draw(st.integers(1, 3))))
    if draw(st.integers(0, 19)) == 0:
        text = _mangle(draw, text)
    return text


# -- allocator inventories --------------------------------------------------------------------------------
# Python feature names (semantics.allocation.Features) -> upstream's structured.Features fields
ALLOCATOR_FEATURES = {
    "prioritized_list": ("PrioritizedList",),
    "partitionable": ("PartitionableDevices",),
    "taints": ("DeviceTaints",),
    "binding": ("DeviceBindingAndStatus",),
    "consumable": ("ConsumableCapacity",),
    "admin_access": ("AdminAccess",),
    "list_attributes": ("ListTypeAttributes",),
    "fractional_range": ("FractionalCapacityRange",),
}
SINCE = {"list_attributes": "1.36", "fractional_range": "1.37"}


def upstream_features(release: str, features: dict[str, bool]) -> dict[str, bool]:
    out: dict[str, bool] = {}
    for name, value in features.items():
        if release < SINCE.get(name, "0"):
            continue
        fields = (
            ("DeviceBinding", "DeviceStatus") if name == "binding" and release == "1.34" else ALLOCATOR_FEATURES[name]
        )
        out.update(dict.fromkeys(fields, value))
    return out


_CLASS_SELECTORS = [
    'device.driver == "d.io"',
    'device.attributes["d.io"].model == "a"',
    'device.attributes["d.io"].idx >= 1',
    'device.capacity["d.io"].mem.isGreaterThan(quantity("1Gi"))',
    "device.attributes['d.io'].nope == 1",  # a runtime error: that device does not match
]


_CAPACITY_POLICIES = [
    None,
    {"default": "1Gi", "validValues": ["1Gi", "2Gi"]},
    {"default": "512Mi", "validRange": {"min": "512Mi", "step": "512Mi"}},
    {"default": "1Gi", "validRange": {"min": "1Gi", "max": "2Gi"}},
]


def _device(draw: st.DrawFn, i: int, features: dict[str, bool], counters: bool, lists: bool) -> dict[str, Any]:
    dev: dict[str, Any] = {
        "name": f"dev-{i}",
        "attributes": {"model": {"string": draw(st.sampled_from("ab"))}, "idx": {"int": i}},
        "capacity": {"mem": {"value": draw(st.sampled_from(["1Gi", "2Gi", "4Gi"]))}},
    }
    if lists and draw(st.booleans()):
        dev["attributes"]["ids"] = {"ints": draw(st.lists(st.integers(0, 3), min_size=1, max_size=3, unique=True))}
    if features["consumable"] and draw(st.booleans()):
        dev["allowMultipleAllocations"] = True
        policy = draw(st.sampled_from(_CAPACITY_POLICIES))
        if policy is not None:
            dev["capacity"]["mem"]["requestPolicy"] = policy
    if counters:
        dev["consumesCounters"] = [
            {"counterSet": "set-0", "counters": {"c": {"value": draw(st.sampled_from(["1", "2", "3"]))}}}
        ]
    if features["taints"] and draw(st.integers(0, 3)) == 0:
        dev["taints"] = [{"key": "t", "value": "v", "effect": draw(st.sampled_from(["NoSchedule", "NoExecute"]))}]
    if features["binding"] and draw(st.integers(0, 4)) == 0:
        dev["bindingConditions"] = ["ready"]
        dev["bindingFailureConditions"] = ["failed"]
    return dev


@st.composite
def inventories(draw: st.DrawFn, release: str) -> dict[str, Any]:
    """A small allocate request in tests/upstream/allocator/TestAllocator.yaml's shape (Python feature names):
    one pool on the node (counters, node selection, taints, binding conditions, consumable capacity with its
    request policies, list-type attributes from 1.36) and sometimes a second, possibly incomplete or stale;
    claims with exactly/firstAvailable requests, capacity requests, matchAttribute or distinctAttribute."""
    names = ["prioritized_list", "partitionable", "taints", "binding", "admin_access", "consumable"]
    features = {name: draw(st.booleans()) for name in names}
    lists = release >= "1.36" and draw(st.booleans())
    if lists:
        features["list_attributes"] = True
    n_devices = draw(st.integers(1, 4))
    counters = features["partitionable"] and draw(st.booleans())
    devices_ = [_device(draw, i, features, counters, lists) for i in range(n_devices)]
    where = draw(st.sampled_from(["nodeName", "nodeName", "allNodes", "nodeSelector", "otherNode"]))
    spec: dict[str, Any] = {
        "driver": "d.io",
        "pool": {"name": "pool-0", "generation": 1, "resourceSliceCount": 1},
        "devices": devices_,
    }
    if where == "nodeName":
        spec["nodeName"] = "node-1"
    elif where == "otherNode":
        spec["nodeName"] = "node-2"
    elif where == "allNodes":
        spec["allNodes"] = True
    else:
        spec["nodeSelector"] = {
            "nodeSelectorTerms": [
                {
                    "matchExpressions": [
                        {"key": "region", "operator": "In", "values": [draw(st.sampled_from(["r1", "r2"]))]}
                    ]
                }
            ]
        }
    if counters:
        spec["sharedCounters"] = [{"name": "set-0", "counters": {"c": {"value": draw(st.sampled_from(["2", "4"]))}}}]
    slices = [
        {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice", "metadata": {"name": "slice-0"}, "spec": spec}
    ]
    # a second pool on the node: complete, incomplete (two slices announced, one given) or two generations
    second = draw(st.sampled_from([None, None, "complete", "incomplete", "stale"]))
    if second is not None:
        extra = [_device(draw, n_devices + i, {**features, "consumable": False}, False, lists) for i in range(2)]
        pool = {"name": "pool-1", "generation": 2, "resourceSliceCount": 2 if second == "incomplete" else 1}
        slices.append(
            {
                "apiVersion": "resource.k8s.io/v1",
                "kind": "ResourceSlice",
                "metadata": {"name": "slice-1"},
                "spec": {"driver": "d.io", "pool": pool, "devices": extra[:1], "nodeName": "node-1"},
            }
        )
        if second == "stale":  # the older generation's slice: the allocator uses the newest only
            old = {"name": "pool-1", "generation": 1, "resourceSliceCount": 1}
            slices.append(
                {
                    "apiVersion": "resource.k8s.io/v1",
                    "kind": "ResourceSlice",
                    "metadata": {"name": "slice-2"},
                    "spec": {"driver": "d.io", "pool": old, "devices": extra[1:], "nodeName": "node-1"},
                }
            )
    classes = [
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "DeviceClass",
            "metadata": {"name": f"class-{i}"},
            "spec": {"selectors": [{"cel": {"expression": draw(st.sampled_from(_CLASS_SELECTORS))}}]},
        }
        for i in range(draw(st.integers(1, 2)))
    ]

    def exact(sub: bool = False) -> dict[str, Any]:
        body: dict[str, Any] = {"deviceClassName": draw(st.sampled_from(["class-0", "class-0", "class-1", "missing"]))}
        mode = draw(st.sampled_from(["ExactCount", "ExactCount", "All"]))
        body["allocationMode"] = mode
        if mode == "ExactCount":
            body["count"] = draw(st.integers(1, 3))
        if draw(st.booleans()):
            body["selectors"] = [{"cel": {"expression": draw(st.sampled_from(_CLASS_SELECTORS))}}]
        if features["taints"] and draw(st.booleans()):
            body["tolerations"] = [
                {"key": "t", "operator": "Exists", "effect": draw(st.sampled_from(["NoSchedule", "NoExecute"]))}
            ]
        if features["admin_access"] and not sub and draw(st.integers(0, 4)) == 0:
            body["adminAccess"] = True  # a subrequest has no adminAccess
        if features["consumable"] and draw(st.booleans()):
            body["capacity"] = {"requests": {"mem": draw(st.sampled_from(["256Mi", "512Mi", "1Gi", "3Gi"]))}}
        return body

    constraint_attributes = ["d.io/model", "d.io/idx"] + (["d.io/ids"] if lists else [])
    claims = []
    for c in range(draw(st.integers(1, 2))):
        requests = []
        for r in range(draw(st.integers(1, 2))):
            if features["prioritized_list"] and draw(st.integers(0, 2)) == 0:
                subs = [{"name": f"s{k}", **exact(sub=True)} for k in range(draw(st.integers(1, 2)))]
                requests.append({"name": f"req-{r}", "firstAvailable": subs})
            else:
                requests.append({"name": f"req-{r}", "exactly": exact()})
        devices_spec: dict[str, Any] = {"requests": requests}
        if draw(st.integers(0, 2)) == 0:
            kind = draw(st.sampled_from(["matchAttribute", "distinctAttribute"]))
            devices_spec["constraints"] = [{kind: draw(st.sampled_from(constraint_attributes))}]
        claims.append(
            {
                "apiVersion": "resource.k8s.io/v1",
                "kind": "ResourceClaim",
                "metadata": {"name": f"claim-{c}", "namespace": "default", "uid": f"uid-{c}"},
                "spec": {"devices": devices_spec},
            }
        )
    allocated = [["d.io", "pool-0", d["name"]] for d in devices_ if draw(st.integers(0, 4)) == 0]
    shared = [d for d in devices_ if d.get("allowMultipleAllocations") and draw(st.integers(0, 2)) == 0]
    node = {"metadata": {"name": "node-1", "labels": {"region": "r1"}}}
    return {
        "features": features,
        "node": node,
        "classes": classes,
        "slices": slices,
        "claims": claims,
        "allocated": [a for a in allocated if not any(a[2] == d["name"] for d in shared)],
        "allocated_shared": [["d.io", "pool-0", d["name"], "share-1"] for d in shared],
        "allocated_capacity": [
            {"device": ["d.io", "pool-0", d["name"]], "capacity": {"mem": draw(st.sampled_from(["512Mi", "1Gi"]))}}
            for d in shared
        ],
    }


# -- device-metadata streams ----------------------------------------------------------------------------------
_GROUP = "metadata.resource.k8s.io"


@st.composite
def metadata_objects(draw: st.DrawFn) -> Any:
    if draw(st.integers(0, 9)) == 0:
        return draw(st.sampled_from([[], 1, None, "x", True]))
    obj: dict[str, Any] = {}
    api = draw(
        st.sampled_from(
            [
                f"{_GROUP}/v1alpha1",
                f"{_GROUP}/v1beta1",
                f"{_GROUP}/v1alpha1",
                f"{_GROUP}/v9",
                "v1",
                "other.io/v1",
                "",
                None,
                3,
            ]
        )
    )
    if api is not None:
        obj["apiVersion"] = api
    kind = draw(st.sampled_from(["DeviceMetadata", "DeviceMetadata", "DeviceMetadata", "Other", "WatchEvent", None]))
    if kind is not None:
        obj["kind"] = kind
    obj["metadata"] = draw(
        st.sampled_from([{"name": "claim"}, {"name": "c", "namespace": "default", "uid": "u"}, {}, "x"])
    )
    device = {"driver": "d.io", "pool": "p", "name": draw(st.sampled_from(["gpu-0", 7]))}
    if draw(st.booleans()):
        device["attributes"] = draw(
            st.sampled_from(
                [{"model": {"string": "A"}}, {"n": {"int": 1}}, {"v": {"version": "1.0.0"}}, {"x": {"int": "1"}}]
            )
        )
    requests = draw(st.sampled_from([[{"name": "gpu", "devices": [device]}], [], "nope", [{"name": 1}]]))
    obj["requests"] = requests
    if draw(st.integers(0, 4)) == 0:
        obj["podClaimName"] = draw(st.sampled_from(["pod-claim", "%!"]))
    return obj


@st.composite
def metadata_streams(draw: st.DrawFn) -> str:
    import json

    objects = draw(st.lists(metadata_objects(), min_size=0, max_size=3))
    sep = draw(st.sampled_from(["\n", "", " ", "\n\n"]))
    text = sep.join(json.dumps(o) for o in objects) + draw(st.sampled_from(["\n", "", "x", "]", " {"]))
    if text and draw(st.integers(0, 4)) == 0:
        text = text[: draw(st.integers(0, len(text) - 1))]  # a truncated write
    return text
