"""The files that set up a run, named by the user or found beside the input: the configuration
(`.dra-conform.yaml`, `pyproject.toml`) and the baseline (`--baseline`, the configuration's
`baseline:`, `--baseline-write`). They are trusted no more than an input is: a FIFO, a device, a
file past the size bound or nested past any parser's depth is a usage error (exit 2, one line
naming the file), never a hang, an exhausted memory or a traceback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dra_conform.reading.sources import SETTINGS_FILE_BYTES

from . import generate as g
from .runner import assert_sane, run

SLICE_WITH_FINDING = g.yaml_slice("[{name: Bad_Name}]")  # DRA-RS-010: not a DNS label
BLOCKED = 30.0  # wall seconds: an open that blocks uses no CPU, and this run reads one small file


def repo(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "x.yaml").write_bytes(SLICE_WITH_FINDING)
    return tmp_path


def one_line_refusal(result, *said: str) -> str:
    """An exit 2 whose stderr is one line saying each of ``said``."""
    assert_sane(result, codes=(2,))
    lines = result.err.strip().splitlines()
    assert len(lines) == 1 and all(s in lines[0] for s in said), result.err[-2000:]
    return lines[0]


def odd_baselines(root: Path) -> dict[str, str]:
    """A baseline of every odd kind, by its name under ``root``, with what the refusal says."""
    os.mkfifo(root / "fifo.json")
    (root / "zero.json").symlink_to("/dev/zero")
    with open(root / "large.json", "wb") as f:  # sparse: its size says it all, nothing is read
        f.truncate(SETTINGS_FILE_BYTES + 1)
    (root / "directory.json").mkdir()
    return {
        "fifo.json": "not a regular file",
        "zero.json": "not a regular file",
        "/dev/zero": "not a regular file",
        "large.json": "larger than the 64 MiB limit of a file that sets up the run",
        "directory.json": "not a regular file",
    }


def test_a_baseline_that_is_a_fifo_a_device_or_too_large_is_refused_at_once(tmp_path):
    root = repo(tmp_path)
    for name, said in odd_baselines(root).items():
        given = run(["check", "-j", "1", "--baseline", name, "x.yaml"], root, wall_bound=BLOCKED)
        if name == "directory.json":  # click's usage error, before the command runs
            assert assert_sane(given, codes=(2,)) and "is a directory" in given.err, given.err
        else:
            one_line_refusal(given, name, said)
        # the configuration's `baseline:` is read the same way
        (root / ".dra-conform.yaml").write_text(f"baseline: {name}\n")
        configured = run(["check", "-j", "1", "x.yaml"], root, wall_bound=BLOCKED)
        one_line_refusal(configured, "baseline", said)
        (root / ".dra-conform.yaml").unlink()


@pytest.mark.parametrize(
    "document",
    [
        g.deep_json(100_000),
        b'{"version": 1, "entries": ' + g.deep_json(100_000) + b"}",
        b'{"version": 1, "entries": [{"rule": ' + b'{"a": ' * 100_000 + b"1" + b"}" * 100_000 + b"}]}",
    ],
    ids=["whole", "entries", "a-field"],
)
def test_a_baseline_nested_past_any_parser_is_refused_with_a_message(tmp_path, document):
    root = repo(tmp_path)
    (root / "deep.json").write_bytes(document)
    result = run(["check", "-j", "1", "--baseline", "deep.json", "x.yaml"], root)
    one_line_refusal(result, "baseline deep.json")


def test_a_baseline_write_into_a_fifo_or_through_a_link_is_refused_at_once(tmp_path):
    root = repo(tmp_path)
    os.mkfifo(root / "fifo.json")
    (root / "outside").mkdir()
    (root / "outside" / "kept.json").write_text("kept\n")
    (root / "link.json").symlink_to(root / "outside" / "kept.json")
    for name, said in (
        ("fifo.json", "not a regular file"),
        ("link.json", "a symbolic link"),
        ("/dev/null", "not a regular file"),
    ):
        result = run(["check", "-j", "1", "--baseline-write", name, "x.yaml"], root, wall_bound=BLOCKED)
        one_line_refusal(result, "cannot write baseline", name, said)
    assert (root / "outside" / "kept.json").read_text() == "kept\n"
    assert (root / "link.json").is_symlink()
    # a regular file is replaced whole (never left half written), and read back
    written = run(["check", "-j", "1", "--baseline-write", "b.json", "x.yaml"], root)
    assert written.code == 1, written.err
    again = run(["check", "-j", "1", "--baseline", "b.json", "--baseline-write", "b.json", "x.yaml"], root)
    assert again.code == 0 and "stale" not in again.err, again.err
    assert not [p.name for p in root.iterdir() if p.name.startswith(".b.json")]  # no temporary file left


@pytest.mark.parametrize(
    "name, content",
    [
        ("pyproject.toml", b"[tool.dra-conform]\nexclude = " + b"[" * 100_000 + b"]" * 100_000 + b"\n"),
        ("pyproject.toml", b"[tool.dra-conform]\nexclude = " + b"{a=" * 100_000 + b"}" * 100_000 + b"\n"),
        (".dra-conform.yaml", b"exclude: " + b"[" * 100_000 + b"]" * 100_000 + b"\n"),
    ],
    ids=["toml-arrays", "toml-tables", "yaml-flow"],
)
def test_a_configuration_nested_past_any_parser_is_refused_with_a_message(tmp_path, name, content):
    root = repo(tmp_path)
    (root / name).write_bytes(content)
    result = run(["check", "-j", "1", "x.yaml"], root)
    one_line_refusal(result, "configuration", name)


def test_a_configuration_too_large_is_refused_at_once(tmp_path):
    root = repo(tmp_path)
    with open(root / ".dra-conform.yaml", "wb") as f:
        f.truncate(SETTINGS_FILE_BYTES + 1)
    result = run(["check", "-j", "1", "x.yaml"], root)
    one_line_refusal(result, ".dra-conform.yaml", "larger than the 64 MiB limit of a file that sets up the run")
