"""Rules across the slices of a pool: given in one run, in one file or many, in any order."""

from __future__ import annotations

import functools

import yaml

from dra_conform.engine.check import check_paths
from dra_conform.model.results import Options
from dra_conform.semantics.slices import quantity
from tests.builders import consumes, counter_set, device, resource_slice, write_manifests

# every slice here is one of the two of pool node-1 (its counters, its partitions) unless a test says otherwise
slice_ = functools.partial(resource_slice, pool="node-1", slice_count=2)


def partition(name, counter_set="gpu-0", memory="10Gi", profile="1g.10gb"):
    return device(name, attributes={"profile": profile}, consumesCounters=[consumes(counter_set, memory=memory)])


COUNTERS = slice_("counters", sharedCounters=[counter_set("gpu-0", memory="80Gi")])


def findings(tmp_path, *docs, jobs=1):
    paths = []
    for i, doc in enumerate(docs):  # one slice per file: the rules must see across files
        paths.append(str(write_manifests(tmp_path, doc, name=f"slice-{i}.yaml")))
    report = check_paths(paths, Options(jobs=jobs))
    return [
        (f.rule_id, f.file.rsplit("/", 1)[1], f.field_path, f.message)
        for f in report.findings
        if f.rule_id in ("DRA-RS-018", "DRA-RS-023", "DRA-RS-024", "DRA-RS-025", "DRA-RS-026")
    ]


def test_complete_consistent_pool_is_clean(tmp_path):
    partitions = slice_(
        "parts",
        partitionTypeAttribute="gpu.example.com/profile",
        devices=[partition("a"), partition("b", memory="10737418240")],
    )  # 10Gi either way
    assert findings(tmp_path, COUNTERS, partitions) == []


def test_incomplete_pool_is_said_in_plain_words(tmp_path):
    found = findings(
        tmp_path,
        slice_("parts", generation=3, devices=[partition("a")]),
        slice_("old-counters", generation=2, sharedCounters=COUNTERS["spec"]["sharedCounters"]),
    )
    pool = f"gpu.example.com/node-1 (slices from {tmp_path}/slice-0.yaml, {tmp_path}/slice-1.yaml)"  # files it spans
    assert (
        "DRA-RS-026",
        "slice-0.yaml",
        "spec.pool",
        f"pool {pool} generation 3 is incomplete: 1 of 2 slices seen (parts)",
    ) in found
    assert any(r == "DRA-RS-026" and f == "slice-1.yaml" and "older than 3" in m for r, f, _, m in found)
    # and the device's counter set is only in the old generation
    assert (
        "DRA-RS-018",
        "slice-0.yaml",
        "spec.devices[0].consumesCounters[0].counterSet",
        f"counter set 'gpu-0' is not published in pool {pool} at generation 3 in the 1 slices seen: the pool is "
        "incomplete here, so it may be in another slice",
    ) in found


def test_dangling_counter_and_cost_mismatch(tmp_path):
    partitions = slice_(
        "parts",
        partitionTypeAttribute="gpu.example.com/profile",
        devices=[partition("a"), partition("b", memory="20Gi")],
    )
    partitions["spec"]["devices"][0]["consumesCounters"][0]["counters"]["copy-engines"] = {"value": "1"}
    found = findings(tmp_path, COUNTERS, partitions)
    rules = [(r, p) for r, _, p, _ in found]
    assert ("DRA-RS-018", "spec.devices[0].consumesCounters[0].counters[copy-engines]") in rules
    assert ("DRA-RS-023", "spec.devices[1].consumesCounters") in rules


def test_disagreeing_counts_and_several_nodes(tmp_path):
    found = findings(tmp_path, slice_("a"), slice_("b", slice_count=3, node="node-2"))
    messages = [m for r, _, _, m in found if r == "DRA-RS-026"]
    assert any("disagree on resourceSliceCount (2, 3)" in m for m in messages)
    assert any("published for several nodes (node-1, node-2)" in m for m in messages)


def test_parallel_runs_see_the_whole_pool(tmp_path):
    docs = (slice_("parts", generation=3, devices=[partition("a")]), COUNTERS)
    assert findings(tmp_path, *docs, jobs=2) == findings(tmp_path, *docs, jobs=1)


def test_quantities_compare_exactly():
    assert quantity("80Gi") == quantity("85899345920") == quantity("85899345920000m")
    assert quantity("1.5k") == 1500 and quantity("1e3") == 1000
    assert quantity("bogus") == "bogus"


def test_parallel_runs_place_findings_across_objects_exactly_as_one_process(tmp_path):
    """With -j the objects come back from the helpers without positions; those with a finding across
    objects are found again in their files (JSON Lists and YAML alike), at the same line and column."""
    import json

    for i in range(3 * 32):  # several batches, so helpers take part
        docs = [
            slice_(
                f"parts-{i}",
                [partition("a", counter_set="gone")],
                node=f"node-{i}",
                pool=f"pool-{i}",
                generation=2,
                slice_count=3,
            )
        ]
        if i % 2:
            (tmp_path / f"dump-{i}.json").write_text(json.dumps({"kind": "List", "items": docs}, indent=2))
        else:
            write_manifests(tmp_path, *docs, name=f"slices-{i}.yaml")

    def run(jobs):
        report = check_paths([str(tmp_path)], Options(jobs=jobs))
        return [
            (f.rule_id, f.file, f.location.line, f.location.column, f.field_path, f.message) for f in report.findings
        ]

    one = run(1)
    assert {f[0] for f in one} >= {"DRA-RS-018", "DRA-RS-026"}
    assert run(2) == one


def test_findings_across_objects_in_a_multi_document_yaml_sit_on_their_lines(tmp_path):
    """YAML documents are composed one at a time and their node trees let go; a finding across
    objects is placed by reading the file again, on the line of the field it names."""
    docs = [slice_("other", node="node-9", pool="pool-9"), slice_("parts", generation=3, devices=[partition("a")])]
    path = write_manifests(tmp_path, *docs, name="slices.yaml")
    text = path.read_text()
    report = check_paths([str(path)], Options())
    [incomplete] = [f for f in report.findings if f.rule_id == "DRA-RS-026" and "node-1" in f.message]
    [counters] = [f for f in report.findings if f.rule_id == "DRA-RS-018"]
    lines = text.splitlines()
    assert incomplete.location.line > lines.index("---") + 1  # in the second document
    assert lines[incomplete.location.line - 1].strip() == "pool:"
    assert lines[counters.location.line - 1].strip() == "- counterSet: gpu-0"


def test_a_yaml_syntax_error_after_good_documents_leaves_the_whole_file_unchecked(tmp_path):
    path = tmp_path / "slices.yaml"
    path.write_text(
        yaml.safe_dump(slice_("parts", generation=3, devices=[partition("a")]), sort_keys=False)
        + "---\nkind: [unclosed\n"
    )
    end = len(path.read_text().splitlines()) + 1  # the parser stops at the end of the stream, the flow unclosed
    for options in (Options(), Options(interpret_as="manifest")):
        report = check_paths([str(path)], options)
        assert [(f.rule_id, f.severity.label, f.location.line) for f in report.findings] == [
            ("DRA-MF-001", "error", end)
        ]
        assert report.findings[0].message.startswith("not valid YAML: ") and report.errors == []
        assert report.files[0].objects == 0 and report.files[0].bundle == []  # no pool judged on part of the file


def example_tree(tmp_path):
    """Two unrelated examples that reuse a pool name, each complete and consistent on its own."""
    for example, node in (("mig", "node-a"), ("partitions", "node-b")):
        directory = tmp_path / "examples" / example
        directory.mkdir(parents=True)
        counters = slice_("counters", node=node, sharedCounters=[counter_set(f"{example}-set", memory="80Gi")])
        devices = slice_("devices", node=node, devices=[partition("a", counter_set=f"{example}-set")])
        write_manifests(directory, counters, name="counters.yaml")
        write_manifests(directory, devices, name="devices.yaml")
    return tmp_path / "examples"


def pool_findings(root, scope):
    report = check_paths([str(root)], Options(pools=scope))
    return [
        (f.rule_id, f.message)
        for f in report.findings
        if f.rule_id in ("DRA-RS-018", "DRA-RS-023", "DRA-RS-024", "DRA-RS-025", "DRA-RS-026")
    ]


def test_per_run_merges_examples_that_reuse_a_pool_name_and_names_the_files(tmp_path):
    root = example_tree(tmp_path)
    found = pool_findings(root, "per-run")
    assert {r for r, _ in found} == {"DRA-RS-026"}  # one pool of four slices on two nodes
    shown = f"{root}/mig/counters.yaml, {root}/mig/devices.yaml, {root}/partitions/counters.yaml and 1 more"
    assert any(
        f"pool gpu.example.com/node-1 (slices from {shown}) is published for several nodes" in m for _, m in found
    ), found


def test_per_directory_and_per_file_keep_unrelated_examples_apart(tmp_path):
    root = example_tree(tmp_path)
    assert pool_findings(root, "per-directory") == []
    per_file = pool_findings(root, "per-file")  # now each file is a pool of its own: incomplete, counters missing
    assert {r for r, _ in per_file} == {"DRA-RS-018", "DRA-RS-026"}
    assert all("slices from" not in m for _, m in per_file)  # one file each


def test_pools_scope_on_the_command_line_and_in_the_configuration(tmp_path):
    import json

    from tests.helpers import cli

    root = example_tree(tmp_path)

    def rules(*args):
        out = cli("check", "--format", "json", *args, str(root))
        return sorted({f["ruleId"] for f in json.loads(out.stdout)["findings"] if f["ruleId"] == "DRA-RS-026"})

    assert rules() == ["DRA-RS-026"]  # per-run by default
    assert rules("--pools", "per-directory") == []
    config = tmp_path / "c.yaml"
    config.write_text("pools: per-directory\n")
    assert rules("--config", str(config)) == []
    assert rules("--config", str(config), "--pools", "per-run") == ["DRA-RS-026"]  # the command line wins
    shown = cli("config", "--config", str(config)).stdout.decode()
    assert f'pools: "per-directory"  # {config}' in shown


def levels(tmp_path, *docs):
    tmp_path.mkdir(exist_ok=True)
    paths = []
    for i, doc in enumerate(docs):
        paths.append(str(write_manifests(tmp_path, doc, name=f"slice-{i}.yaml")))
    return [
        (f.field_path, f.severity.label) for f in check_paths(paths, Options()).findings if f.rule_id == "DRA-RS-018"
    ]


def test_a_reference_the_scheduler_rejects_is_an_error(tmp_path):
    """The scheduler's allocator treats the whole pool as invalid when a device consumes a counter set the
    complete pool does not publish, or a counter the set does not have, or when two slices publish one set
    name (structured/internal/experimental/pools_experimental.go buildPool: validateDeviceCounterConsumption,
    getAndValidateCounterSets): none of its devices can be allocated, so each is an error."""
    typo = partition("a")
    typo["consumesCounters"][0]["counters"] = {"memroy": {"value": "10Gi"}}  # one letter off
    assert levels(tmp_path / "typo", COUNTERS, slice_("parts", devices=[typo])) == [
        ("spec.devices[0].consumesCounters[0].counters[memroy]", "error")
    ]
    assert levels(tmp_path / "set", COUNTERS, slice_("parts", devices=[partition("a", counter_set="gpu-1")])) == [
        ("spec.devices[0].consumesCounters[0].counterSet", "error")
    ]
    sets = COUNTERS["spec"]["sharedCounters"]
    assert levels(
        tmp_path / "twice",
        slice_("counters", slice_count=3, sharedCounters=sets),
        slice_("more-counters", slice_count=3, sharedCounters=sets),
        slice_("parts", slice_count=3, devices=[partition("a")]),
    ) == [("spec.sharedCounters[0].name", "error")]


def test_a_set_missing_from_a_pool_incomplete_in_the_run_is_a_warning(tmp_path):
    """Part of a pool (one file of two, a hook on changed files): the set may be in the slice not given, and the
    scheduler validates a pool only once it is complete, so the finding is likely, not certain."""
    assert levels(tmp_path, slice_("parts", devices=[partition("a")])) == [
        ("spec.devices[0].consumesCounters[0].counterSet", "warning")
    ]
