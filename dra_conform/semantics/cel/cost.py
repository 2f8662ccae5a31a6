"""The worst-case cost of a checked expression, in cel-go's cost units (checker/cost.go), as bounds.

cel-go's estimator adds, on top of one unit per call, selection and identifier, ten per list
literal, thirty per map literal and the loop body times the range size for comprehensions, costs
that grow with string sizes (traversal factor 0.1, regular expressions 0.25 per character pair).
`estimate` returns (low, high): low counts only the units cel-go certainly charges, with the range
sizes cel-go uses (list literals, the 32-entry attribute and capacity maps), so low > limit means
upstream rejects the expression too; high charges every size-dependent cost at its largest. The
compiler reports an error when low exceeds the limit and "not checked" when only high does.

This module walks the expression and sizes its values; what a call costs itself is its function's
estimate (`Function.estimate`, from its library: env.ESTIMATES), one unit for a function without one.
"""

from __future__ import annotations

from .ast import Node
from .checker import DeviceShape
from .env import ESTIMATES, OVERLOADS, RESULT_SIZES
from .estimates import UNKNOWN
from .types import T, substitute

MAX_ATTRIBUTES = 32  # ResourceSliceMaxAttributesAndCapacitiesPerDevice: the size of each attribute/capacity map
MAX_VALUE = 64  # DeviceAttributeMaxValueLength (strings), also the list bound cel-go's size estimator uses


def estimate(ast: Node, subst: dict[str, T], shape: DeviceShape) -> tuple[float, float]:
    return _Estimator(subst).cost(ast)


class _Estimator:
    def __init__(self, subst: dict[str, T]) -> None:
        self.subst = subst
        self.sizes: list[dict[str, tuple[float, float]]] = []
        self.aliases: list[dict[str, Node]] = []  # cel.bind variables bound to device paths

    def sized_by_call(self, n: Node) -> bool:
        """A call whose result's size the estimator computes (cel-go's ResultSize: dyn, url, _+_)."""
        return n.kind == "call" and n.value in RESULT_SIZES

    def size(self, n: Node) -> tuple[float, float]:
        """(low, high) bounds of the size (elements or characters) of a node's value."""
        k = n.kind
        if k == "lit":
            return (len(n.value), len(n.value)) if isinstance(n.value, (str, bytes)) else (0, 0)
        if k == "list":
            return (len(n.args), len(n.args))
        if k == "map":
            return (len(n.args) // 2, len(n.args) // 2)
        if k == "ident":
            if self.device_chain(n):
                return self.device_size(n)
            for scope in reversed(self.sizes):
                if n.value in scope:
                    return scope[n.value]
            return (0, UNKNOWN)
        if k == "select" and n.target is not None:
            return self.device_size(n)
        if k == "call" and n.value in ("_[_]", "_[?_]", "_?._", "value"):
            return self.device_size(n)
        if k == "comp" and n.macro in ("map", "filter", "transformList", "transformMap"):  # one element per step
            return (0, self.size(n.target)[1])  # type: ignore[arg-type]
        if k == "call" and n.value in RESULT_SIZES:  # a function that sizes its result (dyn, url, _+_)
            got = RESULT_SIZES[n.value](self, n)
            if got is not None:
                return got
        return (0, UNKNOWN)

    def device_size(self, n: Node) -> tuple[float, float]:
        chain = self.device_chain(n)
        if not chain:
            return (0, UNKNOWN)
        if chain[0] == "driver":
            return (0, 63)
        if chain[0] in ("attributes", "capacity"):
            if len(chain) <= 2:  # the domain map or a name map: cel-go sizes both at 32
                return (MAX_ATTRIBUTES, MAX_ATTRIBUTES)
            return (0, MAX_VALUE)
        return (0, 1)

    def device_chain(self, n: Node) -> list[str] | None:
        """The steps from `device` to n (following cel.bind aliases), or None when n is no device path."""
        steps: list[str] = []
        while True:
            if n.kind == "select" and not n.test_only:
                steps.append(n.value)
                n = n.target  # type: ignore[assignment]
            elif n.kind == "call" and n.value in ("_[_]", "_[?_]"):
                steps.append("[]")
                n = n.args[0]
            elif n.kind == "call" and n.value == "_?._" and len(n.args) == 2:
                steps.append(n.args[1].value)
                n = n.args[0]
            elif n.kind == "call" and n.value == "value" and n.target is not None:  # an optional's value
                n = n.target
            else:
                break
        if n.kind != "ident":
            return None
        if n.value == "device":
            return steps[::-1]
        for scope in reversed(self.aliases):
            if n.value in scope:
                base = self.device_chain(scope[n.value])
                return None if base is None else base + steps[::-1]
        return None

    def cost(self, n: Node) -> tuple[float, float]:
        k = n.kind
        if k == "lit":
            return (0, 0)
        if k == "ident":
            return (1, 1)
        if k == "select":
            lo, hi = self.cost(n.target)  # type: ignore[arg-type]
            return (lo, hi + 1) if n.test_only else (lo + 1, hi + 1)
        if k == "list":
            return _plus((10, 10), *(self.cost(a) for a in n.args))
        if k == "map":
            return _plus((30, 30), *(self.cost(a) for a in n.args))
        if k == "struct":
            return _plus((40, 40), *(self.cost(a) for a in n.args))
        if k == "comp":
            return self.comprehension(n)
        return self.call(n)

    def call(self, n: Node) -> tuple[float, float]:
        fn = n.value
        namespaced = _namespaced(n)
        if namespaced is not None:  # ip.isCanonical(s): a global function with a dotted name, no receiver
            own = ESTIMATES[namespaced](self, n, n.args) if namespaced in ESTIMATES else None
            return _plus(own or (1, 1), *(self.cost(a) for a in n.args))
        parts = [self.cost(a) for a in n.args]
        if n.target is not None:
            parts.append(self.cost(n.target))
        # both bounds are of cel-go's Max estimate, the one validation compares with the limit
        if fn in ("_&&_", "_||_"):
            return _plus(parts[0], parts[1])  # Max: both sides (Min would be the left alone)
        if fn == "_?_:_":
            return (parts[0][0] + max(parts[1][0], parts[2][0]), parts[0][1] + max(parts[1][1], parts[2][1]))
        estimate = ESTIMATES.get(fn)
        own = None
        if estimate is not None:
            args = ([n.target] if n.target is not None else []) + list(n.args)
            own = estimate(self, n, args)
        return _plus(own or (1, 1), *parts)

    def comprehension(self, n: Node) -> tuple[float, float]:
        init, cond, step, result = n.args
        rng = self.cost(n.target)  # type: ignore[arg-type]
        size = (0.0, 0.0) if n.macro == "cel.bind" else self.size(n.target)  # type: ignore[arg-type]
        init_c = self.cost(init)
        scope: dict[str, tuple[float, float]] = {}
        if n.macro == "cel.bind":
            scope[n.accu_var] = self.size(init)
        else:
            elem = self.element_size(n.target)  # type: ignore[arg-type]
            scope[n.accu_var] = (0, size[1])  # map/filter accumulate at most one element per iteration
            scope[n.iter_var] = elem
            if n.iter_var2:
                scope[n.iter_var2] = elem
        self.sizes.append(scope)
        self.aliases.append({n.accu_var: init} if n.macro == "cel.bind" else {})
        body = _plus(self.cost(cond), self.cost(step))
        out = self.cost(result)
        self.aliases.pop()
        self.sizes.pop()
        lo = rng[0] + init_c[0] + size[0] * body[0] + out[0]
        hi = rng[1] + init_c[1] + (size[1] * body[1] if size[1] else 0) + out[1]
        return (lo, hi)

    def element_size(self, rng: Node) -> tuple[float, float]:
        if rng.kind in ("list", "map") and rng.args:
            sizes = [self.size(a) for a in rng.args]
            return (min(s[0] for s in sizes), max(s[1] for s in sizes))
        if rng.kind in ("list", "map"):
            return (0, 0)
        return (0, MAX_VALUE if self.device_chain(rng) else UNKNOWN)


def _namespaced(n: Node) -> str | None:
    """`ip.isCanonical` when the call `ip.isCanonical(s)` is that global function (`optional.of` too: the
    name is no value to price), else None."""
    t = n.target
    if t is not None and t.kind == "ident" and f"{t.value}.{n.value}" in OVERLOADS:
        return f"{t.value}.{n.value}"
    return None


def _plus(*parts: tuple[float, float]) -> tuple[float, float]:
    return (sum(p[0] for p in parts), sum(p[1] for p in parts))


__all__ = ["estimate", "substitute"]
