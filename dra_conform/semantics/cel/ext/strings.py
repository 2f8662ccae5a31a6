"""cel-go's strings extension at the version the base environment pins, ext.Strings(ext.StringsVersion(2))
(ext/strings.go): charAt, indexOf, lastIndexOf, lowerAscii, upperAscii, replace, split, substring, trim,
join, strings.quote and format (formatting.py, ext/formatting.go's path below version 4).

Prices and estimates are Kubernetes' library/cost.go (CallCost, EstimateCallCost) for these functions.
replace, split, join and format build strings or lists whose size the price does not bound: they
charge them to the evaluation's memory bound (runtime_cost.Budget.allocate) before building them.
"""

from __future__ import annotations

import math
from typing import Any

from .. import estimates
from .. import runtime_cost as rc
from ..decls import Function, Library, member, overload
from ..runtime_cost import Budget
from ..stdlib import to_string
from ..types import DYN, INT, STRING, list_of
from ..values.core import EvalError, TypeValue, Unsupported, as_list, expect, is_int, need, type_name
from ..values.netlib import go_quote
from . import formatting


def _char_at(s: Any, i: Any) -> str:
    need(isinstance(s, str) and is_int(i))
    if i < 0 or i > len(s):
        raise EvalError(f"index out of range: {i}")
    return s[i : i + 1]


def _index_of(last: bool) -> Any:
    def index_of(c: Any, x: Any, start: Any = None) -> int:
        need(isinstance(c, str) and isinstance(x, str))
        if start is None:
            return c.rfind(x) if last else c.find(x)
        need(is_int(start))
        if start < 0 or start > len(c):
            raise EvalError(f"index out of range: {start}")
        return c.rfind(x, 0, start + len(x)) if last else c.find(x, start)

    return index_of


def _substring(s: Any, start: Any, end: Any = None) -> str:
    need(isinstance(s, str) and is_int(start) and (end is None or is_int(end)))
    end = len(s) if end is None else end
    if start < 0 or start > len(s):
        raise EvalError(f"index out of range: {start}")
    if end < 0 or end > len(s):
        raise EvalError(f"index out of range: {end}")
    if start > end:
        raise EvalError(f"invalid substring range. start: {start}, end: {end}")
    return s[start:end]


_SPACE = (  # Go's unicode.IsSpace, which strings.TrimSpace trims
    " \t\n\v\f\r\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f"
    "\u205f\u3000"
)


def _replace(budget: Budget, s: Any, old: Any, new: Any, n: Any = -1) -> str:
    need(isinstance(s, str) and isinstance(old, str) and isinstance(new, str) and type(n) is int)
    count = (len(s) + 1 if old == "" else s.count(old)) if n < 0 else n
    budget.allocate((len(s) + count * max(0, len(new) - len(old))) >> 3)  # before building it
    return s.replace(old, new, n if n >= 0 else -1)


def _split(budget: Budget, s: Any, sep: Any, n: Any = -1) -> list[str]:
    need(isinstance(s, str) and isinstance(sep, str) and type(n) is int)
    if n == 0:
        return []
    parts = len(s) if sep == "" else s.count(sep) + 1
    budget.allocate(parts if n < 0 else min(parts, n))
    if sep == "":
        chars = list(s)
        return chars if n < 0 or n >= len(chars) else chars[: n - 1] + ["".join(chars[n - 1 :])]
    return s.split(sep) if n < 0 else s.split(sep, n - 1)


def _join(budget: Budget, v: Any, sep: str = "") -> str:
    items = as_list(v)
    need(all(isinstance(x, str) for x in items))
    budget.allocate((sum(map(len, items)) + len(sep) * len(items)) >> 3)
    return sep.join(items)


def _join_price(args: list[Any]) -> int:
    """The size of the result, twice, by the traversal factor."""
    items = args[0]
    sep = args[1] if len(args) > 1 and isinstance(args[1], str) else ""
    if not isinstance(items, (list, tuple)):
        return 1
    total = sum(len(x) for x in items if isinstance(x, str)) + len(sep) * max(0, len(items) - 1)
    return math.ceil(total * 2 * rc.STRING_FACTOR)


_QUOTED = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v"}
_QUOTED.update({"\\": "\\\\", '"': '\\"'})


def _quote(s: Any) -> str:
    need(isinstance(s, str))
    return '"' + "".join(_QUOTED.get(ch, ch) for ch in s) + '"'


def _format_to_string(v: Any) -> str:
    """cel-go's ConvertToType(StringType) as formatting.go's %s uses it."""
    if isinstance(v, TypeValue):
        return v.name
    try:
        return to_string(v)
    except EvalError as e:
        raise formatting.FormatError(f"could not convert argument {go_quote(str(e))} to string") from None


def _format(budget: Budget, template: Any, args: Any) -> str:
    """The strings extension's format at the version Kubernetes pins (formatting.py), its output charged
    to the memory bound (a precision or width is a length the cost does not price)."""
    need(isinstance(template, str) and isinstance(args, (list, tuple)))
    try:
        return formatting.format_string(
            template, list(args), type_name, _format_to_string, lambda chars: budget.allocate(chars >> 3)
        )
    except formatting.FormatError as e:
        raise EvalError(str(e)) from None
    except formatting.NotReproduced as e:
        raise Unsupported(str(e)) from None


def _format_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """cel-go: the template's traversal (no result size)."""
    if n.target is None:
        return None
    s = est.size(n.target)[1]
    return (1, 1 + (math.ceil(s * estimates.STRING_FACTOR) if s < estimates.UNKNOWN else estimates.UNKNOWN))


LIBRARY = Library(
    "ext.strings",
    (
        Function(
            "charAt", (member("string_char_at_int", (STRING, INT), STRING),), impl=_char_at, estimate=estimates.sized
        ),
        *(
            Function(
                name,
                (
                    member(f"string_{name}_string", (STRING, STRING), INT),
                    member(f"string_{name}_string_int", (STRING, STRING, INT), INT),
                ),
                impl=_index_of(name == "lastIndexOf"),
                price=rc.first_traversal,
                estimate=estimates.sized,
            )
            for name in ("indexOf", "lastIndexOf")
        ),
        Function(
            "lowerAscii",
            (member("string_lower_ascii", (STRING,), STRING),),
            impl=lambda s: "".join(ch.lower() if ch.isascii() else ch for ch in expect(str, s)),
            price=rc.first_string,
            estimate=estimates.sized,
        ),
        Function(
            "upperAscii",
            (member("string_upper_ascii", (STRING,), STRING),),
            impl=lambda s: "".join(ch.upper() if ch.isascii() else ch for ch in expect(str, s)),
            price=rc.first_string,
            estimate=estimates.sized,
        ),
        Function(
            "replace",
            (
                member("string_replace_string_string", (STRING, STRING, STRING), STRING),
                member("string_replace_string_string_int", (STRING, STRING, STRING, INT), STRING),
            ),
            impl=_replace,
            grows=True,
            price=rc.first_string_twice,
            estimate=estimates.sized,
        ),
        Function(
            "split",
            (
                member("string_split_string", (STRING, STRING), list_of(STRING)),
                member("string_split_string_int", (STRING, STRING, INT), list_of(STRING)),
            ),
            impl=_split,
            grows=True,
            price=rc.first_string_twice,
            estimate=estimates.sized,
        ),
        Function(
            "substring",
            (
                member("string_substring_int", (STRING, INT), STRING),
                member("string_substring_int_int", (STRING, INT, INT), STRING),
            ),
            impl=_substring,
            price=rc.first_string,
            estimate=estimates.sized,
        ),
        Function(
            "trim",
            (member("string_trim", (STRING,), STRING),),
            impl=lambda s: expect(str, s).strip(_SPACE),
            price=rc.first_string,
            estimate=estimates.sized,
        ),
        Function(
            "join",
            (
                member("list_join", (list_of(STRING),), STRING),
                member("list_join_string", (list_of(STRING), STRING), STRING),
            ),
            impl=_join,
            grows=True,
            price=_join_price,
            estimate=estimates.sized,
        ),
        Function("strings.quote", (overload("strings_quote", (STRING,), STRING),), impl=_quote, price=rc.first_string),
        Function(
            "format",
            (member("string_format", (STRING, list_of(DYN)), STRING),),
            impl=_format,
            grows=True,
            price=rc.first_string,
            estimate=_format_estimate,
        ),
    ),
)
