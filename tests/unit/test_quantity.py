"""Quantity.String(): the canonical forms apimachinery's resource.Quantity prints."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dra_conform.semantics.slices import quantity, quantity_format, quantity_string


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("1Gi", "1Gi"),
        ("1024Mi", "1Gi"),
        ("1536Mi", "1536Mi"),
        ("1.5Gi", "1536Mi"),
        ("0.5Gi", "512Mi"),
        ("1023Ki", "1023Ki"),
        ("512", "512"),  # below 1024 a BinarySI value prints in decimal
        ("1000", "1k"),
        ("1500", "1500"),
        ("0.5", "500m"),
        ("1.5", "1500m"),
        ("100m", "100m"),
        ("1.5k", "1500"),
        ("1e3", "1e3"),
        ("12e2", "1200"),
        ("0", "0"),
        ("-1Gi", "-1Gi"),
        ("1E", "1E"),
        ("0.0000000001", "1n"),
    ],
)
def test_canonical_forms(text, canonical):
    assert quantity_string(quantity(text), quantity_format(text)) == canonical


@given(st.integers(-(10**12), 10**12), st.integers(-9, 9), st.sampled_from(["", "k", "M", "m", "Ki", "Mi", "Gi"]))
@example(10**18 - 1, 0, "")  # 18, 19 and 20 digits, and int64's ends (Quantity's int64 fast path)
@example(10**18, 0, "")
@example(10**19 - 1, 0, "")
@example(10**19, 0, "")
@example(10**20 - 1, 0, "")
@example(2**63 - 1, 0, "")
@example(2**63, 0, "")
@example(-(2**63), 0, "")
@example(-(2**63) - 1, 0, "")
@example(2**63 - 1, 0, "m")
@example(2**63 // 1024 + 1, 0, "Ki")
def test_canonical_form_keeps_the_value(mantissa, exponent, suffix):
    text = f"{mantissa}e{exponent}" if not suffix else f"{mantissa}{suffix}"
    number = quantity(text)
    canonical = quantity_string(number, quantity_format(text))
    # the canonical text parses back to the same value (within ParseQuantity's nano precision)
    assert abs(quantity(canonical) - number) < 1e-9


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1e99999999", 10**40),  # held at 10^40, without expanding the exponent
        ("-1e99999999", -(10**40)),
        ("9" * 100_000, 10**40),  # past Python's 4,300-digit int limit
        ("9223372036854775807000", 9223372036854775807000),  # past int64, exact (ParseQuantity does not cap)
        ("1e-99999999", Fraction(1, 10**9)),  # non-zero values round up to a nano
        ("-0.0000000001", Fraction(-1, 10**9)),
        ("0." + "0" * 5_000 + "1", Fraction(1, 10**9)),
        ("1.0000000001", Fraction(1_000_000_001, 10**9)),
        ("0e99999999", 0),
    ],
)
def test_any_quantity_text_is_read_in_time_linear_in_its_length(text, value):
    assert quantity(text) == value
