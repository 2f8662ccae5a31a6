"""What dra-conform knows: `rules`, `explain`, `config`, `schemas export`."""

from __future__ import annotations

import os

import click

from .options import Failure, configuration


@click.command("config")
@click.option("--config", "config_path", type=click.Path(dir_okay=False, exists=True), help="Configuration file.")
def show_config(config_path: str | None) -> None:
    """Print the effective configuration and where each value comes from."""
    from ..engine.config import describe

    click.echo(describe(configuration(config_path, None, None, False)), nl=False)


@click.command()
@click.option("--all", "show_all", is_flag=True, help="Include rules no file can show (writer and reader behaviour).")
@click.option("--write-docs", type=click.Path(file_okay=False), help="Write one Markdown page per rule to DIR.")
def rules(show_all: bool, write_docs: str | None) -> None:
    """List the rules: id, default severity, title."""
    from ..rules import load

    if write_docs:
        from ..report.base import printable
        from ..report.rule_docs import write_pages

        try:
            written = write_pages(list(load().rules.values()), write_docs)
        except OSError as exc:  # DIR a file, a FIFO, below a file, or not writable
            raise Failure(f"cannot write {write_docs}: {exc.strerror}") from None
        for path in written:
            click.echo(printable(str(path)))  # under a directory the user named: any bytes
        return

    for rule in sorted(load().rules.values(), key=lambda r: r.id):
        if rule.checkable == "yes":
            click.echo(f"{rule.id}  {rule.severity.label:<7}  {rule.title}")
        elif show_all:
            where = "live only" if rule.checkable == "live" else "not checkable"
            click.echo(f"{rule.id}  {rule.severity.label:<7}  ({where}) {rule.title}")


@click.command()
@click.argument("rule_id", metavar="RULE")
def explain(rule_id: str) -> None:
    """Print one rule: what it checks, why, upstream source, examples.

    RULE is an id (DRA-CL-007, any case), a rule's name (selectors) or a unique prefix of an id
    (DRA-RS-018 as RS-018 or dra-rs-018); a word that names several rules lists them and exits 2."""
    from ..model.catalogue import lookup
    from ..report.rule_docs import render_rule
    from ..rules import load

    found = lookup(load().rules, rule_id)
    if not found:
        raise click.UsageError(f"unknown rule {rule_id!r}; `dra-conform rules --all` lists them")
    if len(found) > 1:
        listed = "\n".join(f"  {r.id}  {r.name}  {r.title}" for r in found)
        raise click.UsageError(f"{rule_id!r} names {len(found)} rules; give one of them:\n{listed}")
    click.echo(render_rule(found[0]), nl=False)


@click.group()
def schemas() -> None:
    """The JSON Schemas dra-conform ships."""


@schemas.command("export")
@click.argument("directory", type=click.Path(file_okay=False))
def schemas_export(directory: str) -> None:
    """Write every schema to DIRECTORY/<group>/<version>/<kind>.json (lower case, as kubeconform looks them up)."""
    from ..model import shipped
    from ..report.base import printable

    for rel in shipped.schema_files():
        target = os.path.join(directory, *shipped.export_name(rel).split("/"))
        try:  # DIRECTORY a file, a FIFO, below a file, or not writable
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(shipped.export_text(rel))
        except OSError as exc:
            raise Failure(f"cannot write {target}: {exc.strerror}") from None
        click.echo(printable(target))  # under the directory the user named: any bytes
