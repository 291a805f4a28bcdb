"""Typed tool results: parsers (generic output, toolUseResult sidecar) -> typed output.

Importing this module registers the parsers in `tools.TOOL_OUTPUTS`. A parser
returns None when the result does not have the shape it knows, and the result
is then shown generically; errors never reach a parser (classify/user.py).
Each typed output is a `ToolOutput` subclass: it keeps the generic `text`, and
every piece of that text a typed view does not show itself is kept in a field
(`rest`, `reminders`, `message` …) its template shows, so nothing is hidden.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Optional

from ..classify.tool_text import (NumberedLine, parse_cat_n, parse_links, parse_tags,
                        split_reminders)
from .tools import TOOL_OUTPUTS, ToolOutput


def _base(generic: ToolOutput) -> dict[str, Any]:
    return {"text": generic.text, "images": generic.images, "other": generic.other}


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _int(value: Any) -> Optional[int]:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _plural(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")


# --------------------------------------------------------------------------- files


@dataclass(frozen=True, kw_only=True)
class ReadOutput(ToolOutput):
    file_path: str = ""
    lines: tuple[NumberedLine, ...] = ()
    total_lines: Optional[int] = None
    rest: str = ""
    reminders: tuple[str, ...] = ()

    @property
    def code(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @property
    def numbers(self) -> str:
        return "\n".join(str(line.number) for line in self.lines)

    @property
    def outcome(self) -> str:
        first, last = self.lines[0].number, self.lines[-1].number
        span = _plural(len(self.lines), "line") + (f" ({first}–{last})" if first != 1 else "")
        return span + (f" of {self.total_lines:,}" if self.total_lines else "")


def parse_read(generic: ToolOutput, sidecar: Any) -> Optional[ReadOutput]:
    if generic.images or generic.other:
        return None
    listing = parse_cat_n(generic.text)
    if listing is None:
        return None
    file = sidecar.get("file") if isinstance(sidecar, dict) else None
    file = file if isinstance(file, dict) else {}
    # The listing's lines, rest and reminders are the whole text; the raw copy is not kept
    # too (with its cat -n arrows it is a 2-bytes-a-character str: a fifth of a long
    # session's memory went to holding Read results twice).
    return ReadOutput(**{**_base(generic), "text": ""}, file_path=_str(file.get("filePath")),
                      lines=listing.lines, total_lines=_int(file.get("totalLines")),
                      rest=listing.rest, reminders=listing.reminders)


@dataclass(frozen=True, kw_only=True)
class FileChangeOutput(ToolOutput):
    """Edit, MultiEdit and Write: the confirmation, and the snippet Edit shows after it."""

    message: str = ""
    file_path: str = ""
    change: str = ""  # "create" | "update" | "" (from the sidecar)
    snippet: tuple[NumberedLine, ...] = ()
    rest: str = ""
    reminders: tuple[str, ...] = ()
    user_modified: bool = False

    @property
    def code(self) -> str:
        return "\n".join(line.text for line in self.snippet)

    @property
    def numbers(self) -> str:
        return "\n".join(str(line.number) for line in self.snippet)

    @property
    def outcome(self) -> str:
        if self.change in ("create", "update"):
            return self.change + "d"
        first = self.message.split("\n", 1)[0]
        if first.startswith("File created successfully"):
            return "created"
        return "updated" if " has been updated" in first else ""


def parse_file_change(generic: ToolOutput, sidecar: Any) -> Optional[FileChangeOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    listing = parse_cat_n(generic.text, allow_head=True)
    if listing is not None:
        message, snippet, rest, reminders = (listing.head, listing.lines, listing.rest,
                                             listing.reminders)
    else:
        body, reminders = split_reminders(generic.text)
        message, snippet, rest = body.strip(), (), ""
    return FileChangeOutput(**_base(generic), message=message, snippet=snippet, rest=rest,
                            reminders=reminders, file_path=_str(side.get("filePath")),
                            change=_str(side.get("type")),
                            user_modified=side.get("userModified") is True)


# --------------------------------------------------------------------------- shells


@dataclass(frozen=True, kw_only=True)
class ShellOutput(ToolOutput):
    """Bash: stdout and stderr apart when the sidecar has them and they make up the text."""

    stdout: str = ""
    stderr: str = ""
    interrupted: bool = False
    background_id: str = ""
    interpretation: str = ""

    @property
    def ok(self) -> bool:
        return not self.interrupted

    @property
    def outcome(self) -> str:
        if self.interrupted:
            return "interrupted"
        if self.background_id:
            return f"background {self.background_id}"
        return self.interpretation


def parse_bash(generic: ToolOutput, sidecar: Any) -> Optional[ShellOutput]:
    if not isinstance(sidecar, dict) or generic.images or generic.other:
        return None
    out, err = _str(sidecar.get("stdout")), _str(sidecar.get("stderr"))
    joined = "\n".join(part for part in (out, err) if part)
    text = generic.text
    if text.strip() != joined.strip():  # the text is what the model saw: keep it whole
        out, err = text, (err if err.strip() and err.strip() not in text else "")
    return ShellOutput(**_base(generic), stdout=out, stderr=err,
                       interrupted=sidecar.get("interrupted") is True,
                       background_id=_str(sidecar.get("backgroundTaskId")),
                       interpretation=_str(sidecar.get("returnCodeInterpretation")))


@dataclass(frozen=True, kw_only=True)
class TaggedOutput(ToolOutput):
    """BashOutput / TaskOutput: `<status>…</status>` fields in order, and any text around them."""

    fields: tuple[tuple[str, str], ...] = ()
    rest: str = ""

    #: fields shown as blocks of (ANSI) output rather than as short facts
    BLOCKS = ("stdout", "stderr", "output", "error")

    def value(self, name: str) -> str:
        return next((v for k, v in self.fields if k == name), "")

    @property
    def facts(self) -> tuple[tuple[str, str], ...]:
        return tuple((k, v) for k, v in self.fields if k not in self.BLOCKS and "\n" not in v
                     and len(v) <= 200)

    @property
    def blocks(self) -> tuple[tuple[str, str], ...]:
        facts = self.facts
        return tuple(f for f in self.fields if f not in facts)

    @property
    def outcome(self) -> str:
        status, code = self.value("status"), self.value("exit_code")
        return status + (f" · exit {code}" if code else "")


def parse_tagged(generic: ToolOutput, sidecar: Any) -> Optional[TaggedOutput]:
    if generic.images or generic.other:
        return None
    parsed = parse_tags(generic.text)
    if parsed is None:
        return None
    fields, rest = parsed
    return TaggedOutput(**_base(generic), fields=fields, rest=rest)


@dataclass(frozen=True, kw_only=True)
class StatusOutput(ToolOutput):
    """KillShell / TaskStop: a JSON (or plain) status message."""

    message: str = ""
    success: Optional[bool] = None
    details: tuple[tuple[str, Any], ...] = ()

    @property
    def ok(self) -> bool:
        return self.success is not False

    @property
    def outcome(self) -> str:
        return "failed" if self.success is False else ""


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
    return StatusOutput(**_base(generic), message=data["message"],
                        success=success if isinstance(success, bool) else None, details=details)


TOOL_OUTPUTS.update({
    "Read": parse_read,
    "Edit": parse_file_change,
    "MultiEdit": parse_file_change,
    "Write": parse_file_change,
    "NotebookEdit": parse_file_change,
    "Bash": parse_bash,
    "BashOutput": parse_tagged,
    "TaskOutput": parse_tagged,
    "KillShell": parse_status,
    "KillBash": parse_status,
    "TaskStop": parse_status,
})
