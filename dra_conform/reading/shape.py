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
source generated from the schema once per process: plain nested loops and
type tests, with no call per field, which keeps it cheap on the hot path.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from ..model.findings import Path

Errors = list[tuple[Path, str]]
Unknown = list[Path]

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
# resource.Quantity's grammar (a suffix or an exponent); semantics.slices turns a match into a number.
QUANTITY = re.compile(r"([+-]?(?:\d+\.?\d*|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)?)\Z")
_RFC3339 = re.compile(r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})\Z")


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
    m = _RFC3339.match(text)
    if not m:
        return False
    month, day, hour, minute, second = (int(m.group(i)) for i in (2, 3, 4, 5, 6))
    return 1 <= month <= 12 and 1 <= day <= 31 and hour < 24 and minute < 60 and second < 60


# resource.ParseQuantity's ErrFormatWrong, which Quantity.UnmarshalJSON returns as it is.
QUANTITY_FORMAT = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"


def _quantity_check() -> Callable[[str], bool]:
    match = QUANTITY.match
    return lambda text: match(text) is not None or match(text.strip()) is not None


def compile_schema(schema: dict[str, Any]) -> Callable[[Any], tuple[Errors, Unknown]]:
    """Generate straight-line Python for the schema (no call per field), then compile it.

    ``tests/unit/test_schemas_and_shape.py`` holds it to the jsonschema package's verdicts.
    """
    source = _Generator(schema).function()
    namespace: dict[str, Any] = {
        "GoNumber": GoNumber,
        "go_kind": go_kind,
        "_number_text": _number_text,
        "_valid_time": _valid_time,
        "INT64_MIN": INT64_MIN,
        "INT64_MAX": INT64_MAX,
        "QUANTITY_FORMAT": QUANTITY_FORMAT,
    }
    if "_quantity_ok" in source:  # ResourceSlice schemas; metadata has no quantities
        namespace["_quantity_ok"] = _quantity_check()
    exec(compile(source, f"<shape {schema.get('$id', '')}>", "exec"), namespace)  # noqa: S102 - our own schema
    check = namespace["check"]
    check.source = source  # type: ignore[attr-defined]
    return check  # type: ignore[no-any-return]


class _Generator:
    """Emits one nested block per schema node; ``path`` expressions are built only on error."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema
        self.defs = schema.get("$defs", {})
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
