"""docs/rules/ is generated from the catalogue; a stale page fails here."""

from pathlib import Path

from dra_conform.report.rule_docs import write_pages
from dra_conform.rules import load

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def test_rule_pages_are_up_to_date(tmp_path):
    from dra_conform.rules.applicability import every_rule

    catalog = load()
    write_pages(list(catalog.rules.values()), str(tmp_path), every_rule(catalog))
    generated = {p.name: p.read_text() for p in tmp_path.iterdir()}
    committed = {p.name: p.read_text() for p in DOCS.iterdir()}
    stale = sorted(name for name in generated.keys() | committed.keys() if generated.get(name) != committed.get(name))
    assert stale == [], f"regenerate with `dra-conform rules --write-docs docs/rules`: {stale}"


def test_pages_have_the_sections_users_need():
    page = (DOCS / "DRA-MD-071.md").read_text()
    for heading in ("## Why", "## How to fix", "## Failing example", "## Passing example", "## How to suppress"):
        assert heading in page


def test_every_rule_says_what_it_stands_on():
    """Upstream validation, upstream decoding, or lint beyond upstream; an error beyond upstream says what breaks."""
    from dra_conform.model.findings import BASES, Severity
    from dra_conform.report.rule_docs import render_rule
    from dra_conform.rules import load

    for rule in load().rules.values():
        assert rule.basis in BASES, rule.id
        assert f"- Basis: {rule.basis}" in render_rule(rule), rule.id
        if rule.basis == "beyond upstream" and rule.severity is Severity.ERROR:
            assert rule.breaks_reader, f"{rule.id}: an error beyond upstream must say what it certainly breaks"


def test_examples_are_fenced_as_what_they_are():
    """A manifest example is highlighted as YAML, a metadata file as JSON: the fence follows the example."""
    yaml_page = (DOCS / "DRA-RS-018.md").read_text()
    assert "```yaml\n---\napiVersion: resource.k8s.io/v1\nkind: ResourceSlice" in yaml_page
    assert "```json" not in yaml_page
    json_page = (DOCS / "DRA-MD-071.md").read_text()
    assert "```json\n{" in json_page
    for page in DOCS.glob("DRA-*.md"):
        text = page.read_text()
        for block in text.split("```")[1::2]:
            language, _, body = block.partition("\n")
            if language == "json" and body.strip():
                assert body.lstrip()[0] in "{[", f"{page.name}: a JSON fence around {body[:40]!r}"
            if language == "yaml":
                assert not body.lstrip().startswith('{"'), f"{page.name}: a YAML fence around JSON"


def test_docs_speak_to_users_only():
    """No notes to the team in what users read: no merge notes, no TODOs, no work sessions."""
    import re

    root = DOCS.parents[1]
    pages = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    internal = re.compile(r"for the lead|\bTODO\b|\bsession\b(?! shows)|\bthe issue\b|issue \d+", re.IGNORECASE)
    found = [f"{p.name}: {m.group(0)}" for p in pages for m in internal.finditer(p.read_text())]
    assert found == []


def test_levels_page_reviews_every_rule_at_its_level():
    """docs/levels.md's table has one row per rule, and its "new" column is the rule's level now:
    a rule added or re-levelled without its reason fails here."""
    import re

    rows = {}
    for line in (DOCS.parent / "levels.md").read_text().splitlines():
        m = re.match(r"\| \[(DRA-[A-Z]+-\d{3})\]\(rules/\1\.md\) \| (\w+) \| \**(\w+)\** \| (.+) \|$", line)
        if m:
            assert m.group(1) not in rows, f"{m.group(1)} twice"
            rows[m.group(1)] = (m.group(2), m.group(3), m.group(4))
    rules = load().rules
    assert sorted(rows) == sorted(rules)
    for rule_id, (old, new, reason) in rows.items():
        assert new == rules[rule_id].severity.label, rule_id
        assert reason.strip() and reason != "?", rule_id
        assert old == new or reason.startswith("Changed"), f"{rule_id}: a changed level says so first"


def test_pages_show_every_placeholder_as_written():
    # GitHub renders docs/rules/ and SARIF help as Markdown: a bare `<driver>` would be taken for an
    # HTML tag and vanish from the page, so placeholders stand in code spans.
    from tests.hostile.runner import raw_html

    for page in Path(__file__).resolve().parents[2].joinpath("docs", "rules").glob("*.md"):
        assert not raw_html(page.read_text()), page.name
