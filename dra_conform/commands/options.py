"""What the commands share: output and policy options, the configuration, rendering the
reports and the exit code (the commands are in the modules beside it)."""

from __future__ import annotations

import os
import re
import sys
from typing import TYPE_CHECKING

import click

from .. import __version__
from ..model.findings import Severity
from . import EXIT_ERROR, EXIT_FINDINGS, EXIT_OK

if TYPE_CHECKING:
    from fractions import Fraction

    from ..engine.config import Config
    from ..model.results import Report

FORMATS = ("text", "json", "sarif", "github", "junit", "markdown")
FAIL_ON = ("error", "warning", "note", "never")


# Numbers from the command line and the environment: written in ASCII digits, read within bounds.
# int() of thousands of digits raises (Python's 4,300-digit limit), float() of them is infinite, and
# both take time: no more digits than the bound has are ever converted.
_WHOLE = re.compile(r"[0-9]+")
_DECIMAL = re.compile(r"([0-9]+)(?:\.([0-9]*))?|\.([0-9]+)")


def shown_value(value: object) -> str:
    """A value given in a message: quoted, and shortened past 40 characters."""
    text = str(value)
    return repr(text) if len(text) <= 40 else f"{text[:30]!r}... ({len(text)} characters)"


def whole_number(text: str, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` (at least 0) to ``high``, blanks around and leading zeros
    allowed; None when it is not one."""
    text = text.strip()
    if not _WHOLE.fullmatch(text):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(high)):
        return None
    number = int(digits)
    return number if low <= number <= high else None


def decimal_number(text: str, low: float, high: float) -> Fraction | None:
    """``text`` (digits, a point, digits) as an exact fraction from ``low`` to ``high``; None when it is not one.
    No exponent, no sign, no inf or nan."""
    from fractions import Fraction

    m = _DECIMAL.fullmatch(text.strip())
    if m is None:
        return None
    whole, fraction = (m.group(1) or "0").lstrip("0") or "0", (m.group(2) or m.group(3) or "")[:60]
    if len(whole) > len(str(int(high))):
        return None
    number = Fraction(int(whole + fraction), 10 ** len(fraction))  # 60 places: exact to a byte of a tebibyte
    return number if Fraction(str(low)) <= number <= Fraction(str(high)) else None  # 0.1 as written, not as a float


class Whole(click.ParamType):
    """A whole number from LOW to HIGH (the bound is in the message of a value past it)."""

    def __init__(self, low: int, high: int, also: tuple[str, ...] = (), name: str = "N") -> None:
        self.low, self.high, self.also, self.name = low, high, also, name  # also: words taken as they are

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        if isinstance(value, int) and self.low <= value <= self.high or value in self.also:
            return value
        number = whole_number(str(value), self.low, self.high)
        if number is None:
            words = "".join(f", or {word}" for word in self.also)
            self.fail(f"{shown_value(value)} is not a whole number from {self.low} to {self.high}{words}", param, ctx)
        return number


class Seconds(click.ParamType):
    """A duration in seconds, LOW to HIGH: digits with a decimal point or without."""

    name = "SECONDS"

    def __init__(self, low: float, high: float) -> None:
        self.low, self.high = low, high

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        if isinstance(value, float) and self.low <= value <= self.high:
            return value
        number = decimal_number(str(value), self.low, self.high)
        if number is None:
            self.fail(f"{shown_value(value)} is not a number of seconds from {self.low:g} to {self.high:g}", param, ctx)
        return float(number)


JOBS = Whole(1, 64, also=("auto",), name="N|auto")


class Releases(click.ParamType):
    """Kubernetes releases: one (1.36), a range (1.34-1.37), all, or several separated by commas; an
    unsupported one is a usage error listing those supported (semantics.releases.parse)."""

    name = "RELEASE|RANGE|all"

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        from ..semantics.releases import parse

        if isinstance(value, tuple):
            return value
        try:
            return parse(str(value))
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


RELEASES = Releases()


def kubernetes_version_option(func):  # type: ignore[no-untyped-def]
    from ..semantics.releases import NEWEST

    return click.option(
        "--kubernetes-version",
        "kubernetes_versions",
        type=RELEASES,
        multiple=True,
        metavar="RELEASE|RANGE|all",
        help=f"Rules and reader behaviour of this Kubernetes release (default: {NEWEST}, or the config's). "
        "Repeat it, or give a range (1.34-1.37) or all, to check against several releases in one run: "
        "each finding says the releases it holds on when not all of them.",
    )(func)


class Size(click.ParamType):
    """A number of bytes, plain or with a Kubernetes quantity suffix: 512Mi, 2Gi, 800M (a trailing B is
    allowed), from 1 to ``most``."""

    name = "SIZE"
    _FORM = re.compile(r"([0-9.]+)\s*(k|M|G|T|Ki|Mi|Gi|Ti)?B?")
    _UNITS = {
        None: 1,
        "k": 10**3,
        "M": 10**6,
        "G": 10**9,
        "T": 10**12,
        "Ki": 2**10,
        "Mi": 2**20,
        "Gi": 2**30,
        "Ti": 2**40,
    }

    def __init__(self, most: int) -> None:
        self.most = most

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        if isinstance(value, int):
            return value
        m = self._FORM.fullmatch(str(value).strip())
        number = decimal_number(m.group(1), 0, self.most) if m else None
        size = int(number * self._UNITS[m.group(2)]) if m and number is not None else 0
        if not 1 <= size <= self.most:
            self.fail(
                f"{shown_value(value)} is not a size from 1 byte to {_binary(self.most)} (bytes, or with k, M, G, "
                "Ki, Mi, Gi: 512Mi, 2Gi)",
                param,
                ctx,
            )
        return size


def _binary(size: int) -> str:
    """1099511627776 -> 1Ti, 268435456 -> 256Mi."""
    for unit in ("Ti", "Gi", "Mi", "Ki"):
        if size % Size._UNITS[unit] == 0:
            return f"{size // Size._UNITS[unit]}{unit}"
    return str(size)


SIZE = Size(2**40)  # --max-file-size: 1Ti (an input is read whole into memory; no machine this runs on holds more)


def node_name_option(func):  # type: ignore[no-untyped-def]
    return click.option(
        "--node-name",
        envvar="NODE_NAME",
        default="",
        show_envvar=True,
        metavar="NAME",
        help="The node the report is about, named in it (JSON `node`, SARIF properties.node, the "
        "text's first line); a DaemonSet sets NODE_NAME from spec.nodeName.",
    )(func)


def sarif_category_option(func):  # type: ignore[no-untyped-def]
    return click.option(
        "--sarif-category",
        default="",
        metavar="ID",
        help="SARIF runs[0].automationDetails.id, to tell analyses of one commit apart. Without it the run "
        "has none, and GitHub's upload-sarif gives it its `category` (default: the workflow and job).",
    )(func)


class Failure(click.ClickException):
    """A run that cannot go on: one line on stderr, exit code 2 (1 means findings)."""

    exit_code = EXIT_ERROR

    def show(self, file=None) -> None:  # type: ignore[no-untyped-def]
        from ..report.base import printable  # the message names paths and values from outside

        click.echo(f"dra-conform: {printable(self.format_message())}", file=file, err=file is None)


def say(line: str) -> None:
    """One line for stderr, escaped as every human-readable output is (it quotes file names and keys)."""
    from ..report.base import printable

    click.echo(f"dra-conform: {printable(line)}", err=True)


OUTPUT_OPTIONS = [
    click.option(
        "--format",
        "formats",
        type=click.Choice(FORMATS),
        multiple=True,
        help="Report format (text by default); repeat with --output for several reports in one run.",
    ),
    click.option(
        "--output",
        "outputs",
        type=click.Path(dir_okay=False, writable=True, allow_dash=True),
        multiple=True,
        help="Write the report of the --format next to it here ('-': standard output); a format without "
        "one goes to standard output.",
    ),
    click.option(
        "--color",
        type=click.Choice(("auto", "always", "never")),
        default="auto",
        show_default=True,
        help="Colour the text report: auto when standard output is a terminal and NO_COLOR is unset or "
        "empty (no-color.org).",
    ),
]


def output_options(func):  # type: ignore[no-untyped-def]
    for option in reversed(OUTPUT_OPTIONS):
        func = option(func)
    return func


def _ordered(formats: tuple[str, ...], outputs: tuple[str, ...]) -> list[tuple[str, str | None]]:
    """Pair each --output with the --format next to it on the command line.

    An --output belongs to the closest --format before it that has none yet,
    else to the next --format; without a format it is the text report's.
    """
    argv = (click.get_current_context().find_root().obj or {}).get("argv")
    if argv is None:  # called without the raw arguments: pair by position
        return [(f, outputs[i] if i < len(outputs) else None) for i, f in enumerate(formats)]
    events: list[tuple[str, str]] = []
    tokens = iter(argv)
    for token in tokens:
        for name in ("--format", "--output"):
            if token == name:
                events.append((name, next(tokens, "")))
            elif token.startswith(name + "="):
                events.append((name, token.split("=", 1)[1]))
    pairs: list[list[str | None]] = []
    pending: list[str] = []
    for name, value in events:
        if name == "--format":
            pairs.append([value, pending.pop(0) if pending else None])
        elif pairs and pairs[-1][1] is None:
            pairs[-1][1] = value
        else:
            pending.append(value)
    if pending and not pairs:
        pairs.append(["text", pending.pop(0)])
    if pending:
        raise click.UsageError("an --output has no --format to go with")
    return [(str(f), o) for f, o in pairs]


def report_pairs(formats: tuple[str, ...], outputs: tuple[str, ...]) -> list[tuple[str, str | None]]:
    if len(outputs) > max(len(formats), 1):
        raise click.UsageError("more --output than --format options")
    pairs = _ordered(formats, outputs) if formats else [("text", outputs[0] if outputs else None)]
    pairs = [(f, None if o == "-" else o) for f, o in pairs]  # "-" is standard output, as everywhere else
    if sum(1 for _, o in pairs if o is None) > 1:
        raise click.UsageError("only one report can go to standard output: give the others an --output")
    return pairs


POLICY_OPTIONS = [
    click.option(
        "--config",
        "config_path",
        type=click.Path(dir_okay=False, exists=True),
        help="Configuration file (default: .dra-conform.yaml or pyproject.toml [tool.dra-conform], "
        "found from here up to the repository root).",
    ),
    click.option(
        "--no-inline-suppressions",
        "no_inline",
        is_flag=True,
        help="Ignore dra-conform.io/ignore annotations (for gatekeeping).",
    ),
    click.option(
        "--baseline",
        type=click.Path(dir_okay=False, exists=True),
        help="Leave out the findings this baseline file records.",
    ),
    click.option(
        "--baseline-write",
        type=click.Path(dir_okay=False, writable=True),
        help="Record the current findings as the baseline in this file.",
    ),
]


def policy_options(func):  # type: ignore[no-untyped-def]
    for option in reversed(POLICY_OPTIONS):
        func = option(func)
    return func


def configuration(
    path: str | None,
    kubernetes_version: str | tuple[str, ...] | None,
    fail_on: str | None,
    no_inline: bool,
    feature_gates: dict[str, bool] | None = None,
    pools: str | None = None,
    complete_inventory: bool | None = None,
) -> Config:
    from ..engine.config import ConfigError
    from ..engine.config import load as load_config
    from ..rules import load

    overrides = {
        "kubernetes-version": list(kubernetes_version) if isinstance(kubernetes_version, tuple) else kubernetes_version,
        "fail-on": fail_on,
        "inline-suppressions": False if no_inline else None,
        "feature-gates": feature_gates or None,
        "pools": pools,
        "complete-inventory": complete_inventory,
    }
    try:
        return load_config(path, load().rules, overrides)  # a family is read only if the file names one of its rules
    except ConfigError as exc:
        raise Failure(f"configuration: {exc}") from None


def colour(setting: str, output: str | None) -> bool:
    """--color: always, never, or auto (standard output a terminal, NO_COLOR unset or empty, as no-color.org says)."""
    if setting != "auto":
        return setting == "always"
    return output is None and sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def finish(
    report: Report,
    pairs: list[tuple[str, str | None]],
    config: Config,
    sarif_category: str,
    checkable: tuple[str, ...],
    baseline: str | None = None,
    baseline_write: str | None = None,
    node_name: str = "",
    color: str = "auto",
    releases: tuple[str, ...] = (),
) -> None:
    """Apply the configuration, render, write, tell stderr what it needs to know, exit with the documented code.
    ``releases``: a matrix run's (Options.releases); the exit code is then the worst of them, as every
    finding of every release is in the report."""
    from ..engine.check import line_hashes
    from ..engine.policy import BaselineError, apply, apply_baseline, baseline_entries, write_baseline
    from ..reading.parser import BACKEND
    from ..report import RunInfo, reporter
    from ..rules import load

    notices = apply(report, config, inline=config.values["inline-suppressions"]).notices
    baseline = baseline or config.baseline  # --baseline, else the configuration's
    entries = baseline_entries(report) if baseline_write else []  # before --baseline leaves findings out
    try:
        if baseline:
            notices += apply_baseline(report, baseline, releases or (config.kubernetes_version,))
        if baseline_write:
            count = write_baseline(entries, baseline_write)
            notices.append(f"wrote {count} baseline entries to {baseline_write}")
    except BaselineError as exc:
        raise Failure(str(exc)) from None
    kubernetes_version, fail_on = config.kubernetes_version, config.fail_on
    threshold = None if fail_on == "never" else Severity.parse(fail_on)
    for output_format, output in pairs:
        run = RunInfo(
            __version__,
            BACKEND,
            load(),
            kubernetes_version,
            color=output_format == "text" and colour(color, output),
            sarif_category=sarif_category,
            checkable=checkable,
            fail_on=threshold,
            docs_url=config.values["docs-url"],
            node_name=node_name,
            line_hashes=line_hashes,
            releases=releases,
        )
        emit(reporter(output_format)(report, run), output)
        for notice in run.notices:
            say(notice)
    for note in report.notes + notices:
        say(note)
    for error in report.errors:
        say(error)
    if report.errors:
        raise SystemExit(EXIT_ERROR)
    failing = threshold is not None and any(f.severity >= threshold for f in report.findings)
    raise SystemExit(EXIT_FINDINGS if failing else EXIT_OK)


def objects_of_kinds(
    paths: tuple[str, ...], kinds: tuple[str, ...]
) -> tuple[dict[str, list[dict]], list[str], list[str]]:
    """The objects of these kinds in the manifests under ``paths``, read as `check` reads them
    (engine.gather), a line for each file that could not be read, and a note for each passed over
    (device metadata and health captures are not manifests).

    A path that cannot be walked at all is a Failure (exit 2)."""
    from ..engine.gather import gather
    from ..model.results import Options
    from ..reading import sources as inputs

    try:
        read = gather(list(paths), Options())
    except inputs.InputError as exc:
        raise Failure(str(exc)) from None
    found: dict[str, list[dict]] = {kind: [item.obj.value for item in read.of_kind(kind)] for kind in kinds}
    return found, read.unread, read.skipped


def emit(text: str, output: str | None) -> None:
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        with open(output, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        raise Failure(f"cannot write {output}: {exc.strerror}") from None
