"""Kubernetes' semver library at version 1 (apiserver/pkg/cel/library/semver.go): semver() and isSemver()
with the normalizing forms, the comparisons, major, minor and patch."""

from __future__ import annotations

from typing import Any

from .. import estimates
from ..decls import Function, Library, member, overload
from ..types import BOOL, INT, SEMVER, STRING
from ..values.core import EvalError, expect, succeeds
from ..values.kubernetes import Semver, ValueError_
from ..values.operations import compare_opaque


def parse(s: Any, *normalize: Any) -> Semver:
    """semver(s) and semver(s, true): the library's normalizeAndParse when asked."""
    text = expect(str, s)
    try:
        return Semver.parse_normalized(text) if normalize and normalize[0] else Semver.parse(text)
    except ValueError_ as e:
        raise EvalError(str(e)) from None


_RECEIVER = (Semver,)

LIBRARY = Library(
    "Kubernetes semver",
    (
        Function(
            "semver",
            (
                overload("string_to_semver", (STRING,), SEMVER),
                overload("string_bool_to_semver", (STRING, BOOL), SEMVER),
            ),
            impl=parse,
            estimate=estimates.sized,
        ),
        Function(
            "isSemver",
            (overload("is_semver_string", (STRING,), BOOL), overload("is_semver_string_bool", (STRING, BOOL), BOOL)),
            impl=lambda s, *n: succeeds(parse, expect(str, s), *n),
            estimate=estimates.sized,
        ),
        Function(
            "isGreaterThan",
            (member("semver_is_greater_than", (SEMVER, SEMVER), BOOL),),
            impl=lambda a, b: compare_opaque(a, b) == 1,
            receiver=_RECEIVER,
        ),
        Function(
            "isLessThan",
            (member("semver_is_less_than", (SEMVER, SEMVER), BOOL),),
            impl=lambda a, b: compare_opaque(a, b) == -1,
            receiver=_RECEIVER,
        ),
        Function(
            "compareTo", (member("semver_compare_to", (SEMVER, SEMVER), INT),), impl=compare_opaque, receiver=_RECEIVER
        ),
        Function("major", (member("semver_major", (SEMVER,), INT),), impl=lambda v: expect(Semver, v).major),
        Function("minor", (member("semver_minor", (SEMVER,), INT),), impl=lambda v: expect(Semver, v).minor),
        Function("patch", (member("semver_patch", (SEMVER,), INT),), impl=lambda v: expect(Semver, v).patch),
    ),
)
