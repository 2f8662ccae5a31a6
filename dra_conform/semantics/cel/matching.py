"""evaluate(): does a device match a compiled selector, as CompilationResult.DeviceMatches says;
match_devices(): the same for many devices, evaluating once per distinct value of what the
expression reads (exact: an expression is a pure function of the device paths it reads).

A DeviceIndex of a run's devices costs no compiler: the compiler and the interpreter are imported
when the first selector is evaluated (`_program`), so a run without selectors never loads them.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .runtime_cost import CostExceeded, MemoryExceeded
from .values.core import EvalError, Optional, Unsupported, type_name
from .values.kubernetes import Device, Quantity, Semver

if TYPE_CHECKING:
    from .ast import Node
    from .compiler import CompileResult
    from .interpreter import Budget, Fn
    from .options import Options


@dataclass(frozen=True, slots=True)
class Outcome:
    """matched: True/False; error: the CEL runtime error (the device does not match, as upstream);
    not_checked: why dra-conform could not evaluate (matched is None then)."""

    matched: bool | None
    error: str | None = None
    not_checked: str | None = None


@dataclass(frozen=True, slots=True)
class _Program:
    run: Fn | None
    budget: Budget
    cost_bound: int | None  # the cost an evaluation may reach (None: as counted by the tracked budget)
    reads: tuple[tuple[str, ...], ...] | None  # device paths read, None = the whole device
    unsupported: str | None


@functools.cache
def _program(expression: str, options: Options) -> _Program:
    from .compiler import compile  # the first selector evaluated: only now the compiler and the interpreter
    from .interpreter import Budget, program

    result = compile(expression, options)
    budget = Budget(options.cost_limit, tracked=result.cost_bound is None)
    if not result.can_evaluate:
        return _Program(None, budget, None, None, result.not_checked or "not compiled")
    try:
        run = program(result.ast, budget)  # type: ignore[arg-type]
    except Unsupported as e:
        return _Program(None, budget, None, None, str(e))
    return _Program(run, budget, result.cost_bound, reads(result.ast), None)  # type: ignore[arg-type]


def evaluate(compiled: CompileResult, device: Device) -> Outcome:
    """Evaluate one compiled selector against one device."""
    if compiled.problem is not None:
        return Outcome(None, not_checked="the expression does not compile")
    p = _program(compiled.expression, compiled.options)
    return _run(p, device)


def _run(p: _Program, device: Device) -> Outcome:
    if p.run is None:
        return Outcome(None, not_checked=p.unsupported)
    p.budget.reset()
    try:
        v = p.run({"device": device})
    except (EvalError, CostExceeded) as e:  # cel-go's cost limit ends the evaluation: no operator absorbs it
        return Outcome(False, error=str(e))
    except MemoryExceeded as e:
        return Outcome(None, not_checked=str(e))
    except Unsupported as e:
        return Outcome(None, not_checked=str(e))
    except RecursionError:
        return Outcome(None, not_checked="nested too deeply to evaluate")
    except (ArithmeticError, TypeError, ValueError, KeyError, IndexError) as e:  # a gap in the evaluator: say so
        return Outcome(None, not_checked=f"dra-conform could not evaluate this ({type(e).__name__}: {e})")
    if not isinstance(v, bool):
        reason = _not_bool(v)
        suffix = f": {reason}" if reason is not None else ""
        return Outcome(False, error=f"CEL result of type {type_name(v)} could not be converted to bool{suffix}")
    return Outcome(v)


# why ConvertToNative(reflect.TypeOf(true)) refuses a result (common/types/*.go, the Kubernetes library types):
# DeviceMatches' error goes on with it
_NOT_BOOL = {
    "int": "unsupported type conversion from 'int' to bool",
    "uint": "unsupported type conversion from 'uint' to bool",
    "double": "type conversion error from Double to 'bool'",
    "string": "unsupported native conversion from string to 'bool'",
    "bytes": "type conversion error from Bytes to 'bool'",
    "null_type": "type conversion error from 'null_type' to 'bool'",
    "list": "type conversion error from list to 'bool'",
    "map": "type conversion error from map to 'bool'",
    "type": "type conversion not supported for 'type'",
}
for _name, _go in (
    ("google.protobuf.Duration", "Duration"),
    ("google.protobuf.Timestamp", "Timestamp"),
    ("kubernetes.Quantity", "Quantity"),
    ("kubernetes.Semver", "Semver"),
    ("kubernetes.URL", "URL"),
    ("net.IP", "IP"),
    ("net.CIDR", "CIDR"),
):
    _NOT_BOOL[_name] = f"type conversion error from '{_go}' to 'bool'"


def _not_bool(v: Any) -> str | None:
    if isinstance(v, Optional):  # the optional converts what it holds
        return _not_bool(v.value) if v.has_value() else "optional.none() dereference"
    return _NOT_BOOL.get(type_name(v))


def match_devices(compiled: CompileResult, devices: Sequence[Device] | DeviceIndex) -> list[Outcome]:
    """Outcomes for each device, evaluating once per distinct projection of the paths read."""
    index = devices if isinstance(devices, DeviceIndex) else DeviceIndex(devices)
    out: list[Outcome] = [Outcome(None)] * len(index.devices)
    for outcome, members in index.matches(compiled):
        for i in members:
            out[i] = outcome
    return out


RUN_BUDGET = 500_000_000  # cost units a DeviceIndex spends on all its evaluations (a run's analysis)
SELECTOR_BUDGET = 10_000_000  # and on the evaluations of one selector (ten at upstream's limit)
BUDGET_SPENT = (
    "not evaluated: dra-conform's evaluation budget is spent ({what}: {units:,} cost units); "
    "each device can cost up to upstream's limit of 1,000,000"
)


class DeviceIndex:
    """Devices grouped, per set of device paths, by the values there: built once for a run's devices,
    it lets `matches` evaluate a selector once per group instead of once per device.
    The grouping for each read-set is kept on the instance (explicit state, dropped with it), and so is
    what the run's evaluations have cost: each counts its cost bound (or, tracked, its actual cost), and
    past RUN_BUDGET (or SELECTOR_BUDGET for one selector) the rest are not judged, so that 10,000 devices
    of selectors that each cost up to upstream's limit stay bounded in time."""

    def __init__(self, devices: Sequence[Device]) -> None:
        self.devices = list(devices)
        self._groups: dict[tuple[tuple[str, ...], ...], list[tuple[Device, list[int]]]] = {}
        self.run_budget = RUN_BUDGET

    def groups(self, paths: tuple[tuple[str, ...], ...]) -> list[tuple[Device, list[int]]]:
        got = self._groups.get(paths)
        if got is None:
            by_key: dict[tuple[Any, ...], tuple[Device, list[int]]] = {}
            for i, d in enumerate(self.devices):
                key = tuple(_project(d, p) for p in paths)
                entry = by_key.get(key)
                if entry is None:
                    by_key[key] = (d, [i])
                else:
                    entry[1].append(i)
            got = self._groups[paths] = list(by_key.values())
        return got

    def matches(self, compiled: CompileResult) -> list[tuple[Outcome, list[int]]]:
        """(outcome, indices of the devices with that outcome) for one selector."""
        if compiled.problem is not None:
            return [(Outcome(None, not_checked="the expression does not compile"), list(range(len(self.devices))))]
        p = _program(compiled.expression, compiled.options)
        if p.run is None:
            return [(_run(p, d), [i]) for i, d in enumerate(self.devices)]
        groups = [(d, [i]) for i, d in enumerate(self.devices)] if p.reads is None else self.groups(p.reads)
        merged: dict[Outcome, list[int]] = {}
        selector_budget = SELECTOR_BUDGET
        for rep, members in groups:
            if self.run_budget <= 0 or selector_budget <= 0:
                what, units = ("this run", RUN_BUDGET) if self.run_budget <= 0 else ("this selector", SELECTOR_BUDGET)
                outcome = Outcome(None, not_checked=BUDGET_SPENT.format(what=what, units=units))
            else:
                outcome = _run(p, rep)
                spent = p.cost_bound if p.cost_bound is not None else p.budget.limit - max(0, p.budget.cost)
                self.run_budget -= spent
                selector_budget -= spent
            merged.setdefault(outcome, []).extend(members)
        return list(merged.items())


# --- what an expression reads -------------------------------------------------------------------


def reads(ast: Node) -> tuple[tuple[str, ...], ...] | None:
    """The device paths (field, domain, name) the expression can observe, or None for 'all of it'."""
    found: set[tuple[str, ...]] = set()
    whole = [False]

    def path(n: Node) -> tuple[str, ...] | None:
        if n.kind == "ident":
            return () if n.value == "device" else None
        if n.kind == "select" and not n.test_only:
            base = path(n.target)  # type: ignore[arg-type]
            return None if base is None else base + (n.value,)
        if n.kind == "call" and n.value == "_[_]" and n.target is None:
            key = n.args[1]
            if key.kind == "lit" and isinstance(key.value, str):
                base = path(n.args[0])
                return None if base is None else base + (key.value,)
        return None

    def walk(n: Node) -> None:
        p = path(n)
        if p is not None:
            if p == ():
                whole[0] = True
            found.add(p[:3])
            return
        if n.kind == "select" and n.test_only:
            p = path(n.target)  # type: ignore[arg-type]
            if p is not None:
                found.add((p + (n.value,))[:3])
                return
        if n.kind == "call" and n.value == "_[_]":
            key = n.args[1]
            walk(n.args[0])
            walk(key)
            return
        if n.target is not None:
            walk(n.target)
        for a in n.args:
            walk(a)

    walk(ast)
    if whole[0]:
        return None
    # a path read wholly covers its longer paths
    kept = sorted(found, key=len)
    out: list[tuple[str, ...]] = []
    for p in kept:
        if not any(p[: len(q)] == q for q in out):
            out.append(p)
    return tuple(sorted(out))


_ABSENT = ("absent",)


def _frozen(v: Any) -> Any:
    if isinstance(v, bool):
        return ("b", v)
    if isinstance(v, (int, float)):
        return (type(v).__name__, v)
    if isinstance(v, dict):
        return ("m", tuple(sorted((str(k), _frozen(x)) for k, x in v.items())))
    if isinstance(v, (list, tuple)):
        return ("l", tuple(_frozen(x) for x in v))
    if isinstance(v, Semver):
        return ("v", str(v))
    if isinstance(v, Quantity):
        return ("q", v.value)
    return (type(v).__name__, v)


def _project(d: Device, path: tuple[str, ...]) -> Any:
    head = path[0]
    if head not in ("attributes", "capacity"):
        try:
            return _frozen(d.field(head))
        except EvalError:
            return _ABSENT
    m: Any = d.attributes if head == "attributes" else d.capacity
    for k in path[1:]:
        if not isinstance(m, dict) or k not in m:
            return _ABSENT
        m = m[k]
    return _frozen(m)


__all__ = ["DeviceIndex", "Outcome", "evaluate", "match_devices", "reads"]
