"""The <head> is ours whatever the transcript: charset first, then the Content-Security-
Policy, hashing exactly the page's own style and script, whatever the title.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

from page_checks import head_problems

SID = "s3"


TITLES = ["</title><meta http-equiv=Content-Security-Policy content=\"script-src *\">",
          "<script>alert(320)</script>", "</head><body onload=alert(321)>", "<!--",
          "\u2028x\u2029<base href=//evil.example/>", "<title>x</title>", "'\"><style>x{}</style>"]


@pytest.mark.parametrize("title", TITLES)
def test_csp_first_and_intact_whatever_the_title(title: str, tmp_path: Path) -> None:
    src = tmp_path / f"{title.replace('/', '_')[:60]}.jsonl"
    src.write_text("\n".join(json.dumps(x) for x in [
        {"type": "user", "uuid": "u1", "sessionId": SID, "message": {
            "role": "user", "content": title}},
        {"type": "custom-title", "customTitle": title, "sessionId": SID},
        {"type": "summary", "summary": title, "leafUuid": "u1"}]) + "\n", encoding="utf-8")
    out = tmp_path / "page.html"
    convert(src, out, PageRenderer())
    page = out.read_text(encoding="utf-8")
    assert head_problems(page, title) == []
    assert page.count("<script>") == 2  # the head's and the page's own, nothing else
