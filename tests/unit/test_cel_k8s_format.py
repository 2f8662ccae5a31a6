"""The Kubernetes format library in CEL (apiserver/pkg/cel/library/format.go): beyond the fixed cases of
format_test.go (tests/cel_spec/test_kubernetes_library.py), the edges of the Go functions it calls."""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import Device, Options, compile, evaluate
from dra_conform.semantics.cel.library.format import is_date, is_date_time

# upstream's library tables run without the DRA cost limit: comparing optionals of lists or types is "too
# complex" within it (the estimate knows no size for them), so these cases are judged without one
UNLIMITED = Options(cost_limit=2**64)


def outcome(expression: str):
    result = compile(expression, UNLIMITED)
    assert result.problem is None, result.problem
    assert result.not_checked is None, result.not_checked
    return evaluate(result, Device("", {}, {}))


@pytest.mark.parametrize(
    "expression",
    [
        'format.named("dns1123Label").value() == format.dns1123Label()',
        'format.named("uuid").hasValue() && !format.named("UUID").hasValue()',
        "format.dns1123Label() != format.dns1123Subdomain()",
        "type(format.uuid()) == type(format.byte())",
        'format.dns1123Label().validate("a.b").value() == ["must not contain dots"]',
        'format.dns1123Label().validate("' + "a" * 64 + '").value()[0] == "must be no more than 63 bytes"',
        # maskTrailingDash: a prefix may end in '-' (two characters dropped, an 'a' added)
        'format.dns1123LabelPrefix().validate("abc-") == optional.none()',
        'format.dns1035LabelPrefix().validate("1abc-").hasValue()',
        'format.dns1035Label().validate("1abc").hasValue() && !format.dns1035Label().validate("abc").hasValue()',
        'format.qualifiedName().validate("a/b/c").hasValue()',
        'format.labelValue().validate("") == optional.none()',
        'format.uuid().validate("123E4567E89B12D3A456426614174000") == optional.none()',
        'format.uuid().validate("123e4567-e89b-12d3-a456-42661417400").value() == ["does not match the UUID format"]',
        'format.byte().validate("").value() == ["invalid base64"]',
        'format.date().validate("2024-02-29") == optional.none()',
        'format.date().validate("2023-02-29").value() == ["invalid date"]',
        'format.datetime().validate("2020-01-01t23:59:59.5+01:00") == optional.none()',
        'format.datetime().validate("2020-01-01T24:00:00Z").value() == ["invalid datetime"]',
    ],
)
def test_format_library_evaluates_as_upstream(expression):
    out = outcome(expression)
    assert (out.matched, out.error) == (True, None)


@pytest.mark.parametrize(
    ("text", "valid"),
    [
        ("2020-01-01", True),
        ("2000-02-29", True),
        ("1900-02-29", False),  # not a leap year (divisible by 100)
        ("2020-1-01", False),  # Go's layout 01 wants two digits
        ("2020-13-01", False),
        ("2020-00-10", False),
        ("2020-01-00", False),
        ("+020-01-01", False),  # the year's first character must be a digit
        ("2020-01-01 ", False),  # extra text
        ("２０２０-01-01", False),  # ASCII digits only
    ],
)
def test_is_date_is_gos_time_parse_of_a_full_date(text, valid):
    assert is_date(text) is valid


@pytest.mark.parametrize(
    ("text", "valid"),
    [
        ("2020-01-01T00:00:00Z", True),
        ("2020-01-01T00:00:00.123456789-07:30", True),
        ("2020-01-01t00:00:00z", True),  # strfmt lower-cases first
        ("2020-01-01T00:00:00ZtRAILING", True),  # only the first two parts of Split(s, "t") are read
        ("2020-01-01T00:00:00", False),  # a zone is required
        ("2020-01-01T00:00:60Z", False),
        ("2020-01-01", False),
        ("2020-01-01T00:00:00Z\n", False),  # Go's $ is the end of the text
    ],
)
def test_is_date_time_is_strfmts(text, valid):
    assert is_date_time(text) is valid


def test_a_format_is_not_a_string():
    result = compile("format.dns1123Label().validate(1).hasValue()")
    assert result.problem is not None and "found no matching overload for 'validate'" in result.problem.detail


def test_validate_is_priced_by_the_string_times_a_long_regex():
    # library/cost.go: ceil(size * 0.1) * (128 * 0.25) for the driver (63 characters): 7 * 32
    result = compile("format.dns1123Label().validate(device.driver).hasValue()")
    assert result.problem is None and result.cost_bound is not None and result.cost_bound >= 224


def test_format_uri_is_gos_parse_request_uri():
    out = outcome('format.uri().validate("not a uri").value()[0] == "parse \\"not a uri\\": invalid URI for request"')
    assert (out.matched, out.error) == (True, None)
    out = outcome('format.uri().validate("/just/a/path") == optional.none()')
    assert (out.matched, out.error) == (True, None)
