"""Keys written twice (DRA-MF-003): found by the YAML value builder and by the JSON token pass, at the
later key, with the earlier key's place; the last value kept, as Kubernetes' readers keep it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.reading.manifests import read
from dra_conform.reading.positions import repeated_keys
from dra_conform.reading.yaml_values import REPEATS_KEPT

# An object as written: a list of (key, value) pairs, keys possibly repeated; values are written objects,
# lists of them, or scalars.
KEYS = st.sampled_from(["a", "b", "c", "kind"])
WRITTEN = st.recursive(
    st.integers(0, 9),
    lambda inner: st.one_of(
        st.lists(st.tuples(KEYS, inner), max_size=4).map(lambda pairs: ("obj", pairs)),
        st.lists(inner, max_size=3).map(lambda items: ("list", items)),
    ),
    max_leaves=12,
)


def as_json(value) -> str:
    if isinstance(value, tuple) and value[0] == "obj":
        return "{" + ", ".join(f"{json.dumps(k)}: {as_json(v)}" for k, v in value[1]) + "}"
    if isinstance(value, tuple):
        return "[" + ", ".join(as_json(v) for v in value[1]) + "]"
    return str(value)


def as_yaml(value, indent: int = 0) -> str:
    """Block style, one key or item a line: the later key's line is its own."""
    pad = " " * indent
    if isinstance(value, tuple) and value[0] == "obj" and value[1]:
        return "".join(f"{pad}{k}:{_nested(v, indent + 2)}" for k, v in value[1])
    if isinstance(value, tuple) and value[0] == "list" and value[1]:
        return "".join(f"{pad}-{_nested(v, indent + 2)}" for v in value[1])
    return f"{pad}{as_json(value)}\n"


def _nested(value, indent: int) -> str:
    if isinstance(value, tuple) and value[1]:
        return "\n" + as_yaml(value, indent)
    return f" {as_json(value)}\n"


def flat(value, path=()) -> list[tuple]:
    """The oracle: the path of every key written again in its object, and of those inside its values
    (inside dropped values too: the reader sees them as written)."""
    if isinstance(value, tuple) and value[0] == "list":
        return [f for i, item in enumerate(value[1]) for f in flat(item, (*path, i))]
    if not isinstance(value, tuple):
        return []
    seen, found = set(), []
    for key, item in value[1]:
        if key in seen:
            found.append((*path, key))
        seen.add(key)
        found += flat(item, (*path, key))
    return found


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(KEYS, WRITTEN), min_size=1, max_size=5))
def test_yaml_and_json_find_the_same_repeats_as_the_oracle(pairs):
    written = ("obj", [("apiVersion", 1), *pairs])
    expected = sorted(flat(written), key=repr)
    for text in (as_json(written), as_yaml(written)):
        (obj,) = read(text.encode())
        assert sorted((r.path for r in obj.repeated), key=repr) == expected, text
        assert all(r.more == 0 for r in obj.repeated)
        assert obj.value == json.loads(as_json(written))  # the last value of a repeated key is kept


def test_the_later_key_is_placed_and_the_earlier_ones_line_given():
    yaml_text = "apiVersion: v1\nkind: A\nspec:\n  x: 1\n  y: 2\n  x: 3\nkind: B\n"
    (obj,) = read(yaml_text.encode())
    assert [(r.path, r.span) for r in obj.repeated] == [(("spec", "x"), (6, 3, 6, 4)), (("kind",), (7, 1, 7, 5))]
    assert obj.repeated[1].first == (2, 1, 2, 5)  # the root's keys are remembered as they are read
    assert obj.repeated[0].first is None and obj.place(("spec", "x"), key=True)[0] == 4  # the rest: the spans' first
    json_text = '{"apiVersion": "v1",\n "spec": {"x": 1,\n  "\\u0078": 3}}'
    (obj,) = read(json_text.encode())
    assert [(r.path, r.span, r.first) for r in obj.repeated] == [(("spec", "x"), (3, 3, 3, 11), (2, 11, 2, 14))]


def test_a_merge_is_not_a_repeat_but_a_key_written_twice_after_it_is():
    text = "base: &b {p: 1, q: 2}\nobj:\n  <<: *b\n  p: 3\n  q: 4\n  q: 5\n"
    (obj,) = read(text.encode())
    assert obj.value["obj"] == {"p": 3, "q": 5}
    assert [r.path for r in obj.repeated] == [("obj", "q")]


def test_a_lists_items_each_get_their_own_repeats():
    text = '{"kind": "List", "items": [{"kind": "A", "kind": "B"}, {"a": {"b": 1, "b": 2}}]}'
    objs = read(text.encode())
    assert [[r.path for r in o.repeated] for o in objs] == [[("kind",)], [("a", "b")]]
    yaml_text = "kind: List\nitems:\n- kind: A\n  kind: B\n- a:\n    b: 1\n    b: 2\n"
    assert [[(r.path, r.span[0]) for r in o.repeated] for o in read(yaml_text.encode())] == [
        [(("kind",), 4)],
        [(("a", "b"), 7)],
    ]


@pytest.mark.parametrize("form", ["yaml", "json"])
def test_a_hostile_object_of_100k_repeated_keys_is_read_in_one_pass_with_bounded_findings(form):
    n = 100_000
    if form == "yaml":
        text = "kind: X\n" + "k: 1\n" * n
    else:
        text = '{"kind": "X", ' + '"k": 1, ' * n + '"z": 0}'
    (obj,) = read(text.encode())
    assert len(obj.repeated) == REPEATS_KEPT
    assert obj.repeated[-1].more == n - 1 - REPEATS_KEPT
    assert obj.value == {"kind": "X", "k": 1, **({"z": 0} if form == "json" else {})}


def test_deep_nesting_with_repeats_costs_the_depth_only_for_the_repeats_kept():
    depth = 5_000  # a path is made per repeat kept, never per key
    text = '{"a": ' * depth + '{"k": 1, "k": 2}' + "}" * depth
    found, total = repeated_keys(text.encode(), 0, len(text))
    assert total == 1 and found[0][0] == ("a",) * depth + ("k",)
