"""The Skill tool's row and result parser: the text plus the sidecar's command and outcome."""

from __future__ import annotations

from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.skill import SkillInput, SkillOutput
from .base import Rows, Tool


def parse_skill_output(generic: ToolOutput, sidecar: Any) -> Optional[SkillOutput]:
    """The result text plus `commandName`/`success` from the envelope's sidecar."""
    if not isinstance(sidecar, dict):
        return None
    name = sidecar.get("commandName")
    ok = sidecar.get("success")
    return SkillOutput(text=generic.text, images=generic.images, other=generic.other,
                       command_name=name if isinstance(name, str) else "",
                       success=ok if isinstance(ok, bool) else None)


ROWS: Rows = (
    ("Skill", Tool(SkillInput, parse_skill_output)),
)
