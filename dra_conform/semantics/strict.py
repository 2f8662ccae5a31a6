"""What the apiserver's strict decoding reports of an object: its unknown fields, as sigs.k8s.io/json's
UnmarshalStrict (k8s.io/apimachinery runtime/serializer/json, Strict: true) finds them under field
validation Strict, kubectl's default (`--validate=strict`): "strict decoding error: unknown field
\"spec.devices.requestz\"", and the object is not created.

One mechanism for every kind `check` validates: the checker generated from the kind's shipped schema
(reading.shape, ahead of time in reading/_shapes*.py) walks the object once and gives its unknown fields
and the fields only some releases have (reading/_field_releases.py, from the strict schemas of every
supported release); ``unknown_at`` keeps those of one release. A field a release has but whose feature
gate is off is not unknown: the strategy drops it (semantics.stored, DRA-RS-032, DRA-CL-011).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Callable, Iterable, Iterator, NamedTuple

from ..model.findings import Path
from ..reading.yaml_values import strconv_quote
from .releases import RELEASES, RESOURCE, SERVED
from .spelling import did_you_mean


class Decoded(NamedTuple):
    """An object's checker result: type errors (the kinds whose schemas name Go types), unknown fields,
    and the fields only some releases have, with those releases."""

    errors: list[tuple[Path, str]]
    unknown: list[Path]
    conditional: list[tuple[Path, tuple[str, ...]]]


def schema_of(api_version: str, kind: str) -> str | None:
    """The shipped schema a resource.k8s.io object is decoded against (``group/version/Kind.json``), or None."""
    group, _, version = api_version.partition("/")
    if group != RESOURCE or version not in SERVED_VERSIONS.get(kind, ()):
        return None
    return f"{group}/{version}/{kind}.json"


# kind -> the versions some supported release serves it in: each has a shipped schema
# (tests/unit/test_exported_schemas.py holds them together).
SERVED_VERSIONS: dict[str, frozenset[str]] = {
    kind: frozenset(v for served in SERVED.values() if kind in served for v in served[kind][1])
    for kind in {kind for served in SERVED.values() for kind, (group, _) in served.items() if group == RESOURCE}
}


@cache
def _checker(relpath: str) -> Any:
    from ..reading.shape import shipped_checker

    return shipped_checker(relpath)


def decode(obj: Any, api_version: str, kind: str) -> Decoded | None:
    """The object's checker result, or None for a kind or version without a schema."""
    relpath = schema_of(api_version, kind)
    if relpath is None:
        return None
    return Decoded(*_checker(relpath)(obj))


def unknown_at(decoded: Decoded, release: str) -> list[tuple[Path, tuple[str, ...]]]:
    """The unknown fields at ``release``, each with the releases that have it (() for none)."""
    from ..reading.shape import at_release

    return at_release(decoded.unknown, decoded.conditional, release)


def known_fields(api_version: str, kind: str, parent: Path) -> tuple[str, ...]:
    """The field names the newest release's schema gives the object at ``parent`` (for did-you-mean)."""
    relpath = schema_of(api_version, kind)
    if relpath is None:
        return ()
    from ..reading.shape import fields_at, shipped_schema

    return fields_at(shipped_schema(relpath), parent)


def releases_said(have: tuple[str, ...], release: str) -> str:
    """Why a field some releases have is unknown to ``release``: "added in 1.37", "removed after 1.34"."""
    at = RELEASES.index(release)
    if all(RELEASES.index(r) > at for r in have):
        said = f"added in {have[0]}"
    elif all(RELEASES.index(r) < at for r in have):
        said = f"removed after {have[-1]}"
    else:
        said = f"{', '.join(have)} only"
    return f"a {release} apiserver does not have it: {said}"


def message(path: Path, have: tuple[str, ...], release: str, hint: str = "", known: Iterable[str] = ()) -> str:
    """The finding for an unknown field: the strict decoder's own words, then what follows from them."""
    from ..reading.shape import strict_path

    why = [hint] if hint else []
    if have:
        why.append(releases_said(have, release))
    said = f" ({'; '.join(why)})" if why else ""
    name = path[-1] if isinstance(path[-1], str) else str(path[-1])
    return (
        f"unknown field {strconv_quote(strict_path(path))}{said}: strict field validation (kubectl's default) rejects "
        f"the object, other clients' writes drop the field{did_you_mean(name, known)}"
    )


# sigs.k8s.io/json keeps at most 100 strict errors of an object (saveStrictError). dra-conform reports every
# unknown field, and looks for the field meant (a did-you-mean search each) for as many as the decoder keeps.
SUGGESTED = 100


def reported(
    unknown: list[tuple[Path, tuple[str, ...]]],
    api_version: str,
    kind: str,
    release: Callable[[], str],
    hint: Callable[[Path], str] = lambda path: "",
) -> Iterator[tuple[Path, tuple[str, ...], str]]:
    """Each unknown field (``ManifestContext.unknown_fields``) with the releases that have it and its
    message; ``release`` is asked only for a field some releases have (a matrix run reruns only then)."""
    for n, (path, have) in enumerate(unknown):
        known = known_fields(api_version, kind, path[:-1]) if n < SUGGESTED else ()
        yield path, have, message(path, have, release() if have else "", hint(path), known)
