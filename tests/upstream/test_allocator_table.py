"""Upstream's allocator test table (allocator/TestAllocator.yaml, made by tools/port_allocator_table.py)
run through semantics.allocator: the verdict, the devices chosen, the node selector of the allocation
and the number of allocateOne steps upstream's experimental allocator takes must all be upstream's."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from dra_conform.semantics.allocator import AllocatedState, Features, Inventory, Node, allocate
from dra_conform.semantics.allocator.capacity import quantity

HERE = Path(__file__).parent / "allocator"
TABLE = yaml.safe_load((HERE / "TestAllocator.yaml").read_text())
KNOWN: dict[str, dict[str, str]] = yaml.safe_load((HERE / "known.yaml").read_text()) or {}
NO_FEATURES = Features(
    prioritized_list=False,
    partitionable=False,
    taints=False,
    taint_rules=False,
    binding=False,
    consumable=False,
    admin_access=False,
    list_attributes=False,
)


def _selector(selector: dict[str, Any] | None) -> Any:
    """A node selector compared as upstream's matcher does: terms, requirements and values unordered."""
    if selector is None:
        return None
    terms = []
    for term in selector.get("nodeSelectorTerms") or []:
        parts = []
        for kind in ("matchExpressions", "matchFields"):
            for r in term.get(kind) or []:
                parts.append((kind, r.get("key"), r.get("operator"), tuple(sorted(r.get("values") or []))))
        terms.append(tuple(sorted(parts)))
    return Counter(terms)


def _device(result: dict[str, Any]) -> tuple[Any, ...]:
    consumed = tuple(sorted((k, quantity(v)) for k, v in (result.get("consumedCapacity") or {}).items()))
    return (
        result["request"],
        result["driver"],
        result["pool"],
        result["device"],
        bool(result.get("adminAccess")),
        consumed,
        tuple(result.get("bindingConditions") or ()),
    )


def run(case: dict[str, Any]) -> tuple[Any, ...]:
    features = Features(**{**NO_FEATURES.__dict__, **case["features"]})
    state = AllocatedState(devices={tuple(d) for d in case["allocated"]})
    for entry in case.get("allocated_shared", []):
        state.shared.add((tuple(entry[:3]), entry[3]))
    for entry in case.get("allocated_capacity", []):
        state.capacity[tuple(entry["device"])] = {k: quantity(v) or Fraction(0) for k, v in entry["capacity"].items()}
    classes = {c["metadata"]["name"]: c for c in case["classes"]}
    outcome = allocate(Inventory.of(case["slices"]), Node.of(case["node"]), case["claims"], classes, state, features)
    return outcome.kind, outcome


def verdict(case: dict[str, Any]) -> list[str]:
    """What differs from upstream's expectation (empty when nothing does)."""
    kind, outcome = run(case)
    if "error" in case:  # a substring, or a list of them (gomega.And)
        wanted = case["error"] if isinstance(case["error"], list) else [case["error"]]
        if kind != "error" or not all(w in outcome.error for w in wanted):
            return [f"expected an error containing {case['error']!r}, got {kind}: {outcome.error}"]
        return []
    if not case["results"]:
        if kind not in ("unsatisfiable", "allocated") or outcome.results:
            return [f"expected no allocation, got {kind} {outcome.error} {outcome.results}"]
        return []
    if kind != "allocated":
        return [f"expected an allocation, got {kind}: {outcome.error}"]
    problems = []
    want = Counter(Counter(_device(d) for d in r["devices"]).most_common().__repr__() for r in case["results"])
    got_results = [
        Counter(
            (r.request, r.driver, r.pool, r.device, r.admin_access, r.consumed, r.binding_conditions) for r in claim
        )
        .most_common()
        .__repr__()
        for claim in outcome.results
    ]
    if want != Counter(got_results):
        problems.append(f"devices: expected {[r['devices'] for r in case['results']]}, got {outcome.results}")
    want_selectors = sorted(repr(_selector(r["nodeSelector"])) for r in case["results"])
    got_selectors = sorted(repr(_selector(s)) for s in outcome.node_selectors)
    if want_selectors != got_selectors:
        problems.append(f"node selectors: expected {want_selectors}, got {got_selectors}")
    if "steps" in case and case["steps"] != outcome.steps:
        problems.append(f"allocateOne steps: expected {case['steps']}, got {outcome.steps}")
    return problems


CASES = [pytest.param(c, id=c["name"]) for c in TABLE["cases"]]


@pytest.mark.parametrize("case", CASES)
def test_upstream_allocator_case(case: dict[str, Any]) -> None:
    known = KNOWN.get(case["name"], {})
    if "gap" in case:
        assert known, f"translation gap without a reason in known.yaml: {case['gap']}"
        return
    problems = verdict(case)
    if known:
        assert problems, f"{case['name']} now agrees with upstream: drop it from known.yaml"
    else:
        assert problems == []


def test_table_is_the_recorded_release() -> None:
    """The newest release's table: the default Features are that release's behaviours."""
    assert TABLE["source"]["version"] == "v0.37.2"
    assert len(TABLE["cases"]) == 275
