"""Regex engines for CEL's matches/find/findAll, measured side by side (docs/cel.md has the figures).

    python bench/regex_engines.py [--rounds 20000]

Each engine found in the running interpreter ("re" always; "google-re2" and "pyre2" both install a
module named re2, so run this once per virtualenv; "rure") is timed on
- typical selectors: compile once, then match 8 patterns of the kind drivers publish against 64-character
  attribute values (a device attribute is at most 64 characters), microseconds per match;
- compile: one uncached compile per pattern, microseconds;
- hostile: the issue's four backtracking patterns on 63 a's and a '!' (a child process, 10 s each).
Not a test: numbers on a shared machine move; compare the ratios within one run.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

TYPICAL = [
    r"^nvidia-.*$",
    r"^[0-9]+\.[0-9]+$",
    r"(?i)a100|h100",
    r"^gpu-[0-9a-f]{8}$",
    r"^.*-mig-[0-9]g\.[0-9]+gb$",
    r"^(rack|row)-[a-z]+-[0-9]{1,3}$",
    r"\bpcie\b",
    r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
]
TEXTS = ["gpu-0000000a", "nvidia-a100-sxm4-80gb-mig-1g.10gb-0123456789abcdef0123456789ab", "rack-a-12", "x" * 64]
HOSTILE = ["(a|aa)+$", "((a+))+$", "(a?){31}a{31}", "(a|a)*$"]


def engines() -> dict[str, object]:
    import re

    found: dict[str, object] = {"re": re.compile}
    try:
        import re2
    except ImportError:
        pass
    else:
        if hasattr(re2, "Options"):
            found["google-re2"] = re2.compile
            found["google-re2, RE2.Match on bytes (dra-conform's use)"] = _google_re2_match
        else:
            found["pyre2"] = re2.compile
    try:
        import rure
    except ImportError:
        pass
    else:
        found["rure"] = rure.compile
    return found


class _Bytes:
    def __init__(self, program) -> None:
        self.program = program

    def search(self, text: str):
        return self.program.search(text.encode("utf-8"))


def _google_re2_match(pattern: str) -> _Bytes:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import re2

    from dra_conform.semantics.cel.regex import Program

    return _Bytes(Program(re2.compile(pattern)))


def typical(compile_fn, rounds: int) -> tuple[float, float]:
    programs = [compile_fn(p) for p in TYPICAL]
    start = time.perf_counter()
    n = 0
    for _ in range(rounds // (len(programs) * len(TEXTS)) + 1):
        for prog in programs:
            for text in TEXTS:
                prog.search(text)
                n += 1
    match_us = (time.perf_counter() - start) / n * 1e6
    start = time.perf_counter()
    for i in range(200):
        for p in TYPICAL:
            compile_fn(p + "(?:)" * (i % 7 + 1))  # a new text each time: no engine cache helps
    compile_us = (time.perf_counter() - start) / (200 * len(TYPICAL)) * 1e6
    return match_us, compile_us


def hostile(name: str) -> list[str]:
    out = []
    for pattern in HOSTILE:
        code = (
            f"import sys, time; sys.path.insert(0, {str(Path(__file__).resolve().parent)!r}); from regex_engines import engines; "
            f"p = engines()[{name!r}]({pattern!r}); t = time.perf_counter(); p.search('a' * 63 + '!'); "
            "print(time.perf_counter() - t)"
        )
        try:
            done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=10)
            ok = done.returncode == 0
            out.append(f"{float(done.stdout) * 1e6:.0f} us" if ok else "error: " + done.stderr.strip()[-80:])
        except subprocess.TimeoutExpired:
            out.append("> 10 s (killed)")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=20000)
    args = ap.parse_args()
    found = engines()
    print("| engine | match, typical (us) | compile (us) | " + " | ".join(f"`{p}`" for p in HOSTILE) + " |")
    print("|---|---|---|" + "---|" * len(HOSTILE))
    for name, fn in found.items():
        match_us, compile_us = typical(fn, args.rounds)
        print(f"| {name} | {match_us:.2f} | {compile_us:.1f} | " + " | ".join(hostile(name)) + " |")


if __name__ == "__main__":
    main()
