"""Antigravity CLI's (`agy`) conversation transcript: its row of the table. The reader is
read/antigravity.py; where the files are and what their lines look like:
read/antigravity_shape.py.

Home: `~/.gemini/antigravity-cli/brain`, each conversation's
`<id>/.system_generated/logs/transcript.jsonl` a session (found by the row's own `find`:
the archive's walk skips hidden folders), its page named by the conversation id. The
older `conversations/<id>.db` (SQLite) and `.pb` (AES-encrypted) stores are not read;
a brain folder's Markdown artifacts (`*.md`) are no session logs and are refused as such
(read/sniff.py). Times: the steps' `created_at`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from ..antigravity_shape import (BRAIN, conversation_id, is_step, is_transcript, stamp,
                                 transcripts, workspace)
from ..filebytes import open_lines
from .format import first_object_is, HEAD_LINES, Format, Home, Scan, line_object, tail_stamp

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

_PROBE_LINES = 10


def detect(path: Path) -> bool:
    """The first JSON object is a trajectory step."""
    return bool(first_object_is(path, is_step, _PROBE_LINES))


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..antigravity import iter_antigravity
    return iter_antigravity(path, redactor)


def scan(path: Path) -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read."""
    first, talk = None, False
    with open_lines(path) as lines:
        for number, raw in enumerate(lines):
            if number >= HEAD_LINES or (talk and first):
                break
            obj = line_object(raw)
            if obj is not None and is_step(obj):
                talk = True
                first = first or stamp(obj)
        last = tail_stamp(path, lines, stamp, grow=False)
    return Scan(first, last or first, conversation_id(path), workspace(path), talk)


def antigravity_home() -> tuple[Path, ...]:
    return (Path.home() / ".gemini" / "antigravity-cli" / BRAIN,)


ANTIGRAVITY = Format("antigravity", "Antigravity", "", detect, read, scan,
                     Home(antigravity_home, "~/.gemini/antigravity-cli/brain",
                          "~antigravity", (), (".jsonl",), (), is_transcript, transcripts,
                          conversation_id))
