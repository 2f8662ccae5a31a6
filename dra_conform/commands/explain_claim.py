"""`dra-conform explain-claim CLAIM PATH...`: why a claim can (or cannot) be allocated, step by step.

For operators holding `kubectl get resourceslices,deviceclasses,resourceclaims -o yaml` (or any
manifests): the same analysis as DRA-CL-040...043 (semantics/allocator/filters.py), for one claim, with
every filter step the scheduler's allocator applies and what it left. The files are read once,
object by object; slices go into the inventory as they come, so a big dump is never held whole.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import click

from ..model.findings import Hit, Severity
from ..model.results import BundleItem, BundleItems, Options, format_path
from ..reading import sources as inputs
from ..report.base import printable
from ..rules.claim_satisfiability import (
    POD_SPECS,
    Judged,
    PodClaims,
    build,
    claim_hits,
    claim_limit,
    judged,
    pod_claims,
    selector_errors,
    stored_views,
)
from ..semantics.allocator.filters import Analysis, SelectorError, Verdict
from ..semantics.allocator.nodes import ClaimVerdict, NodeVerdict, allocation_text, as_v1, names_text, reason
from ..semantics.allocator.reasons import reasons
from ..semantics.gates import Gates
from ..semantics.metadata.versions import DEFAULT_PROFILE
from ..semantics.releases import RELEASES
from ..semantics.values import as_dict, as_str
from . import EXIT_FINDINGS, EXIT_OK
from .options import Failure

CLAIMS = ("ResourceClaim", "ResourceClaimTemplate")


class NotFound(Exception):
    """The claim named is not in the files given (or the name is ambiguous): the text says which."""


@dataclass
class Gathered:
    items: BundleItems  # the objects the claim rules read: the claim (or pod), claims allocated already, the rest
    claim_item: BundleItem  # the ResourceClaim, ResourceClaimTemplate or Pod explained
    options: Options
    where: str  # file:line of the claim
    unread: list[str] = field(default_factory=list)  # files that could not be read
    slices: int = 0
    classes: int = 0
    taint_rules: int = 0

    @property
    def claim(self) -> dict[str, Any]:
        value: dict[str, Any] = self.claim_item.obj.value
        return value

    @property
    def pod(self) -> PodClaims | None:
        """The Pod explained and its claims (None when a claim is)."""
        if self.claim_item.obj.kind not in POD_SPECS:
            return None
        found = self.judged
        pods = found.pods if found is not None else pod_claims(self.items)
        return next(p for p in pods if p.item is self.claim_item)

    @property
    def members(self) -> list[tuple[str, BundleItem]]:
        """The claims explained: the claim, or the pod's claims in order (with their names in the pod)."""
        pod = self.pod
        return pod.members if pod is not None else [("", self.claim_item)]

    @property
    def judged(self) -> Judged | None:
        """What the claim rules compute for the run (None without a ResourceSlice): check's own answer."""
        return judged(self.items, self.options)

    def stored(self, item: BundleItem) -> dict[str, Any]:
        """A claim as the apiserver stores it under the run's release and gates: what the rules judge."""
        return stored_views(self.items, self.options).value(item)

    @property
    def analysis(self) -> Analysis:
        found = self.judged
        return found.analysis if found is not None else build(self.items, self.options)

    @property
    def allocated_already(self) -> bool:
        pod = self.pod
        if pod is not None:  # a pod whose allocated claims name nodes is judged node by node all the same
            return not pod.pending and not pod.missing and pod.verdict is None
        return bool(as_dict(as_dict(self.claim.get("status")).get("allocation")))

    @property
    def allocation(self) -> ClaimVerdict | None:
        """The allocator's verdict node by node (None: allocated already, or no ResourceSlice); for a pod,
        its claims not allocated yet together."""
        found = self.judged
        if found is None:
            return None
        pod = self.pod
        if pod is None:
            return found.allocations.get(id(self.claim_item))
        if pod.verdict is not None:
            return pod.verdict
        pending = pod.pending
        return found.allocations.get(id(pending[0])) if len(pending) == 1 and not pod.missing else None


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
    pod: bool = False,
) -> Gathered:
    """Read ``paths`` and find the ResourceClaim ``name`` (namespace/name or name; a
    ResourceClaimTemplate when no claim has that name), or with ``pod`` the Pod ``name``. Raises
    inputs.InputError for a path that cannot be walked and NotFound when it is not there or the name
    is ambiguous.

    The objects are kept as `check` keeps them for the claim rules, but for the claims that are
    neither this one nor allocated already (they cannot change its verdict: each claim is judged
    alone, against the devices the allocated ones hold) and the other Pods; for a pod, every claim
    and template is kept (those it names are found as the rules find them)."""
    from ..engine.gather import gather as gather_objects

    options = Options(
        kubernetes_version=kubernetes_version,
        feature_gates=gates,
        nodes=tuple(node_names),
        complete_inventory=complete,
    )
    read = gather_objects(paths, options)  # as check reads them: the same objects, in the same order
    wanted = tuple(POD_SPECS) if pod else CLAIMS
    candidates: dict[str, list[BundleItem]] = {kind: [] for kind in wanted}
    items = BundleItems()
    for item in read.items:
        kind, obj = item.obj.kind, item.obj
        keep = (pod or kind not in POD_SPECS) and (
            pod
            or kind not in CLAIMS
            or (kind == "ResourceClaim" and bool(as_dict(as_dict(obj.value.get("status")).get("allocation"))))
        )
        if kind in wanted and _matches(obj.value, name):
            candidates[kind].append(item)
            keep = True
        if keep:
            items.append(item)
    found = (
        [c for kind in POD_SPECS for c in candidates[kind]]
        if pod
        else candidates["ResourceClaim"] or candidates["ResourceClaimTemplate"]
    )
    if not found:
        what = "Pod or workload with a pod template" if pod else "ResourceClaim or ResourceClaimTemplate"
        raise NotFound(f"no {what} {name} in the files given")
    if len(found) > 1:
        raise NotFound(f"{name} names {len(found)} objects ({', '.join(map(_where, found))}): give namespace/name")
    claim_item = found[0]
    where = _where(claim_item)
    # Another claim, template or pod of the same name is not this one: leave it out (unless a claim
    # allocated already: its devices are in use).
    others = {id(i) for kind in wanted for i in candidates[kind]} - {id(claim_item)}
    if pod:
        others = {id(i) for i in items if i.obj.kind in POD_SPECS} - {id(claim_item)}
    items = BundleItems(
        i for i in items if id(i) not in others or as_dict(as_dict(i.obj.value.get("status")).get("allocation"))
    )
    counts = read.counts
    return Gathered(
        items,
        claim_item,
        options,
        where,
        read.unread,
        counts.get("ResourceSlice", 0),
        counts.get("DeviceClass", 0),
        counts.get("DeviceTaintRule", 0),
    )


def _where(item: BundleItem) -> str:
    """file:line of the object's name (its file read again for it; the file alone when it cannot be)."""
    from ..reading.manifests import Reread

    try:
        line = Reread().place(item.display, item.obj, ("metadata", "name"), False)[0]
    except (OSError, ValueError):
        return item.display
    return f"{item.display}:{line}"


def _matches(obj: dict[str, Any], name: str) -> bool:
    metadata = as_dict(obj.get("metadata"))
    if "/" in name:
        return f"{as_str(metadata.get('namespace'))}/{as_str(metadata.get('name'))}" == name
    return as_str(metadata.get("name")) == name


def _n(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "es" if word.endswith("s") else "s")


FILTER_WORDS = {
    True: "enough devices pass its filters",
    False: "too few devices pass its filters",
    None: "the filters cannot tell",
}


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


def _verdict_lines(verdict: Verdict, indent: str, allocated: bool, errors: list[SelectorError]) -> list[str]:
    lines = [f"{indent}{FILTER_WORDS[verdict.satisfiable]}: {verdict.head or verdict.summary}"]
    lines += [f"{indent}  - {step}" for step in verdict.steps]
    if verdict.now:
        lines.append(f"{indent}  now: {verdict.now}")
    stops = (
        "the scheduler stops allocating if it evaluates the selector on such a device (it did not where the claim "
        "is allocated above)"
        if allocated
        else "the scheduler stops allocating when it meets it"
    )
    for error in errors:
        more = f" (and {error.devices - 1} more devices)" if error.devices > 1 else ""
        lines.append(
            f"{indent}  ! CEL runtime error in {error.owner}, selector #{error.selector}, on "
            f"{error.device}{more}: {error.text}; {stops}"
        )
    return lines


_DEFAULT_SEVERITY: dict[str, Severity] = {}


def _severity(rule_id: str, hit: Hit) -> Severity:
    if hit.severity is not None:
        return hit.severity
    if not _DEFAULT_SEVERITY:
        from ..rules import load

        rules = load().rules
        _DEFAULT_SEVERITY.update(
            {i: rules[i].severity for i in ("DRA-CL-040", "DRA-CL-041", "DRA-CL-042", "DRA-CL-043")}
        )
    return _DEFAULT_SEVERITY[rule_id]


def findings(gathered: Gathered) -> list[tuple[str, Severity, str]]:
    """What `check` reports about this claim (DRA-CL-040...043), as (rule, severity, `path: message`):
    the rules' own hits (rules.claim_satisfiability.claim_hits), never a second reading of them."""
    targets = [("", gathered.claim_item)]
    if gathered.pod is not None:  # the pod's own findings, then each of its claims'
        targets += [(f"{m.obj.kind} {_label(m.obj.value)} ", m) for _, m in gathered.members]
    hits = claim_hits(gathered.items, gathered.options, [t for _, t in targets])
    seen: set[int] = set()  # a claim the pod names twice is reported once
    out = []
    for who, target in targets:
        if id(target) not in seen:
            seen.add(id(target))
            out += [
                (rule_id, _severity(rule_id, hit), f"{who}{format_path(hit.path)}: {hit.message}")
                for rule_id, hit in hits[id(target)]
            ]
    return out


def verdict(gathered: Gathered, found: list[tuple[str, Severity, str]]) -> tuple[str, str]:
    """(verdict, headline): the allocator's answer as `check` has it, in one line that the lines below
    it explain and never contradict."""
    warned = {rule for rule, severity, _ in found if severity in (Severity.WARNING, Severity.ERROR)}
    noted = {rule for rule, severity, _ in found if severity is Severity.NOTE}
    if gathered.allocated_already:
        values = [v.satisfiable for _, m in gathered.members for v in gathered.analysis.claim(gathered.stored(m))]
        overall = False if False in values else None if None in values or not values else True
        return "allocated already", (
            "allocated already (the scheduler does not allocate it again); its requests, judged as if its devices "
            f"were free: {FILTER_WORDS[overall]}"
        )
    allocation = gathered.allocation
    pod = gathered.pod
    limit = claim_limit(gathered.stored(gathered.claim_item)) if pod is None else None
    if limit is not None:  # whatever is published, as check says (DRA-CL-040, an error)
        return "error", f"the scheduler refuses it: {limit} (whatever devices are published)"
    if pod is not None and pod.missing:
        return "not judged", f"not judged: {pod.missing_text} not in the files given"
    if allocation is None:
        return "not judged", (
            "not judged: the files hold no ResourceSlice, so they publish no device that could satisfy it "
            "(check judges no claim without one)"
        )
    kind = allocation.kind
    if kind == "satisfiable":
        good = allocation.satisfiable_on
        text = f"CAN be allocated: on {len(good)} of {len(allocation.nodes)} nodes judged ({good[0].node} first)"
    elif kind == "unsatisfiable":
        text = f"CANNOT be allocated on any of the {len(allocation.nodes)} nodes judged"
        if "DRA-CL-040" not in warned:
            text += (
                " from the devices in these files (no device of the drivers its DeviceClass selects is here, and the "
                "files may not hold the whole cluster: a note)"
            )
    elif kind == "error":
        error = allocation.nodes[0].outcome.error
        text = f"the scheduler refuses it: {error}"
        if "DRA-CL-042" in noted and "could not retrieve device class" in error:
            text += " (if the cluster lacks the DeviceClass too: the files may not hold every DeviceClass)"
        elif "missing device class name" in error:
            text += " (the apiserver rejects such a claim: `dra-conform check` says why)"
    else:
        text = f"not judged: {allocation.why_not_judged()}"
    if warned and kind in ("satisfiable", "not judged"):
        text += f"; but check warns ({', '.join(sorted(warned))}, below)"
    return kind, text


DEVICE_NODES = 4  # nodes without an allocation whose devices are explained one by one
REASONS_SHOWN = 8  # reasons shown per request and node, the most frequent first
NAMES_SHOWN = 3  # devices named per reason
CLAIMS_SHOWN = 16  # a pod's claims whose filters and devices are explained one by one
VALUES_SHOWN = 4  # values a failing clause read, per reason


def _device_reasons(gathered: Gathered, node: NodeVerdict) -> list[dict[str, Any]] | None:
    """Per request and subrequest on the node (of each claim of a pod): the devices it could use alone,
    and for the others the first reason in the allocator's order, grouped by reason (bounded: the most
    frequent reasons, a few names each, and how many devices and reasons were left out)."""
    found = gathered.judged
    if found is None or (node.outcome.kind == "unsatisfiable" and node.outcome.error):
        return None  # no devices to explain, or the node is ruled out by a claim allocated already
    where = found.setting
    pod = gathered.pod is not None
    out = []
    for name, member in gathered.members[:CLAIMS_SHOWN]:
        if pod and as_dict(as_dict(member.obj.value.get("status")).get("allocation")):
            continue  # a pod's claim allocated already holds its devices: nothing to allocate
        claim = as_v1(gathered.stored(member))
        if claim is None:
            continue
        got = reasons(where.inventory, node.target, claim, where.classes, where.allocated, where.features)
        if isinstance(got, str):
            continue
        for one in got:
            here = sorted((r for r in one.refused if not r.elsewhere), key=lambda r: -len(r.devices))
            shown, left = here[:REASONS_SHOWN], here[REASONS_SHOWN:]
            out.append(
                {
                    "request": f"{name}/{one.request}" if pod else one.request,
                    "usable": len(one.usable),
                    "usable_devices": [_device_name(d) for d in one.usable[:NAMES_SHOWN]],
                    "refused": [
                        {
                            "reason": r.reason,
                            "count": len(r.devices),
                            "published": _published(r.values),
                            "devices": [_device_name(d) for d in r.devices[:NAMES_SHOWN]],
                        }
                        for r in shown
                    ],
                    "refused_left_out": {"reasons": len(left), "devices": sum(len(r.devices) for r in left)},
                    "not_for_the_node": [
                        {"reason": r.reason, "count": len(r.devices)} for r in one.refused if r.elsewhere
                    ],
                }
            )
    return out or None


def _published(values: dict[str, int]) -> str:
    """`model: A100 ×11, model: L4 ×10, …`: the values the failing clause read, most frequent first."""
    ranked = sorted(values.items(), key=lambda v: -v[1])
    text = ", ".join(f"{value} ×{n}" if len(values) > 1 else value for value, n in ranked[:VALUES_SHOWN])
    return text + (f", … ({len(values)} values)" if len(values) > VALUES_SHOWN else "")


def _device_name(device: Any) -> str:
    return f"{device.slice.driver}/{device.slice.pool}/{device.name}"


def _device_lines(devices: list[dict[str, Any]]) -> list[str]:
    lines = []
    for one in devices:
        names = ", ".join(one["usable_devices"]) + (", …" if one["usable"] > len(one["usable_devices"]) else "")
        lines.append(f"    {one['request']}: {one['usable']} usable alone" + (f" ({names})" if names else ""))
        for refused in one["refused"]:
            shown = ", ".join(refused["devices"]) + (", …" if refused["count"] > len(refused["devices"]) else "")
            count = f"{refused['count']} device{'s' if refused['count'] != 1 else ''}"
            published = f" (published: {refused['published']})" if refused["published"] else ""
            lines.append(f"      {count}: {refused['reason']}{published} ({shown})")
        left = one["refused_left_out"]
        if left["reasons"]:
            lines.append(f"      … {left['devices']} more devices for {left['reasons']} other reasons")
        for away in one["not_for_the_node"]:
            lines.append(f"      {away['count']} device{'s' if away['count'] != 1 else ''}: {away['reason']}")
    return lines


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
            if node["devices"]:
                lines += _device_lines(node["devices"])
    if report["assumed_labels"]:
        lines.append("  node labels not given: node selectors were taken to match (give Node objects or --node)")
    lines += report["detail_lines"]
    for problem in gathered.unread:
        lines.append(f"  not read: {problem}")
    for error in report["errors"]:
        lines.append(f"  check errs: {error}")
    for warning in report["warnings"]:
        lines.append(f"  check warns: {warning}")
    for note in report["notes"]:
        lines.append(f"  check notes: {note}")
    return _printable(lines), report["exit"] == EXIT_FINDINGS


def explain(gathered: Gathered) -> dict[str, Any]:
    """Everything explain-claim says, as data (the JSON output; the text is made from it)."""
    claim = gathered.claim
    analysis = gathered.analysis
    inventory = analysis.published
    drivers = sorted({inventory.devices[i].driver for i in inventory.members})
    named = f" ({', '.join(drivers[:6])}{', …' if len(drivers) > 6 else ''})" if drivers else ""
    published = (
        f"{_n(len(inventory.members), 'device')}{inventory.scope} in {_n(len(inventory.pools), 'pool')} of "
        f"{_n(len(drivers), 'driver')}{named} on {_n(len(inventory.nodes), 'node')}, from "
        f"{_n(gathered.slices, 'ResourceSlice')}; {_n(gathered.classes, 'DeviceClass')}, "
        f"{_n(gathered.taint_rules, 'DeviceTaintRule')}; {_n(len(inventory.in_use), 'device')} allocated "
        "to claims"
    )
    pod = gathered.pod
    members = [(name, m, analysis.claim(gathered.stored(m))) for name, m in gathered.members[:CLAIMS_SHOWN]]
    claims_left_out = len(gathered.members) - len(members)
    allocation = gathered.allocation
    found = findings(gathered)
    kind, headline = verdict(gathered, found)
    allocated = kind == "satisfiable"
    errors = selector_errors(allocation)
    details: list[str] = []
    if not inventory.members:
        details.append("  no ResourceSlice in the files given: no device is published that could satisfy it")
    if not any(verdicts for _, _, verdicts in members):
        details.append("  no request the allocator would read (see `dra-conform check` for what is wrong with it)")
    elif inventory.members:
        judged_nodes = list(gathered.options.nodes)
        over = f"the nodes judged ({names_text(judged_nodes)})" if judged_nodes else "every node"
        if kind == "error":
            details.append(
                f"  the filters each request would apply alone, over the devices of {over} (the scheduler stops "
                "at the error above and allocates nothing):"
            )
        else:
            details.append(f"  the filters each request applies alone, over the devices of {over}:")
    for name, member, verdicts in members if inventory.members else ():
        label = _label(member.obj.value)
        if pod is not None:
            details.append(f"  claim {name}: {member.obj.kind} {label}")
        mine = [e for e in errors if e.owner.startswith("class ") or e.owner == f"claim {label}"]
        for request_verdict in verdicts:
            request = request_verdict.request
            if request.exact is not None:
                one = request_verdict.verdicts[0]
                details.append(f"  request {request.name}: {_want_line(one)}")
                details += _verdict_lines(one, "    ", allocated, [e for e in mine if e.request == one.want.name])
            else:
                details.append(
                    f"  request {request.name}: firstAvailable, {len(request.alternatives)} subrequests, tried in order"
                )
                for one in request_verdict.verdicts:
                    details.append(f"    subrequest {one.want.name.split('/', 1)[1]}: {_want_line(one)}")
                    details += _verdict_lines(one, "      ", allocated, [e for e in mine if e.request == one.want.name])
    if claims_left_out and inventory.members:
        details.append(f"  … {claims_left_out} more claims of the pod, not shown one by one")
    nodes = []
    explained = 0
    for node in allocation.nodes if allocation is not None else ():
        outcome = node.outcome
        devices = None
        if outcome.kind == "unsatisfiable" and explained < DEVICE_NODES:
            devices = _device_reasons(gathered, node)
            explained += 1
        nodes.append(
            {
                "node": node.node,
                "verdict": outcome.kind,
                "allocation": [
                    {"request": r.request, "driver": r.driver, "pool": r.pool, "device": r.device}
                    | ({"claim": allocation.claims[index]} if allocation is not None and allocation.claims else {})
                    for index, claim_results in enumerate(outcome.results)
                    for r in claim_results
                ],
                "allocation_text": (
                    allocation_text(outcome, allocation.claims if allocation else None)
                    if outcome.results
                    else "nothing: the pod's claims are allocated already, and their allocations allow this node"
                )
                if outcome.kind == "allocated"
                else "",
                "reason": "" if outcome.kind == "allocated" else reason(outcome, node.usable),
                "devices": devices,
            }
        )
    refusals = [f"{rule} {text}" for rule, severity, text in found if severity is Severity.ERROR]
    warnings = [f"{rule} {text}" for rule, severity, text in found if severity is Severity.WARNING]
    notes = [
        f"{rule} {text}"
        for rule, severity, text in found
        if rule in ("DRA-CL-040", "DRA-CL-042") and severity is Severity.NOTE
    ]
    return {
        "kind": as_str(claim.get("kind")),
        "claim": _label(claim),
        "where": gathered.where,
        "headline": headline,
        "verdict": kind,
        "published": published,
        "nodes": nodes,
        "assumed_labels": bool(allocation and allocation.assumed_labels),
        "claims": [
            {"name": name, "kind": member.obj.kind, "claim": _label(member.obj.value)} for name, member, _ in members
        ]
        if pod is not None
        else [],
        "claims_left_out": claims_left_out,
        "requests": [
            {
                "claim": name,
                "name": rv.request.name,
                "filters": FILTER_WORDS[rv.satisfiable],
                "subrequests": [
                    {
                        "name": v.want.name,
                        "filters": FILTER_WORDS[v.satisfiable],
                        "summary": v.summary,
                        "steps": v.steps,
                    }
                    for v in rv.verdicts
                ],
            }
            for name, _, verdicts in members
            for rv in verdicts
        ],
        "detail_lines": details,
        "errors": refusals,
        "warnings": warnings,
        "notes": notes,
        "not_read": gathered.unread,
        "exit": EXIT_FINDINGS if warnings or refusals else EXIT_OK,
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
@click.option(
    "--pod",
    is_flag=True,
    help="CLAIM names a Pod (or a workload: its pod template): its claims are explained together, as the "
    "scheduler allocates them in one pass.",
)
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.argument("claim")
@click.argument("paths", nargs=-1, required=True)
def explain_claim(
    kubernetes_version: str,
    feature_gates: str,
    nodes: tuple[str, ...],
    complete_inventory: bool,
    pod: bool,
    output_format: str,
    claim: str,
    paths: tuple[str, ...],
) -> None:
    """Explain whether the devices published can satisfy CLAIM (namespace/name or name), step by step,
    as the scheduler's allocator filters them, from the ResourceSlices, DeviceClasses, DeviceTaintRules and
    ResourceClaims in PATH (e.g. `kubectl get resourceslices,deviceclasses,resourceclaims -o yaml`).

    With --pod, CLAIM names a Pod, and the claims of its spec.resourceClaims are explained together.

    Exit 1 when `check` warns about the claim (or the pod and its claims): no node has an allocation,
    the scheduler refuses it, a DeviceClass the files lack, a selector that fails with a CEL runtime
    error on a device the scheduler evaluates; 2 when CLAIM is not found.
    """
    from ..semantics import gates

    try:
        gate_values = gates.parse(feature_gates)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--feature-gates") from None
    try:
        gathered = gather(claim, list(paths), gate_values, kubernetes_version, nodes, complete_inventory, pod)
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
