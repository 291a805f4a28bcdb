"""Conversion options: what the command line decided, read by every stage that needs it.

A module of its own so that modes that do not convert (an archive re-run with nothing to
do, --help) need not import the pipeline. `tidier` masks the text around a transcript
(paths, errors, --json) as the options mask the transcript: single-file mode and archive
mode both use it, so it lives here, not in archive/."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional

from .tree.prices import PriceTable

if TYPE_CHECKING:  # (only named: a mode that does not convert imports neither)
    from .read.transcript import ParseProblem
    from .redact.redactor import Redactor

#: --format value -> the suffix of the file it writes
SUFFIXES: dict[str, str] = {"html": ".html", "md": ".md", "json": ".json"}
#: a file name's suffix -> the format it names (-o FILE; any other -o is a folder)
FORMAT_OF_SUFFIX: dict[str, str] = {".html": "html", ".htm": "html", ".md": "md",
                                    ".markdown": "md", ".json": "json"}
DETAILS = ("full", "conversation", "prompts")


def output_format(output: Optional[Path], given: Optional[str]) -> str:
    """The format to write: --format, else the one -o's suffix names, else HTML (also for
    `-o -`, stdout)."""
    if given:
        return given
    if output is None or str(output) == "-":
        return "html"
    return FORMAT_OF_SUFFIX.get(output.suffix.lower(), "html")


@dataclass(frozen=True)
class Options:
    """How to convert; the CLI fills it, every stage reads only what it needs."""

    input_format: str = "auto"  # "auto" or a format's name (read/agents/ FORMATS)
    redact: bool = False  # mask secrets before anything is written
    redact_home: bool = False  # shorten home-directory paths
    prices: Optional[PriceTable] = None  # --prices FILE; None: the bundled table
    output_format: str = "html"  # "html" | "md" | "json" (SUFFIXES)
    detail: str = "full"  # "full" | "conversation" | "prompts" (tree/detail.py)


_HOME_PATH = re.compile(r"^(?:(?:/home|/Users)/[^/]+(?=/|$)|[A-Za-z]:[\\/]Users[\\/][^\\/]+"
                        r"(?=[\\/]|$))")

Tidy = Callable[[str], str]


def shorten_path(path: str) -> str:
    """`/home/alice/app` -> `~/app` (only a leading home; any user name length)."""
    return _HOME_PATH.sub("~", path, count=1)


def tidier(options: Options) -> Tidy:
    """Masks, in a text that is not a transcript's (cwds, error messages, paths for --json),
    what the options mask in transcripts."""
    if not (options.redact or options.redact_home):
        return lambda text: text
    from .redact.redactor import Redactor  # (its rules: only a run that masks loads them)
    redactor = Redactor(secrets=options.redact, home=options.redact_home)
    if not options.redact_home:
        return redactor.text
    return lambda text: redactor.text(shorten_path(text))


@dataclass
class Result:
    """What one conversion did, for the CLI's report and exit code (pipeline.py and
    stream.py convert)."""

    source: Path
    output: Optional[Path]
    problems: list[ParseProblem] = field(default_factory=list)
    warnings: list[tuple[int, str]] = field(default_factory=list)
    sessions: int = 0
    bytes_written: int = 0
    redactions: dict[str, int] = field(default_factory=dict)  # kind -> count masked
    unknown: dict[str, int] = field(default_factory=dict)  # unrecognised kinds shown raw

    @property
    def skipped(self) -> int:
        return sum(1 for p in self.problems if not p.kept)

    @property
    def strict_failure(self) -> bool:
        """What --strict fails on: lines that could not be read, kinds not recognised."""
        return bool(self.skipped or self.unknown)

    def summary(self) -> dict[str, Any]:
        """The machine-readable account of the conversion (--json), problems line by line."""
        return {
            "sessions": self.sessions,
            "skipped_lines": self.skipped, "shown_raw": len(self.problems) - self.skipped,
            "warnings": len(self.warnings), "unknown_kinds": self.unknown,
            "problems": [{"line": p.line, "reason": p.reason, "kept": p.kept}
                         for p in self.problems],
            "redactions": dict(sorted(self.redactions.items())),
        }



def make_redactor(options: Options) -> Optional[Redactor]:
    """The redactor `--redact` / `--redact-home` ask for (None: neither)."""
    from .redact.redactor import Redactor
    if not (options.redact or options.redact_home):
        return None
    return Redactor(secrets=options.redact, home=options.redact_home)
