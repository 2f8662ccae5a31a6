"""The comparison rules of tests/oracle/compare.py that decide what counts as agreement, without Go."""

from __future__ import annotations

from typing import Any

from tests.oracle.client import OracleError
from tests.oracle.compare import _iterates, _same_errors, _stops_short

_EOF = "ERROR: <input>:1:4: Syntax error: mismatched input '<EOF>' expecting "
_TOKENS = (
    "{'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}"
)
_SNIPPET = "\n | 1 +\n | ...^"


def test_compilation_failures_agree_error_by_error_a_syntax_error_by_its_position() -> None:
    upstream = "compilation failed: " + _EOF + _TOKENS + _SNIPPET
    # the same position and prefix, another tail (ANTLR's set where dra-conform does not model it): agree
    assert _same_errors("compilation failed: " + _EOF + "an expression" + _SNIPPET, upstream)
    # another position, or another count of errors: disagree
    assert not _same_errors("compilation failed: " + _EOF.replace("1:4", "1:3") + _TOKENS + _SNIPPET, upstream)
    undeclared = "ERROR: <input>:1:1: undeclared reference to 'x' (in container '')\n | x\n | ^"
    assert not _same_errors("compilation failed: " + _EOF + _TOKENS + _SNIPPET, upstream + "\n" + undeclared)
    # an error that is not a syntax error agrees only word for word
    assert _same_errors("compilation failed: " + undeclared, "compilation failed: " + undeclared)
    assert not _same_errors(
        "compilation failed: " + undeclared, "compilation failed: " + undeclared.replace("'x'", "'y'")
    )


def test_a_parse_stopped_at_its_syntax_error_is_told_apart_only_when_upstream_agrees_so_far() -> None:
    reserved = "ERROR: <input>:1:1: reserved identifier: as\n | as(1 +\n | ^\n"
    syntax = _EOF.replace("1:4", "1:7") + _TOKENS + _SNIPPET
    more = "\nERROR: <input>:1:9: Syntax error: extraneous input ')' expecting <EOF>\n | as(1 +)\n | ........^"
    ours = "compilation failed: " + reserved + syntax
    # upstream's errors begin with ours and go on after our last, a syntax error: ANTLR's recovery
    assert _stops_short(ours, "compilation failed: " + reserved + syntax + more)
    # not when the errors so far differ, when ours did not end at a syntax error, or when none follow
    assert not _stops_short(ours, "compilation failed: " + reserved.replace("as", "if") + syntax + more)
    assert not _stops_short("compilation failed: " + reserved.rstrip(), "compilation failed: " + reserved + syntax)
    assert not _stops_short(ours, "compilation failed: " + reserved + syntax)


def test_a_macro_over_a_map_compares_the_presence_of_a_runtime_error_only() -> None:
    assert _iterates('device.attributes["d.io"].all(k, k.size() > 1)')
    assert _iterates("[1, 2].map(x, x / 0)")
    assert not _iterates('device.attributes["d.io"].model == "a"')


def _two_pools() -> dict[str, Any]:
    slices = [{"spec": {"driver": "d.io", "pool": {"name": name}}} for name in ("pool-0", "pool-1")]
    return {"op": "allocate", "slices": slices}


class _Oracle:
    """Panics on the first `panics` calls, then answers."""

    def __init__(self, panics: int) -> None:
        self.panics = panics

    def call(self, op: str, **fields: Any) -> Any:
        if self.panics:
            self.panics -= 1
            raise OracleError("panic", "runtime error: index out of range [1] with length 1")
        return {"results": []}


def test_a_1_34_panic_that_the_pools_map_order_decides_is_not_a_disagreement() -> None:
    from tests.oracle.test_allocator_live import _order_decides_the_panic

    panic = "runtime error: index out of range [1] with length 1\ngoroutine 1"
    said = "runtime error: index out of range [2] with length 1"
    # dra-conform says it panics at another index: the pools came in another order
    assert _order_decides_the_panic(_Oracle(0), "1.34", _two_pools(), panic, said)
    # dra-conform says nothing, and another order does not panic
    assert _order_decides_the_panic(_Oracle(3), "1.34", _two_pools(), panic, None)
    # ... but every order panics: a disagreement; so is one pool, or a release whose order is fixed
    assert not _order_decides_the_panic(_Oracle(99), "1.34", _two_pools(), panic, None)
    one_pool = {"op": "allocate", "slices": _two_pools()["slices"][:1]}
    assert not _order_decides_the_panic(_Oracle(0), "1.34", one_pool, panic, said)
    assert not _order_decides_the_panic(_Oracle(0), "1.37", _two_pools(), panic, said)
