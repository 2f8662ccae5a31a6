"""The allocator on searches it cannot finish, or finishes only by its shortcuts (issue 32 point 1):
CPU seconds of each judgement (a claim alone on all its nodes, and a pod's claims together).

    python bench/allocator_bench.py [--base DIR] [--cpu-limit 30] [SHAPE...]

The shapes are tests/hostile/generate.py's allocator_search: four distinctAttribute requests over 120
devices, three over 240, two matchAttribute requests over 8 nodes x 1,000 devices, a pod of 12 claims
over 8 nodes; "-unlike" gives every device its own capacity, so that no two are alike and only the
budget ends the search. Each claim must be judged within 2 s of CPU (the budget is about one).

--base DIR times the same judgements with the dra_conform of another tree (a worktree at an older
commit) in the same run, each shape's process stopped at --cpu-limit seconds of CPU: the baseline.
Not a test (tests/hostile/test_allocator.py holds the promise); compare the seconds side by side.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve()
PROJECT = HERE.parents[1]
SHAPES = ["distinct-4", "distinct-4-unlike", "three-requests", "match-8x1000", "pod-12", "pod-12-unlike"]
WITHIN = 2.0  # CPU seconds a judgement may take


def judge_all(path: Path) -> None:
    """In the child: judge every claim of the List at ``path`` alone, then all of them together when
    there is a Pod, printing one JSON line per judgement as soon as it is done."""
    from dra_conform.semantics.allocator import AllocatedState, Features, Inventory
    from dra_conform.semantics.allocator.nodes import judge

    items = json.loads(path.read_text())["items"]
    inventory = Inventory.of([i for i in items if i["kind"] == "ResourceSlice"])
    classes = {i["metadata"]["name"]: i for i in items if i["kind"] == "DeviceClass"}
    claims = [i for i in items if i["kind"] == "ResourceClaim"]
    groups = [(c["metadata"]["name"], [c]) for c in claims]
    if any(i["kind"] == "Pod" for i in items):
        groups.append(("pod (all claims together)", claims))
    for name, group in groups:
        start = time.process_time()
        verdict = judge(inventory, group, classes, AllocatedState(), Features(), [])
        seconds = time.process_time() - start
        print(json.dumps({"judgement": name, "kind": verdict.kind, "seconds": seconds}), flush=True)


def timed(tree: Path, data: Path, cpu_limit: float) -> list[dict]:
    """The judgements of ``data`` by ``tree``'s dra_conform, in a child stopped at ``cpu_limit``."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (int(cpu_limit), int(cpu_limit) + 1))

    code = f"import sys; sys.path.insert(0, {str(tree)!r}); sys.path.insert(1, {str(HERE.parent)!r}); "
    code += f"import allocator_bench; allocator_bench.judge_all(__import__('pathlib').Path({str(data)!r}))"
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, preexec_fn=limit, check=False)
    done = [json.loads(line) for line in child.stdout.splitlines() if line.startswith("{")]
    if child.returncode != 0:
        done.append({"judgement": "(the next)", "kind": f"stopped at {cpu_limit:g} s of CPU", "seconds": None})
    return done


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", type=Path, help="a tree whose dra_conform is the baseline")
    ap.add_argument("--cpu-limit", type=float, default=30.0, help="CPU seconds for each shape's process")
    ap.add_argument("shapes", nargs="*", default=SHAPES)
    a = ap.parse_args()
    sys.path.insert(0, str(PROJECT))
    from tests.hostile.generate import allocator_search

    print("| shape | judgement | verdict | CPU s | within 2 s |" + (" base verdict | base CPU s |" if a.base else ""))
    print("|---|---|---|---:|---|" + ("---|---:|" if a.base else ""))
    worst = 0.0
    with tempfile.TemporaryDirectory() as scratch:
        for shape in a.shapes:
            data = Path(scratch, f"{shape}.json")
            data.write_bytes(allocator_search(shape))
            rows = timed(PROJECT, data, a.cpu_limit)
            base = timed(a.base, data, a.cpu_limit) if a.base else []
            for i, row in enumerate(rows):
                seconds = row["seconds"]
                worst = max(worst, seconds if seconds is not None else a.cpu_limit)
                line = f"| {shape} | {row['judgement']} | {row['kind']} | "
                shown = f"{seconds:.2f}" if seconds is not None else f"> {a.cpu_limit:g}"
                line += f"{shown} | {'yes' if seconds is not None and seconds <= WITHIN else 'NO'} |"
                if a.base:
                    other = base[i] if i < len(base) else {"kind": "not reached", "seconds": None}
                    was = f"{other['seconds']:.2f}" if other["seconds"] is not None else f"> {a.cpu_limit:g}"
                    line += f" {other['kind']} | {was} |"
                print(line, flush=True)
    print(f"\nslowest judgement: {worst:.2f} s of CPU (the promise: {WITHIN:g} s)")


if __name__ == "__main__":
    main()
