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
    from .config import Config
    from .engine import Report

FORMATS = ("text", "json", "sarif", "github", "junit")
FAIL_ON = ("error", "warning", "note", "never")


class _Jobs(click.ParamType):
    """-j: a number of processes (1-64), or auto."""

    name = "N|auto"

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        if value == "auto" or isinstance(value, int):
            return value
        try:
            number = int(value)
        except ValueError:
            number = 0
        if not 1 <= number <= 64:
            self.fail(f"{value!r} is not a number from 1 to 64, or auto", param, ctx)
        return number


JOBS = _Jobs()


class Failure(click.ClickException):
    """A run that cannot go on: one line on stderr, exit code 2 (1 means findings)."""

    exit_code = EXIT_ERROR

    def show(self, file=None) -> None:  # type: ignore[no-untyped-def]
        click.echo(f"dra-conform: {self.format_message()}", err=True)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", message=_version_line())
def cli() -> None:
    """Conformance validator and linter for Kubernetes DRA observability data."""


OUTPUT_OPTIONS = [
    click.option("--format", "formats", type=click.Choice(FORMATS), multiple=True,
                 help="Report format (text by default); repeat with --output for several reports in one run."),
    click.option("--output", "outputs", type=click.Path(dir_okay=False, writable=True), multiple=True,
                 help="Write the report of the --format next to it here; a format without one goes to "
                      "standard output."),
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


def _pairs(formats: tuple[str, ...], outputs: tuple[str, ...]) -> list[tuple[str, str | None]]:
    if len(outputs) > max(len(formats), 1):
        raise click.UsageError("more --output than --format options")
    pairs = _ordered(formats, outputs) if formats else [("text", outputs[0] if outputs else None)]
    if sum(1 for _, o in pairs if o is None) > 1:
        raise click.UsageError("only one report can go to standard output: give the others an --output")
    return pairs


POLICY_OPTIONS = [
    click.option("--config", "config_path", type=click.Path(dir_okay=False, exists=True),
                 help="Configuration file (default: .dra-conform.yaml or pyproject.toml [tool.dra-conform], "
                      "found from here up to the repository root)."),
    click.option("--no-inline-suppressions", "no_inline", is_flag=True,
                 help="Ignore dra-conform.io/ignore annotations (for gatekeeping)."),
    click.option("--baseline", type=click.Path(dir_okay=False, exists=True),
                 help="Leave out the findings this baseline file records."),
    click.option("--baseline-write", type=click.Path(dir_okay=False, writable=True),
                 help="Record the current findings as the baseline in this file."),
]


def policy_options(func):  # type: ignore[no-untyped-def]
    for option in reversed(POLICY_OPTIONS):
        func = option(func)
    return func


@cli.command()
@output_options
@click.option(
    "--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=None,
    help=f"Rules and reader behaviour of this Kubernetes release (default: {DEFAULT_PROFILE}, or the config's).",
)
@click.option("--as", "interpret_as", type=click.Choice(("auto", "metadata", "manifest", "health")), default="auto",
              show_default=True, help="How to read the inputs.")
@click.option("--fail-on", type=click.Choice(FAIL_ON), default=None,
              help="Exit 1 when a finding is at least this severe (default: error, or the config's).")
@click.option("-j", "--jobs", type=JOBS, default="auto", show_default=True, metavar="N|auto",
              help="Processes to spread files over, or auto: the usable CPUs, at most 8 (Linux; 1 elsewhere). "
                   "Output is identical; a run of 32 files or fewer stays in one process.")
@click.option("--feature-gates", "feature_gates", default="", metavar="NAME=BOOL,...",
              help="Feature gates of the target apiserver, as kube-apiserver takes them (e.g. "
                   "DRAPartitionableDevicesType=true): gated fields warn only when their gate is off.")
@click.option("--sarif-category", default="dra-conform/", show_default=True,
              help="SARIF runs[].automationDetails.id, to tell analyses apart.")
@policy_options
@click.argument("paths", nargs=-1, required=True)
def check(formats: tuple[str, ...], outputs: tuple[str, ...], kubernetes_version: str | None, interpret_as: str,
          fail_on: str | None, jobs: int | str, feature_gates: str, sarif_category: str, config_path: str | None,
          no_inline: bool, baseline: str | None, baseline_write: str | None, paths: tuple[str, ...]) -> None:
    """Check device metadata, manifests (slices, claims, pool status requests, pods) and health captures.

    PATH may be a file, a directory or '-' (standard input).
    """
    from . import gates
    from .engine import Options, check_paths
    from .policy import excluded

    try:
        gate_values = gates.parse(feature_gates)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--feature-gates") from None

    pairs = _pairs(formats, outputs)
    config = _config(config_path, kubernetes_version, fail_on, no_inline, dict(gate_values))
    if jobs == "auto":
        from .parallel import auto_jobs

        jobs = auto_jobs()
    options = Options(config.kubernetes_version, interpret_as, jobs, line_hashes=any(f == "sarif" for f, _ in pairs),
                      feature_gates=config.feature_gates)
    report = check_paths(list(paths), options, skip=lambda path: excluded(config, path))
    _finish(report, pairs, config, sarif_category, ("yes",), baseline, baseline_write)


def _config(path: str | None, kubernetes_version: str | None, fail_on: str | None, no_inline: bool,
            feature_gates: dict[str, bool] | None = None) -> Config:
    from .config import ConfigError, load as load_config
    from .registry import load

    overrides = {"kubernetes-version": kubernetes_version, "fail-on": fail_on,
                 "inline-suppressions": False if no_inline else None, "feature-gates": feature_gates or None}
    try:
        return load_config(path, set(load().rules), overrides)
    except ConfigError as exc:
        raise Failure(f"configuration: {exc}") from None


def _finish(report: Report, pairs: list[tuple[str, str | None]], config: Config, sarif_category: str,
            checkable: tuple[str, ...], baseline: str | None = None, baseline_write: str | None = None) -> None:
    """Apply the configuration, render, write, tell stderr what it needs to know, exit with the documented code."""
    from .parser import BACKEND
    from .policy import apply, apply_baseline, write_baseline
    from .registry import load
    from .report import RunInfo, reporter

    notices = apply(report, config, inline=config.values["inline-suppressions"]).notices
    if baseline:
        try:
            notices += apply_baseline(report, baseline)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise Failure(f"baseline {baseline}: {exc}") from None
    if baseline_write:
        count = write_baseline(report, baseline_write)
        notices.append(f"wrote {count} baseline entries to {baseline_write}")
    kubernetes_version, fail_on = config.kubernetes_version, config.fail_on
    threshold = None if fail_on == "never" else Severity.parse(fail_on)
    for output_format, output in pairs:
        color = output is None and output_format == "text" and sys.stdout.isatty() and "NO_COLOR" not in os.environ
        run = RunInfo(__version__, BACKEND, load(), kubernetes_version, color=color, sarif_category=sarif_category,
                      checkable=checkable, fail_on=threshold, docs_url=config.values["docs-url"])
        _emit(reporter(output_format)(report, run), output)
        for notice in run.notices:
            click.echo(f"dra-conform: {notice}", err=True)
    for note in report.notes + notices:
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
@click.option("--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=None)
@click.option("--fail-on", type=click.Choice(FAIL_ON), default=None)
@policy_options
def live(root: str | None, pid: str | None, host: bool, watch_seconds: float, cdi_dir: str, plugins_dir: str,
         formats: tuple[str, ...], outputs: tuple[str, ...], kubernetes_version: str | None, fail_on: str | None,
         config_path: str | None, no_inline: bool, baseline: str | None, baseline_write: str | None) -> None:
    """Inspect device metadata as a running container (or, with --host, its node) has it. Read-only."""
    from .live.run import LiveError, LiveOptions, auto_pid, run

    pairs = _pairs(formats, outputs)
    if root and pid:
        raise click.UsageError("--root and --pid are exclusive")
    if host and pid:
        raise click.UsageError("--host inspects the node: use --root, not --pid")
    config = _config(config_path, kubernetes_version, fail_on, no_inline)
    try:
        target = auto_pid() if pid == "auto" else (int(pid) if pid else None)
        report = run(LiveOptions(root, target, host, watch_seconds, cdi_dir, plugins_dir, config.kubernetes_version))
    except LiveError as exc:
        raise Failure(str(exc)) from None
    _finish(report, pairs, config, "dra-conform-live/", ("yes", "live"), baseline, baseline_write)


@cli.command("health-probe")
@click.option("--socket", "socket_path", type=click.Path(dir_okay=False),
              help="The plugin's DRA socket (e.g. /var/lib/kubelet/plugins/gpu.example.com/dra.sock).")
@click.option("--driver", help="Find the socket of this driver: its registration socket's GetInfo endpoint, "
                               "else <plugins-dir>/<driver>/dra.sock.")
@click.option("--registration", type=click.Path(dir_okay=False),
              help="With --socket: the registration socket to read advertised services from.")
@click.option("--registry-dir", default="/var/lib/kubelet/plugins_registry", show_default=True,
              help="Where the kubelet finds registration sockets.")
@click.option("--plugins-dir", default="/var/lib/kubelet/plugins", show_default=True,
              help="Where DRA sockets are by default.")
@click.option("--root", "host_root", default="", metavar="DIR",
              help="The node's filesystem is mounted here (/host under `kubectl debug node/...`): node paths, "
                   "including the endpoint GetInfo returns, are looked up below it.")
@click.option("--duration", type=click.FloatRange(0.1, 86400), default=60.0, show_default=True,
              help="Seconds to keep the stream open (longer than the devices' timeout shows staleness).")
@click.option("--save", type=click.Path(dir_okay=False, writable=True),
              help="Write what arrived as a capture (one response per line) for `dra-conform check`.")
@click.option("--slices", "slice_paths", multiple=True, type=click.Path(exists=True),
              help="ResourceSlice manifests or dumps: health must name devices they publish (DRA-HLT-004).")
@output_options
@click.option("--fail-on", type=click.Choice(FAIL_ON), default=None)
@policy_options
def health_probe(socket_path: str | None, driver: str | None, registration: str | None, registry_dir: str,
                 plugins_dir: str, host_root: str, duration: float, save: str | None, slice_paths: tuple[str, ...],
                 formats: tuple[str, ...], outputs: tuple[str, ...], fail_on: str | None, config_path: str | None,
                 no_inline: bool, baseline: str | None, baseline_write: str | None) -> None:
    """Watch a DRA plugin's device health stream read-only and check what arrives.

    Calls only GetInfo (registration) and NodeWatchResources; never NodePrepareResources,
    NodeUnprepareResources or NotifyRegistrationStatus. Needs `pip install 'dra-conform[grpc]'`.
    """
    from .health import probe as live_probe

    if bool(socket_path) == bool(driver):
        raise click.UsageError("give one of --socket or --driver")
    if registration and not socket_path:
        raise click.UsageError("--registration goes with --socket (--driver finds it)")
    pairs = _pairs(formats, outputs)
    config = _config(config_path, None, fail_on, no_inline)
    try:
        info = live_probe.get_info(registration) if registration else None
        if driver:
            socket_path, info = live_probe.find_plugin(driver, registry_dir, plugins_dir, host_root)
        assert socket_path is not None
        received = live_probe.watch(socket_path, duration, info.supported_versions if info else None,
                                    info.name if info else driver)
    except live_probe.ProbeError as exc:
        raise Failure(str(exc)) from None
    data = b"".join(line + b"\n" for line in received.lines)
    if save:
        try:
            with open(save, "wb") as f:
                f.write(data)
        except OSError as exc:
            raise Failure(f"cannot write {save}: {exc.strerror}") from None
    report = _probe_report(received, data, save or f"{socket_path}#NodeWatchResources", slice_paths, config)
    _finish(report, pairs, config, "dra-conform-health/", ("yes", "live"), baseline, baseline_write)


def _objects_of_kinds(paths: tuple[str, ...], kinds: tuple[str, ...]) -> tuple[dict[str, list[dict]], list[str]]:
    """The objects of these kinds in the manifests under ``paths``, and a line for each file not read.

    A path that cannot be walked at all is a Failure (exit 2)."""
    from . import inputs
    from .manifest.load import ManifestError, read

    found: dict[str, list[dict]] = {kind: [] for kind in kinds}
    unread = []
    for item in inputs.discover(list(paths)):
        if isinstance(item, inputs.InputError):
            raise Failure(str(item))
        try:
            objects = read(inputs.read(item))
        except (inputs.InputError, ManifestError) as exc:
            unread.append(f"{item.display}: {exc}")
            continue
        for obj in objects:
            if obj.kind in found:
                found[obj.kind].append(obj.value)
    return found, unread


def _probe_report(received, data: bytes, display: str, slice_paths: tuple[str, ...], config: Config) -> Report:  # type: ignore[no-untyped-def]
    from .engine import FileResult, Report, health_findings
    from .health.capture import read_capture
    from .registry import load
    from .rules.health_capture import HealthContext

    session = received.session
    notes = [f"{session.target}: {len(received.lines)} response(s) in {session.ended_at or 0:.1f} s on "
             f"{session.service or 'no DRAResourceHealth service'}"] + session.notes
    found, unread = _objects_of_kinds(slice_paths, ("ResourceSlice",))
    context = HealthContext.from_slices(found["ResourceSlice"], config.kubernetes_version)
    capture = read_capture(display, data, received.times)
    capture.probe = session
    if not data:  # nothing arrived: the stream rules still speak, the decoding rule has nothing to say
        capture.errors.clear()
    findings, _ = health_findings(capture, context, load(), scopes=("health", "probe"))
    return Report([FileResult(display, "health", findings)], [f"{u}; not read" for u in unread], notes)


@cli.command()
@click.option("--driver", required=True, help="The driver whose pools to summarise (spec.driver).")
@click.option("--pool", "pool_name", help="Only this pool (spec.poolName).")
@click.option("--limit", type=click.IntRange(1, 1000), default=100, show_default=True, help="spec.limit.")
@click.option("--default-partition-type-attribute", "default_attribute",
              help="spec.defaultPartitionTypeAttribute (used only when no slice of a pool declares one).")
@click.option("--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=DEFAULT_PROFILE, show_default=True,
              help="The release whose controller to follow (1.36 counts allocations as it did).")
@click.argument("paths", nargs=-1, required=True)
def poolstatus(driver: str, pool_name: str | None, limit: int, default_attribute: str | None,
               kubernetes_version: str, paths: tuple[str, ...]) -> None:
    """Print the status the ResourcePoolStatusRequest controller would write, from the
    ResourceSlices, ResourceClaims and DeviceTaintRules in PATH (manifests or kubectl dumps)."""
    import yaml

    from .poolstatus import Inputs, compute

    found, unread = _objects_of_kinds(paths, ("ResourceSlice", "ResourceClaim", "DeviceTaintRule"))
    for problem in unread:
        click.echo(f"dra-conform: {problem}; not read", err=True)
    gathered = Inputs(found["ResourceSlice"], found["ResourceClaim"], found["DeviceTaintRule"])
    spec: dict = {"driver": driver, "limit": limit}
    if pool_name:
        spec["poolName"] = pool_name
    if default_attribute:
        spec["defaultPartitionTypeAttribute"] = default_attribute
    status = compute({"spec": spec}, gathered, kubernetes_version)
    click.echo(yaml.safe_dump({"status": status}, sort_keys=False), nl=False)


@cli.command("explain-claim")
@click.option("--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=DEFAULT_PROFILE, show_default=True,
              help="The release whose scheduler to follow (its feature gates' defaults).")
@click.option("--feature-gates", "feature_gates", default="", metavar="NAME=BOOL,...",
              help="Feature gates of the scheduler (e.g. DRAConsumableCapacity=false).")
@click.argument("claim")
@click.argument("paths", nargs=-1, required=True)
def explain_claim(kubernetes_version: str, feature_gates: str, claim: str, paths: tuple[str, ...]) -> None:
    """Explain whether the devices published can satisfy CLAIM (namespace/name or name), step by step,
    as the scheduler's allocator filters them, from the ResourceSlices, DeviceClasses, DeviceTaintRules and
    ResourceClaims in PATH (e.g. `kubectl get resourceslices,deviceclasses,resourceclaims -o yaml`).

    Exit 1 when a request cannot be satisfied, names a DeviceClass the files lack, or has a selector
    that fails with a CEL runtime error on a published device; 2 when CLAIM is not found.
    """
    from . import gates, inputs
    from .explain_claim import NotFound, gather, render

    try:
        gate_values = gates.parse(feature_gates)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--feature-gates") from None
    try:
        gathered = gather(claim, list(paths), gate_values, kubernetes_version)
    except (inputs.InputError, NotFound) as exc:
        raise Failure(str(exc)) from None
    text, warn = render(gathered)
    click.echo(text, nl=False)
    raise SystemExit(EXIT_FINDINGS if warn else EXIT_OK)


@cli.command("config")
@click.option("--config", "config_path", type=click.Path(dir_okay=False, exists=True), help="Configuration file.")
def show_config(config_path: str | None) -> None:
    """Print the effective configuration and where each value comes from."""
    from .config import describe

    click.echo(describe(_config(config_path, None, None, False)), nl=False)


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
