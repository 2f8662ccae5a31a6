"""A claim's requests as the allocator's filters read them: each exact request or firstAvailable
subrequest, decoded and defaulted as the apiserver stores it (semantics.claims)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...model.findings import Path
from ..claims import Exact, device_claim
from ..values import as_dict, as_list, as_str
from .capacity import requested_capacity
from .taints import Toleration, read_tolerations


@dataclass(frozen=True)
class Want:
    """An exact request or one firstAvailable subrequest, defaulted as the apiserver stores it."""

    name: str  # "gpu", or "gpu/big" for a subrequest
    path: Path  # where its fields are written
    class_name: str
    selectors: tuple[str, ...]
    all: bool  # allocationMode All
    count: int
    admin: bool
    tolerations: tuple[Toleration, ...]
    capacity: tuple[tuple[str, Fraction], ...] | None  # capacity.requests, when capacity is given


@dataclass(frozen=True)
class Request:
    name: str
    path: Path
    exact: Want | None
    alternatives: tuple[Want, ...]  # firstAvailable, in order


def requests(obj: dict[str, Any]) -> list[Request]:
    """The requests of a claim or template as the allocator reads them (semantics.claims: decoded and
    defaulted); a malformed one is left out, for the validation rules report it (DRA-CL-003...)."""
    claim = device_claim(obj, as_str(obj.get("kind")), as_str(obj.get("apiVersion")))
    out: list[Request] = []
    for request in claim.requests if claim is not None else ():
        if not request.name:
            continue
        if request.kind == "exactly" and request.exact is not None:
            want = _want(request.name, request.exact)
            if want is not None:
                out.append(Request(request.name, request.path, want, ()))
        elif request.kind == "firstAvailable" and request.subrequests:
            wants = [_want(f"{request.name}/{as_str(sub.fields.get('name'))}", sub) for sub in request.subrequests]
            if None not in wants:  # judging the others alone would mislead
                out.append(Request(request.name, request.path, None, tuple(w for w in wants if w is not None)))
    return out


def _want(name: str, exact: Exact) -> Want | None:
    fields = exact.fields
    class_name, mode, count = as_str(fields.get("deviceClassName")), exact.mode, exact.count
    if not class_name or mode not in ("ExactCount", "All") or type(count) is not int or count < 0:
        return None
    selectors = []
    for selector in as_list(fields.get("selectors")):
        expression = as_dict(as_dict(selector).get("cel")).get("expression")
        if not isinstance(expression, str):
            return None  # an unknown selector type: the allocator refuses the claim
        selectors.append(expression)
    capacity = None
    if isinstance(fields.get("capacity"), dict):
        capacity = tuple(sorted((requested_capacity(fields["capacity"]) or {}).items()))
    return Want(
        name,
        exact.path,
        class_name,
        tuple(selectors),
        mode == "All",
        count,
        fields.get("adminAccess") is True,
        read_tolerations(fields.get("tolerations")),
        capacity,
    )
