"""DRA-MF-001 and 002: a manifest file that cannot be read says so, as a finding, where the parser stopped.
DRA-MF-003: a key written twice, whose earlier value every Kubernetes reader drops, at the later key, in the
words and path notation of sigs.k8s.io/json's strict decoding ("duplicate field \"metadata.labels.app\"")."""

from __future__ import annotations

from typing import Iterator

from ..model.catalogue import implements
from ..model.findings import Hit
from ..reading.manifests import Repeated, Unreadable
from ..reading.shape import strict_path
from ..reading.yaml_values import strconv_quote


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


@implements("DRA-MF-003", scope="repeated")
def key_written_once(repeated: Repeated, first_line: int) -> Iterator[Hit]:
    more = f"; {repeated.more} more keys are written twice in this document" if repeated.more else ""
    yield Hit(
        f"duplicate field {strconv_quote(strict_path(repeated.path))}: also written at line {first_line}; only this "
        f"last value is read, the earlier one is dropped{more}",
        path=repeated.path,
        key=True,
    )
