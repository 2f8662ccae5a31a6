"""`dra-conform check`: files, directories or standard input, checked against the catalogue."""

from __future__ import annotations

import click

from ..model.results import POOL_SCOPES
from .options import (
    FAIL_ON,
    JOBS,
    SIZE,
    Failure,
    configuration,
    finish,
    kubernetes_version_option,
    output_options,
    policy_options,
    report_pairs,
    sarif_category_option,
)


@click.command()
@output_options
@kubernetes_version_option
@click.option(
    "--as",
    "interpret_as",
    type=click.Choice(("auto", "metadata", "manifest", "health")),
    default="auto",
    show_default=True,
    help="How to read the inputs.",
)
@click.option(
    "--fail-on",
    type=click.Choice(FAIL_ON),
    default=None,
    help="Exit 1 when a finding is at least this severe (default: error, or the config's).",
)
@click.option(
    "-j",
    "--jobs",
    type=JOBS,
    default="auto",
    show_default=True,
    metavar="N|auto",
    help="Processes to spread files over, or auto: the usable CPUs, at most 8 (Linux; 1 elsewhere), "
    "one per 12 MiB of input. Output is identical; a run of 32 files or fewer stays in one process.",
)
@click.option(
    "--feature-gates",
    "feature_gates",
    default="",
    metavar="NAME=BOOL,...",
    help="Feature gates of the target apiserver, as kube-apiserver takes them (e.g. "
    "DRAPartitionableDevicesType=true): gated fields warn only when their gate is off.",
)
@sarif_category_option
@click.option(
    "--max-file-size",
    "max_file_bytes",
    type=SIZE,
    default="512Mi",
    show_default=True,
    help="Refuse a larger input (exit 2) rather than read it: a whole cluster's `kubectl get -o json` "
    "can pass 512Mi. List items are still checked one at a time.",
)
@click.option(
    "--pools",
    type=click.Choice(POOL_SCOPES),
    default=None,
    help="Which slices form a pool for the rules across objects: those of the whole run (default, or the "
    "config's), of one directory, or of one file.",
)
@click.option(
    "--context",
    "context",
    multiple=True,
    metavar="DIR",
    help="Also read the manifests under DIR (repeatable) for the rules across objects (pools, counter "
    "sets, claims against slices, health captures against slices), reporting only on the PATHs given: "
    "the pre-commit hook passes `--context .` so that the files of a commit get the findings a check "
    "of the whole repository gives them.",
)
@click.option(
    "--node",
    "nodes",
    multiple=True,
    metavar="NAME",
    help="Judge claims on this node (repeatable; its labels come from a Node object in the files, if any). "
    "Default: the Node objects in the files, else every node the ResourceSlices name.",
)
@click.option(
    "--complete-inventory",
    is_flag=True,
    default=None,
    help="The files hold the whole cluster's DeviceClasses, drivers and pools (config: complete-inventory): "
    "what a claim needs and they lack is a warning, not a note. A `kubectl get` List of ResourceSlices "
    "and DeviceClasses says so itself.",
)
@click.option(
    "--exclude",
    "exclude",
    multiple=True,
    metavar="GLOB",
    help="Leave out the files this glob matches, relative to the working directory (repeatable; "
    "added to the config's exclude): `*` any characters, `**/` any directories, `?` one character.",
)
@policy_options
@click.argument("paths", nargs=-1, required=True)
def check(
    formats: tuple[str, ...],
    outputs: tuple[str, ...],
    color: str,
    kubernetes_versions: tuple[tuple[str, ...], ...],
    interpret_as: str,
    fail_on: str | None,
    jobs: int | str,
    feature_gates: str,
    sarif_category: str,
    max_file_bytes: int,
    pools: str | None,
    context: tuple[str, ...],
    nodes: tuple[str, ...],
    complete_inventory: bool | None,
    exclude: tuple[str, ...],
    config_path: str | None,
    no_inline: bool,
    baseline: str | None,
    baseline_write: str | None,
    paths: tuple[str, ...],
) -> None:
    """Check device metadata, manifests (slices, claims, pool status requests, pods) and health captures.

    PATH may be a file, a directory or '-' (standard input).
    """
    from ..engine.check import check_paths
    from ..engine.policy import Exclusions
    from ..model.results import Options
    from ..rules import load
    from ..semantics import gates

    try:
        gate_values = gates.parse(feature_gates)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--feature-gates") from None

    pairs = report_pairs(formats, outputs)
    given = tuple(r for releases in kubernetes_versions for r in releases) or None  # the flags, over the config's
    config = configuration(config_path, given, fail_on, no_inline, dict(gate_values), pools, complete_inventory)
    jobs_from_bytes = 0
    if jobs == "auto":  # the usable CPUs at most, as many as the work queued is worth
        from ..engine.parallel import AUTO_START_BYTES, auto_jobs

        jobs, jobs_from_bytes = auto_jobs(), AUTO_START_BYTES
    releases = config.kubernetes_versions
    options = Options(
        releases[-1],
        interpret_as,
        int(jobs),
        jobs_from_bytes,
        line_hashes=any(f == "sarif" for f, _ in pairs),
        feature_gates=config.feature_gates,
        max_file_bytes=max_file_bytes,
        pools=config.values["pools"],
        nodes=nodes,
        complete_inventory=config.values["complete-inventory"],
        releases=releases if len(releases) > 1 else (),
    )
    from ..engine.parallel import WorkerError

    catalog = load().without(config.off_rules)  # a rule turned off is never run
    try:
        report = check_paths(
            list(paths),
            options,
            skip=Exclusions(config, exclude),
            catalog=catalog,
            context=list(context),
        )
    except WorkerError as exc:
        raise Failure(f"{exc} (-j 1 checks every file in this process)") from None
    report.notes += gates.unread(config.feature_gates)
    finish(
        report,
        pairs,
        config,
        sarif_category,
        ("yes",),
        baseline,
        baseline_write,
        color=color,
        releases=options.releases,
    )
