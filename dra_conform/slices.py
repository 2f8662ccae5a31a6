"""ResourceSlice facts shared by the slice rules and the pool-status oracle."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Iterator

from .walk import as_dict, as_list

QUANTITY = re.compile(r"([+-]?(?:\d+\.?\d*|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)?)\Z")
_SUFFIX = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "Pi": 2**50, "Ei": 2**60, "n": Fraction(1, 10**9),
           "u": Fraction(1, 10**6), "m": Fraction(1, 1000), "k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12,
           "P": 10**15, "E": 10**18}


def quantity(text: Any) -> Fraction | str:
    """A Kubernetes quantity as an exact number (80Gi == 85899345920); the text when it does not parse."""
    m = QUANTITY.match(str(text).strip())
    if not m:
        return str(text)
    number = Fraction(m.group(1))
    if m.group(2):
        number *= Fraction(10) ** int(m.group(2)[1:])
    elif m.group(3):
        number *= _SUFFIX[m.group(3)]
    return number


def lookup(attributes: dict[str, Any], name: str, driver: str) -> tuple[str, Any] | None:
    """The attribute a fully qualified name refers to: the full key, else the bare one in the driver's domain."""
    if name in attributes:
        return name, attributes[name]
    domain, _, bare = name.rpartition("/")
    if domain == driver and bare in attributes:
        return bare, attributes[bare]
    return None


def devices(spec: dict[str, Any]) -> Iterator[tuple[tuple[Any, ...], dict[str, Any]]]:
    """(path to the device's fields, fields) of a slice spec: v1beta1 nests the fields under `basic`."""
    for i, device in enumerate(as_list(spec.get("devices"))):
        device = as_dict(device)
        if isinstance(device.get("basic"), dict):
            yield ("spec", "devices", i, "basic"), device["basic"]
        else:
            yield ("spec", "devices", i), device
