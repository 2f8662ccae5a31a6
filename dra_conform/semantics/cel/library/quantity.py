"""Kubernetes' quantity library (apiserver/pkg/cel/library/quantity.go): quantity(), isQuantity(), sign(),
the comparisons, asApproximateFloat, asInteger, isInteger, add and sub. No mul, div or divInt:
kubernetes#135995 (open) adds them; 1.37's library has none (an undeclared reference)."""

from __future__ import annotations

from typing import Any

from .. import estimates
from .. import runtime_cost as rc
from ..decls import Function, Library, member, overload
from ..types import BOOL, DOUBLE, INT, QUANTITY, STRING
from ..values.core import EvalError, expect, need, succeeds
from ..values.kubernetes import Quantity, QuantityRef, ValueError_
from ..values.operations import compare_opaque


def parse(s: Any) -> Quantity:
    try:
        return Quantity.parse(expect(str, s))
    except ValueError_ as e:
        raise EvalError(str(e)) from None


def _as_integer(q: Any) -> int:
    v = expect(Quantity, q).as_int64()
    if v is None:
        raise EvalError("cannot convert value to integer")
    return v


def _plus(sign: int) -> Any:
    def add(a: Any, b: Any) -> Quantity:
        need(isinstance(a, Quantity))
        if isinstance(b, Quantity):
            return QuantityRef(a.value + sign * b.value)
        need(isinstance(b, int) and not isinstance(b, bool))
        return QuantityRef(a.value + sign * b)

    return add


_RECEIVER = (Quantity,)

LIBRARY = Library(
    "Kubernetes quantity",
    (
        Function(
            "quantity",
            (overload("string_to_quantity", (STRING,), QUANTITY),),
            impl=parse,
            price=rc.first_string,
            estimate=estimates.sized,
        ),
        Function(
            "isQuantity",
            (overload("is_quantity_string", (STRING,), BOOL),),
            impl=lambda s: succeeds(parse, expect(str, s)),
            price=rc.first_string,
            estimate=estimates.sized,
        ),
        Function("sign", (overload("quantity_sign", (QUANTITY,), INT),), impl=lambda q: expect(Quantity, q).sign()),
        Function(
            "isGreaterThan",
            (member("quantity_is_greater_than", (QUANTITY, QUANTITY), BOOL),),
            impl=lambda a, b: compare_opaque(a, b) == 1,
            receiver=_RECEIVER,
        ),
        Function(
            "isLessThan",
            (member("quantity_is_less_than", (QUANTITY, QUANTITY), BOOL),),
            impl=lambda a, b: compare_opaque(a, b) == -1,
            receiver=_RECEIVER,
        ),
        Function(
            "compareTo",
            (member("quantity_compare_to", (QUANTITY, QUANTITY), INT),),
            impl=compare_opaque,
            receiver=_RECEIVER,
        ),
        Function(
            "asApproximateFloat",
            (member("quantity_get_float", (QUANTITY,), DOUBLE),),
            impl=lambda q: float(expect(Quantity, q).value),
        ),
        Function("asInteger", (member("quantity_get_int", (QUANTITY,), INT),), impl=_as_integer),
        Function(
            "isInteger",
            (member("quantity_is_integer", (QUANTITY,), BOOL),),
            impl=lambda q: expect(Quantity, q).as_int64() is not None,
        ),
        Function(
            "add",
            (
                member("quantity_add", (QUANTITY, QUANTITY), QUANTITY),
                member("quantity_add_int", (QUANTITY, INT), QUANTITY),
            ),
            impl=_plus(1),
        ),
        Function(
            "sub",
            (
                member("quantity_sub", (QUANTITY, QUANTITY), QUANTITY),
                member("quantity_sub_int", (QUANTITY, INT), QUANTITY),
            ),
            impl=_plus(-1),
        ),
    ),
)
