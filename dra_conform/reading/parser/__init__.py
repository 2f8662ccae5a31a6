"""JSON stream scanning with a C backend and its pure-Python twin.

``DRA_CONFORM_PUREPYTHON=1`` forces the twin; ``DRA_CONFORM_REQUIRE_NATIVE=1``
turns a missing native build into an error (CI sets it).
"""

from __future__ import annotations

import os

from . import events as ev

TYPE_CHECKING = False  # typing costs the --version path 3 ms (a third of it): annotations only
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Sequence
    from typing import Any

BACKEND = "python"
_native_scan: Callable[[bytes, int, int, int | None], tuple[list[tuple[int, int, int]], int, int]] | None = None
# dra_tree and native/dra_lines.c, for reading.positions and reading.line_hashes (None: their twins serve)
native_tree: Callable[[bytes, int, int], tuple[Sequence[int], Sequence[int], bytes]] | None = None
native_line_starts: Callable[[bytes], Sequence[int]] | None = None
native_line_hashes: Callable[[Iterable[bytes], int], Sequence[int]] | None = None
native_line_ordinals: Callable[..., list[int]] | None = None
native_locations: Callable[[bytes, list[int]], list[int]] | None = None
native_tree_walk: Callable[..., list[int]] | None = None

if os.environ.get("DRA_CONFORM_PUREPYTHON") != "1":
    try:
        from . import _c

        _native_scan, native_tree = _c.scan, _c.tree
        native_line_starts, native_line_hashes, native_line_ordinals = _c.line_starts, _c.line_hashes, _c.line_ordinals
        native_locations, native_tree_walk = _c.locations, _c.tree_walk
        BACKEND = "c"
    except ImportError:
        if os.environ.get("DRA_CONFORM_REQUIRE_NATIVE") == "1":
            raise


class NativeRequiredError(RuntimeError):
    pass


def python_scan(data: bytes, mode: int) -> tuple[list[tuple[int, int, int]], int, int]:
    from ._python import Scanner  # imported when used: the native backend never needs it

    scanner = Scanner(data, mode)
    out: list[tuple[int, int, int]] = []
    while not scanner.done:
        out.extend(scanner.next_batch())
    return out, scanner.error, scanner.error_offset


class _PythonBatches:
    def __init__(self, data: bytes, mode: int) -> None:
        self.data, self.mode = data, mode
        self.error, self.error_offset = 0, 0

    def __iter__(self) -> Iterator[list[tuple[int, int, int]]]:
        from ._python import Scanner

        scanner = Scanner(self.data, self.mode)
        while not scanner.done:
            yield scanner.next_batch()
        self.error, self.error_offset = scanner.error, scanner.error_offset


def batches(data: bytes, mode: int) -> Any:
    """The events of ``data`` a batch at a time (a list of events per iteration), for scans whose events
    are not all kept; ``.error`` and ``.error_offset`` once iterated to the end."""
    if _native_scan is not None:
        from ._c import Batches

        return Batches(data, mode)
    return _PythonBatches(data, mode)


def scan(
    data: bytes, mode: int = ev.MODE_TOKENS, start: int = 0, end: int | None = None
) -> tuple[list[tuple[int, int, int]], int, int]:
    """Events and ``(error_code, error_offset)`` of ``data[start:end]`` with the active backend,
    offsets relative to ``start`` (the native backend scans the slice in place)."""
    if _native_scan is not None:
        return _native_scan(data, mode, start, end)
    return python_scan(data[start:end] if start or end is not None else data, mode)
