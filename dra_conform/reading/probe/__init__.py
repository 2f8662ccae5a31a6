"""The read-only gRPC client of `dra-conform health-probe` (GetInfo, NodeWatchResources) and its stubs.

Part of ``reading``: may import ``reading`` and ``model`` only. grpcio is imported only when a probe runs.
"""
