"""Write checks/<family>.json for each checks/<family>.yaml, the rule catalogue as JSON for a fast start-up.

checks/*.yaml stay the source: each JSON file records its YAML's digest and is used only while it
matches (otherwise the YAML is read). Run after editing a catalogue file:

    python tools/compile_catalogue.py
"""

from pathlib import Path

from dra_conform.model.catalogue import FAMILIES, compile_family, compiled_name

for family in FAMILIES:
    target = Path(__file__).resolve().parents[1] / "checks" / compiled_name(family)
    target.write_text(compile_family(family), encoding="utf-8")
    print(f"wrote {target}")
