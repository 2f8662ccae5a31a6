"""Rule implementations, one module per family; importing a module registers its checks.

A run imports only the modules of the scopes it checks: a metadata tree needs
three of these twenty-two, and importing them all took a fifth of start-up.
``tests/unit/test_registry.py`` holds ``SCOPE_MODULES`` to what the modules register.
``load()`` gives the catalogue joined to this code. Rules may import ``semantics``,
``reading`` and ``model`` (and each other); never ``engine``, ``report`` or ``commands``.
"""

from __future__ import annotations

import importlib

from ..model import catalogue

SCOPE_MODULES: dict[str, tuple[str, ...]] = {
    "file": ("metadata_layout", "metadata_stream"),
    "object": ("metadata_object",),
    "ignored": ("metadata_layout",),
    "live": ("metadata_live",),
    "watch": ("metadata_live",),
    "node": ("metadata_live",),
    "manifest": (
        "api_version",
        "claim_allocation",
        "claim_spec",
        "claim_status",
        "device_class",
        "object_metadata",
        "pod_health",
        "pool_status_request",
        "resource_slice",
        "slice_devices",
        "slice_gates",
        "taint_rule",
    ),
    "bundle": ("claim_capacity", "claim_satisfiability", "pod_health", "pool_status_oracle", "resource_pool"),
    "health": ("health_capture",),
    "probe": ("health_probe",),
    "unread": ("manifest_input",),
    "repeated": ("manifest_input",),
}


def import_scope(scope: str) -> None:
    for module in SCOPE_MODULES[scope]:
        importlib.import_module(f"{__name__}.{module}")


def import_all() -> None:
    for scope in SCOPE_MODULES:
        import_scope(scope)


def load() -> catalogue.Catalog:
    """The catalogue joined to this package's code: a scope's modules are imported when a run first asks for them."""
    return catalogue.load(import_scope)
