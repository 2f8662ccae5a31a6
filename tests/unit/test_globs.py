"""The one glob matcher of excludes and ignore entries: fnmatch's answers where the two agree,
the documented meaning of `**/`, many patterns compiled together giving each pattern's own answer,
and time linear in the text on the patterns that make a backtracking matcher run forever."""

from __future__ import annotations

import fnmatch
import re
import subprocess
import sys
import tracemalloc

from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.engine.globs import Globs, matches, steps
from tests.helpers import PROJECT

# fnmatch reads "[" as a character class and "**/" as two stars and a slash; the project's globs
# read "[" as itself (field paths have brackets) and "**/" as any directories, none included.
FNMATCH_ALPHABET = "ab/.*?"
TEXT_ALPHABET = "ab/."


def reference(pattern: str) -> re.Pattern[str]:
    """The documented meaning written as a regular expression (fine on small inputs)."""
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out, i = out + "(?:.*/)?", i + 3
        elif pattern[i] == "*":
            out, i = out + ".*", i + 1
        elif pattern[i] == "?":
            out, i = out + ".", i + 1
        else:
            out, i = out + re.escape(pattern[i]), i + 1
    return re.compile(out + r"\Z", re.DOTALL)


@settings(max_examples=400, deadline=None)
@given(st.text(FNMATCH_ALPHABET, max_size=8), st.text(TEXT_ALPHABET, max_size=10))
def test_agrees_with_fnmatch_where_fnmatch_means_the_same(pattern, text):
    if "**/" in pattern:
        return  # fnmatch has no any-directories: held to the reference below
    assert matches(pattern, text) == fnmatch.fnmatchcase(text, pattern)


@settings(max_examples=400, deadline=None)
@given(st.text("ab/*?[]", max_size=9).map(lambda p: p.replace("//", "/")), st.text("ab/[]", max_size=10))
def test_agrees_with_the_documented_meaning(pattern, text):
    assert matches(pattern, text) == bool(reference(pattern).match(text))


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.text("ab/*?é\u4e00", max_size=9), max_size=5),
    st.lists(st.text("ab/é\u4e00\udcff", max_size=10), min_size=1, max_size=4),
)
def test_patterns_compiled_together_give_each_patterns_own_answer(patterns, texts):
    """One automaton for a list (an exclude list, an ignore rule's paths): each pattern's bits never
    reach another's, whatever characters they hold (above ASCII, a lone surrogate of a file name
    that is not UTF-8)."""
    together = Globs(patterns)
    for text in texts:
        alone = [i for i, p in enumerate(patterns) if reference(p).match(text)]
        assert together.matching(text) == alone
        assert together.any(text) == bool(alone)


@given(st.text("ab/*", max_size=12))
def test_runs_of_stars_and_any_directories_are_one_loop(pattern):
    """`*` matches `/`, so a run of stars and `**/` holding a star is `*`, and one of `**/` alone is
    `**/`: no loop follows a loop (one step of the closure is all of it), the language the same."""
    kinds = [kind for kind, _ in steps(pattern)]
    assert not any(a in (2, 3) and b in (2, 3) for a, b in zip(kinds, kinds[1:]))


def test_any_directories_and_brackets():
    assert matches("**/half-claim/**", "deploy/resourceclaims/half-claim/gpu/x.json")
    assert matches("**/x.json", "x.json")  # no directory at all
    assert matches("**/x.json", "a/b/x.json")
    assert not matches("**/x.json", "ax.json")  # a directory ends in "/"
    assert matches("testdata/broken/**", "testdata/broken/a/b.yaml")
    assert not matches("testdata/broken/**", "testdata/brokenx/b.yaml")
    assert matches("spec.devices[*].name", "spec.devices[12].name")  # "[" is itself
    assert not matches("spec.devices[0]", "spec.devices0")
    assert matches("a?c", "abc") and not matches("a?c", "ac")
    assert matches("", "") and not matches("", "a")


def test_hostile_pattern_against_a_long_path_is_linear():
    """`*a*a*a…b` against a long path of `a`: re (and fnmatch) try every way of splitting the path;
    the automaton has one state per step of the pattern, so each character costs at most that many."""
    pattern = "*a" * 40 + "b"
    path = "/".join(["a" * 250] * 16) + "/x.yaml"  # a 4 KiB path, PATH_MAX on Linux
    assert not matches(pattern, path)
    assert matches(pattern[:-1] + "*", path)
    assert len(steps(pattern)) == 81  # consecutive stars are one: one bit of the state per step


def test_check_exclude_with_a_hostile_glob_ends(tmp_path):
    """The same through the command line, in a child process that would never end with a backtracking
    matcher: --exclude, the configuration's exclude and an ignore entry's field glob."""
    deep = tmp_path.joinpath(*(["a" * 200] * 5))
    deep.mkdir(parents=True)
    (deep / "claim.yaml").write_text(
        "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: Bad_Name, namespace: default}\n"
        "spec: {devices: {requests: [{name: gpu, exactly: {deviceClassName: gpu.example.com}}]}}\n"
    )
    hostile = "*a" * 40 + "b"
    config = tmp_path.parent / f"{tmp_path.name}-config.yaml"
    config.write_text(
        f'exclude: ["{hostile}"]\nignore:\n  - rule: DRA-CL-001\n    field: "{hostile}"\n    paths: ["{hostile}"]\n'
    )
    out = subprocess.run(
        [sys.executable, "-m", "dra_conform", "check", "--config", str(config), "--exclude", hostile, str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        timeout=120,  # a hang detector, not a speed test: the run takes well under a second
        env={"PYTHONPATH": str(PROJECT)},
    )
    assert out.returncode == 1, out.stderr
    assert b"DRA-CL-001" in out.stdout  # nothing matched, nothing left out
    excluded = subprocess.run(
        [sys.executable, "-m", "dra_conform", "check", "--exclude", "*a" * 40 + "*", str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        timeout=120,
        env={"PYTHONPATH": str(PROJECT)},
    )
    assert excluded.returncode == 0
    assert b"excluded by --exclude or the configuration" in excluded.stderr


def test_thousands_of_patterns_and_characters_compile_in_memory_linear_in_them():
    """3,000 globs, and one glob of 20,000 distinct characters: a character's steps are found from
    its code's bits (21 masks), not from a mask per character, which would take memory quadratic
    in the patterns."""
    many = Globs([f"deploy/team-{i}/*/x{i}*.yaml" for i in range(3000)] + ["**/keep-*.yaml"])
    assert many.matching("deploy/team-17/a/x17-1.yaml") == [17]
    assert many.matching("deploy/a/b/keep-1.yaml") == [3000] and not many.any("deploy/team-17/x17.yaml")
    wide = "".join(chr(0x4E00 + i) for i in range(20_000))
    tracemalloc.start()
    try:
        one = Globs(["*" + wide, wide[:5] + "?"])
        assert one.matching("x" + wide) == [0] and one.matching(wide[:6]) == [1] and not one.any(wide[1:])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 12_000_000, peak  # its steps take 5 MB on the way; a mask per character, 50 MB more
