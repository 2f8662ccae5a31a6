"""`check --context DIR`: the files given are judged by the rules across objects against every manifest
under DIR, as a check of the whole tree judges them, and only the files given are reported on (what the
pre-commit hook runs on each batch of files; tests/acceptance/test_precommit.py runs the real thing)."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options, Report
from tests.pool_trees import pool_tree, put, two_slice_pool


def seen(report: Report) -> set[tuple[str, int, int, str, str, str, str]]:
    return {
        (f.file, f.location.line, f.location.column, str(f.severity), f.rule_id, f.field_path, f.message)
        for f in report.findings
    }


@pytest.fixture
def repo(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)  # pre-commit runs hooks at the repository's top with relative names
    return tmp_path


def test_a_file_of_a_complete_pool_passes_when_the_repository_is_its_context(repo):
    two_slice_pool(repo)
    alone = check_paths(["deploy/slice-1.yaml"], Options())
    assert {f.rule_id for f in alone.findings} == {"DRA-RS-026", "DRA-RS-018"}  # half a pool, judged alone
    assert seen(check_paths(["deploy/slice-1.yaml"], Options(), context=["."])) == set()
    assert seen(check_paths(["deploy"], Options())) == set()


def test_a_pool_the_repository_holds_only_part_of_is_still_incomplete(repo):
    two_slice_pool(repo)
    os.remove("deploy/slice-0.yaml")
    report = check_paths(["deploy/slice-1.yaml"], Options(), context=["."])
    assert [(f.rule_id, f.file, f.field_path) for f in report.findings] == [
        ("DRA-RS-026", "deploy/slice-1.yaml", "spec.pool"),
        ("DRA-RS-018", "deploy/slice-1.yaml", "spec.devices[0].consumesCounters[0].counterSet"),
    ]
    assert "1 of 2 slices seen" in report.findings[0].message
    assert seen(report) == seen(check_paths(["deploy"], Options()))  # what a check of the tree says


@pytest.mark.parametrize("seed", range(4))
def test_any_split_of_a_tree_finds_what_the_tree_finds(repo, seed):
    names = pool_tree(repo, pools=40, claims=12)
    whole = seen(check_paths(["deploy"], Options()))
    assert {f[4] for f in whole} == {"DRA-RS-026", "DRA-RS-018", "DRA-CL-040", "DRA-CL-041"}
    order = random.Random(seed).sample(names, len(names))
    cuts = sorted(random.Random(seed).sample(range(1, len(names)), 3))
    parts = [order[a:b] for a, b in zip([0, *cuts], [*cuts, len(order)])]
    found: set[tuple[str, int, int, str, str, str, str]] = set()
    for part in parts:
        report = check_paths(part, Options(), context=["."])
        assert {f.file for f in report.findings} <= set(part)  # only the files given are reported on
        assert len(report.files) == len(part)  # and counted
        found |= seen(report)
    assert found == whole
    without = set().union(*(seen(check_paths(part, Options())) for part in parts))
    assert without != whole  # the split alone gets it wrong: the context is what makes it right


def test_the_context_leaves_out_what_the_configuration_excludes(repo):
    two_slice_pool(repo)
    report = check_paths(
        ["deploy/slice-1.yaml"], Options(), skip=lambda path: path.endswith("slice-0.yaml"), context=["."]
    )
    assert {f.rule_id for f in report.findings} == {"DRA-RS-026", "DRA-RS-018"}


def test_the_context_files_own_findings_are_not_reported(repo):
    two_slice_pool(repo)
    text = Path("deploy/slice-0.yaml").read_text().replace("driver: gpu.example.com", "driver: Not_A_Driver")
    put(repo, "deploy/slice-0.yaml", text.replace("name: node-1-0", "name: node-1-0\n  labels: {a: [}"))
    put(repo, "other/broken.yaml", "kind: ResourceSlice\nspec: [\n")
    report = check_paths(["deploy/slice-1.yaml"], Options(), context=["."])
    assert {f.file for f in report.findings} <= {"deploy/slice-1.yaml"}
    assert report.errors == []


def test_a_context_file_that_cannot_be_read_is_a_note_not_a_failure(repo):
    two_slice_pool(repo)
    os.symlink("gone.yaml", "deploy/dangling.yaml")
    report = check_paths(["deploy/slice-1.yaml"], Options(), context=["."])
    assert report.errors == []
    assert report.notes == [
        "./deploy/dangling.yaml: cannot read: broken symbolic link (context for the rules across objects, not checked)"
    ]
    assert seen(report) == set()


def test_a_file_given_is_read_once_however_it_is_named(repo):
    two_slice_pool(repo)
    report = check_paths(["./deploy/../deploy/slice-1.yaml", "deploy/slice-0.yaml"], Options(), context=["."])
    assert len(report.files) == 2 and seen(report) == set()  # a slice read twice would be a duplicate in its pool
