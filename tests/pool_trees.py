"""Generated repositories of manifests whose findings come from the rules across objects: pools
split over files (some incomplete), counter sets published by another slice of the pool (some
missing), claims judged against every slice. A check of part of such a tree finds other things
than a check of the whole tree unless it reads the rest as context."""

from __future__ import annotations

from pathlib import Path

SLICE = """apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata:
  name: {pool}-{i}
spec:
  driver: gpu.example.com
  nodeName: {pool}
  pool:
    name: {pool}
    generation: 1
    resourceSliceCount: {count}
{body}"""
COUNTERS = """  sharedCounters:
  - name: mem
    counters:
      memory: {value: 80Gi}
"""
DEVICES = """  devices:
  - name: gpu-0
    attributes:
      model: {{string: a100}}
    consumesCounters:
    - counterSet: {counter_set}
      counters:
        memory: {{value: 40Gi}}
"""
CLASS = """apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: gpu.example.com
spec:
  selectors:
  - cel:
      expression: device.driver == "gpu.example.com"
"""
CLAIM = """apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata:
  name: claim-{n}
spec:
  devices:
    requests:
    - name: gpu
      exactly:
        deviceClassName: gpu.example.com
        selectors:
        - cel:
            expression: device.attributes["gpu.example.com"].model == "{model}"
"""


def two_slice_pool(root: Path, where: str = "deploy", count: int = 2) -> list[str]:
    """One pool of two slices in two files: the first publishes the counter set the second's device
    consumes. Complete when ``count`` is 2."""
    return [
        put(root, f"{where}/slice-0.yaml", SLICE.format(pool="node-1", i=0, count=count, body=COUNTERS)),
        put(
            root,
            f"{where}/slice-1.yaml",
            SLICE.format(pool="node-1", i=1, count=count, body=DEVICES.format(counter_set="mem")),
        ),
    ]


def pool_tree(root: Path, where: str = "deploy", pools: int = 80, claims: int = 39) -> list[str]:
    """A DeviceClass, ``pools`` pools of two slice files (the last quarter declare a third slice that
    is not there; every tenth consumes a counter set no slice publishes) and ``claims`` claims, a
    third of them asking for a model no device has: 1 + 2 * pools + claims files, their paths."""
    names = [put(root, f"{where}/class.yaml", CLASS)]
    for p in range(pools):
        pool, count = f"node-{p:03d}", 3 if p >= pools * 3 // 4 else 2
        counter_set = "nope" if p % 10 == 9 else "mem"
        names.append(put(root, f"{where}/{pool}-0.yaml", SLICE.format(pool=pool, i=0, count=count, body=COUNTERS)))
        body = DEVICES.format(counter_set=counter_set)
        names.append(put(root, f"{where}/{pool}-1.yaml", SLICE.format(pool=pool, i=1, count=count, body=body)))
    for n in range(claims):
        names.append(put(root, f"{where}/claim-{n:02d}.yaml", CLAIM.format(n=n, model="a100" if n % 3 else "h100")))
    return names


def put(root: Path, name: str, text: str) -> str:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return name
