"""A stop ends the driver with one line and status 130, never a traceback, and ends its sides
(docs/SECURITY.md "Signals and processes")."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

# Tests run from the repository root (docs/DECISIONS.md D116).
REPO = Path.cwd()
# A side that never answers `start`: the stop lands during the handshake, outside the search.
HANGING_SIDE = "import os, sys, time; open(sys.argv[1], 'w').write(str(os.getpid())); time.sleep(120)"


class InterruptTests(unittest.TestCase):
    def test_sigint_during_a_handshake_exits_130_without_a_traceback_and_ends_the_side(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            document = Path(folder) / "doc.json"
            document.write_bytes(b"{}")
            pid_file = Path(folder) / "side.pid"
            side = f'["{sys.executable}", "-c", "{HANGING_SIDE}", "{pid_file}"]'
            driver = subprocess.Popen(
                [sys.executable, str(REPO / "fuzz" / "fuzz.py"), "--corpus", str(REPO / "corpus"),
                 "--side", side, "--timeout", "100", "--replay", str(document)],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            self.addCleanup(driver.kill)
            deadline = time.monotonic() + 60
            while not pid_file.exists() or not pid_file.read_text():
                self.assertLess(time.monotonic(), deadline, "the side never started")
                time.sleep(0.05)
            side_pid = int(pid_file.read_text())
            driver.send_signal(signal.SIGINT)
            _, stderr = driver.communicate(timeout=30)
            self.assertEqual(driver.returncode, 130, stderr.decode())
            self.assertNotIn(b"Traceback", stderr)
            self.assertIn(b"fuzz: interrupted", stderr)
            with self.assertRaises(ProcessLookupError, msg="the side outlived the driver"):
                os.kill(side_pid, 0)


if __name__ == "__main__":
    unittest.main()
