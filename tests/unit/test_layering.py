"""The packages' rules of import, read from the source (ast), lazy and TYPE_CHECKING imports included.

    commands -> engine -> rules -> semantics -> reading -> model;  report -> model;  commands -> anything

and no import cycle between modules. Each package's docstring says the same in words.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import dra_conform

ROOT = Path(dra_conform.__file__).resolve().parent

# package -> the packages of ours it may import (besides itself and the root's __version__)
ALLOWED: dict[str, frozenset[str]] = {
    "model": frozenset(),
    "reading": frozenset({"model"}),
    "semantics": frozenset({"reading", "model"}),
    "rules": frozenset({"semantics", "reading", "model"}),
    "engine": frozenset({"rules", "semantics", "reading", "model"}),
    "report": frozenset({"model"}),
    "commands": frozenset({"engine", "rules", "semantics", "reading", "model", "report"}),
    "__main__": frozenset({"commands"}),
}
EXTENSIONS = {"_native": "reading"}  # compiled modules: the C scanner belongs to reading.parser
DATA = {"checks", "schemas"}  # packages of shipped files, no code


def modules(root: Path, name: str) -> dict[str, Path]:
    """Every module under ``root`` by dotted name (a package by its own name)."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = (name, *path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(path: Path, module: str, known: set[str], name: str) -> list[tuple[str, int]]:
    """The modules of ours ``module`` imports anywhere in its text, with the line of each import."""
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            # `from package import module` depends on the module; `from module import name` on the module
            targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in known else source for a in node.names]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "import_module":
            # a module named in the call, even as a default: importlib.import_module(os.environ.get(..., "x.y"))
            targets = [
                c.value
                for arg in node.args
                for c in ast.walk(arg)
                if isinstance(c, ast.Constant) and isinstance(c.value, str)
            ]
        else:
            continue
        out += [(t, node.lineno) for t in targets if t == name or t.startswith(name + ".")]
    return out


def package_of(module: str, name: str) -> str:
    parts = module.split(".")
    if len(parts) == 1:
        return ""  # the root: __version__ only
    return EXTENSIONS.get(parts[1], parts[1])


def graph(root: Path, name: str = "dra_conform") -> dict[str, list[tuple[str, int]]]:
    found = modules(root, name)
    known = set(found) | {f"{name}.{ext}" for ext in EXTENSIONS}
    return {module: imports(path, module, known, name) for module, path in found.items()}


def violations(root: Path, name: str = "dra_conform") -> list[str]:
    out = []
    for module, deps in graph(root, name).items():
        mine = package_of(module, name)
        if mine == "":
            out += [f"{module}:{line} imports {dep}: the root package imports nothing of ours" for dep, line in deps]
            continue
        if mine not in ALLOWED:
            out.append(f"{module}: package {mine!r} is not in the layering (tests/unit/test_layering.py ALLOWED)")
            continue
        for dep, line in deps:
            theirs = package_of(dep, name)
            if theirs in ("", mine) or theirs in ALLOWED[mine]:
                continue
            out.append(f"{module}:{line} imports {dep}: {mine} may import {sorted(ALLOWED[mine]) or 'nothing of ours'}")
    return out


def cycles(root: Path, name: str = "dra_conform") -> list[list[str]]:
    """Each strongly connected group of modules that import each other (Tarjan), sorted."""
    edges = {m: sorted({d for d, _ in deps if d != m}) for m, deps in graph(root, name).items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(out)


def test_every_import_follows_the_layers():
    assert violations(ROOT) == []


def test_no_module_imports_itself_back():
    assert cycles(ROOT) == []


def test_every_package_is_in_the_layering():
    packages = {p.name for p in ROOT.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert packages - DATA == set(ALLOWED) - {"__main__"}


def test_every_package_says_what_it_owns_and_may_import():
    for init in ROOT.rglob("__init__.py"):
        if init.parent.name in DATA:
            continue
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc, f"{init.relative_to(ROOT.parent)} needs a docstring"


def test_the_reader_sees_lazy_type_checking_and_importlib_imports():
    edges = {m: {d for d, _ in deps} for m, deps in graph(ROOT).items()}
    assert "dra_conform.reading.manifests" in edges["dra_conform.engine.check"]  # inside a function
    assert "dra_conform.reading.live.container" in edges["dra_conform.rules.metadata_live"]  # under TYPE_CHECKING
    assert "dra_conform._native" in edges["dra_conform.reading.parser._c"]  # importlib.import_module("...")
    assert "dra_conform.commands.group" in edges["dra_conform.commands.cli"]


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "pkg"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    for package in ALLOWED:
        if package != "__main__":
            (root / package).mkdir(exist_ok=True)
            (root / package / "__init__.py").touch()
    (root / "__init__.py").touch()
    return root


@pytest.mark.parametrize(
    "text",
    [
        "from ..engine import check\n",
        "def f():\n    from ..engine.check import x\n",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.engine import check\n",
        "import importlib\nimportlib.import_module('pkg.engine.check')\n",
        "import pkg.engine.check\n",
    ],
)
def test_an_import_against_the_arrows_is_caught(tmp_path, text):
    root = _tree(tmp_path, {"model/bad.py": text, "engine/check.py": "x = 1\n"})
    found = violations(root, "pkg")
    assert len(found) == 1 and found[0].startswith("pkg.model.bad:") and "pkg.engine.check" in found[0]


def test_report_may_not_import_the_engine(tmp_path):
    root = _tree(tmp_path, {"report/text.py": "from ..engine.check import x\n", "engine/check.py": "x = 1\n"})
    assert [v.split(":")[0] for v in violations(root, "pkg")] == ["pkg.report.text"]


def test_an_unknown_package_is_caught(tmp_path):
    root = _tree(tmp_path, {"extra/__init__.py": '"""x"""\n'})
    assert violations(root, "pkg") == [
        "pkg.extra: package 'extra' is not in the layering (tests/unit/test_layering.py ALLOWED)"
    ]


def test_the_allowed_direction_passes_and_a_cycle_is_caught(tmp_path):
    root = _tree(
        tmp_path,
        {
            "engine/check.py": "from ..reading import sources\nfrom ..model.findings import Hit\n",
            "reading/sources.py": "def f():\n    from .shape import g\n",
            "reading/shape.py": "from . import sources\n",
            "model/findings.py": "Hit = 1\n",
        },
    )
    assert violations(root, "pkg") == []
    assert cycles(root, "pkg") == [["pkg.reading.shape", "pkg.reading.sources"]]
