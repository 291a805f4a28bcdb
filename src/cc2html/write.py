"""The only module that writes files. Every write is atomic: temporary file, then rename."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from .render.sanitize import sanitize


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
