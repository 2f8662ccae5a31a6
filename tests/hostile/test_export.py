"""The commands that write files under a directory the user names (`schemas export`, `rules
--write-docs`) when something hostile already stands there: a FIFO at a file's path (an open for
writing blocks until a reader comes), a link at a file's path or at a directory on the way that
leads out of the directory, a device. Each is refused (exit 2, one line naming it) at once, and
nothing outside the directory is touched; a rerun over a good export replaces it whole."""

from __future__ import annotations

import os
import socket
import stat
import tempfile
from pathlib import Path

import pytest

from .runner import assert_sane, run

BLOCKED = 30.0  # wall seconds: an open that blocks uses no CPU; these runs write a few files
SCHEMA = "resource.k8s.io/v1/resourceclaim.json"
PAGE = "DRA-CL-001.md"
COMMANDS = {"schemas export": (["schemas", "export"], SCHEMA), "rules --write-docs": (["rules", "--write-docs"], PAGE)}


def refused(tmp_path: Path, args: list[str], *said: str) -> str:
    result = assert_sane(run([*args, "out"], tmp_path, wall_bound=BLOCKED), codes=(2,))
    lines = result.err.strip().splitlines()
    assert len(lines) == 1 and all(s in lines[0] for s in said), result.err[-2000:]
    return lines[0]


def outside(tmp_path: Path) -> Path:
    """A file outside the directory written, that a link under it names."""
    kept = tmp_path / "elsewhere" / "kept.json"
    kept.parent.mkdir()
    kept.write_text("kept\n")
    return kept


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_fifo_at_a_files_path_is_refused_without_blocking(tmp_path, command):
    args, relative = COMMANDS[command]
    target = tmp_path / "out" / relative
    target.parent.mkdir(parents=True)
    os.mkfifo(target)
    refused(tmp_path, args, str(Path("out", relative)), "not a regular file")
    assert target.is_fifo()


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_link_at_a_files_path_is_never_followed_out_of_the_directory(tmp_path, command):
    args, relative = COMMANDS[command]
    kept = outside(tmp_path)
    target = tmp_path / "out" / relative
    target.parent.mkdir(parents=True)
    target.symlink_to(kept)
    refused(tmp_path, args, str(Path("out", relative)), "a symbolic link, not followed")
    assert kept.read_text() == "kept\n" and target.is_symlink()


def test_a_link_at_a_directory_on_the_way_is_never_followed_out_of_the_directory(tmp_path):
    kept = outside(tmp_path)
    (tmp_path / "out" / "resource.k8s.io").mkdir(parents=True)
    (tmp_path / "out" / "resource.k8s.io" / "v1").symlink_to(kept.parent)
    refused(tmp_path, ["schemas", "export"], "out/resource.k8s.io/v1 is a symbolic link, not followed")
    assert sorted(p.name for p in kept.parent.iterdir()) == ["kept.json"]


@pytest.mark.parametrize("kind", ["socket", "directory", "device"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_socket_a_directory_or_a_device_at_a_files_path_is_refused(tmp_path, command, kind):
    args, relative = COMMANDS[command]
    target = tmp_path / "out" / relative
    target.parent.mkdir(parents=True)
    if kind == "socket":  # bound at a short path (AF_UNIX's are short), then moved there
        with tempfile.TemporaryDirectory(dir="/tmp") as short, socket.socket(socket.AF_UNIX) as listener:
            listener.bind(os.path.join(short, "s"))
            os.rename(os.path.join(short, "s"), target)
    elif kind == "directory":
        target.mkdir()
    elif os.geteuid() == 0:
        os.mknod(target, 0o600 | stat.S_IFCHR, os.makedev(1, 3))  # /dev/null's numbers
    else:  # only root makes a device node; a link to one is refused as a link
        target.symlink_to("/dev/null")
    refused(tmp_path, args, str(Path("out", relative)))
    assert not stat.S_ISREG(target.lstat().st_mode)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_rerun_replaces_each_file_whole_and_leaves_no_temporary_file(tmp_path, command):
    args, relative = COMMANDS[command]
    first = assert_sane(run([*args, "out"], tmp_path), codes=(0,))
    target = tmp_path / "out" / relative
    written = target.read_bytes()
    target.chmod(0o640)
    target.write_text("stale\n")
    again = assert_sane(run([*args, "out"], tmp_path), codes=(0,))
    assert again.out == first.out and target.read_bytes() == written
    assert target.stat().st_mode & 0o777 == 0o640  # a file replaced keeps its permissions
    assert not [p for p in (tmp_path / "out").rglob(".*.tmp")]
