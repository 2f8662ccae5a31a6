"""Differential fuzzing: the C scanner against its Python twin, and the whole rule set
against arbitrary bytes (no exception may escape).

    pip install -e '.[fuzz]' && python fuzz/fuzz_scanner.py -max_total_time=600 fuzz/corpus

Seeds: any files put in fuzz/corpus (the examples are a good start); libFuzzer
flags (-max_total_time, -jobs, -dict=fuzz/json.dict) are passed through.
"""

import sys

import atheris

with atheris.instrument_imports(include=["dra_conform"]):
    from dra_conform.engine import FileResult, Options, check_data
    from dra_conform.parser import _c, python_scan
    from dra_conform.registry import load

CATALOG = load()
OPTIONS = Options()


def one_input(data: bytes) -> None:
    for mode in (0, 1):
        native, twin = _c.scan(data, mode), python_scan(data, mode)
        if native != twin:
            raise AssertionError(f"backends disagree in mode {mode}: {native!r} != {twin!r}")
    check_data(FileResult("fuzz.json", "metadata"), data, None, OPTIONS, CATALOG)


def main() -> None:
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
