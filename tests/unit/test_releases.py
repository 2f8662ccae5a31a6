"""Release profiles 1.34 to 1.37 (semantics.releases): gate defaults from upstream's versioned specs,
served versions, the APIs a release does not have, and --kubernetes-version's accepted values."""

from __future__ import annotations

import functools
import json

import pytest
import yaml

from dra_conform.model.results import DEFAULT_KUBERNETES_VERSION
from dra_conform.semantics import api_versions, gates, releases
from tests.builders import claim, consumes, counter_set, device, request, resource_slice
from tests.helpers import cli

DRIVER = "gpu.example.com"


def test_the_default_release_is_the_newest():
    assert releases.NEWEST == DEFAULT_KUBERNETES_VERSION == releases.RELEASES[-1]


# pkg/features defaultVersionedKubernetesFeatureGates (the Version <= release rule), one row per
# gate the issue names, with the release where its default flips.
@pytest.mark.parametrize(
    "gate, off_in, on_in",
    [
        ("DRAPartitionableDevices", ("1.34", "1.35"), ("1.36", "1.37")),  # alpha 1.33, beta 1.36
        ("DRADeviceTaints", ("1.34", "1.35"), ("1.36", "1.37")),  # alpha 1.33, beta 1.36, GA 1.37
        ("DRAExtendedResource", ("1.34", "1.35"), ("1.36", "1.37")),  # alpha 1.34, beta 1.36
        ("DRAPrioritizedList", (), ("1.34", "1.35", "1.36", "1.37")),  # beta (on) from 1.34
        ("DRAConsumableCapacity", ("1.34", "1.35"), ("1.36", "1.37")),  # alpha 1.34, beta 1.36
        ("DRADeviceBindingConditions", ("1.34", "1.35"), ("1.36", "1.37")),  # alpha 1.34, beta 1.36
        ("DRAResourceClaimDeviceStatus", (), ("1.34", "1.35", "1.36", "1.37")),  # beta from 1.33
        ("DRADeviceTaintRules", ("1.34", "1.35", "1.36"), ("1.37",)),  # 1.34: not yet a gate
        ("DRAAdminAccess", (), ("1.34", "1.35", "1.36", "1.37")),  # beta 1.34
        ("DRAListTypeAttributes", ("1.34", "1.35", "1.36", "1.37"), ()),  # alpha 1.36
    ],
)
def test_gate_defaults_follow_the_versioned_specs(gate, off_in, on_in):
    assert [gates.enabled((), gate, r) for r in off_in] == [False] * len(off_in)
    assert [gates.enabled((), gate, r) for r in on_in] == [True] * len(on_in)
    assert gates.enabled(((gate, True),), gate, off_in[-1] if off_in else "1.37") is True  # given wins


def test_a_spec_behind_a_min_compatibility_version_waits_a_release():
    # DRAFractionalCapacityRange: beta in 1.37 twice, on only with --min-compatibility-version=1.37,
    # which a 1.37 binary's default (1.36) is not; a 1.38 binary's default (1.37) is.
    assert gates.enabled((), "DRAFractionalCapacityRange", "1.37") is False
    assert releases.spec_at("DRAFractionalCapacityRange", "1.38") == releases.Spec("1.37", True, "Beta", "1.37")


# The hand-written table this module replaced, for 1.36 and 1.37: the computed one agrees.
BEFORE = {
    ("DRAPartitionableDevicesType", "1.37"): False,
    ("DRAResourcePoolStatus", "1.36"): False,
    ("DRAResourceClaimDeviceStatus", "1.36"): True,
    ("DRAResourceClaimDeviceStatus", "1.37"): True,
    ("DRAOptionalNodeOperations", "1.37"): False,
    ("DRAPartitionableDevices", "1.36"): True,
    ("DRAPartitionableDevices", "1.37"): True,
    ("DRADeviceTaints", "1.36"): True,
    ("DRADeviceTaints", "1.37"): True,
    ("DRADeviceBindingConditions", "1.36"): True,
    ("DRADeviceBindingConditions", "1.37"): True,
    ("DRAConsumableCapacity", "1.36"): True,
    ("DRAConsumableCapacity", "1.37"): True,
    ("DRAListTypeAttributes", "1.36"): False,
    ("DRAListTypeAttributes", "1.37"): False,
    ("DRANodeAllocatableResources", "1.36"): False,
    ("DRANodeAllocatableResources", "1.37"): False,
    ("DRADeviceCompatibilityGroups", "1.37"): False,
    ("DRAFractionalCapacityRange", "1.37"): False,
    ("DRAPrioritizedList", "1.36"): True,
    ("DRAPrioritizedList", "1.37"): True,
    ("DRAAdminAccess", "1.36"): True,
    ("DRAAdminAccess", "1.37"): True,
    ("DRAExtendedResource", "1.36"): True,
    ("DRAExtendedResource", "1.37"): True,
    ("DRADeviceTaintRules", "1.36"): False,
    ("DRADeviceTaintRules", "1.37"): True,
    ("DRADerivedAttributes", "1.37"): False,
}


def test_the_computed_table_keeps_every_earlier_default():
    assert {key: gates.DEFAULTS[key] for key in BEFORE} == BEFORE


def test_a_gate_the_release_predates_is_said_so():
    assert gates.off((), "DRAListTypeAttributes", "1.35") == (
        "the DRAListTypeAttributes feature gate off (not yet in 1.35: added in 1.36)"
    )
    assert gates.off((), "DRAPartitionableDevices", "1.35") == (
        "the DRAPartitionableDevices feature gate off (off by default in 1.35)"
    )


# A partitionable pool as upstream requires it: the counters in one slice, the devices in another; every slice
# here is one of the two of pool node-1
_slice = functools.partial(resource_slice, slice_count=2)
COUNTERS = _slice("node-1-counters", sharedCounters=[counter_set("gpu-0", memory="80Gi")])
PARTS = _slice("node-1-gpus", [device("gpu-0-half-0", consumesCounters=[consumes("gpu-0", memory="40Gi")])])
PARTITIONABLE = [COUNTERS, PARTS]


def findings(tmp_path, objects, release):
    path = tmp_path / "objects.yaml"
    path.write_text(yaml.safe_dump_all(objects))
    out = cli("check", "--format", "json", "--kubernetes-version", release, str(path))
    assert out.returncode in (0, 1), out.stderr
    return [(f["ruleId"], f["fieldPath"], f["message"]) for f in json.loads(out.stdout)["findings"]]


def test_a_partitionable_pool_is_clean_from_1_36_and_dropped_before(tmp_path):
    for release in ("1.36", "1.37"):
        assert findings(tmp_path, PARTITIONABLE, release) == []
    for release in ("1.34", "1.35"):
        gated = findings(tmp_path, PARTITIONABLE, release)
        assert [(rule, where) for rule, where, _ in gated] == [
            ("DRA-RS-032", "spec.sharedCounters"),
            ("DRA-RS-032", "spec.devices[0].consumesCounters"),
        ]
        assert {message for _, _, message in gated} == {
            f"an apiserver with the DRAPartitionableDevices feature gate off (off by default in {release}) "
            "drops this field"
        }


def with_device(**fields):
    obj = json.loads(json.dumps(PARTS))
    obj["spec"]["pool"]["resourceSliceCount"] = 1
    obj["spec"]["devices"] = [{"name": "gpu-0", **fields}]
    return obj


@pytest.mark.parametrize(
    "field, value, gate",
    [
        ("taints", [{"key": "example.com/broken", "effect": "NoSchedule"}], "DRADeviceTaints"),
        ("allowMultipleAllocations", True, "DRAConsumableCapacity"),
        ("bindingConditions", ["example.com/ready"], "DRADeviceBindingConditions"),
    ],
)
def test_each_gated_device_field_is_dropped_on_1_35_only(tmp_path, field, value, gate):
    extra = {"bindsToNode": True} if field == "bindingConditions" else {}
    obj = with_device(**{field: value}, **extra)
    assert [f for f in findings(tmp_path, [obj], "1.36") if f[0] == "DRA-RS-032"] == []
    dropped = [f for f in findings(tmp_path, [obj], "1.35") if f[0] == "DRA-RS-032"]
    assert (f"spec.devices[0].{field}", gate) in {(where, gate) for _, where, m in dropped if gate in m}


CLAIM = claim({"name": "gpu", "firstAvailable": [request("big", v1beta1=True), request("small", v1beta1=True)]})
EXTENDED = {
    "apiVersion": "resource.k8s.io/v1",
    "kind": "DeviceClass",
    "metadata": {"name": DRIVER},
    "spec": {"extendedResourceName": "example.com/gpu"},
}


def test_prioritized_list_is_on_from_1_34_and_extended_resources_from_1_36(tmp_path):
    assert findings(tmp_path, [CLAIM], "1.34") == []
    assert findings(tmp_path, [EXTENDED], "1.36") == []
    assert findings(tmp_path, [EXTENDED], "1.35") == [
        (
            "DRA-CL-011",
            "spec.extendedResourceName",
            "an apiserver with the DRAExtendedResource feature gate off (off by default in 1.35) drops this field",
        )
    ]


def test_a_pool_status_request_does_not_exist_before_1_36(tmp_path):
    request = {
        "apiVersion": "resource.k8s.io/v1alpha3",
        "kind": "ResourcePoolStatusRequest",
        "metadata": {"name": "r"},
        "spec": {"driver": DRIVER},
    }
    assert api_versions.verdict("ResourcePoolStatusRequest", "resource.k8s.io/v1alpha3", "1.36").checked
    assert findings(tmp_path, [request], "1.35") == [
        (
            "DRA-API-001",
            "apiVersion",
            "Kubernetes 1.35 has no ResourcePoolStatusRequest: the DRAResourcePoolStatus API was added in 1.36: "
            "the apiserver rejects the object",
        )
    ]


def test_a_device_metadata_file_is_not_checkable_before_1_36(tmp_path):
    path = tmp_path / "metadata.json"
    path.write_text(json.dumps({"apiVersion": "metadata.resource.k8s.io/v1alpha1", "kind": "DeviceMetadata"}))
    out = cli("check", "--as", "metadata", "--kubernetes-version", "1.35", str(path))
    assert out.returncode == 2
    assert b"Kubernetes 1.35 has no DeviceMetadata" in out.stdout + out.stderr
    assert cli("check", "--as", "metadata", "--kubernetes-version", "1.36", str(path)).returncode in (0, 1)


@pytest.mark.parametrize(
    "release", ["1.33", "1.38", "1.36.0", "v1.36", "", "1.33-1.37", "1.34-1.38", "1.34,1.3x", "1.37-1.34", "al"]
)
def test_an_unsupported_release_is_a_usage_error_with_the_supported_list(tmp_path, release):
    out = cli("check", "--kubernetes-version", "1.36", "--kubernetes-version", release, str(tmp_path))
    assert out.returncode == 2
    assert b"1.34, 1.35, 1.36, 1.37, a range such as 1.34-1.37, or all" in out.stderr or (
        b"the range runs backwards (write 1.34-1.37)" in out.stderr
    )


def test_an_unsupported_release_in_the_config_file_is_a_usage_error(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".dra-conform.yaml").write_text('kubernetes-version: "1.33"\n')
    (tmp_path / "slice.yaml").write_text(yaml.safe_dump_all(PARTITIONABLE))
    out = cli("check", "slice.yaml", cwd=tmp_path)
    assert out.returncode == 2 and b"kubernetes-version" in out.stderr and b"1.34" in out.stderr
    (tmp_path / ".dra-conform.yaml").write_text('kubernetes-version: "1.35"\n')
    out = cli("check", "--format", "json", "slice.yaml", cwd=tmp_path)
    assert {f["ruleId"] for f in json.loads(out.stdout)["findings"]} == {"DRA-RS-032"}


# --- served group/versions per release (k8s.io/api register.go at each branch, instance.go's defaults) ---


def test_served_versions_are_computed_per_release_from_the_kinds_each_version_has():
    for release in releases.RELEASES:  # the four DRA kinds: v1 on, the betas served but off, every release
        for kind in ("ResourceSlice", "ResourceClaim", "ResourceClaimTemplate", "DeviceClass"):
            assert releases.SERVED[release][kind] == (
                "resource.k8s.io",
                {"v1": "on", "v1beta1": "off", "v1beta2": "off"},
            )
    taint_rule = {r: releases.SERVED[r]["DeviceTaintRule"][1] for r in releases.RELEASES}
    assert taint_rule == {
        "1.34": {"v1alpha3": "off"},
        "1.35": {"v1alpha3": "off"},
        "1.36": {"v1beta2": "off", "v1alpha3": "off"},  # v1beta2 gained DeviceTaintRule in 1.36
        "1.37": {"v1": "on", "v1beta2": "off", "v1alpha3": "off"},  # and v1 in 1.37
    }
    assert set(releases.READ) == set(releases.RELEASES)  # every release names the commits it was read from


def test_a_version_past_its_lifecycle_removal_is_not_served():
    # APILifecycleRemoved of v1beta1 is 1.38: a 1.38 profile would not serve it, computed, not written.
    release = "1.38"
    releases.KINDS[release] = releases.KINDS["1.37"]
    try:
        assert "v1beta1" not in releases._served(release)["ResourceSlice"][1]
        assert "v1beta2" in releases._served(release)["ResourceSlice"][1]
    finally:
        del releases.KINDS[release]


def test_a_device_taint_rule_is_served_as_v1_only_from_1_37():
    assert api_versions.verdict("DeviceTaintRule", "resource.k8s.io/v1", "1.37").checked
    before = api_versions.verdict("DeviceTaintRule", "resource.k8s.io/v1", "1.36")
    assert (before.checked, before.level) == (False, "error")
    assert before.problem == (
        "resource.k8s.io/v1 DeviceTaintRule is not served by Kubernetes 1.36 (it serves resource.k8s.io/v1beta2, "
        "resource.k8s.io/v1alpha3): the apiserver rejects the object before validating it"
    )
    alpha = api_versions.verdict("DeviceTaintRule", "resource.k8s.io/v1alpha3", "1.35")
    assert (alpha.checked, alpha.level) == (True, "warning")
    assert alpha.problem == (
        "resource.k8s.io/v1alpha3 is served by Kubernetes 1.35 only when enabled (--runtime-config="
        "resource.k8s.io/v1alpha3=true; alpha versions are off by default): no version of DeviceTaintRule is on "
        "by default"
    )


# --- the CEL environment's libraries per release (apiserver base.go, one minor below the binary) ---


def test_the_cel_libraries_follow_base_go_at_the_compatibility_version():
    assert [releases.compatibility_version(r) for r in releases.RELEASES] == ["1.33", "1.34", "1.35", "1.36"]
    # ext.Lists(3) was introduced in 1.34: a 1.34 apiserver (compatibility 1.33) lacks it for new expressions.
    assert [releases.cel_has(r, "ext.lists") for r in releases.RELEASES] == [False, True, True, True]
    # the Kubernetes lists library v1 is introduced in 1.37: not before a 1.38 binary.
    assert not any(releases.cel_has(r, "k8s.lists", 1) for r in releases.RELEASES)
    assert all(releases.cel_has(r, "k8s.lists", 0) for r in releases.RELEASES)
    for library, version in (("ext.strings", 2), ("ext.sets", 0), ("k8s.ip", 0), ("k8s.cidr", 0)):
        assert all(releases.cel_has(r, library, version) for r in releases.RELEASES), library
    assert all(releases.cel_has(r, "k8s.semver", 1) and releases.cel_has(r, "k8s.format") for r in releases.RELEASES)
    assert not releases.cel_has("1.37", "ext.strings", 3)


def _detail(expression, release, stored=False):
    from dra_conform.semantics.cel import Options, compile

    result = compile(expression, Options(release=release, stored=stored))
    return result.problem.detail if result.problem else None


def test_a_lists_extension_function_is_an_undeclared_reference_in_1_34s_environment():
    assert _detail("[1, 2].slice(0, 1) == [1]", "1.35") is None
    assert _detail("[1, 2].slice(0, 1) == [1]", "1.34") == (  # placed at the call's '(' as cel-go does
        "compilation failed: ERROR: <input>:1:13: undeclared reference to 'slice' (in container '')\n"
        " | [1, 2].slice(0, 1) == [1]\n"
        " | ............^"
    )
    # the namespaced form: neither `lists` nor `range` is declared (cel-go's checkCall)
    assert _detail("lists.range(2).size() == 2", "1.34") == (
        "compilation failed: ERROR: <input>:1:1: undeclared reference to 'lists' (in container '')\n"
        " | lists.range(2).size() == 2\n"
        " | ^\n"
        "ERROR: <input>:1:12: undeclared reference to 'range' (in container '')\n"
        " | lists.range(2).size() == 2\n"
        " | ...........^"
    )
    # an update keeping the expression compiles it in the StoredExpressions environment, which has every library
    assert _detail("[[1]].flatten().size() == 1", "1.34", stored=True) is None
    # first/last come with cel.OptionalTypes (cel-go's newest), in every release
    assert _detail("[1].first().hasValue()", "1.34") is None


def test_a_claim_selector_calling_a_library_its_release_lacks_is_reported(tmp_path):
    claim = json.loads(json.dumps(CLAIM))
    claim["spec"]["devices"]["requests"] = [
        {
            "name": "gpu",
            "exactly": {
                "deviceClassName": DRIVER,
                "selectors": [{"cel": {"expression": "[1, 2].distinct().size() == 2"}}],
            },
        }
    ]
    assert findings(tmp_path, [claim], "1.35") == []
    assert [(rule, where) for rule, where, _ in findings(tmp_path, [claim], "1.34")] == [
        ("DRA-CL-007", "spec.devices.requests[0].exactly.selectors[0].cel.expression")
    ]


# --- when a rule applies: `rules --kubernetes-version V` and `explain RULE [--kubernetes-version V]` ---


def _listed(*args):
    out = cli(*args)
    assert out.returncode == 0, out.stderr
    return out.stdout.decode()


def test_rules_for_a_release_mark_the_families_it_does_not_have():
    on_1_35 = {line.split()[0]: line for line in _listed("rules", "--kubernetes-version", "1.35").splitlines()}
    assert "(not on 1.35: from 1.36)" in on_1_35["DRA-PSR-001"]
    assert "(not on 1.35: from 1.36)" in on_1_35["DRA-MD-001"]
    assert "not on" not in on_1_35["DRA-RS-032"] and "not on" not in on_1_35["DRA-RC-001"]
    on_1_36 = _listed("rules", "--kubernetes-version", "1.36")
    assert "not on" not in on_1_36
    # without a release, the listing is as before
    assert "not on" not in _listed("rules")


def test_explain_says_how_each_release_treats_a_gated_field():
    page = _listed("explain", "DRA-RS-032")
    assert "## Kubernetes releases" in page
    assert (
        "- 1.34, 1.35: DRAPartitionableDevices off by default: dropped, and reported: spec.sharedCounters, "
        "spec.perDeviceNodeSelection, spec.devices[*].consumesCounters"
    ) in page
    assert "- 1.36, 1.37: DRAPartitionableDevices on by default\n" in page
    section = page.split("## Kubernetes releases")[1].split("## ")[0]
    assert "DRAResourceClaimDeviceStatus" not in section  # on in every release: nothing to tell apart
    one = _listed("explain", "DRA-RS-032", "--kubernetes-version", "1.36")
    assert "- 1.36: DRAPartitionableDevices on by default\n" in one and "1.35" not in one.split("## Kubernetes")[1]


def test_explain_says_from_which_release_a_family_applies():
    assert "- 1.34, 1.35: does not apply: the DRAResourcePoolStatus API was added in 1.36\n- 1.36, 1.37: applies" in (
        _listed("explain", "DRA-PSR-001")
    )
    assert "- 1.35: does not apply: device metadata" in _listed("explain", "DRA-MD-001", "--kubernetes-version", "1.35")
    assert "- 1.34: applies" in _listed("explain", "DRA-RC-001", "--kubernetes-version", "1.34")
    taint_rule = _listed("explain", "DRA-CL-014")
    assert "- 1.37: DeviceTaintRule served as resource.k8s.io/v1 on by default; v1beta2, v1alpha3 only with" in (
        taint_rule
    )
    assert "## Kubernetes releases" not in _listed("explain", "DRA-RC-001")  # the same on every release


# --- validation facts per release (k8s.io/api resource/v1/types.go at each branch) ---


def test_the_taint_limits_and_effects_and_the_counter_model_of_1_34():
    old = releases.validation("1.34")
    assert (old.device_taints_max, old.taint_effects) == (4, ("NoExecute", "NoSchedule"))
    assert (old.counters_apart, old.counter_sets_max, old.consumptions_per_device_max) == (False, None, None)
    assert (old.shared_counters_total_max, old.device_counters_total_max, old.slice_device_counters_total_max) == (
        32,
        32,
        1024,
    )
    for release in ("1.35", "1.36", "1.37"):
        new = releases.validation(release)
        assert (new.device_taints_max, new.taint_effects) == (16, ("NoExecute", "NoSchedule", "None"))
        assert (new.counters_apart, new.counter_sets_max, new.counters_per_set_max) == (True, 8, 32)
        assert (new.consumptions_per_device_max, new.advanced_devices_max) == (2, 64)
        assert new.shared_counters_total_max is None


def test_a_slice_map_key_error_is_at_the_key_before_1_36_and_on_the_map_from_1_36(tmp_path):
    # "Migrate ResourceSlice map key validation to declarative validation" (release-1.36): validateMap's key
    # errors moved from map[key] (the key cut as truncateIfTooLong cuts it) to the map
    assert [releases.validation(r).map_key_errors_at_key for r in releases.RELEASES] == [True, True, False, False]
    long_key = "x" * 64 + "/" + "y" * 33  # a 64-byte domain: too long, and past the 96 bytes a path names whole
    slice_ = {
        "apiVersion": "resource.k8s.io/v1",
        "kind": "ResourceSlice",
        "metadata": {"name": "s"},
        "spec": {
            "driver": DRIVER,
            "nodeName": "n",
            "pool": {"name": "p", "generation": 1, "resourceSliceCount": 1},
            "devices": [{"name": "d", "attributes": {long_key: {"string": "z"}}}],
        },
    }
    path = tmp_path / "slice.yaml"
    path.write_text(yaml.safe_dump(slice_))
    paths = {}
    for release in ("1.35", "1.36"):
        out = cli("check", "--format", "json", "--kubernetes-version", release, str(path))
        paths[release] = {f["fieldPath"] for f in json.loads(out.stdout)["findings"] if f["ruleId"] == "DRA-RS-013"}
    cut = "x" * 47 + "..." + "x" * 12 + "/" + "y" * 33
    assert paths == {"1.35": {f"spec.devices[0].attributes[{cut}]"}, "1.36": {"spec.devices[0].attributes"}}


def _found(tmp_path, doc, release, *flags):
    path = tmp_path / "object.yaml"
    path.write_text(yaml.safe_dump(doc))
    out = cli("check", "--format", "json", "--kubernetes-version", release, *flags, str(path))
    return [(f["ruleId"], f["fieldPath"], f["message"]) for f in json.loads(out.stdout)["findings"]]


def test_1_34_reports_a_duplicate_at_the_entrys_key_field_and_1_35_at_the_entry(tmp_path):
    # validateSet: itemKey returned (key, field name) up to 1.34 (validation.go at 4ca286819a96), the key alone
    # from 1.35 (its uniqueness migrations to declarative validation)
    assert [releases.validation(r).duplicate_at_key for r in releases.RELEASES] == [True, False, False, False]
    device = {"name": "gpu-0", "attributes": {"model": {"string": "a"}}}
    slice_ = _slice("s", devices=[device, device])
    claim = json.loads(json.dumps(CLAIM))
    claim["spec"]["devices"]["requests"] = [
        {"name": "gpu", "exactly": {"deviceClassName": DRIVER}},
        {"name": "gpu", "exactly": {"deviceClassName": DRIVER}},
    ]
    # 1.37 checks request names declaratively (+k8s:listMapKey=name): the Duplicate shows the whole entry as
    # encoded after defaulting (found by the validation oracle against 1.37.2; test_claim_spec.py has the rest)
    whole = '{"name":"gpu","exactly":{"deviceClassName":"gpu.example.com","allocationMode":"ExactCount","count":1}}'
    for release, at, shown in (("1.34", ".name", '"gpu"'), ("1.35", "", '"gpu"'), ("1.37", "", whole)):
        found = [f for f in _found(tmp_path, slice_, release) if f[0] == "DRA-RS-010"]
        assert found == [("DRA-RS-010", f"spec.devices[1]{at}", 'Duplicate value: "gpu-0"')]
        duplicate = ("DRA-CL-003", f"spec.devices.requests[1]{at}", f"Duplicate value: {shown}")
        assert duplicate in _found(tmp_path, claim, release)


def test_1_34_words_empty_names_as_required_and_a_missing_domain_as_its_own_detail(tmp_path):
    old, new = releases.validation("1.34"), releases.validation("1.35")
    assert (old.empty_name_required, old.missing_domain) == (True, "must include a domain")
    assert (new.empty_name_required, new.missing_domain) == (
        False,
        "a fully qualified name must be a domain and a name separated by a slash",
    )
    slice_ = _slice("s", devices=[{"name": "gpu-0", "attributes": {"/": {"string": "a"}, "empty": {}}}])
    on_1_34 = {(p, m) for r, p, m in _found(tmp_path, slice_, "1.34") if r in ("DRA-RS-013", "DRA-RS-014")}
    assert on_1_34 == {
        ("spec.devices[0].attributes[/]", "Required value: the domain must not be empty"),
        ("spec.devices[0].attributes[/]", "Required value: the name must not be empty"),
        ("spec.devices[0].attributes[empty]", "Required value: exactly one value must be specified"),
    }
    on_1_37 = {(p, m) for r, p, m in _found(tmp_path, slice_, "1.37") if r in ("DRA-RS-013", "DRA-RS-014")}
    assert on_1_37 == {
        ("spec.devices[0].attributes", 'Invalid value: "": the domain must not be empty'),
        ("spec.devices[0].attributes", 'Invalid value: "": the name must not be empty'),
        ("spec.devices[0].attributes[empty]", 'Invalid value: "": exactly one value must be specified'),
    }
    claim = json.loads(json.dumps(CLAIM))
    claim["spec"]["devices"]["constraints"] = [{"matchAttribute": "model"}]
    where = "spec.devices.constraints[0].matchAttribute"
    assert ("DRA-CL-008", where, 'Invalid value: "model": must include a domain') in _found(tmp_path, claim, "1.34")
    detail = 'Invalid value: "model": a fully qualified name must be a domain and a name separated by a slash'
    assert ("DRA-CL-008", where, detail) in _found(tmp_path, claim, "1.35")


def test_a_name_with_two_slashes_is_accepted_before_1_36(tmp_path):
    # validateQualifiedName's switch had no default before the 1.37 line's "must not contain more than one slash"
    assert [releases.validation(r).second_slash_rejected for r in releases.RELEASES] == [False, False, True, True]
    slice_ = _slice("s", devices=[{"name": "gpu-0", "attributes": {"example.com/model/x": {"string": "a"}}}])
    claim = json.loads(json.dumps(CLAIM))
    claim["spec"]["devices"]["constraints"] = [{"matchAttribute": "example.com/model/x"}]
    for release in ("1.34", "1.35"):
        assert not [f for f in _found(tmp_path, slice_, release) if f[0] == "DRA-RS-013"]
        assert not [f for f in _found(tmp_path, claim, release) if f[0] == "DRA-CL-008"]
    detail = 'Invalid value: "example.com/model/x": must not contain more than one slash'
    assert ("DRA-RS-013", "spec.devices[0].attributes", detail) in _found(tmp_path, slice_, "1.37")
    assert ("DRA-CL-008", "spec.devices.constraints[0].matchAttribute", detail) in _found(tmp_path, claim, "1.37")


def test_a_list_over_its_size_is_too_many_alone_from_1_35_and_its_entries_are_judged_on_1_34(tmp_path):
    # validateSlice: 1.35 stops at the size ("short-circuits for DOS protection"); 1.34 judges the entries too
    assert [releases.validation(r).size_stops_items for r in releases.RELEASES] == [False, True, True, True]
    taints = [{"key": f"example.com/t{i}", "effect": "NoSchedule"} for i in range(16)] + [{"key": "!", "effect": "x"}]
    conditions = [f"example.com/c{i}" for i in range(4)] + ["!"]
    device = {"name": "gpu-0", "taints": taints, "bindingConditions": conditions, "bindingFailureConditions": ["f"]}
    slice_ = _slice("s", devices=[device])
    gates = ("--feature-gates", "DRADeviceTaints=true,DRADeviceBindingConditions=true")

    def judged(release):
        rules = ("DRA-RS-015", "DRA-RS-028")
        return sorted({(r, p) for r, p, _ in _found(tmp_path, slice_, release, *gates) if r in rules})

    assert judged("1.34") == [
        ("DRA-RS-015", "spec.devices[0].taints"),
        ("DRA-RS-015", "spec.devices[0].taints[16].effect"),
        ("DRA-RS-015", "spec.devices[0].taints[16].key"),
        ("DRA-RS-028", "spec.devices[0].bindingConditions"),
        ("DRA-RS-028", "spec.devices[0].bindingConditions[4]"),
    ]
    assert judged("1.35") == [
        ("DRA-RS-015", "spec.devices[0].taints"),
        ("DRA-RS-028", "spec.devices[0].bindingConditions"),
    ]


def test_a_claims_selectors_and_constraints_over_their_size_are_judged_on_1_34(tmp_path):
    claim = json.loads(json.dumps(CLAIM))
    selectors = [{"cel": {"expression": "true"}}] * 32 + [{}]
    claim["spec"]["devices"]["requests"] = [
        {"name": "gpu", "exactly": {"deviceClassName": DRIVER, "selectors": selectors}}
    ]
    claim["spec"]["devices"]["constraints"] = [{"matchAttribute": "example.com/model"}] * 32 + [{"requests": ["x"]}]
    rules = ("DRA-CL-007", "DRA-CL-008")

    def judged(release):
        return sorted({p for r, p, _ in _found(tmp_path, claim, release) if r in rules})

    too_many = ["spec.devices.constraints", "spec.devices.requests[0].exactly.selectors"]
    assert judged("1.35") == too_many
    assert judged("1.34") == sorted(
        too_many
        + [
            "spec.devices.constraints[32].matchAttribute",
            "spec.devices.constraints[32].requests[0]",
            "spec.devices.requests[0].exactly.selectors[32].cel",
        ]
    )


def test_a_claims_duplicate_consumer_and_device_status_are_at_their_key_field_on_1_34(tmp_path):
    claim = json.loads(json.dumps(CLAIM))
    claim["spec"]["devices"]["requests"] = [{"name": "gpu", "exactly": {"deviceClassName": DRIVER}}]
    result = {"request": "gpu", "driver": DRIVER, "pool": "node-1", "device": "gpu-0"}
    consumer = {"resource": "pods", "name": "p", "uid": "7a1c3a1e-5d8b-4c2e-9f4a-3b2d1c0e9f8a"}
    claim["status"] = {
        "allocation": {"devices": {"results": [result]}},
        "reservedFor": [consumer, consumer],
        "devices": [{"driver": DRIVER, "pool": "node-1", "device": "gpu-0"}] * 2,
    }
    rules = ("DRA-RC-002", "DRA-RC-017")

    def duplicates(release):
        return sorted(p for r, p, m in _found(tmp_path, claim, release) if r in rules and m.startswith("Duplicate"))

    assert duplicates("1.34") == ["status.devices[1].deviceID", "status.reservedFor[1].uid"]
    assert duplicates("1.35") == ["status.devices[1]", "status.reservedFor[1]"]


def test_a_claim_status_list_over_its_size_is_judged_on_1_34(tmp_path):
    claim = json.loads(json.dumps(CLAIM))
    claim["spec"]["devices"]["requests"] = [{"name": "gpu", "exactly": {"deviceClassName": DRIVER}}]
    conditions = [f"example.com/c{i}" for i in range(4)] + ["!"]
    result = {"request": "gpu", "driver": DRIVER, "pool": "node-1", "device": "gpu-0"}
    result |= {"bindingConditions": conditions, "bindingFailureConditions": ["example.com/f"]}
    ips = [f"10.0.0.{i}/24" for i in range(16)] + ["nonsense"]
    status = {"driver": DRIVER, "pool": "node-1", "device": "gpu-0", "networkData": {"ips": ips}}
    claim["status"] = {"allocation": {"devices": {"results": [result]}}, "devices": [status]}
    gates = ("--feature-gates", "DRADeviceBindingConditions=true")

    def paths(release):
        wanted = ("bindingConditions", "networkData.ips")
        return sorted({p for _, p, _ in _found(tmp_path, claim, release, *gates) if any(w in p for w in wanted)})

    too_many = ["status.allocation.devices.results[0].bindingConditions", "status.devices[0].networkData.ips"]
    assert paths("1.35") == too_many
    assert paths("1.34") == sorted(
        too_many
        + ["status.allocation.devices.results[0].bindingConditions[4]", "status.devices[0].networkData.ips[16]"]
    )


def test_truncated_key_cuts_the_middle_as_truncate_if_too_long_does():
    from dra_conform.semantics.validation import truncated_key

    assert truncated_key("a" * 96, 96) == "a" * 96
    assert truncated_key("a" * 50 + "b" * 50, 96) == "a" * 47 + "..." + "b" * 46
    assert truncated_key("abcdefghijklmnopq", 3) == "abcdefg...lmnopq"  # a limit below 16 counts as 16


def test_a_1_34_partitionable_slice_keeps_counters_and_devices_together(tmp_path):
    # 1.34's model: the counter sets and the devices that consume them in one slice (1.35 split them)
    together = json.loads(json.dumps(PARTS))
    together["spec"]["pool"]["resourceSliceCount"] = 1
    together["spec"]["sharedCounters"] = COUNTERS["spec"]["sharedCounters"]
    path = tmp_path / "together.yaml"
    path.write_text(yaml.safe_dump(together))
    gate = ("--feature-gates", "DRAPartitionableDevices=true")
    on_1_34 = cli("check", "--format", "json", "--kubernetes-version", "1.34", *gate, str(path))
    assert json.loads(on_1_34.stdout)["findings"] == []
    on_1_35 = cli("check", "--format", "json", "--kubernetes-version", "1.35", *gate, str(path))
    assert [(f["ruleId"], f["fieldPath"]) for f in json.loads(on_1_35.stdout)["findings"]] == [("DRA-RS-008", "spec")]


def test_a_toleration_with_the_none_effect_is_unsupported_on_1_34_only(tmp_path):
    claim = json.loads(json.dumps(CLAIM))
    claim["spec"]["devices"]["requests"] = [
        {
            "name": "gpu",
            "exactly": {
                "deviceClassName": DRIVER,
                "tolerations": [{"key": "example.com/broken", "operator": "Exists", "effect": "None"}],
            },
        }
    ]
    gates = ("--feature-gates", "DRADeviceTaints=true")
    path = tmp_path / "claim.yaml"
    path.write_text(yaml.safe_dump(claim))
    on_1_34 = cli("check", "--format", "json", "--kubernetes-version", "1.34", *gates, str(path))
    found = [(f["ruleId"], f["fieldPath"], f["message"]) for f in json.loads(on_1_34.stdout)["findings"]]
    assert found == [
        (
            "DRA-CL-010",
            "spec.devices.requests[0].exactly.tolerations[0].effect",
            'Unsupported value: "None": supported values: "NoExecute", "NoSchedule"',
        )
    ]
    on_1_35 = cli("check", "--format", "json", "--kubernetes-version", "1.35", *gates, str(path))
    assert json.loads(on_1_35.stdout)["findings"] == []


def test_a_device_taint_rule_on_1_34_is_governed_by_dra_device_taints(tmp_path):
    # DRADeviceTaintRules is not in 1.34 (its first spec is 1.35): DRADeviceTaints governed DeviceTaintRules then.
    assert releases.governing("DRADeviceTaintRules", "1.34") == "DRADeviceTaints"
    assert releases.governing("DRADeviceTaintRules", "1.35") == "DRADeviceTaintRules"
    rule = {
        "apiVersion": "resource.k8s.io/v1alpha3",
        "kind": "DeviceTaintRule",
        "metadata": {"name": "broken"},
        "spec": {"deviceSelector": {"driver": DRIVER}, "taint": {"key": "example.com/broken", "effect": "NoSchedule"}},
    }
    served = [f for f in findings(tmp_path, [rule], "1.34") if f[0] == "DRA-CL-015"]
    assert [m for _, _, m in served] == [
        "an apiserver with the DRADeviceTaints feature gate off (off by default in 1.34) does not serve "
        "DeviceTaintRules (resource.k8s.io/v1alpha3): the write fails"
    ]
    path = tmp_path / "rule.yaml"
    path.write_text(yaml.safe_dump(rule))
    on = cli(
        "check",
        "--format",
        "json",
        "--kubernetes-version",
        "1.34",
        "--feature-gates",
        "DRADeviceTaints=true",
        str(path),
    )
    assert [f["ruleId"] for f in json.loads(on.stdout)["findings"] if f["ruleId"] == "DRA-CL-015"] == []
    page = _listed("explain", "DRA-CL-015")
    assert "- 1.34: DRADeviceTaints off by default: dropped, and reported: DeviceTaintRule" in page
    assert "- 1.35, 1.36: DRADeviceTaintRules off by default" in page


def test_includes_is_declared_only_with_list_type_attributes():
    # compile.go: <dyn>.includes(<dyn>) behind DRAListTypeAttributes (FeatureEnabled wins over the version for new
    # expressions; the stored-expressions environment has it always). Not evaluated by dra-conform: a note.
    from dra_conform.semantics.cel import Options, compile

    expression = 'device.attributes["dra.example.com"].models.includes("a100")'
    off = compile(expression, Options(release="1.36"))
    assert off.problem is not None and "undeclared reference to 'includes'" in off.problem.detail
    for options in (Options(list_type_attributes=True, release="1.36"), Options(stored=True)):
        on = compile(expression, options)
        assert on.problem is None and on.not_checked is not None and "includes" in on.not_checked
