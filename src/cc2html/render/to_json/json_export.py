"""The JSON export: a built Document as seed 000 §14's three tracks, versioned.

Reads the same tree as the page and the terminal view. A session has its `turns` (each
from a turn-starting message: its origin and its parts in reading order; a tool call is
one part owning its input, result, sidecar, subagent and skill), its `notices` (system
and harness messages, each naming the turn it came in), its `snapshot`, its `facts`, and
its unlinked subagents; the document has the report (lines not read or shown raw,
warnings, what the harness hid, what the detail level left out, redactions). Content is
the model (render/export_data.py), never a line: only an unrecognised kind carries its
JSON (`raw`), as the page shows it. The shape is render/to_json/json_schema.py's.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from ... import __version__
from ...model import ToolResultMessage, ToolUseMessage, UnknownMessage
from ...model.sdk import McpToolUseMessage, ReplayedUserMessage, ServerToolUseMessage
from ...model.tools.skill import SkillInput
from ...tree.build import Document, Node, Session, Subagent
from ...tree.stats import SessionStats
from ...read.jsonsafe import shallow
from ..export_data import data
from ..facts import facts_json, session_facts
from ..text.formats import SHOWN_DEPTH
from ..page_info import PageInfo
from ..registry import PROMPT, SUBAGENT_PROMPT, row_for

#: the schema's version: a major change removes or retypes a field, a minor one adds
SCHEMA_VERSION = "1.2"
SCHEMA_ID = "urn:cc2html:session-export:1"
#: filter groups whose messages are notices (the second track), not parts of a turn
NOTICE_GROUPS = frozenset({"system", "notice"})


def _origin(node: Node) -> dict[str, Any]:
    """Why a turn exists (seed 000 §14 TurnOrigin), from its first message's row."""
    msg, row = node.msg, row_for(node.msg)
    if not msg.starts_turn:
        return {"kind": "continuation"}  # messages before the file's first prompt
    if isinstance(msg, ReplayedUserMessage):
        return {"kind": "replay"}
    if row.passage is PROMPT:
        return {"kind": "user-input"}
    if row.passage is SUBAGENT_PROMPT:
        return {"kind": "subagent-prompt"}
    return {"kind": "synthetic", "reason": row.css[-1] if row.css else "other"}


def _role(node: Node) -> str:
    group = row_for(node.msg).filter
    return "user" if group in ("user", "session") else "assistant" if group in (
        "assistant", "thinking", "tool", "sidechain") else group or "other"


def _state(node: Node) -> str:
    result = node.result.msg if node.result else None
    if not isinstance(result, ToolResultMessage):
        return "pending"
    if result.denied:
        return "approval-denied"
    return "error" if result.is_error else "success"


def _caller(msg: ToolUseMessage) -> str:
    if msg.caller:
        return msg.caller
    if isinstance(msg, McpToolUseMessage) or msg.input.server:
        return "mcp"
    return "server-tool" if isinstance(msg, ServerToolUseMessage) else "model"


class JsonExport:
    """One document's JSON data (the sessions as the detail level keeps them)."""

    def __init__(self, brief: bool = False) -> None:
        self.brief = brief  # --detail conversation: a call's outcome, not its output

    def message(self, node: Node, part_type: str = "message") -> dict[str, Any]:
        msg = node.msg
        out: dict[str, Any] = {"type": part_type, "id": node.id, "label": row_for(msg).title,
                               "role": _role(node)}
        if msg.meta.timestamp:
            out["timestamp"] = msg.meta.timestamp
        if msg.meta.uuid:
            out["uuid"] = msg.meta.uuid
        out["content"] = data(msg)
        if isinstance(msg, UnknownMessage):
            out["raw"] = data(shallow(msg.raw, SHOWN_DEPTH))  # shown as JSON on the page too: a kind we do not know
        return out

    def call(self, node: Node) -> dict[str, Any]:
        """A tool call part (seed 000 §14 ToolCall): call, result, subagent in one."""
        msg = node.msg
        assert isinstance(msg, ToolUseMessage)
        part = self.message(node, "tool-call")
        call: dict[str, Any] = {"tool_call_id": msg.tool_use_id, "name": msg.tool_name,
                                "caller": _caller(msg), "state": _state(node),
                                "input": part["content"].pop("input", None)}
        if msg.input.server:
            call["mcp_server"] = msg.input.server
        result = node.result.msg if node.result else None
        if isinstance(result, ToolResultMessage) and not self.brief:
            call["result"] = self.message(node.result, "result")  # type: ignore[arg-type]
            call["output"] = call["result"]["content"].pop("output", None)
            if result.is_error:
                call["error_text"] = result.output.text
            if result.sidecar is not None:
                call["sidecar"] = data(result.sidecar)
            if result.persisted is not None:  # moved to tool-results/: where, and the note
                call["result"]["content"].pop("persisted", None)
                call["persisted"] = {**data(result.persisted), "note": result.persisted.note}
        if isinstance(msg.input, SkillInput):
            call["skill"] = {"name": msg.input.name}
        if node.subagent is not None:
            call["subagent"] = self.subagent(node.subagent)
        if node.children:  # a workflow run, its phases and agents
            call["parts"] = [p for c in node.children for p in self.parts(c, [], "")]
        part["call"] = call
        return part

    def parts(self, node: Node, notices: list[dict[str, Any]], turn: str
              ) -> Iterator[dict[str, Any]]:
        """The node and its children in reading order (lead thinking first); notices go to
        `notices`, naming `turn`."""
        lead = node.children[:node.lead]
        for child in lead:
            yield from self.parts(child, notices, turn)
        if isinstance(node.msg, ToolUseMessage):
            yield self.call(node)
            return
        if row_for(node.msg).filter in NOTICE_GROUPS and turn:
            part = self.message(node, "notice")
            part["turn"] = turn
            notices.append(part)
        else:
            part = self.message(node)
            if node.fork is not None:
                part["forked_from"] = node.fork.id
            yield part
        for child in node.children[node.lead:]:
            yield from self.parts(child, notices, turn)

    def turns(self, nodes: list[Node], notices: list[dict[str, Any]]) -> list[dict[str, Any]]:
        turns = []
        for node in nodes:
            turn: dict[str, Any] = {"id": node.id, "origin": _origin(node)}
            if node.msg.meta.timestamp:
                turn["timestamp"] = node.msg.meta.timestamp
            turn["parts"] = list(self.parts(node, notices, node.id))
            turns.append(turn)
        return turns

    def subagent(self, sub: Subagent) -> dict[str, Any]:
        notices: list[dict[str, Any]] = []
        out: dict[str, Any] = {"key": sub.key, "id": sub.anchor, "source": sub.source,
                               "linked": sub.linked}
        if sub.name:  # its file's agent-name (and agent-color), when it has them
            out["name"] = sub.name
        if sub.colour:
            out["colour"] = sub.colour
        if sub.aside:
            out["aside"] = sub.aside
        if sub.too_deep:
            out["too_deep"] = True
        if sub.task is not None:
            out["task"] = data(sub.task)
        out["turns"] = self.turns(sub.nodes, notices)
        out["notices"] = notices
        return out

    def session(self, session: Session, stats: SessionStats) -> dict[str, Any]:
        notices: list[dict[str, Any]] = []
        out: dict[str, Any] = {"session_id": session.session_id, "title": session.title}
        if session.summary:
            out["summary"] = session.summary
        if session.continues:
            out["continues"] = session.continues
        out["snapshot"] = self.message_content(session.snapshot)
        out["facts"] = facts(stats)
        out["turns"] = self.turns(session.nodes, notices)
        out["notices"] = notices
        out["unlinked_subagents"] = [self.subagent(s) for s in session.unlinked]
        return out

    @staticmethod
    def message_content(msg: Any) -> Any:
        return None if msg is None else data(msg)

    def document(self, doc: Document, info: PageInfo,
                 stats: list[SessionStats]) -> dict[str, Any]:
        return {
            "$schema": SCHEMA_ID, "schema_version": SCHEMA_VERSION,
            "generator": f"cc2html {__version__}", "source": info.source_name,
            "title": info.title, "detail": info.detail,
            "sessions": [self.session(s, st) for s, st in zip(doc.sessions, stats)],
            "report": self.report(doc, info),
        }

    def report(self, doc: Document, info: PageInfo) -> dict[str, Any]:
        return {
            "problems": [{"line": p.line, "reason": p.reason, "kept": p.kept}
                         for p in info.problems],
            "warnings": [{"line": line, "text": text} for line, text in info.warnings],
            "hidden": {kind: {"count": h.count, "reason": h.reason,
                              "by_reason": [_lines_of(reason, where)
                                            for reason, where in h.reasons.items()]}
                       for kind, h in sorted(doc.hidden.items())},
            "other_summaries": list(doc.other_summaries),
            "left_out": dict(sorted(info.left_out.items())),
            "redactions": dict(sorted(info.redactions.items())),
            "redacting": info.redacting,
        }


def _lines_of(reason: str, where: list[tuple[str, int]]) -> dict[str, Any]:
    """One reason of a hidden kind: how many lines, the transcript's line numbers, and
    those of subagents' files by file."""
    files: dict[str, list[int]] = {}
    for file, line in where:
        files.setdefault(file, []).append(line)
    return {"reason": reason, "count": len(where), "lines": files.pop("", []),
            "agent_lines": files}


def facts(stats: SessionStats) -> dict[str, Any]:
    """The session's facts as every output states them (render/facts.py)."""
    return facts_json(session_facts(stats))


def json_chunks(doc: Document, info: PageInfo, stats: list[SessionStats]) -> Iterator[str]:
    """The export's text: indented by one space, keys in the model's order, one newline.
    `stats`: the whole sessions' (tree/stats.document_stats)."""
    document = JsonExport(info.detail == "conversation").document(doc, info, stats)
    yield json.dumps(document, indent=1, ensure_ascii=False, allow_nan=False)
    yield "\n"


__all__ = ["SCHEMA_VERSION", "JsonExport", "facts", "json_chunks"]
