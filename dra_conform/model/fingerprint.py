"""partialFingerprints for SARIF: the tool's own, which survives line moves.

(GitHub's ``primaryLocationLineHash`` needs the file's text: reading.line_hashes computes it.)
"""

from __future__ import annotations


def own_fingerprint(rule_id: str, uri: str, identity: str, field_path: str, ordinal: int) -> str:
    """Survives line moves: rule, file, object and field path, never a line number."""
    import hashlib  # only for runs with findings: importing it is 5 ms of start-up

    # surrogatepass: a lone surrogate (a JSON escape, a file name's undecodable byte) hashes as its code
    # unit instead of failing; every other text hashes as UTF-8, as it always has
    key = f"{rule_id}\0{uri}\0{identity}\0{field_path}\0{ordinal}".encode("utf-8", "surrogatepass")
    return hashlib.sha256(key).hexdigest()[:32]
