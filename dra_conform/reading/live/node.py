"""The node's view (`dra-conform live --host`): the CDI specs the kubeletplugin writes for
metadata, and the host files they bind-mount into containers."""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from typing import Any

from ...model.findings import Path
from ..jsonstream import read_stream
from .confined import Root
from .container import read_stable

CDI_DIR = "/var/run/cdi"
PLUGINS_DIR = "/var/lib/kubelet/plugins"
MARKER = "_metadata_"


@dataclass
class CdiSpec:
    """One ``<driver>_metadata_<claimUID>_<request>.json`` CDI spec and what it says."""

    display: str
    data: bytes
    driver: str
    uid: str
    request: str
    value: Any
    plugins_dir: str
    root: str
    syntax_error: str = ""
    mounts: list[tuple[Path, dict[str, Any]]] = field(default_factory=list)  # (path, mount)
    device_paths: list[Path] = field(default_factory=list)
    host_file_exists: bool = False
    host_object: Any = None  # the object readers use from the host file, when it decodes
    missing: bool = False  # no spec exists: ``display`` is a host file that no spec mounts, ``expected`` its spec
    expected: str = ""

    @property
    def mount(self) -> dict[str, Any]:
        return self.mounts[0][1] if self.mounts else {}

    @property
    def mount_path(self) -> Path:
        return self.mounts[0][0] if self.mounts else ()

    @property
    def host_path(self) -> str:
        value = self.mount.get("hostPath")
        return value if isinstance(value, str) else ""

    @property
    def container_path(self) -> str:
        value = self.mount.get("containerPath")
        return value if isinstance(value, str) else ""

    def on_host(self, path: str) -> str:
        return os.path.join(self.root, path.lstrip("/"))

    @property
    def host_path_conventional(self) -> bool:
        parts = self.host_path.split("/")
        expected_dir = os.path.join(self.plugins_dir, self.driver, "dra-device-metadata")
        return (
            len(parts) >= 4
            and "/".join(parts[:-3]) == expected_dir.rstrip("/")
            and "_" in parts[-3]
            and parts[-2] == self.request
            and parts[-1] == "metadata.json"
        )


METADATA_DIR = "dra-device-metadata"
MAX_HOST_FILES = 100_000  # bounds the walk of a node's plugin directories


def host_files(fs: Root, plugins_dir: str) -> list[str]:
    """The node paths of every <plugins>/<driver>/dra-device-metadata/<ns>_<claim>/<request>/metadata.json,
    in name order, inside the node's root ``fs``; links are not followed (a host file is a plain file
    the kubeletplugin writes)."""
    base = plugins_dir.rstrip("/")
    found: list[str] = []

    def directories(path: str) -> list[str]:
        return [name for name, info in fs.entries(path) if stat.S_ISDIR(info.st_mode)]

    for driver in directories(base):
        top = f"{base}/{driver}/{METADATA_DIR}"
        for claim in directories(top):
            for request in directories(f"{top}/{claim}"):
                if len(found) >= MAX_HOST_FILES:
                    return found
                candidate = f"{top}/{claim}/{request}/metadata.json"
                try:
                    if stat.S_ISREG(fs.stat(candidate, follow=False).st_mode):
                        found.append(candidate)
                except OSError:
                    continue
    return found


def unmounted(host_path: str, data: bytes, uid: str, cdi_dir: str, plugins_dir: str, root: str) -> CdiSpec:
    """The spec a host file lacks: what DRA-MD-010 says about a metadata file no CDI spec mounts."""
    parts = host_path.split("/")
    driver, request = parts[-5], parts[-2]
    expected = os.path.join(cdi_dir, f"{driver}{MARKER}{uid or '<claim UID>'}_{request}.json")
    return CdiSpec(host_path, data, driver, uid, request, None, plugins_dir, root, missing=True, expected=expected)


def split_name(name: str) -> tuple[str, str, str] | None:
    """(driver, claimUID, request) of a metadata CDI spec file name, or None."""
    if not name.endswith(".json") or MARKER not in name:
        return None
    driver, rest = name[: -len(".json")].split(MARKER, 1)
    if "_" not in rest:
        return None
    uid, request = rest.split("_", 1)
    return driver, uid, request


def find_specs(fs: Root, root: str, cdi_dir: str, plugins_dir: str) -> list[CdiSpec]:
    """The metadata CDI specs in ``cdi_dir``, read inside the node's root ``fs``."""
    specs = []
    for name, _ in fs.entries(cdi_dir):
        parts = split_name(name)
        if parts is None:
            continue
        path = f"{cdi_dir.rstrip('/')}/{name}"
        try:
            data, _, _ = read_stable(fs, path)
        except OSError:
            continue
        specs.append(parse(path, data, *parts, plugins_dir, root))
    return specs


def parse(display: str, data: bytes, driver: str, uid: str, request: str, plugins_dir: str, root: str) -> CdiSpec:
    stream = read_stream(data, 100)  # a CDI spec is one object
    value = stream.values[0].value if stream.values else None
    spec = CdiSpec(display, data, driver, uid, request, value, plugins_dir, root)
    if stream.error_code or not stream.values:
        spec.syntax_error = stream.error_message if stream.error_code else "empty file"
        return spec
    if not isinstance(value, dict):
        return spec
    devices = value.get("devices")
    for i, device in enumerate(devices if isinstance(devices, list) else []):
        spec.device_paths.append(("devices", i))
        edits = device.get("containerEdits") if isinstance(device, dict) else None
        mounts = edits.get("mounts") if isinstance(edits, dict) else None
        for j, mount in enumerate(mounts if isinstance(mounts, list) else []):
            if isinstance(mount, dict):
                spec.mounts.append((("devices", i, "containerEdits", "mounts", j), mount))
    return spec
