"""The contract both scanner backends implement (native/dra_stream.h mirrors it).

A scan turns bytes into events ``(kind, start, end)``: 0-based, end-exclusive
byte offsets into the scanned buffer. ``MODE_TOKENS`` yields one event per
token; ``MODE_VALUES`` yields one ``VALUE`` event per complete top-level value,
whose kind carries flags in its upper bits (see ``value_flags``);
``MODE_OUTLINE`` yields the token events of the top two nesting levels only.

Scanning stops at the first syntax error, reported as ``(code, offset)``;
events before it stand. Error codes are the contexts Go's encoding/json
scanner names, so messages can match upstream's wording exactly.
"""

from __future__ import annotations

# Token kinds.
OBJ_BEGIN = 1
OBJ_END = 2
ARR_BEGIN = 3
ARR_END = 4
KEY = 5
STRING = 6
NUMBER = 7
TRUE = 8
FALSE = 9
NULL = 10
VALUE = 11  # MODE_VALUES only: one complete top-level value

MODE_TOKENS = 0
MODE_VALUES = 1
# Token events only for tokens at most OUTLINE_LEVEL containers deep (a container's own
# begin and end count at the level that holds it): a List dump's items, without their insides.
MODE_OUTLINE = 2
OUTLINE_LEVEL = 2

# Flags of a VALUE event, stored in bits 8..15 of its kind; bits 16.. hold
# the value's maximum nesting depth.
FLAG_DUPLICATE_KEY = 1  # an object repeats a key byte for byte
FLAG_RECHECK_KEYS = 2  # a key has escapes, or an object is too large to compare keys
FLAG_UNICODE_ESCAPE = 4  # a string holds a \u escape (lone surrogates need fixing)
FLAG_NOT_INDENTED = 8  # whitespace differs from Go's json.MarshalIndent(v, "", "  ")
FLAG_WIDE_NUMBER = 16  # a number has a fraction or an exponent, or over 18 digits: maybe not an int64
FLAG_NULL = 32  # a null literal: the decoded value holds a None
KEYS_COMPARED_PER_OBJECT = 256

# Error codes.
OK = 0
ERR_EOF = 1
ERR_BEGIN_VALUE = 2
ERR_BEGIN_KEY = 3
ERR_AFTER_KEY = 4
ERR_AFTER_OBJECT_VALUE = 5
ERR_AFTER_ARRAY_VALUE = 6
ERR_IN_STRING = 7
ERR_IN_ESCAPE = 8
ERR_IN_UNICODE_ESCAPE = 9
ERR_IN_NUMBER = 10
ERR_IN_LITERAL = 11
ERR_TOO_DEEP = 12

MAX_DEPTH = 10000  # Go's encoding/json maxNestingDepth

CONTEXTS = {
    ERR_BEGIN_VALUE: "looking for beginning of value",
    ERR_BEGIN_KEY: "looking for beginning of object key string",
    ERR_AFTER_KEY: "after object key",
    ERR_AFTER_OBJECT_VALUE: "after object key:value pair",
    ERR_AFTER_ARRAY_VALUE: "after array element",
    ERR_IN_STRING: "in string literal",
    ERR_IN_ESCAPE: "in string escape code",
    ERR_IN_UNICODE_ESCAPE: "in \\u hexadecimal character escape",
    ERR_IN_NUMBER: "in numeric literal",
    ERR_TOO_DEEP: "exceeded max depth",
}

_LITERALS = (b"true", b"false", b"null")


def value_flags(kind: int) -> int:
    return (kind >> 8) & 0xFF


def value_depth(kind: int) -> int:
    return kind >> 16


def _quote_char(byte: int) -> str:
    """Go's quoteChar: a byte shown as the rune it would be in Latin-1."""
    if byte == 0x27:
        return "'\\''"
    if byte == 0x22:
        return "'\"'"
    char = chr(byte)
    if char.isprintable():
        return f"'{char}'"
    text = {0x07: "\\a", 0x08: "\\b", 0x0C: "\\f", 0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t", 0x0B: "\\v"}.get(byte)
    if text is None:
        text = f"\\x{byte:02x}" if byte < 0x80 else f"\\u{byte:04x}"
    return f"'{text}'"


def error_message(data: bytes, code: int, offset: int) -> str:
    """The message Go's json.Decoder gives for this error."""
    if code == ERR_EOF:
        return "unexpected EOF"
    byte = data[offset]
    if code == ERR_IN_LITERAL:
        for back in range(1, 5):
            start = offset - back
            if start < 0:
                break
            for literal in _LITERALS:
                if data[start:offset] == literal[:back] and back < len(literal):
                    expected = chr(literal[back])
                    return (
                        f"invalid character {_quote_char(byte)} in literal {literal.decode()} (expecting '{expected}')"
                    )
    return f"invalid character {_quote_char(byte)} {CONTEXTS[code]}"
