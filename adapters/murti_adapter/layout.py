"""Where the adapters' neighbours are (docs/DECISIONS.md D115): `adapters/` sits at the top of a
murti-conformance checkout or release bundle, beside `murti.schema.json`, `docs/` and `.build/`.

The adapters are started by path from any working folder (`python3 /opt/x/adapters/…_adapter.py`),
so this is the one module that finds those files from its own location; everything else asks it.
"""

from pathlib import Path

#: The `adapters/` folder: this package's parent.
ADAPTERS = Path(__file__).resolve().parent.parent
#: The checkout's or bundle's top folder.
TOP = ADAPTERS.parent
#: The Murti schema the engines validate against by default.
MURTI_SCHEMA = TOP / "murti.schema.json"
#: The protocol v1 line schema (docs/PROTOCOL.md) the line checker uses by default.
PROTOCOL_SCHEMA = TOP / "docs" / "protocol.schema.json"
#: The pinned environment `adapters/venv.py` makes.
VENV_DIR = TOP / ".build" / "adapters-venv"
#: The script that makes it (`python3 adapters/venv.py` prints its python).
VENV_SCRIPT = ADAPTERS / "venv.py"
