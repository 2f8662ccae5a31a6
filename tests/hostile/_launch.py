"""Started by runner.run: runs one command under an address-space cap and a deadline, then prints
``exit-code max-rss seconds`` (exit code "killed" at the deadline).

A separate small process, because Linux carries a parent's peak RSS over fork and exec into the
child's ru_maxrss: forked from pytest, the command would seem to use pytest's memory too.
"""

import os
import resource
import signal
import sys
import time

cap, deadline, report, *command = sys.argv[1:]


def limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (int(cap), int(cap)))
    os.setsid()  # its own process group: the deadline kills it and its -j helpers together


start = time.monotonic()
pid = os.fork()
if pid == 0:
    try:
        limit()
        os.execv(command[0], command)
    finally:
        os._exit(127)
code = "killed"
while True:
    done, status, usage = os.wait4(pid, os.WNOHANG)
    if done:
        code = str(os.waitstatus_to_exitcode(status))
        break
    if time.monotonic() - start > float(deadline):
        os.killpg(pid, signal.SIGKILL)
        _, _, usage = os.wait4(pid, 0)
        break
    time.sleep(0.005)
seconds = time.monotonic() - start
try:  # -j helpers left behind would be a hang by another name
    os.killpg(pid, signal.SIGKILL)
except (ProcessLookupError, PermissionError):
    pass
with open(report, "w") as f:
    f.write(f"{code} {usage.ru_maxrss * 1024} {seconds}\n")
