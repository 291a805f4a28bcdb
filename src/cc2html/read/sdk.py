"""Read an Agent SDK stream-json log (told apart from a transcript by its row:
read/agents/stream_json.py).

The line handling (bad JSON, invalid UTF-8, cut-off last line, whole-file JSON
documents and arrays) is the transcript reader's; only the object -> model
step differs.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from .transcript import Item, iter_entries, shape_problem
from ..redact.redactor import Redactor
from .sdk_entries import SDK_TYPES, SdkUnknown


def sdk_from_object(obj: dict[str, Any], line: int) -> Iterator[Item]:
    """One decoded JSON object -> an SDK message (and a problem if its shape is wrong)."""
    mtype = obj.get("type")
    cls = SDK_TYPES.get(mtype) if isinstance(mtype, str) else None
    if cls is not None:
        try:
            yield cls.model_validate({**obj, "line": line, "raw": obj})
            return
        except Exception as exc:
            yield shape_problem(line, f"a '{mtype}' message", obj, exc)
    base = {k: obj[k] for k in ("uuid", "session_id", "parent_tool_use_id")
            if isinstance(obj.get(k), str)}
    yield SdkUnknown(type=mtype if isinstance(mtype, str) else "", line=line, raw=obj, **base)


def iter_sdk(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Stream the messages of a stream-json file. Raises OSError if it cannot be read."""
    return iter_entries(path, sdk_from_object, redactor)
