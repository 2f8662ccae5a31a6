"""Inventory.selectors: what selectorsMatch says of a request's selectors on every device, built on the
cached answer for its first selectors. Checked against the plain reading of selectorsMatch, device by
device (each selector in order: the first that does not compile, fails at run time, cannot be
evaluated or does not match decides), for every order of up to three selectors on one inventory, so
that the answers cached for one request's selectors serve the next."""

from __future__ import annotations

from itertools import permutations

import pytest

from dra_conform.semantics import cel
from dra_conform.semantics.allocator import Inventory

GPU = "gpu.example.com"
SELECTORS = (
    f'device.driver == "{GPU}"',
    f'device.attributes["{GPU}"].numa == 0',  # a runtime error where numa is not published
    f'device.attributes["{GPU}"].model == "a100"',
    "device.driver ==",  # does not compile
)


def inventory() -> Inventory:
    devices = []
    for i in range(12):
        attributes = {"model": {"string": "a100" if i % 3 else "l4"}}
        if i % 4:
            attributes["numa"] = {"int": i % 2}
        devices.append({"name": f"gpu-{i}", "attributes": attributes})
    return Inventory.of(
        [
            {
                "apiVersion": "resource.k8s.io/v1",
                "kind": "ResourceSlice",
                "metadata": {"name": "node-1"},
                "spec": {
                    "driver": GPU,
                    "nodeName": "node-1",
                    "pool": {"name": "node-1", "generation": 1, "resourceSliceCount": 1},
                    "devices": devices,
                },
            }
        ]
    )


def reference(inv: Inventory, expressions: tuple[str, ...], options: cel.Options) -> tuple[list, set[int]]:
    answers, failing = [], set()
    for d in range(len(inv.devices)):
        answer = None
        for i, expression in enumerate(expressions):
            compiled = cel.compile(expression, options)
            if compiled.problem is not None:
                answer = ("compile", i, compiled.problem.detail)
                break
            outcome = inv.outcomes(expression, compiled)[d]
            if outcome.error is not None:
                answer = ("runtime", i, outcome.error)
                failing.add(d)
                break
            if outcome.matched is None:
                answer = ("unknown", i, outcome.not_checked or "not evaluated")
                break
            if not outcome.matched:
                answer = False
                break
        answers.append(answer)
    return answers, failing


def combinations() -> list[tuple[str, ...]]:
    return [c for n in range(4) for c in permutations(SELECTORS, n)]


def test_every_order_of_selectors_gives_selectorsmatchs_answer_on_every_device():
    inv, options = inventory(), cel.Options()
    kinds = set()
    for expressions in combinations():
        want, failing = reference(inv, expressions, options)
        assert inv.selectors(expressions, options) == want, expressions
        assert inv.runtime_failures(expressions, options) == failing, expressions
        kinds |= {a if a is None or a is False else a[0] for a in want}
    assert kinds == {None, False, "compile", "runtime"}  # the table reaches every answer but "unknown"


@pytest.mark.parametrize("expressions", [SELECTORS[3:] + SELECTORS[:1], SELECTORS[1:2] + SELECTORS[3:]])
def test_a_selector_after_one_that_does_not_compile_is_never_evaluated(expressions):
    inv, options = inventory(), cel.Options()
    inv.selectors(expressions, options)
    if expressions[0] == SELECTORS[3]:
        assert (expressions[1], options.list_type_attributes) not in inv._outcomes
    assert inv.selectors(expressions, options) == reference(inv, expressions, options)[0]
