"""The container's view: walk its metadata tree read-only and read each file consistently.

Paths are handled as the container sees them (``container_path``) and read
through the inspection root (``/`` inside a debug container sharing the
filesystem, ``/proc/<pid>/root`` for ``--pid``, any directory for ``--root``).
Links are never followed: a metadata file is a bind mount, never a link, and a
link could lead out of the inspected root.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass

from ..layout import CONTAINER_DIR, SUFFIX
from . import mounts as mounts_mod

READ_ATTEMPTS = 3
MAX_BYTES = 64 * 1024 * 1024


@dataclass
class LiveFile:
    container_path: str
    host_path: str
    kind: str  # "metadata", "other", "link", "unreadable"
    mode: int = 0
    inode: int = 0
    mount: mounts_mod.Mount | None = None
    mounts_known: bool = False
    unstable: bool = False  # it kept changing while being read
    rewritten_in_place: bool = False  # --watch saw new content under the same inode
    data: bytes = b""
    error: str = ""


MAX_LINKS = 40


def resolve_in_root(root: str, path: str) -> str:
    """``path`` with its links resolved as the container would: absolute link targets
    start again at the container's root (not ours), and '..' never leaves it.

    Needed because images link /var/run to /run, and the kernel resolves an absolute
    link met under /proc/<pid>/root against the reader's root, not the target's.
    """
    parts = [p for p in path.split("/") if p]
    done: list[str] = []
    links = 0
    while parts:
        part = parts.pop(0)
        if part == ".":
            continue
        if part == "..":
            if done:
                done.pop()
            continue
        candidate = os.path.join(root, *done, part)
        try:
            target = os.readlink(candidate)
        except OSError:  # not a link (or not there): keep the name as it is
            done.append(part)
            continue
        links += 1
        if links > MAX_LINKS:
            raise OSError(40, f"too many levels of symbolic links resolving {path}")
        if target.startswith("/"):
            done = []
        parts = [p for p in target.split("/") if p] + parts
    return "/" + "/".join(done)


@dataclass(frozen=True)
class View:
    """Where to read from and how to see mounts."""

    root: str  # host-side path of the container's "/"
    mount_table: list[mounts_mod.Mount] | None
    mount_prefix: str  # what to put before a container path to look it up in mount_table
    tree: str = CONTAINER_DIR  # where the metadata root really is, links resolved, in container terms

    def host_path(self, container_path: str) -> str:
        return os.path.join(self.root, self.resolved(container_path).lstrip("/"))

    def resolved(self, container_path: str) -> str:
        if container_path == CONTAINER_DIR or container_path.startswith(CONTAINER_DIR + "/"):
            return self.tree + container_path[len(CONTAINER_DIR) :]
        return container_path

    def mount_of(self, container_path: str) -> mounts_mod.Mount | None:
        if self.mount_table is None:
            return None
        return mounts_mod.mount_of(self.mount_table, self.mount_prefix + self.resolved(container_path))


def view_for(root: str | None, pid: int | None) -> View:
    if pid is not None:
        root, table, prefix = f"/proc/{pid}/root", mounts_mod.read(pid), ""
    else:
        root = root or "/"
        table, prefix = mounts_mod.read("self"), os.path.realpath(root).rstrip("/")
    try:
        tree = resolve_in_root(root, CONTAINER_DIR)
    except OSError:
        tree = CONTAINER_DIR
    return View(root, table, prefix, tree)


def _signature(info: os.stat_result) -> tuple[int, int, int, int]:
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def read_stable(path: str) -> tuple[bytes, os.stat_result, bool]:
    """Read a file so that a concurrent replacement is re-read rather than seen half-written.

    Returns the bytes, their stat, and whether the file still changed on every attempt.
    """
    data, info = b"", None
    for _ in range(READ_ATTEMPTS):
        before = os.stat(path, follow_symlinks=False)
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise OSError(0, "not a regular file")
            chunks, size = [], 0
            while size <= MAX_BYTES:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            data = b"".join(chunks)
            during = os.fstat(fd)
        finally:
            os.close(fd)
        after = os.stat(path, follow_symlinks=False)
        if _signature(before) == _signature(info) == _signature(during) == _signature(after) and len(data) == during.st_size:
            return data, during, False
    assert info is not None
    return data, info, True


def _entries(view: View) -> list[tuple[str, os.DirEntry[str]]]:
    """(container path, entry) of everything below the metadata root, in name order."""
    top = view.host_path(CONTAINER_DIR)
    out: list[tuple[str, os.DirEntry[str]]] = []
    stack = [(top, CONTAINER_DIR)]
    while stack:
        host_dir, container_dir = stack.pop()
        try:
            with os.scandir(host_dir) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            continue
        subdirs = []
        for entry in entries:
            container_path = f"{container_dir}/{entry.name}"
            if entry.is_dir(follow_symlinks=False):
                subdirs.append((entry.path, container_path))
            else:
                out.append((container_path, entry))
        stack.extend(reversed(subdirs))
    return out


def tree_exists(view: View) -> bool:
    return os.path.isdir(view.host_path(CONTAINER_DIR))


def scan(view: View) -> list[LiveFile]:
    files = []
    for container_path, entry in _entries(view):
        files.append(inspect(view, container_path, entry.path))
    return files


def inspect(view: View, container_path: str, host_path: str) -> LiveFile:
    name = os.path.basename(container_path)
    kind = "metadata" if name.endswith(SUFFIX) else "other"
    live = LiveFile(container_path, host_path, kind, mount=view.mount_of(container_path),
                    mounts_known=view.mount_table is not None)
    try:
        first = os.stat(host_path, follow_symlinks=False)
    except OSError as exc:
        live.kind, live.error = "unreadable", exc.strerror or str(exc)
        return live
    live.mode, live.inode = first.st_mode, first.st_ino
    if stat.S_ISLNK(first.st_mode):
        live.kind = "link"
        return live
    if not stat.S_ISREG(first.st_mode) or kind == "other":
        return live
    try:
        live.data, info, live.unstable = read_stable(host_path)
        live.mode, live.inode = info.st_mode, info.st_ino
    except OSError as exc:
        live.kind, live.error = "unreadable", exc.strerror or str(exc)
    return live
