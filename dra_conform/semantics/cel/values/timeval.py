"""CEL timestamps and durations as cel-go has them (common/types/timestamp.go, duration.go): a
timestamp is a UTC instant from 0001-01-01 to 9999-12-31 with nanoseconds, read with Go's
time.Parse(time.RFC3339, s); a duration is Go's time.Duration (int64 nanoseconds), read with
time.ParseDuration.

The accessors' time zones are read as cel-go's stdlib inTimeZone reads them (common/stdlib/standard.go,
the same in v0.26.0 and v0.29.2): a name without ':' is Go's time.LoadLocation, one with ':' is two
strconv.Atoi numbers, hours and minutes, made a time.FixedZone of any size. The calendar fields are Go's
own arithmetic (time.go absSec, days().split(), clock), in int64/uint64 as Go wraps them, so an offset of
24 h or more, or a local year of 0 or 10000, has Go's answer where Python's datetime has none.
"""

from __future__ import annotations

import datetime as dt
import errno
import io
import os
import re
import stat
from functools import lru_cache
from typing import NamedTuple
from zoneinfo import ZoneInfo

from .core import Unsupported

NANOS = 1_000_000_000
MIN_UNIX, MAX_UNIX = -62135596800, 253402300799  # cel-go minUnixTime, maxUnixTime
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


class TimeError(Exception):
    """An error with cel-go's text."""


class Timestamp:
    """An instant, and the offset (seconds east of UTC) of the location Go's time.Time keeps with it: the
    one timestamp("...+05:30") was written in, kept by arithmetic, shown by string() and format; UTC (0)
    for the others. Equality and order ignore it, as Time.Equal does."""

    CEL_TYPE = "google.protobuf.Timestamp"
    __slots__ = ("ns", "offset")

    def __init__(self, ns: int, offset: int = 0) -> None:
        if not MIN_UNIX * NANOS <= ns <= MAX_UNIX * NANOS + NANOS - 1:
            raise TimeError("timestamp overflow")
        self.ns = ns
        self.offset = offset

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Timestamp) and other.ns == self.ns

    def __hash__(self) -> int:
        return hash(("timestamp", self.ns))

    def __repr__(self) -> str:
        return f"Timestamp({self.format()})"

    def civil(self, zone: Zone) -> Civil:
        """The wall-clock fields in `zone`, as Go's t.In(loc) gives them."""
        unix = self.unix()
        return civil(unix, zone.offset_at(unix))

    def unix(self) -> int:
        return self.ns // NANOS  # Go's Unix(): floored

    def format(self) -> str:
        """t.Format(time.RFC3339Nano) in the timestamp's own location: the fraction without trailing zeros,
        "Z" for a zero offset, else ±hh:mm (a year past 9999 in a positive offset is written whole)."""
        nanos = self.ns % NANOS
        d = civil(self.unix(), self.offset)
        text = f"{d.year:04d}-{d.month:02d}-{d.day:02d}T{d.hour:02d}:{d.minute:02d}:{d.second:02d}"
        if nanos:
            text += "." + f"{nanos:09d}".rstrip("0")
        if not self.offset:
            return text + "Z"
        minutes = abs(self.offset) // 60
        return text + f"{'-' if self.offset < 0 else '+'}{minutes // 60:02d}:{minutes % 60:02d}"


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


_DIGIT = frozenset("0123456789")  # Go's isDigit: ASCII only


def _getnum(s: str, i: int, fixed: bool) -> tuple[int, int] | None:
    """time's getnum: one or two digits at s[i] (exactly two when fixed), and the index after them."""
    if i >= len(s) or s[i] not in _DIGIT:
        return None
    if i + 1 >= len(s) or s[i + 1] not in _DIGIT:
        return None if fixed else (int(s[i]), i + 1)
    return int(s[i : i + 2]), i + 2


def parse_timestamp(s: str) -> Timestamp | None:
    """time.Parse(time.RFC3339, s) as Go decides it: its strict fast path falls back to the general parser of
    the layout 2006-01-02T15:04:05Z07:00, which takes a one-digit hour, a fraction after ',' or '.' (9 digits
    kept), and an offset up to 24:60. None where Go fails."""
    n = len(s)
    if n < 4 or any(c not in _DIGIT for c in s[:4]):
        return None
    year, i = int(s[:4]), 4
    fields = []
    for sep, fixed, limit in (("-", True, 13), ("-", True, 100), ("T", False, 24), (":", True, 60), (":", True, 60)):
        got = _getnum(s, i + 1, fixed) if s[i : i + 1] == sep else None
        if got is None or got[0] >= limit:
            return None
        fields.append(got[0])
        i = got[1]
    month, day, hour, minute, second = fields
    nanos = 0
    if i + 1 < n and s[i] in ".," and s[i + 1] in _DIGIT:
        j = i + 1
        while j < n and s[j] in _DIGIT:
            j += 1
        nanos, i = int(s[i + 1 : j][:9].ljust(9, "0")), j
    if s[i : i + 1] == "Z":
        offset, i = 0, i + 1
    else:
        hh = _getnum(s[i + 1 : i + 3], 0, True) if n - i >= 6 and s[i + 3] == ":" else None
        mm = _getnum(s[i + 4 : i + 6], 0, True) if hh is not None else None
        if hh is None or mm is None or hh[0] > 24 or mm[0] > 60 or s[i] not in "+-":
            return None
        offset = (hh[0] * 3600 + mm[0] * 60) * (1 if s[i] == "+" else -1)
        i += 6
    if i != n or month < 1 or not 1 <= day <= _days_in(month, year):
        return None
    if year == 0:  # before cel-go's minimum, 0001-01-01
        raise TimeError("timestamp overflow")
    days = dt.date(year, month, day).toordinal() - _EPOCH_ORDINAL
    seconds = days * 86400 + hour * 3600 + minute * 60 + second - offset
    if not MIN_UNIX <= seconds <= MAX_UNIX:
        raise TimeError("timestamp overflow")
    return Timestamp(seconds * NANOS + nanos, offset)


def _days_in(month: int, year: int) -> int:
    """time's daysIn, year 0 (a leap year in Go's proleptic calendar) included."""
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


_EPOCH_ORDINAL = dt.date(1970, 1, 1).toordinal()


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


# --- time zones: cel-go's inTimeZone ------------------------------------------------------------------

_M64 = 2**64 - 1


def _int64(v: int) -> int:
    """v as Go's int64 arithmetic leaves it (two's complement wrap)."""
    v &= _M64
    return v - 2**64 if v >= 2**63 else v


class Zone(NamedTuple):
    """A time.Location as the accessors use it: a fixed offset (seconds east of UTC), or a tz database
    zone whose offset depends on the instant."""

    offset: int = 0
    tz: ZoneInfo | None = None

    def offset_at(self, unix: int) -> int:
        if self.tz is None:
            return self.offset
        # zoneinfo turns the instant into wall time: keep it inside datetime's years (no zone has a
        # transition within two days of 0001-01-01 or 9999-12-31, so the offset there is the same)
        unix = min(max(unix, MIN_UNIX + 2 * 86400), MAX_UNIX - 2 * 86400)
        utc = dt.datetime(1970, 1, 1) + dt.timedelta(seconds=unix)
        delta = self.tz.fromutc(utc.replace(tzinfo=self.tz)).utcoffset()
        return int(delta.total_seconds()) if delta is not None else 0


UTC = Zone()


def _atoi(s: str) -> int:
    """strconv.Atoi on 64 bits: an optional sign, then ASCII digits (no underscores, base 10 only); Go's
    ParseUint stops at the first byte that is not a digit (invalid syntax) or that overflows uint64."""
    digits = s[1:] if s[:1] in ("+", "-") else s
    if not digits:
        raise TimeError(_num_error(s, "invalid syntax"))
    n = 0
    for c in digits:
        if not "0" <= c <= "9":
            raise TimeError(_num_error(s, "invalid syntax"))
        n = n * 10 + ord(c) - 48
        if n > _M64:
            raise TimeError(_num_error(s, "value out of range"))
    if n > (2**63 if s[0] == "-" else INT64_MAX):
        raise TimeError(_num_error(s, "value out of range"))
    return -n if s[0] == "-" else n


def _num_error(s: str, why: str) -> str:
    from .netlib import go_quote

    return f"strconv.Atoi: parsing {go_quote(s)}: {why}"


def _fixed_seconds(offset_minutes: int) -> int:
    """int((time.Duration(offset) * time.Minute).Seconds()): the product wraps in int64, Seconds()
    adds the remainder as a float64 fraction, int() truncates it."""
    d = _int64(offset_minutes * 60 * NANOS)
    sec = abs(d) // NANOS * (1 if d >= 0 else -1)  # Go's / and % truncate toward zero
    nsec = d - sec * NANOS
    return int(float(sec) + float(nsec) / 1e9)


@lru_cache(maxsize=256)
def zone(name: str) -> Zone:
    """The time zone `name` names, as cel-go's inTimeZone reads it; TimeError with Go's text."""
    ind = name.find(":")
    if ind == -1:
        return load_location(name)
    hr, mn = _atoi(name[:ind]), _atoi(name[ind + 1 :])
    # offset := hr*60 - min for "-hh:mm", hr*60 + min otherwise, in int: "+1:+30" is 90 minutes
    offset = _int64(hr * 60 - mn if name[0] == "-" else hr * 60 + mn)
    return Zone(_fixed_seconds(offset))


# Go's platformZoneSources (time/zoneinfo_unix.go), read in this order
_ZONE_SOURCES = ("/usr/share/zoneinfo/", "/usr/share/lib/zoneinfo/", "/usr/lib/locale/TZ/", "/etc/zoneinfo")
_MAX_ZONE_FILE = 10 << 20  # time's maxFileSize
# the texts of Go's syscall.Errno for the errors opening or reading a zone file can meet
_ERRNO_TEXT = {
    errno.ENOTDIR: "not a directory",
    errno.EISDIR: "is a directory",
    errno.ENAMETOOLONG: "file name too long",
    errno.ELOOP: "too many levels of symbolic links",
    errno.EACCES: "permission denied",
    errno.EINVAL: "invalid argument",
}


class _Missing(Exception):
    """ENOENT: Go tries the next source."""


def load_location(name: str) -> Zone:
    """time.LoadLocation(name) as the kube-scheduler runs it (ZONEINFO unset, no embedded tzdata)."""
    if name in ("", "UTC"):
        return UTC
    if name == "Local":
        # the process's local zone: the Kubernetes images are distroless, with no /etc/localtime and TZ
        # unset, so Go's initLocal falls back to UTC
        return UTC
    if ".." in name or name[0] in "/\\":
        raise TimeError("time: invalid location name")
    first: str | None = None
    for source in _ZONE_SOURCES:
        try:
            data = _read_zone_file(source + "/" + name if not source.endswith("/") else source + name)
        except _Missing:
            continue
        except TimeError as e:
            first = first or str(e)
            continue
        try:
            return Zone(tz=ZoneInfo.from_file(io.BytesIO(data), key=name))
        except ValueError:
            first = first or "malformed time zone information"
    if first is not None:
        raise TimeError(first)
    if not any(os.path.isdir(source) for source in _ZONE_SOURCES):
        raise Unsupported(f"time zone {name!r} not judged: this machine has no tz database to read it from")
    raise TimeError(f"unknown time zone {name}")


def _read_zone_file(path: str) -> bytes:
    """Go's readFile of a zone file: ENOENT goes on to the next source, any other error is Go's answer.
    Opened without blocking; anything but a file or a directory is not read (Go would read it)."""
    if "\x00" in path:
        raise TimeError(_ERRNO_TEXT[errno.EINVAL])
    try:
        fd = os.open(path.encode("utf-8", "surrogatepass"), os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as e:
        if e.errno == errno.ENOENT:
            raise _Missing from None
        raise TimeError(_ERRNO_TEXT.get(e.errno or 0, (e.strerror or "").lower())) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise TimeError(_ERRNO_TEXT[errno.EISDIR])
        if not stat.S_ISREG(mode):
            raise Unsupported(f"time zone file {path} not judged: not a regular file")
        data = os.read(fd, _MAX_ZONE_FILE + 1)
    finally:
        os.close(fd)
    if len(data) > _MAX_ZONE_FILE:
        raise TimeError(f"file size exceeds maximum of {_MAX_ZONE_FILE}: {path}")  # approximately Go's
    return data


# --- calendar fields: Go's time.go arithmetic -------------------------------------------------------
_ABSOLUTE_YEARS = 292277022400
_MARCH_THRU_DECEMBER = 306
_ABSOLUTE_TO_INTERNAL = -(_ABSOLUTE_YEARS * 3652425 // 10000 + _MARCH_THRU_DECEMBER) * 86400
_UNIX_TO_INTERNAL = (1969 * 365 + 1969 // 4 - 1969 // 100 + 1969 // 400) * 86400
_UNIX_TO_ABSOLUTE = _UNIX_TO_INTERNAL - _ABSOLUTE_TO_INTERNAL


class Civil(NamedTuple):
    year: int
    month: int  # 1-12
    day: int  # 1-31
    yday: int  # 1-366
    weekday: int  # 0 = Sunday
    hour: int
    minute: int
    second: int


def civil(unix: int, offset: int) -> Civil:
    """The wall-clock fields of the instant `unix` (seconds) at `offset` seconds east of UTC, as Go's
    Time.Year, Month, Day, YearDay, Weekday, Hour, Minute and Second compute them (absSec and its splits,
    in uint64: an offset of any size gives Go's number, however odd)."""
    sec = _int64(unix + offset)
    abs_sec = (sec + _UNIX_TO_ABSOLUTE) & _M64
    days = abs_sec // 86400
    d = (4 * days + 3) & _M64
    century = d // 146097
    cd = (d % 146097) | 3
    product = 2939745 * cd  # bits.Mul32
    cyear, ayday = product >> 32, (product & 0xFFFFFFFF) // 2939745 // 4
    m = (2141 * ayday + 197913) & 0xFFFFFFFF
    amonth, mday = m >> 16, 1 + (m & 0xFFFF) // 2141
    jan_feb = 1 if ayday >= _MARCH_THRU_DECEMBER else 0
    year = _int64(_int64((century * 100 - _ABSOLUTE_YEARS) & _M64) + cyear + jan_feb)
    leap = 1 if cyear % 4 == 0 and (cyear != 0 or century % 4 == 0) else 0
    yday = ayday + 31 + 28 + 1 + (leap & ~jan_feb) - 365 * jan_feb
    return Civil(
        year=year,
        month=amonth - jan_feb * 12,
        day=mday,
        yday=yday,
        weekday=(days + 3) % 7,  # absolute day 0, March 1 of year -292277022400, is a Wednesday
        hour=abs_sec % 86400 // 3600,
        minute=abs_sec % 3600 // 60,
        second=abs_sec % 60,
    )
