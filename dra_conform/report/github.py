"""GitHub Actions workflow commands: one annotation per finding, then a summary notice."""

from __future__ import annotations

from ..model.findings import Severity
from ..model.results import Report
from .base import RunInfo, human_lines, printable, summary_line

_COMMAND = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "notice"}


def _data(text: str) -> str:
    text = printable(text)  # no raw ESC (the log renders colours) nor line break (a forged command)
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def render(report: Report, run: RunInfo) -> str:
    lines = []
    for f in report.findings:
        loc = f.location
        props = (
            f"file={_prop(f.file)},line={loc.line},col={loc.column},"
            f"endLine={loc.end_line},endColumn={loc.end_column},title={_prop(f.rule_id)}"
        )
        # lines joined by %0A, the one line break an annotation shows (each line escaped by printable())
        text = "%0A".join(_data(line) for line in human_lines(f.field_path, f.message, f.releases))
        lines.append(f"::{_COMMAND[f.severity]} {props}::{text}")
    lines.append(f"::notice title=dra-conform::{_data(summary_line(report, run.releases))}")
    return "\n".join(lines) + "\n"
