"""Deterministic benchmark corpus: a metadata tree in the upstream writer's format and
a kubectl-style ResourceSliceList dump.

    python bench/gen_corpus.py DIR [--files 3000] [--dump-mb 100] [--seed 1]

The same arguments give byte-identical output.
"""

from __future__ import annotations

import argparse
import json
import os
import random

ROOT = ("var", "run", "kubernetes.io", "dra-device-attributes")
PRODUCTS = ["LATEST-GPU-MODEL", "H100 80GB HBM3", "MI300X", "Gaudi3", "TPU v5e", "Ünïcode-Accel <x>"]


def canonical(obj: dict) -> str:
    text = json.dumps(obj, indent=2, ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026") + "\n"


def device(rng: random.Random, driver: str, index: int, nic: bool, misnamed: float | None = None) -> dict:
    attributes = {
        "driverVersion": {"version": f"1.{rng.randint(0, 9)}.{rng.randint(0, 20)}"},
        "index": {"int": index},
        "model": {"string": rng.choice(PRODUCTS)},
        "uuid": {"string": f"gpu-{rng.getrandbits(128):032x}"},
        "resource.kubernetes.io/pciBusID": {"string": f"0000:{rng.randint(0, 255):02x}:00.0"},
    }
    for k in range(rng.randint(0, 25)):
        attributes[f"feature{k}"] = rng.choice(
            [{"bool": True}, {"int": rng.randint(0, 1 << 20)}, {"string": "x" * rng.randint(1, 40)}]
        )
    if misnamed is not None:
        # A share of the names written under resource.k8s.io, the standard domain misspelled (a DRA-MD-074
        # warning each; the driver's own domain, which this used, is not one any more). The draw is made
        # for every name whatever the share, so trees of different shares hold the same devices.
        draws = [rng.random() for _ in attributes]
        attributes = dict(
            sorted(
                (f"resource.k8s.io/{name}" if "/" not in name and draw < misnamed else name, value)
                for (name, value), draw in zip(attributes.items(), draws)
            )
        )
    dev = {
        "driver": driver,
        "pool": f"node-{rng.randint(0, 99)}",
        "name": f"dev-{index}",
        "attributes": dict(sorted(attributes.items())),
    }
    if nic:
        dev["networkData"] = {
            "interfaceName": f"eth{index}",
            "ips": [f"10.{index}.0.5/24"],
            "hardwareAddress": "02:42:ac:11:00:02",
        }
    return dev


def compact(obj: dict) -> str:
    text = json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026") + "\n"


def metadata_tree(
    out: str,
    files: int,
    rng: random.Random,
    name: str = "tree",
    misnamed: float | None = None,
    mixed_layout: bool = False,
) -> int:
    """``files`` claim files, two objects each (v1beta1 then v1alpha1), as the kubelet's writer lays them out.

    ``misnamed``: the share of attribute names under the misspelled standard domain, one finding each;
    ``mixed_layout``: every other file compact (one line per object) instead of indented."""
    total = 0
    base = os.path.join(out, name, *ROOT)
    for i in range(files):
        nic = i % 5 == 0
        driver = "net.example.com" if nic else "gpu.example.com"
        request = "nic" if nic else "gpu"
        claim = f"claim-{i:05d}"
        obj = {
            "kind": "DeviceMetadata",
            "apiVersion": "metadata.resource.k8s.io/v1beta1",
            "metadata": {
                "name": claim,
                "namespace": "default",
                "uid": f"{rng.getrandbits(32):08x}-1b3c-4d5e-9f7a-{rng.getrandbits(48):012x}",
                "generation": 1,
            },
            "requests": [
                {
                    "name": request,
                    "devices": [device(rng, driver, d, nic, misnamed) for d in range(rng.randint(1, 8))],
                }
            ],
        }
        older = dict(obj, apiVersion="metadata.resource.k8s.io/v1alpha1")
        target = os.path.join(base, "resourceclaims", claim, request, f"{driver}-metadata.json")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        encode = compact if mixed_layout and i % 2 else canonical
        data = (encode(obj) + encode(older)).encode()
        with open(target, "wb") as f:
            f.write(data)
        total += len(data)
    return total


def slice_item(rng: random.Random, i: int) -> dict:
    devices = []
    for d in range(rng.randint(16, 64)):
        devices.append(
            {
                "name": f"gpu-{d}",
                "attributes": {
                    f"attr{k}": {"string": "value-" + "x" * rng.randint(1, 30)} for k in range(rng.randint(5, 20))
                },
                "capacity": {"memory": {"value": f"{rng.randint(1, 80)}Gi"}},
            }
        )
    return {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceSlice",
        "metadata": {
            "name": f"node-{i}-gpu.example.com-{rng.getrandbits(20):05x}",
            "uid": f"{rng.getrandbits(128):032x}",
        },
        "spec": {
            "driver": "gpu.example.com",
            "nodeName": f"node-{i}",
            "pool": {"name": f"node-{i}", "generation": 1, "resourceSliceCount": 1},
            "devices": devices,
        },
    }


def dump(out: str, megabytes: int, rng: random.Random) -> int:
    target = os.path.join(out, "resourceslices.json")
    items, size, i = [], 0, 0
    while size < megabytes * 1_000_000:
        text = json.dumps(slice_item(rng, i), indent=4)
        items.append(text)
        size += len(text) + 6
        i += 1
    body = ",\n".join(items)
    with open(target, "w") as f:
        f.write('{\n    "apiVersion": "v1",\n    "items": [\n' + body + '\n    ],\n    "kind": "List"\n}\n')
    return os.path.getsize(target)


def yaml_documents(out: str, megabytes: int, rng: random.Random) -> int:
    """A multi-document YAML file of ResourceSlices, as `kubectl get -o yaml` per object would give."""
    import yaml

    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    target = os.path.join(out, "resourceslices.yaml")
    size, i = 0, 0
    with open(target, "w") as f:
        while size < megabytes * 1_000_000:
            text = "---\n" + yaml.dump(slice_item(rng, i), Dumper=dumper, sort_keys=False)
            f.write(text)
            size += len(text)
            i += 1
    return os.path.getsize(target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=3000)
    parser.add_argument("--dump-mb", type=int, default=100)
    parser.add_argument("--yaml-mb", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-twins", action="store_true", help="only the usual tree (no findings-heavy twins)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tree = metadata_tree(args.out, args.files, rng)
    print(f"metadata tree: {args.files} files, {tree / 1e6:.1f} MB")
    # The findings-heavy tree and its twin without findings: the same devices from the same seed,
    # 28% of attribute names under the misspelled standard domain or none, compact and indented files mixed.
    for name, share in () if args.no_twins else (("findings-tree", 0.28), ("clean-tree", 0.0)):
        size = metadata_tree(args.out, args.files, random.Random(args.seed + 1), name, share, mixed_layout=True)
        print(f"{name}: {args.files} files, {size / 1e6:.1f} MB")
    if args.dump_mb:
        print(f"dump: {dump(args.out, args.dump_mb, rng) / 1e6:.1f} MB")
    if args.yaml_mb:
        print(f"yaml: {yaml_documents(args.out, args.yaml_mb, rng) / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
