"""The zipapp (tools/build_zipapp.py) runs every documented command with a bare python3 (no
site-packages: no jsonschema, orjson, cffi or grpc), and gives the installed tool's output."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.helpers import PROJECT

pytestmark = pytest.mark.slow
HEALTH = PROJECT / "examples" / "health"
CONFIG = 'fail-on: warning\nrules:\n  DRA-HLT-006: off\nexclude: ["ignored/**"]\n'
# (arguments, the exit code both give); paths are relative to the run directory, set up below
SMOKE = [
    (["check", "metadata"], 1),
    (["check", "--config", ".dra-conform.yaml", "health"], 1),  # a configuration
    (["check", "--format", "json", "health/slices.yaml", "health/pods.yaml"], 1),  # manifests
    # a capture: warnings only, which fail under the configuration found in the directory (fail-on: warning)
    (["check", "--format", "json", "health/gpu.example.com-health.jsonl"], 1),
    (["check", "--format", "sarif", "--format", "junit", "--output", "report.xml", "metadata"], 1),
    (["live", "--root", "metadata", "--format", "json"], 1),
    (["poolstatus", "--driver", "gpu.example.com", "health/slices.yaml"], 0),
    (["config", "--config", ".dra-conform.yaml"], 0),
    (["rules"], 0),
    (["explain", "DRA-MD-071"], 0),
    (["schemas", "export", "exported"], 0),
]


@pytest.fixture(scope="module")
def pyz(tmp_path_factory):
    target = tmp_path_factory.mktemp("zipapp") / "dra-conform.pyz"
    subprocess.run(
        [sys.executable, str(PROJECT / "tools" / "build_zipapp.py"), str(target)], check=True, capture_output=True
    )
    return target


def workdir(tmp_path):
    run_dir = tmp_path / "run"
    run_dir.mkdir(parents=True)
    subprocess.run(["cp", "-r", str(PROJECT / "examples" / "metadata"), str(HEALTH), str(run_dir)], check=True)
    (run_dir / ".dra-conform.yaml").write_text(CONFIG)
    return run_dir


def env() -> dict[str, str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("DRA_CONFORM_")}
    # the installed tool on the zipapp's parser, and one time for poolstatus's conditions, for equal bytes
    return {**base, "DRA_CONFORM_PUREPYTHON": "1", "SOURCE_DATE_EPOCH": "1782900000"}


@pytest.mark.parametrize("args, code", SMOKE, ids=[" ".join(a) for a, _ in SMOKE])
def test_zipapp_gives_what_the_installed_tool_gives(pyz, tmp_path, args, code):
    outputs = []
    for name, command in (
        ("installed", [sys.executable, "-m", "dra_conform"]),
        ("zipapp", [sys.executable, "-I", "-S", str(pyz)]),
    ):
        run_dir = workdir(tmp_path / name)
        out = subprocess.run([*command, *args], capture_output=True, cwd=run_dir, env=env(), timeout=120)
        assert out.returncode == code, (name, out.stderr.decode())
        files = sorted(str(p.relative_to(run_dir)) for p in run_dir.rglob("*") if p.is_file())
        outputs.append((out.stdout, out.stderr, files))
    assert outputs[0] == outputs[1]


def test_bare_python_has_none_of_the_optional_packages(pyz, tmp_path):
    code = "import importlib.util as u; print([m for m in ('jsonschema', 'orjson', 'cffi', 'grpc') if u.find_spec(m)])"
    out = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "[]"  # so the smoke tests above prove the zipapp needs none of them
    version = subprocess.run(
        [sys.executable, "-I", "-S", str(pyz), "--version"],
        capture_output=True,
        text=True,
        env={k: v for k, v in os.environ.items() if not k.startswith("DRA_CONFORM_")},
    )
    assert version.stdout.strip() == "dra-conform 0.1.0 (parser backend: python)"


def test_the_probe_says_what_to_install(pyz, tmp_path):
    out = subprocess.run(
        [sys.executable, "-I", "-S", str(pyz), "health-probe", "--socket", str(tmp_path / "none")],
        capture_output=True,
        text=True,
        env=env(),
    )  # the zipapp has no C scanner to require
    assert out.returncode == 2 and "grpc" in out.stderr and "Traceback" not in out.stderr


def test_zipapp_carries_no_oracle_or_tests(pyz):
    import zipfile

    names = zipfile.ZipFile(pyz).namelist()
    assert "dra_conform/__init__.py" in names
    assert not [
        n for n in names if n.startswith(("oracle/", "tests/", "tools/")) or n.endswith((".go", "go.mod", "go.sum"))
    ]
