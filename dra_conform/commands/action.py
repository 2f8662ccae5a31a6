"""The GitHub Action's run step (action.yml): inputs from INPUT_* variables (set through
`env:`, never interpolated into shell), the reports, a job summary, step outputs, and the exit code."""

from __future__ import annotations

import json
import os
import shlex
import sys
import tempfile

from .cli import main as cli_main

# The file each report goes to in the workspace (sarif: the sarif-file input); github annotations go to
# standard output, the only place GitHub reads them from.
REPORT_FILES = {
    "json": "dra-conform.json",
    "junit": "dra-conform.xml",
    "text": "dra-conform.text",
    "markdown": "dra-conform.md",
}
REPORTS = ("sarif", "json", "junit", "text", "markdown")  # each has a `<name>-file` output, empty when not written


def _input(name: str, default: str = "") -> str:
    return os.environ.get(f"INPUT_{name.upper().replace('-', '_')}", default).strip()


def _run(argv: list[str]) -> int:
    try:
        cli_main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    return 0


class Plan:
    """The `dra-conform check` command line for the inputs, and where each report goes."""

    def __init__(self, argv: list[str], files: dict[str, str], json_report: str, summary: str) -> None:
        self.argv = argv
        self.files = files  # report name -> path in the workspace, for the reports asked for
        self.json_report = json_report  # the counts are read from it (the json report, or a temporary one)
        self.summary = summary  # the markdown report, for the job summary


def plan(tmp: str) -> Plan:
    formats = _input("format", "github sarif").replace(",", " ").split()
    files = {"sarif": _input("sarif-file", "dra-conform.sarif")} if "sarif" in formats else {}
    argv = ["check"]
    # Annotations reach GitHub only from standard output: github goes there whatever its place in the
    # list, and text then goes to a file.
    on_stdout = "github" if "github" in formats and _input("annotations", "true").lower() != "false" else "text"
    for name in dict.fromkeys(formats):  # each report once
        if name == "github" and on_stdout != "github":
            continue
        if name == on_stdout:
            argv += ["--format", name]
            continue
        if name not in files:  # a name check does not know gets a file too, and check's usage error
            files[name] = REPORT_FILES.get(name, f"dra-conform.{name}")
        argv += ["--format", name, "--output", files[name]]
    json_report = files.get("json") or os.path.join(tmp, "report.json")
    if "json" not in files:
        argv += ["--format", "json", "--output", json_report]
    summary = os.path.join(tmp, "summary.md")
    argv += ["--format", "markdown", "--output", summary]
    for flag in ("config", "fail-on", "sarif-category", "baseline", "feature-gates", "pools"):
        value = _input(flag)
        if value:
            argv += [f"--{flag}", value]
    for release in _input("kubernetes-version").replace(",", " ").split():  # 1.34-1.37, all, or several
        argv += ["--kubernetes-version", release]
    argv += shlex.split(_input("args"))
    paths = shlex.split(_input("paths", "."))
    return Plan(argv + ["--"] + (paths or ["."]), files, json_report, summary)


def stopped_summary(code: int) -> str:
    return (
        "## dra-conform\n\n"
        f"**exit code {code}**: dra-conform stopped before checking anything (a usage or configuration "
        "error, said in the step's log); no report was written.\n"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        run = plan(tmp)
        code = _run(run.argv)
        sarif_file = run.files.get("sarif", "")
        if sarif_file and code == 2 and not os.path.exists(sarif_file):  # stopped before writing any report
            from .. import __version__
            from ..report.sarif import failed_run

            with open(sarif_file, "w", encoding="utf-8") as f:
                f.write(
                    failed_run(
                        __version__,
                        _input("sarif-category"),
                        "dra-conform stopped before checking anything (exit code 2: a usage or "
                        "configuration error, said in the step's log); no results",
                    )
                )
        report = None
        if os.path.exists(run.json_report):
            with open(run.json_report, encoding="utf-8") as f:
                report = json.load(f)
        summary = None
        if os.path.exists(run.summary):
            with open(run.summary, encoding="utf-8") as f:
                summary = f.read()
    counts = report["summary"] if report else {"errors": 0, "warnings": 0, "notes": 0}
    if os.environ.get("GITHUB_STEP_SUMMARY"):
        with open(os.environ["GITHUB_STEP_SUMMARY"], "a", encoding="utf-8") as f:
            f.write(summary if summary is not None else stopped_summary(code))
    if os.environ.get("GITHUB_OUTPUT"):
        written = {name: path if os.path.exists(path) else "" for name, path in run.files.items()}
        with open(os.environ["GITHUB_OUTPUT"], "a", encoding="utf-8") as f:
            for name in REPORTS:
                f.write(f"{name}-file={written.get(name, '')}\n")
            f.write(
                f"errors={counts['errors']}\nwarnings={counts['warnings']}\nnotes={counts['notes']}\nexit-code={code}\n"
            )
    sys.exit(code)


if __name__ == "__main__":
    main()
