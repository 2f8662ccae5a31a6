"""The allocator's Features (structured/internal/types.go), from the scheduler's gates, and the API's limit
on the devices of one claim."""

from __future__ import annotations

from dataclasses import dataclass

from .. import cel
from ..gates import Gates, enabled

RESTART_RELEASES = ("1.34", "1.35")  # before allocateOne's startLocation and its subrequest fixes (1.36)
# the Features that follow the release rather than a gate (Features.of sets them from the version)
RELEASE_BEHAVIOURS = (
    "resume_after_device",
    "subrequest_index_kept",
    "runtime_error_names_device",
    "capacity_at_request_index",
    "distinct_by_value",
    "counters_per_slice",
    "all_by_static_capacity",
    "distinct_remembers_every_device",
    "refused_device_rolled_back",
    "capacity_overflow_aborts",
    "counters_by_pool_name",
    "shares_consume_counters",
    "shared_ids_in_use",
    "match_intersection_restored",
)
MAX_RESULTS = 32  # resourceapi.AllocationResultsMaxSize: no claim gets more devices


@dataclass(frozen=True)
class Features:
    """What the scheduler has switched on (AllocatorFeatures)."""

    prioritized_list: bool = True
    partitionable: bool = True
    taints: bool = True
    taint_rules: bool = True
    binding: bool = True
    consumable: bool = True
    admin_access: bool = True
    list_attributes: bool = False
    fractional_range: bool = False  # DRAFractionalCapacityRange: requestPolicy ranges in milli-units
    # 1.36 on (allocateOne's startLocation): a request's next device is sought after the one just taken,
    # each combination tried once; up to 1.35 from the first device again, so every order of it is tried.
    resume_after_device: bool = True
    # 1.36 on: an "All" subrequest keeps its index in the search and in the matches remembered (search.py)
    subrequest_index_kept: bool = True
    # 1.37 on: a selector's runtime error names the device ("selector #0 on device d/p/x: CEL runtime error")
    runtime_error_names_device: bool = True
    # 1.34 only: allocateDevice checks capacity on the slice's device at the request's device index (search.py)
    capacity_at_request_index: bool = False
    # 1.34 only: distinctAttribute compares the values' pointers, not the values (constraints.py)
    distinct_by_value: bool = True
    # 1.34's pools and counters (pools.py, counters.py): counters are a slice's own sharedCounters, beside its
    # devices, less what devices allocated whole consume; a pool the node does not see every slice of is
    # incomplete, and its devices still serve an exact count; an invalid pool fails the walk where it is met
    counters_per_slice: bool = False
    # 1.37 on: "All" counts the devices whose capacity could ever fit, not what is left of it now (search.py)
    all_by_static_capacity: bool = True
    # 1.37 on: distinctAttribute compares with every device added, not the last one per request (constraints.py)
    distinct_remembers_every_device: bool = True
    # 1.36 on (rollbackDevice): a device refused gives back the counters it took, and, refused for its
    # capacity, its constraints and allocating mark; a shared device taken back gives back its counters too
    refused_device_rolled_back: bool = True
    # 1.37 on: a capacity request the range arithmetic cannot represent, or a negative consumed capacity, aborts
    # the allocation (capacity.py); before, Value()'s int64 wraps and the wrapped amount is what is consumed
    capacity_overflow_aborts: bool = True
    # 1.35 only: the counters' caches are keyed by the pool's name alone, not its driver too (counters.py)
    counters_by_pool_name: bool = False
    # 1.36 on: a device allocated in shares consumes its counters too, not only one allocated whole (counters.py)
    shares_consume_counters: bool = True
    # 1.37 on: a shareable device with a share allocated (shareID, no consumed capacity) has its counters taken
    # already, so another share skips them (deviceCapacityInUse; search.py)
    shared_ids_in_use: bool = True
    # 1.37 on: matchAttribute over list attributes gives back the intersection a device taken back narrowed
    match_intersection_restored: bool = True

    @classmethod
    def of(cls, gates: Gates, version: str) -> Features:
        def on(name: str, default: bool = True) -> bool:
            value = enabled(gates, name, version)
            return default if value is None else value

        return cls(
            prioritized_list=on("DRAPrioritizedList"),
            partitionable=on("DRAPartitionableDevices"),
            taints=on("DRADeviceTaints"),
            taint_rules=on("DRADeviceTaintRules"),
            binding=on("DRADeviceBindingConditions") and on("DRAResourceClaimDeviceStatus"),
            consumable=on("DRAConsumableCapacity"),
            admin_access=on("DRAAdminAccess"),
            list_attributes=on("DRAListTypeAttributes", False),
            fractional_range=on("DRAFractionalCapacityRange", False),
            resume_after_device=version not in RESTART_RELEASES,
            subrequest_index_kept=version not in RESTART_RELEASES,
            runtime_error_names_device=version not in (*RESTART_RELEASES, "1.36"),
            capacity_at_request_index=version == "1.34",
            distinct_by_value=version != "1.34",
            counters_per_slice=version == "1.34",
            all_by_static_capacity=version not in (*RESTART_RELEASES, "1.36"),
            distinct_remembers_every_device=version not in (*RESTART_RELEASES, "1.36"),
            refused_device_rolled_back=version not in RESTART_RELEASES,
            capacity_overflow_aborts=version not in (*RESTART_RELEASES, "1.36"),
            counters_by_pool_name=version == "1.35",
            shares_consume_counters=version not in RESTART_RELEASES,
            shared_ids_in_use=version not in (*RESTART_RELEASES, "1.36"),
            match_intersection_restored=version not in (*RESTART_RELEASES, "1.36"),
        )

    @property
    def distinct_supported(self) -> bool:
        """structured.NewAllocator takes the first variant that supports every feature on: with none beyond
        admin access, prioritized lists, partitionable devices and taints, the one it takes (stable from 1.36,
        incubating before) has no distinctAttribute constraint, which then fails as "empty constraint"."""
        return self.binding or self.consumable or self.fractional_range or self.list_attributes

    @property
    def cel_options(self) -> cel.Options:
        # The scheduler compiles with the StoredExpressions environment (celCache.GetOrCompile).
        return cel.Options(stored=True, list_type_attributes=self.list_attributes)
