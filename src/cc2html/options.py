"""Conversion options: what the command line decided, read by every stage that needs it.

A module of its own so that modes that do not convert (an archive re-run with nothing to
do, --help) need not import the pipeline."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from .tree.prices import PriceTable

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
