"""did you mean: the field (or feature gate) a misspelt name most likely means, at a bounded cost;
the bounded search gives the answer a comparison with every name gives wherever that one is cheap."""

from __future__ import annotations

import difflib

from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.reading.shape import fields_at, shipped_schema
from dra_conform.semantics import gates
from dra_conform.semantics.spelling import COMPARED, LONGEST, closest, did_you_mean

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


def plain_closest(name, known, cutoff=0.8):
    """The search before it was bounded: every known name compared by difflib (its twin, the oracle)."""
    candidates = sorted(set(known))
    if name in candidates or len(name) > LONGEST or not candidates:
        return None
    folded = [k for k in candidates if k.lower() == name.lower()]
    if folded:
        return folded[0]
    found = difflib.get_close_matches(name, candidates, n=1, cutoff=cutoff)
    return found[0] if found else None


def within_reach(name, known, cutoff=0.8):
    """The names whose length lets difflib's ratio with ``name`` reach the cutoff."""
    return [k for k in set(known) if (2.0 * min(len(k), len(name)) / (len(k) + len(name) or 1)) >= cutoff]


NAME = st.text("abcdeAB-", max_size=10)


@settings(max_examples=400, deadline=None)
@given(NAME, st.lists(NAME, max_size=3 * COMPARED // 2))
def test_the_bounded_search_gives_the_plain_answer_wherever_that_is_cheap(name, known):
    """Cheap: at most COMPARED names of a length that can reach the cutoff (every one is then
    compared); past that, a name within the cutoff of the one misspelt, or none."""
    got = closest(name, known)
    if len(within_reach(name, known)) <= COMPARED:
        assert got == plain_closest(name, known)
    elif got is not None:
        assert got in known
        assert got.lower() == name.lower() or difflib.SequenceMatcher(None, got, name).ratio() >= 0.8


def test_the_suggestions_users_get_are_those_of_the_plain_search():
    for name, known in [
        ("modle", ["model", "driverVersion", "uuid", "family"]),
        ("capacty", DEVICE),
        ("Capacity", DEVICE),
        ("DRAListTypeAtributes", gates.DRA_GATES),
        ("gpu.exmaple.com", ["gpu.example.com", "net.example.com", "dra.k8s.io"]),
    ]:
        assert closest(name, known) == plain_closest(name, known) is not None


def test_64000_names_of_a_plausible_length_cost_a_bounded_search(monkeypatch):
    """A run publishing 64,000 attribute names of one length: each misspelt selector is compared
    with COMPARED of them, not all (the index of a frozenset is made once). Counted in calls to
    difflib's ratio, not timed."""
    names = frozenset(f"a{i:05d}x" for i in range(64_000)) | {"model"}
    compared = []
    real = difflib.SequenceMatcher.ratio

    def counting(self):  # type: ignore[no-untyped-def]
        compared.append(1)
        return real(self)

    monkeypatch.setattr(difflib.SequenceMatcher, "ratio", counting)
    assert closest("modle", names) == "model"  # no other name has a length within reach
    assert closest("a00017y", names) in names
    assert closest(f"b{'q' * 6}", names) is None
    assert len(compared) <= 3 * COMPARED * 2  # get_close_matches calls ratio twice on a match
