"""Status and error lines on stderr: a console that reads no markup, and every line
through `sanitize(single_line=True)` (a file name or an error text is untrusted; rich
markup in one, `[/bold]`, raised MarkupError once)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from ..render.sanitize import sanitize


def stderr_console() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True, markup=False, emoji=False)


def say(console: Console, line: str) -> None:
    """One status line."""
    console.print(sanitize(line, single_line=True))


def complain(console: Console, line: str, label: str = "error") -> None:
    """One line headed `error:` (or `warning:`) in red."""
    console.print(Text.assemble((label + ":", "red"), " ", sanitize(line, single_line=True)))
