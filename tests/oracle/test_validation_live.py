"""Objects of every DRA kind, seeded from upstream's validation tables and the corpus and mutated (tests/oracle/
validation.py), judged by dra-conform's `check` in process and by the release's apiserver create path
(dra-oracle-apiserver: strict decode with defaults, PrepareForCreate, the strategy's Validate, declarative
validation): the same field errors, by path, type and message, and the same unknown fields. A disagreement not
in known.yaml fails; each line of a difference is its own disagreement. Also: the validate goldens and the
known entries are what the oracle answers today, and the oracle is the build releases.json records."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, reject, settings
from hypothesis import strategies as st

from tests.oracle import compare, record
from tests.oracle.client import OracleError
from tests.oracle.plugin import APISERVER, RELEASES, live_examples
from tests.oracle.test_replay import goldens
from tests.oracle.validation import NAMESPACE_LABELS, validate_requests

pytestmark = pytest.mark.oracle(APISERVER)
ROOT = Path(__file__).resolve().parents[2]
RECORD = json.loads((ROOT / "oracle" / "releases.json").read_text())["releases"]


def answer_of(apiserver: Any, request: dict[str, Any]) -> dict[str, Any]:
    """The oracle's answer; a panic in upstream's validation is what the apiserver answers for it: its handler
    recovers the panic and refuses the request (500 Internal Server Error), so dra-conform must give an error
    (1.34.4's validateRequestPolicyRangeStep divides by a zero step)."""
    try:
        return apiserver.call("validate", **{k: v for k, v in request.items() if k != "op"})  # type: ignore[no-any-return]
    except OracleError as e:
        if e.kind != "panic" or "k8s.io/kubernetes/pkg/" not in e.message:
            raise
        status = {"code": 500, "message": e.message.split("\n", 1)[0]}
        return {"verdict": "refused", "errors": [], "strictErrors": [], "status": status}


def check(apiserver: Any, release: str, request: dict[str, Any]) -> None:
    try:
        answer = answer_of(apiserver, request)
    except OracleError as e:
        if e.kind == "unsupported" and "depends on features that are disabled" in e.message:
            reject()  # a gate set the apiserver refuses to start with (featuregate dependencies): not an input
        raise
    diff = compare.validate_differences(release, request, answer)
    record.counterexample(release, request, answer, diff)
    if diff and compare.known("validate", release, request, diff) is None:
        unexplained = [line for line in diff if compare.known("validate", release, request, [line]) is None]
        pytest.fail(f"{release}: dra-conform judges {json.dumps(request)} otherwise than upstream: {unexplained}")


@pytest.mark.parametrize("release", RELEASES)
@settings(max_examples=live_examples(), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
@example(data=None)
def test_validation_agrees_with_upstream(apiserver, release: str, data: Any) -> None:
    if data is None:  # one fixed case first: a clear failure when the oracle or the Python side is broken
        request = {
            "op": "validate",
            "namespaceLabels": NAMESPACE_LABELS,
            "object": {
                "apiVersion": "resource.k8s.io/v1",
                "kind": "ResourceSlice",
                "metadata": {"name": "s"},
                "spec": {"driver": "d.io", "pool": {"name": "p", "resourceSliceCount": 1}, "allNodes": True},
            },
        }
        if release == "1.34":
            request["object"]["apiVersion"] = "resource.k8s.io/v1beta1"
    else:
        request = data.draw(validate_requests(release))
    check(apiserver, release, request)


@pytest.mark.parametrize("release", RELEASES)
def test_validate_goldens_are_what_the_oracle_answers(apiserver, release: str) -> None:
    recorded = [g for g in goldens(release) if g[0] == "validate"]
    for _, request, response in random.Random(0).sample(recorded, min(60, len(recorded))):
        answer = apiserver.call("validate", **{k: v for k, v in request.items() if k != "op"})

        def verdict(a: dict[str, Any]) -> tuple[Any, ...]:  # map keys are validated in Go's map order
            errors = sorted(json.dumps(e, sort_keys=True) for e in a["errors"])
            return a["verdict"], errors, sorted(a["strictErrors"])

        assert verdict(answer) == verdict(response), request


@pytest.mark.parametrize("release", RELEASES)
def test_known_validation_disagreements_still_disagree_live(apiserver, release: str) -> None:
    for entry in compare.KNOWN.get("validate") or []:
        if entry["release"] == release:
            request = entry["request"]
            answer = apiserver.call("validate", **{k: v for k, v in request.items() if k != "op"})
            assert compare.validate_differences(release, request, answer), entry["name"]


@pytest.mark.parametrize("release", RELEASES)
def test_hello_is_the_recorded_apiserver_build(apiserver, release: str) -> None:
    hello = apiserver.call("hello")
    deps = hello["modules"]["deps"]
    entry = RECORD[release]["apiserver"]
    assert deps["k8s.io/kubernetes"] == "v" + entry["kubernetes"]
    assert deps["k8s.io/api"] == deps["k8s.io/apiserver"] == entry["staging"]
    assert hello["modules"]["main"] == f"dra-conform.test/oracle/k8s-{release}/apiserver"
    assert set(hello["ops"]) == {"hello", "validate"}
    assert ("ResourcePoolStatusRequest" in hello["kinds"]) == (release >= "1.36")
    # the gate defaults are the release's: dra-conform's table of them (semantics.releases) agrees
    from dra_conform.semantics.gates import enabled

    # (None: a gate whose default dra-conform does not state, taken as not said)
    wrong = {
        g: on
        for g, on in hello["gateDefaults"].items()
        if re.match("DRA", g) and enabled((), g, release) not in (None, on)
    }
    assert not wrong, wrong
