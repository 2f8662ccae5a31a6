"""The Kubernetes CEL value types (apiserver/pkg/cel: quantity.go, semver.go, format.go, and the DRA
`device` of dynamic-resource-allocation/cel/compile.go): Quantity (resource.Quantity) and Semver
(blang/semver v4), with the parsing rules and error texts of the Go code the libraries call,
NamedFormat, and Device with its conversion from a ResourceSlice's device (device_from_slice). The IP,
CIDR and URL types are netlib's."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .core import EvalError

# apimachinery's resource.ParseQuantity
_QUANTITY = re.compile(r"([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+))([eEinumkKMGTP]*[-+]?[0-9]*)\Z")
_BINARY = {"Ki": 10, "Mi": 20, "Gi": 30, "Ti": 40, "Pi": 50, "Ei": 60}
_DECIMAL = {"n": -9, "u": -6, "m": -3, "": 0, "k": 3, "M": 6, "G": 9, "T": 12, "P": 15, "E": 18}
_NANO = Fraction(1, 10**9)
ERR_FORMAT = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
ERR_SUFFIX = "unable to parse quantity's suffix"


class ValueError_(Exception):
    """A parse error with upstream's text."""


class Quantity:
    """A resource.Quantity: an exact value (rounded up to nano precision, as ParseQuantity does).

    Kept apart from semantics.slices.quantity: this is ParseQuantity itself (no trim, nano rounding, upstream's
    error texts, a bounded exponent) for CEL's quantity(); that one reads decoded objects (UnmarshalJSON trims).
    """

    CEL_TYPE = "kubernetes.Quantity"
    __slots__ = ("value",)

    def __init__(self, value: Fraction) -> None:
        self.value = value

    @classmethod
    def parse(cls, text: str) -> Quantity:
        return cls(_parse_quantity(text))

    def sign(self) -> int:
        return (self.value > 0) - (self.value < 0)

    def as_int64(self) -> int | None:
        if self.value.denominator != 1 or not -(2**63) <= self.value.numerator < 2**63:
            return None
        return self.value.numerator

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Quantity) and self.value == other.value

    def __hash__(self) -> int:
        return hash(("quantity", self.value))

    def __repr__(self) -> str:
        return f"Quantity({self.value})"


class QuantityRef(Quantity):
    """The *Quantity that add() and sub() return (quantity() gives a Quantity value): another Go type, which
    quantity.go's Equal, asserting other.(Quantity), does not take."""

    __slots__ = ()


@functools.lru_cache(maxsize=4096)  # published capacities repeat ("80Gi" on every device of a model)
def _parse_quantity(text: str) -> Fraction:
    """The exact value of a quantity (ParseQuantity), or ValueError_ with upstream's text."""
    if not text:
        raise ValueError_("quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'")
    m = _QUANTITY.match(text)
    if m is None:
        raise ValueError_(ERR_FORMAT)
    number, suffix = m.groups()
    if number in ("+", "-", ".", "+.", "-."):
        raise ValueError_(ERR_FORMAT)
    if len(number) > 1000:  # Python refuses ints of over 4300 digits; no quantity needs a thousand
        raise ValueError_("quantity has too many digits for dra-conform")
    value = Fraction(number)
    if suffix in _BINARY:
        value *= 2 ** _BINARY[suffix]
    elif suffix in _DECIMAL:
        value *= Fraction(10) ** _DECIMAL[suffix]
    elif suffix[:1] in ("e", "E") and re.fullmatch(r"[eE][-+]?[0-9]+", suffix):
        exp = int(suffix[1:])
        if abs(exp) > 10000:  # far beyond int64; keep arithmetic bounded
            raise ValueError_(ERR_SUFFIX)
        value *= Fraction(10) ** exp
    else:
        raise ValueError_(ERR_SUFFIX)
    scaled = value / _NANO
    if scaled.denominator != 1:  # more precise than nano: round away from zero
        whole = -((-abs(scaled.numerator)) // scaled.denominator)
        value = Fraction(whole if value > 0 else -whole) * _NANO
    return value


def _only(s: str, allowed: str) -> bool:
    return all(c in allowed for c in s)


_DIGITS = "0123456789"
_ALNUM = _DIGITS + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-"


def _uint(s: str) -> int:
    if not s or not _only(s, _DIGITS):
        raise ValueError_(f'strconv.ParseUint: parsing "{s}": invalid syntax')
    v = int(s)
    if v >= 2**64:
        raise ValueError_(f'strconv.ParseUint: parsing "{s}": value out of range')
    return v


class Semver:
    """A blang/semver v4 Version; equality and order ignore build metadata, as Version.Compare does."""

    CEL_TYPE = "kubernetes.Semver"
    __slots__ = ("major", "minor", "patch", "pre", "build")

    def __init__(self, major: int, minor: int, patch: int, pre: tuple[int | str, ...], build: tuple[str, ...]) -> None:
        self.major, self.minor, self.patch, self.pre, self.build = major, minor, patch, pre, build

    @classmethod
    def parse(cls, s: str) -> Semver:
        if not s:
            raise ValueError_("Version string empty")
        parts = s.split(".", 2)
        if len(parts) != 3:
            raise ValueError_("No Major.Minor.Patch elements found")
        for label, p in (("major", parts[0]), ("minor", parts[1])):
            if not _only(p, _DIGITS):
                raise ValueError_(f'Invalid character(s) found in {label} number "{p}"')
            if len(p) > 1 and p[0] == "0":
                raise ValueError_(f'{label.capitalize()} number must not contain leading zeroes "{p}"')
        major, minor = _uint(parts[0]), _uint(parts[1])
        rest = parts[2]
        pre_i, build_i = rest.find("-"), rest.find("+")
        if pre_i != -1 and build_i == -1:
            sub = pre_i
        elif pre_i == -1 and build_i != -1:
            sub = build_i
        elif pre_i == -1:
            sub = len(rest)
        elif build_i < pre_i:  # a hyphen inside the build metadata
            sub, pre_i = build_i, -1
        else:
            sub = pre_i
        p = rest[:sub]
        if not _only(p, _DIGITS):
            raise ValueError_(f'Invalid character(s) found in patch number "{p}"')
        if len(p) > 1 and p[0] == "0":
            raise ValueError_(f'Patch number must not contain leading zeroes "{p}"')
        patch = _uint(p)
        pre: list[int | str] = []
        if pre_i != -1:
            text = rest[pre_i + 1 : build_i] if build_i != -1 else rest[pre_i + 1 :]
            for part in text.split("."):
                if not part:
                    raise ValueError_("Prerelease is empty")
                if _only(part, _DIGITS):
                    if len(part) > 1 and part[0] == "0":
                        raise ValueError_(f'Numeric PreRelease version must not contain leading zeroes "{part}"')
                    pre.append(_uint(part))
                elif _only(part, _ALNUM):
                    pre.append(part)
                else:
                    raise ValueError_(f'Invalid character(s) found in prerelease "{part}"')
        build: list[str] = []
        if build_i != -1:
            for part in rest[build_i + 1 :].split("."):
                if not part:
                    raise ValueError_("Build meta data is empty")
                if not _only(part, _ALNUM):
                    raise ValueError_(f'Invalid character(s) found in build meta data "{part}"')
                build.append(part)
        return cls(major, minor, patch, tuple(pre), tuple(build))

    @classmethod
    def parse_normalized(cls, s: str) -> Semver:
        """semver(s, true): the library's normalizeAndParse (v prefix, short forms, leading zeros)."""
        if s.startswith("v"):
            s = s[1:]
        parts = s.split(".", 2)
        for i, p in enumerate(parts):
            if len(p) > 1:
                p = p.lstrip("0")
                if not p or p[0] not in _DIGITS:
                    p = "0" + p
                parts[i] = p
        if len(parts) < 3:
            if any(c in parts[-1] for c in "+-"):
                raise ValueError_("short version cannot contain PreRelease/Build meta data")
            parts += ["0"] * (3 - len(parts))
        return cls.parse(".".join(parts))

    def compare(self, o: Semver) -> int:
        for a, b in ((self.major, o.major), (self.minor, o.minor), (self.patch, o.patch)):
            if a != b:
                return 1 if a > b else -1
        if not self.pre and not o.pre:
            return 0
        if not self.pre:
            return 1
        if not o.pre:
            return -1
        for x, y in zip(self.pre, o.pre):
            if x == y:
                continue
            if isinstance(x, int) and isinstance(y, int):
                return 1 if x > y else -1
            if isinstance(x, int):
                return -1
            if isinstance(y, int):
                return 1
            return 1 if x > y else -1
        if len(self.pre) == len(o.pre):
            return 0
        return 1 if len(self.pre) > len(o.pre) else -1

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Semver) and self.compare(other) == 0

    def __hash__(self) -> int:
        return hash(("semver", self.major, self.minor, self.patch, self.pre))

    def __str__(self) -> str:
        s = f"{self.major}.{self.minor}.{self.patch}"
        if self.pre:
            s += "-" + ".".join(str(p) for p in self.pre)
        if self.build:
            s += "+" + ".".join(self.build)
        return s

    def __repr__(self) -> str:
        return f"Semver({self})"


@dataclass(frozen=True, slots=True)
class NamedFormat:
    """A value of CEL type kubernetes.NamedFormat; two formats are equal when their names are
    (apiserver/pkg/cel/format.go Equal)."""

    CEL_TYPE = "kubernetes.NamedFormat"
    name: str  # the library's key: "dns1123Label", "uuid", ...


class DomainMap(dict):  # type: ignore[type-arg]
    """device.attributes / device.capacity: an unknown domain reads as an empty map (compile.go's mapper)."""

    __slots__ = ()


EMPTY: dict[str, Any] = {}


class Device:
    """The `device` variable: driver, attributes[domain][name], capacity[domain][name] (Quantity)."""

    CEL_TYPE = "kubernetes.DRADevice"
    __slots__ = ("driver", "attributes", "capacity", "allow_multiple_allocations")

    def __init__(
        self,
        driver: str,
        attributes: dict[str, dict[str, Any]],
        capacity: dict[str, dict[str, Quantity]],
        allow_multiple_allocations: bool = False,
    ) -> None:
        self.driver = driver
        self.attributes = DomainMap(attributes)
        self.capacity = DomainMap(capacity)
        self.allow_multiple_allocations = allow_multiple_allocations

    def field(self, name: str) -> Any:
        if name == "driver":
            return self.driver
        if name == "attributes":
            return self.attributes
        if name == "capacity":
            return self.capacity
        if name == "allowMultipleAllocations":
            return self.allow_multiple_allocations
        raise EvalError(f"no such key: {name}")


class BadDevice(Exception):
    """A device whose published values cannot be converted (upstream fails the match with this text)."""


def device_from_slice(device: dict[str, Any], driver: str, list_type_attributes: bool = False) -> Device:
    """The `device` variable for one entry of ResourceSlice spec.devices (v1 shape, or v1beta1 `basic`).

    Qualified names without a domain get the driver's (parseQualifiedName); values keep their kind
    (int, bool, string, version -> Semver; the list forms when DRAListTypeAttributes is on).
    Raises BadDevice with upstream's text for a value the scheduler could not convert either.
    """
    basic = device.get("basic")
    body: dict[str, Any] = basic if isinstance(basic, dict) else device
    attributes: dict[str, dict[str, Any]] = {}
    for name, attr in _items(body.get("attributes")):
        domain, ident = _split_name(name, driver)
        attributes.setdefault(domain, {})[ident] = _attribute_value(name, attr, list_type_attributes)
    capacity: dict[str, dict[str, Quantity]] = {}
    for name, cap in _items(body.get("capacity")):
        raw = cap.get("value") if isinstance(cap, dict) else cap
        try:
            q = Quantity.parse(str(raw).strip())  # the scheduler's value went through UnmarshalJSON, which trims
        except ValueError_ as e:
            raise BadDevice(f"capacity {name}: {e}") from None
        domain, ident = _split_name(name, driver)
        capacity.setdefault(domain, {})[ident] = q
    multi = body.get("allowMultipleAllocations") is True
    return Device(driver, attributes, capacity, multi)


def _items(m: Any) -> Iterable[tuple[str, Any]]:
    return ((str(k), v) for k, v in m.items()) if isinstance(m, dict) else ()


def _split_name(name: str, driver: str) -> tuple[str, str]:
    i = name.find("/")
    return (driver, name) if i < 0 else (name[:i], name[i + 1 :])


_SCALAR = (("int", int), ("bool", bool), ("string", str), ("version", str))
_LISTS = ("ints", "bools", "strings", "versions")


def _attribute_value(name: str, attr: Any, lists: bool) -> Any:
    if not isinstance(attr, dict):
        raise BadDevice(f"attribute {name}: unsupported attribute value")
    for key, kind in _SCALAR:
        if key in attr and attr[key] is not None:
            v = attr[key]
            if key == "version":
                try:
                    return Semver.parse(str(v))
                except ValueError_ as e:
                    raise BadDevice(f"attribute {name}: parse semantic version: {e}") from None
            if kind is int and (isinstance(v, bool) or not isinstance(v, int)):
                raise BadDevice(f"attribute {name}: unsupported attribute value")
            if not isinstance(v, kind):
                raise BadDevice(f"attribute {name}: unsupported attribute value")
            return v
    if lists:
        for key in _LISTS:
            if isinstance(attr.get(key), list):
                vals = attr[key]
                if key == "versions":
                    try:
                        return [Semver.parse(str(v)) for v in vals]
                    except ValueError_ as e:
                        raise BadDevice(f"attribute {name}: parse semantic version: {e}") from None
                return list(vals)
    raise BadDevice(f"attribute {name}: unsupported attribute value")
