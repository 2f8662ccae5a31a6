"""Benchmarks, each figure printed beside its baseline from the same run.

    python bench/run.py [--corpus DIR] [--files 3000] [--dump-mb 100] [--rounds 5] [--no-scaling]

Generates the corpus (bench/gen_corpus.py) when DIR does not hold it yet. Every figure is
a whole process, started and timed the same way as its baseline, median of --rounds runs
(the hand-written baselines, which take tens of seconds, run once). Not a test: numbers on
a shared 2-core machine move; compare the ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PY = sys.executable
CLI = [PY, "-m", "dra_conform"]
MD_FILES = "*-metadata.json"


def sh(*args: str, cwd: str | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(args, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd)
    return time.perf_counter() - start


def cpu_timed(args: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, helper processes included) of one run."""
    start = time.perf_counter()
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def median_time(args: list[str], rounds: int) -> float:
    return statistics.median(sh(*args) for _ in range(rounds))


def interleaved(commands: dict[str, list[str]], rounds: int, cwd: str | None = None) -> dict[str, float]:
    """Median seconds of each command, run in turn round after round, so background load hits all alike."""
    samples: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, args in commands.items():
            samples[name].append(sh(*args, cwd=cwd))
    return {name: statistics.median(values) for name, values in samples.items()}


# Runs a command and prints its seconds and peak RSS: a child's peak RSS includes its parent's
# at fork (Linux carries the high-water mark across exec), and this runner holds the 100 MB dump.
_LAUNCH = (
    "import os, subprocess, sys, time; t = time.perf_counter(); "
    "c = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
    "_, _, u = os.wait4(c.pid, 0); print(time.perf_counter() - t, u.ru_maxrss * 1024)"
)


def peak(args: list[str]) -> tuple[float, float]:
    """Seconds and peak RSS (bytes) of one run of a command, from the kernel's accounting for that
    child, measured from a small launcher process."""
    seconds, rss = subprocess.run([PY, "-c", _LAUNCH, *args], capture_output=True, text=True, check=True).stdout.split()
    return float(seconds), float(rss)


def row(name: str, value: str, baseline: str, ratio: str, target: str) -> None:
    print(f"| {name} | {value} | {baseline} | {ratio} | {target} |", flush=True)


def split_throughput(dump: Path) -> tuple[float, float]:
    """GB/s of the C scanner splitting the dump, and of bytes.count (memchr-like) on it."""
    from dra_conform.reading.parser import BACKEND, scan
    from dra_conform.reading.parser import events as ev

    if BACKEND != "c":
        raise SystemExit("the native scanner is not built: pip install . with a C compiler")
    data = dump.read_bytes()
    best = min(_timed(lambda: scan(data, ev.MODE_VALUES)) for _ in range(5))
    floor = min(_timed(lambda: data.count(b"\n")) for _ in range(5))
    return len(data) / best / 1e9, len(data) / floor / 1e9


def _timed(fn) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


# The floor of a metadata tree: read each file, split it with the C scanner, decode each value with
# orjson, in one process, started like the tool. No check can be faster than this.
_FLOOR = """
import os, sys, orjson
from dra_conform.reading.parser import scan
from dra_conform.reading.parser import events as ev
for directory, _, names in os.walk(sys.argv[1]):
    for name in names:
        if name.endswith("-metadata.json"):
            with open(os.path.join(directory, name), "rb") as f:
                data = f.read()
            events, _, _ = scan(data, ev.MODE_VALUES)
            for _, start, end in events:
                orjson.loads(data[start:end])
"""


# Locating in one process: each hit of the findings tree's first files turned into a finding (line,
# column, field path) by the engine's Locator, the first hit of each object apart from the rest.
# Minimum of many rounds: the least the machine's load let it take.
_LOCATING = """
import sys, time
from pathlib import Path
from dra_conform.engine.check import Locator
from dra_conform.reading.layout import layout_of
from dra_conform.rules import load
from dra_conform.semantics.metadata.file import MetadataFile, ObjectContext
from dra_conform.semantics.metadata.versions import PROFILES
checks = load().checks_in("object")
files = []
for p in sorted(Path(sys.argv[1]).rglob("*-metadata.json"))[:60]:
    mf = MetadataFile(str(p), p.read_bytes(), PROFILES["1.37"], layout_of(str(p)))
    hits = [(r, h, i.index) for i in mf.validated for r, c in checks for h in c.func(i.value, ObjectContext(mf, i))]
    files.append((mf, hits))
def run(first_only, whole):
    start = time.perf_counter()
    for mf, hits in files:
        locator, seen, chosen = Locator.for_metadata(mf), set(), []
        for rule, hit, doc in hits:
            if first_only and doc in seen:
                continue
            seen.add(doc)
            chosen.append((rule.id, rule.severity, hit, doc))
        if whole:  # the finding: span, line and column, field path (made together, as the engine does)
            locator.findings(chosen)
        else:  # the span alone
            locator._spans(chosen)
    return time.perf_counter() - start
objects = sum(len({d for _, _, d in h}) for _, h in files)
total = sum(len(h) for _, h in files)
for whole in (False, True):
    first = min(run(True, whole) for _ in range(31))
    every = min(run(False, whole) for _ in range(31))
    print(first / objects * 1e6, (every - first) / (total - objects) * 1e6, objects, total)
"""


def findings_of(report: Path) -> int:
    summary = json.loads(report.read_text())["summary"]
    return summary["errors"] + summary["warnings"] + summary["notes"]


def trees(args: argparse.Namespace, corpus: Path, out: str) -> None:
    findings, clean = corpus / "findings-tree", corpus / "clean-tree"
    files = sum(1 for _ in findings.rglob(MD_FILES))
    off = Path(out) / "off.yaml"
    off.write_text("rules:\n  DRA-MD-074: off\n")
    for name in ("findings", "clean"):
        subprocess.run(
            [
                *CLI,
                "check",
                "-j",
                "1",
                "--format",
                "json",
                "--output",
                f"{out}/{name}.json",
                str(corpus / f"{name}-tree"),
            ],
            check=False,
        )
    found, found_clean = findings_of(Path(f"{out}/findings.json")), findings_of(Path(f"{out}/clean.json"))
    print(f"findings tree: {files} files, {found:,} findings; its twin without findings: {found_clean:,} findings")

    base = median_time([PY, str(HERE / "baseline.py"), str(findings)], args.baseline_rounds)
    plain = median_time([PY, str(HERE / "baseline.py"), "--plain", str(findings)], args.baseline_rounds)
    base_clean = median_time([PY, str(HERE / "baseline.py"), str(clean)], args.baseline_rounds)
    floor = median_time([PY, "-c", _FLOOR, str(clean)], args.rounds)
    runs = interleaved(
        {
            "sarif-1": [*CLI, "check", "-j", "1", "--format", "sarif", "--output", f"{out}/f1.sarif", str(findings)],
            "sarif-auto": [*CLI, "check", "--format", "sarif", "--output", f"{out}/fa.sarif", str(findings)],
            "text-1": [*CLI, "check", "-j", "1", "--format", "text", "--output", f"{out}/f1.txt", str(findings)],
            "off-1": [
                *CLI,
                "check",
                "-j",
                "1",
                "--config",
                str(off),
                "--format",
                "sarif",
                "--output",
                f"{out}/off.sarif",
                str(findings),
            ],
            "clean-1": [*CLI, "check", "-j", "1", "--format", "sarif", "--output", f"{out}/c1.sarif", str(clean)],
            "clean-text-1": [*CLI, "check", "-j", "1", "--format", "text", "--output", f"{out}/c1.txt", str(clean)],
            "json-1": [*CLI, "check", "-j", "1", "--format", "json", "--output", f"{out}/f1.json", str(findings)],
            "clean-json-1": [*CLI, "check", "-j", "1", "--format", "json", "--output", f"{out}/c1.json", str(clean)],
        },
        args.rounds,
    )
    identical = Path(f"{out}/f1.sarif").read_bytes() == Path(f"{out}/fa.sarif").read_bytes()
    rate = lambda seconds: f"{files / seconds:,.0f} files/s"  # noqa: E731
    row(
        "findings tree, SARIF, -j 1",
        rate(runs["sarif-1"]),
        f"baseline {rate(base)} (plain schema {rate(plain)})",
        f"{base / runs['sarif-1']:.1f}x ({plain / runs['sarif-1']:.1f}x plain)",
        ">= 10x",
    )
    row(
        "findings tree, SARIF, default -j",
        rate(runs["sarif-auto"]),
        f"baseline {rate(base)}",
        f"{base / runs['sarif-auto']:.1f}x ({plain / runs['sarif-auto']:.1f}x plain)",
        f">= 15x; output identical to -j 1: {identical}",
    )
    row(
        "findings tree, text, -j 1", rate(runs["text-1"]), f"baseline {rate(base)}", f"{base / runs['text-1']:.1f}x", ""
    )
    row(
        "findings tree, DRA-MD-074 off in the config, -j 1",
        rate(runs["off-1"]),
        f"the twin without findings {rate(runs['clean-1'])}",
        f"{runs['off-1'] / runs['clean-1']:.2f}x the twin's time",
        "~1.0x: an off rule costs nothing",
    )
    row(
        "twin without findings, SARIF, -j 1",
        rate(runs["clean-1"]),
        f"baseline {rate(base_clean)}",
        f"{base_clean / runs['clean-1']:.1f}x",
        ">= 20x",
    )
    row(
        "floor: read + C scan + orjson, one process",
        rate(floor),
        f"baseline {rate(base_clean)}",
        f"{base_clean / floor:.1f}x",
        "(the ceiling of the row above)",
    )
    extra = max(found - found_clean, 1)
    for fmt, with_findings, without in (
        ("SARIF", "sarif-1", "clean-1"),
        ("text", "text-1", "clean-text-1"),
        ("JSON", "json-1", "clean-json-1"),
    ):
        cost = (runs[with_findings] - runs[without]) / extra * 1e6
        row(
            f"cost of one finding, {fmt} (time over the twin's / findings)",
            f"{cost:.1f} µs",
            f"{extra:,} findings",
            "",
            "(rule, locating, report: all of it)",
        )
    lines = subprocess.run(
        [PY, "-c", _LOCATING, str(findings)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    for what, line in zip(("the span (Containers)", "the whole finding (Locator.findings)"), lines):
        first, further, objects, hits = line.split()
        row(
            f"locating {what}: first in an object, in process",
            f"{float(first):.1f} µs",
            f"{int(objects)} objects",
            "",
            "<= 30 µs",
        )
        row(
            f"locating {what}: each further one",
            f"{float(further):.1f} µs",
            f"{int(hits) - int(objects):,} findings",
            "",
            "<= 3 µs",
        )


def jobs_scaling(args: argparse.Namespace, corpus: Path, out: str) -> None:
    """-j auto against -j 1 on trees of 450 and 750 files (the first claim directories of the findings tree)."""
    claims = sorted((corpus / "findings-tree").glob("var/run/kubernetes.io/dra-device-attributes/resourceclaims/*"))
    for count in (450, 750):
        paths = [str(p) for p in claims[:count]]
        runs = interleaved(
            {
                "auto": [*CLI, "check", "--format", "sarif", "--output", f"{out}/j.sarif", *paths],
                "one": [*CLI, "check", "-j", "1", "--format", "sarif", "--output", f"{out}/j1.sarif", *paths],
            },
            args.rounds,
        )
        row(
            f"{count} files, default -j",
            f"{runs['auto'] * 1000:.0f} ms",
            f"-j 1 {runs['one'] * 1000:.0f} ms",
            f"{runs['one'] / runs['auto']:.2f}x",
            ">= 1.0x: never slower than -j 1",
        )


def large_tree(args: argparse.Namespace, corpus: Path, out: str) -> None:
    """30,000 files against 3,000 of the same shape: time per file should not grow."""
    big = corpus / "scale"
    if not (big / "tree").is_dir():
        subprocess.run(
            [
                PY,
                str(HERE / "gen_corpus.py"),
                str(big),
                "--files",
                "30000",
                "--dump-mb",
                "0",
                "--yaml-mb",
                "0",
                "--no-twins",
            ],
            check=True,
        )
    small_files = sum(1 for _ in (corpus / "tree").rglob(MD_FILES))
    big_files = sum(1 for _ in (big / "tree").rglob(MD_FILES))
    small_run = [*CLI, "check", "--format", "sarif", "--output", f"{out}/s.sarif", str(corpus / "tree")]
    large_run = [*CLI, "check", "--format", "sarif", "--output", f"{out}/l.sarif", str(big / "tree")]
    sh(*large_run)  # once untimed: 440 MB of files into the page cache, as the small tree is after its first run
    small = [cpu_timed(small_run) for _ in range(args.rounds)]
    large = [cpu_timed(large_run) for _ in range(2)]
    for what, pick in (("wall", 0), ("CPU", 1)):
        s, big_time = statistics.median(r[pick] for r in small), statistics.median(r[pick] for r in large)
        row(
            f"{big_files:,} files, default -j ({what} time)",
            f"{big_files / big_time:,.0f} files/s",
            f"{small_files:,} files {small_files / s:,.0f} files/s",
            f"{(big_files / big_time) / (small_files / s):.2f}x",
            "~1.0x: linear",
        )


def dumps(args: argparse.Namespace, corpus: Path, out: str) -> None:
    dump, documents = corpus / "resourceslices.json", corpus / "resourceslices.yaml"
    megabytes = dump.stat().st_size / 1e6
    seconds, rss = min(
        peak([*CLI, "check", "--format", "sarif", "--output", f"{out}/dump.sarif", str(dump)]) for _ in range(3)
    )
    load = min(sh(PY, "-c", "import json, sys; json.load(open(sys.argv[1]))", str(dump)) for _ in range(3))
    row(
        "ResourceSliceList dump, no findings, SARIF",
        f"{megabytes / seconds:.0f} MB/s, peak RSS {rss / dump.stat().st_size:.1f}x the file",
        f"json.load alone {megabytes / load:.0f} MB/s",
        f"{load / seconds:.2f}x",
        ">= 1.0x, RSS <= 2x",
    )
    # The same dump with an invalid nodeName on every slice: a finding to locate in each object.
    flawed = Path(out) / "dump-findings.json"
    flawed.write_bytes(dump.read_bytes().replace(b'"nodeName": "node-', b'"nodeName": "Node_'))
    for fmt in ("sarif", "json"):
        seconds, rss = min(
            peak([*CLI, "check", "--format", fmt, "--output", f"{out}/flawed.{fmt}", str(flawed)]) for _ in range(3)
        )
        row(
            f"the same dump, a finding on every slice, {fmt}",
            f"{megabytes / seconds:.0f} MB/s, peak RSS {rss / flawed.stat().st_size:.1f}x the file",
            f"json.load alone {megabytes / load:.0f} MB/s",
            f"{load / seconds:.2f}x",
            ">= 40 MB/s" if fmt == "sarif" else "",
        )
    flawed.unlink()
    megabytes = documents.stat().st_size / 1e6
    seconds, rss = min(
        peak([*CLI, "check", "--format", "json", "--output", f"{out}/yaml.json", str(documents)]) for _ in range(3)
    )
    load = min(
        sh(
            PY,
            "-c",
            "import sys, yaml; list(yaml.load_all(open(sys.argv[1]), Loader=yaml.CSafeLoader))",
            str(documents),
        )
        for _ in range(3)
    )
    row(
        "multi-document YAML",
        f"{megabytes / seconds:.1f} MB/s, peak RSS {rss / documents.stat().st_size:.1f}x the file",
        f"yaml.load_all (libyaml) {megabytes / load:.1f} MB/s",
        f"{load / seconds:.2f}x",
        ">= 6 MB/s",
    )


def regular_install(corpus: Path) -> str:
    """The interpreter of a regular install of this tree, as a user has it (made once by pip, in
    the corpus directory). An editable install's import hook costs every process started in its
    environment ~12 ms, ``python -c pass`` included: a start-up ratio taken there flatters."""
    venv = corpus / "venv"
    python = venv / "bin" / "python"
    stamp = venv / "installed-from"
    source = subprocess.run(["git", "-C", str(HERE.parent), "rev-parse", "HEAD"], capture_output=True, text=True)
    tree = subprocess.run(["git", "-C", str(HERE.parent), "status", "--porcelain"], capture_output=True, text=True)
    wanted = source.stdout.strip() + ("+dirty" if tree.stdout.strip() else "")
    if not python.exists() or not stamp.exists() or stamp.read_text() != wanted or wanted.endswith("+dirty"):
        subprocess.run([PY, "-m", "venv", "--clear", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", str(HERE.parent)], check=True)
        stamp.write_text(wanted)
    return str(python)


def start_up(args: argparse.Namespace, corpus: Path) -> None:
    corpus = corpus.absolute()  # the commands run elsewhere (below)
    small = next((corpus / "tree").rglob(MD_FILES))
    python = regular_install(corpus)
    cli = [python, "-m", "dra_conform"]
    # Run from an empty directory, as from a project that is not this one: `-m` puts the working
    # directory first on sys.path, and here that is the source tree, not the install (uncompiled under
    # PYTHONDONTWRITEBYTECODE, and its check exits 2 without the compiled catalogue the wheel maps in);
    # this repository's pyproject.toml would also be read as a configuration.
    with tempfile.TemporaryDirectory() as away:
        check = subprocess.run([*cli, "check", str(small)], cwd=away, capture_output=True, text=True)
        if check.returncode != 0:
            raise SystemExit(f"start-up: the check of {small} exits {check.returncode}: {check.stderr.strip()}")
        runs = interleaved(
            {
                "pass": [python, "-c", "pass"],
                "click": [python, "-c", "import click"],
                "version": [*cli, "--version"],
                "check": [*cli, "check", str(small)],
            },
            max(args.rounds, 11),
            cwd=away,
        )
    p, k, v, c = (runs[name] * 1000 for name in ("pass", "click", "version", "check"))
    print(f"start-up in a regular install ({python}); `import click` alone: {k:.0f} ms, {k / p:.1f}x")
    row("dra-conform --version", f"{v:.0f} ms", f"python -c pass {p:.0f} ms", f"{v / p:.1f}x", "<= 3x")
    row("check of one small file", f"{c:.0f} ms", f"python -c pass {p:.0f} ms", f"{c / p:.1f}x", "<= 3x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=str(HERE / ".corpus"))
    parser.add_argument("--files", type=int, default=3000)
    parser.add_argument("--dump-mb", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--baseline-rounds", type=int, default=1, help="runs of each hand-written baseline")
    parser.add_argument("--no-scaling", action="store_true", help="skip the 30,000-file tree")
    parser.add_argument("--only", choices=["trees", "jobs", "scaling", "dumps", "start-up"], action="append")
    args = parser.parse_args()
    corpus = Path(args.corpus)
    needed = [corpus / "tree", corpus / "findings-tree", corpus / "clean-tree"]
    if not all(p.is_dir() for p in needed) or not (corpus / "resourceslices.json").is_file():
        subprocess.run(
            [PY, str(HERE / "gen_corpus.py"), str(corpus), "--files", str(args.files), "--dump-mb", str(args.dump_mb)],
            check=True,
        )
    dump = corpus / "resourceslices.json"
    import dra_conform
    from dra_conform.engine.parallel import auto_jobs

    # Timed as installed: pip compiles the package's bytecode, an editable tree may not have it yet.
    subprocess.run([PY, "-m", "compileall", "-q", os.path.dirname(dra_conform.__file__)], check=True)

    print(
        f"corpus: {args.files} files per tree, dump {dump.stat().st_size / 1e6:.0f} MB; python "
        f"{sys.version.split()[0]}; default -j here: {auto_jobs()} processes"
    )
    print("| figure | measured | baseline (same run) | ratio | target |")
    print("| --- | --- | --- | --- | --- |")
    only = set(args.only or ["trees", "jobs", "scaling", "dumps", "start-up"])
    if args.no_scaling:
        only.discard("scaling")
    out = tempfile.mkdtemp()
    if "dumps" in only:
        gbps, floor = split_throughput(dump)
        row(
            "C split of the ResourceSliceList dump",
            f"{gbps:.2f} GB/s",
            f"bytes.count(b'\\n') {floor:.2f} GB/s",
            f"{gbps / floor:.2f}x",
            ">= 1 GB/s",
        )
    if "trees" in only:
        trees(args, corpus, out)
    if "jobs" in only:
        jobs_scaling(args, corpus, out)
    if "scaling" in only:
        large_tree(args, corpus, out)
    if "dumps" in only:
        dumps(args, corpus, out)
    if "start-up" in only:
        start_up(args, corpus)


if __name__ == "__main__":
    main()
