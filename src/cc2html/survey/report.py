"""A survey's report: per agent and version, each name cc2html does not know, counted, with
the first file and line it was seen on; and its JSON shape (docs/usage.md "cc2html survey").

Everything in it is a name (a kind, a subtype, a field, a tool name, a file's path) made
safe to paste: `clean()` drops every control, format, surrogate and unassigned character
(Unicode category C*: escape sequences, bidi overrides, zero-width characters) and cuts a
name at NAME_CHARS. No transcript text is ever copied into a report.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

#: the categories a finding is in, and what each lists (the text view's legend)
CATEGORIES: dict[str, str] = {
    "kind": "an entry type (a line's `type`) with no view and not folded",
    "system": "a system subtype with no view",
    "attachment": "an attachment type shown only as a generic card",
    "block": "a content block type (role.type) with no view",
    "field": "an entry field no entry model reads and none is ignored on purpose",
    "tool": "a tool name without a row of its own (MCP tools left out)",
    "shape": "a known kind whose line did not fit its model (shown raw)",
}
NAME_CHARS = 80
PATH_CHARS = 240  # a file's path: longer than a name, still bounded
SCHEMA_VERSION = 1


def clean(name: object, limit: int = NAME_CHARS) -> str:
    """`name` with its C* characters dropped and cut at `limit` characters (marked with …)."""
    text = "".join(c for c in str(name) if not unicodedata.category(c).startswith("C"))
    return text if len(text) <= limit else text[:limit - 1] + "…"


@dataclass
class Finding:
    """One unknown name in one group: how often, where first, and whether --strict fails on it."""

    category: str
    name: str
    count: int
    file: str
    line: int
    strict: bool

    def to_json(self) -> dict[str, Any]:
        return {"category": self.category, "name": clean(self.name), "count": self.count,
                "first": {"file": clean(self.file, PATH_CHARS), "line": self.line},
                "fails_strict": self.strict}


@dataclass
class Group:
    """An agent's files of one version ('' when the files name none)."""

    agent: str
    format: str
    version: str
    files: int = 0
    findings: list[Finding] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"agent": self.agent, "format": self.format, "version": clean(self.version),
                "files": self.files, "unknown": [f.to_json() for f in self.findings]}


@dataclass
class SurveyReport:
    """What `survey()` found in `sources`."""

    sources: list[str]
    files: int = 0
    lines: int = 0
    groups: list[Group] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (file, why: not a transcript)
    unreadable: list[tuple[str, str]] = field(default_factory=list)  # (file, the error)
    seconds: float = 0.0

    @property
    def unknown(self) -> int:
        """How many distinct unknown names, over all groups."""
        return sum(len(g.findings) for g in self.groups)

    def to_json(self, version: str) -> dict[str, Any]:
        """The `--json` document (`version`: cc2html's)."""
        return {"survey": SCHEMA_VERSION, "cc2html": version,
                "sources": [clean(s, PATH_CHARS) for s in self.sources], "files": self.files,
                "lines": self.lines, "seconds": round(self.seconds, 3),
                "groups": [g.to_json() for g in self.groups],
                "skipped": [{"file": clean(f, PATH_CHARS), "reason": clean(r)}
                            for f, r in self.skipped],
                "unreadable": [{"file": clean(f, PATH_CHARS), "reason": clean(r)}
                               for f, r in self.unreadable]}


#: the `--json` document's shape (JSON Schema draft 2020-12), tested in tests/unit/survey
SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["survey", "cc2html", "sources", "files", "lines", "seconds", "groups",
                 "skipped", "unreadable"],
    "additionalProperties": False,
    "properties": {
        "survey": {"const": SCHEMA_VERSION},
        "cc2html": {"type": "string"},
        "sources": {"type": "array", "items": {"type": "string"}},
        "files": {"type": "integer", "minimum": 0},
        "lines": {"type": "integer", "minimum": 0},
        "seconds": {"type": "number", "minimum": 0},
        "groups": {"type": "array", "items": {
            "type": "object", "additionalProperties": False,
            "required": ["agent", "format", "version", "files", "unknown"],
            "properties": {
                "agent": {"type": "string"}, "format": {"type": "string"},
                "version": {"type": "string"}, "files": {"type": "integer", "minimum": 1},
                "unknown": {"type": "array", "items": {
                    "type": "object", "additionalProperties": False,
                    "required": ["category", "name", "count", "first", "fails_strict"],
                    "properties": {
                        "category": {"enum": list(CATEGORIES)},
                        "name": {"type": "string", "maxLength": NAME_CHARS},
                        "count": {"type": "integer", "minimum": 1},
                        "first": {"type": "object", "additionalProperties": False,
                                  "required": ["file", "line"],
                                  "properties": {"file": {"type": "string"},
                                                 "line": {"type": "integer", "minimum": 1}}},
                        "fails_strict": {"type": "boolean"}}}}}}},
        "skipped": {"$ref": "#/$defs/files"},
        "unreadable": {"$ref": "#/$defs/files"},
    },
    "$defs": {"files": {"type": "array", "items": {
        "type": "object", "additionalProperties": False, "required": ["file", "reason"],
        "properties": {"file": {"type": "string"}, "reason": {"type": "string"}}}}},
}
