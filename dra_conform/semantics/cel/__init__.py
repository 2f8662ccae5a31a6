"""The DRA CEL environment: device selectors compiled, type-checked and evaluated as Kubernetes does.

Upstream: staging/src/k8s.io/dynamic-resource-allocation/cel/compile.go (the environment: the
`device` variable, its gated fields, cel.bind, the Kubernetes base libraries), the apiserver's
validateCELSelector (10 KiB length limit, "too complex, exceeds cost limit") and
apiserver/pkg/cel/library (quantity, semver, ...). No CEL library from PyPI type-checks this
environment (docs/cel.md has the measurements), so parser, checker, cost bounds and evaluator are ours.

The package is laid out as cel-go is:

    lexer.py       the tokens (parser/'s generated lexer)         ast.py      the AST (common/ast)
    syntax.py      the parser (parser/)                           macros.py   its macros (parser/macro.go)
    types.py       the checker's types
    checker.py     the type checker (checker/)                    cost.py     its cost estimate (checker/cost.go)
    compiler.py    compile(): parse, check, the selector's rules  env.py      the environment: its libraries
    options.py     Options: the gates, release and limit a compilation is for
    interpreter.py evaluation (interpreter/)                      runtime_cost.py  the budget of one evaluation
    matching.py    evaluate(), DeviceIndex: selectors against devices
    values/        the values (common/types; apiserver/pkg/cel's types: Quantity, Semver, IP, CIDR, URL)
    decls.py       how a library declares a function: overloads, implementation, price, estimate
    stdlib.py, optional.py   cel-go's standard library and optional types
    ext/           cel-go's extensions: strings (and formatting), lists, sets, comprehensions
    library/       Kubernetes' libraries: regex, lists, quantity, semver, format, ip, cidr, urls, authz
    regex.py       RE2 as Go's regexp (matches, find, findAll)

API for the rules (ResourceClaim / template / DeviceClass / DeviceTaintRule selectors):

    from dra_conform.semantics.cel import Options, compile
    result = compile(expression, Options(consumable_capacity=..., list_type_attributes=..., stored=False))
    result.problem      # None, or Problem(kind, detail, offset, line, column): an error the apiserver reports
                        #   kind "Invalid"   -> field.Invalid(path, expression, detail)  (detail is upstream's
                        #                       "compilation failed: ERROR: <input>:L:C: ..." text, or
                        #                       "must evaluate to bool or the unknown type, not int")
                        #   kind "TooLong"   -> field.TooLong(path, "", 10240)  (detail "may not be more than 10240 bytes")
                        #   kind "Forbidden" -> field.Forbidden(path, "too complex, exceeds cost limit")
                        #   kind "Internal"  -> field.InternalError(path, detail)  ("program instantiation failed: ...")
                        #   offset/line/column: the first CEL error inside the expression (code points,
                        #   1-based line/column) for placing the finding at the right column of the file.
    result.not_checked  # None, or why part of the expression was not judged: report a note "not checked: ...",
                        #   never an error (message construction, cost close to the limit, ...)

`compile` is functools.cache'd on (expression, Options): call it freely.

API for the satisfiability analysis (evaluating requests against published devices):

    from dra_conform.semantics.cel import device_from_slice, evaluate, match_devices
    dev = device_from_slice(slice_device_dict, driver, list_type_attributes=...)   # raises BadDevice(text)
    evaluate(result, dev)          -> Outcome(matched=True/False/None, error=..., not_checked=...)
    index = DeviceIndex(devices)   # once per run: groups devices by the values an expression reads
    index.matches(result)          -> [(Outcome, [device indices]), ...]  one evaluation per group
    match_devices(result, devices or index) -> [Outcome, ...]  (the same, one outcome per device)

A runtime error (a missing attribute: "no such key: model") is Outcome(False, error=text), a "no match"
as the scheduler's allocator treats it; matched=None means dra-conform could not evaluate (not_checked).
Everything here is pure: no I/O, no global state beyond the two functools caches.

Importing this package imports none of it: each name below is loaded from its module when first used
(PEP 562), so a run without selectors never loads the compiler or the evaluator.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what the names below are, for type checkers and readers
    from .compiler import MAX_LENGTH, CompileResult, Problem, compile  # noqa: A004
    from .matching import DeviceIndex, Outcome, evaluate, match_devices, reads
    from .options import MAX_COST, Options
    from .values.kubernetes import BadDevice, Device, Quantity, Semver, device_from_slice

_FROM: dict[str, str] = {
    **dict.fromkeys(("MAX_LENGTH", "CompileResult", "Problem", "compile"), "compiler"),
    **dict.fromkeys(("MAX_COST", "Options"), "options"),
    **dict.fromkeys(("DeviceIndex", "Outcome", "evaluate", "match_devices", "reads"), "matching"),
    **dict.fromkeys(("BadDevice", "Device", "Quantity", "Semver", "device_from_slice"), "values.kubernetes"),
}

__all__ = [  # the names of _FROM
    "MAX_COST",
    "MAX_LENGTH",
    "BadDevice",
    "CompileResult",
    "Device",
    "DeviceIndex",
    "Options",
    "Outcome",
    "Problem",
    "Quantity",
    "Semver",
    "compile",
    "device_from_slice",
    "evaluate",
    "match_devices",
    "reads",
]


def __getattr__(name: str) -> Any:
    """A name of the API, from its module; a submodule (`cel.values`), imported."""
    module = _FROM.get(name)
    if module is None:
        qualified = f"{__name__}.{name}"
        try:
            return importlib.import_module(qualified)
        except ModuleNotFoundError as e:
            if e.name != qualified:
                raise
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # found once: later lookups do not come here
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_FROM))
