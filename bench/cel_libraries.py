"""Compile/evaluate time of the PyPI CEL libraries considered for dra-conform, on the driver corpus's
selectors, beside dra-conform's own compile (docs/cel.md records a run). Each library is optional:
run with an interpreter where `cel-python` (celpy) and/or `cel-expr-python` are installed.

    python bench/cel_libraries.py [--rounds 200]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXPRESSIONS = [c["expression"] for c in json.loads((ROOT / "tests/unit/data/cel/driver_expressions.json").read_text())]


def per_expression(fn, rounds: int) -> float:
    t = time.perf_counter()
    for _ in range(rounds):
        for e in EXPRESSIONS:
            fn(e)
    return (time.perf_counter() - t) / (rounds * len(EXPRESSIONS)) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=200)
    rounds = ap.parse_args().rounds
    print(f"{len(EXPRESSIONS)} selectors from the driver corpus, microseconds per compile (mean of {rounds} rounds)")
    try:
        sys.path.insert(0, str(ROOT))
        from dra_conform.semantics.cel import compiler

        print(f"dra-conform compile (uncached): {per_expression(compiler.compile.__wrapped__, rounds):.0f} us")
    except ImportError as e:
        print("dra-conform: not importable here:", e)
    try:
        import celpy

        env = celpy.Environment()
        print(f"cel-python (celpy) parse only, no type check: {per_expression(env.compile, rounds):.0f} us")
        ast = env.compile(EXPRESSIONS[0])
        prog = env.program(ast)
        act = {"device": celpy.json_to_cel({"driver": "dra.cpu", "attributes": {}, "capacity": {}})}
        t = time.perf_counter()
        for _ in range(2000):
            prog.evaluate(act)
        print(f"cel-python evaluate {EXPRESSIONS[0]!r}: {(time.perf_counter() - t) / 2000 * 1e6:.1f} us")
    except ImportError:
        print("cel-python: not installed")
    try:
        from cel_expr_python import cel
        from google.protobuf import descriptor_pb2, descriptor_pool

        fdp = descriptor_pb2.FileDescriptorProto(name="dra.proto", package="kubernetes", syntax="proto3")
        m = fdp.message_type.add(name="DRADevice")
        m.field.add(name="driver", number=1, type=9, label=1)
        entry = m.nested_type.add(name="AttributesEntry")
        entry.options.map_entry = True
        entry.field.add(name="key", number=1, type=9, label=1)
        entry.field.add(name="value", number=2, type=11, label=1, type_name=".google.protobuf.Struct")
        m.field.add(name="attributes", number=2, type=11, label=3, type_name=".kubernetes.DRADevice.AttributesEntry")
        fdp.dependency.append("google/protobuf/struct.proto")
        pool = descriptor_pool.DescriptorPool()
        from google.protobuf import struct_pb2

        pool.AddSerializedFile(struct_pb2.DESCRIPTOR.serialized_pb)
        pool.Add(fdp)
        q = cel.Type.AbstractType("kubernetes.Quantity")
        ext = cel.CelExtension(
            "k8s",
            [
                cel.FunctionDecl("quantity", [cel.Overload("string_to_quantity", q, [cel.Type.STRING])]),
                cel.FunctionDecl(
                    "compareTo", [cel.Overload("quantity_compare_to", cel.Type.INT, [q, q], is_member=True)]
                ),
                cel.FunctionDecl("isGreaterThan", [cel.Overload("quantity_gt", cel.Type.BOOL, [q, q], is_member=True)]),
            ],
        )
        env = cel.NewEnv(pool, variables={"device": cel.Type("kubernetes.DRADevice")}, extensions=[ext])

        def c(e: str) -> None:
            try:
                env.compile(e)
            except RuntimeError:
                pass

        print(f"cel-expr-python (C++ checker, approximate DRA declarations): {per_expression(c, rounds):.0f} us")
    except ImportError:
        print("cel-expr-python: not installed")


if __name__ == "__main__":
    main()
