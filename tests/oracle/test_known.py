"""Every disagreement in known.yaml still disagrees: replayed from its recorded upstream answer (no Go
needed), and, live, upstream still gives that answer. An entry whose case starts to agree fails here, so the
fix removes it; a gap needs its reason, the Python file at fault and a class (`match`) to be listed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.oracle import compare
from tests.oracle.plugin import RELEASES

ENTRIES = [
    pytest.param(family, entry, id=f"{family}/{entry['name']}/{entry['release']}")
    for family, entries in compare.KNOWN.items()
    for entry in entries or []
]


@pytest.mark.parametrize(("family", "entry"), ENTRIES)
def test_known_disagreement_still_disagrees(family: str, entry: dict[str, Any]) -> None:
    assert entry["release"] in RELEASES
    assert ("gap" in entry) != ("deliberate" in entry), "a gap or a deliberate difference, with its reason"
    assert entry.get("file") and (entry.get("match") or entry.get("table")), "the file at fault and the inputs"
    request = compare.entry_request(family, entry)
    diff = compare.DIFFERENCES[family](entry["release"], request, entry["upstream"])
    assert diff, f"{entry['name']} ({entry['release']}) now agrees with upstream: drop it from known.yaml"
    found = compare.known(family, entry["release"], request, diff)
    assert found is not None and compare.entry_request(family, found) == request


@pytest.mark.oracle
@pytest.mark.parametrize("release", RELEASES)
def test_upstream_still_disagrees_live(oracle, release: str) -> None:
    """Asked afresh, upstream still gives an answer dra-conform disagrees with (a stale entry fails here after a
    bump). Not the recorded answer byte for byte: 1.34's allocator picks among equal devices in map order."""
    for family, entries in compare.KNOWN.items():
        if family == "validate":
            continue  # dra-oracle-apiserver's: test_validation_live.py
        for entry in entries or []:
            if entry["release"] == release:
                request = compare.entry_request(family, entry)
                answer = oracle.call(request["op"], **{k: v for k, v in request.items() if k != "op"})
                # None: inconclusive for this draw (1.34's map-order device picks), not agreement
                assert compare.DIFFERENCES[family](release, request, answer) != [], entry["name"]
