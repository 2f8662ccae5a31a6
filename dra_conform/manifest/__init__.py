"""Kubernetes manifests (YAML or JSON, multi-document, List wrappers) with positions."""
