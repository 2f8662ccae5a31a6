"""Python values of a composed YAML document, as PyYAML's SafeConstructor gives them, faster.

PyYAML's constructor is pure Python and generic (generators, state stacks): on a 10 MB
ResourceSlice list it costs more than libyaml's parsing. Plain trees of maps, sequences and
scalars are built here directly; scalars still go through PyYAML's own constructor functions,
so YAML 1.1 typing stays PyYAML's. Anything else (merge keys, !!set, !!omap, complex keys,
very deep nesting) falls back to PyYAML for the whole document. A property test holds the two
to the same result.
"""

from __future__ import annotations

from typing import Any

MAP = "tag:yaml.org,2002:map"
SEQ = "tag:yaml.org,2002:seq"
STR = "tag:yaml.org,2002:str"
MERGE = "tag:yaml.org,2002:merge"


class _Unusual(Exception):
    """The document needs PyYAML's full constructor."""


def construct(root: Any, loader: Any) -> Any:
    try:
        return _Builder(loader).value(root)
    except (_Unusual, RecursionError):
        return loader.construct_document(root)


class _Builder:
    def __init__(self, loader: Any) -> None:
        self.loader = loader
        self.scalars = loader.yaml_constructors
        self.built: dict[int, Any] = {}  # aliases share one object, as with PyYAML

    def value(self, node: Any) -> Any:
        tag = node.tag
        if tag == STR:
            return node.value
        kind = node.id
        if kind == "scalar":
            return self.scalars.get(tag, self.scalars[None])(self.loader, node)
        done = self.built.get(id(node))
        if done is not None:
            return done
        if kind == "mapping" and tag == MAP:
            mapping: dict[Any, Any] = {}
            self.built[id(node)] = mapping
            for key_node, value_node in node.value:
                if key_node.id != "scalar" or key_node.tag == MERGE:
                    raise _Unusual
                mapping[self.value(key_node)] = self.value(value_node)
            return mapping
        if kind == "sequence" and tag == SEQ:
            sequence: list[Any] = []
            self.built[id(node)] = sequence
            sequence.extend(self.value(item) for item in node.value)
            return sequence
        raise _Unusual
