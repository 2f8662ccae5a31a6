"""The scheduler's allocator, offline: for the claims of a pod and one node, the allocation upstream makes.

Upstream: k8s.io/dynamic-resource-allocation structured/internal/experimental (v0.37.2, whose
TestAllocator table tests/upstream/allocator holds): allocator_experimental.go (Allocate, validateDeviceRequest,
allocateOne, isSelectable, selectorsMatch, allocateDevice, checkAvailableCounters, createNodeSelector),
pools_experimental.go (NodeMatches, GatherPools, buildPool, checkSlicesInPool), constraint.go
(matchAttribute, distinctAttribute) and consumable_capacity.go (CmpRequestOverCapacity). The
experimental variant is the one with every feature; the stable and incubating ones give the same
results for the features they support (upstream runs one test table against all three). Where a
release's allocator decides otherwise (the Go oracle, tests/oracle, asks 1.34.13 to 1.37.2), Features
carries the release's behaviour (features.RELEASE_BEHAVIOURS).

The search is upstream's, step for step: claims in order, requests in order, subrequests in order,
pools sorted by driver and pool name (those with binding conditions last), slices by name, devices as
published, and the first complete solution wins. Upstream bounds it only by the scheduler's filter
timeout; here a budget of device tries (budget.py: ``MAX_TRIES`` for a claim, or a pod's claims, on all
its nodes) ends a search that has not finished, and the answer is then "not judged", never a verdict.
pruning.py passes over, in long searches, devices that cannot change the answer.

    inventory = Inventory.of(slices)                      # ResourceSlice objects (v1, v1beta2, v1beta1)
    outcome = allocate(inventory, node, claims, classes, allocated, features)
    outcome.kind          # "allocated" | "unsatisfiable" | "error" | "not judged"
    outcome.results       # per claim: [Result(request, driver, pool, device, ...)], node selector

The modules follow upstream's files: features.py (internal/types.go's Features), inventory.py (the
slices and devices the scheduler lists, with the taints of taints.py patched in), allocatedstate.py,
pools.py (pools_experimental.go), capacity.py (consumable_capacity.go), constraints.py (constraint.go),
counters.py (checkAvailableCounters), search.py (the rest of allocator_experimental.go). Beyond upstream, for the messages: nodes.py judges a claim (or
the claims of a pod, together) node by node; reasons.py says, for one claim on one node, each device's
first reason not to be used, in the order allocateOne looks at it; filters.py says, for each request
alone over every node, how many devices each of its filters lets through (DRA-CL-040...043's counts and
explain-claim's filter lines), over the same inventory.

Pure: values in, values out. Nothing here reads files; an Inventory keeps what every claim judged on it
shares (CEL answers, pools per node).
"""

from .allocatedstate import AllocatedState
from .budget import MAX_TRIES, Budget
from .features import Features
from .inventory import Inventory, Node
from .search import Outcome, Result, allocate

__all__ = ["MAX_TRIES", "AllocatedState", "Budget", "Features", "Inventory", "Node", "Outcome", "Result", "allocate"]
