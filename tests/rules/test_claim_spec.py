"""DRA-CL: ResourceClaim spec, ResourceClaimTemplate, DeviceClass and DeviceTaintRule as the apiserver
validates them on create (after decoding and defaulting). Upstream's own tables are in
tests/upstream/{resourceclaim,resourceclaimtemplate,deviceclass,devicetaintrule}/."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dra_conform.engine.check import check_paths, check_source
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.semantics import gates
from tests.helpers import PROJECT

# The claims, templates, classes and taint rules of the driver corpus (tests/corpus/drivers, copied
# from the shared corpus; SOURCES.md there says where each file comes from).
CORPUS = PROJECT / "tests" / "corpus" / "drivers"
KNOWN_BAD = {  # file -> the DRA-CL findings it must give (SOURCES.md marks it known-bad)
    "intel-resource-drivers-for-kubernetes/doc/gaudi/USAGE.md.resourceclaim-count.yaml": [
        ("DRA-CL-016", "error", 9, 7, "spec.devices.requests[0].deviceClassName"),
        ("DRA-CL-005", "error", 10, 7, "spec.devices.requests[0].exactly.deviceClassName"),
    ],
}
KINDS = ("kind: ResourceClaim\n", "kind: ResourceClaimTemplate\n", "kind: DeviceClass\n", "kind: DeviceTaintRule\n")


def check(tmp_path: Path, text: str, version: str = "1.37", feature_gates: str = "", name: str = "manifest.yaml"):
    target = tmp_path / name
    target.write_text(textwrap.dedent(text))
    options = Options(version, "manifest", feature_gates=gates.parse(feature_gates))
    result = check_source(inputs.Source(str(target), str(target), True), options)
    assert result.error is None, result.error
    return [
        (f.rule_id, f.severity.label, f.location.line, f.location.column, f.field_path)
        for f in result.findings
        if f.rule_id.startswith("DRA-CL-")
    ], result


def messages(result) -> dict[str, str]:
    return {f.field_path: f.message for f in result.findings if f.rule_id.startswith("DRA-CL-")}


PROBE = """\
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata:
  name: Bad_Name
  namespace: default
spec:
  devices:
    requests:
    - name: Not_A_Label
      exactly:
        deviceClassName: gpu.example.com
        count: -1
    - name: second
      exactly:
        deviceClassName: gpu.example.com
        allocationMode: Sometimes
---
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: UPPER
spec:
  selectors:
  - cel:
      expression: device.driver ==
---
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: template
  namespace: default
spec:
  spec:
    devices:
      requests:
      - name: gpu
        exactly: {}
"""


def test_issue_probe_gives_an_error_at_each_bad_field(tmp_path):
    found, result = check(tmp_path, PROBE)
    assert found == [
        ("DRA-CL-001", "error", 4, 9, "metadata.name"),
        ("DRA-CL-003", "error", 9, 13, "spec.devices.requests[0].name"),
        ("DRA-CL-006", "error", 12, 16, "spec.devices.requests[0].exactly.count"),
        ("DRA-CL-006", "error", 16, 25, "spec.devices.requests[1].exactly.allocationMode"),
        ("DRA-CL-001", "error", 21, 9, "metadata.name"),
        ("DRA-CL-007", "error", 25, 35, "spec.selectors[0].cel.expression"),  # at the end of "device.driver =="
        ("DRA-CL-005", "error", 37, 9, "spec.spec.devices.requests[0].exactly.deviceClassName"),
    ]
    said = [f.message for f in result.findings]
    assert "Invalid value: -1: must be greater than zero" in said
    assert 'Unsupported value: "Sometimes": supported values: "All", "ExactCount"' in said
    assert result.objects == 3 and result.other_objects == 0  # all three kinds are validated


def test_issue_probe_selector_that_does_not_compile(tmp_path):
    _, result = check(tmp_path, PROBE)
    [message] = [f.message for f in result.findings if f.rule_id == "DRA-CL-007"]
    # upstream's wording, with the line and column inside the expression where CEL stopped
    assert message.startswith('Invalid value: "device.driver ==": compilation failed: ERROR: <input>:1:')


CORPUS_FILES = sorted(
    str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*.yaml") if any(k in p.read_text() for k in KINDS)
)


def test_corpus_subset_is_present():
    assert len(CORPUS_FILES) >= 25 and set(KNOWN_BAD) <= set(CORPUS_FILES)


@pytest.mark.parametrize("name", CORPUS_FILES)
def test_real_driver_manifests_give_no_false_error(name):
    result = check_source(inputs.Source(name, str(CORPUS / name), True), Options("1.37", "manifest"))
    assert result.error is None and result.kinds, result.error  # something was read (validated or not)
    found = [
        (f.rule_id, f.severity.label, f.location.line, f.location.column, f.field_path)
        for f in result.findings
        if f.rule_id.startswith("DRA-CL-")
    ]
    assert found == KNOWN_BAD.get(name, [])


def test_defaults_apply_before_validation(tmp_path):
    # allocationMode defaults to ExactCount, count 0 to 1, a toleration's operator to Equal.
    found, _ = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1
        kind: ResourceClaim
        metadata: {name: claim, namespace: default}
        spec:
          devices:
            requests:
            - name: gpu
              exactly:
                deviceClassName: gpu.example.com
                count: 0
                tolerations:
                - {key: gpu.example.com/unhealthy, value: "true"}
              firstAvailable: []
            - name: alt
              firstAvailable:
              - {name: big, deviceClassName: big.example.com}
              - {name: all, deviceClassName: small.example.com, allocationMode: All}
        """,
    )
    assert found == []


def test_v1beta1_requests_are_read_flat_and_defaulted_only_with_a_class(tmp_path):
    found, result = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1beta1
        kind: ResourceClaimTemplate
        metadata: {name: template, namespace: default}
        spec:
          spec:
            devices:
              requests:
              - name: gpu
                deviceClassName: gpu.example.com
              - name: counted
                count: 2
              - name: both
                deviceClassName: gpu.example.com
                firstAvailable:
                - {name: a, deviceClassName: a.example.com}
        """,
    )
    assert found == [
        ("DRA-CL-005", "error", 10, 9, "spec.spec.devices.requests[1].deviceClassName"),
        ("DRA-CL-006", "error", 10, 9, "spec.spec.devices.requests[1].allocationMode"),
        ("DRA-CL-004", "error", 12, 9, "spec.spec.devices.requests[2]"),
    ]
    assert (
        messages(result)["spec.spec.devices.requests[1].allocationMode"]
        == 'Unsupported value: "": supported values: "All", "ExactCount"'
    )


def test_too_many_requests_is_the_only_error_about_them(tmp_path):
    requests = "".join(f"    - {{name: r{i}}}\n" for i in range(33))
    found, result = check(
        tmp_path,
        "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\n"
        "metadata: {name: claim, namespace: default}\nspec:\n  devices:\n    requests:\n" + requests,
    )
    assert [f[0] for f in found] == ["DRA-CL-003"]
    assert messages(result)["spec.devices.requests"] == "Too many: 33: must have at most 32 items"


def test_references_constraints_and_config(tmp_path):
    found, result = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1
        kind: ResourceClaim
        metadata: {name: claim, namespace: default}
        spec:
          devices:
            requests:
            - name: gpu
              firstAvailable:
              - {name: big, deviceClassName: big.example.com}
            - name: nic
              exactly: {deviceClassName: nic.example.com}
            constraints:
            - {requests: [gpu/big, nic, gpu/small, a/b/c], matchAttribute: resource.kubernetes.io/pcieRoot}
            - {requests: [nic, nic], matchAttribute: pcieRoot}
            - {requests: [nic]}
            config:
            - {requests: [nic/x], opaque: {driver: Net.Example.COM, parameters: {a: 1}}}
            - {opaque: {driver: net.example.com, parameters: [1, 2]}}
            - {}
        """,
    )
    said = messages(result)
    assert [f[4] for f in found] == [
        "spec.devices.constraints[0].requests[2]",
        "spec.devices.constraints[0].requests[3]",
        "spec.devices.constraints[1].requests[1]",
        "spec.devices.constraints[1].matchAttribute",
        "spec.devices.constraints[2]",
        "spec.devices.config[0].requests[0]",
        "spec.devices.config[1].opaque.parameters",
        "spec.devices.config[2].opaque",
    ]
    assert (
        said["spec.devices.constraints[1].matchAttribute"]
        == 'Invalid value: "pcieRoot": a fully qualified name must be a domain and a name separated by a slash'
    )
    assert said["spec.devices.constraints[2]"].startswith('Required value: exactly one of "matchAttribute" or')
    assert (
        said["spec.devices.config[1].opaque.parameters"]
        == 'Invalid value: "<value omitted>": must be a valid JSON object'
    )


def test_a_gate_that_is_off_drops_fields_before_validation(tmp_path):
    text = """\
        apiVersion: resource.k8s.io/v1
        kind: ResourceClaim
        metadata: {name: claim, namespace: default}
        spec:
          devices:
            requests:
            - name: gpu
              exactly:
                deviceClassName: gpu.example.com
                tolerations: [{operator: Sometimes}]
            constraints:
            - {requests: [gpu], distinctAttribute: gpu.example.com/uuid}
        """
    on, _ = check(tmp_path, text)
    assert [f[0] for f in on] == ["DRA-CL-010"]  # the bad operator
    # no strategy drops a claim's tolerations (only a slice's taints): judged whatever DRADeviceTaints says, as
    # dra-oracle-apiserver 1.34 reports them with the gate off by default
    off, result = check(tmp_path, text, feature_gates="DRADeviceTaints=false,DRAConsumableCapacity=false")
    assert off == [
        ("DRA-CL-010", "error", 10, 34, "spec.devices.requests[0].exactly.tolerations[0].operator"),
        ("DRA-CL-008", "error", 12, 7, "spec.devices.constraints[0].matchAttribute"),
        ("DRA-CL-011", "error", 12, 25, "spec.devices.constraints[0].distinctAttribute"),
    ]
    assert (
        "DRAConsumableCapacity feature gate off (set off by --feature-gates)"
        in messages(result)["spec.devices.constraints[0].distinctAttribute"]
    )
    derived, _ = check(tmp_path, text.replace("tolerations: [{operator: Sometimes}]", "derivedAttributes: []"))
    assert [f[0] for f in derived] == ["DRA-CL-011"]  # alpha in 1.37, off by default


def test_tolerations(tmp_path):
    found, result = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1
        kind: ResourceClaim
        metadata: {name: claim, namespace: default}
        spec:
          devices:
            requests:
            - name: gpu
              firstAvailable:
              - name: a
                deviceClassName: a.example.com
                tolerations:
                - {key: "bad key", operator: Exists, value: x, effect: Later}
                - {operator: Equal, value: "not a label value"}
                - {operator: Exists, effect: None}
        """,
    )
    where = "spec.devices.requests[0].firstAvailable[0].tolerations"
    assert [f[4] for f in found] == [f"{where}[0].key", f"{where}[0].value", f"{where}[0].effect", f"{where}[1].value"]
    assert (
        messages(result)[f"{where}[0].effect"]
        == 'Unsupported value: "Later": supported values: "NoExecute", "NoSchedule", "None"'
    )


def test_object_and_template_metadata(tmp_path):
    found, result = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1
        kind: ResourceClaimTemplate
        metadata:
          generateName: gpu-
          namespace: Default
          labels: {"bad key": ok}
          annotations: {Example.com/Note: fine}
        spec:
          metadata:
            name: fixed
            labels: {team: ml}
            finalizers: []
          spec:
            devices:
              requests:
              - {name: gpu, exactly: {deviceClassName: gpu.example.com}}
        ---
        apiVersion: resource.k8s.io/v1
        kind: DeviceClass
        metadata: {name: gpu.example.com, namespace: default}
        spec: {}
        """,
    )
    assert found == [
        ("DRA-CL-001", "error", 5, 14, "metadata.namespace"),
        ("DRA-CL-001", "error", 6, 11, "metadata.labels"),
        ("DRA-CL-002", "error", 10, 11, "spec.metadata.name"),
        ("DRA-CL-002", "error", 12, 17, "spec.metadata.finalizers"),
        ("DRA-CL-001", "warning", 20, 46, "metadata.namespace"),
    ]
    assert messages(result)["spec.metadata.name"] == "Forbidden: cannot be set"


def test_request_fields_of_the_other_shape(tmp_path):
    found, result = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1beta2
        kind: ResourceClaim
        metadata: {name: claim, namespace: default}
        spec:
          devices:
            requests:
            - name: gpu
              exactly: {devicClassName: gpu.example.com}
        ---
        apiVersion: resource.k8s.io/v1beta1
        kind: ResourceClaim
        metadata: {name: claim, namespace: default}
        spec:
          devices:
            requests:
            - name: gpu
              exactly: {deviceClassName: gpu.example.com}
        """,
    )
    assert [(f[0], f[1], f[4]) for f in found] == [
        ("DRA-CL-005", "error", "spec.devices.requests[0].exactly.deviceClassName"),
        ("DRA-CL-016", "error", "spec.devices.requests[0].exactly.devicClassName"),
        ("DRA-CL-004", "error", "spec.devices.requests[0]"),
        ("DRA-CL-016", "error", "spec.devices.requests[0].exactly"),
    ]


def test_device_class_extended_resource_name_and_config(tmp_path):
    found, _ = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1
        kind: DeviceClass
        metadata: {name: gpu.example.com}
        spec:
          extendedResourceName: kubernetes.io/gpu
          config:
          - opaque: {driver: "", parameters: null}
        """,
    )
    assert [(f[0], f[4]) for f in found] == [
        ("DRA-CL-012", "spec.extendedResourceName"),
        ("DRA-CL-009", "spec.config[0].opaque.driver"),
        ("DRA-CL-009", "spec.config[0].opaque.parameters"),
    ]


TAINT_RULE = """\
    apiVersion: resource.k8s.io/v1beta2
    kind: DeviceTaintRule
    metadata: {name: rule}
    spec:
      deviceSelector: {driver: GPU.example.com, pool: "a//b", device: gpu-0}
      taint: {key: "", value: "not valid", effect: Evict}
    """


def test_taint_rule(tmp_path):
    found, result = check(tmp_path, TAINT_RULE)
    assert [f[4] for f in found] == [
        "spec.deviceSelector.pool",
        "spec.taint.key",
        "spec.taint.key",
        "spec.taint.value",
        "spec.taint.effect",
    ]
    assert (
        messages(result)["spec.taint.effect"]
        == 'Unsupported value: "Evict": supported values: "NoExecute", "NoSchedule", "None"'
    )


def test_taint_rules_are_not_served_by_a_default_136_apiserver(tmp_path):
    found, result = check(tmp_path, TAINT_RULE, version="1.36")
    assert ("DRA-CL-015", "error", 2, 7, "kind") in found
    served, _ = check(tmp_path, TAINT_RULE, version="1.36", feature_gates="DRADeviceTaintRules=true")
    assert "DRA-CL-015" not in [f[0] for f in served]


def test_other_versions_and_groups_are_not_read_as_v1(tmp_path):
    found, _ = check(
        tmp_path,
        """\
        apiVersion: resource.example.com/v1
        kind: ResourceClaim
        metadata: {name: Bad_Name}
        spec: {devices: {requests: [{name: X}]}}
        """,
    )
    assert found == []


def test_run_counts_the_new_kinds_as_checked(tmp_path):
    target = tmp_path / "probe.yaml"
    target.write_text(PROBE)
    report = check_paths([str(target)], Options("1.37"))
    assert sum(r.objects for r in report.files) == 3
    assert {f.severity for f in report.findings if f.rule_id.startswith("DRA-CL-")} == {Severity.ERROR}


def test_taint_rule_fields_of_earlier_releases_are_unknown(tmp_path):
    found, result = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1beta2
        kind: DeviceTaintRule
        metadata: {name: rule}
        spec:
          deviceSelector: {driver: gpu.example.com, deviceClassName: gpu.example.com}
          taint: {key: gpu.example.com/maintenance, effect: NoSchedule, timeAdded: "2026-01-01T00:00:00Z"}
        """,
    )
    assert found == [("DRA-CL-017", "error", 5, 45, "spec.deviceSelector.deviceClassName")]
    assert "the alpha API's class and CEL selectors are gone" in messages(result)["spec.deviceSelector.deviceClassName"]


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        # kubernetes-validate 1.37.0's v1.34.0 strict schema: v1alpha3's selector still has deviceClassName and CEL
        # selectors, and the rule has no status yet; from 1.35 (v1.35.0) the reverse
        ("1.34", [("DRA-CL-017", "error", 7, 1, "status")]),
        ("1.35", [("DRA-CL-017", "error", 5, 45, "spec.deviceSelector.deviceClassName")]),
        ("1.37", [("DRA-CL-017", "error", 5, 45, "spec.deviceSelector.deviceClassName")]),
    ],
)
def test_a_v1alpha3_taint_rule_has_the_fields_of_its_release(tmp_path, release, expected):
    found, result = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1alpha3
        kind: DeviceTaintRule
        metadata: {name: rule}
        spec:
          deviceSelector: {driver: gpu.example.com, deviceClassName: gpu.example.com}
          taint: {key: gpu.example.com/maintenance, effect: NoSchedule}
        status: {conditions: []}
        """,
        version=release,
    )
    assert [f for f in found if f[0] == "DRA-CL-017"] == expected
    if release == "1.35":
        assert "; a 1.35 apiserver does not have it: removed after 1.34): " in messages(result)[expected[0][4]]
    if release == "1.34":
        assert messages(result)["status"].startswith(
            'unknown field "status" (a 1.34 apiserver does not have it: added in 1.35): '
        )


# --- a CEL error is placed where it is in the expression, where the file holds the expression as written ---

CEL_CLAIM = """\
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {{name: gpu.example.com}}
spec:
  selectors:
  - cel:
      expression: {expression}
"""


@pytest.mark.parametrize(
    ("expression", "line", "column"),
    [
        ("1 == 1 && device.foo", 7, 35),  # plain: CEL points at the '.' of device.foo, 1:17 of the expression
        ("'1 == 1 && device.foo'", 7, 36),  # single-quoted: after the quote
        ('"1 == 1 && device.foo"', 7, 36),  # double-quoted, no escapes
        ('"1 == 1 && \\"a\\" == \\"a\\" && device.foo"', 7, 54),  # escapes decoded: the '.' as written
        ("|\n        1 == 1 &&\n        device.foo", 9, 15),  # a literal block: 2:7 of the expression
        (">\n        1 == 1 &&\n        device.foo", 9, 15),  # folded: the '.' on its line, as in a literal block
        ('"1 == 1 &&\n        device.foo"', 8, 15),  # a double-quoted scalar folded over two lines
    ],
)
def test_a_cel_error_is_placed_at_its_column(tmp_path, expression, line, column):
    found, result = check(tmp_path, CEL_CLAIM.format(expression=expression))
    [place] = [(f[2], f[3]) for f in found if f[0] == "DRA-CL-007"]
    assert place == (line, column)
    [message] = [f.message for f in result.findings if f.rule_id == "DRA-CL-007"]
    assert "undefined field 'foo'" in message


def test_a_cel_error_in_a_json_manifest_is_placed_at_its_column(tmp_path):
    target = tmp_path / "class.json"
    target.write_text(
        '{"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass", "metadata": {"name": "gpu.example.com"},\n'
        ' "spec": {"selectors": [{"cel": {"expression": "1 == 1 && device.foo"}}]}}\n'
    )
    result = check_paths([str(target)], Options())
    [finding] = [f for f in result.findings if f.rule_id == "DRA-CL-007"]
    assert (finding.location.line, finding.location.column) == (
        2,
        65,
    )  # the dot of device.foo, the string from column 49


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("ab =\"'\\\n\t:#-|>é€{}[]")), min_size=1, max_size=30),
    st.sampled_from([None, "'", '"', "|", ">"]),
)
def test_a_place_inside_a_scalar_holds_that_character(text, style):
    """Wherever place_inside answers, the file has the string's character there (a wrong place never)."""
    import yaml

    from dra_conform.reading.manifests import place_inside

    source = yaml.dump({"expression": text}, default_style=style, allow_unicode=True, width=1000)
    node = yaml.compose(source)
    value = node.value[0][1]
    # PyYAML's writer changed the string (trailing white space in a block): no scalar of this text
    assume(yaml.safe_load(source)["expression"] == text)
    lines = source.split("\n")
    start = (value.start_mark.line + 1, value.start_mark.column + 1)
    for offset, char in enumerate(text + "\n"):
        found = place_inside(lines, start, text, offset)
        if style in ('"', "'") and char in "ab=:#-|>é€{}[]":  # quoted: escapes decoded, so found
            assert found is not None, (source, offset)
        if found is None:
            continue
        if char == "\n":  # the end of one of the string's lines: just after its last character
            before = place_inside(lines, start, text, offset - 1) if offset and text[offset - 1] != "\n" else None
            assert before is None or found == (before[0], before[1] + 1), (source, offset)
        else:
            assert lines[found[0] - 1][found[1] - 1] == char, (source, offset)
    if style in (None, "|") and "\n" not in text.strip("\n") and text == text.strip() and value.style in (None, "|"):
        assert place_inside(lines, start, text, 0) is not None, source  # as written: found


def test_a_block_indicator_is_never_taken_for_the_text():
    from dra_conform.reading.manifests import place_inside

    # folded: `>` is the indicator, and the string's ">" is on the next line
    assert place_inside(["expression: >-", "  >"], (1, 13), ">", 0) == (2, 3)
    # literal: the string's "-" is on the next line, not the chomping indicator's
    assert place_inside(["expression: |-", "  -"], (1, 13), "-", 0) == (2, 3)
    # a line of the block that is not indented as the block is, is not its line
    assert place_inside(["expression: |", "x-"], (1, 13), "-", 0) is None


def test_a_misspelt_device_field_gets_a_note_at_the_error(tmp_path):
    found, result = check(tmp_path, CEL_CLAIM.format(expression='device.atributes["a"].x'))
    assert [(f[1], f[2], f[3]) for f in found if f[0] == "DRA-CL-007"] == [("error", 7, 25), ("note", 7, 25)]
    [note] = [f.message for f in result.findings if f.severity.label == "note"]
    assert note == "did you mean 'attributes'?"


BAD_SELECTOR = CEL_CLAIM.format(expression='"device.atributes[\\"a\\"].x == \\"\\u001b[2J\\""')


@pytest.mark.parametrize("fmt", ["text", "github", "junit"])
def test_a_cel_error_reads_as_cel_go_prints_it_in_human_formats(tmp_path, fmt):
    """The snippet and caret on lines of their own, escaped (no raw control character), the expression
    shown once (in the snippet); JSON keeps upstream's message whole."""
    import subprocess
    import sys

    (tmp_path / "class.yaml").write_text(BAD_SELECTOR)
    out = subprocess.run(
        [sys.executable, "-m", "dra_conform", "check", "--format", fmt, "class.yaml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    ).stdout
    assert "\x1b" not in out
    head = (
        "spec.selectors[0].cel.expression: Invalid value: compilation failed: "
        "ERROR: <input>:1:7: undefined field 'atributes'"
    )
    snippet = ['     | device.atributes["a"].x == "\\x1b[2J"', "     | ......^"]
    if fmt == "text":
        lines = out.splitlines()
        i = next(i for i, line in enumerate(lines) if head in line)
        assert lines[i].startswith("class.yaml:7:26: error DRA-CL-007 ")  # the '.' of device.atributes
        assert lines[i + 1 : i + 3] == snippet
    elif fmt == "github":
        assert "%0A".join([head, *snippet]) in out
    else:
        from xml.etree import ElementTree as ET

        failure = ET.fromstring(out).find(".//failure")
        assert failure is not None and failure.get("message") == head
        assert failure.text is not None and failure.text.endswith("\n".join([head, *snippet]))
        out = failure.text
    assert out.count("atributes") == 2  # the headline's message and the snippet, not the quoted value too


def test_selector_without_expression_is_judged_not_a_crash(tmp_path):
    # Found by the validation oracle (tests/oracle/test_validation_live.py): `cel: {}` made the engine's
    # placing of the hit inside the expression index the absent key (KeyError, "internal error").
    # Upstream (1.37.2): spec.devices.requests[0].exactly.selectors[0].cel.expression: Invalid value: "":
    # compilation failed (CEL's own text is the cel engineer's).
    found, _ = check(
        tmp_path,
        """\
        apiVersion: resource.k8s.io/v1
        kind: ResourceClaim
        metadata: {name: a}
        spec:
          devices:
            requests:
            - name: v
              exactly: {deviceClassName: a, selectors: [{cel: {}}]}
        """,
    )
    assert [(r, s, p) for r, s, _, _, p in found] == [
        ("DRA-CL-007", "error", "spec.devices.requests[0].exactly.selectors[0].cel.expression")
    ]


LONG = "x" * 64


@pytest.mark.parametrize(
    "text, path",
    [
        (
            f"""\
            apiVersion: resource.k8s.io/v1
            kind: ResourceClaim
            metadata: {{name: a}}
            spec:
              devices:
                requests:
                - {{name: {LONG}, exactly: {{deviceClassName: a}}}}
            """,
            "spec.devices.requests[0].name",
        ),
        (
            f"""\
            apiVersion: resource.k8s.io/v1
            kind: ResourceClaim
            metadata: {{name: a}}
            spec:
              devices:
                requests:
                - name: r
                  firstAvailable: [{{name: {LONG}, deviceClassName: a}}]
            """,
            "spec.devices.requests[0].firstAvailable[0].name",
        ),
        (
            f"""\
            apiVersion: resource.k8s.io/v1alpha3
            kind: DeviceTaintRule
            metadata: {{name: a}}
            spec:
              deviceSelector: {{device: {LONG}}}
              taint: {{key: example.com/t, effect: NoSchedule}}
            """,
            "spec.deviceSelector.device",
        ),
    ],
)
def test_handwritten_label_names_say_characters(tmp_path, text, path):
    # Found by the validation oracle (1.37.2): validation.go's request, subrequest and device names go
    # through corevalidation.ValidateDNS1123Label, util/validation's IsDNS1123Label, which says
    # "must be no more than 63 characters" (content's, used by the declarative formats, says bytes).
    _, result = check(tmp_path, text)
    messages = [f.message for f in result.findings if f.field_path == path]
    assert messages == [f'Invalid value: "{LONG}": must be no more than 63 characters'], messages


@pytest.mark.parametrize(
    "version, requests, path, on_1_37",
    [
        (
            "v1",
            "[{name: r, exactly: {deviceClassName: c}}, {name: r, exactly: {deviceClassName: c, tolerations: [{key: k, effect: NoSchedule}]}}]",
            "spec.devices.requests[1]",
            '{"name":"r","exactly":{"deviceClassName":"c","allocationMode":"ExactCount","count":1,'
            '"tolerations":[{"key":"k","operator":"Equal","effect":"NoSchedule"}]}}',
        ),
        (
            "v1",
            "[{name: r, firstAvailable: [{name: s, deviceClassName: c}, {name: s, deviceClassName: c, allocationMode: All}]}]",
            "spec.devices.requests[0].firstAvailable[1]",
            '{"name":"s","deviceClassName":"c","allocationMode":"All"}',
        ),
        (
            "v1beta1",
            "[{name: r, deviceClassName: c}, {name: r, deviceClassName: c}]",
            "spec.devices.requests[1]",
            '{"name":"r","deviceClassName":"c","allocationMode":"ExactCount","count":1}',
        ),
    ],
)
def test_duplicate_request_shows_the_entry_from_1_37(tmp_path, version, requests, path, on_1_37):
    # Found by the validation oracle: 1.37.2 checks request and subrequest names' uniqueness
    # declaratively and its Duplicate shows the entry as the request's version encodes it after defaulting;
    # 1.36.3 (validation.go's validateSet) shows the name. dra-conform showed the name on 1.37 too.
    text = f"""\
        apiVersion: resource.k8s.io/{version}
        kind: ResourceClaim
        metadata: {{name: a}}
        spec:
          devices:
            requests: {requests}
        """
    for release, shown in (("1.37", on_1_37), ("1.36", f'"{"s" if "firstAvailable[" in path else "r"}"')):
        _, result = check(tmp_path, text, version=release)
        assert [f.message for f in result.findings if f.field_path == path] == [f"Duplicate value: {shown}"], release
