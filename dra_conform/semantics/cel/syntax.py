"""CEL source -> AST, with the offsets cel-go reports (the parser of the DRA CEL environment).

A recursive-descent parser for the grammar of cel-spec's CEL.g4. Each node keeps the offset (in code
points) that cel-go gives its expression id: the operator token for operators, '.' for a selection,
'(' for a call, '[' for an index or list, '{' for a map, the first character for identifiers and
literals. Macros (has, all, exists, exists_one, map, filter, cel.bind and the two-variable forms)
are expanded into comprehensions as cel-go's parser does, so the checker, the cost model and the
evaluator each handle one form.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .values.core import UInt

MAX_DEPTH = 250  # cel-go's default parser recursion limit
RESERVED = frozenset(
    "as break const continue else for function if import let loop package namespace return var void while".split()
)


_DIGITS = frozenset("0123456789")  # ASCII only: str.isdigit() takes "١" and "²" too


# ANTLR's expected tokens where an operand begins (cel-go's parser_test.go): the text of a syntax error there. In
# a list or map literal's first place ANTLR adds the closing tokens, ',' and '?': not modelled (known.yaml).
EXPRESSION_START = (
    "{'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}"
)


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


class ParseError(Exception):
    def __init__(self, pos: int, message: str, earlier: tuple[tuple[int, str], ...] = ()) -> None:
        super().__init__(message)
        self.pos = pos
        self.message = message
        self.earlier = earlier  # the visitor's errors before it (the parser goes on past those)

    @property
    def errors(self) -> list[tuple[int, str]]:
        """Every error the parse reported, as (offset, message)."""
        return [*self.earlier, (self.pos, self.message)]


class _Unclosed(ParseError):
    """A syntax error where a call's ')' was due, carrying the arguments parsed before it."""

    def __init__(self, pos: int, message: str, args: list[Node]) -> None:
        super().__init__(pos, message)
        self.parsed = args


_PUNCT = (
    "==",
    "!=",
    "<=",
    ">=",
    "&&",
    "||",
    "<",
    ">",
    "+",
    "-",
    "*",
    "/",
    "%",
    "!",
    "?",
    ":",
    ".",
    ",",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "=",
)


@dataclass(slots=True)
class Tok:
    kind: str  # punct text, 'int', 'uint', 'double', 'string', 'bytes', 'ident', 'eof'
    pos: int
    text: str
    value: Any = None


def _lex(src: str) -> list[Tok]:
    toks: list[Tok] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c in " \t\n\r\f":
            i += 1
            continue
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j + 1
            continue
        start = i
        if c.isascii() and (c.isalpha() or c == "_"):
            j = i + 1
            while j < n and src[j].isascii() and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            if j < n and word.lower() in ("r", "b", "rb", "br") and src[j] in "\"'":
                tok, j = _string(src, j, raw="r" in word.lower(), is_bytes="b" in word.lower(), start=start)
                toks.append(tok)
            else:
                toks.append(Tok("ident", start, word))
            i = j
            continue
        if c in _DIGITS or (c == "." and i + 1 < n and src[i + 1] in _DIGITS):
            tok, i = _number(src, i)
            toks.append(tok)
            continue
        if c in "\"'":
            tok, i = _string(src, i, raw=False, is_bytes=False, start=start)
            toks.append(tok)
            continue
        if c == "`":  # ESC_IDENTIFIER: '`' (LETTER | DIGIT | '_' | '.' | '-' | '/' | ' ')+ '`'
            j = i + 1
            while j < n and src[j].isascii() and (src[j].isalnum() or src[j] in "_.-/ "):
                j += 1
            if j == i + 1 or j >= n or src[j] != "`":
                raise ParseError(i, "Syntax error: token recognition error at: '" + src[i : j + 1] + "'")
            toks.append(Tok("ident", i, src[i + 1 : j], value="escaped"))
            i = j + 1
            continue
        for p in _PUNCT:
            if src.startswith(p, i):
                if p == "=":
                    raise ParseError(i, "Syntax error: token recognition error at: '='")
                toks.append(Tok(p, i, p))
                i += len(p)
                break
        else:
            raise ParseError(i, f"Syntax error: token recognition error at: '{c}'")
    toks.append(Tok("eof", n, "<EOF>"))
    return toks


def _number(src: str, i: int) -> tuple[Tok, int]:
    n = len(src)
    start = i
    if src.startswith(("0x", "0X"), i):
        j = i + 2
        while j < n and src[j] in "0123456789abcdefABCDEF":
            j += 1
        if j == i + 2:
            raise ParseError(i, "Syntax error: token recognition error at: '" + src[i : j + 1] + "'")
        digits = src[i:j]
        if j < n and src[j] in "uU":
            return Tok("uint", start, src[start : j + 1], UInt(int(digits, 16))), j + 1
        return Tok("int", start, digits, int(digits, 16)), j
    j = i
    while j < n and src[j] in _DIGITS:
        j += 1
    is_float = False
    if j < n and src[j] == "." and j + 1 < n and src[j + 1] in _DIGITS:
        is_float = True
        j += 1
        while j < n and src[j] in _DIGITS:
            j += 1
    if j < n and src[j] in "eE":
        k = j + 1
        if k < n and src[k] in "+-":
            k += 1
        if k < n and src[k] in _DIGITS:
            is_float = True
            j = k
            while j < n and src[j] in _DIGITS:
                j += 1
    text = src[start:j]
    if is_float:
        return Tok("double", start, text, float(text)), j
    # past 20 digits a literal is out of range anyway; Python's int() refuses over 4300 of them
    significant = text.lstrip("0") or "0"
    value = int(significant) if len(significant) <= 20 else 2**64
    if j < n and src[j] in "uU":
        return Tok("uint", start, text + src[j], UInt(value)), j + 1
    return Tok("int", start, text, value), j


_ESC = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    "\\": "\\",
    "'": "'",
    '"': '"',
    "`": "`",
    "?": "?",
}


def _string(src: str, i: int, raw: bool, is_bytes: bool, start: int) -> tuple[Tok, int]:
    q = src[i]
    triple = src.startswith(q * 3, i)
    delim = q * 3 if triple else q
    j = i + len(delim)
    n = len(src)
    out: list[str] = []
    raw_bytes = bytearray()

    def emit(text: str) -> None:
        if is_bytes:
            raw_bytes.extend(text.encode("utf-8"))
        else:
            out.append(text)

    while True:
        if j >= n:
            raise ParseError(start, "Syntax error: token recognition error at: '" + src[start : start + 2] + "'")
        if src.startswith(delim, j):
            j += len(delim)
            break
        c = src[j]
        if not triple and c in "\n\r":
            raise ParseError(start, "Syntax error: token recognition error at: '" + src[start : j + 1] + "'")
        if c == "\\" and not raw:
            if j + 1 >= n:
                raise ParseError(start, "Syntax error: token recognition error at: '" + src[start : j + 1] + "'")
            e = src[j + 1]
            if e in _ESC:
                emit(_ESC[e])
                j += 2
            elif e in "xX" or e in "uU":
                width = 2 if e in "xX" else (4 if e == "u" else 8)
                hexd = src[j + 2 : j + 2 + width]
                if len(hexd) != width or any(h not in "0123456789abcdefABCDEF" for h in hexd):
                    raise ParseError(start, "Syntax error: token recognition error at: '" + src[start : j + 2] + "'")
                code = int(hexd, 16)
                if is_bytes and e in "xX":
                    raw_bytes.append(code)
                else:
                    if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
                        raise ParseError(start, "Syntax error: invalid unicode code point")
                    emit(chr(code))
                j += 2 + width
            elif e in "0123":
                octd = src[j + 1 : j + 4]
                if len(octd) != 3 or any(o not in "01234567" for o in octd):
                    raise ParseError(start, "Syntax error: token recognition error at: '" + src[start : j + 2] + "'")
                code = int(octd, 8)
                if is_bytes:
                    raw_bytes.append(code)
                else:
                    emit(chr(code))
                j += 4
            else:
                raise ParseError(start, "Syntax error: token recognition error at: '" + src[start : j + 2] + "'")
            continue
        emit(c)
        j += 1
    if is_bytes:
        return Tok("bytes", start, src[start:j], bytes(raw_bytes)), j
    return Tok("string", start, src[start:j], "".join(out)), j


class _Parser:
    def __init__(self, src: str, escapes: bool) -> None:
        self.toks = _lex(src)
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
            raise ParseError(error.pos, error.message, tuple(self.visitor_errors)) from None
        if self.visitor_errors:
            *earlier, (pos, message) = self.visitor_errors
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
        if self.accept("]"):
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
        if self.accept("}"):
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
            return self._expand(pos, name, target, args)
        except ParseError as error:  # a macro misused: reported, and the parse goes on
            self.visitor_errors.append((error.pos, error.message))
            return Node("lit", pos, None)

    def _expand(self, pos: int, name: str, target: Node | None, args: list[Node]) -> Node:
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
                return self.quantifier(pos, name, target, args)
            if name == "map" and n in (2, 3):
                return self.map_macro(pos, target, args)
            if name == "filter" and n == 2:
                return self.map_macro(pos, target, args, filter_=True)
            if name in ("transformList", "transformMap", "transformMapEntry") and n in (3, 4):
                return self.transform(pos, name, target, args)
            if name == "sortBy" and n == 2:
                return self.sort_by(pos, target, args)
            if name == "bind" and n == 3 and target.kind == "ident" and target.value == "cel":
                v = _simple_name(args[0])
                return Node(
                    "comp",
                    pos,
                    target=Node("list", pos),
                    iter_var="#unused",
                    accu_var=v,
                    args=[args[1], Node("lit", pos, False), Node("ident", pos, v), args[2]],
                    macro="cel.bind",
                )
            if name in ("optMap", "optFlatMap") and n == 2:
                return self.opt_map(pos, name, target, args)
        return Node("call", pos, name, target=target, args=args)

    def opt_map(self, pos: int, name: str, target: Node, args: list[Node]) -> Node:
        """optMap/optFlatMap as cel-go expands them: target.hasValue() ? [optional.of](bind(v, target.value(),
        f)) : optional.none()."""
        if args[0].kind != "ident" or args[0].value.startswith("."):
            raise ParseError(args[0].pos, f"{name}() variable name must be a simple identifier")
        v = args[0].value
        bound = Node(
            "comp",
            pos,
            target=Node("list", pos),
            iter_var="#unused",
            accu_var=v,
            args=[Node("call", pos, "value", target=target), Node("lit", pos, False), Node("ident", pos, v), args[1]],
            macro="cel.bind",
        )
        some = Node("call", pos, "optional.of", args=[bound]) if name == "optMap" else bound
        none = Node("call", pos, "optional.none")
        return Node("call", pos, "_?_:_", args=[Node("call", pos, "hasValue", target=target), some, none])

    def sort_by(self, pos: int, target: Node, args: list[Node]) -> Node:
        """list.sortBy(e, key) as cel-go's lists extension (version 2) expands it: bind the list to
        @__sortBy_input__, then @sortByAssociatedKeys(its map(e, key))."""
        if target.kind not in ("list", "select", "ident", "comp", "call"):
            raise ParseError(
                target.pos, "sortBy can only be applied to a list, identifier, comprehension, call or select expression"
            )
        keys = self.map_macro(pos, Node("ident", pos, SORT_BY_INPUT), args)
        call = Node("call", pos, SORT_BY_KEYS, target=Node("ident", pos, SORT_BY_INPUT), args=[keys])
        return Node(
            "comp",
            pos,
            target=Node("list", pos),
            iter_var="#unused",
            accu_var=SORT_BY_INPUT,
            args=[target, Node("lit", pos, False), Node("ident", pos, SORT_BY_INPUT), call],
            macro="cel.bind",
        )

    def quantifier(self, pos: int, name: str, target: Node, args: list[Node]) -> Node:
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
        return Node(
            "comp",
            pos,
            target=target,
            iter_var=v1,
            iter_var2=v2,
            accu_var=ACCU,
            args=[init, cond, step, result],
            macro=name,
        )

    def map_macro(self, pos: int, target: Node, args: list[Node], filter_: bool = False) -> Node:
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
        return Node(
            "comp",
            pos,
            target=target,
            iter_var=v,
            accu_var=ACCU,
            args=[Node("list", pos), Node("lit", pos, True), step, Node("ident", pos, ACCU)],
            macro=macro,
        )

    def transform(self, pos: int, name: str, target: Node, args: list[Node]) -> Node:
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
        return Node(
            "comp",
            pos,
            target=target,
            iter_var=v1,
            iter_var2=v2,
            accu_var=ACCU,
            args=[init, Node("lit", pos, True), step, Node("ident", pos, ACCU)],
            macro=name,
        )


_LITERAL_WORDS = ("true", "false", "null", "in")
LEGACY_ACCU = "__result__"  # cel-go's parser.AccumulatorName: no iteration variable may take it either


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


def _adjacent_member(p: _Parser) -> bool:
    # '-1.foo()' is -(1.foo()); only fold when no member access follows the literal
    return p.peek(1).kind not in (".", "[")


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
