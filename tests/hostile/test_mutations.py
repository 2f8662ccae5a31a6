"""Valid files broken every way, checked in this process: truncated at every byte, bytes flipped,
and every value of every object replaced by something hostile (a value nested past Python's
recursion limit, a number of 5,000 digits, control characters, a key that is not a name, the wrong type). Whatever
the damage, the run ends with a report or an input error, never an internal error."""

from __future__ import annotations

import json

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from . import generate as g
from .runner import check_inprocess

SEEDS = g.seeds()


def check_files(tmp_path, files: dict[str, bytes]) -> int:
    """All the variants in one run (a directory of them): one process start, one report."""
    g.write(tmp_path / "in", files)
    code, _, _ = check_inprocess(tmp_path, [str(tmp_path / "in")])
    return code


def _variant(index: int, name: str) -> str:
    return f"v{index:05d}-{name}"


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_truncated_at_every_byte(tmp_path, name):
    """Every byte offset of the seeds up to 2,000 bytes; of the larger ones, every n-th (2,000 cuts)."""
    data = SEEDS[name]
    step = -(-len(data) // 2000)
    check_files(tmp_path, {_variant(end, name): data[:end] for end in range(0, len(data) + 1, step)})


@settings(max_examples=60)
@given(
    st.sampled_from(sorted(SEEDS)),
    st.lists(
        st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 255)), min_size=1, max_size=8),
        min_size=20,
        max_size=20,
    ),
)
def test_bytes_flipped(tmp_path_factory, name, variants):
    files = {}
    for index, flips in enumerate(variants):
        data = bytearray(SEEDS[name])
        for where, byte in flips:
            data[where % len(data)] = byte
        files[_variant(index, name)] = bytes(data)
    check_files(tmp_path_factory.mktemp("flip"), files)


HOSTILE_VALUES = [
    "DEEP",  # replaced by an array 1,100 deep in the text: past Python's recursion limit, as Go allows
    "BIG",  # a 5,000-digit integer, likewise
    "\x1b[31mred\x07\nfake.json:1:1: error forged",
    {"\x1b]0;title\x07": 1, "a\nb": {"": None}},
    None,
    True,
    -1.5,
    [],
    {},
    "",
    2**63,
    -(2**63) - 1,
    0,
]


def _paths(value, path=(), seen=None):
    """Every path of ``value``, each shape once (devices[3].health is devices[0].health again)."""
    seen = set() if seen is None else seen
    shape = tuple(0 if isinstance(step, int) else step for step in path)
    if shape not in seen:
        seen.add(shape)
        yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,), seen)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, path + (i,), seen)


def _replace(value, path, new):
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replace(value[path[0]], path[1:], new)
    return copy


def _encode(value) -> str:
    """JSON text (JSON is YAML too: the YAML seeds get the same documents, in flow style)."""
    return (
        json.dumps(value, ensure_ascii=False)
        .replace('"DEEP"', g.deep_json(1_100).decode())
        .replace('"BIG"', g.big_int(5_000))
    )


def _objects(name: str) -> list:
    data = SEEDS[name].decode()
    if name.endswith(".yaml"):
        return list(yaml.safe_load_all(data))
    decoder, objects, at = json.JSONDecoder(), [], 0
    while at < len(data.rstrip()):  # a stream of objects
        value, end = decoder.raw_decode(data, at)
        objects.append(value)
        at = end + len(data[end:]) - len(data[end:].lstrip())
    return objects


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_every_value_replaced(tmp_path, name):
    """Every value of every object of the seed (each path shape once), replaced in turn: by a value
    nested past Python's recursion limit and a 5,000-digit number everywhere, and by the other
    hostile values in rotation."""
    objects = _objects(name)
    separator = "\n---\n" if name.endswith(".yaml") else "\n"
    files, count = {}, 0
    for index, obj in enumerate(objects):
        for number, path in enumerate(_paths(obj)):
            others = HOSTILE_VALUES[2:]
            for new in (HOSTILE_VALUES[0], HOSTILE_VALUES[1], others[number % len(others)]):
                changed = objects[:index] + [_replace(obj, path, new)] + objects[index + 1 :]
                files[_variant(count, name)] = separator.join(_encode(o) for o in changed).encode()
                count += 1
    check_files(tmp_path, files)
