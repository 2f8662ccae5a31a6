"""The wheel carries schemas and the catalogue, runs from anywhere, and builds without a compiler."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.helpers import PROJECT

pytestmark = pytest.mark.slow
# -S: no site processing, so an editable install's import hook cannot shadow the wheel;
# the dependencies come from site-packages, put on the path by hand after the wheel.
SITE_PACKAGES = sysconfig.get_paths()["purelib"]


def run_from(site: Path, cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    env = {**env, "PYTHONPATH": f"{site}{os.pathsep}{SITE_PACKAGES}"}
    return subprocess.run([sys.executable, "-S", "-m", "dra_conform", *args], capture_output=True, cwd=cwd, env=env)


def build_wheel(out: Path, env: dict[str, str] | None = None) -> Path:
    """Build from a clean copy of the sources: in-tree build/ leftovers would hide a failed compile."""
    source = out / "src"
    shutil.copytree(
        PROJECT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "*.egg-info", "__pycache__", "*.so", ".hypothesis", ".pytest_cache", "fuzz"
        ),
    )
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(out), str(source)],
        check=True,
        capture_output=True,
        env={**os.environ, **(env or {})},
        cwd=out,
    )
    # every directory Python could import is declared: setuptools's "Package would be ignored" never shows
    assert b"would be ignored" not in built.stdout + built.stderr
    (wheel,) = out.glob("dra_conform-*.whl")
    return wheel


def test_wheel_ships_data_and_native_scanner_and_runs_elsewhere(tmp_path):
    wheel = build_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert "dra_conform/checks/DRA-MD.yaml" in names
    assert "dra_conform/checks/DRA-MD.json" in names  # the start-up copy of the catalogue
    assert "dra_conform/schemas/metadata.resource.k8s.io/v1beta1/DeviceMetadata.json" in names
    schemas = PROJECT / "schemas"
    assert {f"dra_conform/schemas/{p.relative_to(schemas).as_posix()}" for p in schemas.rglob("*.json")} <= set(names)
    assert any(n.startswith("dra_conform/_native") and n.endswith(".so") for n in names)
    assert not [n for n in names if n.startswith(("oracle/", "tests/", "tools/")) or n.endswith(".go")]
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "DRA_CONFORM_REQUIRE_NATIVE": "1"}
    env.pop("DRA_CONFORM_PUREPYTHON", None)

    def run(*args: str) -> subprocess.CompletedProcess:
        return run_from(site, elsewhere, env, *args)

    assert run("--version").stdout.decode().strip() == "dra-conform 0.1.0 (parser backend: c)"
    out = run("check", str(PROJECT / "examples" / "metadata"))
    assert out.returncode == 1 and out.stderr == b""
    assert run("explain", "DRA-MD-020").returncode == 0
    assert run("schemas", "export", "exported").returncode == 0
    assert (elsewhere / "exported/metadata.resource.k8s.io/v1alpha1/devicemetadata.json").is_file()
    for name in (
        "v1/resourceclaim",
        "v1beta2/resourceclaimtemplate",
        "v1/deviceclass",
        "v1alpha3/resourcepoolstatusrequest",
    ):
        assert (elsewhere / f"exported/resource.k8s.io/{name}.json").is_file()


def test_without_a_compiler_the_wheel_builds_and_uses_the_twin(tmp_path):
    wheel = build_wheel(tmp_path, {"CC": "/bin/false"})
    names = zipfile.ZipFile(wheel).namelist()
    assert not any(n.startswith("dra_conform/_native") for n in names)
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    env = dict(os.environ)
    env.pop("DRA_CONFORM_REQUIRE_NATIVE", None)
    env.pop("DRA_CONFORM_PUREPYTHON", None)
    out = run_from(site, tmp_path, env, "--version")
    assert out.stdout.decode().strip() == "dra-conform 0.1.0 (parser backend: python)"
    required = run_from(site, tmp_path, {**env, "DRA_CONFORM_REQUIRE_NATIVE": "1"}, "--version")
    assert required.returncode != 0
