"""Reading a live system read-only: a container's metadata tree, its mounts, a node's CDI specs, --watch.

Part of ``reading``: may import ``reading`` and ``model`` only; the engine (engine.live) decodes and checks.
"""
