"""The CEL AST every stage shares (cel-go's common/ast): one node type, and the names the macros'
expansions bind."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Node:
    kind: str  # lit ident select call list map struct comp
    pos: int
    value: Any = None  # lit value / ident name / select field / call function / struct type name
    target: Node | None = None  # select operand / call receiver
    args: list[Node] = field(default_factory=list)  # call args / list elements / map keys+values interleaved
    test_only: bool = False  # select from has()
    # comprehension parts (cel-go names)
    iter_var: str = ""
    iter_var2: str = ""
    accu_var: str = ""
    macro: str = ""  # the macro a comprehension came from, for messages and "not checked" notes
    optional: tuple[int, ...] = ()  # list elements / map entries written with '?' (optional syntax)
    ctype: Any = None  # the type the checker gave this node (types.T)
    overloads: tuple[str, ...] = ()  # the overload ids the checker matched (a call)
    # `x in <constant list of primitives>`: the value set cel-go's planner builds (planner.py), None otherwise
    members: frozenset[tuple[str, Any]] | None = None


ACCU = "@result"
MAP_INSERT = "cel.@mapInsert"  # the two-variable comprehensions' map insertion (not nameable in source)
SORT_BY_INPUT, SORT_BY_KEYS = "@__sortBy_input__", "@sortByAssociatedKeys"  # the lists extension's sortBy
LEGACY_ACCU = "__result__"  # cel-go's parser.AccumulatorName: no iteration variable may take it either
