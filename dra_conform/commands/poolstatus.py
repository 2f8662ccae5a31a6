"""`dra-conform poolstatus`: the status the ResourcePoolStatusRequest controller would write."""

from __future__ import annotations

import click

from ..semantics.metadata.versions import DEFAULT_PROFILE, PROFILES
from .options import objects_of_kinds


@click.command()
@click.option("--driver", required=True, help="The driver whose pools to summarise (spec.driver).")
@click.option("--pool", "pool_name", help="Only this pool (spec.poolName).")
@click.option("--limit", type=click.IntRange(1, 1000), default=100, show_default=True, help="spec.limit.")
@click.option("--default-partition-type-attribute", "default_attribute",
              help="spec.defaultPartitionTypeAttribute (used only when no slice of a pool declares one).")
@click.option("--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=DEFAULT_PROFILE, show_default=True,
              help="The release whose controller to follow (1.36 counts allocations as it did).")
@click.argument("paths", nargs=-1, required=True)
def poolstatus(driver: str, pool_name: str | None, limit: int, default_attribute: str | None,
               kubernetes_version: str, paths: tuple[str, ...]) -> None:
    """Print the status the ResourcePoolStatusRequest controller would write, from the
    ResourceSlices, ResourceClaims and DeviceTaintRules in PATH (manifests or kubectl dumps)."""
    import yaml

    from ..semantics.poolstatus import Inputs, compute

    found, unread = objects_of_kinds(paths, ("ResourceSlice", "ResourceClaim", "DeviceTaintRule"))
    for problem in unread:
        click.echo(f"dra-conform: {problem}; not read", err=True)
    gathered = Inputs(found["ResourceSlice"], found["ResourceClaim"], found["DeviceTaintRule"])
    spec: dict = {"driver": driver, "limit": limit}
    if pool_name:
        spec["poolName"] = pool_name
    if default_attribute:
        spec["defaultPartitionTypeAttribute"] = default_attribute
    status = compute({"spec": spec}, gathered, kubernetes_version)
    click.echo(yaml.safe_dump({"status": status}, sort_keys=False), nl=False)
