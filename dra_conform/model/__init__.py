"""The value types everything else speaks, and the rule catalogue.

Owns findings (Severity, Hit, Location, Finding, Rule), a run's options and results
(Options, FileResult, Report, BundleItem; upstream's field-path notation, relative URIs),
the catalogue of checks/*.yaml with the ``@implements`` registry, SARIF fingerprints, the
files shipped in the wheel and a validator of their JSON Schemas' keywords, a fleet of merged
node reports (fleet), and the one way a file is written under a directory the user names
(written). Imports nothing of dra_conform's: every other package may import it.
"""
