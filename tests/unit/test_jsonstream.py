"""A stream's values are the same whether orjson or the stdlib json module decodes them.

orjson decodes values the scanner marks as holding only int64-sized integers, in inputs of
jsonstream.FAST_FROM_BYTES or more (these tests make it every input); anything it refuses
(invalid UTF-8, lone surrogates, deep nesting) goes to json, as does every value with a
fraction, an exponent or a longer integer, which orjson would turn into a float.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dra_conform.reading import jsonstream
from dra_conform.reading.shape import GoNumber

pytest.importorskip("orjson", reason="orjson is a dependency; without it json decodes everything")


def typed(value: Any) -> Any:
    """The value with every type spelled out (1, 1.0 and True compare equal in Python)."""
    if isinstance(value, dict):
        return ("dict", [(k, typed(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [typed(v) for v in value])
    if isinstance(value, GoNumber):
        return ("number", value.text)
    return (type(value).__name__, value)


def both_ways(data: bytes) -> tuple[list[Any], list[Any]]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(jsonstream, "FAST_FROM_BYTES", 0)  # orjson for these small inputs too
        fast = [typed(v.value) for v in jsonstream.read_stream(data).values]
        mp.setattr(jsonstream, "_FAST", False)
        slow = [typed(v.value) for v in jsonstream.read_stream(data).values]
    return fast, slow


INTEGERS = st.one_of(
    st.integers(-(2**63), 2**63 - 1),
    st.integers(-(2**70), 2**70),
    st.sampled_from([2**63 - 1, 2**63, -(2**63), -(2**63) - 1, 10**18 - 1, 10**18, 2**64]),
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    INTEGERS,
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["\ud800", "a\udfffb", "\U0001f600", "<&>", '\\"/']),
)
VALUES = st.recursive(
    SCALARS,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=25,
)


# 18, 19 and 20 digits, and int64's ends: where numbers stop fitting a machine word
BOUNDARIES = [10**18 - 1, 10**18, 10**19 - 1, 10**19, 10**20 - 1, 10**20, 2**63 - 1, 2**63, -(2**63), -(2**63) - 1]


@given(st.lists(VALUES, min_size=1, max_size=3), st.sampled_from([None, 2]), st.booleans())
@example([{"a": 1, "b": 2, "a ": 3}], 2, True)
@example([BOUNDARIES, {"n": 2**63, "m": -(2**63) - 1}], None, False)
@example([[float(10**19), 1e20, -9.223372036854776e18]], 2, True)
def test_orjson_and_json_build_the_same_values(values: list[Any], indent: int | None, ascii_only: bool) -> None:
    data = "\n".join(json.dumps(v, indent=indent, ensure_ascii=ascii_only) for v in values).encode(
        "utf-8", "surrogatepass"
    )
    fast, slow = both_ways(data)
    assert fast == slow


@given(st.binary(max_size=300))
@example(b'{"a":"\xff"} {"b":"\xed\xa0\x80"} ["\\ud800"] {"k":1,"k":2}')
@example(b"[999999999999999999, 1000000000000000000, 9999999999999999999, 10000000000000000000]")
@example(b"[9223372036854775807, 9223372036854775808, -9223372036854775808, -9223372036854775809]")
@example(b"[99999999999999999999, 100000000000000000000, 1e19, -1e19, 9223372036854775808.0]")
@example(b"[1, 1.0, 1e2, -0, 123456789012345678, 1234567890123456789, 18446744073709551616]")
def test_any_bytes_decode_the_same_both_ways(data: bytes) -> None:
    fast, slow = both_ways(data)
    assert fast == slow


def test_nesting_deeper_than_orjson_goes_to_json(monkeypatch) -> None:
    monkeypatch.setattr(jsonstream, "FAST_FROM_BYTES", 0)
    data = b"[" * 1100 + b"]" * 1100  # orjson stops at 1024 levels
    (value,) = [v.value for v in jsonstream.read_stream(data).values]
    depth = 0
    while value:
        value, depth = value[0], depth + 1
    assert value == [] and depth == 1099


def _leaves(value: Any) -> list[Any]:
    todo, out = [value], []
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
        else:
            out.append(item)
    return out


@given(VALUES, st.sampled_from([None, 2]))
@example(10**18 - 1, None)  # 18 digits: narrow
@example(10**18, None)  # 19 digits: wide
@example(-(10**18) + 1, None)
@example(-(10**18), None)
@example(2**63 - 1, 2)
@example(2**63, None)
@example(-(2**63), None)
@example(-(2**63) - 1, None)
@example([10**19 - 1, 10**20], 2)
def test_value_flags_say_what_the_value_holds(value: Any, indent: int | None) -> None:
    from dra_conform.reading.parser import events as ev

    (found,) = jsonstream.read_stream(json.dumps(value, indent=indent).encode("utf-8", "surrogatepass")).values
    leaves = _leaves(value)
    assert bool(found.flags & ev.FLAG_NULL) == any(leaf is None for leaf in leaves)
    wide = any(isinstance(leaf, float) or (type(leaf) is int and len(str(abs(leaf))) > 18) for leaf in leaves)
    assert bool(found.flags & ev.FLAG_WIDE_NUMBER) == wide


def test_a_value_of_unknown_flags_keeps_number_literals_and_big_integers() -> None:
    data = b'{"int": 1.50, "big": 18446744073709551616, "e": 1e3}'
    assert typed(jsonstream.decode_value(data, 0, len(data))) == (
        "dict",
        [("int", ("number", "1.50")), ("big", ("int", 2**64)), ("e", ("number", "1e3"))],
    )


def test_a_manifest_number_is_reported_as_written(tmp_path) -> None:
    from dra_conform.engine.check import check_paths
    from dra_conform.model.results import Options

    path = tmp_path / "slice.json"
    path.write_text(
        '{"apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice", "metadata": {"name": "s"},'
        ' "spec": {"driver": "d.example.com", "nodeName": "n", "pool": {"name": "p", "generation": 1,'
        ' "resourceSliceCount": 1.50}, "devices": []}}'
    )
    messages = [f.message for f in check_paths([str(path)], Options()).findings]
    assert any("number 1.50" in m for m in messages), messages
