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
from typing import Callable, Iterator, NamedTuple, TypeVar

from ..model.results import MAX_FILE_BYTES

STDIN = "-"
_READ_CHUNK = 1 << 30  # os.read returns at most ~2 GiB a call on Linux: larger files take several


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
        shown = display_name(given)
        try:
            info = os.stat(given)
        except OSError as exc:
            kind = "broken symbolic link" if os.path.islink(given) else exc.strerror
            yield InputError(f"{shown}: cannot read: {kind}")
            continue
        if stat.S_ISDIR(info.st_mode):
            yield from _walk(given, shown)
        elif stat.S_ISREG(info.st_mode):
            yield Source(shown, given, True)
        else:
            yield InputError(f"{shown}: not a regular file or directory")


def display_name(given: str) -> str:
    """How a path is named in reports: normalised, but '..' taken as the kernel takes it, from where
    the links before it lead (``link/../x.yaml`` is the x.yaml beside the link's target, not the one
    beside the link, which lexical normalisation would name and a later open would read)."""
    if ".." not in given.split(os.sep):
        return os.path.normpath(given)
    head, tail = os.path.split(given.rstrip(os.sep) or given)
    if tail in (os.pardir, os.curdir, ""):  # a directory named through '..': resolved whole
        resolved = os.path.realpath(given)
    else:  # the last name kept as it is (a link there is named, not its target)
        resolved = os.path.join(os.path.realpath(head or os.curdir), tail)
    return resolved if os.path.isabs(given) else os.path.relpath(resolved)


def _walk(top: str, shown_top: str) -> Iterator[Source | InputError]:
    stack = [(top, shown_top)]
    while stack:
        directory, shown_dir = stack.pop()
        try:
            with os.scandir(directory) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError as exc:
            yield InputError(f"{shown_dir}: cannot list directory: {exc.strerror}")
            continue
        subdirs = []
        for entry in entries:
            shown = os.path.join(shown_dir, entry.name)
            try:
                if entry.is_dir(follow_symlinks=False):
                    if not entry.name.startswith("."):
                        subdirs.append((entry.path, shown))
                    continue
                if entry.is_symlink() and not os.path.exists(entry.path):
                    yield InputError(f"{shown}: cannot read: broken symbolic link")
                    continue
                if entry.is_file(follow_symlinks=True):
                    yield Source(shown, entry.path, False)
                # sockets, FIFOs, devices and links to directories are passed over
            except OSError as exc:
                yield InputError(f"{shown}: cannot read: {exc.strerror}")
        stack.extend(reversed(subdirs))


_INPUT_LIMIT = "limit (--max-file-size)"


def _too_large(source: Source, limit: int, what: str = _INPUT_LIMIT) -> InputError:
    size = f"{limit // 2**20} MiB" if limit % 2**20 == 0 else f"{limit} bytes"
    return InputError(f"{source.display}: larger than the {size} {what}")


def open_regular(path: str, display: str) -> int:
    """A read-only descriptor of ``path``, which must be a regular file when it is opened: opened
    without blocking (a FIFO put where a file was listed would block a plain open forever), then
    checked with fstat (what was opened, not what a stat before found)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise InputError(f"{display}: cannot read: {exc.strerror}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InputError(f"{display}: not a regular file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def chunks(source: Source, limit: int = MAX_FILE_BYTES, size: int = 1 << 20) -> Iterator[bytes]:
    """A file's bytes, ``size`` at a time, opened as read() opens it (for a pass that needs no
    more than that at once). The InputError of a file that cannot be read comes with the first chunk."""
    fd = open_regular(source.path, source.display)
    try:
        if os.fstat(fd).st_size > limit:
            raise _too_large(source, limit)
        read = 0
        while read <= limit and (chunk := os.read(fd, size)):
            read += len(chunk)
            yield chunk
    except OSError as exc:
        raise InputError(f"{source.display}: cannot read: {exc.strerror}") from None
    finally:
        os.close(fd)


def read(source: Source, limit: int = MAX_FILE_BYTES, what: str = _INPUT_LIMIT) -> bytes:
    if source.path == STDIN:
        data = sys.stdin.buffer.read(limit + 1)
    else:
        fd = open_regular(source.path, source.display)
        try:
            info = os.fstat(fd)
            if info.st_size > limit:
                raise _too_large(source, limit, what)
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
        raise _too_large(source, limit, what)
    return data


# The files that set up a run (its configuration, a baseline) are read whole and parsed by Python's
# parsers: bounded far below an input (a baseline of 250,000 findings takes 60 MiB), and nested no
# deeper than those parsers recurse.
SETTINGS_FILE_BYTES = 64 * 2**20
_Parsed = TypeVar("_Parsed")


def read_settings(path: str) -> bytes:
    """The bytes of a file that sets up the run, read as an input is (a regular file when it is
    opened, never blocking: a FIFO or /dev/zero is refused) and at most SETTINGS_FILE_BYTES;
    InputError, one line naming the file, otherwise. The one way the configuration and baselines
    are read."""
    return read(Source(path, path, True), SETTINGS_FILE_BYTES, "limit of a file that sets up the run")


def parse_settings(path: str, parse: Callable[[], _Parsed]) -> _Parsed:
    """``parse()`` of a settings file's text: nesting deeper than the parser recurses (json's and
    tomllib's parsers recurse per level, libyaml stops at 1,000) is an InputError naming the file,
    never a RecursionError. A file that sets up a run is nested a few levels."""
    try:
        return parse()
    except RecursionError:
        raise InputError(f"{path}: nested too deeply to read") from None


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


def size(source: Source) -> int:
    """The bytes a source holds, to weigh the work it is (0 when unknown)."""
    try:
        return os.stat(source.path).st_size if source.path != STDIN else 0
    except OSError:
        return 0


def head(source: Source, size: int = 65536) -> bytes:
    """The first bytes of a file, for content sniffing; empty when unreadable or not a regular file."""
    try:
        fd = open_regular(source.path, source.display)
    except InputError:
        return b""
    try:
        return os.read(fd, size)
    except OSError:
        return b""
    finally:
        os.close(fd)


def read_again(path: str) -> bytes | None:
    """A file read once more (positions, line hashes for the few files with findings); None if it is
    gone or no longer a regular file."""
    try:
        return read(Source(path, path, True))
    except InputError:
        return None
