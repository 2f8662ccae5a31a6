import json

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.reading.manifests import ManifestError, read

YAML = b"""# a comment
apiVersion: v1
kind: ConfigMap
metadata: {name: x}
---
apiVersion: resource.k8s.io/v1alpha3
kind: ResourcePoolStatusRequest
metadata:
  name: check
spec:
  driver: gpu.example.com   # trailing comment
  limit: 5
...
---
apiVersion: v1
kind: List
items:
- apiVersion: resource.k8s.io/v1alpha3
  kind: ResourcePoolStatusRequest
  metadata: {name: "in-list", }
  spec: {driver: "d.example.com"}
"""


def test_yaml_documents_lists_and_positions():
    objects = read(YAML)
    assert [(o.kind, o.doc, o.prefix) for o in objects] == [
        ("ConfigMap", 0, ()),
        ("ResourcePoolStatusRequest", 1, ()),
        ("ResourcePoolStatusRequest", 2, ("items", 0)),
    ]
    rpsr = objects[1]
    assert rpsr.place(("spec", "driver")) == (11, 11, 11, 26)  # the value gpu.example.com
    assert rpsr.place(("spec", "driver"), key=True) == (11, 3, 11, 9)
    assert rpsr.place(("spec", "poolName")) == (10, 1, 10, 5)  # missing: the key of its parent
    assert rpsr.place(("spec",)) == (10, 1, 10, 5)  # multi-line value: its key
    listed = objects[2]
    assert listed.name == "in-list"
    assert listed.place(("spec", "driver"))[:2] == (21, 18)


def test_json_list_with_byte_exact_positions():
    data = json.dumps(
        {
            "kind": "ResourcePoolStatusRequestList",
            "items": [{"kind": "ResourcePoolStatusRequest", "spec": {"driver": "x"}}],
        },
        indent=1,
    ).encode()
    (obj,) = read(data)
    line, column, _, _ = obj.place(("spec", "driver"))
    assert data.splitlines()[line - 1][column - 1 : column + 2] == b'"x"'


@pytest.mark.parametrize("data, where", [(b"a: b: c\n", "line 1, column 5"), (b'{"a": }', "line 1, column 7")])
def test_unreadable_manifests_say_where(data, where):
    with pytest.raises(ManifestError, match=where):
        read(data)


def test_bom_and_non_objects():
    assert read(b"\xef\xbb\xbf- 1\n- 2\n") == []
    assert [o.kind for o in read(b"\xef\xbb\xbfkind: X\n")] == ["X"]


@pytest.mark.parametrize("dump", [lambda v: json.dumps(v, indent=2), lambda v: yaml.safe_dump(v, sort_keys=False)])
def test_list_items_keep_their_positions_and_pickle_without_them(tmp_path, dump):
    import pickle

    from dra_conform.reading.manifests import Reread

    items = [{"kind": "ResourceSlice", "metadata": {"name": f"s{i}"}, "spec": {"driver": f"d{i}"}} for i in range(5)]
    data = dump({"kind": "List", "items": items}).encode()
    path = tmp_path / "dump"
    path.write_bytes(data)
    objects = read(data)
    assert [o.value for o in objects] == items
    assert [o.prefix for o in objects] == [("items", i) for i in range(5)]
    again = Reread()
    for i, (obj, sent) in enumerate(zip(objects, pickle.loads(pickle.dumps(objects)))):  # -j workers send them back
        assert sent.locate is None and sent.value == obj.value
        assert again.place(str(path), sent, ("spec", "driver")) == obj.place(("spec", "driver"))
        line, column, _, _ = obj.place(("spec", "driver"))
        assert data.splitlines()[line - 1][column - 1 : column + 2].strip(b'"') == f"d{i}".encode()


@pytest.mark.parametrize("data", [b"kind: X\n", b"a: b: c\n", b'{"a": }'])
def test_reading_leaves_the_garbage_collector_as_it_found_it(data):
    import gc

    assert gc.isenabled()
    try:
        read(data)
    except ManifestError:
        pass
    assert gc.isenabled()


def test_a_merge_key_keeps_every_object_and_position():
    """A merge key in the second document is merged as go-yaml merges it; every object keeps its
    value and its place."""
    data = (
        b"kind: ConfigMap\nmetadata: {name: a}\n---\n"
        b"base: &b {x: 1}\nkind: Thing\nmetadata:\n  <<: *b\n  name: b\n---\nkind: Other\nmetadata: {name: c}\n"
    )
    found = read(data)
    assert [o.value.get("kind") for o in found] == ["ConfigMap", "Thing", "Other"]
    assert found[1].value["metadata"] == {"x": 1, "name": "b"}
    assert [o.doc for o in found] == [0, 1, 2]
    assert [o.place(("kind",))[0] for o in found] == [1, 5, 10]


def composed_spans(text: str) -> list:
    """Each document's spans as the composed node tree gives them (the oracle for the event locator)."""
    from dra_conform.reading.manifests import _composed, _node_spans

    return [_node_spans(node) for _, node in _composed(text)]


OBJECT_TREES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.sampled_from(["", "x", "a b", "1", "- y", "é"])),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["a", "b", "1", "k k"]), inner, max_size=3)
    ),
    max_leaves=15,
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.dictionaries(st.sampled_from(["kind", "spec", "items", "x"]), OBJECT_TREES, min_size=1, max_size=3),
        min_size=1,
        max_size=3,
    ),
    st.booleans(),
    st.booleans(),
)
def test_spans_read_from_events_are_the_composers(objects, as_list, flow):
    """The event locator gives every object the spans the composed document gives it."""
    from dra_conform.reading.manifests import _EventLocator

    docs = [{"kind": "List", "items": objects}] if as_list else objects
    text = yaml.safe_dump_all(docs, default_flow_style=flow, sort_keys=False, allow_unicode=True)
    locator = _EventLocator(text)
    for doc, (value, spans) in enumerate(zip(docs, composed_spans(text))):
        prefixes = [("items", i) for i in range(len(value["items"]))] if as_list else [()]
        for prefix in prefixes:
            assert locator.spans(doc, prefix) == spans(prefix), (doc, prefix)


def test_spans_from_events_with_repeated_keys_and_going_back():
    from dra_conform.reading.manifests import _EventLocator

    text = "kind: A\nspec: {a: 1}\nspec:\n  b: [1, 2]\n---\nkind: B\n"
    locator = _EventLocator(text)
    composed = composed_spans(text)
    assert locator.spans(1, ()) == composed[1](())
    assert locator.spans(0, ()) == composed[0](())  # backwards: read again from the start
    assert _EventLocator("a: &x {b: 1}\nc: *x\n").spans(0, ()) is None  # an alias: the composer's to give


@pytest.mark.parametrize(
    "data, where",
    [
        (b"{{- if .Values.x }}\na: 1\n", (1, 1)),
        (b"x:\n  - {{ .Values.y }}\n", (2, 5)),
        (b"a: it's {{ x }}\n", (1, 9)),  # a quote inside a plain scalar opens no string
        (b'a: [ "s", {{ x }} ]\n', (1, 11)),
        (b'a: "{{ x }}"\n', None),
        (b"a: '{{ x }}'\n", None),
        (b"a: 'it''s {{ x }}'\n", None),
        (b'a: "q\\" {{ x }}"\n', None),
        (b"# {{ x }}\n", None),
        (b"a: 1 # {{ x }}\n", None),
        (b"a: b\n", None),
    ],
)
def test_template_actions_are_found_outside_strings_and_comments(data, where):
    from dra_conform.reading.manifests import template_action

    assert template_action(data) == where
