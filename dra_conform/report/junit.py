"""JUnit XML for CI systems that show test reports: a test case per checked file,
a failure per finding at or above --fail-on (other findings go to system-out)."""

from __future__ import annotations

import re
from collections import defaultdict
from xml.etree import ElementTree as ET

from ..model.findings import Finding
from ..model.results import Report
from .base import RunInfo, escaped_char, human_lines, kind_counts, summary_line

# What XML 1.0 cannot hold at all, not even as a character reference (ESC, NUL, lone surrogates).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml(text: str) -> str:
    """Text XML can carry: the characters it cannot, as the escapes the text report writes. The one
    function every text from outside passes through on its way into the JUnit report."""
    return _NOT_XML.sub(lambda m: escaped_char(m.group()), text)


def _line(f: Finding, lines: list[str]) -> str:
    """The finding as the text report writes it, of its human_lines (a CEL error's snippet on the lines after)."""
    loc = f.location
    first, *more = lines
    return _xml("\n".join([f"{f.file}:{loc.line}:{loc.column}: {f.severity.label} {f.rule_id} {first}", *more]))


def render(report: Report, run: RunInfo) -> str:
    by_file: dict[str, list[Finding]] = defaultdict(list)
    for f in report.findings:
        by_file[f.file].append(f)
    checked = [r.display for r in report.files if r.kind != "skipped"]
    failures = sum(1 for f in report.findings if run.fails(f))
    suites = ET.Element("testsuites", name="dra-conform", tests=str(len(checked)), failures=str(failures))
    suite = ET.SubElement(
        suites,
        "testsuite",
        name="dra-conform",
        tests=str(len(checked)),
        failures=str(failures),
        errors=str(len(report.errors)),
    )
    if run.node_name:  # from --node-name or $NODE_NAME: any bytes the environment holds
        suite.set("hostname", _xml(run.node_name))
    kinds = kind_counts(report)
    if kinds:  # what was validated and what read but not validated, as the text summary says
        properties = ET.SubElement(suite, "properties")
        for kind, (validated, context) in kinds.items():
            ET.SubElement(properties, "property", name=_xml(f"validated.{kind}"), value=str(validated))
            ET.SubElement(properties, "property", name=_xml(f"notValidated.{kind}"), value=str(context))
    for display in checked:
        case = ET.SubElement(suite, "testcase", classname="dra-conform", name=_xml(display))
        below = []
        for f in by_file.get(display, []):
            lines = human_lines(f.field_path, f.message, f.releases)
            if run.fails(f):
                failure = ET.SubElement(case, "failure", type=f.rule_id, message=_xml(lines[0]))
                failure.text = _line(f, lines)
            else:
                below.append(_line(f, lines))
        if below:
            ET.SubElement(case, "system-out").text = "\n".join(below)
    for error in report.errors:
        case = ET.SubElement(suite, "testcase", classname="dra-conform", name=_xml(error.split(":", 1)[0]))
        ET.SubElement(case, "error", message=_xml(error))
    ET.SubElement(suite, "system-out").text = _xml(summary_line(report, run.releases))
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"
