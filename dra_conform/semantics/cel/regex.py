"""Regular expressions as Go's `regexp` runs them for CEL (`matches`, and Kubernetes' `find`/`findAll`).

The engine is RE2 (the google-re2 wheel): like Go's regexp it never backtracks, so every pattern runs in
time linear in the text, and it reads the same syntax. Where C++ RE2 and Go's regexp/syntax differ this
module follows Go: `\\C` (any byte) is Go's "invalid escape sequence", the error texts are Go's
(`error parsing regexp: invalid escape sequence: `\\1``), and `findAll` skips an empty match right after a
match as Go's allMatches does. Python's `re` is never used: it backtracks (`(a|aa)+$` on 64 characters
runs for minutes) and reads `$`, `\\Z` and `(?P=n)` otherwise.

Without the wheel (the zipapp carries no C extension) a call is `Unavailable`: the caller reports the
expression as not checked.
"""

from __future__ import annotations

import functools
from typing import Any


class RegexError(Exception):
    """A pattern Go's regexp.Compile rejects; the text is Go's error (`error parsing regexp: ...`)."""


class Unavailable(Exception):
    """No RE2 engine is installed."""


# C++ RE2's error codes (re2.cc CodeText) -> Go's regexp/syntax ErrorCode texts
_GO_CODES = {
    "invalid escape sequence": "invalid escape sequence",
    "invalid character class": "invalid character class",
    "invalid character class range": "invalid character class range",
    "missing ]": "missing closing ]",
    "missing )": "missing closing )",
    "unexpected )": "unexpected )",
    "trailing \\": "trailing backslash at end of expression",
    "no argument for repetition operator": "missing argument to repetition operator",
    "invalid repetition size": "invalid repeat count",
    "bad repetition operator": "invalid nested repetition operator",
    "invalid perl operator": "invalid or unsupported Perl syntax",
    "invalid UTF-8": "invalid UTF-8",
    "invalid named capture group": "invalid named capture",
    "pattern too large - compile failed": "expression too large",
}
_MAX_MEM = 64 << 20  # RE2's budget for one program: Go's own limit is 128 MB of instructions


@functools.cache
def _engine() -> Any:
    try:
        import re2
    except ImportError:
        return None
    return re2


def go_error(pattern: str) -> str | None:
    """Go's regexp.Compile error text for `pattern`, or None when Go compiles it."""
    try:
        compiled(pattern)
    except RegexError as e:
        return str(e)
    return None


class Program:
    """One compiled pattern, searched over UTF-8 bytes through RE2's own Match (the wheel's str API
    re-decodes offsets in Python and costs ten times more per call)."""

    __slots__ = ("_match", "_unanchored")

    def __init__(self, compiled: Any) -> None:
        regexp = compiled._regexp
        self._match = regexp.Match
        self._unanchored = regexp.Anchor.UNANCHORED

    def search(self, data: bytes, pos: int = 0) -> tuple[int, int] | None:
        """The byte span of the leftmost-first match at or after `pos`, or None."""
        start, end = self._match(self._unanchored, data, pos, len(data))[0]
        return None if start < 0 else (start, end)


@functools.lru_cache(maxsize=1024)
def compiled(pattern: str) -> Program:
    """The RE2 program for `pattern`; RegexError with Go's text if Go rejects it."""
    re2 = _engine()
    if re2 is None:
        raise Unavailable("regular expressions are not evaluated here: the google-re2 wheel is not installed")
    bad = _go_only_rejections(pattern)
    if bad is not None:
        raise RegexError(f"error parsing regexp: invalid escape sequence: `{bad}`")
    options = re2.Options()
    options.log_errors = False
    options.max_mem = _MAX_MEM
    try:
        return Program(re2.compile(pattern, options))
    except re2.error as e:
        raise RegexError(_go_text(e)) from None


def _go_only_rejections(pattern: str) -> str | None:
    """An escape C++ RE2 takes and Go does not: `\\C` (one byte, which Go has no way to match)."""
    i, n = 0, len(pattern)
    while i < n - 1:
        if pattern[i] == "\\":
            nxt = pattern[i + 1]
            if nxt == "C":
                return "\\C"
            if nxt == "Q":  # \Q...\E is literal text: no escapes inside
                end = pattern.find("\\E", i + 2)
                if end < 0:
                    return None
                i = end + 2
                continue
            i += 2
            continue
        i += 1
    return None


def _go_text(e: Exception) -> str:
    raw = e.args[0] if e.args else ""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    code, _, arg = text.partition(": ")
    go = _GO_CODES.get(code)
    if go is None:
        return f"error parsing regexp: {text}"
    return f"error parsing regexp: {go}: `{arg}`"


def matches(text: str, pattern: str) -> bool:
    return compiled(pattern).search(text.encode("utf-8", "surrogatepass")) is not None


def find(text: str, pattern: str) -> str:
    data = text.encode("utf-8", "surrogatepass")
    span = compiled(pattern).search(data)
    return "" if span is None else data[span[0] : span[1]].decode("utf-8", "surrogatepass")


def find_all(text: str, pattern: str, limit: int = -1) -> list[str]:
    """Go's FindAllString(text, limit), as regexp.go's allMatches walks the bytes: successive
    non-overlapping matches; an empty match right after the previous match is skipped (Python's
    finditer keeps it), and after an empty match the search goes on one character later."""
    program = compiled(pattern)
    data = text.encode("utf-8", "surrogatepass")
    out: list[str] = []
    pos, prev_end, end = 0, -1, len(data)
    while (limit < 0 or len(out) < limit) and pos <= end:
        span = program.search(data, pos)
        if span is None:
            break
        start, stop = span
        accept = True
        if stop == pos:  # an empty match here
            accept = start != prev_end
            pos += _char_width(data, pos) if pos < end else 1
        else:
            pos = stop
        prev_end = stop
        if accept:
            out.append(data[start:stop].decode("utf-8", "surrogatepass"))
    return out


def _char_width(data: bytes, pos: int) -> int:
    lead = data[pos]
    return 1 if lead < 0xC0 else 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
