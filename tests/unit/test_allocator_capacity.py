"""Consumable capacity as upstream's allocator computes it, with and without DRAFractionalCapacityRange:
the tables of k8s.io/dynamic-resource-allocation v0.37.2
structured/internal/experimental/consumable_capacity_test.go (testUseMilli, testViolateCapacityRequestPolicy,
testCalculateConsumedCapacity), case by case; then the allocator and the filter counts on one device, which
used to disagree (the filters had the gate, the search had not)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dra_conform.semantics.allocator import AllocatedState, Features, Inventory, Node, allocate
from dra_conform.semantics.allocator.capacity import (
    CapacityError,
    CapacityPolicy,
    _use_milli,
    consumed_capacity,
    quantity,
    violates_policy,
)
from dra_conform.semantics.allocator.filters import Analysis, Classes
from dra_conform.semantics.allocator.published import Published
from tests.builders import claim, device, device_class, request, resource_slice

MAX_INT64 = "9223372036854775807"
TOO_BIG_FOR_MILLI = "9224372036854776E3"


def policy(value="1", default=None, minimum=None, maximum=None, step=None, values=None, none=False):
    raw: dict = {"value": value}
    if not none:
        request_policy: dict = {}
        if default is not None:
            request_policy["default"] = default
        if values is not None:
            request_policy["validValues"] = values
        if minimum is not None or maximum is not None or step is not None:
            request_policy["validRange"] = {
                k: v for k, v in (("min", minimum), ("max", maximum), ("step", step)) if v is not None
            }
        raw["requestPolicy"] = request_policy
    return CapacityPolicy.of(raw)


USE_MILLI = {
    "fractional disabled": (policy(minimum="200m", maximum="1", step="100m"), False, False),
    "all fractional, fits in milli": (policy(minimum="200m", maximum="1", step="100m"), True, True),
    "all integer, fits in milli (no hasFractional gate any more)": (
        policy(minimum="1", maximum="3", step="1"),
        True,
        True,
    ),
    "min overflows milli, falls back to integer": (policy(minimum=TOO_BIG_FOR_MILLI, step="1"), True, False),
    "step too small (sub-milli)": (policy(minimum="1", step="0"), True, False),
}


@pytest.mark.parametrize("name", USE_MILLI)
def test_use_milli(name):
    cap, fractional, expected = USE_MILLI[name]
    assert _use_milli(cap, fractional) is expected


VIOLATES = {
    "no constraint": ("1", policy(none=True), False, False),
    "less than maximum": ("1", policy(default="1", minimum="1", maximum="2"), False, False),
    "more than maximum": ("2", policy(default="1", minimum="1", maximum="1"), False, True),
    "in set": ("1", policy(default="1", values=["1"]), False, False),
    "not in set": ("2", policy(default="1", values=["1"]), False, True),
    "fractional step aligned (0.3 = min+1*step)": (
        "300m",
        policy(default="200m", minimum="200m", maximum="1", step="100m"),
        True,
        False,
    ),
    "fractional step not aligned (0.25 is not a multiple of 0.1 from 0.2)": (
        "250m",
        policy(default="200m", minimum="200m", maximum="1", step="100m"),
        True,
        True,
    ),
    "requested value overflows milli representation": (
        TOO_BIG_FOR_MILLI,
        policy(default="1", minimum="1", step="1"),
        True,
        True,
    ),
}


@pytest.mark.parametrize("name", VIOLATES)
def test_violates_policy(name):
    requested, cap, fractional, expected = VIOLATES[name]
    assert violates_policy(quantity(requested), cap, fractional) is expected


CONSUMED = {
    "empty": (None, policy("1", default=None), False, "1"),
    "request-above-maxint64-is-rejected": (
        "18446744073709551619",
        policy("18446744073709551619", default="0", minimum="0", step="3"),
        False,
        None,
    ),
    "rounded-value-above-maxint64-is-rejected": (
        MAX_INT64,
        policy("9223372036854775808", default="0", minimum="0", step="2"),
        False,
        None,
    ),
    "max-safe-boundary-rounds-to-maxint64": (
        "9223372036854775806",
        policy(MAX_INT64, default="1", minimum="1", step="2"),
        False,
        MAX_INT64,
    ),
    "min in range": (None, policy("2", default="1", minimum="1"), False, "1"),
    "default in set": (None, policy("2", default="1", values=["1"]), False, "1"),
    "more than min in range": ("2", policy("2", default="1", minimum="1"), False, "2"),
    "less than min in range": ("1", policy("2", default="1", minimum="2"), False, "2"),
    "with step (round up)": ("2", policy("3", default="1", minimum="1", step="2"), False, "3"),
    "with step (no remaining)": ("2", policy("2", default="1", minimum="1", step="1"), False, "2"),
    "fractional step round up (0.25 to 0.3)": (
        "250m",
        policy("1", default="200m", minimum="200m", maximum="1", step="100m"),
        True,
        "300m",
    ),
    "fractional step already aligned (0.4 = min+2*step)": (
        "400m",
        policy("1", default="200m", minimum="200m", maximum="1", step="100m"),
        True,
        "400m",
    ),
    "valid value in set": ("2", policy("3", default="1", values=["1", "2", "3"]), False, "2"),
    "set (round up)": ("2", policy("3", default="1", values=["1", "3"]), False, "3"),
    "larger than set": ("3", policy("3", default="1", values=["1", "2"]), False, "3"),
    "fractional-step-request-not-milli-representable-is-rejected": (
        TOO_BIG_FOR_MILLI,
        policy(TOO_BIG_FOR_MILLI, default="1", minimum="100m", step="100m"),
        True,
        None,
    ),
    "fractional-step-rounded-value-passes-milli-range-is-rejected": (
        "9223372036854775806m",
        policy("9223372036854775807m", default="100m", minimum="100m", step="100m"),
        True,
        None,
    ),
}


@pytest.mark.parametrize("name", CONSUMED)
def test_calculate_consumed_capacity(name):
    """expected None: upstream's errCapacityRequestNotRepresentable (1.37), CapacityError here."""
    requested, cap, fractional, expected = CONSUMED[name]
    wanted = quantity(requested) if requested is not None else None
    if expected is None:
        with pytest.raises(CapacityError, match="^capacity request cannot be represented in the device's range"):
            consumed_capacity(wanted, cap, fractional)
    else:
        assert consumed_capacity(wanted, cap, fractional) == quantity(expected)


@pytest.mark.parametrize(
    ("requested", "step", "expected"),
    [("18446744073709551619", "3", 3), (MAX_INT64, "2", -(2**63)), ("18446744073709551616", "4", 0)],
)
def test_up_to_1_36_the_range_arithmetic_wraps_as_int64(requested, step, expected):
    """1.36's roundUpRange: Value() keeps the low 64 bits past int64, min + step*n wraps (the oracle allocates
    with what it wraps to: tests/unit/test_allocator_releases.py)."""
    cap = policy("4", default="0", minimum="0", step=step)
    assert consumed_capacity(quantity(requested), cap, guarded=False) == expected


# --- the search and the filters agree -------------------------------------------------------------------

NIC = "nic.example.com"
CLASS = device_class("nic", selector=None)


def shareable(value, **request_policy):
    """A slice of one device, nic-0, shared by its queues: ``value`` of them, under ``request_policy``."""
    queues = {"queues": {"value": value, "requestPolicy": request_policy}}
    return resource_slice("s", [device("nic-0", capacity=queues, allowMultipleAllocations=True)], driver=NIC)


def queues(**fields):
    """A request for one share of the nic class's device."""
    return request("nic", class_name="nic", mode="ExactCount", count=1, **fields)


def verdicts(slice_, claim_obj, fractional):
    """(the allocator's outcome on node-1, the filter analysis's verdict) over one inventory."""
    features = Features(fractional_range=fractional)
    inventory = Inventory.of([slice_])
    outcome = allocate(inventory, Node("node-1"), [claim_obj], {"nic": CLASS}, AllocatedState(), features)
    analysis = Analysis(Published(inventory, AllocatedState(), features), Classes.of([CLASS]))
    (request,) = analysis.claim(claim_obj)
    return outcome.kind, request.satisfiable


RANGE = {"default": "500m", "validRange": {"min": "500m", "max": "800m", "step": "250m"}}


@pytest.mark.parametrize(("fractional", "expected"), [(True, ("allocated", True)), (False, ("unsatisfiable", False))])
def test_fractional_ranges_the_search_and_the_filters_agree(fractional, expected):
    """600m rounds up to 750m with the gate, and a device of 800m holds it; without the gate Value()
    arithmetic (min 1, step 1) makes it 1, which it does not. The search ignored the gate before: it said
    "unsatisfiable" where the filters said the device fits."""
    wanted = claim(queues(capacity={"requests": {"queues": "600m"}}))
    assert verdicts(shareable("800m", **RANGE), wanted, fractional) == expected


def test_whole_number_ranges_are_milli_units_with_the_gate_too():
    """upstream's useMilli has no has-a-fraction condition any more: a device whose value 4500m is off the
    whole-number grid of min 1, step 1 cannot be allocated with the gate (4500m - 1 is no multiple of 1000m)
    and can without it (Value() rounds 4500m up to 5). The filters counted milli-units only when a bound had a
    fraction."""
    nic = shareable("4500m", validRange={"min": "1", "step": "1"})
    assert verdicts(nic, claim(queues()), True) == ("unsatisfiable", False)
    assert verdicts(nic, claim(queues()), False) == ("allocated", True)
    assert Fraction(9, 2) == quantity("4500m")
