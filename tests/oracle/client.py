"""The Python side of the Go oracle (oracle/README.md): one long-running `dra-oracle` process per release,
spoken to in JSON lines.

    oracle = Oracle("1.37")                      # started on the first call, reused after
    oracle.call("cel.eval", expression=..., device={...})   # the op's result, or raises OracleError

A call waits at most `timeout` seconds (the op's own deadline is a little shorter, so upstream code stops
first); on a timeout, a crash or garbage on stdout the process is killed and the next call starts a new one.
stderr is drained on a thread so the process never blocks on a full pipe. The process runs with
GOMAXPROCS=1 and a GOMEMLIMIT, so two xdist workers times four releases stay within the machine.
"""

from __future__ import annotations

import os
import selectors
import subprocess
import threading
from collections import deque
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parents[2]
PROTOCOL = 1


def binary(release: str, command: str = "dra-oracle") -> Path:
    """Where tools/oracle/build.py puts the release's binary."""
    return ROOT / "build" / "oracle" / release / command


class OracleError(Exception):
    """The oracle did not give upstream's verdict: kind is the protocol's (bad-request, unsupported, gate,
    timeout, panic) or 'crashed' / 'missing'."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message


class Oracle:
    def __init__(self, release: str, command: str = "dra-oracle", timeout: float = 20.0) -> None:
        self.release = release
        self.path = binary(release, command)
        self.timeout = timeout
        self._proc: subprocess.Popen[bytes] | None = None
        self._drainer: threading.Thread | None = None
        self._stderr: deque[bytes] = deque(maxlen=200)
        self._next = 0
        self._buffer = b""
        self.restarts = 0

    # -- process ---------------------------------------------------------------------------------------
    def _start(self) -> subprocess.Popen[bytes]:
        if not self.path.is_file():
            raise OracleError("missing", f"{self.path} is not built (python tools/oracle/build.py {self.release})")
        env = dict(os.environ, GOMAXPROCS="1", GOMEMLIMIT="768MiB", GOTRACEBACK="single")
        proc = subprocess.Popen(
            [str(self.path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            start_new_session=True,
        )
        assert proc.stderr is not None
        self._drainer = threading.Thread(target=self._drain, args=(proc.stderr,), daemon=True)
        self._drainer.start()
        self._proc, self._buffer = proc, b""
        return proc

    def _drain(self, pipe: Any) -> None:
        for line in iter(pipe.readline, b""):
            self._stderr.append(line)

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            proc.kill()
        except ProcessLookupError:
            pass
        proc.wait()
        if self._drainer is not None:
            self._drainer.join(5)  # EOF once the process is gone
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            if pipe is not None:
                try:
                    pipe.close()
                except BrokenPipeError:
                    pass

    def stderr(self) -> str:
        return b"".join(self._stderr).decode("utf-8", "replace")

    # -- requests --------------------------------------------------------------------------------------
    def call(self, op: str, *, timeout: float | None = None, **fields: Any) -> Any:
        """The op's result; raises OracleError when the oracle answers with an error or fails."""
        answer = self.ask(op, timeout=timeout, **fields)
        if not answer.get("ok"):
            error = answer.get("error") or {}
            raise OracleError(error.get("kind", "?"), error.get("message", ""))
        return answer.get("result")

    def ask(self, op: str, *, timeout: float | None = None, **fields: Any) -> dict[str, Any]:
        """The raw answer envelope ({id, ok, result | error})."""
        limit = timeout or self.timeout
        proc = self._proc if self._proc is not None and self._proc.poll() is None else self._start()
        self._next += 1
        request = {"id": self._next, "op": op, "timeoutMs": int(limit * 1000 * 0.75), **fields}
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write(orjson.dumps(request) + b"\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            self._fail("crashed", f"writing the request: {e}")
        line = self._readline(proc, limit)
        try:
            answer = orjson.loads(line)
        except orjson.JSONDecodeError:
            self._fail("crashed", f"not a JSON answer: {line[:200]!r}")
        if answer.get("id") != self._next:
            self._fail("crashed", f"answer to request {answer.get('id')}, expected {self._next}")
        if not answer.get("ok") and (answer.get("error") or {}).get("kind") == "timeout":
            self.close()  # the op may still run inside: start afresh
        return answer  # type: ignore[no-any-return]

    def _readline(self, proc: subprocess.Popen[bytes], limit: float) -> bytes:
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                if not sel.select(limit):
                    self._fail("timeout", f"no answer within {limit} s")
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    proc.wait()
                    self._fail("crashed", f"exited with {proc.returncode}")
                self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def _fail(self, kind: str, message: str) -> Any:
        self.close()
        self.restarts += 1
        tail = self.stderr()[-2000:]
        raise OracleError(kind, f"dra-oracle {self.release}: {message}" + (f"\nstderr:\n{tail}" if tail else ""))
