"""The pure-Python scanner twin against the C scanner, per mode, on shapes the hostile tests and real
files have: the ratio twin / C from the same run (CPU time, best of --repeat).

    python bench/scanner_bench.py [--repeat 3]

The twin is what `live`'s zipapp and a checkout without a compiler run; CI's pure suite holds the
hostile tests' 10 s CPU bound with it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dra_conform.reading.parser import _c, python_scan  # noqa: E402
from dra_conform.reading.parser import events as ev  # noqa: E402
from tests.hostile import generate as g  # noqa: E402


def _indented_metadata(devices: int) -> bytes:
    """Device metadata as Go's MarshalIndent writes it (the whitespace check runs on every gap)."""
    device = {"driver": "gpu.example.com", "pool": "p", "name": "", "attributes": {"a": {"string": "x"}}}
    requests = [{"name": "r", "devices": [dict(device, name=f"g{i}") for i in range(devices)]}]
    value = {"kind": "DeviceMetadata", "apiVersion": "metadata.resource.k8s.io/v1beta1", "requests": requests}
    return json.dumps(value, indent=2).encode()


CASES = {
    "wide object (300k keys)": lambda: g.wide_object_metadata(300_000),
    "duplicate container keys (20k)": lambda: g.duplicate_container_keys_metadata(20_000),
    "tiny objects (100k)": lambda: g.tiny_objects(100_000),
    "indented metadata (20k devices)": lambda: _indented_metadata(20_000),
}
MODES = {"tokens": ev.MODE_TOKENS, "values": ev.MODE_VALUES, "outline": ev.MODE_OUTLINE}


def best(repeat: int, scan, data: bytes, mode: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        scan(data, mode)
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'case':34} {'mode':8} {'C s':>8} {'twin s':>8} {'twin/C':>7}")
    for name, make in CASES.items():
        data = make()
        for mode_name, mode in MODES.items():
            native = best(args.repeat, lambda d, m: _c.scan(d, m, 0, None), data, mode)
            twin = best(args.repeat, python_scan, data, mode)
            assert _c.scan(data, mode, 0, None) == python_scan(data, mode)
            print(f"{name:34} {mode_name:8} {native:8.3f} {twin:8.3f} {twin / max(native, 1e-6):7.1f}")


if __name__ == "__main__":
    main()
