"""The command line: arguments, status on stderr, exit codes — nothing else.

Exit codes: exits.py.
"""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.markup import escape

from .. import __version__
from ..options import Options
from ..render.sanitize import sanitize
from ..resources import demo_transcript
from .exits import EXIT_OK, EXIT_STRICT, EXIT_UNREADABLE, EXIT_USAGE


app = typer.Typer(add_completion=False, no_args_is_help=False,
                  context_settings={"help_option_names": ["-h", "--help"]})
err = Console(stderr=True, highlight=False, soft_wrap=True)


def shown(value: object) -> str:
    """A file name or error text for the terminal: no escape sequence, no rich markup."""
    return escape(sanitize(str(value)))


def _version(value: bool) -> None:
    if value:
        typer.echo(f"cc2html {__version__}")
        raise typer.Exit(EXIT_OK)


def _output_for(source: Path, output: Optional[Path], demo: bool) -> Optional[Path]:
    """Where the page goes: -o FILE, -o DIR/, -o - (stdout, None), or beside the input."""
    if output is None:
        if demo:
            return Path.cwd() / "demo.html"
        return source.with_suffix(".html")
    if str(output) == "-":
        return None
    if output.is_dir() or output.suffix.lower() not in (".html", ".htm"):
        return output / (source.stem + ".html")
    return output


@app.command()
def render(
    source: Annotated[Optional[Path], typer.Argument(
        help="A session transcript (.jsonl, or a .json document), or a folder of projects or "
             "sessions (default: ~/.claude/projects).", show_default=False)] = None,
    output: Annotated[Optional[Path], typer.Option(
        "-o", "--output", help="Output file, folder, or '-' for stdout.")] = None,
    demo: Annotated[bool, typer.Option(
        "--demo", help="Render the demo transcript that ships with cc2html.")] = False,
    quiet: Annotated[bool, typer.Option("-q", "--quiet", help="Print nothing but errors.")] = False,
    redact: Annotated[bool, typer.Option(
        "--redact", help="Mask API keys, tokens, passwords and private keys.")] = False,
    redact_home: Annotated[bool, typer.Option(
        "--redact-home", help="Shorten /home/<user>/ and /Users/<user>/ to ~/ (folder mode: "
                              "output folders are renamed too, e.g. -home-alice-app -> home-app).")] = False,
    input_format: Annotated[str, typer.Option(
        "--input-format", help="auto | transcript | stream-json (Agent SDK log)")] = "auto",
    version: Annotated[Optional[bool], typer.Option(
        "--version", callback=_version, is_eager=True, help="Show the version and exit.")] = None,
    date_from: Annotated[Optional[str], typer.Option(
        "--from", help="Folder: sessions active on or after (2025-06-01, yesterday, '7 days ago').",
        show_default=False)] = None,
    date_to: Annotated[Optional[str], typer.Option(
        "--to", help="Folder: sessions active on or before this date.", show_default=False)] = None,
    project: Annotated[Optional[str], typer.Option(
        "--project", help="Folder: only projects whose folder or path matches (glob or text).",
        show_default=False)] = None,
    jobs: Annotated[Optional[int], typer.Option(
        "-j", "--jobs", help="Folder: worker processes (default: one per core).",
        show_default=False)] = None,
    open_index: Annotated[bool, typer.Option("--open", help="Folder: open the index.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="A JSON summary on stdout.")] = False,
    strict: Annotated[bool, typer.Option(
        "--strict", help="Exit 3 when lines were skipped or kinds unrecognised.")] = False,
) -> None:
    """Turn a Claude Code session transcript into one self-contained HTML page, or a folder
    of sessions (by default ~/.claude/projects) into linked pages, incrementally.

    `cc2html show FILE` prints a session in the terminal instead.
    """
    if demo:
        source = demo_transcript()
    if input_format not in ("auto", "transcript", "stream-json"):
        err.print("[red]error:[/] --input-format must be auto, transcript or stream-json")
        raise typer.Exit(EXIT_USAGE)
    options = Options(input_format=input_format, redact=redact, redact_home=redact_home)
    if source is None or source.is_dir():
        # Imported on this path only: folder mode's modules cost every single-file run ~30 ms.
        from ..archive.command import ArchiveArgs, run_archive
        raise typer.Exit(run_archive(ArchiveArgs(
            source, output, date_from, date_to, project, jobs, open_index, as_json, strict, quiet,
            options), err))
    # Imported on this path only: a folder re-run with nothing to do never converts.
    from .json_report import JsonReport
    from ..pipeline import convert
    target = _output_for(source, output, demo)
    if as_json and target is None:
        err.print("[red]error:[/] --json and -o - both want stdout; write the page to a file")
        raise typer.Exit(EXIT_USAGE)
    report = JsonReport(source, target, options) if as_json else None
    if not source.exists():
        err.print(f"[red]error:[/] {shown(source)}: no such file")
        raise typer.Exit(report.failed(EXIT_UNREADABLE, "no such file") if report else
                         EXIT_UNREADABLE)
    try:
        result = convert(source, target, options=options)
    except OSError as exc:
        err.print(f"[red]error:[/] {shown(source)}: {shown(exc.strerror or exc)}")
        raise typer.Exit(report.failed(EXIT_UNREADABLE, str(exc.strerror or exc)) if report
                         else EXIT_UNREADABLE)
    code = EXIT_STRICT if strict and result.strict_failure else EXIT_OK
    if report is not None:
        report.done(code, result)
    if result.problems:
        err.print(f"{shown(source.name)}: {result.skipped} line(s) skipped, "
                  f"{len(result.problems) - result.skipped} shown raw — listed in the page")
    if result.redactions and not quiet:
        err.print("masked: " + ", ".join(f"{k} {n}" for k, n in result.redactions.items()))
    if not quiet:
        err.print(f"wrote {shown(target) if target else 'stdout'}")
    if code != EXIT_OK:
        raise typer.Exit(code)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "show":  # `cc2html show FILE`: the terminal view
        from .show import main as show_main  # this path only (rich rendering, ~20 ms)
        show_main(sys.argv[2:])
        return
    app(prog_name="cc2html")


def run() -> None:
    """The installed command: `main()`, then exit without tearing down the interpreter.

    Freeing a large session's objects one by one at exit took ~0.1 s of a 2 s run; every
    page is already written (atomically) and the streams are flushed here.

    The cyclic garbage collector is told to look less often: a run allocates millions of
    short-lived acyclic objects (tokens, markup strings), and each full collection walked
    every live model again (~8% of a long session's time; peak memory unchanged).
    `gc.freeze()` takes the imported modules out of those walks."""
    gc.freeze()
    gc.set_threshold(20_000, 50, 1000)
    code: object = 0
    try:
        main()
    except SystemExit as exc:
        code = exc.code
    if isinstance(code, str):
        print(code, file=sys.stderr)
        code = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):  # a closed pipe: nothing left to say
        pass
    os._exit(code if isinstance(code, int) else 0)
