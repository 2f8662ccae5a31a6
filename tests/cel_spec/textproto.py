"""A reader of the protobuf text format, enough for cel-spec's conformance files (no schema needed).

A message becomes a dict from field name to a list of values (every field may repeat); a scalar is
a str (strings, with escapes decoded to code points, or to bytes for `bytes_value`), an int, a
float, or a bare identifier (an enum name, `true`, `inf`) kept as `Ident`. `[type.url] { ... }` (an
Any's expanded form) is kept under the key "[type.url]".
"""

from __future__ import annotations

import re
from typing import Any

_TOKEN = re.compile(
    r"""\s+|\#[^\n]*
    |(?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
    |(?P<num>-?(?:0x[0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)[fFuU]?)
    |(?P<ident>-?[A-Za-z_][A-Za-z0-9_]*)
    |(?P<url>\[[A-Za-z0-9_./]+\])
    |(?P<punct>[:{}<>,;\[\]])""",
    re.VERBOSE,
)
_SIMPLE_ESCAPES = {"n": 10, "r": 13, "t": 9, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92, "'": 39, '"': 34, "?": 63}


class Ident(str):
    """A bare identifier value (enum names, true/false, inf, nan)."""


def unescape(body: str) -> bytes:
    """The bytes a text-format string literal stands for (octal, hex and simple escapes; UTF-8 otherwise)."""
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        e = body[i + 1]
        if e in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[e])
            i += 2
        elif e in "01234567":
            j = i + 1
            while j < len(body) and j < i + 4 and body[j] in "01234567":
                j += 1
            out.append(int(body[i + 1 : j], 8))
            i = j
        elif e == "x":
            j = i + 2
            while j < len(body) and j < i + 4 and body[j] in "0123456789abcdefABCDEF":
                j += 1
            out.append(int(body[i + 2 : j], 16))
            i = j
        elif e in "uU":
            width = 4 if e == "u" else 8
            out += chr(int(body[i + 2 : i + 2 + width], 16)).encode("utf-8", "surrogatepass")
            i += 2 + width
        else:
            raise ValueError(f"unknown escape \\{e}")
    return bytes(out)


def _tokens(text: str) -> list[tuple[str, str]]:
    out = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise ValueError(f"cannot read text format at {text[pos : pos + 20]!r}")
        pos = m.end()
        if m.lastgroup is not None:
            out.append((m.lastgroup, m.group()))
    return out


class _Reader:
    def __init__(self, text: str) -> None:
        self.toks = _tokens(text)
        self.i = 0

    def peek(self) -> tuple[str, str] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> tuple[str, str]:
        t = self.toks[self.i]
        self.i += 1
        return t

    def message(self, close: str | None) -> dict[str, list[Any]]:
        fields: dict[str, list[Any]] = {}
        while True:
            t = self.peek()
            if t is None:
                if close is not None:
                    raise ValueError("unterminated message")
                return fields
            if t[1] == close:
                self.take()
                return fields
            if t[1] in ",;":
                self.take()
                continue
            kind, name = self.take()
            if kind not in ("ident", "url"):
                raise ValueError(f"field name expected, got {name!r}")
            nxt = self.peek()
            if nxt is not None and nxt[1] == ":":
                self.take()
                nxt = self.peek()
            assert nxt is not None
            if nxt[1] == "[":  # the short form of a repeated field: name: [v1, v2]
                self.take()
                while (t := self.peek()) is not None and t[1] != "]":
                    if t[1] == ",":
                        self.take()
                        continue
                    fields.setdefault(name, []).append(self.value(name))
                self.take()
            else:
                fields.setdefault(name, []).append(self.value(name))

    def value(self, field: str) -> Any:
        t = self.peek()
        if t is not None and t[1] in "{<":
            self.take()
            return self.message("}" if t[1] == "{" else ">")
        return self.scalar(field)

    def scalar(self, field: str) -> Any:
        kind, text = self.take()
        if kind == "str":
            parts = [text]
            while (p := self.peek()) is not None and p[0] == "str":  # adjacent literals concatenate
                parts.append(self.take()[1])
            raw = b"".join(unescape(p[1:-1]) for p in parts)
            if field == "bytes_value":
                return raw
            try:
                return raw.decode("utf-8")
            except UnicodeDecodeError:  # a bytes field of a proto message: keep its bytes
                return raw
        if kind == "num":
            t = text.rstrip("fFuU")
            if t.lower().startswith(("0x", "-0x")):
                return int(t, 16)
            if re.fullmatch(r"-?\d+", t):
                return int(t)
            return float(t)
        if kind == "ident":
            return Ident(text)
        raise ValueError(f"value expected, got {text!r}")


def parse(text: str) -> dict[str, list[Any]]:
    """The top-level message of a text-format file."""
    return _Reader(text).message(None)
