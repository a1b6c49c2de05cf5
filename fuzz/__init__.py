"""The differential fuzzer (docs/FUZZING.md): `fuzz.py` is its entry point, started by path
(`conformance-runner fuzz` does), and `murti_fuzz` its package, whose modules import each other
relatively only. This file makes the folder importable from the repository root for the one test
command and `python3 -m fuzz.benchmark` (docs/DECISIONS.md D115).
"""
