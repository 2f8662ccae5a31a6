"""dra-conform's answer to an oracle request, and what differs from upstream's answer.

Each family has `ours(release, request)` (dra-conform's verdict, in the oracle's terms) and
`differences(release, request, answer)`: a list of what differs, empty when dra-conform agrees, or
None when the case is inconclusive (dra-conform says it did not judge it, or upstream timed out). The live
properties, the replay of the goldens and known.yaml all use these, so they cannot drift apart.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).parent
KNOWN: dict[str, list[dict[str, Any]]] = yaml.safe_load((HERE / "known.yaml").read_text()) or {}

# -- CEL ------------------------------------------------------------------------------------------------------
# semantics.cel.Problem kinds -> the field.Error type validateCELSelector gives
_FIELD_TYPE = {
    "Invalid": "FieldValueInvalid",
    "TooLong": "FieldValueTooLong",
    "Forbidden": "FieldValueForbidden",
    "Internal": "InternalError",
    "Required": "FieldValueRequired",
}
_SYNTAX = re.compile(r"ERROR: <input>:(\d+):(\d+): Syntax error: ")


def cel_options(release: str, request: dict[str, Any]) -> Any:
    from dra_conform.semantics.cel import Options

    features = request.get("features") or {}
    return Options(
        consumable_capacity=bool(features.get("EnableConsumableCapacity")),
        list_type_attributes=bool(features.get("EnableListTypeAttributes")),
        stored=request.get("env", "stored") == "stored",
        release=release,
    )


_ERROR = re.compile(r"(?=ERROR: <input>:\d+:\d+: )")
_AT = re.compile(r"ERROR: <input>:(\d+):(\d+): ")


def _errors(detail: str) -> list[str]:
    return [e for e in _ERROR.split(detail) if e]


def _same_error(x: str, y: str) -> bool:
    at_x, at_y = _SYNTAX.match(x), _SYNTAX.match(y)
    return x == y or bool(at_x and at_y and at_x.groups() == at_y.groups())


def _same_errors(ours: str, theirs: str) -> bool:
    """Two compilation failures agree error by error: a syntax error at the same position (its tail, ANTLR's
    token set, is ours: docs/cel.md), any other error with the same text."""
    a, b = _errors(ours), _errors(theirs)
    return len(a) == len(b) and all(_same_error(x, y) for x, y in zip(a, b))


def _stops_short(ours: str, theirs: str) -> bool:
    """Ours stopped at a syntax error where upstream's go on: ANTLR recovers from a syntax error and reports what
    follows, our parser stops at its first (known.yaml's syntax-recovery gap). Each of ours is one of upstream's,
    in order, and every one of upstream's that ours lack comes after our first syntax error."""
    a, b = _errors(ours), _errors(theirs)
    first = next((_at(x) for x in a if _SYNTAX.match(x)), None)
    if first is None or len(a) >= len(b):
        return False
    k, missing = 0, []
    for y in b:
        if k < len(a) and _same_error(a[k], y):
            k += 1
        else:
            missing.append(y)
    return k == len(a) and all(_at(y) > first for y in missing)


def _at(error: str) -> tuple[int, int]:
    line, column = _AT.match(error).groups()  # type: ignore[union-attr]
    return int(line), int(column)


def cel_differences(release: str, request: dict[str, Any], answer: dict[str, Any]) -> list[str] | None:
    """cel.compile / cel.eval: the selector verdict (type and detail), the cost estimate, then the match."""
    from dra_conform.semantics.cel import BadDevice, compile, device_from_slice, evaluate

    expression = request["expression"]
    result = compile(expression, cel_options(release, request))
    theirs = answer.get("selector")
    problems: list[str] = []
    if result.problem is not None:
        ours = {"type": _FIELD_TYPE.get(result.problem.kind, result.problem.kind), "detail": result.problem.detail}
        if theirs is None:
            return [f"dra-conform rejects ({ours['type']}: {ours['detail']!r}); upstream accepts"]
        if ours["type"] != theirs["type"]:
            return [f"error type: ours {ours['type']}, upstream {theirs['type']} ({theirs['detail']!r})"]
        if ours["detail"] != theirs["detail"]:
            # docs/cel.md: a syntax error has upstream's position and prefix, the tail (ANTLR's token set) is ours
            if _same_errors(ours["detail"], theirs["detail"]):
                return []
            if _stops_short(ours["detail"], theirs["detail"]):
                more = len(_errors(theirs["detail"])) - len(_errors(ours["detail"]))
                return [
                    f"syntax recovery: upstream reports {more} more past our first syntax error ({theirs['detail']!r})"
                ]
            return [f"detail: ours {ours['detail']!r}, upstream {theirs['detail']!r}"]
        return []
    if result.not_checked is not None:
        return None
    if theirs is not None:
        return [f"dra-conform accepts; upstream rejects ({theirs['type']}: {theirs['detail']!r})"]
    cost = answer.get("maxCost")
    low, high = result.max_cost, result.cost_bound
    if cost is not None and low is not None and (cost < low or (high is not None and cost > high)):
        problems.append(f"cost: upstream's estimate {cost} is outside dra-conform's bounds [{low}, {high}]")
    if request.get("op") != "cel.eval" or not answer.get("evaluated"):
        return problems
    device = request["device"]
    if _colliding_names(device):  # DeviceMatches fills the maps in Go's map order: either value may win
        return problems or None
    try:
        lists = bool((request.get("features") or {}).get("EnableListTypeAttributes"))
        dev = device_from_slice(device, device["driver"], list_type_attributes=lists)
    except BadDevice as e:
        theirs_error = answer.get("runtimeError") or ""
        # DeviceMatches converts the attributes in Go's map order: of several bad versions, any may be named
        both_versions = all(_BAD_VERSION.match(t) for t in (str(e), theirs_error))
        if theirs_error != str(e) and not (both_versions and _bad_versions(device) > 1):
            problems.append(f"device: ours BadDevice {str(e)!r}, upstream {theirs_error!r}")
        return problems
    outcome = evaluate(result, dev)
    if outcome.matched is None:
        return problems or None
    theirs_error = answer.get("runtimeError")
    if bool(outcome.error) != bool(theirs_error):
        problems.append(f"runtime error: ours {outcome.error!r}, upstream {theirs_error!r}")
    elif outcome.error != theirs_error and not _iterates(expression):
        problems.append(f"runtime error text: ours {outcome.error!r}, upstream {theirs_error!r}")
    elif not theirs_error and outcome.matched != answer.get("matches"):
        problems.append(f"match: ours {outcome.matched}, upstream {answer.get('matches')}")
    return problems


_BAD_VERSION = re.compile(r"attribute \S+: parse semantic version: ")


def _colliding_names(device: dict[str, Any]) -> bool:
    """Two attribute (or capacity) names of one device that name the same one: `x.io/i` and `i` of driver
    x.io (a slice the apiserver would refuse; the oracle converts it in Go's random map order)."""
    driver = device.get("driver") or ""
    for field in ("attributes", "capacity"):
        names = [n if "/" in n else f"{driver}/{n}" for n in device.get(field) or {}]
        if len(set(names)) != len(names):
            return True
    return False


def _bad_versions(device: dict[str, Any]) -> int:
    """How many attributes hold versions (each may be the one Go's map order reaches first)."""
    return sum(1 for a in (device.get("attributes") or {}).values() if "version" in a or "versions" in a)


def _iterates(expression: str) -> bool:
    """A macro over a map may meet its keys in any order (cel-go ranges over a Go map): which key's error
    comes first is not determined, so only the presence of an error is compared."""
    return bool(re.search(r"\.(all|exists|exists_one|map|filter|transformMap|transformList)\(", expression))


# -- allocator ------------------------------------------------------------------------------------------------
_PYTHON_FEATURE = {
    "PrioritizedList": "prioritized_list",
    "PartitionableDevices": "partitionable",
    "DeviceTaints": "taints",
    "DeviceBindingAndStatus": "binding",
    "DeviceBinding": "binding",
    "DeviceStatus": "binding",
    "ConsumableCapacity": "consumable",
    "AdminAccess": "admin_access",
    "ListTypeAttributes": "list_attributes",
    "FractionalCapacityRange": "fractional_range",
}


def allocate_request(release: str, case: dict[str, Any]) -> dict[str, Any]:
    """The oracle's allocate request for a case in TestAllocator.yaml's shape."""
    from tests.oracle.strategies import upstream_features

    return {
        "op": "allocate",
        "features": upstream_features(release, case.get("features") or {}),
        "node": case.get("node"),
        "classes": case.get("classes") or [],
        "slices": case.get("slices") or [],
        "claims": case.get("claims") or [],
        "allocatedDevices": [list(d) for d in case.get("allocated") or []],
        "allocatedShared": [list(d) for d in case.get("allocated_shared") or []],
        "allocatedCapacity": case.get("allocated_capacity") or [],
    }


def python_case(request: dict[str, Any], release: str = "1.37") -> dict[str, Any]:
    from dra_conform.semantics.allocator.features import RELEASE_BEHAVIOURS, Features

    release_default = Features.of({}, release)  # what follows the release, as the product sets it
    features = {name: getattr(release_default, name) for name in RELEASE_BEHAVIOURS}
    for name, value in (request.get("features") or {}).items():
        key = _PYTHON_FEATURE[name]
        features[key] = features.get(key, True) and value  # 1.34's DeviceBinding and DeviceStatus: both
    return {
        "features": features,
        "node": request.get("node") or {"metadata": {"name": "node-1", "labels": {"region": "region-1"}}},
        "classes": request.get("classes") or [],
        "slices": request.get("slices") or [],
        "claims": request.get("claims") or [],
        "allocated": request.get("allocatedDevices") or [],
        "allocated_shared": request.get("allocatedShared") or [],
        "allocated_capacity": request.get("allocatedCapacity") or [],
    }


def _their_device(result: dict[str, Any]) -> tuple[Any, ...]:
    from dra_conform.semantics.allocator.capacity import quantity

    consumed = tuple(sorted((k, quantity(v)) for k, v in (result.get("consumedCapacity") or {}).items()))
    return (
        result["request"],
        result["driver"],
        result["pool"],
        result["device"],
        bool(result.get("adminAccess")),
        result.get("shareID") is not None,
        consumed,
        tuple(result.get("bindingConditions") or ()),
    )


# 1.34.13's allocator picks among equally good devices in Go's map order (seen: the same request answered with
# other devices from one run to the next), so which devices it chose is not compared there.
MAP_ORDER_PICKS = frozenset({"1.34"})
# GatherPools returns the pools in the order Go's map gives them up to 1.35, and in the stable variant still
# (sortPoolsByID sorts the incubating and experimental ones from 1.36): dra-conform sorts them always, one order
# of those Go may give. The oracle's maps happen to give the order the pools were first met in (slices with
# binding conditions last), so the devices picked from two pools differ there: not compared either.
MAP_ORDER_POOLS = frozenset({"1.34", "1.35"})


def _map_ordered_pools(release: str, answer: dict[str, Any]) -> bool:
    return release in MAP_ORDER_POOLS or answer.get("implementation") == "stable"


def _pool_ids(request: dict[str, Any]) -> set[tuple[Any, Any]]:
    return {
        ((s.get("spec") or {}).get("driver"), ((s.get("spec") or {}).get("pool") or {}).get("name"))
        for s in request.get("slices") or []
    }


def allocate_panic(release: str, request: dict[str, Any]) -> str | None:
    """The runtime error dra-conform says upstream's allocator panics with, if it says so (1.34's
    CmpRequestOverCapacity: semantics/allocator/search.py _capacity_checked)."""
    from tests.upstream.test_allocator_table import run

    kind, outcome = run(python_case(request, release))
    if kind != "error" or "allocator panics here: " not in outcome.error:
        return None
    return outcome.error.split("allocator panics here: ", 1)[1].split(" (", 1)[0]


def allocate_differences(release: str, request: dict[str, Any], answer: dict[str, Any]) -> list[str] | None:
    """allocate: the verdict (allocated, cannot allocate, error), its error text, the devices of each claim,
    the node selector of each allocation and, for the experimental implementation, the allocateOne steps.
    dra-conform's side is tests/upstream/test_allocator_table.run, the entry point its table test uses."""
    from collections import Counter

    from tests.upstream.test_allocator_table import _selector, run

    kind, outcome = run(python_case(request, release))
    if kind == "not judged":
        return None
    if answer.get("error") is not None:
        if kind != "error":
            return [f"verdict: ours {kind}, upstream error {answer['error']!r}"]
        if outcome.error == answer["error"]:
            return []
        if _map_ordered_pools(release, answer) and len(_pool_ids(request)) > 1:
            return None  # which pool's error is met first follows Go's map order: inconclusive
        return [f"error: ours {outcome.error!r}, upstream {answer['error']!r}"]
    theirs = answer.get("results")
    if theirs is None:
        if kind == "unsatisfiable":
            return []
        return [f"verdict: ours {kind} ({outcome.error or outcome.results}), upstream cannot allocate on the node"]
    if kind != "allocated":
        return [f"verdict: ours {kind} ({outcome.error}), upstream allocates {[r['devices'] for r in theirs]}"]
    problems = []
    want = [Counter(_their_device(d) for d in r["devices"].get("results") or []) for r in theirs]
    got = [
        Counter(
            (r.request, r.driver, r.pool, r.device, r.admin_access, r.share, r.consumed, r.binding_conditions)
            for r in claim
        )
        for claim in outcome.results
    ]
    if want != got:
        if release in MAP_ORDER_PICKS or _map_ordered_pools(release, answer):
            return None  # which of the equal devices upstream takes follows Go's map order: inconclusive
        problems.append(f"devices: ours {got}, upstream {want}")
    want_sel = [repr(_selector(r.get("nodeSelector"))) for r in theirs]
    got_sel = [repr(_selector(s)) for s in outcome.node_selectors]
    if want_sel != got_sel:
        problems.append(f"node selectors: ours {got_sel}, upstream {want_sel}")
    # the steps follow the pools' order: not compared where Go's map gives that order (1.34, 1.35)
    ordered = not (_map_ordered_pools(release, answer) and len(_pool_ids(request)) > 1)
    if answer.get("implementation") == "experimental" and answer.get("steps") is not None and ordered:
        if answer["steps"] != outcome.steps:
            problems.append(f"allocateOne steps: ours {outcome.steps}, upstream {answer['steps']}")
    return problems


# -- device metadata ------------------------------------------------------------------------------------------
def metadata_verdict(release: str, stream: str) -> str | None:
    """What dra-conform says DecodeMetadataFromStream returns for the stream: its error text, None on success."""
    from dra_conform.semantics.metadata.decode import Status
    from dra_conform.semantics.metadata.file import MetadataFile
    from dra_conform.semantics.metadata.versions import PROFILES

    mf = MetadataFile("metadata.json", stream.encode("utf-8", "surrogatepass"), PROFILES[release])
    d = mf.decoded
    if d.deciding is not None:
        info = mf.objects[d.deciding]
        return None if info.status is Status.OK else info.reader_error
    if d.reads_syntax_error:
        return f"read metadata object from stream: {mf.stream.error_message}"
    if d.unknown_versions:
        return f"no compatible metadata version found in stream (unknown versions: {', '.join(d.unknown_versions)})"
    return "no metadata objects found in stream"


# apimachinery names a scheme by the file that created it (naming.GetNameFromCallsite): that depends on how the
# consumer was built (module cache, vendor/, -trimpath), so dra-conform's message stops before it: deliberate, the
# one normalisation of upstream's text here (oracle/README.md says so).
_SCHEME_NAME = re.compile(r'( is registered for version "[^"]*" in scheme) "[^"]*"')


def metadata_differences(release: str, request: dict[str, Any], answer: dict[str, Any]) -> list[str] | None:
    ours = metadata_verdict(release, request["stream"])
    theirs = answer.get("error")
    if theirs is not None:
        theirs = _SCHEME_NAME.sub(r"\1", theirs)
    if ours == theirs:
        return []
    if ours is None or theirs is None:
        return [
            f"verdict: ours {'decoded' if ours is None else repr(ours)}, upstream {'decoded' if theirs is None else repr(theirs)}"
        ]
    return [f"error: ours {ours!r}, upstream {theirs!r}"]


# -- known disagreements ----------------------------------------------------------------------------------
def known(family: str, release: str, request: dict[str, Any], diff: list[str] | None = None) -> dict[str, Any] | None:
    """The known.yaml entry of this disagreement: its own minimal request, or (for a live property's random
    input) the entry's class, `match`: a regex each on the expression (or other request field) and on the
    difference, all of which must hold, on one of the entry's releases. A validation answer differs in several
    field errors at once, each its own disagreement: every line of the difference must be some entry's."""
    if family == "validate" and diff:
        own = [e for e in KNOWN.get(family) or [] if e["release"] == release and e["request"] == request]
        if own or len(diff) > 1:
            found = own or [known(family, release, request, [line]) for line in diff]
            return found[0] if all(found) else None
    for entry in KNOWN.get(family) or []:
        releases = entry.get("releases") or [entry["release"]]
        if release not in releases:
            continue
        if entry_request(family, entry) == request:
            return entry
        match = entry.get("match")
        if (
            match
            and diff
            and all(
                re.search(pattern, " ".join(diff) if key == "difference" else str(request.get(key, "")))
                for key, pattern in match.items()
            )
        ):
            return entry
    return None


def entry_request(family: str, entry: dict[str, Any]) -> dict[str, Any]:
    """An entry's request: its own, or (`table:`) that upstream table case's as asked of the entry's release."""
    if "table" not in entry:
        return entry["request"]  # type: ignore[no-any-return]
    from tests.upstream.test_allocator_table import TABLE

    (case,) = [c for c in TABLE["cases"] if c["name"] == entry["table"]]
    return allocate_request(entry["release"], case)


def validate_differences(release: str, request: dict[str, Any], answer: dict[str, Any]) -> list[str] | None:
    from tests.oracle.validation import validate_differences as differences

    return differences(release, request, answer)


DIFFERENCES = {
    "cel": cel_differences,
    "allocate": allocate_differences,
    "metadata": metadata_differences,
    "validate": validate_differences,
}
FAMILY = {
    "cel.compile": "cel",
    "cel.eval": "cel",
    "allocate": "allocate",
    "metadata.decode": "metadata",
    "validate": "validate",
}
# The op the validation oracle (dra-oracle-apiserver) answers; the others are the core dra-oracle's.
APISERVER_OPS = frozenset({"validate"})
