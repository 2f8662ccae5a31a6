"""Device metadata (KEP-5304): versions, stream decoding as upstream does it, path layout."""
