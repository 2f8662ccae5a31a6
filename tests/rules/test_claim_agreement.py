"""`check` and `explain-claim` agree on every claim: the same verdict (DRA-CL-040...043 against
explain-claim's `verdict`), exit 1 exactly when check warns about the claim, and a headline the
lines under it never contradict. One row per kind of answer, each with and without --node."""

from __future__ import annotations

import copy

import pytest
import yaml

from dra_conform.commands.explain_claim import explain, gather, render
from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from dra_conform.semantics import gates
from tests import builders
from tests.builders import GPU, allocated, device, device_class, request, resource_slice, template, write_manifests

CLASS = device_class("gpu")


def node_slice(node, devices=2, count=1, name=None, attributes=None):
    """``devices`` devices gpu-0... with numa = their index, or device i's ``attributes[i]``."""
    published = [device(f"gpu-{i}", attributes=(attributes or {}).get(i, {"numa": i})) for i in range(devices)]
    return resource_slice(name or node, published, node=node, slice_count=count)


def claim(count=1, class_name="gpu", selector=None, mode=None, name="c", status=None):
    # the class is not named after the driver, so a claim whose class is missing names no driver (the no-class
    # rows); count is written unless allocationMode is
    wanted = request(class_name=class_name, count=None if mode else count, selector=selector, mode=mode)
    return builders.claim(wanted, name=name, status=status)


TAINT_RULE = {
    "apiVersion": "resource.k8s.io/v1beta2",
    "kind": "DeviceTaintRule",
    "metadata": {"name": "maintenance"},
    "spec": {"deviceSelector": {"driver": GPU}, "taint": {"key": "maint", "effect": "NoSchedule"}},
}
SLICES = [node_slice("node-1"), node_slice("node-2", 1)]
NUMA = f'device.attributes["{GPU}"].numa == 0'
NO_NUMA = {0: {"model": {"string": "a100"}}, 1: {"numa": {"int": 0}}}  # gpu-0 has no numa: evaluated first

# name: (objects, explain's verdict without --node, check's (rule, severity) without --node,
#        the same on --node node-2)
ROWS = {
    "satisfiable": (
        [CLASS, *SLICES, claim()],
        "satisfiable",
        {("DRA-CL-041", "note")},
        ("satisfiable", {("DRA-CL-041", "note")}),
    ),
    "unsatisfiable": (
        [CLASS, *SLICES, claim(count=3)],
        "unsatisfiable",
        {("DRA-CL-040", "warning")},
        ("unsatisfiable", {("DRA-CL-040", "warning")}),
    ),
    "fits-one-node-only": (
        [CLASS, *SLICES, claim(count=2)],
        "satisfiable",
        {("DRA-CL-041", "note")},
        # with --node, the filters count node-2's one device only: a warning, no note counting node-1's
        ("unsatisfiable", {("DRA-CL-040", "warning")}),
    ),
    "no-slices-at-all": ([CLASS, claim()], "not judged", set(), ("not judged", set())),
    "selector-does-not-compile": (
        [CLASS, *SLICES, claim(selector=f'device.attributes["{GPU}"].numa ==')],
        "error",
        {("DRA-CL-040", "warning"), ("DRA-CL-041", "note")},
        ("error", {("DRA-CL-040", "warning"), ("DRA-CL-041", "note")}),
    ),
    "all-with-a-selector-that-does-not-compile": (
        [CLASS, *SLICES, claim(mode="All", selector=f'device.attributes["{GPU}"].numa ==')],
        "error",
        {("DRA-CL-040", "warning"), ("DRA-CL-041", "note")},
        ("error", {("DRA-CL-040", "warning"), ("DRA-CL-041", "note")}),
    ),
    "class-missing": (
        [CLASS, *SLICES, claim(class_name="nic")],
        "error",
        {("DRA-CL-042", "note"), ("DRA-CL-041", "note")},
        ("error", {("DRA-CL-042", "note"), ("DRA-CL-041", "note")}),
    ),
    "count-0": (
        [CLASS, *SLICES, claim(count=0)],
        "satisfiable",
        {("DRA-CL-041", "note")},
        ("satisfiable", {("DRA-CL-041", "note")}),
    ),
    # more devices than a claim can get: never allocated, whatever is published (an error, the levels policy)
    "count-over-32": (
        [CLASS, *SLICES, claim(count=33)],
        "error",
        {("DRA-CL-040", "error")},
        ("error", {("DRA-CL-040", "error")}),
    ),
    "count-over-32-no-slices": ([CLASS, claim(count=500)], "error", {("DRA-CL-040", "error")}, None),
    "count-over-32-alone": ([claim(count=500)], "error", {("DRA-CL-040", "error")}, None),
    "runtime-error-not-reached": (
        [CLASS, node_slice("node-1", attributes={1: {"model": {"string": "a100"}}}), claim(selector=NUMA)],
        "satisfiable",
        {("DRA-CL-041", "note"), ("DRA-CL-043", "warning")},
        # no device on node-2, and node-1's device, where the selector fails at run time, is never evaluated there
        ("unsatisfiable", {("DRA-CL-040", "warning")}),
    ),
    "runtime-error-reached-first": (
        [CLASS, node_slice("node-1", attributes=NO_NUMA), claim(selector=NUMA)],
        "error",
        {("DRA-CL-041", "note"), ("DRA-CL-043", "warning")},
        ("unsatisfiable", {("DRA-CL-040", "warning")}),
    ),
    "device-taint-rule": (
        [CLASS, *SLICES, TAINT_RULE, claim()],
        "unsatisfiable",
        {("DRA-CL-040", "warning")},
        ("unsatisfiable", {("DRA-CL-040", "warning")}),
    ),
    "incomplete-pool": (
        [CLASS, node_slice("node-1", count=2, name="node-1-a"), claim()],
        "unsatisfiable",
        {("DRA-CL-040", "warning")},
        ("unsatisfiable", {("DRA-CL-040", "warning")}),
    ),
}

# The same, with --complete-inventory: the files hold every slice and class of the cluster, so what they lack
# does not exist (issue 32: these gave no verdict at all).
COMPLETE_ROWS = {
    "no-slices": ([CLASS, claim()], "unsatisfiable", {("DRA-CL-040", "warning")}, None),
    "no-class": ([*SLICES, claim()], "error", {("DRA-CL-042", "warning")}, None),
    "no-class-no-slices": ([claim()], "error", {("DRA-CL-042", "warning")}, None),
    "class-missing": ([CLASS, *SLICES, claim(class_name="nic")], "error", {("DRA-CL-042", "warning")}, None),
    # the apiserver rejects it (DRA-CL-005); the scheduler would refuse it with "missing device class name"
    "empty-device-class-name": ([CLASS, claim(class_name="")], "error", {("DRA-CL-005", "error")}, None),
    "count-over-32": ([claim(count=500)], "error", {("DRA-CL-040", "error"), ("DRA-CL-042", "warning")}, None),
}


def check_verdict(found):
    """What check's findings about the claim say of the scheduler's answer."""
    messages = {(rule, message.split(":", 1)[0]) for rule, _, message in found}
    if ("DRA-CL-041", "the scheduler can allocate it") in messages:
        return "satisfiable"
    if ("DRA-CL-041", "the scheduler's allocation was not judged") in messages:
        return "not judged"
    rules = {rule for rule, _, _ in found}
    refused = {m for r, m in messages if r == "DRA-CL-040" and m.startswith("the scheduler refuses the claim")}
    if refused or rules & {"DRA-CL-042", "DRA-CL-043", "DRA-CL-005"}:
        return "error"
    if "DRA-CL-040" in rules:
        return "unsatisfiable"
    return "not judged"


def run(tmp_path, objects, nodes=(), complete=False):
    target = write_manifests(tmp_path, *objects)
    options = Options(nodes=tuple(nodes), complete_inventory=complete)
    found = [
        (f.rule_id, f.severity.name.lower(), f.message)
        for f in check_paths([str(target)], options).findings
        if (f.rule_id.startswith("DRA-CL-04") or f.rule_id == "DRA-CL-005") and f.identity == "ResourceClaim/c"
    ]
    gathered = gather("c", [str(target)], gates.parse(""), "1.37", tuple(nodes), complete)
    return found, explain(gathered), render(gathered)[0]


def consistent(report, text):
    """The headline and the lines under it say the same thing."""
    headline, kind = report["headline"], report["verdict"]
    assert "not judged: not judged" not in text
    assert not headline.endswith(": "), headline
    if kind == "satisfiable":
        assert headline.startswith("CAN be allocated") and any(n["verdict"] == "allocated" for n in report["nodes"])
        assert "CANNOT" not in text and "refuses" not in text and "too few devices pass" not in text
    elif kind == "unsatisfiable":
        assert headline.startswith("CANNOT be allocated")
        assert report["nodes"] and all(n["verdict"] == "unsatisfiable" for n in report["nodes"])
        assert "the scheduler takes" not in text
    elif kind == "error":
        assert headline.startswith("the scheduler refuses it: ")
        assert "the scheduler takes" not in text and "CAN be" not in text
        assert "enough devices pass its filters" not in text or "allocates nothing" in text
    else:
        assert kind == "not judged" and headline.startswith("not judged: ") and len(headline) > len("not judged: ")
        assert "the scheduler takes" not in text


TABLE = {**{(row, False): ROWS[row] for row in ROWS}, **{(row, True): COMPLETE_ROWS[row] for row in COMPLETE_ROWS}}


@pytest.mark.parametrize("on_node", [False, True], ids=["every-node", "--node-node-2"])
@pytest.mark.parametrize(
    ("row", "complete"), list(TABLE), ids=[f"{row}{'-complete-inventory' if c else ''}" for row, c in TABLE]
)
def test_check_and_explain_claim_agree(tmp_path, row, complete, on_node):
    objects, verdict, rules, on_node_expected = TABLE[(row, complete)]
    found, report, text = run(tmp_path, copy.deepcopy(objects), ("node-2",) if on_node else (), complete)
    # None: the same on --node node-2 as on every node
    expected_verdict, expected_rules = (on_node_expected or (verdict, rules)) if on_node else (verdict, rules)
    assert {(rule, severity) for rule, severity, _ in found} == expected_rules, found
    assert report["verdict"] == expected_verdict, report["headline"]
    if report["verdict"] != "not judged" or found:
        assert check_verdict(found) == report["verdict"], (found, report["headline"])
    reported = [(rule, severity) for rule, severity, _ in found if rule.startswith("DRA-CL-04")]  # explain's rules
    assert report["exit"] == (1 if any(severity in ("warning", "error") for _, severity in reported) else 0)
    for severity in ("warning", "error"):
        assert sorted(w.split(" ", 1)[0] for w in report[f"{severity}s"]) == sorted(
            rule for rule, s in reported if s == severity
        )
    consistent(report, text)


# --- a pod's claims, allocated together ---------------------------------------------------------------


def pod(*entries, status=None):
    obj = {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": "web", "namespace": "default"},
        "spec": {"containers": [{"name": "c", "image": "x"}], "resourceClaims": list(entries)},
    }
    if status:
        obj["status"] = status
    return obj


# template t of one request gpu for 1 or 2 devices
T_OF_1, T_OF_2 = (template(request(class_name="gpu", count=n)) for n in (1, 2))
POD = pod({"name": "first", "resourceClaimName": "a"}, {"name": "second", "resourceClaimTemplateName": "t"})


def run_pod(tmp_path, objects, nodes=()):
    target = write_manifests(tmp_path, *objects)
    found = [
        (f.rule_id, f.severity.name.lower(), f.message)
        for f in check_paths([str(target)], Options(nodes=tuple(nodes))).findings
        if f.rule_id.startswith("DRA-CL-04") and f.identity == "Pod/web"
    ]
    gathered = gather("web", [str(target)], gates.parse(""), "1.37", tuple(nodes), pod=True)
    return found, explain(gathered), render(gathered)[0]


def test_a_pods_claims_that_fit_alone_but_not_together(tmp_path):
    """node-1 has 2 devices: claim a (1 device) and the claim made from template t (2 devices) each fit
    alone; the scheduler allocates both in one pass, and a's device is not available to t's claim."""
    objects = [CLASS, node_slice("node-1"), claim(count=1, name="a"), T_OF_2, POD]
    found, report, text = run_pod(tmp_path, objects)
    assert [(rule, severity) for rule, severity, _ in found] == [("DRA-CL-040", "warning")]
    assert found[0][2].startswith("each of the pod's claims (first, second) can be allocated alone, but the scheduler")
    assert found[0][2].endswith(
        "not on node-1: each request has enough usable devices there, but not together (constraints, or devices two "
        "requests both need)"
    )
    assert report["verdict"] == "unsatisfiable" and report["exit"] == 1
    assert [c["claim"] for c in report["claims"]] == ["default/a", "default/t"]
    consistent(report, text)
    # each claim alone: can be allocated, and check says nothing against it
    for name in ("a", "t"):
        alone = explain(gather(name, [str(tmp_path / "all.yaml")], gates.parse(""), "1.37"))
        assert (alone["verdict"], alone["exit"]) == ("satisfiable", 0)


def test_a_pods_claims_that_fit_together_name_the_devices_per_claim(tmp_path):
    objects = [CLASS, node_slice("node-1", devices=3), claim(count=1, name="a"), T_OF_2, POD]
    found, report, text = run_pod(tmp_path, objects)
    assert [(rule, severity) for rule, severity, _ in found] == [("DRA-CL-041", "note")]
    assert report["verdict"] == "satisfiable" and report["exit"] == 0
    assert report["nodes"][0]["allocation_text"] == (
        f"a/gpu: {GPU}/node-1/gpu-0; t/gpu: {GPU}/node-1/gpu-1, {GPU}/node-1/gpu-2"
    )
    assert f"on node-1 the scheduler takes a/gpu: {GPU}/node-1/gpu-0; t/gpu:" in found[0][2]
    assert [(r["claim"], r["device"]) for r in report["nodes"][0]["allocation"]] == [
        ("a", "gpu-0"),
        ("t", "gpu-1"),
        ("t", "gpu-2"),
    ]
    consistent(report, text)


def test_a_pods_claim_allocated_already_holds_its_devices(tmp_path):
    """Claim a is allocated (gpu-0); only t's claim is allocated now, with gpu-0 in use."""
    taken = claim(name="a", status=allocated("gpu-0"))
    found, report, text = run_pod(tmp_path, [CLASS, node_slice("node-1"), taken, T_OF_2, POD])
    assert report["verdict"] == "unsatisfiable" and report["exit"] == 1
    assert [
        rule for rule, _, _ in found
    ] == []  # the pod-level finding needs two claims to allocate, or an allocation bound to some nodes
    assert any("DRA-CL-040 ResourceClaimTemplate default/t" in w for w in report["warnings"])
    consistent(report, text)


def test_a_pod_whose_claim_is_not_in_the_files_is_not_judged_together(tmp_path):
    found, report, text = run_pod(tmp_path, [CLASS, node_slice("node-1"), T_OF_1, POD])
    assert [(rule, severity) for rule, severity, _ in found] == [("DRA-CL-041", "note")]
    assert report["verdict"] == "not judged" and report["exit"] == 0
    assert report["headline"] == "not judged: first (ResourceClaim a) not in the files given"
    consistent(report, text)


def test_a_workloads_pod_template_allocates_its_claims_together(tmp_path):
    """A Deployment's pods each get claims from both templates: 1 + 2 devices on a node of 2."""
    one = template(request(class_name="gpu", count=1), name="one")
    deployment = {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": "web", "namespace": "default"},
        "spec": {
            "template": {
                "spec": {
                    "containers": [{"name": "c", "image": "x"}],
                    "resourceClaims": [
                        {"name": "small", "resourceClaimTemplateName": "one"},
                        {"name": "big", "resourceClaimTemplateName": "t"},
                    ],
                }
            }
        },
    }
    target = write_manifests(tmp_path, CLASS, node_slice("node-1"), one, T_OF_2, deployment)
    found = [
        (f.rule_id, f.severity.name.lower(), f.field_path)
        for f in check_paths([str(target)], Options()).findings
        if f.identity == "Deployment/web"
    ]
    assert found == [("DRA-CL-040", "warning", "spec.template.spec.resourceClaims")]
    gathered = gather("web", [str(target)], gates.parse(""), "1.37", pod=True)
    report = explain(gathered)
    assert (report["kind"], report["verdict"], report["exit"]) == ("Deployment", "unsatisfiable", 1)
    consistent(report, render(gathered)[0])


def test_claims_with_the_same_spec_are_each_named_in_their_own_errors(tmp_path):
    """Equal specs share one search, but upstream's error names the claim: each claim gets its own."""
    objects = [CLASS, node_slice("node-1", attributes=NO_NUMA)]
    for name in ("c1", "c2"):
        objects.append(claim(selector=NUMA, name=name))
    target = write_manifests(tmp_path, *objects)
    for name in ("c1", "c2"):
        report = explain(gather(name, [str(target)], gates.parse(""), "1.37"))
        assert report["verdict"] == "error"
        assert report["headline"].startswith(f"the scheduler refuses it: claim default/{name}: selector #0 on device")
        text = render(gather(name, [str(target)], gates.parse(""), "1.37"))[0]
        assert "! CEL runtime error in claim default/" + name in text
    messages = [f.message for f in check_paths([str(target)], Options()).findings if f.rule_id == "DRA-CL-043"]
    assert [m.split("`")[1].split(":")[0] for m in messages] == ["claim default/c1", "claim default/c2"]
    # a selector that does not compile: DRA-CL-040 quotes the scheduler's error, with each claim's name
    objects = [CLASS, node_slice("node-1"), *(claim(selector="device.driver ==", name=n) for n in ("c1", "c2"))]
    write_manifests(tmp_path, *objects)
    found = [f for f in check_paths([str(target)], Options()).findings if f.rule_id == "DRA-CL-040"]
    assert [(f.identity, f.message.split(": selector #0")[0]) for f in found] == [
        ("ResourceClaim/c1", "the scheduler refuses the claim: not on node-1: claim default/c1"),
        ("ResourceClaim/c2", "the scheduler refuses the claim: not on node-1: claim default/c2"),
    ]


def test_a_pod_with_many_claims_is_explained_in_bounded_output(tmp_path):
    many = pod(*({"name": f"c{i}", "resourceClaimTemplateName": "t"} for i in range(40)))
    found, report, text = run_pod(tmp_path, [CLASS, node_slice("node-1", devices=3), T_OF_2, many])
    assert [(rule, severity) for rule, severity, _ in found] == [("DRA-CL-040", "warning")]
    assert "(c0, c1, c2, c3, c4, c5, c6, c7, … (40 claims))" in found[0][2]
    assert report["claims_left_out"] == 40 - 16 and len(report["claims"]) == 16
    assert len(report["nodes"][0]["devices"]) == 16
    assert "  … 24 more claims of the pod, not shown one by one\n" in text
    assert len(text.splitlines()) < 90
    consistent(report, text)


# --- a pod's claims allocated already: only the nodes their allocation selects -------------------------


def allocated_on(name, node, device="gpu-0"):
    """Claim ``name`` allocated on ``node`` (its status.allocation.nodeSelector names it, as upstream's
    allocator writes it for a node-local device)."""
    status = allocated(device, pool=node)
    status["allocation"]["nodeSelector"] = {
        "nodeSelectorTerms": [{"matchFields": [{"key": "metadata.name", "operator": "In", "values": [node]}]}]
    }
    return claim(name=name, status=status)


UNAVAILABLE = (
    "resourceclaim not available on the node (the status.allocation.nodeSelector of claim default/a does not match it)"
)


@pytest.mark.parametrize("to_allocate", [True, False], ids=["with-a-claim-to-allocate", "all-allocated"])
@pytest.mark.parametrize(
    ("nodes", "verdict", "rule"),
    [
        ((), "satisfiable", "DRA-CL-041"),
        (("node-2",), "unsatisfiable", "DRA-CL-040"),
        (("node-1",), "satisfiable", "DRA-CL-041"),
    ],
    ids=["every-node", "--node-node-2", "--node-node-1"],
)
def test_a_pods_claim_allocated_already_rules_out_the_nodes_its_allocation_excludes(
    tmp_path, to_allocate, nodes, verdict, rule
):
    """dynamicresources.go Filter: an allocated claim's status.allocation.nodeSelector must match the node
    ("resourceclaim not available on the node"); node-2 has free devices, but claim a is allocated on node-1."""
    the_pod = POD if to_allocate else pod({"name": "first", "resourceClaimName": "a"})
    objects = [CLASS, node_slice("node-1"), node_slice("node-2"), allocated_on("a", "node-1"), T_OF_1, the_pod]
    found, report, text = run_pod(tmp_path, objects, nodes)
    assert [(r, severity) for r, severity, _ in found] == [(rule, "warning" if rule == "DRA-CL-040" else "note")]
    assert report["verdict"] == verdict and report["exit"] == (1 if verdict == "unsatisfiable" else 0)
    by_node = {n["node"]: n["verdict"] for n in report["nodes"]}
    assert (
        by_node == {"node-1": "allocated", "node-2": "unsatisfiable"}
        if not nodes
        else {nodes[0]: "allocated" if nodes == ("node-1",) else "unsatisfiable"}
    )
    if "node-2" in by_node:
        assert f"not on node-2: {UNAVAILABLE}" in found[0][2]
        assert f"  not on node-2: {UNAVAILABLE}\n" in text
    if to_allocate and "node-1" in by_node:  # t's claim gets node-1's free device, gpu-0 being a's
        assert f"on node-1 the scheduler takes gpu: {GPU}/node-1/gpu-1" in found[0][2]
    elif "node-1" in by_node:
        assert "  on node-1: the scheduler takes nothing: the pod's claims are allocated already" in text
    if not to_allocate:
        assert found[0][2].startswith("the pod's claims (first) are allocated already (usable only where each one's")
    assert "first/gpu" not in text  # a holds its device: it is not explained as a claim to allocate
    consistent(report, text)


def test_a_pods_claim_allocated_by_label_is_matched_against_the_node_objects(tmp_path):
    """A nodeSelector on labels (a network-attached device) is matched against the Node objects given."""
    allocated = allocated_on("a", "node-1")
    allocated["status"]["allocation"]["nodeSelector"] = {
        "nodeSelectorTerms": [{"matchExpressions": [{"key": "rack", "operator": "In", "values": ["r1"]}]}]
    }
    nodes = [
        {"apiVersion": "v1", "kind": "Node", "metadata": {"name": n, "labels": {"rack": rack}}}
        for n, rack in (("node-1", "r2"), ("node-2", "r1"))
    ]
    objects = [CLASS, node_slice("node-1"), node_slice("node-2"), *nodes, allocated, T_OF_1, POD]
    found, report, text = run_pod(tmp_path, objects)
    assert [(n["node"], n["verdict"]) for n in report["nodes"]] == [
        ("node-1", "unsatisfiable"),
        ("node-2", "allocated"),
    ]
    assert [(r, severity) for r, severity, _ in found] == [("DRA-CL-041", "note")]
    assert "not on node-1: resourceclaim not available on the node" in found[0][2]
    consistent(report, text)


@pytest.mark.parametrize(
    ("nodes", "counted"),
    [
        ((), "3 of 3 devices published by gpu.example.com match, on 2 nodes"),
        (("node-2",), "1 of 1 device published by gpu.example.com for node-2 match on node node-2"),
        (("node-1", "node-2"), "3 of 3 devices published by gpu.example.com for node-1, node-2 match, on 2 nodes"),
    ],
    ids=["every-node", "--node-node-2", "--node-both"],
)
def test_the_filters_count_the_devices_of_the_nodes_judged(tmp_path, nodes, counted):
    """With --node, the per-request note (DRA-CL-041) and explain-claim's filter lines count the devices
    of the nodes judged (node-1 publishes 2, node-2 1) and say so; without it, every node's."""
    found, report, text = run(tmp_path, [CLASS, *SLICES, claim()], nodes)
    assert ("DRA-CL-041", "note", f"request gpu: {counted}") in found
    over = f"the nodes judged ({', '.join(nodes)})" if nodes else "every node"
    assert f"  the filters each request applies alone, over the devices of {over}:\n" in text
    assert f"    enough devices pass its filters: {counted}\n" in text
    devices = {(): "3 devices", ("node-2",): "1 device for node-2"}.get(nodes, "3 devices for node-1, node-2")
    assert report["published"].startswith(f"{devices} in 2 pools of 1 driver")
    consistent(report, text)


def test_with_node_a_class_published_on_other_nodes_only_is_still_published(tmp_path):
    """A class whose devices are all on node-1 is not "absent from the files" when node-2 is judged: the
    request lacks devices there (a warning), not a note that the files may miss its driver."""
    found, _, _ = run(tmp_path, [CLASS, node_slice("node-1"), node_slice("node-2", 0), claim()], ("node-2",))
    assert ("DRA-CL-040", "warning", "request gpu: 0 of 0 devices published for node-2 match") in found
    assert not any("may not hold the whole cluster" in message for _, _, message in found)


# --- one gathering path (engine/gather.py) ----------------------------------------------------------------


def test_a_file_that_does_not_parse_is_left_out_by_both(tmp_path):
    """check reads a manifest that does not parse as unread whole (no object of it is judged); explain-claim
    had its own walk and kept the documents before the error: it judged the claim with a slice check never
    saw. Both read through engine.gather now."""
    write_manifests(tmp_path, CLASS, claim(), name="a-claim.yaml")
    broken = yaml.safe_dump(node_slice("node-1"), sort_keys=False) + "---\nkind: [unclosed\n"
    (tmp_path / "b-slices.yaml").write_text(broken)
    paths = [str(tmp_path / "a-claim.yaml"), str(tmp_path / "b-slices.yaml")]
    report = check_paths(paths, Options())
    assert [f.rule_id for f in report.findings if f.rule_id.startswith("DRA-CL-04")] == []  # no slice read
    gathered = gather("c", paths, gates.parse(""), "1.37")
    found = explain(gathered)
    assert found["verdict"] == "not judged" and found["headline"].startswith(
        "not judged: the files hold no ResourceSlice"
    )
    assert [line.split(":", 1)[0] for line in found["not_read"]] == [str(tmp_path / "b-slices.yaml")]


def test_the_paths_in_any_order_give_the_same_objects(tmp_path):
    """The objects in the order a walk of their tree reads them, whatever order the paths are given in, as
    check orders them for its rules across objects."""
    write_manifests(tmp_path, *SLICES, name="1-slices.yaml")
    write_manifests(tmp_path, CLASS, claim(count=2), name="2-claim.yaml")
    forward = [str(tmp_path / "1-slices.yaml"), str(tmp_path / "2-claim.yaml")]
    first, second = (gather("c", paths, gates.parse(""), "1.37") for paths in (forward, forward[::-1]))
    assert [(i.display, i.index) for i in first.items] == [(i.display, i.index) for i in second.items]
    assert explain(first) == explain(second)
