"""Counterexamples found by the live properties, kept for tools/oracle/record.py to fold into the goldens.

Every disagreement a live property meets is appended to build/oracle/found/<release>/<op>.jsonl (request and
upstream's answer); `python tools/oracle/record.py` re-asks the oracle and adds them to
tests/oracle/golden/<release>/<op>.jsonl.gz, so the replay keeps them on machines without Go.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import orjson

FOUND = Path(__file__).resolve().parents[2] / "build" / "oracle" / "found"


def counterexample(release: str, request: dict[str, Any], answer: Any, diff: list[str] | None) -> None:
    if not diff:
        return
    target = FOUND / release / f"{request['op']}.jsonl"
    target.parent.mkdir(parents=True, exist_ok=True)
    line = orjson.dumps({"request": request, "response": answer, "ours": diff}, option=orjson.OPT_SORT_KEYS)
    with open(target, "ab") as f:  # one write per line: xdist workers append whole lines
        os.write(f.fileno(), line + b"\n")
