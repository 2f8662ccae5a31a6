"""Rule documentation as Markdown: what `explain` prints, docs/rules/<ID>.md, and SARIF help."""

from __future__ import annotations

from collections.abc import Mapping

from ..model.findings import Rule

BASIS_MEANING = {
    "upstream validation": "what the apiserver's or the API package's validation rejects",
    "upstream decoding": "what upstream's decoder or API discovery rejects",
    "beyond upstream": "Kubernetes itself does not reject this; dra-conform lints it",
}


def _example(title: str, example) -> list[str]:  # type: ignore[no-untyped-def]
    lines = [f"## {title}", ""]
    if example.path:
        lines += [f"File: `{example.path}`", ""]
    if example.kubernetes_version:
        lines += [f"Checked with `--kubernetes-version {example.kubernetes_version}`.", ""]
    if example.feature_gates:
        lines += [f"Checked with `--feature-gates {example.feature_gates}`.", ""]
    lines += [f"```{_language(example)}", example.content.rstrip("\n"), "```", ""]
    return lines


def _language(example) -> str:  # type: ignore[no-untyped-def]
    """The fence's language, so that the page highlights the example as what it is: JSON for metadata files
    and health captures, YAML for manifests (a YAML file in flow style is still YAML)."""
    name = (example.path or "").lower()
    if name.endswith((".json", ".jsonl", ".ndjson")):
        return "json"
    if name.endswith((".yaml", ".yml")):
        return "yaml"
    return "json" if example.content.lstrip().startswith(("{", "[")) else "yaml"


def render_rule(rule: Rule, releases: list[str] | None = None) -> str:
    """The rule's page; ``releases``: what differs between the supported Kubernetes releases for it
    (rules.applicability.lines), one line each."""
    lines = [f"# {rule.id}: {rule.title}", ""]
    lines += [f"- Name: `{rule.name}`", f"- Default severity: {rule.severity.label}"]
    lines += [f"- Upstream: {rule.upstream}", f"- Source: {rule.source}"]
    lines.append(f"- Basis: {rule.basis} ({BASIS_MEANING[rule.basis]})")
    if rule.breaks_reader:
        lines.append(f"- An error although Kubernetes accepts it: {rule.breaks_reader}")
    if rule.checkable == "live":
        lines.append("- Checked by `dra-conform live` (a running container or node), not by `check`.")
    elif rule.checkable == "no":
        lines.append(f"- Not checked: {rule.not_checkable_reason}")
    lines += ["", "## Why", "", rule.why, ""]
    if releases:
        lines += ["## Kubernetes releases", "", *(f"- {line}" for line in releases), ""]
    if rule.severity_notes:
        lines += ["## Severity", "", rule.severity_notes, ""]
    if rule.remediation:
        lines += ["## How to fix", "", rule.remediation, ""]
    if rule.fail_example:
        lines += _example("Failing example", rule.fail_example)
    if rule.pass_example:
        lines += _example("Passing example", rule.pass_example)
    if rule.checkable != "no":
        lines += ["## How to suppress", "", SUPPRESS.format(id=rule.id), ""]
    return "\n".join(lines)


SUPPRESS = """Fix the cause where you can. Otherwise, in `.dra-conform.yaml`:

```yaml
rules:
  {id}: off            # everywhere (or: note, warning, error to change its level)
ignore:
  - rule: {id}
    paths: ["deploy/legacy/**"]
    reason: why this is acceptable here
```

or on the object itself, in `metadata.annotations`:
`dra-conform.io/ignore: "{id}"` with `dra-conform.io/ignore-reason: "..."`;
in a YAML manifest, also with a comment:
`# dra-conform: disable-next-line {id} -- reason` (or `disable-line`, `disable-file`)."""


def write_pages(
    catalog_rules: list[Rule], directory: str, releases: Mapping[str, list[str]] | None = None
) -> list[str]:
    """One page per rule plus an index; returns the files written (model.written: whole, never through
    a link or into a FIFO). ``releases``: each rule's release lines."""
    import os

    from ..model.written import write_under

    os.makedirs(directory, exist_ok=True)
    written = []
    index = [
        "# dra-conform rules",
        "",
        "Each rule's default level follows one policy, written down with the reason for every rule in",
        "[levels.md](../levels.md): error when the apiserver rejects the object or it cannot work as written,",
        "warning when it is likely wrong but can work, note for style and conventions.",
        "",
        "| id | severity | checked by | title |",
        "| --- | --- | --- | --- |",
    ]
    for rule in sorted(catalog_rules, key=lambda r: r.id):
        by = {"yes": "`check`", "live": "`live`", "no": "not checkable"}[rule.checkable]
        index.append(f"| [{rule.id}]({rule.id}.md) | {rule.severity.label} | {by} | {rule.title} |")
        written.append(write_under(directory, f"{rule.id}.md", render_rule(rule, (releases or {}).get(rule.id))))
    written.append(write_under(directory, "README.md", "\n".join(index) + "\n"))
    return written
