"""When each rule applies, release by release: what `rules --kubernetes-version V` and `explain` say.

Derived, never written per release: from semantics.releases (the APIs a release has, the group/versions
it serves for each kind, the feature gates' defaults) and the gate tables the rule modules check with.
A rule is tied to a release by its family (the device-metadata and pool-status APIs), by the kinds it
checks (a kind a release does not serve, or serves under other versions), and by the feature gates of
the fields it reports.
"""

from __future__ import annotations

from ..model.catalogue import Catalog, Check
from ..semantics import api_versions, releases
from ..semantics.gates import DEFAULTS

# The API a whole family belongs to (a key of releases.SINCE): before that API's first release nothing
# the family checks exists.
FAMILY_API = {"DRA-MD": "DeviceMetadata", "DRA-PSR": "ResourcePoolStatusRequest"}
NOT_SERVED = "is not served (the release does not have it)"


def gated_fields(rule_id: str) -> dict[str, tuple[str, ...]]:
    """field -> the gates it needs, for a rule that reports fields an apiserver drops with a gate off:
    the tables the rule's own module checks with."""
    if rule_id == "DRA-RS-032":
        from .slice_gates import DEVICE_FIELDS, OPTIONAL_NODE_OPERATIONS, SPEC_FIELDS

        # slice_gates.gated_fields: the fields of its two tables, and these four
        return (
            {f"spec.{name}": (gate,) for name, gate in SPEC_FIELDS.items()}
            | {f"spec.devices[*].{name}": gates for name, gates in DEVICE_FIELDS.items()}
            | {
                "spec.skipNodeOperations": (OPTIONAL_NODE_OPERATIONS,),
                "spec.devices[*].capacity[*].requestPolicy": ("DRAConsumableCapacity",),
                "spec.devices[*].attributes[*].list values": ("DRAListTypeAttributes",),
                "spec.devices[*].consumesCounters[*].compatibilityGroups": ("DRADeviceCompatibilityGroups",),
            }
        )
    if rule_id == "DRA-CL-011":
        from .claim_spec import CONSUMABLE_CAPACITY, REQUEST_GATES

        # claim_spec.gated_fields: the request fields of REQUEST_GATES, and these three
        request: dict[str, tuple[str, ...]] = {name: (gate,) for name, gate in REQUEST_GATES}
        return request | {
            "firstAvailable": ("DRAPrioritizedList",),
            "constraints[*].distinctAttribute": (CONSUMABLE_CAPACITY,),
            "DeviceClass spec.extendedResourceName": ("DRAExtendedResource",),
        }
    if rule_id == "DRA-CL-015":
        from .taint_rule import GATE

        return {"DeviceTaintRule": (GATE,)}
    if rule_id in ("DRA-RS-019", "DRA-PSR-009"):
        field = "spec.partitionTypeAttribute" if rule_id == "DRA-RS-019" else "spec.defaultPartitionTypeAttribute"
        return {field: ("DRAPartitionableDevicesType",)}
    return {}


def applies(rule_id: str, check: Check | None, release: str) -> bool:
    """Whether the rule can report anything on ``release`` (its API exists, one of its kinds is served)."""
    api = FAMILY_API.get(rule_id.rsplit("-", 1)[0])
    if api is not None and not releases.has(api, release):
        return False
    kinds = [k for k in (check.kinds if check else ()) if k in _all_served_kinds()]
    return not kinds or any(k in releases.SERVED[release] for k in kinds)


def lines(rule_id: str, check: Check | None, only: str | None = None) -> list[str]:
    """What differs between the supported releases for this rule, one line per group of releases
    (all of them, or ``only`` that one); empty when the rule is the same on every release."""
    wanted = [only] if only else list(releases.RELEASES)
    out: list[str] = []
    api = FAMILY_API.get(rule_id.rsplit("-", 1)[0])
    if api is not None:
        first, what = releases.SINCE[api]
        without = [r for r in wanted if not releases.has(api, r)]
        if without:
            out.append(f"{_list(without)}: does not apply: {what} was added in {first}")
        if len(without) < len(wanted) and (without or only):
            out.append(f"{_list([r for r in wanted if r not in without])}: applies")
    kinds = check.kinds if check else ()
    changing = [k for k in kinds if k in _all_served_kinds() and len({_served(k, r) for r in releases.RELEASES}) > 1]
    # Said for the rule of served versions, and for a rule whose every kind is served differently by release
    # (the DeviceTaintRule and pool-status rules); not for the rules that check such a kind among others.
    if rule_id == api_versions.RULE or (changing and len(changing) == len(kinds)):
        for kind in changing:
            for text, group in _grouped({r: _served(kind, r) for r in wanted}).items():
                if not (api is not None and text == NOT_SERVED):  # the family's line said so
                    out.append(f"{_list(group)}: {kind} {text}")
    for gate, fields in _by_gate(gated_fields(rule_id)).items():
        states = {r: _gate_state(releases.governing(gate, r), r) for r in wanted}
        if not only and set(states.values()) == {"on by default"}:
            continue  # on in every release: nothing to tell apart
        named = {r: f"{releases.governing(gate, r)} {state}" for r, state in states.items()}
        for text, group in _grouped(named).items():
            dropped = "" if text.endswith("on by default") else f": dropped, and reported: {', '.join(fields)}"
            out.append(f"{_list(group)}: {text}{dropped}")
    return out


def first_release(rule_id: str, check: Check | None) -> str | None:
    """The first supported release the rule applies to (None: none of them)."""
    return next((r for r in releases.RELEASES if applies(rule_id, check, r)), None)


def _all_served_kinds() -> frozenset[str]:
    return frozenset(k for r in releases.RELEASES for k in releases.SERVED[r])


def _served(kind: str, release: str) -> str:
    group, versions = releases.SERVED[release].get(kind, ("", {}))
    if not versions:
        return NOT_SERVED
    on = [v for v, state in versions.items() if state == "on"]
    off = [v for v, state in versions.items() if state == "off"]
    parts = ([f"{', '.join(on)} on by default"] if on else []) + (
        [f"{', '.join(off)} only with --runtime-config"] if off else []
    )
    return f"served as {group}/" + "; ".join(parts)


def _gate_state(gate: str, release: str) -> str:
    spec = releases.spec_at(gate, release)
    if spec is None and (gate, release) not in releases.SPEC_STATED:
        stated = sorted((r for g, r in releases.SPEC_STATED if g == gate), key=releases._v)
        first = releases.GATE_SPECS[gate][0].version if gate in releases.GATE_SPECS else next(iter(stated), None)
        return f"is not in the release (added in {first})" if first else "is not in the release"
    return "on by default" if DEFAULTS.get((gate, release)) else "off by default"


def _by_gate(fields: dict[str, tuple[str, ...]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for field, gates in fields.items():
        for gate in gates:
            out.setdefault(gate, []).append(field)
    return out


def _grouped(by_release: dict[str, str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for release, text in by_release.items():
        out.setdefault(text, []).append(release)
    return out


def _list(group: list[str]) -> str:
    return ", ".join(group)


def every_rule(catalog: Catalog) -> dict[str, list[str]]:
    """Each rule's release lines (docs/rules/ pages, `rules --write-docs`)."""
    checks = catalog.checks
    return {rule_id: lines(rule_id, checks.get(rule_id)) for rule_id in catalog.rules}
