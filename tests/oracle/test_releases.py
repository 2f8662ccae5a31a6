"""Each release profile names the patch it follows, and the oracle is built from exactly that patch:
semantics/releases.py PATCHES, oracle/releases.json, each module's go.mod, docs/releases.md's table and
(live) the oracle's own hello, with cel-go at the version the release's apiserver go.mod pins."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dra_conform.semantics import releases

ROOT = Path(__file__).resolve().parents[2]
RECORD = json.loads((ROOT / "oracle" / "releases.json").read_text())["releases"]
STAGING = ("k8s.io/api", "k8s.io/apimachinery", "k8s.io/apiserver", "k8s.io/dynamic-resource-allocation")


def test_every_profile_has_an_oracle_module_at_its_patch() -> None:
    assert tuple(RECORD) == releases.RELEASES
    for release, patch in releases.PATCHES.items():
        entry = RECORD[release]
        assert entry["kubernetes"] == patch
        assert entry["staging"] == "v0." + patch.split(".", 1)[1]


@pytest.mark.parametrize("release", releases.RELEASES)
def test_go_mod_requires_the_recorded_staging_modules(release: str) -> None:
    mod = (ROOT / "oracle" / f"k8s-{release}" / "go.mod").read_text()
    entry = RECORD[release]
    for module in STAGING:
        assert re.search(rf"^\s+{re.escape(module)} {re.escape(entry['staging'])}( // indirect)?$", mod, re.M), module
    assert re.search(rf"^go {re.escape(entry['go'])}$", mod, re.M)
    assert re.search(rf"^godebug default={re.escape(entry['godebug'])}$", mod, re.M)
    assert (ROOT / "oracle" / f"k8s-{release}" / "go.sum").is_file(), "go.sum is committed complete"
    assert f"github.com/google/cel-go {entry['cel-go']} " in (ROOT / "oracle" / f"k8s-{release}" / "go.sum").read_text()


def test_docs_name_the_patches() -> None:
    text = (ROOT / "docs" / "releases.md").read_text()
    for release, patch in releases.PATCHES.items():
        entry = RECORD[release]
        assert f"| {release} | {patch} | {entry['staging']} | {entry['cel-go']} |" in text


def test_oracle_is_never_shipped() -> None:
    assert "prune oracle" in (ROOT / "MANIFEST.in").read_text().splitlines()


@pytest.mark.oracle
@pytest.mark.parametrize("release", releases.RELEASES)
def test_hello_is_the_recorded_build(oracle, release: str) -> None:
    hello = oracle.call("hello")
    deps = hello["modules"]["deps"]
    entry = RECORD[release]
    assert {m: deps.get(m) for m in STAGING} == {m: entry["staging"] for m in STAGING}
    assert deps["github.com/google/cel-go"] == entry["cel-go"]
    assert hello["modules"]["main"] == f"dra-conform.test/oracle/k8s-{release}"
    assert {"hello", "cel.compile", "cel.eval", "allocate"} <= set(hello["ops"])
    assert ("metadata.decode" in hello["ops"]) == (release >= "1.36")
    # the release's own glue: the failed-on-node sentinel from 1.35, the enhanced CEL error from 1.37
    assert hello["failedOnNode"] == (release != "1.34")
    assert hello["enhancedRuntimeError"] == (release == "1.37")
    # cel-go is what the release's apiserver pins (its go.mod, in the module cache the build filled)
    apiserver_mod = ROOT / "build" / "go" / "mod" / "cache" / "download" / "k8s.io" / "apiserver" / "@v"
    pinned = re.search(r"github.com/google/cel-go (\S+)", (apiserver_mod / f"{entry['staging']}.mod").read_text())
    assert pinned and pinned.group(1) == entry["cel-go"]
