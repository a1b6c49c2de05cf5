#!/usr/bin/env python3
"""Ensures the pinned JSON Schema engines live in `<repo>/.build/adapters-venv`.

Usage: python3 adapters/venv.py
       python3 adapters/venv.py --exec SCRIPT [ARG ...]
Prints the virtual environment's python on stdout; says what it does on stderr. With --exec it
replaces itself with `SCRIPT ARG ...` under that python instead: how an entry point outside
adapters/ (fuzz/fuzz.py) gets into the environment without importing from this folder.

The environment is (re)built from scratch whenever `adapters/requirements.txt` changes: a stamp
file inside it holds the SHA-256 of the requirements it was built from. Building from scratch
(rather than `pip install` over an old environment) is what keeps it exactly the pinned set.
Concurrent callers (the runner's `--jobs N` starts N adapters at once) wait on a lock file.

Standard library only: it must run on a fresh Debian machine before anything is installed.
"""

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
REQUIREMENTS = HERE / "requirements.txt"
VENV_DIR = REPO / ".build" / "adapters-venv"
STAMP = VENV_DIR / ".requirements.sha256"
LOCK = REPO / ".build" / "adapters-venv.lock"
MINIMUM_PYTHON = (3, 11)  # regress and rpds-py, as pinned, require 3.11


class SetupError(Exception):
    """The environment could not be made; the message says what to do."""


def venv_python(venv_dir: Path = VENV_DIR) -> Path:
    """The interpreter inside a virtual environment."""
    if os.name == "nt":
        return venv_dir / "Scripts" / "python.exe"
    return venv_dir / "bin" / "python"


def requirements_digest() -> str:
    """SHA-256 (hex) of requirements.txt's bytes."""
    return hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()


def is_current(digest: str) -> bool:
    """True when the environment exists and was built from these exact requirements."""
    try:
        return venv_python().exists() and STAMP.read_text().strip() == digest
    except OSError:
        return False


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def build(digest: str) -> None:
    """Creates the environment from scratch and installs the pinned requirements."""
    if VENV_DIR.exists():
        say("adapters/requirements.txt changed (or the last setup failed): rebuilding the pinned "
            "JSON Schema engines in .build/adapters-venv…")
        shutil.rmtree(VENV_DIR)
    else:
        say("setting up the pinned JSON Schema engines in .build/adapters-venv (one time)…")
    # -I: the script's own folder (which holds this venv.py) must not shadow the stdlib venv.
    created = subprocess.run([sys.executable, "-I", "-m", "venv", str(VENV_DIR)],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if created.returncode != 0 or not venv_python().exists():
        shutil.rmtree(VENV_DIR, ignore_errors=True)
        version = f"{sys.version_info.major}.{sys.version_info.minor}"
        raise SetupError(
            f"{created.stdout.strip()}\n"
            f"cannot create a virtual environment with {sys.executable}: the venv module or "
            f"ensurepip is missing. On Debian/Ubuntu: sudo apt-get install python3-venv "
            f"(or python{version}-venv), then run this again.")
    say(f"installing {REQUIREMENTS.relative_to(REPO)} with pip…")
    installed = subprocess.run(
        [str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check",
         "--no-input", "--quiet", "-r", str(REQUIREMENTS)],
        stdout=sys.stderr, stderr=sys.stderr)
    if installed.returncode != 0:
        raise SetupError(
            f"pip could not install {REQUIREMENTS.relative_to(REPO)} (exit "
            f"{installed.returncode}); see its output above. PyPI must be reachable. The "
            f"half-made environment stays without a stamp and is rebuilt on the next run.")
    STAMP.write_text(digest + "\n")
    say("done: .build/adapters-venv is ready.")


def ensure() -> Path:
    """Returns the path of the environment's python, building it first if needed."""
    if sys.version_info[:2] < MINIMUM_PYTHON:
        raise SetupError(
            f"the pinned engines need Python {'.'.join(map(str, MINIMUM_PYTHON))} or newer; "
            f"{sys.executable} is {sys.version.split()[0]}. Run this with a newer python3.")
    digest = requirements_digest()
    if is_current(digest):
        return venv_python()
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    with open(LOCK, "a+") as lock:
        try:
            import fcntl

            fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        except ImportError:
            pass  # no flock (Windows): concurrent first runs are the caller's problem there
        if not is_current(digest):  # another process may have built it while we waited
            build(digest)
    return venv_python()


def main(argv: list[str]) -> int:
    if argv[:1] == ["--exec"] and len(argv) < 2:
        say("usage: python3 adapters/venv.py [--exec SCRIPT [ARG ...]]")
        return 2
    try:
        python = ensure()
    except (SetupError, OSError) as error:
        say(f"error: {error}")
        return 1
    if argv[:1] == ["--exec"]:
        os.execv(python, [str(python), *argv[1:]])
    print(python)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
