"""The fleet's command-line pieces: --node-name, live --host --health-duration, check --max-file-size, merge."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

from dra_conform.reading import sources
from tests.health.fake_driver import FakeDriver
from tests.helpers import PROJECT, cli_process

GOOD = (
    PROJECT
    / "examples"
    / "metadata"
    / "var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu"
    / "gpu.example.com-metadata.json"
)


def node_root(tmp_path: Path, options: list[str]) -> Path:
    host = "/var/lib/kubelet/plugins/gpu.example.com/dra-device-metadata/default_gpu-claim/gpu/metadata.json"
    (tmp_path / host.lstrip("/")).parent.mkdir(parents=True)
    (tmp_path / host.lstrip("/")).write_bytes(GOOD.read_bytes())
    uid = "c7e7b22e-239b-4498-b27c-7f1344481e14"
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
                            "options": options,
                            "containerPath": "/var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu/"
                            "gpu.example.com-metadata.json",
                        }
                    ]
                },
            }
        ],
    }
    (tmp_path / "var/run/cdi").mkdir(parents=True)
    (tmp_path / f"var/run/cdi/gpu.example.com_metadata_{uid}_gpu.json").write_text(json.dumps(spec, indent=2))
    return tmp_path


def test_the_node_name_is_in_every_format(tmp_path):
    root = str(node_root(tmp_path, ["bind"]))
    text = cli_process("live", "--host", "--root", root, "--node-name", "worker-7")
    assert text.stdout.decode().splitlines()[0] == "node: worker-7"
    as_json = json.loads(
        cli_process("live", "--host", "--root", root, "--format", "json", env={"NODE_NAME": "worker-8"}).stdout
    )
    assert as_json["node"] == "worker-8"  # from $NODE_NAME, as the DaemonSet sets it
    sarif = json.loads(cli_process("live", "--host", "--root", root, "--format", "sarif", "--node-name", "w9").stdout)
    assert sarif["runs"][0]["properties"] == {"node": "w9"}
    assert [r["properties"] for r in sarif["runs"][0]["results"]] == [{"node": "w9"}]
    junit = ET.fromstring(
        cli_process("live", "--host", "--root", root, "--format", "junit", "--node-name", "w9").stdout
    )
    assert junit.find("testsuite").get("hostname") == "w9"
    plain = cli_process("live", "--host", "--root", root, "--format", "json", env={"NODE_NAME": ""})
    assert "node" not in json.loads(plain.stdout)  # no node, no field: `check` reports are as before
    hostile = cli_process("live", "--host", "--root", root, "--node-name", "a\x1b[2Jb")
    assert hostile.stdout.decode().splitlines()[0] == "node: a\\x1b[2Jb"


def test_health_duration_goes_with_host(tmp_path):
    out = cli_process("live", "--root", str(tmp_path), "--health-duration", "1")
    assert out.returncode == 2 and b"--health-duration goes with --host" in out.stderr


def test_a_node_without_registered_drivers_says_so(tmp_path):
    root = node_root(tmp_path, ["ro", "bind"])
    (root / "var/lib/kubelet/plugins_registry").mkdir()
    out = cli_process("live", "--host", "--root", str(root), "--health-duration", "1", "--format", "json")
    assert out.returncode == 0, out.stderr
    assert b"no DRA driver registered in /var/lib/kubelet/plugins_registry" in out.stderr
    assert json.loads(out.stdout)["findings"] == []


def test_live_host_probes_every_registered_driver_and_a_dead_one_is_an_error(tmp_path):
    up, dead = FakeDriver(tmp_path), FakeDriver(tmp_path, name="net.example.com")
    # one node root with both drivers' registration sockets; the second one's DRA socket is not on the node
    dead.registration_socket = os.path.join(up.registry, "net.example.com-reg.sock")
    up.endpoint, dead.endpoint = "/plugins/gpu.example.com/dra.sock", "/plugins/net.example.com/dra.sock"
    root = Path(up.dir)
    with up, dead:
        out = cli_process(
            "live",
            "--host",
            "--root",
            str(root),
            "--registry-dir",
            "/registry",
            "--plugins-dir",
            "/plugins",
            "--health-duration",
            "0.5",
            "--format",
            "json",
            "--node-name",
            "n1",
        )
    report = json.loads(out.stdout)
    assert out.returncode == 2  # a registered driver that does not answer: its stream cannot be checked
    assert [f["path"] for f in report["files"] if f["kind"] == "health"] == [
        "/plugins/gpu.example.com/dra.sock#NodeWatchResources"
    ]
    assert report["summary"]["inputErrors"] == [
        "net.example.com: /plugins/net.example.com/dra.sock: cannot connect: No such file or directory"
    ]
    assert b"/plugins/gpu.example.com/dra.sock: " in out.stderr and b"response(s) in" in out.stderr
    assert set(up.calls) <= {"/pluginregistration.Registration/GetInfo", "/v1.DRAResourceHealth/NodeWatchResources"}


def test_health_probe_names_the_node(tmp_path):
    with FakeDriver(tmp_path) as driver:
        out = cli_process(
            "health-probe",
            "--driver",
            driver.name,
            "--registry-dir",
            driver.registry,
            "--plugins-dir",
            driver.plugins,
            "--duration",
            "0.3",
            "--format",
            "json",
            "--node-name",
            "gpu-3",
        )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["node"] == "gpu-3"


def test_max_file_size_is_a_flag(tmp_path):
    dump = tmp_path / "dump.json"
    dump.write_text(
        json.dumps(
            {
                "apiVersion": "v1",
                "kind": "List",
                "items": [{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": f"c{i}"}} for i in range(100)],
            }
        )
    )
    size = dump.stat().st_size
    refused = cli_process("check", str(dump), "--max-file-size", "1Ki")
    assert refused.returncode == 2
    assert refused.stderr.decode().strip() == f"dra-conform: {dump}: larger than the 1024 bytes limit (--max-file-size)"
    assert cli_process("check", str(dump), "--max-file-size", str(size)).returncode == 0
    assert cli_process("check", str(dump), "--max-file-size", str(size - 1)).returncode == 2
    assert cli_process("check", "-", "--max-file-size", "100", stdin=dump.read_bytes()).returncode == 2
    assert cli_process("check", "-", "--max-file-size", "1Mi", stdin=dump.read_bytes()).returncode == 0
    for bad in ("0", "abc", "1.5X", "-3"):
        out = cli_process("check", str(dump), "--max-file-size", bad)
        assert out.returncode == 2 and b"is not a size" in out.stderr, bad


def test_files_larger_than_one_read_are_read_whole(tmp_path, monkeypatch):
    """os.read returns at most about 2 GiB on Linux: a larger file is read in pieces, never cut short."""
    monkeypatch.setattr(sources, "_READ_CHUNK", 7)
    path = tmp_path / "f"
    path.write_bytes(bytes(range(256)) * 3)
    source = sources.Source(str(path), str(path), True)
    assert sources.read(source) == bytes(range(256)) * 3
    assert sources.read(source, 768) == bytes(range(256)) * 3


def test_merge_files_and_stdin_several_outputs_and_exit_codes(tmp_path):
    root = str(node_root(tmp_path / "n", ["bind"]))
    a = tmp_path / "a.json"
    a.write_bytes(cli_process("live", "--host", "--root", root, "--format", "json", "--node-name", "a").stdout)
    b = cli_process("live", "--host", "--root", root, "--format", "json", "--node-name", "b").stdout
    markdown = tmp_path / "summary.md"
    out = cli_process(
        "merge",
        str(a),
        "-",
        "--format",
        "markdown",
        "--output",
        str(markdown),
        "--format",
        "json",
        stdin=b"".join(b"[pod/p/sweep] " + line + b"\n" for line in b.splitlines()),
    )
    assert out.returncode == 1  # an error on a node, --fail-on error
    merged = json.loads(out.stdout)
    assert [(n["name"], n["source"]) for n in merged["nodes"]] == [("a", str(a)), ("b", "pod/p/sweep")]
    assert markdown.read_text().startswith("## dra-conform fleet: 2 nodes, errors")
    assert cli_process("merge", str(a), "--fail-on", "never").returncode == 0
    missing = cli_process("merge", str(a), str(tmp_path / "nope.json"))
    assert missing.returncode == 2 and b"nope.json: cannot read: No such file or directory" in missing.stderr
    directory = cli_process("merge", str(tmp_path))
    assert directory.returncode == 2 and b"a directory: give the report files in it" in directory.stderr
    assert cli_process("merge", "--format", "github", str(a)).returncode == 2  # not a fleet format
