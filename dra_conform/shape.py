"""Decode-shape checks compiled from the shipped JSON Schemas.

A schema here says which JSON types Go's decoder accepts for each field.
``compile_schema`` turns one into a checker that reports what Go would fail
on, worded like Go: ``json: cannot unmarshal string into Go struct field
DeviceMetadata.requests of type []v1alpha1.DeviceMetadataRequest``.

Only the keywords the shipped schemas use are understood (type, properties,
additionalProperties, items, $ref, format, const); tests compare the verdicts
with the ``jsonschema`` package on generated documents. It is a few closures
per field, which keeps it off the profile of a 5,000 files/s run.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .model import Path

Errors = list[tuple[Path, str]]
Unknown = list[Path]
Checker = Callable[[Any, Path, Errors, Unknown], None]

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
_RFC3339 = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})\Z"
)


class GoNumber(float):
    """A non-integer JSON number that remembers its literal, for Go-style messages."""

    __slots__ = ("text",)
    text: str


def parse_float(text: str) -> GoNumber:
    number = GoNumber(text)
    number.text = text
    return number


def _what(value: Any) -> str:
    """UnmarshalTypeError.Value: how Go names the JSON value it could not store."""
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


def compile_schema(schema: dict[str, Any]) -> Callable[[Any], tuple[Errors, Unknown]]:
    defs = schema.get("$defs", {})

    def resolve(node: dict[str, Any]) -> dict[str, Any]:
        ref = node.get("$ref")
        if ref is None:
            return node
        target = dict(defs[ref.rsplit("/", 1)[1]])
        target.update({k: v for k, v in node.items() if k != "$ref"})
        return target

    def build(node: dict[str, Any], struct: str, stack: tuple[str, ...]) -> Checker:
        node = resolve(node)
        types = node.get("type")
        if types is None:
            return lambda value, path, errors, unknown: None
        allowed = set(types) if isinstance(types, list) else {types}
        go_type = node.get("x-go-type", "")
        field = ".".join(stack)

        def mismatch(what: str) -> str:
            return f"json: cannot unmarshal {what} into Go struct field {struct}.{field} of type {go_type}"

        if "object" in allowed:
            inner = node.get("x-go-struct", struct)
            props = {
                name: build(sub, inner, stack + (name,)) for name, sub in node.get("properties", {}).items()
            }
            extra = node.get("additionalProperties")
            # Map values keep the containing struct and field stack, as Go reports them.
            each = build(extra, struct, stack) if isinstance(extra, dict) else None
            closed = "properties" in node and extra is None  # Go ignores unknown fields; we list them

            def check_object(value: Any, path: Path, errors: Errors, unknown: Unknown) -> None:
                if value is None:
                    return
                if type(value) is not dict:
                    errors.append((path, mismatch(_what(value))))
                    return
                for key, item in value.items():
                    checker = props.get(key) if props else None
                    if checker is not None:
                        checker(item, path + (key,), errors, unknown)
                    elif each is not None:
                        each(item, path + (key,), errors, unknown)
                    elif closed:
                        unknown.append(path + (key,))

            return check_object
        if "array" in allowed:
            item_check = build(node.get("items", {}), struct, stack)

            def check_array(value: Any, path: Path, errors: Errors, unknown: Unknown) -> None:
                if value is None:
                    return
                if type(value) is not list:
                    errors.append((path, mismatch(_what(value))))
                    return
                for index, item in enumerate(value):
                    item_check(item, path + (index,), errors, unknown)

            return check_array
        if "integer" in allowed:

            def check_int(value: Any, path: Path, errors: Errors, unknown: Unknown) -> None:
                if value is None:
                    return
                if type(value) is int:
                    if INT64_MIN <= value <= INT64_MAX:
                        return
                    errors.append((path, mismatch(f"number {value}")))
                elif isinstance(value, float):
                    errors.append((path, mismatch(f"number {_number_text(value)}")))
                else:
                    errors.append((path, mismatch(_what(value))))

            return check_int
        if "boolean" in allowed:

            def check_bool(value: Any, path: Path, errors: Errors, unknown: Unknown) -> None:
                if value is not None and type(value) is not bool:
                    errors.append((path, mismatch(_what(value))))

            return check_bool
        is_time = node.get("format") == "date-time"

        def check_string(value: Any, path: Path, errors: Errors, unknown: Unknown) -> None:
            if value is None:
                return
            if type(value) is not str:
                errors.append((path, mismatch(_what(value))))
            elif is_time and not _valid_time(value):
                errors.append((path, f'parsing time "{value}" as "2006-01-02T15:04:05Z07:00"'))

        return check_string

    root = build({k: v for k, v in schema.items() if k not in ("required",)}, schema.get("x-go-struct", ""), ())

    def check(value: Any) -> tuple[Errors, Unknown]:
        """Type errors (what Go fails on) and unknown fields (what Go ignores)."""
        errors: Errors = []
        unknown: Unknown = []
        root(value, (), errors, unknown)
        return errors, unknown

    return check
