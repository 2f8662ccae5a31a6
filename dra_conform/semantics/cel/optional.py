"""cel-go's optional types (cel.OptionalTypes(), cel/library.go optionalLib; the base environment's since
1.28, at the library's latest version): optional.of/ofNonZeroValue/none, value, hasValue, or, orValue,
`a.?b` and `a[?k]`, indexing an optional, optional.unwrap and unwrapOpt.

`or` and `orValue` evaluate their argument only when needed: the interpreter evaluates them itself.
Selecting or indexing an optional (`values.operations.index`, `select`) is optional in turn.
"""

from __future__ import annotations

from typing import Any

from .decls import Function, Library, member, overload
from .types import BOOL, DYN, INT, K, V, list_of, map_of, optional_of
from .values.core import NONE, EvalError, Optional, as_list, expect, need
from .values.operations import opt_index, opt_select

_OPT_V = optional_of(V)


def _is_zero(v: Any) -> bool:
    """Zero values, as optional.ofNonZeroValue tells them (traits.Zeroer)."""
    if v is None:
        return True
    if isinstance(v, (bool, int, float, str, bytes, list, tuple, dict)):
        return not v
    return isinstance(v, Optional) and not v.has_value()


def _value(o: Any) -> Any:
    if not isinstance(o, Optional):
        raise EvalError("no such overload")
    if not o.has_value():
        raise EvalError("optional.none() dereference")
    return o.value


def _unwrap(v: Any) -> list[Any]:
    items = as_list(v)
    need(all(isinstance(x, Optional) for x in items))
    return [x.value for x in items if x.has_value()]


LIBRARY = Library(
    "cel.OptionalTypes",
    (
        Function("optional.of", (overload("optional_of", (V,), _OPT_V),), impl=Optional),
        Function(
            "optional.ofNonZeroValue",
            (overload("optional_ofNonZeroValue", (V,), _OPT_V),),
            impl=lambda v: NONE if _is_zero(v) else Optional(v),
        ),
        Function("optional.none", (overload("optional_none", (), _OPT_V),), impl=lambda: NONE),
        Function("value", (member("optional_value", (_OPT_V,), V),), impl=_value),
        Function(
            "hasValue", (member("optional_hasValue", (_OPT_V,), BOOL),), impl=lambda o: expect(Optional, o).has_value()
        ),
        Function("or", (member("optional_or_optional", (_OPT_V, _OPT_V), _OPT_V),)),
        Function("orValue", (member("optional_orValue_value", (_OPT_V, V), V),)),
        Function("_?._", impl=opt_select),  # the checker types `a.?b` itself: a field name, not an argument
        Function(
            "_[?_]",
            (
                overload("list_optindex_optional_int", (list_of(V), INT), _OPT_V),
                overload("optional_list_optindex_optional_int", (optional_of(list_of(V)), INT), _OPT_V),
                overload("map_optindex_optional_value", (map_of(K, V), K), _OPT_V),
                overload("optional_map_optindex_optional_value", (optional_of(map_of(K, V)), K), _OPT_V),
            ),
            impl=opt_index,
        ),
        Function(
            "_[_]",
            (
                overload("optional_list_index_int", (optional_of(list_of(V)), INT), _OPT_V),
                overload("optional_map_index_value", (optional_of(map_of(K, V)), K), _OPT_V),
            ),
        ),
        Function("optional.unwrap", (overload("optional_unwrap", (list_of(_OPT_V),), list_of(V)),), impl=_unwrap),
        Function("unwrapOpt", (member("optional_unwrapOpt", (list_of(_OPT_V),), list_of(V)),), impl=_unwrap),
    ),
    types={"optional_type": optional_of(DYN)},
)
