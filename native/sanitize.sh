#!/usr/bin/env bash
# The scanner under AddressSanitizer and UBSan: the property tests against an
# instrumented build of native/dra_stream.c, then a leak check of the C side.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

python native/build_ffi.py --sanitize "$out" >/dev/null
preload="$(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libubsan.so)"
# Python's own allocations at exit are not ours: leaks are checked by the C driver below.
LD_PRELOAD="$preload" ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  PYTHONPATH="$out" DRA_CONFORM_NATIVE_MODULE=_dra_native_sanitized DRA_CONFORM_REQUIRE_NATIVE=1 \
  python -m pytest -q -p no:cacheprovider tests/native

gcc -std=c99 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined \
  native/scan_files.c native/dra_stream.c -o "$out/scan_files"
find examples tests -type f \( -name '*.json' -o -name '*.sarif' -o -name '*.yaml' \) -print0 |
  ASAN_OPTIONS=detect_leaks=1 xargs -0 "$out/scan_files"
# The hostile corpus (tests/hostile/generate.py: deep, wide, repeated, huge numbers, encodings,
# truncations, flipped bytes); the pytest run above already scans it in-process, this checks for leaks.
python -m tests.hostile.generate "$out/hostile"
find "$out/hostile" -type f -print0 | ASAN_OPTIONS=detect_leaks=1 xargs -0 "$out/scan_files"
echo "sanitizers: clean"
