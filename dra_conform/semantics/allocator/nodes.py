"""A claim judged node by node: which nodes the allocator finds an allocation on, and what it takes.

The nodes are those the user names (``--node``), else the Node objects given, else the nodes the
slices name. Without Node objects a node's labels are unknown: a label requirement of a node selector
is then taken to hold, which can only add devices, so "unsatisfiable" stays certain for requests of
ExactCount (for allocationMode All, more devices can make it fail: that verdict is then "not judged").
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..claims import device_claim
from ..values import as_dict, as_list, as_str
from .allocatedstate import AllocatedState
from .budget import QUICK_TRIES, Budget
from .features import Features
from .inventory import Failed, Inventory, Node
from .pools import pools_for, selector_matches
from .reasons import usable_counts
from .search import Outcome, SelectorFailure, allocate, runtime_errors

SHOWN = 4  # nodes named in a message before "…"
ENOUGH = 4  # nodes found where a claim can be allocated before the others are left unsearched
MAX_NODES = 1_000  # nodes one claim is searched on at most (its time stays bounded; the rest "not judged")


@dataclass
class Setting:
    """What every claim of a run is judged against."""

    inventory: Inventory
    classes: dict[str, dict[str, Any]]  # DeviceClass name -> object
    allocated: AllocatedState  # devices of the claims allocated already
    features: Features
    nodes: list[Node]  # given (--node, Node objects); empty: the slices' nodes


@dataclass
class NodeVerdict:
    node: str
    outcome: Outcome
    usable: dict[str, tuple[int, int]] | None = None  # request -> (devices it can use there, devices it needs)
    target: Node | None = None  # the node as judged (its labels)


@dataclass
class ClaimVerdict:
    """The verdict on every node judged; ``kind`` sums them up."""

    nodes: list[NodeVerdict] = field(default_factory=list)
    assumed_labels: bool = False  # node labels were not known
    malformed: str = ""  # why the claim cannot be judged at all
    unsearched: int = 0  # nodes left unsearched once ENOUGH were found where it can be allocated
    budget_spent: bool = False  # ... or because MAX_NODES were searched
    failures: list[SelectorFailure] = field(default_factory=list)  # CEL runtime errors the search can meet there
    claims: list[str] = field(default_factory=list)  # the claims' names, when several are allocated together
    held: list[str] = field(default_factory=list)  # the pod's claims allocated already whose allocation names nodes

    @property
    def satisfiable_on(self) -> list[NodeVerdict]:
        return [n for n in self.nodes if n.outcome.kind == "allocated"]

    @property
    def kind(self) -> str:
        """satisfiable | unsatisfiable | error | not judged."""
        if self.malformed or not self.nodes:
            return "not judged"
        kinds = {n.outcome.kind for n in self.nodes}
        if "allocated" in kinds:
            return "satisfiable"
        if self.unsearched:
            return "not judged"
        if "not judged" in kinds:
            return "not judged"
        if kinds == {"error"}:
            return "error"
        return "unsatisfiable"

    def why_not_judged(self) -> str:
        """Why the verdict is "not judged", in words that never start with "not judged" themselves."""
        if self.malformed:
            return self.malformed
        if not self.nodes:
            return "no node to judge it on (no ResourceSlice names one, and none was given)"
        if self.budget_spent:
            return (
                f"searched on {len(self.nodes)} nodes (at most {MAX_NODES} a claim) without finding an allocation; "
                f"{self.unsearched} more nodes were not searched"
            )
        unjudged = [n for n in self.nodes if n.outcome.kind == "not judged"]
        if unjudged:
            first = unjudged[0]
            where = f" on {names_text([n.node for n in unjudged])}"
            more = f"; {self.unsearched} more nodes were not searched" if self.unsearched else ""
            return f"{first.outcome.error}{where}{more}"
        return f"{self.unsearched} nodes were not searched"

    def summary(self) -> str:
        """One line: where it can be allocated and with what, and where not and why."""
        parts = []
        kind = self.kind
        if kind == "not judged":
            parts.append(f"not judged: {self.why_not_judged()}")
            if self.malformed or not self.nodes or self.budget_spent:
                return parts[0]
        good = self.satisfiable_on
        if good:
            first = good[0]
            left = f" (and {self.unsearched} more nodes not searched)" if self.unsearched else ""
            parts.append(
                f"satisfiable on {names_text([n.node for n in good])}{left}"
                + (
                    f"; on {first.node} the scheduler takes {allocation_text(first.outcome, self.claims)}"
                    if first.node and (first.outcome.results or not self.held)
                    else ""
                )
            )
        bad = [n for n in self.nodes if n.outcome.kind not in ("allocated", "not judged")]
        grouped: dict[str, list[str]] = {}
        for n in bad:
            grouped.setdefault(reason(n.outcome, n.usable), []).append(n.node)
        if grouped:
            reasons = [
                f"{'every node' if len(names) == len(self.nodes) > 1 else names_text(names)}: {text}"
                for text, names in list(grouped.items())[:SHOWN]
            ]
            more = f"; … ({len(grouped)} reasons in all)" if len(grouped) > SHOWN else ""
            parts.append("not on " + "; ".join(reasons) + more)
        if self.assumed_labels:
            parts.append("node labels not given: node selectors were taken to match")
        return "; ".join(parts)


def names_text(names: list[str]) -> str:
    shown = ", ".join(names[:SHOWN])
    return shown + (f", … ({len(names)} nodes)" if len(names) > SHOWN else "")


def allocation_text(outcome: Outcome, claims: list[str] | None = None) -> str:
    """The devices per request, as `req-0: pool-1/device-1, pool-1/device-2` (with several claims, each
    request after its claim's name: `claim-a/req-0: ...`)."""
    by_request: dict[str, list[str]] = {}
    for index, claim in enumerate(outcome.results):
        prefix = f"{claims[index]}/" if claims and index < len(claims) else ""
        for r in claim:
            by_request.setdefault(prefix + r.request, []).append(f"{r.driver}/{r.pool}/{r.device}")
    return "; ".join(f"{request}: {', '.join(devices)}" for request, devices in by_request.items()) or "no device"


def reason(outcome: Outcome, usable: dict[str, tuple[int, int]] | None = None) -> str:
    """Why there is no allocation on a node: its first request short of devices there, else what binds
    them together (constraints, devices two requests both need), with the pools it cannot use."""
    if outcome.kind == "error":
        return outcome.error
    if outcome.kind == "not judged":
        return f"not judged ({outcome.error})"
    if outcome.error:  # unsatisfiable for a reason outside the search: a claim allocated already (unavailable)
        return outcome.error
    problems = [f"pool {p.id} is incomplete" for p in outcome.pools if p.incomplete]
    problems += [f"pool {p.id} is invalid ({p.reason})" for p in outcome.pools if p.invalid]
    text = "no allocation of all its requests exists there"
    if usable:
        short = [(name, have, need) for name, (have, need) in usable.items() if have < max(need, 1)]
        by_request: dict[str, bool] = {}
        for name in usable:
            base = name.split("/", 1)[0]
            by_request[base] = by_request.get(base, False) or name not in {n for n, _, _ in short}
        lacking = [n for n, ok in by_request.items() if not ok]
        if lacking:
            name = lacking[0]
            details = [
                f"{n}: {h} usable, {w or 'at least 1'} needed" for n, h, w in short if n.split("/", 1)[0] == name
            ]
            text = f"request {name} lacks devices there ({'; '.join(details)})"
        else:
            text = "each request has enough usable devices there, but not together (constraints, or devices two requests both need)"
    elif not [p for p in outcome.pools if not (p.incomplete or p.invalid)]:
        problems.insert(0, "no usable pool has devices for this node")
    return text + (f" ({'; '.join(problems)})" if problems else "")


def as_v1(obj: dict[str, Any]) -> dict[str, Any] | None:
    """A ResourceClaim or template as a v1 claim with its requests defaulted, as the scheduler has it;
    None when its version or kind is not one the allocator reads."""
    kind, version = as_str(obj.get("kind")), as_str(obj.get("apiVersion"))
    claim = device_claim(obj, kind, version)
    if claim is None:
        return None
    requests = []
    for request in claim.requests:
        out: dict[str, Any] = {"name": request.name}
        if request.exact is not None:
            out["exactly"] = dict(request.exact.fields, allocationMode=request.exact.mode, count=request.exact.count)
            if version == "resource.k8s.io/v1beta1":
                out["exactly"] = {k: v for k, v in out["exactly"].items() if k not in ("name", "firstAvailable")}
        if request.subrequests:
            out["firstAvailable"] = [dict(s.fields, allocationMode=s.mode, count=s.count) for s in request.subrequests]
        requests.append(out)
    metadata = as_dict(obj.get("metadata"))
    devices = dict(claim.fields, requests=requests)
    return {"metadata": metadata, "spec": {"devices": devices}}


def candidate_nodes(inventory: Inventory, given: list[Node]) -> tuple[list[Node], bool]:
    """The nodes to judge on and whether their labels are assumed: the nodes given, else every node
    a slice or device names (and one unnamed node when some slice is for several nodes)."""
    if given:
        return given, False
    if inventory.nodes is None:
        inventory.nodes = _slice_nodes(inventory)
    return inventory.nodes


def _slice_nodes(inventory: Inventory) -> tuple[list[Node], bool]:
    names: dict[str, None] = {}
    shared = False
    for s in inventory.slices:
        if s.node_name:
            names[s.node_name] = None
        elif s.per_device:
            for d in s.devices:
                name = as_str(d.body.get("nodeName"))
                if name:
                    names[name] = None
                else:
                    shared = True
        elif s.all_nodes or s.node_selector is not None:
            shared = True
    labels = any(_uses_labels(s.node_selector) for s in inventory.slices) or any(
        _uses_labels(d.body.get("nodeSelector")) for d in inventory.devices
    )
    nodes = [Node(n, None if labels else {}) for n in sorted(names)]
    if shared and not nodes:
        nodes = [Node("", None if labels else {})]
    return nodes, labels


def unavailable(held: list[tuple[str, dict[str, Any]]], node: Node) -> Outcome | None:
    """The Filter's check of a pod's claims allocated already (dynamicresources.go, PreFilter and Filter):
    a claim whose status.allocation.nodeSelector does not match the node makes the pod unschedulable
    there; a selector that does not parse is an error. None when every allocation is available there.
    Unknown labels (no Node objects) are taken to match, as for the slices' node selectors."""
    excluded = []
    for name, selector in held:
        try:
            if not selector_matches(selector, node):
                excluded.append(name)
        except Failed as exc:
            return Outcome("error", error=f"claim {name}: {exc}")
    if not excluded:
        return None
    return Outcome(
        "unsatisfiable",
        error=f"resourceclaim not available on the node (the status.allocation.nodeSelector of {', '.join(excluded)}"
        " does not match it)",
    )


def _short(usable: dict[str, tuple[int, int]]) -> bool:
    """Whether some request lacks devices in each of its alternatives (a request within one, its
    subrequests within several): each device serves a request at most once."""
    ok: dict[str, bool] = {}
    for name, (have, need) in usable.items():
        base = name.split("/", 1)[0]
        ok[base] = ok.get(base, False) or have >= max(need, 1)
    return not all(ok.values())


def _uses_labels(selector: Any) -> bool:
    return any(
        as_list(as_dict(term).get("matchExpressions")) for term in as_list(as_dict(selector).get("nodeSelectorTerms"))
    )


def judge(
    inventory: Inventory,
    claims: list[dict[str, Any]],
    classes: dict[str, dict[str, Any]],
    allocated: AllocatedState,
    features: Features,
    nodes: list[Node],
    held: list[tuple[str, dict[str, Any]]] | None = None,
) -> ClaimVerdict:
    """Allocate ``claims`` together (the claims of one pod, or one claim) on each candidate node; ``held``
    are (name, status.allocation.nodeSelector) of the pod's claims allocated already, which only the
    nodes they select can use."""
    converted = [as_v1(c) for c in claims]
    if any(c is None for c in converted):
        return ClaimVerdict(malformed="its apiVersion is not one the scheduler reads")
    targets, assumed = candidate_nodes(inventory, nodes)
    held = held or []
    verdict = ClaimVerdict(assumed_labels=assumed, held=[name for name, _ in held])
    if len(claims) > 1:
        verdict.claims = [as_str(as_dict(c.get("metadata")).get("name")) or f"#{i}" for i, c in enumerate(claims)]
    every = any(
        as_dict(r.get("exactly")).get("allocationMode") == "All"
        or any(as_dict(s).get("allocationMode") == "All" for s in as_list(r.get("firstAvailable")))
        for c in converted
        if c is not None
        for r in as_list(as_dict(as_dict(c.get("spec")).get("devices")).get("requests"))
    )
    for claim in converted:
        if claim is not None:
            verdict.failures += runtime_errors(inventory, targets[:MAX_NODES], claim, classes, allocated, features)
    budget = Budget()  # one for every node: the time to judge these claims is bounded, not each node's
    for position, node in enumerate(targets):
        if len(verdict.satisfiable_on) >= ENOUGH or position >= MAX_NODES or budget.spent:
            verdict.unsearched = len(targets) - position
            verdict.budget_spent = position >= MAX_NODES
            break
        claims_v1 = [c for c in converted if c is not None]
        alone = len(claims_v1) == 1
        # Most searches end within a few steps; the usable devices are counted only for those that do not
        # (and for the reason a node has no allocation).
        outcome = allocate(
            inventory, node, claims_v1, classes, allocated, features, budget, QUICK_TRIES if alone else None
        )
        usable = None
        if alone and (outcome.over_budget or outcome.kind == "unsatisfiable"):
            usable = usable_counts(inventory, node, claims_v1[0], classes, allocated, features)
        elif outcome.kind == "unsatisfiable":  # several claims: each one's requests, named claim:request
            usable = {}
            for name, claim in zip(verdict.claims, claims_v1):
                counts = usable_counts(inventory, node, claim, classes, allocated, features)
                if counts is None:
                    usable = None
                    break
                usable.update({f"{name}:{request}": count for request, count in counts.items()})
        if outcome.over_budget:
            if usable is not None and _short(usable):
                # A request with fewer usable devices on the node than it needs, in every alternative: no
                # allocation exists there, which the search would find out by trying every subset.
                outcome = Outcome(
                    "unsatisfiable",
                    pools=pools_for(inventory, node, features.partitionable, features.counters_per_slice),
                )
            else:
                outcome = allocate(inventory, node, claims_v1, classes, allocated, features, budget)
        if assumed and every and outcome.kind == "unsatisfiable":
            outcome = Outcome(
                "not judged",
                error="allocationMode All with node labels unknown (give the Node objects or --node)",
                pools=outcome.pools,
                steps=outcome.steps,
            )
        if held and outcome.kind in ("allocated", "unsatisfiable"):
            # upstream's Filter runs the allocator first (its error wins), then checks the allocations held
            excluded = unavailable(held, node)
            if excluded is not None:
                outcome, usable = replace(excluded, pools=outcome.pools, steps=outcome.steps), None
        if outcome.kind != "unsatisfiable":
            usable = None
        verdict.nodes.append(NodeVerdict(node.name or "(any node)", outcome, usable, node))
    return verdict
