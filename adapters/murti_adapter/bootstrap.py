"""Runs an adapter inside the pinned environment, whatever python3 started it.

`python3 adapters/python_jsonschema_adapter.py` works on a machine where nothing is installed:
the entry point asks `adapters/venv.py` for the environment (built once, on stderr) and replaces
itself with the same script under that environment's python. stdout stays protocol-only.
Set MURTI_ADAPTER_NO_VENV=1 to run with the current interpreter and whatever it has installed.
"""

import os
import subprocess
import sys
from pathlib import Path

from .layout import VENV_DIR, VENV_SCRIPT


def in_pinned_venv() -> bool:
    """True when this interpreter is the one in .build/adapters-venv."""
    try:
        return Path(sys.prefix).resolve() == VENV_DIR.resolve()
    except OSError:
        return False


def reexec_in_venv(script: str | Path) -> None:
    """Replaces the process with `script` under the venv's python; returns only when already in
    it or when MURTI_ADAPTER_NO_VENV is set. Exits 1 when the venv cannot be made."""
    if in_pinned_venv() or os.environ.get("MURTI_ADAPTER_NO_VENV"):
        return
    made = subprocess.run([sys.executable, str(VENV_SCRIPT)],
                          stdout=subprocess.PIPE, text=True)
    python = made.stdout.strip()
    if made.returncode != 0 or not python:
        print("error: the pinned JSON Schema engines are not available (see above)",
              file=sys.stderr, flush=True)
        sys.exit(1)
    os.execv(python, [python, str(Path(script).resolve()), *sys.argv[1:]])
