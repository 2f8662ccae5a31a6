"""Hostile YAML: aliases, tags, keys, dates, numbers, nesting. Each input is run in a child process
writing every report format; the verdicts are sigs.k8s.io/yaml's (go-yaml v2 underneath): what it
refuses is an input error naming the line, what it accepts is checked."""

from __future__ import annotations

import pytest

from . import generate as g
from .runner import check_everywhere


def one(tmp_path, name: str, content: bytes, *extra: str, codes=(0, 1, 2)):
    (tmp_path / name).write_bytes(content)
    return check_everywhere(tmp_path, [name], *extra, codes=codes)


# --- aliases: refused before they are expanded, in bounded memory -------------------------------

@pytest.mark.parametrize("levels,width", [(9, 9), (6, 12), (20, 2), (4, 40)])
def test_alias_bombs_are_refused_at_the_alias(tmp_path, levels, width):
    reports = one(tmp_path, "laughs.yaml", g.billion_laughs(levels, width), codes=(2,))
    assert "document contains excessive aliasing" in reports.run.err
    assert "laughs.yaml: " in reports.run.err and "line " in reports.run.err


@pytest.mark.parametrize("content", [g.self_alias_map(), g.self_alias_seq()], ids=["map", "seq"])
def test_an_anchor_that_contains_its_own_alias_is_refused(tmp_path, content):
    reports = one(tmp_path, "self.yaml", content, codes=(2,))
    assert "value contains itself" in reports.run.err


def test_merge_key_bomb_is_refused(tmp_path):
    lines = ["a0: &a0 {k: v}"] + [f"a{i}: &a{i} {{<<: [{', '.join([f'*a{i - 1}'] * 9)}]}}" for i in range(1, 9)]
    content = ("x:\n" + "".join(f"  {line}\n" for line in lines)).encode() + g.yaml_slice("[{name: d}]")
    reports = one(tmp_path, "merge.yaml", content, codes=(2,))
    assert "excessive aliasing" in reports.run.err


def test_ordinary_aliases_and_merge_keys_are_read(tmp_path):
    content = g.alias_fan(50) + b"---\n" + g.SLICE_HEAD.replace("  name: s\n", "  name: t\n").encode() + (
        b"  devices:\n  - &dev {name: a, attributes: {x: {int: 1}}}\n  - <<: *dev\n    name: b\n")
    reports = one(tmp_path, "fan.yaml", content)
    assert reports.json["summary"]["objectsChecked"] == 2
    messages = [f["message"] for f in reports.json["findings"]]
    assert not any("alias" in m for m in messages)
    # the merged device is read as go-yaml merges it: its own name over the merged one
    assert not any("Duplicate value" in m and '"a"' in m for m in messages), messages


# --- explicit tags, keys, dates, numbers ---------------------------------------------------------

REFUSED_TAGS = {"!!int notanint": "cannot decode !!str `notanint` as a !!int",
                "!!float x": "cannot decode !!str `x` as a !!float",
                "!!bool maybe": "cannot decode !!str `maybe` as a !!bool",
                "!!null x": "cannot decode !!str `x` as a !!null",
                "!!timestamp x": "cannot decode !!str `x` as a !!timestamp",
                "!!binary '%%%'": "!!binary value contains invalid base64 data",
                "!!int 0x": "cannot decode !!str `0x` as a !!int",
                "!!int 1.5": "cannot decode !!float `1.5` as a !!int"}


@pytest.mark.parametrize("tag", g.TAGS)
def test_explicit_tags_decide_as_go_yaml_does(tmp_path, tag):
    content = g.yaml_slice(f"[{{name: d, attributes: {{a: {{string: {tag}}}}}}}]")
    refused = REFUSED_TAGS.get(tag)
    reports = one(tmp_path, "tag.yaml", content, codes=(2,) if refused else (0, 1))
    if refused:
        assert refused in reports.run.err and "line 9" in reports.run.err
    else:
        assert reports.json["summary"]["objectsChecked"] == 1


@pytest.mark.parametrize("name,content", sorted(g.key_cases().items()))
def test_keys_that_are_not_strings(tmp_path, name, content):
    key = g.KEYS[int(name.split("-")[1].split(".")[0])]
    refused = key in ("null", "~") or key.startswith("? [") or key.startswith("? {")
    reports = one(tmp_path, name, content, codes=(2,) if refused else (0, 1))
    if refused:
        assert ("unsupported map key" in reports.run.err) or ("invalid map key" in reports.run.err)
    else:
        assert reports.json["summary"]["objectsChecked"] == 1


@pytest.mark.parametrize("name,content", sorted(g.date_cases().items()))
def test_dates_are_strings_as_in_go(tmp_path, name, content):
    reports = one(tmp_path, name, content, codes=(0, 1))
    assert reports.json["summary"]["objectsChecked"] == 1


@pytest.mark.parametrize("name,content", sorted(g.big_int_cases().items()))
def test_integers_past_pythons_digit_limit(tmp_path, name, content):
    reports = one(tmp_path, name, content, codes=(0, 1))
    assert len(reports.text) < 200_000  # the number is not quoted whole in every line


# --- size and nesting -----------------------------------------------------------------------------

@pytest.mark.parametrize("make,size", [(g.deep_yaml_flow, 5_000), (g.deep_yaml_block, 1_500),
                                       (g.deep_yaml_flow, 900)])
def test_deep_yaml(tmp_path, make, size):
    one(tmp_path, "deep.yaml", make(size))


def test_huge_flow_sequence(tmp_path):
    reports = one(tmp_path, "flow.yaml", g.flow_sequence(100_000))
    assert reports.json["summary"]["objectsChecked"] == 1


def test_fifty_thousand_documents(tmp_path):
    reports = one(tmp_path, "docs.yaml", g.many_documents(50_000))
    assert reports.json["summary"]["objectsChecked"] == 50_000


def test_many_duplicate_keys_yaml(tmp_path):
    one(tmp_path, "dup.yaml", g.duplicate_keys_yaml(100_000))


def test_wide_yaml_object(tmp_path):
    reports = one(tmp_path, "wide.yaml", g.wide_object_yaml(100_000))
    assert any(f["ruleId"] == "DRA-RS-011" for f in reports.json["findings"])


def test_identical_devices_yaml(tmp_path):
    reports = one(tmp_path, "devs.yaml", g.identical_devices_yaml(20_000))
    assert any(f["ruleId"] == "DRA-RS-010" for f in reports.json["findings"])
