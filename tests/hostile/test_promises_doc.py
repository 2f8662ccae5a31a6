"""docs/promises.md names the test behind each promise: every test it names exists, and every
hostile test is named there (by itself, or by "every test of/in" its file)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .runner import PROJECT

DOC = (PROJECT / "docs" / "promises.md").read_text()
# `tests/x.py::test_y`, or `::test_y` after a file named before it in the same table row
# (in the "every command" table, tests/hostile/test_commands.py).
_REFERENCE = re.compile(r"`(tests/[\w/]+\.py)?(?:::(\w+))?`")


def functions_in(path: Path) -> set[str]:
    return {n.name for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.FunctionDef)}


def test_every_test_named_exists():
    missing = []
    for line in DOC.splitlines():
        current = "tests/hostile/test_commands.py" if line.startswith("| `") else None
        for match in _REFERENCE.finditer(line):
            path, name = match.groups()
            current = path or current
            if name and (current is None or name not in functions_in(PROJECT / current)):
                missing.append(f"{current}::{name}")
            elif path and not (PROJECT / path).exists():
                missing.append(path)
    assert not missing, missing


def test_every_hostile_test_is_named():
    whole = set(re.findall(r"every test (?:of|in) [^|]*", DOC))
    unnamed = []
    for path in sorted((PROJECT / "tests" / "hostile").glob("test_*.py")):
        if any(path.name in phrase for phrase in whole):
            continue
        unnamed += [
            f"{path.name}::{name}"
            for name in sorted(functions_in(path))
            if name.startswith("test_") and name not in DOC
        ]
    assert not unnamed, unnamed
