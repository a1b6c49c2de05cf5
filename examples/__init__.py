"""The example adapters a third party copies (each folder runs alone, by path). This file and
`tests/` make their tests part of the one test command from the repository root
(docs/DECISIONS.md D115)."""
