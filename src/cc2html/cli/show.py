"""`cc2html show FILE`: print a transcript or stream-json log in the terminal.

A separate Typer app, so `cc2html FILE` (the render command) keeps its
arguments; `cli.main()` hands `show …` here. Colours and paging only when
stdout is a terminal: piped output is plain text without escape codes.
Exit codes (exits.py) as for render: 0 shown, 1 unreadable, 2 usage.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console

from ..options import Options
from ..pipeline import build, make_redactor
from ..render.sanitize import sanitize
from ..render.terminal import document_renderables
from .exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE

FORMATS = ("auto", "transcript", "stream-json")

show_app = typer.Typer(add_completion=False,
                       context_settings={"help_option_names": ["-h", "--help"]})
err = Console(stderr=True, highlight=False, soft_wrap=True, markup=False, emoji=False)


def make_console(width: Optional[int], color: Optional[bool] = None) -> Console:
    """A console that never interprets text as markup or emoji codes."""
    terminal = sys.stdout.isatty() if color is None else color
    return Console(file=sys.stdout, width=width, force_terminal=terminal,
                   no_color=not terminal, color_system="auto" if terminal else None,
                   markup=False, emoji=False, highlight=False, soft_wrap=False)


@show_app.command()
def show(
    source: Annotated[Path, typer.Argument(help="A transcript (.jsonl/.json) or stream-json log.",
                                           show_default=False)],
    width: Annotated[Optional[int], typer.Option(
        "--width", "-w", min=20, help="Wrap at this many columns.")] = None,
    input_format: Annotated[str, typer.Option(
        "--input-format", help="auto | transcript | stream-json")] = "auto",
    pager: Annotated[Optional[bool], typer.Option(
        "--pager/--no-pager", help="Page the output (default: when stdout is a terminal).",
        show_default=False)] = None,
    redact: Annotated[bool, typer.Option(
        "--redact", help="Mask API keys, tokens, passwords and private keys.")] = False,
    redact_home: Annotated[bool, typer.Option(
        "--redact-home", help="Shorten /home/<user>/ and /Users/<user>/ to ~/.")] = False,
) -> None:
    """Show a session in the terminal: roles, Markdown, one line per tool call, notices."""
    if input_format not in FORMATS:
        err.print(f"error: --input-format must be one of {', '.join(FORMATS)}")
        raise typer.Exit(EXIT_USAGE)
    if not source.exists():
        err.print(f"error: {sanitize(str(source))}: no such file")
        raise typer.Exit(EXIT_UNREADABLE)
    if source.is_dir():
        err.print(f"error: {sanitize(str(source))} is a folder; give a transcript file")
        raise typer.Exit(EXIT_USAGE)
    try:
        redactor = make_redactor(Options(redact=redact, redact_home=redact_home))
        doc, problems, _ = build(source, input_format, redactor)
    except OSError as exc:
        err.print(f"error: {sanitize(str(source))}: {sanitize(exc.strerror or exc)}")
        raise typer.Exit(EXIT_UNREADABLE)
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
        err.print(f"{sanitize(source.name)}: {skipped} line(s) skipped, "
                  f"{len(problems) - skipped} shown raw")


def _print(console: Console, doc) -> None:
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


def main(argv: list[str]) -> None:
    show_app(args=argv, prog_name="cc2html show")
