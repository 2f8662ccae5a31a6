"""Rule implementations, one module per family; importing them registers every check."""

from . import (  # noqa: F401
    claim_allocation,
    claim_capacity,
    claim_status,
    health_capture,
    health_probe,
    metadata_layout,
    metadata_live,
    metadata_object,
    metadata_stream,
    pool_status_oracle,
    pod_health,
    pool_status_request,
    resource_pool,
    resource_slice,
    slice_devices,
    slice_gates,
)
