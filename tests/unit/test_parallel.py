"""check -j N: every process takes batches from a shared counter; results come back in input order."""

from __future__ import annotations

import os
import time

import pytest

from dra_conform import parallel


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
