"""Where a metadata file sits in the container tree (DRA-MD-001...008).

``<root>/resourceclaims/<claimName>/<request>/<driver>-metadata.json`` and
``<root>/resourceclaimtemplates/<podClaimName>/<request>/<driver>-metadata.json``
with ``<root> = /var/run/kubernetes.io/dra-device-attributes``.
"""

from __future__ import annotations

import os
from typing import NamedTuple

CONTAINER_DIR = "/var/run/kubernetes.io/dra-device-attributes"  # upstream's ContainerDir
ROOT_NAME = "dra-device-attributes"
ROOT_PARENT = "kubernetes.io"
CLAIMS = "resourceclaims"
TEMPLATES = "resourceclaimtemplates"
SUFFIX = "-metadata.json"


class Layout(NamedTuple):
    root_parent: str  # the directory holding dra-device-attributes
    rel: tuple[str, ...]  # path segments below the root, file name last

    @property
    def subdir(self) -> str:
        return self.rel[0] if len(self.rel) > 1 else ""

    @property
    def well_formed(self) -> bool:
        return len(self.rel) == 4 and self.subdir in (CLAIMS, TEMPLATES)

    @property
    def claim_segment(self) -> str:
        return self.rel[1] if len(self.rel) > 2 else ""

    @property
    def request_segment(self) -> str:
        return self.rel[2] if len(self.rel) > 3 else ""

    @property
    def filename(self) -> str:
        return self.rel[-1]

    @property
    def driver_from_name(self) -> str | None:
        name = self.filename
        return name[: -len(SUFFIX)] if name.endswith(SUFFIX) else None


def layout_of(path: str) -> Layout | None:
    """The layout of ``path`` if it lies below a ``dra-device-attributes`` directory."""
    parts = os.path.abspath(path).split(os.sep)
    for i in range(len(parts) - 2, -1, -1):
        if parts[i] == ROOT_NAME:
            return Layout(parts[i - 1] if i > 0 else "", tuple(parts[i + 1 :]))
    return None


def is_metadata_name(name: str) -> bool:
    return name.endswith(SUFFIX)


def holds_metadata(directory: str) -> bool | None:
    """Whether a consumer's glob of ``directory``/*-metadata.json finds anything; None if it cannot be listed."""
    try:
        with os.scandir(directory) as entries:
            return any(is_metadata_name(entry.name) for entry in entries)  # stops at the first
    except OSError:
        return None
