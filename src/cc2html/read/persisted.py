"""Reading persisted tool output: the files Claude Code wrote to `<session>/tool-results/`.

A tool result too large for the transcript is saved whole to
`<session>/tool-results/<id>.txt` (`.json` for a JSON result) and the transcript keeps a
2 KB preview inside `<persisted-output>` (formats.md §3f; the real 2.1.39 file in
`../shared/corpus/marot-spotter`, and `toolUseResult.persistedOutputPath` /
`persistedOutputSize` of 2.1.260 in `../shared/corpus-modern`). The transcript is untrusted:
the path it names is never opened. Only a file *name* is taken from it, and only from this
session's own `tool-results/` folder (read/sidecars.py `tool_results_folder`): the folder
itself and the file are opened without following a symlink (where the platform allows; a
symlink is refused by an `lstat` check elsewhere), and the file must be a regular one.

Reads are bounded: one file at most FILE_LIMIT bytes (the first FILE_LIMIT are shown, and
the note says so), one session at most SESSION_LIMIT bytes in all (a file past it keeps its
preview). Bytes are decoded as UTF-8 with undecodable bytes replaced; the text is masked by
the run's redactor as every other string of the page is.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from .sidecars import is_tool_result_name

if TYPE_CHECKING:
    from ..redact.redactor import Redactor

__all__ = ["FILE_LIMIT", "SESSION_LIMIT", "Loaded", "PersistedFiles"]

#: the most read of one file, and of one session's files in all (bytes)
FILE_LIMIT = 16 << 20
SESSION_LIMIT = 64 << 20

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_DIR_FD = os.open in os.supports_dir_fd and bool(_NOFOLLOW)
#: what opening a symlink with O_NOFOLLOW raises (ELOOP; EMLINK on FreeBSD)
_LINK_ERRORS = frozenset({errno.ELOOP, errno.EMLINK})


@dataclass(frozen=True)
class Loaded:
    """What became of one file: its text (None when not read) and why not, or its size."""

    text: Optional[str] = None
    size: int = -1  # the file's size in bytes (-1: not known)
    shown: int = 0  # bytes of it shown (less than `size` when cut at a limit)
    why: str = ""  # "" (read), "missing", "not a file", "unreadable: …", "over budget"


class PersistedFiles:
    """One session's `tool-results/` folder, read by file name within the budgets."""

    def __init__(self, folder: Path, redactor: Optional[Redactor] = None,
                 file_limit: int = FILE_LIMIT, session_limit: int = SESSION_LIMIT) -> None:
        self.folder, self.redactor = folder, redactor
        self.file_limit, self.left = file_limit, session_limit
        self._cache: dict[str, Loaded] = {}

    def load(self, name: str) -> Loaded:
        """The file `name` of the folder (the same answer each time it is asked for)."""
        if name not in self._cache:
            self._cache[name] = self._load(name)
        return self._cache[name]

    def _load(self, name: str) -> Loaded:
        if not is_tool_result_name(name):
            return Loaded(why="not a tool-results name")
        if self.left <= 0:
            return Loaded(why="over budget")
        try:
            fd = _open(self.folder, name)
        except FileNotFoundError:
            return Loaded(why="missing")
        except OSError as exc:  # a symlink (ELOOP), a folder, no permission …
            return Loaded(why="a symbolic link, not followed" if exc.errno in _LINK_ERRORS
                          else f"unreadable: {exc.strerror or exc}")
        with os.fdopen(fd, "rb") as fh:
            info = os.fstat(fh.fileno())
            if not stat.S_ISREG(info.st_mode):  # a FIFO or a device: never read
                return Loaded(size=-1, why="not a file")
            want = min(self.file_limit, self.left)
            data = fh.read(want + 1)
        size = max(info.st_size, len(data))
        data = data[:want]
        self.left -= len(data)
        text = data.decode("utf-8", errors="replace")
        if self.redactor is not None:
            before = self.redactor.at(str(self.folder / name))
            text = self.redactor.text(text)
            self.redactor.where = before  # (read while a transcript line is classified)
        return Loaded(text, size, len(data))


def _open(folder: Path, name: str) -> int:
    """A read-only descriptor of `folder/name`, neither of them followed if a symlink."""
    if _DIR_FD:
        try:
            dir_fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _NOFOLLOW)
        except NotADirectoryError:  # what O_DIRECTORY | O_NOFOLLOW raises on a symlink
            if folder.is_symlink():
                raise OSError(errno.ELOOP, "a symbolic link", str(folder)) from None
            raise
        try:
            return os.open(name, _FLAGS | _NOFOLLOW, dir_fd=dir_fd)
        finally:
            os.close(dir_fd)
    path = folder / name  # (no dir_fd: Windows) each part looked at before it is opened
    for part in (folder, path):
        if part.is_symlink():
            raise OSError(errno.ELOOP, "a symbolic link", str(part))
    return os.open(path, _FLAGS)
