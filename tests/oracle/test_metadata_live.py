"""Random device-metadata streams (objects of known, unknown and generic kinds and versions, non-objects,
missing or mistyped TypeMeta, truncated writes, garbage after the last object) read by dra-conform
(semantics/metadata: what DecodeMetadataFromStream returns) and by upstream's own decoder (the Go oracle,
1.36 on): the same verdict and error text."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings

from tests.oracle import compare, record
from tests.oracle.plugin import live_examples
from tests.oracle.strategies import metadata_streams

pytestmark = pytest.mark.oracle


@pytest.mark.parametrize("release", ["1.36", "1.37"])
@settings(max_examples=live_examples(), deadline=None, suppress_health_check=list(HealthCheck))
@given(stream=metadata_streams())
# the disagreements the oracle found, fixed in semantics/metadata/decode.py (each also in tests/unit/test_metadata_oracle_fixes.py)
@example(
    stream='{"kind": "Other", "metadata": {"name": "claim"}, "requests": "nope", "podClaimName": "pod-claim-name"}'
)
@example(
    stream='{"apiVersion": "metadata.resource.k8s.io/v9", "kind": "DeviceMetadata", "metadata": {"name": "claim"}, '
    '"requests": [{"name": 1}]}\n{"apiVersion": "metadata.resource.k8s.io/v1alpha1", "kind": "DeviceMetadata", '
    '"metadata": {"name": "claim"}, "requests": [{"name": 1}]}\n'
)
@example(stream="null\n")
@example(stream='{"apiVersion": "v1", "kind": "WatchEvent"}')
@example(stream='{"apiVersion": "metadata.resource.k8s.io/v1alpha1", "kind": "WatchEvent"}')
def test_metadata_decoder_agrees_with_upstream(oracle, release: str, stream: str) -> None:
    request: dict[str, Any] = {"op": "metadata.decode", "stream": stream}
    answer = oracle.call("metadata.decode", stream=stream)
    diff = compare.metadata_differences(release, request, answer)
    record.counterexample(release, request, answer, diff)
    if diff and compare.known("metadata", release, request, diff) is None:
        pytest.fail(f"{release}: dra-conform reads {stream!r} otherwise than upstream: {diff}")
