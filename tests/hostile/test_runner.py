"""The hostile runner catches what it promises to catch: a run that computes forever is killed at
the CPU bound (also when the computing is done by a helper while the command itself waits), a run
that blocks without computing is killed at the wall-clock bound, and neither leaves a process
behind. Small bounds keep these runs short; the runner applies the same code at 10 s and 60 s.
"""

from __future__ import annotations

import os
import sys

import pytest

from tests.hostile.runner import CPU_BOUND, WALL_BOUND, assert_sane, launch, raw_html, sarif_errors


def python(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_quick_run_reports_its_exit_code_and_its_time(tmp_path):
    result = launch(python("import sys; print('hi'); sys.exit(3)"), tmp_path)
    assert (result.code, result.killed, result.stdout) == (3, None, b"hi\n")
    assert 0 < result.cpu_seconds < CPU_BOUND and result.seconds < WALL_BOUND


def test_a_busy_loop_is_killed_at_the_cpu_bound(tmp_path):
    result = launch(python("while True: pass"), tmp_path, cpu_bound=0.2, wall_bound=120)
    assert (result.code, result.killed) == (None, "cpu")
    assert result.cpu_seconds >= 0.2


def test_a_helper_spinning_while_the_command_waits_counts_as_the_commands_cpu(tmp_path):
    """The -j case: the parent blocks in wait() using no CPU, its forked child spins. Only the
    group's CPU time reaches the bound; the wall bound is far away. The helper is gone afterwards."""
    spin = "import os\nif os.fork() == 0:\n    print(os.getpid(), flush=True)\n    while True: pass\nos.wait()\n"
    result = launch(python(spin), tmp_path, cpu_bound=0.2, wall_bound=120)
    assert (result.code, result.killed) == (None, "cpu")
    assert not alive(int(result.stdout))


def test_a_blocked_run_is_killed_at_the_wall_bound(tmp_path):
    """Opening a FIFO no one writes to blocks forever and uses no CPU."""
    os.mkfifo(tmp_path / "fifo")
    result = launch(python("open('fifo').read()"), tmp_path, cpu_bound=10, wall_bound=1)
    assert (result.code, result.killed) == (None, "wall")
    assert result.seconds >= 1 and result.cpu_seconds < 10


def test_a_killed_run_fails_assert_sane_with_both_figures(tmp_path):
    result = launch(python("while True: pass"), tmp_path, cpu_bound=0.2, wall_bound=120)
    with pytest.raises(
        AssertionError, match=r"killed at the cpu bound \(10 s CPU, 60 s wall\) after .* s wall, .* s CPU"
    ):
        assert_sane(result)


@pytest.mark.parametrize(
    ("markdown", "found"),
    [
        ("- a <img src=x> b", ["<img src=x"]),
        ("- field `<script>` and \\`<b>\\`", ["<b"]),  # an escaped backtick opens no code span
        ("- a ``x ` <i>`` b", []),
        ("  ```\n  <script>\n  ```\n</summary><details>x &lt;b&gt;", []),
        ("```\nnever closed <b>", []),
        ("- <details><summary>nodes</summary>a, b</details>", []),
    ],
)
def test_raw_html_is_what_a_renderer_takes_for_html(markdown, found):
    assert raw_html(markdown) == found


def sarif_log(count: int) -> dict:
    results = [
        {
            "ruleId": "DRA-MD-026",
            "level": "error",
            "message": {"text": f"finding {i}"},
            "locations": [
                {"physicalLocation": {"artifactLocation": {"uri": "a.json"}, "region": {"startLine": i + 1}}}
            ],
            "partialFingerprints": {"draConform/v1": f"{i:032x}"},
        }
        for i in range(count)
    ]
    return {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "dra-conform"}}, "results": results}]}


@pytest.mark.parametrize(
    ("where", "value", "error"),
    [
        (("locations", 0, "physicalLocation", "region", "startLine"), 0, "less than the minimum of 1"),
        (("level",), "fatal", "is not one of"),
        (("rank",), 101, "greater than the maximum"),
        (("message", "text"), 5, "is not of type 'string'"),
        (("message",), {}, "not valid under any of the given schemas"),  # anyOf: text or id required
        (("locations", 0, "physicalLocation", "artifactLocation", "uri"), 7, "is not of type 'string'"),
    ],
    ids=lambda v: str(v)[:30],
)
def test_one_bad_result_among_thousands_alike_is_found(where, value, error):
    """sarif_errors validates one result per shape: one that breaks the schema has a shape of its own."""
    log = sarif_log(3000)
    assert sarif_errors(log) == []
    target = log["runs"][0]["results"][1234]
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    (found,) = sarif_errors(log)
    assert error in found, found
