"""Fixtures for the oracle tests: one Go oracle process per release and xdist worker, for the session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.oracle.client import Oracle, OracleError
from tests.oracle.plugin import APISERVER, required

_PROCESSES: dict[str, Oracle] = {}
_APISERVERS: dict[str, Oracle] = {}


@pytest.fixture(scope="session")
def oracles() -> Iterator[dict[str, Oracle]]:
    yield _PROCESSES
    for oracle in [*_PROCESSES.values(), *_APISERVERS.values()]:
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


@pytest.fixture
def apiserver(oracles: dict[str, Oracle], release: str) -> Oracle:
    """The release's validation oracle (dra-oracle-apiserver), alive."""
    if release not in _APISERVERS:
        _APISERVERS[release] = Oracle(release, APISERVER)
    o = _APISERVERS[release]
    try:
        hello = o.call("hello")
    except OracleError as e:
        pytest.fail(f"the {release} validation oracle does not answer: {e}")
    assert hello["release"] == release and hello["command"] == APISERVER, hello
    return o
