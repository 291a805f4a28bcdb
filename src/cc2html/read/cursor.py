"""Read a Cursor CLI agent transcript into the transcript's entries: the Cursor adapter.

Cursor's agent (`cursor-agent`) keeps each conversation in
`~/.cursor/projects/<encoded project>/agent-transcripts/`, as `<id>.jsonl` (or the older
plain-text `<id>.txt`, read/cursor_text.py), flat or in `<id>/<id>.jsonl`, a subagent's
conversation in `<id>/subagents/<agent id>.jsonl`. Sources: jazzyalex/agent-sessions
AgentSessions/Services/CursorSessionParser.swift (HEAD 651e854f, 2026-08-22) and
kenn-io/agentsview internal/parser/cursor.go, cursor_provider.go (HEAD 5386007, 2026-08-22).

A JSONL line is `{"role": "user"|"assistant", "message": {"content": [blocks]}}`
(Anthropic-style blocks; content may be a string), with no timestamp, no model and no
version (Cursor 2026.04.12 to 2026.8.11, the versions jazzyalex verified; its
docs/agent-json-tracking.md: "Cursor does not embed CLI version in transcripts"). So the
entries carry no time; a `model` beside `role` is kept when present. Blocks:
`text` (a user's prompt wrapped in `<user_query>`, whose outside is context Cursor adds),
`thinking`, `tool_use` (also spelled `tool_call`, `tool-use`, `tool-call`; input in
`input`, else `parameters`), `tool_result` (also `tool-result`): the names the Swift
parser accepts. Calls carry no id: each gets `cursor-<line>-<n>`, and a result goes to the
call its `tool_use_id` names, else the oldest open call of its `name`, else the oldest
open call. A block of another type is shown raw (a card of its own), and counted.
Cursor 2026.06.24 added a roleless `{"type": "turn_ended", "status": …}` line
(docs/agent-json-tracking.md, 2026-06-26): hidden when the status is `success`, else a
notice (an interrupted turn for `aborted`/`cancelled`). The session id is the file's
stem, as both references take it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .cursor_shape import project_cwd
from .agent_entries import AgentNoticeEntry, HiddenEntry, InjectedEntry, InterruptedEntry
from .entries import AssistantEntry, Entry, UnknownEntry, UserEntry
from .transcript import Item, iter_entries, shape_problem

AGENT = "Cursor CLI"
CALLS = ("tool_use", "tool_call", "tool-use", "tool-call")
RESULTS = ("tool_result", "tool-result")
ROLES = {"user": "user", "human": "user", "assistant": "assistant", "model": "assistant"}
OPEN, CLOSE = "<user_query>", "</user_query>"
INTERRUPTED = ("aborted", "cancelled", "canceled", "interrupted")
FAILED = ("error", "failed", "failure")


def split_query(text: str) -> tuple[str, str]:
    """(the prompt inside `<user_query>…</user_query>`, the context around it); a text
    without the tags is all prompt."""
    start, end = text.find(OPEN), text.find(CLOSE)
    if start < 0 or end < start:
        return text.strip(), ""
    outside = (text[:start] + "\n" + text[end + len(CLOSE):]).strip()
    return text[start + len(OPEN):end].strip(), outside


class _Session:
    """One file's state: its id and directory, and the calls still waiting for a result."""

    def __init__(self, session: Optional[str], cwd: Optional[str]) -> None:
        self.session, self.cwd = session, cwd
        self.open: list[tuple[str, str]] = []  # (call id, name), oldest first
        self.known: set[str] = set()

    def base(self, line: int) -> dict[str, Any]:
        return {"line": line, "sessionId": self.session, "agent": AGENT, "cwd": self.cwd,
                "timestamp": None}

    def call(self, block: dict[str, Any], line: int, index: int) -> dict[str, Any]:
        cid = next((block[k] for k in ("id", "tool_use_id", "toolCallId")
                    if isinstance(block.get(k), str) and block[k]), f"cursor-{line}-{index}")
        name = block.get("name", block.get("tool"))
        name = name if isinstance(name, str) else ""
        raw = block.get("input", block.get("parameters", block.get("args")))
        self.open.append((cid, name))
        self.known.add(cid)
        return {"type": "tool_use", "id": cid, "name": name,
                "input": raw if isinstance(raw, dict) else {} if raw is None else {"input": raw}}

    def result(self, block: dict[str, Any], line: int) -> dict[str, Any]:
        wanted, name = block.get("tool_use_id"), block.get("name", block.get("tool"))
        match = next((c for c in self.open if c[0] == wanted), None) \
            or next((c for c in self.open if name and c[1] == name), None) \
            or (self.open[0] if self.open else None)
        if match is not None:
            self.open.remove(match)
        cid = match[0] if match else wanted if isinstance(wanted, str) and wanted \
            else f"cursor-result-{line}"
        content = block.get("content", block.get("output"))
        if not isinstance(content, (str, list)):
            content = "" if content is None else json.dumps(content, ensure_ascii=False)
        return {"type": "tool_result", "tool_use_id": cid, "content": content,
                "is_error": block.get("is_error") is True or block.get("status") in FAILED}


def _blocks(content: Any) -> list[Any]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if isinstance(content, list):
        return content
    raise ValueError(f"message.content is a {type(content).__name__}, not text or blocks")


def _unknown(block: Any, line: int, s: _Session) -> Entry:
    kind = block.get("type") if isinstance(block, dict) else type(block).__name__
    return UnknownEntry(type=f"cursor block ({kind or '?'})",
                        raw=block if isinstance(block, dict) else {"block": block},
                        **s.base(line))


def _user(blocks: list[Any], line: int, s: _Session) -> Iterator[Entry]:
    results = [s.result(b, line) for b in blocks if isinstance(b, dict) and b.get("type")
               in RESULTS]
    if results:
        yield UserEntry.model_validate({**s.base(line), "type": "user",
                                        "message": {"role": "user", "content": results}})
    texts = [b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text"
             and isinstance(b.get("text"), str)]
    prompt, context = split_query("\n".join(texts))
    if context:
        yield InjectedEntry(type="user", text=context, reason="cursor-context", **s.base(line))
    if prompt or not (results or context):
        yield UserEntry.model_validate({**s.base(line), "type": "user",
                                        "message": {"role": "user", "content": prompt}})
    for block in blocks:
        if not isinstance(block, dict) or block.get("type") not in (*RESULTS, "text") \
                or (block.get("type") == "text" and not isinstance(block.get("text"), str)):
            yield _unknown(block, line, s)


def _assistant(obj: dict[str, Any], blocks: list[Any], line: int,
               s: _Session) -> Iterator[Entry]:
    out: list[dict[str, Any]] = []
    results: list[dict[str, Any]] = []
    strays: list[Entry] = []
    for index, block in enumerate(blocks):
        kind = block.get("type") if isinstance(block, dict) else None
        if kind == "text" and isinstance(block.get("text"), str):
            out.append({"type": "text", "text": block["text"]})
        elif kind == "thinking" and isinstance(block.get("thinking", block.get("text")), str):
            out.append({"type": "thinking", "thinking": block.get("thinking", block.get("text"))})
        elif kind in CALLS:
            out.append(s.call(block, line, index))
        elif kind in RESULTS:
            results.append(s.result(block, line))
        else:
            strays.append(_unknown(block, line, s))
    if out or not (results or strays):
        model = obj.get("model") if isinstance(obj.get("model"), str) else None
        yield AssistantEntry.model_validate({
            **s.base(line), "type": "assistant",
            "message": {"role": "assistant", "model": model,
                        "content": out or [{"type": "text", "text": ""}]}})
    if results:
        yield UserEntry.model_validate({**s.base(line), "type": "user",
                                        "message": {"role": "user", "content": results}})
    yield from strays


def _roleless(obj: dict[str, Any], line: int, s: _Session) -> Entry:
    kind, status = obj.get("type"), obj.get("status")
    if kind != "turn_ended":
        return UnknownEntry(type=f"cursor line ({kind or obj.get('role') or '?'})", raw=obj,
                            **s.base(line))
    status = status if isinstance(status, str) else ""
    if status == "success":
        return HiddenEntry(type="turn_ended", kind="turn_ended",
                           reason="the end of a turn (status success)", **s.base(line))
    if status.lower() in INTERRUPTED:
        return InterruptedEntry(type="system", text=f"Turn ended: {status}", raw=obj,
                                **s.base(line))
    return AgentNoticeEntry(type="system", kind="cursor/turn_ended", title="Turn ended",
                            text=f"status: {status or '(none)'}",
                            level="error" if status.lower() in FAILED else "warning",
                            **s.base(line))


def line_entries(obj: dict[str, Any], line: int, s: _Session) -> list[Item]:
    """One Cursor line -> its entries; one of the wrong shape is shown raw, and said."""
    role = ROLES.get(str(obj.get("role") or "").lower())
    if role is None:
        return [_roleless(obj, line, s)]
    try:
        message = obj.get("message")
        if not isinstance(message, dict):
            raise ValueError("no message object")
        blocks = _blocks(message.get("content"))
        if role == "user":
            return list(_user(blocks, line, s))
        return list(_assistant(obj, blocks, line, s))
    except Exception as exc:  # a field of the wrong type: shown raw, and said
        return [shape_problem(line, f"a Cursor {role} line", obj, exc),
                UnknownEntry(type=f"cursor {role} line", raw=obj, **s.base(line))]


def iter_cursor(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Entries of a Cursor CLI transcript (JSONL or plain text). Raises OSError."""
    from .cursor_text import is_text, iter_text
    s = _Session(path.stem, project_cwd(path))
    if is_text(path):
        for line, obj in iter_text(path, redactor):
            yield from line_entries(obj, line, s)
        return
    yield from iter_entries(path, lambda obj, line: iter(line_entries(obj, line, s)), redactor)
