"""CEL timestamps and durations as cel-go has them (common/types/timestamp.go, duration.go): a
timestamp is a UTC instant from 0001-01-01 to 9999-12-31 with nanoseconds, read with Go's
time.Parse(time.RFC3339, s); a duration is Go's time.Duration (int64 nanoseconds), read with
time.ParseDuration. Time zones for the accessors are IANA names (Python's zoneinfo, the system's
tz database) or `[+-]hh:mm` offsets, as cel-go's timeZone reads them.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

NANOS = 1_000_000_000
MIN_UNIX, MAX_UNIX = -62135596800, 253402300799  # cel-go minUnixTime, maxUnixTime
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)


class TimeError(Exception):
    """An error with cel-go's text."""


class Timestamp:
    CEL_TYPE = "google.protobuf.Timestamp"
    __slots__ = ("ns",)

    def __init__(self, ns: int) -> None:
        if not MIN_UNIX * NANOS <= ns <= MAX_UNIX * NANOS + NANOS - 1:
            raise TimeError("timestamp overflow")
        self.ns = ns

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Timestamp) and other.ns == self.ns

    def __hash__(self) -> int:
        return hash(("timestamp", self.ns))

    def __repr__(self) -> str:
        return f"Timestamp({self.format()})"

    def datetime(self, zone: dt.tzinfo = dt.UTC) -> dt.datetime:
        seconds, _ = divmod(self.ns, NANOS)
        return (_EPOCH + dt.timedelta(seconds=seconds)).astimezone(zone)

    def unix(self) -> int:
        return self.ns // NANOS  # Go's Unix(): floored

    def format(self) -> str:
        """time.RFC3339Nano in UTC: the fraction without trailing zeros."""
        seconds, nanos = divmod(self.ns, NANOS)
        d = _EPOCH + dt.timedelta(seconds=seconds)
        text = f"{d.year:04d}-{d.month:02d}-{d.day:02d}T{d.hour:02d}:{d.minute:02d}:{d.second:02d}"
        if nanos:
            text += "." + f"{nanos:09d}".rstrip("0")
        return text + "Z"


class Duration:
    CEL_TYPE = "google.protobuf.Duration"
    __slots__ = ("ns",)

    def __init__(self, ns: int) -> None:
        if not INT64_MIN <= ns <= INT64_MAX:
            raise TimeError("integer overflow")
        self.ns = ns

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Duration) and other.ns == self.ns

    def __hash__(self) -> int:
        return hash(("duration", self.ns))

    def __repr__(self) -> str:
        return f"Duration({self.ns}ns)"

    def format(self) -> str:
        """strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + "s", as cel-go's string(duration)."""
        seconds = self.ns / NANOS if self.ns % NANOS else self.ns // NANOS
        if isinstance(seconds, int):
            return f"{seconds}s"
        text = repr(seconds)
        if "e" in text or "E" in text:
            text = f"{seconds:.20f}".rstrip("0")  # 'f' format: no exponent
        return text + "s"


# time.Parse(time.RFC3339, s): the fraction is accepted after the seconds when parsing
_RFC3339 = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9})\d*)?(Z|[+-]\d{2}:\d{2})\Z", re.ASCII
)


def parse_timestamp(s: str) -> Timestamp | None:
    m = _RFC3339.match(s)
    if m is None:
        return None
    year, month, day, hour, minute, second = (int(g) for g in m.groups()[:6])
    fraction, zone = m.group(7) or "", m.group(8)
    if hour > 23 or minute > 59 or second > 59:
        return None
    try:
        moment = dt.datetime(year, month, day, hour, minute, second, tzinfo=dt.UTC)
    except ValueError:
        return None
    offset = 0
    if zone != "Z":
        hh, mm = int(zone[1:3]), int(zone[4:6])
        if hh > 23 or mm > 59:
            return None
        offset = (hh * 3600 + mm * 60) * (1 if zone[0] == "+" else -1)
    seconds = int((moment - _EPOCH).total_seconds()) - offset
    if not MIN_UNIX <= seconds <= MAX_UNIX:
        raise TimeError("timestamp overflow")
    return Timestamp(seconds * NANOS + int(fraction.ljust(9, "0") if fraction else 0))


_UNITS = {"ns": 1, "us": 1000, "µs": 1000, "μs": 1000, "ms": 10**6, "s": NANOS, "m": 60 * NANOS, "h": 3600 * NANOS}
_PART = re.compile(r"([0-9]*)(?:\.([0-9]*))?([a-zµμ]+)")


def parse_duration(s: str) -> Duration | None:
    """time.ParseDuration: [-+]?([0-9]*(\\.[0-9]*)?[a-z]+)+, or "0"; None where Go fails."""
    text = s
    neg = False
    if text[:1] in ("-", "+"):
        neg, text = text[0] == "-", text[1:]
    if text == "0":
        return Duration(0)
    if not text:
        return None
    total, pos = 0, 0
    while pos < len(text):
        m = _PART.match(text, pos)
        if m is None:
            return None
        whole, frac, unit = m.groups()
        if not whole and not frac:
            return None
        scale = _UNITS.get(unit)
        if scale is None:
            return None
        value = int(whole or "0") * scale
        if frac:
            value += int(frac) * scale // 10 ** len(frac)  # Go truncates the fraction's nanoseconds
        total += value
        if total > 2**63:
            return None
        pos = m.end()
    total = -total if neg else total
    if not INT64_MIN <= total <= INT64_MAX:
        return None
    return Duration(total)


@lru_cache(maxsize=256)
def zone(name: str) -> dt.tzinfo:
    """cel-go's timeZone: a `[+-]hh:mm` offset (the sign may be left out) or an IANA name."""
    if ":" in name:
        sign = -1 if name.startswith("-") else 1
        hh, _, mm = name.lstrip("+-").partition(":")
        if not (hh.isascii() and hh.isdigit() and mm.isascii() and mm.isdigit()):
            raise TimeError(f"unknown time zone {name}")
        return dt.timezone(sign * dt.timedelta(hours=int(hh), minutes=int(mm)))
    try:
        return ZoneInfo(name) if name not in ("UTC", "") else dt.UTC
    except (ZoneInfoNotFoundError, ValueError):
        raise TimeError(f"unknown time zone {name}") from None
