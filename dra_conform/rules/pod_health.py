"""DRA-HLT-012...018, 020: a Pod's allocatedResourcesStatus, as the apiserver validates it and the kubelet writes it.

HLT-015...018 are upstream's validateContainerStatusAllocatedResourcesStatus
(pkg/apis/core/validation/validation.go), run on containerStatuses against
spec.containers and on initContainerStatuses against spec.initContainers,
with its messages and paths. The others say what the kubelet would never
write (pkg/kubelet/cm/dra/manager.go), which the apiserver lets through.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path, Severity
from ..model.results import BundleItem, Options
from ..semantics import validation as v
from ..semantics.context import ManifestContext
from ..semantics.values import as_dict, as_list, as_str

HEALTH_VALUES = ["Healthy", "Unhealthy", "Unknown"]
_CLAIM_NAME_MSG = (
    "must match one of the container's resource claims in a format 'claim:<claimName>/<request>' "
    "or 'claim:<claimName>' if request is empty"
)
# A CDI device name, kind "vendor.com/class" then "=name" (tags.cncf.io/container-device-interface/pkg/parser).
_CDI = re.compile(
    r"[A-Za-z0-9][A-Za-z0-9_.-]*(?:\.[A-Za-z0-9_-]+)*/[A-Za-z0-9][A-Za-z0-9_.-]*=[A-Za-z0-9][A-Za-z0-9_.:-]*\Z"
)
# (status list, spec list) pairs the apiserver compares.
_STATUS_LISTS = (("containerStatuses", "containers"), ("initContainerStatuses", "initContainers"))


def has_health(pod: dict[str, Any]) -> bool:
    """The Pod rules validate allocatedResourcesStatus: a pod without any is read, not validated."""
    status = as_dict(pod.get("status"))
    lists = [statuses for statuses, _ in _STATUS_LISTS] + ["ephemeralContainerStatuses"]
    return any("allocatedResourcesStatus" in as_dict(c) for statuses in lists for c in as_list(status.get(statuses)))


POD: dict[str, Any] = {"scope": "manifest", "kinds": ("Pod",), "when": has_health}


def _entries(pod: dict[str, Any]) -> Iterator[tuple[Path, dict[str, Any], dict[str, Any] | None]]:
    """Each allocatedResourcesStatus entry of a regular or init container: path, entry, container spec or None."""
    spec, status = as_dict(pod.get("spec")), as_dict(pod.get("status"))
    for status_list, spec_list in _STATUS_LISTS:
        containers: dict[str, dict[str, Any]] = {}
        for c in as_list(spec.get(spec_list)):  # upstream takes the first container of the name
            containers.setdefault(as_str(as_dict(c).get("name")), as_dict(c))
        for i, container_status in enumerate(as_list(status.get(status_list))):
            container_status = as_dict(container_status)
            container = containers.get(as_str(container_status.get("name")))
            for j, entry in enumerate(as_list(container_status.get("allocatedResourcesStatus"))):
                yield ("status", status_list, i, "allocatedResourcesStatus", j), as_dict(entry), container


def _claim_names(container: dict[str, Any]) -> set[str]:
    """The names the kubelet gives this container's claims: claim:<name> or claim:<name>/<request>."""
    names = set()
    for claim in as_list(as_dict(container.get("resources")).get("claims")):
        claim = as_dict(claim)
        request = as_str(claim.get("request"))
        names.add(f"claim:{as_str(claim.get('name'))}" + (f"/{request}" if request else ""))
    return names


@implements("DRA-HLT-015", **POD)
def status_name_matches_container(pod: dict[str, Any], context: ManifestContext) -> Iterator[Hit]:
    for path, entry, container in _entries(pod):
        if container is None:  # statuses of containers not in the spec are not checked (kubernetes#124915)
            continue
        name = as_str(entry.get("name"))
        if name.startswith("claim:"):
            if name not in _claim_names(container):
                yield Hit(v.invalid(name, _CLAIM_NAME_MSG), path + ("name",))
        elif name not in as_dict(as_dict(container.get("resources")).get("requests")):
            yield Hit(v.invalid(name, "must match one of the container's resource requests"), path + ("name",))


@implements("DRA-HLT-016", **POD)
def health_value(pod: dict[str, Any], context: ManifestContext) -> Iterator[Hit]:
    for path, entry, _ in _entries(pod):
        for k, resource in enumerate(as_list(entry.get("resources"))):
            health = as_str(as_dict(resource).get("health"))
            if health not in HEALTH_VALUES:
                yield Hit(v.unsupported(health, HEALTH_VALUES), path + ("resources", k, "health"))


@implements("DRA-HLT-017", **POD)
def unique_resource_ids(pod: dict[str, Any], context: ManifestContext) -> Iterator[Hit]:
    for path, entry, _ in _entries(pod):
        seen: set[str] = set()
        for k, resource in enumerate(as_list(entry.get("resources"))):
            resource_id = as_str(as_dict(resource).get("resourceID"))
            if resource_id in seen:
                yield Hit(v.duplicate(resource_id), path + ("resources", k, "resourceID"))
            seen.add(resource_id)


@implements("DRA-HLT-018", **POD)
def nothing_on_ephemeral_containers(pod: dict[str, Any], context: ManifestContext) -> Iterator[Hit]:
    statuses = as_list(as_dict(pod.get("status")).get("ephemeralContainerStatuses"))
    for i, container_status in enumerate(statuses):
        if as_list(as_dict(container_status).get("allocatedResourcesStatus")):
            yield Hit(
                "Forbidden: must not be specified in container status",
                ("status", "ephemeralContainerStatuses", i, "allocatedResourcesStatus"),
            )


@implements("DRA-HLT-012", **POD)
def claim_named_as_in_pod(pod: dict[str, Any], context: ManifestContext) -> Iterator[Hit]:
    """The kubelet names a status after the pod's claim entry, never after the generated ResourceClaim."""
    spec, status = as_dict(pod.get("spec")), as_dict(pod.get("status"))
    pod_claims = {as_str(as_dict(c).get("name")) for c in as_list(spec.get("resourceClaims"))}
    generated = {
        as_str(as_dict(s).get("resourceClaimName")): as_str(as_dict(s).get("name"))
        for s in as_list(status.get("resourceClaimStatuses"))
    }
    for path, entry, container in _entries(pod):
        name = as_str(entry.get("name"))
        if not name.startswith("claim:"):
            continue
        claim, _, request = name[len("claim:") :].partition("/")
        if claim in pod_claims:
            continue
        if claim in generated and generated[claim]:
            suffix = f"/{request}" if request else ""
            yield Hit(
                f"{name} names the generated ResourceClaim {claim}: the kubelet names statuses after the "
                f"pod's claim, claim:{generated[claim]}{suffix}",
                path + ("name",),
            )
        elif container is None:  # the apiserver does not look at this one (HLT-015): say it here
            known = ", ".join(sorted(pod_claims)) or "none"
            yield Hit(
                f"{name} names no claim of spec.resourceClaims ({known}): the kubelet never writes it", path + ("name",)
            )


def _claims_by_name(items: list[BundleItem]) -> dict[tuple[str, str], dict[str, Any]]:
    claims = {}
    for item in items:
        if item.obj.kind == "ResourceClaim":
            metadata = as_dict(item.obj.value.get("metadata"))
            claims[(as_str(metadata.get("namespace")), as_str(metadata.get("name")))] = item.obj.value
    return claims


def _allocated(claim: dict[str, Any], request: str) -> set[str]:
    """<driver>/<pool>/<device> of the claim's results for ``request`` (all of them without one)."""
    results = as_list(as_dict(as_dict(as_dict(claim.get("status")).get("allocation")).get("devices")).get("results"))
    found = set()
    for result in results:
        result = as_dict(result)
        name = as_str(result.get("request"))
        if not request or name == request or name.startswith(request + "/"):  # subrequests count for their request
            found.add("/".join(as_str(result.get(f)) for f in ("driver", "pool", "device")))
    return found


@implements("DRA-HLT-013", scope="bundle", kinds=("Pod", "ResourceClaim"))
def resources_are_allocated_devices(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    """One ResourceHealth per allocated device of the claim: empty entries, and, when the claim is
    among the inputs, resourceIDs in <driver>/<pool>/<device> form that name no device allocated to it."""
    claims = None
    for item in items:
        if item.obj.kind != "Pod":
            continue
        pod = item.obj.value
        namespace = as_str(as_dict(pod.get("metadata")).get("namespace"))
        generated = {
            as_str(as_dict(s).get("name")): as_str(as_dict(s).get("resourceClaimName"))
            for s in as_list(as_dict(pod.get("status")).get("resourceClaimStatuses"))
        }
        for c in as_list(as_dict(pod.get("spec")).get("resourceClaims")):
            c = as_dict(c)
            if as_str(c.get("resourceClaimName")):
                generated.setdefault(as_str(c.get("name")), as_str(c.get("resourceClaimName")))
        for path, entry, _ in _entries(pod):
            name, resources = as_str(entry.get("name")), as_list(entry.get("resources"))
            if not resources:
                yield (
                    item,
                    Hit(
                        f"{name or 'this entry'} lists no resources: the kubelet leaves such entries out "
                        "(one ResourceHealth per allocated device)",
                        path,
                    ),
                )
                continue
            if not name.startswith("claim:"):
                continue
            pod_claim, _, request = name[len("claim:") :].partition("/")
            claims = _claims_by_name(items) if claims is None else claims
            claim_name = generated.get(pod_claim, "")
            claim = claims.get((namespace, claim_name))
            if claim is None:
                continue
            allocated = _allocated(claim, request)
            for k, resource in enumerate(resources):
                resource_id = as_str(as_dict(resource).get("resourceID"))
                if _driver_pool_device(resource_id) and resource_id not in allocated:
                    shown = ", ".join(sorted(allocated)) or "none"
                    yield (
                        item,
                        Hit(
                            f"resourceID {v.go_quote(resource_id)} is not a device allocated to ResourceClaim "
                            f"{namespace}/{claim_name}{' for request ' + request if request else ''} (allocated: "
                            f"{shown}): the kubelet reports the claim's allocated devices only",
                            path + ("resources", k, "resourceID"),
                            severity=Severity.WARNING,
                        ),
                    )


@implements("DRA-HLT-014", **POD)
def resource_id_shape(pod: dict[str, Any], context: ManifestContext) -> Iterator[Hit]:
    for path, entry, _ in _entries(pod):
        if not as_str(entry.get("name")).startswith("claim:"):
            continue  # device plugin resources use their own IDs
        for k, resource in enumerate(as_list(entry.get("resources"))):
            resource_id = as_str(as_dict(resource).get("resourceID"))
            if not (_CDI.match(resource_id) or _driver_pool_device(resource_id)):
                yield Hit(
                    f"resourceID {v.go_quote(resource_id)} is neither <driver>/<pool>/<device> nor a CDI device "
                    "name (vendor.com/class=name), the two shapes the kubelet writes",
                    path + ("resources", k, "resourceID"),
                )


def _driver_pool_device(value: str) -> bool:
    driver, _, rest = value.partition("/")
    pool, _, device = rest.rpartition("/")
    return bool(pool) and not v.dns1123_subdomain(driver) and not v.dns1123_label(device)


@implements("DRA-HLT-020", **POD)
def unique_names(pod: dict[str, Any], context: ManifestContext) -> Iterator[Hit]:
    status = as_dict(pod.get("status"))
    for status_list, _ in _STATUS_LISTS:
        for i, container_status in enumerate(as_list(status.get(status_list))):
            seen: set[str] = set()
            for j, entry in enumerate(as_list(as_dict(container_status).get("allocatedResourcesStatus"))):
                name = as_str(as_dict(entry).get("name"))
                if name in seen:
                    yield Hit(
                        f"{v.duplicate(name)}: allocatedResourcesStatus is a map keyed by name; "
                        "a server-side apply or strategic merge keeps only one of them",
                        ("status", status_list, i, "allocatedResourcesStatus", j, "name"),
                    )
                seen.add(name)
