"""Runs `dra-conform live`: the metadata rules on what a container (or node) really has,
plus the rules only a live system shows. Produces the same Report as `check`."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..model.catalogue import Catalog
from ..model.findings import REPORT_ORDER
from ..model.results import FileResult, Options, Report
from ..reading.jsonstream import read_stream
from ..reading.layout import layout_of
from ..reading.live import container, node, watch
from ..reading.live.confined import Root
from ..rules import load
from ..semantics.metadata.file import MetadataFile
from ..semantics.metadata.versions import PROFILES, Profile
from .check import Locator, check_data, health_findings


class LiveError(Exception):
    """A live inspection that cannot start; its text is the one-line message shown."""


@dataclass(frozen=True)
class LiveOptions:
    root: str | None = None
    pid: int | str | None = None  # a process id, or "auto": the target found from the debug container
    host: bool = False
    watch_seconds: float = 0.0
    cdi_dir: str = node.CDI_DIR
    plugins_dir: str = node.PLUGINS_DIR
    kubernetes_version: str = "1.37"
    health_seconds: float = 0.0  # node mode: watch every registered DRA driver's health stream this long
    registry_dir: str = "/var/lib/kubelet/plugins_registry"


KTHREADD = 2  # the kernel's thread daemon: the parent of every kernel thread


def auto_pid(proc: str = "/proc") -> tuple[int, str]:
    """The target's main process, seen from a debug container sharing its PID namespace, and why
    it is that one: the only process in another mount namespace whose parent is not there too.

    Never a kernel thread (kthreadd or a child of it; no ``exe``): they sit in the host's mount
    namespace, not the target's. Never a process whose root this user cannot read: its files
    could not be inspected, and an empty view must not pass for a clean one. With no candidate
    left, or several, the run stops (exit 2) and says how to name the target."""
    own = _namespace("self", proc)
    candidates, kernel, unreadable = [], 0, []
    for name in os.listdir(proc):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        ns = _namespace(name, proc)
        if ns is None or ns == own:
            continue
        pid = int(name)
        exe = _exe(pid, proc)
        if pid == KTHREADD or _ppid(pid, proc) == KTHREADD or exe == "none":
            kernel += 1
        elif exe == "hidden" or not _root_readable(pid, proc):
            unreadable.append(pid)
        else:
            candidates.append(pid)
    parents = {pid: _ppid(pid, proc) for pid in candidates}
    mains = sorted(pid for pid in candidates if parents[pid] not in parents)
    if len(mains) != 1:
        raise LiveError(_no_single_target(mains, kernel, sorted(unreadable), proc))
    pid = mains[0]
    others = len(candidates) - 1
    why = (
        f"--pid auto chose process {pid} ({_command(pid, proc)}): the only process in another mount namespace "
        f"than this one" + (f" whose parent is not there too ({others} of its descendants are)" if others else "")
    )
    return pid, why


def _no_single_target(mains: list[int], kernel: int, unreadable: list[int], proc: str) -> str:
    left_out = [f"{kernel} kernel threads"] if kernel else []
    if unreadable:
        shown = ", ".join(f"{p} ({_command(p, proc)})" for p in unreadable[:5])
        left_out.append(
            f"{len(unreadable)} whose root this user cannot read: {shown}" + (", ..." if len(unreadable) > 5 else "")
        )
    why = f" (left out: {'; '.join(left_out)})" if left_out else ""
    if mains:
        found = ", ".join(f"{p} ({_command(p, proc)})" for p in mains)
        return f"--pid auto found several target processes: {found}{why}; pass --pid N for the one to inspect"
    return (
        "--pid auto found no process to inspect: none in another mount namespace whose root this user can read"
        f"{why}. Start the debug container in the pod's process namespace (kubectl debug --target=CONTAINER), "
        "or pass --pid N (`ps -e` lists them), or --root DIR"
    )


def _exe(pid: int, proc: str) -> str:
    """ "program" for a process that runs one, "none" for a kernel thread (no exe link at all), "hidden"
    when this user may not look (then neither may it read the process's root)."""
    try:
        os.readlink(f"{proc}/{pid}/exe")
        return "program"
    except FileNotFoundError:
        return "none"
    except OSError:
        return "hidden"


def _root_readable(pid: int, proc: str) -> bool:
    try:
        os.listdir(f"{proc}/{pid}/root")
        return True
    except OSError:
        return False


def _command(pid: int, proc: str) -> str:
    try:
        with open(f"{proc}/{pid}/comm", encoding="utf-8", errors="replace") as f:
            return f.read().strip() or "?"
    except OSError:
        return "?"


def _namespace(pid: str, proc: str) -> str | None:
    try:
        return os.readlink(f"{proc}/{pid}/ns/mnt")
    except OSError:
        return None


def _ppid(pid: int, proc: str) -> int:
    try:
        with open(f"{proc}/{pid}/stat", encoding="utf-8", errors="replace") as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return 0


def run(options: LiveOptions, catalog: Catalog | None = None) -> Report:
    catalog = catalog or load()
    engine_options = Options(options.kubernetes_version)
    if options.root is not None and not os.path.isdir(options.root):
        raise LiveError(f"--root {options.root}: no such directory")
    if options.host:
        return _run_node(options, engine_options, catalog)
    chosen: list[str] = []  # how --pid auto chose, said on stderr
    pid = options.pid
    if pid == "auto":
        pid, why = auto_pid()
        chosen.append(why)
    assert pid is None or isinstance(pid, int)
    try:
        view = container.view_for(options.root, pid)
    except OSError as exc:
        if pid is not None:
            raise LiveError(
                f"cannot see the filesystem of process {pid} (/proc/{pid}/root): "
                "is it running, and may this user inspect it?"
            ) from None
        raise LiveError(f"--root {options.root}: cannot open it as a directory: {exc.strerror}") from None
    try:
        return _run_view(view, options, engine_options, catalog, chosen)
    finally:
        view.fs.close()


def _run_view(
    view: container.View, options: LiveOptions, engine_options: Options, catalog: Catalog, chosen: list[str]
) -> Report:
    links = [_check_live_file(f, None, engine_options, catalog) for f in container.path_links(view)]
    if not container.tree_exists(view):
        return Report(
            links,
            [],
            notes=chosen
            + [
                f"no device metadata in this container ({container.CONTAINER_DIR} "
                "does not exist): no claim with metadata is mounted here"
            ],
        )
    files = container.scan(view)
    histories: dict[str, watch.History] = {}
    if options.watch_seconds > 0:
        for history in watch.watch(
            view, options.watch_seconds, files, partial(_generation, PROFILES[options.kubernetes_version])
        ):
            histories[history.container_path] = history
        files = [h.latest for h in histories.values() if h.latest is not None]
    results = links + [
        _check_live_file(f, histories.get(f.container_path), engine_options, catalog)
        for f in sorted(files, key=lambda f: f.container_path)
    ]
    notes = (
        chosen
        if view.mount_table is not None
        else chosen + ["no mount table (/proc/.../mountinfo) to read: read-only mounts (DRA-MD-011) were not checked"]
    )
    return Report(results, [], notes=notes)


def _generation(profile: Profile, live: container.LiveFile) -> tuple[int | None, int | None]:
    """What --watch records of each version of a file: the generation of the object readers use, and its index."""
    selected = MetadataFile(live.container_path, live.data, profile).decoded.selected
    if selected is None:
        return None, None
    metadata = selected.value.get("metadata")
    value = metadata.get("generation") if isinstance(metadata, dict) else None
    return (value if type(value) is int else 0), selected.index


def _check_live_file(
    live: container.LiveFile, history: watch.History | None, options: Options, catalog: Catalog
) -> FileResult:
    layout = layout_of(live.container_path)
    if live.kind == "metadata":
        result = check_data(FileResult(live.container_path, "metadata"), live.data, layout, options, catalog)
    else:
        result = FileResult(live.container_path, "ignored" if live.kind == "other" else "metadata")
        if live.kind == "other" and layout is not None:
            locator = Locator(live.container_path, b"")
            beside = live.beside_metadata if layout.well_formed else None
            for rule, check in catalog.checks_in("ignored"):
                for hit in check.func(live.container_path, layout, beside):
                    result.findings.append(locator.finding(rule.id, rule.severity, hit))
    mf = MetadataFile(live.container_path, live.data, PROFILES[options.kubernetes_version], layout)
    locator = Locator.for_metadata(mf)
    for rule, check in catalog.checks_in("live"):
        for hit in check.func(live):
            result.findings.append(locator.finding(rule.id, rule.severity, hit))
    if history is not None:
        for rule, check in catalog.checks_in("watch"):
            for hit in check.func(history):
                result.findings.append(locator.finding(rule.id, rule.severity, hit))
    result.findings.sort(key=REPORT_ORDER)
    return result


def _run_node(options: LiveOptions, engine_options: Options, catalog: Catalog) -> Report:
    root = options.root or "/"
    try:
        fs = Root(root)
    except OSError as exc:
        raise LiveError(f"--root {root}: cannot open it as a directory: {exc.strerror}") from None
    try:
        return _node_report(fs, root, options, engine_options, catalog)
    finally:
        fs.close()


def _node_report(fs: Root, root: str, options: LiveOptions, engine_options: Options, catalog: Catalog) -> Report:
    specs = node.find_specs(fs, root, options.cdi_dir, options.plugins_dir)
    results: list[FileResult] = []
    mounted: set[str] = set()
    for spec in specs:
        host_result = None
        if spec.host_path:
            try:  # the kubelet's bind mount follows links in hostPath: so does this, inside the node's root
                data, _, _ = container.read_stable(fs, spec.host_path, follow=True)
                spec.host_file_exists = True
            except OSError:
                data = None
            if data is not None:
                mounted.add(os.path.normpath(spec.host_path))
                # The host file is checked as the container sees it: at the CDI mount's containerPath.
                layout = layout_of(spec.container_path) if spec.container_path.startswith("/") else None
                host_result = check_data(FileResult(spec.host_path, "metadata"), data, layout, engine_options, catalog)
                selected = MetadataFile(
                    spec.host_path, data, PROFILES[engine_options.kubernetes_version]
                ).decoded.selected
                spec.host_object = selected.value if selected else None
        result = FileResult(spec.display, "cdi")
        _node_rules(spec, result, Locator(spec.display, spec.data, read_stream(spec.data)), catalog)
        results.append(result)
        if host_result is not None:
            results.append(host_result)
    spec_names = {os.path.basename(spec.display) for spec in specs}
    unmounted, errors = _unmounted(fs, root, options, mounted, spec_names, engine_options, catalog)
    notes = [] if specs else [f"no metadata CDI specs in {options.cdi_dir} under {root}"]
    report = Report(results + unmounted, errors, notes=notes)
    if options.health_seconds > 0:
        _probe_node(root, options, report, catalog)
    return report


def _node_rules(spec: node.CdiSpec, result: FileResult, locator: Locator, catalog: Catalog) -> None:
    for rule, check in catalog.checks_in("node"):
        for hit in check.func(spec):
            if hit.doc is None and hit.offset is None:
                hit = type(hit)(hit.message, hit.path, 0, None, hit.severity, hit.key)
            result.findings.append(locator.finding(rule.id, rule.severity, hit))
    result.findings.sort(key=REPORT_ORDER)


def _unmounted(
    fs: Root,
    root: str,
    options: LiveOptions,
    mounted: set[str],
    spec_names: set[str],
    engine_options: Options,
    catalog: Catalog,
) -> tuple[list[FileResult], list[str]]:
    """Host metadata files no CDI spec mounts: checked as metadata, and DRA-MD-010 says their spec is missing."""
    results, errors = [], []
    for host_path in node.host_files(fs, options.plugins_dir):
        if os.path.normpath(host_path) in mounted:
            continue
        try:
            data, _, _ = container.read_stable(fs, host_path)
        except OSError as exc:
            errors.append(f"{host_path}: cannot read: {exc.strerror}")
            continue
        result = check_data(FileResult(host_path, "metadata"), data, None, engine_options, catalog)
        selected = MetadataFile(host_path, data, PROFILES[engine_options.kubernetes_version]).decoded.selected
        metadata = selected.value.get("metadata") if selected else None
        uid = metadata.get("uid") if isinstance(metadata, dict) else None
        spec = node.unmounted(
            host_path, data, uid if isinstance(uid, str) else "", options.cdi_dir, options.plugins_dir, root
        )
        if os.path.basename(spec.expected) not in spec_names:  # a spec that exists but is broken says so itself
            _node_rules(spec, result, Locator(host_path, data), catalog)
        results.append(result)
    return results, errors


def _probe_node(root: str, options: LiveOptions, report: Report, catalog: Catalog) -> None:
    """Every DRA driver registered on the node, its health stream watched at once for health_seconds."""
    from concurrent.futures import ThreadPoolExecutor

    from ..reading.probe import probe
    from ..rules.health_capture import HealthContext

    try:
        plugins, unanswered = probe.registered_plugins(options.registry_dir, root)
    except probe.ProbeError as exc:
        raise LiveError(str(exc)) from None
    report.notes.extend(unanswered)
    if not plugins:
        report.notes.append(f"no DRA driver registered in {options.registry_dir} under {root}")
        return
    context = HealthContext.from_slices([], options.kubernetes_version)
    with ThreadPoolExecutor(max_workers=min(len(plugins), 32)) as pool:
        watching = [
            pool.submit(probe.watch, p.endpoint, options.health_seconds, p.supported_versions, p.name, root)
            for p in plugins
        ]
        for plugin, future in zip(plugins, watching):
            try:
                received = future.result()
            except probe.ProbeError as exc:  # registered, but its DRA socket does not answer
                report.errors.append(f"{plugin.name}: {str(exc).removeprefix(root.rstrip('/'))}")
                continue
            display = f"{plugin.endpoint}#NodeWatchResources"  # the node's path: the same name on every node
            result, notes = probe_result(received, display, context, catalog, name=plugin.endpoint)
            report.files.append(result)
            report.notes.extend(notes)


def probe_result(
    received: Any, display: str, context: Any, catalog: Catalog, name: str | None = None
) -> tuple[FileResult, list[str]]:
    """A probed health stream checked as a capture, plus what only a live session shows; and its notes."""
    from ..reading.capture import read_capture

    session = received.session
    data = b"".join(line + b"\n" for line in received.lines)
    notes = [
        f"{name or session.target}: {len(received.lines)} response(s) in {session.ended_at or 0:.1f} s on "
        f"{session.service or 'no DRAResourceHealth service'}"
    ] + session.notes
    capture = read_capture(display, data, received.times)
    capture.probe = session
    if not data:  # nothing arrived: the stream rules still speak, the decoding rule has nothing to say
        capture.errors.clear()
    findings = health_findings(capture, context, catalog, scopes=("health", "probe"))
    return FileResult(display, "health", findings), notes
