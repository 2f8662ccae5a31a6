"""What the scheduler's allocated-devices tracker holds: the devices of the claims allocated already
(internal/allocatedstate.go: AllocatedState, IsDeviceAllocated)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..values import as_dict, as_list, as_str
from .capacity import quantity
from .inventory import DeviceID


@dataclass
class AllocatedState:
    """Devices allocated to claims that are not being allocated now (status.allocation in the files)."""

    devices: set[DeviceID] = field(default_factory=set)
    shared: set[tuple[DeviceID, str]] = field(default_factory=set)  # (device, shareID)
    capacity: dict[DeviceID, dict[str, Fraction]] = field(default_factory=dict)  # aggregated consumed capacity
    owners: dict[DeviceID, str] = field(default_factory=dict)  # device -> the claim it is allocated to (messages)
    sharers: dict[DeviceID, list[str]] = field(default_factory=dict)  # device -> the claims sharing it

    def is_allocated(self, device: DeviceID) -> bool:
        """internal.IsDeviceAllocated."""
        return device in self.devices or device in self.capacity or any(d == device for d, _ in self.shared)

    @classmethod
    def of_claims(cls, claims: Iterable[dict[str, Any]]) -> AllocatedState:
        """What the tracker holds for these claims' status.allocation (admin access makes no device busy)."""
        state = cls()
        for claim in claims:
            metadata = as_dict(claim.get("metadata"))
            label = "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)
            allocation = as_dict(as_dict(claim.get("status")).get("allocation"))
            for result in map(as_dict, as_list(as_dict(allocation.get("devices")).get("results"))):
                key = (as_str(result.get("driver")), as_str(result.get("pool")), as_str(result.get("device")))
                if result.get("adminAccess") is True:
                    continue
                share = result.get("shareID")
                if isinstance(share, str) and share:
                    state.shared.add((key, share))
                    used = state.capacity.setdefault(key, {})
                    for name, amount in as_dict(result.get("consumedCapacity")).items():
                        value = quantity(amount)
                        if value is not None:
                            used[str(name)] = used.get(str(name), Fraction(0)) + value
                    state.sharers.setdefault(key, []).append(label)
                else:
                    state.devices.add(key)
                    state.owners[key] = label
        return state
