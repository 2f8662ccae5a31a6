"""GitHub's ``primaryLocationLineHash`` of the lines a SARIF log points at: the one place it is computed.

It reproduces github/codeql-action's src/fingerprints.ts: per line, a polynomial hash (base 37,
64-bit wrap) of the next 100 UTF-16 code units of the file with spaces and tabs dropped and line
ends folded to LF, then ``:<n>`` for the n-th line with that hash. One pass from the start of
the file that stops at the last line asked for: native/dra_lines.c, or its twin here.
"""

from __future__ import annotations

import sys
from array import array
from collections import Counter
from collections.abc import Iterable, Sequence

from .parser import native_line_hashes, native_line_ordinals

_BLOCK = 100
_MASK = (1 << 64) - 1
_EOF = 0xFFFF


def primary_line_hashes(text: bytes | Iterable[bytes], wanted: set[int]) -> dict[int, str]:
    """``{line: "hex:n"}`` for each 1-based line in ``wanted`` that exists, of a file's bytes or of
    its chunks (read only as far as needed, never held whole)."""
    chunks = (text,) if isinstance(text, bytes) else text
    last = max(wanted, default=0)
    if native_line_hashes is not None:
        hashes = native_line_hashes(chunks, last)
    else:
        hashes = python_line_hashes(b"".join(chunks), last)
    lines = sorted(line for line in wanted if 1 <= line <= len(hashes))
    ordinals = (native_line_ordinals or python_line_ordinals)(hashes, lines)
    return {line: f"{hashes[line - 1]:x}:{n}" for line, n in zip(lines, ordinals)}


def python_line_ordinals(hashes: Sequence[int], wanted: list[int]) -> list[int]:
    """The twin of dra_line_ordinals: for each wanted line (ascending), how many lines up to it share its hash."""
    seen: Counter[int] = Counter()
    counted = 0
    out = []
    for line in wanted:
        seen.update(hashes[counted:line])  # the repeats are counted over every line up to this one
        counted = line
        out.append(seen[hashes[line - 1]])
    return out


def python_line_hashes(data: bytes, last: int) -> Sequence[int]:
    """The twin of dra_line_hashes: the hash of each of lines 1..``last`` (fewer when there are fewer)."""
    if last <= 0:
        return []
    text = data.decode("utf-8", "replace")
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace(" ", "").replace("\t", "")
    raw = text.encode("utf-16-le", "surrogatepass")
    units = array("H", raw)  # the code units, read in C: a one-line file of megabytes walks none of them here
    if sys.byteorder == "big":
        units.byteswap()
    starts = [0]
    newline = raw.find(b"\n\0")
    while newline >= 0 and len(starts) < last:
        if newline % 2 == 0:  # a code unit's first byte (an odd offset straddles two units)
            starts.append(newline // 2 + 1)
        newline = raw.find(b"\n\0", newline + 1)
    units.append(_EOF)
    units.extend([0] * _BLOCK)  # zeros past the end, as the action's final flush feeds
    # The hash of the window at each start, rolled from the one before: h(i+1) = (h(i) - u[i] * 37^99) * 37 + u[i+100].
    top = pow(37, _BLOCK - 1, 1 << 64)
    h = 0
    for unit in units[:_BLOCK]:
        h = (h * 37 + unit) & _MASK
    out = []
    at = 0
    for start in starts:
        for i in range(at, start):
            h = ((h - units[i] * top) * 37 + units[i + _BLOCK]) & _MASK
        at = start
        out.append(h)
    return out
