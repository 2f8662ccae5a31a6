"""cffi out-of-line API-mode builder for dra_conform._native (used by setup.py).

python native/build_ffi.py --sanitize OUTDIR   # an ASan+UBSan build as _dra_native_sanitized
"""

import sys
from pathlib import Path

from cffi import FFI

HERE = Path(__file__).resolve().parent
SANITIZE = ["-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=address,undefined", "-fno-sanitize-recover=undefined"]


def builder(module: str, native: str, compile_args: list[str], link_args: list[str]) -> FFI:
    ffi = FFI()
    ffi.cdef((HERE / "dra_stream.cdef.h").read_text())
    ffi.set_source(
        module,
        '#include "dra_stream.h"',
        sources=[f"{native}/dra_stream.c"],
        include_dirs=[native],
        extra_compile_args=compile_args,
        extra_link_args=link_args,
    )
    return ffi


# setuptools wants paths relative to setup.py's directory, the project root.
ffibuilder = builder("dra_conform._native", "native", ["-O2", "-std=c99"], [])

if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--sanitize":
        out = Path(sys.argv[2]).resolve()
        builder("_dra_native_sanitized", str(HERE), ["-std=c99", *SANITIZE], SANITIZE).compile(tmpdir=str(out))
    else:
        ffibuilder.compile(verbose=True)
