"""cel-spec's conformance cases (tests/simple/testdata) mapped onto the DRA CEL environment.

A case applies when the DRA environment can express it: its expression is checked in the DRA
environment with the case's variables declared beside `device` (or only parsed, for the cases
that disable the checker), then evaluated with its bindings. `not_applicable` names, for every
other case, the part of cel-go's conformance environment the DRA environment does not have.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from dra_conform.semantics.cel import compiler
from dra_conform.semantics.cel import types as t
from dra_conform.semantics.cel.interpreter import Budget, program
from dra_conform.semantics.cel.syntax import ParseError, parse
from dra_conform.semantics.cel.values.core import EvalError, TypeValue, UInt, Unsupported, type_name

from . import textproto

DATA = Path(__file__).parent / "testdata"

_PROTO = "messages of the conformance protos: the DRA environment declares no message types (compile.go declares `device` only)"
NOT_IN_ENV = "not in the Kubernetes base environment (apiserver/pkg/cel/environment/base.go) nor compile.go"
FILE_REASONS = {
    "proto2": "proto2 " + _PROTO,
    "proto3": "proto3 " + _PROTO,
    "proto2_ext": "proto2 extensions of " + _PROTO,
    "enums": "enums of " + _PROTO,
    "wrappers": "protobuf wrapper and JSON types (google.protobuf.*Value, Struct, Any): " + _PROTO,
    "dynamic": "protobuf wrapper and JSON types (google.protobuf.*Value, Struct, Any): " + _PROTO,
    "math_ext": "the math extension (ext.Math): " + NOT_IN_ENV,
    "encoders_ext": "the encoders extension (ext.Encoders): " + NOT_IN_ENV,
    "block_ext": "cel.block (ext.Bindings' block, an optimizer's form): " + NOT_IN_ENV,
}
SECTION_REASONS = {
    ("string_ext", "reverse"): "strings extension version 3 (reverse); Kubernetes pins ext.StringsVersion(2)",
}
_HOMOGENEOUS = (
    "mixed-type list or map literals: the Kubernetes base environment sets cel.HomogeneousAggregateLiterals(), "
    "so the apiserver rejects them"
)
# The cases whose expression is such a literal (the DRA environment's checker must reject each: a test holds it).
HOMOGENEOUS_CASES = frozenset(
    """
    comparisons/eq_literal/not_eq_list_null comparisons/eq_literal/eq_list_mixed_type_numbers
    comparisons/eq_literal/not_eq_list_mixed_type_numbers comparisons/eq_literal/not_eq_list_false_vs_types
    comparisons/eq_literal/not_eq_map_null comparisons/eq_literal/eq_map_mixed_type_numbers
    comparisons/eq_literal/not_eq_map_false_vs_types comparisons/eq_literal/eq_map_value_mixed_types
    comparisons/eq_literal/not_eq_list_elem_null comparisons/eq_literal/not_eq_map_value_null
    comparisons/in_list_literal/elem_in_mixed_type_list comparisons/in_list_literal/elem_in_mixed_type_list_cross_type
    comparisons/in_map_literal/key_in_mixed_key_type_map comparisons/in_map_literal/key_in_mixed_key_type_map_cross_type
    conversions/dyn/dyn_heterogeneous_list
    fields/map_fields/map_key_int64 fields/map_fields/map_key_uint64 fields/map_fields/map_key_mixed_type
    fields/map_fields/map_key_mixed_numbers_double_key fields/map_fields/map_key_mixed_numbers_lossy_double_key
    fields/map_fields/map_key_mixed_numbers_uint_key fields/map_fields/map_key_mixed_numbers_int_key
    fields/map_fields/map_value_mix_type
    fields/quoted_map_fields/field_access_dash fields/quoted_map_fields/has_field_dash
    fields/qualified_identifier_resolution/map_value_repeat_key_heterogeneous
    fields/in/mixed_numbers_and_keys_present fields/in/mixed_numbers_and_keys_absent
    macros/exists/list_elem_type_shortcircuit macros/exists/list_elem_type_exhaustive
    macros/exists/map_key_type_shortcircuit macros/exists/map_key_type_exhaustive
    macros/all/list_elem_type_shortcircuit macros/all/list_elem_type_exhaustive
    macros2/exists/list_elem_type_shortcircuit macros2/exists/list_elem_type_exhaustive
    macros2/exists/map_key_type_shortcircuit macros2/exists/map_key_type_exhaustive
    macros2/all/list_elem_type_shortcircuit macros2/all/list_elem_type_exhaustive
    macros2/all/list_elem_type_error_exhaustive
    optionals/optionals/optional_chaining_13 optionals/optionals/map_key_mixed_type_optindex_value
    optionals/optionals/map_key_mixed_numbers_double_key_optindex_value
    optionals/optionals/map_key_mixed_numbers_uint_key_optindex_value
    optionals/optionals/map_key_mixed_numbers_int_key_optindex_value
    """.split()
)
# Cases that compare an IPv4-mapped IPv6 address (the other network_ext cases expect it to be refused).
IPV4_MAPPED_CASES = frozenset({"network_ext/ipv4/ipv4_equals_ipv6", "network_ext/ipv4/ipv4_not_equals_ipv6"})
_FORMAT_V4 = (
    "the strings extension's format of version 4 (formatting_v2.go): Kubernetes pins ext.StringsVersion(2) "
    "(base.go), whose format (formatting.go) prints through x/text/message in en_US (2.718280 × 10⁰⁰, ∞, "
    "grouped thousands, CEL literals for lists and maps, %f and %e for doubles only)"
)
# The format cases whose expected output is version 4's: the apiserver gives another value or an error for
# each (a test holds it); tests/unit/test_cel_formatting.py holds cel-go's own table for version 2.
FORMAT_V4_CASES = frozenset(
    f"string_ext/format/{name}"
    for name in (
        "scientific notation formatting clause",
        "default precision for fixed-point clause with int",
        "default precision for fixed-point clause with uint",
        "default precision for scientific notation",
        "default precision for scientific notation with int",
        "default precision for scientific notation with uint",
        "NaN support for scientific notation",
        "positive infinity support for scientific notation",
        "negative infinity support for scientific notation",
        "NaN support for decimal",
        "positive infinity support for decimal",
        "negative infinity support for decimal",
        "positive infinity support for fixed-point",
        "negative infinity support for fixed-point",
        "list support for string",
        "map support for string",
        "map support (all key types)",
        "dyntype support for scientific notation",
        "dyntype NaN/infinity support",
        "dyntype support for lists",
        "dyntype support for maps",
        "scientific notation formatting clause in a string variable",
    )
)
# Cases cel-go itself fails and skips (conformance/BUILD.bazel _TESTS_TO_SKIP): the apiserver runs cel-go,
# so its answer, not the case's, is the DRA environment's (a test holds dra-conform to cel-go's).
CEL_GO_SKIPS = {
    "type_deduction/legacy_nullable_types/null_assignable_to_abstract_parameter_candidate": (
        "cel-go fails it (its conformance _TESTS_TO_SKIP): its checker joins optional(int) and null to "
        "null_type (checker/types.go mostGeneral), and so does the apiserver"
    ),
    **dict.fromkeys(
        (
            "fields/qualified_identifier_resolution/map_key_float",
            "fields/qualified_identifier_resolution/map_key_null",
            "fields/qualified_identifier_resolution/map_value_repeat_key",
        ),
        "cel-go fails it (its conformance _TESTS_TO_SKIP): its map literal is a Go map keyed by any value "
        "(interpreter evalMap), so a double or null key is a key and a repeated key keeps its last value",
    ),
}
_DOTTED = (
    "a variable with a dotted name (`a.b.c` declared as one identifier): the DRA environment declares only `device`"
)
_MESSAGE_TEXT = re.compile(
    r"TestAllTypes|NestedMessage|NestedEnum|GlobalEnum|cel\.expr\.conformance|"
    r"google\.protobuf\.(?!Timestamp\b|Duration\b)\w+"
)


@dataclass(frozen=True)
class Case:
    file: str
    section: str
    name: str
    body: dict[str, list[Any]]

    @property
    def id(self) -> str:
        return f"{self.file}/{self.section}/{self.name}"

    def one(self, key: str, default: Any = None) -> Any:
        got = self.body.get(key)
        return got[0] if got else default

    def flag(self, key: str) -> bool:
        """A bool field (`disable_check: false` is written out in network_ext)."""
        return self.one(key) == "true"

    def error_messages(self) -> list[str]:
        """The messages an eval_error matcher names."""
        return [e["message"][0] for m in self.body.get("eval_error", []) for e in m.get("errors", []) if "message" in e]


@cache
def cases() -> tuple[Case, ...]:
    out = []
    for path in sorted(DATA.glob("*.textproto")):
        doc = textproto.parse(path.read_text(encoding="utf-8"))
        for section in doc.get("section", []):
            for test in section.get("test", []):
                out.append(Case(path.stem, section["name"][0], test["name"][0], test))
    return tuple(out)


def _mentions_messages(x: Any) -> bool:
    if isinstance(x, dict):
        if any(k in x for k in ("object_value", "message_type", "wrapper", "enum_value")):
            return True
        return any(_mentions_messages(v) for vs in x.values() for v in vs)
    return isinstance(x, str) and _MESSAGE_TEXT.search(x) is not None


def not_applicable(case: Case) -> str | None:
    """Why a case cannot apply to the DRA environment, or None when it does."""
    if case.file in FILE_REASONS:
        return FILE_REASONS[case.file]
    if (case.file, case.section) in SECTION_REASONS:
        return SECTION_REASONS[(case.file, case.section)]
    if _mentions_messages(case.body):
        return _PROTO
    if case.one("container"):
        return "a container (cel.Container) for name resolution: the DRA environment sets none"
    if case.id in HOMOGENEOUS_CASES:
        return _HOMOGENEOUS
    if case.id in FORMAT_V4_CASES:
        return _FORMAT_V4
    if case.id in CEL_GO_SKIPS:
        return CEL_GO_SKIPS[case.id]
    names = [d["name"][0] for d in case.body.get("type_env", [])] + [b["key"][0] for b in case.body.get("bindings", [])]
    if any("." in n for n in names):
        return _DOTTED
    if case.flag("disable_macros"):
        return "macros turned off: the DRA environment always expands them"
    if any("function" in d for d in case.body.get("type_env", [])):
        return "functions the test declares: the DRA environment declares only its libraries' functions"
    if "unknown" in case.body or "any_unknowns" in case.body:
        return "unknown values (partial evaluation): the apiserver evaluates with every variable bound"
    if case.id in IPV4_MAPPED_CASES:
        return (
            "IPv4-mapped IPv6 addresses as IP values: Kubernetes' IP library (apiserver/pkg/cel/library/ip.go "
            "parseIPAddr) rejects '::ffff:c0a8:1', so the apiserver gives an error where the case wants a value"
        )
    return None


# --- the conformance protos' values and types, as dra-conform's -----------------------------------

_PRIMITIVE = {
    "BOOL": t.BOOL,
    "INT64": t.INT,
    "UINT64": t.UINT,
    "DOUBLE": t.DOUBLE,
    "STRING": t.STRING,
    "BYTES": t.BYTES,
}
_WELL_KNOWN = {"TIMESTAMP": t.TIMESTAMP, "DURATION": t.DURATION, "ANY": t.ANY}


def cel_type(m: dict[str, list[Any]]) -> t.T:
    """A cel.expr.Type as dra-conform's type."""
    (key,) = m.keys()
    v = m[key][0]
    if key == "primitive":
        return _PRIMITIVE[v]
    if key == "well_known":
        return _WELL_KNOWN[v]
    if key == "dyn":
        return t.DYN
    if key == "null":
        return t.NULL
    if key == "list_type":
        return t.list_of(cel_type(v["elem_type"][0]))
    if key == "map_type":
        return t.map_of(cel_type(v["key_type"][0]), cel_type(v["value_type"][0]))
    if key == "type":
        return t.type_of(cel_type(v)) if v else t.type_of(t.DYN)
    if key == "type_param":
        return t.T(v, is_param=True)
    if key == "abstract_type":
        params = tuple(cel_type(p) for p in v.get("parameter_types", []))
        return t.T(v["name"][0], params)
    raise NotImplementedError(key)


def cel_value(m: dict[str, list[Any]]) -> Any:
    """A cel.expr.Value as the evaluator's value."""
    if not m:
        raise NotImplementedError("empty value")
    (key,) = m.keys()
    v = m[key][0]
    if key == "int64_value":
        return int(v)
    if key == "uint64_value":
        return UInt(v)
    if key == "double_value":
        return float(v)  # a number, or inf, -inf, nan as identifiers
    if key == "string_value":
        return v
    if key == "bytes_value":
        return v if isinstance(v, bytes) else v.encode("utf-8")
    if key == "bool_value":
        return v == "true" if isinstance(v, str) else bool(v)
    if key == "null_value":
        return None
    if key == "list_value":
        return [cel_value(x) for x in v.get("values", [])]
    if key == "map_value":
        return {_key(cel_value(e["key"][0])): cel_value(e["value"][0]) for e in v.get("entries", [])}
    if key == "type_value":
        return TypeValue(v)
    raise NotImplementedError(key)


def _key(k: Any) -> Any:
    return ("bool", k) if isinstance(k, bool) else k


def same(got: Any, want: Any) -> bool:
    """Values equal with their CEL types (1 is not 1u; NaN is NaN), as the conformance runner compares them."""
    if isinstance(want, dict):
        if not isinstance(got, dict) or len(got) != len(want):
            return False
        items = {_key(k): v for k, v in got.items()}
        return all(
            k in items and type_name(_unkey(k)) == _key_type(items, k) and same(items[k], v) for k, v in want.items()
        )
    if type_name(got) != type_name(want):
        return False
    if isinstance(want, float):
        return (math.isnan(got) and math.isnan(want)) or got == want
    if isinstance(want, list):
        return len(got) == len(want) and all(same(a, b) for a, b in zip(got, want))
    return bool(got == want)


def _unkey(k: Any) -> Any:
    return k[1] if isinstance(k, tuple) else k


def _key_type(items: dict[Any, Any], k: Any) -> str:
    for have in items:
        if have == k:
            return type_name(_unkey(have))
    return ""


# --- running a case -------------------------------------------------------------------------------


def run(case: Case) -> str | None:
    """None when dra-conform gives the case's result, else what it gives instead."""
    expr = case.one("expr")
    variables = {d["name"][0]: cel_type(d["ident"][0]["type"][0]) for d in case.body.get("type_env", [])}
    bindings = {b["key"][0]: cel_value(b["value"][0]["value"][0]) for b in case.body.get("bindings", [])}
    typed = case.one("typed_result")
    want_error = "eval_error" in case.body or "any_eval_errors" in case.body
    if case.flag("disable_check"):
        try:
            ast = parse(expr)
        except ParseError as e:
            return f"parse error: {e.message}"
        except RecursionError:
            return "parser recursion"
    else:
        checked = compiler.check(expr, compiler.Options(), variables)
        if checked.result is not None:
            r = checked.result
            if want_error and r.problem and any(m in r.problem.detail for m in case.error_messages()):
                return None  # the case names the checker's own error (network_ext is_ip_cidr_compile_error)
            return f"compile error: {r.problem.detail}" if r.problem else f"not checked: {r.not_checked}"
        ast = checked.ast
        if typed is not None and "deduced_type" in typed:
            want_type = cel_type(typed["deduced_type"][0])
            if checked.output != want_type:
                return f"type {checked.output}, want {want_type}"
    if case.flag("check_only"):
        return None
    assert ast is not None
    want: Any = None
    if typed is not None:
        want = cel_value(typed["result"][0]) if "result" in typed else None
    elif not want_error:
        want = cel_value(case.one("value")) if case.one("value") else True  # no matcher: true
    try:
        got = program(ast, Budget())({"device": None, **bindings})
    except EvalError as e:
        return None if want_error else f"runtime error: {e}"
    except Unsupported as e:
        return f"not evaluated: {e}"
    except RecursionError:
        return "evaluator recursion"
    except Exception as e:  # a crash is the finding this harness exists for
        return f"crash: {type(e).__name__}: {e}"
    if want_error:
        return f"value {got!r}, want an evaluation error"
    if not same(got, want):
        return f"value {got!r} ({type_name(got)}), want {want!r} ({type_name(want)})"
    return None
