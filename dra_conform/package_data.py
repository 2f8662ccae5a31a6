"""Files shipped inside the package (checks/, schemas/), read through the package's own
loader: plain files, a wheel or a zipapp alike, without importlib.resources (whose import
alone cost 9 ms of every start)."""

from __future__ import annotations

import importlib
import os


def read(package: str, name: str) -> bytes:
    """The bytes of ``name`` (a relative path with "/") inside ``package``."""
    module = importlib.import_module(package)
    directory = os.path.dirname(module.__file__ or "")
    return module.__spec__.loader.get_data(os.path.join(directory, *name.split("/")))  # type: ignore[union-attr]
