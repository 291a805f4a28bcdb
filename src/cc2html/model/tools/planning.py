"""Views of the planning tools: TodoWrite, AskUserQuestion and ExitPlanMode."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from pydantic import field_validator

from ..text import first_line
from .base import NestedItem, ToolInput, ToolOutput, plural

# --------------------------------------------------------------------------- inputs


class TodoItem(NestedItem):
    content: str = ""
    status: str = "pending"
    activeForm: Optional[str] = None
    priority: Optional[str] = None
    id: Optional[str] = None

    @field_validator("content", "status", mode="before")
    @classmethod
    def _text(cls, v: Any) -> Any:
        return "" if v is None else (v if isinstance(v, str) else str(v))


class TodoWriteInput(ToolInput):
    todos: tuple[TodoItem, ...] = ()
    shown = ("todos",)

    def count(self, status: str) -> int:
        return sum(1 for t in self.todos if t.status == status)

    @property
    def summary(self) -> str:
        done, doing = self.count("completed"), self.count("in_progress")
        return f"{len(self.todos)} todos · {done} done · {doing} in progress"


class QuestionOption(NestedItem):
    label: str = ""
    description: Optional[str] = None


class QuestionItem(NestedItem):
    question: str = ""
    header: Optional[str] = None
    options: tuple[QuestionOption, ...] = ()
    multiSelect: bool = False


class AskUserQuestionInput(ToolInput):
    questions: tuple[QuestionItem, ...] = ()
    #: the old form: all questions in one Markdown string
    question: str = ""
    shown = ("questions", "question")

    @property
    def asked(self) -> tuple[Any, ...]:
        return self.questions

    @property
    def summary(self) -> str:
        first = self.questions[0].question if self.questions else self.question
        more = f" (+{len(self.questions) - 1} more)" if len(self.questions) > 1 else ""
        return first_line(first) + more


class ExitPlanModeInput(ToolInput):
    plan: str = ""
    shown = ("plan",)

    @property
    def summary(self) -> str:
        return first_line(self.plan).lstrip("# ")


# --------------------------------------------------------------------------- outputs


@dataclass(frozen=True, kw_only=True)
class TodoOutput(ToolOutput):
    """TodoWrite: the confirmation, and which items changed state (from the sidecar)."""

    message: str = ""
    changes: tuple[tuple[str, str, str], ...] = ()  # (content, old status, new status)


@dataclass(frozen=True, kw_only=True)
class AnswersOutput(ToolOutput):
    """AskUserQuestion: each question with its options and the answer chosen."""

    message: str = ""
    answers: tuple[tuple[str, str], ...] = ()  # (question, answer)
    questions: tuple[QuestionItem, ...] = ()  # the sidecar's questions, when recorded

    @property
    def outcome(self) -> str:
        return plural(len(self.answers), "answer")


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
