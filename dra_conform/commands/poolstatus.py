"""`dra-conform poolstatus`: the status the ResourcePoolStatusRequest controller would write."""

from __future__ import annotations

import os
from datetime import UTC
from typing import Any

import click

from ..semantics.metadata.versions import DEFAULT_PROFILE, PROFILES
from .options import Failure, Whole, objects_of_kinds, say, shown_value, whole_number

KINDS = ("ResourceSlice", "ResourceClaim", "DeviceTaintRule", "ResourcePoolStatusRequest")


@click.command()
@click.option("--driver", required=True, help="The driver whose pools to summarise (spec.driver).")
@click.option("--pool", "pool_name", help="Only this pool (spec.poolName).")
@click.option("--limit", type=Whole(1, 1000), default=None, help="spec.limit (default: 100, or the request's).")
@click.option(
    "--default-partition-type-attribute",
    "default_attribute",
    help="spec.defaultPartitionTypeAttribute (used only when no slice of a pool declares one; default: the "
    "request's, when a ResourcePoolStatusRequest of the driver is among the inputs).",
)
@click.option(
    "--kubernetes-version",
    type=click.Choice(sorted(PROFILES)),
    default=DEFAULT_PROFILE,
    show_default=True,
    help="The release whose controller to follow (1.36 counts allocations as it did).",
)
@click.option(
    "--feature-gates",
    "feature_gates",
    default="",
    metavar="NAME=BOOL,...",
    help="Feature gates of the cluster, as kube-apiserver takes them: with DRADeviceTaintRules=false "
    "DeviceTaintRules are not read, as the controller does not read them.",
)
@click.argument("paths", nargs=-1, required=True)
def poolstatus(
    driver: str,
    pool_name: str | None,
    limit: int | None,
    default_attribute: str | None,
    kubernetes_version: str,
    feature_gates: str,
    paths: tuple[str, ...],
) -> None:
    """Print the status the ResourcePoolStatusRequest controller would write, from the
    ResourceSlices, ResourceClaims and DeviceTaintRules in PATH (manifests or kubectl dumps).

    A ResourcePoolStatusRequest of the driver among them gives the spec (poolName, limit,
    defaultPartitionTypeAttribute) the options do not. The status is one `check` accepts."""
    from datetime import datetime

    import yaml

    from ..semantics import gates
    from ..semantics.poolstatus import Inputs, compute

    try:
        gate_values = gates.parse(feature_gates)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--feature-gates") from None
    # The controller writes metav1.Now(); SOURCE_DATE_EPOCH (the reproducible-builds convention) fixes it.
    epoch = source_date_epoch() if os.environ.get("SOURCE_DATE_EPOCH") else None
    found, unread, skipped = objects_of_kinds(paths, KINDS)
    for line in skipped + [f"{u}; not read" for u in unread]:
        say(line)
    spec = _spec(driver, pool_name, limit, default_attribute, found["ResourcePoolStatusRequest"])
    if (
        "defaultPartitionTypeAttribute" in spec
        and gates.enabled(gate_values, "DRAPartitionableDevicesType", kubernetes_version) is not True
    ):
        click.echo(
            f"dra-conform: spec.defaultPartitionTypeAttribute: "
            f"{gates.dropped(gate_values, 'DRAPartitionableDevicesType', kubernetes_version)}; the status "
            "below uses it as given",
            err=True,
        )
    slices = [s for s in found["ResourceSlice"] if _storable(s)]
    gathered = Inputs.gathered(slices, found["ResourceClaim"], found["DeviceTaintRule"], gate_values)
    status = compute({"spec": spec}, gathered, kubernetes_version)
    for note in _what_matched(driver, pool_name, found["ResourceSlice"], status):
        say(note)
    moment = datetime.now(UTC) if epoch is None else datetime.fromtimestamp(epoch, UTC)
    now = moment.strftime("%Y-%m-%dT%H:%M:%SZ")
    for condition in status["conditions"]:
        condition["lastTransitionTime"] = now
    click.echo(yaml.safe_dump({"status": status}, sort_keys=False), nl=False)


# What strftime's four-digit year can write: 9999-12-31T23:59:59Z.
LAST_EPOCH = 253402300799


def source_date_epoch() -> int:
    """$SOURCE_DATE_EPOCH, the reproducible-builds convention: Unix seconds; anything else is refused
    (the convention asks a tool to fail rather than use a malformed value)."""
    text = os.environ.get("SOURCE_DATE_EPOCH", "")
    seconds = whole_number(text, 0, LAST_EPOCH)
    if seconds is None:
        raise Failure(
            f"SOURCE_DATE_EPOCH={shown_value(text)}: not a whole number of seconds from 0 to {LAST_EPOCH} (9999-12-31T23:59:59Z)"
        )
    return seconds


INT64 = range(-(2**63), 2**63)


def _storable(slice_: dict[str, Any]) -> bool:
    """Whether the apiserver could store this slice's pool: its generation and resourceSliceCount
    int64 integers (a string, a float or a number past int64 does not decode into the typed object,
    so the controller never sees such a slice; `check` reports it). Said on stderr when not."""
    from ..semantics.values import as_dict

    pool = as_dict(as_dict(slice_.get("spec")).get("pool"))
    for field in ("generation", "resourceSliceCount"):
        value = pool.get(field, 0)
        if type(value) is not int or value not in INT64:
            name = as_dict(slice_.get("metadata")).get("name")
            shown = "past int64" if type(value) is int else f"{type(value).__name__} {repr(value)[:40]}, not an int64"
            say(f"ResourceSlice {name!r}: spec.pool.{field} is {shown}; skipped (`check` says why)")
            return False
    return True


def _spec(
    driver: str, pool_name: str | None, limit: int | None, default_attribute: str | None, requests: list[dict[str, Any]]
) -> dict[str, Any]:
    """The request's spec: the options, else the first ResourcePoolStatusRequest of the driver given."""
    from ..semantics.values import as_dict

    given = next((as_dict(r.get("spec")) for r in requests if as_dict(r.get("spec")).get("driver") == driver), {})
    spec: dict[str, Any] = {"driver": driver, "limit": limit or given.get("limit") or 100}
    for key, value in (("poolName", pool_name), ("defaultPartitionTypeAttribute", default_attribute)):
        if value or isinstance(given.get(key), str):
            spec[key] = value or given[key]
    if not isinstance(spec["limit"], int) or not 1 <= spec["limit"] <= 1000:
        raise Failure(f"the request's spec.limit {spec['limit']!r} is not a number from 1 to 1000")
    return spec


def _what_matched(
    driver: str, pool_name: str | None, slices: list[dict[str, Any]], status: dict[str, Any]
) -> list[str]:
    """A driver or pool that matches no slice is said, with what the slices hold, rather than an empty status."""
    from ..semantics.values import as_dict, as_str

    if status["pools"]:
        notes = []
    elif not slices:
        notes = ["no ResourceSlice in the inputs"]
    else:
        drivers = sorted({as_str(as_dict(s.get("spec")).get("driver")) for s in slices})
        if driver not in drivers:
            notes = [f"no ResourceSlice of driver {driver} (the slices given are of {', '.join(drivers)})"]
        else:
            pools = sorted(
                {
                    as_str(as_dict(as_dict(s.get("spec")).get("pool")).get("name"))
                    for s in slices
                    if as_dict(s.get("spec")).get("driver") == driver
                }
            )
            notes = [f"no pool {pool_name} of driver {driver} (its pools: {', '.join(pools)})"]
    for pool in status["pools"]:
        if pool.get("generation") == 0:
            notes.append(
                f"pool {driver}/{pool['poolName']} is at generation 0: the apiserver rejects a status whose "
                "pools[].generation is 0 (DRA-PSR-025), so the controller cannot write this one; the "
                "kubeletplugin helper publishes generations from 1"
            )
    return notes
