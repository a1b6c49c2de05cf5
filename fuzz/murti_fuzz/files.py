"""Reading a corpus file the way the runner does (docs/SECURITY.md "Corpus confinement").

`conformance-runner fuzz` checks every file the driver reads (expectations.json, each --replay
file) with the runner's own confined reader first and resolves a link the person named outside
the corpus; the driver then opens each without following a link, a file inside a corpus folder
(`--confine`) one folder at a time from that folder down, and without blocking on a FIFO, and
reads it only when the opened descriptor is a regular file's, so a file or a folder swapped for
a link or a special file in between is refused too.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


class NotARegularFile(OSError):
    """The file is a symbolic link, a FIFO, a device or a socket: refused, not read."""


def read_regular(path: Path) -> bytes:
    """The exact bytes of the regular file `path`; raises `NotARegularFile` naming it otherwise."""
    return _read_at(os.fspath(path), None, path)


def read_confined(path: Path, roots: list[Path]) -> bytes:
    """The exact bytes of the regular file `path`. Below one of `roots` (a corpus folder, as
    written; the longest that holds it) every folder on the way is opened without following a
    link, one segment at a time as the runner's CorpusFolder walks, so a folder swapped for a
    link after the runner checked the file is refused too; elsewhere, `read_regular`."""
    for root in sorted(roots, key=lambda root: len(root.parts), reverse=True):
        try:
            parts = path.relative_to(root).parts
        except ValueError:
            continue
        if not parts or any(part in (".", "..") for part in parts):
            raise NotARegularFile(f"{path} does not name a file inside {root}")
        folder = os.open(root, os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_CLOEXEC", 0))  # the person named it
        try:
            for part in parts[:-1]:
                flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
                try:
                    inner = os.open(part, flags, dir_fd=folder)
                except OSError as error:
                    if error.errno in (errno.ELOOP, errno.ENOTDIR):
                        raise NotARegularFile(f"{path}: {part} is not a folder (a symbolic link?): a corpus "
                                              f"file is never read through a link") from None
                    raise
                os.close(folder)
                folder = inner
            return _read_at(parts[-1], folder, path, single_name=True)
        finally:
            os.close(folder)
    return read_regular(path)


def _read_at(name: str, folder: int | None, path: Path, single_name: bool = False) -> bytes:
    """The bytes of the regular file `name` (in the open folder `folder`, or as a path), opened
    without following a link or blocking on a FIFO; `path` names it in errors. `single_name`
    (a corpus file) refuses a file with more than one name: a hard link's other name may lie
    outside the corpus (docs/DECISIONS.md D105)."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(name, flags, dir_fd=folder)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise NotARegularFile(f"{path} is a symbolic link: a corpus file is never read through a link") from None
        raise
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise NotARegularFile(f"{path} is not a regular file: only regular files are read")
        if single_name and status.st_nlink > 1:
            raise NotARegularFile(f"{path} is a hard link (a file with more than one name): a corpus file "
                                  "with another name is never read")
        chunks = []
        while chunk := os.read(descriptor, 1 << 16):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
