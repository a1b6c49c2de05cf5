"""The generated fixture families of corpus/, one module per concern (docs/EXPECTATIONS.md
"Tools"): each has `register(add, reject, accept)`, which tools/corpus/generate.py calls."""

from . import bounds, layer1, layer1_hidden, lengths, vocabulary

FAMILIES = (layer1, layer1_hidden, lengths, vocabulary, bounds)
