"""One pass over each object's devices and attributes, shared by the rules that need it.

Most attributes are a single set member with a short value under a plain name;
this pass files each attribute that is anything else under what makes it
unusual, so each rule looks only at the few it cares about. Built once per
object (cached on the MetadataFile), it keeps per-attribute Python work to one
loop instead of one per rule.
"""

from __future__ import annotations

import re
from itertools import chain
from typing import Any

from ...model.findings import Path
from ..values import as_dict, as_list

ATTRIBUTE_MEMBERS = ("int", "bool", "string", "version", "ints", "bools", "strings", "versions")
LIST_MEMBERS = frozenset(("ints", "bools", "strings", "versions"))
SCALAR_MEMBERS = frozenset(("int", "bool", "string", "version"))
MAX_ATTRIBUTES = 32
_PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,31}\Z")
_PLAIN: dict[str, bool] = {}  # attribute names repeat across devices and files
_QUALIFIED: set[str] = set()  # the names in _PLAIN that are not plain
# A device's attribute names, in order -> the qualified ones among them. A driver's devices
# share a few such lists, so each is judged once (when all its names are in _PLAIN).
_QUALIFIED_OF: dict[tuple[str, ...], list[str]] = {}


class DeviceFacts:
    """One device and its attributes, filed. (Not a dataclass: see model.results.)"""

    def __init__(self, path: Path, device: dict[str, Any], attributes: dict[str, Any]) -> None:
        self.path = path  # ("requests", i, "devices", j)
        self.device = device
        self.attributes = attributes
        # Attribute names, filed by what sets them apart from a plain single-member attribute:
        self.not_single: list[str] = []  # not exactly one set member
        self.with_lists: list[str] = []  # has a list member
        self.qualified: list[str] = []  # name is not a bare C identifier
        self.long_strings: list[str] = []  # string member that may be over 64 bytes (_may_be_long)
        self.versions: list[str] = []  # has a version member

    @property
    def within_limit(self) -> bool:
        """Upstream skips per-value checks of a device with too many attributes."""
        return len(self.attributes) <= MAX_ATTRIBUTES


def _may_be_long(text: str) -> bool:
    """Over 64 bytes in UTF-8 is possible only past 64 characters, or past 16 that are not all ASCII."""
    return len(text) > 64 or (len(text) > 16 and not text.isascii())


def _file_unusual(facts: DeviceFacts, key: str, value: Any) -> None:
    """File an attribute that is not one member with a value (the rare, slower path)."""
    facts.not_single.append(key)
    if type(value) is not dict:
        return
    if not value.keys().isdisjoint(LIST_MEMBERS):
        facts.with_lists.append(key)
    string = value.get("string")
    if type(string) is str and _may_be_long(string):
        facts.long_strings.append(key)
    if "version" in value:
        facts.versions.append(key)


def _all_plain_scalars(facts: DeviceFacts, may_hold_null: bool) -> bool:
    """The usual device, sorted out with C-level set and map operations: every attribute one
    scalar member with a value, under names judged before. Files qualified names, long
    strings and versions. ``may_hold_null`` is false when the file has no null literal."""
    attributes = facts.attributes
    values = attributes.values()
    if not attributes:
        return True
    if set(map(type, values)) != {dict} or set(map(len, values)) != {1}:
        return False
    members = set().union(*values)
    if not members <= SCALAR_MEMBERS or (may_hold_null and None in chain.from_iterable(map(dict.values, values))):
        return False
    names = tuple(attributes)
    qualified = _QUALIFIED_OF.get(names)
    if qualified is None:
        if not _PLAIN.keys() >= attributes.keys():  # a name not judged yet: take the slow path once
            return False
        found = _QUALIFIED.intersection(attributes)
        qualified = [k for k in attributes if k in found]
        if len(_QUALIFIED_OF) < 4096:  # bounded
            _QUALIFIED_OF[names] = qualified
    if qualified:
        facts.qualified = list(qualified)
    if "string" in members:
        # _may_be_long, inline: a call per attribute would cost more than the test
        facts.long_strings = [
            k for k, v in attributes.items() if len(s := v.get("string", "")) > 16 and (len(s) > 64 or not s.isascii())
        ]
    if "version" in members:
        facts.versions = [k for k, v in attributes.items() if "version" in v]
    return True


def device_facts(obj: dict[str, Any], may_hold_null: bool = True) -> list[DeviceFacts]:
    """Each device of ``obj``; pass ``may_hold_null=False`` only when its text has no ``null`` literal."""
    out = []
    for i, request in enumerate(as_list(obj.get("requests"))):
        for j, device in enumerate(as_list(as_dict(request).get("devices"))):
            device = as_dict(device)
            attributes = as_dict(device.get("attributes"))
            facts = DeviceFacts(("requests", i, "devices", j), device, attributes)
            out.append(facts)
            if _all_plain_scalars(facts, may_hold_null):
                continue
            facts.qualified, facts.long_strings, facts.versions = [], [], []
            for key, value in attributes.items():
                plain = _PLAIN.get(key)
                if plain is None:
                    plain = bool(_PLAIN_NAME.match(key))
                    if len(_PLAIN) < 65536:  # bounded
                        _PLAIN[key] = plain
                        if not plain:
                            _QUALIFIED.add(key)
                if not plain:
                    facts.qualified.append(key)
                # Inline fast path for the usual one-member attribute; anything else goes to _file_unusual.
                if type(value) is dict and len(value) == 1:
                    for member, item in value.items():
                        if item is None:
                            break
                        if member == "string":
                            if type(item) is str and _may_be_long(item):
                                facts.long_strings.append(key)
                        elif member == "int" or member == "bool":
                            pass
                        elif member == "version":
                            facts.versions.append(key)
                        elif member in LIST_MEMBERS and item:
                            facts.with_lists.append(key)
                        else:
                            break
                    else:
                        continue
                _file_unusual(facts, key, value)
    return out
