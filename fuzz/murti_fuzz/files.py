"""Reading a corpus file the way the runner does (docs/SECURITY.md "Corpus confinement").

`conformance-runner fuzz` checks every file the driver reads (expectations.json, each --replay
file) with the runner's own confined reader first and resolves a link the person named outside
the corpus; the driver then opens each without following a link at its last segment and
without blocking on a FIFO, and reads it only when the opened descriptor is a regular file's,
so a file swapped for a link or a special file in between is refused too.
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
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise NotARegularFile(f"{path} is a symbolic link: a corpus file is never read through a link") from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotARegularFile(f"{path} is not a regular file: only regular files are read")
        chunks = []
        while chunk := os.read(descriptor, 1 << 16):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
