"""What one fleet sweep pod costs: peak RSS and CPU seconds of the sweep container's command on a
simulated node, run as the image runs it (the zipapp, its pure-Python parser, gRPC beside it).

    python bench/fleet_node.py [--claims 16] [--drivers 1] [--seconds 40]

The node root holds CLAIMS metadata CDI specs and their host files (gpu.example.com) and DRIVERS
DRA drivers serving registration and a health stream of 8 devices every second (real gRPC
servers, tests/health/fake_driver.py). The argv is the sweep container's, rendered from
deploy/fleet, with --root pointing at the node and HEALTH_SECONDS set to SECONDS. docs/fleet.md
records what this printed and the requests and limits chosen from it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from tests.fleet.manifests import expand, literal_env, sweep_container  # noqa: E402
from tests.health.fake_driver import FakeDriver, Scenario  # noqa: E402

GOOD = (
    HERE.parent
    / "examples/metadata/var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu"
    / "gpu.example.com-metadata.json"
)
CONTAINER_DIR = "/var/run/kubernetes.io/dra-device-attributes/resourceclaims"

# Runs a command and prints its wall seconds, CPU seconds (user + system) and peak RSS in bytes.
_LAUNCH = (
    "import os, subprocess, sys, time; t = time.perf_counter(); "
    "c = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL); "
    "_, status, u = os.wait4(c.pid, 0); "
    "print(time.perf_counter() - t, u.ru_utime + u.ru_stime, u.ru_maxrss * 1024, os.waitstatus_to_exitcode(status))"
)


def make_node(root: Path, claims: int) -> None:
    for directory in ("var/run/cdi", "var/lib/kubelet/plugins", "var/lib/kubelet/plugins_registry"):
        (root / directory).mkdir(parents=True, exist_ok=True)
    good = GOOD.read_bytes()
    for i in range(claims):
        uid = f"{i:08x}-7e22-4f0c-9d6a-0c5d2f1e3b4a"
        claim = f"claim-{i}"
        host = f"/var/lib/kubelet/plugins/gpu.example.com/dra-device-metadata/default_{claim}/gpu/metadata.json"
        path = root / host.lstrip("/")
        path.parent.mkdir(parents=True)
        path.write_bytes(
            good.replace(b"gpu-claim", claim.encode()).replace(b"c7e7b22e-239b-4498-b27c-7f1344481e14", uid.encode())
        )
        spec = {
            "cdiVersion": "0.5.0",
            "kind": "gpu.example.com/metadata",
            "devices": [
                {
                    "name": f"{uid}_gpu",
                    "containerEdits": {
                        "mounts": [
                            {
                                "hostPath": host,
                                "containerPath": f"{CONTAINER_DIR}/{claim}/gpu/gpu.example.com-metadata.json",
                                "options": ["ro", "bind"],
                            }
                        ]
                    },
                }
            ],
        }
        (root / f"var/run/cdi/gpu.example.com_metadata_{uid}_gpu.json").write_text(json.dumps(spec, indent=2))


def drivers(root: Path, count: int) -> list[FakeDriver]:
    out = []
    devices = {f"gpu-{k}": "HEALTHY" for k in range(8)}
    for d in range(count):
        name = f"driver-{d}.example.com"
        fake = FakeDriver(name=name, scenario=Scenario([(1.0, devices)] * 100_000, timeout_seconds=30))
        (root / f"var/lib/kubelet/plugins/{name}").mkdir(parents=True, exist_ok=True)
        fake.endpoint = f"/var/lib/kubelet/plugins/{name}/dra.sock"
        fake.dra_socket = str(root) + fake.endpoint
        fake.registration_socket = str(root / f"var/lib/kubelet/plugins_registry/{name}-reg.sock")
        out.append(fake)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--claims", type=int, default=16)
    parser.add_argument("--drivers", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--show", action="store_true", help="print the sweep's stderr (its notes)")
    options = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="fn", dir="/tmp"))  # short: AF_UNIX paths
    try:
        make_node(root, options.claims)
        fakes = drivers(root, options.drivers)
        pyz = root / "dra-conform.pyz"
        subprocess.run(
            [sys.executable, str(HERE.parent / "tools" / "build_zipapp.py"), str(pyz)], check=True, capture_output=True
        )
        container = sweep_container("daemonset")
        env = literal_env(container) | {"HEALTH_SECONDS": f"{options.seconds:g}"}
        argv = expand(container["args"], env)
        argv[argv.index("--root") + 1] = str(root)
        for fake in fakes:
            fake.__enter__()
        try:
            # -S: no site hooks (the checkout's editable install stays out); gRPC from PYTHONPATH, after the zipapp
            out = subprocess.run(
                [sys.executable, "-c", _LAUNCH, sys.executable, "-S", str(pyz), *argv],
                capture_output=True,
                text=True,
                check=True,
                timeout=options.seconds + 120,
                env={**os.environ, **env, "NODE_NAME": "bench-node", "PYTHONPATH": sysconfig.get_paths()["purelib"]},
            )
        finally:
            for fake in fakes:
                fake.__exit__(None, None, None)
        if options.show:
            print(out.stderr, end="")
        wall, cpu, rss, code = out.stdout.split()
        print(
            f"| {options.claims} claims, {options.drivers} driver(s), {options.seconds:g} s health | "
            f"{float(wall):.1f} | {float(cpu):.2f} | {float(rss) / 2**20:.0f} | {code} |"
        )
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
