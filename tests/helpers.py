"""Small helpers shared by the tests: lint a string, find the corpus, run the command line (in this
process or as a child), what a test needs from Linux."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Mapping

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


# ---- the command line ---------------------------------------------------------------------------------------------

# Read when dra_conform is imported (the scanner backend): a run in this process cannot change them.
_IMPORT_TIME = frozenset({"DRA_CONFORM_PUREPYTHON", "DRA_CONFORM_REQUIRE_NATIVE", "DRA_CONFORM_NATIVE_MODULE"})


def cli(
    *args: str, stdin: bytes | None = None, cwd: Path | str | None = None, env: Mapping[str, str | None] | None = None
) -> subprocess.CompletedProcess[bytes]:
    """``dra-conform *args`` run in this process, for the many tests a child process each would slow: the
    entry point's main() with standard input, output and error as a process has them (bytes; stdout
    encoded strictly as UTF-8, stderr with backslashes), ended as run() ends it (commands.cli.exit_status),
    in ``cwd`` (the project by default) with ``env``'s variables set (None: removed) for the run.

    Keep to ``cli_process`` what only a process shows: exit by os._exit, signals, a FIFO or a terminal,
    ``-j`` (it forks), CPU or memory bounds, the backend chosen by the environment, packaging, live runs.
    ``tests/acceptance/test_cli.py`` holds the two to the same results."""
    from dra_conform.commands.cli import EXIT_OK, exit_status, main

    changes = dict(env or {})
    fixed = _IMPORT_TIME & changes.keys()
    assert not fixed, f"{sorted(fixed)} are read at import: run with cli_process"
    saved = {name: os.environ.get(name) for name in changes}
    streams = sys.stdin, sys.stdout, sys.stderr
    here = os.getcwd()
    stdout, stderr = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(stdout, encoding="utf-8", errors="strict", write_through=True)
    err = io.TextIOWrapper(stderr, encoding="utf-8", errors="backslashreplace", write_through=True)
    try:
        _set_environment(changes)
        os.chdir(cwd or PROJECT)
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin or b""), encoding="utf-8")
        sys.stdout, sys.stderr = out, err
        try:
            main(list(args))
            code = EXIT_OK
        except SystemExit as exc:
            code = exit_status(exc)
        out.flush()
        err.flush()
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
        os.chdir(here)
        _set_environment(saved)
    return subprocess.CompletedProcess(["dra-conform", *args], code, stdout.getvalue(), stderr.getvalue())


def cli_process(
    *args: str,
    stdin: bytes | None = None,
    cwd: Path | str | None = None,
    env: Mapping[str, str | None] | None = None,
    timeout: float = 60,
) -> subprocess.CompletedProcess[bytes]:
    """``python -m dra_conform *args`` as a child process (NO_COLOR unset, ``env`` applied as ``cli`` does)."""
    full = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    for name, value in (env or {}).items():
        if value is None:
            full.pop(name, None)
        else:
            full[name] = value
    return subprocess.run(
        [sys.executable, "-m", "dra_conform", *args],
        input=stdin,
        capture_output=True,
        cwd=cwd or PROJECT,
        timeout=timeout,
        env=full,
    )


def _set_environment(values: Mapping[str, str | None]) -> None:
    for name, value in values.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


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
