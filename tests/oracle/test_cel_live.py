"""Random DRA selector expressions, compiled and evaluated by dra-conform and by upstream's own
k8s.io/dynamic-resource-allocation/cel (the Go oracle), per release and per feature set: the same
verdict, field error type and detail, a cost estimate within dra-conform's bounds, the same match or
runtime error. A disagreement not in known.yaml fails; a listed one is reported as it stands."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.oracle import compare, record
from tests.oracle.plugin import RELEASES, live_examples
from tests.oracle.strategies import devices, selectors

pytestmark = pytest.mark.oracle


def _features(release: str, consumable: bool, lists: bool) -> dict[str, bool]:
    features = {"EnableConsumableCapacity": consumable}
    if release >= "1.36":
        features["EnableListTypeAttributes"] = lists
    return features


@st.composite
def cel_requests(draw: st.DrawFn, release: str) -> dict[str, Any]:
    consumable = draw(st.booleans())
    lists = release >= "1.36" and draw(st.booleans())
    return {
        "op": "cel.eval",
        "expression": draw(selectors()),
        "env": draw(st.sampled_from(["new", "new", "stored"])),
        "features": _features(release, consumable, lists),
        "device": draw(devices(lists=lists, multi=consumable)),
    }


def check(oracle: Any, release: str, request: dict[str, Any]) -> None:
    fields = {k: v for k, v in request.items() if k != "op"}
    answer = oracle.call(request["op"], **fields)
    diff = compare.cel_differences(release, request, answer)
    record.counterexample(release, request, answer, diff)
    if diff and compare.known("cel", release, request, diff) is None:
        pytest.fail(f"{release}: dra-conform disagrees with upstream on {request}: {diff}")


@pytest.mark.parametrize("release", RELEASES)
@settings(max_examples=live_examples(), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
@example(data=None)
def test_cel_agrees_with_upstream(oracle, release: str, data: Any) -> None:
    if data is None:  # one fixed case first: a clear failure when the oracle or the Python side is broken
        request = {
            "op": "cel.eval",
            "expression": 'device.attributes["d.io"].model == "A100"',
            "env": "new",
            "features": _features(release, False, False),
            "device": {"driver": "d.io", "attributes": {"model": {"string": "A100"}}, "capacity": {}},
        }
    else:
        request = data.draw(cel_requests(release))
    check(oracle, release, request)
