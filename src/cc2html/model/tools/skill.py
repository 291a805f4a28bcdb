"""Views of the Skill tool: the skill called, and its result with the sidecar's facts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ..text import first_line
from .base import ToolInput, ToolOutput


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
        return self.name + (f" {first_line(self.args)}" if self.args else "")


@dataclass(frozen=True, kw_only=True)
class SkillOutput(ToolOutput):
    command_name: str = ""
    success: Optional[bool] = None
