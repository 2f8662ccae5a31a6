"""docs/rules/ is generated from the catalogue; a stale page fails here."""

from pathlib import Path

from dra_conform.report.rule_docs import write_pages
from dra_conform.rules import load

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def test_rule_pages_are_up_to_date(tmp_path):
    write_pages(list(load().rules.values()), str(tmp_path))
    generated = {p.name: p.read_text() for p in tmp_path.iterdir()}
    committed = {p.name: p.read_text() for p in DOCS.iterdir()}
    stale = sorted(name for name in generated.keys() | committed.keys() if generated.get(name) != committed.get(name))
    assert stale == [], f"regenerate with `dra-conform rules --write-docs docs/rules`: {stale}"


def test_pages_have_the_sections_users_need():
    page = (DOCS / "DRA-MD-071.md").read_text()
    for heading in ("## Why", "## How to fix", "## Failing example", "## Passing example", "## How to suppress"):
        assert heading in page
