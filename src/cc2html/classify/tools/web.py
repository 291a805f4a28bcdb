"""The web tools' rows and result parser: WebSearch's links and WebFetch's body and facts."""

from __future__ import annotations

from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.web import WebFetchInput, WebOutput, WebSearchInput
from ..tool_text import parse_links
from .base import Rows, Tool, as_int, as_str, base_fields


def parse_web(generic: ToolOutput, sidecar: Any) -> Optional[WebOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    links, body = parse_links(generic.text)
    raw = tuple(ln for ln in generic.text.split("\n") if ln.startswith("Links: [")) if links \
        else ()
    return WebOutput(**base_fields(generic), body=body, links=links, links_raw=raw,
                     url=as_str(side.get("url")),
                     code=as_int(side.get("code")), code_text=as_str(side.get("codeText")),
                     size=as_int(side.get("bytes")))


ROWS: Rows = (
    ("WebFetch", Tool(WebFetchInput, parse_web)),
    ("WebSearch", Tool(WebSearchInput, parse_web)),
)
