"""DRA-PSR-001...033, 044, 050, 052, 054, 063: ResourcePoolStatusRequest objects (resource.k8s.io/v1alpha3).

Spec rules follow the apiserver's declarative and hand-written validation on
create; status rules check a captured status the way the apiserver and the
1.37 controller would have produced it. Messages and field paths are upstream's.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..reading.jsonstream import shown as bounded_repr
from ..semantics import strict
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.gates import dropped
from ..semantics.values import as_dict, as_list, as_str

KIND = "ResourcePoolStatusRequest"
API_VERSION = "resource.k8s.io/v1alpha3"
RPSR: dict[str, Any] = {"scope": "manifest", "kinds": (KIND,)}
# Fields the server sets: an object carrying them was read back from a cluster.
_SERVER_FIELDS = ("uid", "resourceVersion", "creationTimestamp")


def _minimum(value: Any, low: int, path: Path) -> Iterator[Hit]:
    if type(value) is int and value < low:
        yield Hit(v.invalid(value, f"must be greater than or equal to {low}"), path=path)


def _maximum(value: Any, high: int, path: Path) -> Iterator[Hit]:
    if type(value) is int and value > high:
        yield Hit(v.invalid(value, f"must be less than or equal to {high}"), path=path)


def _required_int(obj: dict[str, Any], name: str, low: int, path: Path) -> Iterator[Hit]:
    if obj.get(name) is None:
        yield Hit(v.required(), path=path + (name,))
    else:
        yield from _minimum(obj[name], low, path + (name,))


@implements("DRA-PSR-001", **RPSR)
def api_version(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if ctx.api_version != API_VERSION:
        yield Hit(f"{ctx.api_version or 'no apiVersion'}: {KIND} is served only as {API_VERSION}", path=("apiVersion",))


@implements("DRA-PSR-002", **RPSR)
def cluster_scoped(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if as_str(as_dict(obj.get("metadata")).get("namespace")):
        yield Hit(f"{KIND} is cluster-scoped: the server ignores metadata.namespace", path=("metadata", "namespace"))


@implements("DRA-PSR-003", **RPSR)
def object_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, message in v.object_meta(
        as_dict(obj.get("metadata")), owners_indexed=ctx.limits.owner_references_indexed
    ):
        yield Hit(message, path=path)


@implements("DRA-PSR-004", **RPSR)
def spec_driver_required(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    if not as_str(as_dict(obj.get("spec")).get("driver")):
        yield Hit(v.required(), path=("spec", "driver"))


@implements("DRA-PSR-005", **RPSR)
def spec_driver_format(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    driver = as_str(as_dict(obj.get("spec")).get("driver"))
    if driver:
        for message in v.long_name_caseless(driver):
            yield Hit(message, path=("spec", "driver"))


@implements("DRA-PSR-006", **RPSR)
def spec_driver_matches_slices(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    driver = as_str(as_dict(obj.get("spec")).get("driver"))
    if driver and not v.long_name_caseless(driver):
        if len(driver) > 63:
            yield Hit(
                f"{len(driver)} characters: ResourceSlice driver names have at most 63, so no pool can match",
                path=("spec", "driver"),
            )
        elif driver != driver.lower():
            yield Hit(
                "upper-case letters: matching against slices is case-sensitive and driver names are "
                "lowercase by convention",
                path=("spec", "driver"),
            )


@implements("DRA-PSR-007", **RPSR)
def spec_pool_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    spec = as_dict(obj.get("spec"))
    if "poolName" in spec and isinstance(spec["poolName"], str):
        for message in v.resource_pool_name(spec["poolName"]):
            yield Hit(message, path=("spec", "poolName"))


@implements("DRA-PSR-008", **RPSR)
def spec_limit(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    limit = as_dict(obj.get("spec")).get("limit")
    yield from _minimum(limit, 1, ("spec", "limit"))
    yield from _maximum(limit, 1000, ("spec", "limit"))


@implements("DRA-PSR-009", **RPSR)
def default_partition_gate(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    gate = "DRAPartitionableDevicesType"
    spec = as_dict(obj.get("spec"))
    if "defaultPartitionTypeAttribute" in spec and ctx.kubernetes_version >= "1.37" and not ctx.gate(gate):
        yield Hit(
            dropped(ctx.feature_gates, gate, ctx.kubernetes_version),
            path=("spec", "defaultPartitionTypeAttribute"),
            key=True,
        )


def fully_qualified_name(value: str) -> list[str]:
    """validate.ResourceFullyQualifiedName as of the 1.37 line (no check of a second slash)."""
    errors: list[str] = []
    parts = value.split("/")
    if len(parts) == 1:
        errors.extend(v.c_identifier_errors(parts[0]))
        errors.append(v.invalid(value, "a fully qualified name must be a domain and a name separated by a slash"))
    elif len(parts) == 2:
        domain, name = parts
        if not domain:
            errors.append(v.invalid("", "prefix must not be empty"))
        else:
            if len(domain) > 63:
                errors.append(v.too_long_bytes(63))
            errors.extend(v.invalid(domain, f"prefix: {d}") for d in v.dns1123_subdomain(domain))
        if not name:
            errors.append(v.invalid("", "name must not be empty"))
        else:
            errors.extend(v.c_identifier_errors(name))
    return errors


@implements("DRA-PSR-010", **RPSR)
def default_partition_format(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    value = as_dict(obj.get("spec")).get("defaultPartitionTypeAttribute")
    if isinstance(value, str):
        for message in fully_qualified_name(value):
            yield Hit(message, path=("spec", "defaultPartitionTypeAttribute"))


@implements("DRA-PSR-011", **RPSR)
def default_partition_slashes(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    value = as_dict(obj.get("spec")).get("defaultPartitionTypeAttribute")
    if isinstance(value, str) and value.count("/") > 1:
        yield Hit(
            f"{v.go_quote(value)} has more than one slash: validation lets it through, but no attribute "
            "name can match it",
            path=("spec", "defaultPartitionTypeAttribute"),
        )


@implements("DRA-PSR-013", **RPSR)
def status_on_create(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    metadata = as_dict(obj.get("metadata"))
    if obj.get("status") is not None and not any(metadata.get(f) for f in _SERVER_FIELDS):
        yield Hit("the server discards status on create: only the controller writes it", path=("status",), key=True)


def shown(value: Any) -> str:
    """A captured field's value in a message: its repr, or "absent"."""
    return "absent" if value is None else bounded_repr(value)


def written(value: Any) -> str:
    """What the controller writes, in a message: its repr, or "nothing" (it leaves the field out)."""
    return "nothing" if value is None else repr(value)


# DRA-PSR-041...064 compare a status with what the controller writes: lint, not validation (upstream accepts it).
NEVER = "the controller never writes this: "


def _status(obj: dict[str, Any]) -> dict[str, Any] | None:
    status = obj.get("status")
    return status if isinstance(status, dict) else None


def _pools(obj: dict[str, Any]) -> Iterator[tuple[Path, dict[str, Any]]]:
    status = _status(obj) or {}
    for i, pool in enumerate(as_list(status.get("pools"))):
        yield ("status", "pools", i), as_dict(pool)


@implements("DRA-PSR-020", **RPSR)
def pool_count(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    status = _status(obj)
    if status is not None:
        yield from _required_int(status, "poolCount", 0, ("status",))


@implements("DRA-PSR-021", **RPSR)
def pools_limit(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    pools = as_list((_status(obj) or {}).get("pools"))
    if len(pools) > 1000:
        yield Hit(v.too_many(len(pools), 1000), path=("status", "pools"))


@implements("DRA-PSR-022", **RPSR)
def conditions(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    items = (_status(obj) or {}).get("conditions")
    for path, message in v.condition_errors(items, 10, ("status", "conditions")):
        yield Hit(message, path=path)


@implements("DRA-PSR-023", **RPSR)
def pool_driver(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        for message in v.required_then(pool.get("driver"), v.long_name_caseless):
            yield Hit(message, path=path + ("driver",))


@implements("DRA-PSR-024", **RPSR)
def pool_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        for message in v.required_then(pool.get("poolName"), v.resource_pool_name):
            yield Hit(message, path=path + ("poolName",))


@implements("DRA-PSR-025", **RPSR)
def pool_generation(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        generation = pool.get("generation")
        if not generation:  # required on a plain int64: 0 is "not set"
            yield Hit(v.required(), path=path + ("generation",))
        else:
            yield from _minimum(generation, 0, path + ("generation",))


@implements("DRA-PSR-026", **RPSR)
def pool_slice_count(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        yield from _minimum(pool.get("resourceSliceCount"), 1, path + ("resourceSliceCount",))


COUNTS = ("totalDevices", "allocatedDevices", "availableDevices", "unavailableDevices")


@implements("DRA-PSR-027", **RPSR)
def pool_counts(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        for name in COUNTS:
            yield from _minimum(pool.get(name), 0, path + (name,))


@implements("DRA-PSR-028", **RPSR)
def pool_node_name(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        node = pool.get("nodeName")
        if isinstance(node, str):
            for detail in v.dns1123_subdomain(node):
                yield Hit(v.invalid(node, detail), path=path + ("nodeName",))


@implements("DRA-PSR-029", **RPSR)
def pool_validation_error(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        if len(as_str(pool.get("validationError")).encode()) > 256:
            yield Hit(v.too_long_bytes(256), path=path + ("validationError",))


@implements("DRA-PSR-030", **RPSR)
def partition_summary(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        entries = as_list(pool.get("partitionSummary"))
        where = path + ("partitionSummary",)
        if len(entries) > 32:
            yield Hit(v.too_many(len(entries), 32), path=where)
        seen: set[tuple[str, str]] = set()
        for i, entry in enumerate(entries):
            entry = as_dict(entry)
            for name in ("attribute", "type"):
                if not as_str(entry.get(name)):
                    yield Hit(v.required(), path=where + (i, name))
            for name in ("total", "allocatable"):
                yield from _required_int(entry, name, 0, where + (i,))
            key = (as_str(entry.get("attribute")), as_str(entry.get("type")))
            if key in seen:
                yield Hit(
                    f"Duplicate value: {{attribute: {v.go_quote(key[0])}, type: {v.go_quote(key[1])}}}",
                    path=where + (i,),
                )
            seen.add(key)


@implements("DRA-PSR-031", **RPSR)
def shareable_summary(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        summary = pool.get("shareableSummary")
        if not isinstance(summary, dict):
            continue
        where = path + ("shareableSummary",)
        for name in ("fullyAvailableDevices", "partiallyAvailableDevices"):
            yield from _required_int(summary, name, 0, where)
        capacity = as_list(summary.get("capacity"))
        if len(capacity) > 32:
            yield Hit(v.too_many(len(capacity), 32), path=where + ("capacity",))
        for i, entry in enumerate(capacity):
            entry = as_dict(entry)
            if not as_str(entry.get("name")):
                yield Hit(v.required(), path=where + ("capacity", i, "name"))
            for name in ("total", "consumed", "available"):
                if entry.get(name) is None:
                    yield Hit(v.required(), path=where + ("capacity", i, name))


@implements("DRA-PSR-032", **RPSR)
def unknown_fields(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    """Every field no release has, at every level (metadata, spec, status); those of 1.37 on 1.36 are PSR-033's."""
    yield from (Hit(text, path=path, key=True) for path, have, text in _unknown(ctx) if not have)


@implements("DRA-PSR-033", **RPSR)
def fields_of_1_37(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    yield from (Hit(text, path=path, key=True) for path, have, text in _unknown(ctx) if have)


def _unknown(ctx: ManifestContext) -> Iterator[tuple[Path, tuple[str, ...], str]]:
    def hint(path: Path) -> str:
        return "it was in KEP-5677 drafts, not in the merged API" if path[-1] == "counterSets" else ""

    release = lambda: ctx.kubernetes_version  # noqa: E731 - read only for a field some releases have
    return strict.reported(ctx.unknown_fields, ctx.api_version, ctx.kind, release, hint)


@implements("DRA-PSR-050", **RPSR)
def available_arithmetic(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        counts = [c for c in (pool.get(name) for name in COUNTS) if type(c) is int]  # not bool
        if len(counts) == len(COUNTS):
            total, allocated, available, unavailable = counts
            expected = max(0, total - allocated - unavailable)
            if available != expected:
                yield Hit(
                    f"{NEVER}availableDevices {available}; it writes max(0, total - allocated - "
                    f"unavailable) = {expected}",
                    path=path + ("availableDevices",),
                )


@implements("DRA-PSR-052", **RPSR)
def ordering_and_truncation(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    status = _status(obj)
    if status is None:
        return
    pools = [p for _, p in _pools(obj)]
    limit = as_dict(obj.get("spec")).get("limit")
    limit = limit if type(limit) is int else 100
    count = status.get("poolCount")
    if type(count) is int and len(pools) > min(limit, count):
        yield Hit(
            f"{NEVER}{len(pools)} pools listed; it lists at most min(limit {limit}, poolCount {count})",
            path=("status", "pools"),
            key=True,
        )
    keys = [(as_str(p.get("driver")), as_str(p.get("poolName"))) for p in pools]
    for i in range(1, len(keys)):
        if keys[i] < keys[i - 1]:
            yield Hit(
                f"{NEVER}pool {'/'.join(keys[i])} after {'/'.join(keys[i - 1])}; it sorts pools by "
                "driver, then pool name",
                path=("status", "pools", i),
            )
            break


@implements("DRA-PSR-044", **RPSR)
def persisted_incomplete_pool(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        if as_str(pool.get("validationError")).startswith("PoolIncomplete:"):
            yield Hit(
                f"{NEVER}a status with an incomplete pool ({shown(pool.get('validationError'))}); it retries "
                "(5 times) and then writes no status at all (the KEP's example shows one)",
                path=path + ("validationError",),
            )


_FAILED_MESSAGE = re.compile(r"Failed to list \S+: ")


@implements("DRA-PSR-054", **RPSR)
def failed_condition(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    status = _status(obj)
    if status is None:
        return
    for i, condition in enumerate(as_list(status.get("conditions"))):
        condition = as_dict(condition)
        if condition.get("type") != "Failed":
            continue
        where = ("status", "conditions", i)
        wanted = {"status": "True", "reason": "CalculationFailed"}
        for name, value in wanted.items():
            if condition.get(name) != value:
                yield Hit(
                    f"{NEVER}{name} {shown(condition.get(name))} on a Failed condition; it writes {value!r}",
                    path=where + (name,),
                    key=name not in condition,
                )
        if not _FAILED_MESSAGE.match(as_str(condition.get("message"))):
            yield Hit(
                f"{NEVER}message {shown(condition.get('message'))} on a Failed condition; it writes 'Failed "
                "to list <kind>: <error>' (it fails only when listing slices, claims or taint rules fails)",
                path=where + ("message",),
                key="message" not in condition,
            )
        if status.get("poolCount") != 0 or as_list(status.get("pools")):
            yield Hit(
                f"{NEVER}a Failed condition with poolCount {shown(status.get('poolCount'))} and "
                f"{len(as_list(status.get('pools')))} pools; a failed calculation has poolCount 0 and no pools",
                path=("status", "poolCount"),
                key="poolCount" not in status,
            )


@implements("DRA-PSR-063", **RPSR)
def partition_summary_order(obj: dict[str, Any], ctx: ManifestContext) -> Iterator[Hit]:
    for path, pool in _pools(obj):
        entries = [as_dict(e) for e in as_list(pool.get("partitionSummary"))]
        keys = [(as_str(e.get("attribute")), as_str(e.get("type"))) for e in entries]
        for i in range(1, len(keys)):
            if keys[i] < keys[i - 1]:
                yield Hit(
                    f"{NEVER}partition type {keys[i][1]!r} of {keys[i][0]} after {keys[i - 1][1]!r} of "
                    f"{keys[i - 1][0]}; it sorts partitionSummary by attribute, then type",
                    path=path + ("partitionSummary", i),
                )
                break
