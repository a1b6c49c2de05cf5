"""adapters/requirements.txt pins every package of the environment (reproducible installs), and
adapters/venv.py recognises an environment built from it."""

import hashlib
import importlib.util
import re
import unittest
from importlib import metadata
from pathlib import Path
from types import ModuleType

from murti_adapter.bootstrap import in_pinned_venv

ADAPTERS = Path(__file__).resolve().parents[1]
REQUIREMENTS = ADAPTERS / "requirements.txt"
INSTALLER_TOOLS = {"pip", "setuptools", "wheel"}


def normalized(name: str) -> str:
    """PEP 503 normalization: jsonschema_rs and jsonschema-rs are one project."""
    return re.sub(r"[-_.]+", "-", name).lower()


def pins() -> dict[str, str]:
    """{normalized name: version} from requirements.txt; every requirement must be `==`."""
    result: dict[str, str] = {}
    for line in REQUIREMENTS.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([0-9][0-9A-Za-z.+!-]*)", line)
        if match is None:
            raise AssertionError(f"requirements.txt: not an exact pin: {line!r}")
        result[normalized(match.group(1))] = match.group(2)
    return result


def load_venv_script() -> ModuleType:
    """adapters/venv.py under another module name (it would shadow the stdlib venv)."""
    spec = importlib.util.spec_from_file_location("adapters_venv_script", ADAPTERS / "venv.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class RequirementsTests(unittest.TestCase):
    def test_the_engines_are_pinned(self) -> None:
        self.assertEqual({name: pins()[name] for name in ("jsonschema", "jsonschema-rs",
                                                          "regress")},
                         {"jsonschema": "4.26.0", "jsonschema-rs": "0.61.2",
                          "regress": "2026.9.1"})

    @unittest.skipUnless(in_pinned_venv(), "run inside .build/adapters-venv")
    def test_the_environment_holds_exactly_the_pins(self) -> None:
        installed = {normalized(d.metadata["Name"]): d.version for d in metadata.distributions()
                     if normalized(d.metadata["Name"]) not in INSTALLER_TOOLS}
        self.assertEqual(installed, pins())

    @unittest.skipUnless(in_pinned_venv(), "run inside .build/adapters-venv")
    def test_the_stamp_is_the_sha256_of_requirements(self) -> None:
        script = load_venv_script()
        digest = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
        self.assertEqual(script.requirements_digest(), digest)
        self.assertTrue(script.is_current(digest))
        self.assertFalse(script.is_current("0" * 64))


if __name__ == "__main__":
    unittest.main()
