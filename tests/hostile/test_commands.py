"""Every command, every output format, on generated hostile input (docs/promises.md).

Each run is a child process under runner.py's limits (1.5 GiB, 10 s of CPU time) writing every format the
command has in one pass: the human ones free of raw control characters, JSON parsed, SARIF valid
to its schema, JUnit well-formed XML 1.0; exit codes as docs/cli.md documents them per command.
The hostile classes (generate.hostile_classes) each go through every command that reads files;
hostile texts also arrive as arguments, environment variables, file names, report fields and a
driver's gRPC stream.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest
import yaml

from . import generate as g
from .runner import assert_sane, assert_valid_report, control_characters, inprocess, run, run_formats

REPORTS = ("text", "json", "sarif", "github", "junit", "markdown")  # check, live, health-probe
FLEET_REPORTS = ("text", "json", "sarif", "markdown")  # merge
CLASSES = g.hostile_classes()
# What each command may exit with (docs/cli.md "Exit codes" and each command's section).
EXPLAIN_CLAIM_CODES = (0, 1, 2)
CATALOGUE_CODES = (0, 2)  # rules, explain, config, schemas export; and poolstatus


def odd_files(directory: Path) -> None:
    """File types no report is made of: a FIFO (a read would block), a socket, a link to a device,
    a directory named like a manifest, a dangling link."""
    directory.mkdir(parents=True, exist_ok=True)
    os.mkfifo(directory / "fifo.yaml")
    with socket.socket(socket.AF_UNIX) as s:
        here = os.getcwd()
        os.chdir(directory)  # AF_UNIX paths are limited to 107 bytes: bind the short relative name
        try:
            s.bind("sock-metadata.json")
        finally:
            os.chdir(here)
    (directory / "zero.json").symlink_to("/dev/zero")
    (directory / "dir.yaml").mkdir()
    (directory / "dangling-metadata.json").symlink_to("nowhere")


def hostile_tree(directory: Path, kind: str) -> Path:
    g.write(directory, CLASSES[kind])
    return directory


# ---- check --------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_check_every_class_in_every_format(tmp_path, kind):
    hostile_tree(tmp_path / "in", kind)
    result, reports = run_formats(["check", "-j", "1", "in"], tmp_path, REPORTS, codes=(1,))
    assert reports["json"]["findings"], "hostile files give findings"  # type: ignore[index]
    assert len(reports["sarif"]["runs"][0]["results"]) == len(reports["json"]["findings"])  # type: ignore[index]


def test_check_odd_file_types_in_every_format(tmp_path):
    odd_files(tmp_path / "in")
    result, reports = run_formats(["check", "-j", "1", "in"], tmp_path, REPORTS, codes=(0, 1, 2))
    named = run_formats(
        ["check", "-j", "1", "in/fifo.yaml", "in/sock-metadata.json", "in/zero.json", "in/dir.yaml"],
        tmp_path,
        REPORTS,
        codes=(2,),
    )[0]
    for name in ("fifo.yaml", "sock-metadata.json", "zero.json"):
        assert name in named.err, named.err  # named and refused, never read (a FIFO or /dev/zero would never end)


@pytest.mark.parametrize("text", g.HOSTILE_ARGUMENTS, ids=range(len(g.HOSTILE_ARGUMENTS)))
def test_check_hostile_arguments(tmp_path, monkeypatch, text):
    monkeypatch.chdir(tmp_path)
    g.write(tmp_path, {"slices.yaml": g.yaml_slice("[{name: Bad_Name}]")})
    sarif = ["check", "-j", "1", "--sarif-category", text, "--format", "sarif", "--output", "r.sarif", "slices.yaml"]
    inprocess(sarif, codes=(1, 2))
    if (tmp_path / "r.sarif").exists():
        assert_valid_report("sarif", (tmp_path / "r.sarif").read_bytes())
    for args in (["--config", text], ["--baseline", text], ["--kubernetes-version", text], [text], ["--as", text]):
        inprocess(["check", *args, "slices.yaml"], codes=(2,))


@pytest.mark.parametrize(
    "size",
    [
        "1" + "0" * 400,
        "9" * 5000,
        "99999999999999999999Ei",
        "-1",
        "1e400",
        "0x10",
    ],
    ids=["1e400-digits", "5000-digits", "20-digits-Ei", "negative", "exponent", "hex"],
)
def test_check_max_file_size_past_any_bound(tmp_path, size):
    g.write(tmp_path, {"slices.yaml": g.yaml_slice("[{name: d}]")})
    code, _, err = inprocess(["check", "--max-file-size", size, str(tmp_path / "slices.yaml")], codes=(0, 2))
    if code == 2:
        assert "--max-file-size" in err, err


@pytest.mark.parametrize("jobs", ["9" * 5000, "99999999999999999999", "-1", "0"])
def test_check_jobs_past_any_bound(tmp_path, jobs):
    g.write(tmp_path, {"slices.yaml": g.yaml_slice("[{name: d}]")})
    _, _, err = inprocess(["check", "-j", jobs, str(tmp_path / "slices.yaml")], codes=(2,))
    assert "-j" in err or "--jobs" in err, err


# ---- live ---------------------------------------------------------------------------------------

CLAIMS = g.METADATA_DIR + "/resourceclaims"


def live_tree(root: Path, kind: str) -> Path:
    """A container's tree holding the class's files as metadata files, under hostile claim names."""
    files = {}
    for i, (name, content) in enumerate(sorted(CLASSES[kind].items())):
        claim = ["gpu-claim", "esc\x1b[2J", os.fsdecode(b"bad\xff\xfe"), "nl\nfake"][i % 4]
        driver = name if name.endswith("-metadata.json") else f"d{i}.example.com-metadata.json"
        files[f"{CLAIMS}/{claim}/r{i}/{driver}"] = content
    g.write(root, files)
    return root


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_live_every_class_in_every_format(tmp_path, kind):
    live_tree(tmp_path / "root", kind)
    result, reports = run_formats(["live", "--root", "root"], tmp_path, REPORTS, codes=(1,))
    assert reports["json"]["findings"]  # type: ignore[index]


def test_live_odd_file_types(tmp_path):
    odd_files(tmp_path / "root" / CLAIMS / "c" / "r")
    (tmp_path / "root" / CLAIMS / "c" / "r" / "gpu.example.com-metadata.json").symlink_to("/dev/zero")
    run_formats(["live", "--root", "root"], tmp_path, REPORTS, codes=(1, 2))


def cdi_tree(root: Path, kind: str) -> Path:
    """A node's tree: each of the class's files as a CDI spec, and as the host file a good spec mounts."""
    uid = "c7e7b22e-239b-4498-b27c-7f1344481e14"
    files = {f"var/run/cdi/gpu.example.com_metadata_{uid}_{i}.json": c for i, c in enumerate(CLASSES[kind].values())}
    host = "var/lib/kubelet/plugins/gpu.example.com/dra-device-metadata/default_gpu-claim/gpu/metadata.json"
    content = next(c for n, c in CLASSES[kind].items() if n.endswith("-metadata.json"))
    files[host] = content
    spec = {
        "cdiVersion": "0.5.0",
        "kind": "gpu.example.com/metadata",
        "devices": [
            {
                "name": f"{uid}_gpu",
                "containerEdits": {
                    "mounts": [
                        {
                            "hostPath": "/" + host,
                            "containerPath": f"/{CLAIMS}/gpu-claim/gpu/gpu.example.com-metadata.json",
                            "options": ["ro", "bind"],
                        }
                    ]
                },
            }
        ],
    }
    files[f"var/run/cdi/gpu.example.com_metadata_{uid}_gpu.json"] = json.dumps(spec).encode()
    g.write(root, files)
    return root


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_live_host_every_class_in_every_format(tmp_path, kind):
    cdi_tree(tmp_path / "root", kind)
    result, reports = run_formats(["live", "--host", "--root", "root"], tmp_path, REPORTS, codes=(1,))
    assert reports["json"]["findings"]  # type: ignore[index]


@pytest.mark.parametrize(
    "text",
    [
        g.HOSTILE_ARGUMENTS[0],
        g.HOSTILE_ARGUMENTS[1],
        g.HOSTILE_ARGUMENTS[2],
        g.HOSTILE_ARGUMENTS[3],
        g.HOSTILE_ARGUMENTS[4],
    ],
    ids=range(len(g.HOSTILE_ARGUMENTS)),
)
def test_live_node_names_in_every_format(tmp_path, text):
    """--node-name and $NODE_NAME reach every report: JSON node, SARIF properties.node, the text's
    first line, JUnit's hostname attribute."""
    live_tree(tmp_path / "root", "injection")
    result, reports = run_formats(["live", "--root", "root", "--node-name", text], tmp_path, REPORTS, codes=(1,))
    assert reports["json"]["node"] == text  # type: ignore[index]


def test_live_node_name_from_the_environment(tmp_path):
    live_tree(tmp_path / "root", "injection")
    text = g.HOSTILE_ARGUMENTS[1]  # the others: test_live_node_names_in_every_format
    result, reports = run_formats(["live", "--root", "root"], tmp_path, REPORTS, codes=(1,), env={"NODE_NAME": text})
    assert reports["json"]["node"] == text  # type: ignore[index]


@pytest.mark.parametrize(
    "args",
    [
        ["--watch", "9" * 5000],
        ["--watch", "nan"],
        ["--watch", "1e400"],
        ["--pid", "9" * 5000],
        ["--pid", "99999999999999999999"],
        ["--root", "missing\x1b[2J"],
        ["--root", os.fsdecode(b"missing\xff")],
        ["--host", "--health-duration", "inf", "--root", "root"],
        ["--host", "--cdi-dir", "/dev/zero", "--root", "root"],
    ],
    ids=lambda a: " ".join(a)[:40],
)
def test_live_hostile_arguments(tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "root").mkdir()
    inprocess(["live", *args], codes=(0, 2))


# ---- merge --------------------------------------------------------------------------------------

GOOD_NODES = [json.dumps(g.node_report(f"good-{i}")) for i in range(2)]


def merge_input(bad: str | bytes) -> bytes:
    """A bad report between two good ones, each on its own line (as `kubectl logs` prints them)."""
    raw = bad if isinstance(bad, bytes) else bad.encode()
    return GOOD_NODES[0].encode() + b"\n" + raw + b"\n" + GOOD_NODES[1].encode() + b"\n"


def merge_cases() -> dict[str, bytes]:
    big = "9" * 5000
    report = json.dumps
    deep = "[" * 100_000 + "]" * 100_000
    cases: dict[str, bytes] = {
        "severity-list": merge_input(report(g.node_report("bad", [g.finding_with(severity=[])]))),
        "severity-object": merge_input(report(g.node_report("bad", [g.finding_with(severity={})]))),
        "number-5000-digits": merge_input(report(g.node_report("bad")).replace('"line": 12', f'"line": {big}')),
        "summary-5000-digits": merge_input(report(g.node_report("bad")).replace('"errors": 1', f'"errors": {big}')),
        "float-overflow": merge_input(report(g.node_report("bad")).replace('"line": 12', '"line": 1e400')),
        "node-not-a-string": merge_input(report(g.node_report(["x"]))),
        "findings-not-a-list": merge_input(report({**g.node_report("bad"), "findings": {"a": 1}})),
        "deep": merge_input(report(g.node_report("bad")).replace('"files": []', '"files": ' + deep)),
        "not-utf8": merge_input(report(g.node_report("bad")).encode().replace(b"mount", b"m\xff\xfe\xed\xa0\x80")),
        "node": merge_input("\n".join(report(g.node_report(text)) for text in g.HOSTILE_TEXTS)),
    }
    for where in ("message", "file", "ruleId", "fieldPath"):
        found = [g.finding_with(**{where: text}) for text in g.HOSTILE_TEXTS]
        cases[where] = merge_input(report(g.node_report("bad", found)))
    return cases


MERGE_CASES = merge_cases()


def test_merge_one_bad_report_among_good_ones(tmp_path):
    """Each bad report is reported about, not fatal: every case of MERGE_CASES as a file of its own,
    its bad report between two good ones, all in one run (each file is read on its own, as each pod's
    lines are below); the good nodes of every file are merged in every format."""
    good = set()
    for case, data in sorted(MERGE_CASES.items()):
        for i, node in enumerate(GOOD_NODES):
            good.add(f"{case}-good-{i}")
            data = data.replace(node.encode(), json.dumps(g.node_report(f"{case}-good-{i}")).encode())
        (tmp_path / f"{case}.jsonl").write_bytes(data)
    names = [f"{case}.jsonl" for case in sorted(MERGE_CASES)]
    result, reports = run_formats(["merge", *names], tmp_path, FLEET_REPORTS, codes=(1, 2))
    assert good <= {n["name"] for n in reports["json"]["nodes"]}  # type: ignore[index]


def test_merge_every_bad_report_as_a_pod_in_a_kubectl_logs_prefix_stream(tmp_path):
    """Standard input is read line by line: every case of MERGE_CASES as one pod's lines, among good pods."""
    lines = [f"[pod/good-{i}/sweep] {doc}".encode() for i, doc in enumerate(GOOD_NODES)]
    for case, data in sorted(MERGE_CASES.items()):
        for line in data.split(b"\n")[1:-2]:
            lines.append(f"[pod/bad-{case}/sweep] ".encode() + line)
    result, reports = run_formats(["merge", "-"], tmp_path, FLEET_REPORTS, codes=(1, 2), stdin=b"\n".join(lines))
    assert {"good-0", "good-1"} <= {n["name"] for n in reports["json"]["nodes"]}  # type: ignore[index]


def test_merge_a_line_too_long_for_any_report_keeps_memory_bounded(tmp_path):
    """`merge -` on one line far past what a line may be (16 MiB): the line is skipped with a finding, the
    memory stays near a small run's (docs/fleet.md: memory never grows with the text)."""
    small = assert_sane(run(["merge", "-"], tmp_path, stdin=merge_input(b"{}")), codes=(1, 2))
    line = b'{"x": "' + b"y" * (40 << 20) + b'"}'
    huge = assert_sane(run(["merge", "-"], tmp_path, stdin=merge_input(line)), codes=(1, 2))
    assert huge.max_rss - small.max_rss < 64 << 20, (huge.max_rss >> 20, small.max_rss >> 20)
    assert "good-0" in huge.out and "good-1" in huge.out


def test_merge_odd_inputs(tmp_path):
    odd_files(tmp_path / "in")
    names = ["in/fifo.yaml", "in/sock-metadata.json", "in/zero.json", "in/dir.yaml", "in/dangling-metadata.json"]
    result, _ = run_formats(["merge", *names, "missing\x1b[2J"], tmp_path, FLEET_REPORTS, codes=(2,))
    for name in names:
        assert name in result.err, result.err


# ---- poolstatus ---------------------------------------------------------------------------------


def assert_status_yaml(result) -> list:  # type: ignore[no-untyped-def]
    """poolstatus prints YAML: it parses, and holds no raw control character (YAML escapes them)."""
    assert not control_characters(result.out), result.out[-500:]
    return list(yaml.safe_load_all(result.stdout.decode("utf-8")))


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_poolstatus_every_class(tmp_path, kind):
    hostile_tree(tmp_path / "in", kind)
    result = assert_sane(run(["poolstatus", "--driver", "gpu.example.com", "in"], tmp_path), codes=CATALOGUE_CODES)
    assert_status_yaml(result)


def test_poolstatus_odd_file_types(tmp_path):
    odd_files(tmp_path / "in")
    g.write(tmp_path / "in", {"slices.yaml": g.SLICES.read_bytes()})
    result = assert_sane(run(["poolstatus", "--driver", "gpu.example.com", "in"], tmp_path), codes=(2,))
    assert_status_yaml(result)  # printed all the same, as check reports
    assert "in/dangling-metadata.json: cannot read: broken symbolic link" in result.err, result.err  # as check says


@pytest.mark.parametrize("text", g.HOSTILE_ARGUMENTS, ids=range(len(g.HOSTILE_ARGUMENTS)))
def test_poolstatus_hostile_arguments(tmp_path, monkeypatch, text):
    monkeypatch.chdir(tmp_path)
    g.write(tmp_path / "in", {"slices.yaml": g.injection_yaml()})
    for args in (["--driver", text], ["--driver", "gpu.example.com", "--pool", text]):
        _, out, _ = inprocess(["poolstatus", *args, "in"], codes=CATALOGUE_CODES)
        list(yaml.safe_load_all(out))
    flags = (["--default-partition-type-attribute", text], ["--limit", text], ["--feature-gates", text])
    for args in flags:
        inprocess(["poolstatus", "--driver", "gpu.example.com", *args, "in"], codes=CATALOGUE_CODES)


@pytest.mark.parametrize(
    "epoch",
    [
        "99999999999999999999",
        "9" * 5000,
        "-99999999999999999999",
        "1e400",
        "x\x1b[2J",
        "9223372036854775808",
    ],
    ids=["20-digits", "5000-digits", "negative", "exponent", "esc", "2**63"],
)
def test_poolstatus_source_date_epoch_past_any_bound(tmp_path, monkeypatch, epoch):
    g.write(tmp_path / "in", {"slices.yaml": g.SLICES.read_bytes()})
    monkeypatch.setenv("SOURCE_DATE_EPOCH", epoch)
    code, _, err = inprocess(["poolstatus", "--driver", "gpu.example.com", str(tmp_path / "in")], codes=CATALOGUE_CODES)
    if code == 2:
        assert "SOURCE_DATE_EPOCH" in err, err


@pytest.mark.parametrize("limit", ["9" * 5000, "99999999999999999999", "0", "-1"])
def test_poolstatus_limit_past_any_bound(tmp_path, limit):
    g.write(tmp_path / "in", {"slices.yaml": g.SLICES.read_bytes()})
    _, _, err = inprocess(["poolstatus", "--driver", "d", "--limit", limit, str(tmp_path / "in")], codes=(2,))
    assert "--limit" in err, err


# ---- explain-claim ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_explain_claim_every_class(tmp_path, kind):
    """Both of its formats (one per run: explain-claim has no --output)."""
    hostile_tree(tmp_path / "in", kind)
    g.write(tmp_path / "in", {"claim.yaml": g.claim_yaml(["c"])})
    text, _ = run_formats(["explain-claim", "default/c", "in"], tmp_path, ("text",), EXPLAIN_CLAIM_CODES)
    assert "ResourceClaim default/c" in text.out, text.out[:2000] + text.err[:2000]
    _, reports = run_formats(["explain-claim", "default/c", "in"], tmp_path, ("json",), EXPLAIN_CLAIM_CODES)
    assert reports["json"]


def test_explain_claim_names_and_requests_that_are_hostile(tmp_path):
    g.write(tmp_path / "in", {"claim.yaml": g.claim_yaml(g.INJECTIONS), "slices.yaml": g.injection_yaml()})
    for text in g.INJECTIONS[1:]:
        if "\x00" in text:
            continue  # argv cannot carry NUL
        code, out, _ = inprocess(["explain-claim", f"{text}/{text}", str(tmp_path / "in")], codes=EXPLAIN_CLAIM_CODES)
        assert code == 2 or out.startswith("ResourceClaim "), out[:500]


@pytest.mark.parametrize("text", g.HOSTILE_ARGUMENTS, ids=range(len(g.HOSTILE_ARGUMENTS)))
def test_explain_claim_hostile_arguments(tmp_path, monkeypatch, text):
    monkeypatch.chdir(tmp_path)
    g.write(tmp_path / "in", {"claim.yaml": g.claim_yaml(["c"]), "slices.yaml": g.SLICES.read_bytes()})
    for args in ([text, "in"], ["default/c", text], ["--feature-gates", text, "default/c", "in"]):
        inprocess(["explain-claim", *args], codes=(2,))


def test_explain_claim_odd_file_types(tmp_path):
    odd_files(tmp_path / "in")
    g.write(tmp_path / "in", {"claim.yaml": g.claim_yaml(["c"]), "slices.yaml": g.SLICES.read_bytes()})
    assert_sane(run(["explain-claim", "default/c", "in"], tmp_path), codes=EXPLAIN_CLAIM_CODES)
    named = assert_sane(run(["explain-claim", "default/c", "in/fifo.yaml"], tmp_path), codes=(2,))
    assert "fifo.yaml" in named.err, named.err


# ---- health-probe -------------------------------------------------------------------------------


@pytest.fixture
def hostile_driver(tmp_path):  # type: ignore[no-untyped-def]
    from tests.health.fake_driver import FakeDriver, Scenario

    texts = [t for t in g.HOSTILE_TEXTS if "\ud800" not in t]  # protobuf strings are UTF-8: no lone surrogate
    steps = [(0.02, {text: "HEALTHY" for text in texts}), (0.02, {texts[0]: "UNHEALTHY", "gpu-0": "UNKNOWN"})]
    with FakeDriver(
        tmp_path, scenario=Scenario(steps, timeout_seconds=1, end_after_steps=True, pool="\x1b[2Jpool\x07")
    ) as d:
        yield d


def test_health_probe_hostile_stream_in_every_format(tmp_path, hostile_driver):
    g.write(tmp_path, {"slices.yaml": g.injection_yaml()})
    args = ["health-probe", "--socket", hostile_driver.dra_socket, "--duration", "2", "--slices", "slices.yaml"]
    for text in (g.HOSTILE_ARGUMENTS[1], g.HOSTILE_ARGUMENTS[4]):  # node names in every writer: the live test
        result, reports = run_formats(
            [*args, "--node-name", text, "--save", "c.jsonl"], tmp_path, REPORTS, codes=(0, 1)
        )
        assert reports["json"]["findings"]  # type: ignore[index]
        again = run_formats(["check", "--as", "health", "c.jsonl"], tmp_path, REPORTS, codes=(0, 1))[0]
        assert again.code is not None


@pytest.mark.parametrize("kind", ["fifo", "file", "directory", "missing", "socket-no-server"])
def test_health_probe_a_socket_that_is_not_a_plugin(tmp_path, kind):
    target = tmp_path / f"s\x1b[2J\x07{kind}"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "file":
        target.write_bytes(b"\x00" * 100)
    elif kind == "directory":
        target.mkdir()
    elif kind == "socket-no-server":
        here = os.getcwd()
        os.chdir(tmp_path)
        try:
            with socket.socket(socket.AF_UNIX) as s:
                s.bind(target.name)  # bound, never listening: a connection is refused
        finally:
            os.chdir(here)
    result, _ = run_formats(
        ["health-probe", "--socket", str(target), "--duration", "0.5"], tmp_path, REPORTS, codes=(2,)
    )
    assert "s\\x1b[2J\\x07" in result.err, result.err  # named, escaped


@pytest.mark.parametrize(
    "args",
    [
        ["--duration", "9" * 5000],
        ["--duration", "nan"],
        ["--duration", "1e400"],
        ["--driver", "\x1b[2J" + "x" * 60_000],
        ["--driver", os.fsdecode(b"d\xff"), "--root", "missing\x07"],
        ["--driver", "../../../etc", "--registry-dir", "/dev/zero"],
    ],
    ids=lambda a: " ".join(a)[:40],
)
def test_health_probe_hostile_arguments(tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)
    inprocess(["health-probe", *args], codes=(2,))


# ---- rules, explain, config, schemas -------------------------------------------------------------


@pytest.mark.parametrize("text", [*g.HOSTILE_ARGUMENTS, "DRA-MD-0\x1b[2J", "DRA-MD-001\n"], ids=range(7))
def test_explain_hostile_ids(text):
    inprocess(["explain", text], codes=(2,))


def test_rules_and_explain_write_what_they_promise(tmp_path):
    listed = assert_sane(run(["rules", "--all"], tmp_path), codes=(0,))
    assert_valid_report("text", listed.stdout)
    assert len(listed.out.splitlines()) > 100
    explained = inprocess(["explain", "DRA-MD-010"], codes=(0,))[1]
    assert_valid_report("markdown", explained.encode())
    (tmp_path / "file").write_bytes(b"")
    os.mkfifo(tmp_path / "fifo")
    for target in ("file", "fifo", "file/below", "/dev/null", "x\x1b[2J\x07" * 20_000):
        for args in (["rules", "--write-docs", target], ["schemas", "export", target]):
            _, _, err = inprocess([*args[:-1], str(tmp_path / target) if target[0] != "/" else target], codes=(2,))
            assert "cannot write" in err or "Invalid value" in err, err[:500]


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_config_files_of_every_class(tmp_path, kind):
    """Each file of the class as the configuration: read or refused with a message (in this process:
    a configuration is read before any input)."""
    g.write(tmp_path, {"slices.yaml": g.yaml_slice("[{name: d}]")})
    for content in CLASSES[kind].values():
        config = tmp_path / "config.yaml"
        config.write_bytes(content)
        inprocess(["config", "--config", str(config)], codes=(0, 2))
        inprocess(["check", "--config", str(config), str(tmp_path / "slices.yaml")], codes=(0, 1, 2))
