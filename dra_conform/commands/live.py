"""`dra-conform live`: a running container's (or node's) device metadata, read-only."""

from __future__ import annotations

import click

from ..semantics.metadata.versions import PROFILES
from .options import (
    FAIL_ON,
    Failure,
    Seconds,
    Whole,
    configuration,
    finish,
    node_name_option,
    output_options,
    policy_options,
    report_pairs,
    sarif_category_option,
)

PID_MAX = 2**22  # Linux's PID_MAX_LIMIT: no process id is larger


@click.command()
@click.option("--root", type=click.Path(file_okay=False), help="Inspect the tree below DIR (default /).")
@click.option(
    "--pid",
    type=Whole(1, PID_MAX, also=("auto",), name="PID|auto"),
    help="Inspect what process PID sees (/proc/PID/root); 'auto' finds the target.",
)
@click.option("--host", is_flag=True, help="Node mode: CDI specs and the host files they mount.")
@click.option(
    "--watch",
    "watch_seconds",
    type=Seconds(0, 3600),
    default=0.0,
    show_default=True,
    help="Observe the tree this many seconds and check generations (DRA-MD-092).",
)
@click.option("--cdi-dir", default="/var/run/cdi", show_default=True, help="Node mode: where CDI specs are.")
@click.option(
    "--plugins-dir",
    default="/var/lib/kubelet/plugins",
    show_default=True,
    help="Node mode: the kubelet plugins directory.",
)
@click.option(
    "--health-duration",
    "health_seconds",
    type=Seconds(0, 86400),
    default=0.0,
    show_default=True,
    metavar="SECONDS",
    help="Node mode: also watch the health stream of every DRA driver registered in "
    "--registry-dir this long, at once, as `health-probe` does (0: not at all; needs "
    "the gRPC extra).",
)
@click.option(
    "--registry-dir",
    default="/var/lib/kubelet/plugins_registry",
    show_default=True,
    help="Node mode: where the kubelet finds registration sockets.",
)
@node_name_option
@sarif_category_option
@output_options
@click.option("--kubernetes-version", type=click.Choice(sorted(PROFILES)), default=None)
@click.option("--fail-on", type=click.Choice(FAIL_ON), default=None)
@policy_options
def live(
    root: str | None,
    pid: int | str | None,
    host: bool,
    watch_seconds: float,
    cdi_dir: str,
    plugins_dir: str,
    health_seconds: float,
    registry_dir: str,
    node_name: str,
    sarif_category: str,
    formats: tuple[str, ...],
    outputs: tuple[str, ...],
    color: str,
    kubernetes_version: str | None,
    fail_on: str | None,
    config_path: str | None,
    no_inline: bool,
    baseline: str | None,
    baseline_write: str | None,
) -> None:
    """Inspect device metadata as a running container (or, with --host, its node) has it. Read-only."""
    from ..engine.live import LiveError, LiveOptions, run
    from ..rules import load

    pairs = report_pairs(formats, outputs)
    if root and pid:
        raise click.UsageError("--root and --pid are exclusive")
    if host and pid:
        raise click.UsageError("--host inspects the node: use --root, not --pid")
    if health_seconds and not host:
        raise click.UsageError("--health-duration goes with --host (the node's registered drivers)")
    config = configuration(config_path, kubernetes_version, fail_on, no_inline)
    try:
        target = pid or None
        report = run(
            LiveOptions(
                root,
                target,
                host,
                watch_seconds,
                cdi_dir,
                plugins_dir,
                config.kubernetes_version,
                health_seconds,
                registry_dir,
            ),
            load().without(config.off_rules),  # a rule turned off is never run
        )
    except LiveError as exc:
        raise Failure(str(exc)) from None
    finish(report, pairs, config, sarif_category, ("yes", "live"), baseline, baseline_write, node_name, color)
