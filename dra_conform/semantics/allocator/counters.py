"""checkAvailableCounters and deallocateCountersForDevice: the counters a pool's devices share, less what the
allocated devices consume, and what the devices this search allocates take of them.

From 1.35 a pool's counter sets come from its slices of counters, keyed by pool ID, and from 1.36 every allocated
device consumes (internal.IsDeviceAllocated); up to 1.35 (``whole_only``) only devices allocated whole
(AllocatedDevices) do, not shared ones. On 1.34 (``per_slice``) they are each slice's own ``sharedCounters``,
beside its devices, keyed by slice name. 1.35 (``by_pool_name``) keys them by the pool's name alone: two
drivers' pools of one name share one cache, the first one's counters."""

from __future__ import annotations

from fractions import Fraction

from .allocatedstate import AllocatedState
from .inventory import Device, Slice
from .pools import Pool

CounterSets = dict[str, dict[str, Fraction]]  # counter set -> counter -> amount


class Counters:
    def __init__(
        self, allocated: AllocatedState, per_slice: bool, by_pool_name: bool = False, whole_only: bool = False
    ) -> None:
        self.allocated = allocated
        self.per_slice = per_slice
        self.by_pool_name = by_pool_name
        self.whole_only = whole_only or per_slice
        self.available: dict[str, CounterSets] = {}  # by scope, computed once
        self.consumed: dict[str, CounterSets] = {}  # by scope, what this search's devices take

    def _scope(self, device: Device, pool: Pool) -> str:
        if self.per_slice:
            return f"slice {device.slice.name}"
        return f"pool name {pool.name}" if self.by_pool_name else f"pool {pool.id}"

    def _available(self, device: Device, pool: Pool) -> CounterSets:
        scope = self._scope(device, pool)
        got = self.available.get(scope)
        if got is None:
            if self.per_slice:
                got = {name: dict(counters) for name, counters in device.slice.counter_sets}
                groups: tuple[list[Slice], ...] = ([device.slice],)
            else:
                got = {name: dict(counters) for name, counters in pool.counter_sets.items()}
                groups = (pool.slices, pool.not_targeting)
            allocated = self.allocated.devices.__contains__ if self.whole_only else self.allocated.is_allocated
            for group in groups:
                for s in group:
                    for d in s.devices:
                        if not allocated(d.id):
                            continue
                        for set_name, amounts in d.consumes:
                            have = got.get(set_name, {})
                            for counter, amount in amounts.items():
                                if counter in have:
                                    have[counter] -= amount
            self.available[scope] = got
        return got

    def take(self, device: Device, pool: Pool) -> tuple[bool, int]:
        """checkAvailableCounters: whether what the device consumes still fits (taken if so), and how many
        counters were compared (each costs the search a try)."""
        available = self._available(device, pool)
        consumed = self.consumed.setdefault(self._scope(device, pool), {})
        for set_name, amounts in device.consumes:
            have = consumed.setdefault(set_name, {})
            for counter, amount in amounts.items():
                have[counter] = have.get(counter, Fraction(0)) + amount
        compared = sum(map(len, available.values()))
        for set_name, counters in available.items():
            used = consumed.get(set_name, {})
            for counter, value in counters.items():
                if value < used.get(counter, Fraction(0)):
                    self.give(device, pool)
                    return False, compared
        return True, compared

    def give(self, device: Device, pool: Pool) -> None:
        """deallocateCountersForDevice."""
        consumed = self.consumed.get(self._scope(device, pool), {})
        for set_name, amounts in device.consumes:
            have = consumed.setdefault(set_name, {})
            for counter, amount in amounts.items():
                have[counter] = have.get(counter, Fraction(0)) - amount
