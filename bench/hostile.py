"""Hostile inputs at the sizes the issue reported (issue 14), each run once: exit, seconds, peak RSS.

    python bench/hostile.py [--deadline 120] [--cap-gib 4] [NAME...]

Not a test (tests/hostile holds the promises at small sizes); this shows the growth at full size.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.hostile import generate as g  # noqa: E402
from tests.hostile.runner import run  # noqa: E402

# name -> (file name, content, extra arguments)
CASES = {
    "billion-laughs": lambda: ("laughs.yaml", g.billion_laughs(9, 9), []),
    "self-alias-map": lambda: ("self.yaml", g.self_alias_map(), []),
    "self-alias-seq": lambda: ("self.yaml", g.self_alias_seq(), []),
    "duplicate-keys-100k": lambda: ("x-metadata.json", g.duplicate_keys_metadata(100_000), []),
    "duplicate-keys-yaml-100k": lambda: ("dup.yaml", g.duplicate_keys_yaml(100_000), []),
    "identical-devices-50k": lambda: ("x-metadata.json", g.identical_devices_metadata(50_000), []),
    "identical-devices-yaml-50k": lambda: ("devs.yaml", g.identical_devices_yaml(50_000), []),
    "wide-object-300k": lambda: ("x-metadata.json", g.wide_object_metadata(300_000), []),
    "wide-object-yaml-300k": lambda: ("wide.yaml", g.wide_object_yaml(300_000), []),
    "wide-object-json-manifest-300k": lambda: ("wide.json", g.wide_object_json_manifest(300_000), []),
    "flow-sequence-1m": lambda: ("flow.yaml", g.flow_sequence(1_000_000), []),
    "documents-50k": lambda: ("docs.yaml", g.many_documents(50_000), []),
    "deep-json-100k": lambda: ("x-metadata.json", g.deep_metadata(100_000), []),
    "deep-yaml-flow-10k": lambda: ("deep.yaml", g.deep_yaml_flow(10_000), []),
    "deep-yaml-block-3k": lambda: ("deep.yaml", g.deep_yaml_block(3_000), []),
    "deep-capture-9999": lambda: ("c.jsonl", g.deep_capture(9_999), []),
    "tiny-objects-10m": lambda: ("x-metadata.json", g.tiny_objects(10_000_000), []),
    "tiny-objects-1m": lambda: ("x-metadata.json", g.tiny_objects(1_000_000), []),
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deadline", type=float, default=120.0)
    parser.add_argument("--cap-gib", type=float, default=4.0)
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    for name in args.names or CASES:
        file_name, content, extra = CASES[name]()
        with tempfile.TemporaryDirectory() as tmp:
            Path(tmp, file_name).write_bytes(content)
            del content
            result = run(
                ["check", "-j", "1", *extra, file_name],
                cwd=tmp,
                deadline=args.deadline,
                cap=int(args.cap_gib * (1 << 30)),
            )
        last = (result.err.strip().splitlines() or [""])[-1][:110]
        code = "killed" if result.code is None else result.code
        print(f"{name:32} exit {code!s:6} {result.seconds:7.2f} s {result.max_rss >> 20:6} MiB  {last}", flush=True)


if __name__ == "__main__":
    main()
