import pytest


@pytest.fixture(autouse=True, scope="session")
def _sarif_rules_once():
    """SARIF's rule descriptors depend on the catalogue only: made once for the session's thousands
    of in-process runs, not once per run (the renderer itself is unchanged)."""
    from dra_conform.report import sarif

    made: dict = {}
    original = sarif.rule_descriptor

    def cached(rule, docs_url=""):
        key = (rule.id, docs_url)
        if key not in made:
            made[key] = original(rule, docs_url)
        return made[key]

    sarif.rule_descriptor = cached
    yield
    sarif.rule_descriptor = original
