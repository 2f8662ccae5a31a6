"""How test_validation_live reads the validation oracle's answers, without Go."""

from __future__ import annotations

from typing import Any

import pytest

from tests.oracle.client import OracleError
from tests.oracle.test_validation_live import answer_of


def test_a_panic_in_upstreams_validation_is_the_apiservers_refusal() -> None:
    """No Go needed: an oracle that panics in k8s.io/kubernetes' code answers `refused` (the apiserver's 500);
    one that panics elsewhere (the oracle's own bug) stays a failure."""

    class Panicking:
        def __init__(self, where: str) -> None:
            self.where = where

        def call(self, op: str, **fields: Any) -> Any:
            raise OracleError("panic", f"runtime error: integer divide by zero\ngoroutine 1\n{self.where}")

    upstream = "k8s.io/kubernetes/pkg/apis/resource/validation.validateRequestPolicyRangeStep(...)"
    answer = answer_of(Panicking(upstream), {"op": "validate", "object": {}})
    assert answer["verdict"] == "refused" and answer["status"]["code"] == 500
    with pytest.raises(OracleError):
        answer_of(Panicking("dra-conform.test/oracle/apiserver.(*oracle).validate(...)"), {"op": "validate"})
