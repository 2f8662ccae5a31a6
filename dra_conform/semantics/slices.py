"""ResourceSlice facts shared by the slice rules and the pool-status oracle."""

from __future__ import annotations

import math
import sys
from fractions import Fraction
from functools import partial
from itertools import chain, repeat
from operator import add, is_not
from typing import Any, Iterable, Iterator, NamedTuple

from ..model.findings import Path
from ..reading.shape import QUANTITY
from .validation import is_semver
from .values import as_dict, as_list

_SUFFIX: dict[str, int | Fraction] = {
    "Ki": 2**10,
    "Mi": 2**20,
    "Gi": 2**30,
    "Ti": 2**40,
    "Pi": 2**50,
    "Ei": 2**60,
    "n": Fraction(1, 10**9),
    "u": Fraction(1, 10**6),
    "m": Fraction(1, 1000),
    "k": 10**3,
    "M": 10**6,
    "G": 10**9,
    "T": 10**12,
    "P": 10**15,
    "E": 10**18,
}


def quantity(text: Any) -> Fraction | str:
    """A Kubernetes quantity as an exact number (80Gi == 85899345920); the text when it does not parse.

    As ParseQuantity decides it: rounded up (away from zero) to a nano. One bound of our own keeps any text,
    however many digits or however large its exponent, linear to read: a magnitude past 10^40 is held at
    +-10^40 (no counter or capacity is compared at that size; the exact number would cost memory
    exponential in the text's length).
    Kept apart from cel.values.Quantity.parse (ParseQuantity for CEL's quantity(), which does not trim): this
    reads a decoded object's value, which went through UnmarshalJSON's TrimSpace.
    """
    m = QUANTITY.match(str(text).strip())
    if not m:
        return str(text)
    mantissa, exponent, suffix = m.group(1), m.group(2), m.group(3)
    negative = mantissa.startswith("-")
    whole, _, fraction = mantissa.lstrip("+-").partition(".")
    whole = whole.lstrip("0")
    if exponent:
        digits = exponent[1:].lstrip("+-").lstrip("0") or "0"
        scale = _HUGE if len(digits) > 6 else int(digits)  # beyond 10^6 either clamps or rounds to a nano
        shift = -scale if exponent[1:2] == "-" else scale
    else:
        shift = 0
    order = (len(whole) if whole else -len(fraction) + len(fraction.lstrip("0"))) + shift
    if not whole and not fraction.strip("0"):
        return Fraction(0)
    if order > _MAX_ORDER:
        return Fraction(-_CEILING if negative else _CEILING)
    if order < -_MIN_ORDER:  # far below a nano: rounded up to one
        return Fraction(-1 if negative else 1, 10**9)
    kept = fraction[:_FRACTION_DIGITS]
    if fraction[_FRACTION_DIGITS:].strip("0"):  # digits past what can matter still round the value up
        kept += "1"
    number = Fraction(int(whole or "0") * 10 ** len(kept) + int(kept or "0"), 10 ** len(kept))
    if exponent:
        number *= Fraction(10) ** shift
    elif suffix:
        number *= _SUFFIX[suffix]
    nanos = math.ceil(number * 10**9)  # RoundUp to scale -9
    number = min(Fraction(nanos, 10**9), Fraction(_CEILING))
    return -number if negative else number


_MAX_ORDER = 40  # decimal digits before the point: past 10^40 in any case (a suffix only adds to it)
_CEILING = 10**40
_MIN_ORDER = 20  # zeros after the point, past which a non-zero value is one nano
_FRACTION_DIGITS = 60
_HUGE = 10**7


BINARY_SI, DECIMAL_SI, DECIMAL_EXPONENT = "BinarySI", "DecimalSI", "DecimalExponent"
_DECIMAL_SUFFIX = {-9: "n", -6: "u", -3: "m", 0: "", 3: "k", 6: "M", 9: "G", 12: "T", 15: "P", 18: "E"}
_BINARY_SUFFIX = {0: "", 10: "Ki", 20: "Mi", 30: "Gi", 40: "Ti", 50: "Pi", 60: "Ei"}


def quantity_format(text: Any) -> str:
    """The Format resource.ParseQuantity gives a quantity: from its suffix."""
    m = QUANTITY.match(str(text).strip())
    if m and m.group(2):
        return DECIMAL_EXPONENT
    if m and m.group(3) and m.group(3).endswith("i"):
        return BINARY_SI
    return DECIMAL_SI


def quantity_string(number: Fraction, format: str) -> str:
    """Quantity.String(): the canonical form of a value in its format (CanonicalizeBytes).

    Values below a nano are rounded away from zero, as ParseQuantity does. BinarySI
    keeps a power-of-1024 suffix only for integers of magnitude 1024 or more; decimal
    forms use an integer mantissa and an exponent that is a multiple of three.
    """
    if number == 0:
        return "0"
    sign, number = ("-", -number) if number < 0 else ("", number)
    nanos = number * 10**9
    if nanos.denominator != 1:
        number = Fraction(math.ceil(nanos), 10**9)
    if format == BINARY_SI and number >= 1024 and number.denominator == 1:
        mantissa, exponent = number.numerator, 0
        while mantissa % 1024 == 0 and exponent < 60:
            mantissa, exponent = mantissa // 1024, exponent + 10
        return f"{sign}{mantissa}{_BINARY_SUFFIX[exponent]}"
    exponent = 0
    while number.denominator != 1:  # a finite decimal: scale up to an integer mantissa
        number, exponent = number * 10, exponent - 1
    mantissa = number.numerator
    while mantissa % 10 == 0:
        mantissa, exponent = mantissa // 10, exponent + 1
    shift = exponent % 3  # down to a multiple of three, as AsCanonicalBytes does
    mantissa, exponent = mantissa * 10**shift, exponent - shift
    if format == DECIMAL_EXPONENT or exponent not in _DECIMAL_SUFFIX:
        suffix = f"e{exponent}" if exponent else ""
    else:
        suffix = _DECIMAL_SUFFIX[exponent]
    return f"{sign}{mantissa}{suffix}"


def lookup(attributes: dict[str, Any], name: str, driver: str) -> tuple[str, Any] | None:
    """The attribute a fully qualified name refers to: the full key, else the bare one in the driver's domain."""
    if name in attributes:
        return name, attributes[name]
    domain, _, bare = name.rpartition("/")
    if domain == driver and bare in attributes:
        return bare, attributes[bare]
    return None


LIST_MEMBERS = ("ints", "bools", "strings", "versions")  # a DeviceAttribute's list forms
LIST_SET = frozenset(LIST_MEMBERS)
SCALAR_TYPES = {"int": int, "bool": bool, "string": str, "version": str}  # a DeviceAttribute's scalar forms


def no_lists(attributes: dict[str, Any]) -> bool:
    """No attribute has a list member: C-level set operations, so the usual device (only scalar
    attributes) costs no Python loop in the rules that look for lists."""
    values = attributes.values()
    if set(map(type, values)) - {dict}:
        return False
    return LIST_SET.isdisjoint(set().union(*values))


def devices(spec: dict[str, Any]) -> Iterator[tuple[tuple[Any, ...], dict[str, Any]]]:
    """(path to the device's fields, fields) of a slice spec: v1beta1 nests the fields under `basic`."""
    listed = as_list(spec.get("devices"))
    if set(map(type, listed)) <= {dict} and "basic" not in frozenset().union(*listed):
        # Every device a map of its fields (v1, v1beta2): the pairs made by C-level passes.
        return zip(zip(repeat("spec"), repeat("devices"), range(len(listed))), listed)
    return _devices(listed)


def _devices(listed: list[Any]) -> Iterator[tuple[tuple[Any, ...], dict[str, Any]]]:
    for i, device in enumerate(listed):
        device = as_dict(device)
        if isinstance(device.get("basic"), dict):
            yield ("spec", "devices", i, "basic"), device["basic"]
        else:
            yield ("spec", "devices", i), device


def consuming(spec: dict[str, Any]) -> Iterator[tuple[Path, dict[str, Any]]]:
    """devices(spec), only those that consume counters (a consumesCounters list, not empty). A slice
    none of whose devices has the field (most of a dump's) is told by one C-level pass over them."""
    listed = as_list(spec.get("devices"))
    if set(map(type, listed)) <= {dict} and frozenset().union(*listed).isdisjoint(("consumesCounters", "basic")):
        return iter(())
    return ((path, device) for path, device in devices(spec) if as_list(device.get("consumesCounters")))


def drop_unread_attributes(slice_: dict[str, Any], listed: list[tuple[Path, dict[str, Any]]] | None = None) -> bool:
    """Keep, in place, only the device attributes the rules across slices can read; True if any went.

    Those rules (a pool's partition types, the pool-status oracle) look attributes up only on
    counter-consuming devices, and on a slice that declares partitionTypeAttribute only that
    one; the rest is most of a dump's memory (~13 attributes a device) and would go unread.
    The satisfiability rules, which evaluate selectors on every attribute, read such a slice
    again from its file (manifest.load.reread). ``listed``: its devices, when listed already.
    """
    spec = as_dict(slice_.get("spec"))
    attribute, driver = spec.get("partitionTypeAttribute"), spec.get("driver")
    dropped = False
    for _, device in devices(spec) if listed is None else listed:
        attributes = device.get("attributes")
        if not isinstance(attributes, dict) or not attributes:
            continue
        if not device.get("consumesCounters"):
            device["attributes"] = {}
        elif isinstance(attribute, str) and isinstance(driver, str):
            found = lookup(attributes, attribute, driver)
            device["attributes"] = dict([found]) if found else {}
        else:
            continue
        dropped = dropped or len(device["attributes"]) != len(attributes)
    return dropped


class SliceFacts(NamedTuple):
    """What a ResourceSlice's devices hold, taken over all of them at once by C-level set and map
    operations: a slice rule skips its loop over the devices (or their attributes) when these say
    the loop would find nothing. A dump's usual slice has ~40 devices of ~13 one-member attributes,
    and a loop per rule over them was most of the time a dump took. ``UNKNOWN`` says nothing, so
    every loop runs: the tests hold each rule's findings with the facts to its findings without."""

    fields: frozenset[str] | None  # the fields some device has (v1beta1's under `basic`); None: unknown
    names: frozenset[str] | None  # the attribute and capacity names of every device
    members: frozenset[str] | None  # the members of every attribute; None when an attribute is not a map
    plain: bool  # every attribute is one scalar member with a value of its type that DRA-RS-014 accepts
    most_attributes: int  # the most attributes a device has
    most_entries: int  # the most attributes and capacities a device has
    capacity_fields: frozenset[str] | None  # the fields of every capacity; None when a capacity is not a map

    def may_set(self, *fields: str) -> bool:
        """Whether some device may have one of these fields."""
        return self.fields is None or not self.fields.isdisjoint(fields)

    @property
    def no_list_attributes(self) -> bool:
        """Every attribute is a map without a list member (no_lists of every device)."""
        return self.members is not None and self.members.isdisjoint(LIST_SET)


UNKNOWN = SliceFacts(None, None, None, False, sys.maxsize, sys.maxsize, None)


def slice_facts(devices: Iterable[dict[str, Any]]) -> SliceFacts:
    """The facts of a slice's devices (their fields, as ``devices`` gives them)."""
    devices = list(devices)
    attributes = _maps(devices, "attributes")
    capacities = _maps(devices, "capacity")
    values = list(chain.from_iterable(map(dict.values, attributes)))
    members = _members(values)
    sizes = list(map(len, attributes))
    return SliceFacts(
        frozenset().union(*devices),
        frozenset().union(*attributes, *capacities),
        members,
        members is not None and _plain(values, members),
        max(sizes, default=0),
        max(map(add, sizes, map(len, capacities)), default=0),
        _members(list(chain.from_iterable(map(dict.values, capacities)))),
    )


def _maps(devices: list[dict[str, Any]], field: str) -> list[dict[str, Any]]:
    """Each device's ``field`` as the rules read it (as_dict): the map, or {}."""
    found: list[Any] = list(map(dict.get, devices, repeat(field)))
    if set(map(type, found)) <= {dict}:
        return found
    return [value if isinstance(value, dict) else {} for value in found]


def _members(values: list[Any]) -> frozenset[str] | None:
    """The keys of all these maps; None if one of them is not a map."""
    if not set(map(type, values)) <= {dict}:
        return None
    return frozenset().union(*values)


def _plain(attributes: list[dict[str, Any]], members: frozenset[str]) -> bool:
    """DRA-RS-014's usual attribute, for all of them: one scalar member, with a value of its type
    (the decode check's business, required here only to keep this simple), a string at most 64
    bytes (within 16 characters, or 64 of ASCII), a version semver in at most 64 ASCII characters."""
    if not members <= SCALAR_TYPES.keys() or (len(members) > 1 and set(map(len, attributes)) != {1}):
        return False  # one member in all of them is one member each (an empty map has a None below)
    count = 0
    for member in members:
        found: list[Any] = list(map(dict.get, attributes, repeat(member)))
        if len(members) > 1:  # None where another member is the one: dropped, and counted below
            found = list(filter(partial(is_not, None), found))
        count += len(found)
        if SCALAR_TYPES[member] is not str:
            if set(map(type, found)) != {SCALAR_TYPES[member]}:
                return False
            continue
        try:
            joined = "".join(found)  # only strings join: their type, and whether all are ASCII, in one pass
        except TypeError:
            return False
        longest = max(map(len, found), default=0)
        if longest > 16 and (longest > 64 or not joined.isascii()):
            return False
        if member == "version" and not all(map(is_semver, set(found))):
            return False
    return count == len(attributes)  # every attribute's member has a value (not null)
