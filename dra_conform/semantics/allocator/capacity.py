"""Quantities and consumable capacity (KEP-5075): what one allocation of a request consumes of a device's
capacity, and whether it fits (consumable_capacity.go: CmpRequestOverCapacity, calculateConsumedCapacity,
violatesPolicy, with DRAFractionalCapacityRange's milli-unit arithmetic)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .. import cel
from ..slices import DECIMAL_SI, quantity_format, quantity_string
from ..values import as_dict, as_list

_INT64 = 2**63


class CapacityError(Exception):
    """1.37's fatal capacity errors (errCapacityRequestNotRepresentable, errNegativeCapacity): the allocation
    aborts with upstream's text instead of passing the device over."""


class Requested(Fraction):
    """A capacity request's value, which prints as Quantity.String() does in the format it was written in."""

    __slots__ = ("format",)
    format: str

    def __new__(cls, value: Fraction, format: str = DECIMAL_SI) -> Requested:
        self = super().__new__(cls, value)
        self.format = format
        return self

    def __str__(self) -> str:
        return quantity_string(Fraction(self), self.format)


def _wrap(n: int) -> int:
    """Go's int64 arithmetic: the low 64 bits, two's complement."""
    return (n + _INT64) % (2 * _INT64) - _INT64


def quantity(text: Any) -> Fraction | None:
    """A Kubernetes quantity's exact value, or None when it does not parse (bounded for any input)."""
    if isinstance(text, bool) or not isinstance(text, (str, int)) or len(str(text)) > 64:
        return None
    try:
        return cel.Quantity.parse(str(text).strip()).value
    except (cel.values.ValueError_, ValueError, ArithmeticError):
        return None


def requested_capacity(capacity: Any) -> dict[str, Fraction] | None:
    """A request's capacity.requests, None when it has none. A quantity that does not parse counts as 0
    (Go's decoder refuses it, so no stored claim has one; the claim rules report it)."""
    if not isinstance(capacity, dict) or not isinstance(capacity.get("requests"), dict):
        return None
    return {str(k): Requested(quantity(v) or Fraction(0), quantity_format(v)) for k, v in capacity["requests"].items()}


@dataclass(frozen=True)
class CapacityPolicy:
    """One capacity of a device: its value and requestPolicy."""

    value: Fraction
    default: Fraction | None
    valid_values: tuple[Fraction, ...] | None  # None: not given
    has_policy: bool
    has_range: bool
    minimum: Fraction | None
    maximum: Fraction | None
    step: Fraction | None

    @classmethod
    def of(cls, raw: Any) -> CapacityPolicy:
        raw = as_dict(raw)
        policy = raw.get("requestPolicy")
        policy_d = as_dict(policy)
        valid_range = policy_d.get("validRange")
        range_d = as_dict(valid_range)
        values = policy_d.get("validValues")
        return cls(
            quantity(raw.get("value")) or Fraction(0),
            quantity(policy_d.get("default")),
            tuple(q for q in map(quantity, as_list(values)) if q is not None) if isinstance(values, list) else None,
            isinstance(policy, dict),
            isinstance(valid_range, dict),
            quantity(range_d.get("min")),
            quantity(range_d.get("max")),
            quantity(range_d.get("step")),
        )


def _value(q: Fraction) -> int:
    return _wrap(math.ceil(q))  # Quantity.Value(): rounded up to an integer, past int64 its low 64 bits


def _milli(q: Fraction) -> int | None:
    """safeMilliValue: the value in milli-units when that is exact and fits an int64."""
    milli = q * 1000
    return int(milli) if milli.denominator == 1 and -_INT64 <= milli < _INT64 else None


def _use_milli(cap: CapacityPolicy, fractional: bool) -> bool:
    """useMilli: with the gate, milli-units whenever min, max and step are exact in them and step is 1m or
    more (whole numbers too: upstream dropped its has-a-fraction condition)."""
    if not fractional:
        return False
    for bound in (cap.minimum, cap.maximum):
        if bound is not None and _milli(bound) is None:
            return False
    if cap.step is not None:
        step = _milli(cap.step)
        if step is None or step < 1:
            return False
    return True


def _quo(a: int, b: int) -> int:
    """Go's integer division: truncated toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _units(q: Fraction, milli: bool) -> int | None:
    return _milli(q) if milli else _value(q)


def consumed_capacity(
    requested: Fraction | None, cap: CapacityPolicy, fractional: bool = False, guarded: bool = True
) -> Fraction:
    """calculateConsumedCapacity: what one allocation consumes. ``guarded`` (1.37 on): a request, or the value
    it rounds up to, that upstream's range arithmetic cannot represent raises CapacityError; before 1.37 the
    arithmetic is Go's int64 one, wrapping past its range (a request of 2^64 consumes 0)."""
    return Fraction(_consumed(requested, cap, fractional, guarded))  # a plain number, not the request's


def _consumed(requested: Fraction | None, cap: CapacityPolicy, fractional: bool, guarded: bool) -> Fraction:
    if requested is None:  # fillEmptyRequest
        return cap.default if cap.has_policy and cap.default is not None else cap.value
    if not cap.has_policy:
        return requested
    if cap.has_range and cap.minimum is not None:  # roundUpRange
        if requested < cap.minimum:
            return cap.minimum
        if cap.step is None:
            return requested
        milli = _use_milli(cap, fractional)
        unit = "the milli-value range" if milli else "MaxInt64"
        if milli and _milli(requested) is None:
            raise CapacityError(f"{_UNREPRESENTABLE}: request {requested} is not a representable milli value")
        if guarded and not milli and requested > _INT64 - 1:  # CmpInt64(MaxInt64) > 0
            raise CapacityError(f"{_UNREPRESENTABLE}: request {requested} exceeds MaxInt64")
        have, start, step = _units(requested, milli), _units(cap.minimum, milli), _units(cap.step, milli)
        if have is None or start is None or not step:
            return requested  # not reached: useMilli checked min and step, Value() always gives one
        added = _wrap(have - start)
        n = _quo(added, step)
        if added - n * step:
            n += 1
        if (milli or (guarded and start >= 0)) and n > _quo(_INT64 - 1 - start, step):
            raise CapacityError(f"{_UNREPRESENTABLE}: rounding request {requested} up to the next step passes {unit}")
        return Fraction(_wrap(start + _wrap(step * n)), 1000 if milli else 1)
    if cap.valid_values is not None:  # roundUpValidValues
        return next((v for v in cap.valid_values if requested <= v), requested)
    return requested


_UNREPRESENTABLE = "capacity request cannot be represented in the device's range arithmetic"


def violates_policy(amount: Fraction, cap: CapacityPolicy, fractional: bool = False) -> bool:
    """violatesPolicy."""
    if not cap.has_policy:
        return False
    if cap.default is not None and amount == cap.default:
        return False
    if cap.has_range:
        if cap.maximum is not None and amount > cap.maximum:
            return True
        if cap.step is not None:
            milli = _use_milli(cap, fractional)
            have, start = _units(amount, milli), _units(cap.minimum or Fraction(0), milli)
            step = _units(cap.step, milli)
            if have is None:
                return True
            if step and start is not None and _wrap(have - start) % step:
                return True
        return False
    if cap.valid_values:
        return amount not in cap.valid_values
    return False


def one_allocation(requested: Fraction | None, cap: CapacityPolicy, fractional: bool = False) -> Fraction | None:
    """What one allocation consumes of ``cap``, None when its requestPolicy refuses it or (1.37) upstream
    aborts on it."""
    try:
        amount = consumed_capacity(requested, cap, fractional)
    except CapacityError:
        return None
    if amount < 0 or violates_policy(amount, cap, fractional):
        return None
    return amount


def fits_capacity(
    current: dict[str, Fraction],
    requests: dict[str, Fraction] | None,
    capacity: dict[str, CapacityPolicy],
    allocating: dict[str, Fraction],
    fractional: bool = False,
    guarded: bool = True,
) -> bool | None:
    """CmpRequestOverCapacity for one more allocation, with ``current`` allocated already and ``allocating``
    taken by this search: None for a requested capacity the device does not have. ``guarded`` (1.37 on):
    every capacity is resolved first, and one upstream cannot represent, or a negative one, raises
    CapacityError with upstream's text (`capacity "name": ...`), whatever the others."""
    if requests is not None and any(name not in capacity for name in requests):
        return None
    consumed = {}
    for name, cap in capacity.items():
        try:
            amount = consumed_capacity(requests.get(name) if requests is not None else None, cap, fractional, guarded)
        except CapacityError as e:
            raise CapacityError(f"capacity {_quote(name)}: {e}") from None
        if guarded and amount < 0:
            raise CapacityError(f"capacity {_quote(name)}: capacity value is negative")
        consumed[name] = amount
    for name, cap in capacity.items():
        amount = consumed[name]
        if violates_policy(amount, cap, fractional):
            return False
        if current.get(name, Fraction(0)) + amount + allocating.get(name, Fraction(0)) > cap.value:
            return False
    return True


def _quote(name: str) -> str:
    """Go's %q of a capacity name (a qualified name: printable ASCII)."""
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'
