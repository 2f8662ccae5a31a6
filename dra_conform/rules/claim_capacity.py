"""DRA-RC-016: consumedCapacity in allocation results against the device's ResourceSlice.

The apiserver takes any QualifiedName -> Quantity map; only the scheduler knows whether the
device is shareable and has that much. Checked when the device's slice is among the inputs
(at its pool's highest generation); without it there is nothing to compare, and no finding.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit
from ..model.results import BundleItem, Options
from ..semantics.slices import devices, quantity
from ..semantics.values import as_dict, as_list, as_str
from .resource_pool import pools

CLAIMS_AND_SLICES: dict[str, Any] = {"scope": "bundle", "kinds": ("ResourceClaim", "ResourceSlice")}
RESULTS = ("status", "allocation", "devices", "results")


def _published(items: list[BundleItem]) -> dict[tuple[str, str, str], dict[str, Any]]:
    index = {}
    for pool in pools([i for i in items if i.obj.kind == "ResourceSlice"]):
        for item in pool.current:
            for _, device in devices(as_dict(item.obj.value.get("spec"))):
                index[(pool.driver, pool.name, as_str(device.get("name")))] = device
    return index


@implements("DRA-RC-016", **CLAIMS_AND_SLICES)
def consumed_capacity(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    published = None
    for item in items:
        if item.obj.kind != "ResourceClaim":
            continue
        results = as_list(
            as_dict(as_dict(as_dict(item.obj.value.get("status")).get("allocation")).get("devices")).get("results")
        )
        for i, result in enumerate(results):
            consumed = as_dict(as_dict(result).get("consumedCapacity"))
            if not consumed:
                continue
            published = _published(items) if published is None else published
            key = tuple(as_str(as_dict(result).get(f)) for f in ("driver", "pool", "device"))
            device = published.get(key)  # type: ignore[arg-type]
            if device is None:
                continue
            name = "/".join(key)
            where = RESULTS + (i, "consumedCapacity")
            if device.get("allowMultipleAllocations") is not True:
                yield (
                    item,
                    Hit(
                        f"device {name} does not set allowMultipleAllocations: true, so it cannot be "
                        "shared and nothing can consume part of its capacity",
                        path=where,
                    ),
                )
                continue
            capacity = as_dict(device.get("capacity"))
            for capacity_name, amount in consumed.items():
                if capacity_name not in capacity:
                    yield (
                        item,
                        Hit(
                            f"device {name} has no capacity {capacity_name!r}", path=where + (capacity_name,), key=True
                        ),
                    )
                    continue
                have, want = quantity(as_dict(capacity[capacity_name]).get("value")), quantity(amount)
                if not isinstance(have, str) and not isinstance(want, str) and want > have:
                    yield (
                        item,
                        Hit(
                            f"consumes {amount} of capacity {capacity_name!r}, more than device {name} has "
                            f"({as_dict(capacity[capacity_name]).get('value')})",
                            path=where + (capacity_name,),
                        ),
                    )
