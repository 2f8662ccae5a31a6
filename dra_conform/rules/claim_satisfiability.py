"""DRA-CL-040...043: requests no published device can satisfy (beyond upstream).

When a run holds ResourceSlices together with ResourceClaims or ResourceClaimTemplates (and
DeviceClasses, DeviceTaintRules), each request is judged against the published devices as the
scheduler's allocator would filter them (semantics/allocator/filters.py): a warning when no device, or
too few, can satisfy it, a note with the counts otherwise; a deviceClassName no DeviceClass of the
run has; a selector that fails with a CEL runtime error on a published device (the allocator
stops the whole allocation at such an error). Slices trimmed for memory while they were read are
read again from their files, only in runs that hold claims or templates to judge. Slices, claims and
classes are judged as the apiserver stores them under the run's release and gates (semantics.stored:
the fields of a gate that is off dropped), since that is what the scheduler reads. The allocator is
imported only by a run that holds claims or templates to judge (it costs start-up otherwise).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Path, Severity
from ..model.results import BundleItem, Options, memoized
from ..reading.manifests import reread
from ..semantics.claims import device_claim
from ..semantics.stored import Stored
from ..semantics.values import as_dict, as_list, as_str

if TYPE_CHECKING:
    from ..semantics.allocator import Inventory, Node
    from ..semantics.allocator.filters import Analysis, RequestVerdict, SelectorError
    from ..semantics.allocator.nodes import ClaimVerdict, Setting
    from ..semantics.allocator.published import NodeFilter

CLAIMS = ("ResourceClaim", "ResourceClaimTemplate")
# Where a kind holds the spec of the pods it makes: their claims are allocated together, pod by pod.
POD_SPECS: dict[str, tuple[str, ...]] = {
    "Pod": ("spec",),
    "PodTemplate": ("template", "spec"),
    "Deployment": ("spec", "template", "spec"),
    "StatefulSet": ("spec", "template", "spec"),
    "DaemonSet": ("spec", "template", "spec"),
    "ReplicaSet": ("spec", "template", "spec"),
    "Job": ("spec", "template", "spec"),
    "CronJob": ("spec", "jobTemplate", "spec", "template", "spec"),
}
KINDS = ("ResourceSlice", *CLAIMS, "DeviceClass", "DeviceTaintRule", "Node", *POD_SPECS)
BUNDLE: dict[str, Any] = {"scope": "bundle", "kinds": KINDS}


@dataclass
class PodClaims:
    """A Pod's claims (or those of the pods a workload's template makes), as the scheduler allocates them:
    in one pass on a node, the devices taken for its earlier claims unavailable to the later ones
    (dynamicresources Filter: one Allocate for all of them)."""

    item: BundleItem  # the Pod, PodTemplate or workload
    members: list[tuple[str, BundleItem]]  # (spec.resourceClaims[].name, the claim or template), in order
    missing: list[str]  # entries whose ResourceClaim or ResourceClaimTemplate is not in the files
    path: Path = ("spec", "resourceClaims")  # where the object lists them (a workload: in its pod template)
    # its claims not allocated yet, together, on the nodes its claims allocated already allow (None: fewer
    # than two to allocate and none allocated already on some nodes only)
    verdict: ClaimVerdict | None = None

    @property
    def missing_text(self) -> str:
        shown = ", ".join(self.missing[:4])
        return shown + (f", … ({len(self.missing)} in all)" if len(self.missing) > 4 else "")

    @property
    def pending(self) -> list[BundleItem]:
        return [m for _, m in self.members if not as_dict(as_dict(m.obj.value.get("status")).get("allocation"))]

    @property
    def held(self) -> list[tuple[str, dict[str, Any]]]:
        """(claim namespace/name, status.allocation.nodeSelector) of its claims allocated already on some
        nodes only: the scheduler's Filter puts the pod only where each of them matches."""
        out = []
        for _, member in self.members:
            selector = as_dict(as_dict(member.obj.value.get("status")).get("allocation")).get("nodeSelector")
            if selector is not None:
                out.append((f"claim {_namespace(member.obj.value)}/{member.obj.name}", as_dict(selector)))
        return out


@dataclass(frozen=True)
class StoredViews:
    """The run's slices, claims and classes as the apiserver stores them under one release and gates."""

    stored: Stored
    changed: dict[int, dict[str, Any]]  # id of an item -> its stored view, for the items the apiserver changes
    dropped: frozenset[str]  # the names of the fields dropped from them
    dropped_from_slices: frozenset[str]
    trimmed: bool  # slices trimmed while read, whose stored view is made when they are read again

    def value(self, item: BundleItem) -> dict[str, Any]:
        return self.changed.get(id(item), item.obj.value)

    @property
    def key(self) -> Any:
        """What the verdicts depend on: the fields dropped (releases that drop the same from these objects
        store them alike and share the verdicts); with trimmed slices, also what drops from those."""
        return (self.dropped, self.stored.slice_part if self.trimmed else None)

    @property
    def slices_key(self) -> Any:
        """What the allocator's inventory depends on, likewise."""
        return (self.dropped_from_slices, self.stored.slice_part if self.trimmed else None)


STORED_KINDS = ("ResourceSlice", *CLAIMS, "DeviceClass")


def stored_views(items: tuple[BundleItem, ...] | list[BundleItem], options: Options) -> StoredViews:
    """The stored views of the run's objects under ``options``' release and gates, once for the releases
    of a matrix run that drop alike (in the run's memo)."""
    stored = Stored.of(options.feature_gates, options.kubernetes_version)
    return memoized(items, ("stored views", stored), partial(_stored_views, items, stored))


def _stored_views(items: tuple[BundleItem, ...] | list[BundleItem], stored: Stored) -> StoredViews:
    changed, trimmed = {}, False
    dropped: set[str] = set()
    from_slices: set[str] = set()
    for item in items:
        kind = item.obj.kind
        if kind not in STORED_KINDS:
            continue
        if kind == "ResourceSlice" and getattr(item.obj, "trimmed", False):
            trimmed = True
            continue
        view = stored.view(kind, item.obj.value, from_slices if kind == "ResourceSlice" else dropped)
        if view is not item.obj.value:
            changed[id(item)] = view
    return StoredViews(stored, changed, frozenset(dropped | from_slices), frozenset(from_slices), trimmed)


@dataclass
class Judged:
    """What the rules of this module report for one run, computed once for all of them."""

    claims: list[tuple[BundleItem, list[RequestVerdict]]]
    classes: dict[str, BundleItem]  # DeviceClass name -> its object (the first of that name)
    unread: list[str]  # slices that could not be read again (the file changed): not judged
    allocations: dict[int, ClaimVerdict]  # id of a claim's item -> the allocator's verdict, node by node
    unpublished: set[str]  # DeviceClasses of the run that accept no device of the files (their driver's are absent)
    complete: bool  # the files hold every ResourceSlice of the cluster (complete_inventory)
    analysis: Analysis  # the filters over the published devices (explain-claim shows their steps)
    setting: Setting  # what the allocator judged the claims against
    pods: list[PodClaims]  # the Pods of the run with their claims
    views: StoredViews  # the objects as the apiserver stores them: what the verdicts read

    def value(self, item: BundleItem) -> dict[str, Any]:
        """A slice's, claim's or class's stored view, as the verdicts read it."""
        return self.views.value(item)


def judged(items: list[BundleItem], options: Options) -> Judged | None:
    """The verdicts of every claim and template of the run, or None when there is nothing to judge:
    computed once for this module's rules, in the run's memo (a process-wide cache kept every object
    of the run, and its file's bytes, alive to the end)."""
    # The release reaches the verdicts only through the allocator's Features and the stored views: runs
    # whose features and views agree share one computation. (Releases 1.34 to 1.37 each have allocator
    # behaviours of their own, features.RELEASE_BEHAVIOURS, so a matrix run computes each release's.)
    if not any(i.obj.kind in CLAIMS for i in items):
        return None
    from ..semantics.allocator import Features

    features = Features.of(options.feature_gates, options.kubernetes_version)
    if not any(i.obj.kind == "DeviceTaintRule" for i in items):
        features = replace(features, taint_rules=True)
    views = stored_views(items, options)
    key = ("claim satisfiability", options._replace(kubernetes_version=""), features, views.key)
    return memoized(items, key, lambda: _judged(items, options))


def _judged(items: list[BundleItem], options: Options) -> Judged | None:
    from ..semantics.allocator.nodes import judge

    claims = [i for i in items if i.obj.kind in CLAIMS]
    slices = any(i.obj.kind == "ResourceSlice" for i in items)
    if not claims or not (slices or complete_inventory(items, options, "ResourceSlice")):
        return None  # without a slice, a claim is judged only when the files hold every slice of the cluster
    views = stored_views(items, options)
    where, unread = setting(items, options)
    analysis = build(items, options, where)
    classes: dict[str, BundleItem] = {}
    for item in items:
        if item.obj.kind == "DeviceClass":
            classes.setdefault(item.obj.name, item)
    allocations = {} if unread else allocate_claims(claims, where, views)
    # a class is absent from the files when no device of any node passes it, not only of the nodes judged
    every_node = build(items, options, where, every_node=True) if options.nodes else analysis
    unpublished = {name for name in classes if not every_node.stage(name).after}
    pods = pod_claims(items)
    for pod in pods if not unread else ():
        pending, held = pod.pending, pod.held
        if (len(pending) > 1 or held) and not pod.missing:
            pod.verdict = judge(
                where.inventory,
                [views.value(m) for m in pending],
                where.classes,
                where.allocated,
                where.features,
                where.nodes,
                held,
            )
    return Judged(
        [(item, analysis.claim(views.value(item))) for item in claims],
        classes,
        unread,
        allocations,
        unpublished,
        complete_inventory(items, options, "ResourceSlice"),
        analysis,
        where,
        pods,
        views,
    )


def _namespace(obj: dict[str, Any]) -> str:
    return as_str(as_dict(obj.get("metadata")).get("namespace")) or "default"


def pod_claims(items: tuple[BundleItem, ...] | list[BundleItem]) -> list[PodClaims]:
    """Each Pod of the run with spec.resourceClaims, and the claims it names: a resourceClaimName's
    ResourceClaim in the pod's namespace; for a resourceClaimTemplateName, the claim its
    status.resourceClaimStatuses names when the files hold it, else the template (what the claim made
    from it will ask for)."""
    by_kind: dict[tuple[str, str, str], BundleItem] = {}
    for item in items:
        if item.obj.kind in CLAIMS:
            by_kind.setdefault((item.obj.kind, _namespace(item.obj.value), item.obj.name), item)
    out = []
    for item in items:
        where = POD_SPECS.get(item.obj.kind)
        if where is None:
            continue
        pod = item.obj.value
        namespace = _namespace(pod)
        generated = {
            as_str(as_dict(s).get("name")): as_str(as_dict(s).get("resourceClaimName"))
            for s in as_list(as_dict(pod.get("status")).get("resourceClaimStatuses"))
        }
        spec: Any = pod
        for step in where:
            spec = as_dict(spec.get(step))
        entries = [as_dict(c) for c in as_list(spec.get("resourceClaims"))]
        if not entries:
            continue
        members, missing = [], []
        for entry in entries:
            name = as_str(entry.get("name"))
            claim_name, template = (
                as_str(entry.get("resourceClaimName")),
                as_str(entry.get("resourceClaimTemplateName")),
            )
            found = None
            if claim_name:
                found = by_kind.get(("ResourceClaim", namespace, claim_name))
            elif template:
                found = by_kind.get(("ResourceClaim", namespace, generated.get(name, ""))) or by_kind.get(
                    ("ResourceClaimTemplate", namespace, template)
                )
            if found is None:
                missing.append(
                    f"{name} ({'ResourceClaim ' + claim_name if claim_name else 'ResourceClaimTemplate ' + template})"
                )
            else:
                members.append((name, found))
        out.append(PodClaims(item, members, missing, where + ("resourceClaims",)))
    return out


def nodes_of(items: tuple[BundleItem, ...] | list[BundleItem], options: Options) -> list[Node]:
    """The nodes to judge on: those of --node (with their labels when a Node object of that name is
    given), else the Node objects given; empty when neither (the slices' nodes are then used)."""
    from ..semantics.allocator import Node

    given = {i.obj.name: Node.of(i.obj.value) for i in items if i.obj.kind == "Node" and i.obj.name}
    if options.nodes:
        return [given.get(name) or Node(name, None) for name in options.nodes]
    return [given[name] for name in sorted(given)]


def setting(items: tuple[BundleItem, ...] | list[BundleItem], options: Options) -> tuple[Setting, list[str]]:
    """What the run's claims are allocated against: its slices as stored (read again where trimmed, with the
    taints of its DeviceTaintRules), classes as stored, the devices of its claims allocated already, the
    gates, the nodes; and the slices that could not be read again (their file changed: not judged)."""
    from ..semantics.allocator import AllocatedState, Features, Node
    from ..semantics.allocator.nodes import Setting

    features = Features.of(options.feature_gates, options.kubernetes_version)
    views = stored_views(items, options)
    rules = [i.obj.value for i in items if i.obj.kind == "DeviceTaintRule"] if features.taint_rules else []
    # The inventory depends on the features only through the taints DeviceTaintRules add (its caches are
    # keyed by what else they read, such as partitionable devices) and the fields the apiserver drops from
    # the slices: one for all the releases of a matrix run that taint and store alike.
    key = ("allocator inventory", bool(rules), views.slices_key)
    inventory, unread = memoized(items, key, partial(_inventory, items, views, rules))
    classes: dict[str, dict[str, Any]] = {}
    for item in items:
        if item.obj.kind == "DeviceClass":
            classes.setdefault(item.obj.name, views.value(item))
    allocated = AllocatedState.of_claims(views.value(i) for i in items if i.obj.kind == "ResourceClaim")
    nodes = nodes_of(items, options)
    if not nodes and not inventory.slices:
        nodes = [Node("", None)]  # no slice names a node: the claim is judged on any node, where nothing is published
    return Setting(inventory, classes, allocated, features, nodes), unread


def _inventory(
    items: tuple[BundleItem, ...] | list[BundleItem], views: StoredViews, taint_rules: list[dict[str, Any]]
) -> tuple[Inventory, list[str]]:
    """The allocator's inventory of the run's slices, whole (those trimmed while read are read again, once
    for all the releases of a matrix run), and the slices that could not be read again."""
    from ..semantics.allocator import Inventory

    inventory = Inventory()
    unread = []
    trimmed: dict[str, list[Any]] = defaultdict(list)
    for item in items:
        if item.obj.kind != "ResourceSlice":
            continue
        if getattr(item.obj, "trimmed", False):
            trimmed[item.display].append(item.obj)
        else:
            inventory.add(views.value(item))
    for display, objs in trimmed.items():
        for obj, value in memoized(items, ("slices read again", display), partial(_read_again, display, objs)):
            if value is None:
                unread.append(f"{display}: {obj.name or 'a ResourceSlice'}")
                inventory.add(views.stored.view("ResourceSlice", obj.value), unread=True)
            else:
                inventory.add(views.stored.view("ResourceSlice", value))
    inventory.taint(taint_rules)
    return inventory, unread


def allocate_claims(claims: list[BundleItem], where: Setting, views: StoredViews) -> dict[int, ClaimVerdict]:
    """The allocator's verdict for each claim and template not allocated yet (in its stored view), alone on
    each node (semantics.allocator); devices allocated to the other claims given are in use."""
    from ..semantics.allocator.nodes import judge

    out: dict[int, ClaimVerdict] = {}
    memo: dict[str, tuple[ClaimVerdict, BundleItem]] = {}
    for item in claims:
        value = views.value(item)
        if as_dict(as_dict(value.get("status")).get("allocation")):
            continue  # allocated already: the scheduler does not allocate it again
        spec = as_dict(value.get("spec"))
        key = repr((item.obj.kind, value.get("apiVersion"), spec))
        if key not in memo:
            memo[key] = (
                judge(where.inventory, [value], where.classes, where.allocated, where.features, where.nodes),
                item,
            )
        verdict, first = memo[key]
        if first is not item and (verdict.kind == "error" or verdict.failures):
            # Upstream's errors name the claim (`claim default/c1: selector #0: ...`): its own, not the first's.
            verdict = judge(where.inventory, [value], where.classes, where.allocated, where.features, where.nodes)
        out[id(item)] = verdict
    return out


def _read_again(display: str, objs: list[Any]) -> list[tuple[Any, dict[str, Any] | None]]:
    return list(reread(display, objs))


def build(
    items: tuple[BundleItem, ...] | list[BundleItem],
    options: Options,
    where: Setting | None = None,
    every_node: bool = False,
) -> Analysis:
    """The filter analysis over the allocator's inventory of the run (``where``, else the run's setting). With
    --node (unless ``every_node``), only the devices published for the nodes judged are counted."""
    from ..semantics.allocator.filters import Analysis, Classes
    from ..semantics.allocator.nodes import names_text
    from ..semantics.allocator.published import Published

    where = where if where is not None else setting(items, options)[0]
    views = stored_views(items, options)
    judged_nodes = None if every_node or not options.nodes else nodes_of(items, options)
    published = Published(
        where.inventory,
        where.allocated,
        where.features,
        _for_nodes(judged_nodes) if judged_nodes else None,
        names_text([n.name for n in judged_nodes or ()]),
    )
    classes = Classes.of(
        (views.value(i) for i in items if i.obj.kind == "DeviceClass"),
        complete_inventory(items, options, "DeviceClass"),
    )
    return Analysis(published, classes)


def _for_nodes(nodes: list[Node]) -> NodeFilter:
    """Whether a device published for (nodeName, allNodes, nodeSelector) is for one of ``nodes``, as the
    allocator decides (NodeMatches; a node's unknown labels match; a selector that does not parse, which
    the apiserver refuses, matches none)."""
    from ..semantics.allocator.inventory import Failed
    from ..semantics.allocator.pools import node_matches

    def for_nodes(name: str, all_nodes: bool, selector: dict[str, Any] | None) -> bool:
        try:
            return any(node_matches(node, name, all_nodes, selector) for node in nodes)
        except Failed:
            return False

    return for_nodes


def _where(verdict: RequestVerdict) -> Path:
    request = verdict.request
    return request.exact.path if request.exact is not None else request.path


# Errors other rules report: a class missing (DRA-CL-042), a CEL runtime error (DRA-CL-043), a request
# the apiserver rejects (the validation rules).
LEFT_TO_OTHERS = ("could not retrieve device class", "CEL runtime error", "missing device class name")


def claim_limit(claim: dict[str, Any]) -> str | None:
    """Upstream's error for a claim or template whose requests ask for more devices together than a claim can
    get (Allocate: the least count of each request, a firstAvailable's least subrequest, allocationMode All
    counting none), whatever is published: no inventory can allocate it. None when it asks for 32 or fewer."""
    from ..semantics.allocator.features import MAX_RESULTS

    spec = device_claim(claim, as_str(claim.get("kind")), as_str(claim.get("apiVersion")))
    total = 0
    for request in spec.requests if spec is not None else ():
        options = [request.exact] if request.exact is not None else list(request.subrequests)
        counts = [o.count if o.mode == "ExactCount" and type(o.count) is int else 0 for o in options]
        least = min(counts, default=0)
        if least > MAX_RESULTS - total:  # upstream compares each request with what is left of the limit
            metadata = as_dict(claim.get("metadata"))
            label = "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)
            return (
                f"claim {label}, request {request.name}: adding {least} devices exceeds the claim limit of "
                f"{MAX_RESULTS}, with {total} already accounted for"
            )
        total += least
    return None


def _over_limit(items: list[BundleItem], options: Options) -> dict[int, str]:
    """The claims and templates to allocate whose requests exceed the claim limit, with upstream's error."""
    claims = [i for i in items if i.obj.kind in CLAIMS]
    views = stored_views(items, options) if claims else None
    out = {}
    for item in claims:
        value = views.value(item) if views is not None else item.obj.value
        if not as_dict(as_dict(value.get("status")).get("allocation")):
            error = claim_limit(value)
            if error is not None:
                out[id(item)] = error
    return out


@implements("DRA-CL-040", **BUNDLE)
def unsatisfiable(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    over = _over_limit(items, options)
    for item in items:
        if id(item) in over:  # can never be allocated, whatever the inventory: an error (the levels policy)
            text = f"the scheduler refuses the claim: {over[id(item)]} (whatever devices are published)"
            yield item, Hit(text, path=_devices(item), severity=Severity.ERROR)
    found = judged(items, options)
    for item, verdicts in found.claims if found else ():
        if id(item) in over:
            continue
        allocation = found.allocations.get(id(item)) if found else None
        if allocation is not None and allocation.kind in ("satisfiable", "not judged"):
            continue  # the scheduler finds an allocation on some node, or dra-conform cannot tell
        if allocation is not None and allocation.kind == "error":
            errors = {n.outcome.error for n in allocation.nodes}
            if any(marker in e for e in errors for marker in LEFT_TO_OTHERS):
                continue
            yield item, Hit(f"the scheduler refuses the claim: {allocation.summary()}", path=_devices(item))
            continue
        refused = [v for v in verdicts if v.satisfiable is False]
        for verdict in refused:
            absent = (
                found is not None
                and not found.complete
                and all(v.want.class_name in found.unpublished for v in verdict.verdicts)
            )
            if absent:  # its driver may publish on the cluster without publishing in these files
                text = verdict.message() + (
                    " (a note: no device of the drivers its DeviceClass selects is in the files, which may not "
                    "hold the whole cluster; a `kubectl get` List, --complete-inventory or the config's "
                    "complete-inventory says they do)"
                )
                yield item, Hit(text, path=_where(verdict), key=True, severity=Severity.NOTE)
            else:
                yield item, Hit(verdict.message() + _hints(found, verdict), path=_where(verdict), key=True)
        if allocation is not None and not refused:
            yield (
                item,
                Hit(
                    f"the scheduler finds no allocation of its requests on the nodes judged: {allocation.summary()}",
                    path=_devices(item),
                ),
            )
    yield from ((pod, hit) for pod, hit, rule in _pod_hits(found) if rule == "DRA-CL-040")


ONLY_WHERE = " (usable only where each one's status.allocation.nodeSelector matches)"


def _pod_hits(found: Judged | None) -> Iterator[tuple[BundleItem, Hit, str]]:
    """(the Pod, its hit, the rule) for each Pod whose claims not allocated yet are judged together: a
    warning where each can be allocated alone but no node has an allocation of all of them, a note
    with the devices where one has, or saying what was not judged."""
    if found is None:
        return
    for pod in found.pods:
        path = pod.path
        names = ", ".join(name for name, _ in pod.members[:8]) + (
            f", … ({len(pod.members)} claims)" if len(pod.members) > 8 else ""
        )
        if pod.missing and len(pod.members) + len(pod.missing) > 1:
            text = (
                f"the pod's claims were not judged together: {pod.missing_text} not in the files (the scheduler "
                "allocates all of a pod's claims in one pass)"
            )
            yield pod.item, Hit(text, path=path, severity=Severity.NOTE), "DRA-CL-041"
            continue
        verdict = pod.verdict
        if verdict is None:
            continue
        alone = [found.allocations.get(id(m)) for m in pod.pending]
        held = f" ({', '.join(verdict.held)} allocated already, usable only where its nodeSelector matches)"
        held = held if verdict.held else ""
        if verdict.kind == "satisfiable" and not pod.pending:
            text = f"the pod's claims ({names}) are allocated already{ONLY_WHERE}: {verdict.summary()}"
            yield pod.item, Hit(text, path=path, severity=Severity.NOTE), "DRA-CL-041"
        elif verdict.kind == "satisfiable":
            text = f"the scheduler can allocate the pod's claims ({names}) together{held}: {verdict.summary()}"
            yield pod.item, Hit(text, path=path, severity=Severity.NOTE), "DRA-CL-041"
        elif verdict.kind == "not judged":
            text = f"the pod's claims ({names}) were not judged together{held}: {verdict.why_not_judged()}"
            yield pod.item, Hit(text, path=path, severity=Severity.NOTE), "DRA-CL-041"
        elif verdict.kind == "unsatisfiable" and all(a is not None and a.kind == "satisfiable" for a in alone):
            if not pod.pending:
                text = (
                    f"the pod's claims ({names}) are allocated already{ONLY_WHERE}, and no node judged is one their "
                    f"allocations allow: {verdict.summary()}"
                )
            elif verdict.held:
                text = (
                    f"the scheduler finds no node judged for the pod's claims ({names}){held} where all of them "
                    f"can be used: {verdict.summary()}"
                )
            else:
                text = (
                    f"each of the pod's claims ({names}) can be allocated alone, but the scheduler, allocating them "
                    f"together in one pass, finds no node with devices for all of them: {verdict.summary()}"
                )
            yield pod.item, Hit(text, path=path), "DRA-CL-040"


def _hints(found: Judged | None, verdict: RequestVerdict) -> str:
    """The request's selectors' 'did you mean' for names no device of the run publishes (beyond upstream)."""
    if found is None:
        return ""
    seen: list[str] = []
    for want in (v.want for v in verdict.verdicts):
        for expression in want.selectors:
            seen += [h for h in found.analysis.published.misspelt(expression) if h not in seen]
    return "".join(f" ({hint})" for hint in seen)


def _devices(item: BundleItem) -> Path:
    return ("spec", "spec", "devices") if item.obj.kind == "ResourceClaimTemplate" else ("spec", "devices")


@implements("DRA-CL-041", **BUNDLE)
def match_counts(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    found = judged(items, options)
    if found is None:
        return
    for item, verdicts in found.claims:
        allocation = found.allocations.get(id(item))
        if allocation is not None and allocation.kind == "not judged":
            yield (
                item,
                Hit(
                    f"the scheduler's allocation was not judged: {allocation.summary().removeprefix('not judged: ')}",
                    path=_devices(item),
                    severity=Severity.NOTE,
                ),
            )
        if allocation is not None and allocation.kind == "satisfiable":
            first = next((v for v in verdicts), None)
            yield (
                item,
                Hit(
                    f"the scheduler can allocate it: {allocation.summary()}",
                    path=_where(first) if first is not None else _devices(item),
                    key=first is not None,
                    severity=Severity.NOTE,
                ),
            )
        for verdict in verdicts:
            if verdict.satisfiable is False:
                continue
            text = verdict.message() if verdict.satisfiable else f"not judged: {verdict.message()}"
            later = [v.now for v in verdict.verdicts if v.now]
            if later and verdict.satisfiable:
                text += f"; {later[0]}"
            if found.unread:
                text += (
                    f"; {len(found.unread)} slices changed since they were read and were judged without their "
                    f"attributes ({found.unread[0]}…)"
                )
            yield item, Hit(text, path=_where(verdict), key=True, severity=Severity.NOTE)
    yield from ((pod, hit) for pod, hit, rule in _pod_hits(found) if rule == "DRA-CL-041")


def complete_inventory(items: list[BundleItem] | tuple[BundleItem, ...], options: Options, kind: str) -> bool:
    """Whether the files hold every object of ``kind`` (DeviceClass, ResourceSlice) of the cluster: said
    by --complete-inventory (or the config's complete-inventory), or by a cluster dump, a List of them
    as `kubectl get` writes it."""
    return options.complete_inventory or any(i.obj.kind == kind and i.obj.prefix[:1] == ("items",) for i in items)


INCOMPLETE = (
    " (a note: the files may not hold every DeviceClass of the cluster; a `kubectl get` List of them, "
    "--complete-inventory or the config's complete-inventory says they do)"
)


@implements("DRA-CL-042", **BUNDLE)
def missing_class(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    classes = sorted({i.obj.name for i in items if i.obj.kind == "DeviceClass"})
    complete = complete_inventory(items, options, "DeviceClass")
    if not classes and not complete:
        return  # without any DeviceClass in the run, none can be said to be missing, unless the files hold them all
    from ..semantics.allocator.requests import requests

    shown = ", ".join(classes[:4]) + (f", … ({len(classes)} in all)" if len(classes) > 4 else "") or "none"
    for item in items:
        if item.obj.kind not in CLAIMS:
            continue
        for request in requests(item.obj.value):
            for want in [request.exact] if request.exact is not None else request.alternatives:
                if want.class_name not in classes:
                    yield (
                        item,
                        Hit(
                            f"DeviceClass {want.class_name!r} is not among the DeviceClasses given ({shown}): the "
                            f'scheduler cannot allocate request {want.name} until it exists ("could not retrieve device '
                            f'class {want.class_name}")' + ("" if complete else INCOMPLETE),
                            path=want.path + ("deviceClassName",),
                            severity=None if complete else Severity.NOTE,
                        ),
                    )


@implements("DRA-CL-043", **BUNDLE)
def runtime_errors(items: list[BundleItem], options: Options) -> Iterator[tuple[BundleItem, Hit]]:
    found = judged(items, options)
    if found is None:
        return
    seen: set[tuple[Any, ...]] = set()
    for _, target, key, hit in _runtime_error_hits(found):
        if key not in seen:
            seen.add(key)
            yield target, hit


def _runtime_error_hits(found: Judged) -> Iterator[tuple[BundleItem, BundleItem, tuple[Any, ...], Hit]]:
    """(the claim, the object the hit is on: the claim or its DeviceClass, what makes it one hit, the hit),
    for the CEL runtime errors the scheduler can meet allocating the claim on the nodes judged."""
    for item, verdicts in found.claims:
        allocation = found.allocations.get(id(item))
        wants = {v.want.name: v.want for request in verdicts for v in request.verdicts}
        for error in selector_errors(allocation):
            request = error.owner.split(" ", 1)
            if request[0] == "class":
                target = found.classes.get(request[1])
                key: tuple[Any, ...] = (target, error.selector)
                path: Path = ("spec", "selectors", error.selector, "cel", "expression")
                who = error.owner
            else:
                want = wants.get(error.request)
                if want is None:
                    continue
                target, key = item, (item, want.name, error.selector)
                path = want.path + ("selectors", error.selector, "cel", "expression")
                who = _claim_label(item)
            if target is not None:
                hints = found.analysis.published.misspelt(error.expression)
                yield item, target, key, Hit(_error_text(error, who) + "".join(f" ({h})" for h in hints), path=path)


def selector_errors(allocation: ClaimVerdict | None) -> list[SelectorError]:
    """The allocator's CEL runtime errors for a claim on the nodes judged, one per request and selector:
    the first device (pool/device) and how many devices in all."""
    grouped: dict[tuple[str, str, int], list[Any]] = {}
    for failure in allocation.failures if allocation is not None else ():
        grouped.setdefault((failure.request, failure.owner, failure.selector), []).append(failure)
    from ..semantics.allocator.filters import SelectorError

    out = []
    for (request, owner, selector), failures in grouped.items():
        first = failures[0]
        _, pool, device = first.device
        out.append(
            SelectorError(
                owner,
                selector,
                first.expression,
                f"{pool}/{device}" if pool != device else device,
                first.text,
                len(failures),
                request,
            )
        )
    return out


def claim_hits(
    items: list[BundleItem], options: Options, targets: list[BundleItem]
) -> dict[int, list[tuple[str, Hit]]]:
    """What DRA-CL-040...043 report about some claims, templates or pods of the run, by the id of each,
    as (rule id, hit): the hits `check` gives them, and for a claim those on a DeviceClass whose
    selector fails at run time for its requests. explain-claim answers from these, so that it and
    `check` cannot disagree."""
    out: dict[int, list[tuple[str, Hit]]] = {id(t): [] for t in targets}
    for rule_id, rule in (("DRA-CL-040", unsatisfiable), ("DRA-CL-041", match_counts), ("DRA-CL-042", missing_class)):
        for item, hit in rule(items, options):
            if id(item) in out:
                out[id(item)].append((rule_id, hit))
    found = judged(items, options)
    if found is not None:
        seen: set[tuple[Any, ...]] = set()
        for item, _, key, hit in _runtime_error_hits(found):
            if id(item) in out and key not in seen:
                seen.add(key)
                out[id(item)].append(("DRA-CL-043", hit))
    return out


def _claim_label(item: BundleItem) -> str:
    metadata = as_dict(item.obj.value.get("metadata"))
    name = "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)
    if item.obj.kind == "ResourceClaimTemplate":
        return "claim <made from this template>"
    return f"claim {name or '<unnamed>'}"


def _error_text(error: SelectorError, who: str) -> str:
    others = f" and {error.devices - 1} more" if error.devices > 1 else ""
    return (
        f"CEL runtime error on published device {error.device}{others}: {error.text}; when the scheduler "
        f"evaluates this selector on such a device it stops allocating with `{who}: selector #{error.selector}: "
        f"CEL runtime error: {error.text}` and the pod is not scheduled (a device without the attribute needs a "
        "guard such as `has(...)` or `in`)"
    )
