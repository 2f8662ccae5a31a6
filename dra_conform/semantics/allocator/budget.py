"""How long the allocator may search: a count of device tries for one judgement.

Upstream's search has no bound of its own: the scheduler's Filter gives Allocate a context that
ends after its filter timeout (DRASchedulerFilterTimeout, on by default from 1.34: 10 s a node,
``DynamicResourcesArgs.filterTimeout``), and a search still running then fails with "timed out
trying to allocate devices". Offline, a timer would make the verdict depend on the machine; here a
deterministic count does: every device the search considers, and every allocateOne call, costs one
try, and one judgement (a claim, or the claims of a pod together, on every node it is judged on)
has ``MAX_TRIES`` of them. A search that runs out is "not judged", never a verdict.

The count is shared by the nodes of a judgement, and ``cap`` bounds one search within it (the
first, quick search of a claim on a node).
"""

from __future__ import annotations

MAX_TRIES = 400_000  # device tries (and allocateOne calls) for one judgement: about a second of CPU
QUICK_TRIES = 256  # a claim's first search on a node, before its usable devices are counted


class OverBudget(Exception):
    """The search used the tries it had."""


class Budget:
    """The tries left for one judgement, shared by the searches on each of its nodes."""

    def __init__(self, tries: int = MAX_TRIES) -> None:
        self.tries = tries
        self.left = tries

    @property
    def spent(self) -> bool:
        return self.left <= 0

    def take(self, cap: int | None = None) -> int:
        """The tries one search may use: what is left, or ``cap`` when that is fewer."""
        return self.left if cap is None else min(cap, self.left)

    def charge(self, used: int) -> None:
        self.left = max(0, self.left - used)

    def text(self) -> str:
        """Why a search that ran out is not judged."""
        return (
            f"the search tried more than {self.tries:,} devices (upstream's scheduler gives up on a node "
            "after its filter timeout, 10 s)"
        )
