"""DeviceTaintRules as the scheduler's ResourceSlice tracker applies them (k8s.io/dynamic-resource-allocation
v0.37.2 resourceslice/tracker/tracker.go applyPatches): one reading for the search and the filter counts,
which used to differ on malformed rules (the search dropped a rule without a taint, the filters added an
empty taint; the filters read a taint that is not a mapping as an empty one, which Go cannot decode)."""

from __future__ import annotations

import pytest

from dra_conform.semantics.allocator import AllocatedState, Features, Inventory, Node, allocate
from dra_conform.semantics.allocator.filters import Analysis, Classes
from dra_conform.semantics.allocator.published import Published
from dra_conform.semantics.allocator.taints import Taint
from tests.builders import GPU, claim, device, device_class, request, resource_slice

CLASS = device_class("gpu", selector=None)
SLICE = resource_slice("s", [device("gpu-0")])
CLAIM = claim(request(class_name="gpu", mode="ExactCount", count=1))
ABSENT = object()


def rule(taint=ABSENT, selector=ABSENT):
    spec = {}
    if selector is not ABSENT:
        spec["deviceSelector"] = selector
    if taint is not ABSENT:
        spec["taint"] = taint
    return {"apiVersion": "resource.k8s.io/v1", "kind": "DeviceTaintRule", "metadata": {"name": "drain"}, "spec": spec}


def judged(*rules):
    """(the device's taints, the search's outcome, the filters' verdict) over one inventory."""
    inventory = Inventory.of([SLICE], rules)
    outcome = allocate(inventory, Node("node-1"), [CLAIM], {"gpu": CLASS}, AllocatedState(), Features())
    (request,) = Analysis(Published(inventory, AllocatedState(), Features()), Classes.of([CLASS])).claim(CLAIM)
    return inventory.devices[0].taints, outcome.kind, request.satisfiable


EMPTY = Taint("", "", "", "drain")
NO_SCHEDULE = {"key": "maint", "effect": "NoSchedule"}


@pytest.mark.parametrize(
    ("name", "taint", "selector", "expected"),
    [
        # spec.taint is a DeviceTaint value, not a pointer: absent or null decodes to the empty taint, which
        # the tracker appends; its effect is none of NoSchedule and NoExecute, so it stops nothing
        ("no taint", ABSENT, {"driver": GPU}, ((EMPTY,), "allocated", True)),
        ("null taint", None, {"driver": GPU}, ((EMPTY,), "allocated", True)),
        # what Go cannot decode is no object of the cluster (the DRA-CL rules report it)
        ("taint not a mapping", "maint", {"driver": GPU}, ((), "allocated", True)),
        ("selector not a mapping", NO_SCHEDULE, "all", ((), "allocated", True)),
        # "No selector matches no devices."
        ("no selector", NO_SCHEDULE, ABSENT, ((), "allocated", True)),
        ("empty selector", NO_SCHEDULE, {}, ((Taint("maint", "", "NoSchedule", "drain"),), "unsatisfiable", False)),
        ("another pool", NO_SCHEDULE, {"driver": GPU, "pool": "node-2"}, ((), "allocated", True)),
    ],
)
def test_taint_rules_as_the_tracker_applies_them(name, taint, selector, expected):
    assert judged(rule(taint, selector)) == expected
