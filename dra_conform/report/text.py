"""``file:line:col: severity ID path: message``, one finding a line, then a summary."""

from __future__ import annotations

from ..model.findings import Severity
from ..model.results import Report
from .base import RunInfo, human_lines, printable, summary_line

_COLORS = {Severity.ERROR: "\033[31m", Severity.WARNING: "\033[33m", Severity.NOTE: "\033[36m"}
_RESET = "\033[0m"


def render(report: Report, run: RunInfo) -> str:
    lines = [f"node: {printable(run.node_name)}"] if run.node_name else []
    for f in report.findings:
        level = f.severity.label
        if run.color:
            level = f"{_COLORS[f.severity]}{level}{_RESET}"
        loc = f.location
        first, *more = human_lines(f.field_path, f.message, f.releases)
        lines.append(f"{printable(f.file)}:{loc.line}:{loc.column}: {level} {f.rule_id} {first}")
        lines += more  # a CEL error's snippet and caret
    lines.append(summary_line(report, run.releases))
    return "\n".join(lines) + "\n"
