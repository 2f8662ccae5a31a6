"""Started by runner.launch: runs one command under an address-space cap, a CPU-time bound and a
wall-clock bound, then prints ``outcome exit-code max-rss wall-seconds cpu-seconds``.

``outcome`` is ``exited``, ``cpu`` (killed at the CPU bound) or ``wall`` (killed at the wall bound).
The promise "bounded time" is judged on CPU time, the user+system time of the whole process group
(the command and its -j helpers): on a loaded 2-core machine wall time stretches with what others
run, CPU time does not. A process that blocks (a FIFO with no writer, a read that never returns)
uses no CPU, so a much larger wall-clock bound still catches it.

A separate small process, because Linux carries a parent's peak RSS over fork and exec into the
child's ru_maxrss: forked from pytest, the command would seem to use pytest's memory too.
"""

import math
import os
import resource
import select
import signal
import sys
import time
from collections.abc import Iterator

cap, cpu_bound, wall_bound, report, *command = sys.argv[1:]
CPU_BOUND = float(cpu_bound)
WALL_BOUND = float(wall_bound)
TICK = os.sysconf("SC_CLK_TCK")
POLL = 0.1  # seconds between two readings of the group's CPU time


def limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (int(cap), int(cap)))
    # A backstop per process, should the readings below miss a process: SIGXCPU past the bound, SIGKILL a second later.
    soft = math.ceil(CPU_BOUND) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 1))
    os.setsid()  # its own process group: the bounds kill it and its -j helpers together


def _group_stats(group: int) -> Iterator[list[bytes]]:
    """The /proc/<pid>/stat fields after the command's name of every process in ``group``: state ppid pgrp
    session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ... (proc(5), 3 on)."""
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                fields = f.read().rpartition(b")")[2].split()
        except OSError:  # ended meanwhile
            continue
        if len(fields) > 14 and int(fields[2]) == group:
            yield fields


def group_cpu(group: int) -> float:
    """User+system seconds of every live process in ``group``, with the helpers each has reaped
    (cutime, cstime): a helper counts while it runs, then in its parent's children's time."""
    return sum(sum(int(v) for v in fields[11:15]) for fields in _group_stats(group)) / TICK


def kill_group(group: int) -> None:
    try:  # -j helpers left behind would be a hang by another name
        os.killpg(group, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def group_alive(group: int) -> bool:
    """Whether a process of the group still runs (a zombie does not: its parent, or init, reaps it)."""
    return any(fields[0] != b"Z" for fields in _group_stats(group))


def end_group(group: int) -> None:
    """SIGKILL the group and wait until none of it runs: the signal is delivered when each process is next
    scheduled, so on a loaded machine a helper may run a moment past the kill (bounded: a second)."""
    kill_group(group)
    deadline = time.monotonic() + 1.0
    while group_alive(group) and time.monotonic() < deadline:
        time.sleep(0.01)


start = time.monotonic()
pid = os.fork()
if pid == 0:
    try:
        limit()
        os.execv(command[0], command)
    finally:
        os._exit(127)
ended = select.poll()
ended.register(os.pidfd_open(pid), select.POLLIN)  # readable once the child has ended: no busy polling
outcome, cpu = "exited", 0.0
while not ended.poll(POLL * 1000):
    if time.monotonic() - start > WALL_BOUND:
        outcome = "wall"
    else:
        cpu = group_cpu(pid)
        if cpu > CPU_BOUND:
            outcome = "cpu"
    if outcome != "exited":
        kill_group(pid)
        break
_, status, usage = os.wait4(pid, 0)
wall = time.monotonic() - start
end_group(pid)
cpu = max(cpu, usage.ru_utime + usage.ru_stime)  # the command and the helpers it reaped
if outcome == "exited" and os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGXCPU:
    outcome = "cpu"  # the per-process backstop fired first
code = os.waitstatus_to_exitcode(status)
with open(report, "w") as f:
    f.write(f"{outcome} {code} {usage.ru_maxrss * 1024} {wall} {cpu}\n")
