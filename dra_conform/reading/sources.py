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
from dataclasses import dataclass
from typing import Iterator

from ..model.results import MAX_FILE_BYTES

STDIN = "-"
_READ_CHUNK = 1 << 30  # os.read returns at most ~2 GiB a call on Linux: larger files take several


class InputError(Exception):
    """An input that cannot be read; its text is the one-line message shown."""


@dataclass(frozen=True)
class Source:
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


def _too_large(source: Source, limit: int) -> InputError:
    size = f"{limit // 2**20} MiB" if limit % 2**20 == 0 else f"{limit} bytes"
    return InputError(f"{source.display}: larger than the {size} limit (--max-file-size)")


def read(source: Source, limit: int = MAX_FILE_BYTES) -> bytes:
    if source.path == STDIN:
        data = sys.stdin.buffer.read(limit + 1)
    else:
        try:
            fd = os.open(source.path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        except OSError as exc:
            raise InputError(f"{source.display}: cannot read: {exc.strerror}") from None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise InputError(f"{source.display}: not a regular file")
            if info.st_size > limit:
                raise _too_large(source, limit)
            # Sized by fstat (no oversized buffer per file), one byte more to see a file that grew.
            chunks, size, want = [], 0, info.st_size + 1
            while size <= limit:
                ask = min((want if size < want else limit + 1) - size, _READ_CHUNK)
                chunk = os.read(fd, ask)
                chunks.append(chunk)
                size += len(chunk)
                if len(chunk) < ask:  # a short read of a regular file: its end
                    break
            data = b"".join(chunks)
        except OSError as exc:
            raise InputError(f"{source.display}: cannot read: {exc.strerror}") from None
        finally:
            os.close(fd)
    if len(data) > limit:
        raise _too_large(source, limit)
    return data


def read_ranges(path: str, ranges: list[tuple[int, int]]) -> Iterator[bytes]:
    """The bytes of each (start, end) range of a regular file, read one range at a time (a few objects
    of a big dump, without the rest of it); InputError when it cannot be read, or is shorter now."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InputError(f"{path}: not a regular file")
        for start, end in ranges:
            chunk = os.pread(fd, max(0, min(end, start + MAX_FILE_BYTES) - start), start)
            if len(chunk) != end - start:
                raise InputError(f"{path}: changed since it was read")
            yield chunk
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None
    finally:
        os.close(fd)


def head(source: Source, size: int = 65536) -> bytes:
    """The first bytes of a file, for content sniffing; empty when unreadable."""
    try:
        with open(source.path, "rb") as f:
            return f.read(size)
    except OSError:
        return b""
