"""Upstream's validation and decode test tables (tests/upstream/**/*.yaml, format in README.md).

Every case is linted in process and its error-level findings compared with the
Go case's verdict and field paths. ``python -m tests.upstream.test_tables``
prints the agreement per table, counting `gap:` cases as they are.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from dra_conform.engine.check import check_paths, check_source
from dra_conform.model.findings import Severity
from dra_conform.model.results import Options
from dra_conform.reading import sources as inputs
from dra_conform.semantics.releases import RELEASES

HERE = Path(__file__).resolve().parent
TABLES_RELEASE = "1.37"  # the line the tables without a release: key were read from (not moved by a newer release)
METADATA_ROOT = ("var", "run", "kubernetes.io", "dra-device-attributes")
# field.ErrorType.String() of k8s.io/apimachinery/pkg/util/validation/field.
ERROR_TYPES = (
    "Invalid value",
    "Required value",
    "Too many",
    "Too long",
    "Duplicate value",
    "Unsupported value",
    "Forbidden",
    "Not found",
    "Internal error",
    "Type mismatch",
)
SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Case:
    table: str  # the YAML file, relative to this folder
    test: str
    name: str
    input: str
    spec: dict[str, Any] = field(hash=False, compare=False)

    @property
    def id(self) -> str:
        return f"{self.table}::{self.name}"


def load_tables() -> list[Case]:
    cases = []
    for table in sorted(HERE.rglob("*.yaml")):
        if table.parent.name == "allocator":
            continue  # the allocator's table has its own harness, test_allocator_table.py
        with table.open("rb") as f:
            doc = yaml.load(f, Loader=SafeLoader)
        defaults = doc.get("defaults") or {}
        release = str(doc.get("release", TABLES_RELEASE))  # the release whose branch the table was read from
        for spec in doc["cases"]:
            merged = {"kubernetes_version": release, **defaults, **spec}
            if "gates" in defaults and "gates" in spec:
                merged["gates"] = {**defaults["gates"], **spec["gates"]}
            cases.append(Case(str(table.relative_to(HERE)), doc["test"], spec["name"], doc["input"], merged))
    return cases


def error_type(message: str) -> str:
    head = message.split(":", 1)[0]
    return head if head in ERROR_TYPES else "other"


def run(case: Case, workdir: Path) -> list[tuple[str, str, str]]:
    """The (field path, error type, message) of each error-level finding dra-conform gives for the case."""
    spec = case.spec
    if "files" in spec:
        return run_tree(spec, workdir)
    text = spec["stream"] if "stream" in spec else json.dumps(spec["object"], ensure_ascii=False) + "\n"
    if case.input == "metadata":
        target = workdir.joinpath(*METADATA_ROOT, spec["path"]) if "path" in spec else workdir / "metadata.json"
    else:
        target = workdir / "case.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(text.encode())
    result = check_source(inputs.Source(str(target), str(target), True), _options(spec, case.input))
    assert result.error is None, result.error
    target.unlink()
    return [(f.field_path, error_type(f.message), f.message) for f in result.findings if upstream_error(f)]


def upstream_error(f) -> bool:  # type: ignore[no-untyped-def]
    """An error-level finding of the kind upstream's tables judge. Not the errors that are errors by
    docs/levels.md alone: an unknown field (strict field validation rejects it; the tables build Go
    objects, which have none, and the metadata decoder ignores it), and the rules that judge what
    upstream's validation does not look at (a field the apiserver's strategy drops, a pool the scheduler
    rejects, a request that can never match, a file without its request)."""
    return f.severity is Severity.ERROR and not f.message.startswith("unknown field") and f.rule_id not in LEVELS_ONLY


LEVELS_ONLY = frozenset(
    ("DRA-RS-018", "DRA-RS-019", "DRA-RS-032", "DRA-CL-011", "DRA-CL-015", "DRA-PSR-006", "DRA-PSR-009")
    + ("DRA-PSR-011", "DRA-PSR-033", "DRA-HLT-005", "DRA-MD-051")
)


def _options(spec: dict[str, Any], interpret_as: str) -> Options:
    return Options(
        kubernetes_version=str(spec.get("kubernetes_version", "1.37")),
        interpret_as=interpret_as,
        feature_gates=tuple(sorted((spec.get("gates") or {}).items())),
    )


def run_tree(spec: dict[str, Any], workdir: Path) -> list[tuple[str, str, str]]:
    """A case of several files (a request directory): each is written below the metadata root and the tree checked."""
    root = workdir.joinpath(*METADATA_ROOT)
    for rel, text in spec["files"].items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode())
    report = check_paths([str(root)], _options(spec, "auto"))
    shutil.rmtree(workdir / METADATA_ROOT[0])
    assert report.errors == [], report.errors
    return [
        (f.field_path, error_type(f.message), f.message)
        for result in report.files
        for f in result.findings
        if upstream_error(f)
    ]


def compare(expected: dict[str, Any], found: list[tuple[str, str, str]]) -> tuple[bool, bool, list[str]]:
    """(verdict agrees, paths agree, what differs) for one expectation."""
    got = [(path, kind) for path, kind, _ in found]
    verdict = "invalid" if got else "valid"
    problems = [] if verdict == expected["verdict"] else [f"verdict {verdict}, upstream {expected['verdict']}"]
    want = [(p.get("path"), p.get("type")) for p in expected.get("paths") or []]
    left = Counter(got)
    missing = []
    # Exact expectations first, then those that leave the path (decode errors) or the type open.
    for path, kind in sorted(want, key=lambda w: (w[0] is None, w[1] is None)):
        match = next((g for g in left if left[g] and path in (None, g[0]) and kind in (None, g[1])), None)
        if match:
            left[match] -= 1
        else:
            missing.append(f"{path if path is not None else '(any path)'} ({kind or 'any type'})")
    extra = [f"{p} ({t})" for (p, t), n in left.items() for _ in range(n)]
    if missing:
        problems.append("missing: " + ", ".join(missing))
    if extra:
        problems.append("extra: " + ", ".join(extra))
    return verdict == expected["verdict"], not missing and not extra, problems


CASES = load_tables()


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("upstream")


def _param(case: Case):  # type: ignore[no-untyped-def]
    marks = [pytest.mark.xfail(reason=case.spec["gap"], strict=True)] if case.spec.get("gap") else []
    return pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_case(case: Case, workdir: Path) -> None:
    expected = case.spec["dra_conform"] if case.spec.get("deliberate") else case.spec
    found = run(case, workdir)
    _, _, problems = compare(expected, found)
    assert not problems, "; ".join(problems)
    assert not detail_problems(expected, found), "; ".join(detail_problems(expected, found))


def test_every_case_is_well_formed() -> None:
    names = Counter((c.table, c.name) for c in CASES)
    assert [n for n, k in names.items() if k > 1] == []
    for case in CASES:
        spec = case.spec
        assert case.input in ("manifest", "metadata"), case.id
        assert spec["verdict"] in ("valid", "invalid"), case.id
        assert sum(k in spec for k in ("object", "stream", "files")) == 1, case.id
        assert "files" not in spec or case.input == "metadata", case.id
        assert (spec["verdict"] == "invalid") == bool(spec.get("paths")), case.id
        assert spec["kubernetes_version"] in RELEASES, case.id
        # a table of an earlier release sits in a folder named after it, and its cases are that release's
        folder = Path(case.table).parent.name
        assert folder not in RELEASES or spec["kubernetes_version"] == folder, case.id
        if spec.get("gap"):
            assert str(spec["gap"]).startswith("issue "), case.id
        if spec.get("deliberate"):
            assert "dra_conform" in spec, case.id
        for entry in spec.get("paths") or []:
            if "detail_differs" in entry:  # an override says what dra-conform prints instead, and why
                assert entry.get("detail") and set(entry["detail_differs"]) == {"ours", "why"}, case.id


def detail_problems(expected: dict[str, Any], found: list[tuple[str, str, str]]) -> list[str]:
    """The detail texts the Go case states that end none of dra-conform's messages at their path.
    An entry's ``detail_differs: {ours, why}`` names the text dra-conform prints instead, where the
    difference is documented (the table's NOTES.md)."""
    problems = []
    for entry in expected.get("paths") or []:
        if not entry.get("detail"):
            continue
        detail = entry["detail_differs"]["ours"] if "detail_differs" in entry else entry["detail"]
        if not any(path == entry.get("path") and message.endswith(detail) for path, _, message in found):
            problems.append(f"{entry.get('path')}: no message ends {detail!r}")
    return problems


def details_agree(expected: dict[str, Any], found: list[tuple[str, str, str]]) -> bool:
    """Every detail text the Go case states, as upstream states it, ends one of dra-conform's messages at that path."""
    plain = {
        **expected,
        "paths": [{k: v for k, v in e.items() if k != "detail_differs"} for e in expected.get("paths") or []],
    }
    return not detail_problems(plain, found)


def agreement() -> dict[str, list[int]]:
    """Per table: [cases, agreeing verdicts, agreeing paths, agreeing messages, deliberate] against upstream."""
    out: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for case in CASES:
            found = run(case, Path(tmp))
            verdict_ok, paths_ok, _ = compare(case.spec, found)
            row = out.setdefault(case.table, [0, 0, 0, 0, 0])
            row[0] += 1
            row[1] += verdict_ok
            row[2] += verdict_ok and paths_ok
            row[3] += verdict_ok and paths_ok and details_agree(case.spec, found)
            row[4] += bool(case.spec.get("deliberate"))
    return out


if __name__ == "__main__":
    rows = agreement()
    total = [sum(r[i] for r in rows.values()) for i in range(5)]
    width = max(len(t) for t in rows) if rows else 10
    print(f"{'table':<{width}}  cases  verdicts  paths  messages  deliberate")
    for table, (n, verdicts, paths, messages, deliberate) in [*rows.items(), ("total", total)]:
        print(f"{table:<{width}}  {n:5}  {verdicts:8}  {paths:5}  {messages:8}  {deliberate:10}")
    sys.exit(0)
