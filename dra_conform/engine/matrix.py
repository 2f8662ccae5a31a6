"""A matrix run (``--kubernetes-version 1.34-1.37``): the findings of each release merged into one list.

The engine checks every release in one run (each file read and parsed once; engine.check runs a
rule once for all releases where it did not read the release, and once per release where it did)
and gives each finding the release it was found on, or none when it holds on every release.
``merge`` then keeps a finding found on several releases once, with those releases
(``Finding.releases``; none when it is found on every release the run checked).

Two findings of different releases are the same finding when they have the same rule, severity,
file, object (its index and identity), field path, place (line and column, start and end) and
message - the message as written, or as written but for the release each names: "off by default
in 1.34" and "off by default in 1.35" are one finding, whose message names both releases ("off by
default in 1.34, 1.35"). ``at`` gives back what a run of one release reports: the matrix run's
findings for a release are exactly a run of that release's (tests/acceptance/test_matrix.py).
"""

from __future__ import annotations

from typing import Any

from ..model.findings import REPORT_ORDER, Finding
from ..semantics.releases import joined

_RELEASE = "\0"  # where a message names the release it was found on (no message holds a NUL)


def _place(f: Finding) -> tuple[Any, ...]:
    return (f.rule_id, f.severity, f.file, f.location, f.field_path, f.doc, f.identity)


class _Group:
    """The findings merged into one: the first one's fields, the releases, the message's template."""

    def __init__(self, finding: Finding, releases: set[str]) -> None:
        self.finding = finding
        self.releases = releases
        self.template: str | None = None  # set when merged with a message naming another release

    def named(self, releases: tuple[str, ...]) -> tuple[str, ...]:
        """This group's releases, in the run's order (oldest first)."""
        return tuple(r for r in releases if r in self.releases)


def merge(findings: list[Finding], releases: tuple[str, ...]) -> list[Finding]:
    """One file's findings of a matrix run over ``releases`` (each finding of the releases it was
    found on, () for all) as the report shows them: each once, with the releases it holds on, in
    report order. A run of one release is returned as it is."""
    if len(releases) < 2 or not findings:
        return findings
    every = set(releases)
    # Exactly equal findings, each group taking a release once (a rule may report the same thing twice).
    exact: dict[tuple[Any, ...], list[_Group]] = {}
    groups: list[_Group] = []
    for f in findings:
        found = set(f.releases) if f.releases else every
        candidates = exact.setdefault((*_place(f), f.message), [])
        group = next((g for g in candidates if not g.releases & found), None)
        if group is None:
            group = _Group(f, set(found))
            candidates.append(group)
            groups.append(group)
        else:
            group.releases |= found
    # Then those whose messages differ only in the release they name.
    by_template: dict[tuple[Any, ...], list[_Group]] = {}
    kept: list[_Group] = []
    for group in groups:
        named = joined(group.named(releases))
        template = group.finding.message.replace(named, _RELEASE) if group.releases != every else None
        if template is None or _RELEASE not in template:
            kept.append(group)
            continue
        candidates = by_template.setdefault((*_place(group.finding), template), [])
        into = next((g for g in candidates if not g.releases & group.releases), None)
        if into is None:
            group.template = template
            candidates.append(group)
            kept.append(group)
        else:
            into.releases |= group.releases
    out = []
    for group in kept:
        f = group.finding
        held = group.named(releases)
        message = f.message if group.template is None else group.template.replace(_RELEASE, joined(held))
        out.append(f._replace(message=message, releases=() if group.releases == every else held))
    out.sort(key=REPORT_ORDER)
    return out


def at(finding: Finding, release: str, releases: tuple[str, ...]) -> Finding | None:
    """What a run of ``release`` alone reports of a matrix run's ``finding`` (over ``releases``):
    the finding with its message naming that release, or None when it does not hold there."""
    if not finding.applies_to(release):
        return None
    named = joined(finding.releases or releases)
    return finding._replace(message=finding.message.replace(named, release), releases=())


def narrowed(finding: Finding, left: tuple[str, ...], releases: tuple[str, ...]) -> list[Finding]:
    """A matrix run's ``finding`` as reported on ``left`` only (some of the releases it holds on, in the
    run's order), its message naming those: what merge gives of the finding of each of them."""
    pieces = [(r, at(finding, r, releases)) for r in left]
    return merge([f._replace(releases=(r,)) for r, f in pieces if f is not None], releases)
