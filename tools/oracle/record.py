"""Record the Go oracle's answers as goldens, so any machine (Go or not) replays them (tests/oracle/test_replay.py).

    python tools/oracle/build.py && python tools/oracle/record.py [release ...] [--random N]

For each release it asks the oracle: upstream's allocator table (tests/upstream/allocator/TestAllocator.yaml),
upstream's metadata-decoder table (tests/upstream/devicemetadata), the minimal request of every known.yaml entry,
every counterexample the live properties met (build/oracle/found/<release>/*.jsonl) and N random requests of each
family from tests/oracle/strategies.py. It writes tests/oracle/golden/<release>/<op>.jsonl.gz (one
{"request", "response"} a line, sorted and deduplicated) and the build it came from to golden/SOURCES.md.
"""

from __future__ import annotations

import gzip
import sys
import warnings
from pathlib import Path
from typing import Any

import orjson
import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.oracle import compare  # noqa: E402
from tests.oracle.client import Oracle, OracleError  # noqa: E402

GOLDEN = ROOT / "tests" / "oracle" / "golden"
RELEASES = ("1.34", "1.35", "1.36", "1.37")


def _random(release: str, n: int) -> list[dict[str, Any]]:
    from hypothesis.errors import NonInteractiveExampleWarning

    from tests.oracle.strategies import inventories, metadata_streams
    from tests.oracle.test_cel_live import cel_requests

    warnings.simplefilter("ignore", NonInteractiveExampleWarning)
    out = [cel_requests(release).example() for _ in range(n)]
    out += [compare.allocate_request(release, inventories(release).example()) for _ in range(n // 2)]
    if release >= "1.36":
        out += [{"op": "metadata.decode", "stream": metadata_streams().example()} for _ in range(n // 2)]
    return out


def requests(release: str, n: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    table = yaml.safe_load((ROOT / "tests/upstream/allocator/TestAllocator.yaml").read_text())
    out += [compare.allocate_request(release, case) for case in table["cases"] if "gap" not in case]
    if release >= "1.36":
        for name in ("TestDecodeMetadataFromStream.yaml",):
            cases = yaml.safe_load((ROOT / "tests/upstream/devicemetadata" / name).read_text())["cases"]
            out += [{"op": "metadata.decode", "stream": c["stream"]} for c in cases if "stream" in c]
    for family, entries in compare.KNOWN.items():
        out += [compare.entry_request(family, e) for e in entries or [] if e["release"] == release]
    found = ROOT / "build" / "oracle" / "found" / release
    for path in sorted(found.glob("*.jsonl")) if found.is_dir() else []:
        out += [orjson.loads(line)["request"] for line in path.read_bytes().splitlines() if line]
    return out + _random(release, n)


def record(release: str, n: int) -> dict[str, int]:
    oracle = Oracle(release)
    hello = oracle.call("hello")
    lines: dict[str, set[bytes]] = {}
    for request in requests(release, n):
        try:
            response = oracle.call(request["op"], **{k: v for k, v in request.items() if k != "op"})
        except OracleError as e:
            if e.kind in ("timeout", "unsupported", "bad-request"):
                continue  # inconclusive, or a field this release's API lacks
            raise
        line = orjson.dumps({"request": request, "response": response}, option=orjson.OPT_SORT_KEYS)
        lines.setdefault(request["op"], set()).add(line)
    oracle.close()
    target = GOLDEN / release
    target.mkdir(parents=True, exist_ok=True)
    for op, found in lines.items():
        with gzip.GzipFile(target / f"{op}.jsonl.gz", "wb", mtime=0) as f:
            f.write(b"\n".join(sorted(found)) + b"\n")
    deps = hello["modules"]["deps"]
    counts = {op: len(v) for op, v in sorted(lines.items())}
    (target / "BUILD.json").write_text(
        orjson.dumps(
            {
                "release": release,
                "go": hello["modules"]["go"],
                "dynamic-resource-allocation": deps["k8s.io/dynamic-resource-allocation"],
                "cel-go": deps["github.com/google/cel-go"],
                "answers": counts,
            },
            option=orjson.OPT_SORT_KEYS | orjson.OPT_INDENT_2,
        ).decode()
        + "\n"
    )
    return counts


def main(argv: list[str]) -> None:
    n = 200
    if "--random" in argv:
        i = argv.index("--random")
        n = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2 :]
    for release in argv or RELEASES:
        print(f"== golden {release}: {record(release, n)}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
