"""Kubernetes' authorizer library (apiserver/pkg/cel/library/authz.go, base.go since 1.27) and its
selectors (AuthzSelectors, the AuthorizeWithSelectors gate, on by default since 1.32).

The DRA environment binds no `authorizer`: no value of these types exists there, so a call type-checks
only on a dyn receiver and then fails at run time with "no such overload", as cel-go's bindings do for
a receiver of another type. A `check` is priced 350,000 as library/cost.go does (two per expression).
"""

from __future__ import annotations

from typing import Any

from ..decls import Function, Library, member
from ..types import BOOL, STRING, T
from ..values.core import EvalError

AUTHORIZER, PATH_CHECK, GROUP_CHECK, RESOURCE_CHECK, DECISION = (
    T(f"kubernetes.authorization.{n}") for n in ("Authorizer", "PathCheck", "GroupCheck", "ResourceCheck", "Decision")
)
CHECK_COST = 350_000


def _no_receiver(*args: Any) -> Any:
    """No value of the library's types exists in the DRA environment: a dyn receiver is always another type
    (cel-go's MaybeNoSuchOverloadErr)."""
    raise EvalError("no such overload")


def _check_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    return (CHECK_COST, CHECK_COST) if n.target is not None else None


def _function(name: str, *overloads: Any, **costs: Any) -> Function:
    return Function(name, tuple(member(*o) for o in overloads), impl=_no_receiver, **costs)


LIBRARY = Library(
    "Kubernetes authorizer",
    (
        _function("path", ("authorizer_path", (AUTHORIZER, STRING), PATH_CHECK)),
        _function("group", ("authorizer_group", (AUTHORIZER, STRING), GROUP_CHECK)),
        _function("serviceAccount", ("authorizer_serviceaccount", (AUTHORIZER, STRING, STRING), AUTHORIZER)),
        _function("resource", ("groupcheck_resource", (GROUP_CHECK, STRING), RESOURCE_CHECK)),
        *(
            _function(name, (f"resourcecheck_{name}", (RESOURCE_CHECK, STRING), RESOURCE_CHECK))
            for name in ("subresource", "namespace", "name")
        ),
        _function("fieldSelector", ("authorizer_fieldselector", (RESOURCE_CHECK, STRING), RESOURCE_CHECK)),
        _function("labelSelector", ("authorizer_labelselector", (RESOURCE_CHECK, STRING), RESOURCE_CHECK)),
        _function(
            "check",
            ("pathcheck_check", (PATH_CHECK, STRING), DECISION),
            ("resourcecheck_check", (RESOURCE_CHECK, STRING), DECISION),
            price=lambda a: CHECK_COST,
            estimate=_check_estimate,
        ),
        _function("errored", ("decision_errored", (DECISION,), BOOL)),
        _function("error", ("decision_error", (DECISION,), STRING)),
        _function("allowed", ("decision_allowed", (DECISION,), BOOL)),
        _function("reason", ("decision_reason", (DECISION,), STRING)),
    ),
)
