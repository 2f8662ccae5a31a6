"""DRA-PSR-041...064: a captured ResourcePoolStatusRequest status against the oracle.

When a request with a status is checked together with the ResourceSlices (and
ResourceClaims, DeviceTaintRules) of its driver, dra-conform recomputes the status
the way the controller of the target release does (dra_conform/semantics/poolstatus.py) and
reports each field that disagrees, under the rule that defines it, with expected and
found values.
Without slices of the request's driver in the run there is nothing to compare.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path
from ..model.results import BundleItem, Options, memoized
from ..semantics.poolstatus import Inputs, compute
from ..semantics.slices import quantity
from ..semantics.values import as_dict, as_list, as_str
from .pool_status_request import NEVER, shown, written

KINDS = ("ResourcePoolStatusRequest", "ResourceSlice", "ResourceClaim", "DeviceTaintRule")
ORACLE: dict[str, Any] = {"scope": "bundle", "kinds": KINDS}


def comparisons(items: list[BundleItem], options: Options) -> list[tuple[BundleItem, dict[str, Any], dict[str, Any]]]:
    """(request, captured status, expected status) for each request whose driver has slices here.

    A dozen rules ask for the same items of one run: computed once for them."""
    return memoized(items, ("pool status comparisons", options), lambda: _comparisons(items, options))


def _comparisons(items: list[BundleItem], options: Options) -> list[tuple[BundleItem, dict[str, Any], dict[str, Any]]]:
    inputs = Inputs.gathered(
        [i.obj.value for i in items if i.obj.kind == "ResourceSlice"],
        [i.obj.value for i in items if i.obj.kind == "ResourceClaim"],
        [i.obj.value for i in items if i.obj.kind == "DeviceTaintRule"],
        options.feature_gates,
    )
    drivers = {as_str(as_dict(s.get("spec")).get("driver")) for s in inputs.slices}
    out = []
    for item in items:
        value = item.obj.value
        status = value.get("status")
        if (
            item.obj.kind == KINDS[0]
            and isinstance(status, dict)
            and as_str(as_dict(value.get("spec")).get("driver")) in drivers
        ):
            out.append((item, status, compute(value, inputs, options.kubernetes_version)))
    return out


def _pairs(
    items: list[BundleItem], options: Options
) -> Iterator[tuple[BundleItem, Path, dict[str, Any], dict[str, Any]]]:
    """Each captured pool with the pool the controller would have written in its place."""
    for item, status, expected in comparisons(items, options):
        wanted = {(p["driver"], p["poolName"]): p for p in expected["pools"]}
        for i, pool in enumerate(as_list(status.get("pools"))):
            pool = as_dict(pool)
            match = wanted.get((as_str(pool.get("driver")), as_str(pool.get("poolName"))))
            if match is not None:
                yield item, ("status", "pools", i), pool, match


def _field(name: str, versions: tuple[str, ...] = ("1.36", "1.37")):
    def check(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
        if options.kubernetes_version not in versions:
            return
        for item, path, pool, expected in _pairs(items, options):
            found, want = pool.get(name), expected.get(name)
            if found != want:
                yield (
                    item,
                    Hit(
                        f"{NEVER}{name} {shown(found)}; for pool {expected['driver']}/{expected['poolName']} "
                        f"it writes {written(want)}",
                        path=path + (name,),
                        key=found is None,
                    ),
                )

    return check


implements("DRA-PSR-042", **ORACLE)(_field("generation"))
implements("DRA-PSR-045", **ORACLE)(_field("resourceSliceCount"))
implements("DRA-PSR-046", **ORACLE)(_field("totalDevices"))
implements("DRA-PSR-047", **ORACLE)(_field("allocatedDevices", versions=("1.37",)))
implements("DRA-PSR-048", **ORACLE)(_field("allocatedDevices", versions=("1.36",)))
implements("DRA-PSR-049", **ORACLE)(_field("unavailableDevices"))
implements("DRA-PSR-051", **ORACLE)(_field("nodeName"))


@implements("DRA-PSR-041", **ORACLE)
def pools_listed(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for item, status, expected in comparisons(items, options):
        if status.get("poolCount") != expected["poolCount"]:
            yield (
                item,
                Hit(
                    f"{NEVER}poolCount {shown(status.get('poolCount'))}; it writes {expected['poolCount']}, "
                    "the pools of the request's driver in the slices given",
                    path=("status", "poolCount"),
                ),
            )
        found = [
            (as_str(as_dict(p).get("driver")), as_str(as_dict(p).get("poolName"))) for p in as_list(status.get("pools"))
        ]
        want = [(p["driver"], p["poolName"]) for p in expected["pools"]]
        if found != want:
            yield (
                item,
                Hit(
                    f"{NEVER}pools {['/'.join(p) for p in found]}; it lists {['/'.join(p) for p in want]}",
                    path=("status", "pools"),
                    key=True,
                ),
            )


@implements("DRA-PSR-043", **ORACLE)
def incomplete_pools(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for item, path, pool, expected in _pairs(items, options):
        want = expected.get("validationError", "")
        found = as_str(pool.get("validationError"))
        if want.startswith("PoolIncomplete:") != found.startswith("PoolIncomplete:"):
            yield item, _validation_error(path, pool, want)


@implements("DRA-PSR-059", **ORACLE)
def view_errors(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    if not _views(options):
        return
    for item, path, pool, expected in _pairs(items, options):
        want = expected.get("validationError", "")
        found = as_str(pool.get("validationError"))
        if not want.startswith("PoolIncomplete:") and not found.startswith("PoolIncomplete:") and want != found:
            yield item, _validation_error(path, pool, want)


def _validation_error(path: Path, pool: dict[str, Any], want: str) -> Hit:
    """The pool's validationError is not the one the controller writes (PSR-043, PSR-059)."""
    found = as_str(pool.get("validationError"))
    return Hit(
        f"{NEVER}validationError {shown(pool.get('validationError'))}; it writes {written(want or None)}",
        path=path + ("validationError",),
        key=not found,
    )


@implements("DRA-PSR-053", **ORACLE)
def condition(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    for item, status, expected in comparisons(items, options):
        conditions = [as_dict(c) for c in as_list(status.get("conditions"))]
        want = expected["conditions"][0]
        complete = [c for c in conditions if c.get("type") == "Complete"]
        if not complete or complete[0].get("message") != want["message"] or complete[0].get("reason") != want["reason"]:
            found = complete[0].get("message") if complete else None
            yield (
                item,
                Hit(
                    f"{NEVER}a Complete condition saying {shown(found)}; it writes "
                    f"{want['message']!r} (reason {want['reason']})",
                    path=("status", "conditions"),
                    key=True,
                ),
            )


def _views(options: Options) -> bool:
    """partitionSummary, shareableSummary and their errors: 1.37's controller only."""
    return options.kubernetes_version != "1.36"


def _summary(entries: Any) -> dict[tuple[str, str], dict[str, Any]]:
    return {(as_str(as_dict(e).get("attribute")), as_str(as_dict(e).get("type"))): as_dict(e) for e in as_list(entries)}


def _partition_field(name: str):
    def check(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
        if not _views(options):
            return
        for item, path, pool, expected in _pairs(items, options):
            found, want = _summary(pool.get("partitionSummary")), _summary(expected.get("partitionSummary"))
            for i, (key, entry) in enumerate(found.items()):
                if key in want and entry.get(name) != want[key].get(name):
                    yield (
                        item,
                        Hit(
                            f"{NEVER}{name} {shown(entry.get(name))} for partition type {key[1]!r}; it "
                            f"writes {want[key].get(name)}",
                            path=path + ("partitionSummary", i, name),
                        ),
                    )
            if name == "total" and set(found) != set(want) and {k[0] for k in found} == {k[0] for k in want}:
                yield (
                    item,
                    Hit(
                        f"{NEVER}partition types {sorted(k[1] for k in found)}; it lists {sorted(k[1] for k in want)}",
                        path=path + ("partitionSummary",),
                        key=True,
                    ),
                )

    return check


@implements("DRA-PSR-056", **ORACLE)
def grouping_attribute(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    if not _views(options):
        return
    for item, path, pool, expected in _pairs(items, options):
        found = sorted({k[0] for k in _summary(pool.get("partitionSummary"))})
        want = sorted({k[0] for k in _summary(expected.get("partitionSummary"))})
        if found != want:
            yield (
                item,
                Hit(
                    f"{NEVER}partitionSummary grouped by {found or 'nothing'}; it groups pool "
                    f"{expected['driver']}/{expected['poolName']} by {want or 'nothing'} (each slice's "
                    "partitionTypeAttribute; the request's default only when no slice of the pool declares one)",
                    path=path + ("partitionSummary",),
                    key=True,
                ),
            )


implements("DRA-PSR-061", **ORACLE)(_partition_field("total"))
implements("DRA-PSR-062", **ORACLE)(_partition_field("allocatable"))


def _same_quantity(a: Any, b: Any) -> bool:
    return quantity(a) == quantity(b)


@implements("DRA-PSR-064", **ORACLE)
def shareable(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    if not _views(options):
        return
    for item, path, pool, expected in _pairs(items, options):
        found, want = pool.get("shareableSummary"), expected.get("shareableSummary")
        where = path + ("shareableSummary",)
        if (found is None) != (want is None):
            yield (
                item,
                Hit(
                    f"{NEVER}shareableSummary {'absent' if found is None else 'present'}; it "
                    f"{'writes one' if want is not None else 'writes none (no shareable device)'}",
                    path=where,
                    key=True,
                ),
            )
            continue
        if found is None or want is None:  # both absent (one absent alone was said above)
            continue
        found = as_dict(found)
        for name in ("fullyAvailableDevices", "partiallyAvailableDevices"):
            if found.get(name) != want[name]:
                yield item, Hit(f"{NEVER}{name} {shown(found.get(name))}; it writes {want[name]}", path=where + (name,))
        wanted = {c["name"]: c for c in want["capacity"]}
        for i, entry in enumerate(as_list(found.get("capacity"))):
            entry = as_dict(entry)
            expected_entry = wanted.get(as_str(entry.get("name")))
            for name in ("total", "consumed", "available"):
                if expected_entry and not _same_quantity(entry.get(name), expected_entry[name]):
                    yield (
                        item,
                        Hit(
                            f"{NEVER}{entry.get('name')} {name} {shown(entry.get(name))}; it "
                            f"writes {expected_entry[name]}",
                            path=where + ("capacity", i, name),
                        ),
                    )
