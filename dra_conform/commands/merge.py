"""`dra-conform merge`: many nodes' JSON reports (files, or `kubectl logs --prefix` on stdin) into one fleet report."""

from __future__ import annotations

import os
import stat
import sys
from typing import TYPE_CHECKING

import click

from .. import __version__
from . import EXIT_ERROR, EXIT_FINDINGS, EXIT_OK
from .options import FAIL_ON, Size, emit, report_pairs, sarif_category_option, say

if TYPE_CHECKING:
    from ..engine.merge import Reader

MERGE_FORMATS = ("text", "json", "sarif", "markdown")


def _feed(reader: Reader, path: str, problems: list[str]) -> None:
    """One input into the reader: standard input line by line as it comes, a file whole when it is no
    larger than a report may be (most hold one report), else line by line; what cannot be read is a problem."""
    from ..reading.lines import iter_lines

    if path == "-":
        reader.feed_lines("<stdin>", iter_lines(sys.stdin.buffer, reader.max_line_bytes))
        return
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        problems.append(f"{path}: cannot read: {exc.strerror}")
        return
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):  # a FIFO or device would block or never end
        os.close(fd)
        problems.append(
            f"{path}: a directory: give the report files in it" if stat.S_ISDIR(mode) else f"{path}: not a regular file"
        )
        return
    with os.fdopen(fd, "rb") as f:
        try:
            if os.fstat(f.fileno()).st_size <= reader.max_document_chars:
                reader.feed_text(path, f.read(reader.max_document_chars + 1).decode("utf-8", "replace"))
            else:
                reader.feed_lines(path, iter_lines(f, reader.max_line_bytes))
        except OSError as exc:
            problems.append(f"{path}: cannot read: {exc.strerror}")


@click.command()
@click.option(
    "--format",
    "formats",
    type=click.Choice(MERGE_FORMATS),
    multiple=True,
    help="Fleet report format (text by default); markdown suits a CI job summary. Repeat with --output "
    "for several reports from one pass over the input.",
)
@click.option(
    "--output",
    "outputs",
    type=click.Path(dir_okay=False, writable=True),
    multiple=True,
    help="Write the report of the --format next to it here; a format without one goes to standard output.",
)
@click.option(
    "--fail-on",
    type=click.Choice(FAIL_ON),
    default="error",
    show_default=True,
    help="Exit 1 when a finding on any node is at least this severe.",
)
@sarif_category_option
@click.option(
    "--max-line-size",
    type=Size(256 * 2**20),
    default="16Mi",
    show_default=True,
    help="A longer line of the input is skipped, never held, and said (exit 2): memory stays bounded "
    "whatever the input. Up to 256Mi, the largest report read.",
)
@click.argument("reports", nargs=-1, required=True, metavar="REPORT...|-")
def merge(
    formats: tuple[str, ...],
    outputs: tuple[str, ...],
    fail_on: str,
    sarif_category: str,
    max_line_size: int,
    reports: tuple[str, ...],
) -> None:
    """Join the JSON reports of many nodes (`live --host`, `health-probe` with --format json) into one.

    REPORT is a file holding one or more reports, or '-': standard input, such as
    `kubectl logs -l app.kubernetes.io/name=dra-conform -c sweep --prefix --tail=-1`, whose
    `[pod/<name>/<container>] ` prefixes, timestamps and interleaved lines are taken apart.
    Per rule: on how many nodes, and which; per node and per driver: its counts. Identical
    findings on many nodes are one line with a count. Exit 1 when a finding on any node is at
    least --fail-on; 2 when an input, or a node's own run, could not be read (said on stderr).
    """
    from ..engine.merge import Reader
    from ..model.findings import Severity
    from ..report import fleet as views

    pairs = report_pairs(formats, outputs)
    problems: list[str] = []
    reader = Reader(max_line_bytes=max_line_size)
    for path in reports:
        _feed(reader, path, problems)
    merged = reader.finish()
    merged.problems[:0] = problems
    notices: list[str] = []
    for output_format, output in pairs:
        if output_format == "text":
            text = views.render_text(merged)
        elif output_format == "json":
            text = views.render_json(merged, __version__)
        elif output_format == "markdown":
            text = views.render_markdown(merged)
        else:
            text = views.render_sarif(merged, __version__, _rule_descriptors(), sarif_category, notices=notices)
        emit(text, output)
    for line in merged.notices + notices:
        say(line)
    failed = merged.problems + merged.node_errors
    for line in failed:
        say(line)
    if failed:
        raise SystemExit(EXIT_ERROR)
    threshold = None if fail_on == "never" else Severity.parse(fail_on)
    raise SystemExit(EXIT_FINDINGS if merged.failing(threshold) else EXIT_OK)


def _rule_descriptors() -> list[dict]:
    """The catalogue's rules a node report can hold (checkable by files or live), as SARIF rule descriptors."""
    from ..report.sarif import rule_descriptor
    from ..rules import load

    rules = sorted((r for r in load().rules.values() if r.checkable in ("yes", "live")), key=lambda r: r.id)
    return [rule_descriptor(r) for r in rules]
