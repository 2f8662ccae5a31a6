"""Build the Go differential oracle (oracle/README.md): one binary per Kubernetes release.

    python tools/oracle/build.py                 # download the modules and build every release
    python tools/oracle/build.py download        # only fetch the modules (CI starts this before the lint)
    python tools/oracle/build.py build 1.37      # build one release (or several)
    python tools/oracle/build.py build --command dra-oracle-apiserver 1.37   # the validation oracle of 1.37
    python tools/oracle/build.py --command dra-oracle-apiserver              # ... of every release, downloaded first
    python tools/oracle/build.py test            # go vet and go test of oracle/common (in the newest module)
    python tools/oracle/build.py env             # print the Go environment every build uses

Every Go command runs with the same environment: no toolchain download (GOTOOLCHAIN=local), the module
proxy only (no direct fallback), the committed go.mod/go.sum as they are (-mod=readonly), no cgo, and the
module and build caches under the git-ignored build/go/. Binaries go to build/oracle/<release>/. Each step
prints one timing line ("== oracle: 1.37 dra-oracle built in 74 s").

A command with its own go.mod (dra-oracle-apiserver, which requires k8s.io/kubernetes: oracle/APISERVER.md) is
downloaded and built in its folder, so the release module, and the core binary, never depend on it.
`download` fetches only the core modules unless --command names the apiserver one.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ORACLE = ROOT / "oracle"
BUILD = ROOT / "build"
RELEASES: dict[str, dict[str, str]] = json.loads((ORACLE / "releases.json").read_text())["releases"]
COMMANDS = ("dra-oracle",)  # the default; dra-oracle-apiserver through --command (its build is ten times heavier)


def go_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        GOTOOLCHAIN="local",
        GOPROXY="https://proxy.golang.org",
        GOFLAGS="-mod=readonly -trimpath -buildvcs=false",
        CGO_ENABLED="0",
        GOMODCACHE=str(BUILD / "go" / "mod"),
        GOCACHE=str(BUILD / "go" / "cache"),
        GOWORK="off",
    )
    return env


def binary(release: str, command: str = "dra-oracle") -> Path:
    return BUILD / "oracle" / release / command


def _go(args: list[str], cwd: Path, retries: int = 1) -> None:
    go = shutil.which("go")
    if go is None:
        sys.exit("tools/oracle/build.py: no `go` on PATH (the oracle needs Go 1.26: oracle/README.md)")
    for attempt in range(1, retries + 1):
        done = subprocess.run([go, *args], cwd=cwd, env=go_env(), check=False)
        if done.returncode == 0:
            return
        if attempt < retries:
            print(f"== oracle: `go {' '.join(args)}` failed in {cwd.name}, retrying ({attempt}/{retries})", flush=True)
            time.sleep(5 * attempt)
    sys.exit(f"tools/oracle/build.py: `go {' '.join(args)}` failed in {cwd}")


def _where(release: str, command: str) -> tuple[Path, str] | None:
    """The module folder a command builds in and its package there: its own folder when it has a go.mod, else
    the release module (None: the release has no such command)."""
    module = ORACLE / f"k8s-{release}"
    folder = module / "cmd" / command
    if not folder.is_dir():
        return None
    return (folder, ".") if (folder / "go.mod").is_file() else (module, f"./cmd/{command}")


def download(releases: list[str], commands: tuple[str, ...] = COMMANDS) -> None:
    for release in releases:
        for module in dict.fromkeys(w[0] for c in commands if (w := _where(release, c))):
            start = time.monotonic()
            _go(["mod", "download"], module, retries=3)
            print(
                f"== oracle: {release} {module.name} modules downloaded in {time.monotonic() - start:.0f} s", flush=True
            )


def build(releases: list[str], commands: tuple[str, ...] = COMMANDS) -> None:
    for release in releases:
        for command in commands:
            where = _where(release, command)
            if where is None:
                continue
            start = time.monotonic()
            out = binary(release, command)
            out.parent.mkdir(parents=True, exist_ok=True)
            _go(["build", "-ldflags=-s -w", "-o", str(out), where[1]], where[0], retries=2)
            print(f"== oracle: {release} {command} built in {time.monotonic() - start:.0f} s", flush=True)


def test() -> None:
    """The protocol's own tests and go vet, run inside the newest release module (common has no go.sum)."""
    module = ORACLE / f"k8s-{list(RELEASES)[-1]}"
    start = time.monotonic()
    _go(["vet", "./...", "dra-conform.test/oracle/common/..."], module)
    _go(["test", "-count=1", "dra-conform.test/oracle/common/..."], module)
    print(f"== oracle: go vet and go test in {time.monotonic() - start:.0f} s", flush=True)


def main(argv: list[str]) -> None:
    verb = argv[0] if argv and argv[0] in ("download", "build", "test", "env", "all") else "all"
    rest = argv[1:] if argv and argv[0] == verb else argv
    commands = COMMANDS
    if "--command" in rest:
        i = rest.index("--command")
        commands = tuple(rest[i + 1].split(","))
        rest = rest[:i] + rest[i + 2 :]
    releases = rest or list(RELEASES)
    unknown = [r for r in releases if r not in RELEASES]
    if unknown:
        sys.exit(f"tools/oracle/build.py: no oracle module for {', '.join(unknown)} (have {', '.join(RELEASES)})")
    if verb == "env":
        for key in ("GOTOOLCHAIN", "GOPROXY", "GOFLAGS", "CGO_ENABLED", "GOMODCACHE", "GOCACHE", "GOWORK"):
            print(f"{key}={go_env()[key]}")
        return
    if verb == "test":
        test()
        return
    if verb in ("download", "all"):
        download(releases, commands)
    if verb in ("build", "all"):
        build(releases, commands)


if __name__ == "__main__":
    main(sys.argv[1:])
