"""The Go oracle is a test tool: the sdist prunes oracle/ (MANIFEST.in), so no Go source, go.mod or binary
is ever shipped. (The wheel and the zipapp, which carry only dra_conform, are checked by
tests/acceptance/test_packaging.py and test_zipapp.py.)"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.helpers import PROJECT


@pytest.mark.slow
def test_sdist_has_no_oracle(tmp_path: Path) -> None:
    source = tmp_path / "src"
    shutil.copytree(
        PROJECT,
        source,
        ignore=shutil.ignore_patterns(".git", ".venv", "build", "*.egg-info", "__pycache__", "*.so", ".hypothesis"),
    )
    assert (source / "oracle" / "common" / "go.mod").is_file()  # there to be pruned
    subprocess.run(
        [sys.executable, "setup.py", "-q", "sdist", "-d", str(tmp_path / "dist")],
        cwd=source,
        check=True,
        capture_output=True,
    )
    (sdist,) = (tmp_path / "dist").glob("*.tar.gz")
    names = tarfile.open(sdist).getnames()
    assert any(n.endswith("/dra_conform/__init__.py") for n in names)
    assert not [n for n in names if "/oracle/" in n or n.endswith((".go", "go.mod", "go.sum"))]
