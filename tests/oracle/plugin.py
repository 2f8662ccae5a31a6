"""pytest hooks for the live oracle tests (tests/conftest.py imports them, so they run on the xdist
controller too).

A test marked `oracle` needs the Go oracle of the release in its `release` parameter (`dra-oracle`, or the
command the marker names: `@pytest.mark.oracle("dra-oracle-apiserver")`). Where that binary is not built, the
test is deselected and one summary line says so; under DRA_CONFORM_REQUIRE_ORACLE=1 (.ci/run, when Go is on
PATH) it runs and a missing or broken oracle fails it. The validation oracle is heavy to build, so CI builds it
for some releases only: DRA_CONFORM_ORACLE_APISERVER="1.37 1.35" names them, and the others stay deselected
there too (the goldens replay them).
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from tests.oracle.client import binary

RELEASES = ("1.34", "1.35", "1.36", "1.37")
LIVE_EXAMPLES = 2000  # the `oracle` hypothesis profile (.ci/run's oracle step): at least this many per family


def live_examples(normal: int = 15) -> int:
    """Examples per live property: the `oracle` profile's count (.ci/run's oracle step, at least 2,000 per family
    and release) or, in the suites' normal run, a few (the goldens replay the rest there)."""
    from hypothesis import settings

    profile = getattr(settings, "_current_profile", None)
    return max(LIVE_EXAMPLES, settings().max_examples) if profile == "oracle" else normal


def required() -> bool:
    return os.environ.get("DRA_CONFORM_REQUIRE_ORACLE") == "1"


APISERVER = "dra-oracle-apiserver"


def missing(command: str = "dra-oracle") -> list[str]:
    return [r for r in RELEASES if not binary(r, command).is_file()]


# The releases whose validation disagreements are fully triaged (a 2,000-example run finds none known.yaml does
# not list): asked by default when built (oracle/APISERVER.md). DRA_CONFORM_ORACLE_APISERVER="1.37" asks one.
TRIAGED: tuple[str, ...] = ("1.34", "1.35", "1.36", "1.37")


def apiserver_releases() -> tuple[str, ...]:
    """The releases whose validation oracle this run asks: DRA_CONFORM_ORACLE_APISERVER's, else the triaged
    ones built."""
    named = os.environ.get("DRA_CONFORM_ORACLE_APISERVER")
    if named is not None:
        return tuple(named.split())
    return tuple(r for r in TRIAGED if r not in missing(APISERVER))


def _command(item: pytest.Item) -> str | None:
    marker = item.get_closest_marker("oracle")
    if marker is None:
        return None
    return str(marker.args[0]) if marker.args else "dra-oracle"


def _release(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    release = callspec.params.get("release") if callspec is not None else None
    return release if isinstance(release, str) else None


def configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "oracle: asks the Go oracle (build/oracle/<release>/dra-oracle) live")


def modify_items(config: pytest.Config, items: list[pytest.Item]) -> None:
    asked = apiserver_releases()
    absent = {"dra-oracle": set(missing())}
    keep, drop = [], []
    for item in items:
        needs, command = _release(item), _command(item)
        if command == APISERVER:
            out = needs not in asked if needs else not asked
        elif command is not None and not required():
            gone = absent[command]
            out = needs in gone if needs else bool(gone)
        else:
            out = False
        (drop if out else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def summary(terminalreporter: Any, config: pytest.Config) -> None:
    absent = missing()
    if absent and not required():
        terminalreporter.write_line(
            f"oracle: live tests for {', '.join(absent)} deselected: build/oracle/<release>/dra-oracle not built "
            "(python tools/oracle/build.py builds it; DRA_CONFORM_REQUIRE_ORACLE=1 makes this a failure)"
        )
    unasked = [r for r in RELEASES if r not in apiserver_releases()]
    if unasked:
        terminalreporter.write_line(
            f"oracle: live validation tests for {', '.join(unasked)} deselected: build/oracle/<release>/"
            f"{APISERVER} not built or not named in DRA_CONFORM_ORACLE_APISERVER "
            f"(python tools/oracle/build.py build --command {APISERVER} <release>)"
        )
