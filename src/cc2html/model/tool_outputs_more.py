"""Typed tool results, part two: search, planning, subagents and the web.

Same contract as tool_outputs.py: a parser returns a `ToolOutput` subclass that
keeps every piece of the result's text in a field its template shows, or None
to leave the result generic. Importing this module registers the parsers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

from .tool_outputs import _base, _int, _plural, _str
from .tool_inputs import QuestionItem
from ..classify.tool_text import parse_links, split_reminders
from .tools import TOOL_OUTPUTS, ToolOutput

_FOUND = re.compile(r"^Found (\d+) (?:files?|total occurrences?|matches?)\b.*$")
#: (bounded, and only the text's head is read: `"\"\"\"…` was rescanned to the end from every
#: quote, quadratic; the answers are the first line of a short message)
ANSWER_CHARS = 20_000
_ANSWER = re.compile(r'"((?:[^"\\]|\\.){0,1000})"="((?:[^"\\]|\\.){0,1000})"')


# --------------------------------------------------------------------------- search


@dataclass(frozen=True, kw_only=True)
class FileListOutput(ToolOutput):
    """Glob and Grep (files mode): the paths found, a count, and any notes."""

    header: str = ""
    files: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    count: Optional[int] = None
    truncated: bool = False

    @property
    def outcome(self) -> str:
        n = self.count if self.count is not None else len(self.files)
        return _plural(n, "file") + (" (truncated)" if self.truncated else "")


@dataclass(frozen=True, kw_only=True)
class MatchesOutput(ToolOutput):
    """Grep in content or count mode: the matching lines as text, with the counts."""

    mode: str = ""
    lines: Optional[int] = None
    matches: Optional[int] = None
    files: Optional[int] = None

    @property
    def outcome(self) -> str:
        if self.matches is not None:
            return f"{self.matches:,} match" + ("" if self.matches == 1 else "es")
        return _plural(self.lines, "line") if self.lines is not None else ""


def parse_file_list(generic: ToolOutput,
                    sidecar: Any) -> Optional[FileListOutput | MatchesOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    if side.get("mode") in ("content", "count"):  # matching lines, not paths
        return MatchesOutput(**_base(generic), mode=_str(side.get("mode")),
                             lines=_int(side.get("numLines")), matches=_int(side.get("numMatches")),
                             files=_int(side.get("numFiles")))
    lines = [ln for ln in generic.text.split("\n") if ln.strip()]
    header = lines.pop(0) if lines and (_FOUND.match(lines[0]) or lines[0] == "No files found") \
        else ""
    files = tuple(ln for ln in lines if not ln.startswith(("(", "[")))
    notes = tuple(ln for ln in lines if ln.startswith(("(", "[")))
    if not files and not header:
        return None
    return FileListOutput(**_base(generic), header=header, files=files, notes=notes,
                          count=_int(side.get("numFiles")), truncated=side.get("truncated") is True)


# --------------------------------------------------------------------------- planning


@dataclass(frozen=True, kw_only=True)
class TodoOutput(ToolOutput):
    """TodoWrite: the confirmation, and which items changed state (from the sidecar)."""

    message: str = ""
    changes: tuple[tuple[str, str, str], ...] = ()  # (content, old status, new status)


def _todo_states(items: Any) -> dict[str, str]:
    if not isinstance(items, list):
        return {}
    return {_str(t.get("content")): _str(t.get("status")) for t in items if isinstance(t, dict)}


def parse_todos(generic: ToolOutput, sidecar: Any) -> Optional[TodoOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    old, new = _todo_states(side.get("oldTodos")), _todo_states(side.get("newTodos"))
    changes = tuple((content, old.get(content, ""), status) for content, status in new.items()
                    if old.get(content) != status) if old else ()  # a first list: all new
    return TodoOutput(**_base(generic), message=generic.text, changes=changes)


@dataclass(frozen=True, kw_only=True)
class AnswersOutput(ToolOutput):
    """AskUserQuestion: each question with its options and the answer chosen."""

    message: str = ""
    answers: tuple[tuple[str, str], ...] = ()  # (question, answer)
    questions: tuple[QuestionItem, ...] = ()  # the sidecar's questions, when recorded

    @property
    def outcome(self) -> str:
        return _plural(len(self.answers), "answer")


def _question(raw: dict) -> QuestionItem:
    try:
        return QuestionItem.model_validate(raw)
    except Exception:  # a malformed sidecar question: keep its text only
        return QuestionItem(question=str(raw.get("question", "")))


def parse_answers(generic: ToolOutput, sidecar: Any) -> Optional[AnswersOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    raw = side.get("answers")
    if isinstance(raw, dict):
        answers = tuple((str(q), a if isinstance(a, str) else str(a)) for q, a in raw.items())
    else:
        answers = tuple((q.replace('\\"', '"'), a.replace('\\"', '"'))
                        for q, a in _ANSWER.findall(generic.text[:ANSWER_CHARS]))
    if not answers:
        return None
    questions = side.get("questions")
    questions = tuple(_question(q) for q in questions if isinstance(q, dict)) \
        if isinstance(questions, list) else ()
    return AnswersOutput(**_base(generic), message=generic.text, answers=answers,
                         questions=questions)


@dataclass(frozen=True, kw_only=True)
class PlanOutput(ToolOutput):
    """ExitPlanMode: approved or not, the message, and the plan the user approved."""

    approved: Optional[bool] = None
    message: str = ""
    plan: str = ""  # the plan as the result restates it ("## Approved Plan:"), if it does

    @property
    def ok(self) -> bool:
        return self.approved is not False

    @property
    def outcome(self) -> str:
        if self.approved is None:
            return ""
        return "approved" if self.approved else "not approved"


def parse_plan(generic: ToolOutput, sidecar: Any) -> Optional[PlanOutput]:
    if generic.images or generic.other:
        return None
    text = generic.text
    approved: Optional[bool] = None
    if text.startswith("User has approved"):
        approved = True
    elif "doesn't want to proceed" in text or "rejected" in text.split("\n", 1)[0]:
        approved = False
    message, marker, plan = text.partition("## Approved Plan:")
    return PlanOutput(**_base(generic), approved=approved, message=message.strip(),
                      plan=plan.strip() if marker else "")


# --------------------------------------------------------------------------- subagents


@dataclass(frozen=True, kw_only=True)
class AgentOutput(ToolOutput):
    """Task / Agent: the subagent's final answer (Markdown) and its run statistics."""

    answer: str = ""
    reminders: tuple[str, ...] = ()
    status: str = ""
    agent_type: str = ""
    duration_ms: Optional[int] = None
    tokens: Optional[int] = None
    tool_uses: Optional[int] = None

    @property
    def outcome(self) -> str:
        parts = [self.status.replace("_", " ")] if self.status not in ("", "completed") else []
        if self.tool_uses is not None:
            parts.append(_plural(self.tool_uses, "tool use"))
        if self.tokens is not None:
            parts.append(f"{self.tokens:,} tokens")
        return " · ".join(parts)


def parse_agent(generic: ToolOutput, sidecar: Any) -> Optional[AgentOutput]:
    if generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    answer, reminders = split_reminders(generic.text)
    return AgentOutput(**_base(generic), answer=answer, reminders=reminders,
                       status=_str(side.get("status")), agent_type=_str(side.get("agentType")),
                       duration_ms=_int(side.get("totalDurationMs")),
                       tokens=_int(side.get("totalTokens")),
                       tool_uses=_int(side.get("totalToolUseCount")))


# --------------------------------------------------------------------------- web


@dataclass(frozen=True, kw_only=True)
class WebOutput(ToolOutput):
    """WebSearch / WebFetch: the body as Markdown, result links, and fetch facts."""

    body: str = ""
    links: tuple[tuple[str, str], ...] = ()
    links_raw: tuple[str, ...] = ()  # the `Links: [...]` lines as recorded (shown folded)
    url: str = ""
    code: Optional[int] = None
    code_text: str = ""
    size: Optional[int] = None

    @property
    def outcome(self) -> str:
        if self.links:
            return _plural(len(self.links), "link")
        if self.code is not None:
            return f"{self.code} {self.code_text}".strip()
        return ""


def parse_web(generic: ToolOutput, sidecar: Any) -> Optional[WebOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    links, body = parse_links(generic.text)
    raw = tuple(ln for ln in generic.text.split("\n") if ln.startswith("Links: [")) if links \
        else ()
    return WebOutput(**_base(generic), body=body, links=links, links_raw=raw,
                     url=_str(side.get("url")),
                     code=_int(side.get("code")), code_text=_str(side.get("codeText")),
                     size=_int(side.get("bytes")))


TOOL_OUTPUTS.update({
    "Glob": parse_file_list,
    "Grep": parse_file_list,
    "TodoWrite": parse_todos,
    "AskUserQuestion": parse_answers,
    "ExitPlanMode": parse_plan,
    "exit_plan_mode": parse_plan,
    "Task": parse_agent,
    "Agent": parse_agent,
    "WebSearch": parse_web,
    "WebFetch": parse_web,
})
