"""A Gemini CLI message's parts as text: a PartListUnion's text, a tool call's result,
the reply's token counts as a transcript's usage (the reader is read/gemini.py). Shapes:
`MessageRecord`, `ToolCallRecord` and `TokensSummary` in google-gemini/gemini-cli
packages/core/src/services/chatRecordingTypes.ts; a Part is `@google/genai`'s."""

from __future__ import annotations

import json
from typing import Any, Optional

from ..model.numbers import count
from .transcript import Unread


#: keys of a Part (`@google/genai`) that holds no `text`: shown as its JSON
PART_KEYS = frozenset({"functionCall", "functionResponse", "inlineData", "fileData",
                       "executableCode", "codeExecutionResult", "videoMetadata", "thought",
                       "thoughtSignature", "toolCall", "toolResponse"})


def text_of(value: Any, field: str = "content") -> str:
    """A PartListUnion's text: a string, a Part (`{"text": …}`, or another kind of part,
    shown as its JSON), or a list of them; any other type raises `Unread`."""
    if value is None or isinstance(value, str):
        return value or ""
    if isinstance(value, dict):
        text = value.get("text")
        if isinstance(text, str):
            return text
        if "text" in value or not value.keys() & PART_KEYS:
            raise Unread(f"{field}: a part that is not understood")
        if value.keys() <= {"thought", "thoughtSignature"}:
            return ""  # (a thought's signature: no text of its own)
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "\n".join(t for t in (text_of(p, field) for p in value) if t)
    raise Unread(f"{field}: a {type(value).__name__}, not text or parts")


def list_of(msg: dict[str, Any], field: str) -> list[dict[str, Any]]:
    """`thoughts` / `toolCalls`: missing, null or a list of objects; else `Unread`."""
    value = msg.get(field)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise Unread(f"{field}: a {type(value).__name__}, not a list of objects")
    return value


def usage_of(tokens: Any) -> Optional[dict[str, Any]]:
    """The reply's counts as a transcript's usage; a figure that is not a count
    (model/numbers.py) goes on as it is, in place of the sum it is part of, for the
    classify stage to report and leave out."""
    if not isinstance(tokens, dict):
        return None
    raw = {k: tokens.get(k) for k in ("input", "cached", "tool", "output", "thoughts")}
    wrong = {k: v for k, v in raw.items() if v is not None and count(v) is None}
    n = {k: count(v) or 0 for k, v in raw.items()}

    def unless_wrong(value: int, *keys: str) -> Any:
        return next((wrong[k] for k in keys if k in wrong), value)
    return {"input_tokens": unless_wrong(max(n["input"] - n["cached"], 0) + n["tool"],
                                         "input", "cached", "tool"),
            "output_tokens": unless_wrong(n["output"] + n["thoughts"], "output", "thoughts"),
            "cache_read_input_tokens": unless_wrong(n["cached"], "cached")}


def result_of(call: dict[str, Any]) -> str:
    """A call's result: its parts' outputs (`functionResponse.response.output` / `error`, a
    part's text, else the part's JSON), else `resultDisplay` (a string, a file diff, else
    its JSON), and its `error`."""
    result = call.get("result")
    items = result if isinstance(result, list) else [] if result is None else [result]
    parts = []
    for item in items:
        response = item.get("functionResponse", {}).get("response") \
            if isinstance(item, dict) and isinstance(item.get("functionResponse"), dict) else item
        if isinstance(response, dict) and isinstance(response.get("output"), str):
            parts.append(response["output"])
        elif isinstance(response, dict) and isinstance(response.get("error"), str):
            parts.append(response["error"])
        elif isinstance(response, str):
            parts.append(response)
        elif isinstance(response, dict) and isinstance(response.get("text"), str):
            parts.append(response["text"])
        else:
            parts.append(json.dumps(response, ensure_ascii=False, indent=1))
    display = call.get("resultDisplay")
    if not parts and isinstance(display, str):
        parts.append(display)
    elif not parts and isinstance(display, dict) and isinstance(display.get("fileDiff"), str):
        parts.append(display["fileDiff"])
    elif not parts and display is not None:
        parts.append(json.dumps(display, ensure_ascii=False, indent=1))
    error = call.get("error")
    if isinstance(error, str) and error.strip() and error not in parts:  # a failed call's
        parts.append(error)
    elif error is not None and not isinstance(error, str):
        parts.append(json.dumps(error, ensure_ascii=False, indent=1))
    return "\n".join(parts)
