"""dra-conform: conformance validator and linter for Kubernetes DRA observability data."""

__version__ = "0.1.0"
