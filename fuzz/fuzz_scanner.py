"""Differential fuzzing: the C scanner against its Python twin, and the whole rule set
against arbitrary bytes (no exception may escape).

    pip install -e '.[fuzz]' && python fuzz/fuzz_scanner.py -max_total_time=600 fuzz/corpus

Seeds: any files put in fuzz/corpus (the examples are a good start); libFuzzer
flags (-max_total_time, -jobs, -dict=fuzz/json.dict) are passed through.
"""

import sys

import atheris

with atheris.instrument_imports(include=["dra_conform"]):
    from dra_conform.engine.check import check_data
    from dra_conform.model.results import FileResult, Options
    from dra_conform.reading.jsonstream import _decode
    from dra_conform.reading.parser import _c, python_scan
    from dra_conform.reading.parser import events as ev
    from dra_conform.reading.shape import GoNumber
    from dra_conform.rules import load

CATALOG = load()
OPTIONS = Options()


def typed(value):  # type: ignore[no-untyped-def]
    """The value with its types spelled out: 1, 1.0 and True are equal in Python, not here."""
    if isinstance(value, dict):
        return ("dict", [(k, typed(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [typed(v) for v in value])
    return ("number", value.text) if isinstance(value, GoNumber) else (type(value).__name__, value)


def one_input(data: bytes) -> None:
    for mode in (0, 1):
        native, twin = _c.scan(data, mode), python_scan(data, mode)
        if native != twin:
            raise AssertionError(f"backends disagree in mode {mode}: {native!r} != {twin!r}")
    for kind, start, end in native[0]:  # mode 1: each complete value, decoded by orjson where it may be and by json
        flags = ev.value_flags(kind)
        if ev.value_depth(kind) < 500:  # typed() recurses
            fast, slow = _decode(data, start, end, flags), _decode(data, start, end, flags | ev.FLAG_WIDE_NUMBER)
            if typed(fast) != typed(slow):
                raise AssertionError(f"orjson and json decode differently: {data[start:end]!r}")
    check_data(FileResult("fuzz.json", "metadata"), data, None, OPTIONS, CATALOG)


def main() -> None:
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
