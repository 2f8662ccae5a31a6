"""Hostile file names and file types: names that are not UTF-8 or hold control characters, FIFOs
where files were listed or behind a link, '..' after a link, and -j helpers that cannot send back
what they found."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest

from dra_conform.engine import parallel
from dra_conform.engine.check import check_source
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs

from . import generate as g
from .runner import check_everywhere, run

SLICE_WITH_FINDING = g.yaml_slice("[{name: Bad_Name}]")  # DRA-RS-010: not a DNS label


def fs_name(raw: bytes) -> str:
    return os.fsdecode(raw)


def test_names_that_are_not_utf8_in_every_format_and_the_baseline(tmp_path):
    directory = tmp_path / "in"
    directory.mkdir()
    (directory / fs_name(b"bad\xff\xfe.yaml")).write_bytes(SLICE_WITH_FINDING)
    (directory / fs_name(b"x\xff-metadata.json")).write_bytes(g.metadata(extra=', "x": 1'))
    reports = check_everywhere(tmp_path, ["in"], codes=(1,))
    # JSON keeps the name exactly: its undecodable bytes as the surrogates Python names them by
    files = {f["file"] for f in reports.json["findings"]}
    assert fs_name(b"in/bad\xff\xfe.yaml") in files and fs_name(b"in/x\xff-metadata.json") in files
    # SARIF's URIs carry the name's own bytes, percent-encoded; the baseline names files the same way
    uris = {
        r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in reports.sarif["runs"][0]["results"]
    }
    assert "in/bad%FF%FE.yaml" in uris
    assert "in/bad%FF%FE.yaml" in {e["file"] for e in reports.baseline["entries"]}
    # the human reports show the bytes as escapes
    assert "in/bad\\xff\\xfe.yaml:" in reports.text and "in/bad\\xff\\xfe.yaml" in reports.github
    # and the baseline written is read back: every finding it recorded is known, none stale
    again = run(["check", "-j", "1", "--baseline", "r.baseline", "in"], tmp_path)
    assert again.code == 0 and "stale" not in again.err, again.err


def test_control_characters_in_file_names(tmp_path):
    files = {name + ".yaml": SLICE_WITH_FINDING for name in g.INJECTION_FILE_NAMES}
    g.write(tmp_path / "in", files)
    (tmp_path / "in" / "unreadable\x1b[2J.yaml").write_bytes(b"x")
    (tmp_path / "in" / "unreadable\x1b[2J.yaml").chmod(0)
    reports = check_everywhere(tmp_path, ["in", "in/missing\x07\n.yaml"], codes=(2,))
    assert not any(line.startswith("fake.json") for line in reports.text.splitlines() + reports.github.splitlines())
    assert "esc\\x1b[2J.yaml" in reports.text and "missing\\x07\\n.yaml: cannot read" in reports.run.err
    assert {f["file"] for f in reports.json["findings"]} >= {f"in/{name}" for name in files}


def test_a_fifo_swapped_in_after_the_walk_is_refused_without_blocking(tmp_path):
    """The walk lists a regular file; before it is read, it becomes a FIFO with no writer."""
    target = tmp_path / "slices.yaml"
    target.write_bytes(SLICE_WITH_FINDING)
    (source,) = list(inputs.discover([str(tmp_path)]))
    target.unlink()
    os.mkfifo(target)
    result = _within(60, lambda: check_source(source, Options()))
    assert result.error == f"{source.display}: not a regular file"


def test_a_fifo_swapped_in_for_the_second_read_is_refused_without_blocking(tmp_path):
    """Positions and line hashes read a file again after its rules ran: a FIFO there is not waited on."""
    assert inputs.read_again(str(_fifo(tmp_path / "gone.yaml"))) is None


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _within(seconds: float, call):
    """call() in a thread that must finish within ``seconds`` (a blocked open would not). A bound for
    hangs only, far above what the call takes, so that a loaded machine never reaches it."""
    done: list = []

    def target():
        try:
            done.append((call(), None))
        except BaseException as exc:  # noqa: BLE001 - re-raised below
            done.append((None, exc))

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(seconds)
    assert done, f"still blocked after {seconds} s"
    value, error = done[0]
    if error is not None:
        raise error
    return value


@pytest.fixture
def linked_tree(tmp_path):
    """``link -> sub/deeper``: ``link/../x.yaml`` is sub/x.yaml to the kernel, x.yaml lexically."""
    (tmp_path / "sub" / "deeper").mkdir(parents=True)
    (tmp_path / "link").symlink_to("sub/deeper")
    return tmp_path


def test_dot_dot_after_a_link_is_resolved_like_the_kernel_and_keeps_positions(linked_tree):
    (linked_tree / "sub" / "slices.yaml").write_bytes(b"# the file the kernel opens\n\n\n" + SLICE_WITH_FINDING)
    (linked_tree / "slices.yaml").write_bytes(b"a decoy the lexical path names")
    reports = check_everywhere(linked_tree, ["link/../slices.yaml"], codes=(1,))
    (finding,) = [f for f in reports.json["findings"] if f["ruleId"] == "DRA-RS-010"]
    assert finding["file"] == "sub/slices.yaml"
    assert finding["line"] == 12  # the position in the file read, found again there for the report
    uri = reports.sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri == "sub/slices.yaml"


def test_a_fifo_at_the_lexical_path_of_dot_dot_after_a_link(linked_tree):
    """The kernel's x.yaml is a file with findings; the lexical one is a FIFO no one writes to."""
    (linked_tree / "sub" / "x.yaml").write_bytes(SLICE_WITH_FINDING)
    _fifo(linked_tree / "x.yaml")
    reports = check_everywhere(linked_tree, ["--format", "sarif", "--output", "s.sarif", "link/../x.yaml"], codes=(1,))
    assert {f["file"] for f in reports.json["findings"]} == {"sub/x.yaml"}


def test_a_fifo_named_or_found_is_refused_or_passed_over(tmp_path):
    _fifo(tmp_path / "named.yaml")
    (tmp_path / "tree").mkdir()
    _fifo(tmp_path / "tree" / "found-metadata.json")
    reports = check_everywhere(tmp_path, ["named.yaml", "tree"], codes=(2,))
    assert "named.yaml: not a regular file" in reports.run.err
    assert "found-metadata.json" not in reports.run.err


def test_a_config_file_that_is_a_fifo_or_an_alias_bomb(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "x.yaml").write_bytes(SLICE_WITH_FINDING)
    _fifo(tmp_path / ".dra-conform.yaml")
    fifo = run(["check", "-j", "1", "x.yaml"], tmp_path)
    assert fifo.code == 2 and "not a regular file" in fifo.err, fifo.err
    (tmp_path / ".dra-conform.yaml").unlink()
    laughs = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"] + [
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 9)
    ]
    (tmp_path / ".dra-conform.yaml").write_text("\n".join(laughs) + "\n")
    bomb = run(["check", "-j", "1", "x.yaml"], tmp_path)
    assert bomb.code == 2 and "excessive aliasing" in bomb.err, bomb.err


# --- -j: a helper that cannot send back what it found, or fails, ends the run (never a hang) ----


def many_files(directory: Path, batches: int) -> None:
    """``batches`` batches of slices, each batch holding one slice with a value 3,000 deep (pickle
    recurses: a helper cannot send that object back as it is)."""
    deep = g.wide_object_json_manifest(0).replace(b'"devices": []', b'"devices": [], "x": ' + g.deep_json(3_000))
    for i in range(batches * parallel.BATCH):
        if i % parallel.BATCH == 7:
            (directory / f"f{i:04d}.json").write_bytes(deep.replace(b'"name": "s"', f'"name": "s{i}"'.encode()))
            continue
        slice_ = g.yaml_slice(f"[{{name: dev-{i}}}]").replace(b"  name: s\n", f"  name: s{i}\n".encode())
        (directory / f"f{i:04d}.yaml").write_bytes(slice_)


def test_a_value_too_deep_to_send_back_is_checked_here_and_the_output_is_the_same(tmp_path):
    many_files(tmp_path, batches=16)  # the helper takes some batches, each with a deep value
    one = run(["check", "-j", "1", "--format", "json", "."], tmp_path)
    two = run(["check", "-j", "2", "--format", "json", "."], tmp_path)
    assert two.code == one.code and one.code in (0, 1) and two.err == one.err, two.err
    assert json.loads(two.stdout) == json.loads(one.stdout)
    assert json.loads(one.stdout)["summary"]["manifestFiles"] == 16 * parallel.BATCH
    assert json.loads(two.stdout) == json.loads(one.stdout)


def die_in_a_helper(item):
    time.sleep(0.002)  # slow enough that the helper takes a batch before this process has taken them all
    if os.getpid() != PARENT:
        os._exit(9)
    return item


def raise_in_a_helper(item):
    time.sleep(0.002)
    if os.getpid() != PARENT:
        raise RecursionError("maximum recursion depth exceeded")
    return item


PARENT = os.getpid()


@pytest.mark.parametrize(
    "work,message", [(die_in_a_helper, "exit code 9"), (raise_in_a_helper, "RecursionError: maximum recursion depth")]
)
def test_a_helper_that_dies_or_fails_ends_the_run_with_a_message(work, message):
    with pytest.raises(parallel.WorkerError, match=message):
        _within(60, lambda: parallel.run(list(range(10 * parallel.BATCH)), work, jobs=2))
