"""A WebSearch result keeps its own order: the heading, then the links, then the text."""

from __future__ import annotations

from cc2html.classify.tools.web import parse_web
from cc2html.model.tools.base import ToolOutput
from helpers import TEST_DATA, render_path

TEXT = ('Web search results for query: "rust async"\n\n'
        'Links: [{"title":"Async book","url":"https://example.org/async"}]\n\n'
        "Async Rust runs futures on an executor.")


def test_heading_before_the_links_is_kept_apart_from_the_text_after_them():
    out = parse_web(ToolOutput(text=TEXT), None)
    assert out.head == 'Web search results for query: "rust async"'
    assert out.links == (("Async book", "https://example.org/async"),)
    assert out.body == "Async Rust runs futures on an executor."


def test_page_shows_heading_then_links_then_text():
    page = render_path(TEST_DATA / "tools_web.jsonl")
    heading = page.index("Web search results for query")
    first_link = page.index('<ol class="links">')
    text = page.index("iterator helpers")
    assert heading < first_link < text
