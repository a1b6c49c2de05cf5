"""The driver reads corpus files without following a link or blocking on a FIFO (murti_fuzz.files)."""

import os
import shutil
import tempfile
import unittest
from pathlib import Path

from fuzz.murti_fuzz.files import NotARegularFile, read_confined, read_regular


class ReadRegularTests(unittest.TestCase):
    def setUp(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="fuzz-files-"))
        self.secret = self.folder / "secret.json"
        self.secret.write_bytes(b'{"token": "secret"}')

    def tearDown(self) -> None:
        shutil.rmtree(self.folder)

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



class ReadConfinedTests(unittest.TestCase):
    """A replayed file inside a corpus folder (`--confine`) is read one folder at a time from
    that folder down, no link followed on the way, and never when it has another name."""

    def setUp(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="fuzz-confined-"))
        self.corpus = self.folder / "corpus"
        (self.corpus / "valid").mkdir(parents=True)
        self.fixture = self.corpus / "valid" / "a.json"
        self.fixture.write_bytes(b'{"a": 1}')
        self.outside = self.folder / "outside"
        self.outside.mkdir()
        self.secret = self.outside / "secret.json"
        self.secret.write_bytes(b'{"token": "secret"}')

    def tearDown(self) -> None:
        shutil.rmtree(self.folder)

    def test_a_file_in_the_corpus_is_read(self) -> None:
        self.assertEqual(read_confined(self.fixture, [self.corpus]), b'{"a": 1}')

    def test_a_linked_folder_on_the_way_is_refused(self) -> None:
        (self.corpus / "linked").symlink_to(self.outside)
        with self.assertRaises(NotARegularFile) as raised:
            read_confined(self.corpus / "linked" / "secret.json", [self.corpus])
        self.assertIn("not a folder", str(raised.exception))

    def test_leaving_segments_are_refused(self) -> None:
        with self.assertRaises(NotARegularFile):
            read_confined(self.corpus / "valid" / ".." / ".." / "outside" / "secret.json", [self.corpus])

    def test_a_hard_link_is_refused_inside_and_read_outside(self) -> None:
        linked = self.corpus / "valid" / "b.json"
        os.link(self.secret, linked)
        with self.assertRaises(NotARegularFile) as raised:
            read_confined(linked, [self.corpus])
        self.assertIn("hard link", str(raised.exception))
        self.assertEqual(read_confined(self.secret, [self.corpus]), b'{"token": "secret"}')


if __name__ == "__main__":
    unittest.main()
