"""The driver reads corpus files without following a link or blocking on a FIFO (murti_fuzz.files)."""

import os
import tempfile
import unittest
from pathlib import Path

from fuzz.murti_fuzz.files import NotARegularFile, read_regular


class ReadRegularTests(unittest.TestCase):
    def setUp(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="fuzz-files-"))
        self.secret = self.folder / "secret.json"
        self.secret.write_bytes(b'{"token": "secret"}')

    def tearDown(self) -> None:
        for path in self.folder.iterdir():
            path.unlink()
        self.folder.rmdir()

    def test_a_regular_file_is_read_exactly(self) -> None:
        self.assertEqual(read_regular(self.secret), b'{"token": "secret"}')

    def test_a_link_is_refused_not_followed(self) -> None:
        link = self.folder / "link.json"
        link.symlink_to(self.secret)
        with self.assertRaises(NotARegularFile) as raised:
            read_regular(link)
        self.assertIn("symbolic link", str(raised.exception))

    def test_a_fifo_is_refused_without_blocking(self) -> None:
        fifo = self.folder / "pipe.json"
        os.mkfifo(fifo)
        with self.assertRaises(NotARegularFile):
            read_regular(fifo)


if __name__ == "__main__":
    unittest.main()
