"""Cursor CLI's plain-text transcript (`agent-transcripts/<id>.txt`, the older form) turned
into the objects of its JSONL form, which read/cursor.py reads.

The shape, from kenn-io/agentsview internal/parser/cursor.go (`splitCursorBlocks`,
`extractAssistantContent`, `cursorToolInputJSON`; HEAD 5386007, 2026-08-22) and its
cursor_test.go: a message starts at a line that is `user:` or `assistant:` alone; a user
message is text (the prompt in `<user_query>` tags); an assistant message is text with
`[Thinking]`, `[Tool call] <name>` and `[Tool result]` markers (a result's may name its
tool), each followed by its body of indented (or empty) lines, which ends at the next
marker or at a line on the left margin. A call's body is JSON, else `key=value` (or
`key: value`) lines, else (ApplyPatch) a raw patch. Each object is numbered by the line
its message (or its marker) starts on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .filebytes import open_lines

ROLES = {"user:": "user", "assistant:": "assistant"}
MARKS = ("[Thinking]", "[Tool call] ", "[Tool result]")
_PROBE = 50  # blank lines a first marker may follow


def is_text(path: Path) -> bool:
    """Whether the file is the plain-text form: its first non-blank line is a role marker."""
    with open_lines(path) as lines:  # (a byte-order mark, UTF-16: as the reader decodes)
        for number, data in enumerate(lines):
            line = data.decode("utf-8", "replace").lstrip("\ufeff").strip()
            if line or number >= _PROBE:
                return line in ROLES
    return False


def _body_ends(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith(MARKS) or (bool(stripped) and line[:1] not in (" ", "\t"))


def _dedent(lines: list[str]) -> str:
    indents = [len(ln) - len(ln.lstrip(" \t")) for ln in lines if ln.strip()]
    cut = min(indents) if indents else 0
    return "\n".join(ln[cut:] for ln in lines).strip()


def _input(name: str, body: list[str]) -> dict[str, Any]:
    raw = _dedent(body)
    if not raw:
        return {}
    try:
        value = json.loads(raw)
        if isinstance(value, dict):
            return value
    except ValueError:
        pass
    if name == "ApplyPatch" and ("*** Begin Patch" in raw or raw.startswith("@@")):
        return {"patch": raw}
    for mark in ("=", ":"):  # `key=value` (agentsview) or `key: value` lines
        pairs = [ln.strip().partition(mark) for ln in raw.splitlines() if ln.strip()]
        if all(sep and key.strip() and " " not in key.strip() for key, sep, _ in pairs):
            return {key.strip(): value.strip() for key, _, value in pairs}
    return {"input": raw}


def _assistant(lines: list[tuple[int, str]]) -> Iterator[tuple[int, dict[str, Any]]]:
    """The blocks of one assistant message, each an object of its own line."""
    i = 0
    while i < len(lines):
        number, line = lines[i]
        stripped = line.strip()
        if not stripped.startswith(MARKS):
            text = [line]
            i += 1
            while i < len(lines) and not lines[i][1].strip().startswith(MARKS):
                text.append(lines[i][1])
                i += 1
            if "\n".join(text).strip():
                yield number, _message("assistant", [{"type": "text",
                                                       "text": "\n".join(text).strip()}])
            continue
        i += 1
        body: list[str] = []
        while i < len(lines) and not _body_ends(lines[i][1]):
            body.append(lines[i][1])
            i += 1
        if stripped.startswith("[Thinking]"):
            block = {"type": "thinking", "thinking": _dedent(body)}
        elif stripped.startswith("[Tool call] "):
            name = stripped[len("[Tool call] "):].strip()
            block = {"type": "tool_use", "name": name, "input": _input(name, body)}
        else:  # (`[Tool result] <name>` names its call's tool, when written)
            block = {"type": "tool_result", "content": _dedent(body),
                     "name": stripped[len("[Tool result]"):].strip()}
        yield number, _message("user" if block["type"] == "tool_result" else "assistant",
                               [block])


def _message(role: str, blocks: list[dict[str, Any]]) -> dict[str, Any]:
    return {"role": role, "message": {"content": blocks}}


def _messages(path: Path) -> Iterator[tuple[str, list[tuple[int, str]]]]:
    role: Optional[str] = None
    lines: list[tuple[int, str]] = []
    with open_lines(path) as raw:
        for number, data in enumerate(raw, start=1):
            line = data.decode("utf-8", "replace").rstrip("\r\n").lstrip("\ufeff")
            if line.strip() in ROLES:
                if role is not None:
                    yield role, lines
                role, lines = ROLES[line.strip()], [(number, line)]
            elif role is not None:
                lines.append((number, line))
    if role is not None:
        yield role, lines


def iter_text(path: Path, redactor: Optional[Redactor] = None
              ) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for each message (an assistant's, each block) of the file."""
    for role, lines in _messages(path):
        marker, body = lines[0][0], lines[1:]
        if role == "user":
            obj = _message("user", [{"type": "text", "text": "\n".join(t for _, t in body)}])
            found = [(marker, obj)]
        else:
            found = list(_assistant(body)) or [(marker, _message("assistant", []))]
        for number, obj in found:
            yield number, redactor.value(obj) if redactor is not None else obj
