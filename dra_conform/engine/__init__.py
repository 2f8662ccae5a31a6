"""Runs the rules over inputs: classify each file, run its checks, locate every hit.

Owns the check run (check), the user's policy over findings (levels, suppressions,
baselines), configuration files, spreading files over processes (parallel), the live
run (live), and merge's reading, validating and joining of node reports into a fleet (merge). May import ``rules``, ``semantics``, ``reading`` and ``model``; never
``report`` or ``commands``.
"""
