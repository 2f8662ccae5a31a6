"""Kubernetes' IP library (apiserver/pkg/cel/library/ip.go; the base environment's since 1.30): ip(),
isIP(), ip.isCanonical(), family() and the address tests, string() of an IP (the value converts itself,
as apiserver/pkg/cel/ip.go's ConvertToType: stdlib.to_string), and `==` of the network
types priced as library/cost.go has them (for IPs, CIDRs and URLs alike: its one case for the three).

The parsing is Go's (values/netlib.py); a parse error is the library's runtime error text.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .. import estimates
from .. import runtime_cost as rc
from ..decls import Function, Library, member, overload
from ..estimates import ceil
from ..types import BOOL, INT, IP, STRING, substitute
from ..values import netlib
from ..values.core import EvalError, expect

NETWORK_TYPES = ("net.IP", "net.CIDR", "kubernetes.URL")


def net_call(impl: Callable[..., Any]) -> Callable[..., Any]:
    """A function of the IP, CIDR or URL library, its parse errors cel-go's runtime errors."""

    def call(*args: Any) -> Any:
        try:
            return impl(*args)
        except netlib.NetError as e:
            raise EvalError(str(e)) from None

    return call


def parses(parse: Callable[[str], object]) -> Callable[[Any], bool]:
    """isIP / isCIDR: whether the string parses (a non-string is still "no such overload")."""

    def test(s: Any) -> bool:
        text = expect(str, s)
        try:
            parse(text)
        except netlib.NetError:
            return False
        return True

    return test


def parse_estimate(traversals: int, namespaced: bool = False) -> Callable[..., tuple[float, float] | None]:
    """ip(s), cidr(s), isIP(s), isCIDR(s), ip.isCanonical(s) of a string: library/cost.go's traversal of
    the string (twice for isCanonical). Since 1.34 cost.go charges it whether or not cel-go hands it a
    receiver; 1.37 builds with cel-go v0.29.2 (apiserver go.mod), and cost_test.go's ip('192.168.0.1') is 2.
    Not `<CIDR>.ip()`, another function of the same name (a namespaced one has no receiver)."""

    def estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
        if not namespaced and n.target is not None or len(args) != 1:
            return None
        lo_size, hi_size = est.size(args[0])
        factor = estimates.STRING_FACTOR * traversals
        return (math.ceil(lo_size * factor), ceil(hi_size * factor))

    return estimate


def _equality_size(est: Any, n: Any, kind: str) -> tuple[float, float]:
    """An operand's size as cel-go's equality estimate reads it: an IP or CIDR has none."""
    return (estimates.UNKNOWN, estimates.UNKNOWN) if kind in ("net.IP", "net.CIDR") else est.size(n)


def _equality_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """`==`/`!=` where an operand is an IP, CIDR or URL (library/cost.go), else None (cel-go's own)."""
    if len(args) != 2:
        return None
    if not any(a.ctype is None or a.ctype.is_param or a.ctype.name in NETWORK_TYPES for a in args):
        return None  # the common case, decided without substituting
    kinds = [substitute(a.ctype, est.subst).name if a.ctype is not None else "dyn" for a in args]
    if not any(k in NETWORK_TYPES for k in kinds):
        return None
    if n.value == "_==_" and kinds[0] == kinds[1] and kinds[0] in ("net.IP", "net.CIDR"):
        return (1, 1)  # cost.go: an O(1) equality
    if n.value == "_==_" and kinds[0] == kinds[1] == "kubernetes.URL":
        # cost.go sizes both sides by the right-hand one (url()'s string)
        return (1, max(1, ceil(est.size(args[1])[1] * estimates.STRING_FACTOR)))
    # cel-go's own equality (checker/cost.go Equals/NotEquals): the smaller operand's size by 0.1. An IP or
    # CIDR has none (cost.go gives ip()/cidr() no result size, the DRA size estimator only sizes device
    # paths), so between two of them the estimate saturates at 2^64-1: over the limit
    lo, hi = (min(bound) for bound in zip(*(_equality_size(est, a, k) for a, k in zip(args, kinds))))
    return (ceil(lo * estimates.STRING_FACTOR), ceil(hi * estimates.STRING_FACTOR))


def _on_ip(method: Callable[[netlib.IP], object]) -> Callable[[Any], object]:
    return lambda v: method(expect(netlib.IP, v))


LIBRARY = Library(
    "Kubernetes IP",
    (
        Function(
            "ip",
            (overload("string_to_ip", (STRING,), IP),),
            impl=net_call(lambda s: netlib.ip_of(expect(str, s))),
            price=rc.first_string,
            estimate=parse_estimate(1),
        ),
        Function(
            "isIP",
            (overload("is_ip", (STRING,), BOOL),),
            impl=parses(netlib.ip_of),
            price=rc.first_string,
            estimate=parse_estimate(1),
        ),
        Function(
            "ip.isCanonical",
            (overload("ip_is_canonical", (STRING,), BOOL),),
            impl=net_call(lambda s: netlib.is_canonical(expect(str, s))),
            price=rc.first_string_twice,
            estimate=parse_estimate(2, namespaced=True),
        ),
        Function("family", (member("ip_family", (IP,), INT),), impl=_on_ip(netlib.IP.family)),
        *(
            Function(name, (member(oid, (IP,), BOOL),), impl=_on_ip(method))
            for name, oid, method in (
                ("isUnspecified", "ip_is_unspecified", netlib.IP.is_unspecified),
                ("isLoopback", "ip_is_loopback", netlib.IP.is_loopback),
                ("isLinkLocalMulticast", "ip_is_link_local_multicast", netlib.IP.is_link_local_multicast),
                ("isLinkLocalUnicast", "ip_is_link_local_unicast", netlib.IP.is_link_local_unicast),
                ("isGlobalUnicast", "ip_is_global_unicast", netlib.IP.is_global_unicast),
            )
        ),
        Function("string", (overload("ip_to_string", (IP,), STRING),)),  # the value's own: stdlib.to_string
        Function("_==_", receiver=(netlib.IP,), price=lambda a: 1, estimate=_equality_estimate),
        Function("_!=_", estimate=_equality_estimate),
    ),
    types={"net.IP": IP},  # the library's cel.Types(IPType)
)
