"""CEL source -> tokens, as CEL.g4's lexer rules take them (cel-go's generated lexer), and the error a
parse reports (its offset in code points)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .values.core import UInt

_DIGITS = frozenset("0123456789")  # ASCII only: str.isdigit() takes "١" and "²" too


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
)


@dataclass(slots=True)
class Tok:
    kind: str  # punct text, 'int', 'uint', 'double', 'string', 'bytes', 'ident', 'eof'
    pos: int
    text: str
    value: Any = None


class _NoToken(Exception):
    """The lexer's DFA had no move at `at` (the failing character, len(src) at the end)."""

    def __init__(self, at: int) -> None:
        self.at = at


def lex(src: str) -> tuple[list[Tok], list[tuple[int, str]]]:
    """The tokens of `src` and the lexer's errors, as ANTLR's lexer recovers: the longest match wins (an
    unclosed triple-quoted string is an empty string, an unclosed r"..." the identifier r); with none, the
    error quotes the text up to the failing character, which is skipped, and lexing goes on."""
    toks: list[Tok] = []
    errors: list[tuple[int, str]] = []
    i, n = 0, len(src)

    def fail(start: int, at: int) -> int:
        errors.append((start, "Syntax error: token recognition error at: '" + src[start : at + 1] + "'"))
        return min(at + 1, n)

    def quoted(at: int, prefix: str) -> int:
        tok, end, unquoting = _quoted(src, at, prefix, start)
        if tok is None:
            return fail(start, end)
        toks.append(tok)
        errors.extend(unquoting)
        return end

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
                i = quoted(j, word.lower())
            else:
                toks.append(Tok("ident", start, word))
                i = j
            continue
        if c in _DIGITS or (c == "." and i + 1 < n and src[i + 1] in _DIGITS):
            tok, i = _number(src, i)
            toks.append(tok)
            continue
        if c in "\"'":
            i = quoted(i, "")
            continue
        if c == "`":  # ESC_IDENTIFIER: '`' (LETTER | DIGIT | '_' | '.' | '-' | '/' | ' ')+ '`'
            j = i + 1
            while j < n and src[j].isascii() and (src[j].isalnum() or src[j] in "_.-/ "):
                j += 1
            if j > i + 1 and j < n and src[j] == "`":
                toks.append(Tok("ident", i, src[i + 1 : j], value="escaped"))
                i = j + 1
            else:
                i = fail(i, j)
            continue
        if c in "=|&" and src[i + 1 : i + 2] != c:  # only '==', '||' and '&&' start so: the next character fails
            i = fail(i, i + 1)
            continue
        for p in _PUNCT:
            if src.startswith(p, i):
                toks.append(Tok(p, i, p))
                i += len(p)
                break
        else:
            i = fail(i, i)
    toks.append(Tok("eof", n, "<EOF>"))
    return toks, errors


def _quoted(src: str, i: int, prefix: str, start: int) -> tuple[Tok | None, int, list[tuple[int, str]]]:
    """The string or bytes literal whose quote is at `i` (its r/b prefix from `start`), the index after it and
    its unquoting errors; or what ANTLR's longest match leaves when it fails; or None and the failing index."""
    raw, is_bytes = "r" in prefix, "b" in prefix
    unquoting: list[tuple[int, str]] = []  # reported only if the literal stands
    try:
        tok, end = _string(src, i, raw, is_bytes, start, unquoting)
    except _NoToken as e:
        if src.startswith(src[i] * 3, i):  # the two quotes are a whole (empty) literal
            empty = Tok("bytes" if is_bytes else "string", start, src[start : i + 2], b"" if is_bytes else "")
            return empty, i + 2, []
        if prefix:  # the prefix is a whole identifier
            return Tok("ident", start, src[start:i]), i, []
        return None, e.at, []
    return tok, end, unquoting


def _number(src: str, i: int) -> tuple[Tok, int]:
    n = len(src)
    start = i
    if src.startswith(("0x", "0X"), i) and i + 2 < n and src[i + 2] in "0123456789abcdefABCDEF":
        j = i + 2
        while j < n and src[j] in "0123456789abcdefABCDEF":
            j += 1
        digits = src[i:j]
        if j < n and src[j] in "uU":
            return Tok("uint", start, src[start : j + 1], UInt(int(digits, 16))), j + 1
        return Tok("int", start, digits, int(digits, 16)), j
    # '0x' with no hex digit is the int 0 (the longest match), 'x...' an identifier after it
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


def _string(src: str, i: int, raw: bool, is_bytes: bool, start: int, errors: list[tuple[int, str]]) -> tuple[Tok, int]:
    """The literal whose quote is at `i`; raises _NoToken where the lexer's DFA fails."""
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
            raise _NoToken(n)
        if src.startswith(delim, j):
            j += len(delim)
            break
        c = src[j]
        if not triple and c in "\n\r":
            raise _NoToken(j)
        if c == "\\" and not raw:
            if j + 1 >= n:
                raise _NoToken(n)
            e = src[j + 1]
            if e in _ESC:
                emit(_ESC[e])
                j += 2
            elif e in "xX" or e in "uU":
                width = 2 if e in "xX" else (4 if e == "u" else 8)
                hexd = src[j + 2 : j + 2 + width]
                bad = next((k for k, h in enumerate(hexd) if h not in "0123456789abcdefABCDEF"), len(hexd))
                if bad < width:
                    raise _NoToken(j + 2 + bad)
                code = int(hexd, 16)
                if is_bytes and e in "xX":
                    raw_bytes.append(code)
                else:
                    if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:  # the literal stands, its unquoting fails
                        errors.append((start, "invalid unicode code point"))
                        code = 0xFFFD
                    emit(chr(code))
                j += 2 + width
            elif e in "0123":
                octd = src[j + 1 : j + 4]
                bad = next((k for k, o in enumerate(octd) if o not in "01234567"), len(octd))
                if bad < 3:
                    raise _NoToken(j + 1 + bad)
                code = int(octd, 8)
                if is_bytes:
                    raw_bytes.append(code)
                else:
                    emit(chr(code))
                j += 4
            else:
                raise _NoToken(j + 1)
            continue
        emit(c)
        j += 1
    if is_bytes:
        return Tok("bytes", start, src[start:j], bytes(raw_bytes)), j
    return Tok("string", start, src[start:j], "".join(out)), j
