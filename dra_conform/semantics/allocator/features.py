"""The allocator's Features (structured/internal/types.go), from the scheduler's gates, and the API's limit
on the devices of one claim."""

from __future__ import annotations

from dataclasses import dataclass

from .. import cel
from ..gates import Gates, enabled

RESTART_RELEASES = ("1.34", "1.35")  # allocateOne has no startLocation yet (Features.resume_after_device)
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
        )

    @property
    def cel_options(self) -> cel.Options:
        # The scheduler compiles with the StoredExpressions environment (celCache.GetOrCompile).
        return cel.Options(stored=True, list_type_attributes=self.list_attributes)
