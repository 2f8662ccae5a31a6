"""CEL tokens -> AST, with the offsets cel-go reports (the parser of the DRA CEL environment).

A recursive-descent parser for the grammar of cel-spec's CEL.g4 over lexer.py's tokens. Each node keeps the
offset (in code points) that cel-go gives its expression id: the operator token for operators, '.' for a
selection, '(' for a call, '[' for an index or list, '{' for a map, the first character for identifiers and
literals. Calls that are macros are expanded by macros.py, so the checker, the cost model and the evaluator
each handle one form.
"""

from __future__ import annotations

from .ast import Node
from .lexer import ParseError, Tok, lex
from .macros import expand

__all__ = ["MAX_DEPTH", "RESERVED", "ParseError", "parse"]

MAX_DEPTH = 250  # cel-go's default parser recursion limit
RESERVED = frozenset(
    "as break const continue else for function if import let loop package namespace return var void while".split()
)


# ANTLR's expected tokens where an operand begins (cel-go's parser_test.go): the text of a syntax error there. In
# a list or map literal's first place ANTLR adds the closing tokens, ',' and '?': not modelled (known.yaml).
EXPRESSION_START = (
    "{'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}"
)


class _Unclosed(ParseError):
    """A syntax error where a call's ')' was due, carrying the arguments parsed before it."""

    def __init__(self, pos: int, message: str, args: list[Node]) -> None:
        super().__init__(pos, message)
        self.parsed = args


class _Parser:
    def __init__(self, src: str, escapes: bool) -> None:
        self.toks, self.lexer_errors = lex(src)
        self.escapes = escapes  # cel-go's EnableIdentEscapeSyntax: `backtick` field names
        self.i = 0
        self.depth = 0
        # errors cel-go's visitor reports as it goes on, an error node in their place: an out-of-range
        # literal, a reserved name, a macro misused; the syntax errors (ANTLR's) stop our parse
        self.visitor_errors: list[tuple[int, str]] = []

    # token helpers
    def peek(self, k: int = 0) -> Tok:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def take(self) -> Tok:
        t = self.toks[self.i]
        if t.kind != "eof":
            self.i += 1
        return t

    def accept(self, kind: str) -> Tok | None:
        if self.peek().kind == kind:
            return self.take()
        return None

    def expect(self, kind: str) -> Tok:
        t = self.peek()
        if t.kind != kind:
            raise ParseError(t.pos, f"Syntax error: mismatched input {_shown(t)} expecting '{kind}'")
        return self.take()

    def enter(self, pos: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ParseError(pos, f"expression recursion limit exceeded: {MAX_DEPTH}")

    # grammar
    def parse(self) -> Node:
        try:
            e = self.expr()
            t = self.peek()
            if t.kind != "eof":
                raise ParseError(t.pos, f"Syntax error: extraneous input {_shown(t)} expecting <EOF>")
        except ParseError as error:
            raise ParseError(
                error.pos, error.message, (*self.lexer_errors, *self.visitor_errors, *error.earlier)
            ) from None
        if self.lexer_errors or self.visitor_errors:
            *earlier, (pos, message) = (*self.lexer_errors, *self.visitor_errors)
            raise ParseError(pos, message, tuple(earlier))
        return e

    def literal(self, t: Tok, negate: bool = False, pos: int | None = None) -> Node:
        at = t.pos if pos is None else pos
        if t.kind == "ident":
            return Node("lit", at, {"true": True, "false": False, "null": None}[t.text])
        v = -t.value if negate else t.value
        if t.kind == "int" and not -(2**63) <= v < 2**63:
            self.visitor_errors.append((at, "invalid int literal"))
        elif t.kind == "uint" and not 0 <= v < 2**64:
            self.visitor_errors.append((at, "invalid uint literal"))
        return Node("lit", at, v)

    def expr(self) -> Node:
        self.enter(self.peek().pos)
        e = self.or_()
        q = self.accept("?")
        if q:
            a = self.or_()
            self.expect(":")
            b = self.expr()
            e = Node("call", q.pos, "_?_:_", args=[e, a, b])
        self.depth -= 1
        return e

    def or_(self) -> Node:
        e = self.and_()
        while t := self.accept("||"):
            e = Node("call", t.pos, "_||_", args=[e, self.and_()])
        return e

    def and_(self) -> Node:
        e = self.relation()
        while t := self.accept("&&"):
            e = Node("call", t.pos, "_&&_", args=[e, self.relation()])
        return e

    _REL = {"<": "_<_", "<=": "_<=_", ">": "_>_", ">=": "_>=_", "==": "_==_", "!=": "_!=_"}

    def relation(self) -> Node:
        e = self.addition()
        while True:
            t = self.peek()
            if t.kind in self._REL:
                self.take()
                e = Node("call", t.pos, self._REL[t.kind], args=[e, self.addition()])
            elif t.kind == "ident" and t.text == "in" and t.value is None:
                self.take()
                e = Node("call", t.pos, "@in", args=[e, self.addition()])
            else:
                return e

    def addition(self) -> Node:
        e = self.multiplication()
        while self.peek().kind in ("+", "-"):
            t = self.take()
            e = Node("call", t.pos, "_+_" if t.kind == "+" else "_-_", args=[e, self.multiplication()])
        return e

    def multiplication(self) -> Node:
        e = self.unary()
        while self.peek().kind in ("*", "/", "%"):
            t = self.take()
            e = Node("call", t.pos, {"*": "_*_", "/": "_/_", "%": "_%_"}[t.kind], args=[e, self.unary()])
        return e

    def unary(self) -> Node:
        t = self.peek()
        if t.kind in ("!", "-"):
            ops = []
            while self.peek().kind == t.kind:
                ops.append(self.take())
            if t.kind == "-" and self.peek().kind in ("int", "double") and len(ops) == 1 and _adjacent_member(self):
                # one minus is the literal's sign (the grammar's `sign=MINUS? NUM_INT`): -9223372036854775808 is
                # an int; after two or more, '-'+ takes them all and the literal is unsigned
                lit = self.take()
                return self.member_tail(self.literal(lit, negate=True, pos=ops[0].pos))
            after = self.peek()
            if t.kind == "-" and not _starts_member(after):
                # ANTLR's prediction of `'-'+ member` fails at the token: "no viable alternative", then
                # (but before a '!', whose recovery differs) the mismatched token itself
                seen = "".join(o.text for o in ops) + ("" if after.kind == "eof" else after.text)
                viable = (after.pos, f"Syntax error: no viable alternative at input '{seen}'")
                if after.kind == "!":
                    raise ParseError(*viable)
                mismatched = f"Syntax error: mismatched input {_shown(after)} expecting {EXPRESSION_START}"
                raise ParseError(after.pos, mismatched, (viable,))
            node = self.member()
            # VisitNegate / VisitLogicalNot: an even run is the operand itself, an odd one a single call
            if len(ops) % 2 == 1:
                node = Node("call", ops[0].pos, "!_" if t.kind == "!" else "-_", args=[node])
            return node
        return self.member()

    def member(self) -> Node:
        return self.member_tail(self.primary())

    def member_tail(self, e: Node) -> Node:
        while True:
            t = self.peek()
            if t.kind == ".":
                self.take()
                opt = self.accept("?")  # a.?b: optional selection
                name = self.peek()
                # reserved words are field and method names (cel-go rejects them only as identifiers and
                # global functions); true, false, null and in are tokens of their own, never names; an
                # escaped name selects a field only (a method's name is an IDENTIFIER)
                escaped = name.value == "escaped"
                if not (escaped or _is_name(name)):
                    raise ParseError(name.pos, f"Syntax error: mismatched input {_shown(name)} expecting IDENTIFIER")
                self.take()
                if escaped and not self.escapes:
                    self.visitor_errors.append((name.pos, "unsupported syntax: '`'"))
                if opt:
                    e = Node("call", t.pos, "_?._", args=[e, Node("lit", name.pos, name.text)])
                    continue
                if self.peek().kind == "(" and not escaped:
                    e = self.call(self.take().pos, name.text, e)
                else:
                    e = Node("select", t.pos, name.text, target=e)
            elif t.kind == "[":
                self.take()
                opt = self.accept("?")  # a[?k]: optional index
                idx = self.expr()
                self.expect("]")
                e = Node("call", t.pos, "_[?_]" if opt else "_[_]", args=[e, idx])
            else:
                return e

    def _message_name(self, first: str) -> str | None:
        """After a name: the grammar's CreateMessage, `first(.IDENT)*` then a struct literal's '{': the whole
        name, its tokens consumed up to the '{'; else None, nothing consumed."""
        j = 0
        while self.peek(j).kind == "." and _is_name(self.peek(j + 1)):
            j += 2
        if self.peek(j).kind != "{":  # ANTLR predicts CreateMessage on the '{' alone
            return None
        parts = [first, *(self.peek(k + 1).text for k in range(0, j, 2))]
        self.i += j
        return ".".join(parts)

    def _reserved(self, t: Tok, at: int) -> Node:
        """VisitIdentOrGlobalCall on a reserved name: an error node at `at` (a leading dot's, if any), its
        arguments parsed but never visited (no literal error of theirs reported)."""
        self.visitor_errors.append((at, f"reserved identifier: {t.text}"))
        if self.accept("("):
            seen = len(self.visitor_errors)
            try:
                self.expr_list(")")
            finally:
                del self.visitor_errors[seen:]
        return Node("lit", at, None)

    def expr_list(self, close: str) -> list[Node]:
        args: list[Node] = []
        if self.accept(close):
            return args
        while True:
            args.append(self.expr())
            if self.accept(close):
                return args
            t = self.peek()
            if t.kind != ",":
                message = f"Syntax error: mismatched input {_shown(t)} expecting {{',', '{close}'}}"
                raise _Unclosed(t.pos, message, args) if close == ")" else ParseError(t.pos, message)
            self.take()
            if close == "]" and self.accept(close):  # trailing comma in a list literal
                return args

    def primary(self) -> Node:
        t = self.peek()
        k = t.kind
        if t.value == "escaped":
            raise ParseError(t.pos, f"Syntax error: mismatched input {_shown(t)} expecting {EXPRESSION_START}")
        if k == "ident" and not (t.text in ("true", "false", "null") and t.value is None):
            if t.value is None and t.text in ("in",):
                raise ParseError(t.pos, f"Syntax error: mismatched input {_shown(t)} expecting {EXPRESSION_START}")
            self.take()
            message = self._message_name(t.text)
            if message is not None:
                return self.struct(message)
            if t.value is None and t.text in RESERVED:
                return self._reserved(t, t.pos)
            if self.peek().kind == "(":
                return self.call(self.take().pos, t.text, None)
            return Node("ident", t.pos, t.text)
        if k == ".":
            self.take()
            name = self.peek()
            if not _is_name(name):
                raise ParseError(name.pos, f"Syntax error: mismatched input {_shown(name)} expecting IDENTIFIER")
            self.take()
            message = self._message_name("." + name.text)
            if message is not None:
                return self.struct(message)
            if name.value is None and name.text in RESERVED:
                return self._reserved(name, t.pos)
            if self.peek().kind == "(":
                return self.call(self.take().pos, "." + name.text, None)
            return Node("ident", name.pos, "." + name.text)
        if k == "(":
            self.take()
            e = self.expr()
            self.expect(")")
            return e
        if k == "[":
            self.take()
            return self.list_literal(t.pos)
        if k == "{":
            self.take()
            return self.map_literal(t.pos)
        if k in ("int", "uint", "double", "string", "bytes") or (k == "ident" and t.value is None):
            self.take()
            return self.literal(t)
        if k == "eof":
            raise ParseError(t.pos, f"Syntax error: mismatched input '<EOF>' expecting {EXPRESSION_START}")
        raise ParseError(t.pos, f"Syntax error: extraneous input {_shown(t)} expecting {EXPRESSION_START}")

    def list_literal(self, pos: int) -> Node:
        items: list[Node] = []
        optional: list[int] = []
        if self.accept("]") or (self.accept(",") and self.expect("]")):  # the grammar's `listInit? ','? ']'`
            return Node("list", pos)
        while True:
            if self.accept("?"):  # [?x]: an element only when the optional x has a value
                optional.append(len(items))
            items.append(self.expr())
            if self.accept("]"):
                break
            t = self.peek()
            if t.kind != ",":
                raise ParseError(t.pos, f"Syntax error: mismatched input {_shown(t)} expecting {{',', ']'}}")
            self.take()
            if self.accept("]"):  # trailing comma
                break
        return Node("list", pos, args=items, optional=tuple(optional))

    def map_literal(self, pos: int) -> Node:
        items: list[Node] = []
        optional: list[int] = []
        if self.accept("}") or (self.accept(",") and self.expect("}")):  # `mapInitializerList? ','? '}'`
            return Node("map", pos, args=items)
        while True:
            if self.accept("?"):  # {?k: v}: an entry only when the optional v has a value
                optional.append(len(items) // 2)
            k = self.expr()
            self.expect(":")
            items.extend((k, self.expr()))
            if self.accept("}"):
                break
            self.expect(",")
            if self.accept("}"):
                break
        return Node("map", pos, args=items, optional=tuple(optional))

    def struct(self, name: str) -> Node:
        """CreateMessage's fields: `?`-optional ones, escaped names, a trailing comma (or, the grammar's
        `','?`, a lone one)."""
        op = self.take()
        fields: list[Node] = []
        optional: list[int] = []
        first = self.peek().pos  # cel-go reports an escaped name at the field list's start
        if self.peek().kind not in ("}", ","):
            while True:
                opt = self.accept("?")
                f = self.peek()
                if not (_is_name(f) or f.value == "escaped"):
                    expecting = "{'}', ',', '?', IDENTIFIER, ESC_IDENTIFIER}"
                    raise ParseError(f.pos, f"Syntax error: mismatched input {_shown(f)} expecting {expecting}")
                self.take()
                self.expect(":")
                seen = len(self.visitor_errors)
                value = self.expr()
                if f.value == "escaped" and not self.escapes:  # the field skipped, its value never visited
                    del self.visitor_errors[seen:]
                    self.visitor_errors.append((first, "unsupported syntax: '`'"))
                else:
                    if opt:
                        optional.append(len(fields) // 2)
                    fields += (Node("lit", f.pos, f.text), value)
                if self.peek().kind != "," or self.peek(1).kind == "}":
                    break
                self.take()
        self.accept(",")
        self.expect("}")
        return Node("struct", op.pos, name, args=fields, optional=tuple(optional))

    def call(self, pos: int, name: str, target: Node | None) -> Node:
        """A call's arguments, then the call or macro. When a syntax error cuts the list short after an argument,
        ANTLR still recovers the call's tree, so cel-go's visitor reports the macro's own errors: expand, then
        raise."""
        try:
            args = self.expr_list(")")
        except _Unclosed as cut:
            self.call_or_macro(pos, name, target, cut.parsed)
            raise
        return self.call_or_macro(pos, name, target, args)

    # macros, expanded as cel-go's parser does
    def call_or_macro(self, pos: int, name: str, target: Node | None, args: list[Node]) -> Node:
        try:
            return expand(pos, name, target, args)
        except ParseError as error:  # a macro misused: reported, and the parse goes on
            self.visitor_errors.append((error.pos, error.message))
            return Node("lit", pos, None)


_LITERAL_WORDS = ("true", "false", "null", "in")


def _adjacent_member(p: _Parser) -> bool:
    # '-1.foo()' is -(1.foo()); only fold when no member access follows the literal
    return p.peek(1).kind not in (".", "[")


def _starts_member(t: Tok) -> bool:
    """The token can begin the grammar's `member` (a primary): a name, a literal, '.', '(', '[' or '{'."""
    if t.kind == "ident":
        return t.value != "escaped" and t.text != "in"
    return t.kind in ("int", "uint", "double", "string", "bytes", ".", "(", "[", "{")


def _is_name(t: Tok) -> bool:
    """An IDENTIFIER token: true, false, null and in are tokens of their own."""
    return t.kind == "ident" and not (t.value is None and t.text in _LITERAL_WORDS)


def _shown(t: Tok) -> str:
    if t.kind == "eof":
        return "'<EOF>'"
    return "'`" + t.text + "`'" if t.value == "escaped" else "'" + t.text + "'"


def parse(src: str, escapes: bool = True) -> Node:
    """Parse `src`; raises ParseError (with the code-point offset) on the first syntax error, carrying the
    visitor's errors before it, or on the visitor's last error. `escapes`: backtick-escaped field names are
    taken (releases.cel_escapes)."""
    return _Parser(src, escapes).parse()
