"""How test_validation_live reads the validation oracle's answers, without Go."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders import device, resource_slice
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


_SLICE = resource_slice("s", [device("d", {"a": "x"}, bogus=1)])
_UNKNOWN = 'unknown field "spec.devices[0].bogus"'


def _answer(strict: list[str], errors: list[dict[str, str]]) -> dict[str, Any]:
    return {"verdict": "invalid" if errors else "valid", "strictErrors": strict, "errors": errors}


def test_with_unknown_fields_only_they_are_compared_as_kubectls_strict_validation_refuses() -> None:
    """The oracle decodes as fieldValidation=Warn and validates what is left (on 1.34 a 1.36 list attribute is
    dropped, its attribute then "exactly one value" Required); kubectl's default Strict refuses the object with
    the unknown fields alone, as dra-conform does: its field errors are then not compared."""
    from tests.oracle.validation import validate_differences

    request = {"op": "validate", "object": _SLICE}
    # what Warn validates past the unknown field (here made up): never compared when there are unknown fields
    dropped = {"type": "Required value", "field": "spec.devices[0].attributes[a]", "message": "Required value: x"}
    assert validate_differences("1.37", request, _answer([_UNKNOWN], [dropped])) == []
    # an unknown field dra-conform misses, or names without upstream, is still a difference
    assert validate_differences("1.37", request, _answer([_UNKNOWN, 'unknown field "spec.x"'], [])) == [
        'unknown field only upstream: unknown field "spec.x"'
    ]
    assert validate_differences("1.37", request, _answer([], [])) == [f"unknown field only dra-conform: {_UNKNOWN}"]


def test_past_the_decoders_hundred_strict_errors_dra_conform_may_name_more() -> None:
    from tests.oracle.validation import STRICT_ERRORS_KEPT, validate_differences

    many = {**_SLICE, "spec": {**_SLICE["spec"], **{f"x{i}": 1 for i in range(STRICT_ERRORS_KEPT + 5)}}}
    kept = [f'unknown field "spec.x{i}"' for i in range(STRICT_ERRORS_KEPT)]
    assert validate_differences("1.37", {"op": "validate", "object": many}, _answer(kept, [])) == []
