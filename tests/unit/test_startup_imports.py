"""What a check of one small metadata file imports: only what it needs (start-up is measured in
bench/, this asserts the import graph that makes it). Each module below is needed on other paths only."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.helpers import PROJECT

SMALL = PROJECT / "examples/metadata/var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu"
# Not needed to check a metadata file as text: each costs start-up a millisecond or more, or is a family's alone.
ELSEWHERE = {
    "yaml",  # manifests and configuration files
    "jsonschema",
    "grpc",  # health-probe
    "google.protobuf",
    "tomllib",  # pyproject.toml configuration
    "orjson",  # inputs of 64 KiB or more (reading.jsonstream.FAST_FROM_BYTES); the JSON report
    "dataclasses",  # orjson imports it; no value type of a check is one
    "urllib.parse",  # SARIF and baselines
    "queue",  # -j helpers
    "multiprocessing",
    "hashlib",
    "importlib.metadata",
    "importlib.resources",
    "dra_conform.semantics.cel",
    "dra_conform.semantics.allocator",
    "dra_conform.reading.manifests",
    "dra_conform.reading.yaml_values",
    "dra_conform.reading.capture",
    "dra_conform.reading._shapes_resourceslice_v1",
    "dra_conform.report.sarif",
    "dra_conform.report.json_report",
    "dra_conform.report.junit",
    "dra_conform.report.github",
    "dra_conform.report.fleet",  # merge's views, its reading and its value types
    "dra_conform.engine.merge",
    "dra_conform.reading.lines",
    "dra_conform.model.fleet",
    "dra_conform.engine.live",
}
_RUN = """
import json, sys
import click
before = set(sys.modules)
from dra_conform.commands.cli import main
try:
    main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
print(json.dumps({"code": code, "before": sorted(before), "modules": sorted(sys.modules)}))
"""


def imported(tmp_path, *args: str) -> tuple[int, set[str], set[str]]:
    """Exit code, the modules a run of ``dra-conform ARGS`` imported, and those imported before it
    (by the interpreter's start, its site, and click). Run from an empty directory: no configuration
    file is found."""
    out = subprocess.run(
        [sys.executable, "-c", _RUN, *args], capture_output=True, text=True, cwd=tmp_path, check=True
    ).stdout
    found = json.loads(out.splitlines()[-1])
    return found["code"], set(found["modules"]), set(found["before"])


def test_a_check_of_one_metadata_file_imports_what_it_needs_and_no_more(tmp_path):
    code, modules, before = imported(tmp_path, "check", str(SMALL / "gpu.example.com-metadata.json"))
    assert code == 0
    ours = modules - before
    assert not {m for m in ELSEWHERE if m in ours or any(n.startswith(m + ".") for n in ours)}
    rules = sorted(m.rsplit(".", 1)[1] for m in modules if m.startswith("dra_conform.rules."))
    assert rules == ["metadata_layout", "metadata_object", "metadata_stream"]
    assert "dra_conform.report.text" in modules


def test_a_sarif_report_imports_its_writer(tmp_path):
    """The same probe sees a module that is needed: the assertion above is not vacuous."""
    out = tmp_path / "report.sarif"
    code, modules, before = imported(
        tmp_path, "check", "--format", "sarif", "--output", str(out), str(SMALL / "gpu.example.com-metadata.json")
    )
    assert code == 0 and out.stat().st_size > 0
    assert "dra_conform.report.sarif" in modules - before


# What compiles or evaluates a CEL selector: a run that meets no selector loads none of it (the package's
# face, dra_conform.semantics.cel, is lazy; a DeviceIndex of the run's devices needs no compiler).
NOT_WITHOUT_SELECTORS = {
    "dra_conform.semantics.cel.syntax",
    "dra_conform.semantics.cel.lexer",
    "dra_conform.semantics.cel.macros",
    "dra_conform.semantics.cel.ast",
    "dra_conform.semantics.cel.checker",
    "dra_conform.semantics.cel.compiler",
    "dra_conform.semantics.cel.cost",
    "dra_conform.semantics.cel.env",
    "dra_conform.semantics.cel.interpreter",
    "dra_conform.semantics.cel.stdlib",
    "dra_conform.semantics.cel.ext",
    "dra_conform.semantics.cel.library",
}
_CLAIM = """\
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {name: gpu}
spec: {%s}
---
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: claim, namespace: default}
spec:
  devices:
    requests:
    - name: gpu
      exactly: {deviceClassName: gpu}
---
apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata: {name: node-1-gpu}
spec:
  driver: gpu.example.com
  nodeName: node-1
  pool: {name: node-1, generation: 1, resourceSliceCount: 1}
  devices:
  - name: gpu-0
    attributes:
      model: {string: A100}
"""
_SELECTOR = 'selectors: [{cel: {expression: \'device.attributes["gpu.example.com"].model == "A100"\'}}]'


def _loaded(modules: set[str], names: set[str]) -> set[str]:
    return {m for m in modules if m in names or any(m.startswith(n + ".") for n in names)}


def test_a_run_without_selectors_loads_no_cel_compiler_or_evaluator(tmp_path):
    """`check` of the health example (slices and pods) and of a claim judged against slices, no selector in
    either: none of the CEL machinery is imported."""
    claim = tmp_path / "claim.yaml"
    claim.write_text(_CLAIM % "")
    for target in (PROJECT / "examples/health", claim):
        code, modules, before = imported(tmp_path, "check", str(target))
        assert code in (0, 1)
        assert _loaded(modules - before, NOT_WITHOUT_SELECTORS) == set(), target


def test_a_run_with_a_selector_loads_the_compiler_and_the_evaluator(tmp_path):
    """The same probe, the class with a selector: the assertion above is not vacuous."""
    claim = tmp_path / "claim.yaml"
    claim.write_text(_CLAIM % _SELECTOR)
    code, modules, before = imported(tmp_path, "check", str(claim))
    assert code == 0
    assert {"dra_conform.semantics.cel.compiler", "dra_conform.semantics.cel.interpreter"} <= modules - before
