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
