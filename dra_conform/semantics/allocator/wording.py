"""How filters.py's messages say things: counts, lists cut short, selectors on one line, published values."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from ..slices import BINARY_SI, DECIMAL_SI, quantity_string
from .published import NONE

SHOWN = 4  # values, devices or nodes named in a message before "…"


def code(expression: str) -> str:
    """A selector in a message: on one line (a line break and the spaces around it read as one space)."""
    return "`" + re.sub(r"\s*\n\s*", " ", expression.strip()) + "`"


def plural(word: str, n: int) -> str:
    return word if n == 1 else word + "s"


def plurals(name: str) -> str:
    """ "models", "drivers"; a name English does not pluralise with an s is said as "memory values"."""
    return f"{name}s" if name[-1:].isalpha() and name[-1:] not in "sxyz" and name.isascii() else f"{name} values"


def devices_text(n: int) -> str:
    return f"{n} {plural('device', n)}"


def listing(items: list[str], limit: int = SHOWN) -> str:
    shown = items[:limit]
    return ", ".join(shown) + (f", … ({len(items)} in all)" if len(items) > limit else "")


def shown_value(value: Any) -> str:
    """A value published.raw_value read, as a message shows it."""
    if value is NONE:
        return "(none)"
    if isinstance(value, tuple) and value[:1] == ("unreadable",):
        return "(unreadable)"
    if isinstance(value, tuple) and value[:1] == ("q",):
        return quantity_text(value[1])
    if isinstance(value, tuple) and value[:1] == ("l",):
        return "[" + ", ".join(value[1]) + "]"
    return str(value).lower() if isinstance(value, bool) else str(value)


def quantity_text(value: Fraction) -> str:
    """A quantity as Quantity.String() prints it (80Gi, 1500m), binary when a multiple of 1024."""
    binary = value.denominator == 1 and value >= 1024 and value % 1024 == 0
    return quantity_string(value, BINARY_SI if binary else DECIMAL_SI)
