"""Small helpers shared by the tests: lint a string, find the corpus."""

from __future__ import annotations

import os
from pathlib import Path

from dra_conform.engine.check import check_source
from dra_conform.model.findings import Finding
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs

ROOT_SUFFIX = ("var", "run", "kubernetes.io", "dra-device-attributes")
PROJECT = Path(__file__).resolve().parents[1]
# Real files the tests read, copied into the repository (origins and licences in their SOURCES.md).
CORPUS = PROJECT / "tests" / "corpus"
EXTERNAL = PROJECT / "tests" / "external"


def place(tmp: Path, content: str | bytes, path: str | None = None) -> Path:
    """Write ``content`` below a metadata root (when ``path`` is given) or as a plain file."""
    target = tmp.joinpath(*ROOT_SUFFIX, path) if path else tmp / "metadata.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(content.encode() if isinstance(content, str) else content)
    return target


def lint_file(target: Path, kubernetes_version: str = "1.37", interpret_as: str = "metadata") -> list[Finding]:
    source = inputs.Source(str(target), str(target), True)
    result = check_source(source, Options(kubernetes_version, interpret_as))
    assert result.error is None, result.error
    return result.findings


def lint(tmp: Path, content: str | bytes, path: str | None = None, **options: str) -> list[Finding]:
    return lint_file(place(tmp, content, path), **options)


def by_rule(findings: list[Finding], rule_id: str) -> list[Finding]:
    return [f for f in findings if f.rule_id == rule_id]


def summary(findings: list[Finding]) -> list[tuple[str, str, str]]:
    """(rule, severity, 'path: message') triples, for compact assertions."""
    return [
        (f.rule_id, f.severity.label, f"{f.field_path}: {f.message}" if f.field_path else f.message) for f in findings
    ]


def env_backend() -> str:
    return "python" if os.environ.get("DRA_CONFORM_PUREPYTHON") == "1" else "c"
