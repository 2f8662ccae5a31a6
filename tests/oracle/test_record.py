"""tools/oracle/record.py asks the oracle the same requests on every run: its random ones are drawn from a seed."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def _record() -> Any:
    spec = importlib.util.spec_from_file_location("record_tool", ROOT / "tools" / "oracle" / "record.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_random_requests_are_the_same_for_the_same_seed_and_others_for_another() -> None:
    from tests.oracle.validation import validate_requests

    record = _record()
    first = record.drawn(validate_requests("1.37"), 12)
    assert len(first) == 12
    assert record.drawn(validate_requests("1.37"), 12) == first
    assert record.drawn(validate_requests("1.37"), 12, seed=1) != first


def test_the_counterexamples_met_are_folded_in_only_when_asked(tmp_path: Path, monkeypatch: Any) -> None:
    record = _record()
    monkeypatch.setattr(record, "_random", lambda release, n: [])
    monkeypatch.setattr(record, "FOUND", tmp_path)
    (tmp_path / "1.37").mkdir()
    met = {"op": "cel.compile", "expression": "met == 1"}
    (tmp_path / "1.37" / "cel.jsonl").write_text('{"request": {"op": "cel.compile", "expression": "met == 1"}}\n')
    assert met not in record.requests("1.37", 0)
    assert met in record.requests("1.37", 0, found=True)
