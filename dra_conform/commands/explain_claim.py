"""`dra-conform explain-claim CLAIM PATH...`: why a claim can (or cannot) be allocated, step by step.

For operators holding `kubectl get resourceslices,deviceclasses,resourceclaims -o yaml` (or any
manifests): the same analysis as DRA-CL-040...043 (semantics/allocation.py), for one claim, with
every filter step the scheduler's allocator applies and what it left. The files are read once,
object by object; slices go into the inventory as they come, so a big dump is never held whole.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import click

from ..reading import sources as inputs
from ..report.base import printable
from ..semantics.allocation import Analysis, Classes, Features, InventoryBuilder, RequestVerdict, Verdict
from ..semantics.gates import Gates
from ..semantics.metadata.versions import DEFAULT_PROFILE, PROFILES
from ..semantics.values import as_dict, as_str
from . import EXIT_FINDINGS, EXIT_OK
from .options import Failure

KINDS = ("ResourceSlice", "DeviceClass", "DeviceTaintRule", "ResourceClaim", "ResourceClaimTemplate")


class NotFound(Exception):
    """The claim named is not in the files given (or the name is ambiguous): the text says which."""


@dataclass
class Gathered:
    analysis: Analysis
    claim: dict[str, Any]
    where: str  # file:line of the claim
    unread: list[str] = field(default_factory=list)  # files that could not be read
    slices: int = 0
    classes: int = 0
    taint_rules: int = 0


def _label(obj: dict[str, Any]) -> str:
    metadata = as_dict(obj.get("metadata"))
    return "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)


def gather(name: str, paths: list[str], gates: Gates, kubernetes_version: str) -> Gathered:
    """Read ``paths`` and find the ResourceClaim ``name`` (namespace/name or name; a
    ResourceClaimTemplate when no claim has that name). Raises inputs.InputError for a path that
    cannot be walked and NotFound when the claim is not there or the name is ambiguous."""
    from ..reading.manifests import ManifestError, building, objects

    features = Features.of(gates, kubernetes_version)
    builder = InventoryBuilder(features)
    classes, rules, claims, unread = [], [], [], []
    candidates: dict[str, list[tuple[dict[str, Any], str]]] = {"ResourceClaim": [], "ResourceClaimTemplate": []}
    counted = {"ResourceSlice": 0}
    for source in inputs.discover(paths):
        if isinstance(source, inputs.InputError):
            raise source
        try:
            data = inputs.read(source)
            with building(data):
                for obj in objects(data):
                    kind = obj.kind
                    if kind not in KINDS:
                        continue
                    if kind == "ResourceSlice":
                        builder.add_slice(obj.value)
                        counted["ResourceSlice"] += 1
                    elif kind == "DeviceClass":
                        classes.append(obj.value)
                    elif kind == "DeviceTaintRule":
                        rules.append(obj.value)
                    else:
                        if kind == "ResourceClaim":
                            claims.append(obj.value)
                        if _matches(obj.value, name):
                            line = obj.place(("metadata", "name"))[0]
                            candidates[kind].append((obj.value, f"{source.display}:{line}"))
                    obj.release_positions(reread=True)
        except (inputs.InputError, ManifestError) as exc:
            unread.append(f"{source.display}: {exc}")
    found = candidates["ResourceClaim"] or candidates["ResourceClaimTemplate"]
    if not found:
        raise NotFound(f"no ResourceClaim or ResourceClaimTemplate {name} in the files given")
    if len(found) > 1:
        raise NotFound(f"{name} names {len(found)} objects ({', '.join(w for _, w in found)}): give namespace/name")
    inventory = builder.build(taint_rules=rules, claims=claims)
    claim, where = found[0]
    return Gathered(
        Analysis(inventory, Classes.of(classes)),
        claim,
        where,
        unread,
        counted["ResourceSlice"],
        len(classes),
        len(rules),
    )


def _matches(obj: dict[str, Any], name: str) -> bool:
    metadata = as_dict(obj.get("metadata"))
    if "/" in name:
        return f"{as_str(metadata.get('namespace'))}/{as_str(metadata.get('name'))}" == name
    return as_str(metadata.get("name")) == name


def _n(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "es" if word.endswith("s") else "s")


def _verdict_word(value: bool | None) -> str:
    return {True: "can be satisfied", False: "CANNOT be satisfied", None: "not judged"}[value]


def _want_line(verdict: Verdict) -> str:
    want = verdict.want
    amount = "all matching devices" if want.all else f"{want.count} device" + ("s" if want.count != 1 else "")
    parts = [f"DeviceClass {want.class_name}", amount]
    if want.selectors:
        parts.append(f"{len(want.selectors)} selector" + ("s" if len(want.selectors) != 1 else ""))
    if want.tolerations:
        parts.append(f"{len(want.tolerations)} toleration" + ("s" if len(want.tolerations) != 1 else ""))
    if want.capacity is not None:
        parts.append("capacity " + ", ".join(f"{k}" for k, _ in want.capacity))
    if want.admin:
        parts.append("admin access")
    return ", ".join(parts)


def _verdict_lines(verdict: Verdict, indent: str) -> list[str]:
    lines = [f"{indent}{_verdict_word(verdict.satisfiable)}: {verdict.head or verdict.summary}"]
    lines += [f"{indent}  - {step}" for step in verdict.steps]
    if verdict.now:
        lines.append(f"{indent}  now: {verdict.now}")
    for error in verdict.errors:
        more = f" (and {error.devices - 1} more devices)" if error.devices > 1 else ""
        lines.append(
            f"{indent}  ! CEL runtime error in {error.owner}, selector #{error.selector}, on "
            f"{error.device}{more}: {error.text}; the scheduler stops allocating when it meets it"
        )
    return lines


def render(gathered: Gathered) -> tuple[str, bool]:
    """The explanation as text, and whether it found a reason to warn (exit 1)."""
    claim = gathered.claim
    analysis = gathered.analysis
    inventory = analysis.inventory
    kind = as_str(claim.get("kind"))
    lines = [f"{kind} {_label(claim)} ({gathered.where})"]
    drivers = sorted({d.driver for d in inventory.devices})
    named = f" ({', '.join(drivers[:6])}{', …' if len(drivers) > 6 else ''})" if drivers else ""
    lines.append(
        f"  published: {_n(len(inventory.devices), 'device')} in {_n(len(inventory.pools), 'pool')} of "
        f"{_n(len(drivers), 'driver')}{named} on {_n(len(inventory.nodes), 'node')}, from "
        f"{_n(gathered.slices, 'ResourceSlice')}; {_n(gathered.classes, 'DeviceClass')}, "
        f"{_n(gathered.taint_rules, 'DeviceTaintRule')}; {_n(len(inventory.in_use), 'device')} allocated "
        "to claims"
    )
    if as_dict(as_dict(claim.get("status")).get("allocation")):
        lines.append(
            "  allocated already: the scheduler does not allocate it again (judged against the devices "
            "published, as if free)"
        )
    if not inventory.devices:
        lines.append("  no ResourceSlice in the files given: no device is published that could satisfy it")
        return _printable(lines), True
    warn = False
    verdicts: list[RequestVerdict] = analysis.claim(claim)
    if not verdicts:
        lines.append("  no request the allocator would read (see `dra-conform check` for what is wrong with it)")
        warn = True
    classes = analysis.classes.selectors
    for request_verdict in verdicts:
        request = request_verdict.request
        if request.exact is not None:
            verdict = request_verdict.verdicts[0]
            lines.append(f"  request {request.name}: {_want_line(verdict)}")
            lines += _verdict_lines(verdict, "    ")
        else:
            lines.append(
                f"  request {request.name}: firstAvailable, {len(request.alternatives)} subrequests in order; "
                f"{_verdict_word(request_verdict.satisfiable)}"
            )
            for verdict in request_verdict.verdicts:
                lines.append(f"    subrequest {verdict.want.name.split('/', 1)[1]}: {_want_line(verdict)}")
                lines += _verdict_lines(verdict, "      ")
        for verdict in request_verdict.verdicts:
            if classes is not None and verdict.want.class_name not in classes:
                warn = True
            warn = warn or bool(verdict.errors)
        warn = warn or request_verdict.satisfiable is False
    for problem in gathered.unread:
        lines.append(f"  not read: {problem}")
    return _printable(lines), warn


def _printable(lines: list[str]) -> str:
    """Each line with what a terminal must not get raw (control characters) escaped."""
    return "".join(printable(line) + "\n" for line in lines)


@click.command("explain-claim")
@click.option(
    "--kubernetes-version",
    type=click.Choice(sorted(PROFILES)),
    default=DEFAULT_PROFILE,
    show_default=True,
    help="The release whose scheduler to follow (its feature gates' defaults).",
)
@click.option(
    "--feature-gates",
    "feature_gates",
    default="",
    metavar="NAME=BOOL,...",
    help="Feature gates of the scheduler (e.g. DRAConsumableCapacity=false).",
)
@click.argument("claim")
@click.argument("paths", nargs=-1, required=True)
def explain_claim(kubernetes_version: str, feature_gates: str, claim: str, paths: tuple[str, ...]) -> None:
    """Explain whether the devices published can satisfy CLAIM (namespace/name or name), step by step,
    as the scheduler's allocator filters them, from the ResourceSlices, DeviceClasses, DeviceTaintRules and
    ResourceClaims in PATH (e.g. `kubectl get resourceslices,deviceclasses,resourceclaims -o yaml`).

    Exit 1 when a request cannot be satisfied, names a DeviceClass the files lack, or has a selector
    that fails with a CEL runtime error on a published device; 2 when CLAIM is not found.
    """
    from ..semantics import gates

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
