"""``check -j N``: files spread over N processes, this one included.

This process walks the tree and queues the files in batches as it finds them; the
helpers start on the first batches while the walk goes on, and this process takes
batches too once its walk is done, so no core waits for the walk or sits idle. The
helpers send each finished batch back and the results are put back in input order,
so the output is identical to ``-j 1``. (With a pool of N workers this process only
walked, fed and unpickled, taking CPU from the workers on a 2-core machine: a
3,000-file tree took 0.68 s that way, 0.52 s with this process working as well.)

A helper costs a fork, and each batch a round trip: ``-j auto`` starts one only for the
work queued, one helper per ``AUTO_START_BYTES`` of input (below that the run stays in
this process, never slower than ``-j 1``). Before the first helper is forked this process
checks a batch itself, so the helpers start with what checking imports and compiles.
"""

from __future__ import annotations

import os
from itertools import islice
from typing import Any, Callable, Iterable, Iterator

BATCH = 32  # files a process takes at a time: small enough to balance, large enough to pay the round trip
AUTO_MAX = 8  # -j auto uses at most this many processes: a node's metadata tree needs no more
# -j auto forks a helper per this much input queued. Measured on the bench's findings tree (11 KB
# files, 2 CPUs shared with other work): with a second process, 300 files (3.4 MB) took 1.01-1.08x
# the time of -j 1, 450-750 files (5-8.5 MB) 0.76-1.10x as the machine's load came and went,
# 1,000 files 0.97x, 1,500 files (17 MB) 0.72x, 3,000 files 0.67x.
AUTO_START_BYTES = 12 * 1024 * 1024


def auto_jobs(cgroup: str = "/sys/fs/cgroup") -> int:
    """What ``-j auto`` means: the CPUs this process may run on, within its cgroup's CPU quota.

    Linux only (1 elsewhere, where forking a helper is not always safe). A container limited
    to 2 CPUs on a 64-CPU node sees 64 in its affinity and 2 in its quota.
    """
    if not hasattr(os, "sched_getaffinity"):
        return 1
    cpus = len(os.sched_getaffinity(0))
    quota = _cgroup_quota(cgroup)
    if quota is not None:
        cpus = min(cpus, quota)
    return max(1, min(cpus, AUTO_MAX))


def _cgroup_quota(root: str) -> int | None:
    """CPUs allowed by the CFS quota (cgroup v2 cpu.max, or v1 cfs_quota_us/cfs_period_us), rounded up."""
    try:
        with open(os.path.join(root, "cpu.max")) as f:  # v2: "max 100000" or "200000 100000"
            quota, period = f.read().split()[:2]
    except (OSError, ValueError):
        try:
            with open(os.path.join(root, "cpu", "cpu.cfs_quota_us")) as f:
                quota = f.read().strip()
            with open(os.path.join(root, "cpu", "cpu.cfs_period_us")) as f:
                period = f.read().strip()
        except OSError:
            return None
    try:
        q, p = int(quota), int(period)
    except ValueError:  # "max": no quota
        return None
    return -(-q // p) if q > 0 and p > 0 else None


class WorkerError(RuntimeError):
    """A -j helper process failed or died: the run ends with this one-line message (exit 2)."""


def run(
    items: Iterable[Any],
    work: Callable[[Any], Any],
    jobs: int,
    weight: Callable[[Any], int] | None = None,
    start_at: int = 0,
) -> list[Any]:
    """``[work(item) for item in items]``, computed by up to ``jobs`` processes.

    A helper process starts once two batches are queued and, with ``weight`` (an item's bytes),
    once ``start_at`` more bytes are queued than the helpers started so far take: the process
    count follows the work queued. ``start_at`` 0: every helper at the second batch."""
    if jobs < 2:
        return [work(item) for item in items]
    done: dict[int, list[Any]] = {}
    sent: list[list[Any]] = []  # every batch walked: a helper that cannot send its results back leaves them here
    helpers: list[Any] = []
    context: Any = None
    tasks: Any = None
    finished: Any = None
    queued = 0
    try:
        for index, batch in enumerate(_batches(items)):
            sent.append(batch)
            queued += sum(map(weight, batch)) if weight is not None else 0
            if tasks is not None:
                tasks.put((index, batch))
            if len(helpers) < jobs - 1 and len(sent) >= 2 and queued >= (len(helpers) + 1) * start_at:
                if tasks is None:
                    done[0] = [work(item) for item in sent[0]]  # checked here first: the helpers fork warm
                    context, tasks, finished = _queues()
                    for waiting in range(1, len(sent)):
                        tasks.put((waiting, sent[waiting]))
                helper = context.Process(target=_helper, args=(work, tasks, finished), daemon=True)
                helper.start()
                helpers.append(helper)
        if tasks is None:  # not worth a second process
            return [work(item) for batch in sent for item in batch]
        for _ in range(len(helpers) + 1):  # one end mark for each process taking batches
            tasks.put(None)
        while (task := _take(tasks, helpers)) is not None:
            index, batch = task
            done[index] = [work(item) for item in batch]
        while len(done) < len(sent):
            index, results = _receive(finished, helpers)
            # None: the results could not be pickled (a value nested deeper than pickle recurses): done here
            done[index] = [work(item) for item in sent[index]] if results is None else results
    finally:
        if tasks is not None:
            tasks.cancel_join_thread()  # on an error, what is still queued is dropped, not waited for
        for helper in helpers:  # the CLI leaves with os._exit: nothing else would stop them
            if helper.is_alive():
                helper.terminate()
            helper.join()
    return [result for index in range(len(sent)) for result in done[index]]


def _queues() -> tuple[Any, Any, Any]:
    import multiprocessing  # imported only when a helper starts: 10 ms of a small run

    context: Any = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    return context, context.Queue(), context.Queue()


def _batches(items: Iterable[Any]) -> Iterator[list[Any]]:
    it = iter(items)
    while batch := list(islice(it, BATCH)):
        yield batch


def _helper(work: Callable[[Any], Any], tasks: Any, finished: Any) -> None:
    import pickle

    try:
        for index, batch in iter(tasks.get, None):
            results = [work(item) for item in batch]
            # Pickled here, not in the queue's feeder thread: there a failure is printed and the item
            # dropped, and the parent would wait for it forever.
            try:
                payload = pickle.dumps((index, results), pickle.HIGHEST_PROTOCOL)
            except (RecursionError, pickle.PicklingError, TypeError, ValueError):
                payload = pickle.dumps((index, None))
            finished.put(payload)
    except BaseException as exc:  # reported by the parent as its own error, in one line
        finished.put(pickle.dumps((-1, f"{type(exc).__name__}: {exc}")))
    finished.close()
    finished.join_thread()


def _dead(helpers: list[Any]) -> None:
    dead = [h for h in helpers if h.exitcode not in (None, 0)]
    if dead:
        raise WorkerError(f"a -j worker process ended with exit code {dead[0].exitcode}") from None


def _take(tasks: Any, helpers: list[Any]) -> Any:
    """The next batch for this process; a helper that died (perhaps holding the queue's lock) is an
    error, never a wait without end."""
    from queue import Empty  # imported here: a run in one process never needs it (multiprocessing has it)

    while True:
        try:
            return tasks.get(timeout=0.5)
        except Empty:
            _dead(helpers)


def _receive(finished: Any, helpers: list[Any]) -> tuple[int, list[Any] | None]:
    import pickle
    from queue import Empty

    while True:
        try:
            index, results = pickle.loads(finished.get(timeout=0.5))
        except Empty:
            _dead(helpers)
            continue
        if index < 0:
            raise WorkerError(f"in a -j worker process: {results}")
        return index, results
