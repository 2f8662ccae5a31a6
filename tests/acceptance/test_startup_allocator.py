"""A run whose files hold no ResourceClaim or ResourceClaimTemplate never imports the allocator (about 40 ms
of start-up): `check examples/health` (Pods that name claims, a ResourceSlice, a health capture) in a fresh
interpreter, its modules read from sys.modules; and, so that the probe is not vacuous, a run with a claim
does import it."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.helpers import PROJECT

_RUN = """
import json, sys
from dra_conform.commands.cli import main
try:
    main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""
ALLOCATOR = "dra_conform.semantics.allocator"


def imported(cwd, *args: str) -> tuple[int, set[str]]:
    out = subprocess.run([sys.executable, "-c", _RUN, *args], capture_output=True, text=True, cwd=cwd, check=True)
    found = json.loads(out.stdout.splitlines()[-1])
    return found["code"], set(found["modules"])


def allocator_modules(modules: set[str]) -> set[str]:
    return {m for m in modules if m == ALLOCATOR or m.startswith(ALLOCATOR + ".")}


def test_a_run_without_claims_does_not_import_the_allocator(tmp_path):
    code, modules = imported(tmp_path, "check", str(PROJECT / "examples/health"))
    assert code == 1  # the example's findings: the run did check its files
    assert "dra_conform.rules.claim_satisfiability" in modules  # the claim rules were loaded, and stayed light
    assert allocator_modules(modules) == set()


def test_a_run_with_a_claim_imports_it(tmp_path):
    manifest = tmp_path / "claim.yaml"
    manifest.write_text(
        (PROJECT / "examples/health/slices.yaml").read_text()
        + "\n---\napiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: c, namespace: default}\n"
        "spec: {devices: {requests: [{name: gpu, exactly: {deviceClassName: gpu.example.com}}]}}\n"
    )
    _, modules = imported(tmp_path, "check", str(manifest))
    assert {f"{ALLOCATOR}.search", f"{ALLOCATOR}.filters"} <= allocator_modules(modules)
