"""cel-go's two-variable comprehensions, ext.TwoVarComprehensions() (ext/comprehensions.go; the base
environment's since 1.32): the parser expands all/exists/existsOne with two variables, transformList,
transformMap and transformMapEntry; the maps they build grow through cel.@mapInsert, declared here."""

from __future__ import annotations

from typing import Any

from ..ast import MAP_INSERT
from ..decls import Function, Library, overload
from ..types import K, V, map_of
from ..values.core import EvalError, MutableMap, expect, need, show
from ..values.operations import MISSING, map_find, map_items, map_key


def _map_insert(m: Any, k: Any, *v: Any) -> dict[Any, Any]:
    """cel.@mapInsert(m, k, v) and cel.@mapInsert(m, entries): a key already in m is cel-go's
    `insert failed: key K already exists` (keys compare as map lookups do: 0 and 0u are one key)."""
    need(isinstance(m, dict))
    entries = [(k, v[0])] if v else list(map_items(expect(dict, k)))
    out = m if type(m) is MutableMap else dict(m)
    for key, value in entries:
        if map_find(out, key) is not MISSING:
            raise EvalError(f"insert failed: key {show(key)} already exists")
        out[map_key(key)] = value
    return out


LIBRARY = Library(
    "ext.TwoVarComprehensions",
    (
        Function(
            MAP_INSERT,
            (
                overload("@mapInsert_map_key_value", (map_of(K, V), K, V), map_of(K, V)),
                overload("@mapInsert_map_map", (map_of(K, V), map_of(K, V)), map_of(K, V)),
            ),
            impl=_map_insert,
        ),
    ),
)
