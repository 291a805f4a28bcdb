"""What a Codex rollout's lines look like, the rules its reader (read/codex.py) and its row
of the format table (read/agents/codex.py) share: a module of its own, so neither imports
the other to agree."""

from __future__ import annotations

import re
from typing import Any, Optional

WRAPPED = ("session_meta", "turn_context", "response_item", "event_msg", "compacted")
FLAT_ITEMS = ("message", "reasoning", "function_call", "function_call_output",
              "custom_tool_call", "custom_tool_call_output", "local_shell_call",
              "web_search_call")


def is_flat_meta(obj: dict[str, Any], line: int) -> bool:
    """Whether line `line` is the old format's session facts (a bare first line with an
    id): the reader's rule, and the scan's."""
    return obj.get("type") is None and line == 1 and "id" in obj


#: `rollout-<timestamp>-<thread id>.jsonl`, and a paginated thread's later files
#: `rollout-<timestamp>-<thread id>_<rollout id>.jsonl` (0.146+; the thread id stays the
#: session's, the part after `_` names the physical rollout a `history_base` points at:
#: kzahel/yepanywhere#122, openai/codex codex-rs/rollout `parse_timestamp_uuid_from_filename`)
ROLLOUT_NAME = re.compile(r"rollout-(.+?)-([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-"
                          r"[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?:_([A-Za-z0-9-]+))?\.jsonl")


def rollout_ids(name: str) -> Optional[tuple[str, str]]:
    """(thread id, physical rollout id) a rollout's file name gives; None for another name.
    The first file of a thread repeats the thread id as its rollout id."""
    found = ROLLOUT_NAME.fullmatch(name)
    if found is None:
        return None
    return found.group(2), found.group(3) or found.group(2)


def parent_of(payload: dict[str, Any]) -> Optional[str]:
    """The session a rollout's first `session_meta` says it came from: `forked_from_id`
    (a fork, 0.148+), else the thread that spawned it (a subagent thread:
    `source.subagent.thread_spawn.parent_thread_id`, or `parent_thread_id`)."""
    source = payload.get("source")
    sub = source.get("subagent") if isinstance(source, dict) else None
    spawn = sub.get("thread_spawn") if isinstance(sub, dict) else None
    for value in (payload.get("forked_from_id"),
                  spawn.get("parent_thread_id") if isinstance(spawn, dict) else None,
                  payload.get("parent_thread_id")):
        if isinstance(value, str) and value:
            return value
    return None


def spawner_of(payload: dict[str, Any]) -> Optional[str]:
    """The thread that spawned a subagent thread (its first `session_meta`'s
    `source.subagent.thread_spawn.parent_thread_id`: openai/codex protocol
    `SessionSource::SubAgent(SubAgentSource::ThreadSpawn { parent_thread_id, depth, .. })`,
    set by core/src/tools/handlers/multi_agents/spawn.rs `thread_spawn_source`), else None;
    a fork (`forked_from_id`) is no subagent."""
    if payload.get("forked_from_id"):
        return None
    source = payload.get("source")
    sub = source.get("subagent") if isinstance(source, dict) else None
    spawn = sub.get("thread_spawn") if isinstance(sub, dict) else None
    value = spawn.get("parent_thread_id") if isinstance(spawn, dict) else None
    return value if isinstance(value, str) and value else None
