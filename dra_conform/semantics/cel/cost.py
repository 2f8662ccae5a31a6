"""The worst-case cost of a checked expression, in cel-go's cost units (checker/cost.go), as bounds.

cel-go's estimator adds, on top of one unit per call, selection and identifier, ten per list
literal, thirty per map literal and the loop body times the range size for comprehensions, costs
that grow with string sizes (traversal factor 0.1, regular expressions 0.25 per character pair).
`estimate` returns (low, high): low counts only the units cel-go certainly charges, with the range
sizes cel-go uses (list literals, the 32-entry attribute and capacity maps), so low > limit means
upstream rejects the expression too; high charges every size-dependent cost at its largest. The
compiler reports an error when low exceeds the limit and "not checked" when only high does.
"""

from __future__ import annotations

import math

from .checker import DeviceShape
from .syntax import SORT_BY_KEYS, Node
from .types import NAMED_FORMAT, T, substitute

MAX_ATTRIBUTES = 32  # ResourceSliceMaxAttributesAndCapacitiesPerDevice: the size of each attribute/capacity map
MAX_VALUE = 64  # DeviceAttributeMaxValueLength (strings), also the list bound cel-go's size estimator uses
MAX_STRING = 10 * 1024  # no string the expression reads or builds from literals is longer than the expression
UNKNOWN = math.inf
_SIZED = ("string", "bytes", "list", "map", "dyn", "any")
_COMPARISONS = ("_==_", "_!=_", "_<_", "_<=_", "_>_", "_>=_")


def estimate(ast: Node, subst: dict[str, T], shape: DeviceShape) -> tuple[float, float]:
    return _Estimator(subst).cost(ast)


class _Estimator:
    def __init__(self, subst: dict[str, T]) -> None:
        self.subst = subst
        self.sizes: list[dict[str, tuple[float, float]]] = []
        self.aliases: list[dict[str, Node]] = []  # cel.bind variables bound to device paths

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
        if k == "call" and n.value == "dyn" and len(n.args) == 1 and n.target is None:
            return self.size(n.args[0])  # cel-go's maybeUnwrapDynCall copies its argument's sizes
        if k == "call" and n.value == "url" and len(n.args) == 1:
            return self.size(n.args[0])  # library/cost.go: url()'s result size is its string's
        if k == "call" and n.value == "_+_" and len(n.args) == 2:
            a, b = self.size(n.args[0]), self.size(n.args[1])
            return (a[0] + b[0], a[1] + b[1])
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
        dotted = _dotted_global(n)
        if dotted is not None:  # ip.isCanonical(s): a global function with a dotted name, no receiver
            return _plus(self.parse_call(dotted, n.args[0]), *(self.cost(a) for a in n.args))
        parts = [self.cost(a) for a in n.args]
        if n.target is not None:
            parts.append(self.cost(n.target))
        # both bounds are of cel-go's Max estimate, the one validation compares with the limit
        if fn in ("_&&_", "_||_"):
            return _plus(parts[0], parts[1])  # Max: both sides (Min would be the left alone)
        if fn == "_?_:_":
            return (parts[0][0] + max(parts[1][0], parts[2][0]), parts[0][1] + max(parts[1][1], parts[2][1]))
        args = ([n.target] if n.target is not None else []) + list(n.args)
        own = self.network_call(n, args)
        if own is not None:
            return _plus(own, *parts)
        lo, hi = _plus((1, 1), *parts)
        extra = 0.0
        if fn in ("matches", "find", "findAll"):
            s, p = self.size(args[0])[1], self.size(args[1])[1]
            extra = math.ceil(s * p * 0.25) if s < UNKNOWN and p < UNKNOWN else UNKNOWN
        elif fn == "validate" and len(args) == 2:  # library/cost.go: the string's traversal by a 128-byte regex
            s = self.size(args[1])[1]
            extra = math.ceil(s * 0.1) * 32 if s < UNKNOWN else UNKNOWN
        elif fn == "check" and n.target is not None:  # library/cost.go: an authorization check, fixed
            lo, hi = lo + 349_999, hi + 349_999
        elif fn == SORT_BY_KEYS and len(args) == 2:  # ext/lists estimateListSortBy: 2n^2 over the keys (+0.1
            s = self.size(args[1])[1]  # for strings), the call and the list
            extra = math.ceil(2.1 * s * s) + 10 if s < UNKNOWN else UNKNOWN
        elif fn == "format" and n.target is not None:  # cel-go: the template's traversal (no result size)
            s = self.size(n.target)[1]
            extra = math.ceil(s * 0.1) if s < UNKNOWN else UNKNOWN
        elif fn in ("_==_", "_!=_") and args[0].ctype == NAMED_FORMAT:  # library/cost.go: (1, 64) by 0.1
            extra = 6
        elif fn in (
            "_==_",
            "_!=_",
            "_<_",
            "_<=_",
            "_>_",
            "_>=_",
            "contains",
            "startsWith",
            "endsWith",
            "_+_",
            "indexOf",
            "lastIndexOf",
            "split",
            "replace",
            "join",
            "lowerAscii",
            "upperAscii",
            "trim",
            "substring",
            "charAt",
            "quantity",
            "semver",
            "isQuantity",
            "isSemver",
            "@in",
            "sum",
            "min",
            "max",
            "isSorted",
            "distinct",
            "sort",
            "flatten",
            "reverse",
            "slice",
            "sets.contains",
            "sets.equivalent",
            "sets.intersects",
            "strings.quote",
            "string",
            "int",
            "double",
            "uint",
            "bytes",
            "lists.range",
        ):
            # only operands whose cost grows with their size (strings, bytes, lists, maps, or unknown) count
            sized = [a for a in args if a.ctype is None or substitute(a.ctype, self.subst).name in _SIZED]
            sizes = [self.size(a)[1] for a in sized]
            total = sum(sizes)
            if fn in _COMPARISONS and len(sizes) == 2:
                total = min(sizes)  # cel-go charges a comparison by its smaller operand
            if fn in ("sets.contains", "sets.equivalent", "sets.intersects", "distinct", "sort", "@in"):
                prod = 1.0
                for s in sizes:
                    prod *= max(s, 1)
                total = prod
            extra = math.ceil(total * 0.1) + total if total < UNKNOWN else UNKNOWN
        return (lo, hi + extra)

    def parse_call(self, fn: str, arg: Node) -> tuple[float, float]:
        """ip(), cidr(), isIP(), isCIDR(), ip.isCanonical() of a string: library/cost.go's traversal of the
        string (twice for isCanonical). Since 1.34 cost.go charges it whether or not cel-go hands it a
        receiver; 1.37 builds with cel-go v0.29.2 (apiserver go.mod), and cost_test.go's ip('192.168.0.1')
        is 2."""
        lo_size, hi_size = self.size(arg)
        factor = 0.1 * _NET_PARSE[fn]
        return (math.ceil(lo_size * factor), _ceil(hi_size * factor))

    def network_call(self, n: Node, args: list[Node]) -> tuple[float, float] | None:
        """The cost of an IP, CIDR or URL library call itself (library/cost.go EstimateCallCost), or of
        `==`/`!=` over their values; None for any other call."""
        fn = n.value
        if fn not in _NET_CALLS:
            return None
        if fn in _NET_PARSE and n.target is None and len(args) == 1:  # not <CIDR>.ip(), another function
            return self.parse_call(fn, args[0])
        if fn == "url" and len(args) == 1 and n.target is None:
            lo_size, hi_size = self.size(args[0])
            return (math.ceil(lo_size * 0.1), _ceil(hi_size * 0.1))
        if fn in ("containsIP", "containsCIDR") and n.target is not None and len(args) == 2:
            # byte lists of 4 to 16 compared: ceil((4+4)*0.1)..ceil((16+16)*0.1); containsCIDR masks again, +1
            lo, hi = (1.0, 4.0) if fn == "containsIP" else (3.0, 7.0)
            strings = [o.endswith("_string") for o in n.overloads]
            if any(strings):  # the string overload parses its argument first
                lo_size, hi_size = self.size(args[1])
                hi += _ceil(hi_size * 0.1)
                if all(strings):
                    lo += math.ceil(lo_size * 0.1)
            return (lo, hi)
        if fn in ("_==_", "_!=_") and len(args) == 2:
            if not any(a.ctype is None or a.ctype.is_param or a.ctype.name in _NET_TYPES for a in args):
                return None  # the common case, decided without substituting
            kinds = [substitute(a.ctype, self.subst).name if a.ctype is not None else "dyn" for a in args]
            if not any(k in _NET_TYPES for k in kinds):
                return None
            if fn == "_==_" and kinds[0] == kinds[1] and kinds[0] in ("net.IP", "net.CIDR"):
                return (1, 1)  # cost.go: an O(1) equality
            if fn == "_==_" and kinds[0] == kinds[1] == "kubernetes.URL":
                # cost.go sizes both sides by the right-hand one (url()'s string)
                return (1, max(1, _ceil(self.size(args[1])[1] * 0.1)))
            # cel-go's own equality (checker/cost.go Equals/NotEquals): the smaller operand's size by 0.1.
            # An IP or CIDR has none (cost.go gives ip()/cidr() no result size, the DRA size estimator only
            # sizes device paths), so between two of them the estimate saturates at 2^64-1: over the limit
            lo, hi = (min(bound) for bound in zip(*(self.equality_size(a, k) for a, k in zip(args, kinds))))
            return (_ceil(lo * 0.1), _ceil(hi * 0.1))
        return None

    def equality_size(self, n: Node, kind: str) -> tuple[float, float]:
        """An operand's size as cel-go's equality estimate reads it: an IP or CIDR has none."""
        return (UNKNOWN, UNKNOWN) if kind in ("net.IP", "net.CIDR") else self.size(n)

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


def _first_field(n: Node) -> str | None:
    """'driver'/'attributes'/... when n is a path below `device`, else None."""
    chain = []
    while True:
        if n.kind == "select" and not n.test_only and n.target is not None:
            chain.append(n.value)
            n = n.target
        elif n.kind == "call" and n.value == "_[_]":
            chain.append("[]")
            n = n.args[0]
        else:
            break
    if n.kind == "ident" and n.value == "device" and chain:
        return chain[-1]
    return None


_NET_PARSE = {"ip": 1, "cidr": 1, "isIP": 1, "isCIDR": 1, "ip.isCanonical": 2}  # string traversals per char/10
_NET_TYPES = ("net.IP", "net.CIDR", "kubernetes.URL")
_NET_CALLS = frozenset({*_NET_PARSE, "url", "containsIP", "containsCIDR", "_==_", "_!=_"})  # network_call's


def _dotted_global(n: Node) -> str | None:
    """`ip.isCanonical` when the call `ip.isCanonical(s)` is that global function, else None."""
    t = n.target
    if t is not None and t.kind == "ident" and f"{t.value}.{n.value}" in _NET_PARSE and len(n.args) == 1:
        return f"{t.value}.{n.value}"
    return None


def _ceil(x: float) -> float:
    return math.ceil(x) if x < UNKNOWN else UNKNOWN


def _plus(*parts: tuple[float, float]) -> tuple[float, float]:
    return (sum(p[0] for p in parts), sum(p[1] for p in parts))


__all__ = ["estimate", "substitute"]
