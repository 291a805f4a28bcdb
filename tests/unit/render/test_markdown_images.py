"""A Markdown image is never loaded (the page makes no request): it is a link to it, its
alt text followed by its address, so a reader offline still sees where it was. Both
Markdown renderers (markdown-it-py and the markdown-it.rs fast path) write the same."""

from __future__ import annotations

import pytest

from cc2html.render.text import markdown, markdown_rs

CASES = {
    "![Columns view](https://x.org/a.png)":
        '<a class="md-image" href="https://x.org/a.png" rel="nofollow noopener noreferrer">'
        '▣ Columns view <span class="md-image-src">https://x.org/a.png</span></a>',
    "![](https://x.org/b.png)":  # no alt text: the address is the label, said once
        '<a class="md-image" href="https://x.org/b.png" rel="nofollow noopener noreferrer">'
        "▣ https://x.org/b.png</a>",
    '![a "q" <b>](https://x.org/c.png?a=1&b=<2>)':
        '<a class="md-image" href="https://x.org/c.png?a=1&amp;b=%3C2%3E"',
}


@pytest.mark.parametrize("text", CASES)
def test_an_image_is_a_link_showing_its_address(text: str) -> None:
    html = str(markdown.render_markdown(text))
    assert CASES[text] in html
    assert "<img" not in html


@pytest.mark.parametrize("text", CASES)
def test_both_renderers_write_the_same(text: str) -> None:
    fast = markdown_rs.render(text, markdown.safe_link, markdown.code_block)
    assert fast is not None  # (an image is among what the fast path renders)
    assert fast == markdown._MD.render(text)


def test_a_script_address_is_not_a_link() -> None:
    html = str(markdown.render_markdown("![x](javascript:alert(1))"))
    assert "href" not in html and "md-image-src" not in html
