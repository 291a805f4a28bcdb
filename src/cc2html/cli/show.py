"""`cc2html show FILE`: print a transcript or stream-json log in the terminal.

The command is declared in `app.py`; this module does the work, and is imported only when
`show` runs (the terminal view and the pipeline cost startup ~20 ms). Colours and paging
only when stdout is a terminal: piped output is plain text without escape codes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Optional

from rich.console import Console

from ..options import Options
from ..pipeline import build, make_redactor
from ..render.terminal import document_renderables
from ..tree.build import Document
from .console import complain, say, stderr_console
from .exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE

err = stderr_console()


def make_console(width: Optional[int], color: Optional[bool] = None) -> Console:
    """A console that never interprets text as markup or emoji codes."""
    terminal = sys.stdout.isatty() if color is None else color
    return Console(file=sys.stdout, width=width, force_terminal=terminal,
                   no_color=not terminal, color_system="auto" if terminal else None,
                   markup=False, emoji=False, highlight=False, soft_wrap=False)


def show_session(source: Path, options: Options, width: Optional[int] = None,
                 pager: Optional[bool] = None) -> int:
    """Print `source` on stdout (paged on a terminal unless `pager` is False); the exit code."""
    if not source.exists():
        complain(err, f"{source}: no such file")
        return EXIT_UNREADABLE
    if source.is_dir():
        complain(err, f"{source} is a folder; give a transcript file")
        return EXIT_USAGE
    try:
        doc, problems, _ = build(source, options.input_format, make_redactor(options))
    except OSError as exc:
        complain(err, f"{source}: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    console = make_console(width)
    use_pager = console.is_terminal if pager is None else pager
    if use_pager and console.is_terminal:
        os.environ.setdefault("LESS", "-R")  # let less pass the colours through
        with console.pager(styles=True):
            _print(console, doc)
    else:
        _print(console, doc)
    if problems:
        skipped = sum(1 for p in problems if not p.kept)
        say(err, f"{source.name}: {skipped} line(s) skipped, {len(problems) - skipped} shown raw")
    return EXIT_OK


def _print(console: Console, doc: Document) -> None:
    if console.is_terminal:
        for renderable in document_renderables(doc):
            console.print(renderable)
        return
    with console.capture() as captured:  # plain text: drop rich's right-padding too
        for renderable in document_renderables(doc):
            console.print(renderable)
    lines = captured.get().splitlines()
    console.file.write("".join(line.rstrip() + "\n" for line in lines))
    console.file.flush()
