"""What a matrix run computes once for every release: the contexts note every read of the release,
and what they share across releases (semantics.context.RELEASE_FREE) reads none."""

from __future__ import annotations

import pytest

from dra_conform.reading.manifests import ManifestObject
from dra_conform.semantics.context import RELEASE_FREE, ManifestContext
from dra_conform.semantics.metadata.file import MetadataFile, ObjectContext
from dra_conform.semantics.metadata.versions import PROFILES

SLICE = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "ResourceSlice",
    "metadata": {"name": "s"},
    "spec": {
        "driver": "gpu.example.com",
        "pool": {"name": "p", "generation": 1, "resourceSliceCount": 1},
        "devices": [{"name": "d", "attributes": {"model": {"string": "x"}}, "consumesCounters": []}],
    },
}
CLAIM = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "ResourceClaim",
    "metadata": {"name": "c"},
    "spec": {"devices": {"requests": [{"name": "r", "exactly": {"deviceClassName": "gpu"}}]}},
}


def _context(obj):
    return ManifestContext("f.yaml", ManifestObject(obj, 0, (0,), locate=dict), "1.34")


@pytest.mark.parametrize("obj", [SLICE, CLAIM])
@pytest.mark.parametrize("name", RELEASE_FREE)
def test_what_the_releases_share_reads_no_release(obj, name):
    context = _context(obj)
    getattr(context, name)
    assert context.release_read is False
    other = context.at("1.37")
    assert getattr(other, name) is getattr(context, name)  # computed once, shared
    assert other.release_read is False and other.kubernetes_version == "1.37" and other.release_read


def test_reading_the_release_or_a_gate_is_noted():
    context = _context(SLICE)
    assert context.gate("DRAPartitionableDevices") is False and context.release_read
    context.release_read = False
    assert context.kubernetes_version == "1.34" and context.release_read
    context.release_read = False
    assert context.feature_gates == () and context.obj.kind == "ResourceSlice" and not context.release_read


def test_an_object_rule_that_asks_for_the_file_is_noted_and_its_devices_are_not():
    data = b'{"apiVersion": "metadata.resource.k8s.io/v1alpha1", "kind": "DeviceMetadata", "requests": []}'
    first = MetadataFile("x-metadata.json", data, PROFILES["1.36"])
    second = MetadataFile("x-metadata.json", data, PROFILES["1.37"], same_file=first)
    assert second.stream is first.stream  # scanned once
    context = ObjectContext(second, second.objects[0])
    assert context.devices == [] and context.release_read is False
    assert context.file.profile.kubernetes == "1.37" and context.release_read


def _metadata_objects():
    from pathlib import Path

    from dra_conform.reading.jsonstream import read_stream

    root = Path(__file__).resolve().parents[2]
    for path in sorted([*root.glob("examples/**/*-metadata.json"), *root.glob("tests/corpus/**/*metadata*.json")]):
        for value in read_stream(path.read_bytes(), 10).values:
            if isinstance(value.value, dict):
                yield path.name, path.read_bytes(), value.index


def test_object_rules_judge_the_content_whatever_its_api_version():
    """The engine runs an object rule once for an object and its copies in other versions (engine.check
    check_data): no object rule reads the top-level apiVersion."""
    from dra_conform.rules import load

    checks = load().checks_in("object")
    seen = 0
    for name, data, index in _metadata_objects():
        mf = MetadataFile(name, data, PROFILES["1.37"])
        info = mf.objects[index]
        for version in ("metadata.resource.k8s.io/v1alpha1", "metadata.resource.k8s.io/v1beta1", "v9"):
            other = dict(info.value, apiVersion=version)
            for rule, check in checks:
                as_written = list(check.func(info.value, ObjectContext(mf, info)))
                assert list(check.func(other, ObjectContext(mf, info))) == as_written, (name, rule.id)
        seen += 1
    assert seen >= 10


def test_the_unknown_fields_note_the_release_on_every_read_when_a_release_decides_them():
    """A rule that only reads the cached unknown fields (DRA-RS-032 skipping a field the release lacks) must
    be noted as reading the release, or a matrix run reuses its first release's answer for the others (it
    did: skipNodeOperations' gate finding of 1.37 was lost in a 1.34-1.37 run)."""
    later = {**SLICE, "spec": {**SLICE["spec"], "skipNodeOperations": ["*"]}}
    context = _context(later)
    assert context.unknown_fields == [(("spec", "skipNodeOperations"), ("1.37",))] and context.release_read
    context.release_read = False
    assert not context.known_at_release(("spec", "skipNodeOperations")) and context.release_read
    assert context.at("1.37").known_at_release(("spec", "skipNodeOperations"))
    plain = _context(SLICE)  # no field a release decides: the release is not read
    assert plain.unknown_fields == [] and plain.known_at_release(("spec", "driver")) and not plain.release_read


def test_a_matrix_run_reports_what_each_release_reports_alone(tmp_path):
    import json

    from dra_conform.engine.check import check_source
    from dra_conform.model.results import Options
    from dra_conform.reading import sources

    later = {**SLICE, "spec": {**SLICE["spec"], "skipNodeOperations": ["*"]}}
    later["spec"]["devices"] = [{"name": "d", "nodeAllocatableResourceMappings": {}}]
    target = tmp_path / "slice.json"
    target.write_text(json.dumps(later))

    def found(releases):
        options = Options(releases[-1], releases=releases if len(releases) > 1 else ())
        result = check_source(sources.Source(str(target), str(target), True), options)
        return {(f.rule_id, f.field_path, r) for f in result.findings for r in (f.releases or releases)}

    alone = set().union(*(found((r,)) for r in ("1.34", "1.35", "1.36", "1.37")))
    assert found(("1.34", "1.35", "1.36", "1.37")) == alone
    assert ("DRA-RS-032", "spec.skipNodeOperations", "1.37") in alone
