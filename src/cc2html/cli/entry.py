"""The installed command's entry (`cc2html`, `python -m cc2html`): a large transcript's
first pass started before the command line is parsed, then the command (app.py `run`).

Loading the command line (Typer, Rich, the options: ~0.1 s) and the converter takes a
large file's conversion its first half second, while the first pass over the file
(read/ahead.py) needs none of it. So `start_early` looks at the arguments as they are
given and, when they name one transcript to convert, forks the pass at once: one argument
(after `--`, or not starting with `-`, and not the output's name) that is a file of at
least read/sizes.py STREAM_BYTES, not after a subcommand's name, not with `--help` or
`--version`, nor with the output `-` (stdout: app.py starts no pass then). The command
starts the pass for its source in any case (app.py); a pass already started for the same
file is the one it takes, and one started for an argument that turns out not to be the
source (another option's value) is never taken: it goes with the process. Only the
standard library and read/ahead.py (itself light until the pass runs) are loaded here.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["SUBCOMMANDS", "run", "start_early"]

#: the first words that name a subcommand (group.py; a test checks app.py's agree)
SUBCOMMANDS = frozenset({"show", "forget", "watch", "schema", "survey", "ci", "secrets",
                         "publish"})
#: the arguments after which no pass is started
_NOT_A_CONVERSION = frozenset({"-h", "--help", "--version", "--demo",
                               "--install-completion", "--show-completion"})


def _output(arg: str) -> str | None:
    """The output an option argument names: "" when it is the next argument (`-o`,
    `--output`, a cluster of short flags ending in `o`), its text when it holds it
    (`--output=X`, `-oX`, `-qoX`); None when it names none."""
    if arg.startswith("--"):
        return "" if arg == "--output" else arg[9:] if arg.startswith("--output=") else None
    if arg.startswith("-") and "o" in arg[1:]:
        return arg[arg.index("o", 1) + 1:]
    return None


def _source(args: list[str], threshold: int) -> Path | None:
    """The one argument that names a file to convert of at least `threshold` bytes (an
    output's name is none, and the output `-` means no pass)."""
    if not args or args[0] in SUBCOMMANDS:
        return None
    found: list[Path] = []
    positional = output_next = False
    for arg in args:
        if output_next:  # (the output's name: no source)
            output_next = False
            if arg == "-":
                return None
            continue
        if not positional and arg == "--":
            positional = True
            continue
        if not positional and arg.startswith("-"):
            if arg in _NOT_A_CONVERSION or arg == "-":
                return None
            output = _output(arg)
            if output == "-":
                return None
            output_next = output == ""
            continue
        try:
            if os.stat(arg).st_size >= threshold and Path(arg).is_file():
                found.append(Path(arg))
        except (OSError, ValueError):
            continue
    return found[0] if len(found) == 1 else None


def start_early(args: list[str]) -> None:
    """Fork the first pass over the transcript `args` name (see the module)."""
    from ..read import ahead
    from ..read.sizes import STREAM_BYTES
    from ..render.lifeline import die_with_parent

    source = _source(args, STREAM_BYTES)
    if source is not None:
        ahead.start(source, STREAM_BYTES, lambda parent: die_with_parent(parent, True))


def run() -> None:
    """The installed command."""
    start_early(sys.argv[1:])
    from .app import run as command

    command()
