"""Bytes in, values with positions out: everything that reads input, and nothing that judges it.

Owns walking and safely opening inputs (sources), the C scanner and its pure-Python twin
(parser), JSON streams, YAML values and manifests, the one place lines and columns are made
(positions), Go's decode shapes, lines of a stream in bounded memory (lines), where metadata
files sit (layout), health captures, and the read-only views of a live system (live/, probe/).
May import only ``model``.
"""
