"""/proc/<pid>/mountinfo: which mount a path sits on, and whether it is read-only."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

_OCTAL = re.compile(r"\\([0-7]{3})")


def _unescape(field: str) -> str:
    return _OCTAL.sub(lambda m: chr(int(m.group(1), 8)), field)


@dataclass(frozen=True)
class Mount:
    mount_point: str  # relative to the reading process's root
    options: frozenset[str]  # per-mount options
    super_options: frozenset[str]
    fstype: str

    @property
    def read_only(self) -> bool:
        return "ro" in self.options or "ro" in self.super_options


def parse(text: str) -> list[Mount]:
    mounts = []
    for line in text.splitlines():
        fields = line.split()
        if "-" not in fields[6:]:
            continue
        sep = fields.index("-", 6)
        if len(fields) < sep + 4:
            continue
        mounts.append(
            Mount(
                mount_point=_unescape(fields[4]),
                options=frozenset(fields[5].split(",")),
                super_options=frozenset(fields[sep + 3].split(",")),
                fstype=fields[sep + 1],
            )
        )
    return mounts


def read(pid: int | str = "self") -> list[Mount] | None:
    """The mount table as process ``pid`` sees it, or None where there is no /proc."""
    try:
        with open(f"/proc/{pid}/mountinfo", encoding="utf-8", errors="replace") as f:
            return parse(f.read())
    except OSError:
        return None


def mount_of(mounts: list[Mount], path: str) -> Mount | None:
    """The mount ``path`` is on: the longest mount point containing it, the latest when stacked."""
    path = os.path.normpath(path)
    best: Mount | None = None
    for mount in mounts:
        point = mount.mount_point
        if path == point or path.startswith(point.rstrip("/") + "/"):
            if best is None or len(point) >= len(best.mount_point):
                best = mount
    return best
