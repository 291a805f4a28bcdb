"""Views of opencode's tools, whose parameters are camelCase (`filePath`, `oldString`,
`newString`, `replaceAll`): each is the Claude Code view that does the same, its
parameters renamed before validation; the raw parameters stay in `params` (`read`, `write`
and `edit` share pi's views: model/tools/paths.py). Parameter
names: anomalyco/opencode (formerly sst/opencode) packages/opencode/src/tool/read.ts,
write.ts, edit.ts, multiedit.ts, bash.ts (`workdir`), shaped on opencode 1.x."""

from __future__ import annotations

from typing import Any

from pydantic import model_validator

from .files import MultiEditInput
from .shell import BashInput

#: opencode's parameter names -> the Claude Code views' names
_NAMES = {"filePath": "file_path", "oldString": "old_string", "newString": "new_string",
          "replaceAll": "replace_all"}


def snake(data: Any) -> Any:
    """A parameters object with opencode's names renamed (a name already given wins)."""
    if not isinstance(data, dict):
        return data
    out = dict(data)
    for camel, plain in _NAMES.items():
        if camel in out and plain not in out:
            out[plain] = out.pop(camel)
    if isinstance(out.get("edits"), list):
        out["edits"] = [snake(e) for e in out["edits"]]
    return out


class OpencodeMultiEditInput(MultiEditInput):
    shown = ("filePath", "file_path", "edits")

    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return snake(data)


class OpencodeBashInput(BashInput):
    """opencode `bash`: `command`, `description`, `timeout`, `workdir`."""

    shown = ("command", "description", "workdir")
