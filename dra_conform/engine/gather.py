"""The objects the rules across objects read, gathered from the manifests under some paths: the one way
`check` (its bundle and --context), `explain-claim` and `poolstatus` read their inputs, so that they cannot
disagree about which objects they saw, nor about their order (a walk of the tree's, whatever order the
paths are given in) or what a file that cannot be read leaves out."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.catalogue import Catalog
from ..model.results import BundleItem, BundleItems, Options
from ..reading import sources as inputs
from .check import classify, in_walk_order, read_objects

PASSED_OVER = {"metadata": "device metadata", "ignored": "in a device metadata tree", "health": "a health capture"}


@dataclass
class Gathered:
    items: BundleItems  # every object the rules across objects read, in walk order
    unread: list[str] = field(default_factory=list)  # the files that could not be read, and why
    skipped: list[str] = field(default_factory=list)  # the files passed over: not manifests
    counts: dict[str, int] = field(default_factory=dict)  # objects read, per kind

    def of_kind(self, kind: str) -> list[BundleItem]:
        return [i for i in self.items if i.obj.kind == kind]


def gather(paths: list[str], options: Options, catalog: Catalog | None = None) -> Gathered:
    """The manifests under ``paths`` read as `check` reads them for the rules across objects. Raises
    inputs.InputError for a path that cannot be walked."""
    from ..rules import load

    catalog = catalog or load()
    unreadable = {rule.id for rule, _ in catalog.checks_in("unread")}  # a manifest that does not parse
    files, unread, skipped = [], [], []
    for source in inputs.discover(paths):
        if isinstance(source, inputs.InputError):
            raise source
        kind = classify(source)
        if kind in PASSED_OVER:
            skipped.append(f"{source.display}: {PASSED_OVER[kind]}, not a manifest; skipped")
            continue
        if kind == "skipped":
            continue
        result = read_objects(source, options, catalog)
        if result.error:
            unread.append(result.error)
        unread += [f"{f.file}:{f.location.line}: {f.message}" for f in result.findings if f.rule_id in unreadable]
        files.append(result)
    counts: dict[str, int] = {}
    for result in files:
        for kind, (validated, read) in result.kinds.items():
            counts[kind] = counts.get(kind, 0) + validated + read
    items = BundleItems(item for result in in_walk_order(files) for item in result.bundle)
    return Gathered(items, unread, skipped, counts)
