"""ResourcePoolStatusRequest: the upstream declarative-validation cases of observability-apis.md section 2.1."""

from __future__ import annotations

import copy

import pytest
import yaml

from dra_conform.engine.check import check_source
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.semantics import validation as v

REQUEST = {
    "apiVersion": "resource.k8s.io/v1alpha3",
    "kind": "ResourcePoolStatusRequest",
    "metadata": {"name": "valid-rpsr"},
    "spec": {"driver": "test.example.com", "poolName": "pool-1", "limit": 100},
}
POOL = {
    "driver": "test.example.com",
    "poolName": "pool-1",
    "totalDevices": 4,
    "allocatedDevices": 2,
    "availableDevices": 2,
    "unavailableDevices": 0,
    "resourceSliceCount": 1,
    "generation": 1,
}


def errors(tmp_path, obj, version="1.37"):
    target = tmp_path / "rpsr.yaml"
    target.write_text(yaml.safe_dump(obj, sort_keys=False))
    result = check_source(inputs.Source(str(target), str(target), True), Options(version))
    # Validation errors (upstream's verdicts); the controller's ordering rule and the gate rule (a field the
    # default 1.37 apiserver drops, DRA-PSR-009: an error too) are tested on their own.
    return [
        (f.field_path, f.message)
        for f in result.findings
        if f.severity is Severity.ERROR and f.rule_id not in ("DRA-PSR-052", "DRA-PSR-009")
    ]


def mutate(fn, base=REQUEST):
    obj = copy.deepcopy(base)
    fn(obj)
    return obj


def with_status(pool_change=None, status_change=None):
    obj = mutate(lambda o: o["metadata"].__setitem__("uid", "2b1c7f0e-5d3a-4e8b-9c1d-7a6f5e4d3c2b"))
    obj["status"] = {"poolCount": 1, "pools": [dict(POOL)]}
    if pool_change:
        pool_change(obj["status"]["pools"][0])
    if status_change:
        status_change(obj["status"])
    return obj


CREATE = [
    ("valid", lambda o: None, []),
    ("empty driver", lambda o: o["spec"].__setitem__("driver", ""), [("spec.driver", "Required value")]),
    (
        "invalid driver format",
        lambda o: o["spec"].__setitem__("driver", "invalid driver!"),
        [("spec.driver", v.invalid("invalid driver!", v.SUBDOMAIN_CASELESS_MSG))],
    ),
    (
        "empty pool name",
        lambda o: o["spec"].__setitem__("poolName", ""),
        [("spec.poolName", 'Invalid value: "": segment 0: must not be empty')],
    ),
    (
        "invalid pool name format",
        lambda o: o["spec"].__setitem__("poolName", "invalid pool!"),
        [("spec.poolName", v.invalid("invalid pool!", "segment 0: " + v.SUBDOMAIN_MSG))],
    ),
    (
        "valid partition type attribute",
        lambda o: o["spec"].__setitem__("defaultPartitionTypeAttribute", "gpu.example.com/profile"),
        [],
    ),
    (
        "partition type attribute without domain",
        lambda o: o["spec"].__setitem__("defaultPartitionTypeAttribute", "profile"),
        [
            (
                "spec.defaultPartitionTypeAttribute",
                'Invalid value: "profile": a fully qualified name must be a domain and a name separated by a slash',
            )
        ],
    ),
    (
        "limit zero",
        lambda o: o["spec"].__setitem__("limit", 0),
        [("spec.limit", "Invalid value: 0: must be greater than or equal to 1")],
    ),
    (
        "limit negative",
        lambda o: o["spec"].__setitem__("limit", -1),
        [("spec.limit", "Invalid value: -1: must be greater than or equal to 1")],
    ),
    (
        "limit too high",
        lambda o: o["spec"].__setitem__("limit", 1001),
        [("spec.limit", "Invalid value: 1001: must be less than or equal to 1000")],
    ),
    ("pool name nil", lambda o: o["spec"].pop("poolName"), []),
    ("limit nil (defaulted to 100 by the server)", lambda o: o["spec"].pop("limit"), []),
    (
        "missing name",
        lambda o: o["metadata"].pop("name"),
        [("metadata.name", "Required value: name or generateName is required")],
    ),
    ("generateName instead", lambda o: o.__setitem__("metadata", {"generateName": "check-"}), []),
]


@pytest.mark.parametrize("name, change, expected", CREATE, ids=[c[0] for c in CREATE])
def test_create(tmp_path, name, change, expected):
    assert errors(tmp_path, mutate(change)) == expected


STATUS = [
    ("valid status", None, None, []),
    ("pool driver empty", lambda p: p.__setitem__("driver", ""), None, [("status.pools[0].driver", "Required value")]),
    (
        "pool poolName empty",
        lambda p: p.__setitem__("poolName", ""),
        None,
        [("status.pools[0].poolName", "Required value")],
    ),
    (
        "only the required fields",
        lambda p: [p.pop(k) for k in ("totalDevices", "allocatedDevices", "availableDevices", "unavailableDevices")],
        None,
        [],
    ),
    (
        "total negative",
        lambda p: p.update(totalDevices=-1, availableDevices=0),
        None,
        [("status.pools[0].totalDevices", "Invalid value: -1: must be greater than or equal to 0")],
    ),
    (
        "resourceSliceCount zero",
        lambda p: p.__setitem__("resourceSliceCount", 0),
        None,
        [("status.pools[0].resourceSliceCount", "Invalid value: 0: must be greater than or equal to 1")],
    ),
    (
        "poolCount negative",
        None,
        lambda s: s.__setitem__("poolCount", -1),
        [("status.poolCount", "Invalid value: -1: must be greater than or equal to 0")],
    ),
    ("poolCount nil", None, lambda s: s.pop("poolCount"), [("status.poolCount", "Required value")]),
    (
        "validationError too long",
        lambda p: p.__setitem__("validationError", "x" * 257),
        None,
        [("status.pools[0].validationError", "Too long: may not be more than 256 bytes")],
    ),
    (
        "1001 pools",
        None,
        lambda s: s.update(poolCount=1001, pools=[dict(POOL, poolName=f"p{i:04d}") for i in range(1001)]),
        [("status.pools", "Too many: 1001: must have at most 1000 items")],
    ),
    (
        "nodeName invalid",
        lambda p: p.__setitem__("nodeName", "invalid node!"),
        None,
        [("status.pools[0].nodeName", v.invalid("invalid node!", v.SUBDOMAIN_MSG))],
    ),
    (
        "generation zero",
        lambda p: p.__setitem__("generation", 0),
        None,
        [("status.pools[0].generation", "Required value")],
    ),
    (
        "partition summary allocatable absent",
        lambda p: p.__setitem__("partitionSummary", [{"attribute": "a.example.com/p", "type": "t", "total": 1}]),
        None,
        [("status.pools[0].partitionSummary[0].allocatable", "Required value")],
    ),
    (
        "partition summary duplicate",
        lambda p: p.__setitem__(
            "partitionSummary", [{"attribute": "a.example.com/p", "type": "t", "total": 1, "allocatable": 1}] * 2
        ),
        None,
        [("status.pools[0].partitionSummary[1]", 'Duplicate value: {attribute: "a.example.com/p", type: "t"}')],
    ),
    (
        "shareable fully available absent",
        lambda p: p.__setitem__("shareableSummary", {"partiallyAvailableDevices": 0}),
        None,
        [("status.pools[0].shareableSummary.fullyAvailableDevices", "Required value")],
    ),
    # Controller consistency, not validation: the apiserver accepts it, so it is no error (see below).
    ("available does not add up", lambda p: p.__setitem__("availableDevices", 3), None, []),
]


@pytest.mark.parametrize("name, pool_change, status_change, expected", STATUS, ids=[c[0] for c in STATUS])
def test_status(tmp_path, name, pool_change, status_change, expected):
    assert errors(tmp_path, with_status(pool_change, status_change)) == expected


def test_controller_consistency_is_a_warning(tmp_path):
    """A status upstream's validation accepts never fails a run: the controller checks are lint."""
    obj = with_status(lambda p: p.__setitem__("availableDevices", 3), None)
    target = tmp_path / "rpsr.yaml"
    target.write_text(yaml.safe_dump(obj, sort_keys=False))
    found = check_source(inputs.Source(str(target), str(target), True), Options()).findings
    assert [(f.rule_id, f.severity, f.field_path) for f in found] == [
        ("DRA-PSR-050", Severity.WARNING, "status.pools[0].availableDevices")
    ]


def test_eleven_conditions(tmp_path):
    condition = {
        "type": "Complete",
        "status": "True",
        "reason": "CalculationComplete",
        "lastTransitionTime": "2026-07-01T10:00:00Z",
    }
    conditions = [dict(condition, type=f"Type{i}") for i in range(11)]
    found = errors(tmp_path, with_status(status_change=lambda s: s.__setitem__("conditions", conditions)))
    assert found == [("status.conditions", "Too many: 11: must have at most 10 items")]


def test_1_36_rejects_1_37_fields(tmp_path):
    """Unknown to a 1.36 apiserver: strict field validation (kubectl's default) rejects the object."""
    obj = mutate(lambda o: o["spec"].__setitem__("defaultPartitionTypeAttribute", "gpu.example.com/profile"))
    target = tmp_path / "rpsr.yaml"
    target.write_text(yaml.safe_dump(obj))
    found = check_source(inputs.Source(str(target), str(target), True), Options("1.36")).findings
    assert [(f.rule_id, f.severity.label) for f in found] == [("DRA-PSR-033", "error")]


def test_pools_sorted_and_within_limit(tmp_path):
    pools = [dict(POOL, poolName="pool-b"), dict(POOL, poolName="pool-a")]
    obj = with_status(status_change=lambda st: st.update(poolCount=2, pools=pools))
    obj["spec"]["limit"] = 1
    target = tmp_path / "rpsr.yaml"
    target.write_text(yaml.safe_dump(obj))
    found = [
        f.message
        for f in check_source(inputs.Source(str(target), str(target), True), Options()).findings
        if f.rule_id == "DRA-PSR-052"
    ]
    assert found == [
        "the controller never writes this: 2 pools listed; it lists at most min(limit 1, poolCount 2)",
        "the controller never writes this: pool test.example.com/pool-a after test.example.com/pool-b; it sorts "
        "pools by driver, then pool name",
    ]


def test_a_field_the_default_apiserver_drops_is_an_error(tmp_path):
    """DRAPartitionableDevicesType is off by default in 1.37: the apiserver clears the field on create, so
    the status can have no partition summary (docs/levels.md: a field dropped is an error)."""
    obj = mutate(lambda o: o["spec"].__setitem__("defaultPartitionTypeAttribute", "gpu.example.com/profile"))
    target = tmp_path / "rpsr.yaml"
    target.write_text(yaml.safe_dump(obj))
    found = check_source(inputs.Source(str(target), str(target), True), Options("1.37")).findings
    assert [(f.rule_id, f.severity.label) for f in found] == [("DRA-PSR-009", "error")]
