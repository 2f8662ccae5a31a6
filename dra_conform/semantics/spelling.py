"""The name a misspelt one most likely means: for unknown fields ("did you mean `capacity`?") and
feature gates ("did you mean DRAListTypeAttributes?"), one way for both."""

from __future__ import annotations

from typing import Iterable

# Longer than any field or gate name could be misspelt as: given no hint, so that a hostile
# key of a megabyte costs nothing (difflib's matcher indexes the name it is given).
LONGEST = 100


def closest(name: str, known: Iterable[str], cutoff: float = 0.8) -> str | None:
    """The name of ``known`` that ``name`` misspells: the same in another case, else the closest by
    difflib's ratio at ``cutoff`` or above; None for a name that is known, or too long to be a typo."""
    candidates = sorted(set(known))
    if name in candidates or len(name) > LONGEST or not candidates:
        return None
    folded = [k for k in candidates if k.lower() == name.lower()]
    if folded:
        return folded[0]
    import difflib

    found = difflib.get_close_matches(name, candidates, n=1, cutoff=cutoff)
    return found[0] if found else None


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """'; did you mean `capacity`?' to append to upstream's message, or '' when no field is meant."""
    meant = closest(name, known)
    return f"; did you mean `{meant}`?" if meant else ""
