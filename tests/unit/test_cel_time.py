"""CEL timestamps and durations as cel-go evaluates them (dra_conform.semantics.cel.values.timeval).

Sources: cel-go common/types/timestamp.go and duration.go (accessors, string forms, ranges, overflow
texts), cel/validator.go (ValidateDurationLiterals, ValidateTimestampLiterals), Go's time package
(ParseDuration, Parse with time.RFC3339) and its time_test.go parseDurationTests for the inputs below.
cel-spec's timestamps.textproto runs in tests/cel_spec.
"""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import Device, compile, evaluate
from dra_conform.semantics.cel.values.timeval import Duration, parse_duration, parse_timestamp


def run(expression: str):
    result = compile(expression)
    assert result.problem is None, result.problem
    return evaluate(result, Device("", {}, {}))


@pytest.mark.parametrize(
    ("text", "ns"),
    [
        ("0", 0),
        ("5s", 5 * 10**9),
        ("-5s", -5 * 10**9),
        ("+5s", 5 * 10**9),
        ("1.5h", 5400 * 10**9),
        ("1h2m3s4ms5us6ns", 3723004005006),
        ("5.s", 5 * 10**9),
        (".5s", 5 * 10**8),
        ("3µs", 3000),
        ("3μs", 3000),
        ("9223372036854775807ns", 2**63 - 1),
        ("-9223372036854775808ns", -(2**63)),
        ("", None),
        ("3", None),  # a unit is needed (but for "0")
        ("-", None),
        ("s", None),
        (".s", None),
        ("1d", None),  # no day unit
        ("9223372036854775808ns", None),
        ("١s", None),
    ],
)
def test_parse_duration_is_gos(text, ns):
    got = parse_duration(text)
    assert (got.ns if got is not None else None) == ns


@pytest.mark.parametrize(
    ("text", "formatted"),
    [
        ("2009-02-13T23:31:30Z", "2009-02-13T23:31:30Z"),
        ("2009-02-13T23:31:30.120Z", "2009-02-13T23:31:30.12Z"),
        # Go's time.Time keeps the offset it was written in: string() shows it (dra-oracle, every release)
        ("2009-02-14T01:31:30+02:00", "2009-02-14T01:31:30+02:00"),
        ("2009-02-14T01:31:30-00:30", "2009-02-14T01:31:30-00:30"),
        ("2009-02-14T01:31:30+00:00", "2009-02-14T01:31:30Z"),
        ("9999-12-31T23:59:59+01:00", "9999-12-31T23:59:59+01:00"),
        ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00Z"),
        ("9999-12-31T23:59:59.999999999Z", "9999-12-31T23:59:59.999999999Z"),
        ("2009-02-13", None),
        ("2009-02-13 23:31:30Z", None),
        ("2009-02-30T00:00:00Z", None),
        ("2009-02-13T24:00:00Z", None),
        # time.Parse's general parser, where its strict RFC3339 path gives up (dra-oracle 1.36, 1.37)
        ("2023-01-01T0:00:00Z", "2023-01-01T00:00:00Z"),  # a one-digit hour
        ("2023-01-01T00:00:00,5Z", "2023-01-01T00:00:00.5Z"),  # a comma before the fraction
        ("2023-01-01T00:00:00+23:60", "2023-01-01T00:00:00+24:00"),  # offsets up to 24:60
        ("2024-02-29T13:14:15.123456789123-07:30", "2024-02-29T13:14:15.123456789-07:30"),
        ("2023-01-01T00:00:00+24:61", None),
        ("2023-1-01T00:00:00Z", None),  # month, day, minute and second take two digits
        ("2023-01-01T00:0:00Z", None),
        ("2023-01-01T00:00:00.Z", None),
        ("2023-01-01T00:00:00z", None),
        ("2023-01-01T00:00:00+0100", None),
        ("2023-13-01T00:00:00Z", None),
    ],
)
def test_parse_timestamp_is_rfc3339(text, formatted):
    got = parse_timestamp(text)
    assert (got.format() if got is not None else None) == formatted


def test_arithmetic_keeps_the_offset_and_equality_ignores_it():
    """Time.Add keeps the location, and Go's RFC3339 writes a year past 9999 whole: an instant of
    9999-12-31 shown at +02:00 is in year 10000 (each answer dra-oracle's, 1.34 and 1.37)."""
    from dra_conform.semantics import cel

    def text(expression):
        outcome = cel.evaluate(cel.compile(f'({{"a": 1}})[{expression}] == 0'), None)
        return outcome.error

    assert text('string(timestamp("2024-02-29T23:59:59-00:30") + duration("1h"))') == (
        "no such key: 2024-03-01T00:59:59-00:30"
    )
    assert text('string(timestamp("9999-12-31T23:30:00+02:00") + duration("2h"))') == (
        "no such key: 10000-01-01T01:30:00+02:00"
    )
    same = cel.compile('timestamp("2024-02-29T23:59:59+05:30") == timestamp("2024-02-29T18:29:59Z")')
    assert cel.evaluate(same, None).matched is True


@pytest.mark.parametrize(
    ("ns", "text"),
    [(10**15, "1000000s"), (1500 * 10**6, "1.5s"), (-1, "-0.000000001s"), (1, "0.000000001s")],
)
def test_string_of_a_duration_is_its_seconds(ns, text):
    assert Duration(ns).format() == text


@pytest.mark.parametrize(
    "expression",
    [
        'timestamp("2009-02-13T23:31:30Z").getDayOfWeek() == 5',
        'timestamp("2009-02-13T23:31:30Z").getDate("Australia/Sydney") == 14',
        'timestamp("2009-02-13T02:00:00Z").getDayOfMonth("-02:30") == 11',
        'timestamp("2009-02-13T23:31:30Z") - timestamp("2009-02-13T23:29:00Z") == duration("150s")',
        'duration("1h30m").getMinutes() == 90 && duration("-90s").getMinutes() == -1',
        'int(timestamp("1969-12-31T23:59:59.5Z")) == -1',  # Go's Unix(): floored
        'timestamp(duration("1s") + timestamp(0)) == timestamp(1)',
        'duration(duration("1s")) == duration("1000ms")',
        'string(timestamp(1234567890)) == "2009-02-13T23:31:30Z"',
    ],
)
def test_timestamps_and_durations_evaluate(expression):
    assert run(expression).matched is True


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ('timestamp("9999-12-31T23:59:59Z") + duration("1s") == timestamp(0)', "timestamp overflow"),
        ('duration("2562047h") + duration("2562047h") > duration("0")', "integer overflow"),
        ('timestamp(0).getHours("Mars/Olympus") == 0', "unknown time zone Mars/Olympus"),
    ],
)
def test_runtime_errors(expression, error):
    out = run(expression)
    assert (out.matched, out.error) == (False, error)


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ('duration("1d") > duration("0")', "invalid duration argument"),
        ('timestamp("2009-02-13") > timestamp(0)', "invalid timestamp argument"),
        ("timestamp(253402300800) > timestamp(0)", "invalid timestamp argument"),
    ],
)
def test_literals_that_cannot_convert_are_compile_errors(expression, message):
    problem = compile(expression).problem
    assert problem is not None and message in problem.detail
