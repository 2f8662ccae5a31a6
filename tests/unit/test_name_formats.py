"""The name formats of semantics.validation against the regular expressions upstream states them with."""

from __future__ import annotations

import re

from hypothesis import example, given
from hypothesis import strategies as st

from dra_conform.semantics import validation as v

NAMES = st.text(alphabet=st.sampled_from("abcXYZ019-._/ \u212a\u017f\u0131\u0130\u00e9K"), max_size=12)


@given(NAMES)
@example("GPU.Example.com")
@example("\u212a.example.com")  # the Kelvin sign folds to k, as Go's (?i) folds it
@example("gpu.exampl\u00e9.com")
def test_a_caseless_subdomain_is_what_the_caseless_pattern_matches(name: str) -> None:
    """ASCII names are matched lower-cased against the case-sensitive pattern (no IGNORECASE pattern
    compiled at start-up): the verdict is the IGNORECASE pattern's, for every name."""
    caseless = re.fullmatch(v.DNS1123_SUBDOMAIN_FMT, name, re.IGNORECASE) is not None
    assert (v.SUBDOMAIN_CASELESS_MSG not in v.dns1123_subdomain(name, caseless=True)) is caseless
    exact = re.fullmatch(v.DNS1123_SUBDOMAIN_FMT, name) is not None
    assert (v.SUBDOMAIN_MSG not in v.dns1123_subdomain(name)) is exact
