"""The DRA objects tests build, as plain dicts in the shape a user writes them (resource.k8s.io/v1), and a
file of them. Keyword arguments name what a test varies; everything else is a default it can rely on:

- ``device(name, attributes=, capacity=, **fields)``: ``{"name"}``, then ``attributes`` and ``capacity`` when
  given, then ``fields`` as written (``consumesCounters=``, ``taints=``, ``nodeName=``...). An attribute given
  as a bare Python value is typed as a user would type it (str -> ``string``, bool -> ``bool``, int ->
  ``int``); a capacity given as a bare quantity becomes ``{"value": q}``; a dict is kept as written (a
  ``version`` attribute, a ``requestPolicy``).
- ``counter_set(name, **counters)`` / ``consumes(counter_set, **counters)``: an entry of ``sharedCounters`` and
  of a device's ``consumesCounters``, each counter a quantity (``memory="80Gi"``).
- ``resource_slice(name, devices=None, node="node-1", driver=GPU, pool=None, generation=1, slice_count=1,
  **spec)``: a slice of driver ``gpu.example.com`` on node ``node-1``, its pool named after the node (after the
  slice when ``node=None``, which leaves ``nodeName`` out), generation 1, complete in one slice (so a pool
  is incomplete only where a test says ``slice_count=``). ``devices=None`` leaves ``devices`` out (a slice
  of counters only); ``spec`` adds fields after them (``sharedCounters=``, ``allNodes=``...).
- ``request(name="gpu", class_name=GPU, count=None, selector=None, mode=None, v1beta1=False, **fields)``: a
  v1 request, ``{"name", "exactly": {...}}``, of the class ``gpu.example.com`` (``device_class()``'s
  default), with ``allocationMode``, ``count`` and ``selectors`` only when given, so the API's defaults
  (ExactCount of 1) apply otherwise; ``selector`` is one CEL expression or a sequence of them, a selector
  each. ``v1beta1=True`` writes the fields flat in the request, as v1beta1 did (and as a v1
  ``firstAvailable`` subrequest still is).
- ``claim(*requests, name="c", namespace="default", constraints=None, status=None, api_version=V1)``: a
  ResourceClaim in ``default`` of the requests given (none: an empty list); ``constraints`` and ``status``
  only when given.
- ``allocated(*devices, request="gpu", driver=GPU, pool="node-1", **fields)``: a claim's status with those
  devices allocated (a name, or a ``(pool, name)`` pair), each result with ``fields`` added.
- ``template(*requests, name="t", namespace="default")``: a ResourceClaimTemplate holding ``claim``'s spec.
- ``device_class(name=GPU, selector=DRIVER_SELECTOR)``: a DeviceClass selecting the devices of
  ``gpu.example.com`` (``selector=None``: no selectors, an empty spec).
- ``write_manifests(tmp_path, *objects, name="all.yaml")``: the objects as one multi-document YAML file in
  the order given, keys as built (so line numbers follow the builders' order), its path.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

import yaml

V1 = "resource.k8s.io/v1"
GPU = "gpu.example.com"
DRIVER_SELECTOR = f'device.driver == "{GPU}"'

Object = dict[str, Any]


def device(
    name: str, attributes: dict[str, Any] | None = None, capacity: dict[str, Any] | None = None, **fields: Any
) -> Object:
    out: Object = {"name": name}
    if attributes is not None:
        out["attributes"] = {key: _typed(value) for key, value in attributes.items()}
    if capacity is not None:
        out["capacity"] = {
            key: value if isinstance(value, dict) else {"value": value} for key, value in capacity.items()
        }
    return {**out, **fields}


def counter_set(name: str, **counters: str) -> Object:
    return {"name": name, "counters": _quantities(counters)}


def consumes(counter_set: str, **counters: str) -> Object:
    return {"counterSet": counter_set, "counters": _quantities(counters)}


def resource_slice(
    name: str,
    devices: Sequence[Object] | None = None,
    node: str | None = "node-1",
    driver: str = GPU,
    pool: str | None = None,
    generation: int = 1,
    slice_count: int = 1,
    **spec: Any,
) -> Object:
    body: Object = {"driver": driver}
    if node is not None:
        body["nodeName"] = node
    body["pool"] = {"name": pool or node or name, "generation": generation, "resourceSliceCount": slice_count}
    if devices is not None:
        body["devices"] = list(devices)
    return {"apiVersion": V1, "kind": "ResourceSlice", "metadata": {"name": name}, "spec": {**body, **spec}}


def request(
    name: str = "gpu",
    class_name: str = GPU,
    count: int | None = None,
    selector: str | Sequence[str] | None = None,
    mode: str | None = None,
    v1beta1: bool = False,
    **fields: Any,
) -> Object:
    body: Object = {"deviceClassName": class_name}
    if mode is not None:
        body["allocationMode"] = mode
    if count is not None:
        body["count"] = count
    if selector is not None:
        expressions = [selector] if isinstance(selector, str) else selector
        body["selectors"] = [{"cel": {"expression": e}} for e in expressions]
    body.update(fields)
    return {"name": name, **body} if v1beta1 else {"name": name, "exactly": body}


def claim(
    *requests: Object,
    name: str = "c",
    namespace: str = "default",
    constraints: Sequence[Object] | None = None,
    status: Object | None = None,
    api_version: str = V1,
) -> Object:
    devices: Object = {"requests": list(requests)}
    if constraints is not None:
        devices["constraints"] = list(constraints)
    out: Object = {
        "apiVersion": api_version,
        "kind": "ResourceClaim",
        "metadata": {"name": name, "namespace": namespace},
        "spec": {"devices": devices},
    }
    if status is not None:
        out["status"] = status
    return out


def allocated(
    *devices: str | tuple[str, str], request: str = "gpu", driver: str = GPU, pool: str = "node-1", **fields: Any
) -> Object:
    results = []
    for one in devices:
        where, name = one if isinstance(one, tuple) else (pool, one)
        results.append({"request": request, "driver": driver, "pool": where, "device": name, **fields})
    return {"allocation": {"devices": {"results": results}}}


def template(*requests: Object, name: str = "t", namespace: str = "default") -> Object:
    return {
        "apiVersion": V1,
        "kind": "ResourceClaimTemplate",
        "metadata": {"name": name, "namespace": namespace},
        "spec": {"spec": claim(*requests)["spec"]},
    }


def device_class(name: str = GPU, selector: str | Sequence[str] | None = DRIVER_SELECTOR) -> Object:
    expressions = [] if selector is None else [selector] if isinstance(selector, str) else list(selector)
    spec = {"selectors": [{"cel": {"expression": e}} for e in expressions]} if expressions else {}
    return {"apiVersion": V1, "kind": "DeviceClass", "metadata": {"name": name}, "spec": spec}


def write_manifests(tmp_path: Path, *objects: Object, name: str = "all.yaml") -> Path:
    target = tmp_path / name
    target.write_text(yaml.safe_dump_all(objects, sort_keys=False))
    return target


def _typed(value: Any) -> Any:
    if isinstance(value, dict):
        return value
    if isinstance(value, bool):  # before int: a bool is an int to Python
        return {"bool": value}
    if isinstance(value, int):
        return {"int": value}
    if isinstance(value, str):
        return {"string": value}
    raise TypeError(f"type the attribute {value!r} as a dict")


def _quantities(counters: dict[str, str]) -> Object:
    return {key: {"value": value} for key, value in counters.items()}
