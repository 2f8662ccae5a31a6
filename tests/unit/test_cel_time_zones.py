"""The time zones of CEL's timestamp accessors as cel-go reads them, and the calendar fields as Go's
time package computes them (dra_conform.semantics.cel.values.timeval.zone, civil).

Sources: cel-go common/stdlib/standard.go inTimeZone (the same in v0.26.0 and v0.29.2: the accessors'
implementation; common/types/timestamp.go's timeZone, with a minutes range check in v0.29.2, is not the one
the stdlib calls), Go's time/zoneinfo.go LoadLocation, zoneinfo_read.go loadLocation/readFile,
time.go absSec/split/clock, strconv Atoi (internal/strconv/atoi.go). Each expected value was asked of
the 1.37 and 1.36 Go oracles (cel.eval); tests/oracle/strategies.py generates such zones for the live property.
"""

from __future__ import annotations

import os

import pytest

from dra_conform.semantics.cel import Device, compile, evaluate
from dra_conform.semantics.cel.values.timeval import civil

T = 'timestamp("2009-02-13T23:31:30Z")'


def value(expression: str) -> object:
    """The int an accessor call gives, or its runtime error: `[][x]` fails with x in the message."""
    result = compile(f"[][{expression}] == 0")
    assert result.problem is None, result.problem
    out = evaluate(result, Device("", {}, {}))
    assert out.not_checked is None, out.not_checked
    prefix = "index out of bounds: "
    assert out.error is not None
    return int(out.error.removeprefix(prefix)) if out.error.startswith(prefix) else out.error


@pytest.mark.parametrize(
    ("zone", "error"),
    [
        ("+-1:00", 'strconv.Atoi: parsing "+-1": invalid syntax'),  # one sign only
        ("--1:00", 'strconv.Atoi: parsing "--1": invalid syntax'),
        ("1_0:00", 'strconv.Atoi: parsing "1_0": invalid syntax'),  # base 10: no underscores
        ("0x1:00", 'strconv.Atoi: parsing "0x1": invalid syntax'),
        (":00", 'strconv.Atoi: parsing "": invalid syntax'),
        ("+:00", 'strconv.Atoi: parsing "+": invalid syntax'),
        ("01:", 'strconv.Atoi: parsing "": invalid syntax'),
        ("01:١", 'strconv.Atoi: parsing "١": invalid syntax'),
        ("9223372036854775808:00", 'strconv.Atoi: parsing "9223372036854775808": value out of range'),
        ("99999999999999999999x:00", 'strconv.Atoi: parsing "99999999999999999999x": value out of range'),
    ],
)
def test_an_offset_is_two_strconv_atoi_numbers(zone, error):
    assert value(f'{T}.getHours("{zone}")') == error


@pytest.mark.parametrize(
    ("accessor", "zone", "expected"),
    [
        ("getMinutes", "+1:+30", 1),  # Atoi takes the sign: 60 + 30 minutes
        ("getMinutes", "-1:-30", 1),  # hr*60 - min = -60 + 30 minutes
        ("getMinutes", "1:75", 46),  # no range check of the minutes in the stdlib's inTimeZone
        ("getHours", "25:00", 0),  # any offset: time.FixedZone takes 25 h
        ("getDate", "240:00", 23),  # ten days on
    ],
)
def test_an_offset_of_any_size_is_gos_fixed_zone(accessor, zone, expected):
    assert value(f'{T}.{accessor}("{zone}")') == expected


@pytest.mark.parametrize(
    ("zone", "year"),
    [
        ("99999999999:00", 9789),  # hr*60 and the Duration product wrap in int64 as Go's do
        ("9223372036854775807:00", 9999),
        ("153722867280912930:07", 9999),
    ],
)
def test_a_huge_offset_wraps_as_in_go(zone, year):
    assert value(f'timestamp("9999-12-31T23:59:59Z").getFullYear("{zone}")') == year


@pytest.mark.parametrize(
    ("instant", "zone", "year"),
    [
        ("0001-01-01T00:00:00Z", "-01:00", 0),  # year 0 in the zone: Python's datetime has none
        ("9999-12-31T23:59:59Z", "+01:00", 10000),
    ],
)
def test_a_local_year_of_0_or_10000_is_gos(instant, zone, year):
    assert value(f'timestamp("{instant}").getFullYear("{zone}")') == year


@pytest.mark.parametrize(
    ("zone", "expected"),
    [
        ("", 23),  # LoadLocation(""): UTC
        ("UTC", 23),
        ("Local", 23),  # the process's zone: UTC in the distroless images (no /etc/localtime, TZ unset)
        ("a..b", "time: invalid location name"),
        ("/etc/localtime", "time: invalid location name"),
        ("\\\\x", "time: invalid location name"),
        ("Mars/Olympus", "unknown time zone Mars/Olympus"),
    ],
)
def test_a_name_is_gos_load_location(zone, expected):
    assert value(f'{T}.getHours("{zone}")') == expected


tz_database = pytest.mark.skipif(
    not os.path.isfile("/usr/share/zoneinfo/America/New_York"), reason="needs the system tz database"
)


@tz_database
@pytest.mark.parametrize(
    ("zone", "expected"),
    [
        ("America/New_York", 18),
        ("America", "is a directory"),  # Go's readFile error of the zone file, the errno's text
        ("UTC/foo", "not a directory"),
    ],
)
def test_a_tz_database_name_is_read_as_go_reads_the_file(zone, expected):
    assert value(f'{T}.getHours("{zone}")') == expected


def test_civil_fields_match_the_proleptic_calendar():
    # 2009-02-13T23:31:30Z is a Friday, day 44 of its year
    c = civil(1234567890, 0)
    assert (c.year, c.month, c.day, c.yday, c.weekday, c.hour, c.minute, c.second) == (2009, 2, 13, 44, 5, 23, 31, 30)
    c = civil(-62135596800 - 3600, 0)  # an hour before 0001-01-01: 0000-12-31 23:00, a Sunday of a leap year
    assert (c.year, c.month, c.day, c.yday, c.weekday, c.hour) == (0, 12, 31, 366, 0, 23)
