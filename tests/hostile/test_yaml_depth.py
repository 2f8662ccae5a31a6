"""YAML nesting: where dra-conform's limit is, and that it is said. Kubernetes' reader (go-yaml v2,
scannerc.go max_flow_level and max_indents) accepts 10,000 levels; dra-conform reads YAML through
libyaml, which stops at 1,000 levels in all, and keeps that limit: docs/promises.md gives the
measured cost of going further. A document past it is a DRA-MF-001 finding where libyaml stops,
never a traceback, and every other file is still checked."""

from __future__ import annotations

from . import generate as g
from .runner import check_everywhere

# deep_yaml_flow(n) nests n levels inside a slice's spec.devices[0].x: 4 levels of the slice around them
FLOW_LIMIT = 1000 - 4
BLOCK_LIMIT = 1000 - 3  # deep_yaml_block(n): n mappings under the document's top-level x-deep


def test_yaml_is_read_to_libyamls_1000_levels_and_refused_past_them_with_a_finding(tmp_path):
    files = {
        "flow-at.yaml": g.deep_yaml_flow(FLOW_LIMIT),
        "flow-past.yaml": g.deep_yaml_flow(FLOW_LIMIT + 1),
        "flow-far.yaml": g.deep_yaml_flow(9_999),  # Kubernetes accepts it; dra-conform refuses it
        "block-at.yaml": g.deep_yaml_block(BLOCK_LIMIT),
        "block-past.yaml": g.deep_yaml_block(BLOCK_LIMIT + 1),
    }
    g.write(tmp_path / "in", files)
    reports = check_everywhere(tmp_path, ["in"], codes=(1,))
    refused = {
        f["file"].rsplit("/", 1)[-1]: (f["line"], f["column"], f["message"])
        for f in reports.json["findings"]
        if f["ruleId"] == "DRA-MF-001"
    }
    assert set(refused) == {"flow-past.yaml", "flow-far.yaml", "block-past.yaml"}
    assert refused["flow-past.yaml"] == (
        9,
        1022,
        "not valid YAML: exceeded maximum nesting depth while increasing flow level",
    )
    assert refused["block-past.yaml"][:2] == (1000, 1001) and "increasing block level" in refused["block-past.yaml"][2]
    checked = {f["path"].rsplit("/", 1)[-1] for f in reports.json["files"] if f["kind"] == "manifest"}
    assert {"flow-at.yaml", "block-at.yaml"} <= checked
    assert reports.run.cpu_seconds < 5, reports.run.timing()  # CPU time: a loaded machine stretches wall time
