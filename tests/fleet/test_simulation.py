"""A fleet of 200 simulated nodes swept as the DaemonSet's pods would, and the logs merged.

Each node is a directory laid out like a node's /var/run/cdi and /var/lib/kubelet, with a
fault or none: a host metadata file no CDI spec mounts (a missing spec), a spec mounting it
without "ro", a torn host file, a DRA driver whose health stream stops, a driver that stays up.
Drivers are real gRPC servers on each node's sockets (tests/health/fake_driver.py's servicers).

Every node runs the sweep container's argv exactly as rendered from deploy/fleet, $(VAR)s
expanded from the container's env as the kubelet does; two things differ from a pod, and only
those: --root names the node's directory instead of the /host mount point, and HEALTH_SECONDS is
0.5 instead of 40 (the operator's knob, set in the env as a patch would) to keep the run short;
5 on the nodes whose stream stops after 0.2 s, so that a loaded machine still sees it stop (the
probe ends with the stream: the 5 s are not waited for).
The argv runs in-process (main(argv), what the image's zipapp entrypoint calls), and a few
nodes also through the zipapp itself to show it is the same. The pods' output becomes one
`kubectl logs --prefix` stream, in part interleaved as `-f` would, and `dra-conform merge -`
reads it.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import sysconfig
from concurrent import futures
from pathlib import Path

import grpc
import pytest

from tests.fleet.manifests import expand, literal_env, sweep_container
from tests.health.fake_driver import MODULES, FakeDriver, Scenario, _Health, bindable, healthy
from tests.helpers import PROJECT, UNSHARE_MOUNTS, cli, needs_mounts

NODES = 200
DRIVER = "gpu.example.com"
GOOD = (
    PROJECT
    / "examples"
    / "metadata"
    / "var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu"
    / "gpu.example.com-metadata.json"
)
CONTAINER_PATH = (
    "/var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"
)
HOST_FILE = f"/var/lib/kubelet/plugins/{DRIVER}/dra-device-metadata/default_gpu-claim/gpu/metadata.json"
ENDPOINT = f"/var/lib/kubelet/plugins/{DRIVER}/dra.sock"  # what GetInfo says: a node path
REGISTRATION = f"/var/lib/kubelet/plugins_registry/{DRIVER}-reg.sock"


def fault(i: int) -> str:
    """The mix, over every 20 nodes: 4 missing a spec, 4 without "ro", 4 torn, 1 whose health stream stops,
    1 whose stream stays up, 6 without a fault."""
    return (
        "missing-spec",
        "no-ro",
        "torn",
        "health-stops",
        "clean",
        "missing-spec",
        "no-ro",
        "torn",
        "health-ok",
        "clean",
        "missing-spec",
        "no-ro",
        "torn",
        "clean",
        "clean",
        "missing-spec",
        "no-ro",
        "torn",
        "clean",
        "clean",
    )[i % 20]


def make_node(root: Path, i: int, kind: str) -> None:
    uid = f"{i:08x}-7e22-4f0c-9d6a-0c5d2f1e3b4a"
    for directory in ("var/run/cdi", "var/lib/kubelet/plugins", "var/lib/kubelet/plugins_registry"):
        (root / directory).mkdir(parents=True, exist_ok=True)
    host = root / HOST_FILE.lstrip("/")
    host.parent.mkdir(parents=True)
    good = GOOD.read_bytes().replace(b"c7e7b22e-239b-4498-b27c-7f1344481e14", uid.encode())
    host.write_bytes(good[:300] if kind == "torn" else good)  # a writer cut off mid-file
    if kind == "missing-spec":
        return
    spec = {
        "cdiVersion": "0.5.0",
        "kind": f"{DRIVER}/metadata",
        "devices": [
            {
                "name": f"{uid}_gpu",
                "containerEdits": {
                    "mounts": [
                        {
                            "hostPath": HOST_FILE,
                            "containerPath": CONTAINER_PATH,
                            "options": ["bind"] if kind == "no-ro" else ["ro", "bind"],
                        }
                    ]
                },
            }
        ],
    }
    (root / "var/run/cdi" / f"{DRIVER}_metadata_{uid}_gpu.json").write_text(json.dumps(spec, indent=2))


class Drivers:
    """One registration server and two health servers (one streams on, one stops), each bound to the
    sockets of every node that has such a driver: as many drivers as nodes, three servers."""

    def __init__(self, directory: Path) -> None:
        self.ok = FakeDriver(directory, scenario=healthy(period=0.1, count=1000, timeout=2))
        self.stops = FakeDriver(
            directory,
            scenario=Scenario(
                [(0.1, {"gpu-0": "HEALTHY", "gpu-1": "HEALTHY"})] * 2, timeout_seconds=2, end_after_steps=True
            ),
        )
        self.ok.endpoint = self.stops.endpoint = ENDPOINT
        self.held: list[int] = []  # directory descriptors naming sockets too deep for AF_UNIX
        self.servers = {
            name: grpc.server(futures.ThreadPoolExecutor(max_workers=8)) for name in ("registration", "ok", "stops")
        }
        self.ok._add_registration(self.servers["registration"])
        for name, holder in (("ok", self.ok), ("stops", self.stops)):
            pb2, pb2_grpc = MODULES["v1.DRAResourceHealth"]
            pb2_grpc.add_DRAResourceHealthServicer_to_server(_Health(holder, pb2), self.servers[name])

    def serve(self, root: Path, kind: str) -> None:
        self.servers["registration"].add_insecure_port(f"unix://{bindable(f'{root}{REGISTRATION}', self.held)}")
        server = self.servers["ok" if kind == "health-ok" else "stops"]
        server.add_insecure_port(f"unix://{bindable(f'{root}{ENDPOINT}', self.held)}")

    def __enter__(self) -> Drivers:
        for server in self.servers.values():
            server.start()
        return self

    def __exit__(self, *exc: object) -> None:
        for holder in (self.ok, self.stops):
            holder._stop.set()
        for server in self.servers.values():
            server.stop(grace=None).wait()
        for fd in self.held:
            os.close(fd)


def pod_argv(root: Path, i: int) -> tuple[list[str], dict[str, str]]:
    """The sweep container's args as the kubelet hands them to the entrypoint, for node ``i``."""
    container = sweep_container("daemonset")
    env = literal_env(container) | {"HEALTH_SECONDS": "5" if fault(i) == "health-stops" else "0.5"}
    args = expand(container["args"], env)
    args[args.index("--root") + 1] = str(root)
    return args, env


def run_pod(argv: list[str], env: dict[str, str], node: str) -> tuple[int, str, str]:
    ran = cli(*argv, cwd=os.getcwd(), env={**env, "NODE_NAME": node})
    return ran.returncode, ran.stdout.decode(), ran.stderr.decode()


@pytest.fixture(scope="module")
def fleet(tmp_path_factory):
    top = tmp_path_factory.mktemp("fl")
    nodes, drivers = {}, Drivers(top)
    for i in range(NODES):
        name, root = f"gpu-node-{i:03d}", top / f"n{i:03d}"
        make_node(root, i, fault(i))
        if fault(i).startswith("health"):
            drivers.serve(root, fault(i))  # before the servers start: gRPC binds no port after
        nodes[name] = root
    with drivers:
        pods = {}
        for i, (name, root) in enumerate(nodes.items()):
            argv, env = pod_argv(root, i)
            pods[name] = run_pod(argv, env, name)
        yield nodes, pods, top


def kubectl_logs(pods: dict[str, tuple[int, str, str]], follow: bool) -> str:
    """What `kubectl logs -l ... -c sweep --prefix --tail=-1` prints: each pod's log (stdout, then the
    notes it wrote to stderr), one pod after another, or, as with -f, whole lines interleaved."""
    logs = [
        [f"[pod/dra-conform-fleet-{i:05x}/sweep] {line}" for line in (out + err).splitlines()]
        for i, (_, out, err) in enumerate(pods.values())
    ]
    if not follow:
        return "".join(line + "\n" for log in logs for line in log)
    rng, lines = random.Random(19), []
    while any(logs):
        log = rng.choice([log for log in logs if log])
        lines.append(log.pop(0))
    return "".join(line + "\n" for line in lines)


def merge(stream: str, *args: str) -> tuple[int, dict]:
    out = subprocess.run(
        [sys.executable, "-m", "dra_conform", "merge", "-", "--format", "json", *args],
        input=stream.encode(),
        capture_output=True,
        cwd=PROJECT,
        timeout=120,
    )
    assert out.returncode in (0, 1), out.stderr.decode()
    return out.returncode, json.loads(out.stdout)


def expected_nodes(kind: str) -> list[str]:
    return [f"gpu-node-{i:03d}" for i in range(NODES) if fault(i) == kind]


def test_every_pod_prints_one_json_report_about_its_node_and_exits_0(fleet):
    _, pods, _ = fleet
    for name, (code, out, err) in pods.items():
        assert code == 0, (name, err)
        report = json.loads(out)
        assert report["node"] == name
        assert report["summary"]["inputErrors"] == []


@pytest.mark.parametrize("follow", [False, True])
def test_merged_counts_and_node_lists(fleet, follow):
    _, pods, _ = fleet
    code, merged = merge(kubectl_logs(pods, follow))
    assert code == 1  # errors on some nodes, --fail-on error
    summary = merged["summary"]
    assert summary["nodes"] == NODES and summary["inputProblems"] == []
    rules = {(r["ruleId"], r["severity"]): r["nodes"] for r in merged["rules"]}
    findings = {(f["ruleId"], f["severity"], f["fieldPath"]): f for f in merged["findings"]}
    # a spec without "ro": DRA-MD-010 error on exactly those nodes, one collapsed line for all of them
    no_ro = findings[("DRA-MD-010", "error", "devices[0].containerEdits.mounts[0].options")]
    assert no_ro["nodes"] == expected_nodes("no-ro") and no_ro["count"] == 40
    assert no_ro["file"] == f"/var/run/cdi/{DRIVER}_metadata_<uid>_gpu.json"
    # a host file no spec mounts: the missing spec is a DRA-MD-010 warning on the host file
    missing = findings[("DRA-MD-010", "warning", "")]
    assert missing["nodes"] == expected_nodes("missing-spec") and missing["file"] == HOST_FILE
    assert "no CDI spec mounts this metadata file" in missing["message"]
    # a torn host file: the reader's decode error
    (torn,) = [f for f in merged["findings"] if f["ruleId"] == "DRA-MD-020"]
    assert torn["nodes"] == expected_nodes("torn") and torn["file"] == HOST_FILE
    # a health stream that stops: DRA-HLT-009 on those nodes, and only there; the healthy ones say nothing
    assert rules[("DRA-HLT-009", "warning")] == expected_nodes("health-stops")
    (stopped,) = [f for f in merged["findings"] if f["ruleId"] == "DRA-HLT-009"]
    assert stopped["file"] == f"{ENDPOINT}#NodeWatchResources" and stopped["count"] == 10
    assert "<n> s" in stopped["message"]
    # per rule (at its most severe): DRA-MD-010 on the nodes missing a spec and those without "ro"
    assert rules[("DRA-MD-010", "error")] == sorted(expected_nodes("no-ro") + expected_nodes("missing-spec"))
    assert set(rules) == {("DRA-MD-010", "error"), ("DRA-MD-020", "error"), ("DRA-HLT-009", "warning")}
    # per node
    nodes = {n["name"]: n for n in merged["nodes"]}
    for name in expected_nodes("clean") + expected_nodes("health-ok"):
        assert (nodes[name]["errors"], nodes[name]["warnings"], nodes[name]["notes"]) == (0, 0, 0), name
    for name in expected_nodes("no-ro") + expected_nodes("torn"):
        assert nodes[name]["errors"] == 1, name
    assert summary["cleanNodes"] == 70 and summary["nodesWithErrors"] == 80 and summary["nodesWithWarnings"] == 50
    assert summary["errors"] == 80 and summary["warnings"] == 50
    # per driver: everything here belongs to the one driver
    assert merged["drivers"] == [{"driver": DRIVER, "nodes": 130, "errors": 80, "warnings": 50, "notes": 0}]
    # the nodes' stderr notes came along, with their pods
    healthy_node = nodes[expected_nodes("health-ok")[0]]
    assert any("response(s) in" in m and "on v1.DRAResourceHealth" in m for m in healthy_node["messages"])
    clean_node = nodes[expected_nodes("clean")[0]]
    assert any("no DRA driver registered" in m for m in clean_node["messages"])


def test_text_markdown_and_exit_codes_across_the_fleet(fleet):
    _, pods, _ = fleet
    stream = kubectl_logs(pods, follow=False).encode()

    def cli(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "dra_conform", "merge", "-", *args],
            input=stream,
            capture_output=True,
            cwd=PROJECT,
            timeout=120,
        )

    text = cli()
    assert text.returncode == 1
    lines = text.stdout.decode().splitlines()
    assert lines[0].startswith(
        "fleet: 200 nodes reported, 80 with errors, 50 with warnings, 0 with notes only, 70 clean"
    )
    assert (
        "DRA-MD-010 error on 80 of 200 nodes: gpu-node-000, gpu-node-001, gpu-node-005, gpu-node-006,"
        in text.stdout.decode()
    )
    assert any(line.startswith("  40× error /var/run/cdi/gpu.example.com_metadata_<uid>_gpu.json: ") for line in lines)
    assert "DRA-HLT-009 warning on 10 of 200 nodes: gpu-node-003, gpu-node-023" in text.stdout.decode()
    markdown = cli("--format", "markdown")
    assert "| DRA-MD-010 | error | 80 of 200 | 80 |" in markdown.stdout.decode()
    assert cli("--fail-on", "never").returncode == 0
    warnings_only = subprocess.run(
        [sys.executable, "-m", "dra_conform", "merge", "-", "--fail-on", "error"],
        capture_output=True,
        cwd=PROJECT,
        input="".join(
            kubectl_logs(
                {n: p for n, p in pods.items() if fault(int(n[-3:])) in ("missing-spec", "clean")}, follow=False
            )
        ).encode(),
        timeout=120,
    )
    assert warnings_only.returncode == 0  # warnings only, below --fail-on error
    sarif = json.loads(cli("--format", "sarif").stdout)
    results = sarif["runs"][0]["results"]
    assert len(results) == 130 and {r["properties"]["node"] for r in results} == {
        f"gpu-node-{i:03d}" for i in range(NODES) if fault(i) in ("missing-spec", "no-ro", "torn", "health-stops")
    }


def test_the_image_entrypoint_prints_the_same_report(fleet, tmp_path):
    """The zipapp the image runs (python3 /usr/local/bin/dra-conform), with the gRPC wheels beside it as the
    Containerfile installs them, gives the report the in-process run gave."""
    nodes, pods, _ = fleet  # the fleet's drivers are still serving
    pyz = tmp_path / "dra-conform.pyz"
    subprocess.run(
        [sys.executable, str(PROJECT / "tools" / "build_zipapp.py"), str(pyz)], check=True, capture_output=True
    )
    site = sysconfig.get_paths()["purelib"]  # where grpcio and protobuf are installed
    for name in ("gpu-node-000", "gpu-node-001", "gpu-node-002", "gpu-node-003", "gpu-node-004"):
        argv, env = pod_argv(nodes[name], int(name.removeprefix("gpu-node-")))
        # -S: no site hooks, so not this checkout's editable install; the gRPC wheels on PYTHONPATH, after the zipapp
        out = subprocess.run(
            [sys.executable, "-S", str(pyz), *argv],
            capture_output=True,
            timeout=60,
            env={
                **{k: v for k, v in os.environ.items() if not k.startswith("DRA_CONFORM_")},
                **env,
                "NODE_NAME": name,
                "PYTHONPATH": site,
            },
            cwd=tmp_path,
        )  # the image's zipapp is pure
        assert out.returncode == 0, out.stderr
        image, in_process = json.loads(out.stdout), json.loads(pods[name][1])
        assert image["tool"]["backend"] == "python"  # the zipapp's parser
        for report in (image, in_process):
            report["tool"].pop("backend")
            for f in report["findings"]:  # how long a stream lasted differs between two runs
                f["message"] = f["message"].split(" s of the ")[-1]
        assert image == in_process, name


@needs_mounts
def test_a_driver_socket_answers_through_a_read_only_mount(tmp_path):
    """The pod mounts the kubelet's directories read-only (readOnly, recursiveReadOnly); connect(2) on a
    socket needs write permission on the inode but not a writable mount, so the probe still works."""
    with FakeDriver(tmp_path) as driver:
        script = (
            f"mount --bind {driver.plugins} {driver.plugins} && mount -o remount,bind,ro {driver.plugins} && "
            f"touch {driver.plugins}/x 2>/dev/null && echo writable; "
            f"exec {sys.executable} -m dra_conform health-probe --socket {driver.dra_socket} --duration 0.5"
        )
        out = subprocess.run(
            [*UNSHARE_MOUNTS, "sh", "-c", script],
            capture_output=True,
            cwd=PROJECT,
            timeout=60,
        )
    assert b"writable" not in out.stdout  # the mount was read-only
    assert out.returncode == 0, out.stderr
    assert b"response(s) in" in out.stderr and b"on v1.DRAResourceHealth" in out.stderr
