"""Views of the tools that find files and text: Glob, Grep and LS."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .base import ToolInput, ToolOutput, plural

# --------------------------------------------------------------------------- inputs


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


# --------------------------------------------------------------------------- outputs


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
        return plural(n, "file") + (" (truncated)" if self.truncated else "")


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
        return plural(self.lines, "line") if self.lines is not None else ""
