"""The upstream test cases of metadata-protocol.md section 2, with upstream's paths and messages."""

from __future__ import annotations

import copy
import json

import pytest

from dra_conform.model.findings import Severity
from dra_conform.semantics import validation as v
from tests.helpers import by_rule, lint

# validation_test.go baseline (v1alpha1 and v1beta1 files are identical apart from the package).
BASELINE = {
    "kind": "DeviceMetadata",
    "apiVersion": "metadata.resource.k8s.io/v1beta1",
    "metadata": {"name": "claim", "namespace": "default", "generation": 1},
    "podClaimName": "claim",
    "requests": [
        {
            "name": "request/subrequest",
            "devices": [
                {
                    "driver": "gpu.example.com",
                    "pool": "worker-0",
                    "name": "gpu-0",
                    "attributes": {"model": {"string": "LATEST-GPU-MODEL"}},
                }
            ],
        }
    ],
}
# Upstream's Validate_DeviceMetadata errors are the error-severity findings of these rules.
VALIDATION_RULES = {
    "DRA-MD-043",
    "DRA-MD-044",
    "DRA-MD-050",
    "DRA-MD-052",
    "DRA-MD-060",
    "DRA-MD-061",
    "DRA-MD-062",
    "DRA-MD-070",
    "DRA-MD-071",
    "DRA-MD-072",
    "DRA-MD-080",
}


def validation_errors(tmp_path, obj):
    findings = lint(tmp_path, json.dumps(obj) + "\n")
    return [
        (f.field_path, f.message) for f in findings if f.rule_id in VALIDATION_RULES and f.severity is Severity.ERROR
    ]


def mutate(fn):
    obj = copy.deepcopy(BASELINE)
    fn(obj)
    return obj


def device(obj):
    return obj["requests"][0]["devices"][0]


@pytest.mark.parametrize("version", ["v1alpha1", "v1beta1"])
def test_baseline_is_valid(tmp_path, version):
    obj = mutate(lambda o: o.__setitem__("apiVersion", f"metadata.resource.k8s.io/{version}"))
    assert validation_errors(tmp_path, obj) == []


CASES = [
    (
        "invalid pod claim name",
        lambda o: o.__setitem__("podClaimName", "INVALID"),
        "podClaimName",
        v.invalid("INVALID", v.LABEL_MSG),
    ),
    ("request name required", lambda o: o["requests"][0].__setitem__("name", ""), "requests[0].name", "Required value"),
    (
        "driver required",
        lambda o: device(o).__setitem__("driver", ""),
        "requests[0].devices[0].driver",
        "Required value",
    ),
    (
        "driver too long",
        lambda o: device(o).__setitem__("driver", "a" * 64),
        "requests[0].devices[0].driver",
        "Too long: may not be more than 63 characters",
    ),
    (
        "invalid pool",
        lambda o: device(o).__setitem__("pool", "worker-0/"),
        "requests[0].devices[0].pool",
        'Invalid value: "worker-0/": segment 1: must not be empty',
    ),
    (
        "invalid device name",
        lambda o: device(o).__setitem__("name", "GPU-0"),
        "requests[0].devices[0].name",
        v.invalid("GPU-0", v.LABEL_MSG),
    ),
    (
        "too many attributes",
        lambda o: device(o).__setitem__("attributes", {f"attribute{i}": {"string": "x"} for i in range(33)}),
        "requests[0].devices[0].attributes",
        "Too many: 33: must have at most 32 items",
    ),
]


@pytest.mark.parametrize("name, change, path, message", CASES, ids=[c[0] for c in CASES])
def test_each_mutation_gives_exactly_one_upstream_error(tmp_path, name, change, path, message):
    assert validation_errors(tmp_path, mutate(change)) == [(path, message)]


def test_label_message_is_upstreams_regex_error_text():
    # content.RegexError with two examples joins them as "'my-name',  or '123-abc', ".
    assert v.LABEL_MSG == (
        "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start "
        "and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is "
        "'[a-z0-9]([-a-z0-9]*[a-z0-9])?')"
    )


def test_dotted_label_says_must_not_contain_dots(tmp_path):
    errors = validation_errors(tmp_path, mutate(lambda o: o.__setitem__("podClaimName", "a.b")))
    assert errors == [("podClaimName", 'Invalid value: "a.b": must not contain dots')]


def test_long_pool_segment_gives_two_errors(tmp_path):
    errors = validation_errors(tmp_path, mutate(lambda o: device(o).__setitem__("pool", "a" * 300)))
    assert [m.split(":")[0] for _, m in errors] == ["Too long", "Invalid value"]
    assert errors[1][1].endswith("segment 0: must be no more than 253 bytes")


# api/v1 validation_test.go: DeviceAttribute and NetworkDeviceData, prefixed with the device path.
ATTRIBUTE_CASES = [
    ("valid", {"string": "LATEST-GPU-MODEL"}, []),
    (
        "no value",
        {},
        [
            (
                "requests[0].devices[0].attributes[model]",
                'Invalid value: "": must specify one of: `int`, `bool`, `string`, `version`, `ints`, '
                "`bools`, `strings`, `versions`",
            )
        ],
    ),
    (
        "multiple values",
        {"bool": True, "string": "LATEST-GPU-MODEL"},
        [
            (
                "requests[0].devices[0].attributes[model]",
                'Invalid value: "{bool, string}": must specify exactly one of: `int`, `bool`, `string`, `version`, '
                "`ints`, `bools`, `strings`, `versions`",
            )
        ],
    ),
    ("empty list is unset", {"ints": [], "string": "x"}, []),
    (
        "zero scalar is set",
        {"int": 0, "bool": False},
        [
            (
                "requests[0].devices[0].attributes[model]",
                'Invalid value: "{int, bool}": must specify exactly one of: `int`, `bool`, `string`, `version`, `ints`, '
                "`bools`, `strings`, `versions`",
            )
        ],
    ),
]


@pytest.mark.parametrize("name, attribute, expected", ATTRIBUTE_CASES, ids=[c[0] for c in ATTRIBUTE_CASES])
def test_device_attribute_union(tmp_path, name, attribute, expected):
    obj = mutate(lambda o: device(o)["attributes"].__setitem__("model", attribute))
    assert validation_errors(tmp_path, obj) == expected


NET = "requests[0].devices[0].networkData"
NETWORK_CASES = [
    ("valid", {"interfaceName": "eth0", "ips": ["192.0.2.5/24"], "hardwareAddress": "02:42:ac:11:00:02"}, []),
    (
        "interface name too long",
        {"interfaceName": "a" * 257},
        [(f"{NET}.interfaceName", "Too long: may not be more than 256 bytes")],
    ),
    (
        "too many IPs",
        {"ips": [f"192.0.2.{i}/24" for i in range(17)]},
        [(f"{NET}.ips", "Too many: 17: must have at most 16 items")],
    ),
    (
        "duplicate IPs",
        {"ips": ["192.0.2.5/24", "192.0.2.5/24"]},
        [(f"{NET}.ips[1]", 'Duplicate value: "192.0.2.5/24"')],
    ),
    (
        "hardware address too long",
        {"hardwareAddress": "a" * 129},
        [(f"{NET}.hardwareAddress", "Too long: may not be more than 128 bytes")],
    ),
]


@pytest.mark.parametrize("name, data, expected", NETWORK_CASES, ids=[c[0] for c in NETWORK_CASES])
def test_network_device_data(tmp_path, name, data, expected):
    obj = mutate(lambda o: device(o).__setitem__("networkData", data))
    assert validation_errors(tmp_path, obj) == expected


def test_negative_generation(tmp_path):
    obj = mutate(lambda o: o["metadata"].__setitem__("generation", -1))
    assert validation_errors(tmp_path, obj) == [
        ("metadata.generation", "Invalid value: -1: must be greater than or equal to 0")
    ]


# decode_test.go (c1dcbd84): stream decoding.
def obj_line(version="v1alpha1", **changes):
    obj = {
        "kind": "DeviceMetadata",
        "apiVersion": f"metadata.resource.k8s.io/{version}",
        "metadata": {"name": "my-claim", "namespace": "default", "uid": "uid-1234", "generation": 1},
        "requests": [
            {
                "name": "gpu",
                "devices": [
                    {
                        "driver": "gpu.example.com",
                        "pool": "worker-0",
                        "name": "gpu-0",
                        "attributes": {"model": {"string": "LATEST-GPU-MODEL"}},
                    }
                ],
            }
        ],
    }
    obj.update(changes)
    for key, value in list(obj.items()):
        if value is None:
            del obj[key]
    return json.dumps(obj, separators=(",", ":")) + "\n"


V1A, V1B = obj_line(), obj_line("v1beta1")
V99 = obj_line(apiVersion="metadata.k8s.io/v99")
V100 = obj_line(apiVersion="metadata.k8s.io/v100")
FATAL_RULES = {"DRA-MD-020", "DRA-MD-021", "DRA-MD-022", "DRA-MD-023", "DRA-MD-024", "DRA-MD-026", "DRA-MD-073"}

DECODE_CASES = [
    ("decode-v1alpha1", V1A, None),
    ("decode-v1beta1", V1B, None),
    ("decode-all", V1B + V1A, None),
    ("decode-all-reversed", V1A + V1B, None),
    ("empty-stream", "", "no metadata objects found in stream"),
    ("invalid-json", "{not-json", "read metadata object from stream"),
    ("truncated-json", V1A[:40], "read metadata object from stream"),
    ("missing-kind", obj_line(kind=None), "decode metadata.resource.k8s.io/v1alpha1"),
    ("missing-apiversion", obj_line(apiVersion=None), "decode metadata object"),
    ("malformed-registered-version", obj_line(requests="gpu"), "decode metadata.resource.k8s.io/v1alpha1"),
    (
        "only-unknown-versions",
        V99,
        "no compatible metadata version found in stream (unknown versions: metadata.k8s.io/v99)",
    ),
    (
        "multiple-unknown-versions",
        V99 + V100,
        "no compatible metadata version found in stream (unknown versions: metadata.k8s.io/v99, metadata.k8s.io/v100)",
    ),
    (
        "unknown-version-missing-kind",
        obj_line(apiVersion="metadata.k8s.io/v99", kind=None),
        "decode metadata.k8s.io/v99",
    ),
    ("known-version-then-broken", V1A + "{broken", None),
    ("skips-unknown-version", V99 + V1A, None),
    (
        "malformed-registered-then-valid-is-fatal",
        obj_line(requests="gpu") + V1A,
        "decode metadata.resource.k8s.io/v1alpha1",
    ),
    ("missing-kind-then-valid-is-fatal", obj_line(kind=None) + V1A, "decode metadata.resource.k8s.io/v1alpha1"),
    ("missing-apiversion-then-valid-is-fatal", obj_line(apiVersion=None) + V1A, "decode metadata object"),
    ("unknown-version-then-malformed-is-fatal", V99 + obj_line(kind=None), "decode metadata.resource.k8s.io/v1alpha1"),
    ("empty-object", "{}", "decode metadata object"),
    ("core-v1-is-registered", obj_line(apiVersion="v1"), 'decode v1: no kind "DeviceMetadata" is registered'),
    ("meta-kind-fails-conversion", obj_line(kind="ListOptions"), "convert metadata.resource.k8s.io/v1alpha1"),
    ("two-slashes", obj_line(apiVersion="a/b/c"), "decode metadata object: unexpected GroupVersion string: a/b/c"),
]


@pytest.mark.parametrize("name, stream, error", DECODE_CASES, ids=[c[0] for c in DECODE_CASES])
def test_decode_verdict_matches_upstream(tmp_path, name, stream, error):
    fatal = [f for f in lint(tmp_path, stream) if f.rule_id in FATAL_RULES and f.severity is Severity.ERROR]
    if error is None:
        assert fatal == []
    else:
        assert len(fatal) >= 1
        assert fatal[0].message.startswith(error), fatal[0].message


def test_known_then_broken_is_a_warning_not_an_error(tmp_path):
    findings = by_rule(lint(tmp_path, V1A + "{broken"), "DRA-MD-020")
    assert [(f.severity, f.location.line) for f in findings] == [(Severity.WARNING, 2)]
    assert "invalid character 'b' looking for beginning of object key string" in findings[0].message


@pytest.mark.parametrize(
    "literal, message",
    [
        (
            '{"generation": 1.0}',
            "json: cannot unmarshal number 1.0 into Go struct field ObjectMeta.metadata.generation of type int64",
        ),
        (
            '{"generation": 1e3}',
            "json: cannot unmarshal number 1e3 into Go struct field ObjectMeta.metadata.generation of type int64",
        ),
        (
            '{"generation": true}',
            "json: cannot unmarshal bool into Go struct field ObjectMeta.metadata.generation of type int64",
        ),
        (
            '{"generation": "1"}',
            "json: cannot unmarshal string into Go struct field ObjectMeta.metadata.generation of type int64",
        ),
        (
            '{"generation": 9223372036854775808}',
            "json: cannot unmarshal number 9223372036854775808 into Go struct field ObjectMeta.metadata.generation of type int64",
        ),
    ],
)
def test_int64_fields_reject_what_go_rejects(tmp_path, literal, message):
    stream = V1B.replace('"metadata":{', '"metadata":' + literal[:-1] + ",", 1).replace(',"generation":1}', "}", 1)
    findings = [f for f in lint(tmp_path, stream) if f.rule_id == "DRA-MD-026" and f.severity is Severity.ERROR]
    assert [(f.field_path, f.message) for f in findings] == [
        ("metadata.generation", f"decode metadata.resource.k8s.io/v1beta1: {message}")
    ]


def test_int64_boundaries_are_accepted(tmp_path):
    stream = V1B.replace('"generation":1', '"generation":9223372036854775807')
    assert by_rule(lint(tmp_path, stream), "DRA-MD-026") == []


def test_duplicate_keys_last_wins_and_warns(tmp_path):
    stream = V1B.replace('"namespace":"default"', '"namespace":"Default","namespace":"default"')
    findings = lint(tmp_path, stream)
    dups = by_rule(findings, "DRA-MD-026")
    assert [(f.severity, f.field_path, f.message) for f in dups] == [
        (Severity.WARNING, "metadata.namespace", 'duplicate key "namespace": the last value wins')
    ]
    assert by_rule(findings, "DRA-MD-041") == []  # the last value, "default", is what counts


def test_null_reads_as_absent(tmp_path):
    stream = V1B.replace('"driver":"gpu.example.com"', '"driver":null')
    errors = [(f.field_path, f.message) for f in lint(tmp_path, stream) if f.severity is Severity.ERROR]
    assert errors == [("requests[0].devices[0].driver", "Required value")]


def test_odd_case_type_keys_decode_but_warn(tmp_path):
    stream = V1B.replace('"kind"', '"KIND"')
    findings = lint(tmp_path, stream)
    assert [f for f in findings if f.severity is Severity.ERROR] == []
    assert [f.message for f in by_rule(findings, "DRA-MD-026")] == [
        'key "KIND" matches "kind" only case-insensitively; write "kind"'
    ]


def test_1_36_profile_skips_v1beta1(tmp_path):
    findings = lint(tmp_path, V1B, kubernetes_version="1.36")
    errors = [f for f in findings if f.severity is Severity.ERROR]
    assert [f.message for f in errors] == [
        "no compatible metadata version found in stream (unknown versions: metadata.resource.k8s.io/v1beta1)"
    ]
