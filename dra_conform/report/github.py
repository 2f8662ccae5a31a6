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
    props_of: dict[str, str] = {}  # a file's and a rule's escaped text, made once: findings share them
    for f in report.findings:
        loc = f.location
        file = props_of.get(f.file) or props_of.setdefault(f.file, _prop(f.file))
        rule = props_of.get(f.rule_id) or props_of.setdefault(f.rule_id, _prop(f.rule_id))
        props = (
            f"file={file},line={loc.line},col={loc.column},"
            f"endLine={loc.end_line},endColumn={loc.end_column},title={rule}"
        )
        # lines joined by %0A, the one line break an annotation shows (each line escaped by printable())
        text = "%0A".join(_data(line) for line in human_lines(f.field_path, f.message, f.releases))
        lines.append(f"::{_COMMAND[f.severity]} {props}::{text}")
    lines.append(f"::notice title=dra-conform::{_data(summary_line(report, run.releases))}")
    return "\n".join(lines) + "\n"
