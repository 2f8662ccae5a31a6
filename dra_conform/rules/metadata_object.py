"""DRA-MD-040...082: one decoded DeviceMetadata object, field by field.

Where upstream's declarative validation (Validate_DeviceMetadata, 1.37 line)
decides, messages and paths are upstream's; the rest is lint and says so in
its catalogue entry.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Severity
from ..semantics import validation as v
from ..semantics.metadata.devices import ATTRIBUTE_MEMBERS, LIST_MEMBERS, MAX_ATTRIBUTES
from ..semantics.metadata.file import ObjectContext
from ..semantics.values import as_dict, as_list, as_str, requests

MAX_VALUES_PER_DEVICE = 48
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
# Compiled (re's cache) for the first device with network data: most files have none.
_CANONICAL_IPV4_CIDR = rf"{_OCTET}(?:\.{_OCTET}){{3}}/(?:3[0-2]|[12]?[0-9])\Z"
_MAC = (
    r"([0-9A-Fa-f]{2}([:-]))(?:[0-9A-Fa-f]{2}\2){4}[0-9A-Fa-f]{2}\Z"  # 6 octets
    r"|(?:[0-9A-Fa-f]{2}([:-])){7}[0-9A-Fa-f]{2}\Z"  # EUI-64
    r"|(?:[0-9A-Fa-f]{2}([:-])){19}[0-9A-Fa-f]{2}\Z"  # IPoIB
    r"|(?:[0-9A-Fa-f]{4}\.){2}[0-9A-Fa-f]{4}\Z"
)


@implements("DRA-MD-040", scope="object")
def claim_name(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    name = as_str(as_dict(obj.get("metadata")).get("name"))
    if not name:
        yield Hit("empty: the writer sets the ResourceClaim's name", path=("metadata", "name"))
    elif v.dns1123_subdomain(name):
        yield Hit(v.invalid(name, v.dns1123_subdomain(name)[-1]), path=("metadata", "name"))


@implements("DRA-MD-041", scope="object")
def claim_namespace(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    namespace = as_str(as_dict(obj.get("metadata")).get("namespace"))
    if not namespace:
        yield Hit("empty: the writer sets the claim's namespace", path=("metadata", "namespace"))
    elif v.dns1123_label(namespace):
        yield Hit(v.invalid(namespace, v.dns1123_label(namespace)[-1]), path=("metadata", "namespace"))


@implements("DRA-MD-042", scope="object")
def claim_uid(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    uid = as_str(as_dict(obj.get("metadata")).get("uid"))
    if not uid:
        yield Hit("empty: the writer sets the claim's UID", path=("metadata", "uid"))
    elif not v.UUID_RE.match(uid):
        yield Hit(
            f"{v.go_quote(uid)} is not a lowercase RFC 4122 UUID, as claim UIDs are",
            path=("metadata", "uid"),
            severity=Severity.NOTE,
        )


@implements("DRA-MD-043", scope="object")
def generation(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    metadata = as_dict(obj.get("metadata"))
    value = metadata.get("generation")
    path = ("metadata", "generation")
    if isinstance(value, int) and value < 0:
        yield Hit(v.invalid(value, "must be greater than or equal to 0"), path=path)
    elif not value:
        yield Hit(
            "0 or absent: the writer starts at 1 and adds 1 on every update, which is how consumers notice changes",
            path=path,
            severity=Severity.WARNING,
        )


@implements("DRA-MD-044", scope="object")
def other_object_meta(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    metadata = as_dict(obj.get("metadata"))
    for i, ref in enumerate(as_list(metadata.get("ownerReferences"))):
        ref = as_dict(ref)
        for name in ("apiVersion", "kind", "name", "uid"):
            if not as_str(ref.get(name)):
                yield Hit(v.required(), path=("metadata", "ownerReferences", i, name))
    for i, entry in enumerate(as_list(metadata.get("managedFields"))):
        operation = as_str(as_dict(entry).get("operation"))
        if operation and operation not in ("Apply", "Update"):
            yield Hit(v.unsupported(operation, ["Apply", "Update"]), path=("metadata", "managedFields", i, "operation"))
    annotations = as_dict(metadata.get("annotations"))
    ours = all(k.startswith("dra-conform.io/") for k in annotations)  # suppressions, not driver data
    extra = [
        k
        for k in ("labels", "annotations", "ownerReferences", "finalizers", "managedFields")
        if metadata.get(k) and not (k == "annotations" and ours)
    ]
    if extra:
        yield Hit(
            f"the object carries {', '.join(extra)}, which the writer never sets",
            path=("metadata", extra[0]),
            key=True,
            severity=Severity.NOTE,
        )


@implements("DRA-MD-050", scope="object")
def pod_claim_name(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    value = obj.get("podClaimName")
    if isinstance(value, str):
        for message in v.short_name(value):
            yield Hit(message, path=("podClaimName",))


@implements("DRA-MD-051", scope="object")
def requests_present(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    if not as_list(obj.get("requests")):
        yield Hit("no requests: the writer always writes the request the file is for", path=("requests",))


@implements("DRA-MD-052", scope="object")
def request_name(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for path, request in requests(obj):
        name = as_str(request.get("name"))
        if not name:
            yield Hit(v.required(), path=path + ("name",))
            continue
        parts = name.split("/")
        if len(parts) > 2 or any(v.dns1123_label(p) for p in parts):
            yield Hit(
                f"request name {v.go_quote(name)} is not <request> or <request>/<subrequest> of DNS labels, "
                "as ResourceClaim request names are",
                path=path + ("name",),
                severity=Severity.WARNING,
            )


@implements("DRA-MD-053", scope="object")
def request_devices(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for path, request in requests(obj):
        if not as_list(request.get("devices")):
            yield Hit("request lists no devices", path=path + ("devices",))


@implements("DRA-MD-054", scope="object")
def duplicate_requests(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    seen: dict[str, int] = {}
    for path, request in requests(obj):
        name = as_str(request.get("name"))
        if name in seen:
            yield Hit(
                f"request {v.go_quote(name)} repeats requests[{seen[name]}]: readers merge the two",
                path=path + ("name",),
            )
        else:
            seen[name] = path[1]


@implements("DRA-MD-060", scope="object")
def device_driver(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        path, device = d.path, d.device
        driver = as_str(device.get("driver"))
        where = path + ("driver",)
        if not driver:
            yield Hit(v.required(), path=where)
            continue
        for message in v.long_name_caseless(driver):
            yield Hit(message, path=where)
        if v.max_chars(driver, 63):
            yield Hit(v.too_long_chars(63), path=where)
        if driver != driver.lower():
            yield Hit(
                f"driver name {v.go_quote(driver)} has upper-case letters: upstream accepts them but deprecates "
                "caseless names",
                path=where,
                severity=Severity.WARNING,
            )


@implements("DRA-MD-061", scope="object")
def device_pool(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        path, device = d.path, d.device
        pool = as_str(device.get("pool"))
        if not pool:
            yield Hit(v.required(), path=path + ("pool",))
            continue
        for message in v.resource_pool_name(pool):
            yield Hit(message, path=path + ("pool",))


@implements("DRA-MD-062", scope="object")
def device_name(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        path, device = d.path, d.device
        name = as_str(device.get("name"))
        if not name:
            yield Hit(v.required(), path=path + ("name",))
            continue
        for message in v.short_name(name):
            yield Hit(message, path=path + ("name",))


@implements("DRA-MD-063", scope="object")
def duplicate_devices(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    seen: dict[tuple[int, str, str, str], int] = {}  # (request, driver, pool, name) -> first device index
    for d in ctx.devices:
        _, i, _, j = d.path
        device = d.device
        identity = (i, as_str(device.get("driver")), as_str(device.get("pool")), as_str(device.get("name")))
        if identity in seen:
            yield Hit(
                f"device {'/'.join(identity[1:])} is listed twice in this request (first at devices[{seen[identity]}])",
                path=d.path,
            )
        else:
            seen[identity] = j


@implements("DRA-MD-070", scope="object")
def attribute_count(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        if not d.within_limit:
            yield Hit(v.too_many(len(d.attributes), MAX_ATTRIBUTES), path=d.path + ("attributes",))


def _is_set(value: dict[str, Any], member: str) -> bool:
    item = value.get(member)
    if member in LIST_MEMBERS:
        return bool(item)  # an empty list counts as unset
    return item is not None


@implements("DRA-MD-071", scope="object")
def attribute_union(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    members = ", ".join(f"`{m}`" for m in ATTRIBUTE_MEMBERS)
    for d in ctx.devices:
        if not d.within_limit:
            continue
        for key in d.not_single:
            value = as_dict(d.attributes[key])
            chosen = [m for m in ATTRIBUTE_MEMBERS if _is_set(value, m)]
            where = d.path + ("attributes", key)
            if len(chosen) > 1:
                yield Hit(
                    v.invalid("{" + ", ".join(chosen) + "}", f"must specify exactly one of: {members}"), path=where
                )
            elif not chosen:
                hint = ""
                go_style = [k for k in value if k.endswith("Value")]
                if go_style:
                    hint = f" (found {go_style[0]!r}: attributes use the API's JSON keys, not Go field names)"
                yield Hit(v.invalid("", f"must specify one of: {members}") + hint, path=where)


@implements("DRA-MD-072", scope="object")
def attribute_strings(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        if not d.within_limit:
            continue
        for key in d.with_lists:
            for i, item in enumerate(as_list(as_dict(d.attributes[key]).get("strings"))):
                if isinstance(item, str) and len(item.encode()) > 64:
                    yield Hit(v.too_long_bytes(64), path=d.path + ("attributes", key, "strings", i))


@lru_cache(maxsize=8192)  # the same names under the same driver, device after device
def _qualified_name_problem(key: str, driver: str) -> str | None:
    parts = key.split("/")
    if len(parts) > 2:
        return "must not contain more than one slash"
    if len(parts) == 1:
        if not key:
            return "name must not be empty"
        return "must be a C identifier of at most 32 characters"  # bare names that passed are plain
    domain, name = parts
    if not domain:
        return "prefix must not be empty"
    if len(domain) > 63 or v.dns1123_subdomain(domain):
        return "the domain must be a DNS subdomain of at most 63 characters"
    if not name:
        return "name must not be empty"
    if len(name) > 32 or not v.c_identifier(name):
        return "the name must be a C identifier of at most 32 characters"
    if domain == "resource.k8s.io":
        return f"the standard domain is resource.kubernetes.io (resource.kubernetes.io/{name})"
    # The driver's own domain spelled out is fine: slices publish such names (dra.cpu/cpuID) and
    # consumers look them up as published.
    return None


@implements("DRA-MD-074", scope="object")
def attribute_names(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        if not d.within_limit:
            continue
        driver = as_str(d.device.get("driver"))
        for key in d.qualified:
            problem = _qualified_name_problem(key, driver)
            if problem:
                yield Hit(
                    f"attribute name {v.go_quote(key)}: {problem} (ResourceSlice rules)",
                    path=d.path + ("attributes", key),
                    key=True,
                )


@implements("DRA-MD-075", scope="object")
def attribute_scalars(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        if not d.within_limit:
            continue
        for key in d.long_strings:
            text = as_dict(d.attributes[key]).get("string")
            if isinstance(text, str) and len(text.encode()) > 64:
                yield Hit(
                    "string value is longer than 64 bytes, which a ResourceSlice rejects",
                    path=d.path + ("attributes", key, "string"),
                )
        for key in d.versions:
            version = as_dict(d.attributes[key]).get("version")
            where = d.path + ("attributes", key, "version")
            if not isinstance(version, str):
                continue
            if len(version.encode()) > 64:
                yield Hit("version value is longer than 64 bytes, which a ResourceSlice rejects", path=where)
            elif not v.is_semver(version):
                yield Hit(
                    f"version {v.go_quote(version)} is not semantic versioning 2.0.0 "
                    "(MAJOR.MINOR.PATCH, no leading zeros), which a ResourceSlice rejects",
                    path=where,
                )


@implements("DRA-MD-076", scope="object")
def attribute_value_count(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        if not d.within_limit or not d.with_lists:
            continue  # one scalar per attribute: at most 32 values
        total = 0
        for value in d.attributes.values():
            value = as_dict(value)
            total += sum(len(as_list(value.get(m))) for m in LIST_MEMBERS)
            total += sum(1 for m in ("int", "bool", "string", "version") if value.get(m) is not None)
        if total > MAX_VALUES_PER_DEVICE:
            yield Hit(
                f"{total} attribute values on one device; a ResourceSlice allows at most {MAX_VALUES_PER_DEVICE}",
                path=d.path + ("attributes",),
                severity=Severity.WARNING,
            )


@implements("DRA-MD-080", scope="object")
def network_limits(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        data = d.device.get("networkData")
        if not data or type(data) is not dict:
            continue
        where = d.path + ("networkData",)
        if len(as_str(data.get("interfaceName")).encode()) > 256:
            yield Hit(v.too_long_bytes(256), path=where + ("interfaceName",))
        ips = as_list(data.get("ips"))
        if len(ips) > 16:
            yield Hit(v.too_many(len(ips), 16), path=where + ("ips",))
        else:
            seen = set()
            for i, ip in enumerate(ips):
                if ip in seen:
                    yield Hit(v.duplicate(ip), path=where + ("ips", i))
                seen.add(ip)
        if len(as_str(data.get("hardwareAddress")).encode()) > 128:
            yield Hit(v.too_long_bytes(128), path=where + ("hardwareAddress",))


@implements("DRA-MD-081", scope="object")
def network_ips(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        data = d.device.get("networkData")
        if not data or type(data) is not dict:
            continue
        path = d.path
        for i, ip in enumerate(as_list(data.get("ips"))):
            if not isinstance(ip, str) or not ip:
                continue
            where = path + ("networkData", "ips", i)
            if re.match(_CANONICAL_IPV4_CIDR, ip):
                continue  # the common case, without ipaddress
            import ipaddress  # here, not at import: most runs never need it

            try:
                interface = ipaddress.ip_interface(ip)
            except ValueError:
                yield Hit(f"{v.go_quote(ip)} is not an IP address in CIDR notation (e.g. 192.0.2.5/24)", path=where)
                continue
            if "/" not in ip:
                yield Hit(f"{v.go_quote(ip)} has no prefix length: use CIDR notation (e.g. {ip}/24)", path=where)
            elif str(interface) != ip:
                yield Hit(f"{v.go_quote(ip)} is not canonical; write {str(interface)!r}", path=where)


@implements("DRA-MD-082", scope="object")
def network_mac(obj: dict[str, Any], ctx: ObjectContext) -> Iterator[Hit]:
    for d in ctx.devices:
        data = d.device.get("networkData")
        if not data or type(data) is not dict:
            continue
        mac = as_str(data.get("hardwareAddress"))
        if mac and not re.match(_MAC, mac):
            yield Hit(f"{v.go_quote(mac)} is not a MAC address", path=d.path + ("networkData", "hardwareAddress"))
