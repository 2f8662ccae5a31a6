"""Python values of YAML documents, as Kubernetes reads them: sigs.k8s.io/yaml over go-yaml v2.

Values are built from libyaml's parse events (PyYAML's C parser when available), never from a
composed node tree (a document's tree of nodes and marks is ~40 times its text). What go-yaml
v2 decodes into ``interface{}`` and sigs.k8s.io/yaml turns into JSON is what is built here:

- plain scalars are typed by go-yaml's ``resolve`` (YAML 1.1 booleans and nulls, int64 and
  uint64 integers, finite floats); timestamps, integers too large for a float, and everything
  else are strings; explicit tags (``!!int x``) must resolve to their type or the file is
  refused; unknown tags and tags on collections are ignored, as go-yaml ignores them;
- keys become strings as sigs.k8s.io/yaml converts them (``1`` -> ``"1"``, ``true`` ->
  ``"true"``); a null key, a uint64 key or a collection as a key refuses the file;
- aliases share the anchored value (nothing is expanded) and are counted as go-yaml counts
  them: a document whose expansion go-yaml would call "excessive aliasing", or an anchor that
  contains its own alias, is refused at that alias before anything could expand it;
- merge keys (``<<``) merge as go-yaml merges (later keys win);
- an infinite or NaN float value refuses the file (json.Marshal fails on it);
- a key written twice in a mapping keeps its last value, as go-yaml v2's non-strict decoder
  does; each repeat is noted (``Repeats``) for the reader to report (DRA-MF-003).

A refusal is ``Refused``: go-yaml's (or encoding/json's) message and the event's position.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
import struct
from decimal import Decimal
from typing import Any, Iterator

from .shape import GoNumber

_TAG = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL, TIMESTAMP = (_TAG + name for name in ("str", "int", "float", "bool", "null", "timestamp"))
BINARY, MERGE = _TAG + "binary", _TAG + "merge"
_RESOLVABLE = frozenset((STR, INT, FLOAT, BOOL, NULL, TIMESTAMP))


class Refused(Exception):
    """Kubernetes' YAML reader refuses the document: go-yaml's message, where it stops."""

    def __init__(self, message: str, mark: Any) -> None:
        super().__init__(message)
        self.line = mark.line + 1 if mark is not None else 0
        self.column = mark.column + 1 if mark is not None else 0


# --- go-yaml v2's resolve ------------------------------------------------------------------------

_HINT = {**{c: "D" for c in "0123456789"}, "+": "S", "-": "S", ".": ".", **{c: "M" for c in "yYnNtTfFoO~"}}
_MAP: dict[str, tuple[str, Any]] = {}
for _tag, _value, _words in (
    (BOOL, True, "y Y yes Yes YES true True TRUE on On ON"),
    (BOOL, False, "n N no No NO false False FALSE off Off OFF"),
    (NULL, None, "~ null Null NULL"),
    (FLOAT, math.nan, ".nan .NaN .NAN"),
    (FLOAT, math.inf, ".inf .Inf .INF +.inf +.Inf +.INF"),
    (FLOAT, -math.inf, "-.inf -.Inf -.INF"),
    (MERGE, "<<", "<<"),
):
    for _word in _words.split():
        _MAP[_word] = (_tag, _value)
_MAP[""] = (NULL, None)
# strconv.ParseInt(s, 0, 64)'s syntax: a sign, then a base prefix or decimal digits.
_GO_INT = re.compile(r"([+-]?)(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|0[bB]([01]+)|0([0-7]*)|([1-9][0-9]*))\Z")
_GO_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?\Z")  # yamlStyleFloat
_DOT_FLOAT = re.compile(r"\.[0-9]+(?:[eE][-+]?[0-9]+)?\Z")  # what strconv.ParseFloat takes after a '.'
_TIMESTAMP = re.compile(
    r"([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:([Tt ])([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2})"
    r"(?:\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})?)?\Z"
)
INT64_MAX, UINT64_MAX = 2**63 - 1, 2**64 - 1


def _go_int(text: str, signed: bool) -> int | None:
    """strconv.ParseInt(text, 0, 64) (or ParseUint), None where Go returns an error."""
    if len(text) > 70:  # no int64 is written longer (and int() of thousands of digits is refused)
        return None
    m = _GO_INT.match(text)
    if m is None or (m.group(1) and not signed):
        return None
    hexa, octal, binary, legacy_octal, decimal = m.group(2, 3, 4, 5, 6)
    if hexa is not None:
        number = int(hexa, 16)
    elif octal is not None:
        number = int(octal, 8)
    elif binary is not None:
        number = int(binary, 2)
    elif legacy_octal is not None:
        number = int(legacy_octal or "0", 8)
    else:
        number = int(decimal)
    if m.group(1) == "-":
        number = -number
    if signed:
        return number if -INT64_MAX - 1 <= number <= INT64_MAX else None
    return number if number <= UINT64_MAX else None


def _go_timestamp(text: str) -> bool:
    """go-yaml's parseTimestamp: the four time.Parse layouts it tries, with time.Parse's range checks."""
    m = _TIMESTAMP.match(text)
    if m is None:
        return False
    year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
    separator, zone = m.group(4), m.group(8)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    if not 1 <= month <= 12 or not 1 <= day <= (29 if month == 2 and leap else _DAYS[month]):
        return False
    if separator is None:
        return True
    if (separator == " ") == (zone is not None):  # a zone after 'T', none after a space
        return False
    hour, minute, second = int(m.group(5)), int(m.group(6)), int(m.group(7))
    if hour > 23 or minute > 59 or second > 59:
        return False
    return zone is None or zone == "Z" or (int(zone[1:3]) <= 24 and int(zone[4:6]) < 60)


_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _resolve(text: str, tag: str | None) -> tuple[str, Any]:
    """go-yaml v2's resolve(tag, in) for a resolvable or absent tag: the resolved tag and value."""
    hint = _HINT.get(text[0]) if text else "N"
    if hint is None or tag == STR:
        return STR, text
    item = _MAP.get(text)
    if item is not None:
        return item
    if hint == ".":
        if _DOT_FLOAT.match(text):
            return FLOAT, float(text)
    elif hint != "M":
        if tag is None or tag == TIMESTAMP:
            if _go_timestamp(text):
                return TIMESTAMP, text
        plain = text.replace("_", "")
        number = _go_int(plain, True)
        if number is None:
            number = _go_int(plain, False)
        if number is not None:
            return INT, number
        if _GO_FLOAT.match(plain):
            value = float(plain)
            if not math.isinf(value):  # strconv.ParseFloat fails on overflow: the scalar stays a string
                return FLOAT, value
    return STR, text


def _short(tag: str) -> str:
    return "!!" + tag[len(_TAG) :] if tag.startswith(_TAG) else tag


def json_float(value: float) -> GoNumber:
    """A finite float as encoding/json writes it (what the apiserver reads after sigs.k8s.io/yaml):
    the shortest digits, with an exponent only below 1e-6 or from 1e21."""
    if value != 0 and (abs(value) < 1e-6 or abs(value) >= 1e21):
        text = re.sub(r"e-0(\d)\Z", r"e-\1", repr(value))
    else:
        text = format(Decimal(repr(value)), "f")
        if "." in text:
            text = text.rstrip("0").rstrip(".")
    number = GoNumber(value)
    number.text = text
    return number


def scalar(text: str, tag: str | None, plain: bool, mark: Any, key: bool = False) -> Any:
    """The value go-yaml v2 decodes a scalar into ``interface{}``, as sigs.k8s.io/yaml passes it on
    (a ``key`` may be an infinity: it becomes text, never reaching json.Marshal as a number)."""
    if tag is None or tag == "!":
        if not plain or tag == "!":
            return text
        rtag, value = _resolve(text, None)
    elif tag in _RESOLVABLE:
        rtag, value = _resolve(text, tag)
        if tag != rtag and tag != STR:
            if tag == FLOAT and rtag == INT:
                rtag, value = FLOAT, float(value)
            else:
                raise Refused(f"cannot decode {_short(rtag)} `{text}` as a {_short(tag)}", mark)
    elif tag == BINARY:
        try:
            data = base64.b64decode(text.replace("\n", "").replace("\r", ""), validate=True)
        except (binascii.Error, ValueError):
            raise Refused("!!binary value contains invalid base64 data", mark) from None
        return data.decode("utf-8", "replace")  # Go keeps the bytes; JSON carries them as U+FFFD
    else:  # an unknown tag (or one go-yaml does not resolve, !!map on a scalar): the text itself
        return text
    if rtag == FLOAT:
        if key:
            return value
        if math.isinf(value) or math.isnan(value):
            raise Refused(
                f"json: unsupported value: {'NaN' if math.isnan(value) else '+Inf' if value > 0 else '-Inf'}", mark
            )
        return json_float(value)
    if rtag == TIMESTAMP or rtag == MERGE:  # go-yaml gives a timestamp to interface{} as its text
        return text
    return value


def _float32_text(value: float) -> str:
    """strconv.FormatFloat(value, 'g', -1, 32), as sigs.k8s.io/yaml writes a float key."""
    try:
        single = struct.unpack("f", struct.pack("f", value))[0]
    except OverflowError:  # float32(value) is an infinity in Go
        single = math.copysign(math.inf, value)
    if math.isinf(single):
        return ".inf" if single > 0 else "-.inf"
    if math.isnan(single):
        return ".nan"
    if single == 0:
        return "-0" if math.copysign(1, single) < 0 else "0"
    for precision in range(9):  # the shortest digits that give the same float32 back
        text = f"{single:.{precision}e}"
        if struct.unpack("f", struct.pack("f", float(text)))[0] == single:
            break
    mantissa, exponent = text.split("e")
    sign = "-" if mantissa.startswith("-") else ""
    digits = mantissa.lstrip("-").replace(".", "").rstrip("0") or "0"
    exp = int(exponent)
    if exp < -4 or exp >= 6:  # %g with the shortest digits decides on precision 6
        return f"{sign}{digits[0]}{'.' + digits[1:] if len(digits) > 1 else ''}e{'-' if exp < 0 else '+'}{abs(exp):02d}"
    return sign + format(Decimal(f"{digits[0]}.{digits[1:]}e{exp}"), "f")


def go_repr(value: Any, limit: int = 200) -> str:
    """fmt's %#v of a decoded YAML value (interface{}), cut at ``limit`` characters."""
    out: list[str] = []
    size = 0
    todo: list[Any] = [value]
    while todo and size <= limit:
        item = todo.pop()
        if isinstance(item, _Text):
            piece = item.text
        elif isinstance(item, str):
            piece = strconv_quote(item)
        elif item is None:
            piece = "<nil>"
        elif isinstance(item, bool):
            piece = "true" if item else "false"
        elif isinstance(item, dict):
            parts: list[Any] = [_Text("map[interface {}]interface {}{")]
            for i, (k, v) in enumerate(sorted(item.items(), key=lambda kv: str(kv[0]))):
                parts += [_Text(", ")] * (i > 0) + [k, _Text(":"), v]
            todo.extend(reversed(parts + [_Text("}")]))
            continue
        elif isinstance(item, list):
            parts = [_Text("[]interface {}{")]
            for i, v in enumerate(item):
                parts += [_Text(", ")] * (i > 0) + [v]
            todo.extend(reversed(parts + [_Text("}")]))
            continue
        else:
            piece = item.text if isinstance(item, GoNumber) else str(item)
        out.append(piece)
        size += len(piece)
    text = "".join(out)
    return text if size <= limit and not todo else text[:limit] + "..."


class _Text:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


_GO_ESCAPES = {
    "\a": r"\a",
    "\b": r"\b",
    "\f": r"\f",
    "\n": r"\n",
    "\r": r"\r",
    "\t": r"\t",
    "\v": r"\v",
    "\\": r"\\",
    '"': r"\"",
}


def strconv_quote(text: str) -> str:
    """strconv.Quote: Go's escapes, other non-printable characters as \\x or \\u."""
    if text.isascii() and text.isprintable():  # the usual field name: only the quote and the backslash escaped
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    out = []
    for char in text:
        if char in _GO_ESCAPES:
            out.append(_GO_ESCAPES[char])
        elif char.isprintable():
            out.append(char)
        elif ord(char) < 0x80:
            out.append(f"\\x{ord(char):02x}")
        elif ord(char) < 0x10000:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(f"\\U{ord(char):08x}")
    return '"' + "".join(out) + '"'


def json_key(key: Any) -> str | None:
    """The JSON key sigs.k8s.io/yaml makes of a decoded scalar key; None where it fails (null, uint64)."""
    if isinstance(key, str):
        return key
    if isinstance(key, bool):
        return "true" if key else "false"
    if isinstance(key, int):
        return str(key) if key <= INT64_MAX else None
    if isinstance(key, float):
        return _float32_text(key)
    return None


def _key_error(key: Any, value: Any) -> str:
    kind = "%!s(<nil>)" if key is None else "uint64"
    shown = "<nil>" if key is None else f"0x{key:x}"
    return f"unsupported map key of type: {kind}, key: {shown}, value: {go_repr(value)}"


def key_of(text: str, tag: str | None, plain: bool) -> str | None:
    """The JSON key of a scalar mapping key (for positions: the same names the values get)."""
    try:
        return json_key(scalar(text, tag, plain, None, key=True))
    except Refused:
        return None


# --- aliases: go-yaml v2's budget -------------------------------------------------------------------

_RATIO_LOW, _RATIO_HIGH = 400_000, 4_000_000


def _allowed_alias_ratio(decodes: int) -> float:
    if decodes <= _RATIO_LOW:
        return 0.99
    if decodes >= _RATIO_HIGH:
        return 0.10
    return 0.99 - 0.89 * (decodes - _RATIO_LOW) / (_RATIO_HIGH - _RATIO_LOW)


def open_loader(text: str) -> Any:
    """PyYAML's safe loader over ``text``, the libyaml-backed one when available."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)


_NO_KEY = object()  # a mapping waiting for its next key
_MERGE_KEY = object()  # the pending key is a merge ("<<")
REPEATS_KEPT = 100  # repeated keys noted per document; the rest are counted (a hostile file repeats millions)


Span = tuple[int, int, int, int]  # 1-based line, column, end line, end column (exclusive)


class Repeats:
    """The keys written twice in one document's mappings (a merge's keys do not count): each later
    key's field path in the document, its span, and the first key's span when the document's root
    mapping holds it (else None: the reader finds it)."""

    __slots__ = ("found", "total")

    def __init__(self) -> None:
        self.found: list[tuple[tuple[str | int, ...], Span, Span | None]] = []
        self.total = 0

    def add(self, stack: list[list[Any]], key: str, event: Any, first: Any) -> None:
        self.total += 1
        if len(self.found) < REPEATS_KEPT:  # the path is made only for those kept: O(depth) each
            path = tuple((f[1] if type(f[1]) is str else "<<") if type(f[0]) is dict else len(f[0]) for f in stack[:-1])
            self.found.append(((*path, key), _event_span(event), _event_span(first) if first else None))


def _event_span(event: Any) -> Span:
    start, end = event.start_mark, event.end_mark
    return (start.line + 1, start.column + 1, end.line + 1, max(end.column + 1, start.column + 2))


def documents(text: str, repeats: list[tuple[int, Repeats]] | None = None) -> Iterator[Any]:
    """Each document's value. Raises Refused where Kubernetes' reader refuses the document, and
    yaml.YAMLError as PyYAML raises it for text that is not YAML. With ``repeats``, each document
    that repeats a key adds (its index, its Repeats) there before it is yielded."""
    from yaml import events

    loader = open_loader(text)
    get = loader.get_event
    index = -1
    try:
        get()  # StreamStartEvent
        while not isinstance(get(), events.StreamEndEvent):  # a DocumentStartEvent
            index += 1
            found = Repeats()
            try:
                value = _document(get, events, found)
            except Refused:
                # go-yaml parses the whole document before decoding it: a syntax error further on is
                # what it reports. The rest of the document is read (not built) to find one.
                while not isinstance(get(), events.DocumentEndEvent):
                    pass
                raise
            if found.total and repeats is not None:
                repeats.append((index, found))
            yield value
    finally:
        loader.dispose()


def _document(get: Any, events: Any, repeats: Repeats) -> Any:
    """One document from its events (after DocumentStart, through DocumentEnd); keys written twice
    are added to ``repeats``."""
    Scalar, Alias = events.ScalarEvent, events.AliasEvent
    MapStart, SeqStart = events.MappingStartEvent, events.SequenceStartEvent
    MapEnd, SeqEnd = events.MappingEndEvent, events.SequenceEndEvent
    anchors: dict[str, list[Any]] = {}  # name -> [value, decodes it costs (None while it is open)]
    # Each open collection: [container, pending key, its anchor entry, decodes before it, start mark, is a key,
    # the pending key's event, the keys merges set (None before a merge)]
    stack: list[list[Any]] = []
    decodes, aliased = 1, 0  # go-yaml counts the document node too
    root_keys: dict[str, Any] = {}  # the root mapping's keys' events: where a repeated one was first
    root: list[Any] | None = None  # the root collection's frame
    while True:
        event = get()
        kind = type(event)
        decodes += 1
        at = event.start_mark  # where the value being attached starts
        frame = stack[-1] if stack else None
        wants_key = frame is not None and frame[1] is _NO_KEY and type(frame[0]) is dict
        if kind is Scalar:
            tag, plain = event.tag, event.implicit[0]
            if wants_key and event.value == "<<" and ((tag is None and plain) or tag == MERGE):
                frame[1] = _MERGE_KEY  # type: ignore[index]
                decodes -= 1  # go-yaml merges without decoding the key
                continue
            value = scalar(event.value, tag, plain, event.start_mark, wants_key)
            if event.anchor:
                anchors[event.anchor] = [value, 1]
        elif kind is MapStart or kind is SeqStart:
            container: Any = {} if kind is MapStart else []
            entry = None
            if event.anchor:
                entry = anchors[event.anchor] = [container, None]
            stack.append([container, _NO_KEY, entry, decodes - 1, event.start_mark, wants_key, None, None])
            if root is None:
                root = stack[0]
            continue
        elif kind is MapEnd or kind is SeqEnd:
            decodes -= 1  # an end is no node
            value, _, entry, before, at, is_key = stack.pop()[:6]
            frame = stack[-1] if stack else None
            if entry is not None:
                entry[1] = decodes - before
            if is_key:
                raise Refused(f"invalid map key: {go_repr(value)}", at)
        elif kind is Alias:
            entry = anchors.get(event.anchor)
            if entry is None:
                raise Refused(f"unknown anchor '{event.anchor}' referenced", event.start_mark)
            if entry[1] is None:
                raise Refused(f"anchor '{event.anchor}' value contains itself", event.start_mark)
            decodes += entry[1]
            aliased += entry[1]
            value = entry[0]
            if wants_key and type(value) in (dict, list):
                raise Refused(f"invalid map key: {go_repr(value)}", event.start_mark)
        else:  # the DocumentEndEvent of an empty document
            return None
        if aliased > 100 and decodes > 1000 and aliased / decodes > _allowed_alias_ratio(decodes):
            raise Refused("document contains excessive aliasing", event.start_mark)
        if frame is None:  # the document's root is complete
            get()  # DocumentEndEvent
            return value
        container = frame[0]
        if type(container) is list:
            container.append(value)
        elif frame[1] is _NO_KEY:
            key = json_key(value)
            frame[1] = key if key is not None else _BadKey(value, at)
            frame[6] = event
        elif frame[1] is _MERGE_KEY:
            merged = frame[7] = frame[7] or set()
            merged.update(k for m in (value if type(value) is list else [value]) if type(m) is dict for k in m)
            _merge(container, value, at)
            frame[1] = _NO_KEY
        else:
            key = frame[1]
            if type(key) is _BadKey:
                raise Refused(_key_error(key.key, value), key.mark)
            if key in container:  # written twice, unless a merge set it first (a key of its own overrides that)
                merged = frame[7]
                if merged is not None and key in merged:
                    merged.discard(key)
                else:
                    repeats.add(stack, key, frame[6], root_keys.get(key) if frame is root else None)
            elif frame is root:
                root_keys[key] = frame[6]
            container[key] = value
            frame[1] = _NO_KEY


class _BadKey:
    """A key sigs.k8s.io/yaml cannot convert; refused with its value in the message."""

    __slots__ = ("key", "mark")

    def __init__(self, key: Any, mark: Any) -> None:
        self.key, self.mark = key, mark


def _merge(mapping: dict[str, Any], value: Any, mark: Any) -> None:
    """go-yaml v2's merge: a mapping, or a list of them (earlier ones win), set into ``mapping``."""
    if type(value) is dict:
        mapping.update(value)
        return
    if type(value) is list and all(type(item) is dict for item in value):
        for item in reversed(value):
            mapping.update(item)
        return
    raise Refused("map merge requires map or sequence of maps as the value", mark)
