"""--watch: observe the tree for a while and keep every version of every file.

inotify (through libc) wakes the loop when something changes; where it is not
available the loop polls. Either way each wake-up rescans the tree, so a missed
or coalesced event only delays, never loses, a change that is still there.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import hashlib
import os
import select
import stat
import time
from dataclasses import dataclass, field
from typing import Callable

from .container import LiveFile, View, directories, entries, inspect

POLL_SECONDS = 0.05
# (generation, doc) of the object readers use in a file, None for either when there is none:
# the engine decodes the metadata (engine.live), this module only watches the bytes.
Decoder = Callable[[LiveFile], tuple[int | None, int | None]]
_IN_EVENTS = 0x2 | 0x4 | 0x8 | 0x40 | 0x80 | 0x100 | 0x200  # modify attrib close_write moved_from/to create delete


@dataclass
class Snapshot:
    at: float  # seconds since the watch began
    inode: int
    digest: bytes
    generation: int | None
    doc: int | None  # the object readers use, for locating the generation


@dataclass
class History:
    container_path: str
    snapshots: list[Snapshot] = field(default_factory=list)
    appeared: float | None = None
    removed: float | None = None
    latest: LiveFile | None = None

    def sequence(self) -> str:
        return ", ".join(f"generation {s.generation} at +{s.at:.1f}s" for s in self.snapshots)


def snapshot(live: LiveFile, at: float, decode: Decoder) -> Snapshot:
    generation, doc = decode(live)
    return Snapshot(at, live.inode, hashlib.sha256(live.data).digest(), generation, doc)


class _Inotify:
    """Directory watches through libc's inotify; ``None`` from ``create`` where there is none."""

    def __init__(self, libc: ctypes.CDLL, fd: int) -> None:
        self.libc, self.fd = libc, fd
        self.watched: set[str] = set()

    @classmethod
    def create(cls) -> _Inotify | None:
        name = ctypes.util.find_library("c")
        if not name or not hasattr(os, "O_NONBLOCK"):
            return None
        try:
            libc = ctypes.CDLL(name, use_errno=True)
            fd = libc.inotify_init1(os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        except (OSError, AttributeError):
            return None
        return cls(libc, fd) if fd >= 0 else None

    def watch(self, view: View, directory: str) -> None:
        """Watch a directory of the tree, opened inside the root (the watch is added through the
        descriptor, never through a path that a link could lead elsewhere)."""
        if directory in self.watched:
            return
        try:
            fd = view.fs.open(view.resolved(directory), os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            if self.libc.inotify_add_watch(self.fd, f"/proc/self/fd/{fd}".encode(), _IN_EVENTS) >= 0:
                self.watched.add(directory)
        finally:
            os.close(fd)

    def wait(self, timeout: float) -> None:
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if ready:
            try:
                while os.read(self.fd, 65536):
                    pass
            except BlockingIOError:
                pass

    def close(self) -> None:
        os.close(self.fd)


def watch(view: View, seconds: float, initial: list[LiveFile], decode: Decoder) -> list[History]:
    histories: dict[str, History] = {}
    for live in initial:
        history = histories[live.container_path] = History(live.container_path, latest=live)
        if live.kind == "metadata":
            history.snapshots.append(snapshot(live, 0.0, decode))
    notifier = _Inotify.create()
    start = time.monotonic()
    try:
        while (now := time.monotonic() - start) < seconds:
            if notifier is not None:
                for directory in directories(view):
                    notifier.watch(view, directory)
                notifier.wait(min(0.5, seconds - now))
            else:
                time.sleep(min(POLL_SECONDS, seconds - now))
            _rescan(view, histories, time.monotonic() - start, decode)
    finally:
        if notifier is not None:
            notifier.close()
    return list(histories.values())


def _rescan(view: View, histories: dict[str, History], at: float, decode: Decoder) -> None:
    present = dict(entries(view))
    for path, history in histories.items():
        if path not in present and history.removed is None:
            history.removed = at
    for path, info in present.items():
        if path not in histories:
            histories[path] = History(path, appeared=at)
        history = histories[path]
        if history.removed is not None:
            history.removed = None
        previous = history.latest
        if (
            previous is not None
            and previous.inode == info.st_ino
            and previous.data
            and len(previous.data) == info.st_size
            and history.snapshots
            and _unchanged(view, path, previous)
        ):
            continue
        live = inspect(view, path)
        if live.kind != "metadata":
            history.latest = live
            continue
        shot = snapshot(live, at, decode)
        if history.snapshots and history.snapshots[-1].digest == shot.digest:
            continue
        if history.snapshots and previous is not None and previous.inode == live.inode:
            live.rewritten_in_place = True  # new content under the same inode
        history.snapshots.append(shot)
        history.latest = live


def _unchanged(view: View, path: str, previous: LiveFile) -> bool:
    """Cheap test before re-reading: same inode and size, and the same bytes."""
    try:
        fd = view.fs.open(view.resolved(path), os.O_RDONLY | os.O_NONBLOCK, follow=False)
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        data = b""
        while len(data) <= len(previous.data):
            chunk = os.read(fd, len(previous.data) + 1 - len(data))
            if not chunk:
                break
            data += chunk
        return data == previous.data
    except OSError:
        return False
    finally:
        os.close(fd)
