"""Slices kept for the rules across objects lose the attributes those rules never read
(slices.drop_unread_attributes): every such rule must decide the same with or without them."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.engine.check import check_bundle
from dra_conform.model.results import BundleItem, FileResult, Options
from dra_conform.reading.manifests import ManifestObject
from dra_conform.rules import load
from dra_conform.semantics.poolstatus import Inputs, compute
from dra_conform.semantics.slices import drop_unread_attributes

DRIVER = "gpu.example.com"
NAMES = ["profile", "model", f"{DRIVER}/profile", "other.example.com/profile", f"{DRIVER}/model"]

attribute_value = st.one_of(
    st.builds(lambda s: {"string": s}, st.sampled_from(["full", "half", "1g"])),
    st.builds(lambda i: {"int": i}, st.integers(0, 3)),
)
device = st.builds(
    lambda name, attributes, cost: {
        "name": name,
        "attributes": attributes,
        **({"consumesCounters": [{"counterSet": "gpu-0", "counters": {"memory": {"value": cost}}}]} if cost else {}),
    },
    st.sampled_from(["a", "b", "c", "d"]),
    st.dictionaries(st.sampled_from(NAMES), attribute_value, max_size=4),
    st.sampled_from([None, "40Gi", "80Gi"]),
)


@st.composite
def slices(draw):
    out = []
    for i in range(draw(st.integers(1, 3))):
        spec = {
            "driver": DRIVER,
            "nodeName": "node-1",
            "pool": {"name": "node-1", "generation": 1, "resourceSliceCount": 2},
        }
        if draw(st.booleans()):
            spec["sharedCounters"] = [{"name": "gpu-0", "counters": {"memory": {"value": "80Gi"}}}]
        devices = draw(st.lists(device, max_size=4))
        if draw(st.booleans()):  # v1beta1 nests the fields under `basic`
            devices = [{"name": d.pop("name"), "basic": d} for d in devices]
        spec["devices"] = devices
        attribute = draw(st.sampled_from([None, *NAMES]))
        if attribute:
            spec["partitionTypeAttribute"] = attribute
        out.append(
            {"apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice", "metadata": {"name": f"s{i}"}, "spec": spec}
        )
    return out


def bundle_findings(values: list[dict]) -> list[tuple]:
    result = FileResult("slices.yaml", "manifest")
    result.bundle = [
        BundleItem("slices.yaml", i, ManifestObject(v, 0, (i,), locate=dict)) for i, v in enumerate(values)
    ]
    check_bundle([result], Options(), load())
    return [(f.rule_id, f.doc, f.field_path, f.message) for f in result.findings]


@settings(max_examples=300, deadline=None)
@given(slices(), st.sampled_from([None, *NAMES]))
def test_pool_rules_and_oracle_decide_the_same_without_unread_attributes(values, default):
    pruned = copy.deepcopy(values)
    for value in pruned:
        drop_unread_attributes(value)
    request = {"kind": "ResourcePoolStatusRequest", "spec": {"driver": DRIVER}}
    if default:
        request["spec"]["defaultPartitionTypeAttribute"] = default
    assert compute(request, Inputs(pruned, [])) == compute(request, Inputs(values, []))
    assert bundle_findings(pruned) == bundle_findings(copy.deepcopy(values))


def test_attributes_go_from_devices_that_consume_no_counters():
    value = {
        "spec": {
            "driver": DRIVER,
            "partitionTypeAttribute": f"{DRIVER}/profile",
            "devices": [
                {"name": "whole", "attributes": {"model": {"string": "x"}}},
                {
                    "name": "part",
                    "attributes": {"model": {"string": "x"}, "profile": {"string": "half"}},
                    "consumesCounters": [{"counterSet": "gpu-0", "counters": {}}],
                },
            ],
        }
    }
    drop_unread_attributes(value)
    assert [d["attributes"] for d in value["spec"]["devices"]] == [{}, {"profile": {"string": "half"}}]
