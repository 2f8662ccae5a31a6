"""Kubernetes semantics the rules share, in upstream's words.

Owns the validation helpers (apimachinery's messages), node selectors, feature gates,
quantities and ResourceSlice facts (slices), value walking (values), the pool-status
oracle, the manifest context a rule gets, device-metadata decoding (metadata/) and the
DRA CEL environment (cel/: parse, type-check, cost, evaluate).
May import ``reading`` and ``model``; never ``rules``, ``engine``, ``report`` or ``commands``.
"""
