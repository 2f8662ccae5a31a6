"""`dra-conform health-probe`: watch a DRA plugin's health stream read-only, as the kubelet would.

Only two calls are ever made: Registration.GetInfo on the registration socket
(to find the DRA socket and the advertised services) and
DRAResourceHealth.NodeWatchResources on the DRA socket. The stubs for
NodePrepareResources and NodeUnprepareResources are not even generated, and
NotifyRegistrationStatus (the kubelet's call) is never made.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from .session import HEALTH_SERVICES, Session, pick_service

REGISTRY_DIR = "/var/lib/kubelet/plugins_registry"
PLUGINS_DIR = "/var/lib/kubelet/plugins"
AF_UNIX_PATH_MAX = 107  # sun_path is 108 bytes with the terminating NUL
CONNECT_SECONDS = 5.0


class ProbeError(Exception):
    """Cannot probe: one line for the user, exit code 2."""


@dataclass
class Received:
    session: Session
    lines: list[bytes] = field(default_factory=list)  # each response, proto3 JSON on one line
    times: list[float] = field(default_factory=list)  # arrival, seconds after the stream opened


def stubs():  # type: ignore[no-untyped-def]
    """grpc and the generated modules by service: (pb2, pb2_grpc) for each health version and registration."""
    try:
        import grpc

        from ._grpc import (
            dra_health_v1_pb2,
            dra_health_v1_pb2_grpc,
            dra_health_v1alpha1_pb2,
            dra_health_v1alpha1_pb2_grpc,
            pluginregistration_v1_pb2,
            pluginregistration_v1_pb2_grpc,
        )
    except ImportError as exc:
        raise ProbeError(f"health-probe needs the gRPC extra (pip install 'dra-conform[grpc]'): {exc}") from None
    return grpc, {
        "v1.DRAResourceHealth": (dra_health_v1_pb2, dra_health_v1_pb2_grpc),
        "v1alpha1.DRAResourceHealth": (dra_health_v1alpha1_pb2, dra_health_v1alpha1_pb2_grpc),
        "registration": (pluginregistration_v1_pb2, pluginregistration_v1_pb2_grpc),
    }


@contextmanager
def _connectable(path: str, root: str) -> Iterator[str]:
    """Where to connect for the socket at ``path``: the path itself, or, under a ``root``, the node
    path resolved inside it as the node's processes resolve it (an absolute link starts again at the
    root, '..' stops there: reading.live.confined), as /proc/self/fd/N of a descriptor held while
    connected. So no link under the root can lead a connection out of it. A path with no root that
    is too long for AF_UNIX is reached through a descriptor the same way."""
    if not root and len(os.fsencode(path)) <= AF_UNIX_PATH_MAX:
        yield path
        return
    shown = under(root, path) if root else path
    try:
        if root:
            from ..live.confined import Root

            with Root(root) as node:
                fd = node.open(path, getattr(os, "O_PATH", os.O_RDONLY))
        else:
            fd = os.open(path, getattr(os, "O_PATH", os.O_RDONLY))
    except OSError as exc:
        raise ProbeError(f"{shown}: cannot connect: {exc.strerror}") from None
    try:
        if not stat.S_ISSOCK(os.fstat(fd).st_mode):
            raise ProbeError(f"{shown}: cannot connect: not a socket")
        yield f"/proc/self/fd/{fd}"
    finally:
        os.close(fd)


def _channel(grpc, target: str, shown: str):  # type: ignore[no-untyped-def]
    """A ready gRPC channel to the socket at ``target`` (``shown`` names it in errors)."""
    if len(os.fsencode(target)) > AF_UNIX_PATH_MAX:
        raise ProbeError(f"{shown}: socket path longer than {AF_UNIX_PATH_MAX} bytes (AF_UNIX limit)")
    import socket

    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:  # a plain connect first: a refused or missing socket fails now, not after the gRPC retries
        probe.connect(target)
    except OSError as exc:
        raise ProbeError(f"{shown}: cannot connect: {exc.strerror}") from None
    finally:
        probe.close()
    # Its own subchannel pool: gRPC shares connections between channels by target, and a target of
    # /proc/self/fd/N names whatever N holds now, so the registration socket's connection would
    # otherwise serve the plugin socket's channel when both are reached through the same N in turn.
    channel = grpc.insecure_channel(
        f"unix://{os.path.abspath(target)}", options=[("grpc.use_local_subchannel_pool", 1)]
    )
    try:
        grpc.channel_ready_future(channel).result(timeout=CONNECT_SECONDS)
    except grpc.FutureTimeoutError:
        channel.close()
        raise ProbeError(f"{shown}: cannot connect within {CONNECT_SECONDS:g} s") from None
    return channel


@dataclass(frozen=True)
class PluginInfo:
    registration: str
    name: str
    endpoint: str
    supported_versions: list[str]
    type: str = ""  # DRAPlugin, CSIPlugin, ...


def get_info(path: str, root: str = "") -> PluginInfo:
    """Registration.GetInfo on a registration socket (read-only); ``path`` a node path under ``root``."""
    grpc, modules = stubs()
    pb2, pb2_grpc = modules["registration"]
    shown = under(root, path)
    with _connectable(path, root) as target:
        channel = _channel(grpc, target, shown)
        try:
            info = pb2_grpc.RegistrationStub(channel).GetInfo(pb2.InfoRequest(), timeout=CONNECT_SECONDS)
        except grpc.RpcError as exc:
            raise ProbeError(f"{shown}: GetInfo failed: {exc.code().name}: {exc.details()}") from None
        finally:
            channel.close()
    return PluginInfo(shown, info.name, info.endpoint, list(info.supported_versions), info.type)


def under(root: str, path: str) -> str:
    """A node path as seen from a debug container that has the node's filesystem at ``root``."""
    return os.path.join(root, path.lstrip("/")) if root else path


def find_plugin(
    driver: str, registry_dir: str = REGISTRY_DIR, plugins_dir: str = PLUGINS_DIR, root: str = ""
) -> tuple[str, PluginInfo | None]:
    """The DRA socket of ``driver``: GetInfo's endpoint from its registration socket, else the default path.

    With ``root`` (e.g. /host under `kubectl debug node/...`), the directories and the endpoint
    GetInfo returns are node paths, resolved inside the root; the path returned is a node path too.
    """
    try:
        names = [name for name, _ in _sockets(registry_dir, root) if name.endswith("-reg.sock")]
    except OSError:  # no registry directory: the default path may still be there
        names = []
    # <driver>-reg.sock and <driver>-<podUID>-reg.sock first; hashed names (dra-<hash>-reg.sock) by asking each
    named = [name for name in names if name.startswith(driver + "-")]
    for name in named + [name for name in names if name not in named]:
        try:
            info = get_info(os.path.join(registry_dir, name), root)
        except ProbeError:
            continue
        if info.name == driver and info.endpoint:
            return info.endpoint, info
    default = os.path.join(plugins_dir, driver, "dra.sock")
    if _exists(default, root):
        return default, None
    raise ProbeError(
        f"driver {driver}: no registration socket in {under(root, registry_dir)} names it, "
        f"and {under(root, default)} does not exist"
    )


def _sockets(directory: str, root: str) -> list[tuple[str, bool]]:
    """(name, is a socket) of each entry of ``directory`` (a node path under ``root``) whose name
    does not start with '.', in name order; OSError when it cannot be listed."""
    if not root:
        with os.scandir(directory) as it:
            return sorted((e.name, _is_socket(e)) for e in it if not e.name.startswith("."))
    from ..live.confined import Root

    with Root(root) as node:
        if not node.is_dir(directory):
            raise FileNotFoundError(2, "No such file or directory", directory)
        return [(name, stat.S_ISSOCK(st.st_mode)) for name, st in node.entries(directory) if not name.startswith(".")]


def _exists(path: str, root: str) -> bool:
    if not root:
        return os.path.exists(path)
    from ..live.confined import Root

    try:
        with Root(root) as node:
            node.stat(path)
        return True
    except OSError:
        return False


def registered_plugins(registry_dir: str = REGISTRY_DIR, root: str = "") -> tuple[list[PluginInfo], list[str]]:
    """Every DRA plugin registered on the node, as the kubelet's plugin watcher finds them: GetInfo on each
    socket in the registry directory (names starting with '.' are passed over), type DRAPlugin. Also a
    line for each socket that does not answer (a plugin gone without removing its socket, say)."""
    stubs()  # without the gRPC extra nothing can be asked: say so once, not once a socket
    try:
        sockets = [name for name, is_socket in _sockets(registry_dir, root) if is_socket]
    except OSError as exc:
        return [], [f"{registry_dir}: cannot list: {exc.strerror}"]
    found, unanswered = [], []
    for name in sockets:
        try:
            info = get_info(os.path.join(registry_dir, name), root)
        except ProbeError as exc:
            unanswered.append(f"registration socket {str(exc).removeprefix(root.rstrip('/')) if root else exc}")
            continue
        if info.type == "DRAPlugin":
            found.append(info)
    return found, unanswered


def _is_socket(entry: os.DirEntry[str]) -> bool:
    try:
        return stat.S_ISSOCK(entry.stat(follow_symlinks=False).st_mode)
    except OSError:
        return False


def watch(
    socket: str, duration: float, advertised: list[str] | None, driver: str | None = None, root: str = ""
) -> Received:
    """Open NodeWatchResources for ``duration`` seconds on the version the kubelet would pick
    (``socket`` a node path under ``root``)."""
    with _connectable(socket, root) as target:
        return _watch(target, under(root, socket), duration, advertised, driver)


def _watch(target: str, shown: str, duration: float, advertised: list[str] | None, driver: str | None) -> Received:
    grpc, modules = stubs()
    from google.protobuf import json_format

    session = Session(target=shown, advertised=advertised, driver=driver, duration=duration)
    received = Received(session)
    # The kubelet's choice first; then the other version, to tell "not advertised" from "not served".
    order = pick_service(advertised)
    order += [s for s in HEALTH_SERVICES if s not in order]
    channel = _channel(grpc, target, shown)
    try:
        for service in order:
            pb2, pb2_grpc = modules[service]
            opened = time.monotonic()
            call = pb2_grpc.DRAResourceHealthStub(channel).NodeWatchResources(
                pb2.NodeWatchResourcesRequest(), timeout=duration
            )
            try:
                for response in call:
                    received.times.append(time.monotonic() - opened)
                    text = json_format.MessageToJson(response, indent=None, ensure_ascii=False)
                    received.lines.append(text.encode("utf-8"))
                session.service = service
                session.ended_early = "the plugin closed it (EOF)"
            except grpc.RpcError as exc:
                code = exc.code()
                if code == grpc.StatusCode.UNIMPLEMENTED:
                    continue
                session.service = service
                if code != grpc.StatusCode.DEADLINE_EXCEEDED:
                    session.ended_early = f"{code.name}: {exc.details()}"
            except KeyboardInterrupt:  # Ctrl-C ends the probe early: what arrived is still checked
                call.cancel()
                session.service = service
                session.duration = time.monotonic() - opened
                session.notes.append(f"interrupted after {session.duration:.1f} s")
            session.ended_at = min(time.monotonic() - opened, duration)
            break
        else:
            session.unimplemented = True
    finally:
        channel.close()
    return received
