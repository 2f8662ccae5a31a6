"""Every driver and upstream manifest of the corpus (tests/corpus) against a recorded table of verdicts.

The table (tests/golden/corpus-verdicts.yaml) holds, per file, how it was read and the count of
findings per rule and level. Its comments tie the known-bad files to SOURCES.md. Rewrite it
with `pytest tests/acceptance/test_corpus_verdicts.py --update-golden`, then review the diff.
"""

from __future__ import annotations

import json
from collections import Counter

import yaml

from tests.helpers import CORPUS, PROJECT, cli

ROOTS = [CORPUS / "drivers", CORPUS / "upstream" / "manifests"]
TABLE = PROJECT / "tests" / "golden" / "corpus-verdicts.yaml"


def verdicts() -> dict[str, dict]:
    out = cli("check", "--format", "json", *map(str, ROOTS))
    assert out.returncode in (0, 1), out.stderr  # findings, never a crash or a usage error
    report = json.loads(out.stdout)
    counts: dict[str, Counter] = {}
    for finding in report["findings"]:
        counts.setdefault(finding["file"], Counter())[f"{finding['ruleId']} {finding['severity']}"] += 1
    table = {}
    for entry in report["files"]:
        found = counts.get(entry["path"], Counter())
        table[str(entry["path"]).split("/corpus/", 1)[1]] = {
            "read as": entry["kind"],
            "findings": dict(sorted(found.items())),
        }
    for line in out.stderr.decode().splitlines():  # files passed over say why, one line each
        path, _, reason = line.removeprefix("dra-conform: ").partition(": ")
        table[path.split("/corpus/", 1)[1]] = {"read as": "not checked", "reason": reason}
    return dict(sorted(table.items()))


def test_every_corpus_manifest_matches_its_recorded_verdict(update_golden):
    found = verdicts()
    if update_golden:
        header = TABLE.read_text().split("\nfiles:", 1)[0] if TABLE.exists() else "# Recorded corpus verdicts.\n"
        TABLE.write_text(header + "\n" + yaml.safe_dump({"files": found}, sort_keys=False, width=120))
    recorded = yaml.safe_load(TABLE.read_text())["files"]
    assert found == recorded


def test_table_covers_every_corpus_file():
    on_disk = {
        str(p).split("/corpus/", 1)[1]
        for root in ROOTS
        for p in root.rglob("*")
        if p.is_file() and p.name != "SOURCES.md"
    }
    assert on_disk == set(yaml.safe_load(TABLE.read_text())["files"])
