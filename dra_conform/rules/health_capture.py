"""DRA-HLT-001, 003...010: a DRAResourceHealth stream (capture or live probe), the way the kubelet reads it.

The kubelet (pkg/kubelet/cm/dra/healthinfo.go) keys devices by pool and device
name, reads health numbers other than 1 and 2 as Unknown, uses a 30 s timeout
unless a positive one is given, flips devices to Unknown when no report
arrives within it, and cuts messages to 1021 bytes + "...". Rules that repeat
per response report a device's first occurrence and count the rest.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterable, Iterator

from ..model.catalogue import implements
from ..model.findings import Hit
from ..reading.capture import DEFAULT_TIMEOUT_SECONDS, HEALTH_NAMES, MESSAGE_LIMIT, Capture, DeviceHealth
from ..semantics.values import as_dict, as_list, as_str

_MILLISECONDS = 10**11  # Unix seconds reach this in the year 5138; milliseconds passed it in 1973


class HealthContext:
    """What else the run gave: the devices ResourceSlices publish, by pool (None: no slices given), and
    the release checked against. A read of the release is noted (``release_read``): in a matrix run
    the engine checks a capture once for all releases when its rules read none."""

    def __init__(self, published: dict[str, frozenset[str]] | None = None, kubernetes_version: str = "") -> None:
        self.published = published
        self._release = kubernetes_version
        self.release_read = False

    @property
    def kubernetes_version(self) -> str:
        self.release_read = True
        return self._release

    @classmethod
    def from_slices(cls, slices: Iterable[dict[str, Any]], kubernetes_version: str) -> HealthContext:
        published: dict[str, set[str]] = {}
        for value in slices:
            spec = as_dict(value.get("spec"))
            names = published.setdefault(as_str(as_dict(spec.get("pool")).get("name")), set())
            # the name sits beside v1beta1's `basic`, so the device entries themselves are read
            names.update(as_str(as_dict(device).get("name")) for device in as_list(spec.get("devices")))
        return cls({p: frozenset(n) for p, n in published.items()} if published else None, kubernetes_version)


def _devices(capture: Capture) -> Iterator[DeviceHealth]:
    for response in capture.responses:
        yield from response.devices


def _first_of_each(capture: Capture, bad: Callable[[DeviceHealth], object]) -> Iterator[tuple[DeviceHealth, int]]:
    """The first report of each (device, problem) that ``bad`` finds, and how many reports repeat it."""
    first: dict[tuple[tuple[str, str], object], DeviceHealth] = {}
    count: dict[tuple[tuple[str, str], object], int] = {}
    for report in _devices(capture):
        problem = bad(report)
        if problem is None or problem is False:
            continue
        key = (report.key, problem)
        first.setdefault(key, report)
        count[key] = count.get(key, 0) + 1
    for key, report in first.items():
        yield report, count[key] - 1


def _more(repeats: int) -> str:
    return f" (and {repeats} later report{'s' if repeats > 1 else ''})" if repeats else ""


@implements("DRA-HLT-001", scope="health")
def decodes(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    yield from capture.errors


@implements("DRA-HLT-003", scope="health")
def complete_list(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    seen: dict[tuple[str, str], int] = {}  # device -> response it was first reported in
    reported_pools = {d.pool for d in _devices(capture)}
    expected: set[tuple[str, str]] = set()
    if context.published:
        expected = {(pool, name) for pool in reported_pools for name in context.published.get(pool, ())}
    announced: set[tuple[str, str]] = set()  # published devices never reported: said once, where first missing
    for response in capture.responses:
        listed = {d.key for d in response.devices}
        missing_earlier = sorted(k for k in seen if k not in listed)
        missing_published = sorted(k for k in expected - listed if k not in seen and k not in announced)
        announced.update(missing_published)
        for report in response.devices:
            seen.setdefault(report.key, response.index)
        parts = []
        if missing_earlier:
            parts.append(f"{_names(missing_earlier)} reported earlier")
        if missing_published:
            parts.append(f"{_names(missing_published)} published in the ResourceSlices given")
        if parts:
            yield Hit(
                f"response {response.index} does not list {' and '.join(parts)}: each response should be the "
                "complete list; the kubelet keeps a missing device only until its timeout, then shows it Unknown",
                ("devices",) if response.devices else (),
                response.index,
                key=True,
            )


def _names(keys: list[tuple[str, str]]) -> str:
    shown = ", ".join(f"{pool}/{device}" for pool, device in keys[:5])
    more = f" and {len(keys) - 5} more" if len(keys) > 5 else ""
    return f"device{'s' if len(keys) > 1 else ''} {shown}{more}"


def _nearest(report: DeviceHealth, proto_field: str) -> tuple[object, ...]:
    """The field's path when the report has it, else the closest enclosing field it has."""
    for name in (proto_field, "device"):
        if name in report.keys:
            return report.path(name)
    return report.path()


def _empty(attr: str, report: DeviceHealth) -> str | None:
    """``attr`` when the report's pool or device name (``attr``) is empty."""
    return attr if not getattr(report, attr) else None


@implements("DRA-HLT-004", scope="health")
def device_identity(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    for attr, field, json_name in (("pool", "pool_name", "poolName"), ("device", "device_name", "deviceName")):
        for report, repeats in _first_of_each(capture, partial(_empty, attr)):
            yield Hit(
                f"empty {json_name}{_more(repeats)}: the kubelet keys devices by pool and device name, and no "
                f"ResourceSlice device has an empty {attr} name",
                _nearest(report, field),
                report.response,
            )
    published = context.published
    if published is None:
        return

    def unpublished(d: DeviceHealth) -> object:
        return d.pool and d.device and d.device not in published.get(d.pool, ())

    for report, repeats in _first_of_each(capture, unpublished):
        if report.pool in published:
            where = f"pool {report.pool} publishes {len(published[report.pool])} device(s), not {report.device}"
        else:
            where = f"no ResourceSlice given publishes pool {report.pool}"
        yield Hit(
            f"device {report.name} is not a device the driver publishes: {where}{_more(repeats)}; the "
            "kubelet matches health to allocated devices by pool and device name",
            report.path("device_name"),
            report.response,
        )


@implements("DRA-HLT-005", scope="health")
def health_value(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    for report, repeats in _first_of_each(capture, lambda d: d.health if not 0 <= d.health < 3 else None):
        yield Hit(
            f"health {report.health} is not a HealthStatus value ({', '.join(HEALTH_NAMES)}){_more(repeats)}: "
            "the kubelet reads it as Unknown",
            report.path("health"),
            report.response,
        )


@implements("DRA-HLT-006", scope="health")
def timeout(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    def not_positive(d: DeviceHealth) -> object:
        return d.timeout if d.timeout is not None and d.timeout <= 0 else None

    for report, repeats in _first_of_each(capture, not_positive):
        how = "is negative: the kubelet logs it and" if report.timeout < 0 else "is not a timeout: the kubelet"  # type: ignore[operator]
        yield Hit(
            f"healthCheckTimeoutSeconds {report.timeout} {how} uses its default of {DEFAULT_TIMEOUT_SECONDS} s"
            f"{_more(repeats)}",
            report.path("health_check_timeout_seconds"),
            report.response,
        )


@implements("DRA-HLT-007", scope="health")
def last_updated_time(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    for report, repeats in _first_of_each(capture, lambda d: "ms" if d.last_updated >= _MILLISECONDS else None):
        yield Hit(
            f"lastUpdatedTime {report.last_updated} looks like milliseconds{_more(repeats)}: the field is Unix "
            "seconds (the kubelet ignores it and stamps its own receive time)",
            report.path("last_updated_time"),
            report.response,
        )
    latest: dict[tuple[str, str], DeviceHealth] = {}
    for report in _devices(capture):
        before = latest.get(report.key)
        if report.last_updated:
            if before is not None and report.last_updated < before.last_updated:
                yield Hit(
                    f"lastUpdatedTime goes backwards for {report.name}: {report.last_updated} after "
                    f"{before.last_updated} in response {before.response}",
                    report.path("last_updated_time"),
                    report.response,
                )
            latest[report.key] = report


def effective_timeout(report: DeviceHealth) -> int:
    return report.timeout if report.timeout and report.timeout > 0 else DEFAULT_TIMEOUT_SECONDS


@implements("DRA-HLT-008", scope="health")
def stale_reports(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    """A device not reported again within its timeout reads Unknown in the kubelet until the next report.

    Live probes time reports by arrival, as the kubelet does; a capture file has
    only the plugin's lastUpdatedTime, which stands in for it.
    """
    live = bool(capture.responses) and all(r.received is not None for r in capture.responses)
    last: dict[tuple[str, str], tuple[float, DeviceHealth]] = {}
    for response in capture.responses:
        for report in response.devices:
            if live and response.received is not None:  # live: every response has its arrival time
                at = response.received
            elif 0 < report.last_updated < _MILLISECONDS:  # milliseconds are DRA-HLT-007's to report
                at = float(report.last_updated)
            else:
                continue
            before = last.get(report.key)
            limit = effective_timeout(before[1]) if before else 0
            if before is not None and at - before[0] > limit:
                clock = "arrived" if live else f"lastUpdatedTime {before[1].last_updated} -> {report.last_updated}"
                yield Hit(
                    f"{report.name} was not reported for {at - before[0]:.0f} s ({clock}), longer than its "
                    f"{limit} s timeout: the kubelet showed it Unknown in between",
                    report.path(),
                    report.response,
                )
            last[report.key] = (at, report)
    session = capture.probe
    if live and session is not None and session.ended_at is not None:
        for at, report in last.values():
            limit = effective_timeout(report)
            if session.ended_at - at > limit:
                yield Hit(
                    f"{report.name} was last reported {session.ended_at - at:.0f} s before the probe ended, "
                    f"longer than its {limit} s timeout: the kubelet shows it Unknown now",
                    report.path(),
                    report.response,
                )


@implements("DRA-HLT-010", scope="health")
def message_length(capture: Capture, context: HealthContext) -> Iterator[Hit]:
    def too_long(d: DeviceHealth) -> object:
        return d.message if len(d.message.encode("utf-8", "surrogatepass")) > MESSAGE_LIMIT else None

    for report, repeats in _first_of_each(capture, too_long):
        raw = report.message.encode("utf-8", "surrogatepass")
        kept = raw[: MESSAGE_LIMIT - 3]
        split = kept.decode("utf-8", "ignore").encode("utf-8") != kept
        characters = len(kept.decode("utf-8", "ignore"))
        tail = kept.decode("utf-8", "ignore")[-20:]
        yield Hit(
            f"message is {len(raw)} bytes, over the kubelet's {MESSAGE_LIMIT}: it keeps the first "
            f'{MESSAGE_LIMIT - 3} bytes and appends "...", cutting after character {characters} '
            f'("…{tail}")' + (", in the middle of a multi-byte UTF-8 character" if split else "") + _more(repeats),
            report.path("message"),
            report.response,
        )
