"""Thin cffi wrapper over native/dra_stream.c and native/dra_lines.c (built as dra_conform._native)."""

from __future__ import annotations

import importlib
import os
from array import array
from collections.abc import Iterable

from .events import MODE_VALUES

# native/sanitize.sh points this at an ASan/UBSan build of the same source.
_module = importlib.import_module(os.environ.get("DRA_CONFORM_NATIVE_MODULE", "dra_conform._native"))
ffi, lib = _module.ffi, _module.lib

_BATCH = 4096
# One reusable event buffer: the CLI scans from one thread per process.
_BUFFER = ffi.new("int64_t[]", 3 * _BATCH)
_OFFSET = ffi.new("size_t *")
_COUNTS = ffi.new("size_t[3]")


class Batches:
    """The events of ``data`` batch by batch, never all held at once; ``error`` and
    ``error_offset`` are set once the batches are exhausted."""

    def __init__(self, data: bytes, mode: int) -> None:
        self.data, self.mode = data, mode
        self.error, self.error_offset = 0, 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        view = ffi.from_buffer("uint8_t[]", self.data)
        handle = lib.dra_scanner_new(view, len(self.data), self.mode)
        if handle == ffi.NULL:
            raise MemoryError("dra_scanner_new")
        handle = ffi.gc(handle, lib.dra_scanner_free)
        buffer = ffi.new("int64_t[]", 3 * _BATCH)  # its own: the caller may scan another buffer meanwhile
        try:
            while not lib.dra_scanner_done(handle):
                count = lib.dra_scanner_next(handle, buffer, _BATCH)
                it = iter(ffi.unpack(buffer, 3 * count))
                yield list(zip(it, it, it))
            self.error = lib.dra_scanner_error(handle, _OFFSET)
            self.error_offset = _OFFSET[0]
        finally:
            ffi.release(handle)
            del view


def scan(data: bytes, mode: int, start: int = 0, end: int | None = None) -> tuple[list[tuple[int, int, int]], int, int]:
    """All events of ``data[start:end]`` (offsets relative to ``start``) plus ``(error_code, error_offset)``."""
    end = len(data) if end is None else end
    view = ffi.from_buffer("uint8_t[]", data)
    handle = lib.dra_scanner_new(view + start, end - start, mode)
    if handle == ffi.NULL:
        raise MemoryError("dra_scanner_new")
    handle = ffi.gc(handle, lib.dra_scanner_free)
    batch = 64 if mode == MODE_VALUES else _BATCH  # few events per file in MODE_VALUES
    events: list[tuple[int, int, int]] = []
    while not lib.dra_scanner_done(handle):
        count = lib.dra_scanner_next(handle, _BUFFER, batch)
        it = iter(ffi.unpack(_BUFFER, 3 * count))
        events.extend(zip(it, it, it))
    code = lib.dra_scanner_error(handle, _OFFSET)
    offset = _OFFSET[0]
    ffi.release(handle)  # free now rather than at the next GC
    return events, code, offset


def tree(data: bytes, start: int, end: int) -> tuple[memoryview, memoryview, bytes]:
    """dra_tree of the value at data[start:end]: its members, containers and keys (see reading.positions.Tree)."""
    handle = lib.dra_tree_new(data, start, min(end, len(data)))  # never past the bytes
    if handle == ffi.NULL:
        raise MemoryError("dra_tree_new")
    try:
        block = lib.dra_tree_packed(handle, _COUNTS)
        if block == ffi.NULL:
            raise MemoryError("dra_tree_packed")
        members, containers = 8 * _COUNTS[0], 8 * (_COUNTS[0] + _COUNTS[1])
        packed = ffi.buffer(block, containers + _COUNTS[2])[:]  # one copy, then views of it
    finally:
        lib.dra_tree_free(handle)
    view = memoryview(packed)
    return view[:members].cast("q"), view[members:containers].cast("q"), packed[containers:]


def tree_walk(
    data: bytes, members: memoryview, containers: memoryview, root: int, paths: bytes, count: int
) -> list[int]:
    """dra_tree_walk: per path of ``paths`` (encoded as it says), the steps found and the member reached."""
    out = ffi.new("int64_t[]", 2 * count)
    lib.dra_tree_walk(
        data,
        ffi.from_buffer("int64_t[]", members),
        ffi.from_buffer("int64_t[]", containers),
        root,
        paths,
        len(paths),
        count,
        out,
    )
    return ffi.unpack(out, 2 * count)


def line_hashes(chunks: Iterable[bytes], last: int) -> array[int]:
    """The hash of each of lines 1..``last`` of the text given in ``chunks`` (fewer when it has fewer
    lines), by dra_hasher: the chunks are read only as far as needed."""
    if last <= 0:
        return array("Q")
    found = array("Q", bytes(8 * last))  # written in place (a 100 MB dump has 3 million lines)
    hasher = lib.dra_hasher_new(last, ffi.from_buffer("uint64_t[]", found, require_writable=True))
    if hasher == ffi.NULL:
        raise MemoryError("dra_hasher_new")
    try:
        for chunk in chunks:
            if not lib.dra_hasher_feed(hasher, ffi.from_buffer("uint8_t[]", chunk), len(chunk)):
                break
        count = lib.dra_hasher_end(hasher)
    finally:
        lib.dra_hasher_free(hasher)
    del found[count:]
    return found


def line_ordinals(hashes: array[int], wanted: list[int]) -> list[int]:
    """dra_line_ordinals: for each wanted line (ascending, within ``hashes``), how many lines up to it share its hash."""
    if not wanted:
        return []
    lines = array("q", wanted)
    out = array("q", bytes(8 * len(wanted)))
    ok = lib.dra_line_ordinals(
        ffi.from_buffer("uint64_t[]", hashes),
        len(hashes),
        ffi.from_buffer("int64_t[]", lines),
        len(lines),
        ffi.from_buffer("int64_t[]", out, require_writable=True),
    )
    if not ok:
        raise MemoryError("dra_line_ordinals")
    return out.tolist()


def line_starts(data: bytes) -> array[int]:
    """The offset of each line's first byte, by dra_line_starts: 4-byte integers below 2 GiB.

    One pass: room is made for a line every 16 bytes, and only a text of shorter lines is passed
    again (counting first cost as much as the pass itself)."""
    wide = len(data) >= 1 << 31 or array("i").itemsize != 4
    size = 8 if wide else 4
    view = ffi.from_buffer("uint8_t[]", data)
    capacity = len(data) // 16 + 2
    while True:
        starts = array("q" if wide else "i", bytes(size * capacity))
        count = lib.dra_line_starts(
            view, len(data), ffi.from_buffer("char[]", starts, require_writable=True), capacity, wide
        )
        if count <= capacity:
            del starts[count:]
            return starts
        capacity = count


def locations(data: bytes, spans: list[int]) -> list[int]:
    """dra_locations: per span (two values of ``spans``) its line, column, end line, end
    column, byte offset and length in ``data``, from one pass over it."""
    count = len(spans) // 2
    if not count:
        return []
    out = ffi.new("int64_t[]", 6 * count)
    if not lib.dra_locations(data, len(data), spans, count, out):
        raise MemoryError("dra_locations")
    return ffi.unpack(out, 6 * count)
