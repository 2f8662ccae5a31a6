"""Markdown for a CI job summary or a pull-request comment: `check --format markdown`, the GitHub Action's
job summary, and (through ``escape`` and ``code``) `merge --format markdown`.

Text from outside (messages, file names, field paths) goes through ``escape`` or ``code``, the one place
Markdown and HTML are neutralised: a CEL message's ``<input>`` stays text, never a tag, and line breaks are
written as ``\\n``, so a finding stays one list item or one table row. A CEL compile error's snippet and
caret (base.human_lines, as the text report shows them) are a code block of the finding's list item.
"""

from __future__ import annotations

import re
from collections import Counter

from ..model.findings import Severity
from ..model.results import Report
from .base import RunInfo, counts, human_lines, printable, summary_line

MAX_FINDINGS = 200  # findings listed; the JSON and SARIF reports have them all

# What acts mid-line: emphasis, code, links ('[' and ']' escaped, so none can form), tables, strike-through.
_SPECIAL = re.compile(r"([\\`*_\[\]|~])")


def escape(text: str) -> str:
    """Text inside Markdown, one line: controls and line breaks escaped as the text report writes them
    (base.printable), HTML's ``& < >`` as entities, and Markdown's inline syntax backslash-escaped."""
    text = printable(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _SPECIAL.sub(r"\\\1", text)


def code(text: str) -> str:
    """Text for an inline code span (shown as written: no HTML is rendered there), one line, with no
    backtick to end it early. For list items: a table cell needs ``escape``."""
    return printable(text).replace("`", "'")


def finding_item(head: str, field_path: str, message: str, releases: tuple[str, ...] = ()) -> list[str]:
    """A finding as a list item: ``- <head> <message>``, the message escaped; a CEL compile error's
    snippet and caret follow as a fenced code block of the item (shown as written, no HTML rendered
    there), its fence longer than any run of backticks in it."""
    first, *more = human_lines(field_path, message, releases)
    item = [f"- {head}{escape(first)}"]
    if more:
        longest = max((len(run) for run in re.findall("`+", "\n".join(more))), default=0)
        fence = "`" * max(3, longest + 1)
        item += ["", f"  {fence}", *(f"  {line}" for line in more), f"  {fence}"]
    return item


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def verdict(report: Report, run: RunInfo) -> str:
    """The run's outcome in the words of its exit code (commands.options.finish decides the same)."""
    if report.errors:
        return f"**exit code 2**: {_plural(len(report.errors), 'input')} could not be checked"
    failing = sum(1 for f in report.findings if run.fails(f))
    if failing:
        assert run.fail_on is not None
        return f"**exit code 1**: {_plural(failing, 'finding')} at or above {run.fail_on.label}"
    threshold = run.fail_on.label if run.fail_on is not None else "never"
    return f"exit code 0: nothing at or above --fail-on {threshold}"


def render(report: Report, run: RunInfo, max_findings: int = MAX_FINDINGS) -> str:
    c = counts(report)
    out = ["## dra-conform" + (f": node {escape(run.node_name)}" if run.node_name else ""), ""]
    out += [escape(summary_line(report, run.releases)), "", verdict(report, run) + ".", ""]
    out += [
        "| errors | warnings | notes |",
        "| ---: | ---: | ---: |",
        f"| {c[Severity.ERROR]} | {c[Severity.WARNING]} | {c[Severity.NOTE]} |",
    ]
    findings = report.findings
    if run.releases:  # a matrix run: what each release would report alone
        out += ["", "| Kubernetes | errors | warnings | notes |", "| --- | ---: | ---: | ---: |"]
        for release in run.releases:
            held = Counter(f.severity for f in findings if f.applies_to(release))
            out.append(f"| {release} | {held[Severity.ERROR]} | {held[Severity.WARNING]} | {held[Severity.NOTE]} |")
    if findings:
        by_rule = Counter((f.rule_id, f.severity) for f in findings)
        out += ["", "### Rules", "", "| rule | severity | findings |", "| --- | --- | ---: |"]
        out += [
            f"| {escape(rule)} | {severity.label} | {n} |"
            for (rule, severity), n in sorted(by_rule.items(), key=lambda item: (-item[0][1], item[0][0]))
        ]
        out += ["", "### Findings", ""]
        for f in findings[:max_findings]:
            loc = f.location
            head = f"`{code(f'{f.file}:{loc.line}:{loc.column}')}` **{f.severity.label}** {escape(f.rule_id)} "
            out += finding_item(head, f.field_path, f.message, f.releases)
        if len(findings) > max_findings:
            out.append(f"- … {len(findings) - max_findings} more (the JSON and SARIF reports have them all)")
    if report.errors:
        out += ["", "### Inputs not checked", ""]
        out += [f"- {escape(e)}" for e in report.errors[:max_findings]]
    return "\n".join(out) + "\n"
