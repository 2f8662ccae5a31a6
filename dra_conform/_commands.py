"""Click commands behind dra_conform.cli.main (imported only when a command runs)."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

import click

from . import __version__
from .cli import EXIT_ERROR, EXIT_FINDINGS, EXIT_OK, _version_line
from .metadata.versions import DEFAULT_PROFILE, PROFILES
from .model import Severity

if TYPE_CHECKING:
    from .engine import Report

FORMATS = ("text", "json", "sarif", "github", "junit")


class Failure(click.ClickException):
    """A run that cannot go on: one line on stderr, exit code 2 (1 means findings)."""

    exit_code = EXIT_ERROR

    def show(self, file=None) -> None:  # type: ignore[no-untyped-def]
        click.echo(f"dra-conform: {self.format_message()}", err=True)
FAIL_ON = ("error", "warning", "note", "never")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", message=_version_line())
def cli() -> None:
    """Conformance validator and linter for Kubernetes DRA observability data."""


OUTPUT_OPTIONS = [
    click.option("--format", "formats", type=click.Choice(FORMATS), multiple=True,
                 help="Report format (text by default); repeat with --output for several reports in one run."),
    click.option("--output", "outputs", type=click.Path(dir_okay=False, writable=True), multiple=True,
                 help="Write the report of the matching --format here (the first --output goes with the "
                      "first --format); a format without one goes to standard output."),
]


def output_options(func):  # type: ignore[no-untyped-def]
    for option in reversed(OUTPUT_OPTIONS):
        func = option(func)
    return func


def _pairs(formats: tuple[str, ...], outputs: tuple[str, ...]) -> list[tuple[str, str | None]]:
    formats = formats or ("text",)
    if len(outputs) > len(formats):
        raise click.UsageError("more --output than --format options")
    pairs = [(f, outputs[i] if i < len(outputs) else None) for i, f in enumerate(formats)]
    if sum(1 for _, o in pairs if o is None) > 1:
        raise click.UsageError("only one report can go to standard output: give the others an --output")
    return pairs


@cli.command()
@output_options
@click.option(
    "--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=DEFAULT_PROFILE, show_default=True,
    help="Rules and reader behaviour of this Kubernetes release.",
)
@click.option("--as", "interpret_as", type=click.Choice(("auto", "metadata", "manifest", "health")), default="auto",
              show_default=True, help="How to read the inputs.")
@click.option("--fail-on", type=click.Choice(FAIL_ON), default="error", show_default=True,
              help="Exit 1 when a finding is at least this severe.")
@click.option("-j", "--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Processes to spread files over (output is identical).")
@click.option("--sarif-category", default="dra-conform/", show_default=True,
              help="SARIF runs[].automationDetails.id, to tell analyses apart.")
@click.argument("paths", nargs=-1, required=True)
def check(formats: tuple[str, ...], outputs: tuple[str, ...], kubernetes_version: str, interpret_as: str,
          fail_on: str, jobs: int, sarif_category: str, paths: tuple[str, ...]) -> None:
    """Check device metadata files and trees (PATH may be a file, a directory or '-')."""
    from .engine import Options, check_paths

    if interpret_as in ("manifest", "health"):
        raise click.UsageError(f"--as {interpret_as}: this release checks device metadata only")
    pairs = _pairs(formats, outputs)
    options = Options(kubernetes_version, interpret_as, jobs, line_hashes=any(f == "sarif" for f, _ in pairs))
    report = check_paths(list(paths), options)
    _finish(report, pairs, kubernetes_version, fail_on, sarif_category, ("yes",))


def _finish(report: Report, pairs: list[tuple[str, str | None]], kubernetes_version: str, fail_on: str,
            sarif_category: str, checkable: tuple[str, ...]) -> None:
    """Render, write, tell stderr what it needs to know, and exit with the documented code."""
    from .parser import BACKEND
    from .registry import load
    from .report import REPORTERS, RunInfo

    threshold = None if fail_on == "never" else Severity.parse(fail_on)
    for output_format, output in pairs:
        color = output is None and output_format == "text" and sys.stdout.isatty() and "NO_COLOR" not in os.environ
        run = RunInfo(__version__, BACKEND, load(), kubernetes_version, color=color, sarif_category=sarif_category,
                      checkable=checkable, fail_on=threshold)
        _emit(REPORTERS[output_format](report, run), output)
        for notice in run.notices:
            click.echo(f"dra-conform: {notice}", err=True)
    for note in report.notes:
        click.echo(f"dra-conform: {note}", err=True)
    for error in report.errors:
        click.echo(f"dra-conform: {error}", err=True)
    if report.errors:
        raise SystemExit(EXIT_ERROR)
    failing = threshold is not None and any(f.severity >= threshold for f in report.findings)
    raise SystemExit(EXIT_FINDINGS if failing else EXIT_OK)


class _Pid(click.ParamType):
    name = "PID|auto"

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        if value == "auto" or (isinstance(value, str) and value.isdigit()):
            return value
        self.fail(f"{value!r} is neither a process id nor 'auto'", param, ctx)


@cli.command()
@click.option("--root", type=click.Path(file_okay=False), help="Inspect the tree below DIR (default /).")
@click.option("--pid", type=_Pid(), help="Inspect what process PID sees (/proc/PID/root); 'auto' finds the target.")
@click.option("--host", is_flag=True, help="Node mode: CDI specs and the host files they mount.")
@click.option("--watch", "watch_seconds", type=click.FloatRange(0, 3600), default=0.0, show_default=True,
              help="Observe the tree this many seconds and check generations (DRA-MD-092).")
@click.option("--cdi-dir", default="/var/run/cdi", show_default=True, help="Node mode: where CDI specs are.")
@click.option("--plugins-dir", default="/var/lib/kubelet/plugins", show_default=True,
              help="Node mode: the kubelet plugins directory.")
@output_options
@click.option("--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=DEFAULT_PROFILE, show_default=True)
@click.option("--fail-on", type=click.Choice(FAIL_ON), default="error", show_default=True)
def live(root: str | None, pid: str | None, host: bool, watch_seconds: float, cdi_dir: str, plugins_dir: str,
         formats: tuple[str, ...], outputs: tuple[str, ...], kubernetes_version: str, fail_on: str) -> None:
    """Inspect device metadata as a running container (or, with --host, its node) has it. Read-only."""
    from .live.run import LiveError, LiveOptions, auto_pid, run

    pairs = _pairs(formats, outputs)
    if root and pid:
        raise click.UsageError("--root and --pid are exclusive")
    if host and pid:
        raise click.UsageError("--host inspects the node: use --root, not --pid")
    try:
        target = auto_pid() if pid == "auto" else (int(pid) if pid else None)
        report = run(LiveOptions(root, target, host, watch_seconds, cdi_dir, plugins_dir, kubernetes_version))
    except LiveError as exc:
        raise Failure(str(exc)) from None
    _finish(report, pairs, kubernetes_version, fail_on, "dra-conform-live/", ("yes", "live"))


def _emit(text: str, output: str | None) -> None:
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        with open(output, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        raise Failure(f"cannot write {output}: {exc.strerror}") from None


@cli.command()
@click.option("--all", "show_all", is_flag=True, help="Include rules no file can show (writer and reader behaviour).")
@click.option("--write-docs", type=click.Path(file_okay=False), help="Write one Markdown page per rule to DIR.")
def rules(show_all: bool, write_docs: str | None) -> None:
    """List the rules: id, default severity, title."""
    from .registry import load

    if write_docs:
        from .docs import write_pages

        for path in write_pages(list(load().rules.values()), write_docs):
            click.echo(path)
        return

    for rule in sorted(load().rules.values(), key=lambda r: r.id):
        if rule.checkable == "yes":
            click.echo(f"{rule.id}  {rule.severity.label:<7}  {rule.title}")
        elif show_all:
            where = "live only" if rule.checkable == "live" else "not checkable"
            click.echo(f"{rule.id}  {rule.severity.label:<7}  ({where}) {rule.title}")


@cli.command()
@click.argument("rule_id")
def explain(rule_id: str) -> None:
    """Print one rule: what it checks, why, upstream source, examples."""
    from .docs import render_rule
    from .registry import load

    catalog = load()
    rule = catalog.rules.get(rule_id.upper())
    if rule is None:
        raise click.UsageError(f"unknown rule {rule_id!r}; `dra-conform rules --all` lists them")
    click.echo(render_rule(rule), nl=False)


@cli.group()
def schemas() -> None:
    """The JSON Schemas dra-conform ships."""


@schemas.command("export")
@click.argument("directory", type=click.Path(file_okay=False))
def schemas_export(directory: str) -> None:
    """Write every schema to DIRECTORY/<group>/<version>/<Kind>.json."""
    from . import schema_files as shipped

    for rel in shipped.schema_files():
        target = os.path.join(directory, *rel.split("/"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as f:
            f.write(shipped.read_text(rel))
        click.echo(target)


__all__ = ["cli", "EXIT_ERROR", "EXIT_FINDINGS", "EXIT_OK"]
