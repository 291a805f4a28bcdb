"""What kind of file a transcript is, from its first bytes: cheap checks that import no
entry models, so an archive run that finds nothing changed (its scan of Codex and Gemini
homes included) never loads the readers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .filebytes import open_lines, read_bytes

BOM = b"\xef\xbb\xbf"
#: Gemini's reply message types
REPLIES = ("gemini", "model", "assistant")


def looks_like_document(path: Path) -> bool:
    """A JSON document: a pretty-printed one (its first line is not a whole JSON value), or
    an array (`claude -p --output-format json --verbose` prints all messages as one line)."""
    with open_lines(path) as lines:
        first = next((line for line in lines if line.strip()), b"")
    head = first.removeprefix(BOM).strip()
    if not head.startswith((b"{", b"[")):
        return False
    if head.startswith(b"["):
        return True
    try:
        json.loads(head)
        return False
    except (ValueError, RecursionError):
        return True


def document(path: Path) -> Any:
    """The whole file as JSON, None when it is not JSON (or nested past the decoder)."""
    try:
        return json.loads(read_bytes(path).decode("utf-8-sig", errors="replace"))
    except (ValueError, RecursionError):
        return None


def _first(path: Path) -> Any:
    with open_lines(path) as lines:
        first = next((ln for ln in lines if ln.strip()), b"")
    try:
        return json.loads(first.removeprefix(BOM))
    except (ValueError, RecursionError):
        return None


def is_document(path: Path) -> bool:
    """A whole-file document: pretty-printed, or on one line with its `messages` list."""
    if looks_like_document(path):
        return True
    head = _first(path)
    return isinstance(head, dict) and (isinstance(head.get("messages"), list) or (
        "messages" in head and "projectHash" in head and _one_line(path)))


def _one_line(path: Path) -> bool:
    """Whether the file holds one non-blank line (a document on one line, not JSONL)."""
    with open_lines(path) as lines:
        return sum(1 for line in lines if line.strip()) == 1


def looks_like_gemini(path: Path) -> bool:
    """A session document with `messages` (of any shape: the reader says when it is not a
    list) and `projectHash`, or a list of messages with Gemini replies, or JSONL whose
    header has a `projectHash`."""
    if is_document(path):
        doc = document(path)
        if not isinstance(doc, dict) or "messages" not in doc:
            return False
        messages = doc["messages"]
        return "projectHash" in doc or isinstance(messages, list) and any(
            isinstance(m, dict) and m.get("type") in REPLIES for m in messages[:50])
    head = _first(path)
    return isinstance(head, dict) and "projectHash" in head and "type" not in head
