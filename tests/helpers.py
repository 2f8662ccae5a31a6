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


# ---- what a test needs from Linux: root, or an unprivileged user namespace in its place ---------------------------

# CI sets it (.ci/run): a test that would be skipped for want of a facility fails instead, naming it.
REQUIRE_LINUX = os.environ.get("DRA_CONFORM_REQUIRE_LINUX") == "1"


def _user_namespaces() -> bool:
    import shutil
    import subprocess

    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-r", "-m", "true"], capture_output=True).returncode == 0


IS_ROOT = os.geteuid() == 0
PRIVILEGED = IS_ROOT or _user_namespaces()  # chroot() and mount namespaces, as root or in a user namespace
# A private mount namespace for a shell: as root, or as root of a new user namespace (unshare -r).
UNSHARE_MOUNTS = ["unshare", *([] if IS_ROOT else ["-r"]), "-m", "--propagation", "private"]


def needs(available: bool, what: str):  # type: ignore[no-untyped-def]
    """Mark a test that needs ``what``: skipped where it is missing, a failure under
    DRA_CONFORM_REQUIRE_LINUX=1 (CI), never a silent pass there."""
    import functools

    import pytest

    def mark(test):  # type: ignore[no-untyped-def]
        if available:
            return test
        if not REQUIRE_LINUX:
            return pytest.mark.skip(reason=f"needs {what}")(test)

        @functools.wraps(test)
        def missing(*args, **kwargs):  # type: ignore[no-untyped-def]
            pytest.fail(f"needs {what}, and DRA_CONFORM_REQUIRE_LINUX=1 requires it")

        return missing

    return mark


def missing(what: str) -> None:
    """Inside a test: skip for want of ``what``, or fail under DRA_CONFORM_REQUIRE_LINUX=1."""
    import pytest

    if REQUIRE_LINUX:
        pytest.fail(f"needs {what}, and DRA_CONFORM_REQUIRE_LINUX=1 requires it")
    pytest.skip(f"needs {what}")


needs_mounts = needs(PRIVILEGED, "mount namespaces: root, or unprivileged user namespaces and unshare(1)")
