"""Map keys as cel-go keeps them: a map literal is a Go map keyed by ref.Val (interpreter evalMap), so
1, 1u, 1.0 and true are four keys; a lookup finds the key of its own type, else a number's lossless int
or uint (common/types/map.go refValMapAccessor.Find: a double tries int, then uint; an int tries uint; a
uint tries int); a bool, string or null finds only itself. A repeated key keeps its last value."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.semantics.cel import compiler
from dra_conform.semantics.cel.interpreter import Budget, program
from dra_conform.semantics.cel.values.core import EvalError


def run(expression: str) -> object:
    checked = compiler.check(expression)
    assert checked.result is None, checked.result
    try:
        return program(checked.ast, Budget(tracked=True))({})
    except EvalError as e:
        return f"error: {e}"


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ("{dyn(1): 'a', dyn(true): 'b'}.size()", 2),
        ("{dyn(1): 'a', dyn(true): 'b'}[1]", "a"),
        ("{dyn(1): 'a', dyn(true): 'b'}[true]", "b"),
        ("{dyn(0): 'a', dyn(false): 'b'}[false]", "b"),
        ("{dyn(1): 'a', dyn(1u): 'b', dyn(1.0): 'c'}.size()", 3),
        ("{dyn(1): 'a', dyn(1u): 'b', dyn(1.0): 'c'}[1u]", "b"),
        ("{dyn(1): 'a', dyn(1u): 'b'}[1.0]", "a"),  # a double tries int first
        ("{dyn(1u): 'b'}[1.0]", "b"),  # then uint
        ("{dyn(1u): 'b'}[1]", "b"),
        ("{dyn(1): 'b'}[1u]", "b"),
        ("{dyn(true): 'b'}[1]", "error: no such key: 1"),
        ("{dyn(1): 'b'}[true]", "error: no such key: true"),
        ("{1: 'a'}[dyn(1.5)]", "error: no such key: 1.5"),
        ("{1: 'a'}[-1]", "error: no such key: -1"),
        ("true in {dyn(1): 'a'}", False),
        ("1.0 in {dyn(1): 'a'}", True),
        ("{dyn(1): 'a', dyn(true): 'b'} == {dyn(true): 'b', dyn(1): 'a'}", True),
        ("{dyn(1): 'a'} == {dyn(true): 'a'}", False),
        ("{dyn(1): 'a'} == {dyn(1u): 'a'}", True),  # Equal looks each key up with Find
        # iteration yields the keys as they were written (cel-go's Go map gives no order: none is asserted)
        ("{dyn(1): 'a', dyn(true): 'b'}.filter(k, k == true).size()", 1),
        ("{dyn(1): 'a', dyn(true): 'b'}.filter(k, k == 1).size()", 1),
        ("{dyn(1): 'a', dyn(true): 'b'}.transformMap(k, v, v + 'x')[true]", "bx"),
        ("{dyn(1): 'a'}.transformMap(k, v, v)[1u]", "a"),
        ("{true: 1, false: 2, true: 3}.size()", 2),  # a repeated key keeps its last value
        ("{'a': 1, ?'a': optional.none()}.size()", 0),  # an absent optional entry deletes the key
        # an index of a type newQualifier refuses (interpreter/attributes.go); a constant one fails the program
        ("{null: 1}[null]", "error: invalid qualifier type: types.Null"),
        ("{2.5: 1}[2.5]", 1),
        # bytes are a Go slice: hashing one panics, and cel-go's Eval recovers the panic (cel/program.go)
        ("{b'a': 1}.size()", "error: internal error: runtime error: hash of unhashable type types.Bytes"),
        # lists and maps are Go pointers: a key finds only the value it was made with (`in`, as an index of
        # a list is refused by newQualifier)
        ("{[1]: 'a', [1]: 'b'}.size()", 2),
        ("[[1]].all(l, l in {l: 'a'})", True),
        ("[[1]].all(l, [1] in {l: 'a'})", False),
        ("[[1]].map(l, {l: 'a'}[l]) == ['a']", "error: invalid qualifier type: *types.baseList"),
        ("{{}: 'a'}.size()", 1),
    ],
)
def test_map_keys_as_cel_go(expression, value):
    assert run(expression) == value


_KEYS = st.one_of(
    st.integers(-2, 2).map(lambda i: (f"dyn({i})", ("int", i))),
    st.integers(0, 2).map(lambda i: (f"dyn({i}u)", ("uint", i))),
    st.booleans().map(lambda b: (f"dyn({str(b).lower()})", ("bool", b))),
    st.integers(-2, 2).map(lambda i: (f"dyn({i}.0)", ("double", i))),
)


@given(st.lists(_KEYS, min_size=1, max_size=8))
def test_a_literal_has_one_entry_per_typed_key_and_each_finds_its_last_value(keys):
    literal = "{" + ", ".join(f"{text}: {i}" for i, (text, _) in enumerate(keys)) + "}"
    last = {typed: i for i, (_, typed) in enumerate(keys)}
    assert run(f"{literal}.size()") == len(last)
    for text, typed in keys:
        assert run(f"{literal}[{text}]") == last[typed]


@pytest.mark.parametrize("expression", ["dyn(0)[0] == 0", "dyn('a')['k'] == 0", "dyn(true)[1] == 0"])
def test_indexing_a_scalar_is_a_missing_key_as_cel_go_qualifies_it(expression):
    # the Go oracle, 1.34 to 1.37: device.attributes["d.io"].i[0] on an int attribute fails with
    # "no such key: 0" (refQualify's default case, cel-go v0.26 and v0.29), not "no such overload"
    assert str(run(expression)).startswith("error: no such key: ")


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ('"d.io" in .device.attributes', False),
        ("[1].map(device, .device.driver) == ['d.io']", True),  # the root's device, past the variable
        ("[1].map(device, device) == [1]", True),
    ],
)
def test_a_leading_dot_names_the_root_scopes_device(expression, value):
    # cel-go resolves `.device` in the root scope (oracle 1.36/1.37 accept `"d.io" in.device.attributes`)
    from dra_conform.semantics.cel.values.kubernetes import Device

    checked = compiler.check(expression)
    assert checked.result is None, checked.result
    assert program(checked.ast, Budget(tracked=True))({"device": Device("d.io", {}, {})}) is value
