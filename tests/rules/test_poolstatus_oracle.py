"""The pool-status oracle on the KEP-5677 scenarios (observability-apis.md section 2.1, last part)."""

from __future__ import annotations

import pytest

from dra_conform.model.findings import Severity
from dra_conform.semantics.poolstatus import Inputs, compute
from dra_conform.semantics.slices import quantity
from tests import builders
from tests.builders import GPU, allocated, consumes, counter_set, device, resource_slice, write_manifests

DRIVER = GPU


def slice_(name, devices=None, counters=None, generation=1, count=1, attribute=f"{GPU}/profile", pool="node-1"):
    # a slice on node-1 of the KEP's shape: the counter set gpu-0 of ``counters`` memory, or devices of the
    # partition type ``attribute``
    spec = {}
    if devices is not None and attribute:
        spec["partitionTypeAttribute"] = attribute
    if counters is not None:
        spec["sharedCounters"] = [counter_set("gpu-0", memory=counters)]
    return resource_slice(name, devices, pool=pool, generation=generation, slice_count=count, **spec)


def partition(name, profile, memory):
    return device(name, attributes={"profile": profile}, consumesCounters=[consumes("gpu-0", memory=memory)])


def claim(*devices, consumed=None, admin=False):
    """A claim with ``devices`` of pool node-1 allocated to its request r."""
    capacity = {"consumedCapacity": {"bandwidth": consumed}} if consumed else {}
    return builders.claim(status=allocated(*devices, request="r", adminAccess=admin or None, **capacity))


def nic(name, bandwidth):
    return device(name, capacity={"bandwidth": bandwidth}, allowMultipleAllocations=True)


REQUEST = {"kind": "ResourcePoolStatusRequest", "spec": {"driver": DRIVER}}
PARTITIONS = [
    partition("full", "full", "80Gi"),
    partition("half-0", "half", "40Gi"),
    partition("half-1", "half", "40Gi"),
]


def summary(counters="80Gi", claims=(), devices=PARTITIONS):
    slices = [slice_("counters", counters=counters, count=2), slice_("parts", devices=devices, count=2)]
    pool = compute(REQUEST, Inputs(slices, list(claims)))["pools"][0]
    return {(e["type"]): e["allocatable"] for e in pool.get("partitionSummary", [])} or pool.get("validationError")


def test_full_and_half_partitions_over_one_counter_set():
    assert summary() == {"full": 1, "half": 2}
    assert summary(claims=[claim("half-0")]) == {"full": 0, "half": 1}
    assert summary(claims=[claim("full")]) == {"full": 0, "half": 0}
    assert summary(counters="800Gi") == {"full": 1, "half": 2}  # never more than the fresh devices


def test_admin_access_does_not_use_a_device():
    assert summary(claims=[claim("full", admin=True)]) == {"full": 1, "half": 2}


def test_cost_mismatch():
    devices = [partition("half-0", "half", "80Gi"), partition("half-1", "half", "60Gi")]
    assert summary(devices=devices) == (
        'PartitionCostMismatch: devices of partition type "half" in pool gpu.example.com/node-1 consume different counters'
    )


def test_totals_taints_and_truncation():
    tainted = dict(partition("half-1", "half", "40Gi"), taints=[{"key": "k", "effect": "NoExecute"}])
    slices = [
        slice_("counters", counters="80Gi", count=2),
        slice_("parts", devices=[PARTITIONS[0], PARTITIONS[1], tainted], count=2),
        slice_("other", devices=[], count=1, pool="node-2", attribute=None),
    ]
    status = compute(dict(REQUEST, spec={"driver": DRIVER, "limit": 1}), Inputs(slices, [claim("full")]))
    assert status["poolCount"] == 2 and len(status["pools"]) == 1
    pool = status["pools"][0]
    assert (pool["totalDevices"], pool["allocatedDevices"], pool["unavailableDevices"], pool["availableDevices"]) == (
        3,
        1,
        1,
        1,
    )
    assert pool["nodeName"] == "node-1" and pool["resourceSliceCount"] == 2
    assert status["conditions"][0]["message"] == "Calculated status for 1 pools"


def test_incomplete_pool():
    status = compute(REQUEST, Inputs([slice_("parts", devices=PARTITIONS, count=2, generation=3)]))
    assert status["pools"] == [
        {
            "driver": DRIVER,
            "poolName": "node-1",
            "generation": 3,
            "validationError": "PoolIncomplete: pool gpu.example.com/node-1 is incomplete: observed 1/2 slices at generation 3",
        }
    ]
    assert status["conditions"][0]["message"] == "Calculated status for 1 pools (1 incomplete)"


def test_shareable_three_nics():
    nics = [nic(f"nic-{i}", "10Gi") for i in range(3)]
    slices = [slice_("nics", devices=nics, attribute=None)]
    claims = [claim("nic-0", consumed="4Gi"), claim("nic-0", consumed="3Gi"), claim("nic-1", consumed="2Gi")]
    shareable = compute(REQUEST, Inputs(slices, claims))["pools"][0]["shareableSummary"]
    assert shareable["fullyAvailableDevices"] == 1 and shareable["partiallyAvailableDevices"] == 2
    (capacity,) = shareable["capacity"]
    assert capacity["name"] == "bandwidth"
    assert [quantity(capacity[k]) for k in ("total", "consumed", "available")] == [
        quantity("30Gi"),
        quantity("9Gi"),
        quantity("21Gi"),
    ]
    assert [capacity[k] for k in ("total", "consumed", "available")] == ["30Gi", "9Gi", "21Gi"]


def test_shareable_sums_print_as_quantity_add_and_string_do():
    """Each sum takes the format of its first non-zero addend; String() is canonical in it."""

    def capacity(values, consumed):
        nics = [nic(f"nic-{i}", v) for i, v in enumerate(values)]
        claims = [claim("nic-0", consumed=c) for c in consumed]
        (found,) = compute(REQUEST, Inputs([slice_("nics", devices=nics, attribute=None)], claims))["pools"][0][
            "shareableSummary"
        ]["capacity"]
        return found["total"], found["consumed"], found["available"]

    assert capacity(["10G", "20G"], ["2048"]) == ("30G", "2048", "29999997952")  # DecimalSI, never "2Ki"
    assert capacity(["0", "1Ki", "1Ki"], ["512"]) == ("2Ki", "512", "1536")  # a zero sum takes the next format
    assert capacity(["1Gi", "1G"], ["1500m"]) == ("2073741824", "1500m", "2073741822500m")


def test_request_default_applies_only_when_no_slice_declares():
    undeclared = [
        slice_("counters", counters="80Gi", count=2),
        slice_("parts", devices=PARTITIONS, count=2, attribute=None),
    ]
    request = {"spec": {"driver": DRIVER, "defaultPartitionTypeAttribute": "gpu.example.com/profile"}}
    pool = compute(request, Inputs(undeclared))["pools"][0]
    assert [e["type"] for e in pool["partitionSummary"]] == ["full", "half"]
    assert "partitionSummary" not in compute(REQUEST, Inputs(undeclared))["pools"][0]


def test_1_36_counts_every_allocation_result_and_writes_no_views():
    """DRA-PSR-048: one per result, AdminAccess included; unavailableDevices 0; no partition or shareable summary."""
    slices = [slice_("counters", counters="80Gi", count=2), slice_("parts", devices=PARTITIONS, count=2)]
    claims = [claim("half-0"), claim("half-0"), claim("full", admin=True)]
    for version, taken in (("1.37", 1), ("1.36", 3)):
        pool = compute(REQUEST, Inputs(slices, claims), version)["pools"][0]
        assert pool["allocatedDevices"] == taken
        assert pool["availableDevices"] == 3 - taken
        assert ("partitionSummary" in pool) == (version == "1.37")


def test_poolstatus_command_prints_the_status(tmp_path):
    import yaml

    from tests.helpers import cli

    docs = [slice_("counters", counters="80Gi", count=2), slice_("parts", devices=PARTITIONS, count=2), claim("half-0")]
    path = write_manifests(tmp_path, *docs, name="dump.yaml")
    out = cli("poolstatus", "--driver", DRIVER, str(path))
    assert out.returncode == 0, out.stderr
    status = yaml.safe_load(out.stdout)["status"]
    assert status["poolCount"] == 1
    assert [(e["type"], e["total"], e["allocatable"]) for e in status["pools"][0]["partitionSummary"]] == [
        ("full", 1, 0),
        ("half", 2, 1),
    ]
    older = yaml.safe_load(cli("poolstatus", "--driver", DRIVER, "--kubernetes-version", "1.36", str(path)).stdout)
    assert "partitionSummary" not in older["status"]["pools"][0]


def test_check_compares_a_captured_status(tmp_path):

    from dra_conform.engine.check import check_paths
    from dra_conform.model.results import Options

    slices = [slice_("counters", counters="80Gi", count=2), slice_("parts", devices=PARTITIONS, count=2)]
    captured = compute(REQUEST, Inputs(slices))
    captured["pools"][0]["partitionSummary"][1]["allocatable"] = 5
    request = {
        "apiVersion": "resource.k8s.io/v1alpha3",
        "kind": "ResourcePoolStatusRequest",
        "metadata": {"name": "r", "uid": "2b1c7f0e-5d3a-4e8b-9c1d-7a6f5e4d3c2b"},
        "spec": {"driver": DRIVER},
        "status": captured,
    }
    path = write_manifests(tmp_path, request, *slices)
    found = [
        (f.rule_id, f.field_path, f.message)
        for f in check_paths([str(path)], Options()).findings
        if f.rule_id.startswith("DRA-PSR-0") and f.rule_id >= "DRA-PSR-040"
    ]
    assert (
        "DRA-PSR-062",
        "status.pools[0].partitionSummary[1].allocatable",
        "the controller never writes this: allocatable 5 for partition type 'half'; it writes 2",
    ) in found


def _captured_findings(tmp_path, change, version="1.37"):
    """The DRA-PSR-041...064 findings on the oracle's own status for the slices, after ``change(status)``."""

    from dra_conform.engine.check import check_paths
    from dra_conform.model.results import Options

    nics = [nic("nic-0", "10Gi")]
    slices = [
        slice_("counters", counters="80Gi", count=3),
        slice_("parts", devices=PARTITIONS, count=3),
        slice_("nics", devices=nics, count=3, attribute=None),
    ]
    status = compute(REQUEST, Inputs(slices), version)
    change(status)
    request = {
        "apiVersion": "resource.k8s.io/v1alpha3",
        "kind": "ResourcePoolStatusRequest",
        "metadata": {"name": "r", "uid": "2b1c7f0e-5d3a-4e8b-9c1d-7a6f5e4d3c2b"},
        "spec": {"driver": DRIVER},
        "status": status,
    }
    path = write_manifests(tmp_path, request, *slices)
    return [
        f for f in check_paths([str(path)], Options(version)).findings if "DRA-PSR-041" <= f.rule_id <= "DRA-PSR-064"
    ]


def _pool(status):
    return status["pools"][0]


CONTROLLER_CHANGES = {
    "DRA-PSR-041": lambda s: s.update(poolCount=2),
    "DRA-PSR-042": lambda s: _pool(s).update(generation=7),
    "DRA-PSR-043": lambda s: _pool(s).update(validationError="PoolIncomplete: made up"),
    "DRA-PSR-045": lambda s: _pool(s).update(resourceSliceCount=1),
    "DRA-PSR-046": lambda s: _pool(s).update(totalDevices=9),
    "DRA-PSR-047": lambda s: _pool(s).update(allocatedDevices=1, availableDevices=3),
    "DRA-PSR-049": lambda s: _pool(s).update(unavailableDevices=1, availableDevices=3),
    "DRA-PSR-050": lambda s: _pool(s).update(availableDevices=0),
    "DRA-PSR-051": lambda s: _pool(s).update(nodeName="node-9"),
    "DRA-PSR-052": lambda s: s["pools"].append(dict(_pool(s), poolName="a-pool")),
    "DRA-PSR-053": lambda s: s["conditions"][0].update(message="Calculated status for 9 pools"),
    "DRA-PSR-054": lambda s: s["conditions"].append({"type": "Failed", "status": "True", "reason": "Oops"}),
    "DRA-PSR-056": lambda s: [e.update(attribute="gpu.example.com/other") for e in _pool(s)["partitionSummary"]],
    "DRA-PSR-059": lambda s: _pool(s).update(validationError="PartitionCostMismatch: made up"),
    "DRA-PSR-061": lambda s: _pool(s)["partitionSummary"][0].update(total=4),
    "DRA-PSR-062": lambda s: _pool(s)["partitionSummary"][1].update(allocatable=5),
    "DRA-PSR-063": lambda s: _pool(s)["partitionSummary"].reverse(),
    "DRA-PSR-064": lambda s: _pool(s)["shareableSummary"].update(fullyAvailableDevices=4),
}


def test_the_oracle_agrees_with_itself(tmp_path):
    assert _captured_findings(tmp_path, lambda s: None) == []


@pytest.mark.parametrize("rule", sorted(CONTROLLER_CHANGES))
def test_controller_checks_read_as_lint(tmp_path, rule):
    """A status upstream's validation accepts, edited where only the controller would differ: each finding
    is a warning at most and says it is about what the controller writes."""
    found = _captured_findings(tmp_path, CONTROLLER_CHANGES[rule])
    assert rule in {f.rule_id for f in found}
    for finding in found:
        assert finding.severity in (Severity.WARNING, Severity.NOTE), finding
        assert finding.message.startswith("the controller never writes this: "), finding.message
