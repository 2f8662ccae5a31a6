"""deploy/fleet rendered as `kubectl apply -k` would see it, for the manifest and simulation tests."""

from __future__ import annotations

import re
import shutil
import subprocess
from functools import cache
from typing import Any

import yaml

from tests.helpers import PROJECT

FLEET = PROJECT / "deploy" / "fleet"
OVERLAYS = ("daemonset", "job", "node-selector")
_VARIABLE = re.compile(r"\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)")


def kustomize() -> list[str]:
    """The renderer: kubectl's built-in kustomize (the machine image has kubectl), else a kustomize binary."""
    if shutil.which("kubectl"):
        return ["kubectl", "kustomize"]
    if shutil.which("kustomize"):
        return ["kustomize", "build"]
    raise AssertionError("rendering deploy/fleet needs kubectl (kubectl kustomize) or kustomize on PATH")


@cache
def render(overlay: str) -> tuple[dict[str, Any], ...]:
    out = subprocess.run([*kustomize(), str(FLEET / "overlays" / overlay)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return tuple(doc for doc in yaml.safe_load_all(out.stdout) if doc)


def workload(overlay: str) -> dict[str, Any]:
    (found,) = [d for d in render(overlay) if d["kind"] in ("DaemonSet", "Job")]
    return found


def sweep_container(overlay: str) -> dict[str, Any]:
    (found,) = [c for c in workload(overlay)["spec"]["template"]["spec"]["initContainers"] if c["name"] == "sweep"]
    return found


def expand(args: list[str], env: dict[str, str]) -> list[str]:
    """$(VAR) in a container's args as the kubelet expands them: defined variables replaced, $$ -> $,
    anything else left as written (k8s.io/kubernetes third_party/forked/golang/expansion)."""

    def one(m: re.Match[str]) -> str:
        if m.group(0) == "$$":
            return "$"
        return env.get(m.group(1), m.group(0))

    return [_VARIABLE.sub(one, arg) for arg in args]


def literal_env(container: dict[str, Any]) -> dict[str, str]:
    return {e["name"]: e["value"] for e in container.get("env", []) if "value" in e}
