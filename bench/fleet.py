"""`dra-conform merge` on many node reports, beside `jq -s` and a plain Python join of the same reports.

    python bench/fleet.py [--nodes 5000] [--rounds 3]

Writes NODES node reports (the JSON format `live --host` prints, with a node name; a mix of clean
nodes and nodes with findings) as files and as one `kubectl logs --prefix` stream, then times each
way of joining them and takes its peak RSS from the kernel's accounting for that process. Not a
test: numbers on a shared 2-core machine move; compare the ratios.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from run import PY, peak  # bench/run.py: seconds and peak RSS of one run of a command

RULES = [
    (
        "DRA-MD-010",
        "error",
        "devices[0].containerEdits.mounts[0].options",
        "mount options ['bind'] lack \"ro\": the container could rewrite its device data",
    ),
    ("DRA-MD-010", "warning", "", "no metadata CDI spec in /var/run/cdi mounts this file"),
    ("DRA-MD-021", "error", "", "unexpected end of JSON input"),
    ("DRA-HLT-009", "warning", "", "the stream ended after 0.2 s of the 40 s probe (the plugin closed it (EOF))"),
    ("DRA-MD-012", "warning", "", "mode 0666: group- or world-writable"),
]

# The same work as merge's JSON view, the plain way: every report held, then grouped.
PLAIN_JOIN = r"""
import json, sys
from collections import defaultdict
reports = [json.load(open(p)) for p in sys.argv[1:]]
rules = defaultdict(set)
for r in reports:
    for f in r["findings"]:
        rules[f["ruleId"]].add(r["node"])
json.dump({"nodes": [r["node"] for r in reports], "rules": {k: sorted(v) for k, v in rules.items()}}, sys.stdout)
"""
JQ = (
    "[.[] | .node as $n | .findings[] | {rule: .ruleId, node: $n}] | group_by(.rule) "
    "| map({rule: .[0].rule, nodes: (map(.node) | unique)})"
)


def node_report(i: int, rng: random.Random) -> dict:
    uid = f"{i:08x}-0000-4000-8000-{rng.getrandbits(48):012x}"
    findings = []
    for rule, severity, path, message in RULES:
        if rng.random() < 0.15:
            findings.append(
                {
                    "ruleId": rule,
                    "severity": severity,
                    "message": message,
                    "fieldPath": path,
                    "file": f"/var/run/cdi/gpu.example.com_metadata_{uid}_gpu.json",
                    "line": 12,
                    "column": 13,
                    "endLine": 12,
                    "endColumn": 22,
                    "object": 0,
                }
            )
    files = [
        {"path": f"/var/run/cdi/gpu.example.com_metadata_{uid}-{k}_gpu.json", "kind": "cdi", "decodedVersion": None}
        for k in range(8)
    ]
    return {
        "formatVersion": 1,
        "tool": {"name": "dra-conform", "version": "0.1.0", "backend": "python"},
        "kubernetesVersion": "1.37",
        "node": f"gpu-node-{i:05d}",
        "summary": {
            "files": len(files),
            "metadataFiles": 8,
            "skippedFiles": 0,
            "manifestFiles": 0,
            "healthCaptures": 1,
            "objectsChecked": 0,
            "otherObjects": 0,
            "errors": sum(f["severity"] == "error" for f in findings),
            "warnings": sum(f["severity"] == "warning" for f in findings),
            "notes": 0,
            "inputErrors": [],
        },
        "files": files,
        "findings": findings,
    }


def write(directory: Path, nodes: int) -> tuple[list[Path], Path]:
    rng = random.Random(19)
    paths = []
    with (directory / "logs.txt").open("w") as log:
        for i in range(nodes):
            text = json.dumps(node_report(i, rng), indent=2)
            path = directory / f"node-{i:05d}.json"
            path.write_text(text + "\n")
            paths.append(path)
            log.writelines(f"[pod/dra-conform-fleet-{i:05d}/sweep] {line}\n" for line in text.splitlines())
    return paths, directory / "logs.txt"


def measure(name: str, args: list[str], rounds: int) -> tuple[str, float, float]:
    runs = [peak(args) for _ in range(rounds)]
    return name, statistics.median(s for s, _ in runs), max(r for _, r in runs)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nodes", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        paths, log = write(Path(tmp), options.nodes)
        size = sum(p.stat().st_size for p in paths)
        print(
            f"{options.nodes} node reports, {size / 2**20:.1f} MiB as files; "
            f"{log.stat().st_size / 2**20:.1f} MiB as a kubectl logs --prefix stream"
        )
        files = [str(p) for p in paths]
        rows = [
            measure(
                "dra-conform merge FILES --format json",
                [PY, "-m", "dra_conform", "merge", "--format", "json", *files],
                options.rounds,
            ),
            measure(
                "dra-conform merge - (log stream) --format json",
                ["sh", "-c", f'exec "{PY}" -m dra_conform merge --format json - < "{log}"'],
                options.rounds,
            ),
            measure(
                "dra-conform merge - (log stream) --format text",
                ["sh", "-c", f'exec "{PY}" -m dra_conform merge - < "{log}"'],
                options.rounds,
            ),
            measure("plain Python join (json.load all, group)", [PY, "-c", PLAIN_JOIN, *files], options.rounds),
        ]
        if shutil.which("jq"):
            rows.append(measure("jq -s (slurp all, group)", ["jq", "-s", JQ, *files], options.rounds))
        else:
            print("jq is not installed: no jq row", file=sys.stderr)
        base_seconds, base_rss = rows[3][1], rows[3][2]
        print("| command | seconds | peak RSS MiB | time vs plain join | RSS vs plain join |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for name, seconds, rss in rows:
            print(
                f"| {name} | {seconds:.2f} | {rss / 2**20:.0f} | {seconds / base_seconds:.2f} | {rss / base_rss:.2f} |"
            )


if __name__ == "__main__":
    main()
