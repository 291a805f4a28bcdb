"""What a reader should see of each agent's session file: the input side of the word
recall (agent_recall.py), one function per agent, keyed in WORDS_OF by the agent table's
names (cc2html.read.agents.FORMATS), so a test over a whole folder asks detect_agent which
one applies and each agent's corpus test uses the same one.

Each function takes a session file and yields the strings whose words must reach the page:
prompts, replies, reasoning, tool call arguments and results, errors and notices' texts,
never ids, types, times or the markup an agent wraps a prompt in. A line that is not JSON
gives no words (the page lists it in its report)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from agent_recall import strings
from cc2html.read.opencode_store import read_json, session_files

#: keys whose values no reader reads (Codex, Gemini, pi, Qwen)
SKIP_KEYS = {"id", "call_id", "type", "encrypted_content", "timestamp", "image_url", "detail"}
#: apply_patch's own syntax, which the diff view shows as structure (file, action)
PATCH_MARKS = re.compile(r"^\*\*\* (?:Begin Patch|End Patch|End of File|(?:Add|Update|Delete) "
                         r"File:|Move to:)", re.M)


def _plain(value: Any) -> Iterator[str]:
    return strings(value, skip=SKIP_KEYS)


def json_or(text: Any) -> Any:
    """`text` decoded when it is a JSON object or array, else as it is."""
    if isinstance(text, str) and text[:1] in "[{":
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def json_lines(path: Path) -> Iterator[dict]:
    """Every JSON object of a JSONL file, several on one line too (Qwen's glued sample)."""
    decoder = json.JSONDecoder()
    for raw in path.read_bytes().decode("utf-8", "replace").splitlines():
        pos = len(raw) - len(raw.lstrip())
        while pos < len(raw.rstrip()):
            try:
                obj, pos = decoder.raw_decode(raw, pos)
            except ValueError:
                break
            while pos < len(raw) and raw[pos].isspace():
                pos += 1
            if isinstance(obj, dict):
                yield obj


def _objects(path: Path) -> Iterator[dict]:
    """A Gemini document's messages, or a JSONL file's objects."""
    try:
        doc = json.loads(path.read_bytes())
    except ValueError:
        doc = None
    if isinstance(doc, dict):
        yield from (m for m in doc.get("messages", []) if isinstance(m, dict))
    else:
        yield from json_lines(path)


def _codex_line(obj: dict) -> Iterator[str]:
    payload = obj.get("payload") if isinstance(obj.get("payload"), dict) else obj
    kind = payload.get("type")
    if obj.get("type") in ("session_meta", "turn_context", "compacted"):
        return
    if kind == "message" or (kind is None and "role" in payload):
        if payload.get("role") in ("user", "assistant"):
            yield from _plain(payload.get("content"))
    elif kind == "reasoning":
        yield from _plain(payload.get("summary"))
    elif kind in ("function_call", "custom_tool_call"):
        yield from _plain(json_or(payload.get("arguments", payload.get("input"))))
    elif kind in ("function_call_output", "custom_tool_call_output"):
        yield from _plain(json_or(payload.get("output")))
    elif kind in ("user_message", "agent_message"):
        yield from _plain(payload.get("message"))
    elif kind in ("agent_reasoning", "agent_reasoning_raw_content"):
        yield from _plain(payload.get("text"))


def codex(path: Path) -> Iterator[str]:
    """Codex rollout lines (either format): messages, reasoning summaries, calls, outputs."""
    for obj in _objects(path):
        yield from (PATCH_MARKS.sub(" ", s) for s in _codex_line(obj))


def gemini(path: Path) -> Iterator[str]:
    """Gemini messages: content, thoughts, tool call arguments and responses."""
    for msg in _objects(path):
        if msg.get("type") not in ("user", "gemini", "model", "info", "error", "warning"):
            continue
        yield from _plain(msg.get("content", msg.get("parts")))
        for thought in msg.get("thoughts") or []:
            yield from _plain(thought)
        for call in msg.get("toolCalls") or []:
            yield from _plain(call.get("args"))
            for result in call.get("result") or []:
                yield from _plain((result.get("functionResponse") or {}).get("response"))


#: Copilot event type -> the data fields a reader should see (`transformedContent`, the
#: copy of a prompt the CLI wraps for the model, is not shown)
COPILOT_SHOWN = {
    "user.message": ("content",), "assistant.message": ("content", "reasoningText"),
    "assistant.reasoning": ("content",), "session.error": ("message",),
    "session.info": ("message",), "session.warning": ("message",),
    "system.notification": ("content",), "subagent.started": ("agentDescription",),
    "session.compaction_complete": ("summaryContent",), "system.message": ("content",)}


def copilot(path: Path) -> Iterator[str]:
    """Copilot CLI events: the fields above, tool requests' arguments, results, errors."""
    for obj in json_lines(path):
        data = obj.get("data") if isinstance(obj.get("data"), dict) else {}
        kind = obj.get("type")
        for key in COPILOT_SHOWN.get(kind, ()):
            yield from strings(data.get(key))
        if kind == "assistant.message":
            for request in data.get("toolRequests") or []:
                yield from strings(json_or(request.get("arguments")))
        elif kind == "tool.execution_complete":
            result = data.get("result") if isinstance(data.get("result"), dict) else {}
            yield from strings(result.get("content"))
            yield from strings(result.get("detailedContent"))
            error = data.get("error")
            yield from strings(error.get("message") if isinstance(error, dict) else None)


CURSOR_TAGS = ("<user_query>", "</user_query>")


def _cursor_block(block: dict) -> Iterator[str]:
    kind = block.get("type")
    if kind == "text":
        yield block.get("text", "")
    elif kind == "thinking":
        yield block.get("thinking", "")
    elif kind in ("tool_use", "tool_call"):  # (a part's `type` is its kind, not its words)
        yield from strings(block.get("input"), skip={"type"})
    elif kind in ("tool_result", "tool-result"):
        yield from strings(block.get("content"), skip={"type"})


def cursor(path: Path) -> Iterator[str]:
    """Cursor CLI lines' blocks (without the `<user_query>` tags), and those of its
    subagents' files, which are nested on its page. A block a sample invents (not one of
    the kinds above) gives no words: it is shown raw."""
    for file in [path, *sorted((path.parent / "subagents").glob("*.jsonl"))]:
        for obj in json_lines(file):
            content = (obj.get("message") or {}).get("content")
            for block in content if isinstance(content, list) else []:
                for text in _cursor_block(block) if isinstance(block, dict) else ():
                    for tag in CURSOR_TAGS:
                        text = text.replace(tag, " ")
                    yield text


#: opencode keys whose values are ids, hashes, times or types: nothing a reader reads
OPENCODE_SKIP = {
    "id", "sessionID", "messageID", "parentID", "callID", "type", "time", "hash", "snapshot",
    "projectID", "providerID", "version", "slug", "status", "mime", "url", "source",
    "metadata", "path", "tail_start_id", "mode", "agent", "finish", "reason", "tokens",
    "cost", "model", "modelID", "synthetic", "auto", "overflow", "title", "variant",
    "directory", "summary", "attempt", "name", "role"}
#: opencode part types invented on purpose (shown raw: no words counted)
OPENCODE_INVENTED = ("quantum-widget",)


def _opencode_file(obj: Any) -> Iterator[str]:
    if not isinstance(obj, dict) or obj.get("type") in OPENCODE_INVENTED:
        return
    yield from strings(obj, skip=OPENCODE_SKIP)
    summary = obj.get("summary")  # a message's turn summary (a notice when new)
    if isinstance(summary, dict):
        yield from strings({k: summary.get(k) for k in ("title", "body")})
    error = obj.get("error")  # an error's message
    if isinstance(error, dict):
        yield from strings(error.get("data"), skip=OPENCODE_SKIP)
    if obj.get("type") == "file":
        yield from strings(obj.get("filename"))
    if obj.get("type") in ("agent", "subtask"):
        yield from strings([obj.get("name"), obj.get("agent")])


def opencode(session: Path) -> Iterator[str]:
    """An opencode session: its session file and every message and part file it reads."""
    for file in session_files(session, children=False):
        try:
            obj = read_json(file)
        except OSError:
            continue
        yield from _opencode_file(obj)


def pi(path: Path) -> Iterator[str]:
    """pi entries: text, thinking and tool call arguments of messages; summaries."""
    for obj in json_lines(path):
        message = obj.get("message") if isinstance(obj.get("message"), dict) else {}
        for part in message.get("content") or []:
            if not isinstance(part, dict):
                continue
            if part.get("type") == "toolCall":
                yield from _plain(part.get("arguments"))
            elif part.get("type") in ("text", "thinking"):
                yield from _plain(part.get(part["type"]))
        if obj.get("type") in ("compaction", "branch_summary"):
            yield from _plain(obj.get("summary"))


QWEN_TRIMMED = "[trimmed for fixture]"


def qwen(path: Path) -> Iterator[str]:
    """Qwen Code records' parts (text, function calls' arguments and responses) and slash
    commands; the samples' `[trimmed for fixture]` placeholders are not words."""
    for obj in json_lines(path):
        found: list[str] = []
        for part in (obj.get("message") or {}).get("parts") or []:
            if "functionCall" in part:
                found += _plain(part["functionCall"].get("args"))
            elif "functionResponse" in part:
                found += _plain(part["functionResponse"].get("response"))
            else:
                found += _plain(part.get("text"))
        if obj.get("subtype") == "slash_command":
            found += _plain((obj.get("systemPayload") or {}).get("rawCommand"))
        yield from (s for s in found if s != QWEN_TRIMMED)


ANTIGRAVITY_TAGS = ("<USER_REQUEST>", "</USER_REQUEST>")


def _arg(value: object) -> str:
    try:
        return str(json.loads(value)) if isinstance(value, str) else str(value)
    except ValueError:
        return str(value)


def antigravity(path: Path) -> Iterator[str]:
    """Antigravity steps: content (without the `<USER_REQUEST>` tags), thinking, and tool
    calls' argument values (JSON texts decoded)."""
    for step in json_lines(path):
        for key in ("content", "thinking"):
            text = step.get(key)
            if isinstance(text, str):
                for tag in ANTIGRAVITY_TAGS:
                    text = text.replace(tag, " ")
                yield text
        for call in step.get("tool_calls") or []:
            yield from (_arg(v) for v in (call.get("args") or {}).values())


#: agent name (FORMATS row) -> the strings a reader should see of its session file
WORDS_OF: dict[str, Callable[[Path], Iterator[str]]] = {
    "codex": codex, "gemini": gemini, "copilot": copilot, "cursor": cursor,
    "opencode": opencode, "pi": pi, "qwen": qwen, "antigravity": antigravity}
