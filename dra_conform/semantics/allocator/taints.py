"""Device taints and request tolerations: the taints DeviceTaintRules add to the devices they select (the
scheduler's ResourceSlice tracker, resourceslice/tracker applyPatches), resourceclaim.ToleratesTaint, and
taintPreventsAllocation (NoSchedule and NoExecute stop allocation; None and unknown effects do not)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..values import as_dict, as_list, as_str

ALLOCATING_EFFECTS = ("NoSchedule", "NoExecute")


@dataclass(frozen=True)
class Taint:
    key: str
    value: str
    effect: str
    rule: str = ""  # the DeviceTaintRule that adds it ("" for a taint the slice publishes)

    @classmethod
    def of(cls, raw: Any, rule: str = "") -> Taint:
        raw = as_dict(raw)
        return cls(as_str(raw.get("key")), as_str(raw.get("value")), as_str(raw.get("effect")), rule)

    def __str__(self) -> str:
        text = f"{self.key}={self.value}:{self.effect}" if self.value else f"{self.key}:{self.effect}"
        return f"{text} (DeviceTaintRule {self.rule})" if self.rule else text


@dataclass(frozen=True)
class Toleration:
    key: str
    operator: str
    value: str
    effect: str

    @classmethod
    def of(cls, raw: Any) -> Toleration:
        raw = as_dict(raw)
        return cls(*(as_str(raw.get(f)) for f in ("key", "operator", "value", "effect")))

    def tolerates(self, taint: Taint) -> bool:
        """resourceclaim.ToleratesTaint."""
        if self.effect and self.effect != taint.effect:
            return False
        if self.key and self.key != taint.key:
            return False
        if self.operator in ("", "Equal"):
            return self.value == taint.value
        return self.operator == "Exists"


def read_tolerations(raw: Any) -> tuple[Toleration, ...]:
    """A request's tolerations."""
    return tuple(Toleration.of(t) for t in as_list(raw))


def untolerated(taints: Iterable[Taint], tolerated: Iterable[Toleration]) -> Taint | None:
    """taintPreventsAllocation: the first taint that stops allocation and no toleration tolerates."""
    tolerated = tuple(tolerated)
    for taint in taints:
        if taint.effect in ALLOCATING_EFFECTS and not any(t.tolerates(taint) for t in tolerated):
            return taint
    return None


@dataclass(frozen=True)
class TaintRule:
    """A DeviceTaintRule as the tracker applies it: its deviceSelector's driver, pool and device (None:
    any), and its taint."""

    driver: Any
    pool: Any
    device: Any
    taint: Taint

    def selects(self, driver: str, pool: str, device: str) -> bool:
        wanted = ((self.driver, driver), (self.pool, pool), (self.device, device))
        return all(want is None or want == have for want, have in wanted)


def taint_rules(rules: Iterable[dict[str, Any]]) -> Iterator[TaintRule]:
    """The rules that taint devices. A rule without a deviceSelector selects nothing; spec.taint is a value
    in Go, so a rule without one adds an empty taint (which stops nothing); a selector or taint that is not
    a mapping does not decode, and the apiserver holds no such rule."""
    for rule in rules:
        spec = as_dict(rule.get("spec"))
        selector, taint = spec.get("deviceSelector"), spec.get("taint")
        if not isinstance(selector, dict) or not (taint is None or isinstance(taint, dict)):
            continue
        name = as_str(as_dict(rule.get("metadata")).get("name")) or "(unnamed)"
        yield TaintRule(selector.get("driver"), selector.get("pool"), selector.get("device"), Taint.of(taint, name))
