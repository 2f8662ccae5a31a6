"""Run dra-conform the way a CI step or a pre-commit hook does, on hostile input, and judge the run.

``run`` starts ``python -m dra_conform ...`` as a child process (through ``launch``) under an
address-space cap (RLIMIT_AS), a CPU-time bound and a wall-clock bound, and reads its peak
resident memory from wait4(2). ``assert_sane`` holds every run to the promises: it ended by
itself, exit 0/1/2, no traceback and no internal error, memory under the cap, and human output
free of raw control characters.

"Bounded time" is judged on CPU time (user+system of the command and its -j helpers), which a
loaded machine does not stretch; the wall-clock bound is six times larger and only catches a run
that blocks without computing (a FIFO opened for reading, a read that never returns).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

LAUNCH = Path(__file__).with_name("_launch.py")
PROJECT = Path(__file__).resolve().parents[2]
CAP_BYTES = 1536 * 1024 * 1024  # RLIMIT_AS: a runaway allocation fails here instead of reaching gigabytes
CPU_BOUND = 10.0  # CPU seconds, the promise; a linear run of any input here takes well under one
WALL_BOUND = 60.0  # wall seconds: a blocked run uses no CPU; six times the promise leaves room for a loaded machine
# What may appear raw in a human report: newline and tab (the text report's line ends and the
# message text's own tabs are escaped by the tool, so only its line structure uses \n).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
HUMAN = ("text", "github")
MACHINE = ("json", "sarif", "junit")


@dataclass
class Run:
    args: list[str]
    code: int | None  # None: killed at a bound (``killed`` says which)
    stdout: bytes
    stderr: bytes
    seconds: float  # wall clock
    cpu_seconds: float  # user+system of the command and the helpers it reaped
    max_rss: int  # bytes, the child's peak resident set (wait4's ru_maxrss)
    killed: str | None = None  # "cpu" or "wall": the bound it reached

    @property
    def err(self) -> str:
        return self.stderr.decode("utf-8", "backslashreplace")

    @property
    def out(self) -> str:
        return self.stdout.decode("utf-8", "backslashreplace")

    def timing(self) -> str:
        return f"{self.seconds:.1f} s wall, {self.cpu_seconds:.1f} s CPU"


def launch(
    command: list[str],
    cwd: str | Path,
    stdin: bytes | None = None,
    cap: int = CAP_BYTES,
    cpu_bound: float = CPU_BOUND,
    wall_bound: float = WALL_BOUND,
    env: dict[str, str] | None = None,
) -> Run:
    """``command`` in ``cwd`` under the bounds (tests/hostile/_launch.py); the outputs go through
    files (no pipe to fill)."""
    with tempfile.TemporaryDirectory() as scratch:
        files = [Path(scratch, name) for name in ("in", "out", "err", "report")]
        files[0].write_bytes(stdin or b"")
        with open(files[0], "rb") as inp, open(files[1], "wb") as out, open(files[2], "wb") as err:
            subprocess.run(
                [sys.executable, str(LAUNCH), str(cap), str(cpu_bound), str(wall_bound), str(files[3]), *command],
                cwd=cwd,
                stdin=inp,
                stdout=out,
                stderr=err,
                env=env,
                check=True,
            )
        outcome, code, rss, seconds, cpu = files[3].read_text().split()
        return Run(
            list(command),
            None if outcome != "exited" else int(code),
            files[1].read_bytes(),
            files[2].read_bytes(),
            float(seconds),
            float(cpu),
            int(rss),
            None if outcome == "exited" else outcome,
        )


def run(args: list[str], cwd: str | Path, env: dict[str, str] | None = None, **bounds: object) -> Run:
    """``python -m dra_conform *args`` in ``cwd`` under the bounds of ``launch``."""
    full_env = {**os.environ, "PYTHONPATH": str(PROJECT), **(env or {})}
    full_env.pop("DRA_CONFORM_DEBUG", None)  # what users see: no traceback on purpose
    result = launch([sys.executable, "-m", "dra_conform", *args], cwd, env=full_env, **bounds)  # type: ignore[arg-type]
    result.args = list(args)
    return result


def control_characters(text: str) -> list[str]:
    return sorted(set(_CONTROL.findall(text)))


def assert_sane(result: Run, human: bool = True, codes: tuple[int, ...] = (0, 1, 2)) -> Run:
    """The promises every run keeps, whatever the input. ``human``: stdout is a text or github report."""
    where = f"{result.args}: "
    assert result.code is not None, (
        where + f"killed at the {result.killed} bound ({CPU_BOUND:g} s CPU, {WALL_BOUND:g} s wall) "
        f"after {result.timing()}\n{result.err[-2000:]}"
    )
    assert result.code in codes, where + f"exit {result.code}\n{result.err[-2000:]}"
    assert "Traceback" not in result.err, where + result.err[-3000:]
    assert "internal error" not in result.err, where + result.err[-2000:]
    assert result.max_rss < CAP_BYTES, where + f"{result.max_rss >> 20} MiB"
    assert not control_characters(result.err), where + f"raw control characters on stderr: {result.err[-500:]!r}"
    if human:
        assert not control_characters(result.out), (
            where + f"raw control characters in the report: {result.out[-500:]!r}"
        )
    if result.code == 2:
        assert result.err.strip(), where + "exit 2 without a message"
    return result


@dataclass
class Reports:
    run: Run
    text: str
    json: dict
    sarif: dict
    github: str
    junit: object  # xml.etree.ElementTree.Element
    baseline: dict


ALL_FORMATS = [
    "--format",
    "text",
    "--format",
    "json",
    "--output",
    "r.json",
    "--format",
    "sarif",
    "--output",
    "r.sarif",
    "--format",
    "github",
    "--output",
    "r.github",
    "--format",
    "junit",
    "--output",
    "r.xml",
    "--baseline-write",
    "r.baseline",
]


def check_everywhere(
    cwd: Path,
    paths: list[str],
    *extra: str,
    codes: tuple[int, ...] = (0, 1, 2),
    command: str = "check",
    **kwargs: object,
) -> Reports:
    """One run writing every format and a baseline; each must be sane, and the machine ones exact."""
    import json
    from xml.etree import ElementTree

    args = [command, *(["-j", "1"] if command == "check" and "-j" not in extra else []), *ALL_FORMATS, *extra, *paths]
    result = assert_sane(run(args, cwd, **kwargs), codes=codes)  # type: ignore[arg-type]
    outputs = {name: Path(cwd, name) for name in ("r.json", "r.sarif", "r.github", "r.xml", "r.baseline")}
    if result.code == 2 and not outputs["r.json"].exists():  # a usage or input error before any report
        return Reports(result, result.out, {}, {}, "", None, {})
    texts = {name: path.read_bytes().decode("utf-8") for name, path in outputs.items()}  # strict UTF-8
    github = texts["r.github"]
    assert not control_characters(github), f"raw control characters in the github report: {github[-500:]!r}"
    assert not XML_ILLEGAL.search(texts["r.xml"]), texts["r.xml"][-500:]
    sarif = json.loads(texts["r.sarif"])
    assert not sarif_errors(sarif), sarif_errors(sarif)[:5]
    return Reports(
        result,
        result.out,
        json.loads(texts["r.json"]),
        sarif,
        github,
        ElementTree.fromstring(texts["r.xml"].encode()),
        json.loads(texts["r.baseline"]),
    )


def check_inprocess(cwd: Path, paths: list[str], *extra: str) -> tuple[int, str, str]:
    """The same run as check_everywhere, in this process (for the thousands of small generated
    inputs): an internal error raises here with its traceback. Returns (exit code, stdout, stderr)."""
    import json

    args = [
        "check",
        "-j",
        "1",
        *[a if not a.startswith("r.") else str(Path(cwd, a)) for a in ALL_FORMATS],
        *extra,
        *paths,
    ]
    code, out, err = inprocess(args)
    for name in ("r.json", "r.sarif", "r.baseline"):
        target = Path(cwd, name)
        if target.exists():
            json.loads(target.read_bytes().decode("utf-8"))
    return code, out, err


def inprocess(args: list[str], codes: tuple[int, ...] = (0, 1, 2)) -> tuple[int, str, str]:
    """``dra-conform *args`` in this process, for runs that read no more than their arguments and a
    few small files (a child process each would cost more than the run): an internal error raises
    here with its traceback; the exit code must be one of ``codes``, stdout and stderr free of raw
    control characters. Returns (exit code, stdout, stderr)."""
    from tests.helpers import cli

    ran = cli(*args, cwd=os.getcwd(), env={"DRA_CONFORM_DEBUG": "1"})
    code, stdout, stderr = ran.returncode, ran.stdout.decode("utf-8"), ran.stderr.decode("utf-8")
    where = f"{[a[:100] for a in args]}: "
    assert code in codes, where + f"exit {code}\n{stderr[-2000:]}"
    assert not control_characters(stdout), where + stdout[-500:]
    assert not control_characters(stderr), where + stderr[-500:]
    if code == 2:
        assert stderr.strip(), where + "exit 2 without a message"
    return code, stdout, stderr


# ---- every command, every format ------------------------------------------------------------------------------------

SARIF_SCHEMA = PROJECT / "tests" / "external" / "sarif-2.1.0.json"
# What XML 1.0 forbids (Char production), and lone surrogates, which no encoding of XML can carry.
XML_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
FORMAT_SUFFIX = {"text": "txt", "json": "json", "sarif": "sarif", "github": "github", "junit": "xml", "markdown": "md"}
_validators: dict[str, object] = {}


def sarif_errors(log: dict) -> list[str]:
    """What SARIF 2.1.0's schema (tests/external/sarif-2.1.0.json) says is wrong with ``log``.

    Each run's results are validated once per shape (``_shape``): thousands of findings that differ
    only in their text and line numbers are valid or not together, and jsonschema takes a second per
    5,000 results. An error's path counts the results validated, not the results written."""
    import json

    import jsonschema

    if "sarif" not in _validators:
        _validators["sarif"] = jsonschema.Draft4Validator(json.loads(SARIF_SCHEMA.read_text()))
    validator = _validators["sarif"]
    if isinstance(log, dict) and isinstance(log.get("runs"), list):
        log = {**log, "runs": [_one_result_per_shape(run) for run in log["runs"]]}
    return [f"{list(e.absolute_path)}: {e.message[:300]}" for e in validator.iter_errors(log)]  # type: ignore[attr-defined]


def _one_result_per_shape(run: object) -> object:
    import json

    if not isinstance(run, dict) or not isinstance(run.get("results"), list):
        return run
    constrained = _constrained_keys()
    first: dict[str, object] = {}
    for result in run["results"]:
        first.setdefault(json.dumps(_shape(result, "", constrained), sort_keys=True), result)
    return {**run, "results": list(first.values())}


def _constrained_keys() -> set[str]:
    """The property names whose strings SARIF's schema constrains anywhere (enum, pattern, format,
    length, also of an array's items); every other string is free text to it."""
    import json

    if "sarif-keys" not in _validators:
        keys: set[str] = set()

        def constrains(schema: object) -> bool:
            words = ("enum", "pattern", "format", "minLength", "maxLength")
            return isinstance(schema, dict) and (any(w in schema for w in words) or constrains(schema.get("items")))

        def walk(node: object) -> None:
            if isinstance(node, dict):
                properties = node.get("properties")
                if isinstance(properties, dict):
                    keys.update(name for name, schema in properties.items() if constrains(schema))
                for child in node.values():
                    walk(child)
            elif isinstance(node, list):
                for child in node:
                    walk(child)

        walk(json.loads(SARIF_SCHEMA.read_text()))
        _validators["sarif-keys"] = keys
    return _validators["sarif-keys"]  # type: ignore[return-value]


def _shape(value: object, key: str, constrained: set[str]) -> object:
    """What SARIF 2.1.0's schema can tell apart in ``value`` (under ``key``): its keys, types and every
    value it constrains. Free strings become "", integers past 1 become 2 (the schema's bounds are
    minimum -1, 0 or 1, and maximum 100 for "rank" alone, kept), and an array keeps whether it repeats
    an item (uniqueItems). Its anyOf and oneOf ask only which keys are present."""
    import json

    if isinstance(value, dict):
        return {k: _shape(v, k, constrained) for k, v in value.items()}
    if isinstance(value, list):
        distinct = len({json.dumps(item, sort_keys=True) for item in value}) == len(value)
        return {"distinct": distinct, "items": [_shape(item, key, constrained) for item in value]}
    if isinstance(value, str) and key not in constrained:
        return ""
    if type(value) is int and value >= 2 and key != "rank":
        return 2
    return value


def assert_valid_report(output_format: str, data: bytes, where: str = "") -> object:
    """A report as its format promises it: UTF-8 always; JSON and SARIF parse (SARIF to its schema),
    JUnit is well-formed XML 1.0 with no character XML forbids, the human formats hold no raw
    control character, and Markdown no raw HTML (``raw_html``). Returns the
    parsed report (text for the human formats)."""
    import json
    from xml.etree import ElementTree

    where = f"{where} {output_format}: "
    try:
        text = data.decode("utf-8")  # strict: an encoded surrogate or a stray byte fails here
    except UnicodeDecodeError as exc:
        raise AssertionError(where + f"not UTF-8: {exc}: {data[max(0, exc.start - 80) : exc.end + 80]!r}") from None
    if output_format in ("json", "sarif"):
        parsed = json.loads(text)
        if output_format == "sarif":
            errors = sarif_errors(parsed)
            assert not errors, where + "\n".join(errors[:5])
        return parsed
    if output_format == "junit":
        bad = XML_ILLEGAL.search(text)
        assert bad is None, where + f"character XML 1.0 forbids: {text[max(0, bad.start() - 80) : bad.end() + 80]!r}"
        return ElementTree.fromstring(data)
    assert not control_characters(text), where + f"raw control characters: {text[-500:]!r}"
    if output_format == "markdown":
        tags = raw_html(text)
        assert not tags, where + f"raw HTML outside code: {tags[:5]}"
    return text


# The tags the Markdown writers emit themselves (report/fleet.py folds a long node list).
_OWN_TAGS = re.compile(r"</?(?:details|summary)>")
_TAG = re.compile(r"<[A-Za-z/!?][^<>\n]{0,80}")


def raw_html(markdown: str) -> list[str]:
    """What a Markdown renderer would take for HTML in ``markdown``: tag starts outside fenced code
    blocks and code spans (where text shows as written), other than the writers' own tags. By
    report/markdown.py's contract text from outside reaches Markdown through ``escape`` (``< > &`` as
    entities) or ``code`` (a code span), so none can come from the input."""
    prose, fence = [], ""
    for line in markdown.split("\n"):
        opening = re.match(r" {0,3}(`{3,})", line)
        if fence:
            if opening and len(opening.group(1)) >= len(fence) and not line.strip().strip("`"):
                fence = ""
            continue
        if opening:
            fence = opening.group(1)
            continue
        prose.append(_without_code_spans(line))
    return _TAG.findall(_OWN_TAGS.sub("", "\n".join(prose)))


def _without_code_spans(line: str) -> str:
    """``line`` without its code spans (CommonMark: a run of n backticks to the next run of exactly
    n; a backslash-escaped backtick opens none)."""
    out, i = [], 0
    while i < len(line):
        if line[i] == "\\":
            out.append(line[i : i + 2])
            i += 2
            continue
        if line[i] == "`":
            run = re.match(r"`+", line[i:]).group()  # type: ignore[union-attr]
            close = re.compile(f"(?<!`){run}(?!`)").search(line, i + len(run))
            if close:
                i = close.end()
                continue
            out.append(run)
            i += len(run)
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def run_formats(
    args: list[str],
    cwd: Path,
    formats: tuple[str, ...],
    codes: tuple[int, ...] = (0, 1, 2),
    **kwargs: object,
) -> tuple[Run, dict[str, object]]:
    """``args`` with every format of ``formats``: the first on standard output, the others each to a
    file. Every report written is held to assert_valid_report; with exit 0 or 1 all must be written
    (no silent pass). Returns the run and the parsed reports by format."""
    flags: list[str] = []
    for i, output_format in enumerate(formats):
        flags += ["--format", output_format]
        if i:
            flags += ["--output", f"r.{FORMAT_SUFFIX[output_format]}"]
    result = assert_sane(
        run([*args, *flags], cwd, **kwargs), human=formats[0] in ("text", "github", "markdown"), codes=codes
    )  # type: ignore[arg-type]
    reports: dict[str, object] = {formats[0]: assert_valid_report(formats[0], result.stdout, str(args[:1]))}
    for output_format in formats[1:]:
        path = Path(cwd, f"r.{FORMAT_SUFFIX[output_format]}")
        if not path.exists():
            assert result.code == 2, f"{args}: exit {result.code} without the {output_format} report"
            continue
        reports[output_format] = assert_valid_report(output_format, path.read_bytes(), str(args[:1]))
        path.unlink()
    return result, reports
