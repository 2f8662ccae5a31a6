"""The configuration is validated without the jsonschema package (200 ms to import, and not
pure Python), by a validator of the keywords the config schema uses: same verdicts, same places."""

from __future__ import annotations

import json

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dra_conform.model.schema import schema_errors
from tests.helpers import PROJECT

SCHEMA = json.loads((PROJECT / "schemas" / "config" / "dra-conform-config.json").read_text())
REFERENCE = jsonschema.Draft202012Validator(SCHEMA)
KEYS = list(SCHEMA["properties"]) + ["rulez", "paths", "rule", "DRA-MD-029", "DRA-XX-1", "reason", "field", "x"]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from(
        [
            "",
            "error",
            "off",
            "note",
            "1.37",
            "1.40",
            "strict",
            "default",
            "per-run",
            "per-file",
            "https://x",
            "ftp://x",
            "DRA-MD-074",
            "DRA-MF-001",
            "dra-md-074",
            "a/**",
            "Gate1",
            "1Gate",
            "never",
        ]
    ),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=4),
    max_leaves=12,
)
CONFIGS = st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=6)

HAND_PICKED = [
    {},
    {"extends": "strict", "fail-on": "warning"},
    {"rules": {"DRA-MD-029": "off", "DRA-MF-002": "note"}},
    {"rules": {"DRA-MD-029": "sometimes"}},
    {"rulez": {}},
    {"rulez": 1, "other": 2},
    {"exclude": ["", "a"]},
    {"ignore": [{"paths": ["a"]}]},
    {"ignore": [{"rule": "DRA-MD-074", "why": "x"}]},
    {"feature-gates": {"1x": True}},
    {"feature-gates": {"DRAPartitionableDevicesType": "yes"}},
    {"docs-url": "ftp://example.org"},
    {"pools": "per-node"},
    {"inline-suppressions": 1},
    {"kubernetes-version": 1.37},
    [],
    "text",
]


def verdicts(value):
    ours = sorted({where for where, _ in schema_errors(SCHEMA, value)})
    theirs = sorted({tuple(e.absolute_path) for e in REFERENCE.iter_errors(value)})
    return ours, theirs


@pytest.mark.parametrize("value", HAND_PICKED)
def test_hand_picked_configurations_get_jsonschemas_verdicts(value):
    ours, theirs = verdicts(value)
    assert ours == theirs


@given(CONFIGS)
def test_generated_configurations_get_jsonschemas_verdicts(value):
    ours, theirs = verdicts(value)
    assert ours == theirs


def test_messages_keep_jsonschemas_words():
    assert schema_errors(SCHEMA, {"rulez": {}}) == [
        ((), "Additional properties are not allowed ('rulez' was unexpected)")
    ]
    assert schema_errors(SCHEMA, {"fail-on": "always"}) == [
        (("fail-on",), "'always' is not one of ['error', 'warning', 'note', 'never']")
    ]


def test_reading_a_configuration_never_imports_jsonschema(tmp_path):
    import subprocess
    import sys

    (tmp_path / ".dra-conform.yaml").write_text("fail-on: warning\nrules: {DRA-MD-029: off}\n")
    code = (
        "import sys; from dra_conform.engine.config import load; from dra_conform.rules import load as rules; "
        "load(None, set(rules().rules), start=sys.argv[1]); print('jsonschema' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, cwd=PROJECT)
    assert out.stdout.strip() == "False", out.stderr


def test_every_rule_of_the_catalogue_can_be_configured(tmp_path):
    """Each rule, whatever its family, takes a level and an ignore entry (the schema's id pattern
    once left out a family added later)."""
    from dra_conform.engine.config import load
    from dra_conform.rules import load as catalogue

    ids = sorted(catalogue().rules)
    assert {i.split("-")[1] for i in ids} >= {"API", "CL", "MD", "MF", "RS", "RC", "PSR", "HLT"}
    path = tmp_path / ".dra-conform.yaml"
    path.write_text(
        "rules:\n"
        + "".join(f"  {i}: off\n" for i in ids)
        + "ignore:\n"
        + "".join(f"  - {{rule: {i}, reason: test}}\n" for i in ids)
    )
    config = load(str(path), set(ids))
    assert config.off_rules == frozenset(ids)
    assert [s.rule for s in config.suppressions] == ids
