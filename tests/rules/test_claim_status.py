"""ResourceClaim status.devices: the upstream cases of observability-apis.md section 2.3."""

from __future__ import annotations

import copy
import json

import pytest

from dra_conform.engine.check import check_paths, check_source
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.rules.claim_status import canonical_interface_address
from dra_conform.semantics import validation as v

IPS = ["10.9.8.0/24", "2001:db8::/64", "10.9.8.1/24", "2001:db8::1/64"] + [f"10.8.{i}.1/24" for i in range(12)]
DEVICE = {
    "driver": "dra.example.com",
    "pool": "pool-0",
    "device": "foo",
    "conditions": [
        {"type": f"test-{i}", "status": "True", "reason": "test_reason", "lastTransitionTime": "2026-07-01T10:00:00Z"}
        for i in range(8)
    ],
    "data": {"kind": "foo", "apiVersion": "dra.example.com/v1"},
    "networkData": {"interfaceName": "x" * 256, "hardwareAddress": "x" * 128, "ips": IPS},
}
CLAIM = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "ResourceClaim",
    "metadata": {"name": "claim", "namespace": "default"},
    "spec": {"devices": {"requests": [{"name": "req-0", "exactly": {"deviceClassName": "class"}}]}},
    "status": {
        "allocation": {
            "devices": {
                "results": [{"request": "req-0", "driver": "dra.example.com", "pool": "pool-0", "device": "foo"}]
            }
        },
        "devices": [DEVICE],
    },
}
D = "status.devices[0]"


def errors(tmp_path, change=None):
    claim = copy.deepcopy(CLAIM)
    if change:
        change(claim)
    target = tmp_path / "claim.json"
    target.write_text(json.dumps(claim, indent=2))
    result = check_source(inputs.Source(str(target), str(target), True), Options())
    return [(f.field_path, f.message) for f in result.findings if f.severity is Severity.ERROR]


def device(claim):
    return claim["status"]["devices"][0]


def test_valid(tmp_path):
    assert errors(tmp_path) == []


def test_duplicate_ip_and_duplicate_entry(tmp_path):
    def change(claim):
        device(claim)["networkData"]["ips"] = ["2001:db8::1/64", "2001:db8::1/64"]
        claim["status"]["devices"].append(copy.deepcopy(device(claim)))

    found = errors(tmp_path, change)
    assert (f"{D}.networkData.ips[1]", 'Duplicate value: "2001:db8::1/64"') in found
    assert ("status.devices[1]", 'Duplicate value: "dra.example.com/pool-0/foo"') in found


def test_lengths_and_address_forms(tmp_path):
    def change(claim):
        data = device(claim)["networkData"]
        data.update(
            interfaceName="x" * 257,
            hardwareAddress="x" * 129,
            ips=["300.9.8.0/24", "010.009.008.000/24", "2001:0db8::1/64"],
        )

    assert errors(tmp_path, change) == [
        (f"{D}.networkData.interfaceName", "Too long: may not be more than 256 bytes"),
        (f"{D}.networkData.hardwareAddress", "Too long: may not be more than 128 bytes"),
        (
            f"{D}.networkData.ips[0]",
            'Invalid value: "300.9.8.0/24": must be a valid address in CIDR form, (e.g. 10.9.8.7/24 or 2001:db8::1/64)',
        ),
        (f"{D}.networkData.ips[1]", 'Invalid value: "010.009.008.000/24": must be in canonical form ("10.9.8.0/24")'),
        (f"{D}.networkData.ips[2]", 'Invalid value: "2001:0db8::1/64": must be in canonical form ("2001:db8::1/64")'),
    ]


def test_counts(tmp_path):
    def change(claim):
        dev = device(claim)
        dev["conditions"].append(dict(dev["conditions"][0], type="test-8"))
        dev["data"] = {"blob": "x" * 10240}
        dev["networkData"]["ips"] = [f"10.9.8.{i}/24" for i in range(17)]

    assert errors(tmp_path, change) == [
        (f"{D}.conditions", "Too many: 9: must have at most 8 items"),
        (f"{D}.data", "Too long: may not be more than 10240 bytes"),
        (f"{D}.networkData.ips", "Too many: 17: must have at most 16 items"),
    ]


def test_device_not_allocated(tmp_path):
    def change(claim):
        device(claim).update(driver="b", pool="a", device="r")

    assert errors(tmp_path, change) == [(D, 'Invalid value: "b/a/r": must be an allocated device in the claim')]


def test_data_must_be_an_object(tmp_path):
    found = errors(tmp_path, lambda c: device(c).__setitem__("data", None))
    assert found == [(f"{D}.data", "Required value")]


@pytest.mark.parametrize(
    "value, canonical",
    [
        ("10.9.8.7/24", "10.9.8.7/24"),
        ("10.9.8.0/24", "10.9.8.0/24"),
        ("2001:db8::/64", "2001:db8::/64"),
        ("2001:DB8::1/64", "2001:db8::1/64"),
        ("::ffff:10.9.8.7/120", "10.9.8.7/120"),
        ("10.9.8.7", None),
        ("10.9.8.7/33", None),
        ("300.1.1.1/8", None),
        ("10.9.8.7/024", None),
    ],
)
def test_canonical_interface_addresses(value, canonical):
    assert canonical_interface_address(value) == canonical


def test_real_claim_dump_with_a_trimmed_list_wrapper_is_checked_and_clean():
    from tests.helpers import CORPUS, cli

    path = CORPUS / "drivers/dranet/site/content/docs/user/gke-rdma.md.resourceclaim-list.yaml"
    out = cli("check", "--format", "json", str(path))
    report = json.loads(out.stdout)
    assert report["summary"]["objectsChecked"] == 1 and report["findings"] == [] and out.stderr == b""


def test_roundtrip_fixture_placeholders_are_rejected():
    from tests.helpers import CORPUS, cli

    path = CORPUS / "upstream/manifests/api-roundtrip-fixtures/resource.k8s.io.v1.ResourceClaim.yaml"
    found = {f["ruleId"] for f in json.loads(cli("check", "--format", "json", str(path)).stdout)["findings"]}
    assert {"DRA-RC-004", "DRA-RC-005", "DRA-RC-006", "DRA-RC-007", "DRA-RC-011"} <= found
    assert "DRA-RC-001" not in found  # the placeholder entry matches the placeholder allocation result


def result(**changes):
    def change(claim):
        claim["spec"]["devices"]["requests"].append(
            {"name": "req-1", "firstAvailable": [{"name": "small", "deviceClassName": "class"}]}
        )
        claim["status"]["allocation"]["devices"]["results"][0].update(changes)
        claim["status"].pop("devices")

    return change


R = "status.allocation.devices.results[0]"
REF = "must be the name of a request in the claim or the name of a request and a subrequest separated by '/'"
RESULT_CASES = [  # validateDeviceRequestAllocationResult, validateRequestNameRef
    ("subrequest", result(request="req-1/small"), []),
    ("unknown request", result(request="req-2"), [(R + ".request", f'Invalid value: "req-2": {REF}')]),
    ("three segments", result(request="req-1/small/x"), [(R + ".request", f'Invalid value: "req-1/small/x": {REF}')]),
    (
        "bad segment",
        result(request="req-1/Small"),
        [
            (R + ".request", 'Invalid value: "Small": ' + v.LABEL_MSG),
            (R + ".request", f'Invalid value: "req-1/Small": {REF}'),
        ],
    ),
    (
        "missing names",
        result(driver="", pool="", device=""),
        [(R + ".device", "Required value"), (R + ".driver", "Required value"), (R + ".pool", "Required value")],
    ),
    (
        "share ID",
        result(shareID="ABC"),
        [(R + ".shareID", 'Invalid value: "ABC": must be a lowercase UUID in 8-4-4-4-12 format')],
    ),
    (
        "tolerations",
        result(
            tolerations=[
                {"key": "example.com/hw", "operator": "Exists", "effect": "NoExecute"},
                {"key": "example.com/hw", "value": "broken", "effect": "NoSchedule"},  # operator defaults to Equal
                {"key": "bad key", "operator": "Exists", "value": "x", "effect": "Evict"},
                {"operator": "Equal", "value": "not valid!"},
                {"operator": "Matches"},
            ]
        ),
        [
            (R + ".tolerations[2].key", 'Invalid value: "bad key": name part ' + v.QUALIFIED_NAME_MSG),
            (R + ".tolerations[2].value", 'Invalid value: "x": must be empty for operator `Exists`'),
            (
                R + ".tolerations[2].effect",
                'Unsupported value: "Evict": supported values: "NoExecute", "NoSchedule", "None"',
            ),
            (R + ".tolerations[3].value", 'Invalid value: "not valid!": ' + v.label_value("not valid!")[0]),
            (R + ".tolerations[4].operator", 'Unsupported value: "Matches": supported values: "Equal", "Exists"'),
        ],
    ),
    (
        "too many tolerations",
        result(tolerations=[{"operator": "Exists"}] * 17),
        [(R + ".tolerations", "Too many: 17: must have at most 16 items")],
    ),
    (
        "binding conditions need failure conditions",
        result(bindingConditions=["ready"]),
        [
            (
                R + ".bindingFailureConditions",
                "Invalid value: null: bindingFailureConditions are required to use bindingConditions",
            )
        ],
    ),
]


@pytest.mark.parametrize("name, change, expected", RESULT_CASES, ids=[c[0] for c in RESULT_CASES])
def test_allocation_results(tmp_path, name, change, expected):
    assert sorted(errors(tmp_path, change)) == sorted(expected)


def test_allocation_limits_and_config(tmp_path):
    def change(claim):
        allocation = claim["status"]["allocation"]["devices"]
        allocation["results"] = allocation["results"] * 33
        allocation["config"] = [
            {
                "source": "FromDriver",
                "requests": ["req-0", "req-0"],
                "opaque": {"driver": "dra.example.com", "parameters": {}},
            }
        ]
        claim["status"].pop("devices")

    assert sorted(errors(tmp_path, change)) == [
        ("status.allocation.devices.config[0].requests[1]", 'Duplicate value: "req-0"'),
        (
            "status.allocation.devices.config[0].source",
            'Unsupported value: "FromDriver": supported values: "FromClaim", "FromClass"',
        ),
        ("status.allocation.devices.results", "Too many: 33: must have at most 32 items"),
    ]


def consumed_findings(tmp_path, consumed, shareable=True, with_slice=True):
    import yaml

    device = {"name": "foo", "capacity": {"bandwidth": {"value": "10G"}}}
    if shareable:
        device["allowMultipleAllocations"] = True
    slice_ = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceSlice",
        "metadata": {"name": "s"},
        "spec": {
            "driver": "dra.example.com",
            "nodeName": "n",
            "devices": [device],
            "pool": {"name": "pool-0", "generation": 1, "resourceSliceCount": 1},
        },
    }
    claim = copy.deepcopy(CLAIM)
    claim["status"].pop("devices")
    claim["status"]["allocation"]["devices"]["results"][0]["consumedCapacity"] = consumed
    target = tmp_path / "objects.yaml"
    target.write_text(yaml.safe_dump_all([claim, slice_] if with_slice else [claim]))
    report = check_paths([str(target)], Options())  # rules across objects run over the whole input
    return [(f.field_path, f.message) for f in report.findings if f.rule_id == "DRA-RC-016"]


def test_consumed_capacity_against_the_slice(tmp_path):
    at = "status.allocation.devices.results[0].consumedCapacity"
    assert consumed_findings(tmp_path, {"bandwidth": "2G"}) == []
    assert consumed_findings(tmp_path, {"bandwidth": "20G"}) == [
        (
            f"{at}[bandwidth]",
            "consumes 20G of capacity 'bandwidth', more than device dra.example.com/pool-0/foo has (10G)",
        )
    ]
    assert consumed_findings(tmp_path, {"memory": "1Gi"}) == [
        (f"{at}[memory]", "device dra.example.com/pool-0/foo has no capacity 'memory'")
    ]
    assert consumed_findings(tmp_path, {"bandwidth": "2G"}, shareable=False) == [
        (
            at,
            "device dra.example.com/pool-0/foo does not set allowMultipleAllocations: true, so it cannot be shared "
            "and nothing can consume part of its capacity",
        )
    ]
    assert consumed_findings(tmp_path, {"bandwidth": "20G"}, with_slice=False) == []  # nothing to compare with


@pytest.mark.parametrize(
    ("opaque", "expected"),
    [
        ({"driver": "dra.example.com", "parameters": {"sharing": {"strategy": "TimeSlicing"}}}, []),
        (None, [("opaque", "Required value")]),
        ({"driver": "", "parameters": {}}, [("opaque.driver", "Required value")]),  # alone, as 1.37 gives it
        ({"driver": "dra.example.com", "parameters": None}, [("opaque.parameters", "Required value")]),
        (
            {"driver": "dra.example.com", "parameters": ["a"]},
            [("opaque.parameters", 'Invalid value: "<value omitted>": must be a valid JSON object')],
        ),
        (
            {"driver": "dra.example.com", "parameters": {"blob": "x" * 10240}},
            [("opaque.parameters", "Too long: may not be more than 10240 bytes")],
        ),  # size first, as upstream
    ],
)
def test_allocation_config_opaque_parameters(tmp_path, opaque, expected):
    def change(claim):
        config = {"source": "FromClaim", "requests": ["req-0"]}
        if opaque is not None:
            config["opaque"] = opaque
        claim["status"]["allocation"]["devices"]["config"] = [config]
        claim["status"].pop("devices")

    prefix = "status.allocation.devices.config[0]."
    assert errors(tmp_path, change) == [(prefix + path, message) for path, message in expected]


def test_allocation_node_selector_is_validated_like_upstream(tmp_path):
    """validateAllocationResult runs corevalidation.ValidateNodeSelector on status.allocation.nodeSelector."""
    claim = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceClaim",
        "metadata": {"name": "c", "namespace": "d"},
        "spec": {"devices": {"requests": [{"name": "gpu", "exactly": {"deviceClassName": "gpu.example.com"}}]}},
        "status": {
            "allocation": {
                "nodeSelector": {"nodeSelectorTerms": []},
                "devices": {
                    "results": [{"request": "gpu", "driver": "gpu.example.com", "pool": "node-1", "device": "gpu-0"}]
                },
            }
        },
    }
    target = tmp_path / "claim.json"
    target.write_text(json.dumps(claim))
    from dra_conform.engine.check import check_source
    from dra_conform.model.results import Options
    from dra_conform.reading import sources as inputs

    found = check_source(inputs.Source(str(target), str(target), True), Options()).findings
    assert [(f.rule_id, f.field_path, f.message) for f in found if f.severity.label == "error"] == [
        (
            "DRA-RC-015",
            "status.allocation.nodeSelector.nodeSelectorTerms",
            "Required value: must have at least one node selector term",
        )
    ]
