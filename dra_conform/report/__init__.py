"""Output formats. Each reporter turns a Report into the text of one output file."""

from __future__ import annotations

from typing import Callable

from ..engine import Report
from . import github, json_report, junit, sarif, text
from .base import RunInfo

Reporter = Callable[[Report, RunInfo], str]

REPORTERS: dict[str, Reporter] = {
    "text": text.render,
    "json": json_report.render,
    "sarif": sarif.render,
    "github": github.render,
    "junit": junit.render,
}

__all__ = ["REPORTERS", "RunInfo", "Reporter"]
