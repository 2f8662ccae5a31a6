"""The runtime cost of an evaluation as cel-go's tracker counts it, and the memory bound
(dra_conform.semantics.cel.runtime_cost, the interpreter's tracked programs, DeviceIndex's run budget).

Sources: cel-go interpreter/runtimecost.go (costCall, the limit check after each step), ext/lists.go
(trackListSelfCompare, trackListOutputSize), ext/sets.go (trackSetsCost), Kubernetes
apiserver/pkg/cel/library/cost.go (CallCost), dynamic-resource-allocation/cel/compile.go (the limit).
"""

from __future__ import annotations

import importlib

import pytest

from dra_conform.semantics.cel import Device, DeviceIndex, Options, compile, evaluate
from dra_conform.semantics.cel.env import price
from dra_conform.semantics.cel.runtime_cost import CANCELLED, MEMORY_BOUND

DEVICE = Device("d", {"d": {"s": "a" * 64}}, {})
DEFAULT = Options()


def outcome(expression: str, options: Options = DEFAULT):
    result = compile(expression, options)
    assert result.problem is None, result.problem
    return evaluate(result, DEVICE)


@pytest.mark.parametrize(
    ("function", "args", "units"),
    [
        ("distinct", [list(range(20000))], 2 * 20000**2 + 11),  # trackListSelfCompare
        ("sort", [["a", "b"]], int(4 * 2.1) + 11),  # strings: factor 2 + 0.1
        ("lists.range", [1000], 1011),  # trackListOutputSize: result size + call + list
        ("sets.contains", [list(range(300)), list(range(200))], 60001),  # trackSetsCost(1)
        ("matches", ["a" * 64, "(a|aa)+$"], 7 * 2),  # ceil(65 * 0.1) * ceil(8 * 0.25)
        ("contains", ["a" * 100, "b" * 30], 10 * 3),
        ("_==_", ["a" * 100, "a" * 31], 4),  # ceil(min size * 0.1)
        ("_+_", ["a" * 50, "b" * 50], 10),
        ("_+_", [[1], [2]], 1),  # a list concatenation is one unit
        ("replace", ["a" * 64, "a", "aa"], 13),  # library/cost.go: ceil(size * 2 * 0.1)
        ("join", [["ab", "cd"], "-"], 1),  # ceil(size of the result (5) * 0.2)
        ("sum", [[1, 2, 3]], 3),  # traversalCost
        ("size", ["abc"], 1),
        ("@sortByAssociatedKeys", [[{"x": 4}, {"x": 3}], [4, 3]], 2 * 2**2 + 11),  # trackListSortBy: the keys
        ("check", [None, "get"], 350_000),  # library/cost.go: an authorization check
        ("format", ["%s and %s", ["a", "b"]], 1),  # cel-go costCall: ceil(template size * 0.1)
    ],
)
def test_prices_follow_cel_go_and_the_kubernetes_library(function, args, units):
    assert price(function, args) == units


def test_the_limit_is_upstreams_and_so_is_the_message():
    # range 111 + 100 iterations of a few units each: under 1,000, over 300
    expression = "lists.range(100).all(x, x >= 0)"
    assert outcome(expression, Options(cost_limit=1000)).matched is True
    over = outcome(expression, Options(cost_limit=300))
    assert (over.matched, over.error) == (False, CANCELLED)


@pytest.mark.parametrize(
    "expression",
    [
        "lists.range(20000).distinct().size() > 0",
        "sets.contains(lists.range(30000), lists.range(30000))",
        "lists.range(1000).map(x, lists.range(999999)).size() > 0",
        'device.attributes["d"].s' + '.replace("a", "aa")' * 20 + ".size() > 0",
    ],
)
def test_hostile_selectors_stop_at_the_limit(expression):
    out = outcome(expression)
    assert (out.matched, out.error) == (False, CANCELLED)


def test_no_operator_absorbs_the_cost_limit():
    # `||` absorbs a runtime error when the other side is true; cel-go's cancellation ends the evaluation
    out = outcome("lists.range(20000).distinct().size() > 0 || true")
    assert (out.matched, out.error) == (False, CANCELLED)


def test_growth_priced_at_one_unit_hits_the_memory_bound_not_a_verdict():
    doubled = "lists.range(8)"
    for _ in range(20):
        doubled = f"cel.bind(l, {doubled}, l + l)"
    out = outcome(f"{doubled}.size() > 0")
    assert out.matched is None and f"{MEMORY_BOUND:,} list elements" in out.not_checked


def test_map_results_are_values_not_shared_accumulators():
    assert outcome("cel.bind(m, [1, 2].map(x, x), (m + [3]).size() + m.size() == 5)").matched is True
    assert outcome("[1, 2, 3].filter(x, x > 1) == [2, 3] && [1, 2].map(x, x * 2) == [2, 4]").matched is True


def test_a_runs_evaluations_are_bounded_by_the_selector_budget(monkeypatch):
    monkeypatch.setattr(importlib.import_module("dra_conform.semantics.cel.matching"), "SELECTOR_BUDGET", 50)
    devices = [Device("d", {"d": {"s": str(i)}}, {}) for i in range(40)]
    result = compile('device.attributes["d"].s.size() > 0')
    groups = DeviceIndex(devices).matches(result)
    judged = sum(len(members) for out, members in groups if out.matched is True)
    spent = [out for out, _ in groups if out.matched is None]
    assert 0 < judged < 40
    assert spent and "evaluation budget is spent (this selector" in spent[0].not_checked
