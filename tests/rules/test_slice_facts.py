"""The slice facts (semantics.slices.slice_facts) let a slice rule skip its loop over the devices:
with them, every rule finds what it finds without them (semantics.slices.UNKNOWN, every loop run)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from dra_conform.reading.manifests import ManifestObject
from dra_conform.rules import load
from dra_conform.semantics.context import ManifestContext
from dra_conform.semantics.gates import parse
from dra_conform.semantics.slices import UNKNOWN, SliceFacts, slice_facts


class _Unknowing(ManifestContext):
    """A context whose facts say nothing: each rule runs its loops over every device."""

    @property
    def slice_facts(self) -> SliceFacts:
        return UNKNOWN


# Near the limits the facts sort by: 16 characters, 64 bytes, ASCII or not; semver or not.
STRINGS = st.one_of(
    st.text(max_size=70),
    st.tuples(st.sampled_from("xé€😀"), st.sampled_from([1, 15, 16, 17, 32, 33, 63, 64, 65])).map(
        lambda c: c[0] * c[1]
    ),
    st.sampled_from(["1.2.3", "1.2.3-rc.1+b", "01.2.3", "v1", "١.٢.٣"]),
)
ANYTHING = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=3), st.just([]), st.just({}))
SCALARS = {"int": st.integers(-(2**64), 2**64), "bool": st.booleans(), "string": STRINGS, "version": STRINGS}
MEMBER = st.one_of(
    st.sampled_from(sorted(SCALARS)).flatmap(lambda m: st.tuples(st.just(m), SCALARS[m])),
    st.tuples(st.sampled_from(sorted(SCALARS)), ANYTHING),
    st.tuples(st.sampled_from(["ints", "bools", "strings", "versions"]), st.lists(ANYTHING | STRINGS, max_size=3)),
    st.tuples(st.sampled_from(["ints", "strings", "other"]), ANYTHING),
)
PLAIN = st.sampled_from(sorted(SCALARS)).flatmap(lambda m: SCALARS[m].map(lambda x: {m: x}))
SINGLE = st.lists(MEMBER, min_size=1, max_size=1).map(dict)
# An attribute that is not a map is drawn rarely: one hides what the facts know of the others.
ATTRIBUTE = st.integers(0, 19).flatmap(
    lambda n: ANYTHING if n == 0 else st.lists(MEMBER, max_size=3).map(dict) if n < 4 else SINGLE if n < 12 else PLAIN
)
NAMES = st.one_of(
    st.sampled_from(["model", "index", "a" * 32, "a" * 33, "9lives", "gpu.example.com/x", "Bad.com/x", "", "a/b/c"]),
    st.text(max_size=8),
)


@st.composite
def attributes(draw: Any, plain: bool) -> Any:
    """Mostly a map of a few attributes (plain ones only, in a plain slice); at times many, or no map."""
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return draw(ANYTHING)
    if kind == 1:  # around the limits of the counts (32 with capacities, 48 values)
        return {f"attr{k}": {"int": k} for k in range(draw(st.integers(30, 50)))}
    names = [draw(NAMES) if draw(st.integers(0, 4)) == 0 else f"attr{k}" for k in range(draw(st.integers(1, 6)))]
    return {name: draw(PLAIN if plain else ATTRIBUTE) for name in names}


CAPACITY = st.dictionaries(
    NAMES,
    st.one_of(
        st.fixed_dictionaries({"value": st.sampled_from(["1Gi", "80Gi", 4, "bad"])}),
        st.fixed_dictionaries(
            {"value": st.just("4Gi"), "requestPolicy": st.just({"default": "1Gi", "validValues": ["1Gi", "2Gi"]})}
        ),
        ANYTHING,
    ),
    max_size=3,
)
OPTIONAL = {
    "taints": st.lists(
        st.fixed_dictionaries({"key": st.sampled_from(["k", "Bad Key"]), "effect": st.just("NoSchedule")}), max_size=2
    ),
    "consumesCounters": st.just(
        [{"counterSet": "cs", "counters": {"mem": {"value": "1Gi"}}, "compatibilityGroups": ["g"]}]
    ),
    "nodeName": st.sampled_from(["node-1", "", "Bad_Node"]),
    "nodeSelector": st.just(
        {"nodeSelectorTerms": [{"matchFields": [{"key": "k", "operator": "In", "values": ["v"]}]}]}
    ),
    "allNodes": st.booleans(),
    "bindingConditions": st.sampled_from([["a"], [], ["a", "a"], ["bad cond"]]),
    "bindingFailureConditions": st.sampled_from([["b"], [], ["a"]]),
    "bindsToNode": st.just(True),
    "allowMultipleAllocations": st.booleans(),
    "nodeAllocatableResources": st.just({"cpu": {"mapping": {"capacityKey": "c", "capacityMultiplier": "1"}}}),
    "other": ANYTHING,
}


@st.composite
def slices(draw: Any) -> dict[str, Any]:
    version = draw(st.sampled_from(["v1", "v1beta1", "v1beta2"]))
    plain = draw(st.booleans())  # most slices of a dump: plain attributes only, the facts' fast paths
    devices: list[Any] = []
    for i in range(draw(st.integers(1, 5))):
        fields = {"attributes": draw(attributes(plain))} if draw(st.integers(0, 4)) else {}
        fields.update({"capacity": draw(CAPACITY)} if draw(st.booleans()) else {})
        fields.update(draw(st.fixed_dictionaries({}, optional=OPTIONAL)) if draw(st.integers(0, 3)) == 0 else {})
        name = draw(st.sampled_from([f"d{i}", f"d{i}", "d0", "Bad_Name", ""]))
        devices.append({"name": name, "basic": fields} if version == "v1beta1" else {"name": name, **fields})
    if draw(st.integers(0, 9)) == 0:
        devices.append(draw(ANYTHING))
    spec: dict[str, Any] = {
        "driver": "gpu.example.com",
        "pool": {"name": "p", "resourceSliceCount": 1},
        "devices": devices,
    }
    if draw(st.booleans()):
        spec["perDeviceNodeSelection"] = True
    else:
        spec["nodeName"] = "node-1"
    return {
        "apiVersion": f"resource.k8s.io/{version}",
        "kind": "ResourceSlice",
        "metadata": {"name": "s"},
        "spec": spec,
    }


CHECKS = [(rule, check) for rule, check in load().checks_in("manifest") if "ResourceSlice" in check.kinds]
GATES = [
    "",
    "DRAListTypeAttributes=true,DRANodeAllocatableResources=true",
    "DRAConsumableCapacity=false,DRADeviceTaints=false,DRAPartitionableDevices=false,DRADeviceBindingConditions=false,DRADeviceCompatibilityGroups=true",
]


def _hits(context: type[ManifestContext], obj: dict[str, Any], version: str, gates: str) -> list[Any]:
    ctx = context("f", ManifestObject(obj, 0, (0,), locate=dict), version, parse(gates))
    return [(rule.id, hit) for rule, check in CHECKS for hit in check.func(obj, ctx)]


@settings(max_examples=400)
@given(slices(), st.sampled_from(["1.36", "1.37"]), st.sampled_from(GATES))
@example(
    {
        "kind": "ResourceSlice",
        "apiVersion": "resource.k8s.io/v1",
        "spec": {"devices": [{"name": "d", "attributes": {"a": {"string": None}}}]},
    },
    "1.37",
    "",
)
@example(
    {
        "kind": "ResourceSlice",
        "apiVersion": "resource.k8s.io/v1",
        "spec": {"devices": [{"name": "d", "attributes": {"a": {"string": "é" * 33}, "b": {"int": 1}}}]},
    },
    "1.37",
    "",
)
@example(
    {
        "kind": "ResourceSlice",
        "apiVersion": "resource.k8s.io/v1",
        "spec": {"devices": [{"name": "d", "attributes": {"a": {}, "b": {"int": 1, "bool": True}}}]},
    },
    "1.37",
    "",
)
@example(  # one over a count's limit: 33 attributes and capacities
    {
        "kind": "ResourceSlice",
        "apiVersion": "resource.k8s.io/v1",
        "spec": {
            "devices": [{"name": "a", "attributes": {f"a{k}": {"int": k} for k in range(32)}, "capacity": {"c": {}}}]
        },
    },
    "1.37",
    "",
)
@example(  # and 49 attribute values
    {
        "kind": "ResourceSlice",
        "apiVersion": "resource.k8s.io/v1",
        "spec": {"devices": [{"name": "b", "attributes": {f"a{k}": {"int": k} for k in range(49)}}]},
    },
    "1.37",
    "",
)
def test_every_slice_rule_finds_with_the_facts_what_it_finds_without(
    obj: dict[str, Any], version: str, gates: str
) -> None:
    assert _hits(ManifestContext, obj, version, gates) == _hits(_Unknowing, obj, version, gates)


def test_the_usual_slice_is_plain_and_says_which_fields_its_devices_have() -> None:
    devices = [
        {
            "name": f"d{i}",
            "attributes": {"a": {"string": "x" * 40}, "b": {"int": i}, "c": {"version": "1.2.3"}, "d": {"bool": True}},
            "capacity": {"memory": {"value": "1Gi"}},
        }
        for i in range(3)
    ]
    facts = slice_facts(json.loads(json.dumps(devices)))
    assert facts.plain and facts.no_list_attributes
    assert facts.fields == {"name", "attributes", "capacity"} and not facts.may_set("taints")
    assert facts.names == {"a", "b", "c", "d", "memory"} and facts.capacity_fields == {"value"}
    assert (facts.most_attributes, facts.most_entries) == (4, 5)
    for unusual in (
        {"string": "é" * 17},
        {"string": None},
        {"version": "v1"},
        {"int": True},
        {"ints": [1]},
        {},
        {"int": 1, "bool": True},
    ):
        devices[1]["attributes"]["b"] = unusual
        assert not slice_facts(devices).plain, unusual


@given(slices())
def test_devices_and_counter_consumers_are_listed_as_the_loop_lists_them(obj: dict[str, Any]) -> None:
    from dra_conform.semantics import slices as s

    spec = obj["spec"]
    looped = list(s._devices(spec["devices"]))  # the loop, which devices() skips for maps without `basic`
    assert list(s.devices(spec)) == looped
    assert list(s.consuming(spec)) == [
        (p, d) for p, d in looped if isinstance(d.get("consumesCounters"), list) and d["consumesCounters"]
    ]


@given(slices())
@example({"kind": "ResourceSlice", "spec": {"devices": [{"name": "d"}, {"name": "d"}]}})
@example({"kind": "ResourceSlice", "spec": {"devices": [{"name": ""}, {"name": 5}, {}]}})
def test_device_names_finds_with_its_fast_path_what_it_finds_without(obj: dict[str, Any]) -> None:
    from dra_conform.rules import resource_slice

    ctx = ManifestContext("f", ManifestObject(obj, 0, (0,), locate=dict), "1.37")
    fast = list(resource_slice.device_names(obj, ctx))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(resource_slice, "_usual_names", lambda _: False)
        assert list(resource_slice.device_names(obj, ctx)) == fast
