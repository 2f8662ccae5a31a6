import os

import pytest
from hypothesis import HealthCheck, settings

# .ci/run selects "thorough" by name (pytest --hypothesis-profile=thorough); CI=1 does the same for
# a run that does not name one. Tests that set their own max_examples keep it under either.
settings.register_profile("default", deadline=None, max_examples=150, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", deadline=None, max_examples=400, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("thorough" if os.environ.get("CI") else "default")


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", help="rewrite tests/golden/*/expected.* files")


@pytest.fixture
def update_golden(request):
    return request.config.getoption("--update-golden")


# The Go oracle's live tests (tests/oracle/plugin.py): deselected with one summary line where not built.
settings.register_profile(
    "oracle",
    deadline=None,
    max_examples=2000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def pytest_configure(config):
    from tests.oracle import plugin

    plugin.configure(config)


def pytest_collection_modifyitems(config, items):
    from tests.oracle import plugin

    plugin.modify_items(config, items)


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    from tests.oracle import plugin

    plugin.summary(terminalreporter, config)
