"""`dra-conform live`: device metadata as a running container (or its node) sees it."""
