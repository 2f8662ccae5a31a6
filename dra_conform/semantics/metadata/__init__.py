"""Device metadata (KEP-5304): versions, stream decoding as upstream does it, device facts.

Part of ``semantics``: may import ``semantics``, ``reading`` and ``model`` (the path layout is reading.layout)."""
