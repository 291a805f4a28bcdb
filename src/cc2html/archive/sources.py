"""Kept copies of every session's input files, so that a session Claude Code deleted can
be rendered again (a new cc2html version re-renders it like the others).

One file per session, `OUT/.cc2html/sources/<project>/<page stem>.tgz`: in OUT's own
state folder, not beside the pages, readable by its owner only. It is a tar archive in
gzip (written by ISA-L's igzip, read back by the stdlib) whose member `files.json` lists
the session's files (relative path, subagent id) and whose members `0`, `1`, … hold their
bytes. Read back, each file goes to its relative path under a temporary folder (so the
worker finds subagents and workflow runs beside the session as in the input); member
names are never paths, and a listed path that is not a plain relative one goes to
`<n>/<name>`, so a copy cannot write outside that folder. With `--redact` (or
`--redact-home`) every line is masked as the page masks it, so no secret is on disk that
the pages do not show. Written by the worker that renders the session, only when the
inputs' digest or the redaction mode differs from the copy's. Read back as a stream with a
bound (`copy_bound`, from the sizes the manifest records): a tampered copy that unpacks
to more (a gzip bomb) is refused without being read whole.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import shutil
import tarfile
import tempfile
from contextlib import ExitStack
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any, BinaryIO, Optional

from ..write import write_binary

if TYPE_CHECKING:  # made by the worker that writes a copy (a run with none needs no rules)
    from ..redact.redactor import Redactor

#: OUT's state folder (kept copies), and the copies' folder in it
STATE = ".cc2html"
FOLDER = f"{STATE}/sources"
LISTING = "files.json"
#: igzip's level of a new copy (0-3). On W2's 383.5 MB of transcripts the stdlib's zlib
#: took 18.0 CPU s at level 9 (GzipFile's default) for 113.7 MB and 4.04 s at its fastest,
#: level 1, for 134.2 MB; igzip 0.82 s at level 1 for 132.9 MB (level 0: 0.76 s, 144.7 MB;
#: benchmarks/copy_levels.py). Any gzip reads back the same way, so copies written before
#: (zlib, any level) stay readable.
LEVEL = 1
#: the most a kept copy may unpack to (no session comes near it), and its listing alone;
#: SLACK: the listing and the tar headers beyond twice the inputs' sizes (copy_bound)
MAX_UNPACKED = 4 << 30
MAX_LISTING = 16 << 20
SLACK = 1 << 20

Files = tuple[tuple[str, Path], ...]  # (rel, path): the session file, then its subagents


def copy_rel(page: str) -> str:
    """A session's kept copy, relative to OUT (`<project>/<stem>.html` -> `…/<stem>.tgz`;
    the same copy for its `.md` and `.json` files: every format shares it)."""
    return f"{FOLDER}/{page.rpartition('.')[0]}.tgz"


def _masked_line(raw: bytes, redactor: Redactor) -> bytes:
    """A transcript's line as the page shows it: a JSON line re-encoded with every string
    masked, another line masked as text; a line with nothing to mask unchanged."""
    text = raw.decode("utf-8", errors="replace")
    body = text.rstrip("\r\n")
    if not redactor.needed(body) and "-----" not in body and not redactor.open_block:
        return raw
    try:
        masked = json.dumps(redactor.value(json.loads(body)), ensure_ascii=False,
                            separators=(",", ":"))
    except (ValueError, RecursionError):
        masked = redactor.line(body)
    return (masked + text[len(body):]).encode("utf-8", errors="replace")


def _masked(source: BinaryIO, redactor: Redactor) -> BinaryIO:
    """`source`'s lines masked (`_masked_line`) into an unnamed temporary file, read from
    its start: a line in memory at a time, not the file (a session of gigabytes). The
    lines are bytes.splitlines' (each line read up to a \n, then split at a lone \r)."""
    out = tempfile.TemporaryFile()
    try:
        for line in source:
            for raw in line.splitlines(keepends=True):
                out.write(_masked_line(raw, redactor))
        out.seek(0)
    except BaseException:
        out.close()
        raise
    return out


def _member(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mode, info.mtime = len(data), 0o600, 0
    tar.addfile(info, io.BytesIO(data))


def _member_file(tar: tarfile.TarFile, name: str, fh: BinaryIO) -> None:
    """A member holding `fh`'s bytes from where it stands to its size now, copied in
    blocks (a line appended since is left to the next copy, as the digest was taken
    before)."""
    info = tarfile.TarInfo(name)
    info.size = os.fstat(fh.fileno()).st_size - fh.tell()
    info.mode, info.mtime = 0o600, 0
    tar.addfile(info, fh)


def write_copy(target: Path, files: Files, agents: tuple[tuple[str, Path], ...],
               redactor: Optional[Redactor]) -> int:
    """Keep `files` at `target` (atomically); the bytes written. A subagent file deleted
    since the page was rendered is left out, as the page left it out. Each file is copied
    in blocks (masked first into a temporary file with `redactor`), never read whole: a
    session of gigabytes costs a block of memory, not its size."""
    agent_of = {path: agent for agent, path in agents}
    listing, opened = [], []
    with ExitStack() as stack:
        for n, (rel, path) in enumerate(files):
            try:
                fh: BinaryIO = stack.enter_context(open(path, "rb"))
            except FileNotFoundError:
                if n == 0:
                    raise
                continue
            listing.append([rel, agent_of.get(path)])
            opened.append(stack.enter_context(_masked(fh, redactor)) if redactor else fh)

        from isal import igzip  # only a run that writes a copy loads it

        def fill(out: BinaryIO) -> None:
            with igzip.GzipFile(fileobj=out, mode="wb", mtime=0, compresslevel=LEVEL) as gz, \
                    tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
                _member(tar, LISTING, json.dumps(listing, ensure_ascii=False).encode("utf-8"))
                for n, fh in enumerate(opened):
                    _member_file(tar, str(n), fh)

        return write_binary(target, fill)


class CopyTooLarge(ValueError):
    """A kept copy that unpacks to more than its bound (a gzip bomb, or a tampered copy)."""


def copy_bound(stats: str) -> int:
    """How many bytes a session's kept copy may unpack to: twice the inputs' sizes the
    manifest records (`stats`, a page row's; masking can lengthen a line) plus SLACK for
    the listing and the tar headers, at most MAX_UNPACKED; MAX_UNPACKED when none is
    recorded."""
    try:
        sizes = [int(size) for _, size, _ in json.loads(stats)]
    except (ValueError, TypeError):
        return MAX_UNPACKED
    if not sizes or min(sizes) < 0:
        return MAX_UNPACKED
    return min(2 * sum(sizes) + SLACK, MAX_UNPACKED)


class _Bounded(io.RawIOBase):
    """A copy's decompressed bytes, refused (CopyTooLarge) past `limit`: read in the
    tar reader's blocks, never whole."""

    def __init__(self, raw: BinaryIO, limit: int, name: str) -> None:
        self.raw, self.left, self.limit, self.name = raw, limit, limit, name

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        got = self.raw.readinto(buffer)  # type: ignore[attr-defined]
        self.left -= got
        if self.left < 0:
            raise CopyTooLarge(f"kept copy {self.name} unpacks to more than {self.limit:,} "
                               "bytes (more than the session it holds): not read")
        return got


def read_copy(copy: Path, into: Path, limit: Optional[int] = None
              ) -> tuple[Files, tuple[tuple[str, Path], ...]]:
    """Unpack a kept copy into the folder `into`; the files and subagents, as a Job wants.
    Streamed, a block at a time: the copy unpacks to `limit` bytes at most (copy_bound;
    MAX_UNPACKED when None), else CopyTooLarge; a member is never read whole into memory
    (the listing alone is, up to MAX_LISTING). The listing comes first, as written."""
    files, agents = [], []
    with gzip.open(copy, "rb") as gz, \
            tarfile.open(fileobj=_Bounded(gz, limit or MAX_UNPACKED, copy.name),  # type: ignore[arg-type]
                         mode="r|") as tar:
        listing: Optional[list[Any]] = None
        wanted: dict[str, tuple[int, str, Any]] = {}
        for member in tar:
            if listing is None:
                listing = _listing(tar, member)
                wanted = {str(n): (n, str(rel), agent) for n, (rel, agent) in enumerate(listing)}
                continue
            entry = wanted.pop(member.name, None)
            if entry is None:
                continue
            n, rel, agent = entry
            path = _place(into, rel, n)
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "wb") as out:
                shutil.copyfileobj(_open(tar, member), out, 1 << 20)
            files.append((n, rel, path))
            if agent:
                agents.append((str(agent), path))
    if listing is None or wanted:
        raise ValueError(f"kept copy {copy.name}: " + (f"{LISTING} missing" if listing is None
                         else f"member {min(wanted, key=int)} missing"))
    return tuple((rel, path) for _, rel, path in sorted(files)), tuple(agents)


def _listing(tar: tarfile.TarFile, member: tarfile.TarInfo) -> list[Any]:
    if member.name != LISTING:
        raise ValueError(f"kept copy: {LISTING} is not its first member")
    if member.size > MAX_LISTING:
        raise CopyTooLarge(f"kept copy: {LISTING} of {member.size:,} bytes: not read")
    listing = json.loads(_open(tar, member).read())
    if not isinstance(listing, list) or not all(
            isinstance(row, list) and len(row) == 2 for row in listing):
        raise ValueError(f"kept copy: {LISTING} is not a list of [path, agent]")
    return listing


def _place(into: Path, rel: str, n: int) -> Path:
    """Where file `n` (listed as `rel`) is unpacked: `into/rel` when `rel` is a plain
    relative path not taken yet, else `into/.n/<its name>`."""
    parts = PurePosixPath(rel).parts
    plain = parts and not rel.startswith("/") and all(
        p not in ("", ".", "..") and "\\" not in p and "\0" not in p for p in parts)
    path = into.joinpath(*parts) if plain else None
    if path is None or path.exists():
        name = parts[-1] if parts and parts[-1] not in (".", "..", "/") else "session.jsonl"
        path = into / f".{n}" / name.replace("\\", "_")
    return path


def _open(tar: tarfile.TarFile, member: tarfile.TarInfo) -> BinaryIO:
    fh = tar.extractfile(member)
    if fh is None:
        raise ValueError(f"kept copy: {member.name} is not a file")
    return fh
