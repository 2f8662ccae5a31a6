"""`dra-conform health-probe` against a fake driver serving real gRPC on Unix sockets."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.health.fake_driver import FakeDriver, Scenario, healthy
from tests.helpers import cli, cli_process

READ_ONLY = {
    "/pluginregistration.Registration/GetInfo",
    "/v1.DRAResourceHealth/NodeWatchResources",
    "/v1alpha1.DRAResourceHealth/NodeWatchResources",
}


def probe(driver: FakeDriver, *args: str, duration: float = 1.0):  # type: ignore[no-untyped-def]
    out = cli_process(
        "health-probe",
        "--driver",
        driver.name,
        "--registry-dir",
        driver.registry,
        "--plugins-dir",
        driver.plugins,
        "--duration",
        str(duration),
        "--format",
        "json",
        *args,
    )
    assert out.returncode in (0, 1), out.stderr.decode()
    return out, json.loads(out.stdout)


def rules(report: dict) -> list[str]:
    return [f["ruleId"] for f in report["findings"]]


def probe_driver(name: str, registry: str, plugins: str, root: str | None = None, duration: str = "0.3"):  # type: ignore[no-untyped-def]
    """`health-probe --driver NAME`, with the node's filesystem under ``root`` when given."""
    where = ["--root", root] if root is not None else []
    return cli_process(
        "health-probe",
        "--driver",
        name,
        *where,
        "--registry-dir",
        registry,
        "--plugins-dir",
        plugins,
        "--duration",
        duration,
    )


def test_healthy_driver_is_clean_and_only_read_only_calls_are_made(tmp_path):
    save = tmp_path / "capture.jsonl"
    with FakeDriver(tmp_path) as driver:
        out, report = probe(driver, "--save", str(save))
    assert out.returncode == 0
    assert report["findings"] == []
    assert set(driver.calls) <= READ_ONLY
    assert driver.calls.count("/v1.DRAResourceHealth/NodeWatchResources") == 1
    assert "on v1.DRAResourceHealth" in out.stderr.decode()
    # the saved capture is what grpcurl prints, and `check` reads it back clean
    lines = save.read_text().splitlines()
    assert len(lines) >= 5
    first = json.loads(lines[0])
    assert first["devices"][0]["device"] == {"poolName": "node-1", "deviceName": "gpu-0"}
    assert first["devices"][0]["health"] == "HEALTHY"
    assert isinstance(first["devices"][0]["lastUpdatedTime"], str)  # int64 as a string
    checked = cli("check", str(save))
    assert checked.returncode == 0, checked.stdout
    assert "1 health capture checked, 0 errors, 0 warnings" in checked.stdout.decode()


def test_node_filesystem_under_a_root_as_kubectl_debug_node_mounts_it(tmp_path):
    """GetInfo returns node paths; with --root they are found below the mount point."""
    with FakeDriver(tmp_path) as driver:
        driver.endpoint = "/plugins/gpu.example.com/dra.sock"  # as the node sees it, with driver.dir as its /
        out = probe_driver(driver.name, "/registry", "/nowhere", root=driver.dir, duration="0.5")
    assert out.returncode == 0, out.stderr
    assert f"{driver.dir}/plugins/gpu.example.com/dra.sock: " in out.stderr.decode()


def test_socket_given_directly_tries_v1_first(tmp_path):
    with FakeDriver(tmp_path, serve=("v1alpha1.DRAResourceHealth", "v1.DRAResourceHealth")) as driver:
        out = cli_process("health-probe", "--socket", driver.dra_socket, "--duration", "0.5")
    assert out.returncode == 0, out.stderr
    assert "on v1.DRAResourceHealth" in out.stderr.decode()
    assert "/v1alpha1.DRAResourceHealth/NodeWatchResources" not in driver.calls


def test_a_socket_path_longer_than_af_unix_allows_is_still_probed(tmp_path):
    # sun_path holds 107 bytes; a driver's socket deeper than that is reached through a descriptor
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    with FakeDriver(deep) as driver:
        assert len(os.fsencode(driver.dra_socket)) > 107
        out = cli_process("health-probe", "--socket", driver.dra_socket, "--duration", "0.3")
    assert out.returncode == 0, out.stderr
    assert "/v1.DRAResourceHealth/NodeWatchResources" in driver.calls


@pytest.mark.parametrize(
    ("serve", "advertise", "expected"),
    [
        (("v1alpha1.DRAResourceHealth",), None, "v1alpha1.DRAResourceHealth"),
        (("v1alpha1.DRAResourceHealth", "v1.DRAResourceHealth"), None, "v1.DRAResourceHealth"),
        # the kubelet follows the advertisement: only v1alpha1 listed, so v1alpha1 even though v1 is served
        (
            ("v1alpha1.DRAResourceHealth", "v1.DRAResourceHealth"),
            ("v1.DRAPlugin", "v1alpha1.DRAResourceHealth"),
            "v1alpha1.DRAResourceHealth",
        ),
    ],
)
def test_both_api_versions_picked_as_the_kubelet_does(tmp_path, serve, advertise, expected):
    with FakeDriver(tmp_path, serve=serve, advertise=advertise) as driver:
        out, report = probe(driver, duration=0.5)
    assert f"on {expected}" in out.stderr.decode()
    assert report["findings"] == []


def test_unimplemented_is_a_note_not_a_crash(tmp_path):
    with FakeDriver(tmp_path, serve=()) as driver:
        out, report = probe(driver, duration=0.5)
    assert out.returncode == 0
    assert [(f["ruleId"], f["severity"]) for f in report["findings"]] == [("DRA-HLT-002", "note")]
    assert "reports no health" in report["findings"][0]["message"]


def test_served_but_not_advertised_is_never_watched_by_the_kubelet(tmp_path):
    with FakeDriver(tmp_path, advertise=("v1.DRAPlugin",)) as driver:
        out, report = probe(driver, duration=0.5)
    assert rules(report) == ["DRA-HLT-002"]
    assert "does not list it" in report["findings"][0]["message"]
    assert out.returncode == 0  # a warning: --fail-on error by default


def test_advertised_but_unimplemented_is_a_warning(tmp_path):
    with FakeDriver(tmp_path, serve=(), advertise=("v1.DRAPlugin", "v1.DRAResourceHealth")) as driver:
        _, report = probe(driver, duration=0.5)
    assert [(f["ruleId"], f["severity"]) for f in report["findings"]] == [("DRA-HLT-002", "warning")]


def test_stream_that_ends_is_flagged_where_it_ended(tmp_path):
    scenario = Scenario([(0.05, {"gpu-0": "HEALTHY"})] * 2, timeout_seconds=5, end_after_steps=True)
    with FakeDriver(tmp_path, scenario=scenario) as driver:
        _, report = probe(driver, duration=2)
    assert rules(report) == ["DRA-HLT-009"]
    finding = report["findings"][0]
    assert "EOF" in finding["message"] and finding["line"] == 2  # on the last response that arrived


def test_slow_driver_reports_less_often_than_its_timeout(tmp_path):
    # One gap of 1.3 s, then responses every 0.3 s up to the probe's end: the second response (1.35 s)
    # has 1.15 s of room on a loaded machine, and no silence at the end outlasts the timeout.
    steps = [(0.05, {"gpu-0": "HEALTHY"}), (1.3, {"gpu-0": "HEALTHY"})] + [(0.3, {"gpu-0": "HEALTHY"})] * 3
    scenario = Scenario(steps, timeout_seconds=1)
    with FakeDriver(tmp_path, scenario=scenario) as driver:
        _, report = probe(driver, duration=2.5)
    assert rules(report) == ["DRA-HLT-008"]
    assert "longer than its 1 s timeout" in report["findings"][0]["message"]
    assert report["findings"][0]["line"] == 2


def test_silent_past_its_timeout_shows_unknown_at_the_end(tmp_path):
    scenario = Scenario([(0.05, {"gpu-0": "HEALTHY"})], timeout_seconds=1)
    with FakeDriver(tmp_path, scenario=scenario) as driver:
        _, report = probe(driver, duration=1.8)
    assert rules(report) == ["DRA-HLT-008"]
    assert "before the probe ended" in report["findings"][0]["message"]


def test_flapping_health_is_recorded_as_it_came(tmp_path):
    steps = [(0.05, {"gpu-0": "HEALTHY" if i % 2 else "UNHEALTHY"}) for i in range(6)]
    save = tmp_path / "flap.jsonl"
    with FakeDriver(tmp_path, scenario=Scenario(steps, timeout_seconds=5)) as driver:
        _, report = probe(driver, "--save", str(save), duration=1)
    assert report["findings"] == []
    healths = [json.loads(line)["devices"][0]["health"] for line in save.read_text().splitlines()]
    assert healths == ["UNHEALTHY", "HEALTHY"] * 3


def test_devices_checked_against_slices(tmp_path):
    slices = tmp_path / "slices.yaml"
    slices.write_text(
        "apiVersion: resource.k8s.io/v1\nkind: ResourceSlice\nmetadata: {name: node-1-gpu}\n"
        "spec:\n  driver: gpu.example.com\n  nodeName: node-1\n  pool: {name: node-1, generation: 1, "
        "resourceSliceCount: 1}\n  devices:\n  - name: gpu-0\n"
    )
    with FakeDriver(tmp_path, scenario=healthy(count=3)) as driver:
        _, report = probe(driver, "--slices", str(slices), duration=0.6)
    assert rules(report) == ["DRA-HLT-004"]  # gpu-0 is published and reported: the list is complete
    assert "node-1/gpu-1 is not a device the driver publishes" in report["findings"][0]["message"]


def test_missing_driver_is_a_one_line_error(tmp_path):
    out = cli_process(
        "health-probe",
        "--driver",
        "nothing.example.com",
        "--registry-dir",
        str(tmp_path),
        "--plugins-dir",
        str(tmp_path),
        "--duration",
        "0.2",
    )
    assert out.returncode == 2
    lines = out.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dra-conform: driver nothing.example.com:")


def test_socket_that_is_not_listening_is_a_one_line_error(tmp_path):
    import socket

    path = str(tmp_path / "dead.sock")  # this test's own: other runs on the machine bind theirs
    assert len(path) < 108, path  # AF_UNIX's limit (sun_path)
    s = socket.socket(socket.AF_UNIX)
    try:
        s.bind(path)  # bound, never listening: connections are refused
        out = cli_process("health-probe", "--socket", path, "--duration", "0.2")
    finally:
        s.close()
    assert out.returncode == 2
    assert out.stderr.decode().count("\n") == 1 and "cannot connect" in out.stderr.decode()


def test_needs_one_of_socket_or_driver():
    out = cli_process("health-probe", "--duration", "0.2")
    assert out.returncode == 2 and b"give one of --socket or --driver" in out.stderr


def test_without_the_grpc_extra_the_probe_says_what_to_install():
    code = (
        "import sys; sys.modules['grpc'] = None; sys.argv = ['dra-conform', 'health-probe', '--socket', "
        "'/tmp/none.sock']; from dra_conform.commands.cli import run; run()"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.startswith("dra-conform: health-probe needs the gRPC extra (pip install 'dra-conform[grpc]')")
    assert out.stderr.count("\n") == 1


# The child restores Python's own SIGINT handler before running the tool: a launcher that ignores
# SIGINT (a background job, `nohup ... &`, some CI runners) passes SIG_IGN on, and Python then
# keeps it ignored, as a Unix tool started in the background should. A terminal's Ctrl-C reaches
# a process whose SIGINT is at its default, which is what this recreates.
AS_FROM_A_TERMINAL = (
    "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "sys.argv[0] = 'dra-conform'; runpy.run_module('dra_conform', run_name='__main__')"
)


@pytest.fixture
def spawn():
    """Start children in their own process group; whatever the test's outcome, no group outlives it."""
    import os
    import signal

    children: list[subprocess.Popen] = []

    def start(*args: str) -> subprocess.Popen:
        child = subprocess.Popen(
            [sys.executable, "-c", AS_FROM_A_TERMINAL, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        children.append(child)
        return child

    yield start
    for child in children:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
        child.communicate()


def test_ctrl_c_ends_the_probe_and_still_reports(tmp_path, spawn):
    import os
    import signal
    import time

    save = tmp_path / "capture.jsonl"
    with FakeDriver(tmp_path) as driver:
        child = spawn(
            "health-probe", "--socket", driver.dra_socket, "--duration", "60", "--save", str(save), "--format", "json"
        )
        # Two responses sent, and a third step's wait (0.1 s) since: they reached the probe. A signal
        # rather than a fixed wait that a loaded machine could outlast; the bound only ends a hang.
        start = time.monotonic()
        while driver.delivered < 3 and time.monotonic() - start < 60:
            time.sleep(0.01)
        os.killpg(child.pid, signal.SIGINT)  # as a terminal's Ctrl-C: to the whole foreground group
        out, err = child.communicate(timeout=20)
    assert child.returncode == 0, err
    assert json.loads(out)["findings"] == []
    assert b"interrupted after" in err
    assert len(save.read_text().splitlines()) >= 2


# --- under --root, no link leads a connection out of the root ------------------------------------


def _escaping_root(outside: FakeDriver, inside: FakeDriver) -> None:
    """Links in the inside driver's root that point at the outside driver's sockets, by absolute and
    by relative ('..') paths: read as the node reads them, both stay inside the root."""
    registry = os.path.join(inside.dir, "escape")
    os.makedirs(registry)
    os.symlink(outside.registration_socket, os.path.join(registry, f"{outside.name}-reg.sock"))
    hops = os.path.relpath(outside.registration_socket, registry)  # ../../dra.../registry/...-reg.sock
    os.symlink(hops, os.path.join(registry, f"{outside.name}-other-reg.sock"))
    os.makedirs(os.path.join(inside.dir, "escape-plugins"))
    os.symlink(os.path.dirname(outside.dra_socket), os.path.join(inside.dir, "escape-plugins", outside.name))


def test_links_under_the_root_never_lead_a_connection_out_of_it(tmp_path):
    outside, inside = FakeDriver(tmp_path, name="net.example.com"), FakeDriver(tmp_path)
    with outside, inside:
        _escaping_root(outside, inside)
        probed = probe_driver(outside.name, "/escape", "/escape-plugins", root=inside.dir)
        swept = cli_process(
            "live",
            "--host",
            "--root",
            inside.dir,
            "--registry-dir",
            "/escape",
            "--plugins-dir",
            "/escape-plugins",
            "--health-duration",
            "0.3",
        )
    assert probed.returncode == 2, probed.stderr
    assert b"no registration socket in" in probed.stderr and b"does not exist" in probed.stderr
    assert swept.returncode == 0, swept.stderr
    assert b"no DRA driver registered in /escape" in swept.stderr
    assert outside.calls == []  # nothing reached the sockets outside the root
    # Without the root, the same links do lead there: the test's links are live.
    with FakeDriver(tmp_path, name="net.example.com") as outside, FakeDriver(tmp_path) as inside:
        _escaping_root(outside, inside)
        direct = probe_driver(outside.name, os.path.join(inside.dir, "escape"), "/nowhere")
        assert direct.returncode == 0, direct.stderr
        assert "/pluginregistration.Registration/GetInfo" in outside.calls


def test_an_absolute_link_under_the_root_means_the_nodes_path(tmp_path):
    """A registration socket linked by its node path (/registry/...) is found through the link:
    the link resolves inside the root, where the node's processes see that path."""
    with FakeDriver(tmp_path) as driver:
        driver.endpoint = "/plugins/gpu.example.com/dra.sock"
        links = os.path.join(driver.dir, "links")
        os.makedirs(links)
        os.symlink(f"/registry/{driver.name}-reg.sock", os.path.join(links, f"{driver.name}-reg.sock"))
        out = probe_driver(driver.name, "/links", "/nowhere", root=driver.dir)
    assert out.returncode == 0, out.stderr
    assert f"{driver.dir}/plugins/gpu.example.com/dra.sock: " in out.stderr.decode()


def test_channels_through_one_descriptor_number_never_share_a_connection(tmp_path):
    # Under --root (or for a long path) every socket is reached as /proc/self/fd/N, and N is reused:
    # GetInfo's channel to the registration socket and then the plugin's channel can name the same
    # target. gRPC pools connections by target, so without a pool per channel the health calls went
    # to the registration server and every version "answered Unimplemented" (seen under xdist).
    from dra_conform.reading.probe import probe as probing

    grpc, modules = probing.stubs()
    pb2, pb2_grpc = modules["v1.DRAResourceHealth"]
    with FakeDriver(tmp_path) as driver:
        number = os.open(driver.registration_socket, os.O_PATH)
        first = probing._channel(grpc, f"/proc/self/fd/{number}", "registration")  # held: its connection lives
        plugin = os.open(driver.dra_socket, os.O_PATH)
        os.dup2(plugin, number)  # the same N now names the plugin's socket
        os.close(plugin)
        second = probing._channel(grpc, f"/proc/self/fd/{number}", "plugin")
        try:
            call = pb2_grpc.DRAResourceHealthStub(second).NodeWatchResources(pb2.NodeWatchResourcesRequest(), timeout=5)
            assert next(iter(call)).devices  # the plugin's stream, not the registration server's Unimplemented
            call.cancel()
        finally:
            first.close()
            second.close()
            os.close(number)
