"""Status and error lines on stderr: a console that reads no markup, and every line
through `sanitize(single_line=True)` (a file name or an error text is untrusted; rich
markup in one, `[/bold]`, raised MarkupError once).

Colour follows `--color/--no-color`, else `NO_COLOR` (no-color.org: any non-empty value
turns it off), else `FORCE_COLOR` (force-color.org: any non-empty value turns it on, even
piped), else whether the stream is a terminal. Without colour no escape code is written at
all; whether a stream is a terminal (a progress bar, a pager) is `is_tty`, not colour.
"""

from __future__ import annotations

import os
import sys
from typing import IO, Any, Optional

from rich.console import Console
from rich.text import Text

from ..render.text.sanitize import sanitize


def is_tty(stream: Optional[IO[Any]]) -> bool:
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError):  # no isatty, or closed
        return False


def wants_colour(tty: bool, choice: Optional[bool] = None) -> bool:
    """Whether a stream gets colour: the command line's choice, else the environment."""
    if choice is not None:
        return choice
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return tty


def colour_settings(stream: Optional[IO[Any]], choice: Optional[bool] = None) -> dict[str, Any]:
    """A rich Console's arguments for `stream`: coloured, or without a single escape code
    (`color_system=None`), and a terminal when it is one or colour is wanted anyway."""
    tty = is_tty(stream)
    colour = wants_colour(tty, choice)
    return {"force_terminal": colour or tty, "no_color": not colour,
            "color_system": "auto" if colour else None}


def stderr_console(color: Optional[bool] = None) -> Console:
    """Made when a command runs, not at import: the environment is read then."""
    return Console(stderr=True, highlight=False, soft_wrap=True, markup=False, emoji=False,
                   **colour_settings(sys.stderr, color))


def say(console: Console, line: str) -> None:
    """One status line."""
    console.print(sanitize(line, single_line=True))


def complain(console: Console, line: str, label: str = "error") -> None:
    """One line headed `error:` (or `warning:`) in red."""
    console.print(Text.assemble((label + ":", "red"), " ", sanitize(line, single_line=True)))
