"""Satisfiability (DRA-CL-040...043): requests of many claims judged against many published devices.

    python bench/satisfy_bench.py [--claims 1000] [--devices 10000] [--nodes 100] [--naive-claims 20] [--seed 1]

engine = the filter analysis as the rules run it (semantics/allocator/filters.py): the allocator's
         inventory built once, each DeviceClass's selectors evaluated once, CEL grouped by the device
         values a selector reads (DeviceIndex), equal requests judged once.
naive  = the same verdicts without the sharing: every request filtered device by device with
         evaluate() (class selectors included), timed on --naive-claims claims and scaled.
allocator = what check adds since the verdict is the scheduler's (semantics.allocator): every claim
         allocated on every node, over the same inventory, with a matchAttribute constraint on a fifth
         of the claims and a tenth of the devices allocated to other claims; its ratio is to the
         engine's time.
total    = engine + allocator: what check spends on the claims (compare it across commits, same run).
Both give the same verdicts (checked). Not a test: compare the ratio, not the seconds.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dra_conform.semantics import cel  # noqa: E402
from dra_conform.semantics.allocator import AllocatedState, Features, Inventory  # noqa: E402
from dra_conform.semantics.allocator.filters import Analysis, Classes  # noqa: E402
from dra_conform.semantics.allocator.nodes import judge  # noqa: E402
from dra_conform.semantics.allocator.published import Published  # noqa: E402

DRIVER = "gpu.example.com"
MODELS = ["A100", "H100", "H200", "B200", "L4", "L40S", "T4", "V100"]
CLASSES = [
    {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "DeviceClass",
        "metadata": {"name": name},
        "spec": {"selectors": [{"cel": {"expression": expression}}]},
    }
    for name, expression in (
        ("gpu", f'device.driver == "{DRIVER}"'),
        (
            "big-gpu",
            f'device.driver == "{DRIVER}" && device.capacity["{DRIVER}"].memory.compareTo(quantity("40Gi")) >= 0',
        ),
    )
]


def slices(devices: int, nodes: int, rnd: random.Random) -> list[dict]:
    out = []
    per_node = devices // nodes
    for n in range(nodes):
        items = [
            {
                "name": f"gpu-{i}",
                "attributes": {
                    "model": {"string": rnd.choice(MODELS)},
                    "index": {"int": i % 8},
                    "uuid": {"string": f"gpu-{n}-{i:06x}"},
                    "driverVersion": {"version": rnd.choice(["1.0.0", "1.2.3", "2.0.0-rc.1", "2.1.0"])},
                    "numa.example.com/node": {"int": i % 2},
                },
                "capacity": {"memory": {"value": rnd.choice(["16Gi", "40Gi", "80Gi", "141Gi"])}},
                **(
                    {"taints": [{"key": "example.com/unhealthy", "effect": "NoSchedule"}]}
                    if rnd.random() < 0.02
                    else {}
                ),
            }
            for i in range(per_node)
        ]
        out.append(
            {
                "apiVersion": "resource.k8s.io/v1",
                "kind": "ResourceSlice",
                "metadata": {"name": f"node-{n}"},
                "spec": {
                    "driver": DRIVER,
                    "nodeName": f"node-{n}",
                    "devices": items,
                    "pool": {"name": f"node-{n}", "generation": 1, "resourceSliceCount": 1},
                },
            }
        )
    return out


def claims(n: int, rnd: random.Random) -> list[dict]:
    forms = [
        lambda: f'device.attributes["{DRIVER}"].model == "{rnd.choice(MODELS)}"',
        lambda: f'device.capacity["{DRIVER}"].memory.compareTo(quantity("{rnd.randint(1, 160)}Gi")) >= 0',
        lambda: f'device.attributes["{DRIVER}"].driverVersion.isGreaterThan(semver("1.{rnd.randint(0, 5)}.0"))',
        lambda: f'device.attributes["{DRIVER}"].index < {rnd.randint(1, 8)}',
        lambda: f'device.attributes["numa.example.com"].node == {rnd.randint(0, 1)}',
    ]
    out = []
    for i in range(n):
        exactly = {
            "deviceClassName": rnd.choice(["gpu", "big-gpu"]),
            "count": rnd.randint(1, 8),
            "selectors": [{"cel": {"expression": rnd.choice(forms)()}} for _ in range(rnd.randint(0, 2))],
        }
        out.append(
            {
                "apiVersion": "resource.k8s.io/v1",
                "kind": "ResourceClaim",
                "metadata": {"name": f"c{i}", "namespace": "default"},
                "spec": {"devices": {"requests": [{"name": "gpu", "exactly": exactly}]}},
            }
        )
    return out


def naive(analysis: Analysis, claim: dict) -> list[bool | None]:
    """Per device and selector, no sharing: matching devices per node, then the count (no counters here)."""
    published = analysis.published
    options = published.features.cel_options
    out = []
    for exactly in (r["exactly"] for r in claim["spec"]["devices"]["requests"]):
        expressions = list((analysis.classes.selectors or {})[exactly["deviceClassName"]])
        expressions += [s["cel"]["expression"] for s in exactly.get("selectors", ())]
        compiled = [cel.compile(e, options) for e in expressions]
        per_node: dict[str, int] = {}
        for i in published.members:
            device, view = published.devices[i], published.view(i)
            if all(cel.evaluate(c, view).matched for c in compiled) and not device.taints:
                per_node[device.node] = per_node.get(device.node, 0) + 1
        out.append(max(per_node.values(), default=0) >= exactly["count"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--claims", type=int, default=1000)
    ap.add_argument("--devices", type=int, default=10000)
    ap.add_argument("--nodes", type=int, default=100)
    ap.add_argument("--naive-claims", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    published, work = slices(a.devices, a.nodes, rnd), claims(a.claims, rnd)

    taken = AllocatedState(
        devices={(DRIVER, s["metadata"]["name"], d["name"]) for s in published for d in s["spec"]["devices"][::10]}
    )
    t = time.perf_counter()
    inventory = Inventory.of(published)
    analysis = Analysis(Published(inventory, AllocatedState(), Features()), Classes.of(CLASSES))
    built = time.perf_counter() - t
    verdicts = [[v.satisfiable for v in analysis.claim(c)] for c in work]
    engine = time.perf_counter() - t

    cel.compile.cache_clear()
    sample = work[: a.naive_claims]
    t = time.perf_counter()
    baseline = [naive(analysis, c) for c in sample]
    naive_sample = time.perf_counter() - t
    assert baseline == verdicts[: len(sample)], "engine and naive verdicts disagree"
    scaled = naive_sample * len(work) / max(1, len(sample))
    unsatisfiable = sum(1 for v in verdicts if v == [False])
    print(
        f"satisfiability: {a.claims} claims, {a.devices} devices on {a.nodes} nodes "
        f"({unsatisfiable} claims cannot be satisfied)"
    )
    print("| measure | value | baseline | ratio |")
    print("|---|---|---|---|")
    print(f"| inventory built | {built:.2f} s | - | - |")
    print(
        f"| judged, engine (inventory included) | {engine:.2f} s | naive per device {scaled:.1f} s "
        f"(measured on {len(sample)} claims, scaled) | {scaled / engine:.1f}x faster |"
    )
    print(f"| per claim | {engine / a.claims * 1e3:.1f} ms | {scaled / a.claims * 1e3:.1f} ms | - |")

    mixed = [dict(c) for c in work]
    for c in mixed[::5]:
        c["spec"] = {"devices": dict(c["spec"]["devices"], constraints=[{"matchAttribute": "numa.example.com/node"}])}
    classes = {c["metadata"]["name"]: c for c in CLASSES}
    t = time.perf_counter()
    memo: dict[str, object] = {}
    kinds: dict[str, int] = {}
    for c in mixed:
        key = repr(c["spec"])
        if key not in memo:
            memo[key] = judge(inventory, [c], classes, taken, Features(), [])
        kind = memo[key].kind  # type: ignore[attr-defined]
        kinds[kind] = kinds.get(kind, 0) + 1
    allocator = time.perf_counter() - t
    print(
        f"| allocator, every claim on every node ({', '.join(f'{k}: {n}' for k, n in sorted(kinds.items()))}) | "
        f"{allocator:.2f} s | engine {engine:.2f} s | {(engine + allocator) / engine:.2f}x the engine's time |"
    )
    print(f"| total, engine and allocator | {engine + allocator:.2f} s | - | - |")


if __name__ == "__main__":
    main()
