"""Kubernetes semantics the rules share, in upstream's words (see /work/plan/LAYOUT.md)."""
