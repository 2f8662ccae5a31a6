"""The Kubernetes format library (apiserver/pkg/cel/library/format.go, in the base environment since
1.31): `format.named(name)`, `format.<name>()` and `<format>.validate(s)`, each validation giving the
texts of the Go function the library calls (the value type, NamedFormat, is values.kubernetes').

The apimachinery validations (DNS labels and subdomains, qualified names, label values) are
semantics/validation.py's, the one place for them; `uri` is Go's url.ParseRequestURI (netlib's, the URL
library's parser); the CRD formats uuid, byte, date and datetime follow kube-openapi's strfmt registry,
which the library asks through `strfmt.Default.Validates`.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable
from typing import Any

from ... import validation
from .. import estimates
from ..decls import Function, Library, member, overload
from ..types import NAMED_FORMAT, STRING, list_of, optional_of
from ..values import netlib
from ..values.core import NONE, Optional, expect
from ..values.kubernetes import NamedFormat

# strfmt.UUIDPattern: `(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$`
_UUID = re.compile(r"[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\Z", re.ASCII | re.IGNORECASE)
# govalidator.Base64, which strfmt registers for "byte"
_BASE64 = re.compile(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})\Z")
# time.Parse("2006-01-02", s): four digits, then two and two, nothing after
_FULL_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})\Z")
# strfmt.DateTimePattern, matched against what follows the date's "t" (the string lower-cased)
_DATE_TIME = re.compile(r"([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))\Z")
_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def is_date(s: str) -> bool:
    """strfmt.IsDate: Go's time.Parse with layout 2006-01-02 (month 1-12, the day within its month)."""
    m = _FULL_DATE.match(s)
    if m is None:
        return False
    year, month, day = (int(g) for g in m.groups())
    if not 1 <= month <= 12:
        return False
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return 1 <= day <= _DAYS[month - 1] + (1 if month == 2 and leap else 0)


def is_date_time(s: str) -> bool:
    """strfmt.IsDateTime: the part before the first "t" a date, the part after it (up to a second "t",
    as Go's strings.Split leaves it) a time of day with an optional fraction and a zone."""
    if len(s) < 4:
        return False
    parts = s.lower().split("t")
    if len(parts) < 2 or not is_date(parts[0]):
        return False
    m = _DATE_TIME.match(parts[1])
    return m is not None and m.group(1) <= "23" and m.group(2) <= "59" and m.group(3) <= "59"


def _uri(s: str) -> list[str]:
    """url.ParseRequestURI's error (netlib's, the URL library's parser), as `parse "s": reason`."""
    try:
        netlib.parse_request_uri(s)
    except netlib.NetError as e:
        return [str(e)]
    return []


def _strfmt(valid: Callable[[str], bool], message: str) -> Callable[[str], list[str]]:
    return lambda s: [] if valid(s) else [message]


# library/format.go ConstantFormats: name -> its ValidateFunc
VALIDATORS: dict[str, Callable[[str], list[str]]] = {
    "dns1123Label": validation.dns1123_label,
    "dns1123Subdomain": validation.dns1123_subdomain,
    "dns1035Label": validation.dns1035_label,
    "qualifiedName": validation.qualified_name,
    "dns1123LabelPrefix": lambda s: validation.dns1123_label(validation.mask_trailing_dash(s)),
    "dns1123SubdomainPrefix": lambda s: validation.dns1123_subdomain(validation.mask_trailing_dash(s)),
    "dns1035LabelPrefix": lambda s: validation.dns1035_label(validation.mask_trailing_dash(s)),
    "labelValue": validation.label_value,
    "uri": _uri,
    "uuid": _strfmt(lambda s: _UUID.match(s) is not None, "does not match the UUID format"),
    "byte": _strfmt(lambda s: _BASE64.match(s) is not None, "invalid base64"),
    "date": _strfmt(is_date, "invalid date"),
    "datetime": _strfmt(is_date_time, "invalid datetime"),
}


def validate(f: NamedFormat, s: str) -> list[str]:
    """The library's <format>.validate(s) before it wraps the result: the errors, none when s is valid."""
    return list(VALIDATORS[f.name](s))


def _validate(f: Any, s: Any) -> Optional:
    """<format>.validate(s): none when s is valid, else the list of the Go validation's messages."""
    errors = validate(expect(NamedFormat, f), expect(str, s))
    return Optional(errors) if errors else NONE


def _validate_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """library/cost.go: the string's traversal by a 128-byte regex."""
    if len(args) != 2:
        return None
    s = est.size(args[1])[1]
    return (1, 1 + (math.ceil(s * estimates.STRING_FACTOR) * 32 if s < estimates.UNKNOWN else estimates.UNKNOWN))


def _equality_estimate(est: Any, n: Any, args: list[Any]) -> tuple[float, float] | None:
    """library/cost.go: two formats compare their names, (1, 64) bytes by 0.1."""
    return (1, 7) if args[0].ctype == NAMED_FORMAT else None


LIBRARY = Library(
    "Kubernetes format",
    (
        Function(
            "format.named",
            (overload("format-named", (STRING,), optional_of(NAMED_FORMAT)),),
            impl=lambda name: Optional(NamedFormat(name)) if expect(str, name) in VALIDATORS else NONE,
        ),
        Function(
            "validate",
            (member("format-validate", (NAMED_FORMAT, STRING), optional_of(list_of(STRING))),),
            impl=_validate,
            estimate=_validate_estimate,
        ),
        *(
            Function(
                f"format.{name}",
                (overload(f"format.{name}", (), NAMED_FORMAT),),
                impl=functools.partial(NamedFormat, name),
            )
            for name in VALIDATORS
        ),
        Function("_==_", estimate=_equality_estimate),
        Function("_!=_", estimate=_equality_estimate),
    ),
)
