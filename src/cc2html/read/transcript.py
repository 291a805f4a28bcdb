"""Read a Claude Code JSONL transcript into entries, streaming and tolerant.

`iter_entries(path)` yields `Entry` models and `ParseProblem` records in file
order. A bad line never stops the file: it becomes a problem (skipped), or, if
it is a JSON object of the wrong shape, an `UnknownEntry` (shown raw) plus a
problem saying so. Whole-file JSON documents (a list of entries, or an object
with a `loglines` list) are accepted too.

The line handling here is shared: the SDK reader (read/sdk.py) passes its own
object -> model step (`MakeEntries`) and uses the public helpers below
(`shape_problem`, `document_objects`, `looks_like_document`, `preview`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Union

from .entries import Entry, UnknownEntry, entry_class
from ..model.text import counted
from ..redact.redactor import Redactor
from .surrogates import may_have, whole
from .jsonsafe import fallback_text
from .fastjson import object_of
from .filebytes import GZIP_MAGIC, is_gzip, open_lines, read_bytes
from .sniff import BOM, document_objects, looks_like_document

__all__ = ["BOM", "Item", "MakeEntries", "PREVIEW_CHARS", "ParseProblem", "document_objects",
           "entry_from_object", "iter_document", "iter_entries", "iter_lines",
           "looks_like_document", "preview", "shape_problem"]

PREVIEW_CHARS = 240


@dataclass(frozen=True, slots=True)
class ParseProblem:
    line: int
    reason: str
    preview: str = ""
    kept: bool = False  # True when the line still renders (raw), False when skipped


Item = Union[Entry, ParseProblem]
#: decoded JSON object + line number -> entries/problems (the SDK reader passes its own)
MakeEntries = Callable[[dict[str, Any], int], Iterator[Any]]


def preview(text: str) -> str:
    """`text` stripped and cut to PREVIEW_CHARS (marked), as a problem shows it."""
    text = text.strip()
    return text if len(text) <= PREVIEW_CHARS else text[:PREVIEW_CHARS] + "…"


def entry_from_object(obj: dict[str, Any], line: int) -> Iterator[Item]:
    """Turn one decoded JSON object into an entry (and a problem if its shape is wrong)."""
    etype = obj.get("type")
    cls = entry_class(etype) if isinstance(etype, str) else None
    if cls is not None:
        try:
            entry = cls.model_validate({**obj, "line": line})
        except Exception as exc:  # pydantic.ValidationError, RecursionError …
            yield shape_problem(line, f"a '{etype}' entry", obj, exc)
        else:
            if not _without_content(entry):
                yield entry
                return
            yield ParseProblem(line, f"a '{etype}' line without message content (empty, null "
                               "or missing); shown raw", preview(_dump(obj)), kept=True)
            yield _unknown(obj, line, f"{etype} (no content)")
            return
    yield _unknown(obj, line)


def _without_content(entry: Entry) -> bool:
    """A user or assistant line whose message has nothing to show: it would render to
    nothing, so it is shown raw (its other fields, `toolUseResult`, `error` …, with it)."""
    if entry.type not in ("user", "assistant"):  # (first: a missing attribute costs ~5 us)
        return False
    message = getattr(entry, "message", None)
    if message is None:
        return False
    content = message.content
    return content is None or content == [] or content == ""


def _unknown(obj: dict[str, Any], line: int, kind: Optional[str] = None) -> UnknownEntry:
    etype = obj.get("type")
    base = {k: obj.get(k) for k in ("uuid", "sessionId", "timestamp")
            if isinstance(obj.get(k), str)}
    return UnknownEntry(type=kind or (etype if isinstance(etype, str) else ""), line=line,
                        raw=obj, **base)


class Unread(ValueError):
    """A field whose JSON type an agent reader does not understand (Gemini's content a
    number, Codex's reasoning summary a string …): raised so the line is shown raw and
    its problem said (`shape_problem`: the message is the reason), never read as empty."""


def shape_problem(line: int, what: str, obj: Any, exc: Exception) -> ParseProblem:
    """The problem for an object that does not fit its model (`what`: "a 'user' entry"):
    its first validation error, the object's preview; the line is still shown raw."""
    reason = f"wrong shape for {what} ({_first_error(exc)}); shown raw"
    return ParseProblem(line, reason, preview(_dump(obj)), kept=True)


def _first_error(exc: Exception) -> str:
    if isinstance(exc, Unread):
        return str(exc)
    errors = getattr(exc, "errors", None)
    if callable(errors):
        try:
            err = errors()[0]
            loc = ".".join(str(p) for p in err.get("loc", ()))
            return f"{loc}: {err.get('msg', '')}" if loc else str(err.get("msg", ""))
        except Exception:
            pass
    return type(exc).__name__


def _dump(obj: Any) -> str:
    try:
        return json.dumps(obj, ensure_ascii=False)[: PREVIEW_CHARS * 2]
    except Exception:
        return fallback_text(obj)[: PREVIEW_CHARS * 2]


def _decode(raw: bytes, line: int, redactor: Optional[Redactor] = None
            ) -> tuple[str, list[ParseProblem]]:
    try:
        return raw.decode("utf-8"), []
    except UnicodeDecodeError as exc:
        text = raw.decode("utf-8", errors="replace")
        note = ParseProblem(line, f"invalid UTF-8 at byte {exc.start}; replaced with U+FFFD",
                            preview(redactor.text(text) if redactor else text), kept=True)
        return text, [note]


def iter_lines(lines: Iterable[bytes], make: Optional[MakeEntries] = None,
               redactor: Optional[Redactor] = None, first: int = 1) -> Iterator[Item]:
    """Entries and problems from raw JSONL lines (bytes, newline optional); `first`: the
    number of the first line (a segment of a file read alone: read/segments.py).

    With a `redactor`, secrets are masked in the decoded objects (and problem previews)
    here, before any model sees them: the one place redaction happens."""
    for number, raw in enumerate(lines, start=first):
        if number == 1 and raw.startswith(BOM):  # a UTF-8 byte-order mark
            raw = raw[3:]
        if not raw or raw.isspace():  # (strip() would copy every line)
            continue
        if redactor is not None:  # (where a secret masked now was: `cc2html secrets`)
            redactor.where = (redactor.where[0], number)
        fast = object_of(raw)  # the C decoder, where it reads as the stdlib does
        if fast is not None:  # (valid UTF-8, no lone surrogate: only secrets to mask)
            if redactor is not None:
                fast = _finished(fast, False, _masker(raw.decode("utf-8"), redactor))
            yield from (make or entry_from_object)(fast, number)
            continue
        text, notes = _decode(raw, number, redactor)
        yield from notes
        try:
            obj = _finished(json.loads(text), may_have(text), _masker(text, redactor))
        except RecursionError:
            yield ParseProblem(number, "JSON nested too deeply", preview(_clean(text, redactor)))
            continue
        except ValueError as exc:
            run = _objects_in_line(text) if exc.msg == "Extra data" else None
            if run is not None:
                yield from _several(run, number, text, make, redactor)
                continue
            cut = not raw.endswith(b"\n")
            reason = ("incomplete last line (file still being written?)" if cut
                      else f"not JSON ({exc.msg} at column {exc.colno})")
            yield ParseProblem(number, reason, preview(_clean(text, redactor)))
            continue
        if not isinstance(obj, dict):
            yield ParseProblem(number, f"not a JSON object (a {type(obj).__name__})",
                               preview(_clean(text, redactor)))
            continue
        yield from (make or entry_from_object)(obj, number)


_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")


#: objects read from one line at most (a CR-ended file of 200 MB has fewer); past that the
#: line is skipped: 3 MB of `{}{}{}…` would be 1.5 million empty entries
MAX_OBJECTS_IN_LINE = 100_000


def _objects_in_line(text: str) -> Optional[tuple[list[Any], str]]:
    """The JSON objects one after another on a line (two lines whose line break was lost,
    a file with CR line ends), and why the rest is not one ('' when there is no rest);
    None unless the line starts with an object."""
    objects: list[Any] = []
    pos = _SPACE.match(text).end()  # type: ignore[union-attr]
    while pos < len(text):
        if len(objects) >= MAX_OBJECTS_IN_LINE:
            return None
        try:
            obj, end = _DECODER.raw_decode(text, pos)
        except (ValueError, RecursionError) as exc:
            why = getattr(exc, "msg", "nested too deeply")
            return (objects, f"{why} at column {pos + 1}") if objects else None
        if not isinstance(obj, dict):
            why = f"a {type(obj).__name__} at column {pos + 1}"
            return (objects, why) if objects else None
        objects.append(obj)
        pos = _SPACE.match(text, end).end()  # type: ignore[union-attr]
    return objects, ""


def _several(run: tuple[list[Any], str], number: int, text: str, make: Optional[MakeEntries],
             redactor: Optional[Redactor]) -> Iterator[Item]:
    objects, rest = run
    reason = (f"not JSON after {counted(len(objects), 'object')} ({rest}): those read, the rest skipped"
              if rest else f"{len(objects)} JSON objects on one line (line breaks lost, or CR "
                           "line ends): each read")
    yield ParseProblem(number, reason, preview(_clean(text, redactor)), kept=not rest)
    surrogates = may_have(text)  # (once for the line, not once per object: quadratic)
    masker = _masker(text, redactor)
    for obj in objects:
        yield from (make or entry_from_object)(_finished(obj, surrogates, masker), number)


def _masker(text: str, redactor: Optional[Redactor]) -> Optional[Redactor]:
    """The redactor when this line's text holds anything it masks, else None."""
    return redactor if redactor is not None and redactor.needed(text) else None


def _finished(obj: Any, surrogates: bool, masker: Optional[Redactor]) -> Any:
    """A decoded object with lone surrogates replaced (a lone "\\ud800" could be written
    nowhere) and secrets masked: the one place a line's objects are redacted."""
    if surrogates:
        obj = whole(obj)
    return masker.value(obj) if masker is not None else obj


def _clean(text: str, redactor: Optional[Redactor]) -> str:
    return redactor.line(text) if redactor is not None else text


def iter_document(data: bytes, make: Optional[MakeEntries] = None,
                  redactor: Optional[Redactor] = None) -> Iterator[Item] | None:
    """Entries of a whole-file JSON document, or None if the bytes are not one."""
    try:
        doc = whole(json.loads(data.decode("utf-8-sig", errors="replace")))
        if redactor is not None:
            doc = redactor.value(doc)
    except (ValueError, RecursionError):
        return None
    objects = document_objects(doc)
    if objects is None:
        return None
    return _iter_objects(objects, make or entry_from_object)


def _iter_objects(objects: list[Any], make: MakeEntries) -> Iterator[Item]:
    for index, obj in enumerate(objects, start=1):
        if isinstance(obj, dict):
            yield from make(obj, index)
        else:
            yield ParseProblem(index, f"document item is not an object (a {type(obj).__name__})",
                               preview(_dump(obj)))


def iter_entries(path: Path, make: Optional[MakeEntries] = None,
                 redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Stream the entries of a transcript file. Raises OSError if it cannot be read."""
    if redactor is not None:
        redactor.at(str(path))
    with path.open("rb") as fh:
        if is_gzip(fh.read(len(GZIP_MAGIC))):
            yield ParseProblem(1, "gzip-compressed file: not read (decompress it first, e.g. "
                                  "with gunzip)")
            return
    if looks_like_document(path):
        items = iter_document(read_bytes(path), make, redactor)
        if items is not None:
            yield from items
            return
    with open_lines(path) as lines:
        yield from iter_lines(lines, make, redactor)
