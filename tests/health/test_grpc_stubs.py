"""The committed gRPC stubs are exactly what tools/regenerate_grpc_stubs.py makes from upstream's protos."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from tests.helpers import CORPUS, PROJECT

STUBS = PROJECT / "dra_conform" / "reading" / "probe" / "_grpc"


def test_regenerating_the_stubs_gives_no_diff(tmp_path):
    if importlib.util.find_spec("grpc_tools") is None:
        pytest.fail("needs grpcio-tools (the test extra)")
    out = subprocess.run(
        [
            sys.executable,
            str(PROJECT / "tools" / "regenerate_grpc_stubs.py"),
            "--proto-dir",
            str(CORPUS / "upstream" / "proto"),
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    generated = sorted(p.name for p in tmp_path.glob("*.py"))
    committed = sorted(p.name for p in STUBS.glob("*.py"))
    assert generated == committed
    for name in generated:
        assert (tmp_path / name).read_bytes() == (STUBS / name).read_bytes(), f"{name} differs: regenerate the stubs"


def test_only_read_only_services_are_compiled():
    """No stub can call NodePrepareResources or NodeUnprepareResources: the DRAPlugin service is not generated."""
    text = "".join(p.read_text() for p in STUBS.glob("*_grpc.py"))
    assert "NodeWatchResources" in text and "GetInfo" in text
    assert "NodePrepareResources" not in text and "NodeUnprepareResources" not in text
