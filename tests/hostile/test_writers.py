"""Hostile text on its way into every report writer: one escaping function per output family.
Text, github and stderr go through ``printable()`` (no raw control character); JUnit through XML 1.0's
allowed characters (well-formed, nothing it forbids, not even as a reference); JSON and SARIF are
exact (a lone surrogate or an undecodable byte as its ``\\uXXXX`` escape, read back as it was given).
Each run is a child process under the suite's limits (tests/hostile/runner.py)."""

from __future__ import annotations

import json
import os

import pytest

from . import generate as g
from .runner import check_everywhere

# What XML 1.0 cannot hold at all (ESC, BEL, other C0 controls, U+FFFE, U+FFFF) and a byte that is not UTF-8.
NODE = "gpu\x1b[31m\x07\x01\x0b\x0c\ufffe\uffff" + os.fsdecode(b"\xff") + "-7"
NODE_SHOWN = "gpu\\x1b[31m\\x07\\x01\\x0b\\x0c\\ufffe\\uffff\\xff-7"  # printable()'s escapes, in text and JUnit


@pytest.mark.parametrize("how", ["--node-name", "NODE_NAME"])
def test_a_node_name_of_any_bytes_reaches_every_format_escaped_or_exact(tmp_path, how):
    (tmp_path / "root").mkdir()
    extra, env = (["--node-name", NODE], None) if how == "--node-name" else ([], {"NODE_NAME": NODE})
    reports = check_everywhere(tmp_path, [], "--root", "root", *extra, command="live", env=env)
    assert reports.run.code == 0
    assert reports.junit.find("testsuite").get("hostname") == NODE_SHOWN  # well-formed, and says what it was
    assert reports.text.splitlines()[0] == f"node: {NODE_SHOWN}"
    assert reports.json["node"] == NODE  # the undecodable byte as the surrogate \udcff, as Python names it
    assert reports.sarif["runs"][0]["properties"]["node"] == NODE
    assert "\\udcff" in (tmp_path / "r.json").read_text()


def test_text_xml_cannot_hold_reaches_junit_as_escapes_from_file_names_and_messages(tmp_path):
    key = "k\x01\x0b\x0c\x1b\ufffe\uffff\ud800"  # an unknown field: its message quotes the key as the file has it
    folder = tmp_path / "in" / g.METADATA_DIR / "resourceclaims" / "c" / "gpu"
    name = "gpu" + os.fsdecode(b"\xfe") + "\x0b.example.com-metadata.json"
    g.write(folder, {name: g.metadata(extra=", " + json.dumps(key) + ": 1")})
    reports = check_everywhere(tmp_path, ["in"], codes=(0, 1))  # and JUnit well-formed, nothing XML forbids
    cases = reports.junit.findall(".//testcase")
    assert any(case.get("name").endswith("gpu\\xfe\\x0b.example.com-metadata.json") for case in cases), cases
    said = [f.get("message") for f in reports.junit.iter("failure")] + [
        o.text for o in reports.junit.iter("system-out")
    ]
    # the lone surrogate is U+FFFD by then: Go's decoder (and so the tool) reads the escape so
    assert any("k\\x01\\x0b\\x0c\\x1b\\ufffe\\uffff\ufffd" in (text or "") for text in said), said
    assert any(key.replace("\ud800", "\ufffd") in f["message"] for f in reports.json["findings"])  # JSON: exact


def test_paths_under_a_directory_the_user_names_are_printed_escaped(tmp_path):
    """`schemas export DIR` and `rules --write-docs DIR` print what they wrote: DIR's bytes escaped."""
    from .runner import assert_sane, run

    name = "out\x1b[2J\n" + os.fsdecode(b"\xff")
    for args in (["schemas", "export", name], ["rules", "--write-docs", name]):
        result = assert_sane(run(args, tmp_path), codes=(0,))  # no raw control character on stdout
        lines = result.out.splitlines()
        assert lines and all(line.startswith("out\\x1b[2J\\n\\xff/") for line in lines), lines[:3]
