"""DRA-CL-040...043 and explain-claim judge the objects as the apiserver stores them under the run's release
and gates (semantics.stored): a partitionable slice written for a release with DRAPartitionableDevices off
is stored without sharedCounters and consumesCounters (DRA-RS-032 says so), and its devices are then
ordinary devices the scheduler allocates, where the slice as written would be read for its counters only."""

from __future__ import annotations

import yaml

from dra_conform.commands.explain_claim import explain, gather, render
from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from dra_conform.rules.claim_satisfiability import judged
from tests.acceptance.test_matrix import ALL, _oracle
from tests.unit.test_stored import ON, partitionable_slice

CLASS = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "DeviceClass",
    "metadata": {"name": "gpu.example.com"},
    "spec": {"selectors": [{"cel": {"expression": 'device.driver == "gpu.example.com"'}}]},
}
CLAIM = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "ResourceClaim",
    "metadata": {"name": "c", "namespace": "default"},
    "spec": {"devices": {"requests": [{"name": "gpu", "exactly": {"deviceClassName": "gpu.example.com"}}]}},
}


def _tree(tmp_path):
    one = partitionable_slice()
    one["spec"]["devices"] = one["spec"]["devices"][:1]
    del one["spec"]["devices"][0]["capacity"]
    target = tmp_path / "all.yaml"
    target.write_text(yaml.safe_dump_all([one, CLASS, CLAIM], sort_keys=False))
    return target


def _claim_findings(target, release, gates=()):
    report = check_paths([str(target)], Options(release, feature_gates=gates))
    return [(f.rule_id, f.severity.name.lower(), f.message) for f in report.findings if f.rule_id.startswith("DRA-CL")]


def test_gate_off_the_stored_slice_has_no_counters_and_its_device_is_allocated(tmp_path):
    found = _claim_findings(_tree(tmp_path), "1.34")
    assert [rule for rule, _, _ in found] == ["DRA-CL-041", "DRA-CL-041"]
    assert "on node-1 the scheduler takes gpu: gpu.example.com/node-1/gpu-0" in found[0][2]
    gathered = gather("default/c", [str(_tree(tmp_path))], (), "1.34")
    report = explain(gathered)
    assert report["verdict"] == "satisfiable"
    text = render(gathered)[0]
    assert "gpu.example.com/node-1/gpu-0" in text and "sharedCounters" not in text


def test_gate_on_the_counters_are_honoured(tmp_path):
    # 1.37 reads a slice with counters as a slice of counters only; 1.34's partitionable slices hold their
    # counters beside their devices, and gpu-0's 40Gi fit its slice's 40Gi (upstream 1.34.13 allocates it)
    for release, gates, want, verdict in (
        ("1.34", ON, [("DRA-CL-041", "note")], "satisfiable"),
        ("1.37", (), [("DRA-CL-040", "warning")], "unsatisfiable"),
    ):
        found = _claim_findings(_tree(tmp_path), release, gates)
        assert [(rule, level) for rule, level, _ in found] == want, release
        if release == "1.37":
            assert "also publishes sharedCounters: the scheduler reads only its counters" in found[0][2]
        else:
            assert "the scheduler takes gpu: gpu.example.com/node-1/gpu-0" in found[0][2]
        report = explain(gather("default/c", [str(_tree(tmp_path))], gates, release))
        assert report["verdict"] == verdict, release


def test_a_matrix_run_gives_each_release_its_own_stored_view(tmp_path):
    target = _tree(tmp_path)
    _oracle([str(target)], ("1.34", "1.35", "1.36", "1.37"))
    _oracle([str(target)], ("1.35", "1.36"), ON)


def test_runs_whose_features_and_stored_views_agree_share_one_verdict(tmp_path):
    """The matrix run's sharing (one verdict where the allocator's features and the stored views agree): each
    release's allocator has behaviours of its own, so no two releases share; the same release asked again
    does."""
    gathered = gather("default/c", [str(_tree(tmp_path))], (), "1.37")
    at = {r: judged(gathered.items, gathered.options._replace(kubernetes_version=r)) for r in ALL}
    assert len({id(v) for v in at.values()}) == len(ALL)
    assert judged(gathered.items, gathered.options._replace(kubernetes_version="1.37")) is at["1.37"]
    assert at["1.34"].allocations != at["1.37"].allocations
