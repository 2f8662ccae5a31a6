"""Kubernetes' URL library (apiserver/pkg/cel/library/urls.go): url() (url.ParseRequestURI must accept
the string; url.Parse makes the value), isURL() and the getters, with library/cost.go's prices."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .. import estimates
from .. import runtime_cost as rc
from ..decls import Function, Library, member, overload
from ..estimates import ceil
from ..types import BOOL, STRING, URL, list_of, map_of
from ..values import netlib
from ..values.core import expect
from .ip import net_call


def _url_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """The string's traversal."""
    if len(args) != 1 or n.target is not None:
        return None
    lo_size, hi_size = est.size(args[0])
    return (math.ceil(lo_size * estimates.STRING_FACTOR), ceil(hi_size * estimates.STRING_FACTOR))


def _url_size(est: Any, n: Any) -> tuple[float, float] | None:
    """library/cost.go: url()'s result size is its string's."""
    return est.size(n.args[0]) if len(n.args) == 1 else None


def _getter(get: Callable[[netlib.URL], object]) -> Callable[[Any], object]:
    return lambda u: get(expect(netlib.URL, u))


def _oid(name: str) -> str:
    return "url_" + "".join("_" + c.lower() if c.isupper() else c for c in name)  # getHost -> url_get_host


LIBRARY = Library(
    "Kubernetes URL",
    (
        Function(
            "url",
            (overload("string_to_url", (STRING,), URL),),
            impl=net_call(lambda s: netlib.url_of(expect(str, s))),
            price=rc.first_string,
            estimate=_url_estimate,
            result_size=_url_size,
        ),
        Function("isURL", (overload("is_url_string", (STRING,), BOOL),), impl=lambda s: netlib.is_url(expect(str, s))),
        *(
            Function(name, (member(_oid(name), (URL,), STRING),), impl=_getter(get))
            for name, get in (
                ("getScheme", lambda u: netlib.text(u.scheme)),
                ("getHost", lambda u: netlib.text(u.host)),
                ("getHostname", netlib.URL.hostname),
                ("getPort", netlib.URL.port),
                ("getEscapedPath", lambda u: netlib.text(u.escaped_path())),
            )
        ),
        Function(
            "getQuery",
            (member("url_get_query", (URL,), map_of(STRING, list_of(STRING))),),
            impl=_getter(netlib.URL.query),
        ),
        Function("_==_", receiver=(netlib.URL,), price=lambda a: 1),
    ),
)
