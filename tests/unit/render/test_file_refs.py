"""Claude's `[file](path:line)` links read as code-styled file references with their line
range, never as raw brackets or links to files that are not beside the page; the old
string form of AskUserQuestion renders its Markdown."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from cc2html.render.text.markdown import render_markdown
from helpers import call_lines, render_lines


@pytest.mark.parametrize("text, href, lines", [
    ("[app.py](src/app.py:12)", "src/app.py:12", "12"),
    ("[file.py](file.py:3)", "file.py:3", "3"),  # a bare name: "file.py:" is no scheme
    ("[x.ts](/abs/x.ts#L10-L20)", "/abs/x.ts#L10-L20", "10–20"),
    ("[notes](docs/notes.md)", "docs/notes.md", ""),
])
def test_file_link_is_a_reference_with_its_lines(text, href, lines):
    html = render_markdown(f"See {text} now.")
    assert "<a " not in html and "](" not in html
    assert f'<span class="file-ref" title="{href}">' in html  # the whole target
    assert (f'<span class="file-lines">:{lines}</span>' in html) == bool(lines)


def test_lines_already_in_the_text_are_not_repeated():
    html = render_markdown("[spotter.ex:42](lib/spotter.ex#L42)")
    assert '<span class="file-ref" title="lib/spotter.ex#L42">spotter.ex:42</span>' in html


def test_web_links_stay_links_and_unsafe_ones_stay_text():
    html = render_markdown("[docs](https://example.com/a.py) [j](javascript:alert(1)) "
                           "[k](x.js:1\"><b>)")
    assert '<a href="https://example.com/a.py">docs</a>' in html
    assert "href=\"javascript" not in html and "<b>" not in html
    assert "file-ref" not in html


@given(st.text(max_size=60))
def test_no_reference_is_ever_a_link_or_unescaped(url):
    html = render_markdown(f"[name]({url})")
    if 'class="file-ref"' in html:
        assert "<a " not in html
        title = html.split('title="', 1)[1].split('"', 1)[0]
        assert "<" not in title and ">" not in title


def test_old_string_question_renders_markdown():
    question = "Pick one:\n\n1. **Installation method**: a `uv tool`?\n2. A *library*?"
    page = render_lines([*call_lines(1, "AskUserQuestion", {"question": question}, "ok")])
    assert "<strong>Installation method</strong>" in page and "<code>uv tool</code>" in page
    body = page[page.index("<main"):page.index("</main>")]  # the copy-as-Markdown data is not
    assert "**Installation method**" not in body
