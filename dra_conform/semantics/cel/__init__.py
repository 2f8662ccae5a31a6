"""The DRA CEL environment: device selectors compiled, type-checked and evaluated as Kubernetes does.

Upstream: staging/src/k8s.io/dynamic-resource-allocation/cel/compile.go (the environment: the
`device` variable, its gated fields, cel.bind, the Kubernetes base libraries), the apiserver's
validateCELSelector (10 KiB length limit, "too complex, exceeds cost limit") and
apiserver/pkg/cel/library (quantity, semver). No CEL library from PyPI type-checks this environment
(docs/cel.md has the measurements), so parser, checker, cost bounds and evaluator are ours.

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
"""

from .compiler import MAX_COST, MAX_LENGTH, CompileResult, Options, Problem, compile  # noqa: A004
from .evaluate import BadDevice, Device, DeviceIndex, Outcome, device_from_slice, evaluate, match_devices, reads
from .values import Quantity, Semver

__all__ = [
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
