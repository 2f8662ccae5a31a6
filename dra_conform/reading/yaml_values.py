"""Python values of a composed YAML document, as PyYAML's SafeConstructor gives them, faster.

PyYAML's constructor is pure Python and generic (generators, state stacks): on a 10 MB
ResourceSlice list it costs more than libyaml's parsing. Plain trees of maps, sequences and
scalars are built here directly; scalars still go through PyYAML's own constructor functions,
so YAML 1.1 typing stays PyYAML's. Anything else (merge keys, !!set, !!omap, complex keys,
very deep nesting) falls back to PyYAML for the whole document. A property test holds the two
to the same result.
"""

from __future__ import annotations

from typing import Any, Iterator

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
        self.built: dict[Any, Any] = {}  # node -> its value: aliases share one object, as with PyYAML

    def value(self, node: Any) -> Any:
        tag = node.tag
        if tag == STR:
            return node.value
        kind = node.id
        if kind == "scalar":
            return self.scalars.get(tag, self.scalars[None])(self.loader, node)
        done = self.built.get(node)  # nodes hash by identity, and this dict holds them
        if done is not None:
            return done
        if kind == "mapping" and tag == MAP:
            mapping: dict[Any, Any] = {}
            self.built[node] = mapping
            for key_node, value_node in node.value:
                if key_node.id != "scalar" or key_node.tag == MERGE:
                    raise _Unusual
                mapping[self.value(key_node)] = self.value(value_node)
            return mapping
        if kind == "sequence" and tag == SEQ:
            sequence: list[Any] = []
            self.built[node] = sequence
            sequence.extend(self.value(item) for item in node.value)
            return sequence
        raise _Unusual


def open_loader(text: str) -> Any:
    """PyYAML's safe loader over ``text``, the libyaml-backed one when available."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)


def documents(text: str) -> Iterator[Any]:
    """Each document's value, built from libyaml's parse events, never composing a node tree
    (a document's tree of nodes and marks is ~40 times its text; a 20 MB List dump's, 870 MB).

    Scalars are typed by PyYAML's own resolver and constructors. Raises _Unusual where the
    plain builder stops (merge keys, tagged collections, collection keys): the caller then
    reads the file with the composer. yaml.YAMLError as PyYAML raises it.
    """
    import yaml
    from yaml import events

    loader = open_loader(text)
    constructors, resolve, get = loader.yaml_constructors, loader.resolve, loader.get_event
    starts = {events.MappingStartEvent: (dict, MAP), events.SequenceStartEvent: (list, SEQ)}
    ends = (events.MappingEndEvent, events.SequenceEndEvent)
    try:
        get()  # StreamStartEvent
        while not isinstance(get(), events.StreamEndEvent):  # a DocumentStartEvent
            anchors: dict[str, Any] = {}
            stack: list[list[Any]] = []  # [container, pending mapping key or _NO_KEY]
            root: Any = None
            while True:
                event = get()
                kind = type(event)
                if kind is events.ScalarEvent:
                    tag = event.tag
                    if tag is None or tag == "!":
                        tag = resolve(yaml.ScalarNode, event.value, event.implicit)
                    if tag == STR:
                        value = event.value
                    elif tag == MERGE:
                        raise _Unusual
                    else:
                        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
                        value = constructors.get(tag, constructors[None])(loader, node)
                elif kind in starts:
                    make, default_tag = starts[kind]
                    if event.tag not in (None, "!", default_tag) or (stack and stack[-1][1] is _NO_KEY
                                                                     and type(stack[-1][0]) is dict):
                        raise _Unusual  # a tagged collection, or a collection as a mapping key
                    value = make()
                    if event.anchor:
                        anchors[event.anchor] = value
                    stack.append([value, _NO_KEY])
                    continue
                elif kind in ends:
                    value = stack.pop()[0]
                elif kind is events.AliasEvent:
                    if event.anchor not in anchors:
                        raise yaml.composer.ComposerError(None, None, f"found undefined alias {event.anchor!r}",
                                                          event.start_mark)
                    value = anchors[event.anchor]
                else:  # DocumentEndEvent of an empty document
                    break
                if kind is events.ScalarEvent and event.anchor:
                    anchors[event.anchor] = value
                if not stack:  # the document's root is complete
                    root = value
                    get()  # DocumentEndEvent
                    break
                frame = stack[-1]
                if type(frame[0]) is list:
                    frame[0].append(value)
                elif frame[1] is _NO_KEY:
                    if type(value) in (dict, list):
                        raise _Unusual  # an alias to a collection as a key: PyYAML's error to give
                    frame[1] = value
                else:
                    frame[0][frame[1]] = value
                    frame[1] = _NO_KEY
            yield root
    finally:
        loader.dispose()


_NO_KEY = object()  # a mapping waiting for its next key
