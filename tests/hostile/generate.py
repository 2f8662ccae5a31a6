"""Hostile inputs, generated: each function returns file contents (bytes) sized by its arguments.

The sizes the tests use are small enough that a linear run takes a fraction of a second and a
quadratic one takes minutes; bench/hostile.py runs the same generators at full size.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from .runner import PROJECT

METADATA_DIR = "var/run/kubernetes.io/dra-device-attributes"
EXAMPLES = PROJECT / "examples"
GOOD_METADATA = EXAMPLES / "metadata" / METADATA_DIR / "resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"
NET_METADATA = EXAMPLES / "metadata" / METADATA_DIR / "resourceclaims/nic-claim/nic/net.example.com-metadata.json"
SLICES = EXAMPLES / "health" / "slices.yaml"
PODS = EXAMPLES / "health" / "pods.yaml"
CAPTURE = EXAMPLES / "health" / "gpu.example.com-health.jsonl"


def seeds() -> dict[str, bytes]:
    """Valid files of every kind the tool reads, by the name that makes it read them so."""
    slices = SLICES.read_bytes()
    import yaml

    slice_json = json.dumps(yaml.safe_load(slices), indent=2).encode()
    return {
        "gpu.example.com-metadata.json": GOOD_METADATA.read_bytes(),
        "net.example.com-metadata.json": NET_METADATA.read_bytes(),
        "slices.yaml": slices,
        "slice.json": slice_json,
        "pods.yaml": PODS.read_bytes(),
        "capture.jsonl": CAPTURE.read_bytes(),
    }


def metadata(devices: list[dict] | None = None, generation: object = 1, extra: str = "") -> bytes:
    """A DeviceMetadata object; ``generation`` and ``extra`` (raw JSON members) go in as text."""
    devices = devices if devices is not None else [{"driver": "gpu.example.com", "pool": "p", "name": "gpu-0"}]
    body = json.dumps({"name": "gpu", "devices": devices})
    return (
        f'{{"kind": "DeviceMetadata", "apiVersion": "metadata.resource.k8s.io/v1beta1", '
        f'"metadata": {{"name": "c", "namespace": "default", "uid": "u", "generation": {generation}{extra}}}, '
        f'"requests": [{body}]}}\n'
    ).encode()


SLICE_HEAD = """apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata:
  name: s
spec:
  driver: gpu.example.com
  nodeName: node-1
  pool: {name: p, generation: 1, resourceSliceCount: 1}
"""


def yaml_slice(devices_yaml: str, head: str = "") -> bytes:
    """A ResourceSlice manifest whose ``spec.devices`` is the given YAML text (after ``head`` lines)."""
    return (head + SLICE_HEAD + "  devices: " + devices_yaml + "\n").encode()


# --- YAML aliases -------------------------------------------------------------------------------


def billion_laughs(levels: int = 9, width: int = 9) -> bytes:
    """Nine levels of nine aliases: 9**9 strings once expanded, a few hundred bytes written."""
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, levels):
        lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * width) + "]")
    anchors = "x-anchors:\n" + "".join("  " + line + "\n" for line in lines)
    return yaml_slice(f"[{{name: d, attributes: {{a: {{string: x}}}}, x: *a{levels - 1}}}]", head=anchors)


def self_alias_map() -> bytes:
    return yaml_slice("[{name: d, attributes: &a {self: *a}}]")


def self_alias_seq() -> bytes:
    return yaml_slice("&d [*d]")


def alias_fan(count: int) -> bytes:
    """Many aliases to one small anchor: legitimate sharing, well within go-yaml's ratio."""
    return yaml_slice("[" + ", ".join(["&d {name: d}"] + ["*d"] * count) + "]")


# --- nesting and size ---------------------------------------------------------------------------


def deep_json(depth: int, inner: str = "1") -> bytes:
    return b"[" * depth + inner.encode() + b"]" * depth


def deep_metadata(depth: int) -> bytes:
    """A metadata object holding a value ``depth`` arrays deep (an unknown field)."""
    return metadata(extra=', "x": ' + deep_json(depth).decode())


def deep_yaml_flow(depth: int) -> bytes:
    return yaml_slice("[{name: d, x: " + "[" * depth + "1" + "]" * depth + "}]")


def deep_yaml_block(depth: int) -> bytes:
    """Block mappings nested ``depth`` deep (one space more per level), before a slice."""
    body = "x-deep:\n" + "".join(" " * (i + 1) + "a:\n" for i in range(depth)) + " " * (depth + 1) + "b: 1\n"
    return body.encode() + yaml_slice("[{name: d}]")


def deep_capture(depth: int) -> bytes:
    return (
        b'{"devices": [{"device": {"poolName": "p", "deviceName": "d"}, "health": "HEALTHY", "x": '
        + deep_json(depth)
        + b"}]}\n"
    )


def flow_sequence(items: int) -> bytes:
    return yaml_slice("[" + ", ".join(["{name: d}"] * items) + "]")


def many_documents(count: int) -> bytes:
    doc = SLICE_HEAD + "  devices: [{name: d}]\n"
    return ("---\n" + doc).encode() * count


def duplicate_keys_metadata(count: int) -> bytes:
    return metadata(extra="".join(', "x": 1' for _ in range(count)))


def duplicate_container_keys_metadata(count: int) -> bytes:
    """``count`` keys holding objects, then each key again: every repeat overwrites a value with spans."""
    keys = ", ".join(f'"k{i}": {{"a": 1}}' for i in range(count))
    again = ", ".join(f'"k{i}": 1' for i in range(count))
    return metadata(extra=f', "labels": {{{keys}, {again}}}')


def duplicate_keys_yaml(count: int) -> bytes:
    return yaml_slice("[{name: d, attributes: {" + ", ".join(["a: {string: x}"] * count) + "}}]")


def wide_object_metadata(count: int) -> bytes:
    return metadata(extra=', "labels": {' + ", ".join(f'"k{i}": "v"' for i in range(count)) + "}")


def wide_object_yaml(count: int) -> bytes:
    return yaml_slice("[{name: d, attributes: {" + ", ".join(f"k{i}: {{int: {i}}}" for i in range(count)) + "}}]")


def wide_object_json_manifest(count: int) -> bytes:
    labels = ", ".join(f'"k{i}": "v"' for i in range(count))
    return (
        f'{{"apiVersion": "resource.k8s.io/v1", "kind": "ResourceSlice", "metadata": {{"name": "s", '
        f'"labels": {{{labels}}}}}, "spec": {{"driver": "d.example.com", "nodeName": "n", '
        f'"pool": {{"name": "p", "generation": 1, "resourceSliceCount": 1}}, "devices": []}}}}\n'
    ).encode()


def identical_devices_metadata(count: int) -> bytes:
    device = {"driver": "gpu.example.com", "pool": "p", "name": "gpu-0", "attributes": {"index": {"int": 0}}}
    return metadata([device] * count)


def identical_devices_yaml(count: int) -> bytes:
    return yaml_slice("\n" + "".join("  - {name: gpu-0, attributes: {index: {int: 0}}}\n" for _ in range(count)))


def tiny_objects(count: int) -> bytes:
    """A metadata stream of ``count`` tiny objects (the issue's 10 million, scaled)."""
    return b'{"a":1}\n' * count


def small_metadata_objects(count: int) -> bytes:
    """``count`` distinct objects that all decode (each a version of its own)."""
    return b"".join(
        b'{"kind":"DeviceMetadata","apiVersion":"metadata.resource.k8s.io/v1beta1","metadata":{"generation":%d}}\n' % i
        for i in range(count)
    )


# --- numbers, dates, tags, keys -----------------------------------------------------------------


def big_int(digits: int = 5000) -> str:
    return "9" * digits


def big_int_cases(digits: int = 5000) -> dict[str, bytes]:
    n = big_int(digits)
    return {
        "generation-metadata.json": metadata(generation=n),
        "attribute-metadata.json": metadata(
            [{"driver": "gpu.example.com", "pool": "p", "name": "g", "attributes": {"i": {"int": 0}}}]
        ).replace(b'"int": 0', b'"int": ' + n.encode()),
        "scalar.yaml": yaml_slice(f"[{{name: d, attributes: {{i: {{int: {n}}}}}}}]"),
        "generation.yaml": (SLICE_HEAD.replace("generation: 1", f"generation: {n}") + "  devices: []\n").encode(),
        "float.yaml": yaml_slice(f"[{{name: d, attributes: {{i: {{int: {n}.5e{n}}}}}}}]"),
        "slice.json": wide_object_json_manifest(0).replace(b'"generation": 1', b'"generation": ' + n.encode()),
        "capture.jsonl": (
            b'{"devices": [{"device": {"poolName": "p", "deviceName": "d"}, "health": "HEALTHY", '
            b'"lastUpdatedTime": ' + n.encode() + b"}]}\n"
        ),
        "capture-string.jsonl": (
            b'{"devices": [{"device": {"poolName": "p", "deviceName": "d"}, "health": "HEALTHY", '
            b'"lastUpdatedTime": "' + n.encode() + b'"}]}\n'
        ),
    }


DATES = [
    "2024-13-01",
    "2024-02-30",
    "2024-00-10",
    "2024-01-01 25:00:00",
    "2024-01-01T10:61:00Z",
    "0000-01-01",
    "2024-01-01",
    "2001-12-14t21:59:43.10-05:00",
]


def date_cases() -> dict[str, bytes]:
    out = {}
    for i, date in enumerate(DATES):
        out[f"value-{i}.yaml"] = yaml_slice(f"[{{name: d, attributes: {{when: {{string: {date}}}}}}}]")
        out[f"name-{i}.yaml"] = yaml_slice(f"[{{name: {date}}}]")
        out[f"key-{i}.yaml"] = yaml_slice(f"[{{name: d, attributes: {{{date}: {{string: x}}}}}}]")
    return out


TAGS = [
    "!!int notanint",
    "!!float x",
    "!!bool maybe",
    "!!null x",
    "!!timestamp x",
    "!!binary '%%%'",
    "!!int 0x",
    "!!str 1",
    "!!map x",
    "!!seq x",
    "!!set {a, b}",
    "!!omap [a: 1]",
    "!!pairs [a: 1]",
    "!local x",
    "!!python/object:os.system x",
    "!<tag:example.com,2024:x> y",
    "!!merge x",
    "!!value x",
    "!!int 1.5",
    "!!float 1",
    "!!binary aGVsbG8=",
]


def tag_cases() -> dict[str, bytes]:
    return {
        f"tag-{i}.yaml": yaml_slice(f"[{{name: d, attributes: {{a: {{string: {tag}}}}}}}]")
        for i, tag in enumerate(TAGS)
    }


KEYS = [
    "1",
    "true",
    "null",
    "~",
    "2024-01-01",
    "2024-13-01",
    "1.5",
    ".inf",
    "0x10",
    "? [a, b]",
    "? {a: 1}",
    "!!int 7",
    "''",
    "yes",
    "? !!binary aGk=",
]


def key_cases() -> dict[str, bytes]:
    out = {}
    for i, key in enumerate(KEYS):
        entry = f"{key}: x" if not key.startswith("?") else f"{key}\n: x"
        block = f"{key}: x\n" if not key.startswith("?") else f"{key}\n: x\n"
        out[f"top-{i}.yaml"] = block.encode() + SLICE_HEAD.encode() + b"  devices: []\n"
        out[f"labels-{i}.yaml"] = (
            SLICE_HEAD.replace("  name: s\n", "  name: s\n  labels:\n    " + entry.replace("\n", "\n    ") + "\n")
            + "  devices: []\n"
        ).encode()
        out[f"attr-{i}.yaml"] = yaml_slice(
            "\n  - name: d\n    attributes:\n      " + entry.replace("\n", "\n      ") + "\n"
        )
    return out


# --- encodings ----------------------------------------------------------------------------------


def encoding_cases(seed: dict[str, bytes]) -> dict[str, bytes]:
    """BOMs, NULs, lone surrogates (escaped and raw), other encodings, over each seed."""
    out = {}
    for name, data in seed.items():
        stem, dot, ext = name.rpartition(".")
        tail = "-metadata.json" if name.endswith("-metadata.json") else "." + ext
        base = name[: -len(tail)]
        variants = {
            "bom8": b"\xef\xbb\xbf" + data,
            "bom16": b"\xff\xfe" + data.decode().encode("utf-16-le"),
            "utf16": data.decode().encode("utf-16"),
            "bom-twice": b"\xef\xbb\xbf\xef\xbb\xbf" + data,
            "nul-start": b"\x00" + data,
            "nul-mid": data[: len(data) // 2] + b"\x00" + data[len(data) // 2 :],
            "nul-end": data + b"\x00",
            "surrogate-escape": data.replace(b'"gpu-0"', b'"\\ud800gpu"', 1).replace(b'"kind-worker"', b'"\\udfff"', 1),
            "surrogate-key": data.replace(b'"name"', b'"\\ud83d"', 1).replace(b"name:", b'"\\ud83d":', 1),
            "surrogate-raw": data.replace(b"gpu-0", b"\xed\xa0\x80", 1).replace(b"kind-worker", b"\xed\xbf\xbf", 1),
            "invalid-utf8": data.replace(b"gpu", b"g\xff\xfeu", 1),
            "cr-only": data.replace(b"\n", b"\r"),
            "crlf": data.replace(b"\n", b"\r\n"),
        }
        for variant, content in variants.items():
            out[f"{base}.{variant}{tail}"] = content
    return out


# --- terminal injection -------------------------------------------------------------------------

INJECTIONS = [
    "\x1b[31mred\x1b[0m",
    "bell\x07",
    "new\nfake.json:1:1: error DRA-MD-020 forged",
    "cr\rover",
    "\x1b]8;;http://x\x1b\\link",
    "nul\x00",
    "del\x7f",
    "c1\x9b31m",
    "tab\there",
    "bidi\u202egnp.exe",
    "html<img src=x onerror=alert(1)>",  # markdown renders raw HTML: a report must show it as text
    "</details><script>alert(1)</script>",
]


def injection_metadata() -> bytes:
    """Keys and values carrying control characters, where findings quote them (unknown fields, names)."""
    members = "".join(f", {json.dumps(text)}: 1" for text in INJECTIONS)
    attrs = {text: {"string": "x"} for text in INJECTIONS}
    devices = [
        {"driver": "gpu.example.com", "pool": text, "name": text, "attributes": attrs} for text in INJECTIONS[:3]
    ]
    return metadata(devices, extra=members)


def injection_yaml() -> bytes:
    names = ", ".join("{name: " + json.dumps(text) + "}" for text in INJECTIONS)
    return yaml_slice("[" + names + "]")


INJECTION_FILE_NAMES = ["esc\x1b[2J", "bell\x07", "nl\nfake.json:1:1: error x", "cr\rx", "c1\xc2\x9b"]


def seed_path(name: str) -> Path:
    return {"gpu": GOOD_METADATA, "slices": SLICES}[name]


def write(directory: Path, files: dict[str, bytes]) -> list[Path]:
    paths = []
    for name, content in files.items():
        path = directory / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        paths.append(path)
    return paths


def scanner_corpus() -> dict[str, bytes]:
    """Every class of this module at sizes that matter to the JSON scanner (past its 256-key
    comparison, at and past Go's 10,000 nesting limit) and small enough for the pure twin: for
    tests/native (C and Python scanners agree) and native/sanitize.sh (ASan/UBSan, leaks)."""
    corpus = {
        "deep-metadata.json": deep_metadata(9_990),
        "over-deep-metadata.json": deep_metadata(10_010),
        "deep-capture.jsonl": deep_capture(9_990),
        "deep-open.json": b"[" * 12_000,
        "dup-metadata.json": duplicate_keys_metadata(2_000),
        "wide-metadata.json": wide_object_metadata(2_000),
        "same-metadata.json": identical_devices_metadata(500),
        "tiny-metadata.json": tiny_objects(5_000),
        "ok-metadata.json": small_metadata_objects(1_200),
        "inject-metadata.json": injection_metadata(),
        "wide.json": wide_object_json_manifest(2_000),
    }
    corpus.update({f"big-{name}": content for name, content in big_int_cases(5_000).items()})
    corpus.update(encoding_cases(seeds()))
    for name, data in seeds().items():
        corpus[f"seed-{name}"] = data
        for cut in range(0, len(data), max(1, len(data) // 97)):  # truncations spread over the file
            corpus[f"cut{cut}-{name}"] = data[:cut]
    import random

    flips = random.Random(14)  # the same byte flips every run
    for name, data in seeds().items():
        for i in range(20):
            changed = bytearray(data)
            for _ in range(flips.randint(1, 8)):
                changed[flips.randrange(len(changed))] = flips.randrange(256)
            corpus[f"flip{i}-{name}"] = bytes(changed)
    return corpus


if __name__ == "__main__":  # python -m tests.hostile.generate DIR: the scanner corpus as files, for sanitize.sh
    import sys

    write(Path(sys.argv[1]), scanner_corpus())


# --- every command: texts and trees -------------------------------------------------------------

# Text that reaches a report through a name, a path or a message: control characters and ESC
# sequences, characters XML 1.0 forbids, lone surrogates (JSON's "\ud800" escape), a very long line.
HOSTILE_TEXTS = [
    *INJECTIONS,
    "xml\x01\x0b\x0c\ufffe\uffff",
    "lone\ud800surrogate\udfff",
    "long-" + "x" * 100_000,
]
# The same on a command line or in an environment variable: argv holds bytes, so a lone surrogate
# arrives as the bytes a file name holds (os.fsencode's surrogateescape), and NUL cannot be passed.
HOSTILE_ARGUMENTS = [
    "esc\x1b[2J\x1b]8;;http://x\x1b\\bell\x07",
    "new\nfake.json:1:1: error DRA-MD-020 forged\r",
    "xml\x01\x0b\x0c\ufffe\uffffc1\x9b",
    os.fsdecode(b"not-utf8\xff\xfe\xed\xa0\x80"),
    "long-" + "x" * 60_000,
]


def hostile_classes() -> dict[str, dict[str, bytes]]:
    """Each class of hostile content, as files of every kind the tool reads (names from seeds())."""
    seed = seeds()
    encodings = encoding_cases({k: v for k, v in seed.items() if k in ("gpu.example.com-metadata.json", "slices.yaml")})
    long_string = "x" * (4 << 20)
    return {
        "injection": {
            "gpu.example.com-metadata.json": injection_metadata(),
            "slices.yaml": injection_yaml(),
            "claim.yaml": claim_yaml(INJECTIONS),
            "capture.jsonl": capture(INJECTIONS),
        },
        "encodings": {
            name: content
            for name, content in encodings.items()
            if any(v in name for v in ("surrogate", "invalid-utf8", "nul-mid", "bom16", "cr-only"))
        },
        "numbers": {
            **{name: content for name, content in big_int_cases(5000).items() if "float" not in name},
            "pow63-metadata.json": metadata(generation=2**63),
            "neg-pow63.yaml": yaml_slice(f"[{{name: d, attributes: {{i: {{int: {-(2**63) - 1}}}}}}}]"),
        },
        "nesting": {
            "gpu.example.com-metadata.json": deep_metadata(10_010),
            "slices.yaml": deep_yaml_flow(5_000),
            "capture.jsonl": deep_capture(10_010),
            "deep.json": deep_json(50_000),
        },
        "huge-line": {
            "gpu.example.com-metadata.json": metadata(extra=f', "x": "{long_string}"'),
            "slices.yaml": yaml_slice(f"[{{name: d, attributes: {{a: {{string: {long_string}}}}}}}]"),
            "capture.jsonl": capture([long_string[:300_000]]),
        },
    }


def claim_yaml(names: list[str]) -> bytes:
    """ResourceClaims whose names, requests and device classes are the given texts."""
    docs = []
    for i, text in enumerate(names):
        quoted = json.dumps(text)
        docs.append(
            "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\n"
            f"metadata: {{name: {quoted}, namespace: {quoted}}}\n"
            f"spec: {{devices: {{requests: [{{name: {quoted}, exactly: {{deviceClassName: {quoted}}}}}]}}}}\n"
            if i
            else "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: c, namespace: default}\n"
            "spec: {devices: {requests: [{name: r, exactly: {deviceClassName: gpu.example.com}}]}}\n"
        )
    return "---\n".join(docs).encode()


def capture(names: list[str]) -> bytes:
    """A health capture whose pools and devices are the given texts."""
    devices = [
        {"device": {"poolName": text, "deviceName": text}, "health": "HEALTHY", "lastUpdatedTime": "1"}
        for text in names
    ]
    return json.dumps({"devices": devices}).encode() + b"\n"


def node_report(node: object = "node-1", findings: list[dict] | None = None, **summary: object) -> dict:
    """A node's JSON report, as `live --host --format json` writes it (docs/json-report.md)."""
    finding = {
        "ruleId": "DRA-MD-010",
        "severity": "error",
        "message": "mount options ['bind'] lack \"ro\"",
        "fieldPath": "devices[0].containerEdits.mounts[0].options",
        "file": "/var/run/cdi/gpu.example.com_metadata_u_gpu.json",
        "line": 12,
        "column": 13,
        "endLine": 12,
        "endColumn": 22,
        "object": 0,
    }
    found = findings if findings is not None else [finding]
    return {
        "formatVersion": 1,
        "tool": {"name": "dra-conform", "version": "0.1.0", "backend": "c"},
        "kubernetesVersion": "1.37",
        "node": node,
        "summary": {"files": 1, "errors": len(found), "warnings": 0, "notes": 0, "inputErrors": [], **summary},
        "files": [],
        "findings": found,
    }


def finding_with(**fields: object) -> dict:
    return {**node_report()["findings"][0], **fields}  # type: ignore[index]


# --- searches the allocator cannot finish, or finishes only by its shortcuts (issue 32 point 1) -----------

ALLOCATOR_DRIVER = "gpu.example.com"


def _allocator_slices(node: str, count: int, attributes: object, alike: bool = True) -> list[dict]:
    """``count`` devices for ``node`` in one pool, in slices of at most 128 (the apiserver's limit);
    ``alike=False`` gives each its own memory capacity, so that no two are interchangeable."""
    devices = []
    for i in range(count):
        device: dict = {"name": f"gpu-{i}", "attributes": attributes(i)}  # type: ignore[operator]
        if not alike:
            device["capacity"] = {"memory": {"value": f"{i + 1}Gi"}}
        devices.append(device)
    chunks = [devices[i : i + 128] for i in range(0, count, 128)]
    return [
        {
            "apiVersion": "resource.k8s.io/v1",
            "kind": "ResourceSlice",
            "metadata": {"name": f"{node}-{k}"},
            "spec": {
                "driver": ALLOCATOR_DRIVER,
                "nodeName": node,
                "pool": {"name": node, "generation": 1, "resourceSliceCount": len(chunks)},
                "devices": chunk,
            },
        }
        for k, chunk in enumerate(chunks)
    ]


def _allocator_claim(name: str, requests: int, constraint: dict | None = None) -> dict:
    names = [f"r{i}" for i in range(requests)]
    devices: dict = {
        "requests": [{"name": n, "exactly": {"deviceClassName": "gpu", "count": 1}} for n in names],
    }
    if constraint:
        devices["constraints"] = [dict(constraint, requests=names)]
    return {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceClaim",
        "metadata": {"name": name, "namespace": "default"},
        "spec": {"devices": devices},
    }


def _allocator_objects(slices: list[dict], claims: list[dict], pod: bool = False) -> bytes:
    gpu = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "DeviceClass",
        "metadata": {"name": "gpu"},
        "spec": {"selectors": [{"cel": {"expression": f'device.driver == "{ALLOCATOR_DRIVER}"'}}]},
    }
    objects = [*slices, gpu, *claims]
    if pod:
        entries = [{"name": c["metadata"]["name"], "resourceClaimName": c["metadata"]["name"]} for c in claims]
        spec = {"containers": [{"name": "app", "image": "app"}], "resourceClaims": entries}
        objects.append(
            {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "namespace": "default"}, "spec": spec}
        )
    return json.dumps({"apiVersion": "v1", "kind": "List", "items": objects}).encode()


def allocator_search(shape: str) -> bytes:
    """The searches of issue 32 point 1, as one JSON List: a claim ``default/c`` (or a Pod ``default/p``
    of twelve claims). Where devices are alike the shortcuts prove "cannot" at once; where no two are
    (``-unlike``), upstream's own search tries millions of devices and the answer is "not judged"."""
    model = "gpu.example.com/model"
    if shape in ("distinct-4", "distinct-4-unlike"):
        # one node, 120 devices, four requests distinct over a model of which there are three
        slices = _allocator_slices("node-1", 120, lambda i: {"model": {"string": f"m{i % 3}"}}, shape == "distinct-4")
        return _allocator_objects(slices, [_allocator_claim("c", 4, {"distinctAttribute": model})])
    if shape == "three-requests":
        # three requests distinct over two models, 240 devices
        slices = _allocator_slices("node-1", 240, lambda i: {"model": {"string": f"m{i % 2}"}})
        return _allocator_objects(slices, [_allocator_claim("c", 3, {"distinctAttribute": model})])
    if shape == "match-8x1000":
        # two requests matching an attribute no two devices share, 8 nodes of 1,000 devices
        slices = [
            s
            for n in range(8)
            for s in _allocator_slices(f"node-{n}", 1000, lambda i, n=n: {"uuid": {"string": f"gpu-{n}-{i}"}})
        ]
        return _allocator_objects(slices, [_allocator_claim("c", 2, {"matchAttribute": "gpu.example.com/uuid"})])
    if shape in ("pod-12", "pod-12-unlike"):
        # a pod of twelve claims of one device each, 8 nodes of 11 devices: each fits alone, not all together
        slices = [s for n in range(8) for s in _allocator_slices(f"node-{n}", 11, lambda i: {}, shape == "pod-12")]
        return _allocator_objects(slices, [_allocator_claim(f"c{k}", 1) for k in range(12)], pod=True)
    raise ValueError(shape)
