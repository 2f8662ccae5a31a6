"""CEL selectors: compile + evaluate for many claims against many devices, beside naive baselines.

    python bench/cel_bench.py [--claims 1000] [--devices 10000] [--naive-claims 50] [--seed 1]

engine   = compile() (cached on the expression) + DeviceIndex.matches() (one evaluation per distinct value
           of the device paths an expression reads), the way the satisfiability analysis runs.
naive    = the same compiled programs evaluated device by device (evaluate() per pair), timed on the
           first --naive-claims claims and scaled to all claims (the full product takes minutes).
uncached = compile() without its cache, once per selector of every claim.
Not a test: numbers on a shared 2-core machine move; compare the ratios.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dra_conform.semantics.cel import DeviceIndex, compile, device_from_slice, evaluate  # noqa: E402
from dra_conform.semantics.cel import compiler as cel_compiler  # noqa: E402

DRIVER = "gpu.example.com"
MODELS = ["A100", "H100", "H200", "B200", "L4", "L40S", "T4", "V100"]


def devices(n: int, rnd: random.Random) -> list:
    out = []
    for i in range(n):
        d = {
            "name": f"gpu-{i}",
            "attributes": {
                "model": {"string": rnd.choice(MODELS)},
                "index": {"int": i % 8},
                "uuid": {"string": f"gpu-{i:08x}"},
                "driverVersion": {"version": rnd.choice(["1.0.0", "1.2.3", "2.0.0-rc.1", "2.1.0"])},
                "numa.example.com/node": {"int": i % 2},
            },
            "capacity": {"memory": {"value": rnd.choice(["16Gi", "40Gi", "80Gi", "141Gi"])}},
        }
        out.append(device_from_slice(d, DRIVER))
    return out


def claims(n: int, rnd: random.Random) -> list[list[str]]:
    forms = [
        lambda: f'device.attributes["{DRIVER}"].model == "{rnd.choice(MODELS)}"',
        lambda: f'device.capacity["{DRIVER}"].memory.compareTo(quantity("{rnd.randint(1, 160)}Gi")) >= 0',
        lambda: f'device.attributes["{DRIVER}"].driverVersion.isGreaterThan(semver("1.{rnd.randint(0, 5)}.0"))',
        lambda: f'device.attributes["{DRIVER}"].index < {rnd.randint(1, 8)} && device.driver == "{DRIVER}"',
        lambda: f'device.attributes["numa.example.com"].node == {rnd.randint(0, 1)}',
        lambda: (
            f'cel.bind(g, device.attributes["{DRIVER}"], g.model in ["{rnd.choice(MODELS)}", '
            f'"{rnd.choice(MODELS)}"] && g.index >= {rnd.randint(0, 4)})'
        ),
        lambda: f'device.attributes["{DRIVER}"].uuid.endsWith("{rnd.randint(0, 255):02x}")',
    ]
    return [[rnd.choice(forms)() for _ in range(rnd.randint(1, 2))] for _ in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--claims", type=int, default=1000)
    ap.add_argument("--devices", type=int, default=10000)
    ap.add_argument("--naive-claims", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    devs = devices(a.devices, rnd)
    work = claims(a.claims, rnd)
    selectors = sum(len(c) for c in work)
    distinct = len({e for c in work for e in c})

    t = time.perf_counter()
    for c in work:
        for e in c:
            cel_compiler.compile.__wrapped__(e)
    uncached = time.perf_counter() - t

    cel_compiler.compile.cache_clear()
    t = time.perf_counter()
    engine_counts = []
    index = DeviceIndex(devs)
    for c in work:
        ok: set[int] | None = None
        for e in c:
            hit = {i for o, members in index.matches(compile(e)) if o.matched is True for i in members}
            ok = hit if ok is None else ok & hit
        engine_counts.append(len(ok or ()))
    engine = time.perf_counter() - t

    sample = work[: a.naive_claims]
    t = time.perf_counter()
    naive_counts = []
    for c in sample:
        results = [compile(e) for e in c]
        naive_counts.append(sum(all(evaluate(r, d).matched is True for r in results) for d in devs))
    naive_sample = time.perf_counter() - t
    assert naive_counts == engine_counts[: len(sample)], "engine and naive evaluation disagree"
    naive = naive_sample * len(work) / max(1, len(sample))
    pairs = selectors * len(devs)

    print(f"CEL: {a.claims} claims ({selectors} selectors, {distinct} distinct), {a.devices} devices")
    print("| measure | value | baseline | ratio |")
    print("|---|---|---|---|")
    print(
        f"| compile, cached (in engine run) | {len(work)} claims | uncached {uncached:.3f} s "
        f"({uncached / selectors * 1e6:.0f} us/selector) | - |"
    )
    print(
        f"| compile+evaluate, engine | {engine:.2f} s | naive per-device {naive:.1f} s "
        f"(measured on {len(sample)} claims, scaled) | {naive / engine:.1f}x faster |"
    )
    print(f"| per selector x device | {engine / pairs * 1e9:.0f} ns | {naive / pairs * 1e9:.0f} ns | - |")
    print(
        f"| naive evaluate() per pair | {naive_sample / (sum(len(c) for c in sample) * len(devs)) * 1e6:.2f} us"
        " | - | - |"
    )


if __name__ == "__main__":
    main()
