"""The documentation and the command line stay in step.

Every `dra-conform ...` command shown in a sh/text block of the README or of a
docs/ page names only commands and flags the CLI has, and every command and
flag the CLI has is documented in docs/cli.md, in the section of its command
(a heading that names it: ``## `dra-conform check` ``). The CLI is read from the
click group itself, so a new flag without documentation fails here.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import click
import pytest

ROOT = Path(__file__).resolve().parents[2]
CLI_DOC = ROOT / "docs" / "cli.md"
# Pages whose shell examples must run as written (docs/rules/ is generated from the catalogue).
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
# Where the click group lives, newest layout first (issue 18 moved it into dra_conform.commands).
GROUP_MODULES = ("dra_conform.commands.group", "dra_conform._commands")

_FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([\w+-]*)")
_SHELL = {"sh", "bash", "shell", "console"}
_PROGRAM = re.compile(r"(?:\S*/)?dra-conform(?:\.pyz)?\Z")
_FLAG = re.compile(r"(?<![\w./-])(--?[A-Za-z][\w-]*)")
_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_SECTION_NAME = re.compile(r"`dra-conform((?: [a-z][a-z-]*)+)`")


def _group() -> click.Group:
    """The root click group, from whichever module holds it; its commands registered."""
    for name in GROUP_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):  # this layout is not there: try the next
                continue
            raise
        package = name.rpartition(".")[0]
        if package != "dra_conform":  # commands may live in sibling modules that register on the group
            for info in pkgutil.iter_modules(importlib.import_module(package).__path__):
                if info.name != "__main__":
                    importlib.import_module(f"{package}.{info.name}")
        if isinstance(getattr(module, "cli", None), click.Group):
            return module.cli
        groups = [value for value in vars(module).values() if isinstance(value, click.Group)]
        nested = {id(sub) for g in groups for sub in _subcommands(g).values()}
        roots = [g for g in groups if id(g) not in nested]
        assert len(roots) == 1, f"{name}: expected one root click group, found {[g.name for g in roots]}"
        return roots[0]
    raise AssertionError(f"no click group in any of {GROUP_MODULES}")


def _subcommands(group: click.Group) -> dict[str, click.Command]:
    """A group's commands as click lists them (a group may load its commands only when asked)."""
    ctx = click.Context(group)
    found = {}
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is not None:
            found[name] = command
    return found


def _commands(group: click.Group, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], click.Command]:
    """Every command by its path (``("schemas", "export")``), the root as ``()``; hidden ones left out."""
    found: dict[tuple[str, ...], click.Command] = {path: group}
    for name, command in _subcommands(group).items():
        if command.hidden:
            continue
        if isinstance(command, click.Group):
            found.update(_commands(command, path + (name,)))
        else:
            found[path + (name,)] = command
    return found


def _flags(command: click.Command) -> set[str]:
    with click.Context(command) as ctx:
        params = command.get_params(ctx)
    return {opt for p in params if isinstance(p, click.Option) and not p.hidden for opt in p.opts + p.secondary_opts}


@pytest.fixture(scope="module")
def cli() -> dict[tuple[str, ...], click.Command]:
    return _commands(_group())


def _blocks(text: str) -> list[tuple[str, list[tuple[int, str]]]]:
    """Fenced code blocks: (language, [(line number, line)])."""
    blocks, current, language, fence = [], None, "", ""
    for number, line in enumerate(text.splitlines(), 1):
        match = _FENCE.match(line)
        if current is None and match:
            current, language, fence = [], match.group(3).lower(), match.group(2)
        elif (
            current is not None and line.strip().startswith(fence[0] * len(fence)) and not line.strip(fence[0]).strip()
        ):
            blocks.append((language, current))
            current = None
        elif current is not None:
            current.append((number, line))
    return blocks


def _invocations(path: Path) -> list[tuple[str, list[str]]]:
    """Each `dra-conform ...` command of the page's sh/text blocks: (where, its words after the program).

    A text block's synopsis may go on over indented lines; a shell line is cut at
    comments and at ``&&``, ``||``, ``;`` and pipes, so only the command's own words count.
    """
    found = []
    for language, lines in _blocks(path.read_text(encoding="utf-8")):
        if language not in _SHELL | {"text", ""}:
            continue
        shell = language in _SHELL
        current: tuple[str, list[str], int] | None = None
        for number, line in lines:
            stripped = re.sub(r"(^|\s)#.*$", "", line) if shell else line
            if current is not None and not shell and line[:1].isspace() and "dra-conform" not in line:
                current[1].extend(stripped.split())  # the synopsis goes on
                continue
            if current is not None:
                found.append(current[:2])
                current = None
            pieces = re.split(r"&&|\|\||;|\s\|\s" if shell else r"&&|\|\||;", stripped)
            for piece in pieces:
                words = piece.split()
                while words and (
                    words[0] in ("$", "sudo", "python", "python3", "exec")
                    or re.fullmatch(r"[A-Z_][A-Z0-9_]*=\S*", words[0])
                ):
                    words = words[1:]
                if words and _PROGRAM.fullmatch(words[0]):
                    if current is not None:
                        found.append(current[:2])
                    current = (f"{path.relative_to(ROOT)}:{number}", words[1:], number)
        if current is not None:
            found.append(current[:2])
    return found


def _resolve(cli: dict[tuple[str, ...], click.Command], words: list[str]) -> tuple[tuple[str, ...], list[str]]:
    """The command path the words name, and the flags they give it."""
    path: tuple[str, ...] = ()
    rest = list(words)
    while rest and path + (rest[0],) in cli:
        path += (rest.pop(0),)
    flags = [m.group(1) for word in rest for m in _FLAG.finditer(word)]
    return path, flags


def test_the_pages_show_commands(cli):
    """The parser finds what it should: the README's own commands among them."""
    shown = [words for page in PAGES for _, words in _invocations(page)]
    assert ["check", "examples/metadata"] in shown
    assert any(words[:3] == ["live", "--pid", "auto"] for words in shown)
    assert len(shown) >= 20


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_command_shown_exists(cli, page):
    problems = []
    for where, words in _invocations(page):
        path, flags = _resolve(cli, words)
        command = cli[path]
        if isinstance(command, click.Group) and not set(flags) & {"--version", "--help", "-h"}:
            problems.append(f"{where}: `dra-conform {' '.join(words)}` names no command")
            continue
        unknown = sorted(set(flags) - _flags(command))
        if unknown:
            problems.append(f"{where}: `dra-conform {' '.join(path)}` has no {', '.join(unknown)}")
    assert problems == []


def _sections(text: str) -> dict[tuple[str, ...], str]:
    """docs/cli.md's text under each heading that names a command, subsections included."""
    lines = text.splitlines()
    headings = [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines) if (m := _HEADING.match(line))]
    sections: dict[tuple[str, ...], str] = {}
    for n, (start, level, title) in enumerate(headings):
        named = _SECTION_NAME.search(title)
        if not named:
            continue
        end = next((i for i, lvl, _ in headings[n + 1 :] if lvl <= level), len(lines))
        sections[tuple(named.group(1).split())] = "\n".join(lines[start:end])
    return sections


def _mentions(text: str, flag: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", text) is not None


def test_every_command_and_flag_is_documented(cli):
    text = CLI_DOC.read_text(encoding="utf-8")
    sections = _sections(text)
    missing = []
    for path, command in sorted(cli.items()):
        if isinstance(command, click.Group) and _subcommands(command):
            # A group is documented by its subcommands' sections; its own flags anywhere on the page.
            missing += [
                f"{' '.join(('dra-conform',) + path)} {flag}"
                for flag in sorted(_flags(command))
                if not _mentions(text, flag)
            ]
            continue
        section = sections.get(path)
        if section is None:
            missing.append(f"a section headed `dra-conform {' '.join(path)}`")
            continue
        help_option = command.get_help_option(click.Context(command))
        own = _flags(command) - set(help_option.opts if help_option else ())
        missing += [f"dra-conform {' '.join(path)} {flag}" for flag in sorted(own) if not _mentions(section, flag)]
    assert missing == [], f"document these in docs/cli.md: {missing}"


def test_sections_name_only_real_commands(cli):
    unknown = sorted(" ".join(p) for p in _sections(CLI_DOC.read_text(encoding="utf-8")) if p not in cli)
    assert unknown == []


def test_the_worked_example_quotes_the_rule_as_the_code_has_it():
    """docs/architecture.md walks through DRA-RC-003: its quoted code is the module's, line for line."""
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    module = (ROOT / "dra_conform" / "rules" / "claim_status.py").read_text(encoding="utf-8")
    quoted = next(
        lines
        for language, lines in _blocks(page)
        if language == "python" and any('@implements("DRA-RC-003"' in line for _, line in lines)
    )
    text = "\n".join(line for _, line in quoted)
    stale = [
        part
        for part in text.split("\n\n\n")
        if part.strip()
        and part.strip() not in module
        and not all(line in module.splitlines() for line in part.strip().splitlines() if line)
    ]
    assert stale == []


def test_contributing_names_every_test_folder():
    """CONTRIBUTING's table of test folders has a row for each folder under tests/, and no row for one
    that is not there."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    rows = set(re.findall(r"^\| `tests/([\w-]+)/` \|", text, re.M))
    folders = {p.name for p in (ROOT / "tests").iterdir() if p.is_dir() and not p.name.startswith((".", "__"))}
    assert rows == folders
