import pytest

from dra_conform.model import Rule, Severity
from dra_conform.registry import CatalogError, Check, implements, load, validate
from tests.helpers import SHARED, shared_available


def rule(rule_id="DRA-MD-999", checkable="yes", reason=""):
    return Rule(rule_id, "x", "t", Severity.ERROR, "DRA-MD", checkable, "why", "UP", "src", "Fix.",
                not_checkable_reason=reason)


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
    load()  # the shipped rules are registered
    with pytest.raises(CatalogError, match="twice"):
        implements("DRA-MD-020")(lambda mf: iter(()))


def test_malformed_id_is_refused():
    with pytest.raises(CatalogError):
        implements("MD-20")


def test_shipped_catalogue_loads_and_joins():
    catalog = load()
    assert set(catalog.checks) == {r.id for r in catalog.rules.values() if r.checkable != "no"}


def test_every_subpackage_is_packaged():
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    listed = set(tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(root).parts) for p in (root / "dra_conform").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"


@pytest.mark.skipif(not shared_available(), reason="needs ../shared/spec beside the project")
def test_every_rule_of_the_spec_is_in_the_catalogue():
    """A rule's id in the spec is its id in the product: checkable or not, each one has an entry."""
    import re

    text = "".join(p.read_text(encoding="utf-8") for p in (SHARED / "spec").glob("*.md"))
    spec_ids = set(re.findall(r"\bDRA-(?:MD|RS|RC|PSR|HLT)-\d{3}\b", text))
    assert spec_ids - set(load().rules) == set()
