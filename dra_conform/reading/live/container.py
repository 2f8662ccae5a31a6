"""The container's view: walk its metadata tree read-only and read each file consistently.

Paths are handled as the container sees them (``container_path``) and read through the
inspection root (``/`` inside a debug container sharing the filesystem, ``/proc/<pid>/root`` for
``--pid``, any directory for ``--root``), opened once as a ``confined.Root``: a link on the way to
the tree resolves inside that root as it does for the container (an image's ``/var/run -> /run``),
never against ours. Links inside the tree are never followed: a metadata file is a bind mount,
never a link, and a link could lead anywhere; each is reported.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field

from ..layout import CONTAINER_DIR, SUFFIX, is_metadata_name
from . import mounts as mounts_mod
from .confined import Root

READ_ATTEMPTS = 3
MAX_BYTES = 64 * 1024 * 1024
# The layout images use: not worth a finding when it is the link met on the way to the tree.
_USUAL_LINKS = {("/var/run", "/run"), ("/var/run", "../run")}


@dataclass
class LiveFile:
    container_path: str
    host_path: str  # where it was read, as named in messages (the root joined with the resolved path)
    kind: str  # "metadata", "other", "link", "unreadable", "too-large"
    mode: int = 0
    inode: int = 0
    mount: mounts_mod.Mount | None = None
    mounts_known: bool = False
    unstable: bool = False  # it kept changing while being read
    rewritten_in_place: bool = False  # --watch saw new content under the same inode
    data: bytes = b""
    error: str = ""
    target: str = ""  # a link's target
    on_the_way: bool = False  # a link on the way to the tree, followed inside the root
    beside_metadata: bool | None = None  # its directory holds *-metadata.json files (None: not known)


class TooLarge(OSError):
    """A file over MAX_BYTES: never read, so never mistaken for one that kept changing."""


@dataclass
class View:
    """Where to read from and how to see mounts."""

    root: str  # the inspection root, as given (for messages)
    fs: Root
    mount_table: list[mounts_mod.Mount] | None
    mount_prefix: str  # what to put before a container path to look it up in mount_table
    tree: str = CONTAINER_DIR  # where the metadata root really is, links resolved, in container terms
    links: list[tuple[str, str]] = field(default_factory=list)  # links met resolving the tree: (path, target)

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


def view_for(root: str | None, pid: int | None, openat2: bool | None = None) -> View:
    """The view through ``root`` (or process ``pid``'s root). OSError when the root cannot be opened."""
    if pid is not None:
        root, table, prefix = f"/proc/{pid}/root", mounts_mod.read(pid), ""
    else:
        root = root or "/"
        table, prefix = mounts_mod.read("self"), os.path.realpath(root).rstrip("/")
    fs = Root(root, openat2)
    tree, links = fs.resolve(CONTAINER_DIR)  # None: not there (or a link loop), and found missing
    return View(root, fs, table, prefix, tree or CONTAINER_DIR, links)


def path_links(view: View) -> list[LiveFile]:
    """The unusual links on the way to the tree, each once, as entries of kind "link" (each is a finding)."""
    found = dict(view.links)  # a loop meets the same link again and again
    return [
        LiveFile(path, os.path.join(view.root, path.lstrip("/")), "link", target=target, on_the_way=True)
        for path, target in found.items()
        if (path, target) not in _USUAL_LINKS
    ]


def _signature(info: os.stat_result) -> tuple[int, int, int, int]:
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def read_stable(fs: Root, path: str, follow: bool = False) -> tuple[bytes, os.stat_result, bool]:
    """Read ``path`` (inside ``fs``; a link as its last component followed only if ``follow``) so that
    a concurrent replacement is re-read rather than seen half-written.

    Returns the bytes, their stat, and whether the file still changed on every attempt. A file over
    MAX_BYTES is TooLarge (not read); one that is not a regular file is an OSError.
    """
    data, info = b"", None
    for _ in range(READ_ATTEMPTS):
        before = fs.stat(path, follow)
        fd = fs.open(path, os.O_RDONLY | os.O_NONBLOCK, follow)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise OSError(0, "not a regular file")
            if info.st_size > MAX_BYTES:
                raise TooLarge(0, f"{info.st_size} bytes, more than the {MAX_BYTES >> 20} MiB read")
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
        if len(data) > MAX_BYTES:  # it grew past the limit while being read
            raise TooLarge(0, f"more than the {MAX_BYTES >> 20} MiB read")
        after = fs.stat(path, follow)
        if (
            _signature(before) == _signature(info) == _signature(during) == _signature(after)
            and len(data) == during.st_size
        ):
            return data, during, False
    assert info is not None
    return data, info, True


def entries(view: View) -> list[tuple[str, os.stat_result]]:
    """(container path, lstat) of everything below the metadata root, in name order; directories
    are walked (never through a link), everything else listed."""
    out: list[tuple[str, os.stat_result]] = []
    stack = [CONTAINER_DIR]
    while stack:
        container_dir = stack.pop()
        subdirs = []
        for name, info in view.fs.entries(view.resolved(container_dir)):
            container_path = f"{container_dir}/{name}"
            if stat.S_ISDIR(info.st_mode):
                subdirs.append(container_path)
            else:
                out.append((container_path, info))
        stack.extend(reversed(subdirs))
    return out


def directories(view: View) -> list[str]:
    """The container paths of the tree's directories, the tree first."""
    found = [CONTAINER_DIR]
    stack = [CONTAINER_DIR]
    while stack:
        container_dir = stack.pop()
        for name, info in view.fs.entries(view.resolved(container_dir)):
            if stat.S_ISDIR(info.st_mode):
                found.append(f"{container_dir}/{name}")
                stack.append(f"{container_dir}/{name}")
    return found


def tree_exists(view: View) -> bool:
    return view.fs.is_dir(view.tree)


def scan(view: View) -> list[LiveFile]:
    found = entries(view)
    with_metadata = {os.path.dirname(path) for path, _ in found if is_metadata_name(os.path.basename(path))}
    files = [inspect(view, container_path) for container_path, _ in found]
    for live in files:
        live.beside_metadata = os.path.dirname(live.container_path) in with_metadata
    return files


def inspect(view: View, container_path: str) -> LiveFile:
    name = os.path.basename(container_path)
    kind = "metadata" if name.endswith(SUFFIX) else "other"
    resolved = view.resolved(container_path)
    live = LiveFile(
        container_path,
        view.host_path(container_path),
        kind,
        mount=view.mount_of(container_path),
        mounts_known=view.mount_table is not None,
    )
    try:
        first = view.fs.stat(resolved, follow=False)
    except OSError as exc:
        live.kind, live.error = "unreadable", exc.strerror or str(exc)
        return live
    live.mode, live.inode = first.st_mode, first.st_ino
    if stat.S_ISLNK(first.st_mode):
        live.kind = "link"
        try:
            live.target = view.fs.readlink(resolved)
        except OSError:
            pass
        return live
    if not stat.S_ISREG(first.st_mode) or kind == "other":
        return live
    try:
        live.data, info, live.unstable = read_stable(view.fs, resolved)
        live.mode, live.inode = info.st_mode, info.st_ino
    except TooLarge as exc:
        live.kind, live.error = "too-large", exc.strerror or str(exc)
    except OSError as exc:
        live.kind, live.error = "unreadable", exc.strerror or str(exc)
    return live
