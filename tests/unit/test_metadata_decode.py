"""The reader's error texts quote an object's start; only a prefix of its bytes is decoded for that."""

from hypothesis import given
from hypothesis import strategies as st

from dra_conform.semantics.metadata.decode import _snippet


def _whole(raw: bytes) -> str:
    text = raw.decode("utf-8", "replace")
    return text if len(text) <= 80 else text[:77] + "..."


@given(st.one_of(st.binary(max_size=700), st.text(max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_snippet_from_a_prefix_equals_the_snippet_of_everything(raw: bytes) -> None:
    assert _snippet(raw) == _whole(raw)
    assert _snippet(memoryview(b"xx" + raw)[2:]) == _whole(raw)


def test_snippet_cut_inside_a_four_byte_character() -> None:
    raw = "\U0001f600".encode() * 100  # 400 bytes; byte 324 is the start of a character
    assert _snippet(raw) == _whole(raw) == "\U0001f600" * 77 + "..."
    assert _snippet(b"a" + raw) == _whole(b"a" + raw)
