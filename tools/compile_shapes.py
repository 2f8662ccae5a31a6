"""Write dra_conform/reading/_shapes.py, the shape checkers of the shipped DeviceMetadata and
ResourceSlice schemas generated ahead of time (reading.shape: compiling one took 5 ms of every
start). Run after editing one of those schemas or the generator in reading/shape.py:

    python tools/compile_shapes.py
"""

from pathlib import Path

from dra_conform.reading.shape import AHEAD_OF_TIME, ahead_of_time_module

target = Path(__file__).resolve().parents[1] / "dra_conform" / "reading" / "_shapes.py"
target.write_text(ahead_of_time_module(AHEAD_OF_TIME()), encoding="utf-8")
print(f"wrote {target}")
