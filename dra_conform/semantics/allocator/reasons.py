"""Why a device is not used: for one claim on one node, each device's first reason, in the order
upstream's allocator looks at it (allocator_experimental.go allocateOne, isSelectable, allocateDevice;
pools_experimental.go GatherPools): the node and the pool first, then in use, binding conditions, the
class's selectors, the request's, per-device node selection, capacity, counters, taints.

A device is judged for a request alone: what the claim's other requests take, and its constraints,
are the search's (nodes.reason says when requests fit alone but not together). For explain-claim.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import cel
from ..values import as_dict
from .allocatedstate import AllocatedState
from .features import Features
from .inventory import Device, Failed, Inventory, Node
from .pools import Pool, node_matches
from .search import _Allocator, _id, _kobj, _node_matches, _NotEvaluated, _Request
from .taints import untolerated

SHOWN = 3  # device names given for a reason before "…"


@dataclass(frozen=True)
class Refused:
    """Devices passed over for one reason."""

    reason: str
    devices: list[Device]
    values: dict[str, int]  # for a selector's clause: what the devices publish where it reads, and how many
    elsewhere: bool = False  # in no pool the allocator gathers for the node


@dataclass(frozen=True)
class Reasons:
    """For one request (or subrequest) on one node: the devices it can use, and the others grouped
    by their first reason, in the order first met (those not for the node last)."""

    request: str
    usable: list[Device]
    refused: list[Refused]


VALUES = " (published: "  # where a clause's reason gives the values the device publishes
OTHER_NODES = ("published for another node", "its slice's node selector does not match ")  # the devices of other nodes


def _name(device: Device) -> str:
    return f"{device.slice.pool}/{device.name}" if device.slice.pool != device.name else device.name


def reasons(
    inventory: Inventory,
    node: Node | None,
    claim: dict[str, Any],
    classes: dict[str, dict[str, Any]],
    allocated: AllocatedState,
    features: Features,
) -> list[Reasons] | str:
    """Each request's and subrequest's Reasons on ``node``; the error text instead when Allocate stops
    before it looks at a device (a class missing, a selector that does not compile, ...)."""
    search = _Allocator(inventory, node, [claim], classes, allocated, features, 0)
    try:
        search._prepare()
    except (Failed, _NotEvaluated) as exc:
        return str(exc)
    pools = search.pools
    placed: dict[int, tuple[Pool, int]] = {}  # device index -> (its pool for the node, order)
    order = 0
    for pool in pools:
        for s in pool.slices:
            for device in s.devices:
                placed[device.index] = (pool, order)
                order += 1
    by_id = {p.id: p for p in pools}
    elsewhere = [d for d in inventory.devices if d.index not in placed]
    out = []
    for key, request in search.requests.items():
        usable: list[Device] = []
        grouped: dict[str, Refused] = {}
        for device in sorted((inventory.devices[i] for i in placed), key=lambda d: placed[d.index][1]):
            why = _why(search, key, request, device, placed[device.index][0])
            if why is None:
                usable.append(device)
                continue
            text, _, values = why.partition(VALUES)
            group = grouped.setdefault(text, Refused(text, [], {}))
            group.devices.append(device)
            if values:
                value = values.removesuffix(")")
                group.values[value] = group.values.get(value, 0) + 1
        away: dict[str, Refused] = {}
        for device in elsewhere:
            text = _not_for_node(device, node, by_id, features)
            far = text in OTHER_NODES or text.startswith(OTHER_NODES)
            (away if far else grouped).setdefault(text, Refused(text, [], {}, elsewhere=far)).devices.append(device)
        out.append(Reasons(request.full_name, usable, [*grouped.values(), *away.values()]))
    return out


def _not_for_node(device: Device, node: Node | None, pools: dict[str, Pool], features: Features) -> str:
    """Why a device is in no pool the allocator gathers for the node (GatherPools)."""
    s = device.slice
    pool = pools.get(f"{s.driver}/{s.pool}")
    if s.rejected:
        return f"the apiserver refuses its slice ({s.rejected})"
    if not features.partitionable and (s.per_device is not None or s.counter_sets):
        return "its slice uses sharedCounters or perDeviceNodeSelection, which DRAPartitionableDevices off drops"
    where = node.name if node is not None and node.name else "this node"
    try:
        if s.node_name or s.all_nodes or s.node_selector is not None:
            relevant = node_matches(node, s.node_name, s.all_nodes, s.node_selector)
        elif s.per_device:
            relevant = _node_matches(node, device)
        else:
            relevant = False
    except Failed as exc:
        return str(exc)
    if not relevant:
        if s.node_name:
            return OTHER_NODES[0]
        return f"{OTHER_NODES[1]}{where}"
    if pool is not None and pool.incomplete:
        return f"pool {pool.id} is incomplete (not all its slices of the newest generation are published)"
    if pool is not None and pool.invalid:
        return f"pool {pool.id} is invalid ({pool.reason})"
    if features.partitionable and s.counter_sets:
        return "its slice holds sharedCounters: the allocator reads such a slice for its counters only"
    if pool is not None and any(other.generation > s.generation for other in pool.slices):
        return f"pool {pool.id} has a newer generation than its slice {s.name}"
    return "its slice is not among those the allocator gathers for the node"


def _why(
    search: _Allocator, key: tuple[int, int, int], request: _Request, device: Device, pool: Pool, detail: bool = True
) -> str | None:
    """The first reason the search passes over ``device`` for ``request`` alone, or None when it can use it
    (without ``detail``, a selector's reason does not name its clause and values)."""
    features = search.features
    if not request.admin and device.id in search.allocated.devices:
        return "allocated to another claim already"
    if not features.binding and device.binding_conditions:
        return "it has bindingConditions, and DRADeviceBindingConditions is off"
    if request.class_obj is not None:
        why = _selector_reason(
            search, device, request.class_owner, request.class_expressions, request.class_answers, detail
        )
        if why:
            return why
    if request.expressions:
        why = _selector_reason(search, device, "the request", request.expressions, request.answers, detail)
        if why:
            return why
    if device.slice.per_device and not _node_matches(search.node, device):
        return "its own node selection does not match the node"
    if features.consumable:
        try:
            fits = search._capacity_ok(request, device, where=(search.claims[key[0]], "checking", _id(device.id)))
        except Failed as e:  # 1.37: a request upstream's capacity arithmetic cannot represent fails the claim
            return f"the scheduler fails the claim on it: {e}"
        if not fits:
            return "its capacity cannot hold what capacity.requests asks for"
    if not features.partitionable and device.consumes:
        return "it consumes shared counters, and DRAPartitionableDevices is off"
    if device.consumes:
        fits, _ = search.counters.take(device, pool)
        if not fits:
            return "its shared counters are used up (by the devices allocated to other claims)"
        search.counters.give(device, pool)
    taint = untolerated(device.taints, request.tolerations) if features.taints else None
    if taint is not None:
        text = f"{taint.key}{'=' + taint.value if taint.value else ''}:{taint.effect}"
        return f"a taint the request does not tolerate ({text})"
    return None


def usable_counts(
    inventory: Inventory,
    node: Node | None,
    claim: dict[str, Any],
    classes: dict[str, dict[str, Any]],
    allocated: AllocatedState,
    features: Features,
) -> dict[str, tuple[int, int]] | None:
    """Per request and subrequest of ``claim``: (devices for ``node`` it can use alone, devices it needs);
    None when Allocate would stop first (its error) or a selector cannot be evaluated."""
    search = _Allocator(inventory, node, [claim], classes, allocated, features, 0)
    try:
        search._prepare()
        out: dict[str, tuple[int, int]] = {}
        for key, request in search.requests.items():
            found = 0
            class_answers, answers = request.class_answers, request.answers
            for pool in search.pools:
                if pool.skipped:
                    continue
                for s in pool.slices:
                    for device in s.devices:
                        in_class = class_answers[device.index]  # a selector that does not match: not usable
                        if in_class is False or (in_class is None and answers[device.index] is False):
                            continue
                        if _why(search, key, request, device, pool, detail=False) is None:
                            found += 1
            out[request.full_name] = (found, request.count)
        return out
    except (Failed, _NotEvaluated, RecursionError):
        return None


def _selector_reason(
    search: _Allocator,
    device: Device,
    owner: str,
    expressions: tuple[str, ...],
    answers: list[Any],
    detail: bool,
) -> str | None:
    answer = answers[device.index]
    if answer is None:
        return None
    whose = "the class's" if owner.startswith("class ") else "the request's"
    if answer is False:
        if not detail:
            return "no match"
        # The first selector that does not match (selectors() says only that one did not).
        options = search.features.cel_options
        for index, expression in enumerate(expressions):
            compiled = cel.compile(expression, options)
            if search.inventory.outcomes(expression, compiled)[device.index].matched is False:
                return f"{whose} selector #{index} does not match: {_clause(search.inventory, expression, compiled, device, options)}"
        return f"{whose} selectors do not match"
    what, index, text = answer
    if not detail:  # the search would stop here with an error: no count can stand for its answer
        search._answer(device, owner if owner.startswith("class ") else f"claim {_kobj(search.claims[0])}", answer)
    if what == "runtime":
        return f"{whose} selector #{index} fails with a CEL runtime error: {text} (the scheduler stops there)"
    if what == "unknown":
        raise _NotEvaluated(f"{owner}: selector #{index} on device {_name(device)}: {text}")
    return f"{whose} selector #{index} does not compile"


def _clause(
    inventory: Inventory, expression: str, compiled: cel.CompileResult, device: Device, options: cel.Options
) -> str:
    """The failing clause of a selector (the first `&&` operand that is false on the device) and the values
    it reads there: `device.attributes["d"].model == "H100"` is false (model: A100)."""
    clause, reading = expression, compiled
    if compiled.ast is not None:
        for part in _conjuncts(expression, compiled.ast):
            piece = cel.compile(part, options)
            if piece.problem is None and inventory.outcomes(part, piece)[device.index].matched is False:
                clause, reading = part, piece
                break
    code = clause if len(clause) <= 200 else clause[:197] + "..."
    shown = _values(reading, device)
    return f"`{code}` is false" + (f"{VALUES}{shown})" if shown else "")


def _conjuncts(expression: str, ast: Any) -> list[str]:
    """The operands of a top-level chain of `&&`, as the source text between the operators."""
    positions: list[int] = []
    stack = [ast]
    while stack:
        node = stack.pop()
        if node.kind == "call" and node.value == "_&&_":
            positions.append(node.pos)
            stack.extend(node.args)
    if not positions:
        return []
    positions.sort()
    bounds = [0, *positions, len(expression)]
    parts = []
    for i in range(len(bounds) - 1):
        start = bounds[i] + (2 if i else 0)
        parts.append(expression[start : bounds[i + 1]].strip())
    return parts


def _values(compiled: cel.CompileResult, device: Device) -> str:
    """What the device publishes at the paths an expression reads: `model: A100; memory: 40Gi`."""
    paths = cel.reads(compiled.ast) if compiled.ast is not None else None
    if not paths:
        return ""
    out = []
    for path in paths[:3]:
        if path[0] == "driver":
            out.append(f"driver: {device.slice.driver}")
            continue
        if path[0] not in ("attributes", "capacity") or len(path) < 3:
            continue
        _, domain, name = path
        table = as_dict(device.body.get(path[0]))
        raw = table.get(f"{domain}/{name}", table.get(name) if domain == device.slice.driver else None)
        if raw is None:
            out.append(f"{name}: (none)")
            continue
        value = as_dict(raw).get("value") if path[0] == "capacity" else next(iter(as_dict(raw).values()), None)
        out.append(f"{name}: {value}")
    return "; ".join(out)
