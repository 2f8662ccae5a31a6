"""A fake DRA kubelet plugin for the probe tests: real gRPC servers on Unix sockets.

It serves Registration (GetInfo) on a registration socket and DRAResourceHealth
(v1, v1alpha1, both or neither) on its DRA socket, plays one scenario on every
NodeWatchResources stream, and records every method called on it, so tests
can assert the probe stays read-only.
"""

from __future__ import annotations

import os
import threading
import time
from concurrent import futures
from dataclasses import dataclass, field
from pathlib import Path

import grpc

from dra_conform.reading.probe.probe import stubs

_, MODULES = stubs()
pluginregistration_v1_pb2, pluginregistration_v1_pb2_grpc = MODULES["registration"]


def _short_subdirectory(directory: Path) -> str:
    """A new directory d0, d1, ... in ``directory``, one for each of several drivers in one test."""
    for i in range(1000):
        try:
            (directory / f"d{i}").mkdir()
        except FileExistsError:
            continue
        return str(directory / f"d{i}")
    raise FileExistsError(directory / "d999")


def bindable(path: str | os.PathLike[str], held: list[int]) -> str:
    """``path`` named through a descriptor of its directory (appended to ``held``, for the caller to
    close once its server is stopped), so a socket binds at any depth: pytest's tmp_path under
    pytest-xdist or a long --basetemp goes past AF_UNIX's 107 bytes, and gRPC refuses even a bit less."""
    fd = os.open(os.path.dirname(os.fspath(path)), os.O_PATH | os.O_DIRECTORY)
    held.append(fd)
    return f"/proc/self/fd/{fd}/{os.path.basename(os.fspath(path))}"


@dataclass
class Scenario:
    """What each stream sends: ``steps`` of (seconds to wait, {device: health name}), then it ends or idles."""

    steps: list[tuple[float, dict[str, str]]]
    timeout_seconds: int = 0
    end_after_steps: bool = False  # return (EOF) after the last step instead of idling until cancelled
    pool: str = "node-1"


def healthy(period: float = 0.1, count: int = 50, timeout: int = 2) -> Scenario:
    return Scenario([(period, {"gpu-0": "HEALTHY", "gpu-1": "HEALTHY"})] * count, timeout)


@dataclass
class FakeDriver:
    directory: Path  # the test's tmp_path: the driver's sockets go in a short subdirectory of it
    name: str = "gpu.example.com"
    serve: tuple[str, ...] = ("v1.DRAResourceHealth",)
    advertise: tuple[str, ...] | None = None  # default: what it serves, plus the DRAPlugin service
    scenario: Scenario = field(default_factory=healthy)
    endpoint: str | None = None  # what GetInfo returns (default: the DRA socket's real path)
    calls: list[str] = field(default_factory=list)
    delivered: int = 0  # responses gRPC has taken from a stream and asked for the next one after

    def __post_init__(self) -> None:
        self.dir = _short_subdirectory(Path(self.directory))
        self.registry = os.path.join(self.dir, "registry")
        self.plugins = os.path.join(self.dir, "plugins")
        os.makedirs(os.path.join(self.plugins, self.name))
        os.makedirs(self.registry)
        self.dra_socket = os.path.join(self.plugins, self.name, "dra.sock")
        self.registration_socket = os.path.join(self.registry, f"{self.name}-reg.sock")
        self._servers: list[grpc.Server] = []
        self._directory_fds: list[int] = []
        self._stop = threading.Event()

    def __enter__(self) -> FakeDriver:
        self._start(self.dra_socket, self._add_health)
        self._start(self.registration_socket, self._add_registration)
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for server in self._servers:
            server.stop(grace=None).wait()
        for fd in self._directory_fds:
            os.close(fd)

    def _start(self, path: str, add) -> None:  # type: ignore[no-untyped-def]
        server = grpc.server(futures.ThreadPoolExecutor(max_workers=4), interceptors=[_Recorder(self.calls)])
        add(server)
        server.add_insecure_port(f"unix://{bindable(path, self._directory_fds)}")
        server.start()
        self._servers.append(server)

    def _add_registration(self, server: grpc.Server) -> None:
        driver = self

        class Registration(pluginregistration_v1_pb2_grpc.RegistrationServicer):
            def GetInfo(self, request, context):  # noqa: N802 (gRPC method name)
                advertised = driver.advertise if driver.advertise is not None else ("v1.DRAPlugin", *driver.serve)
                return pluginregistration_v1_pb2.PluginInfo(
                    type="DRAPlugin",
                    name=driver.name,
                    endpoint=driver.endpoint or driver.dra_socket,
                    supported_versions=advertised,
                )

            def NotifyRegistrationStatus(self, request, context):  # noqa: N802
                return pluginregistration_v1_pb2.RegistrationStatusResponse()

        pluginregistration_v1_pb2_grpc.add_RegistrationServicer_to_server(Registration(), server)

    def _add_health(self, server: grpc.Server) -> None:
        for service in self.serve:
            pb2, pb2_grpc = MODULES[service]
            pb2_grpc.add_DRAResourceHealthServicer_to_server(_Health(self, pb2), server)

    def stream(self, pb2, context):  # type: ignore[no-untyped-def]
        scenario = self.scenario
        for wait, devices in scenario.steps:
            if self._stop.wait(wait) or not context.is_active():
                return
            yield pb2.NodeWatchResourcesResponse(
                devices=[
                    pb2.DeviceHealth(
                        device=pb2.DeviceIdentifier(pool_name=scenario.pool, device_name=name),
                        health=pb2.HealthStatus.Value(health),
                        last_updated_time=int(time.time()),
                        health_check_timeout_seconds=scenario.timeout_seconds,
                    )
                    for name, health in devices.items()
                ]
            )
            self.delivered += 1
        if scenario.end_after_steps:
            return
        while context.is_active() and not self._stop.wait(0.05):
            pass


class _Health:
    def __init__(self, driver: FakeDriver, pb2) -> None:  # type: ignore[no-untyped-def]
        self.driver, self.pb2 = driver, pb2

    def NodeWatchResources(self, request, context):  # noqa: N802
        return self.driver.stream(self.pb2, context)


class _Recorder(grpc.ServerInterceptor):
    def __init__(self, calls: list[str]) -> None:
        self.calls = calls

    def intercept_service(self, continuation, handler_call_details):  # type: ignore[no-untyped-def]
        self.calls.append(handler_call_details.method)
        return continuation(handler_call_details)
