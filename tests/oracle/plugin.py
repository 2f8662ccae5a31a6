"""pytest hooks for the live oracle tests (tests/conftest.py imports them, so they run on the xdist
controller too).

A test marked `oracle` needs the Go oracle of the release in its `release` parameter. Where that binary
is not built, the test is deselected and one summary line says so; under DRA_CONFORM_REQUIRE_ORACLE=1
(.ci/run, when Go is on PATH) it runs and a missing or broken oracle fails it.
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


def missing() -> list[str]:
    return [r for r in RELEASES if not binary(r).is_file()]


def _release(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    release = callspec.params.get("release") if callspec is not None else None
    return release if isinstance(release, str) else None


def configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "oracle: asks the Go oracle (build/oracle/<release>/dra-oracle) live")


def modify_items(config: pytest.Config, items: list[pytest.Item]) -> None:
    if required():
        return
    absent = set(missing())
    keep, drop = [], []
    for item in items:
        needs = _release(item)
        live = item.get_closest_marker("oracle") is not None
        (drop if live and (needs in absent if needs else bool(absent)) else keep).append(item)
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
