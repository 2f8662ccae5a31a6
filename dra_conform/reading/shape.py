"""Decode-shape checks compiled from the shipped JSON Schemas.

A schema here says which JSON types Go's decoder accepts for each field.
``compile_schema`` turns one into a checker that reports what Go would fail
on, worded like Go: ``json: cannot unmarshal string into Go struct field
DeviceMetadata.requests of type []v1alpha1.DeviceMetadataRequest``.

Only the decode keywords are read (type, properties, additionalProperties,
items, $ref, format); validation keywords in the schemas (required, oneOf,
limits, patterns) are for editors, and rule code reports them in upstream's
words. Tests compare the verdicts with the ``jsonschema`` package on generated
documents, against the schema with its validation keywords removed. The checker is Python
source generated from the schema: plain nested loops and type tests, with no call per
field, which keeps it cheap on the hot path. The checkers of the shipped schemas are also
generated ahead (tools/compile_shapes.py writes reading/_shapes.py and a module per schema),
so that the package's bytecode holds them: compiling one took 5 ms of every start. One is used
(``shipped_checker``) only while the schema file and this module are the ones it was made from.
"""

from __future__ import annotations

import re
from functools import cache, partial
from itertools import chain, repeat
from operator import is_not
from typing import Any, Callable

from ..model.findings import Path

Errors = list[tuple[Path, str]]
Unknown = list[Path]

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
# resource.Quantity's grammar (a suffix or an exponent); semantics.slices turns a match into a number.
QUANTITY = re.compile(r"([+-]?(?:\d+\.?\d*|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)?)\Z")
_RFC3339 = (
    r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})\Z"  # compiled when first used
)


class GoNumber(float):
    """A non-integer JSON number that remembers its literal, for Go-style messages."""

    __slots__ = ("text",)
    text: str


def parse_float(text: str) -> GoNumber:
    number = GoNumber(text)
    number.text = text
    return number


def go_kind(value: Any) -> str:
    """UnmarshalTypeError.Value: how Go names the JSON value it could not store."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    return "number"


def _number_text(value: Any) -> str:
    return value.text if isinstance(value, GoNumber) else repr(value)


def _valid_time(text: str) -> bool:
    m = re.match(_RFC3339, text)  # re's own cache: only objects with a timestamp pay the 1.3 ms compile
    if not m:
        return False
    month, day, hour, minute, second = (int(m.group(i)) for i in (2, 3, 4, 5, 6))
    return 1 <= month <= 12 and 1 <= day <= 31 and hour < 24 and minute < 60 and second < 60


# resource.ParseQuantity's ErrFormatWrong, which Quantity.UnmarshalJSON returns as it is.
QUANTITY_FORMAT = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"


def _quantity_check() -> Callable[[str], bool]:
    match = QUANTITY.match
    return lambda text: match(text) is not None or match(text.strip()) is not None


# An array at least this long is first checked as a whole (see _Generator.together): below it, the
# loop over its items costs less than the C-level passes.
TOGETHER = 8
_NONE = type(None)


def compile_schema(schema: dict[str, Any], together: int | None = TOGETHER) -> Callable[[Any], tuple[Errors, Unknown]]:
    """Generate straight-line Python for the schema (no call per field), then compile it. ``together``:
    the length from which an array is first checked as a whole (None: never; the tests compare).

    ``tests/unit/test_schemas_and_shape.py`` holds it to the jsonschema package's verdicts.
    """
    source = _Generator(schema, together).function()
    namespace = _namespace()
    exec(compile(source, f"<shape {schema.get('$id', '')}>", "exec"), namespace)  # noqa: S102 - our own schema
    check = namespace["check"]
    check.source = source
    return check  # type: ignore[no-any-return]


def shipped_checker(relpath: str) -> Callable[[Any], tuple[Errors, Unknown]]:
    """The checker of a shipped schema (``group/version/Kind.json``): its code generated ahead of time
    (reading/_shapes*.py), while that was made from this very file by this very generator, else
    compile_schema's. The CRCs of the two files tell (recorded in _shapes.py): generating the source
    again to compare it took 1.5 ms of a check."""
    from ..model import shipped

    data = shipped.read("dra_conform.schemas", relpath)
    code = _ahead_of_time(relpath, data)
    if code is None:
        import json

        return compile_schema(json.loads(data))
    from types import FunctionType

    return FunctionType(code, _namespace(), "check")  # type: ignore[return-value]


def fields_at(schema: dict[str, Any], path: Path) -> tuple[str, ...]:
    """The field names ``schema`` gives the object at ``path`` of a value it describes (a map's keys
    and an array's items taken as the schema takes them); () where it names none."""
    defs = schema.get("$defs", {})
    node: Any = schema
    for step in (*path, None):
        while isinstance(node, dict) and "$ref" in node:
            node = defs.get(node["$ref"].rsplit("/", 1)[1], {})
        if step is None or not isinstance(node, dict):
            break
        if isinstance(step, int):
            node = node.get("items")
        else:
            properties = node.get("properties", {})
            node = properties[step] if step in properties else node.get("additionalProperties")
    properties = node.get("properties") if isinstance(node, dict) else None
    return tuple(properties) if isinstance(properties, dict) else ()


@cache
def shipped_schema(relpath: str) -> dict[str, Any]:
    """A shipped schema's JSON (``group/version/Kind.json``), read once: for what its checker does not keep."""
    import json

    from ..model import shipped

    return json.loads(shipped.read("dra_conform.schemas", relpath))  # type: ignore[no-any-return]


def _namespace() -> dict[str, Any]:
    """The names a generated checker calls."""
    return {
        "GoNumber": GoNumber,
        "go_kind": go_kind,
        "_number_text": _number_text,
        "_valid_time": _valid_time,
        "INT64_MIN": INT64_MIN,
        "INT64_MAX": INT64_MAX,
        "QUANTITY_FORMAT": QUANTITY_FORMAT,
        # what an array checked as a whole is checked with
        "chain": chain,
        "repeat": repeat,
        "_get": dict.get,
        "_present": partial(filter, partial(is_not, None)),
        "_quantity_match": QUANTITY.match,
        "_quantity_ok": _quantity_check(),
        "_NONE": _NONE,
        "_DICTS": frozenset((dict, _NONE)),
        "_LISTS": frozenset((list, _NONE)),
        "_STRINGS": frozenset((str, _NONE)),
        "_INTS": frozenset((int, _NONE)),
        "_BOOLS": frozenset((bool, _NONE)),
    }


def file_key(data: bytes) -> tuple[int, int]:
    """How reading/_shapes.py tells a schema file, or the generator's, from another: its CRC-32 and
    length (no adversary here, and importing hashlib costs 5 ms)."""
    import zlib

    return zlib.crc32(data), len(data)


@cache  # read once a run: every shipped checker asks
def generator_key() -> tuple[int, int] | None:
    """file_key of this module's text, the generator (None where the package has no source)."""
    try:
        return file_key(__spec__.loader.get_data(__file__))  # type: ignore[union-attr]
    except (AttributeError, OSError):
        return None


def _ahead_of_time(relpath: str, data: bytes) -> Any:
    """The code of the checker generated ahead of time from ``data``, the shipped schema at ``relpath``,
    by this generator, if there is one: each is a module of its own, imported alone (the five in one
    module took 2 ms of a check to import)."""
    try:
        from ._shapes import CHECKERS, GENERATOR
    except ImportError:  # a tree without the generated modules: compile at run time
        return None
    key, module = CHECKERS.get(relpath, (None, ""))
    if key != file_key(data) or GENERATOR != generator_key():
        return None
    import importlib

    return importlib.import_module(f"{__package__}.{module}").check.__code__


def AHEAD_OF_TIME() -> list[str]:  # noqa: N802 - named as the constant it stands for
    """The schemas whose checkers are generated ahead of time: every shipped DeviceMetadata and
    ResourceSlice version (what metadata files and slices are checked against)."""
    from ..model import shipped

    return [n for n in shipped.schema_files() if n.endswith(("/DeviceMetadata.json", "/ResourceSlice.json"))]


_GENERATED = (
    "# ruff: noqa",
    "# mypy: ignore-errors",
)


def ahead_of_time_modules(relpaths: list[str]) -> dict[str, str]:
    """The text of each module of reading/: _shapes.py, the index, and _shapes_<kind>_<version>.py,
    the checker of each of these shipped schemas (tools/compile_shapes.py writes them)."""
    import json

    from ..model import shipped

    index = [
        '"""Shape checkers generated ahead of time from the shipped schemas by tools/compile_shapes.py, one',
        "module each: reading.shape.shipped_checker runs the code of one, with the names it calls, while",
        "the schema file and the generator are the ones it was made from (see there). Do not edit; run",
        'python tools/compile_shapes.py after changing a schema or reading/shape.py."""',
        *_GENERATED,
        "",
        f"GENERATOR = {generator_key()}  # file_key of reading/shape.py, the generator",
        "# shipped schema -> (file_key of the schema file, the module of reading/ with its checker)",
        "CHECKERS = {",
    ]
    modules = {}
    for relpath in relpaths:
        data = shipped.read("dra_conform.schemas", relpath)
        version, kind = relpath.removesuffix(".json").split("/")[-2:]
        module = f"_shapes_{kind.lower()}_{version}"
        index.append(f"    {relpath!r}: ({file_key(data)}, {module!r}),")
        header = [f'"""Generated by tools/compile_shapes.py from schemas/{relpath}: see _shapes.py."""', *_GENERATED]
        source = _Generator(json.loads(data)).function()
        modules[f"{module}.py"] = "\n".join(header) + "\n\n\n" + source
    return {"_shapes.py": "\n".join(index) + "\n}\n", **modules}


class _Generator:
    """Emits one nested block per schema node; ``path`` expressions are built only on error.

    An array of ``together`` items or more is first checked as a whole: a nested function
    (``together_N``) takes the values at each node below it across all the items at once, with
    C-level set and map passes (their types, the keys of the maps, the range of the integers),
    and says True only when the loop over the items would report nothing; the loop runs
    otherwise, and reports as it always did. A dump's slice has ~40 devices of ~13 attributes,
    and the loop over them was a quarter of the time the slice rules took."""

    def __init__(self, schema: dict[str, Any], together: int | None = TOGETHER) -> None:
        self.schema = schema
        self.defs = schema.get("$defs", {})
        self.together = together
        self.lines: list[str] = []
        self.counter = 0

    def function(self) -> str:
        self.lines = ["def check(value):", "    errors = []", "    unknown = []"]
        root = {k: v for k, v in self.schema.items() if k != "required"}
        self.node(root, "value", "()", self.schema.get("x-go-struct", ""), (), 1)
        self.lines.append("    return errors, unknown")
        return "\n".join(self.lines) + "\n"

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    def fresh(self, stem: str) -> str:
        self.counter += 1
        return f"{stem}{self.counter}"

    def resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        ref = node.get("$ref")
        if ref is None:
            return node
        target = dict(self.defs[ref.rsplit("/", 1)[1]])
        target.update({k: v for k, v in node.items() if k != "$ref"})
        return target

    def node(self, node: dict[str, Any], var: str, path: str, struct: str, stack: tuple[str, ...], ind: int) -> None:
        node = self.resolve(node)
        types = node.get("type")
        if types is None:
            return
        allowed = set(types) if isinstance(types, list) else {types}
        go_type = node.get("x-go-type", "").lstrip("*")  # Go reports the type a pointer points to
        prefix = f"json: cannot unmarshal {{}} into Go struct field {struct}.{'.'.join(stack)} of type {go_type}"
        fail = f"errors.append(({path}, {prefix!r}.format("
        if "object" in allowed:
            self.object(node, var, path, struct, stack, ind, fail)
        elif "array" in allowed:
            item, index = self.fresh("item"), self.fresh("i")
            self.emit(ind, f"if {var} is not None:")
            self.emit(ind + 1, f"if type({var}) is not list:")
            self.emit(ind + 2, fail + f"go_kind({var}))))")
            self.emit(ind + 1, "else:")
            whole = self.whole(node.get("items", {}), ind + 2)
            if whole:
                self.emit(ind + 2, f"if len({var}) < {self.together} or not {whole}({var}):")
                ind += 1
            self.emit(ind + 2, f"for {index}, {item} in enumerate({var}):")
            before = len(self.lines)
            self.node(node.get("items", {}), item, f"{path} + ({index},)", struct, stack, ind + 3)
            if len(self.lines) == before:
                self.emit(ind + 3, "pass")
        elif "integer" in allowed:
            self.emit(ind, f"if {var} is not None and (type({var}) is not int or not INT64_MIN <= {var} <= INT64_MAX):")
            self.emit(ind + 1, f"if type({var}) is int:")
            self.emit(ind + 2, fail + f"'number ' + str({var}))))")
            self.emit(ind + 1, f"elif isinstance({var}, float):")
            self.emit(ind + 2, fail + f"'number ' + _number_text({var}))))")
            self.emit(ind + 1, "else:")
            self.emit(ind + 2, fail + f"go_kind({var}))))")
        elif "boolean" in allowed:
            self.emit(ind, f"if {var} is not None and type({var}) is not bool:")
            self.emit(ind + 1, fail + f"go_kind({var}))))")
        elif node.get("format") == "quantity":  # resource.Quantity decodes itself: a string or a number
            self.emit(
                ind,
                f"if {var} is not None and not (type({var}) is str and _quantity_ok({var})"
                f" or type({var}) is int or isinstance({var}, float)):",
            )
            self.emit(ind + 1, f"errors.append(({path}, QUANTITY_FORMAT))")
        else:
            self.emit(ind, f"if {var} is not None:")
            self.emit(ind + 1, f"if type({var}) is not str:")
            self.emit(ind + 2, fail + f"go_kind({var}))))")
            if node.get("format") == "date-time":
                self.emit(ind + 1, f"elif not _valid_time({var}):")
                self.emit(
                    ind + 2,
                    f"errors.append(({path}, 'parsing time \"' + {var} + '\" as \"2006-01-02T15:04:05Z07:00\"'))",
                )

    def object(
        self, node: dict[str, Any], var: str, path: str, struct: str, stack: tuple[str, ...], ind: int, fail: str
    ) -> None:
        inner = node.get("x-go-struct", struct)
        props = node.get("properties", {})
        extra = node.get("additionalProperties")
        closed = "properties" in node and extra is None  # Go ignores unknown fields; we list them
        key, item = self.fresh("key"), self.fresh("item")
        self.emit(ind, f"if {var} is not None:")
        self.emit(ind + 1, f"if type({var}) is not dict:")
        self.emit(ind + 2, fail + f"go_kind({var}))))")
        self.emit(ind + 1, "else:")
        self.emit(ind + 2, f"for {key}, {item} in {var}.items():")
        child = f"{path} + ({key},)"
        branch = "if"
        wrote = False
        for name, sub in props.items():
            start = len(self.lines)
            self.emit(ind + 3, f"{branch} {key} == {name!r}:")
            self.node(sub, item, child, inner, stack + (name,), ind + 4)
            if len(self.lines) == start + 1:
                self.emit(ind + 4, "pass")
            branch, wrote = "elif", True
        if isinstance(extra, dict):
            self.emit(ind + 3, "else:" if wrote else "if True:")
            start = len(self.lines)
            # Map values keep the containing struct and field stack, as Go reports them.
            self.node(extra, item, child, struct, stack, ind + 4)
            if len(self.lines) == start:
                self.emit(ind + 4, "pass")
        elif closed:
            self.emit(ind + 3, "else:" if wrote else "if True:")
            self.emit(ind + 4, f"unknown.append({child})")
        elif not wrote:
            self.emit(ind + 3, "pass")

    def whole(self, items: dict[str, Any], ind: int) -> str | None:
        """Emit the function that checks an array's items as a whole, and give its name (None when
        arrays are never checked so, or its items have nothing to check)."""
        if self.together is None:
            return None
        body: list[str] = []
        self.values(items, "values", body, 1)
        if not body:
            return None
        name = self.fresh("together_")
        self.emit(ind, f"def {name}(values):")
        self.lines += ["    " * ind + line for line in body]
        self.emit(ind + 1, "return True")
        return name

    def values(self, node: dict[str, Any], var: str, out: list[str], ind: int) -> None:
        """Lines (into ``out``) that return False unless no value of the list ``var`` (those at one
        node, None where absent) has anything for ``node`` to report; they may also return False
        where it would not (the loop then decides), never True where it would."""
        node = self.resolve(node)
        types = node.get("type")
        if types is None:
            return
        allowed = set(types) if isinstance(types, list) else {types}

        def put(text: str, deeper: int = 0) -> None:
            out.append("    " * (ind + deeper) + text)

        kinds = self.fresh("kinds")
        if "object" in allowed:
            put(f"{kinds} = set(map(type, {var}))")
            put(f"if not {kinds} <= _DICTS: return False")
            props, extra = node.get("properties", {}), node.get("additionalProperties")
            maps = self.fresh("maps")
            put(f"{maps} = list(filter(None, {var})) if _NONE in {kinds} else {var}")
            if "properties" in node:
                keys = self.fresh("keys")
                put(f"{keys} = set().union(*{maps})")
                # An unknown field, or one for additionalProperties: left to the loop.
                known = "{" + ", ".join(repr(name) for name in sorted(props)) + "}" if props else "set()"
                put(f"if not {keys} <= {known}: return False")
                for name, sub in props.items():
                    below = self.fresh("field")
                    lines: list[str] = []
                    self.values(sub, below, lines, ind + 1)
                    if lines:
                        put(f"if {name!r} in {keys}:")
                        put(f"{below} = list(map(_get, {maps}, repeat({name!r})))", 1)
                        out.extend(lines)
            elif isinstance(extra, dict):
                below = self.fresh("members")
                lines = []
                self.values(extra, below, lines, ind)
                if lines:
                    put(f"{below} = list(chain.from_iterable(map(dict.values, {maps})))")
                    out.extend(lines)
        elif "array" in allowed:
            put(f"{kinds} = set(map(type, {var}))")
            put(f"if not {kinds} <= _LISTS: return False")
            below = self.fresh("items")
            lines = []
            self.values(node.get("items", {}), below, lines, ind)
            if lines:
                put(f"{below} = list(chain.from_iterable(filter(None, {var})))")
                out.extend(lines)
        elif "integer" in allowed:
            numbers = self.fresh("numbers")
            put(f"{kinds} = set(map(type, {var}))")
            put(f"if not {kinds} <= _INTS: return False")
            put(f"{numbers} = list(_present({var})) if _NONE in {kinds} else {var}")
            put(f"if {numbers} and (min({numbers}) < INT64_MIN or max({numbers}) > INT64_MAX): return False")
        elif "boolean" in allowed:
            put(f"if not set(map(type, {var})) <= _BOOLS: return False")
        else:  # a string; a quantity given as a number is left to the loop
            put(f"{kinds} = set(map(type, {var}))")
            put(f"if not {kinds} <= _STRINGS: return False")
            test = {"quantity": "_quantity_match", "date-time": "_valid_time"}.get(node.get("format", ""))
            if test:  # each distinct value once (capacities repeat); the quantity's TrimSpace retry left to the loop
                put(f"if not all(map({test}, set({var}) - {{None}})): return False")
