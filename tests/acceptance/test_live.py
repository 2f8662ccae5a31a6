"""`dra-conform live` against real mounts: read-only bind mounts in a private mount namespace,
a process in its own namespace (--pid), writers racing --watch, a fake node (--host)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers import PROJECT, UNSHARE_MOUNTS, needs_mounts

CONTAINER_DIR = "var/run/kubernetes.io/dra-device-attributes"
EXAMPLE = PROJECT / "examples" / "metadata" / CONTAINER_DIR
GOOD = EXAMPLE / "resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"
GOOD_PATH = "/" + CONTAINER_DIR + "/resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"
CLI = [sys.executable, "-m", "dra_conform"]


def report(out: subprocess.CompletedProcess) -> dict:
    assert out.stderr == b"" or b"dra-conform:" in out.stderr, out.stderr
    return json.loads(out.stdout)


def rules_by_file(data: dict) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for finding in data["findings"]:
        found.setdefault(finding["file"], []).append(finding["ruleId"])
    return found


def make_tree(root: Path, files: dict[str, bytes]) -> None:
    for rel, content in files.items():
        target = root / CONTAINER_DIR / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        target.chmod(0o644)


@needs_mounts
def test_read_only_bind_mount_passes_and_writable_file_fails(tmp_path):
    make_tree(
        tmp_path,
        {
            "resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json": GOOD.read_bytes(),
            "resourceclaims/gpu-claim/gpu/other.example.com-metadata.json": GOOD.read_bytes().replace(
                b"gpu.example.com", b"other.example.com"
            ),
        },
    )
    ro = tmp_path / CONTAINER_DIR / "resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"
    script = (
        f"mount --bind {ro} {ro} && mount -o remount,bind,ro {ro} && "
        f"exec {sys.executable} -m dra_conform live --root {tmp_path} --format json"
    )
    out = subprocess.run([*UNSHARE_MOUNTS, "sh", "-c", script], capture_output=True, cwd=PROJECT)
    found = rules_by_file(report(out))
    assert "DRA-MD-011" not in found.get(GOOD_PATH, [])
    assert found[GOOD_PATH.replace("gpu.example.com-", "other.example.com-")] == ["DRA-MD-011"]
    # the mount was private: outside the namespace the file is still writable
    assert os.access(ro, os.W_OK)


@needs_mounts
def test_pid_reads_another_mount_namespace(tmp_path):
    make_tree(tmp_path, {"resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json": GOOD.read_bytes()})
    ready = tmp_path / "ready"
    # The "container": its own mount namespace, a private /run holding the metadata tree, read-only.
    script = (
        "mount -t tmpfs tmpfs /run && mkdir -p /run/kubernetes.io && "
        f"mount --bind {tmp_path / CONTAINER_DIR} /run/kubernetes.io/dra-device-attributes 2>/dev/null || "
        f"(mkdir -p /run/kubernetes.io/dra-device-attributes && "
        f"mount --bind {tmp_path / CONTAINER_DIR} /run/kubernetes.io/dra-device-attributes) && "
        "mount -o remount,bind,ro /run/kubernetes.io/dra-device-attributes && "
        f"touch {ready} && exec sleep 60"
    )
    target = subprocess.Popen([*UNSHARE_MOUNTS, "sh", "-c", script])
    try:
        start = time.monotonic()
        while not ready.exists() and time.monotonic() - start < 60:  # a bound for a hang, not a wait
            time.sleep(0.05)
        assert ready.exists(), "the target namespace did not come up"
        out = subprocess.run(
            [*CLI, "live", "--pid", str(target.pid), "--format", "json"], capture_output=True, cwd=PROJECT
        )
        data = report(out)
        assert [f["path"] for f in data["files"]] == [GOOD_PATH]
        assert data["findings"] == []  # read-only there, though writable here
        assert out.returncode == 0
    finally:
        target.kill()
        target.wait()


def test_pid_that_does_not_exist_is_a_clean_error():
    # 4194304: Linux's largest pid_max, so never a process id (larger ones are refused as usage errors)
    out = subprocess.run([*CLI, "live", "--pid", "4194304"], capture_output=True, cwd=PROJECT)
    assert out.returncode == 2
    assert out.stderr.decode().startswith("dra-conform: cannot see the filesystem of process 4194304")


def test_modes_links_and_leftovers(tmp_path):
    make_tree(
        tmp_path,
        {
            "resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json": GOOD.read_bytes(),
            "resourceclaims/gpu-claim/gpu/.gpu.example.com-metadata.json.1234.tmp": b"{",
        },
    )
    request_dir = tmp_path / CONTAINER_DIR / "resourceclaims/gpu-claim/gpu"
    (request_dir / "gpu.example.com-metadata.json").chmod(0o666)
    (request_dir / "net.example.com-metadata.json").symlink_to("/etc/hostname")
    out = subprocess.run([*CLI, "live", "--root", str(tmp_path), "--format", "json"], capture_output=True, cwd=PROJECT)
    found = {(f["file"].rsplit("/", 1)[1], f["ruleId"], f["severity"]) for f in report(out)["findings"]}
    assert ("gpu.example.com-metadata.json", "DRA-MD-012", "warning") in found
    assert (".gpu.example.com-metadata.json.1234.tmp", "DRA-MD-013", "warning") in found
    assert ("net.example.com-metadata.json", "DRA-MD-011", "error") in found
    # the link was not followed: nothing of /etc/hostname was read as metadata
    assert not any(f[0] == "net.example.com-metadata.json" and f[1] == "DRA-MD-020" for f in found)


def test_no_tree_is_a_note_not_an_error(tmp_path):
    out = subprocess.run([*CLI, "live", "--root", str(tmp_path)], capture_output=True, cwd=PROJECT)
    assert out.returncode == 0
    assert b"no device metadata in this container" in out.stderr


# The writer's steps are 1.5 s apart, and the first comes 1.5 s after it starts: `live` has read the
# tree once before it on a loaded machine too (0.6 s was not always enough), and sees both steps
# within its 5 s watch.
WRITER = r"""
import json, os, sys, time
path, mode = sys.argv[1], sys.argv[2]
text = open(path).read()
for step in (1, 2):
    if step == 2:
        time.sleep(1.5)  # apart, so that live rescans between the two versions
    if mode == "bump":
        new = text.replace('"generation": 1', '"generation": %d' % (step + 1)).replace("gpu-0", "gpu-%d" % step)
    else:
        new = text.replace("gpu-0", "gpu-%d" % step)
    if mode == "in-place":
        with open(path, "r+") as f:
            f.seek(0); f.write(new); f.truncate()
    else:
        tmp = os.path.join(os.path.dirname(path), ".x.%d.tmp" % step)
        with open(tmp, "w") as f:
            f.write(new)
        os.chmod(tmp, 0o644)
        os.rename(tmp, path)
"""


def watching(live: subprocess.Popen, bound: float = 60) -> None:
    """Return once ``live --watch`` watches the tree: it adds its inotify watches only after its first
    full read (reading.live.watch), so a change made now is a change it sees. A readiness signal
    rather than a guess at how long a start takes on a loaded machine; ``bound`` only ends a hang."""
    start = time.monotonic()
    while time.monotonic() - start < bound:
        assert live.poll() is None, "live ended before it watched"
        fdinfo = f"/proc/{live.pid}/fdinfo"
        for fd in os.listdir(fdinfo):
            try:
                with open(f"{fdinfo}/{fd}") as f:
                    if "inotify wd:" in f.read():
                        return
            except OSError:  # closed meanwhile
                continue
        time.sleep(0.01)
    raise AssertionError(f"live watched nothing after {bound} s")


def watch_while(args: list[str], change) -> subprocess.CompletedProcess:  # type: ignore[no-untyped-def]
    """``live *args`` (a --watch run), with ``change()`` called once it watches; its completed run."""
    live = subprocess.Popen([*CLI, "live", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=PROJECT)
    try:
        watching(live)
        change()
        out, err = live.communicate(timeout=60)
    finally:
        live.kill()
        live.wait()
    return subprocess.CompletedProcess(live.args, live.returncode, out, err)


@pytest.mark.parametrize(
    "mode, expected",
    [("bump", set()), ("no-bump", {"DRA-MD-092"}), ("in-place", {"DRA-MD-092", "DRA-MD-013"})],
)
def test_watch_catches_updates_without_a_generation_bump(tmp_path, mode, expected):
    make_tree(tmp_path, {"resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json": GOOD.read_bytes()})
    target = tmp_path / CONTAINER_DIR / "resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"
    out = watch_while(
        ["--root", str(tmp_path), "--watch", "5", "--format", "json"],
        lambda: subprocess.run([sys.executable, "-c", WRITER, str(target), mode], check=True, timeout=60),
    )
    # A temporary directory is writable (DRA-MD-011); what matters here is what the writer did.
    findings = [f for f in report(out)["findings"] if f["ruleId"] in ("DRA-MD-092", "DRA-MD-013")]
    assert {f["ruleId"] for f in findings} == expected, findings
    if "DRA-MD-092" in expected:
        (first, *_) = [f for f in findings if f["ruleId"] == "DRA-MD-092"]
        assert first["fieldPath"] == "metadata.generation" and first["line"] > 1
        assert "metadata.generation stayed (1 -> 1)" in first["message"]


def node_files(root: Path, options: list[str], host_exists: bool = True) -> Path:
    uid = "c7e7b22e-239b-4498-b27c-7f1344481e14"
    host = "/var/lib/kubelet/plugins/gpu.example.com/dra-device-metadata/default_gpu-claim/gpu/metadata.json"
    if host_exists:
        (root / host.lstrip("/")).parent.mkdir(parents=True, exist_ok=True)
        (root / host.lstrip("/")).write_bytes(GOOD.read_bytes())
    spec = {
        "cdiVersion": "0.5.0",
        "kind": "gpu.example.com/metadata",
        "devices": [
            {
                "name": f"{uid}_gpu",
                "containerEdits": {"mounts": [{"hostPath": host, "containerPath": GOOD_PATH, "options": options}]},
            }
        ],
    }
    cdi = root / "var/run/cdi" / f"gpu.example.com_metadata_{uid}_gpu.json"
    cdi.parent.mkdir(parents=True, exist_ok=True)
    cdi.write_text(json.dumps(spec, indent=2))
    return cdi


@pytest.mark.parametrize(
    "options, host_exists, expected",
    [
        (["ro", "bind"], True, []),
        (["bind"], True, [("DRA-MD-010", "error", "devices[0].containerEdits.mounts[0].options")]),
        (["ro", "bind"], False, [("DRA-MD-010", "error", "devices[0].containerEdits.mounts[0].hostPath")]),
    ],
)
def test_host_mode_checks_cdi_specs_against_host_files(tmp_path, options, host_exists, expected):
    node_files(tmp_path, options, host_exists)
    out = subprocess.run(
        [*CLI, "live", "--host", "--root", str(tmp_path), "--format", "json"], capture_output=True, cwd=PROJECT
    )
    data = report(out)
    assert [(f["ruleId"], f["severity"], f["fieldPath"]) for f in data["findings"]] == expected
    assert data["findings"] == [] or data["findings"][0]["line"] > 1


def test_host_mode_checks_the_host_file_at_its_container_path(tmp_path):
    cdi = node_files(tmp_path, ["ro", "bind"])
    spec = json.loads(cdi.read_text())
    mount = spec["devices"][0]["containerEdits"]["mounts"][0]
    mount["containerPath"] = mount["containerPath"].replace("resourceclaims/gpu-claim", "resourceclaims/other-claim")
    cdi.write_text(json.dumps(spec, indent=2))
    out = subprocess.run(
        [*CLI, "live", "--host", "--root", str(tmp_path), "--format", "json"], capture_output=True, cwd=PROJECT
    )
    found = [(f["ruleId"], f["file"]) for f in report(out)["findings"]]
    host = "/var/lib/kubelet/plugins/gpu.example.com/dra-device-metadata/default_gpu-claim/gpu/metadata.json"
    assert found == [("DRA-MD-004", host)]  # metadata.name gpu-claim is mounted as other-claim


def test_watch_notes_files_that_come_and_go(tmp_path):
    make_tree(tmp_path, {"resourceclaims/old-claim/gpu/gpu.example.com-metadata.json": GOOD.read_bytes()})
    old = tmp_path / CONTAINER_DIR / "resourceclaims/old-claim/gpu/gpu.example.com-metadata.json"
    new = tmp_path / CONTAINER_DIR / "resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"

    def come_and_go() -> None:
        new.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(GOOD, new)
        old.unlink()

    out = watch_while(["--root", str(tmp_path), "--watch", "2", "--format", "json"], come_and_go)
    notes = sorted(
        (f["file"].split("/")[-3], f["message"].split(" after")[0])
        for f in report(out)["findings"]
        if f["ruleId"] == "DRA-MD-092"
    )
    assert notes == [("gpu-claim", "appeared"), ("old-claim", "removed")]


def test_root_that_does_not_exist_is_a_usage_error_naming_it(tmp_path):
    out = subprocess.run([*CLI, "live", "--root", str(tmp_path / "gone")], capture_output=True, cwd=PROJECT)
    assert out.returncode == 2
    assert out.stderr.decode() == f"dra-conform: --root {tmp_path / 'gone'}: no such directory\n"


def fake_proc(tmp_path, processes, kernel=(), unreadable=()):
    """A /proc with a mount namespace link, a parent and a command for each (pid, namespace, ppid, comm),
    an exe link (none for the ``kernel`` threads) and a root (one that cannot be listed for ``unreadable``)."""
    proc = tmp_path / "proc"
    for pid, namespace, ppid, comm in [("self", "mnt:[1]", 0, "dra-conform"), *processes]:
        (proc / str(pid) / "ns").mkdir(parents=True)
        (proc / str(pid) / "ns" / "mnt").symlink_to(namespace)
        (proc / str(pid) / "stat").write_text(f"{pid} ({comm}) S {ppid} 0 0\n")
        (proc / str(pid) / "comm").write_text(comm + "\n")
        if pid not in kernel:
            (proc / str(pid) / "exe").symlink_to(f"/usr/bin/{comm}")  # a link read, never followed
        if pid in unreadable:
            (proc / str(pid) / "root").symlink_to(tmp_path / "gone")  # listing it fails, as EACCES would
        else:
            (proc / str(pid) / "root").mkdir()
    return str(proc)


def test_pid_auto_says_which_process_it_chose_and_why(tmp_path):
    from dra_conform.engine.live import LiveError, auto_pid

    proc = fake_proc(tmp_path, [(7, "mnt:[1]", 0, "sh"), (40, "mnt:[2]", 0, "python3"), (41, "mnt:[2]", 40, "worker")])
    assert auto_pid(proc) == (
        40,
        "--pid auto chose process 40 (python3): the only process in another mount "
        "namespace than this one whose parent is not there too (1 of its descendants are)",
    )
    two = fake_proc(tmp_path / "two", [(40, "mnt:[2]", 0, "app"), (50, "mnt:[3]", 0, "sidecar")])
    with pytest.raises(LiveError, match=r"found several target processes: 40 \(app\), 50 \(sidecar\); pass --pid N"):
        auto_pid(two)


HOST_KERNEL = [(2, "mnt:[0]", 0, "kthreadd"), (3, "mnt:[0]", 2, "rcu_gp"), (9, "mnt:[0]", 2, "kworker/0:1")]


def test_pid_auto_never_chooses_a_kernel_thread_or_a_root_it_cannot_read(tmp_path):
    """In a pod whose process namespace the debug container shares with the host's kernel threads in view,
    kthreadd and its children sit in another mount namespace with no parent there: they are not targets.
    Nor is a process whose root cannot be read: its files could not be inspected."""
    from dra_conform.engine.live import auto_pid

    proc = fake_proc(
        tmp_path,
        [*HOST_KERNEL, (40, "mnt:[2]", 0, "python3"), (60, "mnt:[3]", 0, "pause")],
        kernel={2, 3, 9},
        unreadable={60},
    )
    assert auto_pid(proc)[0] == 40


def test_pid_auto_with_no_target_exits_2_and_says_how_to_pick_one(tmp_path):
    """Nothing to inspect is never a clean report: a LiveError (exit 2 on the command line, as for a --root
    that does not exist, below), what was left out, and how to name the target."""
    from dra_conform.engine.live import LiveError, auto_pid

    proc = fake_proc(tmp_path, [*HOST_KERNEL, (60, "mnt:[3]", 0, "pause")], kernel={2, 3, 9}, unreadable={60})
    with pytest.raises(LiveError) as raised:
        auto_pid(proc)
    assert str(raised.value) == (
        "--pid auto found no process to inspect: none in another mount namespace whose root this user can read "
        "(left out: 3 kernel threads; 1 whose root this user cannot read: 60 (pause)). Start the debug container "
        "in the pod's process namespace (kubectl debug --target=CONTAINER), or pass --pid N (`ps -e` lists them), "
        "or --root DIR"
    )
