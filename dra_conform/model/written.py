"""Writing the files a command is asked to write under a directory the user names (`schemas export`,
`rules --write-docs`, `--baseline-write`): the one way they are written.

Each file is written whole into a new temporary file beside its target (``O_EXCL | O_NOFOLLOW``)
and renamed over it, so a reader never sees half a file and an interrupted run leaves the old one.
The directories below the one named are walked by descriptor, one name at a time, never through a
symbolic link: a link planted at a schema's path or at one of its directories cannot lead a write
out of the directory. What stands at the target must be a regular file or nothing: a FIFO (an
open for writing blocks until a reader comes), a device or a link is refused with a one-line
message, never opened.
"""

from __future__ import annotations

import os
import stat

_DIRECTORY = os.O_RDONLY | os.O_DIRECTORY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)


class WriteError(Exception):
    """A file that cannot be written; the text names it and says why."""


def write_under(directory: str, relative: str, text: str, shown: str = "") -> str:
    """Write ``text`` (UTF-8) to ``relative`` ("a/b/name", "/"-separated) under ``directory``, creating
    the directories between (``directory`` must exist); returns the path written. ``directory`` is
    taken as named (links in it followed: the user named it); nothing below it is. ``shown``: how
    messages name the file (default: its path)."""
    *parents, name = relative.split("/")
    path = os.path.join(directory, *parents, name)
    target = shown or path
    where = directory
    try:
        fd = os.open(directory, _DIRECTORY)
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {exc.strerror}") from None
    try:
        for part in parents:
            where = os.path.join(where, part)
            below = _subdirectory(fd, part, where, target)
            os.close(fd)
            fd = below
        _replace(fd, name, text.encode("utf-8"), target)
    finally:
        os.close(fd)
    return path


def _subdirectory(parent: int, name: str, shown: str, target: str) -> int:
    """The directory ``name`` in ``parent`` (made when missing), opened without following a link."""
    try:
        os.mkdir(name, 0o777, dir_fd=parent)
    except FileExistsError:
        pass
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {exc.strerror}") from None
    try:
        return os.open(name, _DIRECTORY | os.O_NOFOLLOW, dir_fd=parent)
    except OSError as exc:
        info = _lstat(parent, name)
        why = f"{shown} is a symbolic link, not followed" if info and stat.S_ISLNK(info.st_mode) else exc.strerror
        raise WriteError(f"cannot write {target}: {why}") from None


def _lstat(directory: int, name: str) -> os.stat_result | None:
    try:
        return os.lstat(name, dir_fd=directory)
    except OSError:
        return None


def _replace(directory: int, name: str, data: bytes, target: str) -> None:
    """``data`` into a new file beside ``name``, renamed over it when what is there is a regular file or nothing."""
    info = _lstat(directory, name)
    if info is not None and not stat.S_ISREG(info.st_mode):
        kind = "a symbolic link, not followed" if stat.S_ISLNK(info.st_mode) else "not a regular file"
        raise WriteError(f"cannot write {target}: {kind}")
    temporary, fd = _temporary(directory, name, target)
    try:
        try:
            if info is not None:
                os.fchmod(fd, stat.S_IMODE(info.st_mode))  # a file replaced keeps its permissions
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
        os.replace(
            temporary, name, src_dir_fd=directory, dst_dir_fd=directory
        )  # a link put there since is replaced, not followed
    except OSError as exc:
        try:
            os.unlink(temporary, dir_fd=directory)
        except OSError:
            pass
        raise WriteError(f"cannot write {target}: {exc.strerror}") from None


def _temporary(directory: int, name: str, target: str) -> tuple[str, int]:
    """A new file ``.name.<random>.tmp`` in ``directory``, created (never opened: O_EXCL, O_NOFOLLOW)
    with the permissions the umask gives a new file."""
    for _ in range(100):
        temporary = f".{name}.{os.urandom(6).hex()}.tmp"
        try:
            return temporary, os.open(temporary, _NEW, 0o666, dir_fd=directory)
        except FileExistsError:
            continue
        except OSError as exc:
            raise WriteError(f"cannot write {target}: {exc.strerror}") from None
    raise WriteError(f"cannot write {target}: no temporary file could be made beside it")
