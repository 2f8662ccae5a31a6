"""The functions of the DRA CEL environment: cel-go's standard library, the extensions Kubernetes'
base environment enables (strings v2, sets, lists v3, bindings, two-variable comprehensions,
optional types) and the Kubernetes libraries (quantity, semver v1, regex, lists, URL, IP, CIDR,
format, authorizer), each as the apiserver's environment declares it.

`OVERLOADS` are the overloads dra-conform type-checks and evaluates. Any other function name is an
undeclared reference, as upstream: `cel.block` among them (compile.go's ext.Bindings(ext.BindingsVersion(0))
has no block, and cel-go's is `cel.@block`, an optimizer's form no source can name).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..releases import cel_has
from .types import (
    BOOL,
    BYTES,
    CIDR,
    DOUBLE,
    DURATION,
    DYN,
    INT,
    IP,
    NAMED_FORMAT,
    QUANTITY,
    SEMVER,
    STRING,
    TIMESTAMP,
    UINT,
    URL,
    A,
    K,
    T,
    V,
    list_of,
    map_of,
    optional_of,
    type_of,
)


@dataclass(frozen=True, slots=True)
class Overload:
    id: str
    member: bool
    params: tuple[T, ...]
    result: T


OVERLOADS: dict[str, list[Overload]] = {}


def _add(fn: str, oid: str, params: tuple[T, ...], result: T, member: bool = False) -> None:
    OVERLOADS.setdefault(fn, []).append(Overload(oid, member, params, result))


_NUM = (("int", INT), ("uint", UINT), ("double", DOUBLE))
_ORD = _NUM + (("string", STRING), ("bytes", BYTES), ("bool", BOOL), ("timestamp", TIMESTAMP), ("duration", DURATION))

_add("!_", "logical_not", (BOOL,), BOOL)
_add("-_", "negate_int64", (INT,), INT)
_add("-_", "negate_double", (DOUBLE,), DOUBLE)
_add("_&&_", "logical_and", (BOOL, BOOL), BOOL)
_add("_||_", "logical_or", (BOOL, BOOL), BOOL)
_add("_?_:_", "conditional", (BOOL, A, A), A)
_add("@not_strictly_false", "not_strictly_false", (BOOL,), BOOL)
_add("_==_", "equals", (A, A), BOOL)
_add("_!=_", "not_equals", (A, A), BOOL)
for _op, _name in (("_<_", "less"), ("_<=_", "less_equals"), ("_>_", "greater"), ("_>=_", "greater_equals")):
    for _n, _t in _ORD:
        _add(_op, f"{_name}_{_n}", (_t, _t), BOOL)
    for _n1, _t1 in _NUM:  # cel.CrossTypeNumericComparisons(true), enabled since 1.28
        for _n2, _t2 in _NUM:
            if _n1 != _n2:
                _add(_op, f"{_name}_{_n1}_{_n2}", (_t1, _t2), BOOL)
for _n, _t in _NUM + (("string", STRING), ("bytes", BYTES)):
    _add("_+_", f"add_{_n}", (_t, _t), _t)
_add("_+_", "add_list", (list_of(A), list_of(A)), list_of(A))
_add("_+_", "add_timestamp_duration", (TIMESTAMP, DURATION), TIMESTAMP)
_add("_+_", "add_duration_timestamp", (DURATION, TIMESTAMP), TIMESTAMP)
_add("_+_", "add_duration_duration", (DURATION, DURATION), DURATION)
for _n, _t in _NUM:
    _add("_-_", f"subtract_{_n}", (_t, _t), _t)
    _add("_*_", f"multiply_{_n}", (_t, _t), _t)
    _add("_/_", f"divide_{_n}", (_t, _t), _t)
_add("_-_", "subtract_timestamp_timestamp", (TIMESTAMP, TIMESTAMP), DURATION)
_add("_-_", "subtract_timestamp_duration", (TIMESTAMP, DURATION), TIMESTAMP)
_add("_-_", "subtract_duration_duration", (DURATION, DURATION), DURATION)
_add("_%_", "modulo_int64", (INT, INT), INT)
_add("_%_", "modulo_uint64", (UINT, UINT), UINT)
_add("_[_]", "index_list", (list_of(A), INT), A)
_add("_[_]", "index_map", (map_of(K, V), K), V)
_add("@in", "in_list", (A, list_of(A)), BOOL)
_add("@in", "in_map", (K, map_of(K, V)), BOOL)
for _member in (False, True):
    _add("size", "size_string", (STRING,), INT, _member)
    _add("size", "size_bytes", (BYTES,), INT, _member)
    _add("size", "size_list", (list_of(A),), INT, _member)
    _add("size", "size_map", (map_of(K, V),), INT, _member)
for _f in ("contains", "startsWith", "endsWith"):
    _add(_f, f"{_f}_string", (STRING, STRING), BOOL, True)
_add("matches", "matches", (STRING, STRING), BOOL)
_add("matches", "matches_string", (STRING, STRING), BOOL, True)
for _src in (INT, UINT, DOUBLE, STRING, TIMESTAMP):
    _add("int", f"{_src}_to_int64", (_src,), INT)
for _src in (INT, UINT, DOUBLE, STRING):
    _add("uint", f"{_src}_to_uint64", (_src,), UINT)
    _add("double", f"{_src}_to_double", (_src,), DOUBLE)
for _src in (INT, UINT, DOUBLE, STRING, BYTES, BOOL, TIMESTAMP, DURATION):
    _add("string", f"{_src}_to_string", (_src,), STRING)
_add("bytes", "string_to_bytes", (STRING,), BYTES)
_add("bytes", "bytes_to_bytes", (BYTES,), BYTES)
_add("bool", "bool_to_bool", (BOOL,), BOOL)
_add("bool", "string_to_bool", (STRING,), BOOL)
_add("dyn", "to_dyn", (A,), DYN)
_add("type", "type", (A,), type_of(A))
_add("duration", "string_to_duration", (STRING,), DURATION)
_add("timestamp", "string_to_timestamp", (STRING,), TIMESTAMP)
_add("timestamp", "int64_to_timestamp", (INT,), TIMESTAMP)
_add("duration", "duration_to_duration", (DURATION,), DURATION)
_add("timestamp", "timestamp_to_timestamp", (TIMESTAMP,), TIMESTAMP)
for _f in ("getFullYear", "getMonth", "getDate", "getDayOfMonth", "getDayOfWeek", "getDayOfYear"):
    _add(_f, f"timestamp_to_{_f}", (TIMESTAMP,), INT, True)
    _add(_f, f"timestamp_to_{_f}_with_tz", (TIMESTAMP, STRING), INT, True)
for _f in ("getHours", "getMinutes", "getSeconds", "getMilliseconds"):
    _add(_f, f"timestamp_to_{_f}", (TIMESTAMP,), INT, True)
    _add(_f, f"timestamp_to_{_f}_with_tz", (TIMESTAMP, STRING), INT, True)
    _add(_f, f"duration_to_{_f}", (DURATION,), INT, True)

# ext.Strings(ext.StringsVersion(2))
_add("charAt", "string_char_at_int", (STRING, INT), STRING, True)
for _f in ("indexOf", "lastIndexOf"):
    _add(_f, f"string_{_f}_string", (STRING, STRING), INT, True)
    _add(_f, f"string_{_f}_string_int", (STRING, STRING, INT), INT, True)
_add("lowerAscii", "string_lower_ascii", (STRING,), STRING, True)
_add("upperAscii", "string_upper_ascii", (STRING,), STRING, True)
_add("replace", "string_replace_string_string", (STRING, STRING, STRING), STRING, True)
_add("replace", "string_replace_string_string_int", (STRING, STRING, STRING, INT), STRING, True)
_add("split", "string_split_string", (STRING, STRING), list_of(STRING), True)
_add("split", "string_split_string_int", (STRING, STRING, INT), list_of(STRING), True)
_add("substring", "string_substring_int", (STRING, INT), STRING, True)
_add("substring", "string_substring_int_int", (STRING, INT, INT), STRING, True)
_add("trim", "string_trim", (STRING,), STRING, True)
_add("join", "list_join", (list_of(STRING),), STRING, True)
_add("join", "list_join_string", (list_of(STRING), STRING), STRING, True)
_add("strings.quote", "strings_quote", (STRING,), STRING)
_add("format", "string_format", (STRING, list_of(DYN)), STRING, True)

# Kubernetes regex and lists libraries
_add("find", "string_find_string", (STRING, STRING), STRING, True)
_add("findAll", "string_find_all_string", (STRING, STRING), list_of(STRING), True)
_add("findAll", "string_find_all_string_int", (STRING, STRING, INT), list_of(STRING), True)
_add("isSorted", "list_is_sorted", (list_of(A),), BOOL, True)
for _f in ("sum", "min", "max"):
    _add(_f, f"list_{_f}", (list_of(A),), A, True)
_add("indexOf", "list_a_index_of_int", (list_of(A), A), INT, True)
_add("lastIndexOf", "list_a_last_index_of_int", (list_of(A), A), INT, True)

# ext.Sets()
for _f in ("sets.contains", "sets.equivalent", "sets.intersects"):
    _add(_f, _f.replace(".", "_") + "_list", (list_of(A), list_of(A)), BOOL)

# ext.Lists(ext.ListsVersion(3))
_add("lists.range", "lists_range", (INT,), list_of(INT))
_add("slice", "list_slice", (list_of(A), INT, INT), list_of(A), True)
_add("flatten", "list_flatten", (list_of(list_of(A)),), list_of(A), True)
_add("flatten", "list_flatten_int", (list_of(DYN), INT), list_of(DYN), True)
for _f in ("distinct", "reverse", "sort"):
    _add(_f, f"list_{_f}", (list_of(A),), list_of(A), True)
_add("first", "list_first", (list_of(A),), optional_of(A), True)
_add("last", "list_last", (list_of(A),), optional_of(A), True)

# ext.TwoVarComprehensions(): the map insertion transformMap/transformMapEntry expand to
_add("cel.@mapInsert", "@mapInsert_map_key_value", (map_of(K, V), K, V), map_of(K, V))
_add("cel.@mapInsert", "@mapInsert_map_map", (map_of(K, V), map_of(K, V)), map_of(K, V))

# cel.OptionalTypes() (base environment since 1.28, the library's latest version)
_OPT_V = optional_of(V)
_add("optional.of", "optional_of", (V,), _OPT_V)
_add("optional.ofNonZeroValue", "optional_ofNonZeroValue", (V,), _OPT_V)
_add("optional.none", "optional_none", (), _OPT_V)
_add("value", "optional_value", (_OPT_V,), V, True)
_add("hasValue", "optional_hasValue", (_OPT_V,), BOOL, True)
_add("or", "optional_or_optional", (_OPT_V, _OPT_V), _OPT_V, True)
_add("orValue", "optional_orValue_value", (_OPT_V, V), V, True)
_add("_[?_]", "list_optindex_optional_int", (list_of(V), INT), _OPT_V)
_add("_[?_]", "optional_list_optindex_optional_int", (optional_of(list_of(V)), INT), _OPT_V)
_add("_[?_]", "map_optindex_optional_value", (map_of(K, V), K), _OPT_V)
_add("_[?_]", "optional_map_optindex_optional_value", (optional_of(map_of(K, V)), K), _OPT_V)
_add("_[_]", "optional_list_index_int", (optional_of(list_of(V)), INT), _OPT_V)
_add("_[_]", "optional_map_index_value", (optional_of(map_of(K, V)), K), _OPT_V)
_add("optional.unwrap", "optional_unwrap", (list_of(_OPT_V),), list_of(V))
_add("unwrapOpt", "optional_unwrapOpt", (list_of(_OPT_V),), list_of(V), True)

# Kubernetes quantity library
_add("quantity", "string_to_quantity", (STRING,), QUANTITY)
_add("isQuantity", "is_quantity_string", (STRING,), BOOL)
_add("sign", "quantity_sign", (QUANTITY,), INT)
_add("isGreaterThan", "quantity_is_greater_than", (QUANTITY, QUANTITY), BOOL, True)
_add("isLessThan", "quantity_is_less_than", (QUANTITY, QUANTITY), BOOL, True)
_add("compareTo", "quantity_compare_to", (QUANTITY, QUANTITY), INT, True)
_add("asApproximateFloat", "quantity_get_float", (QUANTITY,), DOUBLE, True)
_add("asInteger", "quantity_get_int", (QUANTITY,), INT, True)
_add("isInteger", "quantity_is_integer", (QUANTITY,), BOOL, True)
_add("add", "quantity_add", (QUANTITY, QUANTITY), QUANTITY, True)
_add("add", "quantity_add_int", (QUANTITY, INT), QUANTITY, True)
_add("sub", "quantity_sub", (QUANTITY, QUANTITY), QUANTITY, True)
_add("sub", "quantity_sub_int", (QUANTITY, INT), QUANTITY, True)
# no mul/div/divInt: kubernetes#135995 (open) adds them; 1.37's library/quantity.go has none (undeclared)

# Kubernetes semver library, version 1 (the normalizing forms)
_add("semver", "string_to_semver", (STRING,), SEMVER)
_add("semver", "string_bool_to_semver", (STRING, BOOL), SEMVER)
_add("isSemver", "is_semver_string", (STRING,), BOOL)
_add("isSemver", "is_semver_string_bool", (STRING, BOOL), BOOL)
_add("isGreaterThan", "semver_is_greater_than", (SEMVER, SEMVER), BOOL, True)
_add("isLessThan", "semver_is_less_than", (SEMVER, SEMVER), BOOL, True)
_add("compareTo", "semver_compare_to", (SEMVER, SEMVER), INT, True)
for _f in ("major", "minor", "patch"):
    _add(_f, f"semver_{_f}", (SEMVER,), INT, True)

# Kubernetes format library (library/format.go)
_add("format.named", "format-named", (STRING,), optional_of(NAMED_FORMAT))
_add("validate", "format-validate", (NAMED_FORMAT, STRING), optional_of(list_of(STRING)), True)
for _f in (
    "dns1123Label dns1123Subdomain dns1035Label qualifiedName dns1123LabelPrefix dns1123SubdomainPrefix "
    "dns1035LabelPrefix labelValue uri uuid byte date datetime"
).split():
    _add(f"format.{_f}", f"format.{_f}", (), NAMED_FORMAT)

# Kubernetes IP, CIDR (base environment since 1.30) and URL libraries (library/ip.go, cidr.go, urls.go)
_add("ip", "string_to_ip", (STRING,), IP)
_add("isIP", "is_ip", (STRING,), BOOL)
_add("ip.isCanonical", "ip_is_canonical", (STRING,), BOOL)
_add("family", "ip_family", (IP,), INT, True)
for _f, _oid in (
    ("isUnspecified", "ip_is_unspecified"),
    ("isLoopback", "ip_is_loopback"),
    ("isLinkLocalMulticast", "ip_is_link_local_multicast"),
    ("isLinkLocalUnicast", "ip_is_link_local_unicast"),
    ("isGlobalUnicast", "ip_is_global_unicast"),
):
    _add(_f, _oid, (IP,), BOOL, True)
_add("string", "ip_to_string", (IP,), STRING)
_add("cidr", "string_to_cidr", (STRING,), CIDR)
_add("isCIDR", "is_cidr", (STRING,), BOOL)
_add("containsIP", "cidr_contains_ip_string", (CIDR, STRING), BOOL, True)
_add("containsIP", "cidr_contains_ip_ip", (CIDR, IP), BOOL, True)
_add("containsCIDR", "cidr_contains_cidr_string", (CIDR, STRING), BOOL, True)
_add("containsCIDR", "cidr_contains_cidr", (CIDR, CIDR), BOOL, True)
_add("ip", "cidr_ip", (CIDR,), IP, True)
_add("prefixLength", "cidr_prefix_length", (CIDR,), INT, True)
_add("masked", "cidr_masked", (CIDR,), CIDR, True)
_add("string", "cidr_to_string", (CIDR,), STRING)
_add("url", "string_to_url", (STRING,), URL)
_add("isURL", "is_url_string", (STRING,), BOOL)
for _f in ("getScheme", "getHost", "getHostname", "getPort", "getEscapedPath"):
    _add(_f, "url_" + "".join("_" + c.lower() if c.isupper() else c for c in _f), (URL,), STRING, True)
_add("getQuery", "url_get_query", (URL,), map_of(STRING, list_of(STRING)), True)

# ext.Lists version 2's sortBy expands to a call of @sortByAssociatedKeys with the keys' list, whose
# element type must be comparable (cel-go's comparableTypes)
for _n, _t in (
    ("int", INT),
    ("uint", UINT),
    ("double", DOUBLE),
    ("bool", BOOL),
    ("google.protobuf.Duration", DURATION),
    ("google.protobuf.Timestamp", TIMESTAMP),
    ("string", STRING),
    ("bytes", BYTES),
):
    _add("@sortByAssociatedKeys", f"list_{_n}_sortByAssociatedKeys", (list_of(A), list_of(_t)), list_of(A), True)

# Kubernetes authorizer library (library/authz.go, base.go since 1.27) and its selectors (AuthzSelectors,
# the AuthorizeWithSelectors gate, on by default since 1.32). The DRA environment binds no `authorizer`:
# no value of these types exists there, so a call type-checks only on a dyn receiver and then fails at
# run time with "no such overload", as cel-go's bindings do for a receiver of another type.
AUTHORIZER, PATH_CHECK, GROUP_CHECK, RESOURCE_CHECK, DECISION = (
    T(f"kubernetes.authorization.{_n}") for _n in ("Authorizer", "PathCheck", "GroupCheck", "ResourceCheck", "Decision")
)
_add("path", "authorizer_path", (AUTHORIZER, STRING), PATH_CHECK, True)
_add("group", "authorizer_group", (AUTHORIZER, STRING), GROUP_CHECK, True)
_add("serviceAccount", "authorizer_serviceaccount", (AUTHORIZER, STRING, STRING), AUTHORIZER, True)
_add("resource", "groupcheck_resource", (GROUP_CHECK, STRING), RESOURCE_CHECK, True)
for _f in ("subresource", "namespace", "name"):
    _add(_f, f"resourcecheck_{_f}", (RESOURCE_CHECK, STRING), RESOURCE_CHECK, True)
_add("fieldSelector", "authorizer_fieldselector", (RESOURCE_CHECK, STRING), RESOURCE_CHECK, True)
_add("labelSelector", "authorizer_labelselector", (RESOURCE_CHECK, STRING), RESOURCE_CHECK, True)
_add("check", "pathcheck_check", (PATH_CHECK, STRING), DECISION, True)
_add("check", "resourcecheck_check", (RESOURCE_CHECK, STRING), DECISION, True)
_add("errored", "decision_errored", (DECISION,), BOOL, True)
_add("error", "decision_error", (DECISION,), STRING, True)
_add("allowed", "decision_allowed", (DECISION,), BOOL, True)
_add("reason", "decision_reason", (DECISION,), STRING, True)
AUTHZ_FUNCTIONS = (
    "path group serviceAccount resource subresource namespace name fieldSelector labelSelector check "
    "errored error allowed reason"
).split()

# The library (and its version, cel-go's "Introduced in version") of each function a supported release's
# environment may lack: releases.CEL_LIBRARIES says which release has which. Functions not listed are
# declared in every release's environment.
LIBRARY_OF: dict[str, tuple[str, int]] = {
    "slice": ("ext.lists", 0),
    "flatten": ("ext.lists", 1),
    # sortBy is a macro, expanded whatever the release: its expansion's call stands for it
    **dict.fromkeys(("lists.range", "distinct", "reverse", "sort", "@sortByAssociatedKeys"), ("ext.lists", 2)),
}


@functools.cache
def absent(release: str) -> frozenset[str]:
    """The functions ``release``'s environment for new expressions does not declare: the one place the
    compiler asks whether a release has a library at a version."""
    return frozenset(fn for fn, (library, version) in LIBRARY_OF.items() if not cel_has(release, library, version))


# Identifiers that name types (values of type `type`).
TYPE_IDENTS: dict[str, T] = {
    "bool": BOOL,
    "int": INT,
    "uint": UINT,
    "double": DOUBLE,
    "string": STRING,
    "bytes": BYTES,
    "null_type": T("null_type"),
    "list": list_of(DYN),
    "map": map_of(DYN, DYN),
    "type": type_of(DYN),
    "optional_type": optional_of(DYN),
    "google.protobuf.Timestamp": TIMESTAMP,
    "google.protobuf.Duration": DURATION,
    "net.IP": IP,  # the IP library's cel.Types(IPType)
    "net.CIDR": CIDR,  # the CIDR library's variable net.CIDR of type type(net.CIDR)
}
