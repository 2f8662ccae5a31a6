"""The YAML value builder gives what Kubernetes' reader (sigs.k8s.io/yaml over go-yaml v2) gives.

Where PyYAML and go-yaml agree (string keys, int64 integers, plain strings), the builder gives
PyYAML's values; where they differ, go-yaml's verdicts, written out from its resolve table and
decoder; the alias budget is held to a port of go-yaml's own counting on the composed tree.
"""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.reading.yaml_values import Refused, documents

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# Scalars PyYAML and go-yaml type alike (no y/n booleans, dates, sexagesimals, exponents without dots).
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),
    st.text(alphabet="abcdefghijklmopqrsuvwxz -_./é", max_size=12),
)
TREES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(alphabet="abcdefghijklmopqrsuvwxz_", min_size=2, max_size=6), inner, max_size=4)
    ),
    max_leaves=30,
)


@settings(max_examples=300)
@given(st.lists(TREES, min_size=1, max_size=3), st.booleans())
def test_values_where_pyyaml_and_go_yaml_agree(trees, flow):
    text = yaml.safe_dump_all(trees, default_flow_style=flow)
    assert list(documents(text)) == list(yaml.load_all(text, Loader=LOADER))  # noqa: S506 - the safe loader


GO = [  # (document, the value sigs.k8s.io/yaml hands to encoding/json)
    ("a: y\nb: n\nc: On\nd: yes\n", {"a": True, "b": False, "c": True, "d": True}),
    (
        "a: 2024-01-01\nb: 2024-13-01\nc: 2001-12-14t21:59:43.10-05:00\n",
        {"a": "2024-01-01", "b": "2024-13-01", "c": "2001-12-14t21:59:43.10-05:00"},
    ),
    (
        "a: 1e3\nb: 0o17\nc: 017\nd: 08\ne: 1:30\nf: 0x1F\ng: 1_000\nh: -0b11\n",
        {"a": 1000.0, "b": 15, "c": 15, "d": 8.0, "e": "1:30", "f": 31, "g": 1000, "h": -3},
    ),
    (
        "a: 18446744073709551615\nb: 18446744073709551616\nc: " + "9" * 400 + "\n",
        {"a": 2**64 - 1, "b": float(2**64), "c": "9" * 400},
    ),
    (
        "1: a\ntrue: b\n1.5: c\n0x10: d\n2024-01-01: e\n.inf: f\n",
        {"1": "a", "true": "b", "1.5": "c", "16": "d", "2024-01-01": "e", ".inf": "f"},
    ),
    (
        "a: !!str 1\nb: !!float 1\nc: !!binary aGVsbG8=\nd: !local x\ne: !!python/tuple [1]\nf: !!set {a, b}\n",
        {"a": "1", "b": 1.0, "c": "hello", "d": "x", "e": [1], "f": {"a": None, "b": None}},
    ),
    ("b: &b {x: 1, z: 2}\nd:\n  z: 3\n  <<: *b\n  x: 4\n", {"b": {"x": 1, "z": 2}, "d": {"z": 2, "x": 4}}),
    ("d:\n  <<: [{q: 1, r: 1}, {r: 2, s: 2}]\n", {"d": {"q": 1, "r": 1, "s": 2}}),
    ("a: &s x\nb: *s\n", {"a": "x", "b": "x"}),
]


@pytest.mark.parametrize("text,expected", GO)
def test_go_yaml_verdicts(text, expected):
    assert list(documents(text)) == [expected]


REFUSED = [
    ("a: !!int notanint\n", "cannot decode !!str `notanint` as a !!int", (1, 4)),
    ("a: !!int 1.5\n", "cannot decode !!float `1.5` as a !!int", (1, 4)),
    ("a: !!bool maybe\n", "cannot decode !!str `maybe` as a !!bool", (1, 4)),
    ("a: !!timestamp 2024-13-01\n", "cannot decode !!str `2024-13-01` as a !!timestamp", (1, 4)),
    ("a: !!binary '%%%'\n", "!!binary value contains invalid base64 data", (1, 4)),
    ("a: .inf\n", "json: unsupported value: +Inf", (1, 4)),
    ("a:\n  null: 1\n", "unsupported map key of type: %!s(<nil>), key: <nil>, value: 1", (2, 3)),
    (
        "~: {a: [1, x]}\n",
        "unsupported map key of type: %!s(<nil>), key: <nil>, value: map[interface {}]interface {}"
        '{"a":[]interface {}{1, "x"}}',
        (1, 1),
    ),
    ("18446744073709551615: x\n", 'unsupported map key of type: uint64, key: 0xffffffffffffffff, value: "x"', (1, 1)),
    ("? [a, b]\n: x\n", 'invalid map key: []interface {}{"a", "b"}', (1, 3)),
    ("a: &x {b: 1}\n? *x\n: y\n", 'invalid map key: map[interface {}]interface {}{"b":1}', (2, 3)),
    ("a: &a {self: *a}\n", "anchor 'a' value contains itself", (1, 14)),
    ("a: &d [*d]\n", "anchor 'd' value contains itself", (1, 8)),
    ("a: *nowhere\n", "unknown anchor 'nowhere' referenced", (1, 4)),
    ("d:\n  <<: [1]\n", "map merge requires map or sequence of maps as the value", (2, 7)),
]


@pytest.mark.parametrize("text,message,where", REFUSED)
def test_what_kubernetes_refuses_is_refused_where_it_stops(text, message, where):
    with pytest.raises(Refused) as caught:
        list(documents(text))
    assert str(caught.value) == message
    assert (caught.value.line, caught.value.column) == where


def laughs(levels: int, width: int, leaf_items: int) -> str:
    lines = ["a0: &a0 [" + ", ".join(["lol"] * leaf_items) + "]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


def go_yaml_refuses_laughs(levels: int, width: int, leaf_items: int) -> bool:
    """go-yaml v2's counters stepped through laughs() in its decode order: every node decoded adds
    one, a node decoded through an alias adds one to the aliased count too, and the ratio is checked
    after each. An alias expands its target's whole subtree, all of it aliased (checked at its end:
    within it the ratio only grows while the allowed ratio only falls)."""

    def allowed(decodes: int) -> float:
        if decodes <= 400_000:
            return 0.99
        if decodes >= 4_000_000:
            return 0.10
        return 0.99 - 0.89 * (decodes - 400_000) / 3_600_000

    state = [0, 0]  # decodes, aliased

    def step(nodes: int, aliased: bool) -> bool:
        state[0] += nodes
        state[1] += nodes if aliased else 0
        d, a = state
        return a > 100 and d > 1000 and a / d > allowed(d)

    sizes = [1 + leaf_items]
    for _ in range(1, levels):
        sizes.append(1 + width * (1 + sizes[-1]))
    if step(1, False) or step(1, False):  # the document and its root mapping
        return True
    for level in range(levels):
        if step(1, False) or step(1, False):  # the key, the sequence
            return True
        for _ in range(leaf_items if level == 0 else width):
            if step(1, False) or (level and step(sizes[level - 1], True)):  # a scalar, or an alias and its target
                return True
    return False


@settings(max_examples=150)
@given(st.integers(1, 7), st.integers(1, 12), st.integers(1, 30))
def test_the_alias_budget_is_go_yamls(levels, width, leaf_items):
    """Refused exactly when go-yaml would refuse, however many levels, aliases and leaves."""
    expected = go_yaml_refuses_laughs(levels, width, leaf_items)
    try:
        list(documents(laughs(levels, width, leaf_items)))
        refused = False
    except Refused as exc:
        assert str(exc) == "document contains excessive aliasing"
        refused = True
    assert refused == expected


def test_shared_values_are_not_copied():
    [value] = documents("a: &x {b: 1}\nc: *x\n")
    assert value["a"] is value["c"]


def test_a_syntax_error_later_in_the_document_is_what_is_reported():
    """go-yaml parses a document whole before decoding it: its syntax error wins over a refusal."""
    with pytest.raises(yaml.YAMLError):
        list(documents("a: !!int notanint\nb: {{ .Values.x }}\nc: [\n"))
