"""Report.findings in report order, sorted once."""

from dra_conform.model.findings import Finding, Location, Severity
from dra_conform.model.results import FileResult, Report


def finding(file, line, rule="DRA-MD-043"):
    return Finding(rule, Severity.WARNING, "m", file, Location(line, 1, line, 2, 0, 1))


def test_findings_are_sorted_once_and_again_after_a_change():
    a = FileResult("b.json", "metadata", [finding("b.json", 3), finding("b.json", 1)])
    b = FileResult("a.json", "metadata", [finding("a.json", 2, "DRA-MD-044"), finding("a.json", 2)])
    report = Report([a, b], [])
    ordered = report.findings
    assert [(f.file, f.location.line, f.rule_id) for f in ordered] == [
        ("a.json", 2, "DRA-MD-043"),
        ("a.json", 2, "DRA-MD-044"),
        ("b.json", 1, "DRA-MD-043"),
        ("b.json", 3, "DRA-MD-043"),
    ]
    assert report.findings is ordered  # not sorted again on every use
    a.findings = a.findings[:1]
    report.files_changed()
    assert [f.file for f in report.findings] == ["a.json", "a.json", "b.json"]
