"""deploy/fleet: rendered with kustomize, valid against the Kubernetes schemas of the supported
releases (tests/fleet/schemas, see SOURCES.md there), and locked down as docs/fleet.md says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource

from tests.fleet.manifests import OVERLAYS, render, sweep_container, workload

SCHEMAS = Path(__file__).parent / "schemas"
RELEASES = ("1.36", "1.37")
HOST_PATHS = {
    "cdi": "/var/run/cdi",
    "plugins": "/var/lib/kubelet/plugins",
    "plugins-registry": "/var/lib/kubelet/plugins_registry",
}


def schema_file(doc: dict[str, Any]) -> str:
    group, _, version = doc["apiVersion"].rpartition("/")
    group = group.split(".")[0]
    return f"{doc['kind'].lower()}-{group + '-' if group else ''}{version}.json"


def validator(release: str, name: str) -> jsonschema.Validator:
    schema = json.loads((SCHEMAS / f"v{release}" / name).read_text())
    definitions = json.loads((SCHEMAS / f"v{release}" / "_definitions.json").read_text())
    registry = Registry().with_resources(
        [(schema["$id"], Resource.from_contents(schema)), (definitions["$id"], Resource.from_contents(definitions))]
    )
    return jsonschema.Draft202012Validator(schema, registry=registry)


def pods(overlay: str) -> list[dict[str, Any]]:
    return [d["spec"]["template"]["spec"] for d in render(overlay) if d["kind"] in ("DaemonSet", "Job")]


def containers(pod: dict[str, Any]) -> list[dict[str, Any]]:
    return pod.get("initContainers", []) + pod["containers"]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_object_is_valid_for_the_release(overlay, release):
    docs = render(overlay)
    assert sorted(d["kind"] for d in docs) == sorted(
        ["Namespace", "ServiceAccount", "NetworkPolicy", "Job" if overlay == "job" else "DaemonSet"]
    )
    for doc in docs:
        errors = sorted(validator(release, schema_file(doc)).iter_errors(doc), key=str)
        assert not errors, f"{doc['kind']}: " + "; ".join(f"{list(e.absolute_path)}: {e.message}" for e in errors)


def test_the_schemas_catch_what_the_api_server_would_reject():
    """The schemas are strict: an unknown field and a wrong type fail (else the test above proves nothing)."""
    ds = json.loads(json.dumps(workload("daemonset")))
    ds["spec"]["template"]["spec"]["initContainers"][0]["securityContext"]["readOnlyRootFS"] = True
    ds["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] = "5"
    messages = [e.message for e in validator("1.37", "daemonset-apps-v1.json").iter_errors(ds)]
    assert any("readOnlyRootFS" in m for m in messages), messages
    assert any("'5' is not of type" in m for m in messages), messages


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_no_api_access_and_no_network(overlay):
    docs = render(overlay)
    assert not [d for d in docs if "Role" in d["kind"]]  # nothing grants the service account anything
    (account,) = [d for d in docs if d["kind"] == "ServiceAccount"]
    assert account["automountServiceAccountToken"] is False
    (policy,) = [d for d in docs if d["kind"] == "NetworkPolicy"]
    assert policy["spec"] == {"podSelector": {}, "policyTypes": ["Ingress", "Egress"]}  # no rule lets anything through
    for pod in pods(overlay):
        assert pod["serviceAccountName"] == account["metadata"]["name"]
        assert pod["automountServiceAccountToken"] is False
        assert pod["enableServiceLinks"] is False
        assert not pod["hostNetwork"] and not pod["hostPID"] and not pod["hostIPC"]
        assert all(d["metadata"].get("namespace") == "dra-conform-fleet" for d in docs if d["kind"] != "Namespace")


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_containers_are_locked_down(overlay):
    for pod in pods(overlay):
        assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
        for container in containers(pod):
            context = container["securityContext"]
            assert context["allowPrivilegeEscalation"] is False
            assert context["readOnlyRootFilesystem"] is True
            assert context["privileged"] is False
            assert context["capabilities"] == {"drop": ["ALL"]}
            assert "seLinuxOptions" not in context and "procMount" not in context
            if container["name"] == "sweep":  # root for the kubelet's 0750 directories and its sockets, no capabilities
                assert (context["runAsUser"], context["runAsNonRoot"]) == (0, False)
            else:
                assert context["runAsNonRoot"] is True and context["runAsUser"] == 65534
                assert "volumeMounts" not in container


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_host_paths_are_read_only_and_only_the_sweep_has_them(overlay):
    for pod in pods(overlay):
        volumes = {v["name"]: v for v in pod["volumes"]}
        assert {n: v["hostPath"] for n, v in volumes.items()} == {
            n: {"path": p, "type": "Directory"} for n, p in HOST_PATHS.items()
        }
        sweep = [c for c in containers(pod) if c["name"] == "sweep"]
        assert len(sweep) == 1
        mounts = {m["name"]: m for m in sweep[0]["volumeMounts"]}
        assert set(mounts) == set(HOST_PATHS)
        for name, mount in mounts.items():
            assert mount["mountPath"] == "/host" + HOST_PATHS[name]
            assert mount["readOnly"] is True and mount["recursiveReadOnly"] == "IfPossible"
            assert "mountPropagation" not in mount  # None: recursive read-only needs it


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_resources_are_bounded(overlay):
    for pod in pods(overlay):
        for container in containers(pod):
            resources = container["resources"]
            for kind in ("cpu", "memory"):
                assert kind in resources["requests"] and kind in resources["limits"], (container["name"], kind)


def _quantity(text: str) -> float:
    units = {"m": 1e-3, "Ki": 2**10, "Mi": 2**20, "Gi": 2**30}
    for suffix, factor in units.items():
        if text.endswith(suffix):
            return float(text[: -len(suffix)]) * factor
    return float(text)


def test_the_sweep_limits_hold_the_measured_peak():
    """docs/fleet.md records the measured peak RSS of the sweep; the limit must leave it room."""
    resources = sweep_container("daemonset")["resources"]
    for kind in ("cpu", "memory"):
        assert _quantity(resources["requests"][kind]) <= _quantity(resources["limits"][kind])
    text = (Path(__file__).resolve().parents[2] / "docs" / "fleet.md").read_text()
    marker = "peak RSS of the largest measured node: "
    assert marker in text, "docs/fleet.md records the measurement"
    measured_mib = float(text.split(marker, 1)[1].split(" MiB", 1)[0])
    assert measured_mib * 2**20 * 1.25 <= _quantity(resources["limits"]["memory"])


def test_the_node_name_comes_from_the_downward_api_and_the_pod_prints_json():
    for overlay in OVERLAYS:
        sweep = sweep_container(overlay)
        env = {e["name"]: e for e in sweep["env"]}
        assert env["NODE_NAME"]["valueFrom"] == {"fieldRef": {"fieldPath": "spec.nodeName"}}
        args = sweep["args"]
        assert "command" not in sweep  # the image's entrypoint runs, with these arguments
        assert args[:4] == ["live", "--host", "--root", "/host"]
        assert args[args.index("--format") + 1] == "json"
        assert args[args.index("--fail-on") + 1] == "never"  # merge applies --fail-on across the fleet
        assert args[args.index("--health-duration") + 1] == "$(HEALTH_SECONDS)"
        assert float(env["HEALTH_SECONDS"]["value"]) > 30  # beyond the devices' default health timeout


def test_both_variants_run_the_same_sweep():
    assert sweep_container("daemonset") == sweep_container("job") == sweep_container("node-selector")
    daemonset, job = pods("daemonset")[0], pods("job")[0]
    assert {k: v for k, v in daemonset.items() if k != "containers"} == {
        k: v for k, v in job.items() if k not in ("containers", "restartPolicy", "affinity")
    }


def test_daemonset_and_job_specifics():
    ds = workload("daemonset")
    assert ds["spec"]["selector"]["matchLabels"].items() <= ds["spec"]["template"]["metadata"]["labels"].items()
    assert ds["spec"]["updateStrategy"]["rollingUpdate"]["maxUnavailable"] == "100%"
    (idle,) = ds["spec"]["template"]["spec"]["containers"]
    assert "SIGTERM" in idle["command"][-1]  # PID 1 ends on SIGTERM only with a handler
    job = workload("job")
    spec = job["spec"]
    assert spec["completionMode"] == "Indexed" and spec["completions"] == spec["parallelism"]
    assert spec["backoffLimitPerIndex"] == 0 and spec["template"]["spec"]["restartPolicy"] == "Never"
    (term,) = spec["template"]["spec"]["affinity"]["podAntiAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"]
    assert term["topologyKey"] == "kubernetes.io/hostname"
    assert term["labelSelector"]["matchLabels"] == {"batch.kubernetes.io/job-name": job["metadata"]["name"]}
    selected = pods("node-selector")[0]
    assert selected["nodeSelector"] == {
        "kubernetes.io/os": "linux",
        "feature.node.kubernetes.io/pci-10de.present": "true",
    }
    assert {k: v for k, v in selected.items() if k != "nodeSelector"} == {
        k: v for k, v in pods("daemonset")[0].items() if k != "nodeSelector"
    }
    assert pods("daemonset")[0]["nodeSelector"] == pods("job")[0]["nodeSelector"] == {"kubernetes.io/os": "linux"}


def test_the_namespace_admits_host_paths():
    (namespace,) = [d for d in render("daemonset") if d["kind"] == "Namespace"]
    assert namespace["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "privileged"
