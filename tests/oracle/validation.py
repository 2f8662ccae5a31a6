"""The validation family: objects of every DRA kind, valid and broken, judged by dra-conform's `check` (in process)
and by the apiserver's create path of a release (dra-oracle-apiserver: strict decode with defaults, the registry
strategy's PrepareForCreate and Validate, declarative validation where the release has it).

Seeds are the objects of upstream's validation tables (tests/upstream/<kind>/*.yaml) and the corpus manifests
(tests/corpus), in the versions the release serves; hypothesis mutates up to three places of one (a value
replaced by a boundary value, a key or list item removed, an item repeated, rarely a field upstream has not)
and may switch a gate the release lets one switch.

What is compared (validate_differences):
- the field errors, as a multiset of (field path, error type, message): upstream's StatusError causes (what
  kubectl prints) against dra-conform's error-level findings of the kind upstream's tables judge
  (tests/upstream/test_tables.upstream_error), message = field.Error.ErrorBody();
- the strict decoder's unknown fields against dra-conform's unknown-field findings (each `unknown field "..."`);
  its duplicate-field complaints are left out (a YAML or JSON reader of the manifest decides those first);
- an object with unknown fields: those alone, as kubectl's default fieldValidation=Strict refuses it with them
  and no field error (_strict_refusal; the oracle decodes as Warn and validates what is left);
- an object upstream cannot decode at all, or refuses otherwise (BadRequest): dra-conform must give some error.
Served versions are not the oracle's (it has every version the scheme knows): the seeds use served ones only.
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("ResourceClaim", "ResourceClaimTemplate", "DeviceClass", "ResourceSlice", "DeviceTaintRule")
KINDS_SINCE = {"ResourcePoolStatusRequest": "1.36"}
# Every namespace carries the admin-access label: dra-conform cannot see namespaces (AuthorizedForAdmin's
# Forbidden is a live check, not a file's).
NAMESPACE_LABELS = {"resource.kubernetes.io/admin-access": "true"}


def kinds(release: str) -> tuple[str, ...]:
    return KINDS + tuple(k for k, since in KINDS_SINCE.items() if release >= since)


def _served(release: str, obj: Any) -> bool:
    from dra_conform.semantics.releases import SERVED

    if not isinstance(obj, dict) or obj.get("kind") not in kinds(release):
        return False
    group, versions = SERVED[release].get(obj["kind"], ("", {}))
    api = str(obj.get("apiVersion", ""))
    return "/" in api and api.split("/")[0] == group and versions.get(api.split("/")[1]) == "on"


@cache
def _all_seeds() -> tuple[str, ...]:
    """Every seed, {"object", "gates"} as JSON text (hashable, copied on use): a table case keeps its gates."""
    found: list[tuple[Any, dict[str, bool]]] = []
    for table in sorted((ROOT / "tests" / "upstream").rglob("*.yaml")):
        if table.parent.name in ("allocator", "devicemetadata", "pod"):
            continue
        doc = yaml.safe_load(table.read_text())
        defaults = (doc.get("defaults") or {}).get("gates") or {}
        for case in doc.get("cases") or []:
            if isinstance(case.get("object"), dict):
                found.append((case["object"], {**defaults, **(case.get("gates") or {})}))
    for manifest in sorted((ROOT / "tests" / "corpus").rglob("*.yaml")):
        try:
            found += [(o, {}) for o in yaml.safe_load_all(manifest.read_text())]
        except yaml.YAMLError:
            continue
    texts = {
        json.dumps({"object": o, "gates": g}, sort_keys=True, default=str)
        for o, g in found
        if isinstance(o, dict) and "kind" in o
    }
    return tuple(sorted(texts))


@cache
def seeds(release: str) -> tuple[str, ...]:
    """The seeds of the release's served versions, with only the gates it lets one switch."""
    out = []
    for text in _all_seeds():
        seed = json.loads(text)
        if _served(release, seed["object"]):
            seed["gates"] = {g: on for g, on in seed["gates"].items() if g in _settable(release)}
            out.append(json.dumps(seed, sort_keys=True))
    return tuple(out)


# -- mutations --------------------------------------------------------------------------------------------
_STRINGS = ("", "Bad_Name", "a" * 64, "a" * 254, "example.com", "-a", "0", "a/b", "example.com/a", " ", "x" * 1025)
_NUMBERS = (-1, 0, 1, 2, 33, 128, 129, 2**31, 2**53)


def _places(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key and list index below the object, but apiVersion and kind (which pick the decoder)."""
    out: list[tuple[Any, ...]] = []
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
    for key, value in items:
        if not path and key in ("apiVersion", "kind"):
            continue
        out.append((*path, key))
        out += _places(value, (*path, key))
    return out


def _at(obj: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        obj = obj[key]
    return obj


@st.composite
def _mutate(draw: st.DrawFn, obj: dict[str, Any]) -> None:
    places = _places(obj)
    if not places:
        return
    path = draw(st.sampled_from(places))
    parent, key = _at(obj, path[:-1]), path[-1]
    value = parent[key]
    action = draw(st.sampled_from(["replace", "replace", "replace", "remove", "repeat", "unknown"]))
    if action == "remove":
        del parent[key]
    elif action == "repeat" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(value))
    elif action == "unknown" and isinstance(value, dict):
        value["bogusField"] = "x"
    elif isinstance(value, bool):
        parent[key] = not value
    elif isinstance(value, (int, float)):
        parent[key] = draw(st.sampled_from(_NUMBERS))
    elif isinstance(value, str):
        parent[key] = draw(st.sampled_from(_STRINGS + (value + "-x", value.upper())))
    elif isinstance(value, list):
        parent[key] = draw(st.sampled_from([[], value * 2, value[:1] * 33]))
    elif isinstance(value, dict):
        parent[key] = {}
    else:
        parent[key] = draw(st.sampled_from(_STRINGS[:3]))


@cache
def _settable(release: str) -> tuple[str, ...]:
    """The DRA gates dra-conform reads that the release lets one switch (not locked GA, not PreAlpha)."""
    from dra_conform.semantics.releases import GATE_SPECS, spec_at

    out = []
    for gate in GATE_SPECS:
        spec = spec_at(gate, release)
        if spec is not None and spec.stage != "GA":
            out.append(gate)
    return tuple(sorted(out))


@st.composite
def validate_requests(draw: st.DrawFn, release: str) -> dict[str, Any]:
    seed = json.loads(draw(st.sampled_from(seeds(release))))
    obj, gates = seed["object"], seed["gates"]
    for _ in range(draw(st.integers(0, 3))):
        draw(_mutate(obj))
    if draw(st.integers(0, 3)) == 0 and _settable(release):
        gate = draw(st.sampled_from(_settable(release)))
        gates[gate] = draw(st.booleans())
    request: dict[str, Any] = {"op": "validate", "object": obj, "namespaceLabels": NAMESPACE_LABELS}
    if gates:
        request["gates"] = gates
    return request


# -- dra-conform's side -----------------------------------------------------------------------------------
@cache
def _catalog() -> Any:
    from dra_conform.rules import load

    return load()


def findings(release: str, request: dict[str, Any]) -> list[Any]:
    """dra-conform's findings for the request's object, checked as `check` checks a file of it."""
    from dra_conform.engine.check import check_manifest
    from dra_conform.model.results import FileResult, Options

    options = Options(kubernetes_version=release, feature_gates=tuple(sorted((request.get("gates") or {}).items())))
    result = FileResult("object.json", "manifest")
    check_manifest(result, json.dumps(request["object"]).encode() + b"\n", options, _catalog())
    return list(result.findings)


_UNKNOWN = re.compile(r'unknown field "(?:[^"\\]|\\.)*"')
# PrepareForCreate resets the status of these kinds: upstream's create never validates it; dra-conform judges a
# status in a file as the status update that writes it would be judged (deliberate), so those are not compared.
STATUS_RESET = frozenset({"ResourceClaim", "DeviceTaintRule", "ResourcePoolStatusRequest"})
STRICT_ERRORS_KEPT = 100  # sigs.k8s.io/json kubernetes_patch.go saveStrictError: the first 100 are kept


def validate_differences(release: str, request: dict[str, Any], answer: dict[str, Any]) -> list[str] | None:
    from dra_conform.model.findings import Severity
    from tests.upstream.test_tables import error_type, upstream_error

    found = findings(release, request)
    errors = [f for f in found if f.severity is Severity.ERROR]
    if answer["verdict"] in ("undecodable", "refused"):
        if errors:
            return []  # both refuse the object; the decoder's wording is not compared
        why = answer.get("decodeError") or (answer.get("status") or {}).get("message")
        return [f"upstream refuses ({answer['verdict']}: {why!r}); dra-conform finds no error"]
    ours_unknown = {m.group(0) for f in errors if (m := _UNKNOWN.match(f.message))}
    theirs_unknown = {e for e in answer.get("strictErrors") or [] if e.startswith("unknown field")}
    if theirs_unknown:
        return _strict_refusal(ours_unknown, theirs_unknown, len(answer.get("strictErrors") or []))
    reset = request["object"].get("kind") in STATUS_RESET
    ours = Counter(
        (f.field_path, error_type(f.message), f.message)
        for f in found
        if upstream_error(f) and not (reset and f.field_path.split(".")[0].split("[")[0] == "status")
    )
    theirs = Counter((e["field"], e["type"], e["message"]) for e in answer["errors"])
    problems = [f"only dra-conform: {p} {m!r}" for (p, _, m), n in (ours - theirs).items() for _ in range(n)]
    problems += [f"only upstream: {p} {m!r}" for (p, _, m), n in (theirs - ours).items() for _ in range(n)]
    problems += [f"unknown field only dra-conform: {u}" for u in sorted(ours_unknown)]
    return problems


def _strict_refusal(ours: set[str], theirs: set[str], strict_errors: int) -> list[str]:
    """An object with unknown fields, as kubectl's default `--validate=strict` (fieldValidation=Strict) sends it:
    the apiserver refuses it at decoding with the strict decoder's errors alone, no field error, and dra-conform
    follows that. The oracle decodes as fieldValidation=Warn (the unknown fields dropped, then validated), so the
    field errors it gives then are what Strict never shows (on 1.34 a 1.36 list attribute is dropped and its
    attribute then has "exactly one value" missing): only the unknown fields are compared. The decoder keeps its
    first STRICT_ERRORS_KEPT errors (sigs.k8s.io/json saveStrictError); past that dra-conform names more."""
    problems = [f"unknown field only upstream: {u}" for u in sorted(theirs - ours)]
    if strict_errors < STRICT_ERRORS_KEPT:
        problems += [f"unknown field only dra-conform: {u}" for u in sorted(ours - theirs)]
    return problems
