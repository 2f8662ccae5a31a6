"""The matrix run's cost: `check --kubernetes-version 1.34-1.37` against a run of one release (1.37)
over the same files, in one run of this script (the ratio is the figure; the seconds move with the load).

    python bench/matrix_bench.py [--files 400] [--metadata 600] [--rounds 5] [--seed 1]

Inputs (generated deterministically under bench/.corpus/matrix unless there already):
  examples     the repository's examples/ (metadata, health capture, pods, a slice)
  corpus       tests/corpus: real drivers' and upstream's manifests and metadata files
  manifests    --files YAML files, each a ResourceSlice of 8-32 devices, a fifth of them a partitionable
               pool (sharedCounters, consumesCounters: gated before 1.36), a tenth with device taints,
               a ResourceClaim with a CEL selector and a DeviceClass each tenth file
  dump         a kubectl-style ResourceSliceList of ~10 MB (bench/gen_corpus.py's slices)
  metadata     --metadata device-metadata files as the kubelet writes them (v1beta1 then v1alpha1):
               1.36 and 1.37 decode them differently, 1.34 and 1.35 have no such API (exit 2)

Each row is timed two ways, interleaved, and the median kept, in CPU seconds (user and system: the
machine is shared, and wall time moves with the other work on it): a whole process as a user starts
it (`-j 1`, JSON to /dev/null: start-up included) and the engine in this process
(engine.check.check_paths, start-up excluded: the work the matrix adds). Each release alone is run
too: the matrix is compared with the default release (1.37) and with the slowest release alone (the
matrix reports, and so locates, every release's findings: on the manifests, 1.34's are thirty times
1.37's). Target: the matrix at most 1.5x a run of one release.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import yaml  # noqa: E402
from gen_corpus import dump, metadata_tree  # noqa: E402

from dra_conform.engine.check import check_paths  # noqa: E402
from dra_conform.model.results import Options  # noqa: E402
from dra_conform.semantics.releases import RELEASES  # noqa: E402

DRIVER = "gpu.example.com"


def _slices(rng: random.Random, i: int) -> list[dict]:
    """A node's pool: one slice of devices; a partitionable pool (every fifth) has its counters in a
    second slice, as upstream requires."""
    partitionable = i % 5 == 0
    devices = []
    for d in range(rng.randint(8, 32)):
        device: dict = {
            "name": f"gpu-{d}",
            "attributes": {"model": {"string": rng.choice(["A100", "H100", "L4"])}, "index": {"int": d}},
            "capacity": {"memory": {"value": f"{rng.randint(1, 80)}Gi"}},
        }
        if partitionable:
            device["consumesCounters"] = [{"counterSet": "gpu", "counters": {"memory": {"value": "1Gi"}}}]
        if i % 10 == 1:
            device["taints"] = [{"key": "example.com/unhealthy", "effect": "NoSchedule"}]
        devices.append(device)
    pool = {"name": f"node-{i}", "generation": 1, "resourceSliceCount": 2 if partitionable else 1}
    specs = [{"devices": devices}]
    if partitionable:
        specs.append({"sharedCounters": [{"name": "gpu", "counters": {"memory": {"value": "80Gi"}}}]})
    return [
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "ResourceSlice",
            "metadata": {"name": f"s-{i}-{n}"},
            "spec": {"driver": DRIVER, "nodeName": f"node-{i}", "pool": pool, **spec},
        }
        for n, spec in enumerate(specs)
    ]


def _claim(i: int) -> list[dict]:
    return [
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "DeviceClass",
            "metadata": {"name": f"gpu-{i}"},
            "spec": {"selectors": [{"cel": {"expression": f'device.driver == "{DRIVER}"'}}]},
        },
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "ResourceClaim",
            "metadata": {"name": f"claim-{i}", "namespace": "default"},
            "spec": {
                "devices": {
                    "requests": [
                        {
                            "name": "gpu",
                            "exactly": {
                                "deviceClassName": f"gpu-{i}",
                                "selectors": [
                                    {"cel": {"expression": f'device.attributes["{DRIVER}"].model == "H100"'}}
                                ],
                            },
                        }
                    ]
                }
            },
        },
    ]


def manifests(out: Path, files: int, rng: random.Random) -> None:
    out.mkdir(parents=True)
    for i in range(files):
        objects = _slices(rng, i) + (_claim(i) if i % 10 == 0 else [])
        (out / f"node-{i:05d}.yaml").write_text(yaml.safe_dump_all(objects, sort_keys=False))


def corpus(base: Path, files: int, metadata: int, seed: int) -> dict[str, str]:
    stamp = base / f"made-{files}-{metadata}-{seed}"
    if not stamp.exists():
        import shutil

        shutil.rmtree(base, ignore_errors=True)
        base.mkdir(parents=True)
        manifests(base / "manifests", files, random.Random(seed))
        dump(str(base), 10, random.Random(seed))
        metadata_tree(str(base), metadata, random.Random(seed), name="metadata")
        stamp.write_text("")
    return {
        "examples": str(ROOT / "examples"),
        "corpus": str(ROOT / "tests" / "corpus"),
        "manifests": str(base / "manifests"),
        "dump": str(base / "resourceslices.json"),
        "metadata": str(base / "metadata"),
    }


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _process(path: str, releases: list[str]) -> float:
    """CPU seconds (user and system) of a whole process: what other work on the machine does not move."""
    argv = [sys.executable, "-m", "dra_conform", "check", "-j", "1", "--format", "json", "--output", os.devnull]
    for release in releases:
        argv += ["--kubernetes-version", release]
    start = _children_cpu()
    code = subprocess.run(argv + [path], cwd=ROOT, capture_output=True).returncode
    assert code in (0, 1, 2), code
    return _children_cpu() - start


def _engine(path: str, releases: tuple[str, ...]) -> tuple[float, int]:
    """CPU seconds of the engine in this process."""
    options = Options(releases[-1], releases=releases if len(releases) > 1 else ())
    start = time.process_time()
    report = check_paths([path], options)
    return time.process_time() - start, len(report.findings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=400)
    parser.add_argument("--metadata", type=int, default=600)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()
    inputs = corpus(ROOT / "bench" / ".corpus" / "matrix", args.files, args.metadata, args.seed)
    runs = [(release,) for release in RELEASES] + [RELEASES]  # each release alone, then all of them
    figures: dict[str, dict[str, float]] = {}
    print(
        f"{'input':<10} {'how':<8} {'1.37 alone':>10} {'slowest alone':>14} {'1.34-1.37':>10} "
        f"{'vs 1.37':>8} {'vs slowest':>11}  findings (1.37 / matrix)"
    )
    for name, path in inputs.items():
        times: dict[str, dict[tuple[str, ...], list[float]]] = {"process": {}, "engine": {}}
        found: dict[tuple[str, ...], int] = {}
        for releases in runs:  # warm: imports, the catalogue, the CEL caches
            _engine(path, releases)
        for _ in range(args.rounds):
            for releases in runs:
                times["process"].setdefault(releases, []).append(_process(path, list(releases)))
                seconds, found[releases] = _engine(path, releases)
                times["engine"].setdefault(releases, []).append(seconds)
        for how, by_run in times.items():
            median = {releases: statistics.median(t) for releases, t in by_run.items()}
            default, matrix = median[(RELEASES[-1],)], median[RELEASES]
            slowest_release, slowest = max(((r, median[(r,)]) for r in RELEASES), key=lambda rt: rt[1])
            figures[f"{name}/{how}"] = {
                "default": default,
                "slowest": slowest,
                "matrix": matrix,
                "ratio": matrix / default,
                "ratio_to_slowest": matrix / slowest,
            }
            print(
                f"{name:<10} {how:<8} {default:>9.3f}s {slowest:>8.3f}s ({slowest_release}) {matrix:>9.3f}s "
                f"{matrix / default:>7.2f}x {matrix / slowest:>10.2f}x  {found[(RELEASES[-1],)]} / {found[RELEASES]}"
            )
    for key in ("ratio", "ratio_to_slowest"):
        worst = max(f[key] for f in figures.values())
        print(f"worst {key}: {worst:.2f}x (target <= 1.5x): {'met' if worst <= 1.5 else 'NOT met'}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
