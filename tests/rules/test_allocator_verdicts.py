"""The allocator's verdicts through `check` (DRA-CL-040...042) and `explain-claim`: node by node, with
Node objects and --node, devices allocated to other claims, constraints, and what the files hold;
`check` warns about a claim exactly when explain-claim exits 1, on every case here."""

from __future__ import annotations

import copy

import pytest

from dra_conform.commands.explain_claim import explain, gather
from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from dra_conform.semantics import gates
from tests import builders
from tests.builders import GPU, device, device_class, request, resource_slice, write_manifests
from tests.helpers import PROJECT

CLASS = device_class("gpu")


def node_slice(node, devices=2, selector=None):
    """``devices`` devices gpu-0... with numa = their index, on ``node`` or, with ``selector``, on the nodes
    of that zone."""
    published = [device(f"gpu-{i}", attributes={"numa": i}) for i in range(devices)]
    if selector is None:
        return resource_slice(node, published, node=node)
    zone = {"nodeSelectorTerms": [{"matchExpressions": [{"key": "zone", "operator": "In", "values": [selector]}]}]}
    return resource_slice(node, published, node=None, nodeSelector=zone)


def claim(name="c", count=1, class_name="gpu", constraint=None, allocated=None, **fields):
    # the class is not named after the driver, so a claim whose class is missing names no driver; count is
    # always written; ``allocated`` is (pool, device) pairs
    return builders.claim(
        request(class_name=class_name, count=count, **fields),
        name=name,
        constraints=[{"matchAttribute": constraint}] if constraint else None,
        status=builders.allocated(*allocated) if allocated else None,
    )


def node(name, **labels):
    return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": labels}}


def run(tmp_path, objects, name="c", nodes=(), gate_text="", complete=False, as_list=False):
    """(the claim's DRA-CL-04x findings from check as (rule, severity, message), explain-claim's report)."""
    docs = [{"apiVersion": "v1", "kind": "List", "items": objects}] if as_list else objects
    target = write_manifests(tmp_path, *docs)
    parsed = gates.parse(gate_text)
    options = Options(feature_gates=parsed, nodes=tuple(nodes), complete_inventory=complete)
    findings = [f for f in check_paths([str(target)], options).findings if f.rule_id.startswith("DRA-CL-04")]
    mine = [f for f in findings if f.identity.split("/")[-1] == name]
    report = explain(gather(name, [str(target)], parsed, "1.37", tuple(nodes), complete))
    return [(f.rule_id, f.severity.name.lower(), f.message) for f in mine], report


def warned(found):
    return any(severity == "warning" for _, severity, _ in found)


TAINT_RULE = {
    "apiVersion": "resource.k8s.io/v1beta2",
    "kind": "DeviceTaintRule",
    "metadata": {"name": "maintenance"},
    "spec": {"deviceSelector": {"driver": GPU, "pool": "node-1"}, "taint": {"key": "maint", "effect": "NoSchedule"}},
}
TOLERANT = claim(tolerations=[{"key": "maint", "operator": "Exists"}])

CASES = {
    # name: (objects, claim, options, expected explain verdict, check warns)
    "fits-on-one-node": ([CLASS, node_slice("node-1"), node_slice("node-2", 1), claim(count=2)], {}, "satisfiable"),
    "fits-nowhere": ([CLASS, node_slice("node-1"), node_slice("node-2"), claim(count=3)], {}, "unsatisfiable"),
    "constraint-fails-together": (
        [CLASS, node_slice("node-1"), claim(count=2, constraint=f"{GPU}/numa")],
        {},
        "unsatisfiable",
    ),
    "allocated-to-another-claim": (
        [CLASS, node_slice("node-1"), claim("other", allocated=[("node-1", "gpu-0")]), claim(count=2)],
        {},
        "unsatisfiable",
    ),
    "node-labels-do-not-match": (
        [CLASS, node_slice("rack", selector="a"), node("node-1", zone="b"), claim()],
        {},
        "unsatisfiable",
    ),
    "node-labels-match": (
        [CLASS, node_slice("rack", selector="a"), node("node-1", zone="a"), claim()],
        {},
        "satisfiable",
    ),
    "labels-unknown-taken-to-match": ([CLASS, node_slice("rack", selector="a"), claim()], {}, "satisfiable"),
    "--node-picks-the-node": (
        [CLASS, node_slice("node-1"), node_slice("node-2", 1), claim(count=2)],
        {"nodes": ["node-2"]},
        "unsatisfiable",
    ),
    "class-missing-incomplete": ([CLASS, node_slice("node-1"), claim(class_name="nic")], {}, "error"),
    "class-missing-complete": ([CLASS, node_slice("node-1"), claim(class_name="nic")], {"complete": True}, "error"),
    "class-missing-in-a-list": ([CLASS, node_slice("node-1"), claim(class_name="nic")], {"as_list": True}, "error"),
    "tainted-by-a-rule": ([CLASS, node_slice("node-1"), TAINT_RULE, claim()], {}, "unsatisfiable"),
    "taint-tolerated": ([CLASS, node_slice("node-1"), TAINT_RULE, TOLERANT], {}, "satisfiable"),
    "prioritized-list-gate-off": (
        [
            CLASS,
            node_slice("node-1"),
            builders.claim({"name": "gpu", "firstAvailable": [request("one", class_name="gpu", v1beta1=True)]}),
        ],
        {"gate_text": "DRAPrioritizedList=false"},
        "error",
    ),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_check_and_explain_claim_agree(tmp_path, case):
    objects, options, verdict = CASES[case]
    found, report = run(tmp_path, copy.deepcopy(objects), **options)
    assert report["verdict"] == verdict, report["headline"]
    assert (report["exit"] == 1) == warned(found), (found, report["warnings"])


def test_what_check_says_node_by_node(tmp_path):
    found, report = run(tmp_path, CASES["fits-on-one-node"][0])
    assert found == [
        (
            "DRA-CL-041",
            "note",
            f"the scheduler can allocate it: satisfiable on node-1; on node-1 the scheduler takes gpu: {GPU}/node-1/"
            f"gpu-0, {GPU}/node-1/gpu-1; not on node-2: request gpu lacks devices there (gpu: 1 usable, 2 needed)",
        ),
        ("DRA-CL-041", "note", f"request gpu: 3 of 3 devices published by {GPU} match, on 2 nodes"),
    ]
    found, _ = run(tmp_path, CASES["constraint-fails-together"][0])
    assert found[0][:2] == ("DRA-CL-040", "warning")
    assert found[0][2].startswith(
        "the scheduler finds no allocation of its requests on the nodes judged: not on node-1: "
        "each request has enough usable devices there, but not together"
    )
    found, _ = run(tmp_path, CASES["allocated-to-another-claim"][0])
    assert "request gpu lacks devices there (gpu: 1 usable, 2 needed)" in found[0][2]


def test_a_missing_class_is_a_note_unless_the_files_hold_every_class(tmp_path):
    for options, severity, code in (
        ({}, "note", 0),
        ({"complete": True}, "warning", 1),
        ({"as_list": True}, "warning", 1),
    ):
        found, report = run(tmp_path, CASES["class-missing-incomplete"][0], **options)
        assert [(r, s) for r, s, _ in found if r == "DRA-CL-042"] == [("DRA-CL-042", severity)], options
        assert report["exit"] == code


MULTI_DRIVER = PROJECT / "tests/corpus/drivers/intel-resource-drivers-for-kubernetes"


def test_multi_driver_examples_name_what_is_missing_in_a_note():
    """Intel's examples ask for classes and drivers that other charts install (tests/corpus/drivers/
    SOURCES.md): pod-inline-gpu-dranet.yaml's NIC request names dranet's class, whose driver publishes no
    device in these files, and pod-inline-first-available.yaml falls back to Gaudi's class, not here.
    Checked alone, both are notes; said to be the whole cluster (--complete-inventory), warnings."""
    examples = MULTI_DRIVER / "deployments/gpu/examples"
    for complete, severity in ((False, "note"), (True, "warning")):
        findings = check_paths([str(MULTI_DRIVER)], Options(complete_inventory=complete)).findings
        nic = [
            f for f in findings if f.rule_id == "DRA-CL-040" and f.file == str(examples / "pod-inline-gpu-dranet.yaml")
        ]
        gaudi = [
            f
            for f in findings
            if f.rule_id == "DRA-CL-042" and f.file == str(examples / "pod-inline-first-available.yaml")
        ]
        assert [f.severity.name.lower() for f in nic + gaudi] == [severity, severity]
        assert nic[0].message.startswith("request nic: 0 of 4 devices published match")
        assert "'gaudi.intel.com'" in gaudi[0].message


def test_explain_claim_json_names_the_devices(tmp_path):
    _, report = run(tmp_path, CASES["fits-on-one-node"][0])
    assert report["headline"] == "CAN be allocated: on 1 of 2 nodes judged (node-1 first)"
    assert [n["verdict"] for n in report["nodes"]] == ["allocated", "unsatisfiable"]
    assert report["nodes"][0]["allocation"][1] == {"request": "gpu", "driver": GPU, "pool": "node-1", "device": "gpu-1"}


def test_a_claim_is_searched_on_at_most_max_nodes_and_says_what_it_left(tmp_path, monkeypatch):
    """Nodes × claims is what the search costs: past MAX_NODES a claim with no allocation yet is
    "not judged", never "unsatisfiable", in check and explain-claim alike."""
    from dra_conform.semantics.allocator import nodes

    monkeypatch.setattr(nodes, "MAX_NODES", 4)
    objects = [CLASS, *(node_slice(f"node-{n:02d}", 1) for n in range(10)), claim(count=2)]
    found, report = run(tmp_path, objects)
    assert [r for r, _, _ in found] == ["DRA-CL-041"]  # no warning: not every node was searched
    assert found[0][2] == (
        "the scheduler's allocation was not judged: searched on 4 nodes (at most 4 a claim) without "
        "finding an allocation; 6 more nodes were not searched"
    )
    assert report["verdict"] == "not judged" and report["exit"] == 0
    monkeypatch.setattr(nodes, "MAX_NODES", 10)
    found, report = run(tmp_path, objects)
    assert [r for r, _, _ in found][:1] == ["DRA-CL-040"] and report["exit"] == 1
