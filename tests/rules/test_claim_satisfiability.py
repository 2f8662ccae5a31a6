"""DRA-CL-040...043 through the engine: slices trimmed while read are read again whole, findings land
on the request (or the selector), and explain-claim prints the same analysis for one claim."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import yaml

from dra_conform.engine.check import check_bundle, check_paths, check_source
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.rules import load
from tests.builders import GPU, claim, device, device_class, request, resource_slice, write_manifests
from tests.helpers import PROJECT, by_rule, summary

CLASS = device_class()


def slices(nodes=2, per_node=4, model="A100"):
    """A kubectl-style ResourceSliceList: many attributes a device, which the engine trims while reading."""
    items = [
        resource_slice(
            f"node-{n}",
            [
                device(f"gpu-{i}", attributes={"model": model, "index": i, "uuid": f"GPU-{n}-{i}"})
                for i in range(per_node)
            ],
            node=f"node-{n}",
        )
        for n in range(nodes)
    ]
    return {"apiVersion": "v1", "kind": "List", "items": items}


def write_json(tmp_path, name, obj):
    target = tmp_path / name
    target.write_text(json.dumps(obj))
    return target


MODEL = f'device.attributes["{GPU}"].model == "H100"'


def test_trimmed_slices_are_read_again_from_json_and_yaml(tmp_path):
    for as_json in (True, False):
        dump = (
            write_json(tmp_path, "slices.json", slices())
            if as_json
            else write_manifests(tmp_path, slices(), name="slices.yaml")
        )
        manifests = write_manifests(
            tmp_path,
            CLASS,
            claim(request(selector=MODEL), name="h100"),
            claim(request(selector=f'device.attributes["{GPU}"].model == "A100"'), name="a100"),
            name="claims.yaml",
        )
        findings = check_paths([str(dump), str(manifests)], Options()).findings
        (warning,) = by_rule(findings, "DRA-CL-040")
        assert warning.message == (
            f"request gpu: 0 of 8 devices published by {GPU} match; 8 fail `{MODEL}` (models published: A100)"
        )
        assert (warning.file, warning.location.line, warning.field_path) == (
            str(manifests),
            19,
            "spec.devices.requests[0].exactly",
        )
        notes = sorted(n.message for n in by_rule(findings, "DRA-CL-041"))
        assert notes == [
            f"request gpu: 8 of 8 devices published by {GPU} match, on 2 nodes",
            # the allocator's answer for the claim that can be allocated: where, and with which device
            f"the scheduler can allocate it: satisfiable on node-0, node-1; on node-0 the scheduler takes gpu: "
            f"{GPU}/node-0/gpu-0",
        ]
        os.remove(dump)


def test_a_slice_file_changed_since_it_was_read_is_not_judged(tmp_path):
    dump = write_json(tmp_path, "slices.json", slices(nodes=1))
    manifests = write_manifests(tmp_path, CLASS, claim(request(selector=MODEL), name="h100"), name="claims.yaml")
    options = Options()
    results = [check_source(inputs.Source(str(p), str(p), True), options) for p in (dump, manifests)]
    dump.write_text(json.dumps(slices(nodes=1, model="H100")).replace("node-0", "node-9"))
    check_bundle(results, options, load())
    found = [f for r in results for f in r.findings]
    assert by_rule(found, "DRA-CL-040") == []  # the attributes are not known: no certain verdict
    (note,) = by_rule(found, "DRA-CL-041")
    assert note.message.startswith("not judged: request gpu:")
    assert "slices changed since they were read" in note.message


def test_standard_input_is_kept_whole(tmp_path):
    text = yaml.safe_dump_all(
        [*slices(nodes=1)["items"], CLASS, claim(request(selector=MODEL), name="h100")], sort_keys=False
    )
    out = subprocess.run(
        [sys.executable, "-m", "dra_conform", "check", "--format", "json", "-"],
        input=text.encode(),
        capture_output=True,
        cwd=PROJECT,
        timeout=60,
    )
    report = json.loads(out.stdout)
    assert [f["ruleId"] for f in report["findings"] if f["ruleId"] == "DRA-CL-040"] == ["DRA-CL-040"]


def test_runtime_errors_of_a_class_are_reported_once_at_the_class(tmp_path):
    guarded = device_class(selector=f'device.attributes["{GPU}"].family == "x"')
    manifests = write_manifests(
        tmp_path,
        *slices(nodes=1)["items"],
        guarded,
        claim(request(), name="a"),
        claim(request(count=2), name="b"),
        name="all.yaml",
    )
    findings = check_paths([str(manifests)], Options()).findings
    (error,) = by_rule(findings, "DRA-CL-043")
    assert error.field_path == "spec.selectors[0].cel.expression"
    assert error.message.startswith(
        "CEL runtime error on published device node-0/gpu-0 and 3 more: no such key: "
        "family; when the scheduler evaluates this selector"
    )
    assert f"`class {GPU}: selector #0: CEL runtime error: no such key: family`" in error.message


def test_a_misspelt_attribute_gets_the_closest_published_name(tmp_path):
    # beyond upstream: no device of the run publishes `modle` (its slices publish `model`) nor gpu.exmaple.com
    typo = claim(request(selector=f'device.attributes["{GPU}"].modle == "A100"'), name="a")
    wrong_domain = claim(request(selector='device.attributes["gpu.exmaple.com"].model == "A100"'), name="b")
    guarded = claim(
        request(selector=f'has(device.attributes["{GPU}"].modle) && device.attributes["{GPU}"].modle == "x"'), name="c"
    )
    manifests = write_manifests(
        tmp_path, *slices(nodes=1)["items"], CLASS, typo, wrong_domain, guarded, name="all.yaml"
    )
    findings = check_paths([str(manifests)], Options()).findings
    errors = sorted(f.message for f in by_rule(findings, "DRA-CL-043"))  # "no such key" on every device
    assert len(errors) == 2 and all("no such key" in m for m in errors)
    assert errors[0].endswith(f"(no device of the run publishes attributes of gpu.exmaple.com; did you mean `{GPU}`?)")
    assert errors[1].endswith(f"(no device of the run publishes attributes {GPU}/modle; did you mean `model`?)")
    (unsatisfiable,) = by_rule(findings, "DRA-CL-040")  # guarded: no device matches
    assert unsatisfiable.message.endswith(
        f"(no device of the run publishes attributes {GPU}/modle; did you mean `model`?)"
    )


def test_a_name_some_device_publishes_gets_no_hint(tmp_path):
    manifests = write_manifests(
        tmp_path, *slices(nodes=1)["items"], CLASS, claim(request(selector=MODEL), name="a"), name="all.yaml"
    )
    assert all("did you mean" not in f.message for f in check_paths([str(manifests)], Options()).findings)


def test_a_class_missing_from_the_run(tmp_path):
    manifests = write_manifests(
        tmp_path, CLASS, claim(request(class_name="gpu.exmaple.com"), name="typo"), name="all.yaml"
    )
    (warning,) = by_rule(check_paths([str(manifests)], Options()).findings, "DRA-CL-042")
    assert warning.field_path == "spec.devices.requests[0].exactly.deviceClassName"
    assert warning.message.startswith(f"DeviceClass 'gpu.exmaple.com' is not among the DeviceClasses given ({GPU})")


def test_no_claims_no_slices_no_findings(tmp_path):
    only_slices = write_manifests(tmp_path, *slices(nodes=1)["items"], CLASS, name="s.yaml")
    only_claims = write_manifests(tmp_path, claim(request(selector=MODEL), name="a"), name="c.yaml")
    for target in (only_slices, only_claims):
        found = check_paths([str(target)], Options()).findings
        assert [f for f in found if f.rule_id.startswith("DRA-CL-04")] == []


def test_parallel_runs_say_the_same(tmp_path):
    for n in range(40):  # more than the 32 files a run keeps in one process
        write_manifests(tmp_path, claim(request(count=n % 6 + 1), name=f"c{n}"), name=f"c{n:02d}.yaml")
    write_json(tmp_path, "slices.json", slices())
    write_manifests(tmp_path, CLASS, name="class.yaml")
    one = summary(check_paths([str(tmp_path)], Options(jobs=1)).findings)
    two = summary(check_paths([str(tmp_path)], Options(jobs=2)).findings)
    # counts 1..6 against 4 devices a node: the claims asking for 5 or 6 cannot be satisfied
    assert one == two and len([f for f in one if f[0] == "DRA-CL-040"]) == 12


def cli(*args, cwd):
    return subprocess.run([sys.executable, "-m", "dra_conform", *args], capture_output=True, cwd=cwd, timeout=60)


def test_explain_claim_prints_the_steps_and_exits_by_verdict(tmp_path):
    dump = write_manifests(
        tmp_path,
        {
            "apiVersion": "v1",
            "kind": "List",
            "items": [
                *slices()["items"],
                CLASS,
                claim(request(selector=MODEL), name="h100"),
                claim(request(count=2), name="two"),
            ],
        },
        name="dump.yaml",
    )
    out = cli("explain-claim", "default/h100", str(dump), cwd=PROJECT)
    assert out.returncode == 1, out.stderr
    text = out.stdout.decode()
    line = dump.read_text().splitlines().index("    name: h100") + 1
    assert text.splitlines() == [
        f"ResourceClaim default/h100 ({dump}:{line})",
        "  verdict: CANNOT be allocated on any of the 2 nodes judged",
        f"  published: 8 devices in 2 pools of 1 driver ({GPU}) on 2 nodes, from 2 ResourceSlices; 1 DeviceClass, "
        "0 DeviceTaintRules; 0 devices allocated to claims",
        "  not on node-0: request gpu lacks devices there (gpu: 0 usable, 1 needed)",
        "    gpu: 0 usable alone",
        f"      4 devices: the request's selector #0 does not match: `{MODEL}` is false (published: model: A100) "
        f"({GPU}/node-0/gpu-0, {GPU}/node-0/gpu-1, {GPU}/node-0/gpu-2, …)",
        "      4 devices: published for another node",
        "  not on node-1: request gpu lacks devices there (gpu: 0 usable, 1 needed)",
        "    gpu: 0 usable alone",
        f"      4 devices: the request's selector #0 does not match: `{MODEL}` is false (published: model: A100) "
        f"({GPU}/node-1/gpu-0, {GPU}/node-1/gpu-1, {GPU}/node-1/gpu-2, …)",
        "      4 devices: published for another node",
        "  the filters each request applies alone, over the devices of every node:",
        f"  request gpu: DeviceClass {GPU}, 1 device, 1 selector",
        f"    too few devices pass its filters: 0 of 8 devices published by {GPU} match",
        f"      - 8 fail `{MODEL}` (models published: A100)",
        "  check warns: DRA-CL-040 spec.devices.requests[0].exactly: request gpu: 0 of 8 devices published by "
        f"{GPU} match; 8 fail `{MODEL}` (models published: A100)",
    ]
    out = cli("explain-claim", "two", str(dump), cwd=PROJECT)
    assert out.returncode == 0
    text = out.stdout.decode()
    assert "  verdict: CAN be allocated: on 2 of 2 nodes judged (node-0 first)\n" in text
    assert f"  on node-0: the scheduler takes gpu: {GPU}/node-0/gpu-0, {GPU}/node-0/gpu-1\n" in text
    assert "enough devices pass its filters: 8 of 8 devices published by gpu.example.com match, on 2 nodes" in text
    out = cli("explain-claim", "--node", "node-1", "--format", "json", "two", str(dump), cwd=PROJECT)
    report = json.loads(out.stdout)
    assert (out.returncode, report["verdict"], report["exit"]) == (0, "satisfiable", 0)
    assert report["nodes"] == [
        {
            "node": "node-1",
            "verdict": "allocated",
            "allocation": [
                {"request": "gpu", "driver": GPU, "pool": "node-1", "device": "gpu-0"},
                {"request": "gpu", "driver": GPU, "pool": "node-1", "device": "gpu-1"},
            ],
            "allocation_text": f"gpu: {GPU}/node-1/gpu-0, {GPU}/node-1/gpu-1",
            "reason": "",
            "devices": None,
        }
    ]


def test_explain_claim_names_what_it_cannot_find(tmp_path):
    dump = write_manifests(
        tmp_path,
        CLASS,
        claim(request(), name="x"),
        {**claim(request(), name="x"), "metadata": {"name": "x", "namespace": "b"}},
        name="dump.yaml",
    )
    out = cli("explain-claim", "nope", str(dump), cwd=PROJECT)
    assert out.returncode == 2
    assert out.stderr.decode() == "dra-conform: no ResourceClaim or ResourceClaimTemplate nope in the files given\n"
    out = cli("explain-claim", "x", str(dump), cwd=PROJECT)
    assert out.returncode == 2 and "give namespace/name" in out.stderr.decode()
    out = cli("explain-claim", "b/x", str(dump), cwd=PROJECT)
    assert out.returncode == 0  # as check, which judges no claim of a run without slices
    text = out.stdout.decode()
    assert (
        "  verdict: not judged: the files hold no ResourceSlice, so they publish no device that could satisfy it "
        "(check judges no claim without one)"
    ) in text
    assert "no ResourceSlice in the files given: no device is published that could satisfy it" in text
    assert cli("explain-claim", "x", str(tmp_path / "missing.yaml"), cwd=PROJECT).returncode == 2


def test_explain_claim_escapes_control_characters(tmp_path):
    hostile = claim(request(selector='device.attributes["gpu.example.com"].model == "\x1b[31mH100"'), name="x")
    dump = write_manifests(tmp_path, *slices(nodes=1)["items"], CLASS, hostile, name="dump.yaml")
    out = cli("explain-claim", "x", str(dump), cwd=PROJECT)
    assert b"\x1b" not in out.stdout and b"\\x1b[31mH100" in out.stdout


# --- claims judged without slices (issue 32 point 7) ----------------------------------------------------


def test_a_count_over_the_claim_limit_is_an_error_whatever_the_inventory(tmp_path):
    """Allocate's "exceeds the claim limit" needs no device to be said: a claim asking for 500 devices is an
    error with no slice and no class in the files (it gave no finding at all before)."""
    many = claim(request(count=500))
    many["spec"]["devices"]["requests"].append(
        {
            "name": "nic",
            "firstAvailable": [
                request("big", count=8, v1beta1=True),
                request("small", count=2, v1beta1=True),
            ],
        }
    )
    target = write_manifests(tmp_path, many, name="claim.yaml")
    found = [f for f in check_paths([str(target)], Options()).findings if f.rule_id == "DRA-CL-040"]
    assert [(f.severity.name, f.field_path, f.message, f.location.line) for f in found] == [
        (
            "ERROR",
            "spec.devices",
            "the scheduler refuses the claim: claim default/c, request gpu: adding 500 devices exceeds the claim "
            "limit of 32, with 0 already accounted for (whatever devices are published)",
            7,  # spec.devices
        )
    ]


def test_with_the_whole_inventory_no_slice_means_no_device(tmp_path):
    target = write_manifests(tmp_path, CLASS, claim(request()), name="claim.yaml")
    assert [f for f in check_paths([str(target)], Options()).findings if f.rule_id.startswith("DRA-CL-04")] == []
    found = check_paths([str(target)], Options(complete_inventory=True)).findings
    assert [(f.rule_id, f.severity.name, f.field_path, f.message) for f in found] == [
        (
            "DRA-CL-040",
            "WARNING",
            "spec.devices.requests[0].exactly",
            "request gpu: no device is published (the files hold no ResourceSlice, and no other)",
        )
    ]


def test_with_every_class_given_a_class_none_of_them_is_is_missing(tmp_path):
    target = write_manifests(tmp_path, claim(request()), name="claim.yaml")
    found = check_paths([str(target)], Options(complete_inventory=True)).findings
    assert [(f.rule_id, f.severity.name, f.field_path, f.message) for f in found] == [
        (
            "DRA-CL-042",
            "WARNING",
            "spec.devices.requests[0].exactly.deviceClassName",
            f"DeviceClass '{GPU}' is not among the DeviceClasses given (none): the scheduler cannot allocate "
            f'request gpu until it exists ("could not retrieve device class {GPU}")',
        )
    ]
