"""DRA-MD-001...008: where a metadata file sits in the container tree, against its content."""

from __future__ import annotations

from typing import Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Severity
from ..reading.layout import CLAIMS, CONTAINER_DIR, ROOT_PARENT, SUFFIX, TEMPLATES, Layout
from ..semantics.metadata.file import MetadataFile
from ..semantics.values import as_dict, as_list, as_str, requests

_EXPECTED = "<root>/{sub}/<{name}>/<request>/<driver>-metadata.json"


def _first_object(mf: MetadataFile) -> int | None:
    selected = mf.decoded.selected
    if selected is not None:
        return selected.index
    return 0 if mf.objects else None


def _whole_file(mf: MetadataFile, message: str, severity: Severity | None = None) -> Hit:
    """A finding about where the file is: marked at the claim name the path should reflect."""
    doc = _first_object(mf)
    return Hit(message, path=("metadata", "name"), doc=doc, offset=None if doc is not None else 0, severity=severity)


def _is_stale_kep_layout(layout: Layout) -> bool:
    return layout.subdir not in (CLAIMS, TEMPLATES) and len(layout.rel) == 3


@implements("DRA-MD-001")
def metadata_root(mf: MetadataFile) -> Iterator[Hit]:
    layout = mf.layout
    if layout is None:
        return
    if layout.root_parent != ROOT_PARENT and layout.root_parent == "run":
        yield _whole_file(
            mf,
            "the tree root is /var/run/dra-device-attributes, the KEP draft's path; the protocol puts it at "
            "/var/run/kubernetes.io/dra-device-attributes",
        )
    elif _is_stale_kep_layout(layout):
        yield _whole_file(
            mf,
            f"{'/'.join(layout.rel)} follows the KEP draft's <claim>/<request>/<file> layout; the protocol adds "
            "resourceclaims/ or resourceclaimtemplates/ below the root",
        )


def _depth_problem(mf: MetadataFile, subdir: str, placeholder: str) -> Iterator[Hit]:
    layout = mf.layout
    if layout is None or _is_stale_kep_layout(layout):
        return
    if layout.subdir == subdir and len(layout.rel) not in (4, 5):
        yield _whole_file(
            mf,
            f"{'/'.join(layout.rel)} is not at " + _EXPECTED.format(sub=subdir, name=placeholder),
        )


@implements("DRA-MD-002")
def claim_path(mf: MetadataFile) -> Iterator[Hit]:
    layout = mf.layout
    if layout is not None and layout.subdir not in (CLAIMS, TEMPLATES) and not _is_stale_kep_layout(layout):
        yield _whole_file(
            mf,
            f"{'/'.join(layout.rel)} is neither under {CLAIMS}/ nor under {TEMPLATES}/ of the metadata root",
        )
    yield from _depth_problem(mf, CLAIMS, "claimName")


@implements("DRA-MD-003")
def template_path(mf: MetadataFile) -> Iterator[Hit]:
    yield from _depth_problem(mf, TEMPLATES, "podClaimName")


@implements("DRA-MD-004")
def subdir_matches_content(mf: MetadataFile) -> Iterator[Hit]:
    layout, info = mf.layout, mf.decoded.selected
    if layout is None or info is None or not layout.well_formed:
        return
    obj = info.value
    pod_claim = obj.get("podClaimName")
    segment = layout.claim_segment
    if layout.subdir == CLAIMS:
        if isinstance(pod_claim, str) and pod_claim:
            yield Hit(
                f"podClaimName {pod_claim!r} marks a claim from a template, but the file is under {CLAIMS}/; "
                f"the writer uses {TEMPLATES}/{pod_claim}/",
                doc=info.index,
                path=("podClaimName",),
            )
        name = as_str(as_dict(obj.get("metadata")).get("name"))
        if name and name != segment:
            yield Hit(
                f"metadata.name {name!r} differs from the directory {CLAIMS}/{segment}/",
                doc=info.index,
                path=("metadata", "name"),
            )
    elif pod_claim != segment:
        where = ("podClaimName",) if "podClaimName" in obj else ()
        found = f"podClaimName is {pod_claim!r}" if isinstance(pod_claim, str) else "podClaimName is absent"
        yield Hit(
            f"{found}, but the file is under {TEMPLATES}/{segment}/: the path uses the pod's claim name "
            "(pod.spec.resourceClaims[].name), never the generated claim name",
            doc=info.index,
            path=where,
        )


@implements("DRA-MD-005")
def request_segment(mf: MetadataFile) -> Iterator[Hit]:
    layout, info = mf.layout, mf.decoded.selected
    if layout is None or layout.subdir not in (CLAIMS, TEMPLATES):
        return
    if len(layout.rel) == 5:
        message = (
            f"{'/'.join(layout.rel[2:4])}/ puts the subrequest in the path; the writer uses only the "
            f"top-level request ({layout.rel[2]}/) and keeps the subrequest in requests[].name"
        )
        named = (
            [p for p, r in requests(info.value) if as_str(r.get("name")) == "/".join(layout.rel[2:4])] if info else []
        )
        if named and info is not None:
            yield Hit(message, doc=info.index, path=named[0] + ("name",))
        else:
            yield _whole_file(mf, message)
        return
    if info is None or not layout.well_formed:
        return
    for path, request in requests(info.value):
        name = as_str(request.get("name"))
        base = name.split("/", 1)[0]
        if name and base != layout.request_segment:
            yield Hit(
                f"request {name!r} does not belong in the directory {layout.request_segment}/ "
                f"(the path uses the top-level request name, {base!r})",
                doc=info.index,
                path=path + ("name",),
                severity=Severity.WARNING,
            )


@implements("DRA-MD-006")
def driver_matches_file(mf: MetadataFile) -> Iterator[Hit]:
    layout, info = mf.layout, mf.decoded.selected
    if layout is None or info is None:
        return
    driver = layout.driver_from_name
    if driver is None:
        return
    for d in mf.devices(info):
        found = as_str(d.device.get("driver"))
        if found and found != driver:
            yield Hit(
                f"device driver {found!r} differs from the file name {layout.filename} "
                f"(the writer names the file <driver>{SUFFIX} after itself)",
                doc=info.index,
                path=d.path + ("driver",),
            )


@implements("DRA-MD-008")
def one_request_per_file(mf: MetadataFile) -> Iterator[Hit]:
    info = mf.decoded.selected
    if info is None:
        return
    count = len(as_list(info.value.get("requests")))
    if count > 1:
        yield Hit(
            f"{count} requests in one file: the writer writes one file per request",
            doc=info.index,
            path=("requests", 1),
        )


@implements("DRA-MD-007", scope="ignored")
def ignored_files(display: str, layout: Layout, metadata_beside: bool | None) -> Iterator[Hit]:
    """``metadata_beside``: whether the request directory holds a *-metadata.json file (None: not known)."""
    if len(layout.rel) < 4 or layout.subdir not in (CLAIMS, TEMPLATES):
        return
    message = f"{layout.filename} does not match *{SUFFIX}: consumers glob for that suffix and ignore this file"
    if layout.well_formed and metadata_beside is False:
        directory = "/".join(layout.rel[:3])
        yield Hit(
            f"{message}, and no file of {directory}/ matches it: readers of the request fail "
            f'("no metadata files found in {CONTAINER_DIR}/{directory}")',
            offset=0,
            severity=Severity.ERROR,
        )
    else:
        yield Hit(message, offset=0)
