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
from ..semantics.allocator import AllocatedState, Inventory, Node
from ..semantics.allocator.nodes import ClaimVerdict, allocation_text, judge, reason
from ..semantics.gates import Gates
from ..semantics.metadata.versions import DEFAULT_PROFILE
from ..semantics.releases import RELEASES
from ..semantics.values import as_dict, as_str
from . import EXIT_FINDINGS, EXIT_OK
from .options import Failure

KINDS = ("ResourceSlice", "DeviceClass", "DeviceTaintRule", "ResourceClaim", "ResourceClaimTemplate", "Node")


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
    allocation: ClaimVerdict | None = None  # the allocator's verdict node by node (None: allocated already)
    classes_complete: bool = False  # the files hold every DeviceClass (a List of them, --complete-inventory)
    slices_complete: bool = False


def _label(obj: dict[str, Any]) -> str:
    metadata = as_dict(obj.get("metadata"))
    return "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)


def gather(
    name: str,
    paths: list[str],
    gates: Gates,
    kubernetes_version: str,
    node_names: tuple[str, ...] = (),
    complete: bool = False,
) -> Gathered:
    """Read ``paths`` and find the ResourceClaim ``name`` (namespace/name or name; a
    ResourceClaimTemplate when no claim has that name). Raises inputs.InputError for a path that
    cannot be walked and NotFound when the claim is not there or the name is ambiguous."""
    from ..reading.manifests import ManifestError, building, objects

    features = Features.of(gates, kubernetes_version)
    builder = InventoryBuilder(features)
    classes, rules, claims, unread = [], [], [], []
    slice_values: list[dict[str, Any]] = []
    node_objects: dict[str, Node] = {}
    listed: set[str] = set()  # kinds that came in a List (a kubectl dump of them)
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
                    if obj.prefix[:1] == ("items",):
                        listed.add(kind)
                    if kind == "Node":
                        node = Node.of(obj.value)
                        node_objects.setdefault(node.name, node)
                    elif kind == "ResourceSlice":
                        builder.add_slice(obj.value)
                        slice_values.append(obj.value)
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
    allocation = None
    if not as_dict(as_dict(claim.get("status")).get("allocation")):
        if node_names:
            nodes = [node_objects.get(n) or Node(n, None) for n in node_names]
        else:
            nodes = [node_objects[n] for n in sorted(node_objects)]
        by_name: dict[str, dict[str, Any]] = {}
        for c in classes:
            by_name.setdefault(as_str(as_dict(c.get("metadata")).get("name")), c)
        allocator_inventory = Inventory.of(slice_values)
        if features.taint_rules:
            allocator_inventory.taint(rules)
        allocation = judge(allocator_inventory, [claim], by_name, AllocatedState.of_claims(claims), features, nodes)
    return Gathered(
        Analysis(inventory, Classes.of(classes)),
        claim,
        where,
        unread,
        counted["ResourceSlice"],
        len(classes),
        len(rules),
        allocation,
        complete or "DeviceClass" in listed,
        complete or "ResourceSlice" in listed,
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


LEFT_TO_OTHERS = ("could not retrieve device class", "CEL runtime error", "missing device class name")


def warnings(gathered: Gathered, verdicts: list[RequestVerdict]) -> list[str]:
    """The warnings `check` gives this claim (DRA-CL-040, -042, -043), decided as the rules decide them:
    explain-claim exits 1 exactly when there is one."""
    out = []
    analysis, allocation = gathered.analysis, gathered.allocation
    classes = analysis.classes.selectors
    refused = [v for v in verdicts if v.satisfiable is False]
    if allocation is None or allocation.kind == "unsatisfiable":
        for refused_request in refused:
            absent = not gathered.slices_complete and all(
                not analysis.stage(v.want.class_name).after for v in refused_request.verdicts
            )
            if not absent:
                out.append(f"DRA-CL-040: request {refused_request.request.name} cannot be satisfied")
        if allocation is not None and not refused:
            out.append("DRA-CL-040: its requests cannot be allocated together on any node")
    elif allocation.kind == "error":
        errors = {n.outcome.error for n in allocation.nodes}
        if not any(marker in e for e in errors for marker in LEFT_TO_OTHERS):
            out.append("DRA-CL-040: the scheduler refuses the claim")
    for request_verdict in verdicts:
        for one in request_verdict.verdicts:
            if classes and one.want.class_name not in classes and gathered.classes_complete:
                out.append(f"DRA-CL-042: DeviceClass {one.want.class_name} is not in the files")
            if one.errors:
                out.append(f"DRA-CL-043: a selector of {one.want.name} fails with a CEL runtime error")
    return list(dict.fromkeys(out))


def headline(allocation: ClaimVerdict | None, verdicts: list[RequestVerdict]) -> str:
    """The one-line answer, from the allocator's search (the request steps below explain it)."""
    if allocation is None:
        words = {True: "can be satisfied", False: "CANNOT be satisfied", None: "not judged"}
        values = [v.satisfiable for v in verdicts]
        overall = False if False in values else None if None in values or not values else True
        return f"allocated already; its requests, judged as if its devices were free: {words[overall]}"
    kind = allocation.kind
    if kind == "satisfiable":
        good = allocation.satisfiable_on
        return f"CAN be allocated: on {len(good)} of {len(allocation.nodes)} nodes judged ({good[0].node} first)"
    if kind == "unsatisfiable":
        return f"CANNOT be allocated on any of the {len(allocation.nodes)} nodes judged"
    if kind == "error":
        return "the scheduler refuses it: " + allocation.nodes[0].outcome.error
    return "not judged: " + allocation.summary().removeprefix("not judged: ")


def render(gathered: Gathered) -> tuple[str, bool]:
    """The explanation as text, and whether check warns about this claim (exit 1)."""
    report = explain(gathered)
    lines = [f"{report['kind']} {report['claim']} ({gathered.where})", f"  verdict: {report['headline']}"]
    lines.append("  published: " + report["published"])
    for node in report["nodes"]:
        if node["verdict"] == "allocated":
            lines.append(f"  on {node['node']}: the scheduler takes {node['allocation_text']}")
        else:
            lines.append(f"  not on {node['node']}: {node['reason']}")
    if report["assumed_labels"]:
        lines.append("  node labels not given: node selectors were taken to match (give Node objects or --node)")
    lines += report["detail_lines"]
    for problem in gathered.unread:
        lines.append(f"  not read: {problem}")
    for warning in report["warnings"]:
        lines.append(f"  check warns: {warning}")
    return _printable(lines), bool(report["warnings"])


def explain(gathered: Gathered) -> dict[str, Any]:
    """Everything explain-claim says, as data (the JSON output; the text is made from it)."""
    claim = gathered.claim
    analysis = gathered.analysis
    inventory = analysis.inventory
    drivers = sorted({d.driver for d in inventory.devices})
    named = f" ({', '.join(drivers[:6])}{', …' if len(drivers) > 6 else ''})" if drivers else ""
    published = (
        f"{_n(len(inventory.devices), 'device')} in {_n(len(inventory.pools), 'pool')} of "
        f"{_n(len(drivers), 'driver')}{named} on {_n(len(inventory.nodes), 'node')}, from "
        f"{_n(gathered.slices, 'ResourceSlice')}; {_n(gathered.classes, 'DeviceClass')}, "
        f"{_n(gathered.taint_rules, 'DeviceTaintRule')}; {_n(len(inventory.in_use), 'device')} allocated "
        "to claims"
    )
    verdicts: list[RequestVerdict] = analysis.claim(claim)
    allocation = gathered.allocation
    details: list[str] = []
    if not inventory.devices:
        details.append("  no ResourceSlice in the files given: no device is published that could satisfy it")
    if not verdicts:
        details.append("  no request the allocator would read (see `dra-conform check` for what is wrong with it)")
    if verdicts and inventory.devices:
        details.append("  the filters, request by request, over the devices of every node:")
    for request_verdict in verdicts if inventory.devices else ():
        request = request_verdict.request
        if request.exact is not None:
            verdict = request_verdict.verdicts[0]
            details.append(f"  request {request.name}: {_want_line(verdict)}")
            details += _verdict_lines(verdict, "    ")
        else:
            details.append(
                f"  request {request.name}: firstAvailable, {len(request.alternatives)} subrequests in order; "
                f"{_verdict_word(request_verdict.satisfiable)}"
            )
            for verdict in request_verdict.verdicts:
                details.append(f"    subrequest {verdict.want.name.split('/', 1)[1]}: {_want_line(verdict)}")
                details += _verdict_lines(verdict, "      ")
    nodes = []
    for node in allocation.nodes if allocation is not None else ():
        outcome = node.outcome
        nodes.append(
            {
                "node": node.node,
                "verdict": outcome.kind,
                "allocation": [
                    {"request": r.request, "driver": r.driver, "pool": r.pool, "device": r.device}
                    for claim_results in outcome.results
                    for r in claim_results
                ],
                "allocation_text": allocation_text(outcome) if outcome.kind == "allocated" else "",
                "reason": "" if outcome.kind == "allocated" else reason(outcome, node.usable),
            }
        )
    found = warnings(gathered, verdicts)
    return {
        "kind": as_str(claim.get("kind")),
        "claim": _label(claim),
        "where": gathered.where,
        "headline": headline(allocation, verdicts)
        if inventory.devices or allocation is None
        else ("not judged: the files hold no ResourceSlice (check reports nothing for it either)"),
        "verdict": allocation.kind if allocation is not None else "allocated already",
        "published": published,
        "nodes": nodes,
        "assumed_labels": bool(allocation and allocation.assumed_labels),
        "requests": [
            {
                "name": rv.request.name,
                "verdict": _verdict_word(rv.satisfiable),
                "subrequests": [
                    {
                        "name": v.want.name,
                        "verdict": _verdict_word(v.satisfiable),
                        "summary": v.summary,
                        "steps": v.steps,
                    }
                    for v in rv.verdicts
                ],
            }
            for rv in verdicts
        ],
        "detail_lines": details,
        "warnings": found,
        "not_read": gathered.unread,
        "exit": EXIT_FINDINGS if found else EXIT_OK,
    }


def _printable(lines: list[str]) -> str:
    """Each line with what a terminal must not get raw (control characters) escaped."""
    return "".join(printable(line) + "\n" for line in lines)


@click.command("explain-claim")
@click.option(
    "--kubernetes-version",
    type=click.Choice(RELEASES),
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
@click.option("--node", "nodes", multiple=True, metavar="NAME", help="Judge the claim on this node (repeatable).")
@click.option(
    "--complete-inventory",
    is_flag=True,
    help="The files hold the cluster's whole inventory: what the claim needs and they lack is then a warning.",
)
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.argument("claim")
@click.argument("paths", nargs=-1, required=True)
def explain_claim(
    kubernetes_version: str,
    feature_gates: str,
    nodes: tuple[str, ...],
    complete_inventory: bool,
    output_format: str,
    claim: str,
    paths: tuple[str, ...],
) -> None:
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
        gathered = gather(claim, list(paths), gate_values, kubernetes_version, nodes, complete_inventory)
    except (inputs.InputError, NotFound) as exc:
        raise Failure(str(exc)) from None
    if output_format == "json":
        import json

        report = explain(gathered)
        report.pop("detail_lines")
        click.echo(json.dumps(report, indent=2, ensure_ascii=True))
        raise SystemExit(report["exit"])
    text, warn = render(gathered)
    click.echo(text, nl=False)
    raise SystemExit(EXIT_FINDINGS if warn else EXIT_OK)
