"""createNodeSelector (allocator_experimental.go): the node selector of one claim's allocation, from the
devices it got: the node of a node-local device, or the requirements of their slices' (or, per device, their
own) node selectors merged into one term."""

from __future__ import annotations

from typing import Any

from ..values import as_dict, as_list, as_str
from .inventory import Device, Failed, Node


def node_selector(node: Node | None, devices: list[Device]) -> dict[str, Any] | None:
    """createNodeSelector."""
    fields: list[dict[str, Any]] = []
    expressions: list[dict[str, Any]] = []
    for device in devices:
        s = device.slice
        if s.per_device:
            name, selector = as_str(device.body.get("nodeName")), device.body.get("nodeSelector")
        else:
            name, selector = s.node_name, s.node_selector
        if name or device.binds_to_node:
            here = node.name if node is not None else ""
            return {
                "nodeSelectorTerms": [{"matchFields": [{"key": "metadata.name", "operator": "In", "values": [here]}]}]
            }
        if isinstance(selector, dict):
            terms = as_list(selector.get("nodeSelectorTerms"))
            if len(terms) == 1:
                term = as_dict(terms[0])
                _add_new(as_list(term.get("matchFields")), fields)
                _add_new(as_list(term.get("matchExpressions")), expressions)
            elif len(terms) > 1:
                raise Failed(f"unsupported ResourceSlice.NodeSelector with {len(terms)} terms")
    if fields or expressions:
        merged: dict[str, Any] = {}
        if expressions:
            merged["matchExpressions"] = expressions
        if fields:
            merged["matchFields"] = fields
        return {"nodeSelectorTerms": [merged]}
    return None


def _add_new(source: list[Any], target: list[dict[str, Any]]) -> None:
    for requirement in map(as_dict, source):
        values = set(map(str, as_list(requirement.get("values"))))
        if not any(
            t.get("key") == requirement.get("key")
            and t.get("operator") == requirement.get("operator")
            and set(map(str, as_list(t.get("values")))) == values
            for t in target
        ):
            target.append(requirement)
