import pytest

from dra_conform.model.catalogue import CatalogError, Check, implements, validate
from dra_conform.model.findings import Rule, Severity
from dra_conform.rules import load
from tests.helpers import EXTERNAL


def rule(rule_id="DRA-MD-999", checkable="yes", reason=""):
    return Rule(
        rule_id, "x", "t", Severity.ERROR, "DRA-MD", checkable, "why", "UP", "src", "Fix.", not_checkable_reason=reason
    )


def check(rule_id="DRA-MD-999"):
    return Check(rule_id, "file", lambda mf: iter(()))


def test_rule_without_code_is_refused():
    with pytest.raises(CatalogError, match="no code"):
        validate({"DRA-MD-999": rule()}, {})


def test_code_without_rule_is_refused():
    with pytest.raises(CatalogError, match="no catalogue entry"):
        validate({}, {"DRA-MD-999": check()})


def test_code_for_a_not_checkable_rule_is_refused():
    with pytest.raises(CatalogError, match="marked checkable"):
        validate({"DRA-MD-999": rule(checkable="no", reason="r")}, {"DRA-MD-999": check()})


def test_not_checkable_rule_must_say_why():
    with pytest.raises(CatalogError, match="why"):
        validate({"DRA-MD-999": rule(checkable="no")}, {})


def test_live_rule_needs_live_code():
    with pytest.raises(CatalogError, match="no code"):
        validate({"DRA-MD-999": rule(checkable="live")}, {})
    with pytest.raises(CatalogError, match="live rules"):
        validate({"DRA-MD-999": rule(checkable="live")}, {"DRA-MD-999": check()})


def test_duplicate_implementation_is_refused():
    assert load().checks  # every rule module imported: the shipped rules are registered
    with pytest.raises(CatalogError, match="twice"):
        implements("DRA-MD-020")(lambda mf: iter(()))


def test_malformed_id_is_refused():
    with pytest.raises(CatalogError):
        implements("MD-20")


def test_shipped_catalogue_loads_and_joins():
    catalog = load()
    assert set(catalog.checks) == {r.id for r in catalog.rules.values() if r.checkable != "no"}


def test_each_scope_imports_the_modules_that_register_its_checks():
    from dra_conform.rules import SCOPE_MODULES

    registered: dict[str, set[str]] = {}
    for check in load().checks.values():
        registered.setdefault(check.scope, set()).add(check.func.__module__.rsplit(".", 1)[1])
    assert {scope: set(modules) for scope, modules in SCOPE_MODULES.items()} == registered


def test_a_scope_is_imported_only_when_asked_for(tmp_path):
    import subprocess
    import sys

    code = (
        "import sys; from dra_conform.rules import load; c = load(); c.checks_in('file'); "
        "print(sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith('dra_conform.rules.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['metadata_layout', 'metadata_stream']"


def test_every_subpackage_is_packaged():
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    listed = set(tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(root).parts) for p in (root / "dra_conform").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"


def test_every_rule_of_the_spec_is_in_the_catalogue():
    """A rule's id in the spec is its id in the product: checkable or not, each one has an entry."""
    spec_ids = set((EXTERNAL / "spec-rule-ids.txt").read_text(encoding="utf-8").split())  # see its SOURCES.md
    assert len(spec_ids) > 150
    assert spec_ids - set(load().rules) == set()


def test_the_compiled_catalogue_is_fresh():
    """checks/<family>.json must be regenerated (python tools/compile_catalogue.py) after a YAML edit."""
    import os

    import dra_conform.checks

    from dra_conform.model import catalogue as registry
    from dra_conform.model import shipped as package_data

    for family in registry.FAMILIES:
        shipped = package_data.read("dra_conform.checks", registry.compiled_name(family)).decode("utf-8")
        assert shipped == registry.compile_family(family), "run python tools/compile_catalogue.py"
    folder = os.path.dirname(dra_conform.checks.__file__)
    assert sorted(n for n in os.listdir(folder) if n.endswith(".yaml")) == [f"{f}.yaml" for f in registry.FAMILIES]
    assert sorted(n for n in os.listdir(folder) if n.endswith(".json")) == [f"{f}.json" for f in registry.FAMILIES]


def test_a_stale_compiled_catalogue_is_ignored(monkeypatch):
    """A family's compiled JSON is used only while its digest matches the YAML: the YAML stays the source."""
    from dra_conform.model import catalogue as registry
    from dra_conform.model import shipped as package_data

    real = package_data.read
    edited_yaml = False

    def read(package, name):
        data = real(package, name)
        if name == registry.compiled_name("DRA-MD"):  # a recognisable compiled copy, digest unchanged
            return data.replace(b'"title":"', b'"title":"compiled: ', 1)
        if name == "DRA-MD.yaml" and edited_yaml:
            return data + b"# edited since it was compiled\n"
        return data

    monkeypatch.setattr(package_data, "read", read)
    assert registry._entries("DRA-MD")[0]["title"].startswith("compiled: ")
    edited_yaml = True
    assert not registry._entries("DRA-MD")[0]["title"].startswith("compiled: ")


def test_a_check_of_device_metadata_reads_its_family_of_the_catalogue_alone(monkeypatch):
    """The catalogue is read family by family as a run asks for rules: the checks of a metadata file
    and the rules a configuration names, no more (reading every family took 3 ms of each start)."""
    from dra_conform.engine.check import check_paths
    from dra_conform.engine.config import load as load_config
    from dra_conform.model import shipped as package_data
    from dra_conform.model.catalogue import FAMILIES, Catalog, Rules
    from dra_conform.model.results import Options
    from dra_conform.rules import import_scope
    from tests.helpers import PROJECT

    real = package_data.read
    read: list[str] = []
    monkeypatch.setattr(package_data, "read", lambda package, name: read.append(name) or real(package, name))

    catalog = Catalog(Rules(), import_scope)
    report = check_paths([str(PROJECT / "examples" / "metadata")], Options(), catalog=catalog)
    assert report.files and not report.errors
    assert sorted(n for n in read if n.startswith("DRA-")) == ["DRA-MD.json", "DRA-MD.yaml"]
    load_config(None, catalog.rules)  # no configuration file: no rule to look up
    assert "DRA-RS-001" in catalog.rules and "DRA-RS-999" not in catalog.rules and "DRA-XX-001" not in catalog.rules
    assert sorted(n for n in read if n.startswith("DRA-")) == [
        "DRA-MD.json",
        "DRA-MD.yaml",
        "DRA-RS.json",
        "DRA-RS.yaml",
    ]
    assert len(catalog.rules) == len(set(catalog.rules)) > 150
    assert sorted(n for n in read if n.startswith("DRA-") and n.endswith(".json")) == [f"{f}.json" for f in FAMILIES]


def test_a_rule_turned_off_is_never_run():
    """Catalog.without leaves an off rule's check out of the run: its code is not called at all."""

    from dra_conform.engine.check import check_paths
    from dra_conform.model.catalogue import Catalog
    from dra_conform.model.results import Options
    from tests.helpers import PROJECT

    catalog = load()
    catalog.checks_in("object")

    def boom(*args):
        raise AssertionError("DRA-MD-074 ran")

    spied = {
        scope: [(r, c._replace(func=boom) if r.id == "DRA-MD-074" else c) for r, c in checks]
        for scope, checks in catalog.by_scope.items()
    }
    spying = Catalog(catalog.rules, catalog.import_scope, spied)
    examples = [str(PROJECT / "examples" / "metadata")]
    with pytest.raises(AssertionError, match="ran"):
        check_paths(examples, Options(), catalog=spying)
    off = spying.without({"DRA-MD-074"})
    assert [r.id for r, _ in off.checks_in("object")] == [
        r.id for r, _ in catalog.checks_in("object") if r.id != "DRA-MD-074"
    ]
    assert off.kinds() == catalog.kinds()  # what a run counts as checked is the same
    assert check_paths(examples, Options(), catalog=off).files
