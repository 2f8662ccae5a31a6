"""Hostile numbers on the command line and in the environment: every numeric option and variable is
read by one bounded parser (commands/options.py). A value past its bound, or not a number at all
(400 zeros, 5,000 digits, digits that are not ASCII, nan, a sign, an exponent), is exit 2 with the
bound in the message, never a traceback; the bounds themselves are accepted."""

from __future__ import annotations

import os

import pytest

from tests.helpers import cli

from .runner import assert_sane, run

HUGE = ["1" + "0" * 400, "7" * 5000, "99999999999999999999", "1" + "0" * 19 + "Mi"]
NOT_NUMBERS = ["", " ", "-1", "+3", "nan", "inf", "1e3", "0x10", "\u00b2", "\u0663", "1_000", "1.5.1", "\x1b[2J"]

# option -> (the command line before the value, after it, the bound the message names, values just past
# the bounds, values at them)
OPTIONS = {
    "check --max-file-size": (
        ["check", "--max-file-size"],
        ["examples/metadata"],
        "from 1 byte to 1Ti",
        ["0", "0.5", "1099511627777", "1.0000001Ti"],
        ["1Ti", "1", "1099511627776", "0.5Ki"],
    ),
    "check -j": (["check", "-j"], ["examples/metadata"], "from 1 to 64, or auto", ["0", "65"], ["64", "1", "auto"]),
    "live --pid": (["live", "--pid"], [], "from 1 to 4194304, or auto", ["0", "4194305"], []),
    "live --watch": (["live", "--root", "examples", "--watch"], [], "from 0 to 3600", ["3600.001"], []),
    "live --health-duration": (
        ["live", "--root", "examples", "--health-duration"],
        [],
        "from 0 to 86400",
        ["86400.5"],
        ["86400", "0.5"],
    ),
    "health-probe --duration": (
        ["health-probe", "--socket", "/nonexistent", "--duration"],
        [],
        "from 0.1 to 86400",
        ["0.09", "86401"],
        ["0.1", "86400"],
    ),
    "poolstatus --limit": (
        ["poolstatus", "--driver", "d", "--limit"],
        ["examples"],
        "from 1 to 1000",
        ["0", "1001"],
        ["1000", "1"],
    ),
}


def in_process(args: list[str], env: dict[str, str] | None = None) -> tuple[int, str]:
    """(exit code, stderr) of ``dra-conform *args`` in this process; an internal error raises here."""
    ran = cli(*args, cwd=os.getcwd(), env={"DRA_CONFORM_DEBUG": "1", **(env or {})})
    return ran.returncode, ran.stderr.decode()


@pytest.mark.parametrize("option", sorted(OPTIONS))
def test_numeric_options_past_their_bound_are_refused_with_the_bound(option):
    before, after, bound, past, fine = OPTIONS[option]
    for value in HUGE + NOT_NUMBERS + past:
        code, err = in_process([*before, value, *after])
        assert code == 2 and bound in err, (option, value, err)
        assert len(err) < 400, err  # the value is quoted shortened
    for value in fine:
        code, err = in_process([*before, value, *after])
        assert bound not in err, (option, value, err)


def test_source_date_epoch_is_bounded_by_what_a_timestamp_can_write():
    args = ["poolstatus", "--driver", "gpu.example.com", "examples"]
    for value in HUGE[:3] + [v for v in NOT_NUMBERS if v.strip()] + ["253402300800"]:
        code, err = in_process(args, {"SOURCE_DATE_EPOCH": value})
        assert code == 2 and "from 0 to 253402300799 (9999-12-31T23:59:59Z)" in err, (value, err)
    for value in ("253402300799", "0", "1767225600"):
        assert "SOURCE_DATE_EPOCH" not in in_process(args, {"SOURCE_DATE_EPOCH": value})[1]


@pytest.mark.parametrize(
    ("args", "env"),
    [
        (["check", "--max-file-size", "1" + "0" * 400, "examples/metadata"], None),
        (["check", "--max-file-size", "7" * 5000, "examples/metadata"], None),
        (["poolstatus", "--driver", "d", "examples"], {"SOURCE_DATE_EPOCH": "99999999999999999999"}),
        (["poolstatus", "--driver", "d", "examples"], {"SOURCE_DATE_EPOCH": "7" * 5000}),
    ],
)
def test_as_a_user_runs_them(args, env):
    """The runs of the report, as a child process under the suite's limits."""
    from .runner import PROJECT

    result = assert_sane(run(args, PROJECT, env=env), codes=(2,))
    assert "from" in result.err and len(result.err) < 400
