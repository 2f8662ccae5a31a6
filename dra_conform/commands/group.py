"""The click group: ``dra-conform <command>``. A run imports only the module of its command
(``--help`` imports them all to list them); a new command is one module here and one line
in ``COMMANDS``."""

from __future__ import annotations

import importlib

import click

from .. import __version__
from . import version_line

# command name -> (module of this package, the click command in it)
COMMANDS = {
    "check": ("check", "check"),
    "config": ("catalogue", "show_config"),
    "explain": ("catalogue", "explain"),
    "explain-claim": ("explain_claim", "explain_claim"),
    "health-probe": ("probe", "health_probe"),
    "live": ("live", "live"),
    "merge": ("merge", "merge"),
    "poolstatus": ("poolstatus", "poolstatus"),
    "rules": ("catalogue", "rules"),
    "schemas": ("catalogue", "schemas"),
}


class _Group(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:  # a mistyped name: click suggests from the commands it holds, so all of them
            for name in COMMANDS:
                self.add_command(_load(name))
            return None
        return _load(cmd_name)


def _load(cmd_name: str) -> click.Command:
    module, name = COMMANDS[cmd_name]
    command = getattr(importlib.import_module(f"{__package__}.{module}"), name)
    assert isinstance(command, click.Command) and command.name == cmd_name, (cmd_name, command)
    return command


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", message=version_line())
def cli() -> None:
    """Conformance validator and linter for Kubernetes DRA observability data."""
