"""Lines of a binary stream in bounded memory: a line past the limit is read to its end and dropped,
a ``LongLine`` with its first bytes (where kubectl's ``--prefix`` is) standing in its place.

What `merge` reads its inputs with (engine/merge.py): standard input and report files line by line.
"""

from __future__ import annotations

from typing import Iterator, Protocol

# One line of input: longer ones are skipped, never held (the tool's own reports are indented, a line a
# member; a report squeezed onto one line by `jq -c` fits unless it has some 50,000 findings).
MAX_LINE_BYTES = 16 * 1024 * 1024


class Readable(Protocol):
    def read(self, size: int = -1, /) -> bytes: ...


class LongLine(str):
    """In the place of a line longer than the limit: its first bytes (where kubectl's prefix is)."""

    __slots__ = ()


_BLOCK = 1 << 20
_HEAD = 512  # bytes of a long line kept: kubectl's prefix is at its start


def _decoded(raw: bytes) -> str:
    line = raw.decode("utf-8", "replace")
    return line[:-1] if line.endswith("\r") else line


def iter_lines(stream: Readable, limit: int = MAX_LINE_BYTES) -> Iterator[str]:
    """Lines of a binary stream, decoded (UTF-8, bad bytes replaced), without their line ends.

    Read in blocks of 1 MiB, and no more than ``limit`` bytes of a line are ever held: a longer line
    is read to its end and dropped, a LongLine with its first bytes yielded in its place. Memory
    stays the same whatever the lines' lengths."""
    pending: list[bytes] = []  # the start of a line that runs over blocks
    held = 0  # its length
    head: bytes | None = None  # the first bytes of a line past the limit, being skipped to its end
    while block := stream.read(_BLOCK):
        start = 0
        if pending or head is not None:
            end = block.find(b"\n")
            piece = block if end < 0 else block[:end]
            if head is None:
                held += len(piece)
                pending.append(piece)
                if held > limit:  # the line is dropped: only its first bytes are kept
                    head, pending = _first(pending), []
            elif len(head) < _HEAD:
                head += piece[: _HEAD - len(head)]
            if end < 0:
                continue
            if head is not None:
                yield LongLine(_decoded(head))
            else:
                yield _decoded(b"".join(pending))
            pending, held, head = [], 0, None
            start = end + 1
        cut = block.rfind(b"\n", start)
        if cut >= start:
            if cut - start <= limit:  # no line in it can be too long: decoded at once
                for line in block[start:cut].decode("utf-8", "replace").split("\n"):
                    yield line[:-1] if line.endswith("\r") else line
            else:
                for raw in block[start:cut].split(b"\n"):
                    yield LongLine(_decoded(raw[:_HEAD])) if len(raw) > limit else _decoded(raw)
            start = cut + 1
        if start < len(block):
            tail = block[start:]
            if len(tail) > limit:
                head = tail[:_HEAD]
            else:
                pending, held = [tail], len(tail)
    if head is not None:
        yield LongLine(_decoded(head))
    elif pending:
        yield _decoded(b"".join(pending))


def _first(pieces: list[bytes]) -> bytes:
    """The first bytes of a line held in many pieces, without joining them all."""
    head = b""
    for piece in pieces:
        head += piece[: _HEAD - len(head)]
        if len(head) >= _HEAD:
            break
    return head
