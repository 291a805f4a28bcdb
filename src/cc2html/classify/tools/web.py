"""The web tools' rows and result parser: WebSearch's links and WebFetch's body and facts."""

from __future__ import annotations

import re
from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.web import WebFetchInput, WebOutput, WebSearchInput
from ..tool_text import parse_links
from .base import Rows, Tool, as_count, as_int, as_str, base_fields


_FIRST_LINKS = re.compile(r"^Links: \[", re.M)


def parse_web(generic: ToolOutput, sidecar: Any) -> Optional[WebOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    links, body = parse_links(generic.text)
    head = ""
    first = _FIRST_LINKS.search(generic.text) if links else None
    if first is not None:  # the heading before the links stays before them
        head = generic.text[:first.start()].strip()
        links, body = parse_links(generic.text[first.start():])
    raw = tuple(ln for ln in generic.text.split("\n") if ln.startswith("Links: [")) if links \
        else ()
    return WebOutput(**base_fields(generic), head=head, body=body, links=links, links_raw=raw,
                     url=as_str(side.get("url")),
                     code=as_int(side.get("code")), code_text=as_str(side.get("codeText")),
                     size=as_count(side.get("bytes")))


ROWS: Rows = (
    ("WebFetch", Tool(WebFetchInput, parse_web)),
    ("WebSearch", Tool(WebSearchInput, parse_web)),
)
