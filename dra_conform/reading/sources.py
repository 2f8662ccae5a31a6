"""Finding and reading input files: read-only, bounded, never blocking on special files.

Directories are walked iteratively in name order (deterministic output),
without following directory links (no loops, no escaping the tree) and
skipping hidden directories such as .git. Anything that cannot be read
becomes an ``InputError``: one line for the user, exit code 2.
"""

from __future__ import annotations

import os
import stat
import sys
from typing import Iterator, NamedTuple

MAX_FILE_BYTES = 512 * 1024 * 1024
STDIN = "-"


class InputError(Exception):
    """An input that cannot be read; its text is the one-line message shown."""


class Source(NamedTuple):
    display: str  # how findings name the file
    path: str  # where to read it; "-" for standard input
    explicit: bool  # named on the command line (not found by walking)


def discover(paths: list[str]) -> Iterator[Source | InputError]:
    for given in paths:
        if given == STDIN:
            yield Source("<stdin>", STDIN, True)
            continue
        try:
            info = os.stat(given)
        except OSError as exc:
            kind = "broken symbolic link" if os.path.islink(given) else exc.strerror
            yield InputError(f"{given}: cannot read: {kind}")
            continue
        if stat.S_ISDIR(info.st_mode):
            yield from _walk(given)
        elif stat.S_ISREG(info.st_mode):
            yield Source(os.path.normpath(given), given, True)
        else:
            yield InputError(f"{given}: not a regular file or directory")


def _walk(top: str) -> Iterator[Source | InputError]:
    stack = [top]
    while stack:
        directory = stack.pop()
        try:
            with os.scandir(directory) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError as exc:
            yield InputError(f"{directory}: cannot list directory: {exc.strerror}")
            continue
        subdirs = []
        for entry in entries:
            path = os.path.normpath(entry.path)
            try:
                if entry.is_dir(follow_symlinks=False):
                    if not entry.name.startswith("."):
                        subdirs.append(entry.path)
                    continue
                if entry.is_symlink() and not os.path.exists(entry.path):
                    yield InputError(f"{path}: cannot read: broken symbolic link")
                    continue
                if entry.is_file(follow_symlinks=True):
                    yield Source(path, entry.path, False)
                # sockets, FIFOs, devices and links to directories are passed over
            except OSError as exc:
                yield InputError(f"{path}: cannot read: {exc.strerror}")
        stack.extend(reversed(subdirs))


def _open(source: Source, limit: int) -> tuple[int, os.stat_result]:
    """A descriptor of a regular file within the limit, opened without blocking on special files."""
    try:
        fd = os.open(source.path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise InputError(f"{source.display}: cannot read: {exc.strerror}") from None
    try:
        info = os.fstat(fd)
    except OSError as exc:
        os.close(fd)
        raise InputError(f"{source.display}: cannot read: {exc.strerror}") from None
    problem = (
        "not a regular file"
        if not stat.S_ISREG(info.st_mode)
        else f"larger than the {limit // (1024 * 1024)} MiB limit"
        if info.st_size > limit
        else None
    )
    if problem:
        os.close(fd)
        raise InputError(f"{source.display}: {problem}")
    return fd, info


def chunks(source: Source, size: int = 1 << 20, limit: int = MAX_FILE_BYTES) -> Iterator[bytes]:
    """A file's bytes, ``size`` at a time (for a pass that needs no more than that at once), opened
    as read() opens it. The InputError of a file that cannot be read comes with the first chunk."""
    fd, _ = _open(source, limit)
    try:
        read = 0
        while read <= limit and (chunk := os.read(fd, size)):
            read += len(chunk)
            yield chunk
    except OSError as exc:
        raise InputError(f"{source.display}: cannot read: {exc.strerror}") from None
    finally:
        os.close(fd)


def read(source: Source, limit: int = MAX_FILE_BYTES) -> bytes:
    if source.path == STDIN:
        data = sys.stdin.buffer.read(limit + 1)
    else:
        fd, info = _open(source, limit)
        try:
            data = os.read(fd, info.st_size + 1)  # sized by fstat: no oversized buffer per file
            if len(data) > info.st_size:  # the file grew while we read it
                data += os.read(fd, limit + 1 - len(data))
        except OSError as exc:
            raise InputError(f"{source.display}: cannot read: {exc.strerror}") from None
        finally:
            os.close(fd)
    if len(data) > limit:
        raise InputError(f"{source.display}: larger than the {limit // (1024 * 1024)} MiB limit")
    return data


def size(source: Source) -> int:
    """The bytes a source holds, to weigh the work it is (0 when unknown)."""
    try:
        return os.stat(source.path).st_size if source.path != STDIN else 0
    except OSError:
        return 0


def head(source: Source, size: int = 65536) -> bytes:
    """The first bytes of a file, for content sniffing; empty when unreadable."""
    try:
        with open(source.path, "rb") as f:
            return f.read(size)
    except OSError:
        return b""
