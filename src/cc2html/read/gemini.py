"""Read a Gemini CLI session into the transcript's entries: the Gemini adapter.

Two forms: the classic `chats/session-*.json` document `{sessionId, projectHash,
startTime, lastUpdated, messages[]}`, and the newer JSONL (a header line, one message
per line, `{"$set": …}` updates of the session's fields; a message written again
under its id replaces the earlier version, which is a hidden record). A message's
content is a string or a list of parts; `thoughts` are thinking, `toolCalls` tool
use blocks with their results (status `error`/`cancelled` marks an error), `tokens`
the reply's usage; `info`, `warning` and `error` messages are notices.

`$set` batches. gemini-cli writes `{"$set": {"messages": [...], "lastUpdated": …}}` with
the whole history whenever it syncs the record from the model's history
(`updateMessagesFromHistory`: masked tool output, a compression's summary turn, new
synthetic turns), beside the bare message lines it appends for each message
(google-gemini/gemini-cli packages/core/src/services/chatRecordingService.ts,
snapshot 0.56.0-nightly; `MetadataUpdateRecord` in chatRecordingTypes.ts;
lyfuci/ai-terminal-manager PR #27 on real 0.58.0 files: "messages arrive BOTH as
batches AND as bare message records"; splitrail PR #171). gemini-cli's own loader
rebuilds its history from the last batch; here the batch is merged in file order, as
bare lines are: a message is known by its `id`, its last version is shown at its first
place, one first seen in a batch is placed where the batch is, and a message a later
batch leaves out is kept (the archive keeps what the CLI cut, as with `$rewindTo`). A
batch's unchanged copy of a message is a hidden record; its other fields are the
session's fields, hidden as before.

User messages the CLI writes itself: the `<session_context>` block (environment, date,
directory tree: packages/core/src/utils/environmentContext.ts) and `<hook_context>`,
which gemini-cli's own history view skips (`isIgnoredUserContent`,
packages/core/src/utils/sessionUtils.ts), are injected context; "System: Please
continue." is the CLI's retry after an invalid stream (packages/core/src/core/client.ts,
added in #10828, removed in #26340), shown as injected context of reason
"continuation", not as a typed prompt.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .agent_entries import AgentNoticeEntry, HiddenEntry, InjectedEntry
from .entries import AssistantEntry, CustomTitleEntry, Entry, UnknownEntry, UserEntry
from .surrogates import whole
from .gemini_parts import list_of, result_of, text_of, usage_of
from .gemini_shape import REPLIES, is_header
from .sniff import document as _document, is_document
from .transcript import Item, ParseProblem, iter_entries, preview, shape_problem

AGENT = "Gemini CLI"
NOTICES = {"info": "info", "warning": "warning", "error": "error"}
#: the opening of a user message the CLI writes itself -> the reason its card shows
INJECTED = {"<session_context>": "session-context", "<hook_context>": "hook-context"}
#: the whole text of the CLI's own retry prompt (client.ts, #10828)
CONTINUATION = "System: Please continue."


def _base(msg: dict[str, Any], line: int, session: Optional[str]) -> dict[str, Any]:
    stamp = msg.get("timestamp")
    return {"line": line, "sessionId": session, "agent": AGENT,
            "timestamp": stamp if isinstance(stamp, str) else None}


def _reply(msg: dict[str, Any], line: int, session: Optional[str],
           seen: set[str]) -> Iterator[Entry]:
    blocks: list[dict[str, Any]] = []
    thoughts = list_of(msg, "thoughts")
    if thoughts:
        text = "\n\n".join(f"**{text_of(t.get('subject'), 'thoughts.subject')}**\n"
                           f"{text_of(t.get('description'), 'thoughts.description')}".strip()
                           for t in thoughts)
        blocks.append({"type": "thinking", "thinking": text})
    text = text_of(msg.get("content", msg.get("parts")))
    if text.strip():
        blocks.append({"type": "text", "text": text})
    calls = list_of(msg, "toolCalls")
    for index, call in enumerate(calls):
        args = call.get("args")
        blocks.append({"type": "tool_use", "id": str(call.get("id") or f"gemini-{line}-{index}"),
                       "name": str(call.get("name") or ""),
                       "input": args if isinstance(args, dict) else {"command": args}})
    if not blocks:
        blocks.append({"type": "text", "text": ""})
    yield AssistantEntry.model_validate({**_base(msg, line, session), "type": "assistant",
                                         "message": {"role": "assistant", "content": blocks,
                                                     "model": msg.get("model"),
                                                     "id": msg.get("id"),
                                                     "usage": usage_of(msg.get("tokens"))}})
    results = [{"type": "tool_result", "tool_use_id": b["id"], "content": result_of(c),
                "is_error": c.get("status") in ("error", "cancelled")}
               for b, c in zip([b for b in blocks if b["type"] == "tool_use"], calls)
               if "result" in c or "resultDisplay" in c or "error" in c]
    seen.update(r["tool_use_id"] for r in results)
    if results:
        yield UserEntry.model_validate({**_base(msg, line, session), "type": "user",
                                        "message": {"role": "user", "content": results}})


def message_entries(msg: dict[str, Any], line: int, session: Optional[str],
                    seen: set[str]) -> list[Item]:
    """One Gemini message -> its entries; one of the wrong shape is shown raw, and said.
    `seen`: the ids of the tool calls whose results earlier messages gave (it grows)."""
    try:
        return list(_entries(msg, line, session, seen))
    except Exception as exc:  # Unread, pydantic.ValidationError: a field of the wrong type
        return [shape_problem(line, "a Gemini message", msg, exc),
                UnknownEntry(type=f"gemini message ({msg.get('type') or '?'})", raw=msg,
                             line=line, sessionId=session, agent=AGENT)]


def _responses(content: Any) -> Optional[list[dict[str, Any]]]:
    """The `functionResponse`s of a user message made only of them, else None."""
    parts = content if isinstance(content, list) else [content]
    found = [p["functionResponse"] for p in parts
             if isinstance(p, dict) and isinstance(p.get("functionResponse"), dict)]
    return found if parts and len(found) == len(parts) else None


def _echo(found: list[dict[str, Any]], msg: dict[str, Any], line: int, session: Optional[str],
          seen: set[str]) -> Entry:
    """A tool's response that gemini-cli records again as a user message (geminiChat.ts,
    #26939: "Record tool response as a message to ensure durable ID"): not a prompt. The
    results its calls' records lack are shown as theirs; a copy of shown ones is hidden."""
    ids = [str(f.get("id") or f"gemini-{line}-{i}") for i, f in enumerate(found)]
    results = [{"type": "tool_result", "tool_use_id": cid,
                "content": result_of({"result": [{"functionResponse": f}]}),
                "is_error": isinstance(f.get("response"), dict) and "error" in f["response"]}
               for cid, f in zip(ids, found) if cid not in seen]
    if not results:
        return HiddenEntry(type="user", kind="tool response", reason="a tool's response "
                           "recorded again as a user message; its call shows it",
                           **_base(msg, line, session))
    seen.update(ids)
    return UserEntry.model_validate({**_base(msg, line, session), "type": "user",
                                     "message": {"role": "user", "content": results}})


def _entries(msg: dict[str, Any], line: int, session: Optional[str],
             seen: set[str]) -> Iterator[Entry]:
    kind = msg.get("type")
    found = _responses(msg.get("content")) if kind == "user" else None
    if found is not None:
        yield _echo(found, msg, line, session, seen)
    elif kind == "user":
        text = text_of(msg.get("content", msg.get("parts")))
        opening = text.lstrip()
        reason = next((r for k, r in INJECTED.items() if opening.startswith(k)),
                      "continuation" if opening.rstrip() == CONTINUATION else None)
        if reason is not None:
            yield InjectedEntry(type="user", text=text, reason=reason,
                                **_base(msg, line, session))
        else:
            yield UserEntry.model_validate({**_base(msg, line, session), "type": "user",
                                            "message": {"role": "user", "content": text}})
    elif kind in REPLIES:
        yield from _reply(msg, line, session, seen)
    elif kind in NOTICES:  # (a line of the conversation: its time counts in the session's
        # span, as a Claude Code system line's does; "Request cancelled." often ends one)
        yield AgentNoticeEntry(type="system", kind=f"gemini/{kind}", title=str(kind).title(),
                               text=text_of(msg.get("content")), level=NOTICES[kind],
                               **_base(msg, line, session))
    else:
        yield UnknownEntry(type=f"gemini message ({kind or '?'})", raw=msg,
                           **_base(msg, line, session))


class _Lines:
    """JSONL: the header, `$set` updates and messages, each message at its first place."""

    def __init__(self) -> None:
        self.session: Optional[str] = None
        self.order: list[tuple[int, Any]] = []  # (line, message) or (line, hidden entry)
        self.where: dict[str, int] = {}  # message id -> index in order
        self.summary: Optional[tuple[int, str]] = None  # (line, the last summary written)

    def make(self, obj: dict[str, Any], line: int) -> Iterator[Item]:
        header = is_header(obj, line)
        fields = obj if header else obj.get("$set")
        if isinstance(fields, dict) and isinstance(fields.get("summary"), str):
            self.summary = (line, fields["summary"])
        if header:
            self.session = obj.get("sessionId") if isinstance(obj.get("sessionId"), str) \
                else self.session
            if "messages" in obj:  # (Gemini CLI's header holds facts only: shown, and said)
                self.order.append((line, UnknownEntry(
                    type="gemini header (with messages)", raw=obj, line=line, agent=AGENT)))
                return iter((ParseProblem(line, "wrong shape for a Gemini session header: it "
                                                "holds messages; shown raw",
                                          preview(json.dumps(obj)[:400]), kept=True),))
            self._hide(line, "header", "session facts (id, project hash, start)")
        elif "$rewindTo" in obj:  # (Gemini CLI's /rewind: the archive keeps what it cut)
            self._hide(line, "$rewindTo", "a rewind: Gemini CLI dropped the messages from "
                       f"{str(obj['$rewindTo'])[:40]} on; they are still shown")
        elif isinstance(obj.get("$set"), dict) and isinstance(obj["$set"].get("messages"), list):
            return iter(list(self._batch(obj["$set"], line)))
        elif "$set" in obj or "$rewind" in obj:
            self._hide(line, next(k for k in ("$set", "$rewind") if k in obj),
                       "an update of the session's fields")
        else:
            self._message(obj, line, batch=False)
        return iter(())

    def _batch(self, fields: dict[str, Any], line: int) -> Iterator[Item]:
        """A `$set` holding `messages`: each merged as a message line of its own (a string
        or a number in the list is shown raw, and said); its other fields hidden."""
        for msg in fields["messages"]:
            if isinstance(msg, dict):
                self._message(msg, line, batch=True)
                continue
            yield ParseProblem(line, f"wrong shape for a Gemini message in a $set batch: a "
                               f"{type(msg).__name__}, not an object; shown raw",
                               preview(json.dumps(msg)), kept=True)
            self.order.append((line, UnknownEntry(
                type="gemini message (not an object)", raw={"message": msg}, line=line,
                agent=AGENT)))
        if fields.keys() - {"messages"}:
            self._hide(line, "$set", "an update of the session's fields")

    def _message(self, obj: dict[str, Any], line: int, batch: bool) -> None:
        """A message at its first place, in its last version; a batch's unchanged copy of a
        message already placed is hidden."""
        mid = obj.get("id") if isinstance(obj.get("id"), str) else None
        if mid is None or mid not in self.where:
            if mid is not None:
                self.where[mid] = len(self.order)
            self.order.append((line, obj))
            return
        index = self.where[mid]
        old_line, old = self.order[index]
        if batch and old == obj:
            self._hide(line, "$set message", "a message of a $set batch unchanged since an "
                       "earlier line, which is shown")  # (true of every such line: one reason)
            return
        self._hide(old_line, "message", f"an earlier version of message {mid[:40]} (line "
                   f"{line} holds the one shown)")
        self.order[index] = (line, obj)

    def _hide(self, line: int, kind: str, reason: str) -> None:
        self.order.append((line, HiddenEntry(type=kind, kind=kind, reason=reason, line=line,
                                             sessionId=self.session, agent=AGENT)))

    def entries(self) -> Iterator[Item]:
        seen: set[str] = set()
        typed = False
        for line, item in self.order:
            if isinstance(item, Entry):
                yield item.model_copy(update={"sessionId": self.session})
                continue
            for entry in message_entries(item, line, self.session, seen):
                typed = typed or _typed(entry)
                yield entry
        yield from _summary_title(self.summary, typed, self.session)


def _typed(item: Item) -> bool:
    return isinstance(item, UserEntry) and isinstance(item.message.content, str) \
        and bool(item.message.content.strip())


def _summary_title(summary: Optional[tuple[int, str]], typed: bool,
                   session: Optional[str]) -> Iterator[Entry]:
    """The session's `summary` (gemini-cli's AI summary of it, written in the header or a
    `$set`: packages/core/src/services/sessionSummaryUtils.ts) titles a session in which
    no prompt was typed; otherwise the first prompt does. (gemini-cli's own session
    browser shows the summary first: packages/cli/src/utils/sessionUtils.ts.)"""
    if summary is not None and summary[1].strip() and not typed:
        yield CustomTitleEntry(type="summary", customTitle=" ".join(summary[1].split()),
                               line=summary[0], sessionId=session, agent=AGENT)


def _iter_document(path: Path, redactor: Optional[Redactor]) -> Iterator[Item]:
    doc = _document(path)
    if not isinstance(doc, dict):
        yield ParseProblem(1, "not a Gemini CLI session document")
        return
    doc = whole(doc)
    if redactor is not None:
        redactor.at(str(path))  # (one document: no line of its own)
        doc = redactor.value(doc)
    session = doc.get("sessionId") if isinstance(doc.get("sessionId"), str) else None
    messages = doc.get("messages")
    if not isinstance(messages, list):  # (Gemini CLI writes a list: anything else is shown)
        shape = "missing" if messages is None else f"a {type(messages).__name__}, not a list"
        yield ParseProblem(1, f"wrong shape for a Gemini session: its messages are {shape}; "
                           "the document is shown raw", preview(json.dumps(messages)[:400]),
                           kept=True)
        yield UnknownEntry(type="gemini session (messages not a list)", raw=doc, line=1,
                           sessionId=session, agent=AGENT)
        return
    seen: set[str] = set()
    typed = False
    for index, msg in enumerate(messages, start=1):
        if isinstance(msg, dict):
            for entry in message_entries(msg, index, session, seen):
                typed = typed or _typed(entry)
                yield entry
        else:  # (a string or a number in the list: its text is shown, and said)
            yield ParseProblem(index, f"wrong shape for a Gemini message: a "
                               f"{type(msg).__name__}, not an object; shown raw",
                               preview(json.dumps(msg)), kept=True)
            yield UnknownEntry(type="gemini message (not an object)", raw={"message": msg},
                               line=index, sessionId=session, agent=AGENT)
    summary = doc.get("summary")
    yield from _summary_title((1, summary) if isinstance(summary, str) else None, typed,
                              session)


def iter_gemini(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Entries of a Gemini CLI session file. Raises OSError if it cannot be read."""
    if is_document(path):
        yield from _iter_document(path, redactor)
        return
    lines = _Lines()
    yield from iter_entries(path, lines.make, redactor)
    yield from lines.entries()
