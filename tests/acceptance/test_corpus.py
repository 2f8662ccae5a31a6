"""The corpus (tests/corpus): upstream's metadata fixtures get the verdicts the spec predicts, and
nothing in the corpus crashes the tool whichever way it is read."""

from __future__ import annotations

import json

import pytest

from dra_conform.model.findings import Severity
from tests.helpers import CORPUS, cli, lint_file

METADATA = CORPUS / "upstream" / "metadata"
KEP_EXAMPLE = CORPUS / "upstream" / "manifests" / "kep" / "kep-5304.devicemetadata-v1alpha1-example.json"
DOCS = CORPUS / "drivers"


def errors(path, version="1.37"):
    return [(f.rule_id, f.field_path, f.message) for f in lint_file(path, version) if f.severity is Severity.ERROR]


# Deliberately invalid round-trip fixtures: exactly the three validation errors the spec lists.
FIXTURE_ERRORS = [
    (
        "DRA-MD-044",
        "metadata.managedFields[0].operation",
        'Unsupported value: "operationValue": supported values: "Apply", "Update"',
    ),
    ("DRA-MD-050", "podClaimName", 'Invalid value: "<no json tag> PodClaimNameValue": a lowercase RFC 1123 label'),
    (
        "DRA-MD-071",
        "requests[0].devices[0].attributes[model]",
        'Invalid value: "{int, bool, string, version, ints, bools, strings, versions}": must specify exactly one of',
    ),
]


@pytest.mark.parametrize("name", ["HEAD-metadata.json", "v1.36.0-metadata.json"])
def test_roundtrip_fixtures_decode_but_fail_validation(name):
    found = errors(METADATA / name, "1.36" if name.startswith("v1.36") else "1.37")
    assert [(r, p) for r, p, _ in found] == [(r, p) for r, p, _ in FIXTURE_ERRORS]
    for (_, _, message), (_, _, prefix) in zip(found, FIXTURE_ERRORS):
        assert message.startswith(prefix)


def test_head_fixture_is_canonical_and_newest_first():
    findings = lint_file(METADATA / "HEAD-metadata.json")
    assert [f for f in findings if f.rule_id in ("DRA-MD-027", "DRA-MD-028", "DRA-MD-029")] == []


def test_v1_36_fixture_lacks_v1beta1_for_1_37_readers_only():
    fixture = METADATA / "v1.36.0-metadata.json"
    # Producer conformance: 1.37 readers still decode it, so a warning, never an error.
    assert [f.severity for f in lint_file(fixture, "1.37") if f.rule_id == "DRA-MD-027"] == [Severity.WARNING]
    assert not [f for f in lint_file(fixture, "1.36") if f.rule_id == "DRA-MD-027" and "v1beta1" in f.message]


@pytest.mark.parametrize("path", [METADATA / "website-dra-observability.v1alpha1-example.json", KEP_EXAMPLE])
def test_documentation_examples_pass_1_36_validation(path):
    # Both are valid v1alpha1 objects; 1.37 readers decode them too (the missing v1beta1 object is a warning).
    assert errors(path, "1.36") == []
    assert errors(path, "1.37") == []


def test_kep_example_uses_a_non_standard_attribute_domain():
    warnings = [f for f in lint_file(KEP_EXAMPLE) if f.rule_id == "DRA-MD-074"]
    assert [f.field_path for f in warnings] == ["requests[0].devices[0].attributes[resource.k8s.io/pciBusID]"]


def test_whole_corpus_in_auto_mode_finds_only_the_metadata_files():
    out = cli("check", "--format", "json", str(CORPUS))
    assert out.returncode in (0, 1)
    assert out.stderr == b""  # nothing passed over silently: a fragment that is not YAML is a finding
    report = json.loads(out.stdout)
    unread = [f["file"].rsplit("/", 1)[1] for f in report["findings"] if f["ruleId"] == "DRA-MF-001"]
    assert unread == ["dra-observability.resourceclaim-status-devices.yaml"]  # its "..." ends the document
    checked = sorted(f["path"].rsplit("/", 1)[1] for f in report["files"] if f["kind"] == "metadata")
    assert checked == [
        "HEAD-metadata.json",
        "README.md.device-metadata.json",
        "dra-observability.md.device-metadata.json",
        "kep-5304.devicemetadata-v1alpha1-example.json",
        "v1.36.0-metadata.json",
        "website-dra-observability.v1alpha1-example.json",
    ]


def test_every_corpus_file_read_as_metadata_gets_findings_not_a_crash():
    out = cli("check", "--as", "metadata", "--format", "json", str(CORPUS))
    assert out.returncode == 1 and out.stderr == b""  # as metadata, every file is read and judged
    report = json.loads(out.stdout)
    assert report["summary"]["metadataFiles"] >= 90
    yaml_files = [f for f in report["findings"] if f["file"].endswith(".yaml") and f["ruleId"] == "DRA-MD-020"]
    assert yaml_files and all(f["line"] >= 1 for f in yaml_files)


def test_kep_and_docs_pool_status_requests_use_an_invalid_driver():
    # KEP-5677 and the website show driver: example.com/gpu, which validation rejects (spec DRA-PSR-066).
    out = cli("check", "--format", "json", str(DOCS))
    found = [
        (f["file"].rsplit("/", 1)[1], f["fieldPath"])
        for f in json.loads(out.stdout)["findings"]
        if f["ruleId"] == "DRA-PSR-005"
    ]
    assert ("README.md.resourcepoolstatusrequest-status.yaml", "spec.driver") in found
    assert ("dra-observability.md.resourcepoolstatusrequest.yaml", "spec.driver") in found
