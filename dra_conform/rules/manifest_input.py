"""DRA-MF-001 and 002: a manifest file that cannot be read says so, as a finding, where the parser stopped."""

from __future__ import annotations

from typing import Iterator

from ..model.catalogue import implements
from ..model.findings import Hit
from ..reading.manifests import Unreadable


@implements("DRA-MF-001", scope="unread")
def manifest_parses(unread: Unreadable) -> Iterator[Hit]:
    if unread.template is None:
        yield Hit(unread.error.reason)


@implements("DRA-MF-002", scope="unread")
def manifest_template(unread: Unreadable) -> Iterator[Hit]:
    if unread.template is not None:
        yield Hit(
            "template, not checked: a Go template action ({{ outside strings) makes it not valid YAML until it is "
            "rendered; check the rendered output"
        )
