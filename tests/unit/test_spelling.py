"""did you mean: the field (or feature gate) a misspelt name most likely means, at a bounded cost."""

from __future__ import annotations

from dra_conform.reading.shape import fields_at, shipped_schema
from dra_conform.semantics import gates
from dra_conform.semantics.spelling import LONGEST, closest, did_you_mean

DEVICE = ("name", "attributes", "capacity", "consumesCounters", "nodeName", "taints")


def test_a_typo_gets_the_field_it_misspells():
    assert closest("capacty", DEVICE) == "capacity"
    assert closest("Capacity", DEVICE) == "capacity"  # another case first
    assert closest("atributes", DEVICE) == "attributes"
    assert did_you_mean("capacty", DEVICE) == "; did you mean `capacity`?"


def test_no_hint_for_a_known_name_an_unlike_one_or_no_fields():
    assert closest("capacity", DEVICE) is None
    assert closest("bandwidth", DEVICE) is None
    assert closest("capacty", ()) is None
    assert did_you_mean("bandwidth", DEVICE) == ""


def test_a_hostile_long_name_gets_no_hint_and_costs_nothing():
    assert closest("capacity" + "y" * (LONGEST - 8), DEVICE) is None  # too long to be a typo of any field
    assert closest("c" * 10_000_000, DEVICE) is None  # refused on its length, before difflib indexes it


def test_feature_gates_use_the_same_helper():
    assert gates.unrecognized("DRAListTypeAtributes") == (
        "unrecognized feature gate: DRAListTypeAtributes (did you mean DRAListTypeAttributes?)"
    )
    assert gates.unrecognized("drapartitionabledevices") == (
        "unrecognized feature gate: drapartitionabledevices (did you mean DRAPartitionableDevices?)"
    )


def test_the_fields_a_schema_gives_an_object_at_a_path():
    schema = shipped_schema("resource.k8s.io/v1/ResourceSlice.json")
    device = fields_at(schema, ("spec", "devices", 0))
    assert "capacity" in device and "attributes" in device and "name" in device
    assert "int" in fields_at(schema, ("spec", "devices", 0, "attributes", "model"))  # a map's value
    assert fields_at(schema, ("spec", "driver")) == ()  # a string has no fields
    assert fields_at(schema, ("nowhere", 3)) == ()
