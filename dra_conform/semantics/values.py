"""Safe iteration over decoded objects: JSON null and wrong shapes read as absent."""

from __future__ import annotations

from typing import Any, Iterator

from ..model.findings import Path


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def as_str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def requests(obj: dict[str, Any]) -> Iterator[tuple[Path, dict[str, Any]]]:
    for i, request in enumerate(as_list(obj.get("requests"))):
        yield ("requests", i), as_dict(request)


def devices(obj: dict[str, Any]) -> Iterator[tuple[Path, dict[str, Any]]]:
    for rpath, request in requests(obj):
        for j, device in enumerate(as_list(request.get("devices"))):
            yield rpath + ("devices", j), as_dict(device)
