"""`cc2html ci`'s options (params.py declares the other commands').

Its switches take a value, `--redact false`, not a flag pair: an action passes its inputs
(`'true'`/`'false'` strings) as they are, so the action's step stays one line without
shell logic choosing a flag.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

TRUE, FALSE = ("true", "yes", "on", "1"), ("false", "no", "off", "0", "")


def as_bool(value: str) -> bool:
    """true/yes/on/1 or false/no/off/0/"" (any case); anything else is a usage error."""
    low = value.strip().lower()
    if low not in TRUE + FALSE:
        raise typer.BadParameter("must be true or false")
    return low in TRUE


CiSource = Annotated[Optional[list[Path]], typer.Argument(
    help="Transcripts, execution files or folders of them (default: "
         "$RUNNER_TEMP/claude-execution-output.json and ~/.claude/projects, those that "
         "exist).", show_default=False)]
CiTranscripts = Annotated[str, typer.Option(
    "--transcripts", help="More sources, one per line (an action's input).",
    show_default=False)]
CiOutput = Annotated[str, typer.Option(
    "-o", "--output", help="The folder for the pages and summary.md (default, also for "
    "an empty value: $RUNNER_TEMP/cc2html-pages, else ./cc2html-pages).",
    show_default=False)]
CiRedact = Annotated[str, typer.Option(
    "--redact", metavar="BOOL", callback=as_bool,
    help="Mask API keys, tokens, passwords and private keys: true or false.")]
CiSummary = Annotated[str, typer.Option(
    "--summary", metavar="BOOL", callback=as_bool,
    help="Append the summary to $GITHUB_STEP_SUMMARY when it is set: true or false.")]
CiArtifact = Annotated[str, typer.Option(
    "--artifact", metavar="NAME",
    help="The artifact the folder is uploaded as, for the summary to name (default: none).",
    show_default=False)]
