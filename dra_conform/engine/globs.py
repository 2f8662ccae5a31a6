"""Globs over paths and field paths, matched in time linear in the text: the one matcher of every
`exclude` (configuration and `check --exclude`) and of `ignore` entries' `paths` and `field`.

``*`` matches any run of characters (``/`` and brackets included, so ``spec.devices[*].name``
works on field paths), ``**/`` any directories (none included), ``?`` one character; everything
else matches itself. A pattern matches the whole text.

A regular expression would do the same with backtracking: ``*a*a*a*…b`` against a long path of
``a`` tries every way of splitting it, and never ends (``fnmatch`` translates to such an
expression). Here the patterns of a list are compiled together, once, into one automaton whose
states are the bits of one integer (shift-and: Baeza-Yates and Gonnet's bit-parallel matching),
so each character of the text costs a few operations on that integer, whatever the patterns and
however many: time linear in the text times the patterns' total length at worst, one pass
over the text for all of them.
"""

from __future__ import annotations

from functools import cache
from typing import Iterable

# A pattern's steps. LITERAL consumes its character, ONE any character; STAR consumes any character
# and stays, or goes on without consuming; DIRS ("**/", "(any run ending in /)?") goes on without
# consuming, or enters a run that consumes any character and stays, and leaves on a "/".
LITERAL, ONE, STAR, DIRS = range(4)
_LOOPS = (STAR, DIRS)
_CACHED_CHARACTERS = 256  # per automaton: the steps that take each character, kept for the first ones met


def steps(pattern: str) -> list[tuple[int, str]]:
    """The pattern's steps, loops merged: ``**`` is one star, and a run of stars and ``**/`` is one
    STAR when it holds a star (``*`` matches ``/``, so ``*/**/``, ``**/*`` and ``*`` are the same
    language) and one DIRS otherwise (``**/**/`` is ``**/``). So no loop follows a loop, and one
    step of the closure below is all of it."""
    out: list[tuple[int, str]] = []
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            kind, i = DIRS, i + 3
        elif pattern[i] == "*":
            kind, i = STAR, i + 1
        else:
            out.append((ONE, "") if pattern[i] == "?" else (LITERAL, pattern[i]))
            i += 1
            continue
        if out and out[-1][0] in _LOOPS:
            if kind == STAR:
                out[-1] = (STAR, "")
            continue
        out.append((kind, ""))
    return out


class Globs:
    """Patterns compiled together: ``matching(text)``, the indices of those the whole text matches.

    Bit ``b`` set in the state means "the steps before ``b`` of its pattern matched the text read so
    far". Each pattern has a bit per step, two for a DIRS (its entry and its run), and one more
    that accepts; the patterns' bits follow one another. On a character, the bits of the steps that
    take it move up one (``<<``: a carry never crosses from one pattern into the next, since no step
    sits on an accepting bit) and the loops' bits stay; then the loops are skipped (a star's bit
    lights the next one, a DIRS entry lights its run and the step after it)."""

    __slots__ = (
        "patterns",
        "_owner",
        "_accept",
        "_start",
        "_any",
        "_stay",
        "_skip_one",
        "_skip_two",
        "_slash",
        "_literals",
        "_ones",
        "_zeros",
        "_width",
        "_taking",
    )

    def __init__(self, patterns: Iterable[str]) -> None:
        self.patterns = tuple(patterns)
        self._owner: dict[int, int] = {}  # accepting bit -> pattern index
        start = accept = any_one = stay = skip_one = skip_two = slash = 0
        literals: list[tuple[int, int]] = []  # (bit, character code)
        bit = 0
        for index, pattern in enumerate(self.patterns):
            start |= 1 << bit
            for kind, character in steps(pattern):
                here = 1 << bit
                if kind == LITERAL:
                    literals.append((bit, ord(character)))
                elif kind == ONE:
                    any_one |= here
                elif kind == STAR:
                    stay |= here
                    skip_one |= here
                else:  # DIRS: the entry (skipped to its run or past it), then the run
                    skip_one |= here
                    skip_two |= here
                    stay |= here << 1
                    slash |= here << 1
                    bit += 1
                bit += 1
            accept |= 1 << bit
            self._owner[bit] = index
            bit += 1
        # A character's literal steps are found from its code's bits (21 masks at most), so that
        # memory stays linear in the patterns whatever characters they hold.
        self._width = max((code.bit_length() for _, code in literals), default=0)
        self._literals = _mask(b for b, _ in literals)
        self._ones = [_mask(b for b, code in literals if code >> i & 1) for i in range(self._width)]
        self._zeros = [self._literals & ~one for one in self._ones]
        self._any, self._stay, self._skip_one, self._skip_two, self._slash = any_one, stay, skip_one, skip_two, slash
        self._accept = accept
        self._taking: dict[str, int] = {}
        self._start = self._closure(start)

    def _closure(self, state: int) -> int:
        return state | ((state & self._skip_one) << 1) | ((state & self._skip_two) << 2)

    def _takes(self, character: str) -> int:
        """The bits of the steps that take ``character`` and move on."""
        code = ord(character)
        found = 0
        if not code >> self._width:
            found = self._literals
            for i in range(self._width):
                found &= self._ones[i] if code >> i & 1 else self._zeros[i]
                if not found:
                    break
        found |= self._any
        if character == "/":
            found |= self._slash
        if len(self._taking) < _CACHED_CHARACTERS:
            self._taking[character] = found
        return found

    def _accepted(self, text: str) -> int:
        state, stay, skip_one, skip_two, taking = self._start, self._stay, self._skip_one, self._skip_two, self._taking
        for character in text:
            takes = taking.get(character)
            if takes is None:
                takes = self._takes(character)
            state = ((state & takes) << 1) | (state & stay)
            if not state:
                return 0
            state |= ((state & skip_one) << 1) | ((state & skip_two) << 2)
        return state & self._accept

    def matching(self, text: str) -> list[int]:
        """The indices of the patterns that match the whole text, in order."""
        accepted, found = self._accepted(text), []
        while accepted:
            lowest = accepted & -accepted
            found.append(self._owner[lowest.bit_length() - 1])
            accepted ^= lowest
        return found

    def any(self, text: str) -> bool:
        """Whether some pattern matches the whole text."""
        return bool(self._accepted(text))


def _mask(bits: Iterable[int]) -> int:
    """The integer with these bits set, built in one pass (not one shift per bit)."""
    bits = list(bits)
    if not bits:
        return 0
    raw = bytearray(max(bits) // 8 + 1)
    for b in bits:
        raw[b >> 3] |= 1 << (b & 7)
    return int.from_bytes(raw, "little")


@cache
def compiled(pattern: str) -> Globs:
    return Globs((pattern,))


def matches(pattern: str, text: str) -> bool:
    """Whether ``text`` matches the glob ``pattern`` as a whole."""
    return compiled(pattern).any(text)
