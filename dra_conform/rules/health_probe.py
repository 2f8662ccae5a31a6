"""DRA-HLT-002 and 009: what only a live `health-probe` session shows (registration and the stream's life)."""

from __future__ import annotations

from typing import Iterator

from ..model.catalogue import implements
from ..model.findings import Hit, Severity
from ..reading.capture import Capture
from ..reading.probe.session import HEALTH_SERVICES
from .health_capture import HealthContext


def _at(capture: Capture, message: str, severity: Severity | None = None) -> Hit:
    """A finding about the whole stream: on its last response, or at the start of an empty capture."""
    if capture.responses:
        return Hit(message, (), capture.responses[-1].index, severity=severity)
    return Hit(message, offset=0, severity=severity)


@implements("DRA-HLT-002", scope="probe")
def service_advertised(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    session = capture.probe
    if session is None:
        return
    listed = [s for s in HEALTH_SERVICES if s in (session.advertised or ())]
    if session.unimplemented:
        if listed:
            yield _at(
                capture,
                f"GetInfo advertises {', '.join(listed)} but NodeWatchResources answers Unimplemented: "
                "the kubelet keeps retrying a stream that never opens",
            )
        else:
            yield _at(
                capture,
                "this driver reports no health: DRAResourceHealth is not advertised and answers Unimplemented",
                Severity.NOTE,
            )
    elif session.advertised is not None and session.service and session.service not in session.advertised:
        yield _at(
            capture,
            f"the plugin serves {session.service} but GetInfo's supported_versions "
            f"({', '.join(session.advertised) or 'empty'}) does not list it: the kubelet never opens "
            "the health stream",
        )


@implements("DRA-HLT-009", scope="probe")
def stream_stays_open(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    session = capture.probe
    if session is None or not session.ended_early or session.unimplemented:
        return
    yield _at(
        capture,
        f"the stream ended after {session.ended_at:.1f} s of the {session.duration:g} s probe "
        f"({session.ended_early}): the kubelet clears the driver's health cache and shows every "
        "device Unknown until it reconnects",
    )
