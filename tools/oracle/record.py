"""Record the Go oracle's answers as goldens, so any machine (Go or not) replays them (tests/oracle/test_replay.py).

    python tools/oracle/build.py && python tools/oracle/record.py [release ...] [--random N] [--only OP] [--found]

--only OP (allocate, cel.eval, metadata.decode) records that op's goldens alone, asking again what they hold
besides: the others stay as they are (after a change of upstream's allocator table, `--only allocate`).

What is asked is reproducible: the tables, the known.yaml entries, and N requests of each family drawn by
hypothesis from a fixed seed (RANDOM_SEED), so the same commit and oracle build record the same goldens.
--found also folds in the counterexamples this machine's live properties met (build/oracle/found/): a choice
to make when a disagreement is worth keeping for machines without Go.

Where the release's validation oracle is built (build.py build --command dra-oracle-apiserver), it also asks it
`validate` for every seed of tests/oracle/validation.py, N random mutated objects, the known.yaml validate
entries and the counterexamples found, into golden/<release>/validate.jsonl.gz (without the prepared object).

For each release it asks the oracle: upstream's allocator table (tests/upstream/allocator/TestAllocator.yaml),
upstream's metadata-decoder table (tests/upstream/devicemetadata), the minimal request of every known.yaml entry,
with --found every counterexample the live properties met (build/oracle/found/<release>/*.jsonl), and N
requests of each family from tests/oracle/strategies.py, drawn from RANDOM_SEED. It writes tests/oracle/golden/<release>/<op>.jsonl.gz (one
{"request", "response"} a line, sorted and deduplicated) and the build it came from to golden/SOURCES.md.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path
from typing import Any

import orjson
import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.oracle import compare  # noqa: E402
from tests.oracle.client import Oracle, OracleError, binary  # noqa: E402
from tests.oracle.plugin import APISERVER  # noqa: E402

GOLDEN = ROOT / "tests" / "oracle" / "golden"
FOUND = ROOT / "build" / "oracle" / "found"  # the live properties' counterexamples (tests/oracle/record.py)
RELEASES = ("1.34", "1.35", "1.36", "1.37")


RANDOM_SEED = 0


def drawn(strategy: Any, n: int, seed: int = RANDOM_SEED) -> list[Any]:
    """Up to ``n`` values of ``strategy``, the same ones for the same seed (hypothesis's generation, seeded)."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as seeded

    out: list[Any] = []

    @seeded(seed)
    @settings(
        max_examples=n, database=None, phases=[Phase.generate], deadline=None, suppress_health_check=list(HealthCheck)
    )
    @given(strategy)
    def collect(value: Any) -> None:
        out.append(value)

    collect()
    return out


def _random(release: str, n: int) -> list[dict[str, Any]]:
    from tests.oracle.strategies import inventories, metadata_streams
    from tests.oracle.test_cel_live import cel_requests

    out = drawn(cel_requests(release), n)
    out += [compare.allocate_request(release, case) for case in drawn(inventories(release), n // 2)]
    if release >= "1.36":
        out += [{"op": "metadata.decode", "stream": stream} for stream in drawn(metadata_streams(), n // 2)]
    return out


def requests(release: str, n: int, found: bool = False) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    table = yaml.safe_load((ROOT / "tests/upstream/allocator/TestAllocator.yaml").read_text())
    out += [compare.allocate_request(release, case) for case in table["cases"] if "gap" not in case]
    if release >= "1.36":
        for name in ("TestDecodeMetadataFromStream.yaml",):
            cases = yaml.safe_load((ROOT / "tests/upstream/devicemetadata" / name).read_text())["cases"]
            out += [{"op": "metadata.decode", "stream": c["stream"]} for c in cases if "stream" in c]
    for family, entries in compare.KNOWN.items():
        out += [compare.entry_request(family, e) for e in entries or [] if e["release"] == release]
    met = FOUND / release
    for path in sorted(met.glob("*.jsonl")) if found and met.is_dir() else []:
        out += [orjson.loads(line)["request"] for line in path.read_bytes().splitlines() if line]
    return out + _random(release, n)


def validate_requests(release: str, n: int, found: bool = False) -> list[dict[str, Any]]:
    from tests.oracle.validation import NAMESPACE_LABELS, seeds, validate_requests

    out = []
    for text in seeds(release):
        seed = orjson.loads(text)
        out.append({"op": "validate", "object": seed["object"], "namespaceLabels": NAMESPACE_LABELS})
        if seed["gates"]:
            out[-1]["gates"] = seed["gates"]
    out += [e["request"] for e in compare.KNOWN.get("validate") or [] if e["release"] == release]
    met = FOUND / release / "validate.jsonl"
    if found and met.is_file():
        out += [orjson.loads(line)["request"] for line in met.read_bytes().splitlines() if line]
    return out + drawn(validate_requests(release), n)


def ask(oracle: Oracle, requests: list[dict[str, Any]], lines: dict[str, set[bytes]]) -> None:
    for request in requests:
        try:
            response = _answer(oracle, request)
        except OracleError as e:
            if e.kind in ("timeout", "unsupported", "bad-request"):
                continue  # inconclusive, or a field this release's API lacks
            raise
        if request["op"] == "validate":
            response = {k: v for k, v in response.items() if k != "prepared"}
        line = orjson.dumps({"request": request, "response": response}, option=orjson.OPT_SORT_KEYS)
        lines.setdefault(request["op"], set()).add(line)


def _answer(oracle: Oracle, request: dict[str, Any]) -> Any:
    """The oracle's answer. Where Go's map order decides the pools' (MAP_ORDER_POOLS), one of up to twelve
    answers that dra-conform agrees with, if upstream gives one (as test_allocator_live.differences accepts)."""
    if request["op"] == "validate":  # a panic in upstream's validation is the apiserver's 500 (answer_of)
        from tests.oracle.test_validation_live import answer_of

        return answer_of(oracle, request)
    fields = {k: v for k, v in request.items() if k != "op"}
    response = oracle.call(request["op"], **fields)
    if request["op"] == "allocate" and oracle.release in compare.MAP_ORDER_POOLS:
        for _ in range(11):
            if not compare.allocate_differences(oracle.release, request, response):
                break
            response = oracle.call(request["op"], **fields)
    return response


def record(release: str, n: int, only: str | None = None, found: bool = False) -> dict[str, int]:
    oracle = Oracle(release)
    hello = oracle.call("hello")
    lines: dict[str, set[bytes]] = {}
    asked = [r for r in requests(release, n, found) if only in (None, r["op"])]
    if only is not None and (GOLDEN / release / f"{only}.jsonl.gz").is_file():
        recorded = gzip.decompress((GOLDEN / release / f"{only}.jsonl.gz").read_bytes()).splitlines()
        asked += [orjson.loads(line)["request"] for line in recorded if line]
    ask(oracle, asked, lines)
    oracle.close()
    if only is None and binary(release, APISERVER).is_file():
        record_validate(release, n, lines, found)
    return write(release, hello, lines, merge=only is not None)


def record_validate(
    release: str, n: int, lines: dict[str, set[bytes]] | None = None, found: bool = False
) -> dict[str, int]:
    """The validate goldens alone (--validate-only: the core goldens stay as they are)."""
    apiserver = Oracle(release, APISERVER)
    hello = apiserver.call("hello")
    mine: dict[str, set[bytes]] = {}
    ask(apiserver, validate_requests(release, n, found), mine)
    apiserver.close()
    if lines is not None:
        lines.update(mine)
        return {}
    target = GOLDEN / release
    with gzip.GzipFile(target / "validate.jsonl.gz", "wb", mtime=0) as f:
        f.write(b"\n".join(sorted(mine["validate"])) + b"\n")
    build = orjson.loads((target / "BUILD.json").read_bytes())
    build["answers"]["validate"] = len(mine["validate"])
    build["kubernetes"] = hello["modules"]["deps"]["k8s.io/kubernetes"]
    (target / "BUILD.json").write_text(
        orjson.dumps(build, option=orjson.OPT_SORT_KEYS | orjson.OPT_INDENT_2).decode() + "\n"
    )
    return {"validate": len(mine["validate"])}


def write(release: str, hello: dict[str, Any], lines: dict[str, set[bytes]], merge: bool = False) -> dict[str, int]:
    """The goldens of the ops in ``lines``; with ``merge`` the other ops' counts stay in BUILD.json."""
    target = GOLDEN / release
    target.mkdir(parents=True, exist_ok=True)
    for op, found in lines.items():
        with gzip.GzipFile(target / f"{op}.jsonl.gz", "wb", mtime=0) as f:
            f.write(b"\n".join(sorted(found)) + b"\n")
    deps = hello["modules"]["deps"]
    counts = {op: len(v) for op, v in sorted(lines.items())}
    build_file = target / "BUILD.json"
    build = orjson.loads(build_file.read_bytes()) if merge and build_file.is_file() else {"answers": {}}
    build.update(
        {
            "release": release,
            "go": hello["modules"]["go"],
            "dynamic-resource-allocation": deps["k8s.io/dynamic-resource-allocation"],
            "cel-go": deps["github.com/google/cel-go"],
            "answers": build["answers"] | counts if merge else counts,
        }
    )
    build_file.write_text(orjson.dumps(build, option=orjson.OPT_SORT_KEYS | orjson.OPT_INDENT_2).decode() + "\n")
    return counts


def main(argv: list[str]) -> None:
    n = 200
    if "--random" in argv:
        i = argv.index("--random")
        n = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2 :]
    only = None
    if "--only" in argv:
        i = argv.index("--only")
        only = argv[i + 1]
        argv = argv[:i] + argv[i + 2 :]
    validate_only, found = "--validate-only" in argv, "--found" in argv
    argv = [a for a in argv if a not in ("--validate-only", "--found")]
    for release in argv or RELEASES:
        counts = record_validate(release, n, found=found) if validate_only else record(release, n, only, found)
        print(f"== golden {release}: {counts}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
