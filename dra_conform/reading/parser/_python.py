"""Pure-Python twin of native/dra_stream.c: same states, events and error codes.

Keep the two in step: a change here is a change there, and the equivalence
tests (tests/native/) compare them on arbitrary input. Regexes skip the runs
of plain bytes (whitespace, string bodies, digits) that C walks byte by byte;
every decision point is the same.
"""

from __future__ import annotations

import re
from typing import Callable, cast

from . import events as ev

# Each pattern is one starred class, so it matches at every offset (an empty run at worst) and
# match() never returns None: cast so here, once, where mypy cannot see it.
_Run = Callable[[bytes, int], "re.Match[bytes]"]
_WS = cast(_Run, re.compile(rb"[ \t\n\r]*").match)
_STRING_BODY = cast(_Run, re.compile(rb'[^"\\\x00-\x1f]*').match)
_DIGITS = cast(_Run, re.compile(rb"[0-9]*").match)
# The fast paths of next_batch, built of two pieces: a string without escapes, and an integer of at most
# 18 digits not followed by what would make it wider (a fraction, an exponent) or an error (a digit
# after a leading 0). What they leave (escapes, wide numbers, errors, the end) is _step's.
_WS_RUN = rb"[ \t\n\r]*"
_PLAIN_STRING = rb'"[^"\\\x00-\x1f]*"'
_SHORT_INTEGER = rb"-?(?:0|[1-9][0-9]{0,17})(?![0-9.eE])"
# One token after whitespace, by group.
_TOKEN = re.compile(
    _WS_RUN + rb"(?:(" + _PLAIN_STRING + rb")|(" + _SHORT_INTEGER + rb")|(true|false|null)|([{\[])|([}\]])|(:)|(,))"
).match
T_STRING, T_INTEGER, T_LITERAL, T_OPEN, T_CLOSE, T_COLON, T_COMMA = range(1, 8)  # values first
# An object's member with a scalar value (group 1 its key, 2 its value), and the comma after it (3) if
# one is there, in one match: where no whitespace needs checking (not MODE_VALUES, or a value already
# known not to be indented).
_MEMBER = re.compile(
    _WS_RUN
    + rb"("
    + _PLAIN_STRING
    + rb")"
    + _WS_RUN
    + rb":"
    + _WS_RUN
    + rb"("
    + _PLAIN_STRING
    + rb"|"
    + _SHORT_INTEGER
    + rb"|true|false|null)"
    + _WS_RUN
    + rb"(,)?"
).match
_SCALAR_KINDS = {0x22: ev.STRING, 0x74: ev.TRUE, 0x66: ev.FALSE, 0x6E: ev.NULL} | dict.fromkeys(
    b"-0123456789", ev.NUMBER
)  # by a scalar's first byte
# Runs of members and of array items, each with its comma, that leave nothing to emit nor to note: for
# MODE_VALUES past an object's compared keys (and past the indentation check), and below MODE_OUTLINE's
# levels. Not a null nor a wide number (they set flags), nor a container's last member (its closer).
_QUIET_SCALAR = rb"(?:" + _PLAIN_STRING + rb"|" + _SHORT_INTEGER + rb"|true|false)"
_MEMBERS = cast(
    _Run,
    re.compile(rb"(?:" + _WS_RUN + _PLAIN_STRING + _WS_RUN + rb":" + _WS_RUN + _QUIET_SCALAR + _WS_RUN + rb",)*").match,
)
_ITEMS = cast(_Run, re.compile(rb"(?:" + _WS_RUN + _QUIET_SCALAR + _WS_RUN + rb",)*").match)
_HEX = b"0123456789abcdefABCDEF"
_ESCAPES = b'"\\/bfnrt'

# Parser states between tokens (the names match the C enum).
S_TOP = 0  # between top-level values
S_VALUE = 1  # a value must start here
S_VALUE_OR_ARRAY_END = 2  # just after '['
S_KEY_OR_OBJECT_END = 3  # just after '{'
S_KEY = 4  # just after ',' in an object
S_COLON = 5  # just after a key
S_AFTER_OBJECT_VALUE = 6
S_AFTER_ARRAY_VALUE = 7
# A closing bracket, and the states it closes a container in.
_CLOSING = {
    (0x7D, S_AFTER_OBJECT_VALUE),
    (0x7D, S_KEY_OR_OBJECT_END),
    (0x5D, S_AFTER_ARRAY_VALUE),
    (0x5D, S_VALUE_OR_ARRAY_END),
}


class Scanner:
    """Resumable scanner over one in-memory buffer; ``next_batch`` returns events."""

    def __init__(self, data: bytes, mode: int = ev.MODE_TOKENS) -> None:
        self.data = data
        self.mode = mode
        self.pos = 0
        self.state = S_TOP
        self.stack = bytearray()  # b"{" or b"[" per open container
        self.error = ev.OK
        self.error_offset = 0
        self.done = False
        # MODE_VALUES bookkeeping for the value being scanned.
        self.value_start = 0
        self.flags = 0
        self.max_depth = 0
        self.keys: list[list[bytes] | None] = []  # per open object: raw keys seen

    def _fail(self, code: int, offset: int) -> None:
        self.error = code
        self.error_offset = offset
        self.done = True

    def next_batch(self, capacity: int = 4096) -> list[tuple[int, int, int]]:
        """Up to ``capacity`` events. The loop takes the common tokens (a plain string, a short
        integer, a literal, punctuation) where the state allows them, in one regex match each;
        anything else, errors and the end included, is ``_step``'s, from the same offset."""
        out: list[tuple[int, int, int]] = []
        if self.done:
            return out
        data, mode, stack = self.data, self.mode, self.stack
        values = mode == ev.MODE_VALUES
        every = mode == ev.MODE_TOKENS  # every token is emitted; else MODE_OUTLINE's levels, or none
        outline = mode == ev.MODE_OUTLINE
        pos, state = self.pos, self.state
        while len(out) < capacity:
            # Where scalars go by without events or checks (whitespace included), runs of them at once:
            # in MODE_VALUES past the indentation check (and an object's compared keys), below MODE_OUTLINE's levels.
            if (values and self.flags & ev.FLAG_NOT_INDENTED) or (outline and len(stack) > ev.OUTLINE_LEVEL):
                if state == S_VALUE or state == S_VALUE_OR_ARRAY_END:
                    if stack and stack[-1] == 0x5B:
                        end = _ITEMS(data, pos).end()
                        if end > pos:
                            pos, state = end, S_VALUE
                elif state == S_KEY or state == S_KEY_OR_OBJECT_END:
                    if outline or self.keys[-1] is None:
                        end = _MEMBERS(data, pos).end()
                        if end > pos:
                            pos, state = end, S_KEY
            if (state == S_KEY or state == S_KEY_OR_OBJECT_END) and (not values or self.flags & ev.FLAG_NOT_INDENTED):
                m = _MEMBER(data, pos)
                if m is not None:
                    key_start, key_end = m.span(1)
                    start, end = m.span(2)
                    kind = _SCALAR_KINDS[data[start]]
                    if kind == ev.NULL:
                        self.flags |= ev.FLAG_NULL
                    if values:
                        self._note_key(data[key_start:key_end])
                    elif every or (outline and len(stack) <= ev.OUTLINE_LEVEL):
                        out.append((ev.KEY, key_start, key_end))
                        out.append((kind, start, end))
                    if m.lastindex == 3:
                        pos, state = m.end(), S_KEY
                    else:
                        pos, state = end, S_AFTER_OBJECT_VALUE
                    continue
            m = _TOKEN(data, pos)
            if m is None or (m.lastindex == T_OPEN and len(stack) >= ev.MAX_DEPTH):
                self.pos, self.state = pos, state
                if not self._step(out):
                    return out
                pos, state = self.pos, self.state
                continue
            token: int = m.lastindex  # type: ignore[assignment]  # a match has its one group
            start, end = m.span(token)
            if values and state != S_TOP and not self.flags & ev.FLAG_NOT_INDENTED:
                if not self._indented(pos, start, state, data[start]):
                    self.flags |= ev.FLAG_NOT_INDENTED
            if token == T_STRING and (state == S_KEY or state == S_KEY_OR_OBJECT_END):
                if values:
                    self._note_key(data[start:end])
                elif every or (outline and len(stack) <= ev.OUTLINE_LEVEL):
                    out.append((ev.KEY, start, end))
                pos, state = end, S_COLON
            elif token == T_COLON and state == S_COLON:
                pos, state = end, S_VALUE
            elif token == T_COMMA and state == S_AFTER_OBJECT_VALUE:
                pos, state = end, S_KEY
            elif token == T_COMMA and state == S_AFTER_ARRAY_VALUE:
                pos, state = end, S_VALUE
            elif token == T_CLOSE and (data[start], state) in _CLOSING:
                self._close(out, start)
                pos, state = self.pos, self.state
            elif token <= T_OPEN and (state == S_VALUE or state == S_VALUE_OR_ARRAY_END or state == S_TOP):
                pos, state = self._value(out, token, start, end, state)
            else:  # a token the state does not take: an error, _step's to report
                self.pos, self.state = pos, state
                self._step(out)
                if self.done:
                    return out
                pos, state = self.pos, self.state
        self.pos, self.state = pos, state
        return out

    def _value(self, out: list[tuple[int, int, int]], token: int, start: int, end: int, state: int) -> tuple[int, int]:
        """A value next_batch matched where one may start (a string, a short integer, a literal or an
        opening bracket): its event, and the offset and state after it."""
        stack = self.stack
        if state == S_TOP:
            self.value_start, self.flags, self.max_depth = start, 0, 0
        level = len(stack)
        emits = self.mode == ev.MODE_TOKENS or (self.mode == ev.MODE_OUTLINE and level <= ev.OUTLINE_LEVEL)
        if token == T_OPEN:
            opener = self.data[start]
            stack.append(opener)
            if level + 1 > self.max_depth:
                self.max_depth = level + 1
            if opener == 0x7B:
                self.keys.append([])
                if emits:
                    out.append((ev.OBJ_BEGIN, start, end))
                return end, S_KEY_OR_OBJECT_END
            if emits:
                out.append((ev.ARR_BEGIN, start, end))
            return end, S_VALUE_OR_ARRAY_END
        kind = _SCALAR_KINDS[self.data[start]]
        if kind == ev.NULL:
            self.flags |= ev.FLAG_NULL
        if emits:
            out.append((kind, start, end))
        if not stack:
            if self.mode == ev.MODE_VALUES:
                out.append((ev.VALUE | (self.flags << 8) | (self.max_depth << 16), self.value_start, end))
            return end, S_TOP
        return end, S_AFTER_OBJECT_VALUE if stack[-1] == 0x7B else S_AFTER_ARRAY_VALUE

    def _step(self, out: list[tuple[int, int, int]]) -> bool:
        """The scanner one token on, every case: whitespace, then the token at the state. False once
        scanning is done (the end, or an error)."""
        data = self.data
        n = len(data)
        gap = self.pos
        pos = _WS(data, gap).end()
        self.pos = pos
        state = self.state
        if pos < n and state != S_TOP and self.mode == ev.MODE_VALUES and not self.flags & ev.FLAG_NOT_INDENTED:
            if not self._indented(gap, pos, state, data[pos]):
                self.flags |= ev.FLAG_NOT_INDENTED
        if pos >= n:
            if state == S_TOP:
                self.done = True
            else:
                self._fail(ev.ERR_EOF, n)
            return False
        c = data[pos]
        if state == S_COLON:
            if c != 0x3A:
                self._fail(ev.ERR_AFTER_KEY, pos)
                return False
            self.pos = pos + 1
            self.state = S_VALUE
            return True
        if state == S_AFTER_OBJECT_VALUE or state == S_AFTER_ARRAY_VALUE:
            closer = 0x7D if state == S_AFTER_OBJECT_VALUE else 0x5D
            if c == 0x2C:
                self.pos = pos + 1
                self.state = S_KEY if state == S_AFTER_OBJECT_VALUE else S_VALUE
                return True
            if c != closer:
                code = ev.ERR_AFTER_OBJECT_VALUE if closer == 0x7D else ev.ERR_AFTER_ARRAY_VALUE
                self._fail(code, pos)
                return False
            self._close(out, pos)
            return True
        if state == S_KEY_OR_OBJECT_END and c == 0x7D:
            self._close(out, pos)
            return True
        if state == S_VALUE_OR_ARRAY_END and c == 0x5D:
            self._close(out, pos)
            return True
        if state == S_KEY or state == S_KEY_OR_OBJECT_END:
            if c != 0x22:
                self._fail(ev.ERR_BEGIN_KEY, pos)
                return False
            end = self._string(pos)
            if end < 0:
                return False
            if self.mode == ev.MODE_VALUES:
                self._note_key(data[pos:end])
            elif self._emits(len(self.stack)):
                out.append((ev.KEY, pos, end))
            self.pos = end
            self.state = S_COLON
            return True
        # S_TOP, S_VALUE, S_VALUE_OR_ARRAY_END: a value starts here.
        if state == S_TOP:
            self.value_start = pos
            self.flags = 0
            self.max_depth = 0
        if c == 0x7B or c == 0x5B:
            if len(self.stack) >= ev.MAX_DEPTH:
                self._fail(ev.ERR_TOO_DEEP, pos)
                return False
            self.stack.append(c)
            if len(self.stack) > self.max_depth:
                self.max_depth = len(self.stack)
            if c == 0x7B:
                self.keys.append([])
                self.state = S_KEY_OR_OBJECT_END
                if self._emits(len(self.stack) - 1):
                    out.append((ev.OBJ_BEGIN, pos, pos + 1))
            else:
                self.state = S_VALUE_OR_ARRAY_END
                if self._emits(len(self.stack) - 1):
                    out.append((ev.ARR_BEGIN, pos, pos + 1))
            self.pos = pos + 1
            return True
        if c == 0x22:
            kind, end = ev.STRING, self._string(pos)
        elif c == 0x2D or 0x30 <= c <= 0x39:
            kind, end = ev.NUMBER, self._number(pos)
        elif c == 0x74:
            kind, end = ev.TRUE, self._literal(pos, b"true")
        elif c == 0x66:
            kind, end = ev.FALSE, self._literal(pos, b"false")
        elif c == 0x6E:
            kind, end = ev.NULL, self._literal(pos, b"null")
            self.flags |= ev.FLAG_NULL
        else:
            self._fail(ev.ERR_BEGIN_VALUE, pos)
            return False
        if end < 0:
            return False
        if self._emits(len(self.stack)):
            out.append((kind, pos, end))
        self.pos = end
        self._after_value(out, end)
        return True

    def _emits(self, level: int) -> bool:
        """Token events are for MODE_TOKENS, and for MODE_OUTLINE down to OUTLINE_LEVEL containers deep."""
        return self.mode == ev.MODE_TOKENS or (self.mode == ev.MODE_OUTLINE and level <= ev.OUTLINE_LEVEL)

    def _indented(self, start: int, end: int, state: int, c: int) -> bool:
        """Is the whitespace in [start, end) what MarshalIndent writes before byte c?"""
        depth = len(self.stack)
        closes = c == 0x7D or c == 0x5D
        if state == S_COLON:
            return end == start
        if state == S_AFTER_OBJECT_VALUE or state == S_AFTER_ARRAY_VALUE:
            if not closes:
                return end == start
            depth -= 1
        elif state == S_KEY_OR_OBJECT_END or state == S_VALUE_OR_ARRAY_END:
            if closes:
                return end == start
        elif state == S_VALUE and self.stack[-1] == 0x7B:
            return end - start == 1 and self.data[start] == 0x20
        # A newline, then two spaces per open container.
        return end - start == 1 + 2 * depth and self.data.startswith(b"\n" + b"  " * depth, start)

    def _after_value(self, out: list[tuple[int, int, int]], end: int) -> None:
        if not self.stack:
            self.state = S_TOP
            if self.mode == ev.MODE_VALUES:
                kind = ev.VALUE | (self.flags << 8) | (self.max_depth << 16)
                out.append((kind, self.value_start, end))
        elif self.stack[-1] == 0x7B:
            self.state = S_AFTER_OBJECT_VALUE
        else:
            self.state = S_AFTER_ARRAY_VALUE

    def _close(self, out: list[tuple[int, int, int]], pos: int) -> None:
        opener = self.stack.pop()
        if opener == 0x7B:
            self.keys.pop()
        if self._emits(len(self.stack)):
            out.append((ev.OBJ_END if opener == 0x7B else ev.ARR_END, pos, pos + 1))
        self.pos = pos + 1
        self._after_value(out, pos + 1)

    def _note_key(self, raw: bytes) -> None:
        seen = self.keys[-1]
        if seen is None:
            return
        if b"\\" in raw:
            self.flags |= ev.FLAG_RECHECK_KEYS
        if len(seen) >= ev.KEYS_COMPARED_PER_OBJECT:
            self.flags |= ev.FLAG_RECHECK_KEYS
            self.keys[-1] = None
            return
        if raw in seen:
            self.flags |= ev.FLAG_DUPLICATE_KEY
        seen.append(raw)

    def _string(self, pos: int) -> int:
        """Scan the string opening at ``pos``; return its end or -1 on error."""
        data = self.data
        n = len(data)
        i = pos + 1
        while True:
            i = _STRING_BODY(data, i).end()
            if i >= n:
                self._fail(ev.ERR_EOF, n)
                return -1
            c = data[i]
            if c == 0x22:
                return i + 1
            if c < 0x20:
                self._fail(ev.ERR_IN_STRING, i)
                return -1
            # A backslash escape.
            i += 1
            if i >= n:
                self._fail(ev.ERR_EOF, n)
                return -1
            c = data[i]
            if c == 0x75:
                self.flags |= ev.FLAG_UNICODE_ESCAPE
                for k in range(1, 5):
                    if i + k >= n:
                        self._fail(ev.ERR_EOF, n)
                        return -1
                    if data[i + k] not in _HEX:
                        self._fail(ev.ERR_IN_UNICODE_ESCAPE, i + k)
                        return -1
                i += 5
            elif c in _ESCAPES:
                i += 1
            else:
                self._fail(ev.ERR_IN_ESCAPE, i)
                return -1

    def _digit_at(self, i: int) -> bool:
        """Go requires a digit after '-', '.' and the exponent mark; fail unless one is at i."""
        if i >= len(self.data):
            self._fail(ev.ERR_EOF, len(self.data))
            return False
        if not 0x30 <= self.data[i] <= 0x39:
            self._fail(ev.ERR_IN_NUMBER, i)
            return False
        return True

    def _number(self, pos: int) -> int:
        """Scan the number starting at ``pos`` the way Go's scanner states do."""
        data = self.data
        n = len(data)
        i = pos
        if data[i] == 0x2D:
            i += 1
            if not self._digit_at(i):
                return -1
        digits = i
        i = i + 1 if data[i] == 0x30 else _DIGITS(data, i + 1).end()
        if i - digits > 18:
            self.flags |= ev.FLAG_WIDE_NUMBER
        if i < n and data[i] == 0x2E:
            self.flags |= ev.FLAG_WIDE_NUMBER
            if not self._digit_at(i + 1):
                return -1
            i = _DIGITS(data, i + 2).end()
        if i < n and data[i] in b"eE":
            self.flags |= ev.FLAG_WIDE_NUMBER
            i += 1
            if i < n and data[i] in b"+-":
                i += 1
            if not self._digit_at(i):
                return -1
            i = _DIGITS(data, i + 1).end()
        return i

    def _literal(self, pos: int, literal: bytes) -> int:
        data = self.data
        n = len(data)
        for k in range(1, len(literal)):
            if pos + k >= n:
                self._fail(ev.ERR_EOF, n)
                return -1
            if data[pos + k] != literal[k]:
                self._fail(ev.ERR_IN_LITERAL, pos + k)
                return -1
        return pos + len(literal)
