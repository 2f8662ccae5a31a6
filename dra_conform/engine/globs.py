"""Globs over paths and field paths, matched in time linear in the text: the one matcher of every
`exclude` (configuration and `check --exclude`) and of `ignore` entries' `paths` and `field`.

``*`` matches any run of characters (``/`` and brackets included, so ``spec.devices[*].name``
works on field paths), ``**/`` any directories (none included), ``?`` one character; everything
else matches itself. A pattern matches the whole text.

A regular expression would do the same with backtracking: ``*a*a*a*…b`` against a long path of
``a`` tries every way of splitting it, and never ends (``fnmatch`` translates to such an
expression). Here the pattern is a small automaton whose current states are kept as a set, so
each character of the text costs at most one step per state of the pattern.
"""

from __future__ import annotations

from functools import cache

# An automaton's states are the positions of a list of steps; the position after the last accepts.
#   (LITERAL, c)   consumes c, goes on to the next step
#   (ONE, "")      consumes any one character, goes on
#   (STAR, "")     consumes any character and stays, or goes on without consuming
#   (DIRS, "")     "**/": goes past its SLASH_END without consuming (no directory), or consumes a
#                  character into it
#   (SLASH_END, "") the run of "**/": consumes any character and stays, and leaves on a "/"
LITERAL, ONE, STAR, DIRS, SLASH_END = range(5)


class Glob:
    """A compiled pattern. ``match(text)``: whether the whole text matches."""

    __slots__ = ("pattern", "_steps")

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        steps: list[tuple[int, str]] = []
        i = 0
        while i < len(pattern):
            if pattern.startswith("**/", i):
                # "(any run ending in /)?" as two states: DIRS may go on at once or enter the run,
                # SLASH_END is the run (stays on any character, leaves on a "/")
                steps += [(DIRS, ""), (SLASH_END, "")]
                i += 3
            elif pattern[i] == "*":
                while i < len(pattern) and pattern[i] == "*" and not pattern.startswith("**/", i):
                    i += 1  # consecutive stars are one star
                if not steps or steps[-1][0] != STAR:
                    steps.append((STAR, ""))
            elif pattern[i] == "?":
                steps.append((ONE, ""))
                i += 1
            else:
                steps.append((LITERAL, pattern[i]))
                i += 1
        self._steps = tuple(steps)

    def _closure(self, states: set[int]) -> set[int]:
        """The states reachable without consuming a character."""
        todo, seen = list(states), set(states)
        steps = self._steps
        while todo:
            state = todo.pop()
            if state >= len(steps):
                continue
            kind = steps[state][0]
            if kind == STAR:
                nxt = state + 1
            elif kind == DIRS:
                nxt = state + 2  # skip the run: no directory
            else:
                continue
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
        return seen

    def match(self, text: str) -> bool:
        steps, end = self._steps, len(self._steps)
        states = self._closure({0})
        for ch in text:
            following: set[int] = set()
            for state in states:
                if state == end:
                    continue
                kind, literal = steps[state]
                if kind == LITERAL:
                    if ch == literal:
                        following.add(state + 1)
                elif kind == ONE:
                    following.add(state + 1)
                elif kind == STAR:
                    following.add(state)
                elif kind == DIRS:
                    following.add(state + 1)  # the character starts the run
                    if ch == "/":
                        following.add(state + 2)  # a run of one character, "/"
                elif kind == SLASH_END:
                    following.add(state)
                    if ch == "/":
                        following.add(state + 1)
            if not following:
                return False
            states = self._closure(following)
        return end in states


@cache
def compiled(pattern: str) -> Glob:
    return Glob(pattern)


def matches(pattern: str, text: str) -> bool:
    """Whether ``text`` matches the glob ``pattern`` as a whole."""
    return compiled(pattern).match(text)
