"""Write checks/catalogue.json, the rule catalogue as JSON for a fast start-up.

checks/*.yaml stay the source: the JSON records their digest and is used only while it
matches (otherwise the YAML is read). Run after editing a catalogue file:

    python tools/compile_catalogue.py
"""

from pathlib import Path

from dra_conform.model.catalogue import COMPILED, compile_catalogue

target = Path(__file__).resolve().parents[1] / "checks" / COMPILED
target.write_text(compile_catalogue(), encoding="utf-8")
print(f"wrote {target}")
