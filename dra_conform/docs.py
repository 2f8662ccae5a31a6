"""Rule documentation as Markdown: what `explain` prints (and, later, docs/rules/ pages)."""

from __future__ import annotations

from .model import Rule


def _example(title: str, example) -> list[str]:  # type: ignore[no-untyped-def]
    lines = [f"## {title}", ""]
    if example.path:
        lines += [f"File: `{example.path}`", ""]
    lines += ["```json", example.content.rstrip("\n"), "```", ""]
    return lines


def render_rule(rule: Rule) -> str:
    lines = [f"# {rule.id}: {rule.title}", ""]
    lines += [f"- Name: `{rule.name}`", f"- Default severity: {rule.severity.label}"]
    lines += [f"- Upstream: {rule.upstream}", f"- Source: {rule.source}"]
    if rule.beyond_upstream:
        lines.append("- Goes beyond upstream: Kubernetes itself does not reject this; dra-conform lints it.")
    if rule.checkable == "live":
        lines.append("- Checked by `dra-conform live` (a running container or node), not by `check`.")
    elif rule.checkable == "no":
        lines.append(f"- Not checked: {rule.not_checkable_reason}")
    lines += ["", "## Why", "", rule.why, ""]
    if rule.severity_notes:
        lines += ["## Severity", "", rule.severity_notes, ""]
    if rule.remediation:
        lines += ["## How to fix", "", rule.remediation, ""]
    if rule.fail_example:
        lines += _example("Failing example", rule.fail_example)
    if rule.pass_example:
        lines += _example("Passing example", rule.pass_example)
    return "\n".join(lines)
