"""Read a Codex CLI rollout (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`) into the
transcript's entries: the Codex adapter of the normalized stage.

Two formats: payload-wrapped lines `{timestamp, type, payload}` (session_meta,
turn_context, response_item, event_msg, compacted), and the older flat one (a bare
metadata first line, response items without `payload`, `record_type: "state"`
markers). Prompts and replies become user and assistant entries, reasoning
summaries thinking blocks, tool calls and outputs tool use and result blocks (their
views come from the tool table: classify/tools/agents_cli.py); the harness's own
user-role messages are injected context. A kind not known here is an
`UnknownEntry`: shown raw and reported, never dropped. Line handling (bad JSON,
invalid UTF-8, redaction) is the transcript reader's.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .codex_shape import FLAT_ITEMS, WRAPPED, is_flat_meta, parent_of
from .agent_entries import AgentNoticeEntry, CompactedEntry, InjectedEntry
from .codex_events import EVENTS
from .codex_notices import CODEX_NOTICES, ITEM_NOTICES
from .codex_state import CodexState, text_field, text_of
from .codex_tools import ITEM_TOOLS
from .codex_fork import ForkGate
from .codex_ide import user_entries
from .codex_pages import chain, read_chain
from .codex_usage import UsagePlacer
from .entries import Entry, UnknownEntry
from .transcript import Item, Unread, iter_entries, shape_problem


#: opening of a user-role message the harness writes -> the reason shown on its card
INJECTED = {"<environment_context>": "environment-context",
            "<user_instructions>": "user-instructions",
            "# AGENTS.md instructions": "agents-md", "<INSTRUCTIONS>": "instructions",
            "<turn_aborted>": "turn-aborted", "<user_shell_command>": "shell-command",
            "<permissions instructions>": "permissions", "<collaboration_mode>": "mode"}


def _unknown(obj: dict[str, Any], line: int, kind: str, state: CodexState) -> UnknownEntry:
    return UnknownEntry(type=kind, raw=obj, **state.base(line, obj))


def _meta(payload: dict[str, Any], obj: dict[str, Any], line: int,
          state: CodexState) -> Iterator[Entry]:
    state.metas += 1
    sid = payload.get("id") if isinstance(payload.get("id"), str) else None
    if state.metas > 1:
        same = sid is None or sid == state.session_id
        yield state.hidden(line, obj, "session_meta", "the session's facts again, at the start "
                           "of its next file" if same and "history_base" in payload else
                           "the session's facts again (a resumed or forked session copies "
                           "them)" if same else f"facts of the session this one continues ({sid})")
        return
    state.session_id = sid
    cwd, version = payload.get("cwd"), payload.get("cli_version")
    git = payload.get("git") if isinstance(payload.get("git"), dict) else {}
    state.cwd = cwd if isinstance(cwd, str) else None
    state.version = version if isinstance(version, str) else None
    state.branch = git.get("branch") if isinstance(git.get("branch"), str) else None
    yield state.hidden(line, obj, "session_meta", "session facts: shown in the header")
    parent = parent_of(payload)
    if parent and not payload.get("forked_from_id"):  # a fork's notice is codex_fork.py's
        yield _spawned(payload, obj, line, state, parent)
    base = payload.get("base_instructions")
    text = text_field(base, "text") if isinstance(base, dict) else text_field(
        payload, "instructions")
    if text.strip():
        yield InjectedEntry(type="session_meta", text=text, reason="instructions",
                            **state.base(line, obj))


def _spawned(payload: dict[str, Any], obj: dict[str, Any], line: int, state: CodexState,
             parent: str) -> AgentNoticeEntry:
    """A subagent thread's card naming the thread that spawned it (linked in an archive)."""
    who = [str(payload[k]) for k in ("agent_nickname", "agent_role")
           if isinstance(payload.get(k), str) and payload[k]]
    return AgentNoticeEntry(type="session_meta", kind="subagent_of",
                            title=f"Subagent thread of session {parent}",
                            text=" · ".join(who), facts=(("Parent session", parent),),
                            **state.base(line, obj))


def _turn(payload: dict[str, Any], obj: dict[str, Any], line: int,
          state: CodexState) -> Iterator[Entry]:
    if isinstance(payload.get("cwd"), str):
        state.cwd = payload["cwd"]
    if isinstance(payload.get("model"), str):
        state.model = payload["model"]
    yield state.hidden(line, obj, "turn_context", "turn settings (model, working directory, "
                       "approval and sandbox policy)")


def _blocks(content: Any) -> list[dict[str, Any]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if content is not None and not isinstance(content, list):
        raise Unread(f"content: a {type(content).__name__}, not text or a list of parts")
    blocks: list[dict[str, Any]] = []
    for part in content or []:
        kind = part.get("type") if isinstance(part, dict) else None
        if kind in ("input_text", "output_text", "text") and isinstance(part.get("text"), str):
            blocks.append({"type": "text", "text": part["text"]})
        elif kind == "input_image" and isinstance(part.get("image_url"), str) \
                and part["image_url"].startswith("data:") and ";base64," in part["image_url"]:
            head, data = part["image_url"].split(";base64,", 1)
            blocks.append({"type": "image", "source": {"type": "base64", "data": data,
                                                       "media_type": head[5:]}})
        elif kind == "input_image":
            url = part.get("image_url")
            blocks.append({"type": "text", "text": f"[image: {url}]" if isinstance(url, str)
                           and url else "[image: not recorded]"})
        else:
            blocks.append(part if isinstance(part, dict) else {"type": "", "raw": part})
    return blocks


def _message(payload: dict[str, Any], obj: dict[str, Any], line: int,
             state: CodexState) -> Iterator[Entry]:
    role, text = payload.get("role"), text_of(payload.get("content")).strip()
    if role == "developer" or (role == "user" and text.startswith(tuple(INJECTED))):
        reason = "developer" if role == "developer" else next(
            r for k, r in INJECTED.items() if text.startswith(k))
        yield InjectedEntry(type="message", text=text_of(payload.get("content")),
                            reason=reason, **state.base(line, obj))
    elif role not in ("user", "assistant"):
        yield _unknown(obj, line, f"message ({role})", state)
    elif text and state.seen.repeat("item", (role, text)):
        yield state.hidden(line, obj, "message", f"the {role} message an event line "
                           "already showed")
    elif role == "user":
        yield from user_entries(state, line, obj, _blocks(payload.get("content")) or [
            {"type": "text", "text": ""}])
    else:
        yield state.assistant(line, obj, _blocks(payload.get("content")), payload.get("phase"))


def _reasoning(payload: dict[str, Any], obj: dict[str, Any], line: int,
               state: CodexState) -> Iterator[Entry]:
    parts = []
    for key in ("summary", "content"):  # lists of parts (a string is read as one part); a
        value = payload.get(key)        # part's text must be a string
        if isinstance(value, str):
            value = [{"text": value}]
        if value is not None and not isinstance(value, list):
            raise Unread(f"reasoning {key}: a {type(value).__name__}, not a list")
        for part in value or []:
            text = part.get("text") if isinstance(part, dict) else None
            if not isinstance(part, dict) or "text" in part and not isinstance(text, str):
                raise Unread(f"reasoning {key}: a part that is not understood")
            if isinstance(text, str) and text.strip():
                parts.append(text)
    new = [p for p in parts if not state.seen.repeat("item", ("reasoning", p.strip()))]
    if new:
        yield state.assistant(line, obj, [{"type": "thinking", "thinking": "\n\n".join(new)}])
    elif parts:
        yield state.hidden(line, obj, "reasoning", "reasoning summary its event lines "
                           "already showed")
    else:
        yield state.hidden(line, obj, "reasoning", "reasoning without a summary (its "
                           "encrypted content is not shown)")


def _compacted(payload: dict[str, Any], obj: dict[str, Any], line: int,
               state: CodexState) -> Iterator[Entry]:
    state.last_compacted = line
    message = text_field(payload, "message")
    history = payload.get("replacement_history")
    summary = message if message.strip() else ""
    if not summary and isinstance(history, list):
        summary = f"(the conversation was compacted; {len(history)} earlier items kept)"
    yield CompactedEntry(type="compacted", summary=summary, **state.base(line, obj))


ITEMS = {"message": _message, "reasoning": _reasoning, **ITEM_TOOLS, **ITEM_NOTICES}
#: top-level line types (besides response_item / event_msg) -> handler
TOP = {"session_meta": _meta, "turn_context": _turn, "compacted": _compacted,
       "world_state": CODEX_NOTICES["world_state"],
       "inter_agent_communication_metadata": CODEX_NOTICES["inter_agent_communication_metadata"]}


def _item(payload: dict[str, Any], obj: dict[str, Any], line: int,
          state: CodexState) -> Iterator[Entry]:
    kind = payload.get("type")
    if kind is None and "role" in payload:
        kind = "message"
    handler = ITEMS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        yield _unknown(obj, line, f"response_item.{kind or '?'}", state)
    else:
        yield from handler(payload, obj, line, state)


def _event(payload: dict[str, Any], obj: dict[str, Any], line: int,
           state: CodexState) -> Iterator[Entry]:
    kind = payload.get("type")
    handler = EVENTS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        yield _unknown(obj, line, f"event_msg.{kind or '?'}", state)
    else:
        yield from handler(payload, obj, line, state)


def codex_entries(obj: dict[str, Any], line: int, state: CodexState) -> Iterator[Entry]:
    """One rollout line (either format) -> its entries."""
    kind, payload = obj.get("type"), obj.get("payload")
    if (kind in TOP or kind in WRAPPED) and isinstance(payload, dict):
        handler = {**TOP, "response_item": _item, "event_msg": _event}[kind]
        yield from handler(payload, obj, line, state)
    elif obj.get("record_type") == "state":
        yield state.hidden(line, obj, "state", "a state marker of the old rollout format")
    elif kind in FLAT_ITEMS:
        yield from _item(obj, obj, line, state)
    elif is_flat_meta(obj, line):
        yield from _meta(obj, obj, line, state)
    else:
        yield _unknown(obj, line, str(kind) if kind else "(no type)", state)


class CodexReader:
    """Lines -> entries; a `token_count`'s figures go onto the reply they measure
    (codex_usage.UsagePlacer)."""

    def __init__(self) -> None:
        self.state = CodexState()
        self.placer = UsagePlacer()
        self.gate: Optional[ForkGate] = None  # a fork's replayed parent lines (codex_fork.py)

    def make(self, obj: dict[str, Any], line: int) -> Iterator[Item]:
        if self.gate is not None:
            taken = self.gate.takes(obj)
            if taken:
                self.gate.held.append((obj, line))
                return
            if taken is False:
                yield from self._release(line, fold=True)
        elif self.state.metas == 0 and obj.get("type") == "session_meta" \
                and isinstance(obj.get("payload"), dict):
            self.gate = ForkGate.of(obj["payload"], obj.get("timestamp"))
        yield from self._entries(obj, line)

    def _release(self, line: int, fold: bool) -> Iterator[Item]:
        """The gate's notice, then its held lines: folded, or read as written."""
        gate, self.gate = self.gate, None
        assert gate is not None
        tail = gate.own_tail()
        first = gate.held[0][1] if gate.held else tail[0][1] if tail else max(line, 1)
        yield from self.placer.feed(gate.notice(self.state, first, len(gate.held) * fold))
        for obj, held_line in gate.held:
            if fold:
                yield from self.placer.feed(self.state.hidden(  # one report row for them all
                    held_line, obj, "replayed parent history",
                    f"replayed from the parent session {gate.parent}"))
            else:
                yield from self._entries(obj, held_line)
        for obj, held_line in tail:
            yield from self._entries(obj, held_line)

    def _entries(self, obj: dict[str, Any], line: int) -> Iterator[Item]:
        try:
            produced = list(codex_entries(obj, line, self.state))
        except Exception as exc:  # pydantic.ValidationError: a field of the wrong type
            yield from self.placer.finish()
            yield shape_problem(line, "a Codex line", obj, exc)
            yield _unknown(obj, line, str(obj.get("type") or "(no type)"), self.state)
            return
        for entry in produced:
            yield from self.placer.feed(entry)

    def flush(self) -> Iterator[Item]:
        if self.gate is not None:  # the file ended with the fork's replay still held
            yield from self._release(0, fold=self.gate.dated)
        yield from self.placer.finish()


def iter_codex(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Stream the entries of a Codex rollout. Raises OSError if it cannot be read."""
    reader = CodexReader()
    parts = chain(path)
    if len(parts) > 1:  # a paginated thread's files (codex_pages.py)
        yield from read_chain(parts, reader.make, reader.placer.feed, reader.state, redactor)
    else:
        yield from iter_entries(path, reader.make, redactor)
    yield from reader.flush()
