"""Which metadata API versions each Kubernetes release knows, newest first."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ...model.results import DEFAULT_KUBERNETES_VERSION

GROUP = "metadata.resource.k8s.io"
KIND = "DeviceMetadata"

# Generic kinds every registered group/version also carries (metav1.AddToGroupVersion):
# they decode, then fail conversion to DeviceMetadata.
META_KINDS = frozenset(
    {"WatchEvent", "ListOptions", "GetOptions", "DeleteOptions", "CreateOptions", "UpdateOptions", "PatchOptions"}
)
# The core "v1" group/version is registered too (the meta package's unversioned types).
CORE_V1 = "v1"


class Profile(NamedTuple):
    """What readers and writers of one Kubernetes minor release do."""

    kubernetes: str
    versions: tuple[str, ...]  # known metadata versions, newest first
    required: str | None  # the version the writer refuses to start without

    @property
    def known_group_versions(self) -> tuple[str, ...]:
        return tuple(f"{GROUP}/{v}" for v in self.versions)


PROFILES = {
    "1.36": Profile("1.36", ("v1alpha1",), None),
    "1.37": Profile("1.37", ("v1beta1", "v1alpha1"), "v1beta1"),
}
DEFAULT_PROFILE = DEFAULT_KUBERNETES_VERSION  # Options' default too

_VERSION = re.compile(r"v(\d+)(?:(alpha|beta)(\d+))?\Z")
_STABILITY = {"alpha": 0, "beta": 1, None: 2}


@lru_cache(maxsize=256)  # a handful of versions, ranked for every object of every file
def version_rank(version: str) -> tuple[int, int, int] | None:
    """Kubernetes version priority (v1 > v1beta2 > v1beta1 > v1alpha1); None if not of that form."""
    m = _VERSION.match(version)
    if not m or len(m.group(1)) > 19 or len(m.group(3) or "") > 19:  # strconv.Atoi fails: not of that form
        return None
    major, minor = int(m.group(1)), int(m.group(3) or 0)
    return (_STABILITY[m.group(2)], major, minor) if max(major, minor) <= 2**63 - 1 else None
