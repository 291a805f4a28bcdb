"""The only module that writes files. Every write is atomic: temporary file, then rename.
Names it is given come through `portable_name`: valid on Windows, macOS and Linux alike."""

from __future__ import annotations

import os
import re
import sys
import tempfile
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from .render.sanitize import sanitize


#: Windows device names: a file called so, with any extension (`nul.html`), is the device
DEVICES = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
                    | {f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789\u00b9\u00b2\u00b3"})
#: characters Windows refuses in a name (macOS refuses `/`, and shows `:` as `/`)
FORBIDDEN = re.compile(r'[\x00-\x1f<>:"/\\|?*]')


def portable_name(name: str) -> str:
    """`name` as a file or folder name every platform accepts: the characters Windows
    forbids become `_`, as do trailing dots and spaces (Windows drops them), and a device
    name gets a `_` after it (`CON.html` -> `CON_.html`). A name valid everywhere is
    returned unchanged, so pages already written keep their names."""
    name = FORBIDDEN.sub("_", name)
    if name.endswith((".", " ")):
        name = name.rstrip(". ") + "_"
    head, dot, rest = name.partition(".")
    if head.rstrip(" ").upper() in DEVICES:
        name = f"{head}_{dot}{rest}"
    return name or "_"


def name_key(name: str) -> str:
    """What two names have in common when a disk sees one file in them: case (Windows,
    macOS) and Unicode normalisation (macOS stores `é` decomposed) do not count."""
    return unicodedata.normalize("NFC", name).casefold()


def write_atomic(path: Path, chunks: Iterable[str]) -> int:
    """Write text chunks to `path` atomically; returns the bytes written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    size = 0
    try:
        # errors="replace": a lone surrogate (JSON "\ud800") must not abort the page
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace", newline="\n") as fh:
            for chunk in chunks:
                fh.write(chunk)
                size += len(chunk)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return size


def write_stdout(chunks: Iterable[str]) -> int:
    """The page on stdout (`-o -`). When that is a terminal, escape sequences and control
    characters from the transcript are neutralised as `cc2html show` does (the page keeps
    them as text, where a browser shows nothing, but a terminal would obey an OSC 52
    clipboard write or a title change); piped, the page is byte for byte the file's."""
    size = 0
    out = sys.stdout
    buffer = getattr(out, "buffer", None)
    terminal = out.isatty()
    for chunk in chunks:
        if terminal:
            chunk = sanitize(chunk)
        if buffer is not None:
            buffer.write(chunk.encode("utf-8", errors="replace"))
        else:
            out.write(chunk)
        size += len(chunk)
    (buffer or out).flush()
    return size


def write_if_changed(path: Path, text: str) -> bool:
    """Write `text` atomically unless the file already holds exactly it; True if written."""
    data = text.encode("utf-8", errors="replace")  # as write_atomic writes it
    try:
        if path.stat().st_size == len(data) and path.read_bytes() == data:
            return False
    except OSError:
        pass
    write_atomic(path, [text])
    return True


def remove(path: Path) -> bool:
    """Delete a file this program wrote; True if it was there."""
    try:
        path.unlink()
        return True
    except FileNotFoundError:
        return False


def remove_empty_dir(path: Path) -> None:
    try:
        path.rmdir()
    except OSError:  # not empty, or already gone
        pass


def clean_temporaries(folder: Path) -> int:
    """Remove temporary files an interrupted run left behind (`.NAME.*.tmp`, see write_atomic)."""
    removed = 0
    for tmp in [*folder.glob(".*.tmp"), *folder.glob("*/.*.tmp")]:
        if tmp.is_file():
            tmp.unlink(missing_ok=True)
            removed += 1
    return removed
