"""`cc2html show FILE|ID|latest`: print a transcript or stream-json log in the terminal.

A word that names no file may name a session of the agent homes: its id, a unique
prefix of one, or `latest` (find_session.py). Several sessions a prefix begins are
listed, and the exit is a usage error; none is a missing input.

The command is declared in `app.py`; this module does the work, and is imported only when
`show` runs (the terminal view and the pipeline cost startup ~20 ms). Paging only when
stdout is a terminal; colours then too, unless NO_COLOR or --no-color (console.py), and
piped only with FORCE_COLOR or --color: piped output is plain text without escape codes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from collections.abc import Iterable
from itertools import chain
from typing import Optional

from rich.console import Console, RenderableType

from ..model.text import counted
from ..options import DETAILS, Options
from ..pipeline import build, make_redactor
from ..read.sniff import NotTranscript
from ..read.transcript import ParseProblem
from ..render.detail import select
from ..render.to_terminal.terminal import document_renderables, one_call
from ..render.to_terminal.terminal_calls import call_numbers
from ..tree.build import Document
from ..tree.stats import document_stats
from .console import colour_settings, complain, is_tty, say, stderr_console
from .exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE
from .find_session import LATEST, find, ids, looks_like_id
from .show_stream import segments_of, streamed_call, streamed_view, to_pager

#: renderables captured at once when the view is plain text (each batch written, then let go)
EMIT_BATCH = 256
#: candidates an ambiguous prefix lists (newest first)
MAX_LISTED = 20


def make_console(width: Optional[int], color: Optional[bool] = None) -> Console:
    """A console that never interprets text as markup or emoji codes."""
    return Console(file=sys.stdout, width=width, markup=False, emoji=False, highlight=False,
                   soft_wrap=False, **colour_settings(sys.stdout, color))


def resolve(source: Path, err: Console) -> tuple[Optional[Path], int]:
    """The file `source` names (a path, else a session's id, prefix or `latest`), or
    None and the exit code, the reason said on `err`."""
    word = str(source)
    if source.exists() or not looks_like_id(word):
        if source.exists():
            return source, EXIT_OK
        complain(err, f"{source}: no such file")
        return None, EXIT_UNREADABLE
    found = find(word)
    if found.path is not None:
        say(err, f"showing {found.path}")
        return found.path, EXIT_OK
    if not found.candidates:
        what = "no session found" if word == LATEST else "no such file, and no session id begins so"
        complain(err, f"{source}: {what}")
        return None, EXIT_UNREADABLE
    complain(err, f"{source}: {counted(len(found.candidates), 'session')} begin so; "
                  f"give more of the id")
    for path in found.candidates[:MAX_LISTED]:
        say(err, f"  {ids(path)[-1]}  {path}")
    if len(found.candidates) > MAX_LISTED:
        say(err, f"  … and {len(found.candidates) - MAX_LISTED} more")
    return None, EXIT_USAGE


def show_session(source: Path, options: Options, width: Optional[int] = None,
                 pager: Optional[bool] = None, color: Optional[bool] = None,
                 call: Optional[int] = None) -> int:
    """Print `source` on stdout (paged on a terminal unless `pager` is False); the exit code.
    `options.detail`: `lines` (every kind, one line per tool call), `full` (each call with
    its input and result too), or a level render/detail.py selects (one line per call).
    `call`: only that call (the view's `#N`), expanded; a number it has not is a usage
    error naming how many calls there are."""
    err = stderr_console(color)
    found, code = resolve(source, err)
    if found is None:
        return code
    source = found
    if source.is_dir():
        complain(err, f"{source} is a folder; give a transcript file")
        return EXIT_USAGE
    problems: list[ParseProblem] = []
    renderables: Iterable[RenderableType]
    try:
        segments = segments_of(source, options)  # a large session: a segment at a time
        if segments is not None and call is None:
            renderables = streamed_view(source, segments, options, problems)
        elif segments is not None:
            shown, total = streamed_call(source, segments, options, call)  # type: ignore[arg-type]
        else:
            doc, problems, _ = build(source, options.input_format, make_redactor(options))
            if call is None:
                renderables = _renderables(doc, options)
            else:
                shown, total = one_call(doc, call), len(call_numbers(doc))
    except NotTranscript as exc:  # binary, an image, compressed, empty: nothing to show
        complain(err, f"{source}: not a transcript: {exc.reason}")
        return EXIT_USAGE
    except OSError as exc:
        complain(err, f"{source}: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    if call is not None:
        if shown is None:
            complain(err, f"{source.name}: no call #{call}; it shows "
                          f"{counted(total, 'tool call')}" + (f" (#1 to #{total})" if total else ""))
            return EXIT_USAGE
        renderables = shown
    console = make_console(width, color)
    tty = is_tty(sys.stdout)
    if (tty if pager is None else pager) and tty:
        if segments is not None and call is None and to_pager(console, renderables):
            pass  # a large session: piped to the pager as it is read
        else:
            os.environ.setdefault("LESS", "-R")  # let less pass the colours through
            with console.pager(styles=True):
                _emit(console, renderables)
    else:
        _emit(console, renderables)
    if problems:
        skipped = sum(1 for p in problems if not p.kept)
        say(err, f"{source.name}: {counted(skipped, 'line')} skipped, {len(problems) - skipped} shown raw")
    return EXIT_OK


def _renderables(doc: Document, options: Options) -> Iterable[RenderableType]:
    """The view of `doc` at `options.detail`; calls numbered as in the whole document."""
    stats = document_stats(doc, options.prices)  # once, of the whole sessions (render/facts.py)
    shown, _ = select(doc, options.detail) if options.detail in DETAILS else (doc, {})
    return document_renderables(shown, stats, calls=options.detail == "full",
                                numbers=call_numbers(doc))


def _print(console: Console, doc: Document, options: Options) -> None:
    """The view of `doc` at `options.detail` on `console`."""
    _emit(console, _renderables(doc, options))


def _emit(console: Console, renderables: Iterable[RenderableType]) -> None:
    if console.is_terminal:
        for renderable in renderables:
            console.print(renderable)
        return
    batch: list[RenderableType] = []  # plain text a batch at a time: a large session's
    for renderable in chain(renderables, [None]):  # text is never held whole (show_stream)
        if renderable is not None:
            batch.append(renderable)
        if len(batch) < EMIT_BATCH and renderable is not None:
            continue
        with console.capture() as captured:  # plain text: drop rich's right-padding too
            for item in batch:
                console.print(item)
        lines = captured.get().splitlines()
        console.file.write("".join(line.rstrip() + "\n" for line in lines))
        batch.clear()
    console.file.flush()
