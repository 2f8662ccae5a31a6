"""A directory opened as a root: every path under it resolved as the kernel resolves paths for a
process whose root it is. Absolute link targets start again at this root, '..' stops at it, and
nothing outside it is ever opened, listed or read.

`live --root R` and `--pid N` read another filesystem's view: a link there (an image's
``/var/run -> /run``, or a hostile ``dra-device-attributes -> /etc``) means what it means to that
filesystem's processes, never what it would mean to ours. openat2(2) with RESOLVE_IN_ROOT does
this in the kernel (Linux 5.6+); where it is missing or refused (ENOSYS, a seccomp filter's EPERM),
paths are walked a component at a time, each opened with O_NOFOLLOW relative to its parent's
descriptor and each link read and resolved here, so that a component swapped for a link between
two steps fails the open instead of leading out.
"""

from __future__ import annotations

import ctypes
import errno
import os
import stat
from typing import Any, Iterator

MAX_LINKS = 40  # the kernel's limit on links followed in one resolution
_SYS_OPENAT2 = 437  # the same number on every architecture (added after the syscall tables were unified)
_RESOLVE_NO_MAGICLINKS, _RESOLVE_IN_ROOT = 0x02, 0x10
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_PATH = getattr(os, "O_PATH", os.O_RDONLY)


class _OpenHow(ctypes.Structure):
    _fields_ = [("flags", ctypes.c_uint64), ("mode", ctypes.c_uint64), ("resolve", ctypes.c_uint64)]


def _openat2_call() -> Any | None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        call = libc.syscall
    except (OSError, AttributeError):
        return None
    call.restype = ctypes.c_long
    return call


class Root:
    """``path`` opened once; ``openat2`` None: use it when the kernel has it (tests force either way)."""

    def __init__(self, path: str, openat2: bool | None = None) -> None:
        self.path = path
        self.fd = os.open(path, _PATH | os.O_DIRECTORY | _CLOEXEC)  # OSError: the caller says which root
        self._syscall = _openat2_call() if openat2 is not False else None
        self.uses_openat2 = False
        if self._syscall is not None:
            try:
                os.close(self._openat2(".", _PATH))
                self.uses_openat2 = True
            except OSError as exc:
                if openat2 is True or exc.errno not in (errno.ENOSYS, errno.EPERM, errno.EINVAL, errno.E2BIG):
                    raise

    def close(self) -> None:
        os.close(self.fd)

    def __enter__(self) -> Root:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # --- opening ---------------------------------------------------------------------------------

    def open(self, path: str, flags: int = os.O_RDONLY, follow: bool = True) -> int:
        """A descriptor of ``path`` (container terms: absolute or not, the same), resolved inside the
        root; ``follow=False``: a link as the last component is not followed (ELOOP)."""
        flags |= _CLOEXEC | (0 if follow else os.O_NOFOLLOW)
        if self.uses_openat2:
            return self._openat2(path.lstrip("/") or ".", flags)
        return self._walk(path, flags, follow, [])[0]

    def resolve(self, path: str) -> tuple[str | None, list[tuple[str, str]]]:
        """``path`` with every link resolved inside the root (for mount lookups and names; None where
        it leads nowhere), and each link met on the way, as far as it got: (its path, its target)."""
        links: list[tuple[str, str]] = []
        try:
            fd, resolved = self._walk(path, _PATH, True, links)
        except OSError:
            return None, links
        os.close(fd)
        return resolved, links

    def _openat2(self, relative: str, flags: int) -> int:
        assert self._syscall is not None
        how = _OpenHow(flags, 0, _RESOLVE_IN_ROOT | _RESOLVE_NO_MAGICLINKS)
        fd = self._syscall(
            _SYS_OPENAT2,
            ctypes.c_int(self.fd),
            ctypes.c_char_p(os.fsencode(relative)),
            ctypes.byref(how),
            ctypes.c_size_t(ctypes.sizeof(how)),
        )
        if fd < 0:
            code = ctypes.get_errno()
            raise OSError(code, os.strerror(code), relative)
        return int(fd)

    def _walk(self, path: str, flags: int, follow: bool, links: list[tuple[str, str]]) -> tuple[int, str]:
        """Component by component from the root's descriptor: (descriptor, resolved path); each link
        met is added to ``links`` (kept when the walk fails part way)."""
        todo = [p for p in path.split("/") if p and p != "."]
        if path.rsplit("/", 1)[-1] in ("", "."):  # a trailing slash: the last name is a directory, links followed
            follow, flags = True, flags | os.O_DIRECTORY
        names: list[str] = []  # the resolved path so far, below the root
        fds: list[int] = [os.dup(self.fd)]  # the directory of each name, the root first
        try:
            while todo:
                part = todo.pop(0)
                if part == "..":
                    if names:
                        names.pop()
                        os.close(fds.pop())
                    continue
                last = not todo
                info = os.stat(part, dir_fd=fds[-1], follow_symlinks=False)
                if stat.S_ISLNK(info.st_mode) and (follow or not last):
                    if len(links) >= MAX_LINKS:
                        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), path)
                    target = os.readlink(part, dir_fd=fds[-1])
                    links.append(("/" + "/".join(names + [part]), target))
                    if target.startswith("/"):  # absolute: from this root again
                        for fd in fds[1:]:
                            os.close(fd)
                        del fds[1:], names[:]
                    todo = [p for p in target.split("/") if p and p != "."] + todo
                    continue
                if last:
                    fd = os.open(part, flags | os.O_NOFOLLOW, dir_fd=fds[-1])
                    return fd, "/" + "/".join(names + [part])
                fds.append(os.open(part, _PATH | os.O_DIRECTORY | os.O_NOFOLLOW | _CLOEXEC, dir_fd=fds[-1]))
                names.append(part)
            fd = os.open(".", flags & ~os.O_NOFOLLOW, dir_fd=fds[-1])
            return fd, "/" + "/".join(names)
        finally:
            for fd in fds:
                os.close(fd)

    # --- what is there -----------------------------------------------------------------------------

    def entries(self, directory: str) -> Iterator[tuple[str, os.stat_result]]:
        """(name, its lstat) of each entry of ``directory``, in name order; nothing if it cannot be listed."""
        try:
            fd = self.open(directory, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            with os.scandir(fd) as it:
                names = sorted(entry.name for entry in it)
            for name in names:
                try:
                    yield name, os.stat(name, dir_fd=fd, follow_symlinks=False)
                except OSError:
                    continue  # gone since it was listed
        finally:
            os.close(fd)

    def stat(self, path: str, follow: bool = True) -> os.stat_result:
        """The stat of ``path`` inside the root (of a link itself when not ``follow``)."""
        fd = self.open(path, _PATH, follow)
        try:
            return os.fstat(fd)
        finally:
            os.close(fd)

    def readlink(self, path: str) -> str:
        head, _, name = path.rstrip("/").rpartition("/")
        fd = self.open(head or "/", _PATH | os.O_DIRECTORY)
        try:
            return os.readlink(name, dir_fd=fd)
        finally:
            os.close(fd)

    def is_dir(self, path: str) -> bool:
        try:
            os.close(self.open(path, _PATH | os.O_DIRECTORY))
            return True
        except OSError:
            return False
