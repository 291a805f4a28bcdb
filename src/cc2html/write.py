"""The only module that writes files. Every write is atomic: temporary file, then rename.
Names it is given come through `portable_name`: valid on Windows, macOS and Linux alike.

A temporary file is named `.cc2html-XXXXXXXX.tmp` whatever the file it becomes: short
enough beside a 255-byte name, and distinctive enough that a sweep after a killed run
deletes only files this program wrote. A failure to write raises `OutputError`, so a
caller can tell it from an input that cannot be read."""

from __future__ import annotations

import errno
import os
import re
import sys
import tempfile
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from typing import BinaryIO
from pathlib import Path
from urllib.parse import quote

from .render.text.sanitize import sanitize


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


#: the temporary files write_atomic makes (tempfile's 8 random characters between)
TEMP_PREFIX, TEMP_SUFFIX = ".cc2html-", ".tmp"
TEMPORARY = re.compile(r"\.cc2html-[a-z0-9_]{8}\.tmp")
#: what earlier versions named them: `.PAGE.XXXXXXXX.tmp` (see clean_temporaries)
_OLD_TEMPORARY = re.compile(r"\.(.+)\.[a-z0-9_]{8}\.tmp", re.DOTALL)


class OutputError(OSError):
    """A file could not be written (the output's fault, not an input's)."""


def _output_error(exc: OSError, path: Path) -> OutputError:
    return OutputError(exc.errno, exc.strerror or str(exc), str(path))


def write_atomic(path: Path, chunks: Iterable[str]) -> int:
    """Write text chunks to `path` atomically; returns the characters written. An error
    while writing raises OutputError; one raised by `chunks` itself passes unchanged."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path.parent)
    except OSError as exc:
        raise _output_error(exc, path) from exc
    size, pulling, it = 0, False, iter(chunks)
    try:
        # errors="replace": a lone surrogate (JSON "\ud800") must not abort the page
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace", newline="\n") as fh:
            while True:
                pulling = True
                chunk = next(it, None)
                pulling = False
                if chunk is None:
                    break
                fh.write(chunk)
                size += len(chunk)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except OSError as exc:
        _discard(tmp)
        if pulling:  # the page's own inputs, not the output
            raise
        raise _output_error(exc, path) from exc
    except BaseException:
        _discard(tmp)
        raise
    return size


def write_binary(path: Path, fill: Callable[[BinaryIO], None]) -> int:
    """Write the bytes `fill` writes to a file object, atomically, to `path` (mode 0600: a
    kept copy of a transcript is for its owner); returns the bytes written. A failure to
    create the file is an OutputError; what `fill` raises passes unchanged."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path.parent)
    except OSError as exc:
        raise _output_error(exc, path) from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            fill(fh)
            size = fh.tell()
        os.replace(tmp, path)
    except OutputError:
        _discard(tmp)
        raise
    except BaseException:
        _discard(tmp)
        raise
    return size


def _discard(tmp: str) -> None:
    try:
        os.unlink(tmp)
    except OSError:
        pass


class Spool:
    """Text set aside in a temporary file beside `path` (named as write_atomic's, so a sweep
    after a killed run removes it) and read back in blocks: the body of an export whose
    head is written last (pipeline.py, a large session's Markdown or JSON). Removed on
    `close` (a `with` block closes it)."""

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, self.name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX,
                                             dir=path.parent)
        except OSError as exc:
            raise _output_error(exc, path) from exc
        self.path = path
        # as write_atomic encodes: a lone surrogate is "?" here and in the file alike
        self.fh = os.fdopen(fd, "w+", encoding="utf-8", errors="replace", newline="")

    def write(self, text: str) -> None:
        try:
            self.fh.write(text)
        except OSError as exc:
            raise _output_error(exc, self.path) from exc

    def blocks(self, size: int = 1 << 20) -> Iterator[str]:
        """The text written, from its start, `size` characters at a time."""
        self.fh.flush()
        self.fh.seek(0)
        while True:
            block = self.fh.read(size)
            if not block:
                return
            yield block

    def close(self) -> None:
        self.fh.close()
        _discard(self.name)

    def __enter__(self) -> "Spool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


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


def clean_temporaries(folder: Path, ours: frozenset[str] | set[str] = frozenset()) -> int:
    """Remove the temporary files an interrupted run left in `folder` and its first-level
    folders (symlinks neither followed nor removed): every `.cc2html-XXXXXXXX.tmp`, and an
    older version's `.NAME.XXXXXXXX.tmp` only where NAME (relative to `folder`) is in
    `ours`, the files a manifest says this program wrote. Nothing else is touched."""
    removed = 0
    for parent, rel in [(folder, ""), *_subfolders(folder)]:
        try:
            entries = list(os.scandir(parent))
        except OSError:
            continue
        for entry in entries:
            if not entry.name.endswith(".tmp"):  # (both patterns' ending: most names stop here)
                continue
            old = _OLD_TEMPORARY.fullmatch(entry.name)
            if not (TEMPORARY.fullmatch(entry.name) or (old and rel + old[1] in ours)):
                continue
            if entry.is_file(follow_symlinks=False):
                Path(entry.path).unlink(missing_ok=True)
                removed += 1
    return removed


def _subfolders(folder: Path) -> list[tuple[Path, str]]:
    try:
        return [(Path(e.path), e.name + "/") for e in os.scandir(folder)
                if e.is_dir(follow_symlinks=False)]
    except OSError:
        return []


#: the files a parts folder holds (render/to_html/split.py): all another run may remove
PART_FILE = re.compile(r"part-[0-9]{4,}\.(?:html|js)|ids(?:-[0-9a-f]{2})?\.js|words\.js|loader\.js")


class PartWriter:
    """The parts of a large session's page `head` (render/to_html/split.py), in the folder
    `<stem>.parts/` beside it. A file there that cc2html did not write is never replaced
    (OutputError); `close`, once the head is written, removes the parts an earlier run
    wrote that this one did not (a session that shrank, or fits one page now), and the
    folder when that leaves it empty."""

    def __init__(self, head: Path) -> None:
        self.dir = head.with_name(head.stem + ".parts")
        self.folder = quote(self.dir.name) + "/"  # as the head addresses it
        self.head = "../" + quote(head.name)  # the head as a part addresses it
        self.written: set[str] = set()
        self.removed = 0  # part files of an earlier run `close` removed (the archive's report)

    def write(self, name: str, chunks: Iterable[str]) -> None:
        from .ownership import REFUSED, foreign  # (not at import: ownership knows render's marks)
        path = self.dir / name
        if foreign(path) or self.dir.is_symlink():  # (a link: the files would land elsewhere)
            raise OutputError(errno.EEXIST, REFUSED, str(path))
        write_atomic(path, chunks)
        self.written.add(name)

    def close(self) -> None:
        from .ownership import foreign
        if self.dir.is_symlink():
            return
        try:
            entries = list(os.scandir(self.dir))
        except OSError:
            return
        for entry in entries:
            path = Path(entry.path)
            if entry.name in self.written:
                continue
            if PART_FILE.fullmatch(entry.name) and not foreign(path):
                self.removed += remove(path)
            elif TEMPORARY.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                remove(path)  # (a temporary: one a killed run left)
        remove_empty_dir(self.dir)


def remove_page(path: Path) -> bool:
    """Delete a page this program wrote, and the parts of it an earlier run wrote beside
    it (render/to_html/split.py; only files cc2html wrote); True if the page was there."""
    removed = remove(path)
    if path.suffix == ".html":
        PartWriter(path).close()
    return removed
