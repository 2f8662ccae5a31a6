"""What each device request's filters let through on their own: the per-request analysis behind the
messages of DRA-CL-040...043 and explain-claim's filter lines ("3 of 8 devices published by
gpu.example.com match; 5 fail `device.attributes[...].model == "H100"`").

Whether a claim can be allocated, and with which devices, node by node and with a pod's claims together,
is the search's (search.py, nodes.py); this module gives the reasons in the words a person reads, over the
same inventory (published.py), with the allocator's own capacity, taint and pool rules. A request is judged
over the devices of every node the slices name (with --node, of the nodes named): what its class and its
own selectors match, what counters, capacity and taints leave. Whatever it cannot judge (a selector it
cannot evaluate, a counter search over its budget) counts as a possible match, so "cannot be satisfied" is
certain. Pure: values in, values out.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from .. import cel
from ..values import as_dict, as_list, as_str
from .counting import by_node, fits, most, most_on_a_node, now_text
from .features import MAX_RESULTS, Features
from .published import Published
from .requests import Request, Want, requests
from .taints import untolerated
from .wording import SHOWN, code, devices_text, listing, plurals, shown_value


@dataclass(frozen=True)
class SelectorError:
    """A CEL runtime error on a device: upstream's Allocate stops with it when it evaluates that pair."""

    owner: str  # "class gpu.example.com" or "claim default/c1"
    selector: int
    expression: str
    device: str  # the first such device
    text: str
    devices: int = 1  # how many devices give an error
    request: str = ""  # the request or subrequest ("req/sub") whose selectors the scheduler evaluates


@dataclass
class Verdict:
    """One exact request or subrequest against the published."""

    want: Want
    satisfiable: bool | None  # None: dra-conform could not judge
    summary: str  # plain words: what matches and what stops it
    matched: int = 0  # devices its class and selectors match (on any node, before taints)
    candidates: int = 0  # ... that it can also use (pools, capacity, taints)
    best: int = 0  # most allocatable together on one node (up to what it needs)
    best_node: str = ""
    now: str | None = None  # what allocations of other claims change, when they do
    errors: list[SelectorError] = field(default_factory=list)
    class_missing: bool = False
    steps: list[str] = field(default_factory=list)  # the filter steps, for explain-claim
    head: str = ""  # the summary's first sentence (the steps follow it there)


@dataclass
class RequestVerdict:
    request: Request
    verdicts: list[Verdict]

    @property
    def satisfiable(self) -> bool | None:
        """A request with firstAvailable is satisfiable when one of its subrequests is."""
        values = [v.satisfiable for v in self.verdicts]
        if any(v is True for v in values):
            return True
        return None if any(v is None for v in values) else False

    def message(self) -> str:
        if self.request.exact is not None:
            return f"request {self.request.name}: {self.verdicts[0].summary}"
        parts = [f"subrequest {v.want.name.split('/', 1)[1]}: {v.summary}" for v in self.verdicts]
        first = next((k for k, v in enumerate(self.verdicts) if v.satisfiable), None)
        if first is not None:  # the allocator tries them in order: the ones before it cannot be used
            before = f" ({'; '.join(parts[:first])})" if first else ""
            name = self.verdicts[first].want.name.split("/", 1)[1]
            surely = all(v.satisfiable is False for v in self.verdicts[:first])  # else one not judged may fit
            verb = "takes subrequest" if surely else "takes, unless one before it fits, subrequest"
            return f"request {self.request.name}: the scheduler {verb} {name}{before}; {parts[first]}"
        if self.satisfiable is False:
            return f"request {self.request.name}: none of its {len(parts)} subrequests can be satisfied: " + "; ".join(
                parts
            )
        return f"request {self.request.name}: " + "; ".join(parts)


@dataclass(frozen=True)
class Classes:
    """The DeviceClasses of a run: name -> CEL selectors (None when the run gives none at all, and the files are
    not said to hold every DeviceClass of the cluster: ``complete``)."""

    selectors: dict[str, tuple[str, ...]] | None
    complete: bool = False

    @classmethod
    def of(cls, objects: Iterable[dict[str, Any]], complete: bool = False) -> Classes:
        found: dict[str, tuple[str, ...]] = {}
        any_class = False
        for obj in objects:
            any_class = True
            name = as_str(as_dict(obj.get("metadata")).get("name"))
            found[name] = tuple(
                e
                for e in (
                    as_dict(as_dict(s).get("cel")).get("expression")
                    for s in as_list(as_dict(obj.get("spec")).get("selectors"))
                )
                if isinstance(e, str)
            )
        return cls(found if any_class or complete else None, complete)


class Analysis:
    """Requests judged against one inventory; verdicts of equal requests are computed once."""

    def __init__(self, published: Published, classes: Classes) -> None:
        self.published = published
        self.classes = classes
        self._memo: dict[tuple[Any, ...], Verdict] = {}
        self._classes: dict[str, ClassStage] = {}

    def stage(self, class_name: str) -> ClassStage:
        if class_name not in self._classes:
            self._classes[class_name] = class_stage(self.published, self.classes, class_name)
        return self._classes[class_name]

    def claim(self, obj: dict[str, Any]) -> list[RequestVerdict]:
        metadata = as_dict(obj.get("metadata"))
        label = "/".join(x for x in (as_str(metadata.get("namespace")), as_str(metadata.get("name"))) if x)
        allocated = bool(as_dict(as_dict(obj.get("status")).get("allocation")))
        owner = f"claim {label or '(unnamed)'}"
        out = []
        for request in requests(obj):
            wants = [request.exact] if request.exact is not None else list(request.alternatives)
            out.append(RequestVerdict(request, [self.want(w, owner, now=not allocated) for w in wants]))
        return out

    def want(self, want: Want, owner: str, now: bool = True) -> Verdict:
        key = (
            want.class_name,
            want.selectors,
            want.all,
            want.count,
            want.admin,
            want.tolerations,
            want.capacity,
            "/" in want.name,
            now,
            owner if want.selectors else "",
        )
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = _judge(
                self.published, self.classes, self.stage(want.class_name), want, owner, now
            )
        return replace(found, want=want)


def hint(published: Published, expression: str, members: list[int]) -> str:
    """The values a selector read on the devices it refused: "(models published: A100, A30)"."""
    compiled = cel.compile(expression, published.features.cel_options)
    paths = cel.reads(compiled.ast) if compiled.ast is not None else None
    if not paths or len(paths) > 2:
        return ""
    refused = set(members)
    parts = []
    for path in paths:
        if path[0] in ("attributes", "capacity") and len(path) < 3:
            continue  # a whole map
        found = []
        for value, having in published.values_at(path):
            if not having.isdisjoint(refused):
                found.append(value)
                if len(found) > SHOWN:
                    break
        values = sorted({shown_value(value) for value in found})
        if values == ["(none)"]:
            continue  # a value no device has: the runtime error says so
        name = path[-1] if path[0] != "driver" else "driver"
        parts.append(f"{plurals(name)} published: {listing(values)}")
    return f" ({'; '.join(parts)})" if parts else ""


def _class_driver_label(published: Published, members: list[int]) -> str:
    drivers = sorted({published.devices[i].driver for i in members})
    return f"published by {listing(drivers)}{published.scope}"


@dataclass
class ClassStage:
    """What one DeviceClass's selectors let through, computed once per class for all its requests."""

    name: str
    given: bool  # the class is in the run (with classes given at all)
    after: list[int]  # the devices all its selectors accept (or could: see unknown)
    refused: list[tuple[str, list[int], list[int]]]  # (selector, devices it refuses, of them with an error)
    errors: list[SelectorError]
    unknown: set[int]
    base: list[int]  # the devices messages count from: those of the drivers the class selects
    label: str  # "published by gpu.example.com", or "published" (and the inventory's scope)


def class_stage(published: Published, classes: Classes, name: str) -> ClassStage:
    everything = list(published.members)
    if classes.selectors is None or name not in classes.selectors:
        return ClassStage(name, False, everything, [], [], set(), everything, f"published{published.scope}")
    errors: list[SelectorError] = []
    unknown: set[int] = set()
    selectors = classes.selectors[name]
    after, refused = _select(published, everything, selectors, f"class {name}", errors, unknown, True)
    base, label = _base(published, everything, after) if selectors else (everything, f"published{published.scope}")
    return ClassStage(name, True, after, refused, errors, unknown, base, label)


def _judge(published: Published, classes: Classes, stage: ClassStage, want: Want, owner: str, now: bool) -> Verdict:
    features = published.features
    refused = _refused(want, features)
    if refused:
        return Verdict(want, False, refused)
    class_selectors = (classes.selectors or {}).get(want.class_name, ()) if stage.given else ()
    for whose, expressions in (("its DeviceClass's", class_selectors), ("its", want.selectors)):
        for index, expression in enumerate(expressions):
            problem = cel.compile(expression, features.cel_options).problem
            if problem is not None:  # the scheduler refuses the claim before it looks at a device
                return Verdict(
                    want,
                    None,
                    f"{whose} selector #{index} does not compile, and the scheduler refuses the claim with its "
                    f"CEL compile error ({problem.detail.splitlines()[0]})",
                )
    class_missing = classes.selectors is not None and not stage.given
    if class_missing and classes.complete:  # validateDeviceRequest: "could not retrieve device class"
        return Verdict(
            want,
            False,
            f"DeviceClass {want.class_name} does not exist (the files hold every DeviceClass of the cluster): the "
            "scheduler cannot allocate the request",
            class_missing=True,
        )
    if not published.inventory.slices:  # only judged when the files are said to hold every ResourceSlice
        return Verdict(want, False, "no device is published (the files hold no ResourceSlice, and no other)")
    everything = list(published.members)
    errors = list(stage.errors)
    unknown = set(stage.unknown)  # devices whose match dra-conform could not judge: counted as matches
    after_class, base, label = stage.after, stage.base, stage.label
    steps: list[str] = []
    if not stage.given:
        # Without its class, the drivers the request's selectors name stand in for what the class selects;
        # a request that names none of the drivers published is not judged (the run has other drivers' devices).
        named = _named_drivers(published, want.selectors)
        if not named:
            why = "is not given" if class_missing else "is not in the run"
            return Verdict(
                want,
                None,
                f"DeviceClass {want.class_name} {why}, and the request names no driver whose devices the run publishes",
                class_missing=class_missing,
            )
        base = after_class = [i for i in everything if published.devices[i].driver in named]
        label = _class_driver_label(published, base)
    if class_missing:
        steps.append(
            f"no DeviceClass {want.class_name} is given: its selectors are not applied, so the counts are upper bounds"
        )
    elif classes.selectors is None:
        steps.append(
            f"DeviceClass {want.class_name} is not in the run: its selectors are not applied, so the counts "
            "are upper bounds"
        )
    in_base = set(base)
    for expression, members, failed in stage.refused:
        members = [i for i in members if i in in_base]
        if members:
            steps.append(
                f"{len(members)} fail the class's {code(expression)}{hint(published, expression, members)}"
                + _errors_text(published, expression, [i for i in failed if i in in_base])
            )
    matched, request_refused = _select(
        published,
        after_class,
        want.selectors,
        owner,
        errors,
        unknown,
        report_errors=not class_missing and classes.selectors is not None,
    )
    for expression, members, failed in request_refused:
        steps.append(
            f"{len(members)} fail {code(expression)}{hint(published, expression, members)}"
            + _errors_text(published, expression, failed)
        )
    verdict = Verdict(want, None, "", matched=len(matched), errors=errors, class_missing=class_missing, steps=steps)
    head = f"{len(matched)} of {devices_text(len(base))} {label} match"
    # Pools, gates and capacity: devices the allocator passes over; then taints.
    off: dict[str, list[int]] = defaultdict(list)
    candidates = matched
    if published.unusable:
        for i in matched:
            if i in published.unusable:
                off[published.unusable[i]].append(i)
        candidates = [i for i in matched if i not in published.unusable]
    if want.capacity is not None:
        lacking = f"they lack the capacity capacity.requests asks for ({_capacity_text(want)})"
        holds = [fits(published.devices[i], want, {}, features.fractional_range) for i in candidates]
        off[lacking] = [i for i, ok in zip(candidates, holds) if not ok]
        candidates = [i for i, ok in zip(candidates, holds) if ok]
    for reason, members in off.items():
        if members:
            steps.append(f"{len(members)} of them {'is' if len(members) == 1 else 'are'} not used: {reason}")
    untolerated = {
        i: why
        for i in candidates
        if i in published.tainted
        if (why := _untolerated(published.devices[i], want, features))
    }
    tainted = [i for i in candidates if i in untolerated]
    if tainted and not want.all:
        steps.append(
            f"{len(tainted)} of them {'has' if len(tainted) == 1 else 'have'} a taint the request does not "
            f"tolerate ({untolerated[tainted[0]]} on {published.devices[tainted[0]].label})"
        )
    usable = [i for i in candidates if i not in untolerated] if untolerated else candidates
    verdict.candidates = len(usable)
    if want.all:
        return _judge_all(published, want, verdict, head, candidates, untolerated, now)
    need = want.count
    best, node, limit = most_on_a_node(published, usable, need, {}, {}, want)
    verdict.best, verdict.best_node = best, node
    if best >= need:
        judged = [i for i in usable if i not in unknown]
        # Enough only with devices dra-conform could not judge: not judged, rather than satisfiable.
        verdict.satisfiable = (
            True
            if len(judged) == len(usable) or most_on_a_node(published, judged, need, {}, {}, want)[0] >= need
            else None
        )
        nodes = {published.node_of[i] for i in usable} - {""}
        verdict.summary = verdict.head = head + (
            f", on {len(nodes)} nodes" if len(nodes) > 1 else f" on node {node}" if node else ""
        )
        if class_missing or classes.selectors is None:
            verdict.summary += f"; {steps[0]}"
        if unknown:
            verdict.summary += f" ({len(unknown)} of them not judged: {_not_judged(published, want, classes, unknown)})"
        if now:
            verdict.now = now_text(published, want, usable, need)
        return verdict
    # Devices not judged were counted as matches and node selectors as matching every node: a
    # shortage is certain unless the counter search ran out of budget.
    verdict.satisfiable = False if limit != "unknown" else None
    if limit and limit != "unknown":
        steps.append(limit)
    elif limit == "unknown":
        steps.append("whether their shared counters allow enough together was not judged (search budget)")
    verdict.head = (f"asks for {devices_text(need)}; " if need > 1 else "") + head
    verdict.summary = verdict.head + ("; " + "; ".join(steps) if steps else "")
    return verdict


def _untolerated(device: Any, want: Want, features: Features) -> str:
    taint = untolerated(device.taints, want.tolerations) if features.taints else None
    return str(taint) if taint is not None else ""


def _named_drivers(published: Published, selectors: tuple[str, ...]) -> set[str]:
    """The published drivers a request's selectors name: an attribute or capacity domain, or a string."""
    drivers = {published.devices[i].driver for i in published.members}
    named: set[str] = set()
    for expression in selectors:
        compiled = cel.compile(expression, published.features.cel_options)
        stack = [compiled.ast] if compiled.ast is not None else []
        while stack:
            node = stack.pop()
            if node.kind == "lit" and isinstance(node.value, str) and node.value in drivers:
                named.add(node.value)
            stack.extend(n for n in (node.target, *node.args) if n is not None)
    return named


def _refused(want: Want, features: Features) -> str:
    """What the allocator refuses outright (an error for the whole claim), before looking at devices."""
    if not want.all and want.count > MAX_RESULTS:
        return (
            f"asks for {want.count} devices; the scheduler allocates at most {MAX_RESULTS} to one claim (its "
            f"error: adding {want.count} devices exceeds the claim limit of {MAX_RESULTS})"
        )
    if want.capacity is not None and not features.consumable:
        return "has capacity requests, but the DRAConsumableCapacity feature is off: the scheduler refuses the claim"
    if want.admin and not features.admin_access:
        return "asks for admin access, but the DRAAdminAccess feature is off: the scheduler refuses the claim"
    if "/" in want.name and not features.prioritized_list:
        return (
            "is a firstAvailable subrequest, but the DRAPrioritizedList feature is off: the scheduler refuses the claim"
        )
    return ""


def _select(
    published: Published,
    members: list[int],
    selectors: tuple[str, ...],
    owner: str,
    errors: list[SelectorError],
    unknown: set[int],
    report_errors: bool,
) -> tuple[list[int], list[tuple[str, list[int], list[int]]]]:
    """selectorsMatch over ``members``: (devices all selectors accept, [(selector, refused, of them with
    a runtime error)]). A device the scheduler would evaluate and get a runtime error on is recorded once
    per selector in ``errors``; one dra-conform cannot judge is kept and noted in ``unknown``."""
    alive, refused_by = members, []
    for index, expression in enumerate(selectors):
        selection = published.selection(expression)
        true, maybe = selection.true, selection.unknown
        if maybe:
            kept = [i for i in alive if i in true or i in maybe]
            if len(kept) == len(alive):
                unknown.update(i for i in alive if i in maybe)
                continue
            refused = [i for i in alive if i not in true and i not in maybe]
            unknown.update(i for i in kept if i in maybe)
        else:  # the common case, one test a device (this runs per request over every member)
            kept = [i for i in alive if i in true]
            if len(kept) == len(alive):
                continue
            refused = [i for i in alive if i not in true]
        failed = [i for i in refused if i in selection.errors] if selection.errors else []
        reached = [i for i in failed if i not in published.unusable]
        if reached and report_errors:
            errors.append(
                SelectorError(
                    owner,
                    index,
                    expression,
                    published.devices[reached[0]].label,
                    selection.errors[reached[0]],
                    len(reached),
                )
            )
        refused_by.append((expression, refused, failed))
        alive = kept
    return alive, refused_by


def _errors_text(published: Published, expression: str, failed: list[int]) -> str:
    if not failed:
        return ""
    error = published.selection(expression).errors[failed[0]]
    return f", {len(failed)} of them with a CEL runtime error ({error} on {published.devices[failed[0]].label})"


def _base(published: Published, everything: list[int], after_class: list[int]) -> tuple[list[int], str]:
    """The devices a message counts from: those of the drivers the class selects, when it selects any."""
    if not after_class:
        return everything, f"published{published.scope}"
    drivers = {published.devices[i].driver for i in after_class}
    return [i for i in everything if published.devices[i].driver in drivers], _class_driver_label(
        published, after_class
    )


def _not_judged(published: Published, want: Want, classes: Classes, unknown: set[int]) -> str:
    for expression in (classes.selectors or {}).get(want.class_name, ()) + want.selectors:
        maybe = published.selection(expression).unknown
        for i in sorted(unknown):
            if i in maybe:
                return maybe[i]
    return "dra-conform could not evaluate a selector"


def _capacity_text(want: Want) -> str:
    return ", ".join(f"{name}" for name, _ in want.capacity or ())


def _judge_all(
    published: Published,
    want: Want,
    verdict: Verdict,
    head: str,
    candidates: list[int],
    untolerated: dict[int, str],
    now: bool,
) -> Verdict:
    """allocationMode All, node by node: every matching device on the node (at least one) must be
    allocatable at once, untainted, within the shared counters and within the claim limit."""
    steps = verdict.steps
    matched_nodes = by_node(published, candidates)
    shared = matched_nodes.pop("", [])
    nodes = sorted(matched_nodes) or [""]
    problems: list[tuple[str, str]] = []
    for node in nodes:
        members = shared + matched_nodes.get(node, [])
        why = _all_on(published, want, node, members, untolerated)
        if why is None:
            verdict.satisfiable, verdict.best, verdict.best_node = True, len(members), node
            verdict.summary = verdict.head = head + (
                f" (all {len(members)} on node {node} can be allocated together)"
                if node
                else f" (all {len(members)} can be allocated together)"
            )
            if now and not want.admin:
                busy = sorted({published.in_use[i] for i in members if i in published.in_use})
                if busy:
                    verdict.now = f"not now: some of them are allocated to other claims ({listing(busy)})"
            return verdict
        problems.append((node, why))
    verdict.satisfiable = False
    if len(problems) == 1:
        steps.append(problems[0][1] + (f" (node {problems[0][0]})" if problems[0][0] else ""))
    else:
        steps.append("on every node something stops it: " + listing([f"{n}: {w}" for n, w in problems], 3))
    verdict.head = "asks for all matching devices; " + head
    verdict.summary = verdict.head + "; " + "; ".join(steps)
    return verdict


def _all_on(published: Published, want: Want, node: str, members: list[int], untolerated: dict[int, str]) -> str | None:
    for key, problem in published.problems.items():  # every pool for the node, of any driver (validateDeviceRequest)
        if node in published.pool_nodes[key] or "" in published.pool_nodes[key]:
            return f"the scheduler refuses a request for all devices while {problem.split(':')[0]}"
    if not members:
        return "no device matches, and All needs at least one"
    if len(members) > MAX_RESULTS:
        return (
            f"{len(members)} devices match, more than the {MAX_RESULTS} a claim can get: the scheduler refuses "
            "the claim"
        )
    tainted = [i for i in members if untolerated.get(i)]
    if tainted:
        return (
            f"{published.devices[tainted[0]].label} has a taint the request does not tolerate "
            f"({untolerated[tainted[0]]}), and All takes every matching device"
        )
    got, limit = most(published, members, len(members), {}, {}, None)  # each device once
    if got < len(members):
        return f"{limit or 'their shared counters do not let all of them be allocated together'}, and All takes every matching device"
    return None
