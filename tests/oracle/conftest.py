"""Fixtures for the oracle tests: one Go oracle process per release and xdist worker, for the session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.oracle.client import Oracle, OracleError
from tests.oracle.plugin import required

_PROCESSES: dict[str, Oracle] = {}


@pytest.fixture(scope="session")
def oracles() -> Iterator[dict[str, Oracle]]:
    yield _PROCESSES
    for oracle in _PROCESSES.values():
        oracle.close()


@pytest.fixture
def oracle(oracles: dict[str, Oracle], release: str) -> Oracle:
    """The release's oracle, alive: hello answered with this protocol and release."""
    if release not in oracles:
        oracles[release] = Oracle(release)
    o = oracles[release]
    try:
        hello = o.call("hello")
    except OracleError as e:
        # deselected where not built (plugin.py); here it is required, or it broke
        pytest.fail(f"the {release} oracle does not answer: {e}" + ("" if required() else " (built but broken)"))
    assert hello["release"] == release and hello["protocol"] == 1, hello
    return o
