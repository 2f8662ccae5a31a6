"""Reading DRAResourceHealth captures: protojson's rules (DRA-HLT-001), positions, auto-detection."""

from __future__ import annotations

import json

import pytest
from google.protobuf import json_format
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from dra_conform.reading.capture import read_capture
from dra_conform.reading.probe._grpc import dra_health_v1_pb2 as pb
from tests.helpers import by_rule, cli, cli_process, summary


def decode(text: str):  # type: ignore[no-untyped-def]
    return read_capture("c.json", text.encode())


def errors(text: str) -> list[str]:
    return [h.message for h in read_capture("c.json", text.encode("latin-1" if "\xff" in text else "utf-8")).errors]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"devices": [{"lastUpdateTime": "1"}]}', 'unknown field "lastUpdateTime" in DeviceHealth'),
        ('{"device": {}}', 'unknown field "device" in NodeWatchResourcesResponse'),
        (
            '{"devices": [{"device": {"poolName": "a", "pool_name": "b"}}]}',
            'duplicate field "pool_name" (pool_name is also given as "poolName")',
        ),
        ('{"devices": [{"health": "SICK"}]}', 'invalid value for enum field health: "SICK"'),
        ('{"devices": [{"health": "1"}]}', 'invalid value for enum field health: "1"'),  # names only, as Go
        ('{"devices": [{"lastUpdatedTime": "1.5"}]}', 'invalid value for int64 field lastUpdatedTime: "1.5"'),
        ('{"devices": [{"lastUpdatedTime": " 1"}]}', 'invalid value for int64 field lastUpdatedTime: " 1"'),
        (
            '{"devices": [{"lastUpdatedTime": "9223372036854775808"}]}',
            'invalid value for int64 field lastUpdatedTime: "9223372036854775808"',
        ),
        (
            '{"devices": [{"lastUpdatedTime": 1e999999999}]}',
            "invalid value for int64 field lastUpdatedTime: 1e999999999",
        ),
        (
            '{"devices": [{"healthCheckTimeoutSeconds": true}]}',
            "invalid value for int64 field healthCheckTimeoutSeconds: true",
        ),
        ('{"devices": [{"message": 5}]}', "invalid value for string field message: 5"),
        ('{"devices": [{"device": []}]}', "invalid value for message DeviceIdentifier: []"),
        ('{"devices": {}}', "invalid value for repeated field devices: {}"),
        ('{"devices": [null]}', "invalid value for repeated field devices: null element"),
        ("[]", "invalid value for message NodeWatchResourcesResponse: []"),
        ('{"devices": [', "read NodeWatchResourcesResponse from stream: unexpected EOF"),
        ("", "no NodeWatchResourcesResponse found in the capture"),
        ('{"devices": [{"message": "\xff"}]}', "invalid UTF-8 at byte 26"),
    ],
)
def test_what_protojson_refuses(text, message):
    assert any(m.startswith(message) for m in errors(text)), errors(text)


@pytest.mark.parametrize(
    "text",
    [
        "{}",  # a response with no devices
        '{"devices": null}',
        '{"devices": [{"device": {"pool_name": "p", "device_name": "d"}, "last_updated_time": 5}]}',  # proto names
        '{"devices": [{"health": 2, "lastUpdatedTime": 1.0, "healthCheckTimeoutSeconds": "1e2"}]}',
        '{"devices": [{"health": 7}]}',  # open enum: decodes; DRA-HLT-005 speaks
        '{"devices": [{"health": null, "message": null}]}',
    ],
)
def test_what_protojson_accepts(text):
    assert errors(text) == []


def test_values_and_paths_use_the_keys_the_file_used():
    capture = decode(
        '{"devices": [{"device": {"pool_name": "p", "deviceName": "d"}, "health": "UNHEALTHY", '
        '"healthCheckTimeoutSeconds": "-5", "last_updated_time": "12", "message": "m"}]}\n{}'
    )
    [first, second] = capture.responses
    report = first.devices[0]
    assert (report.pool, report.device, report.health, report.timeout, report.last_updated, report.message) == (
        "p",
        "d",
        2,
        -5,
        12,
        "m",
    )
    assert report.path("pool_name") == ("devices", 0, "device", "pool_name")
    assert report.path("last_updated_time") == ("devices", 0, "last_updated_time")
    assert second.devices == [] and second.index == 1


# Python's json_format is the oracle, where it agrees with Go's protojson (which the kubelet side uses).
# Known differences, where we follow Go: Python also accepts enum numbers written as strings (with a
# sign, white space or '_' too), int64 strings that are not JSON numbers (a '+', leading zeros, white
# space, '_', non-ASCII digits),
# booleans, fractions and numbers outside int32 as enum numbers, and a field given under both its JSON
# and proto names.
SCALARS = st.one_of(
    st.integers(-(2**63) - 2, 2**63 + 1),
    st.integers(-5, 5).map(str),
    st.sampled_from(["1.0", "1.5", "x", "", "-0"]),
    st.booleans(),
    st.none(),
    st.text(max_size=5),
    st.sampled_from([1.0, 2.5, -3.0]),
    st.sampled_from(["HEALTHY", "UNHEALTHY", "UNKNOWN", "SICK"]),
    st.integers(-3, 5),
)
DEVICE = st.fixed_dictionaries(
    {},
    optional={
        "device": st.one_of(
            st.none(), st.fixed_dictionaries({}, optional={"poolName": SCALARS, "deviceName": SCALARS})
        ),
        "health": SCALARS,
        "lastUpdatedTime": SCALARS,
        "healthCheckTimeoutSeconds": SCALARS,
        "message": SCALARS,
    },
)
RESPONSE = st.fixed_dictionaries({}, optional={"devices": st.one_of(st.none(), st.lists(DEVICE, max_size=3))})


def _python_int(text: str) -> bool:
    """Whether Python's int() reads the text: json_format's fallback for enums and int64 strings,
    wider than Go's (a sign, white space, '_' between digits, non-ASCII digits)."""
    try:
        int(text)
        return True
    except ValueError:
        return False


def _go_and_python_agree(document: dict) -> bool:
    for device in document.get("devices") or []:
        health = device.get("health")
        if (
            isinstance(health, bool)
            or isinstance(health, float)
            and not health.is_integer()
            or isinstance(health, str)
            and _python_int(health)
            or isinstance(health, (int, float))
            and not -(2**31) <= health < 2**31
        ):
            return False
        for name in ("lastUpdatedTime", "healthCheckTimeoutSeconds"):
            value = device.get(name)
            if isinstance(value, str) and (
                value != value.strip()
                or value.startswith("+")
                or value.lstrip("-").startswith("0")
                and value.lstrip("-") != "0"
                or any(c.isspace() for c in value)
                or "_" in value
                or not value.isascii()
            ):
                return False
    return True


@settings(max_examples=400, deadline=None)
@given(RESPONSE)
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": "-5"}]})  # Go reads the text as a JSON number
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": 2**63 - 1}]})  # int64's ends, and past them
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": 2**63}]})
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": -(2**63)}]})
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": -(2**63) - 1}]})
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": str(2**63)}]})
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": str(-(2**63))}]})
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": 10**18, "healthCheckTimeoutSeconds": 10**19}]})
@example({"devices": [{"health": "HEALTHY", "lastUpdatedTime": 10**20 - 1, "healthCheckTimeoutSeconds": 2**63}]})
def test_decoding_agrees_with_protobufs_json_format(document):
    assume(_go_and_python_agree(document))  # where json_format is laxer than Go: the next test
    text = json.dumps(document)
    capture = decode(text)
    try:
        message = json_format.Parse(text, pb.NodeWatchResourcesResponse())
    except json_format.ParseError:
        assert capture.errors, text
        return
    assert capture.errors == [], text
    got = [
        (d.pool, d.device, d.health, d.last_updated, d.timeout or 0, d.message) for d in capture.responses[0].devices
    ]
    expected = [
        (
            d.device.pool_name,
            d.device.device_name,
            d.health,
            d.last_updated_time,
            d.health_check_timeout_seconds,
            d.message,
        )
        for d in message.devices
    ]
    assert got == expected, text


@pytest.mark.parametrize(
    "device",
    [
        {"health": "+0"},  # json_format reads an enum number in a string; Go wants a name
        {"health": " 1"},
        {"health": -4294967294},  # an enum number outside int32
        {"healthCheckTimeoutSeconds": "1_0"},  # Python's int() allows the '_'; not a JSON number
        {"lastUpdatedTime": "+5"},
        {"lastUpdatedTime": "05"},
    ],
)
def test_where_json_format_is_laxer_the_decoding_follows_go(device):
    """The known differences the property test leaves out: json_format accepts each, protojson does not."""
    text = json.dumps({"devices": [device]})
    json_format.Parse(text, pb.NodeWatchResourcesResponse())  # Python accepts it
    assert decode(text).errors, text


def test_findings_are_located_on_the_field(tmp_path):
    target = tmp_path / "capture.json"
    target.write_text(
        '{"devices": [\n  {"device": {"poolName": "node-1", "deviceName": "gpu-0"},\n'
        '   "health": "HEALTHY", "healthCheckTimeoutSeconds": "0"}\n]}\n'
    )
    [finding] = check_paths([str(target)], Options()).findings
    assert (finding.rule_id, finding.location.line, finding.location.column) == ("DRA-HLT-006", 3, 54)
    assert finding.field_path == "devices[0].healthCheckTimeoutSeconds"


@pytest.mark.parametrize(
    ("name", "content", "kind"),
    [
        ("grpcurl.json", '{\n  "devices": [\n    {\n      "device": {"poolName": "p", "deviceName": "d"}}]}', "health"),
        ("stream.jsonl", '{"devices":[{"health":"HEALTHY"}]}\n{"devices":[]}\n', "health"),
        ("starts-empty.json", '{\n  \n}\n{"devices": [{"device": {"poolName": "p"}}]}', "health"),
        ("empty-response.json", "{}", "manifest"),  # nothing says it is a capture: --as health does
        ("slice-fragment.json", '{"devices": [{"name": "gpu-0"}]}', "manifest"),
    ],
)
def test_auto_detection(tmp_path, name, content, kind):
    (tmp_path / name).write_text(content)
    assert check_paths([str(tmp_path / name)], Options()).files[0].kind == kind


def test_as_health_forces_and_stdin_is_sniffed(tmp_path):
    (tmp_path / "x.json").write_text("{}")
    assert check_paths([str(tmp_path / "x.json")], Options(interpret_as="health")).files[0].kind == "health"
    out = cli("check", "-", stdin=b'{"devices": [{"device": {"poolName": "", "deviceName": "d"}}]}')
    assert out.returncode == 0 and b"<stdin>:1:38: warning DRA-HLT-004" in out.stdout


def test_hostile_bytes_give_findings_not_tracebacks(tmp_path):
    for i, data in enumerate(
        [b"\xff\xfe{", b'{"devices": [' * 100_000, b"\x00" * 100, b'{"devices": [{"message": "\\ud800"}]}']
    ):
        target = tmp_path / f"c{i}.json"
        target.write_bytes(data)
        out = cli("check", "--as", "health", str(target))
        assert out.returncode in (0, 1) and b"Traceback" not in out.stderr, out.stderr


def test_capture_checked_against_slices_in_the_same_run(tmp_path):
    (tmp_path / "slice.yaml").write_text(
        "apiVersion: resource.k8s.io/v1\nkind: ResourceSlice\nmetadata: {name: s}\nspec:\n  driver: gpu.example.com\n"
        "  nodeName: node-1\n  pool: {name: node-1, generation: 1, resourceSliceCount: 1}\n  devices:\n"
        "  - name: gpu-0\n  - name: gpu-1\n"
    )
    (tmp_path / "capture.json").write_text(
        '{"devices": [{"device": {"poolName": "node-1", "deviceName": "gpu-0"}, "health": "HEALTHY"},'
        ' {"device": {"poolName": "node-1", "deviceName": "GPU-5d2c"}, "health": "HEALTHY"}]}\n'
    )
    findings = check_paths([str(tmp_path)], Options()).findings
    assert summary(by_rule(findings, "DRA-HLT-004")) == [
        (
            "DRA-HLT-004",
            "warning",
            "devices[1].device.deviceName: device node-1/GPU-5d2c is not a device the driver "
            "publishes: pool node-1 publishes 2 device(s), not GPU-5d2c; the kubelet matches health to allocated "
            "devices by pool and device name",
        )
    ]
    assert "node-1/gpu-1 published in the ResourceSlices given" in by_rule(findings, "DRA-HLT-003")[0].message


def test_parallel_runs_give_identical_output():
    one = cli("check", "--format", "json", "examples/health")
    two = cli_process("check", "--format", "json", "-j", "2", "examples/health")  # -j forks: a process of its own
    assert one.returncode == two.returncode == 1
    assert one.stdout == two.stdout
    assert json.loads(one.stdout)["summary"]["healthCaptures"] == 1
