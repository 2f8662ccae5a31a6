"""DRA-RC-001...011, 017 and 019: ResourceClaim status (status.devices against status.allocation).

What the apiserver's status validation (validateResourceClaimStatusUpdate,
validateDeviceStatus, validateNetworkDeviceData) rejects, with its messages
and field paths, checked on a claim as captured (kubectl get -o yaml) or written.
"""

from __future__ import annotations

import ipaddress
import re
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.values import as_dict, as_list, as_str


def has_status(claim: dict[str, Any]) -> bool:
    """The claim rules validate status: a claim without one is read, not validated."""
    return bool(as_dict(claim.get("status")))


CLAIM: dict[str, Any] = {"scope": "manifest", "kinds": ("ResourceClaim",), "when": has_status}
_IPV4 = re.compile(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\Z")
_CIDR_FORM = "must be a valid address in CIDR form, (e.g. 10.9.8.7/24 or 2001:db8::1/64)"


def _devices(obj: dict[str, Any]) -> Iterator[tuple[Path, dict[str, Any]]]:
    for i, entry in enumerate(as_list(as_dict(obj.get("status")).get("devices"))):
        yield ("status", "devices", i), as_dict(entry)


def _results(obj: dict[str, Any]) -> list[dict[str, Any]]:
    allocation = as_dict(as_dict(obj.get("status")).get("allocation"))
    return [as_dict(r) for r in as_list(as_dict(allocation.get("devices")).get("results"))]


def _identity(entry: dict[str, Any]) -> tuple[str, str, str, str | None]:
    share = entry.get("shareID")
    return (
        as_str(entry.get("driver")),
        as_str(entry.get("pool")),
        as_str(entry.get("device")),
        share if isinstance(share, str) else None,
    )


def _name(identity: tuple[str, str, str, str | None]) -> str:
    return "/".join(part for part in identity if part is not None)


@implements("DRA-RC-001", **CLAIM)
def allocated_device(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    allocated = {_identity(r) for r in _results(obj)}
    for path, entry in _devices(obj):
        identity = _identity(entry)
        if identity not in allocated:
            yield Hit(v.invalid(_name(identity), "must be an allocated device in the claim"), path=path)


@implements("DRA-RC-002", **CLAIM)
def unique_entries(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    seen: set[tuple[str, str, str, str | None]] = set()
    at_key: Path = ("deviceID",) if ctx.limits.duplicate_at_key else ()  # validateSet's field name on 1.34
    for path, entry in _devices(obj):
        identity = _identity(entry)
        if identity in seen:
            yield Hit(f"Duplicate value: {v.go_quote(_name(identity))}", path=path + at_key)
        seen.add(identity)


def driver_name(driver: str, empty_checked: bool = False) -> list[str]:
    """The hand-written driver-name rule (ValidateCSIDriverName): Required when empty, else at most 63 bytes and
    a DNS subdomain once lower-cased. ``empty_checked`` (1.34: Validation.empty_driver_checked): an empty name
    is checked on past Required, and "" is no subdomain either (1.35 returns at Required)."""
    errors = [] if driver else [v.required()]
    if not driver and not empty_checked:
        return errors
    errors += [v.too_long_bytes(63)] if len(driver.encode()) > 63 else []
    errors += [v.invalid(driver, v.in_characters(d)) for d in v.dns1123_subdomain(driver.lower())]
    return errors


@implements("DRA-RC-003", **CLAIM)
def status_driver(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        for message in driver_name(as_str(entry.get("driver")), ctx.limits.empty_driver_checked):
            yield Hit(message, path=path + ("driver",))


@implements("DRA-RC-004", **CLAIM)
def status_pool(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        for message in v.required_then(entry.get("pool"), v.resource_pool_name):
            yield Hit(message, path=path + ("pool",))


@implements("DRA-RC-005", **CLAIM)
def status_device(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        for message in v.required_then(entry.get("device"), v.short_name):
            yield Hit(message, path=path + ("device",))


@implements("DRA-RC-006", **CLAIM)
def status_share_id(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        share = entry.get("shareID")
        if isinstance(share, str) and not v.UUID_RE.match(share):
            yield Hit(v.invalid(share, "must be a lowercase UUID in 8-4-4-4-12 format"), path=path + ("shareID",))


@implements("DRA-RC-007", **CLAIM)
def status_conditions(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        for where, message in v.condition_errors(entry.get("conditions"), 8, path + ("conditions",)):
            yield Hit(message, path=where)


@implements("DRA-RC-008", **CLAIM)
def status_data(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        if "data" not in entry:
            continue
        for message in v.raw_extension(entry["data"], 10240):
            yield Hit(message, path=path + ("data",))


@implements("DRA-RC-009", **CLAIM)
def status_interface_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        if len(as_str(as_dict(entry.get("networkData")).get("interfaceName")).encode()) > 256:
            yield Hit(v.too_long_bytes(256), path=path + ("networkData", "interfaceName"))


@implements("DRA-RC-010", **CLAIM)
def status_hardware_address(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        if len(as_str(as_dict(entry.get("networkData")).get("hardwareAddress")).encode()) > 128:
            yield Hit(v.too_long_bytes(128), path=path + ("networkData", "hardwareAddress"))


def canonical_interface_address(value: str) -> str | None:
    """Go's sloppy parse of ``ip/prefix`` (leading zeros allowed), in canonical form; None if unparsable."""
    address, slash, prefix = value.partition("/")
    if not slash or not prefix.isdigit() or (len(prefix) > 1 and prefix[0] == "0"):
        return None
    m = _IPV4.match(address)
    try:
        if m:
            octets = [int(o) for o in m.groups()]
            if any(o > 255 for o in octets) or int(prefix) > 32:
                return None
            return ".".join(map(str, octets)) + "/" + str(int(prefix))
        ip = ipaddress.IPv6Address(address)
    except ValueError:
        return None
    if int(prefix) > 128:
        return None
    mapped = ip.ipv4_mapped
    return f"{mapped if mapped else ip.compressed}/{int(prefix)}"


@implements("DRA-RC-011", **CLAIM)
def status_ips(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        ips = as_list(as_dict(entry.get("networkData")).get("ips"))
        where = path + ("networkData", "ips")
        if len(ips) > 16:
            yield Hit(v.too_many(len(ips), 16), path=where)
            if ctx.limits.size_stops_items:  # 1.35 on: Too many alone; 1.34 judges the entries too
                continue
        seen: set[str] = set()
        for i, ip in enumerate(ips):
            if not isinstance(ip, str):
                continue
            if ip in seen:
                yield Hit(v.duplicate(ip), path=where + (i,))
                continue
            seen.add(ip)
            canonical = canonical_interface_address(ip)
            if canonical is None:
                yield Hit(v.invalid(ip, _CIDR_FORM), path=where + (i,))
            elif canonical != ip:
                yield Hit(v.invalid(ip, f'must be in canonical form ("{canonical}")'), path=where + (i,))


@implements("DRA-RC-017", **CLAIM)
def reserved_for(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    status = as_dict(obj.get("status"))
    consumers = as_list(status.get("reservedFor"))
    where: Path = ("status", "reservedFor")
    if consumers and not status.get("allocation"):
        yield Hit("Forbidden: may not be specified when `allocated` is not set", path=where)
    limits = ctx.limits
    if len(consumers) > 256:
        yield Hit(v.too_many(len(consumers), 256), path=where)
        if limits.size_stops_items:  # 1.35 on: Too many alone; 1.34 judges the entries too
            return
    at_key: Path = ("uid",) if limits.duplicate_at_key else ()  # validateSet's field name on 1.34
    uids: set[str] = set()
    for i, consumer in enumerate(consumers):
        consumer = as_dict(consumer)
        for name in ("resource", "name", "uid"):
            if not as_str(consumer.get(name)):
                yield Hit(v.required(), path=where + (i, name))
        uid = as_str(consumer.get("uid"))
        if uid and uid in uids:
            yield Hit(v.duplicate(uid), path=where + (i, *at_key))
        uids.add(uid)


@implements("DRA-RC-019", **CLAIM)
def ready_condition(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, entry in _devices(obj):
        conditions = [as_dict(c) for c in as_list(entry.get("conditions"))]
        if conditions and not any(c.get("type") == "Ready" for c in conditions):
            yield Hit(
                f"device {_name(_identity(entry))} reports conditions but no Ready condition: upstream's API "
                "asks drivers to set Ready to True once the device is configured",
                path=path + ("conditions",),
                key=True,
            )
