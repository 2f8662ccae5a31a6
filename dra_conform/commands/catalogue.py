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


def _release_option(what: str):  # type: ignore[no-untyped-def]
    from ..semantics.releases import RELEASES

    return click.option("--kubernetes-version", "release", type=click.Choice(RELEASES), default=None, help=what)


@click.command()
@click.option("--all", "show_all", is_flag=True, help="Include rules no file can show (writer and reader behaviour).")
@click.option("--write-docs", type=click.Path(file_okay=False), help="Write one Markdown page per rule to DIR.")
@_release_option("Mark the rules that do not apply to this Kubernetes release (and from which release they do).")
def rules(show_all: bool, write_docs: str | None, release: str | None) -> None:
    """List the rules: id, default severity, title."""
    from ..rules import applicability, load

    catalog = load()
    if write_docs:
        from ..model.written import WriteError
        from ..report.base import printable
        from ..report.rule_docs import write_pages

        try:
            written = write_pages(list(catalog.rules.values()), write_docs, applicability.every_rule(catalog))
        except OSError as exc:  # DIR a file, a FIFO, below a file, or not writable
            raise Failure(f"cannot write {write_docs}: {exc.strerror}") from None
        except WriteError as exc:  # a FIFO, a device or a link at a page's path
            raise Failure(str(exc)) from None
        for path in written:
            click.echo(printable(str(path)))  # under a directory the user named: any bytes
        return

    checks = catalog.checks if release else {}
    for rule in sorted(catalog.rules.values(), key=lambda r: r.id):
        mark = ""
        if release and not applicability.applies(rule.id, checks.get(rule.id), release):
            first = applicability.first_release(rule.id, checks.get(rule.id))
            mark = f"(not on {release}{f': from {first}' if first else ''}) "
        if rule.checkable == "yes":
            click.echo(f"{rule.id}  {rule.severity.label:<7}  {mark}{rule.title}")
        elif show_all:
            where = "live only" if rule.checkable == "live" else "not checkable"
            click.echo(f"{rule.id}  {rule.severity.label:<7}  ({where}) {mark}{rule.title}")


@click.command()
@click.argument("rule_id", metavar="RULE")
@_release_option("Say how the rule applies to this Kubernetes release only (default: every supported release).")
def explain(rule_id: str, release: str | None) -> None:
    """Print one rule: what it checks, why, upstream source, examples.

    RULE is an id (DRA-CL-007, any case), a rule's name (selectors) or a unique prefix of an id
    (DRA-RS-018 as RS-018 or dra-rs-018); a word that names several rules lists them and exits 2."""
    from ..model.catalogue import lookup
    from ..report.rule_docs import render_rule
    from ..rules import applicability, load

    catalog = load()
    found = lookup(catalog.rules, rule_id)
    if not found:
        raise click.UsageError(f"unknown rule {rule_id!r}; `dra-conform rules --all` lists them")
    if len(found) > 1:
        listed = "\n".join(f"  {r.id}  {r.name}  {r.title}" for r in found)
        raise click.UsageError(f"{rule_id!r} names {len(found)} rules; give one of them:\n{listed}")
    rule = found[0]
    check = catalog.checks.get(rule.id)
    lines = applicability.lines(rule.id, check, release)
    if release and not lines:
        applies = applicability.applies(rule.id, check, release)
        lines = [f"{release}: {'applies' if applies else 'does not apply'}"]
    click.echo(render_rule(rule, lines), nl=False)


@click.group()
def schemas() -> None:
    """The JSON Schemas dra-conform ships."""


@schemas.command("export")
@click.argument("directory", type=click.Path(file_okay=False))
def schemas_export(directory: str) -> None:
    """Write every schema to DIRECTORY/<group>/<version>/<kind>.json (lower case, as kubeconform looks them up)."""
    from ..model import shipped
    from ..model.written import WriteError, write_under
    from ..report.base import printable

    try:  # DIRECTORY a file, a FIFO, below a file, or not writable
        os.makedirs(directory, exist_ok=True)
    except OSError as exc:
        raise Failure(f"cannot write {directory}: {exc.strerror}") from None
    for rel in shipped.schema_files():
        try:  # a FIFO, a device or a link at a schema's path, or at a directory on the way: refused
            target = write_under(directory, shipped.export_name(rel), shipped.export_text(rel))
        except WriteError as exc:
            raise Failure(str(exc)) from None
        click.echo(printable(target))  # under the directory the user named: any bytes
