"""The shell tools' rows and result parsers: Bash's stdout/stderr, the tagged bodies of
BashOutput / TaskOutput, and the JSON status of KillShell / TaskStop."""

from __future__ import annotations

import json
from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.shell import (BashInput, BashOutputInput, KillShellInput, ShellOutput,
                                  StatusOutput, TaggedOutput, TaskOutputInput, TaskStopInput)
from ..commits import find_commits
from ..tool_text import parse_tags
from .base import Rows, Tool, as_str, base_fields


def parse_bash(generic: ToolOutput, sidecar: Any) -> Optional[ShellOutput]:
    if not isinstance(sidecar, dict) or generic.images or generic.other:
        return None
    out, err = as_str(sidecar.get("stdout")), as_str(sidecar.get("stderr"))
    joined = "\n".join(part for part in (out, err) if part)
    text = generic.text
    if text.strip() != joined.strip():  # the text is what the model saw: keep it whole
        out, err = text, (err if err.strip() and err.strip() not in text else "")
    return ShellOutput(**base_fields(generic), stdout=out, stderr=err,
                       interrupted=sidecar.get("interrupted") is True,
                       background_id=as_str(sidecar.get("backgroundTaskId")),
                       interpretation=as_str(sidecar.get("returnCodeInterpretation")),
                       commits=find_commits(out))


def parse_tagged(generic: ToolOutput, sidecar: Any) -> Optional[TaggedOutput]:
    if generic.images or generic.other:
        return None
    parsed = parse_tags(generic.text)
    if parsed is None:
        return None
    fields, rest = parsed
    return TaggedOutput(**base_fields(generic), fields=fields, rest=rest)


def parse_status(generic: ToolOutput, sidecar: Any) -> Optional[StatusOutput]:
    if generic.images or generic.other:
        return None
    try:
        data = json.loads(generic.text)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("message"), str):
        return None
    success = data.get("success")
    details = tuple(data.items())  # every field, the message too, as recorded
    return StatusOutput(**base_fields(generic), message=data["message"],
                        success=success if isinstance(success, bool) else None, details=details)


ROWS: Rows = (
    ("Bash", Tool(BashInput, parse_bash)),
    ("BashOutput", Tool(BashOutputInput, parse_tagged)),
    ("TaskOutput", Tool(TaskOutputInput, parse_tagged)),
    ("KillShell", Tool(KillShellInput, parse_status)),
    ("KillBash", Tool(KillShellInput, parse_status)),  # KillShell's older name
    ("TaskStop", Tool(TaskStopInput, parse_status)),
)
