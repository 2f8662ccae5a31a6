"""The command line as users run it: exit codes, formats, --output, stdin, hostile input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import PROJECT, cli, cli_process, place

EXAMPLE = PROJECT / "examples" / "metadata"
GOOD = (
    EXAMPLE / "var/run/kubernetes.io/dra-device-attributes/resourceclaims/gpu-claim/gpu/gpu.example.com-metadata.json"
)


@pytest.mark.parametrize(
    "args, stdin",
    [
        (("--version",), None),
        (("check", str(GOOD)), None),  # 0
        (("check", "--format", "json", "examples/metadata"), None),  # 1, a report on stdout
        (("check", "--format", "xml", "examples"), None),  # 2, click's usage error
        (("check", "/nonexistent/x.json"), None),  # 2, an input that cannot be read
        (("explain", "DRA-MD-999"), None),  # 2, the command's own error
        (("check", "--fail-on", "never", "-"), b'{"apiVersion": 1, "kind": "ResourceClaim"}\n\xff'),  # stdin
        (("check", "--format", "sarif", "--output", "-", "examples/health"), None),
    ],
)
def test_a_run_in_this_process_gives_what_the_process_gives(args, stdin):
    """tests.helpers.cli, which most tests use, is held to the real process: exit code, stdout, stderr."""
    ran, child = cli(*args, stdin=stdin), cli_process(*args, stdin=stdin)
    assert (ran.returncode, ran.stdout, ran.stderr) == (child.returncode, child.stdout, child.stderr)


def test_an_exit_with_a_text_or_none_ends_as_python_ends_it(monkeypatch):
    """run()'s exit_status, shared with the in-process runner: SystemExit("text") is 1 with the text on
    stderr, SystemExit(None) is 0."""
    import dra_conform.commands.cli as entry

    for raised, code, err in (
        (SystemExit("stopped"), 1, b"stopped\n"),
        (SystemExit(None), 0, b""),
        (SystemExit(3), 3, b""),
    ):

        def stop(argv=None, raised=raised):
            raise raised

        monkeypatch.setattr(entry, "main", stop)
        ran = cli("check")
        assert (ran.returncode, ran.stderr) == (code, err)


def test_version_names_backend():
    out = cli("--version")
    assert out.returncode == 0
    assert out.stdout.decode().startswith("dra-conform 0.1.0 (parser backend: ")


def test_clean_file_exits_0():
    out = cli("check", str(GOOD))
    assert out.returncode == 0, out.stdout
    assert out.stdout.decode().strip().endswith("1 metadata file checked, 0 errors, 0 warnings, 0 notes")
    assert out.stderr == b""


def test_bundled_example_reports_located_findings_and_exits_1():
    out = cli("check", "examples/metadata")
    assert out.returncode == 1
    lines = out.stdout.decode().splitlines()
    assert lines[-1] == "5 metadata files checked, 3 errors, 4 warnings, 0 notes"
    assert (
        "examples/metadata/var/run/kubernetes.io/dra-device-attributes/resourceclaims/nic-claim/nic/"
        "net.example.com-metadata.json:27:15: error DRA-MD-080 requests[0].devices[0].networkData.ips[1]: "
        'Duplicate value: "10.0.0.5/24"'
    ) in lines


@pytest.mark.parametrize("fail_on, code", [("error", 1), ("warning", 1), ("note", 1), ("never", 0)])
def test_fail_on_thresholds(fail_on, code):
    assert cli("check", "--fail-on", fail_on, "examples/metadata").returncode == code


def test_fail_on_warning_catches_warnings_only_files(tmp_path):
    target = place(tmp_path, GOOD.read_text().replace('"generation": 1', '"generation": 0'))
    assert cli("check", str(target)).returncode == 0
    assert cli("check", "--fail-on", "warning", str(target)).returncode == 1


def test_json_report_is_versioned_and_complete():
    out = cli("check", "--format", "json", "examples/metadata")
    report = json.loads(out.stdout)
    assert report["formatVersion"] == 1
    assert report["summary"]["errors"] == 3 and report["summary"]["metadataFiles"] == 5
    first = report["findings"][0]
    assert set(first) == {
        "ruleId",
        "severity",
        "message",
        "fieldPath",
        "file",
        "line",
        "column",
        "endLine",
        "endColumn",
        "object",
        "releases",
    }
    assert first["releases"] == report["kubernetesVersions"] == ["1.37"]
    decoded = {f["path"].split("/resourceclaim")[-1]: f["decodedVersion"] for f in report["files"]}
    assert decoded["s/gpu-claim/gpu/gpu.example.com-metadata.json"] == "metadata.resource.k8s.io/v1beta1"
    assert decoded["s/nic-claim/nic/net.example.com-metadata.json"] == "metadata.resource.k8s.io/v1alpha1"


def test_github_annotations():
    out = cli("check", "--format", "github", "examples/metadata").stdout.decode().splitlines()
    assert any(
        line.startswith("::error file=examples/metadata/")
        and ",line=27,col=15," in line
        and "title=DRA-MD-080::" in line
        for line in out
    )
    assert out[-1].startswith("::notice title=dra-conform::5 metadata files checked")


def test_output_file_and_stdin(tmp_path):
    report = tmp_path / "report.txt"
    out = cli("check", "--output", str(report), "-", stdin=GOOD.read_bytes().replace(b'"gpu-0"', b'"GPU-0"'))
    assert out.returncode == 1 and out.stdout == b""
    text = report.read_text()
    assert "<stdin>:" in text and "DRA-MD-062" in text


def test_text_has_no_colour_when_not_a_terminal():
    assert b"\033[" not in cli("check", "examples/metadata").stdout


def test_rules_and_explain():
    listing = cli("rules").stdout.decode().splitlines()
    assert listing[0].startswith("DRA-API-001  error")  # sorted by id
    # apiVersion, hand-written claims and classes (with the 4 judged against devices), health, metadata,
    # manifest input, pool status requests, claim status, slices and pools
    assert len(listing) == 1 + 17 + 4 + 16 + 42 + 3 + 46 + 15 + 33
    assert len(cli("rules", "--all").stdout.decode().splitlines()) == 1 + 17 + 4 + 23 + 63 + 3 + 58 + 19 + 33
    page = cli("explain", "dra-md-071").stdout.decode()
    assert page.startswith("# DRA-MD-071: Each attribute sets exactly one of")
    assert "## Failing example" in page and "## Passing example" in page
    missing = cli("explain", "DRA-MD-999")
    assert missing.returncode == 2 and b"unknown rule" in missing.stderr


def kubeconform_schema_path(
    template: str, kind: str, api_version: str, k8s_version: str = "master", strict: bool = False
) -> str:
    """A port of kubeconform's registry.schemaPath (yannh/kubeconform pkg/registry/registry.go, e65429b):
    the file its -schema-location template names for a resource."""
    normalised = k8s_version if k8s_version == "master" else "v" + k8s_version
    group_parts = api_version.split("/")
    version_parts = group_parts[0].split(".")
    kind_suffix = "-" + version_parts[0].lower() + ("-" + group_parts[1].lower() if len(group_parts) > 1 else "")
    values = {
        "NormalizedKubernetesVersion": normalised,
        "StrictSuffix": "-strict" if strict else "",
        "ResourceKind": kind.lower(),
        "ResourceAPIVersion": group_parts[-1],
        "Group": group_parts[0],
        "KindSuffix": kind_suffix,
    }
    import re

    return re.sub(r"\{\{\s*\.(\w+)\s*\}\}", lambda m: values[m.group(1)], template)


def test_kubeconform_port_matches_its_own_tests():
    template = (
        "https://kubernetesjsonschema.dev/{{ .NormalizedKubernetesVersion }}-standalone{{ .StrictSuffix }}/"
        "{{ .ResourceKind }}{{ .KindSuffix }}.json"
    )  # registry_test.go TestSchemaPath
    assert (
        kubeconform_schema_path(template, "Deployment", "apps/v1", "1.16.0", strict=True)
        == "https://kubernetesjsonschema.dev/v1.16.0-standalone-strict/deployment-apps-v1.json"
    )
    assert (
        kubeconform_schema_path(template, "Service", "v1")
        == "https://kubernetesjsonschema.dev/master-standalone/service-v1.json"
    )


def test_the_documented_kubeconform_example_finds_every_exported_schema(tmp_path):
    import re

    readme = (PROJECT / "docs" / "cli.md").read_text()
    [template] = re.findall(r"kubeconform -schema-location '([^']+)'", readme)
    out = cli("schemas", "export", str(tmp_path / "DIR"))
    assert out.returncode == 0
    written = {Path(line) for line in out.stdout.decode().splitlines()}
    found = set()
    for path in written:
        schema = json.loads(path.read_text())
        if "config" in path.parts or "report" in path.parts:  # the tool's own, no Kubernetes kind
            continue
        kind, api_version = re.fullmatch(r"(\w+) \((.+)\)", schema["title"]).groups()
        looked_up = Path(kubeconform_schema_path(template.replace("DIR", str(tmp_path / "DIR")), kind, api_version))
        assert looked_up in written, (kind, api_version, looked_up)
        found.add(looked_up)
    # DeviceMetadata v1alpha1, v1beta1; ResourceSlice, ResourceClaim, ResourceClaimTemplate, DeviceClass
    # v1, v1beta2, v1beta1; DeviceTaintRule v1, v1beta2, v1alpha3; ResourcePoolStatusRequest v1alpha3
    assert len(found) == 18
    exported = tmp_path / "DIR/metadata.resource.k8s.io/v1beta1/devicemetadata.json"
    assert json.loads(exported.read_text())["title"] == "DeviceMetadata (metadata.resource.k8s.io/v1beta1)"


def test_usage_errors_exit_2():
    assert cli("check").returncode == 2
    assert cli("check", "--format", "xml", "examples").returncode == 2
    out = cli("check", "--as", "yaml", "examples")
    assert out.returncode == 2 and b"'yaml' is not one of 'auto', 'metadata', 'manifest', 'health'" in out.stderr


def one_line_error(out: subprocess.CompletedProcess) -> str:
    assert out.returncode == 2
    lines = out.stderr.decode().splitlines()
    assert len(lines) == 1 and "Traceback" not in lines[0]
    return lines[0]


def test_missing_path(tmp_path):
    assert "cannot read: No such file or directory" in one_line_error(cli("check", str(tmp_path / "nope.json")))


def test_broken_symlink(tmp_path):
    (tmp_path / "dangling-metadata.json").symlink_to(tmp_path / "gone")
    assert "broken symbolic link" in one_line_error(cli("check", str(tmp_path)))


def test_fifo_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "pipe-metadata.json"
    os.mkfifo(fifo)
    assert "not a regular file" in one_line_error(cli_process("check", str(fifo)))
    # inside a walked directory it is passed over
    assert cli_process("check", str(tmp_path)).returncode == 0


def test_unreadable_file(tmp_path, monkeypatch, capsys):
    # Root reads any file whatever its mode, so make the open fail the way it does for other users.
    from dra_conform.commands.cli import main
    from dra_conform.reading import sources as inputs

    target = place(tmp_path, "{}")
    real_open = os.open

    def deny(path, *args, **kwargs):
        if str(path) == str(target):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(inputs.os, "open", deny)
    with pytest.raises(SystemExit) as exit_info:
        main(["check", "--as", "metadata", str(target)])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err == f"dra-conform: {target}: cannot read: Permission denied\n"


@pytest.mark.parametrize(
    "name, data, expected",
    [
        ("binary", bytes(range(256)) * 4, "invalid character '\\x00' looking for beginning of value"),
        ("bom", b"\xef\xbb\xbf" + GOOD.read_bytes(), "byte order mark"),
        ("non-utf8", GOOD.read_bytes().replace(b"LATEST-GPU-MODEL", b"LATEST-\xff-MODEL"), "invalid UTF-8 at byte"),
        ("truncated", GOOD.read_bytes()[:100], "unexpected EOF"),
        ("deep", b"[" * 100_000, "exceeded max depth"),
        ("empty", b"", "no metadata objects found in stream"),
    ],
)
def test_hostile_input_gets_a_located_finding(tmp_path, name, data, expected):
    target = place(tmp_path, data)
    out = cli("check", "--as", "metadata", str(target))
    assert out.returncode in (0, 1) and out.stderr == b"", out.stderr
    assert expected in out.stdout.decode()


def test_deeply_nested_but_valid_value_does_not_crash(tmp_path):
    nested = "[" * 5000 + "]" * 5000
    target = place(tmp_path, GOOD.read_text().replace('"generation": 1', f'"generation": 1, "x": {nested}', 1))
    out = cli("check", "--as", "metadata", str(target))
    assert out.stderr == b"" and out.returncode == 1  # read whole; the unknown field is an error (levels.md)
    assert " error DRA-MD-026 " in out.stdout.decode() and 'unknown field "x"' in out.stdout.decode()


def test_huge_single_line(tmp_path):
    line = GOOD.read_bytes().replace(b'"LATEST-GPU-MODEL"', b'"' + b"x" * (100 * 1024 * 1024) + b'"')
    target = place(tmp_path, line.replace(b"\n", b" ") + b"\n")
    out = cli_process("check", "--as", "metadata", str(target), timeout=120)  # 100 MiB: not in the test's memory
    assert out.stderr == b""
    assert "DRA-MD-075" in out.stdout.decode()  # the string attribute is longer than 64 bytes


def test_fifty_thousand_files_in_one_directory(tmp_path):
    big = tmp_path / "many"
    big.mkdir()
    for i in range(50_000):
        (big / f"f{i}.txt").write_bytes(b"")
    out = cli("check", str(big))
    assert out.returncode == 0
    assert (
        out.stdout.decode().strip()
        == "0 metadata files checked, 0 errors, 0 warnings, 0 notes, 50000 other files skipped"
    )


def test_never_writes_to_inputs(tmp_path):
    tree = tmp_path / "tree"
    subprocess.run(["cp", "-r", str(EXAMPLE), str(tree)], check=True)
    before = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in tree.rglob("*") if p.is_file()}
    cli("check", "--format", "sarif", str(tree))
    after = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in tree.rglob("*") if p.is_file()}
    assert before == after


def test_jobs_give_identical_output(tmp_path):
    single = cli_process("check", "-j", "1", "--format", "sarif", "examples/metadata").stdout
    assert cli_process("check", "-j", "2", "--format", "sarif", "examples/metadata").stdout == single
    assert cli_process("check", "--format", "sarif", "examples/metadata").stdout == single  # -j auto
    # More than one batch of files: -j auto really spreads them (on a machine with several CPUs).
    tree = tmp_path / "var" / "run" / "kubernetes.io" / "dra-device-attributes" / "resourceclaims"
    source = next((PROJECT / "examples" / "metadata").rglob("*-metadata.json")).read_bytes()
    for i in range(80):
        request = tree / f"claim-{i:03}" / "gpu"
        request.mkdir(parents=True)
        (request / "gpu.example.com-metadata.json").write_bytes(source)
    one = cli_process("check", "-j", "1", "--format", "sarif", str(tmp_path)).stdout
    assert cli_process("check", "--format", "sarif", str(tmp_path)).stdout == one
    assert cli_process("check", "-j", "3", "--format", "sarif", str(tmp_path)).stdout == one


def test_jobs_must_be_a_number_or_auto():
    out = cli("check", "-j", "0", "examples/metadata")
    assert out.returncode == 2 and b"'0' is not a whole number from 1 to 64, or auto" in out.stderr


def test_internal_errors_are_one_line(tmp_path):
    code = (
        "import dra_conform.engine.check as e\n"
        "def boom(*a, **k): raise RuntimeError('synthetic failure')\n"
        "e.check_paths = boom\n"
        "from dra_conform.commands.cli import main\n"
        f"main(['check', {str(GOOD)!r}])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=PROJECT)
    assert out.returncode == 2
    assert out.stderr.decode().strip() == "dra-conform: internal error: RuntimeError: synthetic failure"


def test_several_reports_in_one_run(tmp_path):
    junit, sarif = tmp_path / "r.xml", tmp_path / "r.sarif"
    out = cli(
        "check",
        "--format",
        "junit",
        "--output",
        str(junit),
        "--format",
        "sarif",
        "--output",
        str(sarif),
        "--format",
        "text",
        "examples/metadata",
    )
    assert out.returncode == 1
    assert out.stdout.decode().splitlines()[-1] == "5 metadata files checked, 3 errors, 4 warnings, 0 notes"
    assert json.loads(sarif.read_text())["version"] == "2.1.0"
    from xml.etree import ElementTree as ET

    suites = ET.parse(junit).getroot()
    assert suites.get("tests") == "5" and suites.get("failures") == "3"
    failure = suites.find(".//failure[@type='DRA-MD-080']")
    assert failure is not None and ":27:15: error DRA-MD-080" in failure.text
    notes = [e.text for e in suites.iter("system-out")]
    assert any("DRA-MD-043" in text for text in notes)  # a warning, below --fail-on error


def test_two_reports_cannot_share_standard_output():
    out = cli("check", "--format", "json", "--format", "sarif", "examples/metadata")
    assert out.returncode == 2 and b"only one report can go to standard output" in out.stderr


def test_a_run_that_checks_no_file_says_so(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    out = cli("check", str(empty))
    assert out.returncode == 0 and out.stderr.decode() == f"dra-conform: no files found in {empty}\n"
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "README.md").write_text("# not a manifest\n")
    (tmp_path / "docs" / "skip.yaml").write_text("kind: ConfigMap\n")
    (tmp_path / "c.yaml").write_text('exclude: ["docs/skip.yaml"]\n')
    out = cli("check", "--config", str(tmp_path / "c.yaml"), str(tmp_path / "docs"))
    assert out.returncode == 0
    assert out.stderr.decode() == (
        f"dra-conform: no file checked in {tmp_path / 'docs'}: 1 of a kind dra-conform does "
        "not read and 1 excluded by --exclude or the configuration (it reads *.yaml, *.yml, *.json, "
        "*.jsonl, *.ndjson and *-metadata.json)\n"
    )


def test_output_dash_is_standard_output():
    out = cli("check", "--format", "json", "--output", "-", "examples/health")
    assert out.returncode == 1 and json.loads(out.stdout)["summary"]["healthCaptures"] == 1
    both = cli("check", "--format", "json", "--output", "-", "--format", "text", "examples/health")
    assert both.returncode == 2 and b"only one report can go to standard output" in both.stderr


def on_a_terminal(*args: str, env: dict[str, str]) -> bytes:
    """The tool's standard output when it is a terminal (a pseudo-terminal)."""
    import pty

    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "dra_conform", *args],
        stdout=follower,
        stderr=subprocess.DEVNULL,
        cwd=PROJECT,
        env={k: v for k, v in os.environ.items() if k != "NO_COLOR"} | env,
    )
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO: the other side is closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    process.wait(timeout=60)
    os.close(leader)
    return b"".join(chunks)


def test_colour_follows_no_color_as_no_color_org_says_and_color_overrides():
    assert b"\033[31merror" in on_a_terminal("check", "examples/metadata", env={})
    assert b"\033[31merror" in on_a_terminal("check", "examples/metadata", env={"NO_COLOR": ""})  # empty: no effect
    assert b"\033[" not in on_a_terminal("check", "examples/metadata", env={"NO_COLOR": "1"})
    assert b"\033[" not in on_a_terminal("check", "--color", "never", "examples/metadata", env={})
    assert b"\033[31merror" in cli("check", "--color", "always", "examples/metadata").stdout  # not a terminal
    assert b"\033[" not in cli("check", "examples/metadata").stdout


CLAIM = b"""apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata:
  name: gpu-claim
spec:
  devices:
    requests:
    - name: gpu
      exactly:
        deviceClassName: gpu.example.com
"""
CLASS = b"""apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: gpu.example.com
"""


def test_two_documents_run_together_without_a_separator_are_an_error_at_the_later_keys():
    out = cli("check", "-", stdin=CLAIM + CLASS)
    text = out.stdout.decode()
    assert out.returncode == 1, text
    lines = [line for line in text.splitlines() if "DRA-MF-003" in line]
    assert lines == [
        '<stdin>:11:1: error DRA-MF-003 apiVersion: duplicate field "apiVersion": also written at line 1; only this '
        "last value is read, the earlier one is dropped",
        '<stdin>:12:1: error DRA-MF-003 kind: duplicate field "kind": also written at line 2; only this last value '
        "is read, the earlier one is dropped",
        '<stdin>:13:1: error DRA-MF-003 metadata: duplicate field "metadata": also written at line 3; only this last '
        "value is read, the earlier one is dropped",
    ]
    separated = cli("check", "-", stdin=CLAIM + b"---\n" + CLASS)
    assert separated.returncode == 0 and b"DRA-MF-003" not in separated.stdout


def test_a_repeated_key_in_a_json_manifest_is_found_at_the_later_key(tmp_path):
    target = tmp_path / "class.json"
    target.write_bytes(
        b'{"apiVersion": "resource.k8s.io/v1", "kind": "DeviceClass",\n "metadata": {"name": "a",\n  "name": "b"}}\n'
    )
    out = cli("check", str(target), "--format", "json")
    found = [f for f in json.loads(out.stdout)["findings"] if f["ruleId"] == "DRA-MF-003"]
    assert [(f["line"], f["column"], f["fieldPath"]) for f in found] == [(3, 3, "metadata.name")]
    assert "also written at line 2" in found[0]["message"]


def test_in_other_kinds_only_top_level_repeats_are_reported(tmp_path):
    target = tmp_path / "cm.yaml"
    target.write_bytes(b"apiVersion: v1\nkind: ConfigMap\ndata:\n  a: 1\n  a: 2\nkind: ConfigMap\n")
    out = cli("check", str(target))
    text = out.stdout.decode()
    assert out.returncode == 1
    assert [line.split(": error ")[1][:24] for line in text.splitlines() if "DRA-MF-003" in line] == [
        "DRA-MF-003 kind: duplica"
    ]


def test_explain_finds_a_rule_by_its_name_or_a_prefix_of_its_id():
    """`explain` takes what the rule's page prints: its id in any case, its name, or the page's Name line;
    and a unique prefix of an id, with or without `DRA-`. A word naming several rules lists them, exit 2."""
    for word in ("selectors", "Name: selectors", "- Name: `selectors`", "dra-cl-007", "CL-007", " DRA-CL-007 "):
        out = cli("explain", "--", word)  # `--`: the page's line starts with a dash
        assert out.returncode == 0, word
        assert out.stdout.decode().startswith("# DRA-CL-007: Each selector has a CEL expression"), word
    assert cli("explain", "RS-018").stdout.decode().startswith("# DRA-RS-018: ")
    ambiguous = cli("explain", "DRA-RS-01")
    assert ambiguous.returncode == 2 and ambiguous.stdout == b""
    listed = [line.split()[0] for line in ambiguous.stderr.decode().splitlines() if line.startswith("  DRA-")]
    assert listed == [f"DRA-RS-{n:03}" for n in range(10, 20)]
    by_name = cli("explain", "device-name")  # DRA-MD-062 and DRA-RS-010 share the name
    assert by_name.returncode == 2
    assert [line.split()[:2] for line in by_name.stderr.decode().splitlines() if line.startswith("  DRA-")] == [
        ["DRA-MD-062", "device-name"],
        ["DRA-RS-010", "device-name"],
    ]
    for unknown in ("DRA-XX-1", "no-such-rule", ""):
        out = cli("explain", unknown)
        assert out.returncode == 2 and b"unknown rule" in out.stderr, unknown
