"""partialFingerprints for SARIF.

``primary_line_hashes`` reproduces github/codeql-action's ``primaryLocationLineHash``
(src/fingerprints.ts): per line, a polynomial hash (base 37, 64-bit wrap) of the
next 100 UTF-16 code units of the file with spaces and tabs dropped and line
ends folded to LF, then ``:<n>`` for the n-th line with that hash. Only the
windows of the lines asked for are hashed; the others are compared as text to
count repeats, which is equivalent and keeps it off the hot path.
"""

from __future__ import annotations

import re

_BLOCK = 100
_MASK = (1 << 64) - 1
_EOF = "\uffff"
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def _units(text: str) -> list[int] | str:
    """UTF-16 code units; the string itself when it has no astral characters."""
    if _ASTRAL.search(text) is None:
        return text
    raw = text.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(raw[i : i + 2], "little") for i in range(0, len(raw), 2)]


def primary_line_hashes(data: bytes, wanted: set[int]) -> dict[int, str]:
    """``{line: "hex:n"}`` for each 1-based line in ``wanted`` that exists."""
    text = data.decode("utf-8", "replace")
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace(" ", "").replace("\t", "")
    units = _units(text + _EOF)
    last = max(wanted, default=0)
    starts = [0]
    if isinstance(units, str):  # found by str.find, not a Python loop over every character of the file
        at = units.find("\n")
        while at >= 0 and len(starts) <= last:
            starts.append(at + 1)
            at = units.find("\n", at + 1)
    else:
        for i, unit in enumerate(units):
            if unit == 10:
                starts.append(i + 1)
                if len(starts) > last:
                    break
    if starts[-1] >= len(units):
        starts.pop()
    seen: dict[object, int] = {}
    out = {}
    for line, start in enumerate(starts[:last], 1):
        window = units[start : start + _BLOCK]
        # The action counts repeats of a hash; equal windows are equal hashes (and a
        # 64-bit collision between different windows is not a practical concern).
        key = window if isinstance(window, str) else tuple(window)
        seen[key] = seen.get(key, 0) + 1
        if line in wanted:
            out[line] = f"{_hash(window):x}:{seen[key]}"
    return out


def _hash(window: str | list[int]) -> int:
    h = 0
    for unit in window:
        h = (h * 37 + (ord(unit) if isinstance(unit, str) else unit)) & _MASK
    return (h * pow(37, _BLOCK - len(window), 1 << 64)) & _MASK


def own_fingerprint(rule_id: str, uri: str, identity: str, field_path: str, ordinal: int) -> str:
    """Survives line moves: rule, file, object and field path, never a line number."""
    import hashlib  # only for runs with findings: importing it is 5 ms of start-up

    key = f"{rule_id}\0{uri}\0{identity}\0{field_path}\0{ordinal}".encode()
    return hashlib.sha256(key).hexdigest()[:32]
