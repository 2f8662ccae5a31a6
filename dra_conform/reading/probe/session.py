"""What a live probe saw besides the responses: advertisement, service version, how the stream ended."""

from __future__ import annotations

from dataclasses import dataclass, field

HEALTH_SERVICES = ("v1.DRAResourceHealth", "v1alpha1.DRAResourceHealth")  # the kubelet's order of preference


@dataclass
class Session:
    target: str  # the DRA socket probed
    service: str | None = None  # the DRAResourceHealth version the stream was opened on
    advertised: list[str] | None = None  # GetInfo supported_versions; None when no registration socket was read
    driver: str | None = None  # GetInfo name, or --driver
    unimplemented: bool = False  # every version answered Unimplemented
    ended_at: float | None = None  # seconds after opening when the probe stopped (its end or the stream's)
    ended_early: str | None = None  # how the stream ended before --duration ("EOF", a gRPC status), if it did
    duration: float = 0.0
    notes: list[str] = field(default_factory=list)


def pick_service(advertised: list[str] | None) -> list[str]:
    """The versions to try, as the kubelet picks them: v1 before v1alpha1; both when nothing was advertised."""
    if advertised is None:
        return list(HEALTH_SERVICES)
    return [s for s in HEALTH_SERVICES if s in advertised]
