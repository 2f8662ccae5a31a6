"""The rule catalogue (checks/*.yaml) joined to the code that implements it, by id.

``@implements(ID)`` registers a check function. ``load(import_scope)`` gives the catalogue,
read family by family as its rules are asked for (``Rules``), refusing, loudly, a duplicate
id or an id that does not match its family file; the code of a scope is imported (by
``import_scope``, which ``dra_conform.rules.load`` gives) when a run first asks for that
scope's checks, and refused if it registers a rule the catalogue lacks or marks not
checkable. ``Catalog.checks`` imports every rule module and
refuses a rule marked checkable without code (the tests use it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any, Callable, Iterable, NamedTuple, TypeVar

from . import shipped
from .findings import Example, Rule, Severity

SCOPES = (
    "file",
    "object",
    "ignored",
    "live",
    "watch",
    "node",
    "manifest",
    "bundle",
    "health",
    "probe",
    "unread",
    "repeated",
)
LIVE_SCOPES = ("live", "watch", "node", "probe")
_ID = re.compile(r"DRA-(API|CL|MD|MF|RS|RC|PSR|HLT|SOCK)-\d{3}\Z")


class Check(NamedTuple):
    rule_id: str
    # "file": gets the whole MetadataFile; "object": each validated object and its ObjectContext (file, info);
    # "ignored": a file in a metadata tree that consumers skip (its display path and layout).
    # "live": a file as a running container sees it (reading.live.container.LiveFile);
    # "watch": the snapshots of one file over --watch; "node": one CDI spec on a node;
    # "manifest": one object of a manifest whose kind is in ``kinds``, with its ManifestContext;
    # "bundle": every object of those kinds in the run at once (model.results.BundleItem list, Options).
    # "health": a DRAResourceHealth capture (reading.capture.Capture) and its HealthContext;
    # "probe": the same, from `dra-conform health-probe`, with what only a live session shows.
    # "unread": a manifest file that could not be read (reading.manifests.Unreadable);
    # "repeated": a key written twice in a manifest object (reading.manifests.Repeated), any kind.
    scope: str
    func: Callable[..., Iterable[Any]]  # Hits; for "bundle", (BundleItem, Hit) pairs
    kinds: tuple[str, ...] = ()
    # "manifest": whether an object holds what the rule validates (a claim's status, say); an object
    # no rule of its kind applies to is read but not validated, and counted so.
    when: Callable[[dict[str, Any]], bool] | None = None


_CHECKS: dict[str, Check] = {}
CheckFunc = TypeVar("CheckFunc", bound=Callable[..., Iterable[Any]])


class CatalogError(RuntimeError):
    pass


def implements(
    rule_id: str,
    scope: str = "file",
    kinds: tuple[str, ...] = (),
    when: Callable[[dict[str, Any]], bool] | None = None,
) -> Callable[[CheckFunc], CheckFunc]:
    if (
        scope not in SCOPES
        or not _ID.match(rule_id)
        or (scope in ("manifest", "bundle")) != bool(kinds)
        or (when is not None and scope != "manifest")
    ):
        raise CatalogError(f"bad registration {rule_id!r} ({scope}, kinds {kinds})")

    def register(func: CheckFunc) -> CheckFunc:
        if rule_id in _CHECKS:
            raise CatalogError(f"{rule_id} is implemented twice")
        _CHECKS[rule_id] = Check(rule_id, scope, func, kinds, when)
        return func

    return register


def _example(data: Any) -> Example | None:
    if not data:
        return None
    return Example(
        content=data["content"],
        path=data.get("path"),
        kubernetes_version=data.get("kubernetes-version"),
        feature_gates=data.get("feature-gates"),
    )


def _rule(entry: dict[str, Any], family: str) -> Rule:
    examples = entry.get("examples") or {}
    return Rule(
        id=entry["id"],
        name=entry["name"],
        title=entry["title"],
        severity=Severity.parse(entry["severity"]),
        family=family,
        checkable=entry["checkable"],
        why=entry["why"].strip(),
        upstream=entry["upstream"],
        source=entry["source"],
        remediation=entry.get("remediation", "").strip(),
        not_checkable_reason=entry.get("not-checkable-reason", "").strip(),
        fail_example=_example(examples.get("fail")),
        pass_example=_example(examples.get("pass")),
        beyond_upstream=bool(entry.get("beyond-upstream", False)),
        severity_notes=entry.get("severity-notes", "").strip(),
        tags=tuple(entry.get("tags", ())),
        basis=entry.get("basis") or _basis(entry),
        breaks_reader=entry.get("breaks-reader", "").strip(),
    )


def _basis(entry: dict[str, Any]) -> str:
    """What the rule stands on, from its catalogue entry: upstream's validation, its decoding, or lint beyond it."""
    upstream = entry["upstream"].lower()
    if entry.get("beyond-upstream"):
        return "beyond upstream"
    if "decod" in upstream or "proto3" in upstream:
        return "upstream decoding"
    if "handwritten" in upstream or "declarative" in upstream or "validation" in upstream:
        return "upstream validation"
    return "beyond upstream"  # controller, kubelet, writer and convention behaviour: Kubernetes rejects none of it


class Catalog:
    """The rules and, scope by scope as runs ask for them, their checks. (A plain class: making
    a frozen dataclass cost a millisecond of every start.)"""

    def __init__(
        self,
        rules: Mapping[str, Rule],
        import_scope: Callable[[str], None],
        by_scope: dict[str, list[tuple[Rule, Check]]] | None = None,
        off: Iterable[str] = (),
    ) -> None:
        self.rules = rules
        self.import_scope = import_scope  # imports the rule modules of a scope (rules.import_scope)
        self.by_scope = {} if by_scope is None else by_scope  # every check of a scope
        self.off = frozenset(off)  # rules turned off: their checks are never run (``without``)
        self._running: dict[str, list[tuple[Rule, Check]]] = {}  # by_scope less ``off``

    def checks_in(self, scope: str) -> list[tuple[Rule, Check]]:
        """The checks a run of ``scope`` runs: every one registered, but those of rules turned off."""
        found = self._running.get(scope)
        if found is None:
            found = self._running[scope] = [(r, c) for r, c in self._registered(scope) if r.id not in self.off]
        return found

    def _registered(self, scope: str) -> list[tuple[Rule, Check]]:
        found = self.by_scope.get(scope)
        if found is None:
            self.import_scope(scope)
            mine = {i: c for i, c in _CHECKS.items() if c.scope == scope}
            validate_code(self.rules, mine)
            found = self.by_scope[scope] = [(self.rules[i], c) for i, c in sorted(mine.items())]
        return found

    def without(self, off: Iterable[str]) -> Catalog:
        """This catalogue with the checks of these rules also left out of every run (rules turned off in
        the configuration are never run, rather than run and their findings dropped)."""
        off = frozenset(off)
        return Catalog(self.rules, self.import_scope, self.by_scope, self.off | off) if off - self.off else self

    @property
    def checks(self) -> dict[str, Check]:
        """Every check, with every rule module imported and the whole catalogue validated."""
        for scope in SCOPES:
            self.import_scope(scope)
        validate(self.rules, dict(_CHECKS))
        return self.checks_by_id()

    def checks_by_id(self) -> dict[str, Check]:
        return {c.rule_id: c for scope in SCOPES for _, c in self._registered(scope)}

    def kinds(self, scope: str = "manifest") -> frozenset[str]:
        """The object kinds some rule of ``scope`` checks (for "manifest": bundle kinds too), off or not:
        what a run counts as checked does not change with the rules turned off."""
        scopes = ("manifest", "bundle") if scope == "manifest" else (scope,)
        return frozenset(k for s in scopes for _, c in self._registered(s) for k in c.kinds)


def lookup(rules: Mapping[str, Rule], query: str) -> list[Rule]:
    """The rules a user's word names, for `explain`: an id in any case, a rule's name as its page
    prints it (`selectors`, or its whole line `- Name: `selectors``), or a prefix of an id (`dra-rs-01`, `RS-018`: the `DRA-` may be left
    out). One rule, several (the caller lists them), or none."""
    # Spaces around a pasted line are trimmed; any other character (a newline, an escape) is part of
    # the word, so a word with one names no rule.
    word = query.strip(" ").removeprefix("-").strip(" ")
    if word[:5].lower() == "name:":  # the page's line pasted whole: "- Name: `selectors`"
        word = word[5:]
    word = word.strip(" ").strip("`").strip(" ")
    upper = word.upper()
    if upper in rules:
        return [rules[upper]]
    named = [r for r in rules.values() if r.name == word.lower()]
    if named:
        return sorted(named, key=lambda r: r.id)
    prefixes = (upper,) if upper.startswith("DRA-") else (upper, "DRA-" + upper)
    return sorted((r for r in rules.values() if r.id.startswith(prefixes)), key=lambda r: r.id) if upper else []


FAMILIES = ("DRA-API", "DRA-CL", "DRA-HLT", "DRA-MD", "DRA-MF", "DRA-PSR", "DRA-RC", "DRA-RS")  # checks/<family>.yaml


def compiled_name(family: str) -> str:
    """checks/<family>.json: the family's YAML as JSON, with the digest of the YAML it was made from."""
    return f"{family}.json"


class Rules(Mapping[str, Rule]):
    """Every rule of the catalogue by id. A family is read when one of its rules is first asked for:
    a check of device metadata reads DRA-MD alone (reading all eight families took 3 ms of every
    start). A family that breaks the catalogue's rules raises CatalogError when it is read."""

    def __init__(self) -> None:
        self._families: dict[str, dict[str, Rule]] = {}  # family -> its rules, as read so far

    def family(self, family: str) -> dict[str, Rule]:
        found = self._families.get(family)
        if found is None:
            found = self._families[family] = _family_rules(family)
        return found

    def __getitem__(self, rule_id: str) -> Rule:
        family = rule_id.rpartition("-")[0] if isinstance(rule_id, str) else ""
        if family not in FAMILIES:
            raise KeyError(rule_id)
        return self.family(family)[rule_id]

    def __iter__(self) -> Iterator[str]:
        for family in FAMILIES:
            yield from self.family(family)

    def __len__(self) -> int:
        return sum(len(self.family(family)) for family in FAMILIES)


@cache
def load(import_scope: Callable[[str], None]) -> Catalog:
    """The catalogue, its rules' code imported scope by scope through ``import_scope``."""
    return Catalog(Rules(), import_scope)


def _family_rules(family: str) -> dict[str, Rule]:
    """A family's rules by id; refuses, loudly, an id twice or one that does not match the family."""
    rules: dict[str, Rule] = {}
    for entry in _entries(family):
        rule = _rule(entry, family)
        if not rule.id.startswith(family + "-") or not _ID.match(rule.id):
            raise CatalogError(f"{rule.id} does not belong in {family}.yaml")
        if rule.id in rules:
            raise CatalogError(f"duplicate rule id {rule.id}")
        validate_rule(rule)
        rules[rule.id] = rule
    return rules


def _entries(family: str) -> list[dict[str, Any]]:
    """A family's entries: from its compiled JSON when it was made from this very YAML file (json reads
    DRA-MD's in 0.5 ms: orjson would take 0.3 ms, and 1.2 ms to import; YAML took 22 ms for the
    catalogue, plus 12 ms to import PyYAML), else from the YAML."""
    from json import loads

    source = shipped.read("dra_conform.checks", f"{family}.yaml")
    try:
        compiled = loads(shipped.read("dra_conform.checks", compiled_name(family)))
    except (OSError, ValueError):
        compiled = None
    if compiled is not None and compiled.get("digest") == digest(source):
        return compiled["rules"]  # type: ignore[no-any-return]
    return parse(source)


def digest(source: bytes) -> str:
    """Tells an edited YAML file from the one the JSON was compiled from (no adversary here: a CRC
    and the length do, and spare start-up the 5 ms of importing hashlib)."""
    import zlib

    return f"crc32:{zlib.crc32(source):08x}:{len(source)}"


def parse(source: bytes) -> list[dict[str, Any]]:
    """The entries of a family's YAML."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(source.decode("utf-8"), Loader=loader)["rules"]  # type: ignore[no-any-return]


def compile_family(family: str) -> str:
    """The text of checks/<family>.json for checks/<family>.yaml as it is (tools/compile_catalogue.py)."""
    import json

    source = shipped.read("dra_conform.checks", f"{family}.yaml")
    return (
        json.dumps({"digest": digest(source), "rules": parse(source)}, ensure_ascii=False, separators=(",", ":")) + "\n"
    )


def validate_rule(rule: Rule) -> None:
    if rule.checkable not in ("yes", "live", "no"):
        raise CatalogError(f"{rule.id}: checkable must be yes, live or no")
    if rule.checkable == "no" and not rule.not_checkable_reason:
        raise CatalogError(f"{rule.id} must say why it is not checkable")


def validate_code(rules: Mapping[str, Rule], checks: dict[str, Check]) -> None:
    """What can be told from the code that is imported: each check belongs to a rule that wants it."""
    for rule_id, check in checks.items():
        rule = rules.get(rule_id)
        if rule is None:
            raise CatalogError(f"{rule_id} has code but no catalogue entry")
        if rule.checkable == "no":
            raise CatalogError(f"{rule_id} has code but is marked checkable: no")
        if (check.scope in LIVE_SCOPES) != (rule.checkable == "live"):
            raise CatalogError(
                f"{rule_id}: live rules, and only they, are checked by `dra-conform live` or `health-probe`"
            )


def validate(rules: Mapping[str, Rule], checks: dict[str, Check]) -> None:
    """The whole catalogue against all of its code: also no checkable rule without code."""
    for rule in rules.values():
        validate_rule(rule)
        if rule.checkable != "no" and rule.id not in checks:
            raise CatalogError(f"{rule.id} is marked checkable ({rule.checkable}) but has no code")
    validate_code(rules, checks)
