"""Every command-line option and argument, declared once as an `Annotated` alias.

`render` (one transcript, or a folder in archive mode) and `show` take the same
`--redact`, `--redact-home` and `--input-format`; the rest are one command's own, kept
here so that a command's signature reads as a list of names. (Not `options.py`: that
is `cc2html.options.Options`, what the pipeline is told.)
"""

from __future__ import annotations

from pathlib import Path
from collections.abc import Callable
from typing import Annotated, Optional

import typer

from .. import __version__
from ..options import DETAILS, SUFFIXES
from ..read.agents import FORMATS as ROWS, input_format_help, input_formats, source_help
from ..tree.prices import PriceFileError, PriceTable, load_prices
from .config import apply_config
from .exits import EXIT_OK

FORMATS = input_formats()  # auto and every row of read/agents/'s table


def _input_format(value: str) -> str:
    if value not in FORMATS:
        raise typer.BadParameter(f"must be one of {', '.join(FORMATS)}")
    return value


def _prices(value: Optional[Path]) -> Optional[PriceTable]:
    """`--prices FILE`, read and checked now: a bad file is a usage error (exit 2)."""
    if value is None:
        return None
    try:
        return load_prices(value)
    except PriceFileError as exc:
        raise typer.BadParameter(str(exc))


def price_table(value: object) -> Optional[PriceTable]:
    """The table `--prices` gave (its callback turned the path into one)."""
    return value if isinstance(value, PriceTable) else None


def _choice(allowed: tuple[str, ...]) -> Callable[[Optional[str]], Optional[str]]:
    def check(value: Optional[str]) -> Optional[str]:
        if value is not None and value not in allowed:
            raise typer.BadParameter(f"must be one of {', '.join(allowed)}")
        return value
    return check


def _version(value: bool) -> None:
    if value:
        typer.echo(f"cc2html {__version__}")
        raise typer.Exit(EXIT_OK)


# ---------------------------------------------------------------- shared by render and show

Redact = Annotated[bool, typer.Option(
    "--redact/--no-redact", help="Mask API keys, tokens, passwords and private keys.",
    show_default=False)]
RedactHome = Annotated[bool, typer.Option(
    "--redact-home/--no-redact-home", show_default=False, help="Shorten /home/<user>/, /Users/<user>/ and C:\\Users\\<user>\\ to ~ (folder mode: "
                          "output folders are renamed too, e.g. -home-alice-app -> home-app).")]
Color = Annotated[Optional[bool], typer.Option(
    "--color/--no-color", help="Colour (default: on a terminal; NO_COLOR and FORCE_COLOR "
                               "are honoured).", show_default=False)]
NoConfig = Annotated[bool, typer.Option(
    "--no-config", callback=apply_config, is_eager=True,
    help="Ignore the config file (~/.config/cc2html/config.toml; CC2HTML_CONFIG=PATH "
         "names another).")]
InputFormat = Annotated[str, typer.Option(
    "--input-format", callback=_input_format,
    help=input_format_help())]

Prices = Annotated[Optional[Path], typer.Option(
    "--prices", callback=_prices, metavar="FILE",
    help="Price costs with this JSON price table (the bundled one's shape: "
         "cc2html/data/prices.json) instead of the bundled one.")]

# ---------------------------------------------------------------- render (and archive mode)

Source = Annotated[Optional[list[Path]], typer.Argument(help=source_help(), show_default=False)]
Output = Annotated[Optional[Path], typer.Option(
    "-o", "--output", help="Output file, folder, or '-' for stdout.")]
OutputFormat = Annotated[Optional[str], typer.Option(
    "--format", callback=_choice(tuple(SUFFIXES)), show_default=False,
    help="html | md | json (default: the one -o's suffix names — .html/.htm, .md/.markdown, "
         ".json — else html, also for -o -). A folder: html, or with md a linked Markdown "
         "tree, with json one file per session and index.json, beside any other format.")]
Detail = Annotated[str, typer.Option(
    "--detail", callback=_choice(DETAILS),
    help="full | conversation (prompts, answers, one line per tool call) | prompts (the "
         "human's prompts with their times). What a level leaves out is counted in the "
         "output's report.")]
#: `show`'s levels: its own view (`lines`), then render's (`full` expands every call)
SHOW_DETAILS = ("lines", *DETAILS)
ShowDetail = Annotated[str, typer.Option(
    "--detail", callback=_choice(SHOW_DETAILS),
    help="lines (every message, one line per tool call) | full (each tool call with its "
         "input, as a diff or command, and its result) | conversation (prompts, answers, "
         "one line per tool call) | prompts (the human's prompts).")]
ShowCall = Annotated[Optional[int], typer.Option(
    "--call", min=1, metavar="N",
    help="Show tool call N alone, in full: its input (an edit as a diff, a command) and its "
         "output. N is the #N in a call's line (⏺ #N Tool …).", show_default=False)]
Demo = Annotated[bool, typer.Option(
    "--demo", help="Render the demo transcript that ships with cc2html.")]
Quiet = Annotated[bool, typer.Option("-q", "--quiet", help="Print nothing but errors.")]
AsJson = Annotated[bool, typer.Option("--json", help="A JSON summary on stdout.")]
Strict = Annotated[bool, typer.Option(
    "--strict", help="Exit 3 when lines were skipped or kinds unrecognised (never for a "
                     "known kind; `cc2html survey` lists the unknown ones).")]
DateFrom = Annotated[Optional[str], typer.Option(
    "--from", help="Folder: sessions active on or after (2025-06-01, yesterday, '7 days ago').",
    show_default=False)]
DateTo = Annotated[Optional[str], typer.Option(
    "--to", help="Folder: sessions active on or before this date.", show_default=False)]
Project = Annotated[Optional[str], typer.Option(
    "--project", help="Folder: only projects whose folder or path matches (glob or text).",
    show_default=False)]
Jobs = Annotated[Optional[int], typer.Option(
    "-j", "--jobs", help="Folder: worker processes (default: one per core; at most the "
    "CPUs this process may use and the sessions to render: a larger number is reduced).",
    show_default=False)]
OpenIndex = Annotated[bool, typer.Option("--open", help="Folder: open the index.")]
KeepSources = Annotated[bool, typer.Option(
    "--keep-sources/--no-keep-sources",
    help="Folder: keep a compressed copy of every session's files in OUT/.cc2html/ (redacted "
    "with --redact), to render sessions Claude Code deleted; --no-keep-sources deletes them.")]
LinkSources = Annotated[bool, typer.Option(
    "--link-sources", help="Folder: each page links its kept copy; publishing OUT then "
    "publishes the copies (redacted only with --redact).")]
Prune = Annotated[bool, typer.Option(
    "--prune", help="Folder: drop the pages of sessions whose source is gone or that "
    "--from/--to/--project leave out (a mirror of the input).")]
Version = Annotated[Optional[bool], typer.Option(
    "--version", callback=_version, is_eager=True, help="Show the version and exit.")]

# ---------------------------------------------------------------- show

SchemaName = Annotated[str, typer.Argument(
    callback=_choice(("session", "index")), show_default=True,
    help="session: one exported session (a .json file); index: the index.json of a folder "
         "exported with --format json.")]
ShowSource = Annotated[Path, typer.Argument(
    help="A transcript (.jsonl/.json) or stream-json log; or a session's id, a unique "
         "prefix of one, or 'latest' (the newest session of the current folder's project, "
         "else of every agent home).", show_default=False)]
Width = Annotated[Optional[int], typer.Option(
    "--width", "-w", min=20, help="Wrap at this many columns.")]
Pager = Annotated[Optional[bool], typer.Option(
    "--pager/--no-pager", help="Page the output (default: when stdout is a terminal).",
    show_default=False)]

# ---------------------------------------------------------------- forget

ForgetSession = Annotated[str, typer.Argument(
    help="The session: its id (file name without .jsonl), its file (project/ID.jsonl) or "
         "its page (project/ID.html).", show_default=False)]
ForgetOutput = Annotated[Optional[Path], typer.Option(
    "-o", "--output", help="The archive (default: ~/.claude/projects-html).",
    show_default=False)]
ForgetFrom = Annotated[Optional[Path], typer.Option(
    "--source", help="Also bring the archive up to date with this input folder (default: "
    "read no input; every other session stays as it is).",
    show_default=False)]

# ---------------------------------------------------------------- watch

WatchSource = Annotated[Optional[Path], typer.Argument(
    help="A session transcript or stream-json log, or a folder of projects or sessions "
         "(default: ~/.claude/projects).", show_default=False)]
WatchOutput = Annotated[Optional[Path], typer.Option(
    "-o", "--output", help="The page (a file) or the archive (a folder).", show_default=False)]
Poll = Annotated[bool, typer.Option(
    "--poll", help="Look for changes by listing the files (default: inotify where available).")]
#: every agent's default home, as --help names it (read/agents/ FORMATS)
HOMES = ", ".join(f.home.shown for f in ROWS if f.home is not None)
SurveySource = Annotated[Optional[list[Path]], typer.Argument(
    help=f"Transcripts or folders of them (default: every agent's home: {HOMES}).",
    show_default=False)]
SurveyJson = Annotated[bool, typer.Option(
    "--json", help="The same as JSON on stdout (its shape: docs/usage.md).")]
SecretsSource = Annotated[Optional[list[Path]], typer.Argument(
    help=f"A transcript, or folders of them (default: every agent's home: {HOMES}).",
    show_default=False)]
SecretsJson = Annotated[bool, typer.Option(
    "--json", help="The findings as one JSON document on stdout (its shape: docs/safety.md).")]
PublishSource = Annotated[Path, typer.Argument(
    help="A transcript, a session's id or a unique prefix of one, 'latest', or a page cc2html "
         "rendered.", show_default=False)]
PublishFormat = Annotated[str, typer.Option(
    "--format", callback=_choice(("html", "md")),
    help="html (a page, and a preview URL that renders it) or md (Markdown GitHub renders).")]
PublishRedact = Annotated[bool, typer.Option(
    "--redact/--no-redact", help="Mask secrets first (on: --no-redact uploads them, and says so).")]
PublishRedactHome = Annotated[bool, typer.Option(
    "--redact-home/--no-redact-home", help="Shorten home paths to ~ first.")]
Yes = Annotated[bool, typer.Option("--yes", "-y", help="Upload without asking.")]
