"""GitHub's ``primaryLocationLineHash`` of the lines a SARIF log points at: the one place it is computed.

It reproduces github/codeql-action's src/fingerprints.ts: per line, a polynomial hash (base 37,
64-bit wrap) of the next 100 UTF-16 code units of the file with spaces and tabs dropped and line
ends folded to LF, then ``:<n>`` for the n-th line with that hash. One pass from the start of
the file that stops at the last line asked for: native/dra_lines.c, or its twin here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .parser import native_line_hashes

_BLOCK = 100
_MASK = (1 << 64) - 1
_EOF = 0xFFFF


def primary_line_hashes(data: bytes, wanted: set[int]) -> dict[int, str]:
    """``{line: "hex:n"}`` for each 1-based line in ``wanted`` that exists."""
    last = max(wanted, default=0)
    hashes = (native_line_hashes or python_line_hashes)(data, last)
    seen: Counter[int] = Counter()
    counted = 0
    out = {}
    for line in sorted(wanted):
        if not 1 <= line <= len(hashes):
            continue
        seen.update(hashes[counted:line])  # the repeats are counted over every line up to this one
        counted = line
        value = hashes[line - 1]
        out[line] = f"{value:x}:{seen[value]}"
    return out


def python_line_hashes(data: bytes, last: int) -> Sequence[int]:
    """The twin of dra_line_hashes: the hash of each of lines 1..``last`` (fewer when there are fewer)."""
    if last <= 0:
        return []
    text = data.decode("utf-8", "replace")
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace(" ", "").replace("\t", "")
    raw = text.encode("utf-16-le", "surrogatepass")
    units = [int.from_bytes(raw[i : i + 2], "little") for i in range(0, len(raw), 2)]
    units.append(_EOF)
    starts = [0]
    for i, unit in enumerate(units[:-1]):
        if unit == 10:
            if len(starts) == last:
                break
            starts.append(i + 1)
    units += [0] * _BLOCK  # zeros past the end, as the action's final flush feeds
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
