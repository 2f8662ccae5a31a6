"""Regular expressions in CEL as Go's regexp runs them (dra_conform.semantics.cel.regex on RE2).

Sources: cel-go cel/validator.go (ValidateRegexLiterals: "invalid matches argument"), cel/program.go and
the Kubernetes regex library (apiserver/pkg/cel/library/regex.go: find/findAll, "Illegal regex: ",
FindRegexOptimization) and Go's regexp (syntax/parse.go's error texts, regexp.go's allMatches);
the expected matches of findAll are Go's FindAllString's.
"""

from __future__ import annotations

import pytest

from dra_conform.semantics.cel import Device, compile, evaluate, regex
from dra_conform.semantics.cel.regex import find_all, go_error


def outcome(expression: str, attribute: str = "a" * 64):
    result = compile(expression)
    assert result.problem is None, result.problem
    assert result.can_evaluate, result.not_checked
    return evaluate(result, Device("d", {"d": {"s": attribute}}, {}))


@pytest.mark.parametrize("pattern", ["(a|aa)+$", "((a+))+$", "(a?){31}a{31}", "(a|a)*$", "(a*)*b", "(x+x+)+y"])
def test_patterns_that_backtrack_in_python_are_judged_on_a_64_character_attribute(pattern):
    # Python's re needs minutes for several of these on 64 characters; RE2 is linear (timing: bench/)
    out = outcome(f'device.attributes["d"].s.matches("{pattern}")', "a" * 63 + "!")
    assert out.error is None and out.not_checked is None
    want = pattern in ("(a?){31}a{31}", "(a|a)*$")  # both match (the second the empty text at the end)
    assert out.matched is want


@pytest.mark.parametrize(
    ("text", "pattern", "matched"),
    [
        ("a\n", "a$", False),  # Go's $ is the end of the text (Python's re also matches before a final \n)
        ("a\n", "(?m)a$", True),
        ("KELVIN", "(?i)\u212aelvin", True),  # Go folds K with the Kelvin sign
        ("über", "^\\pL+$", True),
        ("日本", "^\\p{Han}+$", True),
        ("ab", "^(?<first>a)b$", True),  # Go 1.22+ names groups with (?<name>...) too
        ("ab", "^(?P<first>a)b$", True),
        ("a.b", "\\Qa.b\\E", True),
        ("a1", "[[:alpha:]][[:digit:]]", True),
        ("x y", "x\\sy", True),
        ("aB", "a(?i:b)", True),
    ],
)
def test_go_semantics(text, pattern, matched):
    assert regex.matches(text, pattern) is matched


@pytest.mark.parametrize(
    ("pattern", "error"),
    [
        ("(a)\\1", "error parsing regexp: invalid escape sequence: `\\1`"),  # backreference
        ("(?=a)", "error parsing regexp: invalid or unsupported Perl syntax: `(?=`"),  # lookahead
        ("(?<=a)b", "error parsing regexp: invalid or unsupported Perl syntax: `(?<=`"),  # lookbehind
        ("(?!a)", "error parsing regexp: invalid or unsupported Perl syntax: `(?!`"),
        ("\\C", "error parsing regexp: invalid escape sequence: `\\C`"),  # C++ RE2 takes it, Go does not
        ("a\\Cb", "error parsing regexp: invalid escape sequence: `\\C`"),
        ("\\Z", "error parsing regexp: invalid escape sequence: `\\Z`"),
        ("a**", "error parsing regexp: invalid nested repetition operator: `**`"),
        ("a{1001}", "error parsing regexp: invalid repeat count: `{1001}`"),
        ("((a{100}){100}){100}", "error parsing regexp: invalid repeat count: `{100}`"),
        ("[a", "error parsing regexp: missing closing ]: `[a`"),
        ("*", "error parsing regexp: missing argument to repetition operator: `*`"),
        ("[z-a]", "error parsing regexp: invalid character class range: `z-a`"),
        ("\\p{NotAScript}", "error parsing regexp: invalid character class range: `\\p{NotAScript}`"),
        ("a\\", "error parsing regexp: trailing backslash at end of expression: ``"),
    ],
)
def test_patterns_go_rejects_with_gos_text(pattern, error):
    assert go_error(pattern) == error


def test_escaped_c_inside_quoted_literal_text_is_no_escape():
    assert go_error("\\Q\\C\\E") is None


@pytest.mark.parametrize(
    ("text", "pattern", "limit", "found"),
    [
        ("baaa", "a*", -1, ["", "aaa"]),  # Python's finditer also gives the empty match after "aaa"
        ("abc", "b*", -1, ["", "b", ""]),
        ("a,b,,c", "[^,]*", -1, ["a", "b", "", "c"]),
        ("abc", "", -1, ["", "", "", ""]),
        ("xaxaxa", "a", 2, ["a", "a"]),
        ("xaxaxa", "a", 0, []),
        ("aaa", "^a", -1, ["a"]),  # ^ holds at the start of the text only, not at each search start
        ("日本語", ".", -1, ["日", "本", "語"]),
    ],
)
def test_find_all_is_gos_find_all_string(text, pattern, limit, found):
    assert find_all(text, pattern, limit) == found


def test_literal_pattern_go_rejects_is_a_compile_error_at_the_literal():
    problem = compile('device.driver.matches("(a)\\\\1")').problem
    assert problem.kind == "Invalid"
    assert problem.detail == (
        "compilation failed: ERROR: <input>:1:23: invalid matches argument\n"
        ' | device.driver.matches("(a)\\\\1")\n'
        " | ......................^"
    )


def test_global_matches_validates_its_first_argument_as_cel_go_does():
    # cel-go's validator reads argument 0 of the call: the text of matches(text, pattern)
    assert compile('matches("(", device.driver)').problem.detail.startswith(
        "compilation failed: ERROR: <input>:1:9: invalid matches argument"
    )


@pytest.mark.parametrize(
    "expression", ['device.driver.find("(?=a)") == ""', 'device.driver.findAll("[", 2).size() == 0']
)
def test_literal_find_pattern_go_rejects_fails_the_program_instantiation(expression):
    problem = compile(expression).problem
    assert problem.kind == "Internal"
    assert problem.detail.startswith("program instantiation failed: error parsing regexp: ")


def test_a_computed_pattern_go_rejects_is_a_runtime_error():
    out = outcome('device.attributes["d"].s.matches(device.attributes["d"].s + "(")', "ab")
    assert (out.matched, out.error) == (False, "error parsing regexp: missing closing ): `ab(`")
    out = outcome('device.attributes["d"].s.find(device.attributes["d"].s + "(") == ""', "ab")
    assert (out.matched, out.error) == (False, "Illegal regex: error parsing regexp: missing closing ): `ab(`")


def test_find_and_find_all_in_cel():
    s = 'device.attributes["d"].s'
    out = outcome(f'{s}.find("[0-9]+") == "42" && {s}.findAll("[a-z]") == ["x", "y"]', "x42y")
    assert out.matched is True


def test_without_the_engine_regex_functions_are_not_checked(monkeypatch):
    monkeypatch.setattr(regex, "_engine", lambda: None)
    regex.compiled.cache_clear()
    try:
        computed = compile('device.driver.matches(device.driver + "no engine")')
        assert computed.problem is None
        out = evaluate(computed, Device("d", {}, {}))
        assert out.matched is None and "google-re2" in out.not_checked
        literal = compile('device.driver.matches("[a-z] no engine")')
        assert literal.problem is None and "google-re2" in literal.not_checked
    finally:
        regex.compiled.cache_clear()
