"""Rule implementations, one module per family; importing them registers every check."""

from . import metadata_layout, metadata_live, metadata_object, metadata_stream, pool_status_request  # noqa: F401
