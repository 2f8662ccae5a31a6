"""`dra-conform health-probe`: a DRA plugin's device health stream, watched read-only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from .options import (
    FAIL_ON,
    Failure,
    Seconds,
    configuration,
    finish,
    node_name_option,
    objects_of_kinds,
    output_options,
    policy_options,
    report_pairs,
    sarif_category_option,
)

if TYPE_CHECKING:
    from ..engine.config import Config
    from ..model.results import Report


@click.command("health-probe")
@click.option(
    "--socket",
    "socket_path",
    type=click.Path(dir_okay=False),
    help="The plugin's DRA socket (e.g. /var/lib/kubelet/plugins/gpu.example.com/dra.sock).",
)
@click.option(
    "--driver",
    help="Find the socket of this driver: its registration socket's GetInfo endpoint, "
    "else <plugins-dir>/<driver>/dra.sock.",
)
@click.option(
    "--registration",
    type=click.Path(dir_okay=False),
    help="With --socket: the registration socket to read advertised services from.",
)
@click.option(
    "--registry-dir",
    default="/var/lib/kubelet/plugins_registry",
    show_default=True,
    help="Where the kubelet finds registration sockets.",
)
@click.option(
    "--plugins-dir", default="/var/lib/kubelet/plugins", show_default=True, help="Where DRA sockets are by default."
)
@click.option(
    "--root",
    "host_root",
    default="",
    metavar="DIR",
    help="The node's filesystem is mounted here (/host under `kubectl debug node/...`): node paths, "
    "including the endpoint GetInfo returns, are resolved inside it, and no link leads out of it.",
)
@click.option(
    "--duration",
    type=Seconds(0.1, 86400),
    default=60.0,
    show_default=True,
    help="Seconds to keep the stream open (longer than the devices' timeout shows staleness).",
)
@click.option(
    "--save",
    type=click.Path(dir_okay=False, writable=True),
    help="Write what arrived as a capture (one response per line) for `dra-conform check`.",
)
@click.option(
    "--slices",
    "slice_paths",
    multiple=True,
    type=click.Path(exists=True),
    help="ResourceSlice manifests or dumps: health must name devices they publish (DRA-HLT-004).",
)
@node_name_option
@sarif_category_option
@output_options
@click.option("--fail-on", type=click.Choice(FAIL_ON), default=None)
@policy_options
def health_probe(
    socket_path: str | None,
    driver: str | None,
    registration: str | None,
    registry_dir: str,
    plugins_dir: str,
    host_root: str,
    duration: float,
    save: str | None,
    slice_paths: tuple[str, ...],
    node_name: str,
    sarif_category: str,
    formats: tuple[str, ...],
    outputs: tuple[str, ...],
    color: str,
    fail_on: str | None,
    config_path: str | None,
    no_inline: bool,
    baseline: str | None,
    baseline_write: str | None,
) -> None:
    """Watch a DRA plugin's device health stream read-only and check what arrives.

    Calls only GetInfo (registration) and NodeWatchResources; never NodePrepareResources,
    NodeUnprepareResources or NotifyRegistrationStatus. Needs `pip install 'dra-conform[grpc]'`.
    """
    from ..reading.probe import probe as live_probe

    if bool(socket_path) == bool(driver):
        raise click.UsageError("give one of --socket or --driver")
    if registration and not socket_path:
        raise click.UsageError("--registration goes with --socket (--driver finds it)")
    pairs = report_pairs(formats, outputs)
    config = configuration(config_path, None, fail_on, no_inline)
    try:
        info = live_probe.get_info(registration) if registration else None
        root = ""  # --socket and --registration are paths here; --driver finds node paths under --root
        if driver:
            socket_path, info = live_probe.find_plugin(driver, registry_dir, plugins_dir, host_root)
            root = host_root
        assert socket_path is not None
        received = live_probe.watch(
            socket_path, duration, info.supported_versions if info else None, info.name if info else driver, root
        )
        socket_path = live_probe.under(root, socket_path)
    except live_probe.ProbeError as exc:
        raise Failure(str(exc)) from None
    data = b"".join(line + b"\n" for line in received.lines)
    if save:
        try:
            with open(save, "wb") as f:
                f.write(data)
        except OSError as exc:
            raise Failure(f"cannot write {save}: {exc.strerror}") from None
    report = _probe_report(received, save or f"{socket_path}#NodeWatchResources", slice_paths, config)
    finish(report, pairs, config, sarif_category, ("yes", "live"), baseline, baseline_write, node_name, color)


def _probe_report(received, display: str, slice_paths: tuple[str, ...], config: Config) -> Report:  # type: ignore[no-untyped-def]
    from ..engine.live import probe_result
    from ..model.results import Report
    from ..rules import load
    from ..rules.health_capture import HealthContext

    found, unread, skipped = objects_of_kinds(slice_paths, ("ResourceSlice",))
    context = HealthContext.from_slices(found["ResourceSlice"], config.kubernetes_version)
    result, notes = probe_result(received, display, context, load())
    return Report([result], [f"{u}; not read" for u in unread], notes + skipped)
