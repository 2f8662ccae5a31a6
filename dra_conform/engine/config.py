"""Configuration: `.dra-conform.yaml` or `[tool.dra-conform]` in pyproject.toml.

Found by walking up from the working directory to the repository root (the
first directory holding .git), or given with --config. Values come, in order of
precedence, from the command line, the file, its preset (`extends`), and the
built-in defaults; `dra-conform config` shows which. The file is validated
against schemas/config/dra-conform-config.json: unknown keys are errors.
"""

from __future__ import annotations

import json
import os
from collections.abc import Container
from typing import Any

from ..model.findings import Severity

FILE_NAMES = (".dra-conform.yaml", ".dra-conform.yml")
DEFAULTS: dict[str, Any] = {
    "kubernetes-version": "1.37",
    "fail-on": "error",
    "rules": {},
    "exclude": [],
    "ignore": [],
    "inline-suppressions": True,
    "require-reasons": False,
    "docs-url": "",
    "feature-gates": {},
    "pools": "per-run",
    "complete-inventory": False,
    "baseline": "",
}
PRESETS: dict[str, dict[str, Any]] = {
    "default": {},
    # Producer conformance: what upstream accepts but writers must not do is an error,
    # warnings fail the run, and every suppression says why.
    "strict": {
        "fail-on": "warning",
        "require-reasons": True,
        "rules": {"DRA-MD-004": "error", "DRA-MD-028": "error", "DRA-MD-043": "error"},
    },
}


class ConfigError(Exception):
    """A configuration that cannot be used; the text names the file and the key."""


class Suppression:
    """An entry of the configuration's ``ignore`` list. (Not a dataclass: see model.results.)"""

    def __init__(
        self, rule: str, paths: tuple[str, ...] = (), field: str = "", reason: str = "", index: int = 0
    ) -> None:
        self.rule = rule
        self.paths = paths
        self.field = field
        self.reason = reason
        self.index = index  # position in the `ignore` list, for messages


class Config:
    """The effective configuration, and where each value came from. (Not a dataclass: see model.results.)"""

    def __init__(
        self,
        values: dict[str, Any],
        sources: dict[str, str],
        base_dir: str,
        path: str | None = None,
        suppressions: list[Suppression] | None = None,
    ) -> None:
        self.values = values
        self.sources = sources  # key (or "rules.<ID>") -> where its value came from
        self.base_dir = base_dir  # excludes and ignore paths are relative to this directory
        self.path = path
        self.suppressions: list[Suppression] = [] if suppressions is None else suppressions

    @property
    def fail_on(self) -> str:
        return str(self.values["fail-on"])

    @property
    def kubernetes_versions(self) -> tuple[str, ...]:
        """The releases to check against, oldest first: one, or a matrix run's (a list, a range, all)."""
        from ..semantics.releases import parse

        return parse(self.values["kubernetes-version"])  # checked when the file was read

    @property
    def kubernetes_version(self) -> str:
        """The newest of them: the one release of the commands that check against one (live, explain-claim)."""
        return self.kubernetes_versions[-1]

    @property
    def feature_gates(self) -> tuple[tuple[str, bool], ...]:
        return tuple(sorted(self.values["feature-gates"].items()))

    @property
    def baseline(self) -> str | None:
        """The configuration's baseline file, relative to the working directory (the file names it
        relative to its own directory), or None."""
        value = self.values["baseline"]
        if not value:
            return None
        return os.path.relpath(os.path.join(self.base_dir, value)) if self.path else value

    @property
    def off_rules(self) -> frozenset[str]:
        """The rules turned off: a run leaves their checks out (model.catalogue.Catalog.without)."""
        return frozenset(r for r, level in self.values["rules"].items() if level == "off")

    def level(self, rule_id: str) -> str | None:
        return self.values["rules"].get(rule_id)

    def severity_for(self, rule_id: str, severity: Severity) -> Severity | None:
        """The severity a finding ends up with, None when its rule is off."""
        level = self.level(rule_id)
        if level is None:
            return severity
        return None if level == "off" else Severity.parse(level)


def find(start: str) -> str | None:
    """The configuration file that applies in ``start``: nearest first, up to the repository root."""
    directory = os.path.abspath(start)
    while True:
        for name in FILE_NAMES:
            candidate = os.path.join(directory, name)
            if os.path.lexists(candidate):  # a FIFO or a broken link named so is an error when read, not skipped
                return candidate
        pyproject = os.path.join(directory, "pyproject.toml")
        if os.path.isfile(pyproject) and _pyproject_table(pyproject) is not None:
            return pyproject
        if os.path.exists(os.path.join(directory, ".git")):
            return None
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _bytes(path: str) -> bytes:
    """The configuration file's bytes (reading.sources.read_settings: a regular file, never blocking, bounded)."""
    from ..reading.sources import InputError, read_settings

    try:
        return read_settings(path)
    except InputError as exc:
        raise ConfigError(str(exc)) from None


def _pyproject_table(path: str) -> dict[str, Any] | None:
    data = _bytes(path)
    # Without the name (or an escape that could spell it in a quoted key) there is no table:
    # most pyproject.toml files are not ours, and parsing them was a tenth of a small check.
    if b"dra-conform" not in data and b"\\u" not in data and b"\\U" not in data:
        return None
    import tomllib

    from ..reading.sources import InputError, parse_settings

    try:
        table = parse_settings(path, lambda: tomllib.loads(data.decode("utf-8"))).get("tool", {}).get("dra-conform")
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{path}: {exc}") from None
    except InputError as exc:
        raise ConfigError(str(exc)) from None
    return table if isinstance(table, dict) else None


def _read(path: str) -> dict[str, Any]:
    if path.endswith(".toml"):
        table = _pyproject_table(path)
        if table is None:
            raise ConfigError(f"{path}: no [tool.dra-conform] table")
        return table
    import yaml

    from ..reading.yaml_values import Refused, documents

    try:
        found = list(documents(_bytes(path).decode("utf-8-sig")))  # aliases bounded as in manifests
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except yaml.YAMLError as exc:
        from ..reading.manifests import yaml_error

        error = yaml_error(exc)
        raise ConfigError(f"{path}:{error.line}:{error.column}: {error.reason}") from None
    except Refused as exc:
        raise ConfigError(f"{path}:{exc.line}:{exc.column}: {exc}") from None
    if len(found) > 1:
        raise ConfigError(f"{path}: one YAML document expected, found {len(found)}")
    data = found[0] if found else None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: the configuration must be a mapping")
    rules = data.get("rules")
    if isinstance(rules, dict):  # YAML 1.1 reads a bare `off` as false
        data["rules"] = {k: "off" if v is False else v for k, v in rules.items()}
    return data


def _validate(path: str, data: dict[str, Any], known_rules: Container[str]) -> None:
    from ..model import shipped
    from ..model.schema import schema_errors

    releases = data.get("kubernetes-version")
    if isinstance(releases, str) or isinstance(releases, list) and all(isinstance(r, str) for r in releases):
        from ..semantics.releases import parse

        try:
            parse(releases)
        except ValueError as exc:
            raise ConfigError(f"{path}: kubernetes-version: {exc}") from None
    schema = json.loads(shipped.read_text("config/dra-conform-config.json"))
    errors = sorted(schema_errors(schema, data), key=lambda e: e[0])
    if errors:
        where, message = errors[0]
        raise ConfigError(f"{path}: {'.'.join(map(str, where)) or '(top level)'}: {message}")
    for rule_id in data.get("rules", {}):
        if rule_id not in known_rules:
            raise ConfigError(f"{path}: rules.{rule_id}: unknown rule")
    for i, entry in enumerate(data.get("ignore", [])):
        if entry["rule"] not in known_rules:
            raise ConfigError(f"{path}: ignore[{i}].rule: unknown rule {entry['rule']}")
    from ..semantics.gates import unrecognized

    for gate in data.get("feature-gates", {}):
        problem = unrecognized(gate)
        if problem:
            raise ConfigError(f"{path}: feature-gates.{gate}: {problem}")


def load(
    path: str | None, known_rules: Container[str], overrides: dict[str, Any] | None = None, start: str = "."
) -> Config:
    """The effective configuration: defaults < preset < file < command line (``overrides``)."""
    if path is None:
        path = find(start)
    data = _read(path) if path else {}
    if path:
        _validate(path, data, known_rules)
    preset_name = data.get("extends", "default")
    values: dict[str, Any] = {k: (dict(v) if isinstance(v, dict) else v) for k, v in DEFAULTS.items()}
    sources = {k: "default" for k in DEFAULTS}
    for layer, origin in (
        (PRESETS[preset_name], f"preset {preset_name}"),
        (data, path or ""),
        (overrides or {}, "command line"),
    ):
        for key, value in layer.items():
            if key == "extends" or value is None:
                continue
            if key == "rules":
                for rule_id, level in value.items():
                    values["rules"][rule_id] = level
                    sources[f"rules.{rule_id}"] = origin
            elif key == "feature-gates":  # gate by gate: the command line adds to the file's
                values[key].update(value)
                sources[key] = origin
            else:
                values[key] = value
                sources[key] = origin
    config = Config(values, sources, os.path.dirname(os.path.abspath(path)) if path else os.path.abspath(start), path)
    for i, entry in enumerate(values["ignore"]):
        suppression = Suppression(
            entry["rule"], tuple(entry.get("paths", ())), entry.get("field", ""), entry.get("reason", ""), i
        )
        if values["require-reasons"] and not suppression.reason:
            raise ConfigError(f"{path}: ignore[{i}]: a reason is required (require-reasons, preset strict)")
        config.suppressions.append(suppression)
    return config


def describe(config: Config) -> str:
    """The effective configuration as YAML, each value commented with where it came from."""
    lines = [f"# configuration file: {config.path or 'none found'}"]
    for key in (
        "kubernetes-version",
        "fail-on",
        "inline-suppressions",
        "require-reasons",
        "docs-url",
        "feature-gates",
        "pools",
        "complete-inventory",
        "baseline",
    ):
        lines.append(f"{key}: {json.dumps(config.values[key])}  # {config.sources[key]}")
    lines.append("rules:" + ("" if config.values["rules"] else " {}"))
    for rule_id, level in sorted(config.values["rules"].items()):
        lines.append(f"  {rule_id}: {level}  # {config.sources[f'rules.{rule_id}']}")
    for key in ("exclude", "ignore"):
        value = config.values[key]
        lines.append(f"{key}: {json.dumps(value)}  # {config.sources[key]}")
    return "\n".join(lines) + "\n"
