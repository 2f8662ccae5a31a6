"""Allocate: upstream's depth-first search for the first allocation of all claims of a pod on one node
(allocator_experimental.go), with its consumable capacity (consumable_capacity.go)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from ..values import as_dict, as_list, as_str
from . import pruning
from .allocatedstate import AllocatedState
from .budget import Budget, OverBudget
from .capacity import CapacityError, consumed_capacity, fits_capacity, requested_capacity
from .constraints import Constraint, DistinctAttribute, MatchAttribute
from .counters import Counters
from .features import MAX_RESULTS, Features
from .inventory import Device, DeviceID, Failed, Inventory, Node
from .nodeselector import node_selector
from .pools import Pool, node_matches, pools_for
from .taints import Toleration, read_tolerations, untolerated


class _MaxSize(Exception):
    """errAllocationResultMaxSizeExceeded."""


@dataclass(frozen=True)
class Result:
    """One entry of status.allocation.devices.results."""

    request: str  # "req" or "req/sub"
    driver: str
    pool: str
    device: str
    admin_access: bool = False
    share: bool = False  # a shareID was made (allowMultipleAllocations)
    consumed: tuple[tuple[str, Fraction], ...] = ()
    binding_conditions: tuple[str, ...] = ()


@dataclass
class Outcome:
    kind: str  # "allocated" | "unsatisfiable" | "error" | "not judged"
    results: list[list[Result]] = field(default_factory=list)  # per claim, when allocated
    node_selectors: list[dict[str, Any] | None] = field(default_factory=list)  # per claim
    error: str = ""  # the error upstream returns, or why not judged
    pools: list[Pool] = field(default_factory=list)
    steps: int = 0  # allocateOne calls (upstream's count while nothing was pruned)
    over_budget: bool = False  # "not judged" because the search used the tries it had
    tries: int = 0  # what the search cost: devices considered and allocateOne calls


@dataclass
class _Request:
    """requestAccessor: a request with exactly, or one subrequest."""

    name: str
    parent: str  # the parent request of a subrequest, "" otherwise
    body: dict[str, Any]
    class_obj: dict[str, Any] | None = None
    count: int = 0
    all_devices: list[tuple[Device, Pool]] | None = None
    class_owner: str = ""
    class_expressions: tuple[str, ...] = ()
    expressions: tuple[str, ...] = ()
    class_answers: list[Any] = field(default_factory=list)  # Inventory.selectors, per device
    answers: list[Any] = field(default_factory=list)

    @property
    def full_name(self) -> str:
        return f"{self.parent}/{self.name}" if self.parent else self.name

    @property
    def mode(self) -> str:
        return as_str(self.body.get("allocationMode"))

    @cached_property
    def admin(self) -> bool:
        return not self.parent and self.body.get("adminAccess") is True

    @property
    def has_admin(self) -> bool:
        return not self.parent and "adminAccess" in self.body and self.body["adminAccess"] is not None

    @property
    def selectors(self) -> list[Any]:
        return as_list(self.body.get("selectors"))

    @property
    def tolerations(self) -> tuple[Toleration, ...]:
        return read_tolerations(self.body.get("tolerations"))

    @cached_property
    def capacities(self) -> dict[str, Fraction] | None:
        return requested_capacity(self.body.get("capacity"))


def _expressions(selectors: list[Any]) -> tuple[str, ...]:
    return tuple(as_str(as_dict(as_dict(x).get("cel")).get("expression")) for x in selectors)


def _kobj(claim: dict[str, Any]) -> str:
    metadata = as_dict(claim.get("metadata"))
    namespace, name = as_str(metadata.get("namespace")), as_str(metadata.get("name"))
    return f"{namespace}/{name}" if namespace else name


def _id(device: DeviceID) -> str:
    return "/".join(device)


# --- the search -------------------------------------------------------------------------------------------


class _Allocator:
    def __init__(
        self,
        inventory: Inventory,
        node: Node | None,
        claims: list[dict[str, Any]],
        classes: dict[str, dict[str, Any]],
        allocated: AllocatedState,
        features: Features,
        tries: int,
    ) -> None:
        self.inventory = inventory
        self.node = node
        self.claims = claims
        self.classes = classes
        self.allocated = allocated
        self.features = features
        self.tries = tries
        self.left = tries  # tries left; one for each device considered and each allocateOne call
        self.steps = 0
        self.shortcuts: pruning.Shortcuts | None = None  # once the search is long (pruning.py)
        self.prune_after = pruning.AFTER
        self.pools: list[Pool] = []
        self.requests: dict[tuple[int, int, int], _Request] = {}
        self.selected: dict[tuple[int, int], int] = {}
        self.subrequests: dict[tuple[int, int], bool] = {}
        self.constraints: list[list[Constraint]] = []
        self.matches: dict[tuple[Any, ...], bool] = {}  # isSelectable, and taints, per device and request
        self.allocating: dict[DeviceID, set[int]] = {}
        self.allocating_capacity: dict[DeviceID, dict[str, Fraction]] = {}
        self.shared_devices = {d for d, _ in allocated.shared}  # devices with a share allocated
        self.counters = Counters(
            self.allocated,
            features.counters_per_slice,
            features.counters_by_pool_name,
            whole_only=not features.shares_consume_counters,
        )
        self.results: list[list[tuple[Result, Device]]] = [[] for _ in claims]

    # validateDeviceRequest
    def _validate(self, claim_index: int, request: _Request, key: tuple[int, int, int]) -> None:
        claim = self.claims[claim_index]
        for i, selector in enumerate(request.selectors):
            if not isinstance(as_dict(selector).get("cel"), dict):
                raise Failed(
                    f"claim {_kobj(claim)}, request {request.name}, selector #{i}: CEL expression empty "
                    "(unsupported selector type?)"
                )
        if not self.features.admin_access and request.has_admin:
            raise Failed(
                f"claim {_kobj(claim)}, request {request.name}: admin access is requested, but the feature is disabled"
            )
        class_name = as_str(request.body.get("deviceClassName"))
        if not class_name:
            raise Failed(
                f"claim {_kobj(claim)}, request {request.name}: missing device class name (unsupported request type?)"
            )
        if class_name not in self.classes:
            raise Failed(
                f"claim {_kobj(claim)}, request {request.name}: could not retrieve device class {class_name}: "
                f'deviceclass.resource.k8s.io "{class_name}" not found'
            )
        request.class_obj = self.classes[class_name]
        request.class_owner = f"class {as_str(as_dict(request.class_obj.get('metadata')).get('name'))}"
        request.class_expressions = _expressions(as_list(as_dict(request.class_obj.get("spec")).get("selectors")))
        request.expressions = _expressions(request.selectors)
        options = self.features.cel_options
        request.class_answers = self.inventory.selectors(request.class_expressions, options)
        request.answers = self.inventory.selectors(request.expressions, options)
        if request.mode == "ExactCount":
            count = request.body.get("count")
            request.count = count if type(count) is int else 0
        elif request.mode == "All":
            request.all_devices = []
            for pool in self.pools:
                if pool.incomplete:
                    raise Failed(
                        f"claim {_kobj(claim)}, request {request.name}: asks for all devices, but resource pool "
                        f"{pool.id} is currently being updated"
                    )
                if pool.invalid:
                    raise Failed(
                        f"claim {_kobj(claim)}, request {request.name}: asks for all devices, but resource pool "
                        f"{pool.id} is currently invalid"
                    )
                for s in pool.slices:
                    for device in s.devices:
                        if not self._selectable(key, request, device):
                            continue
                        # 1.37 on, what is left of the capacity is checked as each is allocated, so "All"
                        # fails on a device that is full now; before, such a device is left out of "all"
                        static = self.features.all_by_static_capacity
                        checking = (claim, "checking", device.name)
                        if self.features.consumable and not self._capacity_ok(request, device, static, checking):
                            continue
                        request.all_devices.append((device, pool))
            request.count = len(request.all_devices)
        else:
            raise Failed(f"claim {_kobj(claim)}, request {request.name}: unsupported count mode {request.mode}")

    def run(self) -> Outcome:
        self._prepare()
        try:
            done = self._one(0, 0, 0, 0, False, (0, 0, 0))
        except _MaxSize:
            raise Failed("allocation max size exceeded") from None
        if not done:
            if any(p.invalid for p in self.pools):
                return Outcome("error", error="invalid resource pools were encountered", pools=self.pools)
            return Outcome("unsatisfiable", pools=self.pools)
        return Outcome(
            "allocated",
            [[r for r, _ in claim] for claim in self.results],
            [node_selector(self.node, [device for _, device in claim]) for claim in self.results],
            pools=self.pools,
        )

    def _prepare(self) -> None:
        """What Allocate does before its search: the pools for the node, every request validated, the
        claim limit, the constraints. Raises Failed with upstream's error."""
        self.pools = pools_for(self.inventory, self.node, self.features.partitionable, self.features.counters_per_slice)
        for claim_index, claim in enumerate(self.claims):
            spec = as_dict(as_dict(claim.get("spec")).get("devices"))
            minimum = 0
            for request_index, raw in enumerate(map(as_dict, as_list(spec.get("requests")))):
                name = as_str(raw.get("name"))
                subs = [as_dict(s) for s in as_list(raw.get("firstAvailable"))]
                if not self.features.prioritized_list and subs:
                    raise Failed(
                        f"claim {_kobj(claim)}, request {name}: has subrequests, but the DRAPrioritizedList "
                        "feature is disabled"
                    )
                exactly = raw.get("exactly")
                if not self.features.consumable:
                    if isinstance(exactly, dict) and exactly.get("capacity") is not None:
                        raise Failed(
                            f"claim {_kobj(claim)}, request {name}: has capacity requests, but the "
                            "DRAConsumableCapacity feature is disabled"
                        )
                    for sub in subs:
                        if sub.get("capacity") is not None:
                            raise Failed(
                                f"claim {_kobj(claim)}, subrequest {as_str(sub.get('name'))}: has capacity "
                                "requests, but the DRAConsumableCapacity feature is disabled"
                            )
                if subs:
                    least = math.inf
                    for sub_index, sub in enumerate(subs):
                        key = (claim_index, request_index, sub_index)
                        request = _Request(as_str(sub.get("name")), name, sub)
                        # up to 1.35 the key is moved on after validateDeviceRequest: an "All" subrequest's
                        # matches are remembered under the previous subrequest's key
                        seen_as = key if self.features.subrequest_index_kept else key[:2] + (max(sub_index - 1, 0),)
                        self._validate(claim_index, request, seen_as)
                        self.requests[key] = request
                        least = min(least, request.count)
                    self.subrequests[(claim_index, request_index)] = True
                else:
                    key = (claim_index, request_index, 0)
                    request = _Request(name, "", as_dict(exactly))
                    self._validate(claim_index, request, key)
                    self.requests[key] = request
                    least = request.count
                # compared with what is left before adding, as upstream does (an int64 count cannot overflow)
                if least > MAX_RESULTS - minimum:
                    raise Failed(
                        f"claim {_kobj(claim)}, request {name}: adding {int(least)} devices exceeds the claim limit "
                        f"of {MAX_RESULTS}, with {minimum} already accounted for"
                    )
                minimum += int(least)
            constraints: list[Constraint] = []
            for i, raw in enumerate(map(as_dict, as_list(spec.get("constraints")))):
                requests = [str(r) for r in as_list(raw.get("requests"))]
                if raw.get("matchAttribute") is not None:
                    constraints.append(
                        MatchAttribute(
                            requests,
                            as_str(raw.get("matchAttribute")),
                            self.features.list_attributes,
                            restored=self.features.match_intersection_restored,
                        )
                    )
                elif raw.get("distinctAttribute") is not None and self.features.distinct_supported:
                    constraints.append(
                        DistinctAttribute(
                            requests,
                            as_str(raw.get("distinctAttribute")),
                            self.features.list_attributes,
                            by_value=self.features.distinct_by_value,
                            every=self.features.distinct_remembers_every_device,
                        )
                    )
                else:
                    raise Failed(
                        f"claim {_kobj(claim)}, constraint #{i}: empty constraint (unsupported constraint type?)"
                    )
            self.constraints.append(constraints)
        # Allocate makes deviceMatchesRequest anew before its search: what the requests' validation matched
        # (under 1.35's shifted subrequest keys too) is asked again there, with the search's own keys
        self.matches.clear()

    def _n_requests(self, claim_index: int) -> int:
        spec = as_dict(as_dict(self.claims[claim_index].get("spec")).get("devices"))
        return len(as_list(spec.get("requests")))

    # allocateOne
    def _one(self, c: int, r: int, s: int, d: int, in_sub: bool, start: tuple[int, int, int]) -> bool:
        self.steps += 1
        self.left -= 1
        if self.left < 0:
            raise OverBudget
        if self.tries - self.left > self.prune_after:  # a long search: from now on, with the shortcuts
            self.prune_after = self.tries
            self.shortcuts = pruning.Shortcuts.of(self)
        if c >= len(self.claims):
            return True
        if r >= self._n_requests(c):
            try:
                return self._one(c + 1, 0, 0, 0, False, (0, 0, 0))
            except _MaxSize:
                return False
        if not in_sub and self.subrequests.get((c, r)):
            all_exceeded = True
            sub = 0
            while (c, r, sub) in self.requests:
                try:
                    ok = self._one(c, r, sub, d, True, (0, 0, 0))
                except _MaxSize:
                    sub += 1
                    continue
                all_exceeded = False
                if ok:
                    self.selected[(c, r)] = sub
                    return True
                sub += 1
            if all_exceeded:
                raise _MaxSize
            return False
        key = (c, r, s)
        request = self.requests[key]
        every = request.mode == "All"
        if every and not request.all_devices:
            return False
        if d >= request.count:
            return self._one(c, r + 1, 0, 0, False, (0, 0, 0))
        if len(self.results[c]) + request.count - d > MAX_RESULTS:
            raise _MaxSize
        if every:
            assert request.all_devices is not None
            device, pool = request.all_devices[d]
            undo = self._allocate_device(c, key, device, pool, d, must=True)
            if undo is None:
                return False
            try:
                # up to 1.35 the next device of an "All" request is asked of subrequest 0 (subRequestIndex lost)
                done = self._one(c, r, s if self.features.subrequest_index_kept else 0, d + 1, in_sub, (0, 0, 0))
            except BaseException:
                undo()
                raise
            if not done:
                undo()
            return done
        shortcuts = self.shortcuts
        walk = shortcuts.walk(c, key, request, start) if shortcuts else None
        failed: set[Any] = set()  # the shapes of the free devices that failed here (pruning.py)
        for pool_index, slice_index, device_index, device, pool in walk or self._walk(request, start):
            if request.admin and c in self.allocating.get(device.id, ()):
                continue
            if not request.admin and self._in_use(device.id):
                continue
            shape = shortcuts.shape(device) if shortcuts else None
            if shape is not None and shape in failed:
                continue
            # not selectable, over capacity, refused, or nothing found after it: the device failed here
            if not self._selectable(key, request, device):
                pass
            elif self.features.consumable and not self._capacity_ok(
                request, device, where=(self.claims[c], "checking", _id(device.id))
            ):
                pass
            elif (undo := self._allocate_device(c, key, device, pool, d, must=False)) is not None:
                try:
                    after = (
                        (pool_index, slice_index, device_index + 1) if self.features.resume_after_device else (0, 0, 0)
                    )
                    done = self._one(c, r, s, d + 1, in_sub, after)
                except BaseException:
                    undo()
                    raise
                if done:
                    return True
                undo()
            if shape is not None:
                failed.add(shape)
        return False

    def _walk(self, request: _Request, start: tuple[int, int, int]) -> Iterator[tuple[int, int, int, Device, Pool]]:
        """The devices allocateOne considers from ``start``, in its order, each costing a try. A selector
        that does not match passes the device over, as isSelectable would (no error is skipped: the
        class's selectors come first, and an error there is not False)."""
        class_answers, answers = request.class_answers, request.answers
        for pool_index in range(start[0], len(self.pools)):
            pool = self.pools[pool_index]
            if pool.invalid and self.features.counters_per_slice:
                # 1.34: "It's okay when pools of one driver are invalid if we allocate from some other pool,
                # but it's not safe to allocate from an invalid pool": the walk fails where it meets one
                raise Failed(f"pool {pool.name} is invalid: {pool.reason}")
            if pool.skipped:
                continue
            slice_start = start[1] if pool_index == start[0] else 0
            for slice_index in range(slice_start, len(pool.slices)):
                devices = pool.slices[slice_index].devices
                device_start = start[2] if pool_index == start[0] and slice_index == start[1] else 0
                for device_index in range(device_start, len(devices)):
                    self.left -= 1
                    if self.left < 0:
                        raise OverBudget
                    device = devices[device_index]
                    in_class = class_answers[device.index]
                    if in_class is False or (in_class is None and answers[device.index] is False):
                        continue
                    yield pool_index, slice_index, device_index, device, pool

    def _in_use(self, device: DeviceID) -> bool:
        return device in self.allocated.devices or bool(self.allocating.get(device))

    def _capacity_ok(
        self, request: _Request, device: Device, static: bool = False, where: tuple[Any, str, str] | None = None
    ) -> bool:
        """CmpRequestOverCapacity: one more allocation fits beside what is allocated and being allocated,
        or (``static``) would fit the device's capacity alone. Its fatal errors (1.37) fail the allocation,
        said as the caller ``where`` (claim, "checking" or "rechecking", the device as named) says them."""
        if not device.capacity:
            return request.capacities is None or not request.capacities  # nothing to compare, or undefined
        current = None if static else self.allocated.capacity.get(device.id)
        allocating = None if static else self.allocating_capacity.get(device.id)
        features = self.features
        try:
            if request.capacities is None and not current and not allocating:
                if device.fits_by_default is None:  # the same answer for every request without capacity.requests
                    fits = fits_capacity(
                        {}, None, device.capacity, {}, features.fractional_range, features.capacity_overflow_aborts
                    )
                    device.fits_by_default = fits is True
                return device.fits_by_default
            self.left -= len(device.capacity)  # each capacity compared costs a try (charged, the next try stops)
            fits = fits_capacity(
                current or {},
                request.capacities,
                device.capacity,
                allocating or {},
                features.fractional_range,
                features.capacity_overflow_aborts,
            )
        except CapacityError as e:
            claim, verb, name = where or (None, "checking", _id(device.id))
            raise Failed(
                f"claim {_kobj(claim or {})}, request {request.name}: {verb} capacity for device {name}: {e}"
            ) from None
        return fits is True

    def _capacity_checked(self, device: Device, d: int) -> Device:
        """The device allocateDevice compares capacity on: the device itself, except on 1.34, whose
        allocateDevice passes the request's device index (r.deviceIndex) as the index in the device's slice
        (allocator_experimental.go at 1.34.13; fixed in 1.35): the slice's d-th device, and past the slice's
        devices an index out of range, which panics the scheduler."""
        if not self.features.capacity_at_request_index:
            return device
        devices = device.slice.devices
        if d >= len(devices):
            raise Failed(
                f"1.34's allocator panics here: runtime error: index out of range [{d}] with length {len(devices)} "
                "(CmpRequestOverCapacity, a bug fixed in 1.35)"
            )
        return devices[d]

    def _tainted(self, key: tuple[int, int, int], request: _Request, device: Device) -> bool:
        memo = (device.index, key, "taints")
        known = self.matches.get(memo)
        if known is None:
            known = self.matches[memo] = untolerated(device.taints, request.tolerations) is not None
        return known

    # isSelectable
    def _selectable(self, key: tuple[int, int, int], request: _Request, device: Device) -> bool:
        if not self.features.binding and device.binding_conditions:
            return False
        memo = (device.index, key)
        known = self.matches.get(memo)
        if known is not None:
            return known
        ok = True
        if request.class_obj is not None:
            answer = request.class_answers[device.index]
            ok = answer is None or (answer is not False and self._answer(device, request.class_owner, answer))
        if ok and request.expressions:
            answer = request.answers[device.index]
            ok = answer is None or (
                answer is not False and self._answer(device, f"claim {_kobj(self.claims[key[0]])}", answer)
            )
        if ok and device.slice.per_device:
            ok = _node_matches(self.node, device)
        self.matches[memo] = ok
        return ok

    def _answer(self, device: Device, owner: str, answer: Any) -> bool:
        """selectorsMatch, from the inventory's answer for the device (Inventory.selectors)."""
        if answer is None:
            return True
        if answer is False:
            return False
        what, i, text = answer
        if what == "compile":
            raise Failed(f"{owner}: selector #{i}: CEL compile error: {text}")
        if what == "runtime":
            on = f" on device {_id(device.id)}" if self.features.runtime_error_names_device else ""
            raise Failed(f"{owner}: selector #{i}{on}: CEL runtime error: {text}")
        raise _NotEvaluated(f"{owner}: selector #{i} on device {_id(device.id)}: {text}")

    # allocateDevice
    def _allocate_device(
        self, c: int, key: tuple[int, int, int], device: Device, pool: Pool, d: int, must: bool
    ) -> Callable[[], None] | None:
        request = self.requests[key]
        claim = self.claims[c]
        multiple = self.features.consumable and device.allow_multiple
        if not multiple and request.admin and c in self.allocating.get(device.id, ()):
            return None
        if not request.admin and self._in_use(device.id):
            return None
        if not self.features.partitionable and device.consumes:
            return None
        # a shared device already in use has its counters taken already (1.35 on; 1.34 takes them again)
        in_use = device.id in self.allocated.capacity or device.id in self.allocating_capacity
        if not in_use and multiple and self.features.shared_ids_in_use:
            in_use = device.id in self.shared_devices
        skip_counters = multiple and in_use and not self.features.counters_per_slice
        counted = False
        if not skip_counters and device.consumes:
            fits, compared = self.counters.take(device, pool)
            self.left -= compared  # every counter of the pool compared costs a try
            if not fits:
                return None
            counted = True
        base, sub = (request.parent, request.name) if request.parent else (request.name, "")
        # A device refused from here on gives back the counters it took (1.36's rollbackDevice); up to 1.35
        # they stay taken until the search ends.

        def refuse() -> None:
            if counted and self.features.refused_device_rolled_back:
                self.counters.give(device, pool)

        if self.features.taints and device.taints and self._tainted(key, request, device):
            refuse()
            return None
        constraints = self.constraints[c]
        if constraints:  # what the constraints compare costs tries too: a claim may have many
            self.left -= sum(constraint.cost() for constraint in constraints)
        for i, constraint in enumerate(constraints):
            if not constraint.add(base, sub, device.attributes, device.slice.driver):
                if must:
                    raise Failed(
                        f"claim {_kobj(claim)}, request {request.name}: cannot add device {_id(device.id)} because "
                        "a claim constraint would not be satisfied"
                    )
                for earlier in constraints[:i]:
                    earlier.remove(base, sub)
                refuse()
                return None
        holders = self.allocating.setdefault(device.id, set())
        if not multiple:
            holders.add(c)
        consumed: dict[str, Fraction] = {}
        if self.features.consumable:
            checked = self._capacity_checked(device, d)
            if not self._capacity_ok(request, checked, where=(claim, "rechecking", _id(device.id))):
                # up to 1.35 upstream returns here without undoing the constraints and the allocating mark;
                # 1.36's rollbackDevice undoes them
                if self.features.refused_device_rolled_back:
                    if not multiple:
                        holders.discard(c)
                    for constraint in reversed(constraints):
                        constraint.remove(base, sub)
                refuse()
                return None
            if multiple:
                requests = request.capacities
                consumed = {
                    name: consumed_capacity(
                        requests.get(name) if requests is not None else None,
                        cap,
                        self.features.fractional_range,
                        self.features.capacity_overflow_aborts,
                    )
                    for name, cap in device.capacity.items()
                }
                have = self.allocating_capacity.setdefault(device.id, {})
                for name, amount in consumed.items():
                    have[name] = have.get(name, Fraction(0)) + amount
        body = device.body
        result = Result(
            request.full_name,
            device.slice.driver,
            device.slice.pool,
            device.name,
            request.admin,
            multiple,
            tuple(sorted(consumed.items())),
            tuple(str(x) for x in as_list(body.get("bindingConditions"))) if self.features.binding else (),
        )
        before = len(self.results[c])
        self.results[c].append((result, device))

        def undo() -> None:
            for constraint in constraints:
                constraint.remove(base, sub)
            self.allocating[device.id].discard(c)
            if multiple:
                if consumed:
                    have = self.allocating_capacity[device.id]
                    for name, amount in consumed.items():
                        have[name] -= amount
                    if all(v == 0 for v in have.values()):
                        del self.allocating_capacity[device.id]
            # up to 1.35 a shared device taken back keeps its counters (only exclusive ones are deallocated)
            if counted and not (multiple and not self.features.refused_device_rolled_back):
                self.counters.give(device, pool)
            del self.results[c][before:]

        return undo


class _NotEvaluated(Exception):
    """A selector dra-conform cannot evaluate on a device the search reached."""


def _node_matches(node: Node | None, device: Device) -> bool:
    """NodeMatches for a device of a slice with perDeviceNodeSelection."""
    return node_matches(node, *device.published_for)


def allocate(
    inventory: Inventory,
    node: Node | None,
    claims: list[dict[str, Any]],
    classes: dict[str, dict[str, Any]],
    allocated: AllocatedState | None = None,
    features: Features | None = None,
    budget: Budget | None = None,
    cap: int | None = None,
) -> Outcome:
    """Allocate ``claims`` (v1 shape, defaulted) together on ``node``, as upstream's Allocate does, with
    the tries ``budget`` has left (at most ``cap``), which it is charged; a budget of its own without one."""
    budget = budget or Budget()
    search = _Allocator(
        inventory, node, claims, classes, allocated or AllocatedState(), features or Features(), budget.take(cap)
    )
    try:
        outcome = search.run()
    except Failed as exc:
        outcome = Outcome("error", error=str(exc), pools=search.pools)
    except OverBudget:
        outcome = Outcome("not judged", error=budget.text(), pools=search.pools, over_budget=True)
    except _NotEvaluated as exc:
        outcome = Outcome("not judged", error=f"dra-conform could not evaluate {exc}", pools=search.pools)
    except RecursionError:
        outcome = Outcome("not judged", error="the search went too deep", pools=search.pools)
    outcome.steps = search.steps
    outcome.tries = search.tries - max(search.left, 0)
    budget.charge(outcome.tries)
    return outcome


# --- what the search would evaluate on a node -----------------------------------------------------------


@dataclass(frozen=True)
class SelectorFailure:
    """A selector that fails with a CEL runtime error on a device the scheduler evaluates it on for a node."""

    request: str  # "req" or "req/sub"
    owner: str  # "class gpu" or "claim default/c"
    selector: int
    expression: str
    device: DeviceID
    text: str


def _requests_of(claim: dict[str, Any], classes: dict[str, dict[str, Any]]) -> list[_Request]:
    """The claim's requests and subrequests with their classes' selectors (validation left to Allocate)."""
    out = []
    spec = as_dict(as_dict(claim.get("spec")).get("devices"))
    for raw in map(as_dict, as_list(spec.get("requests"))):
        name = as_str(raw.get("name"))
        subs = [as_dict(x) for x in as_list(raw.get("firstAvailable"))]
        for request in [_Request(as_str(x.get("name")), name, x) for x in subs] or [
            _Request(name, "", as_dict(raw.get("exactly")))
        ]:
            request.class_obj = classes.get(as_str(request.body.get("deviceClassName")))
            if request.class_obj is not None:
                request.class_owner = f"class {as_str(as_dict(request.class_obj.get('metadata')).get('name'))}"
                request.class_expressions = _expressions(
                    as_list(as_dict(request.class_obj.get("spec")).get("selectors"))
                )
            request.expressions = _expressions(request.selectors)
            out.append(request)
    return out


def runtime_errors(
    inventory: Inventory,
    nodes: list[Node],
    claim: dict[str, Any],
    classes: dict[str, dict[str, Any]],
    allocated: AllocatedState,
    features: Features,
) -> list[SelectorFailure]:
    """The CEL runtime errors the scheduler can meet allocating ``claim`` on these nodes: a class
    selector, or a request selector on a device the class selects, failing on a device the search
    reaches there (a pool for the node, complete and valid, the device for the node, not in use).
    A device published only for other nodes is never evaluated for these, so its errors do not count."""
    options = features.cel_options
    out: list[SelectorFailure] = []
    kobj = _kobj(claim)
    for request in _requests_of(claim, classes):
        if request.class_obj is None:
            continue  # Allocate fails before it evaluates a selector: "could not retrieve device class"
        in_class = inventory.runtime_failures(request.class_expressions, options)
        in_request = inventory.runtime_failures(request.expressions, options)
        if not in_class and not in_request:
            continue
        class_answers = inventory.selectors(request.class_expressions, options)
        answers = inventory.selectors(request.expressions, options)
        failing = in_class | {i for i in in_request if class_answers[i] is None}
        reached: set[int] = set()
        for node in nodes:
            try:
                pools = pools_for(inventory, node, features.partitionable, features.counters_per_slice)
            except Failed:
                continue
            for pool in pools:
                if pool.skipped:
                    continue
                for s in pool.slices:
                    for device in s.devices:
                        i = device.index
                        if i not in failing or i in reached:
                            continue
                        if not request.admin and device.id in allocated.devices:
                            continue
                        if not features.binding and device.binding_conditions:
                            continue
                        if s.per_device and not _node_matches(node, device):
                            continue
                        reached.add(i)
        for i in sorted(reached):
            device = inventory.devices[i]
            if _is_runtime(class_answers[i]):
                _, index, text = class_answers[i]
                owner, expression = request.class_owner, request.class_expressions[index]
            else:
                _, index, text = answers[i]
                owner, expression = f"claim {kobj}", request.expressions[index]
            out.append(SelectorFailure(request.full_name, owner, index, expression, device.id, text))
    return out


def _is_runtime(answer: Any) -> bool:
    return isinstance(answer, tuple) and answer[0] == "runtime"
