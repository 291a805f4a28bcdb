"""Where an opencode session's files are: the session file, its messages' and its parts'
files, and its child (subagent) sessions, found from the session file alone.

"The file" of an opencode session, for the CLI and the archive, is its session file,
`<storage>/session/<project id>/<session id>.json`: a page and an archive key come from
it, and every other file of the session is found relative to the storage folder it sits
in (two folders up from its project folder). opencode's file storage
(anomalyco/opencode, formerly sst/opencode, packages/opencode/src/storage/storage.ts;
the layout its JSON-to-SQLite migration reads, packages/opencode/src/storage/json-migration.ts:
`session/*/*.json`, `message/*/*.json`, `part/*/*.json`, ids taken from the paths):

- `message/<session id>/<message id>.json`: one message (`MessageV2.Info`);
- `part/<message id>/<part id>.json`: one part of a message (`MessageV2.Part`);
- older layouts, read the same way: parts flat in `part/*.json`, each naming its
  `messageID` (the `storage_legacy` sample of jazzyalex/agent-sessions), and opencode
  0.3's `session/info/<id>.json` with `session/message/<id>/…` and
  `session/part/<id>/<message id>/…`.

Messages and parts are read in their files' name order, which is opencode's own order
(its ids ascend with time; `Storage.list` sorts, and the SQLite store orders parts by id:
packages/opencode/src/session/message-v2.ts `hydrate`). A session spread over many files
is one session: `session_files` lists every file it reads (its children's too), so the
archive fingerprints and keeps them all (archive/agent_homes.py).

This module imports no entry models (the archive lists files with it cheaply).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

from .filebytes import read_bytes

__all__ = ["Layout", "child_sessions", "load", "message_id", "read_json", "session_files",
           "watch_scope"]


def read_json(path: Path) -> Any:
    """The file's JSON value; None when it is not JSON (UTF-16 transcoded, as every reader
    reads it: read/filebytes.py). Raises OSError."""
    data = read_bytes(path)
    try:
        return json.loads(data.decode("utf-8-sig", errors="replace"))
    except (ValueError, RecursionError):
        return None


def _names(folder: Path, suffix: str = ".json") -> list[Path]:
    """The `suffix` files of `folder`, in name order (none when it is not a folder)."""
    try:
        with os.scandir(folder) as it:
            names = sorted(e.name for e in it if e.name.endswith(suffix) and e.is_file())
    except OSError:
        return []
    return [folder / n for n in names]


@dataclass
class Layout:
    """The storage folders a session's files are looked for in."""

    session_file: Path
    session_id: str
    root: Path  # the storage folder (holding session/, message/, part/)
    messages: Path  # message/<session id>
    parts: Path  # part/ (a folder per message, or flat part files, or per session)
    flat: Optional[dict[str, list[Path]]] = field(default=None, repr=False)

    def message_files(self) -> list[Path]:
        return _names(self.messages)

    def part_files(self, message_id: str) -> list[Path]:
        """A message's part files: `part/<message id>/`, else opencode 0.3's
        `part/<session id>/<message id>/`, else the flat `part/*.json` naming it."""
        for folder in (self.parts / message_id, self.parts / self.session_id / message_id):
            if folder.is_dir():
                return _names(folder)
        if self.flat is None:
            self.flat = {}
            for file in _names(self.parts):
                try:
                    obj = read_json(file)
                except OSError:
                    continue
                mid = obj.get("messageID") if isinstance(obj, dict) else None
                if isinstance(mid, str):
                    self.flat.setdefault(mid, []).append(file)
        return self.flat.get(message_id, [])


def _session_id(path: Path, doc: Any) -> str:
    sid = doc.get("id") if isinstance(doc, dict) else None
    return sid if isinstance(sid, str) and sid and "/" not in sid and sid not in (".", "..") \
        else path.stem


def layout(path: Path, doc: Any) -> Layout:
    """The folders of session file `path` (its decoded JSON `doc`)."""
    sid = _session_id(path, doc)
    project = path.parent
    if project.name == "info" and (project.parent / "message" / sid).is_dir():  # 0.3
        root = project.parent
    else:
        root = project.parent.parent
    messages = root / "message" / sid
    if not messages.is_dir() and (root / "message" / path.stem).is_dir():
        messages = root / "message" / path.stem
    return Layout(path, sid, root, messages, root / "part")


def load(path: Path) -> tuple[Any, Layout]:
    """A session file's JSON and its layout. Raises OSError."""
    doc = read_json(path)
    return doc, layout(path, doc)


def child_sessions(path: Path, doc: Any) -> dict[str, Path]:
    """Session id -> session file of each session whose `parentID` is this one's (a
    subagent the task tool started: packages/opencode/src/tool/task.ts creates it with
    `parentID`), and of theirs, looked for in the storage's session folders."""
    base = layout(path, doc)
    folder = base.root / "session"
    files = [f for project in sorted(folder.iterdir()) if project.is_dir()
             for f in _names(project)] if folder.is_dir() else []
    by_parent: dict[str, list[tuple[str, Path]]] = {}
    for file in files:
        if file == path:
            continue
        try:
            obj = read_json(file)
        except OSError:
            continue
        parent = obj.get("parentID") if isinstance(obj, dict) else None
        if isinstance(parent, str) and parent:
            by_parent.setdefault(parent, []).append((_session_id(file, obj), file))
    found: dict[str, Path] = {}
    todo = [base.session_id]
    while todo:
        for sid, file in by_parent.get(todo.pop(0), []):
            if sid not in found and sid != base.session_id:
                found[sid] = file
                todo.append(sid)
    return found


def session_files(path: Path, children: bool = True) -> list[Path]:
    """Every file session `path` reads besides itself: its messages' files and their
    parts' (and, with `children`, its child sessions' files and theirs). Raises OSError
    when the session file cannot be read."""
    doc, base = load(path)
    files: list[Path] = []
    for message in base.message_files():
        files.append(message)
        own = base.parts / message.stem  # (opencode names a message's file by its id:
        # its JSON is read only when no part folder has that name)
        files.extend(_names(own) if own.is_dir() else base.part_files(
            message_id(message, _quiet(message))))
    if children:
        for child in child_sessions(path, doc).values():
            files.append(child)
            try:
                files.extend(session_files(child, children=False))
            except OSError:
                continue
    return files


def message_id(path: Path, obj: Any) -> str:
    """A message's id: its `id`, else its file's name (the migration's rule)."""
    mid = obj.get("id") if isinstance(obj, dict) else None
    return mid if isinstance(mid, str) and mid else path.stem


def _quiet(path: Path) -> Any:
    try:
        return read_json(path)
    except OSError:
        return None


def watch_scope(path: Path) -> tuple[Path, Callable[[Path], bool], Callable[[Path], bool]]:
    """What `cc2html watch` of session file `path` watches: (the storage folder, which
    files count, which folders are looked into): the session file, its messages' folder
    and the parts' folder (a new message's parts come in a new folder of their own), and
    the session folder (a child session started by a task call)."""
    base = layout(path, _quiet(path))
    sessions, parts = base.root / "session", base.parts
    folders = {base.root, sessions, base.messages.parent, base.messages, parts}

    def relevant(file: Path) -> bool:
        return file == path or file.parent == base.messages or parts in file.parents \
            or sessions in file.parents

    def descend(folder: Path) -> bool:
        return folder in folders or parts in folder.parents or sessions in folder.parents

    return base.root, relevant, descend
