"""The command line (click), a public contract: extend it, never break it.

Owns the commands, their options and the process's exit codes (0 nothing at or above
--fail-on; 1 findings at or above it; 2 usage error, unreadable input or internal error).
May import every other package; nothing imports it. This module stays click-free: the
``--version`` fast path of ``cli.main`` imports only it and the parser backend.
"""

from __future__ import annotations

EXIT_OK, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


def version_line() -> str:
    from .. import __version__
    from ..reading.parser import BACKEND

    return f"dra-conform {__version__} (parser backend: {BACKEND})"
