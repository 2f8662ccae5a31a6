"""How many devices one request can get together, for filters.py's counts: per node, with shareable devices'
shares (consumable capacity), the pools' shared counters (a bounded exact search when a greedy pick falls
short) and what the claims allocated already hold."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .capacity import CapacityError, fits_capacity, one_allocation
from .inventory import Device
from .published import Published
from .wording import listing

if TYPE_CHECKING:
    from .requests import Want

SEARCH_BUDGET = 20_000  # steps of the exact shared-counter search before it gives up ("not judged")


def fits(device: Device, want: Want, consumed: dict[str, Fraction], fractional: bool) -> bool:
    """CmpRequestOverCapacity for one more allocation, with ``consumed`` taken by others already (a request
    upstream aborts on does not fit: the search says its error)."""
    try:
        wanted = dict(want.capacity) if want.capacity is not None else None
        return fits_capacity(consumed, wanted, device.capacity, {}, fractional) is True
    except CapacityError:
        return False


def shares(published: Published, i: int, want: Want, consumed: dict[str, Fraction], need: int) -> int:
    """How many allocations of this request the device takes: 1, or for a shareable device as many as
    its capacity holds (each share consumes what the request asks, rounded by the requestPolicy)."""
    device, fractional = published.devices[i], published.features.fractional_range
    if not published.shareable(i):
        return 1 if fits(device, want, {}, fractional) else 0
    wanted = dict(want.capacity or ())
    if any(name not in device.capacity for name in wanted):
        return 0
    most = need
    for name, capacity in device.capacity.items():
        amount = one_allocation(wanted.get(name), capacity, fractional)
        if amount is None:
            return 0
        left = capacity.value - consumed.get(name, Fraction(0))
        if amount > 0:
            most = min(most, int(left // amount))
        elif left < 0:
            return 0
    return max(most, 0)


def by_node(published: Published, members: list[int]) -> dict[str, list[int]]:
    """Devices per node: node-local ones under their node, the rest under "" (usable on every node)."""
    out: dict[str, list[int]] = defaultdict(list)
    node_of = published.node_of  # a local: this loop runs per request over every member
    for i in members:
        out[node_of[i]].append(i)
    return out


def most_on_a_node(
    published: Published,
    members: list[int],
    need: int,
    counters_used: dict[Any, Any],
    consumed: dict[int, dict[str, Fraction]],
    want: Want | None = None,
) -> tuple[int, str, str]:
    """(most devices allocatable together on one node, up to ``need``; that node; what limits them)."""
    grouped = by_node(published, members)
    shared = grouped.pop("", [])
    nodes = sorted(grouped) or [""]
    best, best_node, limit = -1, "", ""
    per_node: list[tuple[str, int]] = []
    for node in nodes:
        got, why = most(published, shared + grouped.get(node, []), need, counters_used, consumed, want)
        per_node.append((node, got))
        if got > best:
            best, best_node, limit = got, node, why
        if best >= need:
            break
    if best < need and len(nodes) > 1 and sum(g for _, g in per_node) >= need and limit != "unknown":
        spread = sorted(per_node, key=lambda p: (-p[1], p[0]))
        limit = (
            f"at most {best} on one node ({listing([f'{n}: {g}' for n, g in spread])}); a claim's devices "
            "must all be on the node of its pod"
        ) + (f"; {limit}" if limit else "")
    return max(best, 0), best_node, limit


def most(
    published: Published,
    members: list[int],
    need: int,
    counters_used: dict[Any, Any],
    consumed: dict[int, dict[str, Fraction]],
    want: Want | None,
) -> tuple[int, str]:
    """How many of ``members`` (up to ``need``) one request can get together: plain devices count one,
    shareable ones as many shares as their capacity holds, and counter-consuming ones as many as the
    pool's shared counters allow (an exact search when the greedy pick falls short)."""
    free = 0
    groups: dict[tuple[Any, ...], list[int]] = defaultdict(list)
    for i in members:
        device = published.devices[i]
        taken = shares(published, i, want, consumed.get(i, {}), need) if want is not None else 1
        if taken <= 0:
            continue
        if device.cost and i not in consumed:  # a shared device in use already took its counters (skipCounterCheck)
            groups[((device.driver, device.pool), device.cost, taken)].append(i)
        else:
            free += taken
    if free >= need or not groups:
        return min(free, need), ""
    capacity: dict[tuple[str, str], dict[tuple[str, str], Fraction]] = {}
    for pool, _, _ in groups:
        have = published.counters(pool)
        for key, used in counters_used.get(pool, {}).items():
            have[key] = have.get(key, Fraction(0)) - used
        capacity[pool] = have
    items = sorted(groups.items(), key=lambda g: sum(a for _, _, a in g[0][1]))
    left = {pool: dict(have) for pool, have in capacity.items()}
    got = free
    for (pool, cost, each), members_ in items:  # greedy: cheapest first
        for _ in members_:
            if got >= need:
                break
            if all(left[pool].get((s, c), Fraction(0)) >= a for s, c, a in cost):
                for s, c, a in cost:
                    left[pool][(s, c)] -= a
                got += each
    if got >= need:
        return need, ""
    found = _search(items, capacity, need - free)
    if found is None:
        return got, "unknown"
    if found + free >= need:
        return need, ""
    return found + free, (
        f"their shared counters let at most {found + free} be allocated together{_counters_text(published, items)}"
    )


MAX_GROUPS = 64  # kinds of counter-consuming devices searched together (deeper is "not judged")


def _search(
    items: list[tuple[tuple[Any, ...], list[int]]], capacity: dict[Any, dict[Any, Fraction]], need: int
) -> int | None:
    """The most shares the counter-consuming groups give together (up to ``need``), or None when the
    search is over its budget. Groups that share no counter set are independent: each component of
    groups linked by the counter sets they draw on is searched on its own, and their bests add up."""
    total = 0
    for component in _components(items):
        if total >= need:
            break
        got = _component_most(component, capacity, need - total)
        if got is None:
            return None
        total += got
    return min(total, need)


def _components(items: list[tuple[tuple[Any, ...], list[int]]]) -> list[list[tuple[tuple[Any, ...], list[int]]]]:
    owner: dict[Any, int] = {}  # (pool, counter set) -> the component that draws on it
    parts: list[list[tuple[tuple[Any, ...], list[int]]]] = []
    for item in items:
        (pool, cost, _), _ = item
        linked = sorted({owner[(pool, s)] for s, _, _ in cost if (pool, s) in owner})
        if not linked:
            target = len(parts)
            parts.append([])
        else:
            target = linked[0]
            for other in linked[1:]:  # this group joins components: merge them into the first
                parts[target].extend(parts[other])
                for key, index in owner.items():
                    if index == other:
                        owner[key] = target
                parts[other] = []
        parts[target].append(item)
        for s, _, _ in cost:
            owner[(pool, s)] = target
    return [p for p in parts if p]


def _component_most(
    items: list[tuple[tuple[Any, ...], list[int]]], capacity: dict[Any, dict[Any, Fraction]], need: int
) -> int | None:
    """A bounded depth-first search over how many devices to take from each group of one component."""
    if len(items) > MAX_GROUPS:
        return None
    suffix = [0] * (len(items) + 1)  # the most shares the groups from k on could add
    for k in range(len(items) - 1, -1, -1):
        suffix[k] = suffix[k + 1] + items[k][0][2] * len(items[k][1])
    budget, best = [SEARCH_BUDGET], [0]

    def dfs(k: int, got: int, left: dict[Any, dict[Any, Fraction]]) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            raise TimeoutError
        best[0] = max(best[0], got)
        if got >= need:
            return True
        if k == len(items) or got + suffix[k] <= best[0]:
            return False
        (pool, cost, shares), members = items[k]
        most = len(members)
        for s, c, a in cost:
            if a > 0:
                most = min(most, int(left[pool].get((s, c), Fraction(0)) // a))
        for take in range(max(most, 0), -1, -1):
            after = dict(left)
            after[pool] = dict(left[pool])
            for s, c, a in cost:
                after[pool][(s, c)] = after[pool].get((s, c), Fraction(0)) - a * take
            if dfs(k + 1, got + take * shares, after):
                return True
        return False

    try:
        dfs(0, 0, capacity)
    except TimeoutError:
        return None
    return min(best[0], need)


def _counters_text(published: Published, items: list[tuple[tuple[Any, ...], list[int]]]) -> str:
    """The counter sets the devices draw on, with what they hold, for the message."""
    shown: dict[str, None] = {}
    for (pool_key, cost, _), _members in items:
        texts = published.counter_texts[pool_key]
        for counter_set, counter, _amount in cost:
            text = texts.get((counter_set, counter), "0")
            shown[f"pool {published.pools[pool_key].id}, counter set {counter_set}: {counter} {text}"] = None
    return f" ({listing(list(shown), 2)})" if shown else ""


def now_text(published: Published, want: Want, usable: list[int], need: int) -> str | None:
    """What the allocations of the claims given change: devices in use, counters and capacity taken."""
    if not published.in_use and not published.shared:
        return None
    busy = [] if want.admin else [i for i in usable if i in published.in_use]
    free = [i for i in usable if i not in set(busy)]
    best, node, limit = most_on_a_node(published, free, need, published.counters_in_use(), published.shared, want)
    if best >= need:
        if busy:
            return f"{len(busy)} of them are allocated to other claims; enough are free"
        return None
    owners = sorted({published.in_use[i] for i in busy})
    text = f"not now: {len(busy)} of the {len(usable)} usable devices are allocated to other claims ({listing(owners)})"
    text += f", and at most {best} of the rest can be allocated together" + (
        f" ({limit})" if limit and limit != "unknown" else ""
    )
    return text
