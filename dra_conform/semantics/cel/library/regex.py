"""Kubernetes' regex library (apiserver/pkg/cel/library/regex.go): find and findAll, run on RE2 as Go's
regexp runs them (cel/regex.py); a pattern Go cannot compile is the library's "Illegal regex: ..."."""

from __future__ import annotations

from typing import Any

from .. import estimates, regex
from .. import runtime_cost as rc
from ..decls import Function, Library, member
from ..stdlib import regex_call
from ..types import INT, STRING, list_of
from ..values.core import need


def _find(s: Any, p: Any) -> str:
    need(isinstance(s, str) and isinstance(p, str))
    return regex_call(regex.find, s, p, prefix="Illegal regex: ")


def _find_all(s: Any, p: Any, n: Any = -1) -> list[str]:
    need(isinstance(s, str) and isinstance(p, str))
    return regex_call(regex.find_all, s, p, n, prefix="Illegal regex: ")


LIBRARY = Library(
    "Kubernetes regex",
    (
        Function(
            "find",
            (member("string_find_string", (STRING, STRING), STRING),),
            impl=_find,
            price=rc.regex,
            estimate=estimates.regex,
        ),
        Function(
            "findAll",
            (
                member("string_find_all_string", (STRING, STRING), list_of(STRING)),
                member("string_find_all_string_int", (STRING, STRING, INT), list_of(STRING)),
            ),
            impl=_find_all,
            price=rc.regex,
            estimate=estimates.regex,
        ),
    ),
)
