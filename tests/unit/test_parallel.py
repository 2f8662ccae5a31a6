"""check -j N: every process takes batches from a shared counter; results come back in input order."""

from __future__ import annotations

import os
import time

import pytest

from dra_conform.engine import parallel
from tests.helpers import needs

PARENT = os.getpid()


def square_with_pid(n):
    time.sleep(0.001)  # slow enough that the helpers start before this process has taken every batch
    return n * n, os.getpid()


def fail_in_a_helper(n):
    time.sleep(0.001)
    if os.getpid() != PARENT:
        raise ValueError(f"bad item {n}")
    return n


def die_in_a_helper(n):
    time.sleep(0.001)
    if os.getpid() != PARENT:
        os._exit(9)  # a worker killed mid-run (OOM killer, segfault)
    return n


def test_results_in_input_order_from_several_processes():
    items = list(range(40 * parallel.BATCH))
    out = parallel.run(items, square_with_pid, jobs=3)
    assert [value for value, _ in out] == [n * n for n in items]
    assert os.getpid() in {pid for _, pid in out}  # this process works too, once its walk is done
    assert len({pid for _, pid in out}) > 1


def test_one_process_or_one_batch_stays_here():
    assert {pid for _, pid in parallel.run(list(range(5)), square_with_pid, jobs=4)} == {os.getpid()}
    assert {pid for _, pid in parallel.run(list(range(100)), square_with_pid, jobs=1)} == {os.getpid()}


def test_an_error_in_a_worker_is_raised_here_in_one_line():
    with pytest.raises(RuntimeError, match=r"in a -j worker process: ValueError: bad item \d+$"):
        parallel.run(list(range(20 * parallel.BATCH)), fail_in_a_helper, jobs=2)


def test_a_worker_that_dies_is_an_error_not_a_hang():
    with pytest.raises(RuntimeError, match="exit code 9"):
        parallel.run(list(range(20 * parallel.BATCH)), die_in_a_helper, jobs=2)


@needs(hasattr(os, "sched_getaffinity"), "sched_getaffinity(2) (-j auto is 1 without Linux's affinity call)")
def test_auto_jobs_is_the_usable_cpus_within_the_cgroup_quota(tmp_path):
    cpus = len(os.sched_getaffinity(0))
    assert parallel.auto_jobs(str(tmp_path / "none")) == min(cpus, parallel.AUTO_MAX)  # no cgroup files
    (tmp_path / "cpu.max").write_text("max 100000\n")  # v2, no quota
    assert parallel.auto_jobs(str(tmp_path)) == min(cpus, parallel.AUTO_MAX)
    (tmp_path / "cpu.max").write_text("50000 100000\n")  # half a CPU: still one process
    assert parallel.auto_jobs(str(tmp_path)) == 1
    (tmp_path / "cpu.max").write_text(f"{150000 * 64} 100000\n")  # more than there are: affinity and the cap win
    assert parallel.auto_jobs(str(tmp_path)) == min(cpus, parallel.AUTO_MAX)
    v1 = tmp_path / "v1"
    (v1 / "cpu").mkdir(parents=True)
    (v1 / "cpu" / "cpu.cfs_quota_us").write_text("100000\n")
    (v1 / "cpu" / "cpu.cfs_period_us").write_text("100000\n")
    assert parallel.auto_jobs(str(v1)) == 1
    (v1 / "cpu" / "cpu.cfs_quota_us").write_text("-1\n")  # v1, no quota
    assert parallel.auto_jobs(str(v1)) == min(cpus, parallel.AUTO_MAX)


def test_helpers_follow_the_work_queued():
    items = list(range(10 * parallel.BATCH))
    # Weighed: one helper per 4 batches' worth; below the first threshold the run stays here.
    few = parallel.run(
        items[: 3 * parallel.BATCH], square_with_pid, jobs=4, weight=lambda n: 1, start_at=4 * parallel.BATCH
    )
    assert {pid for _, pid in few} == {os.getpid()}
    many = parallel.run(items, square_with_pid, jobs=4, weight=lambda n: 1, start_at=4 * parallel.BATCH)
    assert [value for value, _ in many] == [n * n for n in items]
    assert 1 < len({pid for _, pid in many}) <= 3  # this process and at most two helpers for 10 batches
