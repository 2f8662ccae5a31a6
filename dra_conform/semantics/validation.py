"""Upstream's field-error wording and string formats, shared by every rule family.

Messages are ``field.Error.ErrorBody()`` from k8s.io/apimachinery: the engine
prints the field path in front, as upstream's ``Error()`` does. Format checks
mirror k8s.io/apimachinery/pkg/api/validate (strfmt.go, content/dns.go).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Callable

from ..reading.jsonstream import json_size, shown

DNS1123_LABEL_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
DNS1123_SUBDOMAIN_FMT = DNS1123_LABEL_FMT + "(\\." + DNS1123_LABEL_FMT + ")*"
_LABEL_RE = re.compile(DNS1123_LABEL_FMT + r"\Z")
_SUBDOMAIN_RE = re.compile(DNS1123_SUBDOMAIN_FMT + r"\Z")
# Beyond ASCII, Unicode's case folding (the Kelvin sign is a k); compiled (re's cache) for the first
# such value: an IGNORECASE pattern takes 0.7 ms to compile, and ASCII values never need it.
_SUBDOMAIN_CASELESS = "(?i)" + DNS1123_SUBDOMAIN_FMT + r"\Z"
_C_IDENTIFIER_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
C_IDENTIFIER_FMT = "[A-Za-z_][A-Za-z0-9_]*"


def regex_error(msg: str, fmt: str, *examples: str) -> str:
    """content.RegexError, including its doubled space before ' or '."""
    if not examples:
        return f"{msg} (regex used for validation is '{fmt}')"
    parts = " or ".join(f"'{example}', " for example in examples)
    return f"{msg} (e.g. {parts}regex used for validation is '{fmt}')"


LABEL_MSG = regex_error(
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', "
    "and must start and end with an alphanumeric character",
    DNS1123_LABEL_FMT,
    "my-name",
    "123-abc",
)
SUBDOMAIN_MSG = regex_error(
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', "
    "and must start and end with an alphanumeric character",
    DNS1123_SUBDOMAIN_FMT,
    "example.com",
)
SUBDOMAIN_CASELESS_MSG = regex_error(
    "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', "
    "and must start and end with an alphanumeric character",
    DNS1123_SUBDOMAIN_FMT,
    "Example.com",
)
C_IDENTIFIER_MSG = regex_error(
    "a valid C identifier must start with alphabetic character or '_', "
    "followed by a string of alphanumeric characters or '_'",
    C_IDENTIFIER_FMT,
    "my_name",
    "MY_NAME",
    "MyName",
)


_quote = json.encoder.encode_basestring  # what json.dumps(str, ensure_ascii=False) calls (C)


def go_quote(value: object) -> str:
    """Go's %q for strings (close enough for messages), %v for numbers and bools."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return _quote(value)  # json.dumps(value, ensure_ascii=False), without making an encoder per call
    return shown(value) if isinstance(value, (dict, list)) else str(value)


# ErrorBody() of each field.Error type.
def required() -> str:
    return "Required value"


def invalid(value: object, detail: str) -> str:
    return f"Invalid value: {go_quote(value)}: {detail}" if detail else f"Invalid value: {go_quote(value)}"


def too_long_bytes(limit: int) -> str:
    return f"Too long: may not be more than {limit} bytes"


def too_long_chars(limit: int) -> str:
    return f"Too long: may not be more than {limit} characters"


def too_many(actual: int, limit: int) -> str:
    return f"Too many: {actual}: must have at most {limit} items"


def duplicate(value: object) -> str:
    return f"Duplicate value: {go_quote(value)}"


def unsupported(value: object, supported: list[str]) -> str:
    return f"Unsupported value: {go_quote(value)}: supported values: " + ", ".join(json.dumps(v) for v in supported)


# Format checks: each returns the list of detail strings upstream would give.
# Cached: the results are shared lists, so callers must not modify them.
@lru_cache(maxsize=8192)  # names repeat across devices and files
def dns1123_label(value: str) -> list[str]:
    errs = []
    if len(value.encode()) > 63:
        errs.append("must be no more than 63 bytes")
    if not _LABEL_RE.match(value):
        errs.append("must not contain dots" if _SUBDOMAIN_RE.match(value) else LABEL_MSG)
    return errs


DNS1035_LABEL_FMT = "[a-z]([-a-z0-9]*[a-z0-9])?"
_DNS1035_LABEL_RE = re.compile(DNS1035_LABEL_FMT + r"\Z")
DNS1035_LABEL_MSG = regex_error(
    "a DNS-1035 label must consist of lower case alphanumeric characters or '-', "
    "start with an alphabetic character, and end with an alphanumeric character",
    DNS1035_LABEL_FMT,
    "my-name",
    "abc-123",
)


def dns1035_label(value: str) -> list[str]:
    """content.IsDNS1035Label."""
    errs = ["must be no more than 63 bytes"] if len(value.encode()) > 63 else []
    if not _DNS1035_LABEL_RE.match(value):
        errs.append(DNS1035_LABEL_MSG)
    return errs


def mask_trailing_dash(name: str) -> str:
    """apimachinery's maskTrailingDash (a generateName prefix may end in '-'), verbatim: it drops two
    characters for the one it adds."""
    return name[:-2] + "a" if len(name) > 1 and name.endswith("-") else name


@lru_cache(maxsize=8192)  # names repeat across devices and files
def dns1123_subdomain(value: str, caseless: bool = False) -> list[str]:
    errs = []
    if len(value.encode()) > 253:
        errs.append("must be no more than 253 bytes")
    if not caseless:
        matches = _SUBDOMAIN_RE.match(value)
    elif value.isascii():  # ignoring case, an ASCII value matches as its lower case does
        matches = _SUBDOMAIN_RE.match(value.lower())
    else:
        matches = re.match(_SUBDOMAIN_CASELESS, value)
    if not matches:
        errs.append(SUBDOMAIN_CASELESS_MSG if caseless else SUBDOMAIN_MSG)
    return errs


@lru_cache(maxsize=8192)  # names repeat across devices and files
def short_name(value: str) -> list[str]:
    """validate.ShortName (format=k8s-short-name): one Invalid per detail."""
    return [invalid(value, d) for d in dns1123_label(value)]


def in_characters(detail: str) -> str:
    """util/validation's wording of a length (MaxLenError: "characters"), where content's (the declarative
    formats', which dns1123_label and dns1123_subdomain follow) says bytes; both count bytes."""
    return detail.replace(" bytes", " characters", 1) if detail[:15] == "must be no more" else detail


@lru_cache(maxsize=8192)  # names repeat across devices and files
def request_or_device_name(value: str) -> list[str]:
    """corevalidation.ValidateDNS1123Label (validation.go's hand-written request, subrequest and device
    names, and each segment of a config's or constraint's request reference): util/validation.IsDNS1123Label.
    One Invalid per detail."""
    return [invalid(value, in_characters(d)) for d in dns1123_label(value)]


@lru_cache(maxsize=8192)  # names repeat across devices and files
def hand_written_subdomain(value: str) -> list[str]:
    """corevalidation.ValidateDNS1123Subdomain (an exact request's deviceClassName, each part of a slice's
    pool name): util/validation.IsDNS1123Subdomain. One Invalid per detail."""
    return [invalid(value, in_characters(d)) for d in dns1123_subdomain(value)]


@lru_cache(maxsize=8192)  # names repeat across devices and files
def long_name_caseless(value: str) -> list[str]:
    return [invalid(value, d) for d in dns1123_subdomain(value, caseless=True)]


@lru_cache(maxsize=8192)  # names repeat across devices and files
def resource_pool_name(value: str, segments: bool = True) -> list[str]:
    """validate.ResourcePoolName: one or more subdomains joined by '/', 253 bytes at most.

    ``segments`` names each segment as the declarative format does ("segment 1: ..."); the
    hand-written validatePoolName (ResourceSlice spec.pool.name) reports each part's
    subdomain errors without it, in its words (hand_written_subdomain).
    """
    errs = []
    if len(value.encode()) > 253:
        errs.append(too_long_bytes(253))
    for i, part in enumerate(value.split("/")):
        if not segments:
            errs.extend(hand_written_subdomain(part))
        elif not part:
            errs.append(invalid(value, f"segment {i}: must not be empty"))
        else:
            errs.extend(invalid(part, f"segment {i}: {d}") for d in dns1123_subdomain(part))
    return errs


def truncated_key(key: str, limit: int) -> str:
    """truncateIfTooLong: how validateMap names a long key in a field path (its middle cut to "..."), by bytes
    as Go counts them; a limit below 16 counts as 16."""
    raw, limit = key.encode(), max(limit, 16)
    if len(raw) <= limit:
        return key
    remaining = limit - 3
    return (raw[: (remaining + 1) // 2] + b"..." + raw[len(raw) - remaining // 2 :]).decode(errors="replace")


def max_chars(value: str, limit: int) -> bool:
    """validate.MaxLength counts runes."""
    return len(value) > limit


def c_identifier(value: str) -> bool:
    return bool(_C_IDENTIFIER_RE.match(value))


UUID_RE = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\Z")
# semver 2.0.0, as k/k pkg/apis/resource/validation uses it for version attributes.
SEMVER_RE = re.compile(
    r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
    r"(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?\Z",
    re.ASCII,
)


@lru_cache(maxsize=8192)  # driver versions repeat across devices and files
def is_semver(value: str) -> bool:
    return bool(SEMVER_RE.match(value))


# Compiled (re's cache) when first used, as _QUALIFIED_NAME_RE and _LABEL_VALUE_RE: a check of a
# metadata file needs none of the three.
_REASON = r"[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?\Z"
QUALIFIED_NAME_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]"
_QUALIFIED_NAME_RE = QUALIFIED_NAME_FMT + r"\Z"
QUALIFIED_NAME_MSG = regex_error(
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
    QUALIFIED_NAME_FMT,
    "MyName",
    "my.name",
    "123-abc",
)


@lru_cache(maxsize=4096)
def qualified_name(value: str) -> list[str]:
    """content.IsQualifiedName: label keys, condition types, binding conditions."""
    parts = value.split("/")
    errs = []
    if len(parts) > 2:
        return [
            "a qualified name "
            + QUALIFIED_NAME_MSG
            + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
        ]
    if len(parts) == 2:
        prefix = parts[0]
        if not prefix:
            errs.append("prefix part must be non-empty")
        else:
            errs.extend("prefix part " + msg for msg in dns1123_subdomain(prefix))
    name = parts[-1]
    if not name:
        errs.append("name part must be non-empty")
    elif len(name) > 63:
        errs.append("name part must be no more than 63 bytes")
    if not re.match(_QUALIFIED_NAME_RE, name):
        errs.append("name part " + QUALIFIED_NAME_MSG)
    return errs


def required_then(value: object, check: Callable[[str], list[str]]) -> list[str]:
    """A required string field: 'Required value' when empty or absent, else what ``check`` says of it."""
    return check(value) if isinstance(value, str) and value else [required()]


def c_identifier_errors(value: str) -> list[str]:
    """validateCIdentifier: the name part of attribute, capacity and partition-type names."""
    errs = [too_long_bytes(32)] if len(value) > 32 else []
    if not c_identifier(value):
        errs.append(invalid(value, C_IDENTIFIER_MSG))
    return errs


def raw_extension(value: object, limit: int) -> list[str]:
    """validateRawExtension: present, at most ``limit`` bytes as sent (compact JSON), a JSON object."""
    if value is None:
        return [required()]
    if json_size(value, limit) > limit:  # compact JSON, counted without recursion and no further than needed
        return [too_long_bytes(limit)]  # checked before the shape, as upstream does
    if not isinstance(value, dict):
        return [invalid("<value omitted>", "must be a valid JSON object")]
    return []


_LABEL_VALUE_RE = r"(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?\Z"


def label_value(value: str) -> list[str]:
    """content.IsValidLabelValue."""
    errs = []
    if len(value) > 63:
        errs.append("must be no more than 63 bytes")
    if not re.match(_LABEL_VALUE_RE, value):
        errs.append(
            regex_error(
                "a valid label must be an empty string or consist of alphanumeric characters, "
                "'-', '_' or '.', and must start and end with an alphanumeric character",
                "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?",
                "MyValue",
                "my_value",
                "12345",
            )
        )
    return errs


def label_key(value: str) -> bool:
    """A qualified name as label keys use it: optional DNS subdomain prefix and '/', name <= 63."""
    return not qualified_name(value)


def condition_errors(items: object, limit: int, path: tuple) -> list[tuple[tuple, str]]:
    """metav1.Condition list rules (ValidateConditions) plus a maximum count: (path, message) pairs."""
    items = items if isinstance(items, list) else []
    out: list[tuple[tuple, str]] = []
    if len(items) > limit:
        out.append((path, too_many(len(items), limit)))
    seen: set[str] = set()
    for i, condition in enumerate(items):
        condition = condition if isinstance(condition, dict) else {}
        where = path + (i,)
        found = condition.get("type")
        kind = found if isinstance(found, str) else ""
        if not kind:
            out.append((where + ("type",), required()))
        elif kind in seen:
            out.append((where + ("type",), duplicate(kind)))
        elif not label_key(kind):
            out.append(
                (
                    where + ("type",),
                    invalid(
                        kind,
                        "must be a qualified name: an optional DNS subdomain prefix "
                        "and '/', and a name of alphanumerics, '-', '_' or '.' of "
                        "at most 63 characters",
                    ),
                )
            )
        seen.add(kind)
        state = condition.get("status")
        if state not in ("True", "False", "Unknown"):
            out.append(
                (where + ("status",), unsupported(state if state is not None else "", ["False", "True", "Unknown"]))
            )
        generation = condition.get("observedGeneration")
        if type(generation) is int and generation < 0:
            out.append((where + ("observedGeneration",), invalid(generation, "must be greater than or equal to zero")))
        if not condition.get("lastTransitionTime"):
            out.append((where + ("lastTransitionTime",), required()))
        reason = condition.get("reason") if isinstance(condition.get("reason"), str) else ""
        if not reason:
            out.append((where + ("reason",), required()))
        elif len(reason) > 1024 or not re.match(_REASON, reason):
            out.append(
                (
                    where + ("reason",),
                    invalid(
                        reason,
                        "a condition reason must start with alphabetic "
                        "character, optionally followed by a string of "
                        "alphanumeric characters or '_,:', and must end with "
                        "an alphanumeric character or '_'",
                    ),
                )
            )
        message = condition.get("message")
        if isinstance(message, str) and len(message.encode()) > 32768:
            out.append((where + ("message",), too_long_bytes(32768)))
    return out


# ObjectMeta as ValidateObjectMetaAccessor (k8s.io/apimachinery/pkg/api/validation) checks it on create,
# after the apiserver has put the request's namespace on the object (rest.BeforeCreate): a manifest
# without a namespace gets kubectl's, and a cluster-scoped object's namespace is cleared, not refused.
TOTAL_ANNOTATION_SIZE = 256 * 1024
Problems = list[tuple[tuple, str]]  # (field path, message) pairs, in upstream's order


def name_is_dns_subdomain(name: str, prefix: bool = False) -> list[str]:
    """apimachineryvalidation.NameIsDNSSubdomain: a generateName prefix may end in '-'. It checks with
    util/validation's IsDNS1123Subdomain, whose MaxLenError says "characters" (of a length in bytes) where the
    content package's checks say "bytes" (dra-oracle-apiserver 1.34.4 and 1.37.2)."""
    return _in_characters(dns1123_subdomain(mask_trailing_dash(name) if prefix else name))


MAX_GENERATED_PREFIX = 58  # names.SimpleNameGenerator: maxNameLength 63 less the 5 random characters


def path_segment_prefix(name: str) -> list[str]:
    """content.IsPathSegmentPrefix: no '/' and no '%' (what a generated name is made from)."""
    return [f"may not contain '{c}'" for c in ("/", "%") if c in name]


def name_is_dns_label(name: str) -> list[str]:
    """apimachineryvalidation.NameIsDNSLabel (ValidateNamespaceName), in util/validation's words too."""
    return _in_characters(dns1123_label(name))


def _in_characters(errors: list[str]) -> list[str]:
    return [in_characters(e) for e in errors]


def label_map(value: object, path: tuple) -> Problems:
    """metav1validation.ValidateLabels: every key a qualified name, every value a label value, reported on the map."""
    out: Problems = []
    for key, item in value.items() if isinstance(value, dict) else ():
        out.extend((path, invalid(key, message)) for message in qualified_name(str(key)))
        if isinstance(item, str):
            out.extend((path, invalid(item, message)) for message in label_value(item))
    return out


def annotation_map(value: object, path: tuple) -> Problems:
    """ValidateAnnotations: keys are qualified names in any case; keys and values 256 KiB at most together."""
    if not isinstance(value, dict):
        return []
    out: Problems = [(path, invalid(key, message)) for key in value for message in qualified_name(str(key).lower())]
    size = sum(
        len(str(key).encode()) + len(item.encode() if isinstance(item, str) else b"") for key, item in value.items()
    )
    if size > TOTAL_ANNOTATION_SIZE:
        out.append((path, too_long_bytes(TOTAL_ANNOTATION_SIZE)))
    return out


def object_meta(
    metadata: object,
    namespaced: bool = False,
    path: tuple = ("metadata",),
    owners_indexed: bool = True,
    keeps_generation: bool = False,
    name_declarative: bool = False,
) -> Problems:
    """Name, generateName, namespace (of a namespaced kind), generation, labels, annotations and owner
    references of an object of a DNS-subdomain-named kind, in ValidateObjectMetaAccessor's order
    (``owners_indexed``: the release's owner-reference errors, Validation.owner_references_indexed;
    ``keeps_generation``: the kind's PrepareForCreate leaves metadata.generation as written, as claims' and
    templates' strategies do, where the others set it to 1; ``name_declarative``: the name is checked by
    declarative validation, in the content package's words, "bytes": a DeviceClass's from 1.35)."""
    meta = metadata if isinstance(metadata, dict) else {}
    out: Problems = []
    generate = meta.get("generateName")
    name = meta.get("name")
    has_name = isinstance(name, str) and bool(name)
    if isinstance(generate, str) and generate and (has_name or not name_declarative):
        # Beside a declared name (a DeviceClass's from 1.35: ValidateObjectMetaWithOpts) a generateName is only
        # a path segment prefix, and without a name not checked at all (dra-oracle-apiserver 1.35.4 to 1.37.2)
        checked = path_segment_prefix(generate) if name_declarative else name_is_dns_subdomain(generate, True)
        out.extend((path + ("generateName",), invalid(generate, m)) for m in checked)
    if isinstance(name, str) and name:
        named = dns1123_subdomain(name) if name_declarative else name_is_dns_subdomain(name)
        out.extend((path + ("name",), invalid(name, m)) for m in named)
    elif isinstance(generate, str) and generate:
        # the store makes the name before validating it: the prefix (at most 58 bytes) and 5 random characters
        # of [b-z2-9], which every check takes alike; shown as <random> (known.yaml generated-name-...)
        made = generate[:MAX_GENERATED_PREFIX] + "bcdfg"  # any 5 of [b-z2-9] give the same answers
        shown = generate[:MAX_GENERATED_PREFIX] + "<random>"
        named = dns1123_subdomain(made) if name_declarative else name_is_dns_subdomain(made)
        out.extend((path + ("name",), invalid(shown, m)) for m in named)
    else:
        out.append((path + ("name",), required() + ": name or generateName is required"))
    namespace = meta.get("namespace")
    if namespaced and isinstance(namespace, str) and namespace:
        out.extend((path + ("namespace",), invalid(namespace, m)) for m in name_is_dns_label(namespace))
    generation = meta.get("generation")
    if keeps_generation and type(generation) is int and generation < 0:  # ValidateNonnegativeField
        out.append((path + ("generation",), invalid(generation, "must be greater than or equal to 0")))
    out.extend(label_map(meta.get("labels"), path + ("labels",)))
    out.extend(annotation_map(meta.get("annotations"), path + ("annotations",)))
    out.extend(owner_references(meta.get("ownerReferences"), path + ("ownerReferences",), owners_indexed))
    return out


_OWNER_FIELDS = ("apiVersion", "kind", "name", "uid")


def _go_json(value: object) -> str:
    """encoding/json's text of a value decoded from JSON: compact, non-ASCII as is, <, > and & escaped."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


_INTERNAL_ATTRIBUTE = (
    ("IntValue", "int"),
    ("BoolValue", "bool"),
    ("StringValue", "string"),
    ("VersionValue", "version"),
)
_INTERNAL_LISTS = (
    ("IntValues", "ints"),
    ("BoolValues", "bools"),
    ("StringValues", "strings"),
    ("VersionValues", "versions"),
)


def go_internal_attribute(attribute: dict[str, object], lists: bool = False) -> str:
    """encoding/json's text of the internal DeviceAttribute of 1.34 to 1.36 (no json tags: Go's field names, unset
    null); ``lists``: 1.36's, which has the list values too."""
    fields = _INTERNAL_ATTRIBUTE + (_INTERNAL_LISTS if lists else ())
    return _go_json({name: attribute.get(member) for name, member in fields})


def go_internal_terms(terms: object) -> str:
    """encoding/json's text of core.NodeSelectorTerms as validation.go holds them (the internal types, which have
    no json tags: Go's field names; a list absent or null is null, an empty one [])."""

    def listed(value: object, item: Callable[[Any], Any]) -> Any:
        return [item(x) for x in value] if isinstance(value, list) else None

    def requirement(r: Any) -> dict[str, Any]:
        r = r if isinstance(r, dict) else {}
        key, operator = r.get("key"), r.get("operator")
        return {
            "Key": key if isinstance(key, str) else "",
            "Operator": operator if isinstance(operator, str) else "",
            "Values": listed(r.get("values"), lambda x: x),
        }

    def term(t: Any) -> dict[str, Any]:
        t = t if isinstance(t, dict) else {}
        return {
            "MatchExpressions": listed(t.get("matchExpressions"), requirement),
            "MatchFields": listed(t.get("matchFields"), requirement),
        }

    return _go_json(listed(terms, term))


def _owner(ref: dict[str, Any]) -> dict[str, Any]:
    """An OwnerReference as Go re-encodes it: the four strings always, the two pointers when set."""
    out: dict[str, Any] = {key: ref.get(key) if isinstance(ref.get(key), str) else "" for key in _OWNER_FIELDS}
    out.update((key, ref[key]) for key in ("controller", "blockOwnerDeletion") if isinstance(ref.get(key), bool))
    return out


def owner_references(value: object, path: tuple, indexed: bool) -> Problems:
    """ValidateOwnerReferences. apimachinery 0.37 reports each reference's empty field at its index as Required
    (an unparsable apiVersion as Invalid "must be <group>/<version> or <version>"); before, every reference's
    errors are Invalid at ownerReferences itself ("version must not be empty" for an empty or unparsable
    version). One reference at most may be the controller; a v1 Event may not be an owner."""
    refs = [_owner(r if isinstance(r, dict) else {}) for r in value] if isinstance(value, list) else []
    out: Problems = []
    first_controller = ""
    for i, ref in enumerate(refs):
        where = path + (i,) if indexed else path
        api = ref["apiVersion"]
        parts = api.split("/") if api else ["", ""]
        version = "" if len(parts) > 2 else parts[-1]
        if indexed and not api:
            out.append((where + ("apiVersion",), required() + ": must not be empty"))
        elif not version:
            detail = "must be <group>/<version> or <version>" if indexed else "version must not be empty"
            out.append((where + ("apiVersion",), invalid(api, detail)))
        for key in ("kind", "name", "uid"):
            if not ref[key]:
                empty = required() + ": must not be empty" if indexed else invalid("", "must not be empty")
                out.append((where + (key,), empty))
        group = parts[0] if len(parts) == 2 else ""
        if version == "v1" and not group and ref["kind"] == "Event":
            out.append((where, f"Invalid value: {_go_json(ref)}: /v1, Kind=Event is disallowed from being an owner"))
        if ref.get("controller"):
            current = ref["kind"] + "/" + ref["name"]
            if first_controller:
                detail = (
                    'Only one reference can have Controller set to true. Found "true" in references for '
                    f"{first_controller} and {current}"
                )
                out.append((path, f"Invalid value: {_go_json(refs)}: {detail}"))
            else:
                first_controller = current
    return out


# ObjectMeta fields ValidateTemplateObjectMeta refuses ("cannot be set"). Upstream's path names the Go
# field (validateFieldAllowList: `uID` for uid); the file's key is kept so that the finding points at it.
_TEMPLATE_FORBIDDEN = (
    "name",
    "generateName",
    "namespace",
    "selfLink",
    "uid",
    "resourceVersion",
    "generation",
    "creationTimestamp",
    "deletionTimestamp",
    "deletionGracePeriodSeconds",
    "ownerReferences",
    "finalizers",
    "managedFields",
)


def template_object_meta(metadata: object, path: tuple) -> Problems:
    """core ValidateTemplateObjectMeta: only labels and annotations may be set in a template's metadata."""
    meta = metadata if isinstance(metadata, dict) else {}
    out = annotation_map(meta.get("annotations"), path + ("annotations",))
    out.extend(label_map(meta.get("labels"), path + ("labels",)))
    for key in _TEMPLATE_FORBIDDEN:
        if meta.get(key) not in (None, "", 0):  # Go's zero values are "not set"
            out.append((path + (key,), "Forbidden: cannot be set"))
    return out


def label_name(value: str) -> list[str]:
    """metav1validation.ValidateLabelName: one Invalid per qualified-name problem (an empty name gives two)."""
    return [invalid(value, message) for message in qualified_name(value)]


def extended_resource_name(value: str) -> bool:
    """v1helper.IsExtendedResourceName: a domain-prefixed name outside kubernetes.io, valid as a quota name."""
    if "/" not in value or "kubernetes.io/" in value or value.startswith("requests."):
        return False
    return not qualified_name("requests." + value)
