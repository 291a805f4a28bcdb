"""Newer Codex events shown as notices, hidden as settings, or (thread items) as the
prompt or reply they repeat: a table of event type -> title and the fields its line says.

`item_completed` mirrors a thread item (a user or agent message, reasoning, a command, an
MCP call, a file change, a web extension, a plan): a message or reasoning is shown once
with its copies (codex_state.Seen); the others are a notice naming the item and its gist.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .agent_entries import AgentNoticeEntry
from .codex_state import CodexState, text_of
from .entries import Entry

#: event type -> (title, dotted fields whose text the notice shows, in order)
NOTICES: dict[str, tuple[str, tuple[str, ...]]] = {
    "thread_goal_updated": ("Goal updated", ("goal.objective", "goal.status")),
    "collab_agent_spawn_end": ("Subagent started", ("new_agent_nickname", "new_agent_role",
                                                    "prompt", "status")),
    "collab_agent_interaction_end": ("Message to a subagent", ("receiver_agent_nickname",
                                                               "prompt", "status")),
    "collab_waiting_end": ("Waited for subagents", ("agent_statuses",)),
    "collab_close_end": ("Subagent closed", ("receiver_agent_nickname", "status")),
    "sub_agent_activity": ("Subagent activity", ("agent_path", "kind")),
    "guardian_assessment": ("Safety assessment", ("status", "action.command")),
    "view_image_tool_call": ("Image viewed", ("path",)),
    "image_generation_end": ("Image generated", ("revised_prompt", "status")),
    "undo_completed": ("Undo", ("message",)),
    "plan_update": ("Plan updated", ("explanation", "plan")),
    "turn_diff": ("Turn diff", ("unified_diff",)),
}
#: event or line types that only restate settings or state: hidden, with why
SETTINGS = {"thread_settings_applied": "the thread's settings (model, policies)",
            "world_state": "a snapshot of the session's context state (AGENTS.md, skills, "
                           "environment)",
            "inter_agent_communication_metadata": "routing facts of a message between agents"}


def _field(payload: Any, dotted: str) -> str:
    value = payload
    for part in dotted.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    if isinstance(value, (list, dict)):
        return " ".join(str(v) for v in _strings(value))
    return "" if value is None else str(value)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _notice(obj: dict[str, Any], line: int, state: CodexState, kind: str, title: str,
            text: str, body: str = "",
            facts: tuple[tuple[str, str], ...] = ()) -> AgentNoticeEntry:
    return AgentNoticeEntry(type=kind, kind=kind, title=title, text=text, body=body,
                            facts=facts, **state.base(line, obj))


def _table(payload: dict[str, Any], obj: dict[str, Any], line: int,
           state: CodexState) -> Iterator[Entry]:
    title, fields = NOTICES[payload["type"]]
    parts = [t for t in (_field(payload, f) for f in fields) if t.strip()]
    child = payload.get("new_thread_id")  # a spawned subagent's own thread (its rollout)
    facts = (("Subagent session", child),) if isinstance(child, str) and child else ()
    call = payload.get("call_id")
    if facts and isinstance(call, str) and call not in state.results:
        # the spawn_agent call's result (written after this event) names the subagent whose
        # transcript is nested under the call (tree/subagents.py): codex_tools.py `_output`
        state.stash.setdefault(call, {})["agentId"] = child
    yield _notice(obj, line, state, payload["type"], title, parts[0] if parts else "",
                  "\n".join(parts[1:]), facts)


def _setting(payload: dict[str, Any], obj: dict[str, Any], line: int,
             state: CodexState) -> Iterator[Entry]:
    kind = payload.get("type") if isinstance(payload.get("type"), str) else obj.get("type")
    yield state.hidden(line, obj, str(kind), SETTINGS[str(kind)])


_SAID = {"UserMessage": ("user", "user"), "AgentMessage": ("assistant", "text"),
         "Reasoning": ("reasoning", "thinking")}


def _item(payload: dict[str, Any], obj: dict[str, Any], line: int,
          state: CodexState) -> Iterator[Entry]:
    item = payload.get("item") if isinstance(payload.get("item"), dict) else {}
    kind = str(item.get("type") or "item")
    if kind in _SAID:
        role, block = _SAID[kind]
        text = text_of(item.get("content")) or "\n\n".join(
            _strings(item.get("summary_text") or item.get("raw_content") or []))
        if not text.strip() or state.seen.repeat("event", (role, text.strip())):
            yield state.hidden(line, obj, "item_completed", f"a {kind} item shown by its "
                               "own line")
        elif block == "user":
            yield state.user(line, obj, [{"type": "text", "text": text}])
        else:
            key = "thinking" if block == "thinking" else "text"
            yield state.assistant(line, obj, [{"type": block, key: text}], item.get("phase"))
        return
    gist = next((t for t in (_field(item, f) for f in ("text", "query", "command", "tool",
                                                        "url", "stdout")) if t.strip()), "")
    rest = {k: v for k, v in item.items() if k not in ("type", "id")}
    yield _notice(obj, line, state, "item_completed", kind, gist,
                  "\n".join(_strings(rest)) if rest else "")


def _between(payload: dict[str, Any], obj: dict[str, Any], line: int,
             state: CodexState) -> Iterator[Entry]:
    """response_item `agent_message`: a message one agent sent another."""
    who = f"{payload.get('author', '?')} → {payload.get('recipient', '?')}"
    yield _notice(obj, line, state, "agent_message", "Message between agents",
                  text_of(payload.get("content")), who)


def _image(payload: dict[str, Any], obj: dict[str, Any], line: int,
           state: CodexState) -> Iterator[Entry]:
    """response_item `image_generation_call`: its prompt (the image data is not shown)."""
    yield _notice(obj, line, state, "image_generation_call", "Image generated",
                  str(payload.get("revised_prompt") or ""), str(payload.get("status") or ""))


ITEM_NOTICES = {"agent_message": _between, "image_generation_call": _image}
CODEX_NOTICES = {**{name: _table for name in NOTICES},
                 **{name: _setting for name in SETTINGS}, "item_completed": _item}
