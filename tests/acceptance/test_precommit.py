"""The pre-commit hooks, installed and run by a real `pre-commit try-repo` in a temporary repository."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers import PROJECT

pytestmark = pytest.mark.slow
EXAMPLE = PROJECT / "examples" / "metadata"


@pytest.fixture(scope="module")
def pre_commit_home(tmp_path_factory):
    # One cache for the module: the hook environment (pip install of this project) is built once.
    return tmp_path_factory.mktemp("pre-commit-home")


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.email=t@example.com", "-c", "user.name=t", *args], cwd=repo, check=True,
                   capture_output=True)


def try_repo(repo: Path, home: Path, hook: str, *files: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PRE_COMMIT_HOME": str(home)}
    env.pop("DRA_CONFORM_REQUIRE_NATIVE", None)
    args = ["pre-commit", "try-repo", str(PROJECT), hook, "--verbose"]
    args += ["--files", *files] if files else ["--all-files"]
    return subprocess.run(args, cwd=repo, env=env, capture_output=True)


def make_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "driver"
    shutil.copytree(EXAMPLE, repo)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    return repo


def test_metadata_hook_fails_on_bad_files_and_passes_good_ones(tmp_path, pre_commit_home):
    repo = make_repo(tmp_path)
    bad = try_repo(repo, pre_commit_home, "dra-conform-metadata")
    text = bad.stdout.decode()
    assert bad.returncode == 1, text
    assert "DRA-MD-080" in text and "Duplicate value" in text
    good = sorted(str(p.relative_to(repo)) for p in repo.rglob("gpu-claim/*/*-metadata.json"))
    good += sorted(str(p.relative_to(repo)) for p in repo.rglob("my-gpu/*/*-metadata.json"))
    ok = try_repo(repo, pre_commit_home, "dra-conform-metadata", *good)
    assert ok.returncode == 0, ok.stdout.decode()


def test_tree_hook_applies_layout_rules_in_any_batch_order(tmp_path, pre_commit_home):
    repo = make_repo(tmp_path)
    files = sorted(str(p.relative_to(repo)) for p in repo.rglob("*-metadata.json"))
    forward = try_repo(repo, pre_commit_home, "dra-conform-metadata-trees", *files)
    backward = try_repo(repo, pre_commit_home, "dra-conform-metadata-trees", *reversed(files))
    assert forward.returncode == backward.returncode == 1
    for out in (forward, backward):
        assert "DRA-MD-005" in out.stdout.decode()  # the subrequest directory, a layout rule
