"""What kind of file a transcript is, from its first bytes: cheap checks that import no
entry models, so an archive run that finds nothing changed (its scan of Codex and Gemini
homes included) never loads the readers."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .filebytes import open_lines, read_bytes, utf16_codec

BOM = b"\xef\xbb\xbf"


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


def first_object(path: Path) -> Any:
    """The file's first non-blank line as JSON, None when it is not JSON."""
    with open_lines(path) as lines:
        first = next((ln for ln in lines if ln.strip()), b"")
    try:
        return json.loads(first.removeprefix(BOM))
    except (ValueError, RecursionError):
        return None


def document_objects(doc: Any) -> list[Any] | None:
    """The entry objects of a whole-file JSON document: the list itself, an object's
    `loglines`/`messages`/`entries` list, or the object alone; None for any other value."""
    if isinstance(doc, list):
        return doc
    if isinstance(doc, dict):
        for key in ("loglines", "messages", "entries"):
            if isinstance(doc.get(key), list):
                return doc[key]
        return [doc]
    return None


def is_document(path: Path) -> bool:
    """A whole-file document: pretty-printed, or on one line with its `messages` list."""
    if looks_like_document(path):
        return True
    head = first_object(path)
    return isinstance(head, dict) and (isinstance(head.get("messages"), list) or (
        "messages" in head and "projectHash" in head and _one_line(path)))


def _one_line(path: Path) -> bool:
    """Whether the file holds one non-blank line (a document on one line, not JSONL)."""
    with open_lines(path) as lines:
        return sum(1 for line in lines if line.strip()) == 1


# --- inputs that are not transcripts --------------------------------------------------------

#: the reasons for a file with nothing in it: in a projects folder, Claude Code leaves such
#: files (a session started and never written to), listed as files with no conversation
EMPTY, BLANK = "empty file", "only whitespace"
#: how much of a file its kind is judged by (a transcript's first lines, whatever its size)
BLOCK = 64 * 1024
#: the share of control characters and invalid UTF-8 above which text is binary
BINARY_SHARE = 0.10
#: (first bytes, what the file is) for formats no transcript is written in
MAGIC = (
    (b"\x1f\x8b", "compressed (gzip): decompress it first, e.g. with gunzip"),
    (b"\xfd7zXZ\x00", "compressed (xz): decompress it first, e.g. with unxz"),
    (b"\x28\xb5\x2f\xfd", "compressed (zstd): decompress it first, e.g. with unzstd"),
    (b"BZh", "compressed (bzip2): decompress it first, e.g. with bunzip2"),
    (b"PK\x03\x04", "compressed (zip archive): unzip it first"),
    (b"PK\x05\x06", "compressed (zip archive, empty)"),
    (b"7z\xbc\xaf\x27\x1c", "compressed (7-Zip archive): extract it first"),
    (b"\x7fELF", "binary (an ELF executable)"),
    (b"\xfe\xed\xfa\xce", "binary (a Mach-O executable)"),
    (b"\xfe\xed\xfa\xcf", "binary (a Mach-O executable)"),
    (b"\xce\xfa\xed\xfe", "binary (a Mach-O executable)"),
    (b"\xcf\xfa\xed\xfe", "binary (a Mach-O executable)"),
    (b"\x89PNG\r\n\x1a\n", "an image (PNG)"),
    (b"\xff\xd8\xff", "an image (JPEG)"),
    (b"GIF87a", "an image (GIF)"),
    (b"GIF89a", "an image (GIF)"),
    (b"II*\x00", "an image (TIFF)"),
    (b"MM\x00*", "an image (TIFF)"),
    (b"%PDF-", "binary (a PDF document)"),
    (b"SQLite format 3\x00", "binary (an SQLite database)"),
)
#: bzip2's first block or its end-of-stream mark follow `BZh` and the block size digit
_BZIP2_BLOCKS = (b"1AY&SY", b"\x17rE8P\x90")
#: control characters no JSON text holds raw (tab, newlines, form feed, backspace and
#: escape are left out: a plain text log holds those, and is not binary)
_CONTROLS = bytes(sorted(set(range(32)) - {8, 9, 10, 11, 12, 13, 27}))


class NotTranscript(Exception):
    """An input that is no transcript at all (binary, an image, compressed, empty): refused
    whole, with the reason, rather than rendered as a page of skipped lines."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: not a transcript: {reason}")
        self.path, self.reason = path, reason


def known_format(head: bytes) -> str:
    """What a file whose first bytes are `head` is, when a format no transcript is in
    (MAGIC), else ''."""
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "an image (WebP)"
    for magic, kind in MAGIC:
        if head.startswith(magic):
            if magic == b"BZh" and not (head[3:4].isdigit() and head[4:10] in _BZIP2_BLOCKS):
                continue
            return kind
    return ""


def _has_entry(text: str, whole: bool) -> bool:
    """Whether a line of `text` (a file's first block; `whole`: the whole file) is a JSON
    object or array, as a transcript's lines are; or, cut by the block's end, starts like
    one (a first entry longer than the block)."""
    lines = text.split("\n")
    last = "" if whole else lines.pop()
    for line in lines:
        if line.lstrip()[:1] in ("{", "["):
            try:
                if isinstance(json.loads(line), (dict, list)):
                    return True
            except (ValueError, RecursionError):
                pass
    return last.lstrip().startswith('{"') and len(last) >= 32 and "\x00" not in last


def _blank(fh: Any, codec: str) -> bool:
    """Whether the rest of the open file holds whitespace only (read until it does not)."""
    while chunk := fh.read(BLOCK):
        if (chunk.decode(codec, "replace") if codec else chunk).strip():
            return False
    return True


#: a Markdown document: an Antigravity CLI "brain" artifact (`brain/<id>/*.md`: a task,
#: plan or walkthrough it writes beside a conversation; jazzyalex/agent-sessions
#: docs/agent-json-tracking.md, 2026-06-26), a README… Its transcript is the JSONL one
#: (read/agents/antigravity.py).
MARKDOWN = ("a Markdown document, not a session log (an Antigravity brain artifact is one; "
            "its conversation is brain/<id>/.system_generated/logs/transcript.jsonl)")


def _markdown(text: str) -> bool:
    """Whether the first non-blank line of `text` is a Markdown heading (`# …`)."""
    first = next((ln for ln in text.split("\n") if ln.strip()), "").lstrip("\ufeff")
    hashes = len(first) - len(first.lstrip("#"))
    return 1 <= hashes <= 6 and first[hashes:hashes + 1] == " "


#: an opencode id as a message names it in a reason (anything else is not repeated)
_ID = re.compile(r"[A-Za-z0-9_-]{1,80}")


def _opencode_member(text: str) -> str:
    """Why a whole small JSON file is no session of its own when it is one of an opencode
    session's many files, else ''. A message is `{id, sessionID, role: user|assistant,
    time}`, a part `{id, messageID, type, …}` (`sessionID` too since 0.x; the legacy flat
    parts lack it): anomalyco/opencode packages/opencode/src/session/message-v2.ts
    `User`/`Assistant`/`Part`. Its session file reads it (read/opencode_store.py)."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return ""
    if not isinstance(doc, dict) or not isinstance(doc.get("id"), str):
        return ""
    session = doc.get("sessionID")
    if isinstance(session, str) and doc.get("role") in ("user", "assistant"):
        kind = "message"
    elif isinstance(doc.get("messageID"), str) and isinstance(doc.get("type"), str):
        kind = "part"
    else:
        return ""
    named = isinstance(session, str) and _ID.fullmatch(session)  # (untrusted: an id only)
    return (f"an opencode {kind} file, one of a session's many; give its session file "
            f"(storage/session/<project>/{session if named else '<session id>'}.json), "
            "whose page shows this one")


def not_transcript(path: Path) -> str:
    """Why `path` is no transcript at all — empty, only whitespace, a known binary, image
    or compressed format by its first bytes, a Markdown document (no JSON line in its first
    block), an opencode message or part file (its session's page shows it), or binary data (NUL bytes, or a large share of
    control characters and invalid UTF-8 in its first block, with no JSON line there) —
    or '' when it may be one. A transcript in UTF-16 or with a byte-order mark, odd bytes
    in some lines, a damaged first line or a tail of zeros (a crash) is never refused: the
    readers report what they cannot read line by line. Raises OSError."""
    with path.open("rb") as fh:
        head = fh.read(BLOCK)
        if not head:
            return EMPTY
        kind = known_format(head)
        if kind:
            return kind
        codec = utf16_codec(head)
        text = head.decode(codec or "utf-8", "replace").lstrip("\ufeff")
        if not text.strip():
            return BLANK if _blank(fh, codec) else ""
        whole = len(head) < BLOCK or not fh.peek(1)
    if _markdown(text) and not _has_entry(text, whole):
        return MARKDOWN
    if whole and path.suffix == ".json" and text.lstrip()[:1] == "{":
        member = _opencode_member(text)
        if member:
            return member
    data = text.encode("utf-8", "surrogatepass")  # (counted as bytes: C speed)
    nul = data.count(0)
    bad = len(data) - len(data.translate(None, _CONTROLS)) + text.count("\ufffd")
    if not (nul or bad > BINARY_SHARE * len(text)) or _has_entry(text, whole):
        return ""
    if nul:
        return "binary (NUL bytes in its first block)"
    return f"binary ({round(100 * bad / len(text))}% control or invalid UTF-8 bytes in its first block)"


def refuse_non_transcript(path: Path) -> None:
    """Raise NotTranscript when `path` is no transcript at all (`not_transcript`)."""
    reason = not_transcript(path)
    if reason:
        raise NotTranscript(path, reason)
