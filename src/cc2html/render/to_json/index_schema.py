"""`cc2html schema index`: the shape of `index.json`, the index of an archive exported as
JSON (`cc2html DIR -o OUT --format json`; archive/export_index.py writes it), as JSON
Schema draft 2020-12. Versioned apart from the session export (render/to_json/json_schema.py):
its version and changelog are in docs/exports.md beside the session export's.
"""

from __future__ import annotations

import json
from typing import Any

#: as the session export's (json_export.SCHEMA_VERSION): "major.minor", a URN per major
INDEX_SCHEMA_VERSION = "1.0"
INDEX_SCHEMA_ID = "urn:cc2html:archive-index:1"

_STR, _INT, _NUM = {"type": "string"}, {"type": "integer"}, {"type": "number"}
_COUNTS = {"type": "object", "additionalProperties": _INT}
_STRS = {"type": "array", "items": _STR}


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}]}


def _obj(props: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": sorted(props),
            "additionalProperties": False}


def _session() -> dict[str, Any]:
    tokens = _obj({"input": _INT, "output": _INT, "cache_creation": _INT, "cache_read": _INT})
    return _obj({
        "file": {**_STR, "description": "the session's export, relative to the index"},
        "source": {**_STR, "description": "its transcript, relative to the archived folder"},
        "title": _STR, "started": _nullable(_STR), "ended": _nullable(_STR),
        "source_deleted": {**_nullable(_STR), "description":
                           "the date a run last saw the transcript, when it is deleted"},
        "facts": _obj({"messages": _INT, "duration_s": _nullable(_NUM), "tokens": tokens,
                       "models": _STRS, "cost_usd": _nullable(_NUM),
                       "git_branch": _nullable(_STR), "cwd": _nullable(_STR),
                       "agent": _nullable(_STR), "kinds": _COUNTS}),
        "problems": _obj({"skipped_lines": _INT, "shown_raw": _INT, "warnings": _INT,
                          "unknown_kinds": _COUNTS}),
    })


def index_schema() -> dict[str, Any]:
    """The whole schema, as `cc2html schema index` prints it."""
    project = _obj({"name": {**_STR, "description": "its folder, in the archive and in OUT"},
                    "path": _STR, "sessions": {"type": "array", "items": {"$ref":
                                                                          "#/$defs/Session"}},
                    "orphan_subagent_files": _STRS, "files_without_conversation": _STRS})
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": INDEX_SCHEMA_ID,
        "title": f"cc2html archive index, schema version {INDEX_SCHEMA_VERSION}",
        **_obj({"$schema": {"const": INDEX_SCHEMA_ID},
                "schema_version": {"const": INDEX_SCHEMA_VERSION}, "generator": _STR,
                "detail": {"enum": ["full", "conversation", "prompts"]},
                "projects": {"type": "array", "items": {"$ref": "#/$defs/Project"}}}),
        "$defs": {"Project": project, "Session": _session()},
    }


def index_schema_text() -> str:
    return json.dumps(index_schema(), indent=2, ensure_ascii=False) + "\n"
