"""report/markdown: the one escaping of text inside Markdown, and `check --format markdown`."""

from __future__ import annotations

import html
import re

from hypothesis import given
from hypothesis import strategies as st

from dra_conform.engine import merge
from dra_conform.model.findings import Finding, Location, Severity
from dra_conform.model.results import FileResult, Report
from dra_conform.report import RunInfo, fleet, markdown
from dra_conform.report.base import printable
from dra_conform.rules import load

CEL = (
    'Invalid value: "device.driver == \\"gpu.example.com\\" &&": compilation failed: ERROR: <input>:1:38: '
    "Syntax error: mismatched input '<EOF>' expecting an expression\n | device.driver == \"gpu.example.com\" &&\n"
    " | .....................................^"
)
TEXT = st.text(alphabet=st.sampled_from(list("ab <>&\\`*_[]|~#\n\r\t\x1b\u202e!()")), max_size=80)


def unescape(text: str) -> str:
    """What a Markdown reader shows for escaped inline text: backslash escapes undone, entities decoded."""
    return html.unescape(re.sub(r"\\(.)", r"\1", text))


@given(TEXT)
def test_escaped_text_is_one_line_of_plain_text_that_reads_back_as_written(text):
    out = markdown.escape(text)
    assert not set(out) & set("<>\n\r\x1b\u202e")
    assert not re.search(r"(?<!\\)(?:\\\\)*[`*_\[\]|~]", out)  # every piece of inline syntax is escaped
    assert unescape(out) == printable(text)  # nothing lost, nothing added: the text report's escapes


def test_a_cel_message_stays_text_and_one_item():
    out = markdown.escape(CEL)
    assert "&lt;input&gt;" in out and "<input>" not in out and "\n" not in out
    assert "\\\\n \\| device.driver" in out


def finding(message: str = CEL) -> Finding:
    return Finding(
        "DRA-CL-007",
        Severity.ERROR,
        message,
        "c.yaml",
        Location(8, 19, 8, 56, -1, 0),
        "spec.selectors[0].cel.expression",
    )


SNIPPET = [
    "",
    "  ```",
    '       | device.driver == "gpu.example.com" &&',
    "       | .....................................^",
    "  ```",
]


def test_a_cel_error_is_one_list_item_its_snippet_a_code_block_of_the_item():
    item = markdown.finding_item("`c.yaml:8:19` ", "spec.selectors[0].cel.expression", CEL)
    assert item == [
        "- `c.yaml:8:19` spec.selectors\\[0\\].cel.expression: Invalid value: compilation failed: ERROR: "
        "&lt;input&gt;:1:38: Syntax error: mismatched input '&lt;EOF&gt;' expecting an expression",
        *SNIPPET,
    ]
    # A fence no line of the snippet can close.
    item = markdown.finding_item("", "", CEL.replace("gpu.example.com", "a```b"))
    assert item[2] == "  ````" and item[-1] == "  ````"


def test_check_markdown_lists_each_finding_once_escaped_with_the_verdict():
    report = Report([FileResult("c.yaml", "manifest", [finding(), finding("plain <b>")])], [])
    out = markdown.render(report, RunInfo("0", "c", load(), "1.37"))
    findings = out.split("### Findings\n\n", 1)[1].splitlines()
    assert findings == [
        *markdown.finding_item("`c.yaml:8:19` **error** DRA-CL-007 ", "spec.selectors[0].cel.expression", CEL),
        "- `c.yaml:8:19` **error** DRA-CL-007 spec.selectors\\[0\\].cel.expression: plain &lt;b&gt;",
    ]
    assert findings[1:6] == SNIPPET
    assert "**exit code 1**: 2 findings at or above error." in out
    assert "| DRA-CL-007 | error | 2 |" in out
    out = markdown.render(report, RunInfo("0", "c", load(), "1.37", fail_on=None), max_findings=1)
    assert "exit code 0: nothing at or above --fail-on never." in out
    assert "- … 1 more (the JSON and SARIF reports have them all)" in out


def test_an_input_that_could_not_be_read_is_exit_code_2_and_listed_escaped():
    report = Report([], ["<b>.yaml: cannot read: Permission denied"])
    out = markdown.render(report, RunInfo("0", "c", load(), "1.37"))
    assert "**exit code 2**: 1 input could not be checked." in out
    assert "- &lt;b&gt;.yaml: cannot read: Permission denied" in out


def test_merge_markdown_escapes_with_the_same_function():
    node = {
        "formatVersion": 1,
        "node": "n1",
        "tool": {"name": "dra-conform", "version": "0", "backend": "c"},
        "summary": {"errors": 1, "warnings": 0, "notes": 0, "inputErrors": []},
        "files": [],
        "findings": [
            {
                "ruleId": "DRA-CL-007",
                "severity": "error",
                "message": CEL,
                "fieldPath": "spec.selectors[0].cel.expression",
                "file": "c.yaml",
                "line": 8,
                "column": 19,
                "endLine": 8,
                "endColumn": 56,
                "object": 0,
            }
        ],
    }
    import json

    out = fleet.render_markdown(merge.read([("r", [json.dumps(node)])]))
    [first, *snippet] = markdown.finding_item("", "spec.selectors[0].cel.expression", CEL)
    lines = out.splitlines()
    [at] = [i for i, line in enumerate(lines) if line.endswith(first[2:])]
    assert lines[at + 1 : at + 6] == snippet == SNIPPET
    assert "<input>" not in out


@given(st.lists(st.tuples(TEXT, TEXT, TEXT), min_size=1, max_size=5))
def test_any_file_name_field_path_and_message_stay_in_their_own_list_item(items):
    found = [
        Finding("DRA-MD-043", Severity.WARNING, message, name or "f", Location(1, 1, 1, 2, -1, 0), path)
        for name, path, message in items
    ]
    out = markdown.render(Report([FileResult("f", "metadata", found)], []), RunInfo("0", "c", load(), "1.37"))
    lines = out.split("### Findings\n\n", 1)[1].splitlines()
    assert len(lines) == len(found) and all(line.startswith("- `") for line in lines)  # one line each
    for line in lines:
        span, sep, rest = line[3:].partition("` **warning** DRA-MD-043 ")
        assert sep and "`" not in span  # the file's code span ends where it should
        assert not set(rest) & set("<>\n\r\x1b\u202e")  # no tag, no break, no control outside the span
    assert not set(out) & set("\x1b\u202e\r")
