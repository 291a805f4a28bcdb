"""`cc2html show ID` and `cc2html show latest`: which session file a word names.

The sessions are those of every agent home (read/agents/ AGENTS' `home`: Claude Code's
`~/.claude/projects/<encoded cwd>/<session id>.jsonl`, Codex's `rollout-*.jsonl` under
`$CODEX_HOME/sessions` and `archived_sessions`, Gemini's `session-*.json(l)` under
`~/.gemini/tmp/<hash>/chats/`), the files each home `holds`. A session's id is its file's
name without the suffix (a Claude Code session's id: its file is `<sessionId>.jsonl`), and
for a Codex rollout also the thread id its name ends with (read/codex_shape.rollout_ids);
a Gemini session's name without `session-`; an Antigravity transcript's, its conversation
id (its folder's name). Cursor's and Antigravity's homes say which files are sessions
(`Home.accepts`, `Home.find`); a Copilot CLI folder session's, its folder's name.
A word names the session whose id it is or begins (a unique prefix). `latest` is the newest
file (by modification time) of the current folder's project, when Claude Code has one (its folder is the cwd under
archive/plan.encode_path's rule), else of every home. A subagent's own file (Claude Code's
`<session>/subagents/agent-*.jsonl`, Gemini's `chats/<session id>/…`) is no session here.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from ..archive.plan import encode_path
from ..read.agents import FORMATS, Format
from ..read.agents.antigravity import ANTIGRAVITY
from ..read.agents.claude_code import TRANSCRIPT
from ..read.codex_shape import rollout_ids

LATEST = "latest"


@dataclass(frozen=True)
class Found:
    """What a word named: one file, or the candidates (none: no session matched)."""

    path: Optional[Path]
    candidates: tuple[Path, ...] = ()


def _files(fmt: Format, folder: Path) -> Iterator[Path]:
    """The session files a home folder holds (not its subagents' files)."""
    assert fmt.home is not None
    if not fmt.home.label:  # Claude Code: <project>/<session>.jsonl, one level down
        for project in _dirs(folder):
            yield from _transcripts(project)
        return
    if fmt.home.find is not None:  # (in hidden folders: Antigravity's)
        yield from fmt.home.find(folder)
        return
    for root, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if Path(root).name not in fmt.home.nested]
        yield from (p for p in (Path(root, n) for n in names) if fmt.home.holds_path(p))


def _entries(folder: Path) -> list[Path]:
    try:
        return list(folder.iterdir())
    except OSError:  # gone or unreadable: nothing in it to name
        return []


def _transcripts(project: Path) -> list[Path]:
    """A Claude Code project folder's sessions (its `home` names no file prefix)."""
    return [p for p in _entries(project) if p.suffix == ".jsonl" and p.is_file()]


def _dirs(folder: Path) -> list[Path]:
    return [p for p in _entries(folder) if p.is_dir()]


def sessions() -> Iterator[Path]:
    """Every session file of every agent home on this machine."""
    for fmt in FORMATS:
        if fmt.home is not None:
            for folder in fmt.home.folders():
                if folder.is_dir():
                    yield from _files(fmt, folder)


def ids(path: Path) -> tuple[str, ...]:
    """The ids a session file answers to (see the module docstring)."""
    stem = path.name.split(".", 1)[0]
    found = rollout_ids(path.name)
    more = (found[0],) if found else ()
    if stem.startswith("session-"):
        more += (stem[len("session-"):],)
    if path.name == "transcript.jsonl":  # (Antigravity's: the conversation's folder names it)
        more += (ANTIGRAVITY.home.page(path),) if ANTIGRAVITY.home and ANTIGRAVITY.home.page \
            else ()
    if path.name == "events.jsonl":  # Copilot CLI's `<session id>/events.jsonl`
        return (path.parent.name,)
    return (stem, *more)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return float("-inf")


def latest(cwd: Path) -> Found:
    """The newest session of `cwd`'s Claude Code project, else of every home."""
    assert TRANSCRIPT.home is not None
    here = [p for projects in TRANSCRIPT.home.folders()
            for p in _transcripts(projects / encode_path(str(cwd)))]
    files = here or list(sessions())
    return Found(max(files, key=_mtime) if files else None)


def find(word: str, cwd: Optional[Path] = None) -> Found:
    """The session `word` names: `latest`, an id, or a unique prefix of one. Candidates
    newest first when the prefix names several (an exact id wins over prefixes)."""
    if word == LATEST:
        return latest(cwd or Path.cwd())
    named = [(p, ids(p)) for p in sessions()]  # the homes walked once
    exact = [p for p, names in named if word in names]
    matched = exact or [p for p, names in named if any(i.startswith(word) for i in names)]
    if len(matched) == 1:
        return Found(matched[0])
    return Found(None, tuple(sorted(matched, key=_mtime, reverse=True)))


def looks_like_id(word: str) -> bool:
    """A word that names no file may name a session: no folder in it, no transcript suffix."""
    return bool(word) and os.sep not in word and "/" not in word \
        and not word.endswith((".jsonl", ".json"))
