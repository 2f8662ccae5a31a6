"""`live` never leaves its root. Paths are resolved inside the inspected root exactly as for a process
whose root it is: held to the kernel itself (a child chroot()ed there opens the same path), with
openat2(RESOLVE_IN_ROOT) and with the component-by-component walk used where openat2 is missing.
Then the command line, in a private mount namespace, with links out of the root at every level."""

from __future__ import annotations

import errno
import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.reading.live.confined import Root
from tests.helpers import IS_ROOT, PRIVILEGED, UNSHARE_MOUNTS, missing, needs, needs_mounts

from .generate import GOOD_METADATA, METADATA_DIR
from .runner import PROJECT, assert_sane, run

# chroot() as root, or as root of a user namespace when not (unshare -r: the chrooted fixture)
needs_chroot = needs(PRIVILEGED, "chroot(): root, or unprivileged user namespaces")


def _openat2_available(tmp_path) -> bool:
    try:
        return Root(str(tmp_path)).uses_openat2
    except OSError:
        return False


MODES = [pytest.param(False, id="walk"), pytest.param(True, id="openat2")]

# A small tree, a directory outside it, and links among them: absolute, relative, through '..', in loops.
NAMES = ["a", "b", "c", "x"]
TARGETS = st.one_of(
    st.sampled_from(
        [
            "/",
            "/a",
            "/a/b",
            "..",
            "../..",
            "../../../..",
            "a",
            "b/c",
            "/outside",
            "../outside",
            "../../outside/secret",
            "/x",
            "x",
            "/a/../../outside",
            ".",
            "/proc/self/root",
            "loop",
        ]
    ),
    st.lists(st.sampled_from(NAMES + ["..", "."]), min_size=1, max_size=5).map("/".join),
)
TREES = st.lists(
    st.tuples(st.lists(st.sampled_from(NAMES), min_size=1, max_size=3).map("/".join), st.one_of(st.none(), TARGETS)),
    max_size=8,
)
PATHS = st.lists(st.sampled_from(NAMES + ["..", "."]), max_size=6).map(lambda parts: "/" + "/".join(parts))


def build(base: Path, entries) -> Path:
    root, outside = base / "root", base / "outside"
    outside.mkdir()
    (outside / "secret").write_text("SENTINEL")
    root.mkdir()
    for path, target in entries:
        where = root / path
        if os.path.lexists(where) or any(p.is_symlink() for p in where.parents if p != root and root in p.parents):
            continue  # building through a link would build outside the tree
        try:
            where.parent.mkdir(parents=True, exist_ok=True)
            if target is None:
                where.mkdir()
            else:
                where.symlink_to(target)
        except OSError:
            continue  # a parent is a link or a file: that entry cannot exist
    (root / "f").write_text("inside")
    return root


# The kernel as the oracle: a process whose root is the tree opens the path. A fresh process of its
# own (root, or root of a user namespace through unshare -r), never a fork of this one: after gRPC
# has run here (the health tests), a forked child is not single-threaded and unshare(CLONE_NEWUSER)
# fails. It answers each request "root NUL path NUL follow" on a line from a child chroot()ed there.
ORACLE = r"""
import os, sys
for line in sys.stdin:
    root, path, follow = line.rstrip("\n").split("\0")
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        try:
            os.close(read)
            os.chroot(root)
            os.chdir("/")
            try:
                info = os.fstat(os.open(path, os.O_PATH | (0 if follow == "1" else os.O_NOFOLLOW)))
                answer = f"{info.st_dev} {info.st_ino}"
            except OSError as exc:
                answer = f"error {exc.errno}"
            os.write(write, answer.encode())
        finally:
            os._exit(0)
    os.close(write)
    answer = os.read(read, 100).decode()
    os.close(read)
    os.waitpid(child, 0)
    print(answer or "none", flush=True)
"""


@pytest.fixture(scope="module")
def chrooted():  # type: ignore[no-untyped-def]
    """chrooted(root, path, follow): (st_dev, st_ino) of what ``path`` opens for a process whose root
    is ``root``, or the errno."""
    if not PRIVILEGED:
        missing("chroot(): root, or unprivileged user namespaces")
    command = [*([] if IS_ROOT else ["unshare", "-r"]), sys.executable, "-c", ORACLE]
    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as oracle:
        assert oracle.stdin is not None and oracle.stdout is not None
        requests, answers = oracle.stdin, oracle.stdout

        def ask(root: Path, path: str, follow: bool) -> tuple[int, int] | int:
            requests.write(f"{root}\0{path}\0{int(follow)}\n")
            requests.flush()
            answer = answers.readline().strip()
            assert answer not in ("", "none"), f"the chroot oracle gave no answer for {path} in {root}"
            if answer.startswith("error"):
                return int(answer.split()[1])
            dev, ino = answer.split()
            return int(dev), int(ino)

        yield ask
        requests.close()  # the oracle ends at the end of its input


def confined(root: Path, path: str, follow: bool, openat2: bool) -> tuple[int, int] | int:
    with Root(str(root), openat2) as fs:
        try:
            fd = fs.open(path, os.O_PATH, follow)
        except OSError as exc:
            return exc.errno
        try:
            info = os.fstat(fd)
            return info.st_dev, info.st_ino
        finally:
            os.close(fd)


def inside(root: Path) -> set[tuple[int, int]]:
    found = {(os.stat(root).st_dev, os.stat(root).st_ino)}
    for directory, dirs, files in os.walk(root):  # never through a link
        for name in dirs + files:
            info = os.stat(os.path.join(directory, name), follow_symlinks=False)
            found.add((info.st_dev, info.st_ino))
    return found


@needs_chroot
@pytest.mark.parametrize("openat2", MODES)
@settings(max_examples=int(os.environ.get("HOSTILE_EXAMPLES", 120)))
@given(entries=TREES, path=PATHS, follow=st.booleans())
def test_paths_resolve_as_under_chroot_and_never_outside(tmp_path_factory, chrooted, openat2, entries, path, follow):
    base = tmp_path_factory.mktemp("tree")
    if openat2 and not _openat2_available(base):
        missing("openat2(2) (Linux 5.6)")
    root = build(base, entries)
    ours = confined(root, path, follow, openat2)
    kernel = chrooted(root, path, follow)
    if isinstance(kernel, int):  # both refuse (the error may differ: a loop is ELOOP either way)
        assert isinstance(ours, int), (path, ours, kernel)
        assert (ours == errno.ELOOP) == (kernel == errno.ELOOP) or {ours, kernel} <= {errno.ENOENT, errno.ENOTDIR}
    else:
        assert ours == kernel, (path, ours, kernel)
        assert ours in inside(root)


@pytest.mark.parametrize("openat2", MODES)
def test_a_link_swapped_in_between_steps_fails_rather_than_leads_out(tmp_path, openat2):
    """The walk opens each directory with O_NOFOLLOW from its parent's descriptor."""
    if openat2 and not _openat2_available(tmp_path):
        missing("openat2(2) (Linux 5.6)")
    root = tmp_path / "root"
    (root / "a").mkdir(parents=True)
    (tmp_path / "outside").mkdir()
    with Root(str(root), openat2) as fs:
        (root / "a").rmdir()
        (root / "a").symlink_to(str(tmp_path / "outside"))  # absolute, from the host's point of view
        with pytest.raises(FileNotFoundError):  # inside the root, /<tmp>/outside does not exist
            fs.open("/a", os.O_PATH)
        (root / "a").unlink()
        (root / "a").symlink_to("../../outside")  # relative, climbing out: '..' stops at the root
        with pytest.raises(FileNotFoundError):
            fs.open("/a", os.O_PATH)
        (root / "outside").mkdir()  # now /outside exists inside the root: that is where the link leads
        fd = fs.open("/a", os.O_PATH)
        try:
            assert os.fstat(fd).st_ino == os.stat(root / "outside").st_ino
        finally:
            os.close(fd)


def test_a_root_that_is_missing_or_a_file(tmp_path):
    missing = assert_sane(run(["live", "--root", str(tmp_path / "nowhere")], tmp_path), codes=(2,))
    assert f"--root {tmp_path / 'nowhere'}" in missing.err
    (tmp_path / "file").write_text("x")
    file = assert_sane(run(["live", "--root", str(tmp_path / "file")], tmp_path), codes=(2,))
    assert "--root" in file.err and "file" in file.err
    host = assert_sane(run(["live", "--host", "--root", str(tmp_path / "nowhere")], tmp_path), codes=(2,))
    assert "nowhere" in host.err


def test_a_static_file_too_large_to_read_is_too_large_not_changing(tmp_path):
    tree = tmp_path / METADATA_DIR / "resourceclaims" / "c" / "gpu"
    tree.mkdir(parents=True)
    big = tree / "gpu.example.com-metadata.json"
    with open(big, "wb") as f:
        f.truncate(70 * 1024 * 1024)  # sparse: 70 MB that cost no disk
    result = assert_sane(run(["live", "--root", str(tmp_path), "--format", "json"], tmp_path))
    messages = [f["message"] for f in json.loads(result.stdout)["findings"]]
    assert any("too large" in m for m in messages), messages
    assert not any("kept changing" in m for m in messages)


# --- the command line, links out of the root at every level ---------------------------------------

LEVELS = [
    "var",
    "var/run",
    "var/run/kubernetes.io",
    METADATA_DIR,
    f"{METADATA_DIR}/resourceclaims",
    f"{METADATA_DIR}/resourceclaims/gpu-claim",
    f"{METADATA_DIR}/resourceclaims/gpu-claim/gpu",
    f"{METADATA_DIR}/resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json",
]


def canary(outside: Path) -> None:
    """What a link out of the root would reach: a whole metadata tree of SENTINEL files, and FIFOs
    (a plain open of one would block: the run would not end)."""
    for level in LEVELS[:-1]:
        target = outside / level
        target.mkdir(parents=True, exist_ok=True)
        (target / "SENTINEL-metadata.json").write_bytes(GOOD_METADATA.read_bytes().replace(b"gpu-0", b"SENTINEL"))
        os.mkfifo(target / "SENTINEL-fifo-metadata.json")
    # read, this file would be reported: its unknown field is quoted by DRA-MD-026
    (outside / "canary-file-metadata.json").write_bytes(
        GOOD_METADATA.read_bytes().replace(b'"kind"', b'"SENTINEL": 1, "kind"', 1)
    )


def rooted_tree(root: Path, level: str, target: str) -> str:
    """A root holding the good tree, with the component ``level`` replaced by a link to ``target``."""
    good = root / METADATA_DIR / "resourceclaims" / "gpu-claim" / "gpu"
    good.mkdir(parents=True)
    (good / "gpu.example.com-metadata.json").write_bytes(GOOD_METADATA.read_bytes())
    where = root / level
    shutil.rmtree(where) if where.is_dir() else where.unlink()
    where.symlink_to(target)
    return "/" + level


EVERY_ROOT = """
import sys
from tests.hostile.runner import inprocess
for root in sys.argv[1:]:
    _, out, err = inprocess(["live", "--root", root, "--format", "json"], codes=(0, 1))
    with open(root + ".json", "w") as f:
        f.write(out)
    with open(root + ".err", "w") as f:
        f.write(err)
"""


@needs_mounts
def test_links_out_of_the_root_at_every_level_are_findings_and_never_followed_out(tmp_path):
    outside = tmp_path / "outside"
    canary(outside)
    cases = []
    for i, level in enumerate(LEVELS):
        aim = outside / (level if i < len(LEVELS) - 1 else "canary-file-metadata.json")
        for kind in ("absolute", "relative", "climbing"):
            root = tmp_path / f"root-{i}-{kind}"
            link_dir = (root / level).parent
            target = {
                "absolute": str(aim),
                "relative": os.path.relpath(aim, link_dir),
                "climbing": "../" * 30 + str(aim).lstrip("/"),
            }[kind]
            cases.append((root, rooted_tree(root, level, target)))
    # Links that loop: resolving them must fail, never fall back to the same path on this host (where,
    # in the namespace, /run holds a metadata tree of SENTINEL files).
    for i, (level, target) in enumerate(
        (("var/run", "/var/run"), ("var", "/var"), ("var/run/kubernetes.io", "/var/run/kubernetes.io"))
    ):
        root = tmp_path / f"loop-{i}"
        cases.append((root, rooted_tree(root, level, target)))
    host_tree = "/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu"
    # Each run in a private mount namespace where the canary is a read-only bind mount (what is
    # outside the roots cannot be written there even by mistake), and /run a tmpfs of its own.
    script = "; ".join(
        [
            f"mount --bind {outside} {outside} && mount -o remount,bind,ro {outside} && "
            f"mount -t tmpfs tmpfs /run && mkdir -p {host_tree} && "
            f"cp {outside}/var/SENTINEL-metadata.json {host_tree}/SENTINEL.example.com-metadata.json"
        ]
        # One process for every root (a start-up each cost more than the runs): runner.inprocess raises
        # on an internal error or an exit code other than 0 or 1; a blocked open is ended by timeout.
        + [f"exec timeout 100 {sys.executable} -c {shlex.quote(EVERY_ROOT)} " + " ".join(str(r) for r, _ in cases)]
    )
    out = subprocess.run(
        [*UNSHARE_MOUNTS, "sh", "-c", script],
        cwd=PROJECT,
        capture_output=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(PROJECT)},
    )
    assert out.returncode == 0, out.stderr.decode()[-3000:]
    for root, link in cases:
        text, err = Path(f"{root}.json").read_text(), Path(f"{root}.err").read_text()
        assert "SENTINEL" not in text + err, (root, link)
        findings = json.loads(text)["findings"]
        links = [f for f in findings if f["ruleId"] == "DRA-MD-011" and "symbolic link" in f["message"]]
        assert [f["file"] for f in links] == [link], (link, findings)


def test_a_missing_privilege_is_a_failure_under_require_linux(monkeypatch):
    """Without root or user namespaces the tests above are skipped, except under
    DRA_CONFORM_REQUIRE_LINUX=1 (.ci/run), where each fails naming what it needs."""
    from tests import helpers

    def test() -> None:
        raise AssertionError("never run without the privilege")

    monkeypatch.setattr(helpers, "REQUIRE_LINUX", True)
    with pytest.raises(pytest.fail.Exception, match="needs chroot"):
        helpers.needs(False, "chroot")(test)()
    with pytest.raises(pytest.fail.Exception, match="needs openat2"):
        helpers.missing("openat2")
    monkeypatch.setattr(helpers, "REQUIRE_LINUX", False)
    assert [m.name for m in getattr(helpers.needs(False, "chroot")(test), "pytestmark", [])] == ["skip"]
    with pytest.raises(pytest.skip.Exception):
        helpers.missing("openat2")
