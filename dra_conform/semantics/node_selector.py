"""core/v1 NodeSelector validation (pkg/apis/core/validation ValidateNodeSelector), as
ResourceSlices use it for spec.nodeSelector and per-device nodeSelector."""

from __future__ import annotations

import re
from typing import Any, Iterator

from . import validation as v
from .values import as_dict, as_list

LABEL_VALUE_FMT = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?"
_LABEL_VALUE_RE = re.compile(LABEL_VALUE_FMT + r"\Z")
LABEL_VALUE_MSG = v.regex_error(
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start "
    "and end with an alphanumeric character",
    LABEL_VALUE_FMT,
    "MyValue",
    "my_value",
    "12345",
)

Path = tuple[Any, ...]


def label_value(value: str) -> list[str]:
    """content.IsValidLabelValue."""
    errs = ["must be no more than 63 bytes"] if len(value.encode()) > 63 else []
    if not _LABEL_VALUE_RE.match(value):
        errs.append(LABEL_VALUE_MSG)
    return errs


def _expression(requirement: dict[str, Any], where: Path) -> Iterator[tuple[Path, str]]:
    operator, values = requirement.get("operator"), as_list(requirement.get("values"))
    if operator in ("In", "NotIn"):
        if not values:
            yield where + ("values",), v.required() + ": must be specified when `operator` is 'In' or 'NotIn'"
    elif operator in ("Exists", "DoesNotExist"):
        if values:
            yield where + ("values",), "Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist'"
    elif operator in ("Gt", "Lt"):
        if len(values) != 1:
            yield where + ("values",), v.required() + ": must be specified single value when `operator` is 'Lt' or 'Gt'"
    else:
        yield (
            where + ("operator",),
            v.invalid(operator if operator is not None else "", "not a valid selector operator"),
        )
    key = requirement.get("key") if isinstance(requirement.get("key"), str) else ""
    for message in v.qualified_name(key):
        yield where + ("key",), v.invalid(key, message)
    for i, value in enumerate(values):
        for message in label_value(str(value)):
            yield where + ("values", i), v.invalid(value, message)


def _field(requirement: dict[str, Any], where: Path) -> Iterator[tuple[Path, str]]:
    """ValidateNodeFieldSelectorRequirement: the operator, then the key, metadata.name alone, whose values are
    node names (ValidateNodeName: NameIsDNSSubdomain)."""
    operator = requirement.get("operator")
    if operator in ("In", "NotIn"):
        if len(as_list(requirement.get("values"))) != 1:
            yield (
                where + ("values",),
                (v.required() + ": must be only one value when `operator` is 'In' or 'NotIn' for node field selector"),
            )
    else:
        yield (
            where + ("operator",),
            v.invalid(operator if operator is not None else "", "not a valid selector operator"),
        )
    if requirement.get("key") != "metadata.name":
        yield where + ("key",), v.invalid(requirement.get("key") or "", "not a valid field selector key")
        return
    for i, value in enumerate(as_list(requirement.get("values"))):
        if isinstance(value, str):
            for message in v.name_is_dns_subdomain(value):
                yield where + ("values", i), v.invalid(value, message)


def node_selector(selector: dict[str, Any], where: Path) -> Iterator[tuple[Path, str]]:
    """(path, message) for each problem of a NodeSelector at ``where``."""
    terms = as_list(selector.get("nodeSelectorTerms"))
    if not terms:
        yield where + ("nodeSelectorTerms",), v.required() + ": must have at least one node selector term"
        return
    for i, term in enumerate(terms):
        term = as_dict(term)
        at = where + ("nodeSelectorTerms", i)
        for j, requirement in enumerate(as_list(term.get("matchExpressions"))):
            yield from _expression(as_dict(requirement), at + ("matchExpressions", j))
        for j, requirement in enumerate(as_list(term.get("matchFields"))):
            yield from _field(as_dict(requirement), at + ("matchFields", j))
