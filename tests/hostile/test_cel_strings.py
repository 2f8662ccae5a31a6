"""Hostile strings where cel-go parses text with Go's own parsers (issue 32 point 3): a timestamp accessor's
time zone (stdlib inTimeZone: strconv.Atoi offsets, time.LoadLocation names) and the string conversions
int(), uint(), double() (strconv.ParseInt, ParseUint, ParseFloat). Whatever the text (signs, digits past
int64, underscores, bases, control characters, NUL, `..`, slashes, names of tz database directories), the
answer is Go's: a value or Go's error text, never "not judged", never a Python exception's text; in a claim
through `check` and `explain-claim` the runs keep every promise of the hostile runner.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from dra_conform.semantics.cel import Device, compile, evaluate

from .runner import assert_sane, run, run_formats

# Go's answers: strconv's NumError, time's LoadLocation and zone file errors (the errno texts readFile meets)
_ZONE_ERRORS = re.compile(
    r'strconv\.Atoi: parsing ".*": (invalid syntax|value out of range)'
    r"|unknown time zone .*|time: invalid location name|malformed time zone information"
    r"|is a directory|not a directory|file name too long|invalid argument|too many levels of symbolic links",
    re.DOTALL,
)
_CONVERSION_ERRORS = re.compile(r"type conversion error from 'string' to '(int|uint|double)'")

_SIGNS = st.sampled_from(["", "+", "-", "+-", "--", "-+", "++"])
_DIGITS = st.one_of(
    st.sampled_from(["0", "1", "05", "14", "23", "24", "25", "240", "1_0", "0x1", "0b1", "1e3", "", "x", "٣"]),
    st.integers(0, 2**70).map(str),
    st.text("0123456789_", max_size=30),
)
_OFFSETS = st.tuples(_SIGNS, _DIGITS, st.sampled_from([":", "::", ":+", ":-"]), _SIGNS, _DIGITS).map("".join)
_NAMES = st.one_of(
    st.sampled_from(["Local", "UTC", "", "America", "America/", "UTC/foo", "a..b", "/etc/localtime", "Etc/GMT+5"]),
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=40),
    st.text("/.abcAZ_+-0", max_size=300),
)
_NUMBERS = st.one_of(
    st.tuples(_SIGNS, _DIGITS, st.sampled_from(["", ".", ".5", "e", "e-400", "e400", "p-2", "_"])).map("".join),
    st.sampled_from(["inf", "+Inf", "-infinity", "nan", "NaN", "+nan", "infx", "0x1p-2", "0x_1p0", "1__0", "_1"]),
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=30),
)


def cel_string(text: str) -> str:
    """A CEL string literal of `text`, every character escaped as a code point."""
    return '"' + "".join(f"\\U{ord(c):08x}" for c in text) + '"'


def outcome(expression: str) -> str | None:
    """The runtime error of an expression that compiles (None when it evaluates to a value)."""
    result = compile(expression)
    assert result.not_checked is None, (expression, result.not_checked)
    if result.problem is not None:  # a constant folded when the program is built: the same error
        assert result.problem.kind == "Internal", (expression, result.problem)
        return result.problem.detail.removeprefix("program instantiation failed: ")
    out = evaluate(result, Device("d.io", {}, {}))
    assert out.not_checked is None, (expression, out.not_checked)
    return out.error


@settings(max_examples=400, deadline=None)
@given(st.one_of(_OFFSETS, _NAMES))
def test_any_time_zone_gets_gos_answer(zone):
    for accessor in ("getHours", "getFullYear", "getDayOfYear"):
        for instant in ("0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"):
            error = outcome(f'[timestamp("{instant}")][size(device.attributes)].{accessor}({cel_string(zone)}) > -1')
            assert error is None or _ZONE_ERRORS.fullmatch(error), (zone, error)


@settings(max_examples=400, deadline=None)
@given(_NUMBERS)
def test_any_number_string_gets_gos_answer(text):
    for function in ("int", "uint", "double"):
        literal = cel_string(text)
        for argument in (literal, f"[{literal}][size(device.attributes)]"):  # folded, and at run time
            error = outcome(f"[{function}({argument})].size() == 1")
            assert error is None or _CONVERSION_ERRORS.fullmatch(error), (text, error)


HOSTILE = ["+-1:00", "--1:00", "+1:+30", "99999999999999999999:00", "Local", "a..b", "America", "\x00", "\x1b[2J"]
HOSTILE_NUMBERS = ["1_0", "0x1p-2", "1e400", "-infinity", "\u0663", "1" * 400]


def test_hostile_zones_and_numbers_in_a_claim_keep_every_promise(tmp_path):
    selectors = [f"timestamp(1234567890).getHours({cel_string(z)}) >= 0" for z in HOSTILE]
    selectors += [f"double({cel_string(n)}) >= 0.0 || uint({cel_string(n)}) >= 0u" for n in HOSTILE_NUMBERS]
    requests = "\n".join(
        f"    - name: r{i}\n      exactly:\n        deviceClassName: gpu.example.com\n"
        f"        selectors:\n        - cel: {{expression: '{s}'}}"
        for i, s in enumerate(selectors)
    )
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "all.yaml").write_text(
        "apiVersion: resource.k8s.io/v1\nkind: ResourceSlice\nmetadata: {name: s}\nspec:\n  driver: gpu.example.com\n"
        "  nodeName: node-1\n  pool: {name: p, generation: 1, resourceSliceCount: 1}\n  devices:\n  - name: gpu-0\n"
        "---\napiVersion: resource.k8s.io/v1\nkind: DeviceClass\nmetadata: {name: gpu.example.com}\nspec: {}\n"
        "---\napiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: c, namespace: default}\n"
        f"spec:\n  devices:\n    requests:\n{requests}\n"
    )
    _, reports = run_formats(["check", "in"], tmp_path, ("text", "json"), codes=(0, 1))
    explained = assert_sane(run(["explain-claim", "default/c", "in"], tmp_path), codes=(0, 1)).out
    messages = [f["message"] for f in reports["json"]["findings"]]  # type: ignore[index]
    for text in [*messages, *explained.splitlines()]:
        # "not judged" only for a selector upstream cannot compile either (DRA-CL-041 says the scheduler refuses)
        assert "not judged" not in text or "does not compile, and the scheduler refuses" in text, text
        assert "not checked" not in text, text
        assert not re.search(r"Error\b|Exception|object has no|out of range for|year \d+ is out", text), text
    # Go's errors reach the user: Atoi's, LoadLocation's, the zone file's read, strconv's folded conversions
    for go_text in (
        'strconv.Atoi: parsing "+-1": invalid syntax',
        'strconv.Atoi: parsing "99999999999999999999": value out of range',
        "time: invalid location name",
        "CEL runtime error: is a directory",
        "program instantiation failed: type conversion error from 'string' to 'double'",
    ):
        assert any(go_text in m for m in messages), go_text
        assert go_text in explained, go_text
