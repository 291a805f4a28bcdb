"""Conversion options: what the command line decided, read by every stage that needs it.

A module of its own so that modes that do not convert (an archive re-run with nothing to
do, --help) need not import the pipeline."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .tree.prices import PriceTable


@dataclass(frozen=True)
class Options:
    """How to convert; the CLI fills it, every stage reads only what it needs."""

    input_format: str = "auto"  # "auto" | "transcript" | "stream-json"
    redact: bool = False  # mask secrets before anything is written
    redact_home: bool = False  # shorten home-directory paths
    prices: Optional[PriceTable] = None  # --prices FILE; None: the bundled table
    output_format: str = "html"  # "html" | "md" | "json" (render/exports.py)
    detail: str = "full"  # "full" | "conversation" | "prompts" (tree/detail.py)
