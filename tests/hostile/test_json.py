"""Hostile JSON: device metadata streams, JSON manifests and health captures at sizes and depths no
writer produces. One child process per class, holding every case of the class as its own file,
writing every report format."""

from __future__ import annotations

import json

from . import generate as g
from .runner import check_everywhere, run


def files_run(tmp_path, files: dict[str, bytes], *extra: str, codes=(0, 1, 2)):
    g.write(tmp_path / "in", files)
    return check_everywhere(tmp_path, ["in"], *extra, codes=codes)


def by_file(reports) -> dict[str, list[dict]]:
    found: dict[str, list[dict]] = {}
    for finding in reports.json["findings"]:
        found.setdefault(finding["file"].rsplit("/", 1)[-1], []).append(finding)
    return found


def test_integers_past_pythons_digit_limit(tmp_path):
    reports = files_run(tmp_path, g.big_int_cases(5000), codes=(1,))
    found = by_file(reports)
    # Go's decoders refuse the number where a typed field holds it, and say so in their words
    assert any("cannot unmarshal number 9999" in f["message"] for f in found["generation-metadata.json"])
    assert any("cannot unmarshal number 9999" in f["message"] for f in found["slice.json"])
    assert any(f["ruleId"] == "DRA-HLT-001" for f in found["capture.jsonl"])
    assert any(f["ruleId"] == "DRA-HLT-001" for f in found["capture-string.jsonl"])
    assert not reports.json["summary"]["inputErrors"]


def test_values_nested_to_the_decoders_limit(tmp_path):
    deep = g.deep_json(9_990).decode()
    files = {
        "deep-field-metadata.json": g.deep_metadata(9_990),
        "deep-attribute-metadata.json": g.metadata(
            [{"driver": "gpu.example.com", "pool": "p", "name": "g", "attributes": {"a": {"string": "x"}}}]
        ).replace(b'{"string": "x"}', b'{"string": ' + deep.encode() + b"}"),
        "deep-slice.json": g.wide_object_json_manifest(0).replace(
            b'"devices": []', b'"devices": [{"name": "d", "attributes": {"a": {"string": ' + deep.encode() + b"}}}]"
        ),
        "deep-capture.jsonl": g.deep_capture(9_990),
        "deep-message.jsonl": g.deep_capture(0).replace(b'"x": 1', b'"message": ' + deep.encode()),
        "over-limit-metadata.json": g.deep_metadata(10_050),
        "over-limit-capture.jsonl": g.deep_capture(10_050),
    }
    reports = files_run(tmp_path, files, codes=(1,))
    found = by_file(reports)
    assert set(found) == set(files)  # every file has its say: nothing crashed, nothing was left out
    assert any("exceeded max depth" in f["message"] for f in found["over-limit-metadata.json"])


def test_many_duplicate_keys(tmp_path):
    reports = files_run(
        tmp_path,
        {
            "dup-metadata.json": g.duplicate_keys_metadata(50_000),
            "dup-objects-metadata.json": g.duplicate_container_keys_metadata(20_000),
        },
    )
    duplicates = by_file(reports)
    assert sum("duplicate key" in f["message"] for f in duplicates["dup-metadata.json"]) == 49_999
    assert sum("duplicate key" in f["message"] for f in duplicates["dup-objects-metadata.json"]) == 20_000


def test_identical_devices(tmp_path):
    reports = files_run(tmp_path, {"same-metadata.json": g.identical_devices_metadata(20_000)})
    assert sum(f["ruleId"] == "DRA-MD-063" for f in reports.json["findings"]) == 19_999


def test_wide_objects(tmp_path):
    files_run(
        tmp_path,
        {"wide-metadata.json": g.wide_object_metadata(300_000), "wide.json": g.wide_object_json_manifest(300_000)},
    )


STREAMS = {  # name -> (file name, content for n objects)
    "metadata": ("tiny-metadata.json", g.tiny_objects),
    "metadata that decodes": ("ok-metadata.json", g.small_metadata_objects),
    "capture": ("tiny.jsonl", lambda n: b'{"devices": []}\n' * n),
    "JSON manifest stream": ("tiny.json", lambda n: b'{"a": 1}\n' * n),
    "JSON List": ("list.json", lambda n: b'{"kind": "List", "items": [' + b",".join([b'{"a": 1}'] * n) + b"]}"),
    "YAML documents": ("tiny.yaml", lambda n: b"---\na: 1\n" * n),
}


def test_tiny_objects_take_memory_in_proportion_to_the_file(tmp_path):
    """The issue's 10 million tiny objects (76 MB, 6.4 GB then), scaled: eight times the objects adds
    at most a small multiple of the bytes added, whatever reads them."""
    for kind, (name, make) in STREAMS.items():
        peaks = {}
        for count in (10_000, 80_000):
            (tmp_path / name).write_bytes(make(count))
            result = run(["check", "-j", "1", "--format", "json", "--output", "r.json", name], tmp_path)
            assert result.code in (0, 1), (kind, result.err)
            peaks[count] = result.max_rss
        grown, added = peaks[80_000] - peaks[10_000], len(make(80_000)) - len(make(10_000))
        assert grown < 8 * added, f"{kind}: {grown >> 20} MiB more memory for {added >> 20} MiB more file"


def test_control_characters_in_keys_and_values(tmp_path):
    reports = files_run(
        tmp_path, {"inject-metadata.json": g.injection_metadata(), "inject.yaml": g.injection_yaml()}, codes=(1,)
    )
    assert not any(line.startswith("fake.json") for line in reports.text.splitlines())  # no forged line
    assert not any(line.startswith("fake.json") for line in reports.github.splitlines())
    # the JSON report keeps the exact text
    messages = " ".join(f["message"] for f in reports.json["findings"])
    assert "\x1b[31mred" in messages and "bell\x07" in messages
    assert "\\u001b[31mred" in reports.text or "\\x1b[31mred" in reports.text


def test_encodings(tmp_path):
    reports = files_run(tmp_path, g.encoding_cases(g.seeds()))
    assert reports.json["files"], "nothing was read"


def test_json_reports_stay_exact(tmp_path):
    """What the JSON report says a key is, byte for byte, is what the file holds."""
    key = 'k\x1b[2J\u202e\x07\n\\"é'
    content = g.metadata(extra=", " + json.dumps(key) + ": 1")
    reports = files_run(tmp_path, {"x-metadata.json": content}, codes=(0, 1))
    assert any(f'unknown field "{key}"' in f["message"] for f in reports.json["findings"])
    sarif_messages = [r["message"]["text"] for r in reports.sarif["runs"][0]["results"]]
    assert any(key in m for m in sarif_messages)
