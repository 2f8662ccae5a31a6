"""The CEL package's inner import directions (docs/cel.md "Layout"), read from the source as
test_layering.py reads the packages': the values know no function, a library knows no checker or
interpreter, the front end (parser, checker, cost, compiler) never imports the evaluator, and the
package's face imports nothing when it is imported."""

from __future__ import annotations

import functools
import json
import subprocess
import sys

from tests.unit.test_layering import ROOT, graph

CEL = "dra_conform.semantics.cel"
# the modules of the package a library module may import (its own package besides)
LIBRARY_MAY = {f"{CEL}.{m}" for m in ("decls", "estimates", "regex", "runtime_cost", "stdlib", "ast", "types")}
FRONT_END = {
    f"{CEL}.{m}"
    for m in (
        "ast",
        "lexer",
        "syntax",
        "macros",
        "types",
        "checker",
        "cost",
        "compiler",
        "options",
        "decls",
        "estimates",
    )
}
EVALUATOR = {f"{CEL}.interpreter", f"{CEL}.matching"}


@functools.cache
def _inner() -> dict[str, set[str]]:
    return {
        m: {d for d, _ in deps if d.startswith(CEL + ".") or d == CEL}
        for m, deps in graph(ROOT).items()
        if m.startswith(CEL + ".")
    }


def _under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_values_import_no_function_checker_or_interpreter():
    bad = {
        m: d
        for m, deps in _inner().items()
        if _under(m, f"{CEL}.values")
        for d in deps
        if not _under(d, f"{CEL}.values")
    }
    assert bad == {}


def test_libraries_import_values_declarations_and_cost_helpers_only():
    for package in (f"{CEL}.ext", f"{CEL}.library", f"{CEL}.stdlib", f"{CEL}.optional"):
        for module, deps in _inner().items():
            if _under(module, package):
                bad = {d for d in deps if not (_under(d, package) or _under(d, f"{CEL}.values") or d in LIBRARY_MAY)}
                assert bad == set(), module


def test_the_front_end_never_imports_the_evaluator():
    for module, deps in _inner().items():
        if module in FRONT_END:
            assert deps & EVALUATOR == set(), module


def test_importing_the_package_loads_nothing_else():
    code = f"import json, sys; import {CEL}; print(json.dumps(sorted(m for m in sys.modules if m.startswith('{CEL}'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == [CEL]


def test_the_face_names_resolve_to_their_modules():
    from dra_conform.semantics import cel

    for name in cel.__all__:
        assert getattr(cel, name) is not None, name
    assert cel.compile.__module__ == f"{CEL}.compiler" and cel.DeviceIndex.__module__ == f"{CEL}.matching"
