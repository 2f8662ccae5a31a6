"""The shipped JSON Schemas' own keywords, checked without the jsonschema package: the
configuration's (schemas/config) and the node report's that `merge` reads (schemas/report).

Importing jsonschema cost 200 ms a run, and it cannot travel in the zipapp (rpds-py is compiled);
tests hold this validator to jsonschema's verdicts for both schemas.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

_TYPES: dict[str, Any] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "integer": int,
    "number": (int, float),
    "null": type(None),
}

Path = tuple[Any, ...]


class LongInteger(float):
    """A JSON integer longer than int() converts (Python's 4,300-digit limit keeps conversion
    linear): an integer to the schema, infinite in comparisons, its text kept for messages."""

    __slots__ = ("text",)
    text: str


def parse_int(text: str) -> int | LongInteger:
    """json's parse_int hook: an int, or past int()'s digit limit a LongInteger (never ValueError)."""
    if len(text) <= 4300:
        return int(text)
    number = LongInteger("-inf" if text.startswith("-") else "inf")
    number.text = text
    return number


@cache
def _repr() -> Any:
    import reprlib

    short = reprlib.Repr()
    short.maxlevel, short.maxstring, short.maxother, short.maxlist, short.maxdict = 2, 60, 60, 4, 4
    return short


def shown(value: Any) -> str:
    """A value in a message: Python's repr as jsonschema writes it, shortened (a report's value may be
    megabytes long or nested thousands deep)."""
    if isinstance(value, LongInteger):
        return f"{value.text[:12]}... ({len(value.text.lstrip('-'))} digits)"
    return _repr().repr(value)  # type: ignore[no-any-return]


_EXACT = {"object": dict, "array": list, "string": str, "boolean": bool, "integer": int, "null": type(None)}


def _is(value: Any, expected: str) -> bool:
    if type(value) is _EXACT.get(expected):  # the usual case, at once
        return True
    if expected == "integer" and isinstance(value, float):  # jsonschema: 1.0 is an integer
        return isinstance(value, LongInteger) or value.is_integer()
    return isinstance(value, _TYPES[expected]) and (expected == "boolean" or not isinstance(value, bool))


def schema_errors(schema: dict[str, Any], value: Any, where: Path = ()) -> list[tuple[Path, str]]:
    """Where ``value`` breaks ``schema`` and how, in the jsonschema package's words, for the keywords
    the shipped schemas use (type, a name or a list of them, const, enum, minimum, maximum,
    properties, additionalProperties, required, items, propertyNames, pattern, minLength; format is
    an annotation). It descends only where the schema describes the value: the depth is the schema's."""
    expected = schema.get("type")
    if expected is not None:
        if type(expected) is str:
            if not _is(value, expected):
                return [(where, f"{shown(value)} is not of type {expected!r}")]
        elif not any(_is(value, name) for name in expected):
            return [(where, f"{shown(value)} is not of type {', '.join(map(repr, expected))}")]
    if "const" in schema and not _equal(value, schema["const"]):
        return [(where, f"{schema['const']!r} was expected")]
    if "enum" in schema and not any(_equal(value, option) for option in schema["enum"]):
        return [(where, f"{shown(value)} is not one of {schema['enum']!r}")]
    errors: list[tuple[Path, str]] = []
    kind = type(value)
    if kind is str:
        if len(value) < schema.get("minLength", 0):
            errors.append((where, f"{shown(value)} is too short"))
        if "pattern" in schema and not re.search(schema["pattern"], value):
            errors.append((where, f"{shown(value)} does not match {schema['pattern']!r}"))
    elif kind is dict:
        properties = schema.get("properties", {})
        errors += [
            (where, f"{name!r} is a required property") for name in schema.get("required", ()) if name not in value
        ]
        extra = schema.get("additionalProperties", True)
        if extra is False and (unexpected := [key for key in value if key not in properties]):
            listed = ", ".join(map(shown, unexpected))
            errors.append(
                (
                    where,
                    f"Additional properties are not allowed ({listed} "
                    f"{'was' if len(unexpected) == 1 else 'were'} unexpected)",
                )
            )
        names = schema.get("propertyNames")
        for key, item in value.items():
            if names is not None:
                errors += [(where, message) for _, message in schema_errors(names, key, where)]
            if key in properties:
                errors += schema_errors(properties[key], item, where + (key,))
            elif isinstance(extra, dict):
                errors += schema_errors(extra, item, where + (key,))
    elif kind is list:
        if "items" in schema:
            items = schema["items"]
            for i, item in enumerate(value):
                errors += schema_errors(items, item, where + (i,))
    elif isinstance(value, (int, float)) and kind is not bool:
        if "minimum" in schema and value < schema["minimum"]:
            errors.append((where, f"{shown(value)} is less than the minimum of {schema['minimum']!r}"))
        if "maximum" in schema and value > schema["maximum"]:
            errors.append((where, f"{shown(value)} is greater than the maximum of {schema['maximum']!r}"))
    return errors


def _equal(value: Any, expected: Any) -> bool:
    """JSON equality of scalars: true is not 1, as jsonschema tells them apart."""
    if isinstance(value, bool) or isinstance(expected, bool):
        return type(value) is type(expected) and value == expected
    return bool(value == expected)
