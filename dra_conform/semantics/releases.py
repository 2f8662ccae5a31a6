"""The Kubernetes releases dra-conform checks against, each as upstream builds it: which DRA feature
gates are on by default, which group/versions the apiserver serves for each kind, and which of the
newer APIs (device metadata, pool status) exist at all.

One table per concern, read from upstream's own files (docs/releases.md says how to add a release):

- GATE_SPECS: kubernetes/kubernetes pkg/features, `defaultVersionedKubernetesFeatureGates`, the DRA
  entries as they are, newest stored version (master after the 1.37 branch; the 1.35 line's
  pkg/features/kube_features.go agrees on every DRA gate it has). A release's default is that of the
  last spec whose Version <= the release, as component-base's featuregate takes it at its default
  emulation version; a release before a gate's first spec does not have it (off, "PreAlpha").
  A spec with a MinCompatibilityVersion applies only to an apiserver that can no longer roll back
  below it, which a binary's default compatibility version can (it is one minor below the binary):
  such specs are left out.
- SPEC_STATED: gates not in that list whose default observability-apis.md states, per release.
- SERVED: per release, the kinds each resource.k8s.io version has (KINDS, from k8s.io/api at that
  release branch: READ), which pkg/registry/resource/rest/storage_resource.go installs a storage for,
  less a version whose APILifecycleRemoved the release has reached (REMOVED), each on or off by
  pkg/controlplane's DefaultAPIResourceConfigSource (DEFAULT_ENABLED).
- CEL_LIBRARIES: per release, the libraries of the DRA CEL environment for new expressions (k8s.io/
  apiserver pkg/cel/environment/base.go at that release branch: READ).
- SINCE: the APIs that a release before their first does not have (ResourcePoolStatusRequest,
  DRAResourcePoolStatus, alpha in 1.36; the device-metadata files, metadata.resource.k8s.io,
  from 1.36: semantics.metadata.versions.PROFILES).
"""

from __future__ import annotations

from typing import NamedTuple

RELEASES = ("1.34", "1.35", "1.36", "1.37")  # oldest first; --kubernetes-version takes these
NEWEST = RELEASES[-1]
# The patch release each profile follows: behaviour changes within a minor (the allocator in 1.34.2, 1.35.6
# and 1.36.2, the device-metadata decoder in 1.36.1), so a profile names one. The Go oracle is built from
# these patches' staging modules (oracle/releases.json; tests/oracle/test_releases.py holds them in step).
PATCHES = {"1.34": "1.34.13", "1.35": "1.35.10", "1.36": "1.36.6", "1.37": "1.37.2"}


class Spec(NamedTuple):
    """One of upstream's featuregate.VersionedSpecs entries."""

    version: str
    default: bool
    stage: str  # Alpha, Beta, GA
    min_compatibility: str | None = None


def _v(release: str) -> tuple[int, ...]:
    return tuple(int(part) for part in release.split("."))


GATE_SPECS: dict[str, tuple[Spec, ...]] = {
    "DRAAdminAccess": (Spec("1.32", False, "Alpha"), Spec("1.34", True, "Beta"), Spec("1.36", True, "GA")),
    "DRAConsumableCapacity": (Spec("1.34", False, "Alpha"), Spec("1.36", True, "Beta")),
    "DRADerivedAttributes": (Spec("1.37", False, "Alpha"),),
    "DRADeviceBindingConditions": (Spec("1.34", False, "Alpha"), Spec("1.36", True, "Beta")),
    "DRADeviceCompatibilityGroups": (Spec("1.37", False, "Alpha"),),
    # Beta in 1.36 but off: it depends on an off-by-default beta API (resource.k8s.io/v1beta2).
    "DRADeviceTaintRules": (Spec("1.35", False, "Alpha"), Spec("1.36", False, "Beta"), Spec("1.37", True, "GA")),
    "DRADeviceTaints": (Spec("1.33", False, "Alpha"), Spec("1.36", True, "Beta"), Spec("1.37", True, "GA")),
    "DRAExtendedResource": (Spec("1.34", False, "Alpha"), Spec("1.36", True, "Beta"), Spec("1.37", True, "GA")),
    "DRAFractionalCapacityRange": (
        Spec("1.37", False, "Beta"),
        Spec("1.37", True, "Beta", min_compatibility="1.37"),
    ),
    "DRAListTypeAttributes": (Spec("1.36", False, "Alpha"),),
    "DRANodeAllocatableResources": (Spec("1.36", False, "Alpha"),),
    "DRAOptionalNodeOperations": (Spec("1.37", False, "Alpha"),),
    "DRAPartitionableDevices": (Spec("1.33", False, "Alpha"), Spec("1.36", True, "Beta")),
    "DRAPrioritizedList": (
        Spec("1.33", False, "Alpha"),
        Spec("1.34", True, "Beta"),
        Spec("1.36", True, "GA"),
        Spec("1.37", True, "GA"),
    ),
    "DRAResourceClaimDeviceStatus": (
        Spec("1.32", False, "Alpha"),
        Spec("1.33", True, "Beta"),
        Spec("1.37", True, "GA"),
    ),
    "DRASchedulerFilterTimeout": (Spec("1.34", True, "Beta"),),
    "DRAWorkloadResourceClaims": (Spec("1.36", False, "Alpha"), Spec("1.37", False, "Beta")),
    "DynamicResourceAllocation": (Spec("1.26", False, "Alpha"), Spec("1.32", False, "Beta"), Spec("1.34", True, "GA")),
}
# Gates outside that list, with the defaults observability-apis.md states (None elsewhere: not said).
SPEC_STATED: dict[tuple[str, str], bool] = {
    ("DRAPartitionableDevicesType", "1.37"): False,  # alpha in 1.37
    ("DRAResourcePoolStatus", "1.36"): False,  # alpha in 1.36
}


def spec_at(gate: str, release: str) -> Spec | None:
    """The spec upstream applies at ``release`` (the last one not newer), None before the first."""
    found = None
    for spec in GATE_SPECS.get(gate, ()):
        if _v(spec.version) <= _v(release) and (
            spec.min_compatibility is None or _v(spec.min_compatibility) < _v(release)
        ):
            found = spec
    return found


# A gate that took over part of an older gate's scope: before its own first release, the older gate
# governs that part. DeviceTaintRule was behind DRADeviceTaints until DRADeviceTaintRules (alpha in 1.35) split
# it off: on 1.34 DRADeviceTaintRules is PreAlpha ("cannot set feature gate DRADeviceTaintRules ... PreAlpha at
# emulated version 1.34", kubernetes/kubernetes#138676), and 1.33-1.34 clusters enable DeviceTaintRules with
# DRADeviceTaints and resource.k8s.io/v1alpha3.
PREDECESSOR = {"DRADeviceTaintRules": "DRADeviceTaints"}


def governing(gate: str, release: str) -> str:
    """The gate that decides ``gate``'s part on ``release``: itself, or its predecessor before its first release."""
    older = PREDECESSOR.get(gate)
    return older if older is not None and spec_at(gate, release) is None else gate


def _default(gate: str, release: str) -> bool:
    spec = spec_at(gate, release)
    return spec.default if spec else False  # not yet in this release: upstream has it off


# (gate, release) -> default: the one table semantics.gates.enabled reads. A new release is a new
# entry in RELEASES (and the specs upstream added), not a new column written by hand.
GATE_DEFAULTS: dict[tuple[str, str], bool] = {
    (gate, release): _default(gate, release) for gate in GATE_SPECS for release in RELEASES
} | SPEC_STATED


class Read(NamedTuple):
    """Where a release's facts were read: a published staging repository (kubernetes/kubernetes'
    staging/src/k8s.io/<name>, its commits carrying a Kubernetes-commit trailer), branch and commit."""

    repo: str
    branch: str
    commit: str
    kubernetes_commit: str  # the Kubernetes-commit trailer of that commit: the same tree in kubernetes/kubernetes


# The branch heads read, per release and repository. 1.37 is the 1.37 line on master (v0.37.0-beta.0 is
# tagged; the snapshots read have no release-1.37 branch yet): re-read it from release-1.37 when it exists.
READ: dict[str, dict[str, Read]] = {
    "1.34": {
        "api": Read("kubernetes/api", "release-1.34", "f40c031f034b485ddf4d0c0cbb9b827df2b8d818", "66a2fceb510f"),
        "apiserver": Read(
            "kubernetes/apiserver", "release-1.34", "94c3691ee5c4b3477c800c0155024d58fa89d4c0", "bfe73837810a"
        ),
        "dra": Read(
            "kubernetes/dynamic-resource-allocation",
            "release-1.34",
            "c8cc2dc0a1773df5714c075b65f8798bb51af3b5",
            "66a2fceb510f",
        ),
    },
    "1.35": {
        "api": Read("kubernetes/api", "release-1.35", "42f294562150625be2feb3662c8ebfbc10354568", "c371666ed602"),
        "apiserver": Read(
            "kubernetes/apiserver", "release-1.35", "9633d587027f3ec738d68218a6a03636fff9f106", "860b2bbb62ac"
        ),
        "dra": Read(
            "kubernetes/dynamic-resource-allocation",
            "release-1.35",
            "dfcfbc7537f3bacfe2f6964363960adf31216928",
            "c371666ed602",
        ),
    },
    "1.36": {
        "api": Read("kubernetes/api", "release-1.36", "53c47b96517d80155e5eed46a2c667cb68f38e9c", "9419ebed1fb4"),
        "apiserver": Read(
            "kubernetes/apiserver", "release-1.36", "8f96c522449373766a41e2bf22e5504f8cf6d797", "9419ebed1fb4"
        ),
        "dra": Read(
            "kubernetes/dynamic-resource-allocation",
            "release-1.36",
            "39826ded32e28f9ee4c6f96578ff4e830bbbceb4",
            "d52dde2e436d",
        ),
    },
    "1.37": {
        "api": Read("kubernetes/api", "master", "10b39a39bcee995dfe7cd5e8e7b922be5e46f1e2", "ae5d4d35bd94"),
        "apiserver": Read("kubernetes/apiserver", "master", "24a394e516bfda066d7e2221d7d92c052de27c54", "f99d91b88513"),
        "dra": Read(
            "kubernetes/dynamic-resource-allocation",
            "master",
            "3d036712930cdac0b0d46c4c21316a78147c551f",
            "dde51bfc48b1",
        ),
    },
}

RESOURCE = "resource.k8s.io"
_DRA4 = ("DeviceClass", "ResourceClaim", "ResourceClaimTemplate", "ResourceSlice")
# k8s.io/api resource/<version>/register.go, addKnownTypes (the List kinds left out), at READ[release]["api"].
KINDS: dict[str, dict[str, tuple[str, ...]]] = {
    "1.34": {"v1": _DRA4, "v1beta1": _DRA4, "v1beta2": _DRA4, "v1alpha3": ("DeviceTaintRule",)},
    "1.35": {"v1": _DRA4, "v1beta1": _DRA4, "v1beta2": _DRA4, "v1alpha3": ("DeviceTaintRule",)},
    "1.36": {
        "v1": _DRA4,
        "v1beta1": _DRA4,
        "v1beta2": (*_DRA4, "DeviceTaintRule"),
        "v1alpha3": ("DeviceTaintRule", "ResourcePoolStatusRequest"),
    },
    "1.37": {
        "v1": (*_DRA4, "DeviceTaintRule"),
        "v1beta1": _DRA4,
        "v1beta2": (*_DRA4, "DeviceTaintRule"),
        "v1alpha3": ("DeviceTaintRule", "ResourcePoolStatusRequest"),
    },
}
# k8s.io/api zz_generated.prerelease-lifecycle.go, APILifecycleRemoved (the same at every branch read): from
# that release on the apiserver no longer serves the version (apiserver pkg/server/deleted_kinds.go).
REMOVED: dict[tuple[str, str], str] = (
    {("v1beta1", kind): "1.38" for kind in _DRA4}
    | {("v1beta2", kind): "1.39" for kind in (*_DRA4, "DeviceTaintRule")}
    | {
        ("v1alpha3", "DeviceTaintRule"): "1.39",
        ("v1alpha3", "ResourcePoolStatusRequest"): "1.42",
    }
)
# kubernetes/kubernetes pkg/controlplane/instance.go: resource.k8s.io/v1 is in
# stableAPIGroupVersionsEnabledByDefault (from 1.34), v1beta1 and v1beta2 in betaAPIGroupVersionsDisabledByDefault,
# v1alpha3 in alphaAPIGroupVersionsDisabledByDefault: on only with --runtime-config.
DEFAULT_ENABLED = {"v1": "on", "v1beta2": "off", "v1beta1": "off", "v1alpha3": "off"}


def _served(release: str) -> dict[str, tuple[str, dict[str, str]]]:
    out: dict[str, tuple[str, dict[str, str]]] = {"Pod": ("", {"v1": "on"})}
    for version, kinds in KINDS[release].items():
        for kind in kinds:
            removed = REMOVED.get((version, kind))
            if removed is None or _v(release) < _v(removed):
                out.setdefault(kind, (RESOURCE, {}))[1][version] = DEFAULT_ENABLED[version]
    return out


# release -> kind -> (group, {version: on | off}): computed from the tables above, nothing per release by hand.
SERVED: dict[str, dict[str, tuple[str, dict[str, str]]]] = {release: _served(release) for release in RELEASES}
# An API a release before its first does not have: (first release, what it is).
SINCE: dict[str, tuple[str, str]] = {
    "ResourcePoolStatusRequest": ("1.36", "the DRAResourcePoolStatus API"),
    "DeviceMetadata": ("1.36", "device metadata (metadata.resource.k8s.io)"),
}


def has(api: str, release: str) -> bool:
    """Whether ``release`` has the API of SINCE at all."""
    first = SINCE.get(api)
    return first is None or _v(release) >= _v(first[0])


def missing(api: str, release: str) -> str:
    """What to say of a file or object of an API ``release`` does not have."""
    first, what = SINCE[api]
    return f"Kubernetes {release} has no {api}: {what} was added in {first}"


# --- the DRA CEL environment's libraries -------------------------------------------------------------
# dynamic-resource-allocation cel/compile.go builds on environment.MustBaseEnvSet(DefaultCompatibilityVersion()):
# the apiserver's default compatibility version, one minor below the binary, so a new expression on release
# N has the base libraries whose IntroducedVersion <= N-1 (and whose RemovedVersion > N-1); a stored
# expression has every library. base.go's VersionedOptions at READ[release]["apiserver"], as
# (library, version, introduced, removed); an unversioned library is version 0.
BASE_LIBRARIES: dict[str, tuple[tuple[str, int, str, str | None], ...]] = {}
_BASE_1_34 = (
    ("k8s.urls", 0, "1.0", None),
    ("k8s.regex", 0, "1.0", None),
    ("k8s.lists", 0, "1.0", None),
    ("k8s.authz", 0, "1.27", None),
    ("cel.optional", 0, "1.28", None),  # cel.OptionalTypes(): cel-go's newest (first/last included from v0.23)
    ("k8s.quantity", 0, "1.28", None),
    ("ext.strings", 0, "1.0", "1.29"),
    ("ext.strings", 2, "1.29", None),
    ("ext.sets", 0, "1.29", None),
    ("k8s.ip", 0, "1.30", None),
    ("k8s.cidr", 0, "1.30", None),
    ("k8s.format", 0, "1.31", None),
    ("k8s.authzselectors", 0, "1.31", None),
    ("ext.twovarcomprehensions", 0, "1.32", None),
    ("k8s.semver", 1, "1.33", None),
    ("ext.lists", 3, "1.34", None),
)
BASE_LIBRARIES["1.34"] = BASE_LIBRARIES["1.35"] = BASE_LIBRARIES["1.36"] = _BASE_1_34
# master (the 1.37 line): the Kubernetes lists library versioned, v0 removed in 1.37 and v1 from 1.37.
BASE_LIBRARIES["1.37"] = tuple(lib for lib in _BASE_1_34 if lib[0] != "k8s.lists") + (
    ("k8s.lists", 0, "1.0", "1.37"),
    ("k8s.lists", 1, "1.37", None),
)
# compile.go's own VersionedOptions without a FeatureEnabled: cel.bind (ext.Bindings) from 1.31, every release.
DRA_LIBRARIES = (("ext.bindings", 0, "1.31", None),)


def compatibility_version(release: str) -> str:
    """The apiserver's default --min-compatibility-version: one minor below the binary."""
    major, minor = _v(release)[:2]
    return f"{major}.{minor - 1}"


def _cel_libraries(release: str) -> dict[str, int]:
    compat = _v(compatibility_version(release))
    out: dict[str, int] = {}
    for name, version, introduced, removed in BASE_LIBRARIES[release] + DRA_LIBRARIES:
        if _v(introduced) <= compat and (removed is None or compat < _v(removed)):
            out[name] = max(out.get(name, version), version)
    return out


# release -> {library: version}: what a new expression's environment has (NewExpressions).
CEL_LIBRARIES: dict[str, dict[str, int]] = {release: _cel_libraries(release) for release in RELEASES}


def cel_has(release: str, library: str, version: int = 0) -> bool:
    """Whether ``release``'s environment for new expressions has ``library`` at ``version`` or newer."""
    have = CEL_LIBRARIES.get(release, CEL_LIBRARIES[NEWEST]).get(library)
    return have is not None and have >= version


# cel-go's parser takes `backtick`-escaped field names when NewParser turns EnableIdentEscapeSyntax on, as the
# cel-go 1.37 vendors does (v0.29.2); 1.34-1.36 vendor v0.26.0, where a new parser leaves it off (go.mod: READ).
_CEL_ESCAPES_SINCE = (1, 37)


def cel_escapes(release: str) -> bool:
    """Whether ``release``'s CEL parser takes backtick-escaped field names (else "unsupported syntax: '`'")."""
    return _v(release) >= _CEL_ESCAPES_SINCE


def supported() -> str:
    """The releases a run can be checked against, as a usage error lists them."""
    return f"{', '.join(RELEASES)}, a range such as {RELEASES[0]}-{NEWEST}, or all"


def parse(texts: str | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The releases ``texts`` name, oldest first, each once: a release (1.35), an inclusive range
    (1.34-1.37), ``all``, or several of these separated by commas or given as a list. A release not
    in RELEASES, or a range whose ends are not, is a ValueError that lists the supported ones."""
    parts = [texts] if isinstance(texts, str) else list(texts)
    found: set[str] = set()
    for text in (p.strip() for part in parts for p in str(part).split(",")):
        if text == "all":
            found.update(RELEASES)
            continue
        first, dash, last = text.partition("-")
        ends = (first.strip(), last.strip()) if dash else (text, text)
        if not all(end in RELEASES for end in ends):
            raise ValueError(f"{text!r} is not a supported Kubernetes release (supported: {supported()})")
        low, high = RELEASES.index(ends[0]), RELEASES.index(ends[1])
        if low > high:
            raise ValueError(f"{text!r}: the range runs backwards (write {ends[1]}-{ends[0]})")
        found.update(RELEASES[low : high + 1])
    if not found:
        raise ValueError(f"no Kubernetes release given (supported: {supported()})")
    return tuple(r for r in RELEASES if r in found)


def joined(releases: tuple[str, ...] | list[str]) -> str:
    """How findings and summaries name several releases: ``1.34, 1.35``."""
    return ", ".join(releases)


# --- validation facts that differ between releases ------------------------------------------------------
class Validation(NamedTuple):
    """The constants and enums pkg/apis/resource/validation validates with that changed between the
    supported releases (k8s.io/api resource/v1/types.go at READ[release]["api"]), and the one field path
    that moved (map key errors); docs/releases.md lists what was compared."""

    device_taints_max: int  # DeviceTaintsMaxLength: a device's taints (TooMany at spec.devices[i].taints)
    taint_effects: tuple[str, ...]  # the DeviceTaintEffect values, sorted as sets.List gives them (NotSupported)
    # Partitionable devices. 1.35 moved the counter sets into slices of their own ("Only one of Devices and
    # SharedCounters can be set in a ResourceSlice", counters referenced across the pool) with per-list limits;
    # 1.34 keeps sets and devices in one slice, references resolved in it, with limits on totals.
    counters_apart: bool  # sharedCounters and devices in separate slices (DRA-RS-008), references pool-wide
    counter_sets_max: int | None  # ResourceSliceMaxCounterSets (TooMany at spec.sharedCounters)
    counters_per_set_max: int | None  # ResourceSliceMaxCountersPerCounterSet, and per device consumption
    consumptions_per_device_max: int | None  # ResourceSliceMaxDeviceCounterConsumptionsPerDevice
    advanced_devices_max: int | None  # ResourceSliceMaxDevicesWithTaintsOrConsumesCounters (later ...AdvancedFeatures)
    shared_counters_total_max: int | None  # 1.34 ResourceSliceMaxSharedCounters: counters of all sets together
    device_counters_total_max: int | None  # 1.34 ResourceSliceMaxCountersPerDevice: a device's consumed counters
    slice_device_counters_total_max: int | None  # 1.34 ResourceSliceMaxDeviceCountersPerSlice: all devices'
    # Where an invalid map key of a slice (an attribute or capacity name, a counter name) is reported: at the
    # key (spec.devices[0].attributes[bad]) before 1.36, on the map (spec.devices[0].attributes) from 1.36,
    # when "Migrate ResourceSlice map key validation to declarative validation" (kubernetes/api 619735954 on
    # release-1.36, Kubernetes-commit 13c80130; not on release-1.35) moved the key checks to eachKey.
    map_key_errors_at_key: bool
    # What 1.35's declarative-validation work changed in validation.go's helpers (on release-1.35: the
    # uniqueness migrations, "use union member DV in the DRA", "Use k8s-resource-fully-qualified-name format to
    # validate MatchAttribute"); 1.34 is read from validation.go at 4ca286819a96 (1.35 development before them,
    # with 1.34's counter model, taint effects and helpers).
    duplicate_at_key: bool  # validateSet's Duplicate at the entry's key field (devices[1].name), not the entry
    empty_name_required: bool  # an empty domain, name or attribute value is Required, not Invalid
    missing_domain: str  # validateFullyQualifiedName's detail for a name without a domain
    # validateQualifiedName rejects a name with two slashes ("must not contain more than one slash"): the 1.37
    # line does (its switch's default); 1.34 (4ca286819a96) and the 1.35 line (index 153543185) have no
    # default and accept such a name whole; 1.36 keeps the 1.37 line's check (dra-oracle-apiserver 1.36.3 agrees
    # at 4,000 examples).
    second_slash_rejected: bool
    # validateSlice/validateSet/validateMap stop at a list's size from 1.35 ("maxSize check short-circuits for
    # DOS protection": Too many alone); 1.34 validates the entries too and adds Too many after them.
    size_stops_items: bool
    # 1.37 checks a claim's request and subrequest names' uniqueness declaratively (+k8s:listMapKey=name):
    # its Duplicate shows the whole entry as the request's version encodes it after defaulting
    # (`{"name":"r","exactly":{...}}`), where validation.go's validateSet (1.35, 1.36) shows the name
    # (dra-oracle-apiserver 1.36.3 and 1.37.2).
    duplicate_request_whole: bool = False
    # apimachinery 0.37's validateOwnerReference: an empty field Required at ownerReferences[i].<field>; before
    # (0.34 to 0.36), Invalid at ownerReferences.<field>, no index (dra-oracle-apiserver 1.37.2 and 1.34.4).
    owner_references_indexed: bool = False
    # Validated declaratively on 1.37 (their errors in content's words, dra-oracle-apiserver 1.37.2), by
    # validation.go on 1.34 to 1.36 (dra-oracle-apiserver 1.34.4, 1.35.4, 1.36.3):
    # a subrequest's deviceClassName ("must be no more than 253 bytes", not characters) and a config's opaque
    # driver (Too long in characters, the caseless subdomain message).
    subrequest_class_declarative: bool = False
    # 1.37 passes validation.go's errors through ErrorList.Filter (declarative validation's
    # FilterCoveredHandwrittenErrors), whose ToAggregate drops an error equal to one before it: an error
    # repeated (three controllers of one name, two equal pool name parts) is reported once; 1.34 repeats it.
    errors_once: bool = False
    # 1.37 checks a device taint's effect declaratively (+k8s:required, +k8s:enum), on every taint, also past
    # the list's limit where validation.go stops at Too many (dra-oracle-apiserver 1.37.2)
    taint_effect_declarative: bool = False
    opaque_driver_declarative: bool = False
    # ValidateCSIDriverName (pkg/apis/core/validation) returns at Required from 1.35; 1.34.4 checks an empty
    # driver on: Required, then Invalid "" (no DNS subdomain) (dra-oracle-apiserver 1.34.4; read on 1.35.4, 1.36.3)
    empty_driver_checked: bool = False
    # An attribute with two values: validation.go shows the internal DeviceAttribute as encoding/json writes it
    # (no json tags: {"IntValue":null,...,"StringValue":"x",...}) on 1.34 to 1.36; on 1.37 the declarative union
    # replaces it with its own words where it sees two values (an empty list is unset to it)
    attribute_value_internal: bool = False
    # validateRequestPolicyRange: 1.37 reads milli-values when a bound is fractional, checks the step (> 0) and
    # int64 ranges, and reports a default out of range at `default`; 1.34 to 1.36 do none of it, report at
    # `min` or `max`, and panic on a zero step (slice_devices._valid_range, `strict`)
    range_checks_1_37: bool = False
    # apimachinery 0.34 has one MaxLenError, "must be no more than N characters" (a length in bytes); from 0.35
    # the content package's checks (label keys and values, DNS names) say "bytes" (engine/check._worded)
    max_len_in_characters: bool = False
    # a device's consumesCounters[].counterSet: 1.34 requires it (and resolves it in the slice), 1.35 on also
    # validates it as a counter name (validateDeviceCounterConsumption)
    consumed_set_name_checked: bool = True
    # a request with both `exactly` and `firstAvailable`: 1.34's validateDeviceRequest validates both branches
    # before "multiple fields are set"; from 1.35 its switch stops there (read on 1.35.4, 1.36.3, 1.37.2)
    both_branches_validated: bool = False
    # a DeviceClass's metadata.name is checked declaratively from 1.35 (content's "bytes"); every other kind's by
    # ValidateObjectMeta ("characters") (dra-oracle-apiserver 1.34.4 to 1.37.2)
    class_name_declarative: bool = False
    # from 1.36 the internal DeviceAttribute has the list values (IntValues, ..., shown null when unset or dropped)
    internal_list_values: bool = False
    # a slice's devices past the list's size: validation.go stops at Too many from 1.35, but 1.37's declarative
    # validation still checks each device's taints and consumesCounters (resource_slice.devices_judged)
    devices_past_size_judged: bool = False
    # counter-set and counter names: corevalidation.ValidateDNS1123Label ("characters") until 1.37 checks them
    # declaratively (content's "bytes") (dra-oracle-apiserver 1.35.4 to 1.37.2)
    counter_names_declarative: bool = False


_VALIDATION_1_34 = Validation(
    4,
    ("NoExecute", "NoSchedule"),
    False,
    None,
    None,
    None,
    None,
    32,
    32,
    1024,
    map_key_errors_at_key=True,
    duplicate_at_key=True,
    empty_name_required=True,
    missing_domain="must include a domain",
    second_slash_rejected=False,
    size_stops_items=False,
    empty_driver_checked=True,
    attribute_value_internal=True,
    max_len_in_characters=True,
    consumed_set_name_checked=False,
    both_branches_validated=True,
)
# 16 taints and the None effect; counters apart, 8 sets of 32, 2 consumptions of 32, 64 devices using them
_VALIDATION_1_35 = Validation(
    16,
    ("NoExecute", "NoSchedule", "None"),
    True,
    8,
    32,
    2,
    64,
    None,
    None,
    None,
    map_key_errors_at_key=True,
    duplicate_at_key=False,
    empty_name_required=False,
    missing_domain="a fully qualified name must be a domain and a name separated by a slash",
    second_slash_rejected=False,
    size_stops_items=True,
    attribute_value_internal=True,
    class_name_declarative=True,
)
_VALIDATION_1_36 = _VALIDATION_1_35._replace(
    map_key_errors_at_key=False, second_slash_rejected=True, internal_list_values=True
)
VALIDATION: dict[str, Validation] = {
    "1.34": _VALIDATION_1_34,
    "1.35": _VALIDATION_1_35,
    "1.36": _VALIDATION_1_36,
    "1.37": _VALIDATION_1_36._replace(
        duplicate_request_whole=True,
        owner_references_indexed=True,
        subrequest_class_declarative=True,
        opaque_driver_declarative=True,
        errors_once=True,
        taint_effect_declarative=True,
        range_checks_1_37=True,
        attribute_value_internal=False,  # the declarative union's words, where it sees two values
        devices_past_size_judged=True,
        counter_names_declarative=True,
    ),
}


def validation(release: str) -> Validation:
    """The release's validation facts (the newest's for a release not listed)."""
    return VALIDATION.get(release, VALIDATION[NEWEST])
