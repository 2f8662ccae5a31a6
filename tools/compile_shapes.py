"""Write dra_conform/reading/_shapes.py and _shapes_<kind>_<version>.py, the shape checkers of the
shipped DeviceMetadata and ResourceSlice schemas generated ahead of time (reading.shape: compiling
one took 5 ms of every start). Run after editing one of those schemas or the generator in
reading/shape.py:

    python tools/compile_shapes.py
"""

from pathlib import Path

from dra_conform.reading.shape import AHEAD_OF_TIME, ahead_of_time_modules

folder = Path(__file__).resolve().parents[1] / "dra_conform" / "reading"
modules = ahead_of_time_modules(AHEAD_OF_TIME())
for stale in folder.glob("_shapes_*.py"):
    if stale.name not in modules:
        stale.unlink()
        print(f"removed {stale}")
for name, text in modules.items():
    (folder / name).write_text(text, encoding="utf-8")
    print(f"wrote {folder / name}")
