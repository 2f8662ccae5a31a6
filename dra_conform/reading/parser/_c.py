"""Thin cffi wrapper over native/dra_stream.c (built as dra_conform._native)."""

from __future__ import annotations

import importlib
import os

from .events import MODE_VALUES

# native/sanitize.sh points this at an ASan/UBSan build of the same source.
_module = importlib.import_module(os.environ.get("DRA_CONFORM_NATIVE_MODULE", "dra_conform._native"))
ffi, lib = _module.ffi, _module.lib

_BATCH = 4096
# One reusable event buffer: the CLI scans from one thread per process.
_BUFFER = ffi.new("int64_t[]", 3 * _BATCH)
_OFFSET = ffi.new("size_t *")


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


def scan(data: bytes, mode: int) -> tuple[list[tuple[int, int, int]], int, int]:
    """All events of ``data`` plus ``(error_code, error_offset)``."""
    view = ffi.from_buffer("uint8_t[]", data)
    handle = lib.dra_scanner_new(view, len(data), mode)
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
