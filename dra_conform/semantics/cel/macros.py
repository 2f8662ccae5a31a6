"""The macros cel-go's parser expands (parser/macro.go; ext's two-variable comprehensions, lists' sortBy,
optionals' optMap): has, all, exists, exists_one, map, filter, transformList/Map/MapEntry, sortBy, cel.bind,
optMap/optFlatMap, each into the comprehension the checker, the cost model and the evaluator handle. A
misused macro raises ParseError; the parser records it and goes on, as cel-go's visitor does."""

from __future__ import annotations

from .ast import ACCU, LEGACY_ACCU, MAP_INSERT, SORT_BY_INPUT, SORT_BY_KEYS, Node
from .lexer import ParseError


def expand(pos: int, name: str, target: Node | None, args: list[Node]) -> Node:
    """The call `name(args)` (on `target`, if any) as cel-go's parser leaves it: its macro's expansion, or the
    call itself."""
    n = len(args)
    if target is None and name == "has" and n == 1:
        a = args[0]
        if a.kind != "select":
            raise ParseError(a.pos, "invalid argument to has() macro")
        return Node("select", a.pos, a.value, target=a.target, test_only=True)
    if target is not None:
        if (
            name in ("all", "exists", "exists_one", "existsOne")
            and n in (2, 3)
            and not (name == "exists_one" and n == 3)
        ):
            return _quantifier(pos, name, target, args)
        if name == "map" and n in (2, 3):
            return _map_macro(pos, target, args)
        if name == "filter" and n == 2:
            return _map_macro(pos, target, args, filter_=True)
        if name in ("transformList", "transformMap", "transformMapEntry") and n in (3, 4):
            return _transform(pos, name, target, args)
        if name == "sortBy" and n == 2:
            return _sort_by(pos, target, args)
        if name == "bind" and n == 3 and target.kind == "ident" and target.value == "cel":
            v = _simple_name(args[0])
            return _bind(pos, v, args[1], args[2])
        if name in ("optMap", "optFlatMap") and n == 2:
            return _opt_map(pos, name, target, args)
    return Node("call", pos, name, target=target, args=args)


def _opt_map(pos: int, name: str, target: Node, args: list[Node]) -> Node:
    """optMap/optFlatMap as cel-go expands them: target.hasValue() ? [optional.of](bind(v, target.value(),
    f)) : optional.none()."""
    if args[0].kind != "ident" or args[0].value.startswith("."):
        raise ParseError(args[0].pos, f"{name}() variable name must be a simple identifier")
    v = args[0].value
    bound = _bind(pos, v, Node("call", pos, "value", target=target), args[1])
    some = Node("call", pos, "optional.of", args=[bound]) if name == "optMap" else bound
    none = Node("call", pos, "optional.none")
    return Node("call", pos, "_?_:_", args=[Node("call", pos, "hasValue", target=target), some, none])


def _sort_by(pos: int, target: Node, args: list[Node]) -> Node:
    """list.sortBy(e, key) as cel-go's lists extension (version 2) expands it: bind the list to
    @__sortBy_input__, then @sortByAssociatedKeys(its map(e, key))."""
    if target.kind not in ("list", "select", "ident", "comp", "call"):
        raise ParseError(
            target.pos, "sortBy can only be applied to a list, identifier, comprehension, call or select expression"
        )
    keys = _map_macro(pos, Node("ident", pos, SORT_BY_INPUT), args)
    call = Node("call", pos, SORT_BY_KEYS, target=Node("ident", pos, SORT_BY_INPUT), args=[keys])
    return _bind(pos, SORT_BY_INPUT, target, call)


def _quantifier(pos: int, name: str, target: Node, args: list[Node]) -> Node:
    two = len(args) == 3
    v1, v2 = _iter_vars(args[0], args[1]) if two else (_simple_name(args[0]), "")
    body = args[-1]
    acc = Node("ident", pos, ACCU)
    if name == "all":
        init = Node("lit", pos, True)
        cond = Node("call", pos, "@not_strictly_false", args=[acc])
        step = Node("call", pos, "_&&_", args=[Node("ident", pos, ACCU), body])
        result = Node("ident", pos, ACCU)
    elif name == "exists":
        init = Node("lit", pos, False)
        cond = Node("call", pos, "@not_strictly_false", args=[Node("call", pos, "!_", args=[acc])])
        step = Node("call", pos, "_||_", args=[Node("ident", pos, ACCU), body])
        result = Node("ident", pos, ACCU)
    else:
        init = Node("lit", pos, 0)
        cond = Node("lit", pos, True)
        step = Node(
            "call",
            pos,
            "_?_:_",
            args=[
                body,
                Node("call", pos, "_+_", args=[Node("ident", pos, ACCU), Node("lit", pos, 1)]),
                Node("ident", pos, ACCU),
            ],
        )
        result = Node("call", pos, "_==_", args=[Node("ident", pos, ACCU), Node("lit", pos, 1)])
    return _fold(pos, target, (v1, v2), [init, cond, step, result], name)


def _map_macro(pos: int, target: Node, args: list[Node], filter_: bool = False) -> Node:
    v = _simple_name(args[0])
    pred: Node | None
    if filter_:  # filter(x, p)
        pred, value, macro = args[1], Node("ident", pos, v), "filter"
    elif len(args) == 3:  # map(x, p, f)
        pred, value, macro = args[1], args[2], "map"
    else:  # map(x, f)
        pred, value, macro = None, args[1], "map"
    append = Node("call", pos, "_+_", args=[Node("ident", pos, ACCU), Node("list", pos, args=[value])])
    step = append if pred is None else Node("call", pos, "_?_:_", args=[pred, append, Node("ident", pos, ACCU)])
    return _fold(
        pos, target, (v, ""), [Node("list", pos), Node("lit", pos, True), step, Node("ident", pos, ACCU)], macro
    )


def _transform(pos: int, name: str, target: Node, args: list[Node]) -> Node:
    """transformList/transformMap/transformMapEntry(k, v, [filter,] f) as cel-go's ext/comprehensions.go
    expands them: the step appends [f] to the list accumulator, or inserts k: f (transformMap) or the
    entries of the map f (transformMapEntry) into the map accumulator with cel.@mapInsert."""
    v1, v2 = _iter_vars(args[0], args[1])
    pred = args[2] if len(args) == 4 else None
    value = args[-1]
    accu = Node("ident", pos, ACCU)
    if name == "transformList":
        step = Node("call", pos, "_+_", args=[accu, Node("list", pos, args=[value])])
        init = Node("list", pos)
    else:
        inserted = [Node("ident", pos, v1), value] if name == "transformMap" else [value]
        step = Node("call", pos, MAP_INSERT, args=[accu, *inserted])
        init = Node("map", pos)
    if pred is not None:
        step = Node("call", pos, "_?_:_", args=[pred, step, Node("ident", pos, ACCU)])
    return _fold(pos, target, (v1, v2), [init, Node("lit", pos, True), step, Node("ident", pos, ACCU)], name)


def _bind(pos: int, name: str, value: Node, body: Node) -> Node:
    """cel.bind(name, value, body): a comprehension over no elements, its accumulator the bound value."""
    parts = [value, Node("lit", pos, False), Node("ident", pos, name), body]
    return Node("comp", pos, target=Node("list", pos), iter_var="#unused", accu_var=name, args=parts, macro="cel.bind")


def _fold(pos: int, target: Node, variables: tuple[str, str], parts: list[Node], macro: str) -> Node:
    """A comprehension over `target` accumulating in ACCU: parts are init, condition, step and result."""
    v1, v2 = variables
    return Node("comp", pos, target=target, iter_var=v1, iter_var2=v2, accu_var=ACCU, args=parts, macro=macro)


def _iter_vars(a: Node, b: Node) -> tuple[str, str]:
    """The two variables of a two-variable macro, refused as cel-go's extractIterVars refuses them."""
    v1, v2 = _simple_name(a), _simple_name(b)
    if v1 == v2:
        raise ParseError(b.pos, f"duplicate variable name: {v1}")
    if v1 in (ACCU, LEGACY_ACCU):
        raise ParseError(a.pos, "iteration variable overwrites accumulator variable")
    if v2 in (ACCU, LEGACY_ACCU):
        raise ParseError(b.pos, "iteration variable overwrites accumulator variable")
    return v1, v2


def _simple_name(n: Node) -> str:
    if n.kind != "ident" or n.value.startswith("."):
        raise ParseError(n.pos, "argument must be a simple name")
    return n.value
