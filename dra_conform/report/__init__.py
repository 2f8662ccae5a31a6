"""Output formats. Each reporter turns a Report into the text of one output file.

Owns text, json, sarif, github, junit and markdown, what they share (base: SARIF's result cap among it),
the fleet's views of what engine.merge joined (fleet) and the rule pages (rule_docs).
May import only ``model``: never ``engine``, ``rules`` or ``commands``; a run imports only the
formats it writes."""

from __future__ import annotations

import importlib
from typing import Callable

from ..model.results import Report
from .base import RunInfo

Reporter = Callable[[Report, RunInfo], str]

# Format name (commands.options.FORMATS) -> the module with its render(); a run imports only the formats it writes.
_MODULES = {
    "text": "text",
    "json": "json_report",
    "sarif": "sarif",
    "github": "github",
    "junit": "junit",
    "markdown": "markdown",
}


def reporter(name: str) -> Reporter:
    return importlib.import_module(f"{__name__}.{_MODULES[name]}").render  # type: ignore[no-any-return]


__all__ = ["RunInfo", "Reporter", "reporter"]
