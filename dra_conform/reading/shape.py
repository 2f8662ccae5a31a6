"""Decode-shape checks compiled from the shipped JSON Schemas.

A schema here says which JSON types Go's decoder accepts for each field.
``compile_schema`` turns one into a checker that reports what Go would fail
on, worded like Go: ``json: cannot unmarshal string into Go struct field
DeviceMetadata.requests of type []v1alpha1.DeviceMetadataRequest``.

Only the decode keywords are read (type, properties, additionalProperties,
items, $ref, format); validation keywords in the schemas (required, oneOf,
limits, patterns) are for editors, and rule code reports them in upstream's
words. A schema without Go type names (``x-go-struct``: the kinds whose schemas come from
kubernetes-validate, tools/dra_kind_schemas.py) gets a checker of its unknown fields only: the
fields sigs.k8s.io/json's strict decoding reports, in one pass over the object.

A checker gives ``(errors, unknown, conditional)``: type errors, the unknown fields, and the fields
that only some releases have (reading/_field_releases.py, from the strict schemas of every supported
release), each with those releases; ``at_release`` turns the last two into the unknown fields of one
release. Tests compare the verdicts with the ``jsonschema`` package on generated
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
Conditional = list[tuple[Path, tuple[str, ...]]]  # a field only some releases have, with those releases
Checker = Callable[[Any], tuple[Errors, Unknown, Conditional]]

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


def valid_time(text: str) -> bool:
    """metav1.Time's decoding: RFC 3339 as Go's time.Parse reads it (else 'parsing time "..." as ...')."""
    m = re.match(_RFC3339, text)  # re's own cache: only objects with a timestamp pay the 1.3 ms compile
    if not m:
        return False
    month, day, hour, minute, second = (int(m.group(i)) for i in (2, 3, 4, 5, 6))
    return 1 <= month <= 12 and 1 <= day <= 31 and hour < 24 and minute < 60 and second < 60


QUANTITY_DEF = "io.k8s.apimachinery.pkg.api.resource.Quantity"
QUANTITY_NODE = {"type": ["string", "number", "null"], "format": "quantity"}
# resource.ParseQuantity's ErrFormatWrong, which Quantity.UnmarshalJSON returns as it is.
QUANTITY_FORMAT = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"


def _quantity_check() -> Callable[[str], bool]:
    match = QUANTITY.match
    return lambda text: match(text) is not None or match(text.strip()) is not None


# An array at least this long is first checked as a whole (see _Generator.together): below it, the
# loop over its items costs less than the C-level passes.
TOGETHER = 8
_NONE = type(None)


def compile_schema(schema: dict[str, Any], together: int | None = TOGETHER, fields: Fields | None = None) -> Checker:
    """Generate straight-line Python for the schema (no call per field), then compile it. ``together``:
    the length from which an array is first checked as a whole (None: never; the tests compare).
    ``fields``: the schema's fields that only some releases have (an entry of _field_releases.FIELDS).

    ``tests/unit/test_schemas_and_shape.py`` holds it to the jsonschema package's verdicts.
    """
    source = _Generator(schema, together, fields).function()
    namespace = _namespace()
    exec(compile(source, f"<shape {schema.get('$id', '')}>", "exec"), namespace)  # noqa: S102 - our own schema
    check = namespace["check"]
    check.source = source
    return check  # type: ignore[no-any-return]


def shipped_checker(relpath: str) -> Checker:
    """The checker of a shipped schema (``group/version/Kind.json``): its code generated ahead of time
    (reading/_shapes*.py), while that was made from this very file by this very generator, else
    compile_schema's. The CRCs of the two files tell (recorded in _shapes.py): generating the source
    again to compare it took 1.5 ms of a check."""
    from ..model import shipped

    data = shipped.read("dra_conform.schemas", relpath)
    code = _ahead_of_time(relpath, data)
    if code is None:
        import json

        return compile_schema(json.loads(data), fields=release_fields(relpath))
    from types import FunctionType

    return FunctionType(code, _namespace(), "check")  # type: ignore[return-value]


def release_fields(relpath: str) -> Fields:
    """The fields of a shipped schema that only some releases have (reading/_field_releases.py)."""
    from ._field_releases import FIELDS

    return FIELDS.get(relpath, {})


def at_release(unknown: Unknown, conditional: Conditional, release: str) -> list[tuple[Path, tuple[str, ...]]]:
    """The unknown fields of an object at ``release``, from its checker's ``unknown`` (no release has
    them: with ()) and ``conditional`` (those ``release`` lacks, with the releases that have them); a
    field below one the release lacks is not listed, as the strict decoder skips an unknown field's value."""
    missing = [(path, have) for path, have in conditional if release not in have]
    found = [(path, ()) for path in unknown] + missing
    if not missing:
        return found  # type: ignore[return-value]
    cut = {path for path, _ in missing}
    return [(path, have) for path, have in found if not any(path[:i] in cut for i in range(1, len(path)))]


def strict_path(path: Path) -> str:
    """A path as sigs.k8s.io/json's strict decoding writes it in "unknown field" and "duplicate field":
    field names and map keys joined by dots, list indexes in brackets (spec.devices[0].attributes.model)."""
    out = ""
    for step in path:
        if isinstance(step, int) and not isinstance(step, bool):
            out += f"[{step}]"
        else:
            name = _key_text(step)
            out = f"{out}.{name}" if out else name
    return out


def _key_text(key: Any) -> str:
    """A YAML key as sigs.k8s.io/yaml turns it into a JSON object key."""
    if isinstance(key, bool):
        return "true" if key else "false"
    if key is None:
        return "null"
    return str(key)


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
        "_valid_time": valid_time,
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


Fields = dict[tuple[str, ...], dict[str, tuple[tuple[str, ...], Any]]]
ITEMS, VALUES = "[]", "{}"  # the steps of _field_releases' paths for a list's items and a map's values


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
    if key != schema_key(relpath, data) or GENERATOR != generator_key():
        return None
    import importlib

    return importlib.import_module(f"{__package__}.{module}").check.__code__


def schema_key(relpath: str, data: bytes) -> tuple[int, int]:
    """file_key of what a shipped schema's checker is made from: the schema file and its fields of
    _field_releases."""
    return file_key(data + repr(sorted(release_fields(relpath).items())).encode())


def AHEAD_OF_TIME() -> list[str]:  # noqa: N802 - named as the constant it stands for
    """The schemas whose checkers are generated ahead of time: every shipped Kubernetes kind's (what
    metadata files and every object `check` validates are decoded against)."""
    from ..model import shipped

    return [n for n in shipped.schema_files() if n.split("/", 1)[0] not in ("config", "report")]


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
        index.append(f"    {relpath!r}: ({schema_key(relpath, data)}, {module!r}),")
        header = [f'"""Generated by tools/compile_shapes.py from schemas/{relpath}: see _shapes.py."""', *_GENERATED]
        source = _Generator(json.loads(data), fields=release_fields(relpath)).function()
        modules[f"{module}.py"] = "\n".join(header) + "\n\n\n" + source
    return {"_shapes.py": "\n".join(index) + "\n}\n", **modules}


class _Generator:
    """Emits one nested block per schema node; ``path`` expressions are built only on error.

    An array of ``together`` items or more is first checked as a whole: a nested function
    (``together_N``) takes the values at each node below it across all the items at once, with
    C-level set and map passes (their types, the keys of the maps, the range of the integers),
    and says True only when the loop over the items would report nothing; the loop runs
    otherwise, and reports as it always did. A dump's slice has ~40 devices of ~13 attributes,
    and the loop over them was a quarter of the time the slice rules took.

    ``where`` is a node's place in the schema (field names, ITEMS, VALUES): what ``fields``, the
    fields only some releases have, is keyed by. Such a field is noted in ``conditional`` where it is
    met, and a field the newest release lacks gets a branch of its own. ``types`` is False below
    such a field and throughout a schema without Go type names: only unknown fields are reported."""

    def __init__(self, schema: dict[str, Any], together: int | None = TOGETHER, fields: Fields | None = None) -> None:
        self.schema = schema
        self.defs = schema.get("$defs", {})
        self.together = together
        self.fields = fields or {}
        self.types = "x-go-struct" in schema
        self.lines: list[str] = []
        self.counter = 0

    def function(self) -> str:
        self.lines = ["def check(value):", "    errors = []", "    unknown = []", "    conditional = []"]
        root = {k: v for k, v in self.schema.items() if k != "required"}
        self.node(root, "value", "()", self.schema.get("x-go-struct", ""), (), 1, ())
        self.lines.append("    return errors, unknown, conditional")
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
        name = ref.rsplit("/", 1)[1]
        # kubernetes-validate's Quantity is a oneOf (string or number): a quantity as ours are (format: quantity)
        target = dict(QUANTITY_NODE if name == QUANTITY_DEF else self.defs[name])
        target.update({k: v for k, v in node.items() if k != "$ref"})
        return target

    def node(
        self,
        node: dict[str, Any],
        var: str,
        path: str,
        struct: str,
        stack: tuple[str, ...],
        ind: int,
        where: tuple[str, ...],
    ) -> None:
        node = self.resolve(node)
        types = node.get("type")
        if types is None:
            return
        allowed = set(types) if isinstance(types, list) else {types}
        go_type = node.get("x-go-type", "").lstrip("*")  # Go reports the type a pointer points to
        prefix = f"json: cannot unmarshal {{}} into Go struct field {struct}.{'.'.join(stack)} of type {go_type}"
        fail = f"errors.append(({path}, {prefix!r}.format("
        if "object" in allowed:
            self.object(node, var, path, struct, stack, ind, fail, where)
        elif "array" in allowed:
            item, index = self.fresh("item"), self.fresh("i")
            if self.types:
                self.emit(ind, f"if {var} is not None:")
                self.emit(ind + 1, f"if type({var}) is not list:")
                self.emit(ind + 2, fail + f"go_kind({var}))))")
                self.emit(ind + 1, "else:")
            else:
                self.emit(ind, f"if type({var}) is list:")
                ind -= 1
            start = len(self.lines)
            whole = self.whole(node.get("items", {}), ind + 2, where + (ITEMS,))
            if whole:
                self.emit(ind + 2, f"if len({var}) < {self.together} or not {whole}({var}):")
                ind += 1
            self.emit(ind + 2, f"for {index}, {item} in enumerate({var}):")
            before = len(self.lines)
            self.node(node.get("items", {}), item, f"{path} + ({index},)", struct, stack, ind + 3, where + (ITEMS,))
            if len(self.lines) == before:
                if self.types:
                    self.emit(ind + 3, "pass")
                else:  # nothing to look for in the items
                    del self.lines[start - 1 :]
        elif node.get("format") == "quantity":  # resource.Quantity decodes itself: a string or a number
            self.emit(
                ind,
                f"if {var} is not None and not (type({var}) is str and _quantity_ok({var})"
                f" or type({var}) is int or isinstance({var}, float)):",
            )
            self.emit(ind + 1, f"errors.append(({path}, QUANTITY_FORMAT))")
        elif not self.types:
            return
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
        self,
        node: dict[str, Any],
        var: str,
        path: str,
        struct: str,
        stack: tuple[str, ...],
        ind: int,
        fail: str,
        where: tuple[str, ...],
    ) -> None:
        inner = node.get("x-go-struct", struct)
        props = node.get("properties", {})
        extra = node.get("additionalProperties")
        # The decode-shape schemas list the fields and leave others open (Go ignores them; we list them);
        # kubernetes-validate's close their objects (additionalProperties false).
        closed = "properties" in node and (extra is None or extra is False)
        varying = self.fields.get(where, {})
        if not self.types and not closed and not isinstance(extra, dict):
            return  # an object that takes any field (RawExtension, FieldsV1): nothing to report
        key, item = self.fresh("key"), self.fresh("item")
        start = len(self.lines)
        if self.types:
            self.emit(ind, f"if {var} is not None:")
            self.emit(ind + 1, f"if type({var}) is not dict:")
            self.emit(ind + 2, fail + f"go_kind({var}))))")
            self.emit(ind + 1, "else:")
        else:
            self.emit(ind, f"if type({var}) is dict:")
            ind -= 1
        self.emit(ind + 2, f"for {key}, {item} in {var}.items():")
        loop = len(self.lines)
        child = f"{path} + ({key},)"
        branch = "if"
        wrote = False
        newest = [(name, sub, True) for name, sub in props.items()]
        older = [(name, schema, False) for name, (_, schema) in sorted(varying.items()) if name not in props]
        plain = []  # fields with nothing to check below them: one set test for all
        for name, sub, in_newest in newest + older:
            here = len(self.lines)
            self.emit(ind + 3, f"{branch} {key} == {name!r}:")
            if name in varying:
                self.emit(ind + 4, f"conditional.append(({child}, {varying[name][0]!r}))")
            types, self.types = self.types, self.types and in_newest  # an older field has no Go names here
            self.node(sub, item, child, inner, stack + (name,), ind + 4, where + (name,))
            self.types = types
            if len(self.lines) == here + 1:
                del self.lines[here:]
                plain.append(name)
                continue
            branch, wrote = "elif", True
        if plain:
            self.emit(ind + 3, f"{branch} {key} in {{{', '.join(map(repr, plain))}}}:")
            self.emit(ind + 4, "pass")
            wrote = True
        if isinstance(extra, dict):
            self.emit(ind + 3, "else:" if wrote else "if True:")
            here = len(self.lines)
            # Map values keep the containing struct and field stack, as Go reports them.
            self.node(extra, item, child, struct, stack, ind + 4, where + (VALUES,))
            if len(self.lines) == here:
                if self.types or wrote:
                    self.emit(ind + 4, "pass")
                else:  # a map whose values have nothing to check
                    del self.lines[start:]
                    return
        elif closed:
            self.emit(ind + 3, "else:" if wrote else "if True:")
            self.emit(ind + 4, f"unknown.append({child})")
        elif not wrote:
            self.emit(ind + 3, "pass")
        if not self.types and len(self.lines) == loop:
            del self.lines[start:]

    def whole(self, items: dict[str, Any], ind: int, where: tuple[str, ...]) -> str | None:
        """Emit the function that checks an array's items as a whole, and give its name (None when
        arrays are never checked so, or its items have nothing to check)."""
        if self.together is None:
            return None
        body: list[str] = []
        self.values(items, "values", body, 1, where)
        if not body:
            return None
        name = self.fresh("together_")
        self.emit(ind, f"def {name}(values):")
        self.lines += ["    " * ind + line for line in body]
        self.emit(ind + 1, "return True")
        return name

    def values(self, node: dict[str, Any], var: str, out: list[str], ind: int, where: tuple[str, ...]) -> None:
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
            props, extra = node.get("properties", {}), node.get("additionalProperties")
            closed = "properties" in node and (extra is None or extra is False)
            if not self.types and not closed and not isinstance(extra, dict):
                return  # takes any field
            lines: list[str] = []
            maps = self.fresh("maps")
            if "properties" in node:
                keys = self.fresh("keys")
                # An unknown field, one only some releases have, or one for additionalProperties: left to the loop.
                varying = self.fields.get(where, {})
                known = sorted(name for name in props if name not in varying)
                lines.append("    " * ind + f"{keys} = set().union(*{maps})")
                lines.append("    " * ind + f"if not {keys} <= {{{', '.join(map(repr, known))}}}: return False")
                if not known:
                    lines[-1] = "    " * ind + f"if {keys}: return False"
                for name, sub in props.items():
                    below = self.fresh("field")
                    inner: list[str] = []
                    self.values(sub, below, inner, ind + 1, where + (name,))
                    if inner:
                        lines.append("    " * ind + f"if {name!r} in {keys}:")
                        lines.append("    " * (ind + 1) + f"{below} = list(map(_get, {maps}, repeat({name!r})))")
                        lines.extend(inner)
            elif isinstance(extra, dict):
                below = self.fresh("members")
                inner = []
                self.values(extra, below, inner, ind, where + (VALUES,))
                if inner:
                    lines.append("    " * ind + f"{below} = list(chain.from_iterable(map(dict.values, {maps})))")
                    lines.extend(inner)
            if not self.types and not lines:
                return
            put(f"{kinds} = set(map(type, {var}))")
            put(f"if not {kinds} <= _DICTS: return False")
            put(f"{maps} = list(filter(None, {var})) if _NONE in {kinds} else {var}")
            out.extend(lines)
        elif "array" in allowed:
            below = self.fresh("items")
            lines = []
            self.values(node.get("items", {}), below, lines, ind, where + (ITEMS,))
            if not self.types and not lines:
                return
            put(f"{kinds} = set(map(type, {var}))")
            put(f"if not {kinds} <= _LISTS: return False")
            if lines:
                put(f"{below} = list(chain.from_iterable(filter(None, {var})))")
                out.extend(lines)
        elif not self.types and node.get("format") == "quantity":  # the one value an untyped schema checks
            put(f"{kinds} = set(map(type, {var}))")
            put(f"if not {kinds} <= _STRINGS: return False")
            put(f"if not all(map(_quantity_match, set({var}) - {{None}})): return False")
        elif not self.types:
            return
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
