"""The comparison rules of tests/oracle/compare.py that decide what counts as agreement, without Go."""

from __future__ import annotations

from tests.oracle.compare import _iterates, _same_errors

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


def test_a_macro_over_a_map_compares_the_presence_of_a_runtime_error_only() -> None:
    assert _iterates('device.attributes["d.io"].all(k, k.size() > 1)')
    assert _iterates("[1, 2].map(x, x / 0)")
    assert not _iterates('device.attributes["d.io"].model == "a"')
