"""Which group/versions a release serves for the kinds dra-conform checks.

An object is validated as the version it names. A kind under a group/version the release
does not serve (a removed v1alpha3 ResourceSlice, a resource.k8s.io/v2 that does not exist,
a Pod under v2) is rejected before any validation; a kind of the same name in another
group (resource.example.com/v1) is not a Kubernetes DRA object at all. Neither is checked
further. Beta and alpha versions are served but off by default (pkg/controlplane: no beta or alpha
group/version is enabled by default; --runtime-config turns one on). Per release: releases.SERVED.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import releases

RULE = "DRA-API-001"
RESOURCE = "resource.k8s.io"
SERVED = releases.SERVED[releases.NEWEST]  # kind -> (group, {version: on | off}); per release: releases.SERVED
# Kinds whose own rules judge their version (DRA-PSR-001); only a foreign group is said here.
GROUP_ONLY = {"ResourcePoolStatusRequest": RESOURCE}


@dataclass(frozen=True)
class Verdict:
    checked: bool  # validate the object as the version it names
    problem: str = ""  # what to say, if anything
    level: str = ""  # "error" (not served), "warning" (off by default) or "note" (foreign group)


def verdict(kind: str, api_version: str, kubernetes_version: str) -> Verdict:
    group, _, version = api_version.rpartition("/")
    if not api_version:  # no apiVersion at all: the decode rules say what is missing
        return Verdict(True)
    if kind in GROUP_ONLY:
        want = GROUP_ONLY[kind]
        if group != want:
            return _foreign(kind, api_version, want)
        if not releases.has(kind, kubernetes_version):  # not validated as if the release had it
            return Verdict(
                False, f"{releases.missing(kind, kubernetes_version)}: the apiserver rejects the object", "error"
            )
        return Verdict(True)
    served = releases.SERVED.get(kubernetes_version, SERVED)
    if kind not in served:
        return Verdict(True)
    want, versions = served[kind]
    if group != want:
        return _foreign(kind, api_version, want)
    shown = f"{want}/{{}}" if want else "{}"
    state = versions.get(version)
    if state == "on":
        return Verdict(True)
    if state == "off":
        on = [shown.format(v) for v, s in versions.items() if s == "on"]
        return Verdict(
            True,
            f"{api_version} is served by Kubernetes {kubernetes_version} only when enabled "
            f"(--runtime-config={api_version}=true; {'alpha' if 'alpha' in version else 'beta'} versions are "
            f"off by default): " + (f"{', '.join(on)} is on" if on else f"no version of {kind} is on by default"),
            "warning",
        )
    listed = ", ".join(shown.format(v) for v in versions)
    return Verdict(
        False,
        f"{api_version} {kind} is not served by Kubernetes {kubernetes_version} (it serves "
        f"{listed}): the apiserver rejects the object before validating it",
        "error",
    )


def _foreign(kind: str, api_version: str, want: str) -> Verdict:
    return Verdict(
        False,
        f"{api_version} {kind} is not a Kubernetes DRA kind (DRA's {kind} is in "
        f"{want or 'the core group'}); not checked",
        "note",
    )
