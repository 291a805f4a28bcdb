"""The command line, declared: one Typer app whose default command is `render` and whose
subcommands are `show`, `forget`, `watch`, `schema`, `survey`, `ci`, `secrets` and `publish`
(group.py routes the first argument); options from params.py, exit codes from exits.py. Arguments in, status on stderr, an exit code out — nothing else.

The commands' bodies import their work only when they run: `cc2html --help` loads neither
the pipeline nor folder mode, and a single file never loads folder mode.
"""

from __future__ import annotations

import gc
import os
import sys
from dataclasses import replace

from pathlib import Path

import typer
from ..options import Options, output_format
from ..resources import demo_transcript
from .console import complain, stderr_console
from .exits import EXIT_USAGE
from .group import Command, DefaultCommand, DefaultGroup
from .config import from_config
from .ci_params import CiArtifact, CiOutput, CiRedact, CiSource, CiSummary, CiTranscripts
from .params import (AsJson, Color, DateFrom, DateTo, Demo, Detail, ForgetFrom, ForgetOutput,
                     ForgetSession, InputFormat, Jobs, NoConfig, KeepSources, LinkSources,
                     OpenIndex, Output, OutputFormat, Pager, Poll, Prices, Project, Prune,
                     PublishFormat, PublishRedact, PublishRedactHome, PublishSource, Quiet,
                     Redact, RedactHome, SchemaName, SecretsJson, SecretsSource,
                     ShowCall, ShowDetail, ShowSource, Source, Strict, SurveyJson, SurveySource, Version,
                     WatchOutput, WatchSource, Width, Yes,
                     price_table)

app = typer.Typer(cls=DefaultGroup, add_completion=True, no_args_is_help=False,
                  context_settings={"help_option_names": ["-h", "--help"]})


@app.command(cls=DefaultCommand)
def render(ctx: typer.Context, source: Source = None, output: Output = None, demo: Demo = False,
           quiet: Quiet = False, redact: Redact = False, redact_home: RedactHome = False,
           input_format: InputFormat = "auto", version: Version = None,
           date_from: DateFrom = None, date_to: DateTo = None, project: Project = None,
           jobs: Jobs = None, open_index: OpenIndex = False, as_json: AsJson = False,
           strict: Strict = False, prune: Prune = False, keep_sources: KeepSources = True,
           link_sources: LinkSources = False, color: Color = None,
           no_config: NoConfig = False, prices: Prices = None, fmt: OutputFormat = None,
           detail: Detail = "full") -> None:
    """Turn a Claude Code session transcript into one self-contained HTML page, or a folder
    of sessions (by default ~/.claude/projects) into linked pages, incrementally.

    `cc2html show FILE` prints a session in the terminal instead. Shell completion:
    `cc2html --install-completion` (`--show-completion` prints the script).
    """
    options = Options(input_format=input_format, redact=redact, redact_home=redact_home,
                      prices=price_table(prices), output_format=output_format(output, fmt),
                      detail=detail)
    err = stderr_console(color)
    sources = list(source or [])
    source, more = (sources[0] if sources else None), tuple(sources[1:])
    if more and not all(p.is_dir() for p in sources):
        complain(err, "several sources must all be folders (one archive of them)")
        raise typer.Exit(EXIT_USAGE)
    if demo:
        source = demo_transcript()
    if source is not None and not source.is_dir() and from_config(ctx, "output"):
        output = None  # the config file's output folder is archive mode's
    if source is None or source.is_dir():  # a folder: --format alone names the format
        options = replace(options, output_format=fmt or "html")
        # Imported on this path only: folder mode's modules cost every single-file run ~30 ms.
        from .archive import ArchiveArgs, run_archive
        raise typer.Exit(run_archive(ArchiveArgs(
            source, output, date_from, date_to, project, jobs, open_index, as_json, strict, quiet,
            options, prune, keep_sources, link_sources, more), err))
    if output is None or str(output) != "-":  # (a large file's first pass, while we import)
        from ..read import ahead, cut
        from ..render.lifeline import die_with_parent
        ahead.start(source, cut.STREAM_BYTES, lambda parent: die_with_parent(parent, True))
    # Imported on this path only: a folder re-run with nothing to do never converts.
    from .single import convert_file
    raise typer.Exit(convert_file(source, output, options, err, demo=demo, as_json=as_json,
                                  strict=strict, quiet=quiet))


@app.command(cls=Command)
def show(source: ShowSource, width: Width = None, input_format: InputFormat = "auto",
         pager: Pager = None, redact: Redact = False, redact_home: RedactHome = False,
         color: Color = None, no_config: NoConfig = False, prices: Prices = None,
         detail: ShowDetail = "lines", call: ShowCall = None) -> None:
    """Show a session in the terminal: roles, Markdown, one line per tool call (numbered
    #N; with its input and result: --detail full; call N alone, its diff or output in
    full: --call N), notices. SOURCE: a file, a session's id or a unique prefix of one, or
    `latest`."""
    from .show import show_session  # this path only (the terminal view, ~20 ms)
    options = Options(input_format=input_format, redact=redact, redact_home=redact_home,
                      prices=price_table(prices), detail=detail)
    raise typer.Exit(show_session(source, options, width, pager, color, call))


@app.command(cls=Command)
def forget(session: ForgetSession, output: ForgetOutput = None,
           source: ForgetFrom = None, color: Color = None, no_config: NoConfig = False) -> None:
    """Remove one session from an archive completely: its page, kept copy, index rows,
    search data and manifest rows; later runs leave it out. For a session that leaked a
    secret (delete or redact its transcript too)."""
    from .archive import default_output, default_source
    from .forget import forget as forget_session
    out = (output or default_output(default_source())).expanduser().resolve()
    raise typer.Exit(forget_session(session, out, source, stderr_console(color)))


@app.command(cls=Command)
def watch(source: WatchSource = None, output: WatchOutput = None, poll: Poll = False,
          quiet: Quiet = False, redact: Redact = False, redact_home: RedactHome = False,
          input_format: InputFormat = "auto", color: Color = None,
          no_config: NoConfig = False, prices: Prices = None) -> None:
    """Keep the output in step while sessions are written: a changed session is rendered
    again within about a second, and its open page reloads itself (scroll and folds kept).
    Ctrl+C stops."""
    from .watch import watch_file, watch_folder  # this path only
    options = Options(input_format=input_format, redact=redact, redact_home=redact_home,
                      prices=price_table(prices))
    err = stderr_console(color)
    run = watch_folder if source is None or source.is_dir() else watch_file
    raise typer.Exit(run(source, output, options, err, poll=poll, quiet=quiet))


@app.command(cls=Command)
def schema(name: SchemaName = "session") -> None:
    """Print the JSON export's schema (JSON Schema draft 2020-12; its version and changelog
    are in docs/exports.md): of a session, or of a JSON folder's index.json (`schema index`)."""
    from ..render.to_json.index_schema import index_schema_text  # this path only
    from ..render.to_json.json_schema import schema_text
    sys.stdout.write(index_schema_text() if name == "index" else schema_text())
    raise typer.Exit(0)


@app.command(cls=Command)
def survey(source: SurveySource = None, as_json: SurveyJson = False,
           color: Color = None) -> None:
    """List what cc2html does not know yet (entry kinds, system subtypes, attachment and
    block types, fields, tool names), per agent and version, with counts and where each
    was first seen: names only, to paste into a bug report."""
    from .survey import run_survey  # this path only
    raise typer.Exit(run_survey(list(source or []), as_json, color))


@app.command(cls=Command)
def ci(source: CiSource = None, transcripts: CiTranscripts = "", output: CiOutput = "",
       redact: CiRedact = "true", detail: Detail = "full", summary: CiSummary = "true",
       artifact: CiArtifact = "", prices: Prices = None, color: Color = None) -> None:
    """Render an agent's runs in CI: pages and summary.md in one folder and, under GitHub
    Actions, the job summary (per session: result, cost, tokens, duration, tool calls,
    errors, prompt, final result, page) and the step's outputs. By default the
    claude-code-action execution file and ~/.claude/projects; redacted by default."""
    from .ci import CiArgs, run_ci  # this path only
    from ..ci.sources import split_lines
    options = Options(redact=bool(redact), prices=price_table(prices), detail=detail)
    sources = [*(source or []), *split_lines(transcripts)]
    raise typer.Exit(run_ci(CiArgs(sources, Path(output) if output.strip() else None, options,
                                   bool(summary), artifact.strip()),
                            stderr_console(color)))


@app.command(cls=Command)
def secrets(source: SecretsSource = None, as_json: SecretsJson = False,
            input_format: InputFormat = "auto", color: Color = None) -> None:
    """List the secrets `--redact` would mask (API keys, tokens, passwords, private keys),
    per session: kind, file and line, a masked preview (never the value), totals. Writes
    no page. Exit 1 when any is found, 0 when none, 2 on bad input: a CI gate."""
    from .secrets import run_secrets  # this path only
    raise typer.Exit(run_secrets(list(source or []), as_json, input_format, color))


@app.command(cls=Command)
def publish(source: PublishSource, fmt: PublishFormat = "html", redact: PublishRedact = True,
            redact_home: PublishRedactHome = True, yes: Yes = False,
            input_format: InputFormat = "auto", detail: Detail = "full",
            color: Color = None, prices: Prices = None) -> None:
    """Publish one session as a secret gist through your `gh`: masked first (it says what,
    and asks unless --yes), then the gist's URL and a preview URL that renders the page."""
    from .publish import run_publish  # this path only
    options = Options(input_format=input_format, redact=redact, redact_home=redact_home,
                      prices=price_table(prices), output_format=fmt, detail=detail)
    raise typer.Exit(run_publish(source, options, yes, color))


def main() -> None:
    app(prog_name="cc2html")


def collect_less() -> None:
    """Tell the cyclic garbage collector to look less often: a run allocates millions of
    short-lived acyclic objects (tokens, markup strings), and each full collection walked
    every live model again (~8% of a long session's time; peak memory unchanged).
    `gc.freeze()` takes the imported modules out of those walks. (benchmarks/
    profile_stages.py calls it too, so its stages are the command's.)"""
    gc.freeze()
    gc.set_threshold(20_000, 50, 1000)


def run() -> None:
    """The command (after cli/entry.py): `main()`, then exit without tearing down the interpreter.

    Freeing a large session's objects one by one at exit took ~0.1 s of a 2 s run; every
    page is already written (atomically) and the streams are flushed here. The garbage
    collector runs less often (`collect_less`)."""
    collect_less()
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
