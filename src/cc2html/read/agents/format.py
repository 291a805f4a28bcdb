"""One input format as a row of the table (read/agents/__init__.py), and the head/tail
facts every row gives the archive.

A `Format` owns all a format is to cc2html: how a file of it is told by its content
(`detect`), how it is read into entries (`read`: the reader is imported when a file is
read, so a run that only plans never loads it), the cheap facts the archive indexes a
file by without reading it whole (`scan` -> `Scan`), and where the agent keeps its
sessions (`home`). The line helpers below are the scans' shared way to decode a line; a scan reads its lines
through read/filebytes.py's `open_lines`, as the readers do (a byte-order mark, UTF-16),
so the archive never drops a file the readers read.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Optional

from ..filebytes import open_lines
from ..surrogates import whole

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

#: lines the head of a file is read for, and the tail window a last time is looked for in
HEAD_LINES = 400
TAIL_START = 64 * 1024


@dataclass(frozen=True)
class Scan:
    first_ts: Optional[str] = None  # first timestamp of a user/assistant/system line
    last_ts: Optional[str] = None  # last such timestamp
    session_id: Optional[str] = None  # first sessionId seen
    cwd: Optional[str] = None  # first cwd seen
    conversation: bool = False  # has at least one user/assistant/system line
    parent: Optional[str] = None  # the session this one was forked or spawned from (Codex)

    def to_json(self) -> str:
        facts = [self.first_ts, self.last_ts, self.session_id, self.cwd, self.conversation]
        return json.dumps(facts + [self.parent] * (self.parent is not None))

    @classmethod
    def from_json(cls, text: str) -> "Scan":
        return cls(*json.loads(text))


@dataclass(frozen=True)
class Home:
    """Where an agent keeps its sessions: `folders()` (the default ones, existing or not)
    and which files under one are sessions. `label` starts an archive key of such a
    session (`~codex/…`); "" is Claude Code's projects folder, planned by archive/plan.py."""

    folders: Callable[[], tuple[Path, ...]]
    shown: str  # the default folder as --help names it
    label: str = ""
    starts: tuple[str, ...] = ()
    ends: tuple[str, ...] = (".jsonl",)
    #: folders whose subfolders hold sessions of any name (Gemini's `chats/<session id>/`)
    nested: tuple[str, ...] = ()
    #: which paths are sessions, when the names alone do not say (Cursor's layouts)
    accepts: Optional[Callable[[Path], bool]] = None
    #: the files under a home folder that may be sessions, when they sit in hidden folders
    #: the archive's walk skips (Antigravity's `<id>/.system_generated/logs/`)
    find: Optional[Callable[[Path], Iterator[Path]]] = None
    #: a session page's name from its file's path, when every file has the same name
    page: Optional[Callable[[Path], str]] = None
    #: a further test of a session file's path, when its name does not tell (Qwen Code's
    #: `chats/<id>.jsonl`, pi's `--<cwd>--/<time>_<id>.jsonl`)
    where: Optional[Callable[[Path], bool]] = None

    def holds(self, name: str) -> bool:
        """Whether a file called `name` in this home is a session."""
        return name.startswith(self.starts) and name.endswith(self.ends)

    def holds_path(self, path: Path) -> bool:
        """Whether the file at `path` in this home is a session: by its name, or as any
        file of a session's ending in a subfolder of a `nested` folder."""
        if self.accepts is not None:
            return self.accepts(path)
        return (self.holds(path.name) or (path.parent.parent.name in self.nested
                                          and path.name.endswith(self.ends))) \
            and (self.where is None or self.where(path))


Reader = Callable[[Path, "Optional[Redactor]"], "Iterator[Item]"]


@dataclass(frozen=True)
class Format:
    """One `--input-format`: its name, how it is told, read, scanned and found."""

    name: str
    agent: str  # the program that writes it, as --help names it
    title: str  # what --help adds to the name ("" when the name says it)
    detect: Callable[[Path], bool]
    read: Reader
    scan: Callable[[Path], Scan]
    home: Optional[Home] = None
    homeless: str = ""  # why a format with no home has none
    sdk: bool = False  # its entries are Agent SDK messages (classify/sdk), not transcript's
    #: the subagent files a session's page nests, by key (Cursor's `subagents/`), if any
    children: Optional[Callable[[Path], dict[str, Path]]] = None


def text(obj: dict[str, Any], key: str) -> Optional[str]:
    """`obj[key]` when it is a non-empty string."""
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


def line_object(line: bytes) -> Optional[dict[str, Any]]:
    """A line's JSON object (a byte-order mark and lone surrogates allowed), else None."""
    line = line.strip().removeprefix(b"\xef\xbb\xbf")  # (a byte-order mark on the first)
    if not line.startswith(b"{"):
        return None
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict):
        return None
    return whole(obj) if b"\\ud" in line or b"\\uD" in line else obj  # (lone surrogates)


Stamp = Callable[[dict[str, Any]], Optional[str]]


def first_object_is(path: Path, test: Callable[[dict[str, Any]], bool],
                    probe: int = 10) -> Optional[bool]:
    """Whether the first JSON object among the first `probe` lines passes `test` (a
    detection by content); None when those lines hold no object."""
    with open_lines(path) as lines:
        for number, raw in enumerate(lines, start=1):
            if number > probe:
                break
            obj = line_object(raw)
            if obj is not None:
                return test(obj)
    return None


def tail_stamp(path: Path, lines: Iterable[bytes], stamp: Stamp, grow: bool = True
               ) -> Optional[str]:
    """The last line's `stamp`: in the file's tail when `lines` (open_lines(path), the
    readers' own decoding) is the file itself; else (a UTF-16 file, transcoded) read
    through once more."""
    if isinstance(lines, io.BufferedReader):
        return last_stamp(lines, lines.seek(0, 2), stamp, grow)
    found = None
    with open_lines(path) as again:
        for line in again:
            obj = line_object(line)
            found = (stamp(obj) if obj else None) or found
    return found


def last_stamp(fh: BinaryIO, size: int, stamp: Stamp, grow: bool = True) -> Optional[str]:
    """The last line's `stamp` in the file's tail (TAIL_START bytes; `grow`: four times as
    much again until one is found or the file is read whole)."""
    window = TAIL_START
    while True:
        start = max(0, size - window)
        fh.seek(start)
        lines = fh.read(size - start).split(b"\n")
        if start > 0:
            lines = lines[1:]  # the first piece may be the end of a longer line
        for line in reversed(lines):
            obj = line_object(line)
            found = stamp(obj) if obj else None
            if found:
                return found
        if start == 0 or not grow:
            return None
        window *= 4
