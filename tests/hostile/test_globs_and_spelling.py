"""Globs and "did you mean" at the sizes that made them quadratic: one 6 KB `**/` glob, and 3,000
short ones, over 600 files (as a directory and as pre-commit's file list), in every place a glob
is read (the configuration's `exclude`, `check --exclude`, an `ignore` entry's `paths` and
`field`); and 64,000 published attribute names with 64 misspelt selectors. Each run stays within
the CPU bound and gives the answer the plain, slow matcher and search give."""

from __future__ import annotations

import json
from pathlib import Path

from .runner import assert_sane, run

FILES = 600
TEAMS = 20


def tree(root: Path) -> list[str]:
    """600 ResourceSlices, each with one DRA-RS-010 finding at spec.devices[0].name, file i under
    tree/team-<i % 20>/slices/; their paths, as pre-commit lists them."""
    paths = []
    for i in range(FILES):
        path = Path("tree", f"team-{i % TEAMS}", "slices", f"slice-{i:03d}.yaml")
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(
            "apiVersion: resource.k8s.io/v1\nkind: ResourceSlice\n"
            f"metadata:\n  name: s{i}\nspec:\n  driver: gpu.example.com\n  nodeName: node-{i}\n"
            f"  pool: {{name: p{i}, generation: 1, resourceSliceCount: 1}}\n  devices: [{{name: Bad_Name}}]\n"
        )
        paths.append(str(path))
    return paths


def checked(root: Path, *args: str) -> tuple[dict, str]:
    """A JSON run within the bounds: its report and its stderr."""
    result = assert_sane(run(["check", "-j", "1", "--format", "json", *args], root), codes=(0, 1), human=False)
    return json.loads(result.stdout), result.err


def reported(report: dict) -> list[str]:
    return sorted(f["file"] for f in report["findings"] if f["ruleId"] == "DRA-RS-010")


# 2,000 `**/` (6 KB) before a name: each `**/` had a state of its own, all of them live at every
# character of every path (54 s over 600 files).
LONG = "**/" * 2000 + "slice-00?.yaml"
LONG_FIELD = "**/" * 2000 + "spec.devices[0].*"
NEVER = "**/a" * 1500 + "x"  # 6 KB whose loops do not merge: 4,500 states, none past the first "a"


def test_one_6_kb_any_directories_glob_over_600_files_everywhere_a_glob_is_read(tmp_path):
    paths = tree(tmp_path)
    first_ten = [p for p in paths if Path(p).name < "slice-010.yaml"]
    (tmp_path / "exclude.yaml").write_text(json.dumps({"exclude": [NEVER, LONG]}))
    (tmp_path / "ignore.yaml").write_text(
        json.dumps({"ignore": [{"rule": "DRA-RS-010", "paths": [NEVER, LONG], "field": LONG_FIELD}]})
    )
    for given in (["tree"], paths):  # a directory, and pre-commit's list of files
        by_config, _ = checked(tmp_path, "--config", "exclude.yaml", *given)
        assert reported(by_config) == sorted(set(paths) - set(first_ten))
        by_flag, _ = checked(tmp_path, "--exclude", NEVER, "--exclude", LONG, *given)
        assert reported(by_flag) == reported(by_config)
        ignored, err = checked(tmp_path, "--config", "ignore.yaml", *given)
        assert reported(ignored) == reported(by_config) and "unused suppression" not in err, err[-500:]


def test_3000_short_globs_in_exclude_and_ignore_over_600_files(tmp_path):
    paths = tree(tmp_path)
    excludes = [f"tree/team-{i}/*/slice-{i:03d}*.yaml" for i in range(3000)]  # team-i holds slice-i for i < 20
    (tmp_path / "exclude.yaml").write_text(json.dumps({"exclude": excludes}))
    ignores = [
        {"rule": "DRA-RS-010", "paths": [f"tree/team-{i % TEAMS}/*/slice-{i:03d}.yaml"]}
        | ({"field": "spec.devices[*].name"} if i % 2 else {})
        for i in range(3000)  # entry i covers file i: the first 600 are used, the others said unused
    ]
    (tmp_path / "ignore.yaml").write_text(json.dumps({"ignore": ignores}))
    for given in (["tree"], paths):
        excluded, _ = checked(tmp_path, "--config", "exclude.yaml", *given)
        assert reported(excluded) == sorted(paths[TEAMS:])
        by_flags, _ = checked(tmp_path, *[a for glob in excludes[:1000] for a in ("--exclude", glob)], *given)
        assert reported(by_flags) == reported(excluded)
        ignored, err = checked(tmp_path, "--config", "ignore.yaml", *given)
        assert reported(ignored) == []
        unused = [line for line in err.splitlines() if "unused suppression" in line]
        assert unused == [
            f"dra-conform: ignore.yaml: unused suppression: ignore[{i}] (DRA-RS-010) matched nothing"
            for i in range(FILES, 3000)
        ]


def published(names: int) -> str:
    """ResourceSlices of one pool whose devices publish ``names`` attribute names of gpu.example.com
    (32 a device, upstream's bound): `model`, and a<slice><device><n>x."""
    slices, per_slice = [], 128
    devices = -(-names // 31)
    for s in range(-(-devices // per_slice)):
        listed = []
        for d in range(s * per_slice, min(devices, (s + 1) * per_slice)):
            attributes = "".join(f"        a{d:04d}{n:02d}x: {{string: v}}\n" for n in range(31))
            listed.append(f"    - name: dev-{d}\n      attributes:\n        model: {{string: m}}\n{attributes}")
        slices.append(
            f"apiVersion: resource.k8s.io/v1\nkind: ResourceSlice\nmetadata:\n  name: s{s}\nspec:\n"
            f"  driver: gpu.example.com\n  nodeName: node-1\n"
            f"  pool: {{name: p, generation: 1, resourceSliceCount: {-(-devices // per_slice)}}}\n"
            "  devices:\n" + "".join(listed)
        )
    return "---\n".join(slices)


def misspelt_claims(count: int) -> str:
    """A DeviceClass, and ``count`` claims each with a selector reading a name no device publishes
    but one close to it: the last reads `modle`."""
    docs = [
        "apiVersion: resource.k8s.io/v1\nkind: DeviceClass\nmetadata: {name: gpu.example.com}\n"
        "spec:\n  selectors:\n  - cel: {expression: 'device.driver == \"gpu.example.com\"'}\n"
    ]
    for i in range(count):
        name = "modle" if i == count - 1 else f"a{i:04d}{i % 31:02d}y"
        docs.append(
            f"apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {{name: c{i}, namespace: default}}\n"
            "spec:\n  devices:\n    requests:\n    - name: gpu\n      exactly:\n"
            "        deviceClassName: gpu.example.com\n        selectors:\n"
            f"""        - cel: {{expression: 'device.attributes["gpu.example.com"].{name} == "v"'}}\n"""
        )
    return "---\n".join(docs)


def test_64000_published_names_and_64_misspelt_selectors(tmp_path):
    """Each misspelt selector was compared with every published name (0.35 s each, 26 s in all);
    now with at most spelling.COMPARED of them, and `modle` still gets `model`."""
    (tmp_path / "slices.yaml").write_text(published(64_000))
    (tmp_path / "claims.yaml").write_text(misspelt_claims(64))
    report, _ = checked(tmp_path, "slices.yaml", "claims.yaml")
    hints = [f["message"] for f in report["findings"] if "did you mean" in f["message"]]
    assert len(hints) == 64, [f["message"][:200] for f in report["findings"]][:5]
    assert hints[-1].endswith(
        "(no device of the run publishes attributes gpu.example.com/modle; did you mean `model`?)"
    )
