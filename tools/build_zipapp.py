"""Build a single-file dra-conform for debug containers: runs with a bare python3 (>= 3.11).

    python tools/build_zipapp.py dist/dra-conform.pyz

The archive holds dra_conform (pure-Python parser: no compiler or cffi needed),
its schemas and catalogue, and the installed click and PyYAML (pure-Python
parts) it is built with. Nothing is downloaded.
"""

from __future__ import annotations

import importlib
import shutil
import sys
import tempfile
import zipapp
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SKIP = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.c", "*.pyc")


def _package_dir(name: str) -> Path:
    module = importlib.import_module(name)
    return Path(module.__file__).resolve().parent  # type: ignore[arg-type]


def build(target: Path) -> Path:
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp)
        shutil.copytree(ROOT / "dra_conform", stage / "dra_conform", ignore=SKIP)
        shutil.copytree(ROOT / "schemas", stage / "dra_conform" / "schemas", ignore=SKIP)
        shutil.copytree(ROOT / "checks", stage / "dra_conform" / "checks", ignore=SKIP)
        for dependency in ("click", "yaml"):
            shutil.copytree(_package_dir(dependency), stage / dependency, ignore=SKIP)
        (stage / "__main__.py").write_text("from dra_conform.commands.cli import run\n\nrun()\n")
        target.parent.mkdir(parents=True, exist_ok=True)
        zipapp.create_archive(stage, target, interpreter="/usr/bin/env python3", compressed=True)
    return target


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    print(build(Path(sys.argv[1])))
