"""The fast YAML value builder gives exactly what PyYAML's SafeConstructor gives."""

from __future__ import annotations

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.reading.yaml_values import construct

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=12),
                    st.sampled_from(["yes", "No", "on", "0x1F", "0o17", "1_000", "1e3", ".inf", "~", "2026-07-01",
                                     "2026-07-01T10:00:00Z", "=", "<<", "010", "+1", "1:30"]))
TREES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) |
                     st.dictionaries(st.text(max_size=6) | st.integers(), inner, max_size=4), max_leaves=30)

HAND_WRITTEN = [
    "a: &x {b: 1}\nc: *x\n",  # alias: one shared object
    "base: &b {x: 1, y: 2}\nderived:\n  <<: *b\n  y: 3\n",  # merge key: falls back to PyYAML
    "!!set {a, b}\n",
    "!!omap [a: 1, b: 2]\n",
    "bin: !!binary aGVsbG8=\n",
    "k: 1\nk: 2\n",  # duplicate keys, last wins
    "plain: 12:30:00\nsexagesimal: 1:20\n",
    "[" * 600 + "]" * 600 + "\n",  # too deep for the builder: PyYAML finishes it
]


def both(text: str):
    expected = yaml.load(text, Loader=LOADER)  # noqa: S506 - the safe loader
    loader = LOADER(text)
    try:
        node = loader.get_single_node()
        got = construct(node, loader) if node is not None else None
    finally:
        loader.dispose()
    return got, expected


@settings(max_examples=300)
@given(TREES, st.booleans())
def test_generated_documents(tree, flow):
    got, expected = both(yaml.safe_dump(tree, default_flow_style=flow))
    assert got == expected and type(got) is type(expected)


def test_hand_written_documents():
    for text in HAND_WRITTEN:
        got, expected = both(text)
        assert got == expected, text
    shared, _ = both(HAND_WRITTEN[0])
    assert shared["a"] is shared["c"]


def test_documents_pyyaml_rejects_are_rejected_too():
    import pytest

    for text in ["? [complex, key]\n: value\n", "a: !unknown 1\n"]:
        loader = LOADER(text)
        try:
            with pytest.raises(yaml.YAMLError):
                construct(loader.get_single_node(), loader)
        finally:
            loader.dispose()


def from_events(text: str):
    from dra_conform.reading.yaml_values import _Unusual, documents

    try:
        return list(documents(text))
    except _Unusual:
        return "unusual"


@settings(max_examples=300)
@given(st.lists(TREES, min_size=1, max_size=3), st.booleans())
def test_values_built_from_events_are_pyyamls(trees, flow):
    text = yaml.safe_dump_all(trees, default_flow_style=flow)
    got = from_events(text)
    assert got == list(yaml.load_all(text, Loader=LOADER))  # noqa: S506 - the safe loader
    assert [type(g) for g in got] == [type(t) for t in trees]


def test_events_builder_on_hand_written_documents():
    for text in HAND_WRITTEN + ["---\n---\na: 1\n", "a: &s x\nb: *s\n", "? a\n: 1\n", "- &l [1]\n- *l\n"]:
        got = from_events(text)
        if got == "unusual":  # the reader falls back to the composer for these
            assert any(marker in text for marker in ("<<", "!!set", "!!omap", "[" * 600)), text
            continue
        assert got == list(yaml.load_all(text, Loader=LOADER)), text  # noqa: S506
    [shared] = from_events("a: &x {b: 1}\nc: *x\n")
    assert shared["a"] is shared["c"]
