"""The name a misspelt one most likely means: for unknown fields ("did you mean `capacity`?") and
feature gates ("did you mean DRAListTypeAttributes?"), one way for both.

"Closest" is difflib's ratio, as it always was, but over a bounded number of names: a run can
publish 64,000 attribute names, and comparing a misspelt one with each of them, for each of a
claim's selectors, took minutes. The known names are indexed once (by length, in order and in
the order of their reversed spelling, and in lower case). Only names whose length lets them reach
the cutoff are compared; when there are more than ``COMPARED`` of them, those nearest in length,
and among those the ones that share the most of their beginning or their end with the misspelt
name (its neighbours in the two orders). With ``COMPARED`` or fewer every one is compared, and the
answer is the one a comparison with every name gives (a property test holds the two equal).
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from typing import Iterable

# Longer than any field or gate name could be misspelt as: given no hint, so that a hostile
# key of a megabyte costs nothing (difflib's matcher indexes the name it is given).
LONGEST = 100
# The most names one suggestion compares with difflib: 200 comparisons take a few milliseconds.
COMPARED = 200


class Names:
    """Known names, indexed for ``closest``: each length's names in order and in the order of their
    reversed spelling, and each name in lower case with the first name (in order) that folds to it."""

    __slots__ = ("names", "by_length", "folded")

    def __init__(self, names: frozenset[str]) -> None:
        self.names = names
        ordered: dict[int, list[str]] = {}
        self.folded: dict[str, str] = {}
        for name in sorted(names):
            ordered.setdefault(len(name), []).append(name)
            self.folded.setdefault(name.lower(), name)
        self.by_length = {
            length: (forward, sorted(name[::-1] for name in forward)) for length, forward in ordered.items()
        }

    def near(self, name: str, cutoff: float) -> list[str]:
        """The names whose length lets difflib's ratio with ``name`` reach ``cutoff`` (its
        ``real_quick_ratio``: 2 * min(a, b) / (a + b)); past COMPARED of them, the COMPARED nearest in
        length, and in each length the neighbours of ``name`` in both orders."""
        own = len(name)
        reach = sorted(
            (abs(length - own), length) for length in self.by_length if _ratio(min(length, own), length + own) >= cutoff
        )
        if sum(len(self.by_length[length][0]) for _, length in reach) <= COMPARED:
            return [n for _, length in reach for n in self.by_length[length][0]]
        found: dict[str, None] = {}
        for _, length in reach:
            forward, backward = self.by_length[length]
            budget = COMPARED - len(found)
            if budget <= 0:
                break
            found.update(dict.fromkeys(_around(forward, name, (budget + 1) // 2)))
            found.update(dict.fromkeys(n[::-1] for n in _around(backward, name[::-1], budget - budget // 2)))
        return list(found)[:COMPARED]


def _around(ordered: list[str], name: str, count: int) -> list[str]:
    """The ``count`` entries of ``ordered`` around where ``name`` would stand."""
    start = max(0, min(bisect_left(ordered, name) - count // 2, len(ordered) - count))
    return ordered[start : start + count]


def _ratio(matches: int, length: int) -> float:
    return 2.0 * matches / length if length else 1.0  # difflib's _calculate_ratio


@lru_cache(maxsize=16)
def _indexed(names: frozenset[str]) -> Names:
    return Names(names)


def closest(name: str, known: Iterable[str], cutoff: float = 0.8) -> str | None:
    """The name of ``known`` that ``name`` misspells: the same in another case, else the closest by
    difflib's ratio at ``cutoff`` or above (the greatest name of the best ratio, as difflib breaks
    ties) among at most COMPARED of them (``Names.near``); None for a name that is known, or too long
    to be a typo. A frozenset given again is indexed once."""
    names = known if isinstance(known, frozenset) else frozenset(known)
    if name in names or len(name) > LONGEST or not names:
        return None
    index = _indexed(names)
    folded = index.folded.get(name.lower())
    if folded is not None:
        return folded
    import difflib

    found = difflib.get_close_matches(name, index.near(name, cutoff), n=1, cutoff=cutoff)
    return found[0] if found else None


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """'; did you mean `capacity`?' to append to upstream's message, or '' when no field is meant."""
    meant = closest(name, known)
    return f"; did you mean `{meant}`?" if meant else ""
