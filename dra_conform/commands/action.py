"""The GitHub Action's run step (action.yml): inputs from INPUT_* variables (set through
`env:`, never interpolated into shell), a job summary, step outputs, and the exit code."""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
import tempfile
from collections import Counter

from ..report.base import human_lines
from .cli import main as cli_main


def _input(name: str, default: str = "") -> str:
    return os.environ.get(f"INPUT_{name.upper().replace('-', '_')}", default).strip()


def _run(argv: list[str]) -> int:
    try:
        cli_main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    return 0


def arguments(json_report: str) -> tuple[list[str], str]:
    """The `dra-conform check` command line for the inputs, and the SARIF file (or "")."""
    formats = _input("format", "github sarif").replace(",", " ").split()
    sarif_file = _input("sarif-file", "dra-conform.sarif") if "sarif" in formats else ""
    argv = ["check"]
    # Annotations reach GitHub only from standard output: github goes there whatever its place in the
    # list, and text then goes to a file.
    on_stdout = "github" if "github" in formats and _input("annotations", "true").lower() != "false" else "text"
    for name in formats:
        if name == "sarif":
            argv += ["--format", "sarif", "--output", sarif_file]
        elif name == "github" and on_stdout != "github":
            continue
        elif name == on_stdout:
            argv += ["--format", name]
        else:
            argv += ["--format", name, "--output", f"dra-conform.{'xml' if name == 'junit' else name}"]
    argv += ["--format", "json", "--output", json_report]
    for flag in ("config", "fail-on", "kubernetes-version", "sarif-category"):
        value = _input(flag)
        if value:
            argv += [f"--{flag}", value]
    paths = shlex.split(_input("paths", "."))
    return argv + (paths or ["."]), sarif_file


def headline(s: dict) -> str:
    """What was read and checked, in the words of the text summary (report.base.kinds_phrase)."""
    from ..report.base import kinds_phrase

    parts = [f"{s['metadataFiles']} metadata files checked"]
    if s.get("healthCaptures"):
        parts.append(f"{s['healthCaptures']} health captures checked")
    if s.get("manifestFiles"):
        kinds = {kind: (c["validated"], c["notValidated"]) for kind, c in s.get("kinds", {}).items()}
        parts.append(
            f"{s['manifestFiles']} manifest files ({kinds_phrase(kinds)}; "
            f"{s.get('otherObjects', 0)} of other kinds ignored)"
        )
    return ", ".join(parts)


def summary(report: dict, exit_code: int) -> str:
    s = report["summary"]
    lines = [
        "## dra-conform",
        "",
        f"{headline(s)}; exit code {exit_code}.",
        "",
        "| errors | warnings | notes |",
        "| ---: | ---: | ---: |",
        f"| {s['errors']} | {s['warnings']} | {s['notes']} |",
    ]
    by_rule = Counter((f["ruleId"], f["severity"]) for f in report["findings"])
    if by_rule:
        lines += ["", "| rule | severity | findings |", "| --- | --- | ---: |"]
        lines += [f"| {rule} | {severity} | {count} |" for (rule, severity), count in sorted(by_rule.items())]
        lines += ["", "<details><summary>First findings</summary>", ""]
        for f in report["findings"][:50]:
            first, *more = human_lines(f["fieldPath"], f["message"])
            lines.append(f"- `{f['file']}:{f['line']}:{f['column']}` {f['severity']} {f['ruleId']} {first}")
            if more:  # a CEL error's snippet and caret, as a code block of the item (a fence no line can close)
                fence = "`" * max(3, 1 + max(len(run) for run in re.findall("`+", " ".join(more)) or [""]))
                lines += ["", f"  {fence}", *(f"  {m}" for m in more), f"  {fence}"]
        lines += ["", "</details>"]
    return "\n".join(lines) + "\n"


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        json_report = os.path.join(tmp, "report.json")
        argv, sarif_file = arguments(json_report)
        code = _run(argv)
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
        if os.path.exists(json_report):
            with open(json_report, encoding="utf-8") as f:
                report = json.load(f)
    counts = report["summary"] if report else {"errors": 0, "warnings": 0, "notes": 0}
    if os.environ.get("GITHUB_STEP_SUMMARY") and report:
        with open(os.environ["GITHUB_STEP_SUMMARY"], "a", encoding="utf-8") as f:
            f.write(summary(report, code))
    if os.environ.get("GITHUB_OUTPUT"):
        with open(os.environ["GITHUB_OUTPUT"], "a", encoding="utf-8") as f:
            f.write(
                f"sarif-file={sarif_file}\nerrors={counts['errors']}\nwarnings={counts['warnings']}\n"
                f"notes={counts['notes']}\nexit-code={code}\n"
            )
    sys.exit(code)


if __name__ == "__main__":
    main()
