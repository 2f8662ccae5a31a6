"""Unknown fields in bulk: every one is reported, at its key, in time linear in the object (the checker
walks it once; a field's value below an unknown field is never walked, as the strict decoder skips it),
in every report format, within the CPU bound."""

from __future__ import annotations

import json

from tests.builders import request

from .runner import check_everywhere

WIDE = 20_000  # unknown fields at each of several levels of one claim


def _claim() -> dict:
    # built here, not by tests.builders.claim: the unknown keys sit at every level, before the known ones
    deep: object = "x"
    for _ in range(200):  # a value nested far below an unknown field: skipped, as Go skips it
        deep = {"a": [deep]}
    unknown = {f"unknown{i}": i for i in range(WIDE)}
    return {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceClaim",
        "metadata": {"name": "wide", "namespace": "default", **unknown},
        "spex": deep,
        "spec": {
            "devices": {
                **unknown,
                "requests": [request(f"r{i}", **{f"typo{i}": 1}) for i in range(WIDE // 20)],
            }
        },
        "status": {"allocation": {"devices": {"results": [{f"z{i}": 1} for i in range(WIDE)]}}},
    }


def test_tens_of_thousands_of_unknown_fields_are_each_reported_in_linear_time(tmp_path):
    (tmp_path / "claim.json").write_text(json.dumps(_claim()))
    reports = check_everywhere(tmp_path, ["claim.json"], codes=(1,))
    unknown = [f for f in reports.json["findings"] if f["ruleId"] == "DRA-CL-016"]
    assert len(unknown) == 2 * WIDE + WIDE // 20 + 1 + WIDE
    paths = {f["fieldPath"] for f in unknown}
    assert {"spex", "metadata.unknown0", "spec.devices.unknown19999", "spec.devices.requests[999].exactly.typo999"} <= (
        paths
    )
    assert "status.allocation.devices.results[19999].z19999" in paths
