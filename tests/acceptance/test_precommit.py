"""The pre-commit hooks, installed and run by a real pre-commit in temporary repositories.

Building a hook environment (a pip install of this project) is most of the cost, so it happens
once per test run: the hooks come from one committed snapshot of the working tree, run by
`pre-commit run` against a PRE_COMMIT_HOME shared by the session, where pre-commit keeps one
environment per (repository, revision). `pre-commit try-repo` always builds in a fresh store,
so it is used once, for the test that needs exactly what a user runs first.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.helpers import PROJECT
from tests.pool_trees import pool_tree, two_slice_pool

pytestmark = pytest.mark.slow
EXAMPLE = PROJECT / "examples" / "metadata"


def git(repo: Path, *args: str) -> str:
    out = subprocess.run(
        ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", *args], cwd=repo, check=True, capture_output=True
    )
    return out.stdout.decode().strip()


@pytest.fixture(scope="session")
def hook_repo(tmp_path_factory) -> tuple[Path, str]:
    """The working tree as it is now (uncommitted and untracked files included), committed once."""
    listed = (
        subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=PROJECT,
            check=True,
            capture_output=True,
        )
        .stdout.decode()
        .split("\0")
    )
    snapshot = tmp_path_factory.mktemp("hook-repo")
    for name in filter(None, listed):
        source = PROJECT / name
        if source.is_file():
            (snapshot / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, snapshot / name)
    git(snapshot, "init", "-q")
    git(snapshot, "add", ".")
    git(snapshot, "commit", "-q", "-m", "snapshot")
    return snapshot, git(snapshot, "rev-parse", "HEAD")


@pytest.fixture(scope="session")
def pre_commit_home(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("pre-commit-home")


def hook_env(home: Path) -> dict[str, str]:
    env = {**os.environ, "PRE_COMMIT_HOME": str(home)}
    env.pop("DRA_CONFORM_REQUIRE_NATIVE", None)
    return env


@pytest.fixture
def run_hook(hook_repo, pre_commit_home, tmp_path):
    """`pre-commit run HOOK` in a repository, with the hooks of the snapshot at its revision."""
    snapshot, rev = hook_repo

    def run(repo: Path, hook: str, *files: str, args: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
        config = tmp_path / "pre-commit-config.yaml"  # outside the repository, so no run sees it as a file
        hooks = [{"id": hook, "args": list(args)} if args else {"id": hook}]
        config.write_text(yaml.safe_dump({"repos": [{"repo": str(snapshot), "rev": rev, "hooks": hooks}]}))
        args = [sys.executable, "-m", "pre_commit", "run", "--config", str(config), hook, "--verbose"]
        args += ["--files", *files] if files else ["--all-files"]
        return subprocess.run(args, cwd=repo, env=hook_env(pre_commit_home), capture_output=True)

    return run


def make_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "driver"
    shutil.copytree(EXAMPLE, repo)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    return repo


def test_metadata_hook_fails_on_bad_files_and_passes_good_ones(tmp_path, run_hook):
    repo = make_repo(tmp_path)
    bad = run_hook(repo, "dra-conform-metadata")
    text = bad.stdout.decode()
    assert bad.returncode == 1, text
    assert "DRA-MD-080" in text and "Duplicate value" in text
    good = sorted(str(p.relative_to(repo)) for p in repo.rglob("gpu-claim/*/*-metadata.json"))
    good += sorted(str(p.relative_to(repo)) for p in repo.rglob("my-gpu/*/*-metadata.json"))
    ok = run_hook(repo, "dra-conform-metadata", *good)
    assert ok.returncode == 0, ok.stdout.decode()


def test_tree_hook_applies_layout_rules_in_any_batch_order(tmp_path, run_hook):
    repo = make_repo(tmp_path)
    files = sorted(str(p.relative_to(repo)) for p in repo.rglob("*-metadata.json"))
    forward = run_hook(repo, "dra-conform-metadata-trees", *files)
    backward = run_hook(repo, "dra-conform-metadata-trees", *reversed(files))
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


def test_manifests_hook_checks_dra_kinds_and_honours_comment_suppressions(tmp_path, run_hook):
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
    out = run_hook(repo, "dra-conform-manifests")
    text = out.stdout.decode()
    assert out.returncode == 1, text
    assert "deploy/bad.yaml:6:11: error DRA-PSR-005" in text
    assert "kept.yaml:6:" not in text  # suppressed by its comment
    assert "chart/templates/rpsr.yaml:2:11: note DRA-MF-002 template, not checked" in text  # said so, not failed


CAPTURE = (
    '{"devices": [{"device": {"poolName": "node-1", "deviceName": "gpu-0"}, "health": "%s", '
    '"lastUpdatedTime": "1782900000", "healthCheckTimeoutSeconds": "60"}]}\n'
)


def test_manifests_hook_reaches_health_captures_through_try_repo(tmp_path, hook_repo):
    # pre-commit tags .jsonl and .ndjson as neither yaml nor json; the hook selects them by name.
    snapshot, rev = hook_repo
    repo = tmp_path / "driver"
    (repo / "captures").mkdir(parents=True)
    (repo / "captures" / "node-1.jsonl").write_text(CAPTURE % "SICK")
    (repo / "captures" / "node-2.ndjson").write_text(CAPTURE % "HEALTHY")
    (repo / "captures" / "node-1-metadata.json").write_text("{}")  # the metadata hook's, not this one's
    git(repo, "init", "-q")
    git(repo, "add", ".")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pre_commit",
            "try-repo",
            str(snapshot),
            "dra-conform-manifests",
            "--ref",
            rev,
            "--verbose",
            "--all-files",
        ],
        cwd=repo,
        env=hook_env(tmp_path / "home"),
        capture_output=True,
    )
    text = out.stdout.decode()
    assert out.returncode == 1, text
    assert (
        'captures/node-1.jsonl:1:82: error DRA-HLT-001 devices[0].health: invalid value for enum field health: "SICK"'
        in text
    )
    assert "0 metadata files checked, 2 health captures checked" in text  # both captures, and no metadata file


FINDING = re.compile(r"^\S+:\d+:\d+: (error|warning|note) DRA-\S+ .*$", re.MULTILINE)
STRICT = ("--fail-on", "warning")  # the pool rules' findings are warnings


def committed_pool(tmp_path: Path) -> Path:
    repo = tmp_path / "driver"
    two_slice_pool(repo)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "a pool of two slices")
    return repo


def test_manifests_hook_passes_one_changed_slice_of_a_complete_pool(tmp_path, run_hook):
    repo = committed_pool(tmp_path)
    (repo / "deploy" / "slice-1.yaml").write_text((repo / "deploy" / "slice-1.yaml").read_text() + "# changed\n")
    git(repo, "add", ".")
    out = run_hook(repo, "dra-conform-manifests", "deploy/slice-1.yaml", args=STRICT)
    text = out.stdout.decode()
    assert out.returncode == 0, text
    assert "1 manifest file (validated: 1 ResourceSlice" in text  # the file given, and only it, is checked
    assert FINDING.findall(text) == []


def test_manifests_hook_fails_a_slice_whose_pool_lost_its_other_slice(tmp_path, run_hook):
    repo = committed_pool(tmp_path)
    git(repo, "rm", "-q", "deploy/slice-0.yaml")
    (repo / "deploy" / "slice-1.yaml").write_text((repo / "deploy" / "slice-1.yaml").read_text() + "# changed\n")
    git(repo, "add", ".")
    out = run_hook(repo, "dra-conform-manifests", "deploy/slice-1.yaml", args=STRICT)
    text = out.stdout.decode()
    assert out.returncode == 1, text
    assert (
        "deploy/slice-1.yaml:8:3: warning DRA-RS-026 spec.pool: pool gpu.example.com/node-1 generation 1 is "
        "incomplete: 1 of 2 slices seen (node-1-1)" in text
    )
    assert "counter set 'mem' is not published in pool gpu.example.com/node-1" in text


def test_manifests_hook_over_all_files_in_batches_finds_what_check_of_the_tree_finds(tmp_path, run_hook):
    repo = tmp_path / "driver"
    # Names of ~750 characters: 200 of them pass pre-commit's 128 KiB command line, so it runs the hook
    # in several batches even on one CPU (and shuffles the files over them).
    where = "deploy/" + "/".join(letter * 240 for letter in "abc")
    names = pool_tree(repo, where)
    assert len(names) == 200
    git(repo, "init", "-q")
    git(repo, "add", ".")
    out = run_hook(repo, "dra-conform-manifests", args=STRICT)
    text = out.stdout.decode()
    assert text.count(" manifest files (validated: ") >= 2, text[-2000:]  # several batches
    tree = subprocess.run(
        [sys.executable, "-m", "dra_conform", "check", "--fail-on", "warning", "deploy"], cwd=repo, capture_output=True
    )
    expected = sorted(line for line in tree.stdout.decode().splitlines() if FINDING.match(line))
    found = sorted(m.group(0) for m in FINDING.finditer(text))
    # incomplete pools, missing counter sets, claims unmet, and claims met (the allocator's verdict and
    # the filter's count: two notes each)
    assert len(expected) == 20 + 8 + 13 + 2 * 26
    assert found == expected
    assert out.returncode == tree.returncode == 1
