"""Typed inputs of the built-in tools beyond the core five (which live in tools.py).

Importing this module registers each class in `tools.TOOL_INPUTS`. Every model
keeps the raw parameters in `params`; `shown` names those its template renders
itself and everything else reaches the page through `other_params`. Nested
items (edits, todos, questions) tolerate missing fields, and an input that does
not validate falls back to the generic parameter table (tools.parse_tool_input).
"""

from __future__ import annotations

from typing import Any, ClassVar, Optional

from pydantic import BaseModel, ConfigDict, field_validator

from .tools import TOOL_INPUTS, ToolInput


class _Item(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow", defer_build=True)


def _first_line(text: Any) -> str:
    if not isinstance(text, str):
        return ""
    return next((ln.strip() for ln in text.splitlines() if ln.strip()), "")


# --------------------------------------------------------------------------- files


class EditItem(_Item):
    old_string: str = ""
    new_string: str = ""
    replace_all: Optional[bool] = None


class MultiEditInput(ToolInput):
    file_path: str = ""
    edits: tuple[EditItem, ...] = ()
    shown = ("file_path", "edits")
    key_param = "file_path"

    @property
    def summary(self) -> str:
        return f"{self.file_path} ({len(self.edits)} edits)" if self.file_path else ""

    @property
    def target_file(self) -> str:
        return self.file_path


class GlobInput(ToolInput):
    pattern: str = ""
    path: Optional[str] = None
    shown = ("pattern", "path")

    @property
    def summary(self) -> str:
        return self.pattern + (f" in {self.path}" if self.path else "")


#: Grep's flag-like parameters, shown as small badges next to the pattern
GREP_FLAGS = ("-i", "-n", "-A", "-B", "-C", "multiline", "type", "glob", "output_mode",
              "head_limit", "offset")


class GrepInput(ToolInput):
    pattern: str = ""
    path: Optional[str] = None
    shown = ("pattern", "path") + GREP_FLAGS

    @property
    def flags(self) -> dict[str, Any]:
        return {k: self.params[k] for k in GREP_FLAGS if k in self.params
                and self.params[k] not in (None, False, "")}

    @property
    def summary(self) -> str:
        where = self.path or self.params.get("glob") or ""
        return self.pattern + (f" in {where}" if isinstance(where, str) and where else "")


class LSInput(ToolInput):
    path: str = ""
    ignore: Optional[tuple[str, ...]] = None
    shown = ("path", "ignore")
    key_param = "path"


class NotebookEditInput(ToolInput):
    notebook_path: str = ""
    new_source: str = ""
    cell_id: Optional[str] = None
    cell_type: Optional[str] = None
    edit_mode: Optional[str] = None
    shown = ("notebook_path", "new_source", "cell_id", "cell_type", "edit_mode")
    key_param = "notebook_path"

    @property
    def language(self) -> str:
        return "markdown" if self.cell_type == "markdown" else "python"


# --------------------------------------------------------------------------- planning


class TodoItem(_Item):
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


class QuestionOption(_Item):
    label: str = ""
    description: Optional[str] = None


class QuestionItem(_Item):
    question: str = ""
    header: Optional[str] = None
    options: tuple[QuestionOption, ...] = ()
    multiSelect: bool = False


class AskUserQuestionInput(ToolInput):
    questions: tuple[QuestionItem, ...] = ()
    shown = ("questions",)

    @property
    def asked(self) -> tuple[Any, ...]:
        return self.questions

    @property
    def summary(self) -> str:
        first = self.questions[0].question if self.questions else ""
        more = f" (+{len(self.questions) - 1} more)" if len(self.questions) > 1 else ""
        return _first_line(first) + more


class ExitPlanModeInput(ToolInput):
    plan: str = ""
    shown = ("plan",)

    @property
    def summary(self) -> str:
        return _first_line(self.plan).lstrip("# ")


# --------------------------------------------------------------------------- web


class WebFetchInput(ToolInput):
    url: str = ""
    prompt: Optional[str] = None
    shown = ("url", "prompt")
    key_param = "url"


class WebSearchInput(ToolInput):
    query: str = ""
    allowed_domains: Optional[tuple[str, ...]] = None
    blocked_domains: Optional[tuple[str, ...]] = None
    shown = ("query", "allowed_domains", "blocked_domains")
    key_param = "query"


# --------------------------------------------------------------------------- shells and tasks


class ShellRefInput(ToolInput):
    """A call that names a background shell or task: BashOutput, KillShell, TaskOutput …"""

    #: parameters that may carry the id, in the order the tool versions used them
    id_keys: ClassVar[tuple[str, ...]] = ("bash_id", "shell_id", "task_id")
    shown = ("bash_id", "shell_id", "task_id")

    @property
    def ref_key(self) -> str:
        return next((k for k in self.id_keys if self.params.get(k)), "")

    @property
    def ref(self) -> str:
        value = self.params.get(self.ref_key, "")
        return value if isinstance(value, str) else str(value)

    @property
    def other_params(self) -> dict[str, Any]:
        return {k: v for k, v in self.params.items() if k != self.ref_key}

    @property
    def summary(self) -> str:
        return self.ref


class BashOutputInput(ShellRefInput):
    pass


class KillShellInput(ShellRefInput):
    pass


class TaskOutputInput(ShellRefInput):
    pass


class TaskStopInput(ShellRefInput):
    pass


class SkillInput(ToolInput):
    skill: str = ""
    args: Optional[str] = None
    shown = ("skill", "command", "args")

    @property
    def name(self) -> str:
        value = self.skill or self.params.get("command") or ""
        return value if isinstance(value, str) else str(value)

    @property
    def other_params(self) -> dict[str, Any]:
        used = {"skill" if self.skill else "command", "args" if self.args else ""}
        return {k: v for k, v in self.params.items() if k not in used}

    @property
    def summary(self) -> str:
        return self.name + (f" {_first_line(self.args)}" if self.args else "")


TYPED_INPUTS: dict[str, type[ToolInput]] = {
    "MultiEdit": MultiEditInput,
    "Glob": GlobInput,
    "Grep": GrepInput,
    "LS": LSInput,
    "NotebookEdit": NotebookEditInput,
    "TodoWrite": TodoWriteInput,
    "AskUserQuestion": AskUserQuestionInput,
    "ExitPlanMode": ExitPlanModeInput,
    "exit_plan_mode": ExitPlanModeInput,
    "WebFetch": WebFetchInput,
    "WebSearch": WebSearchInput,
    "BashOutput": BashOutputInput,
    "KillShell": KillShellInput,
    "KillBash": KillShellInput,
    "TaskOutput": TaskOutputInput,
    "TaskStop": TaskStopInput,
    "Skill": SkillInput,
}

TOOL_INPUTS.update(TYPED_INPUTS)
