"""The planning tools' rows and result parsers: TodoWrite's state changes, the answers to
AskUserQuestion, and whether ExitPlanMode's plan was approved."""

from __future__ import annotations

import re
from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.planning import (AnswersOutput, AskUserQuestionInput, ExitPlanModeInput,
                                     PlanOutput, QuestionItem, TodoOutput, TodoWriteInput)
from .base import Rows, Tool, as_str, base_fields

#: (bounded, and only the text's head is read: `"\"\"\"…` was rescanned to the end from every
#: quote, quadratic; the answers are the first line of a short message)
ANSWER_CHARS = 20_000
_ANSWER = re.compile(r'"((?:[^"\\]|\\.){0,1000})"="((?:[^"\\]|\\.){0,1000})"')


def _todo_states(items: Any) -> dict[str, str]:
    if not isinstance(items, list):
        return {}
    return {as_str(t.get("content")): as_str(t.get("status")) for t in items
            if isinstance(t, dict)}


def parse_todos(generic: ToolOutput, sidecar: Any) -> Optional[TodoOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    old, new = _todo_states(side.get("oldTodos")), _todo_states(side.get("newTodos"))
    changes = tuple((content, old.get(content, ""), status) for content, status in new.items()
                    if old.get(content) != status) if old else ()  # a first list: all new
    return TodoOutput(**base_fields(generic), message=generic.text, changes=changes)


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
    return AnswersOutput(**base_fields(generic), message=generic.text, answers=answers,
                         questions=questions)


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
    return PlanOutput(**base_fields(generic), approved=approved, message=message.strip(),
                      plan=plan.strip() if marker else "")


ROWS: Rows = (
    ("TodoWrite", Tool(TodoWriteInput, parse_todos)),
    ("AskUserQuestion", Tool(AskUserQuestionInput, parse_answers)),
    ("ExitPlanMode", Tool(ExitPlanModeInput, parse_plan)),
    ("exit_plan_mode", Tool(ExitPlanModeInput, parse_plan)),  # the older name
)
