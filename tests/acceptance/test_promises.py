"""The README's promises that no other test holds on its own: every command leaves what it inspects
exactly as it was, and none opens a network socket (a local driver's Unix socket is not the network).

Each command runs as a user runs it, in a child process. For the network, a ``sitecustomize`` given
to the child makes every AF_INET/AF_INET6 socket fail and records the attempt; the run must record
nothing and print exactly what it prints without the trap."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import PROJECT

TRAP = """
import socket, sys
_real = socket.socket
class _Trap(_real):
    def __init__(self, family=-1, *args, **kwargs):
        if family in (socket.AF_INET, socket.AF_INET6, -1):
            with open({marker!r}, "a") as f:
                f.write(" ".join(sys.argv) + "\\n")
            raise PermissionError("dra-conform test: no network")
        super().__init__(family, *args, **kwargs)
socket.socket = _Trap
"""

SLICE = """apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata: {name: node-1-gpu}
spec:
  driver: gpu.example.com
  nodeName: node-1
  pool: {name: node-1, generation: 1, resourceSliceCount: 1}
  devices:
  - name: gpu-0
    attributes: {model: {string: A100}}
---
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: gpu, namespace: default}
spec: {devices: {requests: [{name: gpu, exactly: {deviceClassName: gpu.example.com}}]}}
"""


def commands(tree: Path, out: Path) -> list[list[str]]:
    metadata, health = tree / "metadata", tree / "health"
    report = out / "r.json"
    return [
        ["check", str(tree)],
        [
            "check",
            "-j",
            "2",
            "--format",
            "sarif",
            "--output",
            str(out / "r.sarif"),
            "--format",
            "json",
            "--output",
            str(report),
            "--format",
            "junit",
            "--output",
            str(out / "r.xml"),
            "--format",
            "github",
            str(tree),
        ],
        ["check", "--baseline-write", str(out / "baseline.json"), str(tree)],
        ["live", "--root", str(metadata), "--format", "json"],
        ["poolstatus", "--driver", "gpu.example.com", str(tree / "manifests")],
        ["explain-claim", "default/gpu", str(tree / "manifests")],
        ["merge", str(report)],
        ["schemas", "export", str(out / "schemas")],
        ["rules"],
        ["explain", "DRA-MD-010"],
        ["check", "--format", "json", str(health)],
    ]


def snapshot(tree: Path) -> dict[str, tuple[int, int, bytes | str]]:
    state: dict[str, tuple[int, int, bytes | str]] = {}
    for directory, names, files in os.walk(tree):
        for name in names + files:
            path = Path(directory, name)
            st = path.lstat()
            body: bytes | str = os.readlink(path) if path.is_symlink() else path.read_bytes() if path.is_file() else ""
            state[str(path.relative_to(tree))] = (st.st_mode, st.st_mtime_ns, body)
    return state


@pytest.fixture
def inputs(tmp_path):
    tree = tmp_path / "inputs"
    shutil.copytree(PROJECT / "examples", tree, symlinks=True)
    (tree / "manifests").mkdir()
    (tree / "manifests" / "slices.yaml").write_text(SLICE)
    out = tmp_path / "out"
    out.mkdir()
    (out / "r.json").write_bytes(
        subprocess.run(
            [sys.executable, "-m", "dra_conform", "check", "--format", "json", str(tree)],
            capture_output=True,
            cwd=PROJECT,
        ).stdout
    )
    return tree, out


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    env = {**env, "SOURCE_DATE_EPOCH": "1767225600"}  # poolstatus writes the time; the same in every run
    return subprocess.run(
        [sys.executable, "-m", "dra_conform", *args], capture_output=True, cwd=PROJECT, env=env, timeout=120
    )


def test_no_command_writes_to_what_it_inspects(inputs):
    tree, out = inputs
    before = snapshot(tree)
    for args in commands(tree, out):
        result = run(args, dict(os.environ))
        assert result.returncode in (0, 1), (args, result.stderr.decode())
        assert snapshot(tree) == before, args


def test_no_command_opens_a_network_socket(inputs, tmp_path):
    tree, out = inputs
    marker = tmp_path / "network-attempts"
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(TRAP.format(marker=str(marker)))
    trapped = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")]))
    # The trap works: a child that does open an internet socket is recorded.
    subprocess.run([sys.executable, "-c", "import socket; socket.socket()"], env=trapped, capture_output=True)
    assert marker.read_text().strip()
    marker.unlink()
    for args in commands(tree, out):
        if args[0] == "merge" or "--output" in args or "--baseline-write" in args or args[0] == "schemas":
            result = run(args, trapped)
            assert result.returncode in (0, 1), (args, result.stderr.decode())
            continue
        plain, result = run(args, dict(os.environ)), run(args, trapped)
        assert (result.returncode, result.stdout) == (plain.returncode, plain.stdout), args
    assert not marker.exists(), marker.read_text()
