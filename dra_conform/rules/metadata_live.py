"""DRA-MD-009...013 and 092: what only a running container or its node shows (`dra-conform live`)."""

from __future__ import annotations

import re
import stat
from typing import TYPE_CHECKING, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Severity
from ..reading.layout import CONTAINER_DIR, SUFFIX

if TYPE_CHECKING:  # the live package is imported only by `dra-conform live`
    from ..reading.live.container import LiveFile
    from ..reading.live.node import CdiSpec
    from ..reading.live.watch import History

# The 1.37 writer's temporary files: .<basename>.<random>.tmp in the target's directory.
_TEMP_FILE = re.compile(r"\..+\..+\.tmp\Z")


@implements("DRA-MD-011", scope="live")
def read_only_mount(f: LiveFile) -> Iterator[Hit]:
    if f.kind == "metadata" and f.mounts_known and (f.mount is None or not f.mount.read_only):
        where = f"the mount at {f.mount.mount_point}" if f.mount else "its mount"
        yield Hit(f"writable inside the container: {where} is read-write", offset=0)
    if f.kind == "link" and f.on_the_way:
        yield Hit(
            f"a symbolic link to {f.target}, on the way to the metadata directory: followed inside the "
            "inspected root, as the container's runtime follows it when it mounts the files, never outside "
            "it",
            offset=0,
            severity=Severity.WARNING,
        )
    elif f.kind == "link":
        target = f" to {f.target}" if f.target else ""
        yield Hit(
            f"a symbolic link{target}, not followed: metadata files are bind mounts, and a link can point anywhere",
            offset=0,
        )


@implements("DRA-MD-012", scope="live")
def file_modes(f: LiveFile) -> Iterator[Hit]:
    if f.kind == "unreadable":
        yield Hit(f"cannot be read: {f.error}", offset=0, severity=Severity.WARNING)
    if f.kind == "too-large":
        yield Hit(f"too large to check: {f.error}", offset=0, severity=Severity.WARNING)
    if f.kind != "metadata" or not f.mode:
        return
    mode = stat.S_IMODE(f.mode)
    if mode & 0o022:
        yield Hit(
            f"mode {mode:04o} lets {'others' if mode & 0o002 else 'the group'} rewrite the device data; "
            "the writer uses 0644",
            offset=0,
            severity=Severity.WARNING,
        )
    elif mode != 0o644:
        yield Hit(f"mode {mode:04o}; the writer uses 0644", offset=0)


@implements("DRA-MD-013", scope="live")
def atomic_replacement(f: LiveFile) -> Iterator[Hit]:
    name = f.container_path.rsplit("/", 1)[-1]
    if f.kind == "other" and _TEMP_FILE.match(name) and SUFFIX in name:
        yield Hit(f"{name} is a leftover temporary file of an interrupted write", offset=0)
    if f.unstable:
        yield Hit(
            "the file kept changing while it was read: it is being rewritten in place, not replaced atomically",
            offset=0,
        )
    elif f.rewritten_in_place:
        yield Hit(
            "the file was rewritten in place (new content, same inode) while watched, not replaced "
            "atomically: readers can see it half-written",
            offset=0,
        )


@implements("DRA-MD-092", scope="watch")
def generation_monotonic(h: History) -> Iterator[Hit]:
    if not h.container_path.endswith(SUFFIX):
        return  # a writer's temporary file coming and going is the atomic protocol at work
    if h.appeared:
        yield Hit(f"appeared after {h.appeared:.1f}s of watching", offset=0, severity=Severity.NOTE)
    if h.removed:
        yield Hit(f"removed after {h.removed:.1f}s of watching", offset=0, severity=Severity.NOTE)
    for earlier, later in zip(h.snapshots, h.snapshots[1:]):
        if later.generation is None or earlier.generation is None:
            continue
        if later.generation <= earlier.generation:
            change = "went down" if later.generation < earlier.generation else "stayed"
            yield Hit(
                f"the content changed at +{later.at:.1f}s but metadata.generation {change} "
                f"({earlier.generation} -> {later.generation}); observed: {h.sequence()}",
                doc=later.doc,
                path=("metadata", "generation"),
            )


@implements("DRA-MD-009", scope="node")
def host_file_location(spec: CdiSpec) -> Iterator[Hit]:
    where = spec.mount_path + ("hostPath",)
    if spec.host_path and not spec.host_path_conventional:
        yield Hit(
            f"hostPath {spec.host_path} is not <plugins>/{spec.driver}/dra-device-metadata/<namespace>_<claim>/"
            f"{spec.request}/metadata.json, where the kubeletplugin keeps it",
            path=where,
        )
    metadata = spec.host_object.get("metadata") if isinstance(spec.host_object, dict) else None
    if spec.host_path_conventional and isinstance(metadata, dict):
        claim_dir = spec.host_path.split("/")[-3]
        expected = f"{metadata.get('namespace')}_{metadata.get('name')}"
        if claim_dir != expected:
            yield Hit(f"the host directory {claim_dir} does not name the claim in the file ({expected})", path=where)


@implements("DRA-MD-010", scope="node")
def cdi_spec(spec: CdiSpec) -> Iterator[Hit]:
    if spec.missing:
        yield Hit(
            f"no CDI spec mounts this metadata file ({spec.expected} does not exist): the containers of the "
            "claim get no device metadata, or the file outlived its claim",
            offset=0,
            severity=Severity.WARNING,
        )
        return
    if spec.syntax_error or not isinstance(spec.value, dict):
        yield Hit(
            f"not a CDI spec object: {spec.syntax_error or 'a JSON object is required'}",
            offset=0,
            severity=Severity.ERROR,
        )
        return
    value = spec.value
    kind = f"{spec.driver}/metadata"
    if value.get("kind") != kind:
        yield Hit(f"kind is {value.get('kind')!r}; the writer uses {kind!r}", path=("kind",))
    if len(spec.device_paths) != 1:
        yield Hit(f"{len(spec.device_paths)} devices; the writer writes exactly one", path=("devices",))
    name = f"{spec.uid}_{spec.request}"
    devices = value.get("devices") if isinstance(value.get("devices"), list) else []
    if devices and isinstance(devices[0], dict) and devices[0].get("name") != name:
        yield Hit(
            f"device name {devices[0].get('name')!r}; the writer uses {name!r} (CDI device "
            f"{spec.driver}/metadata={name})",
            path=("devices", 0, "name"),
        )
    if not spec.mounts:
        yield Hit("no mount: the metadata file never reaches the container", path=("devices",), severity=Severity.ERROR)
        return
    if len(spec.mounts) > 1:
        yield Hit(f"{len(spec.mounts)} mounts; the writer writes exactly one", path=spec.mounts[1][0])
    options = spec.mount.get("options")
    where = spec.mount_path
    if not isinstance(options, list) or "ro" not in options:
        yield Hit(
            f'mount options {options!r} lack "ro": the container could rewrite its device data',
            path=where + ("options",),
            severity=Severity.ERROR,
        )
    elif options != ["ro", "bind"]:
        yield Hit(f'mount options {options!r}; the writer uses ["ro", "bind"]', path=where + ("options",))
    if not spec.host_path:
        yield Hit("the mount has no hostPath", path=where, severity=Severity.ERROR)
    elif not spec.host_file_exists:
        yield Hit(
            f"hostPath {spec.host_path} does not exist: creating the container fails",
            path=where + ("hostPath",),
            severity=Severity.ERROR,
        )
    container = spec.container_path
    if not container.startswith(CONTAINER_DIR + "/") or not container.endswith(f"/{spec.driver}{SUFFIX}"):
        yield Hit(
            f"containerPath {container!r} is not {CONTAINER_DIR}/.../{spec.driver}{SUFFIX}",
            path=where + ("containerPath",),
            severity=Severity.ERROR,
        )
    metadata = spec.host_object.get("metadata") if isinstance(spec.host_object, dict) else None
    if isinstance(metadata, dict) and metadata.get("uid") != spec.uid:
        yield Hit(
            f"the file name says claim UID {spec.uid}, the host file says {metadata.get('uid')!r}",
            path=("devices", 0, "name") if devices else (),
        )
