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
    subprocess.run(
        ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", *args], cwd=repo, check=True, capture_output=True
    )


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


RPSR = """apiVersion: resource.k8s.io/v1alpha3
kind: ResourcePoolStatusRequest
metadata:
  name: check-gpus
spec:
  driver: {driver}
---
apiVersion: v1
kind: ConfigMap
metadata: {{name: unrelated}}
"""


def test_manifests_hook_checks_dra_kinds_and_honours_comment_suppressions(tmp_path, pre_commit_home):
    repo = tmp_path / "driver"
    (repo / "deploy").mkdir(parents=True)
    (repo / "deploy" / "bad.yaml").write_text(RPSR.format(driver="example.com/gpu"))
    (repo / "deploy" / "kept.yaml").write_text(
        RPSR.format(driver="example.com/gpu  # dra-conform: disable-line DRA-PSR-005 -- copied from the KEP")
    )
    (repo / "chart" / "templates").mkdir(parents=True)
    (repo / "chart" / "templates" / "rpsr.yaml").write_text("spec:\n  driver: {{ .Values.driver }}\n  x: [\n")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    out = try_repo(repo, pre_commit_home, "dra-conform-manifests")
    text = out.stdout.decode()
    assert out.returncode == 1, text
    assert "deploy/bad.yaml:6:11: error DRA-PSR-005" in text
    assert "kept.yaml:6:" not in text  # suppressed by its comment
    assert "chart/templates/rpsr.yaml: not valid YAML" in text  # a template is passed over, and said so
