"""The process entry point: the fast ``--version``, then the click group; never a traceback.

Exit codes (see the package docstring): 0 nothing at or above --fail-on; 1 findings at or
above it; 2 usage error, unreadable input or internal error (one line on stderr).
"""

from __future__ import annotations

import gc
import io
import os
import sys

from . import EXIT_ERROR, EXIT_FINDINGS, EXIT_OK, version_line

__all__ = ["EXIT_ERROR", "EXIT_FINDINGS", "EXIT_OK", "exit_status", "main", "run"]

VERSION_ONLY = ["--version"]  # the arguments main() answers without click


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if args == VERSION_ONLY:  # fast path: no click, no catalogue
        print(version_line())
        raise SystemExit(EXIT_OK)
    try:
        import click

        from .group import cli

        try:
            # The raw arguments let --format/--output pair up by position (see options.report_pairs).
            code = cli.main(args=args, prog_name="dra-conform", standalone_mode=False, obj={"argv": list(args)})
        except click.ClickException as exc:  # usage errors quote arguments: escaped like every other line
            shown = io.StringIO()
            exc.show(file=shown)
            sys.stderr.write(_printable_lines(shown.getvalue()))
            raise SystemExit(exc.exit_code) from None
        except click.exceptions.Abort:
            raise KeyboardInterrupt from None
        raise SystemExit(code if isinstance(code, int) else EXIT_OK)
    except KeyboardInterrupt:
        print("dra-conform: interrupted", file=sys.stderr)
        raise SystemExit(EXIT_ERROR) from None
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(EXIT_ERROR) from None
    except SystemExit:
        raise
    except MemoryError:  # a limit set on the process (ulimit -v, a container's memory) was reached
        if os.environ.get("DRA_CONFORM_DEBUG") == "1":
            raise
        print("dra-conform: out of memory", file=sys.stderr)
        raise SystemExit(EXIT_ERROR) from None
    except Exception as exc:  # never a traceback for users; DRA_CONFORM_DEBUG=1 shows it
        if os.environ.get("DRA_CONFORM_DEBUG") == "1":
            raise
        print(_printable_lines(f"dra-conform: internal error: {type(exc).__name__}: {exc}"), file=sys.stderr)
        raise SystemExit(EXIT_ERROR) from None


def _printable_lines(text: str) -> str:
    from ..report.base import printable

    return "\n".join(printable(line) for line in text.split("\n"))


def run() -> None:
    """The process entry point (console script, `python -m dra_conform`, zipapp): main(), then a quick exit.

    A 10 MB manifest leaves millions of objects; the interpreter's orderly teardown would free
    them one by one (4-6 s on a 100 MB dump, more than the check itself). Reports are written
    and closed by then, so flushing the standard streams is all that is left to do.
    """
    if sys.argv[1:] != VERSION_ONLY:
        _import_commands()
    try:
        main()
        code = EXIT_OK
    except SystemExit as exc:
        code = exit_status(exc)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        code = EXIT_ERROR
    os._exit(code)


def exit_status(exc: SystemExit) -> int:
    """The process's exit status for a SystemExit, as Python's own exit makes it: an int as it is, None
    0, a text 1 (the text said on stderr), anything else 1. The tests' in-process runs end the same way."""
    if isinstance(exc.code, int):
        return exc.code
    if exc.code is None:
        return EXIT_OK
    if isinstance(exc.code, str):
        print(exc.code, file=sys.stderr)
    return 1


def _import_commands() -> None:
    """Import click and the group with the cyclic collector paused: what they make lives as long as
    the process, and the collector's twenty passes over it took 2.3 ms of every start, for nothing to
    collect. What was made is then frozen (never scanned again), and the collector runs as it always
    does. At a process's start only (run): main() in a test's process must not freeze its objects."""
    gc.disable()
    try:
        import click  # noqa: F401

        from . import group  # noqa: F401
    except Exception:  # main() imports them again, and says what failed
        pass
    finally:
        gc.freeze()
        gc.enable()
