"""DRA-MD-007: a file a consumer's glob passes over, and a request directory where it finds nothing."""

from __future__ import annotations

from pathlib import Path

from dra_conform.engine.check import check_paths
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options

REQUEST_DIR = ("var", "run", "kubernetes.io", "dra-device-attributes", "resourceclaims", "my-claim", "gpu")
METADATA = (
    '{"kind":"DeviceMetadata","apiVersion":"metadata.resource.k8s.io/v1beta1","metadata":{"name":"my-claim",'
    '"namespace":"default","uid":"6f1b3c2a-8d4e-4f6a-9b2c-1e5d7a9c0b3f","generation":1},"requests":[{"name":"gpu",'
    '"devices":[{"driver":"gpu.example.com","pool":"worker-0","name":"gpu-0"}]}]}\n'
)


def ignored(tmp_path: Path, *names: str, given: str | None = None) -> list[tuple[Severity, str]]:
    directory = tmp_path.joinpath(*REQUEST_DIR)
    directory.mkdir(parents=True)
    for name in names:
        (directory / name).write_text(METADATA if name.endswith("-metadata.json") else "{}\n")
    target = directory / given if given else tmp_path
    return [
        (f.severity, f.message) for f in check_paths([str(target)], Options()).findings if f.rule_id == "DRA-MD-007"
    ]


def test_a_file_beside_metadata_is_a_note(tmp_path):
    assert [s for s, _ in ignored(tmp_path, "gpu.example.com-metadata.json", "notes.json")] == [Severity.NOTE]


def test_a_request_directory_without_metadata_is_an_error(tmp_path):
    [(severity, message)] = ignored(tmp_path, "gpu.example.com.json")
    assert severity is Severity.ERROR
    assert message.endswith(
        '("no metadata files found in /var/run/kubernetes.io/dra-device-attributes/resourceclaims/my-claim/gpu")'
    )


def test_the_directory_is_read_when_only_the_ignored_file_is_given(tmp_path):
    """Named alone, the file is still judged by what its directory holds."""
    assert [
        s for s, _ in ignored(tmp_path, "gpu.example.com-metadata.json", "metadata.json", given="metadata.json")
    ] == [Severity.NOTE]
    assert [s for s, _ in ignored(tmp_path / "other", "metadata.json", given="metadata.json")] == [Severity.ERROR]
