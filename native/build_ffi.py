"""cffi out-of-line API-mode builder for dra_conform._native (used by setup.py)."""

from pathlib import Path

from cffi import FFI

HERE = Path(__file__).resolve().parent
# setuptools wants paths relative to setup.py's directory, the project root.
NATIVE = "native"

ffibuilder = FFI()
ffibuilder.cdef((HERE / "dra_stream.cdef.h").read_text())
ffibuilder.set_source(
    "dra_conform._native",
    '#include "dra_stream.h"',
    sources=[f"{NATIVE}/dra_stream.c"],
    include_dirs=[NATIVE],
    extra_compile_args=["-O2", "-std=c99"],
)

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)
