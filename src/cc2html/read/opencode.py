"""Read an opencode session into the transcript's entries: the opencode adapter.

The input is the session file (`<storage>/session/<project>/<session id>.json`); its
messages' and parts' files are found from it (read/opencode_store.py, which also says
what "the file" of a session is). Each of those files holds one JSON document, so an
entry's `line` is the file's place in the session's reading order (1: the session
file; then each message file followed by its part files), and every problem the page's
report lists names the file by its path under the storage folder.

Messages (`MessageV2.Info`, anomalyco/opencode packages/opencode/src/session/message-v2.ts;
shaped on opencode 1.3-1.18): a user message's text parts are the prompt (a `synthetic`
or `ignored` one, written by the CLI, is injected context); an assistant message is one
reply (its `modelID`, its `tokens` and `cost`, `error`: MessageAbortedError is an abort,
any other a notice) whose parts are read/opencode_parts.py's. Usage: each `step-finish`
part is one model call's tokens, summed for the reply; a reply with none uses the
message's `tokens` (opencode writes the last step's there). Cost: opencode records its
own (`cost` of each reply, the sum of its steps'); the page prices tokens with the
bundled table as for every agent, and a closing notice shows opencode's own figure beside
it, so neither is counted twice. The session's `title` titles the page.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry, InjectedEntry,
                            InterruptedEntry)
from .entries import AssistantEntry, CustomTitleEntry, Entry, UnknownEntry, UserEntry
from .opencode_parts import (BLOCKS, HIDDEN, add_usage, block_of, cost_of, notice_of,
                             result_of, stamp, time_of, usage_of)
from .opencode_store import Layout, load, message_id, read_json
from .surrogates import whole
from .transcript import Item, ParseProblem, preview

AGENT = "opencode"
ABORTED = "MessageAbortedError"


class _Session:
    """One session's reading state: its id, directory, the file count, recorded cost."""

    def __init__(self, layout: Layout, doc: dict[str, Any], redactor: Optional[Redactor]):
        self.layout, self.redactor = layout, redactor
        self.sid = layout.session_id
        directory = doc.get("directory")
        self.cwd = directory if isinstance(directory, str) and directory else None
        version = doc.get("version")
        self.version = version if isinstance(version, str) else None
        self.line = 1
        self.cost: float = 0.0
        self.costed = 0
        self.calls: dict[str, dict[str, Any]] = {}

    def rel(self, path: Path) -> str:
        try:
            return path.relative_to(self.layout.root).as_posix()
        except ValueError:
            return path.name

    def base(self, line: int, when: Optional[str]) -> dict[str, Any]:
        return {"line": line, "sessionId": self.sid, "agent": AGENT, "timestamp": when,
                "cwd": self.cwd, "version": self.version}

    def object(self, path: Path) -> Iterator[Item | dict[str, Any]]:
        """The next file's JSON object (its line counted), or the problem with it."""
        self.line += 1
        try:
            obj = read_json(path)
        except OSError as exc:
            yield ParseProblem(self.line, f"{self.rel(path)}: unreadable ({exc.strerror}); "
                               "left out")
            return
        if not isinstance(obj, dict):
            what = "not JSON (malformed or cut off)" if obj is None else "not a JSON object"
            yield ParseProblem(self.line, f"{self.rel(path)}: {what}; left out",
                               preview(path.read_bytes()[:400].decode("utf-8", "replace")))
            return
        obj = whole(obj)
        yield self.redactor.value(obj) if self.redactor is not None else obj


def _unknown(s: _Session, line: int, what: str, obj: dict[str, Any], path: Path
             ) -> Iterator[Item]:
    yield ParseProblem(line, f"{s.rel(path)}: {what}; shown raw",
                       preview(json.dumps(obj, ensure_ascii=False)[:400]), kept=True)
    yield UnknownEntry(type=f"opencode {what}", raw=obj, **s.base(line, time_of(
        obj, "created", "start")))


def _user(s: _Session, msg: dict[str, Any], line: int,
          parts: list[tuple[int, dict[str, Any], Path]]) -> Iterator[Item]:
    when = time_of(msg, "created")
    texts: list[str] = []
    for pline, part, path in parts:
        kind = part.get("type")
        if kind == "text" and not (part.get("synthetic") or part.get("ignored")):
            texts.append(str(part.get("text") or ""))
            continue
        if texts:
            yield UserEntry.model_validate({**s.base(line, when), "type": "user", "message": {
                "role": "user", "content": "\n\n".join(texts)}})
            texts = []
        yield from _other(s, pline, part, path, when)
    if texts or not parts:
        yield UserEntry.model_validate({**s.base(line, when), "type": "user", "message": {
            "role": "user", "content": "\n\n".join(texts)}})
    yield from _summary(s, msg, line, [p for _, p, _ in parts])


def _summary(s: _Session, msg: dict[str, Any], line: int, parts: list[dict[str, Any]]
             ) -> Iterator[Entry]:
    """A message's `summary` (opencode's title and body of the turn, written by its
    summarizer: session/summary.ts) as a notice, when it says what no part says; a user
    message's own `system` prompt as injected context; a reply's `structured` output."""
    summary = msg.get("summary") if isinstance(msg.get("summary"), dict) else {}
    said = "\n".join(str(p.get("text") or "") for p in parts)
    lines = [str(summary[k]) for k in ("title", "body") if isinstance(summary.get(k), str)
             and summary[k].strip() and summary[k].strip() not in said]
    lines = list(dict.fromkeys(lines))
    when = time_of(msg, "created")
    if lines:
        yield AgentNoticeEntry(type="system", kind="opencode/summary", title="Turn summary",
                               text="\n\n".join(lines), **s.base(line, when))
    if isinstance(msg.get("system"), str) and msg["system"].strip():  # a user message's
        yield InjectedEntry(type="user", text=msg["system"], reason="opencode-system",
                            **s.base(line, when))  # own system prompt (`User.system`)
    if msg.get("structured") is not None:  # a reply's structured output (`Assistant`)
        yield AgentNoticeEntry(type="system", kind="opencode/structured",
                               title="Structured output", text=json.dumps(
                                   msg["structured"], ensure_ascii=False, indent=1),
                               **s.base(line, when))


def _other(s: _Session, line: int, part: dict[str, Any], path: Path, when: Optional[str]
           ) -> Iterator[Item]:
    """A part that is no block of a reply: injected text, a notice, a compaction, a part
    hidden for a stated reason, else one shown raw."""
    kind = part.get("type")
    when = time_of(part, "start", "created") or when
    if kind == "text":
        why = "synthetic" if part.get("synthetic") else "ignored"
        yield InjectedEntry(type="user", text=str(part.get("text") or ""),
                            reason=f"opencode-{why}", **s.base(line, when))
    elif kind == "compaction":
        yield CompactedEntry(type="compaction", summary="", **s.base(line, when))
    elif kind in HIDDEN:
        yield HiddenEntry(type=str(kind), kind=str(kind), reason=HIDDEN[str(kind)],
                          **s.base(line, when))
    elif (notice := notice_of(part)) is not None:
        yield AgentNoticeEntry(type="system", kind=notice[0], title=notice[1], text=notice[2],
                               level=notice[3], **s.base(line, when))
    else:
        yield from _unknown(s, line, f"part of type {str(kind)[:40]!r}", part, path)


def _reply_entries(s: _Session, msg: dict[str, Any], line: int, blocks: list[dict[str, Any]],
                   usage: Optional[dict[str, Any]], when: Optional[str]) -> Iterator[Entry]:
    """One piece of a reply: its blocks, then its tool calls' results."""
    model = msg.get("modelID")
    if not isinstance(model, str) and isinstance(msg.get("model"), dict):
        model = msg["model"].get("modelID")  # (a user message's shape: `model.modelID`)
    yield AssistantEntry.model_validate({**s.base(line, when), "type": "assistant", "message": {
        "role": "assistant", "content": blocks, "model": model if isinstance(model, str)
        else None, "id": msg.get("id"), "usage": usage}})
    for block in blocks:
        part = s.calls.pop(block.get("id"), None) if block["type"] == "tool_use" else None
        result = result_of(part) if part is not None else None
        if result is None:
            continue
        sidecar = result.pop("_sidecar")
        yield UserEntry.model_validate({**s.base(part["_line"], time_of(
            part.get("state") or {}, "end", "start") or when), "type": "user",
            "message": {"role": "user", "content": [result]}, "toolUseResult": sidecar})


def _reply_cost(msg: dict[str, Any], parts: list[tuple[int, dict[str, Any], Path]]
                ) -> tuple[Optional[dict[str, Any]], Optional[float]]:
    """The reply's usage (its steps' tokens summed, else the message's) and the cost
    opencode recorded for it (the message's, else its steps' summed)."""
    finishes = [p for _, p, _ in parts if p.get("type") == "step-finish"]
    usage = None
    for step in finishes:
        usage = add_usage(usage, usage_of(step.get("tokens")))
    usage = usage if finishes else usage_of(msg.get("tokens"))
    cost = cost_of(msg.get("cost"))
    costs = [c for c in (cost_of(p.get("cost")) for p in finishes) if c is not None]
    return usage, cost if cost is not None else (sum(costs) if costs else None)


def _assistant(s: _Session, msg: dict[str, Any], line: int,
               parts: list[tuple[int, dict[str, Any], Path]]) -> Iterator[Item]:
    """A reply in pieces, in its parts' order: text and thinking together, each tool call
    a piece of its own (stamped with its start, so its duration is its own) followed by
    its result; the usage on the first piece only (every piece has the message's id)."""
    when = time_of(msg, "created")
    usage, cost = _reply_cost(msg, parts)
    if cost is not None:
        s.cost, s.costed = s.cost + cost, s.costed + 1
    blocks: list[dict[str, Any]] = []
    at: tuple[int, Optional[str]] = (line, when)
    for pline, part, path in parts:
        kind = part.get("type")
        tool = kind == "tool" and isinstance(part.get("state"), dict)
        if blocks and (tool or kind not in BLOCKS or blocks[-1]["type"] == "tool_use"):
            yield from _reply_entries(s, msg, at[0], blocks, usage, at[1])
            blocks, usage = [], None
        if kind in BLOCKS and (tool or kind != "tool"):
            if not blocks:
                at = (pline, time_of(part.get("state") if tool else part, "start") or when)
            blocks.append(block_of(part))
            if tool:
                s.calls[blocks[-1]["id"]] = {**part, "_line": pline}
            continue
        yield from _other(s, pline, part, path, when)
    if blocks or not parts or usage is not None:
        yield from _reply_entries(s, msg, at[0] if blocks else line,
                                  blocks or [{"type": "text", "text": ""}], usage, at[1])
    yield from _summary(s, msg, line, [p for _, p, _ in parts])
    yield from _error(s, msg, line)


def _error(s: _Session, msg: dict[str, Any], line: int) -> Iterator[Entry]:
    """The reply's `error`: an abort (MessageAbortedError), else an error notice."""
    error = msg.get("error")
    if not isinstance(error, dict):
        return
    data = error.get("data") if isinstance(error.get("data"), dict) else {}
    text = str(data.get("message") or "")
    when = time_of(msg, "completed", "created")
    name = str(error.get("name") or "error")
    if name == ABORTED:
        yield InterruptedEntry(type="aborted", text=f"Aborted: {text}" if text else "Aborted",
                               raw=error, **s.base(line, when))
    else:
        yield AgentNoticeEntry(type="system", kind="opencode/error", title=name,
                               text=text or json.dumps(data, ensure_ascii=False),
                               level="error", **s.base(line, when))


def _message(s: _Session, path: Path) -> Iterator[Item]:
    """One message file and its parts' files."""
    got = list(s.object(path))
    line = s.line
    if not got or isinstance(got[0], ParseProblem):
        yield from got  # type: ignore[misc]  # (a problem only)
        return
    msg: dict[str, Any] = got[0]  # type: ignore[assignment]
    parts: list[tuple[int, dict[str, Any], Path]] = []
    for file in s.layout.part_files(message_id(path, msg)):
        for obj in s.object(file):
            if isinstance(obj, ParseProblem):
                yield obj
            else:
                parts.append((s.line, obj, file))  # type: ignore[arg-type]
    role = msg.get("role")
    if role == "user":
        yield from _user(s, msg, line, parts)
    elif role == "assistant":
        yield from _assistant(s, msg, line, parts)
    else:
        yield from _unknown(s, line, f"message of role {str(role)[:40]!r}", msg, path)
        for pline, part, file in parts:
            yield from _unknown(s, pline, f"part of a message of role {str(role)[:40]!r}",
                                part, file)


def iter_opencode(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Entries of an opencode session (its session file). Raises OSError if the session
    file cannot be read."""
    doc, layout = load(path)
    if not isinstance(doc, dict):
        yield ParseProblem(1, "not an opencode session file (not a JSON object)")
        return
    doc = whole(doc)
    if redactor is not None:
        doc = redactor.value(doc)
    s = _Session(layout, doc, redactor)
    yield HiddenEntry(type="session", kind="session", reason="the session's facts (id, "
                      "project, directory, version, times, title)",
                      **s.base(1, stamp((doc.get("time") or {}).get("created")
                                        if isinstance(doc.get("time"), dict) else None)))
    unread = doc.get("cc2htmlUnreadSessionMessages")  # (read/opencode_db.py UNREAD_KEY)
    if isinstance(unread, int) and unread > 0:
        yield ParseProblem(1, f"opencode.db: {unread} row{'s' * (unread != 1)} of this "
                           "session in the session_message table (opencode's newer message "
                           "store) not read")
    for file in layout.message_files():
        yield from _message(s, file)
    title = doc.get("title")
    if isinstance(title, str) and title.strip():
        yield CustomTitleEntry(type="title", customTitle=" ".join(title.split()), line=1,
                               sessionId=s.sid, agent=AGENT)
    if s.costed:
        yield AgentNoticeEntry(type="system", kind="opencode/cost", title="Cost recorded by "
                               "opencode", text=f"${s.cost:.4f} over {s.costed} "
                               f"repl{'y' if s.costed == 1 else 'ies'} (opencode's own "
                               "figure; the page's cost is priced from the tokens)",
                               facts=(("USD", f"{s.cost:.6f}"),), **s.base(1, None))
