"""adapters/requirements.txt pins every package of the environment (reproducible installs), and
adapters/venv.py recognises an environment built from it."""

import hashlib
import re
import tomllib
import unittest
from importlib import metadata
from pathlib import Path

from adapters import venv as venv_script
from adapters.murti_adapter.bootstrap import in_pinned_venv
from adapters.murti_adapter.layout import ADAPTERS, TOP

REQUIREMENTS = ADAPTERS / "requirements.txt"
RELEASE_REQUIREMENTS = TOP / "tools" / "release" / "requirements.txt"
INSTALLER_TOOLS = {"pip", "setuptools", "wheel"}


def normalized(name: str) -> str:
    """PEP 503 normalization: jsonschema_rs and jsonschema-rs are one project."""
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(requirements: Path = REQUIREMENTS) -> dict[str, str]:
    """{normalized name: version} from a requirements file; every requirement must be `==`."""
    result: dict[str, str] = {}
    for line in requirements.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([0-9][0-9A-Za-z.+!-]*)", line)
        if match is None:
            raise AssertionError(f"requirements.txt: not an exact pin: {line!r}")
        result[normalized(match.group(1))] = match.group(2)
    return result


def group_pins(*groups: str) -> dict[str, str]:
    """{normalized name: version} of the root pyproject.toml's optional dependency groups."""
    with open(TOP / "pyproject.toml", "rb") as handle:
        optional = tomllib.load(handle)["project"]["optional-dependencies"]
    result: dict[str, str] = {}
    for group in groups:
        for requirement in optional[group]:
            name, _, version = requirement.partition("==")
            result[normalized(name)] = version
    return result


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
        script = venv_script
        digest = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
        self.assertEqual(script.requirements_digest(), digest)
        self.assertTrue(script.is_current(digest))
        self.assertFalse(script.is_current("0" * 64))


class PyprojectGroupsTests(unittest.TestCase):
    """The root pyproject.toml's groups name the same pins as the files the environments are
    built from, so `pip install -e '.[engines,fuzz,dev]'` gets the pinned set too."""

    def test_engines_fuzz_and_dev_are_the_adapters_requirements(self) -> None:
        self.assertEqual(group_pins("engines", "fuzz", "dev"), pins())

    def test_tools_are_the_release_tools_requirements(self) -> None:
        self.assertEqual(group_pins("tools"), pins(RELEASE_REQUIREMENTS))


if __name__ == "__main__":
    unittest.main()
