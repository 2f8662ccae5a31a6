"""Kubernetes' CIDR library (apiserver/pkg/cel/library/cidr.go; the base environment's since 1.30):
cidr(), isCIDR(), containsIP(), containsCIDR() (masking the other prefix as since 1.33, kubernetes#130450),
ip(), prefixLength(), masked() and string() of a CIDR, with library/cost.go's prices."""

from __future__ import annotations

import math
from typing import Any

from .. import runtime_cost as rc
from ..decls import Function, Library, member, overload
from ..estimates import ceil
from ..runtime_cost import size, string_cost
from ..types import BOOL, CIDR, INT, IP, STRING
from ..values import netlib
from ..values.core import expect
from .ip import net_call, parse_estimate, parses


def _contains_ip(c: Any, other: Any) -> bool:
    ip = other if isinstance(other, netlib.IP) else netlib.ip_of(expect(str, other))
    return expect(netlib.CIDR, c).contains(ip)


def _contains_cidr(c: Any, other: Any) -> bool:
    inner = other if isinstance(other, netlib.CIDR) else netlib.cidr_of(expect(str, other))
    return expect(netlib.CIDR, c).contains_cidr(inner)


def _contains_ip_price(args: list[Any]) -> int:
    """Both bytes of the prefix compared; a string argument parsed first."""
    cost = math.ceil(2 * size(args[0]) * rc.STRING_FACTOR)
    return cost + (string_cost(args[1]) if isinstance(args[1], str) else 0)


def _contains_cidr_price(args: list[Any]) -> int:
    """As containsIP, and the prefix masked once more, plus one."""
    cost = math.ceil(2 * size(args[0]) * rc.STRING_FACTOR) + math.ceil(size(args[0]) * rc.STRING_FACTOR) + 1
    return cost + (string_cost(args[1]) if isinstance(args[1], str) else 0)


def _contains_estimate(low: float, high: float) -> Any:
    """Byte lists of 4 to 16 compared: ceil((4+4)*0.1)..ceil((16+16)*0.1) (containsCIDR masks again, +1);
    the string overload parses its argument first."""

    def estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
        if n.target is None or len(args) != 2:
            return None
        lo, hi = low, high
        strings = [o.endswith("_string") for o in n.overloads]
        if any(strings):
            lo_size, hi_size = est.size(args[1])
            hi += ceil(hi_size * rc.STRING_FACTOR)
            if all(strings):
                lo += math.ceil(lo_size * rc.STRING_FACTOR)
        return (lo, hi)

    return estimate


LIBRARY = Library(
    "Kubernetes CIDR",
    (
        Function(
            "cidr",
            (overload("string_to_cidr", (STRING,), CIDR),),
            impl=net_call(lambda s: netlib.cidr_of(expect(str, s))),
            price=rc.first_string,
            estimate=parse_estimate(1),
        ),
        Function(
            "isCIDR",
            (overload("is_cidr", (STRING,), BOOL),),
            impl=parses(netlib.cidr_of),
            price=rc.first_string,
            estimate=parse_estimate(1),
        ),
        Function(
            "containsIP",
            (
                member("cidr_contains_ip_string", (CIDR, STRING), BOOL),
                member("cidr_contains_ip_ip", (CIDR, IP), BOOL),
            ),
            impl=net_call(_contains_ip),
            price=_contains_ip_price,
            estimate=_contains_estimate(1, 4),
        ),
        Function(
            "containsCIDR",
            (
                member("cidr_contains_cidr_string", (CIDR, STRING), BOOL),
                member("cidr_contains_cidr", (CIDR, CIDR), BOOL),
            ),
            impl=net_call(_contains_cidr),
            price=_contains_cidr_price,
            estimate=_contains_estimate(3, 7),
        ),
        Function("ip", (member("cidr_ip", (CIDR,), IP),), impl=lambda c: c.ip, receiver=(netlib.CIDR,)),
        Function(
            "prefixLength", (member("cidr_prefix_length", (CIDR,), INT),), impl=lambda c: expect(netlib.CIDR, c).prefix
        ),
        Function("masked", (member("cidr_masked", (CIDR,), CIDR),), impl=lambda c: expect(netlib.CIDR, c).masked()),
        Function("string", (overload("cidr_to_string", (CIDR,), STRING),)),  # the value's own: stdlib.to_string
        Function("_==_", receiver=(netlib.CIDR,), price=lambda a: 1),
    ),
    types={"net.CIDR": CIDR},  # the library's variable net.CIDR of type type(net.CIDR)
)
