"""What an output says about where it came from: the page's header, nav and report, and
the Markdown and JSON exports' report (render/to_html/html.py re-exports it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ..tree.prices import PriceTable, bundled_prices


@dataclass(frozen=True)
class PageInfo:
    """What the page says about where it came from (no generation timestamps: deterministic)."""

    title: str
    source_name: str
    problems: list[Any] = field(default_factory=list)  # ParseProblem-like (line, reason, preview, kept)
    warnings: list[tuple[int, str]] = field(default_factory=list)
    nav: dict[str, str] = field(default_factory=dict)  # "up" / "prev" / "next" -> href
    redactions: dict[str, int] = field(default_factory=dict)  # secret kind -> count masked
    redacting: bool = False  # --redact/--redact-home was on (say so even when nothing matched)
    last_seen: Optional[str] = None  # archive: the source is gone; the date a run last saw it
    stays_redacted: bool = False  # archive: rendered from a redacted copy, redaction now off
    copy_href: Optional[str] = None  # archive --link-sources: the session's kept copy
    #: archive: the colour script shared by its pages (render/text/deferred.py SHARED), relative
    #: to the page; None: a page of its own carries the script inline
    colour_src: Optional[str] = None
    prices: PriceTable = field(default_factory=bundled_prices)  # what the costs are priced at
    detail: str = "full"  # --detail: the level shown (render/detail.py)
    left_out: dict[str, int] = field(default_factory=dict)  # kind -> what the level left out
    #: a page written to a file: where a large session's parts go (write.py PartWriter;
    #: render/to_html/split.py); None: the page stays whole whatever its size
    parts: Optional[Any] = None


__all__ = ["PageInfo"]
