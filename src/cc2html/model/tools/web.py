"""Views of the web tools the client runs: WebFetch and WebSearch (the API's server-side
web tools are SDK blocks, in model/sdk.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .base import ToolInput, ToolOutput, plural

# --------------------------------------------------------------------------- inputs


class WebFetchInput(ToolInput):
    url: str = ""
    prompt: Optional[str] = None
    shown = ("url", "prompt")
    key_param = "url"


class WebSearchInput(ToolInput):
    query: str = ""
    allowed_domains: Optional[tuple[str, ...]] = None
    blocked_domains: Optional[tuple[str, ...]] = None
    shown = ("query", "allowed_domains", "blocked_domains")
    key_param = "query"


# --------------------------------------------------------------------------- outputs


@dataclass(frozen=True, kw_only=True)
class WebOutput(ToolOutput):
    """WebSearch / WebFetch: the body as Markdown, result links, and fetch facts.

    `head` is the text recorded before the first links (WebSearch's "Web search results
    for query: …" heading), shown before them; `body` the rest, shown after."""

    head: str = ""
    body: str = ""
    links: tuple[tuple[str, str], ...] = ()
    links_raw: tuple[str, ...] = ()  # the `Links: [...]` lines as recorded (shown folded)
    url: str = ""
    code: Optional[int] = None
    code_text: str = ""
    size: Optional[int] = None

    @property
    def outcome(self) -> str:
        if self.links:
            return plural(len(self.links), "link")
        if self.code is not None:
            return f"{self.code} {self.code_text}".strip()
        return ""
