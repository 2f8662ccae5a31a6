"""The configuration's `ignore` entries: the first entry that covers a finding, found through the
globs of each rule's entries compiled together, is the one a walk over the entries in order finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.engine.config import Config, Suppression
from dra_conform.engine.globs import matches
from dra_conform.engine.policy import Ignores, relative_to
from dra_conform.model.findings import Finding, Location, Severity

RULES = ("DRA-RS-010", "DRA-CL-001")
GLOB = st.text("ab/*?", max_size=5)
TEXT = st.text("ab/", max_size=6)


def finding(rule: str, file: str, field: str) -> Finding:
    return Finding(rule, Severity.ERROR, "m", file, Location(1, 1, 1, 2, 0, 1), field)


def walked(entries: list[Suppression], f: Finding) -> int | None:
    """The entries in order, each matched alone (the plain search)."""
    file = relative_to("/base", f.file)
    for s in entries:
        if s.rule != f.rule_id or (s.paths and not any(matches(p, file) for p in s.paths)):
            continue
        if not s.field or matches(s.field, f.field_path):
            return s.index
    return None


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(RULES), st.lists(GLOB, max_size=2), st.one_of(st.just(""), GLOB)), max_size=8),
    st.lists(st.tuples(st.sampled_from(RULES), TEXT, TEXT), min_size=1, max_size=6),
)
def test_the_first_covering_entry_is_the_one_a_walk_in_order_finds(entries, findings):
    suppressions = [Suppression(rule, tuple(paths), field, "", i) for i, (rule, paths, field) in enumerate(entries)]
    ignores = Ignores(Config({}, {}, "/base", None, suppressions))
    for rule, file, field in findings:
        f = finding(rule, f"/base/{file}", field)
        assert ignores.first(f) == walked(suppressions, f)
